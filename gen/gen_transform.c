/* gen_transform.c: `gen transform`: each puzzle read (a line or a Solo id; a solution beside it transformed
   alike, a label carried), named or as K distinct random variants, which `bin/gen --transforms` makes too. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include "dlx/cli.h"
#include "dlx/grid_text.h"
#include "dlx/puzzle_io.h"
#include "dlx/shape.h"
#include "gen/generator.h"
#include "gen/gen_level.h"
#include "gen/kinds/driver.h"
#include "gen/kinds/kind_text.h"
#include "gen/tatham.h"
#include "gen/transform.h"
#include "dlx/tool_exit.h"
#include "dlx/version.h"
#include "gen/gen_cli.h"

/* Reads one puzzle line of r for transform as bin/dlx reads it: a line-format puzzle (its box a JSON line's "box",
   else --box, else the side's default), else a Solo id (a token with a ':' the alphabet does not spell); indent
   counts in the columns named. Returns N, or -1 with err filled. */
static int read_transform_line(const config *c, const cj_lines *r, const char *tok, size_t len, size_t indent,
                               uint8_t *grid, int *rows, int *cols, int *is_solo, char *err, size_t err_size)
{
    size_t bad;
    int n = cj_parse_grid_token(tok, len, indent, c->symbols, grid, err, err_size);
    *is_solo = n < 0 && memchr(tok, ':', len) != NULL;
    if (*is_solo) {
        const char *why, *side;
        n = tatham_decode_why(tok, grid, rows, cols, &bad, &why);
        if (n < 0)
            snprintf(err, err_size, "not a Solo game id (%s, at column %lu)", why, (unsigned long)(indent + bad) + 1);
        else if ((side = cj_sudoku_side_problem(n)) != NULL) {
            snprintf(err, err_size, "%s", side);
            n = -1;
        } else if (cj_solo_box_not_forced(c->box_rows, c->box_cols, *rows, *cols, err, err_size)) {
            n = -1;
        }
        return n;
    }
    if (n < 0)
        return -1;
    if (cj_sudoku_side_problem(n) != NULL) { /* 1x1: a row of a grid file read as lines, most likely */
        snprintf(err, err_size, "%s", CJ_ONE_CELL_LINE);
        return -1;
    }
    *rows = c->box_rows;
    *cols = c->box_cols;
    if (cj_json_box(r, n, c->box_rows, c->box_cols, rows, cols, err, err_size) < 0)
        return -1;
    if (*rows == 0 && cj_default_box(n, rows, cols) != 0) {
        snprintf(err, err_size, CJ_NO_DEFAULT_BOX, n, n, n);
        return -1;
    }
    if (*rows * *cols != n) {
        snprintf(err, err_size, "--box %dx%d does not fit a %dx%d grid", *rows, *cols, n, n);
        return -1;
    }
    return n;
}

/* Appends a grid as a Solo id or a line. */
static void put_grid(cj_buf *out, const config *c, const uint8_t *grid, int rows, int cols, int is_solo)
{
    if (is_solo) {
        char id[SUDOKU_MAX_N * SUDOKU_MAX_N * 4 + 16];
        tatham_encode(grid, rows, cols, id, sizeof id);
        cj_buf_put(out, id, strlen(id));
    } else {
        cj_put_grid(out, grid, rows * cols, CJ_FORMAT_LINE, c->symbols);
    }
}

/* One puzzle read, and where its variants go. */
typedef struct transform_job {
    const config *c;
    cj_buf *out;
    int rows, cols, is_solo;
    const uint8_t *solution; /* or NULL when the line has none */
    const char *label;
    int gap;                 /* the blanks before the label, written as they were (a tab stays a tab) */
} transform_job;

/* Appends t's variant of the puzzle (its solution transformed by t too), then the label. */
static void put_transformed(void *ctx, const gen_transform *t, const uint8_t *variant, int number)
{
    const transform_job *j = ctx;
    (void)number;
    put_grid(j->out, j->c, variant, j->rows, j->cols, j->is_solo);
    if (j->solution != NULL) {
        uint8_t solution[SUDOKU_MAX_N * SUDOKU_MAX_N];
        gen_transform_apply(t, j->rows * j->cols, j->solution, solution);
        cj_buf_put(j->out, " ", 1);
        put_grid(j->out, j->c, solution, j->rows, j->cols, j->is_solo);
    }
    cj_buf_printf(j->out, "%.*s%s\n", *j->label ? j->gap : 0, j->label - j->gap, j->label);
}

/* A grid's hash, never 0 (the mark of a free slot). Variants are told apart by it: two with one hash count
   as one, which can leave a variant out (odds near k^2 / 2^64) but never write one twice. */
static uint64_t grid_hash(const uint8_t *grid, int cells)
{
    return cj_fnv1a(CJ_FNV1A_START, grid, (size_t)cells) | 1;
}

/* Adds h to an open-addressed table of mask + 1 slots; returns 0 when it was there already. */
static int add_hash(uint64_t *table, size_t mask, uint64_t h)
{
    size_t at = (size_t)(h ^ (h >> 32)) & mask;
    while (table[at] != 0) {
        if (table[at] == h)
            return 0;
        at = (at + 1) & mask;
    }
    table[at] = h;
    return 1;
}

/* a * b, or cap when that is larger */
static long times_capped(long a, long b, long cap) { return a > cap / b ? cap : a * b; }

static long factorial_capped(int k, long cap)
{
    long f = 1;
    while (k > 1)
        f = times_capped(f, k--, cap);
    return f;
}

void gen_variants_why(int box_rows, int box_cols, int made, char *why, size_t size)
{
    /* The group: C! band orders and R! row orders in each band, R! stack orders and C! column orders in each
       stack, N! relabellings, and transposition when R = C; counted up to a cap above any variant count. */
    const long cap = 1L << 40;
    int n = box_rows * box_cols, k;
    long group = times_capped(factorial_capped(box_cols, cap), factorial_capped(box_rows, cap), cap);
    for (k = 0; k < box_cols; k++)
        group = times_capped(group, factorial_capped(box_rows, cap), cap);
    for (k = 0; k < box_rows; k++)
        group = times_capped(group, factorial_capped(box_cols, cap), cap);
    group = times_capped(group, factorial_capped(n, cap), cap);
    if (box_rows == box_cols)
        group = times_capped(group, 2, cap);
    if (made == group - 1)
        snprintf(why, size, "the %d transforms of a %dx%d grid with %dx%d boxes, less the identity", (int)group, n, n,
                 box_rows, box_cols);
    else
        snprintf(why, size, "it has symmetries");
}

int gen_distinct_variants(int box_rows, int box_cols, const uint8_t *puzzle, int k, cj_rng *rng, gen_variant_fn put,
                          void *ctx)
{
    uint8_t variant[SUDOKU_MAX_N * SUDOKU_MAX_N];
    int n = box_rows * box_cols, made = 0;
    long draws;
    size_t slots = 4;
    uint64_t *seen;
    while (slots < 2 * ((size_t)k + 1))
        slots *= 2;
    if ((seen = calloc(slots, sizeof *seen)) == NULL)
        return -1;
    add_hash(seen, slots - 1, grid_hash(puzzle, n * n));
    for (draws = 0; made < k && draws < 50L * k + 100; draws++) {
        gen_transform t;
        gen_transform_random(&t, box_rows, box_cols, rng);
        gen_transform_apply(&t, n, puzzle, variant);
        if (add_hash(seen, slots - 1, grid_hash(variant, n * n)))
            put(ctx, &t, variant, ++made);
    }
    free(seen);
    return made;
}

/* A line that cannot be transformed: its message, and an 'error' line for each variant asked, so the lines stay
   in step. */
static void bad_line(const config *c, cj_lines *r, const char *named, const char *err)
{
    int v;
    cj_error_at("gen", r, "%s", err);
    for (v = 0; v < (named != NULL ? 1 : c->transforms); v++)
        cj_write_out(stdout, "error\n", 6, "gen");
}

/* gen transform: named or random distinct variants of each puzzle read, label carried through. */
int gen_transform_main(config *c, const char *named)
{
    int status = 0, k = 0, noted = 0;
    long index = 0;
    gen_transform known;
    if (named != NULL && gen_transform_named(&known, 3, 3, named) != 0) { /* every name works on square boxes */
        fprintf(stderr, "gen: transform: --named '%s' is unknown (identity transpose antitranspose rot90 rot180 rot270 "
                "mirror flip)\n", named);
        return 2;
    }
    do {
        cj_lines r;
        char *line;
        long len, puzzles = 0;
        if (cj_lines_open(&r, "gen", k < c->nfiles ? c->files[k] : NULL) != 0) {
            status = 2;
            continue;
        }
        while ((len = cj_lines_next_puzzle(&r, &line)) >= 0) {
            uint8_t grid[SUDOKU_MAX_N * SUDOKU_MAX_N], solution[SUDOKU_MAX_N * SUDOKU_MAX_N];
            char err[256];
            size_t tok = 0;
            int n;
            cj_buf out = {0};
            transform_job job;
            puzzles++;
            while (tok < (size_t)len && line[tok] != ' ' && line[tok] != '\t')
                tok++;
            if (cj_lines_problem(&r) != NULL || line[0] == '{') { /* '{': a JSON line cj_lines_text could not read */
                snprintf(err, sizeof err, "%s", line[0] == '{' ? CJ_JSON_LINE : cj_lines_problem(&r));
                n = -1;
            } else {
                n = read_transform_line(c, &r, line, tok, (size_t)(line - r.buf), grid, &job.rows, &job.cols,
                                        &job.is_solo, err, sizeof err);
                if (n > 0 && !job.is_solo && cj_is_relations(line + tok + strspn(line + tok, " \t"), n)) {
                    /* transformed, the relations would not be; and gen transform has no --variant */
                    snprintf(err, sizeof err, "a Futoshiki or Jidoku line (relations after the givens): gen transform "
                             "moves Sudoku puzzles only");
                    n = -1;
                }
            }
            if (n < 0) {
                bad_line(c, &r, named, err);
                status = 2;
                continue;
            }
            job.c = c;
            job.out = &out;
            job.label = line + tok;
            while (*job.label == ' ' || *job.label == '\t')
                job.label++;
            job.solution = NULL;
            if (cj_read_solution(&job.label, c->symbols, job.is_solo, job.rows, job.cols, solution)) {
                if (!cj_solution_fits(grid, solution, job.rows, job.cols, err, sizeof err)) {
                    bad_line(c, &r, named, err);
                    status = 2;
                    continue;
                }
                job.solution = solution;
            } else if (r.json_solution > 0) { /* one, never a label */
                snprintf(err, sizeof err, CJ_JSON_NO_GRID, job.rows * job.cols, job.rows * job.cols);
                bad_line(c, &r, named, err);
                status = 2;
                continue;
            }
            for (job.gap = 0; job.label - job.gap > line + tok && strchr(" \t", job.label[-job.gap - 1]) != NULL;)
                job.gap++;
            if (named != NULL) {
                gen_transform t;
                uint8_t out_grid[SUDOKU_MAX_N * SUDOKU_MAX_N];
                if (gen_transform_named(&t, job.rows, job.cols, named) != 0) { /* known: checked on 3x3 boxes */
                    snprintf(err, sizeof err, "--named %s needs square boxes (R = C); this puzzle's are %dx%d", named,
                             job.rows, job.cols);
                    bad_line(c, &r, named, err);
                    status = 2;
                    continue;
                }
                gen_transform_apply(&t, n, grid, out_grid);
                put_transformed(&job, &t, out_grid, 1);
            } else {
                cj_rng rng;
                int made;
                cj_rng_seed(&rng, c->seed, (uint64_t)index);
                made = gen_distinct_variants(job.rows, job.cols, grid, c->transforms, &rng, put_transformed, &job);
                if (made < c->transforms) {
                    int v;
                    if (made < 0)
                        cj_error_at("gen", &r, "out of memory for %d variants", c->transforms);
                    else {
                        char why[128];
                        gen_variants_why(job.rows, job.cols, made, why, sizeof why);
                        cj_error_at("gen", &r, "only %d distinct variants besides the puzzle itself exist (%s), not "
                                    "%d: wrote those, then 'error' for each missing", made, why, c->transforms);
                    }
                    for (v = made < 0 ? 0 : made; v < c->transforms; v++) /* K lines a puzzle, as a bad one gets */
                        cj_buf_put(&out, "error\n", 6);
                    if (status == 0)
                        status = 1;
                }
            }
            index++;
            if (!noted && !job.is_solo) /* once a run: a JSON line's box, say, which the line written drops */
                noted = cj_note_box_unwritten("gen", n, job.rows, job.cols, "line", 0);
            cj_write_out(stdout, out.data, out.len, "gen");
            cj_buf_free(&out);
        }
        if (cj_lines_finish(&r, puzzles) != 0)
            status = 2;
    } while (++k < c->nfiles);
    return status;
}
