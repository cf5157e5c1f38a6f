/* add.c: `bank add DB [FILE...]`: puzzle lines and `bin/gen --format json` lines solved, counted, graded and
   stored once per canonical form, in transactions of a thousand rows (host only). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jansson.h>

#include "dlx/cli.h"
#include "gen/bank/bank_cli.h"

#define BATCH_ROWS 1000

typedef struct add_run {
    bank *db;
    const cj_kind *kind; /* --kind, or NULL: the first kind whose parser takes the line */
    cj_shape shape;      /* --box */
    int max_solutions, grade, in_batch;
    long added, duplicates, rejected, batch_rows;
    row_maker maker;
} add_run;

/* The puzzle text of a line, the kind asked for, the box and the generation seed and index (from JSON);
   the text is the line itself or a string held by *json. NULL with err filled when malformed. */
static const char *read_line(const char *line, json_t **json, const char **kind, cj_shape *shape, bank_row *row,
                             char *err, size_t err_size)
{
    json_error_t jerr;
    json_t *v;
    int used = 0;
    *json = NULL;
    if (line[0] != '{')
        return line;
    if ((*json = json_loads(line, JSON_REJECT_DUPLICATES, &jerr)) == NULL || !json_is_object(*json)) {
        snprintf(err, err_size, "not a JSON object (%s at column %d)", *json ? "not an object" : jerr.text,
                 *json ? 1 : jerr.column);
        return NULL;
    }
    v = json_object_get(*json, "kind");
    if (json_is_string(v))
        *kind = json_string_value(v);
    if (json_is_string(v = json_object_get(*json, "box")) &&
        (sscanf(json_string_value(v), "%dx%d%n", &shape->box_rows, &shape->box_cols, &used) != 2 ||
         json_string_value(v)[used] != '\0')) {
        snprintf(err, err_size, "\"box\" is \"RxC\"");
        return NULL;
    }
    if (json_is_integer(v = json_object_get(*json, "seed")))
        row->seed = json_integer_value(v);
    if (json_is_integer(v = json_object_get(*json, "index")))
        row->index = json_integer_value(v);
    if (!json_is_string(v = json_object_get(*json, "puzzle"))) {
        snprintf(err, err_size, "no \"puzzle\" string in the JSON object");
        return NULL;
    }
    return json_string_value(v);
}

/* Parses the puzzle text as kind: the first field, or the whole text for kinds whose lines have fields. */
static int parse_as(add_run *run, const cj_kind *kind, const cj_shape *shape, const char *text, char *err,
                    size_t err_size)
{
    size_t len = kind->line_fields ? strlen(text) : strcspn(text, " \t");
    char *copy = malloc(len + 1);
    int rc;
    if (copy == NULL) {
        snprintf(err, err_size, "out of memory");
        return -1;
    }
    memcpy(copy, text, len);
    copy[len] = '\0';
    rc = row_maker_parse(&run->maker, kind, shape, copy, err, err_size);
    free(copy);
    return rc;
}

/* Makes the row of one line; 0, or -1 with err filled. */
static int make_row(add_run *run, const char *line, bank_row *row, char *err, size_t err_size)
{
    const char *kind_name = NULL, *text;
    const cj_kind *kind = run->kind;
    cj_shape shape = run->shape;
    bank_row ids;
    json_t *json;
    char first_err[600] = "";
    int k, rc = -1;
    ids.seed = ids.index = -1;
    if ((text = read_line(line, &json, &kind_name, &shape, &ids, err, err_size)) == NULL)
        return -1;
    if (kind_name && (kind = cj_kind_find(kind_name)) == NULL) {
        snprintf(err, err_size, "unknown kind '%s'", kind_name);
        json_decref(json);
        return -1;
    }
    for (k = 0;; k++) { /* the kind named, or the first kind that reads the line */
        rc = parse_as(run, kind ? kind : cj_kinds[k], &shape, text, err, err_size);
        if (rc == 0 || kind != NULL || cj_kinds[k + 1] == NULL)
            break;
        if (first_err[0] == '\0')
            snprintf(first_err, sizeof first_err, "%.400s (no kind reads it; name one with --kind)", err);
    }
    if (rc != 0 && kind == NULL && first_err[0] != '\0')
        snprintf(err, err_size, "%.500s", first_err);
    if (rc == 0)
        rc = row_maker_row(&run->maker, run->max_solutions, run->grade, row, err, err_size);
    row->seed = ids.seed;
    row->index = ids.index;
    json_decref(json); /* the row's texts are the maker's own */
    return rc;
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
    run->added += rc;
    run->duplicates += !rc;
    if (++run->batch_rows >= BATCH_ROWS) {
        run->batch_rows = 0;
        run->in_batch = 0;
        return bank_commit(run->db);
    }
    return 0;
}

/* Adds every line of one file; 0, or -1 when the bank fails (the run stops). */
static int add_file(add_run *run, const char *path)
{
    cj_lines r;
    char *line, err[512];
    long len;
    int rc = 0;
    if (cj_lines_open(&r, "bank", path) != 0) {
        run->rejected++;
        return 0;
    }
    while (rc == 0 && (len = cj_lines_next(&r, &line)) >= 0) {
        bank_row row;
        if (len == 0 || line[0] == '#')
            continue;
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
    cj_lines_close(&r);
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
    if ((run.db = bank_open(argv[1], err, sizeof err)) == NULL)
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
        rc = bank_commit(run.db);
    if (rc != 0) {
        fprintf(stderr, "bank: %s: %s (the rows of the batch that failed were not added)\n", argv[1],
                bank_error(run.db));
        bank_rollback(run.db);
    }
    fprintf(stderr, "added %ld, duplicates %ld, rejected %ld\n", run.added, run.duplicates, run.rejected);
    row_maker_free(&run.maker);
    bank_close(run.db);
    return rc != 0 || run.rejected ? 2 : 0;
}
