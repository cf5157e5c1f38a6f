/* canon.h: canonical keys for the bank: equal exactly when two puzzles are the same up to their shape's
   symmetries (Sudoku: relabelling, bands, stacks, rows and columns within them, transposition). */
#ifndef COVERJAR_BANK_CANON_H
#define COVERJAR_BANK_CANON_H

#include <stddef.h>

#include "dlx/kind.h"

#define CANON_MAX_SIDE 64
#define CANON_MAX_STEPS 100000000L

/* The search state of a Sudoku key: a few arrays of the largest grid, reused from puzzle to puzzle. */
typedef struct canon_state canon_state;
canon_state *canon_state_new(void);
void canon_state_free(canon_state *st);

/* The Sudoku key of an N x N grid with R x C boxes (cells row-major, 0 = empty, else 1..N): the least
   grid in reading order over the shape's transformations, each relabelled by first appearance (empty
   first), written one character per cell ('0' + label). When the search lays more than CANON_MAX_STEPS rows
   and digit orders (grids with very many symmetries, such as a pattern grid of side 25 with few cells empty,
   whose search would otherwise not end within a minute), the key is '~' and the grid's canon_rectangle key
   instead: the same for its rotations and mirrors only. Returns the key's length, or -1 when size is too
   small (n*n + 1 bytes hold a searched key, 3 n*n + 1 any) or the shape is not a Sudoku shape of side <=
   CANON_MAX_SIDE. */
long canon_sudoku(canon_state *st, const cj_cell *cells, int box_rows, int box_cols, char *key, size_t size);

/* The key of a W x H grid without relabelling (Fillomino): the least of its images under the rectangle's
   symmetries (8 when square, else 4), written as the cells' numbers separated by commas. */
long canon_rectangle(const cj_cell *cells, int width, int height, char *key, size_t size);

#endif
