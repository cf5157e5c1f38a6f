/* transform.c: the Sudoku symmetry group per box shape: random elements (bands, stacks, rows, columns,
   values, transposition when square) and the named rotations and reflections. */
#include "gen/transform.h"

#include <string.h>

void gen_transform_identity(gen_transform *t, int n)
{
    int k;
    for (k = 0; k < n; k++)
        t->rows[k] = t->cols[k] = (uint8_t)k;
    for (k = 0; k <= n; k++)
        t->values[k] = (uint8_t)k;
    t->transpose = 0;
}

/* Permutes groups of `size` lines (groups of them) and the lines within each group. */
static void shuffle_lines(uint8_t *lines, int groups, int size, cj_rng *rng)
{
    int order[SUDOKU_MAX_N], within[SUDOKU_MAX_N], g, k;
    for (g = 0; g < groups; g++)
        order[g] = g;
    cj_rng_shuffle(rng, order, groups);
    for (g = 0; g < groups; g++) {
        for (k = 0; k < size; k++)
            within[k] = k;
        cj_rng_shuffle(rng, within, size);
        for (k = 0; k < size; k++)
            lines[g * size + k] = (uint8_t)(order[g] * size + within[k]);
    }
}

void gen_transform_random(gen_transform *t, int box_rows, int box_cols, cj_rng *rng)
{
    int n = box_rows * box_cols, perm[SUDOKU_MAX_N], k;
    gen_transform_identity(t, n);
    shuffle_lines(t->rows, box_cols, box_rows, rng); /* N/R = C bands of R rows */
    shuffle_lines(t->cols, box_rows, box_cols, rng); /* N/C = R stacks of C columns */
    for (k = 0; k < n; k++)
        perm[k] = k + 1;
    cj_rng_shuffle(rng, perm, n);
    for (k = 0; k < n; k++)
        t->values[k + 1] = (uint8_t)perm[k];
    t->transpose = box_rows == box_cols ? (int)cj_rng_below(rng, 2) : 0;
}

static void reverse(uint8_t *lines, int n)
{
    int k;
    for (k = 0; k < n; k++)
        lines[k] = (uint8_t)(n - 1 - k);
}

int gen_transform_named(gen_transform *t, int box_rows, int box_cols, const char *name)
{
    int n = box_rows * box_cols, square = box_rows == box_cols;
    gen_transform_identity(t, n);
    if (strcmp(name, "identity") == 0 || strcmp(name, "id") == 0) /* id: bin/fillomino transform's name */
        return 0;
    if (strcmp(name, "mirror") == 0) {
        reverse(t->cols, n);
        return 0;
    }
    if (strcmp(name, "flip") == 0) {
        reverse(t->rows, n);
        return 0;
    }
    if (strcmp(name, "rot180") == 0) {
        reverse(t->rows, n);
        reverse(t->cols, n);
        return 0;
    }
    if (!square)
        return -1;
    t->transpose = 1;
    if (strcmp(name, "transpose") == 0)
        return 0;
    if (strcmp(name, "rot90") == 0) { /* clockwise: out(r, c) = in(N-1-c, r) */
        reverse(t->rows, n);
        return 0;
    }
    if (strcmp(name, "rot270") == 0) { /* out(r, c) = in(c, N-1-r) */
        reverse(t->cols, n);
        return 0;
    }
    if (strcmp(name, "antitranspose") == 0) {
        reverse(t->rows, n);
        reverse(t->cols, n);
        return 0;
    }
    return -1;
}

void gen_transform_apply(const gen_transform *t, int n, const uint8_t *in, uint8_t *out)
{
    int r, c;
    for (r = 0; r < n; r++)
        for (c = 0; c < n; c++) {
            int a = t->transpose ? c : r, b = t->transpose ? r : c;
            out[r * n + c] = t->values[in[t->rows[a] * n + t->cols[b]]];
        }
}
