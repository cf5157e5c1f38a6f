/* shape.h: the default box shape for a Sudoku side N and the parsing of "--box RxC", shared by the tools.
   Square N -> sqrt(N) x sqrt(N); otherwise the most square R x C with R <= C (6 -> 2x3, 12 -> 3x4). */
#ifndef COVERJAR_SHAPE_H
#define COVERJAR_SHAPE_H

/* Sets *rows, *cols for side n. Returns 0, or -1 when n has no box shape other than 1 x n (n prime > 3). */
int cj_default_box(int n, int *rows, int *cols);
/* Parses "RxC". Returns 0, or -1. */
int cj_parse_box(const char *text, int *rows, int *cols);

#endif
