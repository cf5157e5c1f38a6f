/* gen_transform.c: `gen transform`: for each puzzle read (a line or a Solo id, with a label carried
   through), its named transformation or K distinct random ones, written in the form it was read. */
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
#include "gen/tatham.h"
#include "gen/transform.h"
#include "dlx/tool_exit.h"
#include "dlx/version.h"
#include "gen/gen_cli.h"

/* Reads one puzzle line for transform: a line-format puzzle or a Solo id (told apart by its ':').
   Returns N, or -1 with err filled. */
static int read_transform_line(const config *c, const char *tok, size_t len, uint8_t *grid, int *rows, int *cols,
                               int *is_solo, char *err, size_t err_size)
{
    size_t bad;
    int n;
    *is_solo = memchr(tok, ':', len) != NULL;
    if (*is_solo) {
        n = tatham_decode(tok, grid, rows, cols, &bad);
        if (n < 0)
            snprintf(err, err_size, "not a Solo game id (problem at column %lu)", (unsigned long)bad + 1);
        return n;
    }
    n = cj_grid_parse(tok, len, c->symbols, grid, SUDOKU_MAX_N, &bad);
    if (n < 0) {
        snprintf(err, err_size, n == CJ_TEXT_ELENGTH ? "%lu cells is not a square grid" : "unknown symbol at column %lu",
                 n == CJ_TEXT_ELENGTH ? (unsigned long)len : (unsigned long)bad + 1);
        return -1;
    }
    *rows = c->box_rows;
    *cols = c->box_cols;
    if (*rows == 0 && cj_default_box(n, rows, cols) != 0) {
        snprintf(err, err_size, "a %dx%d grid has no default box shape; give --box", n, n);
        return -1;
    }
    if (*rows * *cols != n) {
        snprintf(err, err_size, "--box %dx%d does not fit a %dx%d grid", *rows, *cols, n, n);
        return -1;
    }
    return n;
}

/* Appends a grid as a Solo id or a line, then the label. */
static void put_transformed(cj_buf *out, const config *c, const uint8_t *grid, int rows, int cols, int is_solo,
                            const char *label)
{
    if (is_solo) {
        char id[SUDOKU_MAX_N * SUDOKU_MAX_N * 4 + 16];
        tatham_encode(grid, rows, cols, id, sizeof id);
        cj_buf_put(out, id, strlen(id));
    } else {
        cj_put_grid(out, grid, rows * cols, CJ_FORMAT_LINE, c->symbols);
    }
    cj_buf_printf(out, "%s%s\n", *label ? " " : "", label);
}

/* gen transform: named or random distinct variants of each puzzle read, label carried through. */
int gen_transform_main(config *c, int argc, char **argv, int first, const char *named)
{
    int status = 0, k = first;
    long index = 0;
    if (c->transforms == 0)
        c->transforms = 1;
    do {
        cj_lines r;
        char *line;
        long len, puzzles = 0;
        if (cj_lines_open(&r, "gen", k < argc ? argv[k] : NULL) != 0) {
            status = 2;
            continue;
        }
        while ((len = cj_lines_next_puzzle(&r, &line)) >= 0) {
            static uint8_t grid[SUDOKU_MAX_N * SUDOKU_MAX_N], out_grid[SUDOKU_MAX_N * SUDOKU_MAX_N];
            char err[256];
            size_t tok = 0;
            int rows, cols, is_solo, n, v;
            const char *label;
            cj_buf out = {0};
            while (tok < (size_t)len && line[tok] != ' ' && line[tok] != '\t')
                tok++;
            puzzles++;
            label = line + tok;
            while (*label == ' ' || *label == '\t')
                label++;
            if (cj_lines_problem(&r) != NULL) {
                snprintf(err, sizeof err, "%s", cj_lines_problem(&r));
                n = -1;
            } else {
                n = read_transform_line(c, line, tok, grid, &rows, &cols, &is_solo, err, sizeof err);
            }
            if (n < 0) {
                cj_error_at("gen", &r, "%s", err);
                cj_write_out(stdout, "error\n", 6, "gen");
                status = 2;
                continue;
            }
            if (named != NULL) {
                gen_transform t;
                if (gen_transform_named(&t, rows, cols, named) != 0) {
                    fprintf(stderr, "gen: transform: '%s' is unknown or needs square boxes (R = C)\n", named);
                    cj_lines_close(&r);
                    return 2;
                }
                gen_transform_apply(&t, n, grid, out_grid);
                put_transformed(&out, c, out_grid, rows, cols, is_solo, label);
            } else {
                cj_rng rng;
                cj_rng_seed(&rng, c->seed, (uint64_t)index);
                for (v = 0; v < c->transforms; v++) {
                    gen_transform t;
                    gen_transform_random(&t, rows, cols, &rng);
                    gen_transform_apply(&t, n, grid, out_grid);
                    put_transformed(&out, c, out_grid, rows, cols, is_solo, label);
                }
            }
            index++;
            cj_write_out(stdout, out.data, out.len, "gen");
            cj_buf_free(&out);
        }
        if (cj_lines_finish(&r, puzzles) != 0)
            status = 2;
    } while (++k < argc);
    return status;
}
