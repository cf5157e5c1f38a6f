/* transform.h: validity-preserving Sudoku transformations (seed 000 Table 1): relabelling, band and
   stack permutations, rows within bands, columns within stacks, and transposition/rotations when R = C. */
#ifndef COVERJAR_TRANSFORM_H
#define COVERJAR_TRANSFORM_H

#include <stdint.h>
#include "dlx/rng.h"
#include "dlx/sudoku.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Output cell (r, c) takes the value of input cell (rows[r'], cols[c']) relabelled by values[],
   where (r', c') = (c, r) if transpose, else (r, c). */
typedef struct gen_transform {
    uint8_t rows[SUDOKU_MAX_N];
    uint8_t cols[SUDOKU_MAX_N];
    uint8_t values[SUDOKU_MAX_N + 1]; /* values[0] = 0: empty stays empty */
    int transpose;
} gen_transform;

void gen_transform_identity(gen_transform *t, int n);
/* A uniformly random element of the shape's transformation group. */
void gen_transform_random(gen_transform *t, int box_rows, int box_cols, cj_rng *rng);
/* Named ones: identity (or id), transpose, antitranspose, rot90, rot180, rot270, mirror (left-right), flip
   (top-bottom). Returns 0, or -1 for an unknown name or one the shape does not allow (R != C). */
int gen_transform_named(gen_transform *t, int box_rows, int box_cols, const char *name);
/* out = t(in); in and out must differ. */
void gen_transform_apply(const gen_transform *t, int n, const uint8_t *in, uint8_t *out);

#ifdef __cplusplus
}
#endif

#endif
