/* shape.h: the default box shape for a Sudoku side N, the parsing of "--box RxC", and the most empty squares
   a shape allows, shared by the tools. Default: sqrt(N) x sqrt(N), else the most square R x C with R <= C. */
#ifndef COVERJAR_SHAPE_H
#define COVERJAR_SHAPE_H

#ifdef __cplusplus
extern "C" {
#endif

/* The one rule on a Sudoku's side n that every tool applies (lines, Solo ids, grids, --size, --box, bank
   shapes): NULL when n is a side the tools take, from 2 to 64 (CJ_SUDOKU_MIN_N to SUDOKU_MAX_N), else the
   problem in words. A 1x1 (one cell, one symbol) is none: it has nothing to solve, and its line, a single
   symbol, is most likely a row of a grid file read as lines. */
#define CJ_SUDOKU_MIN_N 2
const char *cj_sudoku_side_problem(int n);
/* The sides it takes in words, for a message on a shape that is no N x N square at all. */
#define CJ_SUDOKU_SIDES "a Sudoku is N x N, N from 2 to 64"

/* Sets *rows, *cols for side n. Returns 0, or -1 when n is not a side cj_sudoku_side_problem takes or has no
   box shape other than 1 x n (n prime > 3). */
int cj_default_box(int n, int *rows, int *cols);
/* The tools' words for a side with no default box (a prime from 5), given n three times. */
#define CJ_NO_DEFAULT_BOX "a %dx%d grid has no default box shape; give --box 1x%d for a Latin square"
/* Parses "RxC" with R*C a side cj_sudoku_side_problem takes (so never 1x1). Returns 0, or -1. */
int cj_parse_box(const char *text, int *rows, int *cols);
/* The side rows x cols boxes tile: rows * cols when each is from 1 to most (at most 46340: no product
   overflows), else 0. A box tiles side N when cj_box_side(rows, cols, N) == N. */
int cj_box_side(int rows, int cols, int most);

/* The most empty squares a puzzle with R x C boxes and at most max_solutions solutions can have, by a
   proven bound; *why (when why is not NULL) gets the reason in words. With 3x3 boxes and one solution: 64
   (no 16-clue Sudoku has one solution: McGuire, Tugemann and Civario, 2012); for N <= 4 the exact figure for
   any max_solutions, by enumeration (2x2 boxes: 12 for one solution, 13 for 3, 14 for 12, 15 for 72, 16 for
   288; tests/test_shape_bound.c checks it). Otherwise: if the givens miss
   m of the N symbols, permuting those m symbols in a solution gives m! solutions, so m! <= max_solutions
   and the givens number at least N - m. */
int cj_most_empty(int box_rows, int box_cols, long max_solutions, const char **why);

#ifdef __cplusplus
}
#endif

#endif
