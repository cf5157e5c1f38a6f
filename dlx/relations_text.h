/* relations_text.h: text forms of Futoshiki / Jidoku puzzles: the line `GIVENS H V [SOLUTION]`, Tatham's
   Unequal game ids, the block format of futoshiki.txt, and a grid drawn with the relation signs. */
#ifndef COVERJAR_RELATIONS_TEXT_H
#define COVERJAR_RELATIONS_TEXT_H

#include <stddef.h>
#include <stdint.h>
#include "dlx/latin.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Box shape for parsing: LATIN_BOX_NONE = Latin square (Futoshiki), LATIN_BOX_DEFAULT = the Sudoku default
   for N, else the rows and columns given. */
#define LATIN_BOX_NONE 0
#define LATIN_BOX_DEFAULT (-1)

/* Parses one puzzle: a line `GIVENS H V` (optionally ` SOLUTION`), a Tatham id `N:...` (ended by a blank), or a block of
   lines (text holding '\n': N rows of symbols, N `h` lines, N-1 `v` lines, optionally `## solution` and N
   rows). solution (n*n, may be NULL) gets the solution when the text has one, and *has_solution says so.
   Returns 0 or -1 with err filled (what is wrong and where). Does not run latin_check. */
int latin_parse(const char *text, size_t len, int box_rows, int box_cols, latin_puzzle *p, uint8_t *solution,
                int *has_solution, char *err, size_t err_size);

/* LATIN_FORM_GRID draws the puzzle: its rows of cells with the signs between, and between two rows a line of
   signs, box borders, or a '-' under each cell where it has neither (so no line of a drawing is empty).
   LATIN_FORM_ROWS draws p's cells as the grid form does, without signs or the lines between rows but box
   borders: a solution's drawing. */
enum latin_text_form { LATIN_FORM_LINE, LATIN_FORM_GRID, LATIN_FORM_TATHAM, LATIN_FORM_ROWS };

/* Writes p (and the solution after it, for the line form, when solution is not NULL) in a form,
   NUL-terminated (the grid and rows forms: their lines joined by newlines, none after the last). Returns the length, or
   -1 when out is too small (size must hold the text and its NUL) or the form does not fit (Tatham ids are
   for Latin squares only). */
long latin_format(const latin_puzzle *p, const uint8_t *solution, int form, char *out, size_t size);
/* Bytes enough for any form of a puzzle of side n with its solution. */
size_t latin_text_bytes(int n);

#ifdef __cplusplus
}
#endif

#endif
