/* add.c: `bank add DB [FILE...]`: puzzle lines and `bin/gen --format json` lines solved, counted, graded and
   stored once per canonical form, in transactions of a thousand rows (host only). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dlx/cli.h"
#include "gen/bank/bank_cli.h"

#define BATCH_ROWS 1000

typedef struct add_run {
    bank *db;
    const cj_kind *kind; /* --kind, or NULL: the first kind whose parser takes the line */
    cj_shape shape;      /* --box */
    int max_solutions, grade, in_batch;
    long added, duplicates, rejected, batch_rows;
    long batch_added, batch_duplicates; /* in the open batch: counted in added and duplicates once committed */
    row_maker maker;
} add_run;

/* Makes the row of one line; 0, or -1 with err filled. */
static int make_row(add_run *run, const char *line, bank_row *row, char *err, size_t err_size)
{
    bank_row ids;
    int rc = bank_parse_line(&run->maker, run->kind, &run->shape, line, &ids, err, err_size);
    if (rc == 0)
        rc = row_maker_row(&run->maker, run->max_solutions, run->grade, row, err, err_size);
    row->seed = ids.seed;
    row->index = ids.index;
    return rc;
}

/* Ends the open batch; its rows count once they are in the bank. 0, or -1 when the commit failed. */
static int commit(add_run *run)
{
    run->batch_rows = 0;
    run->in_batch = 0;
    if (bank_commit(run->db) != 0)
        return -1;
    run->added += run->batch_added;
    run->duplicates += run->batch_duplicates;
    run->batch_added = run->batch_duplicates = 0;
    return 0;
}

static int store(add_run *run, const bank_row *row)
{
    int rc;
    if (!run->in_batch) {
        if (bank_begin(run->db) != 0)
            return -1;
        run->in_batch = 1;
    }
    if ((rc = bank_add(run->db, row)) < 0)
        return -1;
    run->batch_added += rc;
    run->batch_duplicates += !rc;
    if (++run->batch_rows >= BATCH_ROWS)
        return commit(run);
    return 0;
}

/* Adds every line of one file (a file that cannot be read, or holds no puzzle line, counts as one
   rejection); 0, or -1 when the bank fails (the run stops). */
static int add_file(add_run *run, const char *path)
{
    cj_lines r;
    char *line, err[512];
    long puzzles = 0;
    int rc = 0;
    if (cj_lines_open(&r, "bank", path) != 0) {
        run->rejected++;
        return 0;
    }
    while (rc == 0 && cj_lines_next_puzzle(&r, &line) >= 0) {
        bank_row row;
        puzzles++;
        if (r.binary || r.too_long) {
            cj_error_at("bank", &r, "%s", r.binary ? "binary data in the line" : "line too long");
            run->rejected++;
        } else if (make_row(run, line, &row, err, sizeof err) != 0) {
            cj_error_at("bank", &r, "%s", err);
            run->rejected++;
        } else if (store(run, &row) != 0) {
            rc = -1;
        }
    }
    if (rc != 0)
        cj_lines_close(&r);
    else if (cj_lines_finish(&r, puzzles) != 0)
        run->rejected++;
    return rc;
}

int bank_add_main(int argc, char **argv)
{
    add_run run;
    bank_query q;
    char err[512];
    long x;
    int k, used, files = 0, rc = 0;
    memset(&run, 0, sizeof run);
    memset(&q, 0, sizeof q);
    run.max_solutions = 1;
    run.grade = 1;
    for (k = 2; k < argc; k++) {
        const char *a = argv[k], *v = k + 1 < argc ? argv[k + 1] : NULL;
        if (strcmp(a, "--no-grade") == 0 || strcmp(a, "--grade") == 0) {
            run.grade = a[2] == 'g';
            continue;
        }
        if (a[0] == '-' && a[1] != '\0' && v == NULL)
            return bank_usage(bank_value_option(a) ? "a value is missing after" : "unknown option", a);
        if (a[0] == '-' && a[1] != '\0' && (rc = bank_shape_option(&q, a, v, &used)) != 0)
            return rc;
        if (a[0] == '-' && a[1] != '\0' && used && (strcmp(a, "--kind") == 0 || strcmp(a, "--box") == 0 ||
                                                   strcmp(a, "--variant") == 0)) {
            k++;
        } else if (strcmp(a, "--max-solutions") == 0) {
            if (cj_parse_long(v, 1, 1000000, &x) != 0)
                return bank_usage("--max-solutions takes a number from 1 to 1000000, not", v);
            run.max_solutions = (int)x;
            k++;
        } else if (a[0] == '-' && a[1] != '\0') {
            return bank_usage("unknown option", a);
        }
    }
    run.kind = q.kind;
    run.shape.box_rows = q.shape.box_rows;
    run.shape.box_cols = q.shape.box_cols;
    if ((run.db = bank_open(argv[1], BANK_CREATE, err, sizeof err)) == NULL)
        return fprintf(stderr, "bank: %s\n", err), 2;
    for (k = 2; k < argc && rc == 0; k++) {
        const char *a = argv[k];
        if (strcmp(a, "--no-grade") == 0 || strcmp(a, "--grade") == 0)
            continue;
        if (a[0] == '-' && a[1] != '\0') {
            k++;
            continue;
        }
        files++;
        rc = add_file(&run, a);
    }
    if (files == 0 && rc == 0)
        rc = add_file(&run, "-");
    if (rc == 0 && run.in_batch)
        rc = commit(&run);
    if (rc != 0) {
        fprintf(stderr, "bank: %s: %s (the rows of the batch that failed were not added)\n", argv[1],
                bank_error(run.db));
        bank_rollback(run.db);
    }
    fprintf(stderr, "added %ld, duplicates %ld, rejected %ld\n", run.added, run.duplicates, run.rejected);
    row_maker_free(&run.maker);
    bank_close(run.db);
    return rc != 0 ? 1 : run.rejected ? 2 : 0; /* the bank failed, or some input was bad */
}
