/* add.c: `bank add DB [FILE...]`: puzzle lines, blocks (by the kinds' readers) and `bin/gen --format json` lines
   solved, counted, graded and stored once per canonical form; written a thousand rows (or two seconds) at a time. */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#include "dlx/cli.h"
#include "dlx/grid_text.h"
#include "dlx/shape.h"
#include "gen/bank/bank_cli.h"
#include "gen/tatham.h"
#include "gen/kinds/driver_int.h"
#include "gen/kinds/kinds.h"

#define BATCH_ROWS 1000
#define BATCH_SECONDS 2.0

/* A row made and waiting for its batch to be written, with copies of its texts. */
typedef struct pending {
    bank_row row;
    char *texts;
} pending;

typedef struct add_run {
    bank *db;            /* NULL until the first rows go in when the bank is new: no puzzle added, no bank made */
    const char *path;
    char why[512];       /* with db NULL: why the rows were not added (the bank could not be made, memory) */
    int open_failed;     /* the bank could not be opened: 1 for a failed write, 2 otherwise */
    long unwritten;      /* rows read and made that a failed write left out of the bank */
    const cj_kind *kind; /* --kind, or NULL: the first kind whose parser takes the line */
    cj_shape shape;      /* --box */
    int max_solutions, grade;
    long added, duplicates, rejected;
    long skipped; /* 'error' lines: no puzzle, the mark bin/gen writes in the place of one */
    pending *batch; /* BATCH_ROWS rows made outside any transaction: the bank is locked only while they go in */
    long batch_rows;
    double batch_started;
    row_maker maker;
    driver_source src; /* the file: lines, blocks, JSON and 'error' lines (with --kind fillomino its reader's) */
    cj_buf text;       /* the puzzle's text, ended by '\0' */
    int after_grid;    /* the record before: 1 a grid (in last_grid), 2 a grid its reader refused, else 0 */
    cj_puzzle last_grid;
    char stopped_at[512]; /* FILE:LINE of the last puzzle read when a failed write or a signal stopped the run */
    int input_left;       /* then: whether input may follow that was not read */
    char grid_line[3 * SUDOKU_MAX_N * SUDOKU_MAX_N + 16]; /* a grid's one-line form */
} add_run;

/* The k-th kind a block of no named kind may be (from 0): an R/C block only a Nonogram's, any other a Futoshiki's,
   then a Jidoku's (they look alike); NULL past the last. */
static const cj_kind *block_kind(const char *block, int k)
{
    if ((block[0] == 'R' || block[0] == 'C') && block[1] == ' ')
        return k == 0 ? &cj_kind_nonogram : NULL;
    return k == 0 ? &cj_kind_futoshiki : k == 1 ? &cj_kind_jidoku : NULL;
}

/* Makes the row of one line, or of a block's lines (joined by '\n'); 0, or -1 with err filled. Without a kind named
   (--kind, or the JSON's), the line or block goes to the first kind that reads it and makes a row of it: a line in
   the order of bank_parse_line's guesses, a block in block_kind's (a Jidoku's, read as a Futoshiki's, has more than
   one solution). When none does, err is the first kind's refusal, or the first that read a puzzle of one solution
   with another solution beside it. */
static int make_row(add_run *run, const cj_kind *kind, const char *line, bank_row *row, char *err, size_t err_size)
{
    bank_row ids;
    int block = strchr(line, '\n') != NULL, guess = 0, k, rc, got;
    const cj_kind *as = kind != NULL || !block ? kind : block_kind(line, 0), *named = NULL;
    char later[512];
    rc = bank_parse_line(&run->maker, as, &run->shape, line, run->src.indent, &guess, &ids, err, err_size);
    if (rc != 0 && kind == NULL && block && as != &cj_kind_nonogram)
        named = as; /* a block of rows taken for a Futoshiki's: a Fillomino's or a Jidoku's needs its --kind */
    if (rc == 0 && (rc = row_maker_row(&run->maker, run->max_solutions, run->grade, row, err, err_size)) != 0) {
        int guessing = kind == NULL && (block || ids.kind == NULL);
        named = guessing && as != &cj_kind_nonogram ? run->maker.kind : NULL; /* an R/C block is only a Nonogram's */
        for (k = 1; guessing && rc != 0; k++) { /* the next kinds that read it */
            as = block ? block_kind(line, k) : NULL;
            guess += !block;
            if ((block && as == NULL) || bank_parse_line(&run->maker, as, &run->shape, line, run->src.indent, &guess,
                                                         &ids, later, sizeof later) != 0)
                break;
            got = row_maker_row(&run->maker, run->max_solutions, run->grade, row, later, sizeof later);
            if (got == 0 || (got == -2 && rc != -2))
                rc = got, named = run->maker.kind, snprintf(err, err_size, "%s", later);
        }
    }
    if (rc != 0 && named != NULL && named != cj_kinds[0]) {
        size_t len = strlen(err);
        snprintf(err + len, err_size - len, " (read as %s; name its kind with --kind if it is another%s)", named->name,
                 named == &cj_kind_futoshiki || named == &cj_kind_jidoku ? ", and a Jidoku's box with --box" : "");
    }
    row->id = ids.id;
    row->seed = ids.seed;
    row->index = ids.index;
    row->asked = ids.asked;
    if (!run->grade) { /* the grade the JSON carries (none, ungraded, for a puzzle line) */
        row->level = ids.level;
        row->rating = ids.rating;
        row->technique = ids.technique;
    }
    return rc == 0 ? 0 : -1;
}

static void clear_batch(add_run *run)
{
    long k;
    for (k = 0; k < run->batch_rows; k++)
        free(run->batch[k].texts);
    run->batch_rows = 0;
}

/* Writes the batch in one transaction; its rows count once they are in the bank. 0, or -1 when the bank
   failed (the transaction is rolled back). */
static int commit(add_run *run)
{
    long k, added = 0, duplicates = 0;
    int rc;
    if (run->db == NULL && run->batch_rows > 0 &&
        (run->db = bank_open(run->path, BANK_CREATE, run->why, sizeof run->why)) == NULL) {
        run->open_failed = errno != 0 ? 1 : 2; /* the exit status: a failed write (a full disk), or a bank refused */
        run->unwritten += run->batch_rows;
        clear_batch(run);
        return -1;
    }
    rc = run->batch_rows > 0 ? bank_begin(run->db) : 0;
    for (k = 0; k < run->batch_rows && rc >= 0; k++)
        if ((rc = bank_add(run->db, &run->batch[k].row)) >= 0)
            added += rc == 1, duplicates += rc != 1; /* 2: held already, now of this request too */
    if (run->batch_rows > 0 && (rc < 0 || bank_commit(run->db) != 0)) {
        bank_rollback(run->db);
        run->unwritten += run->batch_rows;
        clear_batch(run);
        return -1;
    }
    clear_batch(run);
    run->added += added;
    run->duplicates += duplicates;
    return 0;
}

/* Keeps a copy of the row for the batch, written when it holds BATCH_ROWS rows or has waited BATCH_SECONDS. */
static int store(add_run *run, const bank_row *row)
{
    const char *text[5] = {row->shape, row->puzzle, row->solution, row->technique, row->canon};
    size_t len[5], total = 0;
    pending *p = &run->batch[run->batch_rows];
    char *t;
    int k;
    for (k = 0; k < 5; k++)
        total += len[k] = strlen(text[k]) + 1;
    if ((p->texts = t = malloc(total)) == NULL) {
        if (run->db != NULL)
            bank_note_error(run->db, "out of memory");
        else
            snprintf(run->why, sizeof run->why, "out of memory");
        return -1;
    }
    p->row = *row;
    p->row.shape = memcpy(t, text[0], len[0]);
    p->row.puzzle = memcpy(t += len[0], text[1], len[1]);
    p->row.solution = memcpy(t += len[1], text[2], len[2]);
    p->row.technique = memcpy(t += len[2], text[3], len[3]);
    p->row.canon = memcpy(t + len[3], text[4], len[4]);
    if (run->batch_rows++ == 0)
        run->batch_started = cj_wall_seconds();
    if (run->batch_rows >= BATCH_ROWS || cj_wall_seconds() - run->batch_started >= BATCH_SECONDS)
        return commit(run);
    return 0;
}

/* The next puzzle of the file (driver_source_next) with its text in run->text, ended by '\0'. */
static int next_puzzle(add_run *run, long *first)
{
    char *text;
    long len;
    int got = driver_source_next(&run->src, &text, &len, first);
    if (got <= 0 || got == 2)
        return got;
    run->text.len = 0;
    cj_buf_put(&run->text, text, (size_t)len);
    cj_buf_put(&run->text, "", 1);
    if (run->text.len != (size_t)len + 1)
        return cj_error_at("bank", &run->src.fm.lines, "out of memory"), -1;
    return 1;
}

/* The box grid of side n is read with: --box's, or the side's own. 0, or -1 when the side has none (a prime from 5). */
static int grid_box(const add_run *run, int n, int *rows, int *cols)
{
    *rows = run->shape.box_rows;
    *cols = run->shape.box_cols;
    return *rows == 0 && cj_default_box(n, rows, cols) != 0 ? -1 : 0;
}

/* A grid as the one-line form of its puzzle, in run->text: its symbols, or for a side the symbols cannot spell (62 and
   up) its Solo id, of the box --box gives or the side's own. 0, or -1 with err filled. */
static int grid_text(add_run *run, const cj_puzzle *g, char *err, size_t err_size)
{
    int rows, cols;
    if (cj_grid_format(g->grid, g->n, CJ_DEFAULT_SYMBOLS, run->grid_line) != 0) {
        if (grid_box(run, g->n, &rows, &cols) != 0) {
            snprintf(err, err_size, "no default box shape for side %d; give --box RxC", g->n);
            return -1;
        }
        if (rows * cols != g->n || tatham_encode(g->grid, rows, cols, run->grid_line, sizeof run->grid_line) < 0) {
            snprintf(err, err_size, "the box or size asked does not fit a grid of side %d", g->n);
            return -1;
        }
    }
    run->text.len = 0;
    cj_buf_put(&run->text, run->grid_line, strlen(run->grid_line) + 1);
    if (run->text.len != strlen(run->grid_line) + 1) {
        snprintf(err, err_size, "out of memory");
        return -1;
    }
    return 0;
}

/* Whether grid g's rows under "## solution" are no solution of it, in the box it is read with: then err says where.
   A grid no box fits is refused by make_row. */
static int grid_solution_wrong(const add_run *run, const cj_puzzle *g, char *err, size_t err_size)
{
    int rows, cols;
    if (!g->has_solution || grid_box(run, g->n, &rows, &cols) != 0 || rows * cols != g->n)
        return 0;
    return !cj_solution_fits(g->grid, g->solution, rows, cols, err, err_size);
}

/* Whether grid g, read right after the grid run->last_grid (after 1) or one its reader refused (after 2), is that
   grid's solution, as `bin/gen --format grid --with-solution` writes it: full, holding each of its givens, with no
   clash in the box its puzzle is read with. */
static int is_last_solution(const add_run *run, int after, const cj_puzzle *g)
{
    const cj_puzzle *p = &run->last_grid;
    int k, rows, cols, a, b;
    for (k = 0; k < g->n * g->n; k++)
        if (g->grid[k] == 0)
            return 0;
    if (after == 2) /* the puzzle could not be read: its solution is no puzzle of its own either */
        return 1;
    if (after != 1 || g->n != p->n)
        return 0;
    for (k = 0; k < g->n * g->n; k++)
        if (p->grid[k] != 0 && p->grid[k] != g->grid[k])
            return 0;
    if (grid_box(run, g->n, &rows, &cols) != 0)
        return 1; /* no box to read the puzzle with: refused, and so is its solution */
    return rows * cols != g->n || sudoku_find_clash(rows, cols, g->grid, &a, &b) == SUDOKU_OK;
}

/* Adds every puzzle of one file: lines, and blocks of lines (a file that fails on reading, or holds no puzzle,
   counts as one rejection); 0, or -1 when the bank fails (the run stops). */
static int add_file(add_run *run, const char *path)
{
    cj_lines *r = &run->src.fm.lines;
    char err[512];
    long puzzles = 0, first = 0;
    int rc = 0, got;
    if (driver_source_open(&run->src, "bank", path) != 0) {
        run->rejected++;
        return 0;
    }
    r->stop = &bank_stop_signal; /* a signal: the puzzle in hand is finished, a read waiting for input ends */
    run->after_grid = 0;
    while (rc == 0 && !bank_stop_signal && (got = next_puzzle(run, &first)) != 0) {
        bank_row row;
        int after = run->after_grid;
        puzzles++;
        run->after_grid = got == 2 && !run->src.grid->has_solution ? 1 : got == -1 && run->src.was_grid ? 2 : 0;
        if (got == 2 && after != 0 && is_last_solution(run, after, run->src.grid)) {
            run->after_grid = 0; /* the grid before and its solution: one puzzle, stored or refused */
        } else if (got == 2 && (grid_text(run, run->src.grid, err, sizeof err) != 0 ||
                                grid_solution_wrong(run, run->src.grid, err, sizeof err))) {
            driver_report_at("bank", r, first, "", 0, err);
            run->rejected++;
        } else if (got == -2) {
            run->skipped++;
        } else if (got < 0) {
            run->rejected++;
        } else if (make_row(run, got == 2 ? &cj_kind_sudoku : run->kind, run->text.data, &row, err, sizeof err) != 0) {
            driver_report_at("bank", r, first, run->text.data, strlen(run->text.data), err);
            run->rejected++;
        } else if (store(run, &row) != 0) {
            rc = -1;
        }
        if (got == 2)
            run->last_grid = *run->src.grid;
    }
    if (rc != 0 || bank_stop_signal) {
        snprintf(run->stopped_at, sizeof run->stopped_at, "%s:%ld", strcmp(path, "-") == 0 ? "stdin" : path, r->lineno);
        run->input_left = r->at_end != 1 || r->in_pos < r->in_len || r->again != NULL;
        cj_lines_close(r);
    }
    else if (fm_reader_finish(&run->src.fm, puzzles) != 0)
        run->rejected++;
    return rc;
}

/* The index of the next FILE argument after argv[k] (options and their values passed over), or argc. */
static int next_file(int argc, char **argv, int k)
{
    for (k++; k < argc; k++) {
        const char *a = argv[k];
        if (a[0] != '-' || a[1] == '\0')
            return k;
        if (strcmp(a, "--no-grade") != 0 && strcmp(a, "--grade") != 0)
            k++; /* an option's value */
    }
    return argc;
}

/* Whether the files named (not stdin) are there to be read: a missing one or a directory is named, and nothing is
   made or written, as a mistyped name would otherwise leave a new, empty bank. A file that is there but fails
   on reading counts as one rejection (add_file). */
static int inputs_exist(int argc, char **argv)
{
    int k;
    for (k = next_file(argc, argv, 1); k < argc; k = next_file(argc, argv, k)) {
        struct stat st;
        if (strcmp(argv[k], "-") == 0)
            continue;
        if (stat(argv[k], &st) != 0)
            return fprintf(stderr, "bank: %s: %s\n", argv[k], strerror(errno)), -1;
        if (S_ISDIR(st.st_mode))
            return fprintf(stderr, "bank: %s: %s\n", argv[k], strerror(EISDIR)), -1;
    }
    return 0;
}

int bank_add_main(int argc, char **argv)
{
    add_run run;
    bank_query q;
    struct stat before;
    char err[512];
    long x;
    int k, used, made, files = 0, rc = 0;
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
        } else if (strcmp(a, "--max-nodes") == 0) {
            if (cj_parse_long(v, 0, LONG_MAX, &x) != 0)
                return bank_usage("--max-nodes takes a number of search nodes (0 for the kind's default), not", v);
            run.maker.max_nodes = (uint64_t)x;
            k++;
        } else if (a[0] == '-' && a[1] != '\0') {
            return bank_usage("unknown option", a);
        }
    }
    if ((rc = bank_query_box(&q)) != 0)
        return rc;
    if (inputs_exist(argc, argv) != 0)
        return 2;
    run.kind = q.kind;
    run.shape.box_rows = q.shape.box_rows;
    run.shape.box_cols = q.shape.box_cols;
    if ((run.batch = malloc(BATCH_ROWS * sizeof *run.batch)) == NULL ||
        driver_source_init(&run.src, run.kind, 1) != 0 || driver_source_solutions(&run.src) != 0)
        return free(run.batch), driver_source_free(&run.src), fprintf(stderr, "bank: out of memory\n"), 1;
    run.path = argv[1];
    made = stat(argv[1], &before) != 0 && errno == ENOENT; /* a new bank: made with its first rows */
    if (made ? bank_check_makeable(argv[1], err, sizeof err) != 0
             : (run.db = bank_open(argv[1], BANK_CREATE, err, sizeof err)) == NULL) {
        rc = !made && errno != 0 ? 1 : 2; /* a failed write (a full disk), else a bank that cannot be opened */
        return free(run.batch), driver_source_free(&run.src), fprintf(stderr, "bank: %s\n", err), rc;
    }
    bank_catch_stop_signals();
    for (k = next_file(argc, argv, 1); k < argc && rc == 0 && !bank_stop_signal; k = next_file(argc, argv, k)) {
        files++;
        rc = add_file(&run, argv[k]);
    }
    if (files == 0 && rc == 0 && !bank_stop_signal)
        rc = add_file(&run, "-");
    run.input_left |= k < argc; /* files not opened */
    if (rc == 0)
        rc = commit(&run);
    if (run.open_failed)
        fprintf(stderr, "bank: %s\n", run.why);
    else if (rc != 0)
        fprintf(stderr, "bank: %s: %s (the rows of the batch that failed were not added)\n", argv[1],
                run.db != NULL ? bank_error(run.db) : run.why);
    clear_batch(&run);
    free(run.batch);
    fprintf(stderr, "added %ld, duplicates %ld, rejected %ld", run.added, run.duplicates, run.rejected);
    if (run.skipped > 0)
        fprintf(stderr, ", skipped %ld", run.skipped);
    if (run.unwritten > 0)
        fprintf(stderr, ", not written %ld", run.unwritten);
    if (bank_stop_signal)
        fprintf(stderr, "; stopped by a signal%s%s", run.stopped_at[0] != '\0' ? " after " : "", run.stopped_at);
    else if (run.stopped_at[0] != '\0')
        fprintf(stderr, "; stopped at %s", run.stopped_at);
    if ((bank_stop_signal || run.stopped_at[0] != '\0') && run.input_left)
        fputs(", the input after it not read", stderr);
    fputc('\n', stderr);
    row_maker_free(&run.maker);
    driver_source_free(&run.src);
    cj_buf_free(&run.text);
    if (made && run.db == NULL && rc == 0) /* as a mistyped input file makes none */
        fprintf(stderr, "bank: %s: no puzzle added, so no bank made\n", argv[1]);
    bank_close(run.db);
    bank_end_by_stop_signal();
    /* the bank could not be opened, a write failed, or some input was bad */
    return run.open_failed ? run.open_failed : rc != 0 ? 1 : run.rejected ? 2 : 0;
}
