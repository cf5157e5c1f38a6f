/* sudoku_text.h: the Sudoku table's parse and format (sudoku_text.c), as kind.h's cj_kind describes them: a
   line of N*N symbols or a Solo game id ("3x3:...", text[len] readable) read, and a puzzle or solution written. */
#ifndef COVERJAR_SUDOKU_TEXT_H
#define COVERJAR_SUDOKU_TEXT_H

#include <stddef.h>
#include "dlx/kind.h"

int sudoku_kind_parse(const char *text, size_t len, size_t indent, cj_shape *shape, void *puzzle, char *err,
                      size_t err_size);
/* Formats a puzzle, or the solution's cells, into any buffer that holds the text and its NUL. */
long sudoku_kind_format(const cj_shape *shape, const void *puzzle, const cj_cell *solution, int form, char *out,
                        size_t size);

#endif
