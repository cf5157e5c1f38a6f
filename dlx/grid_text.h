/* grid_text.h: the community line format of Sudoku grids: N*N symbols row by row, '.' or '0' empty.
   Symbols default to 1-9, A-Z, a-z; any alphabet may be given instead. */
#ifndef COVERJAR_GRID_TEXT_H
#define COVERJAR_GRID_TEXT_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#define CJ_DEFAULT_SYMBOLS "123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"

enum cj_text_error {
    CJ_TEXT_OK = 0,
    CJ_TEXT_ESYMBOL = -20, /* a character that is neither a symbol nor an empty mark */
    CJ_TEXT_ELENGTH = -21, /* the cell count is not a square N*N with N in range */
    CJ_TEXT_EEMPTY = -22   /* no cells at all */
};

/* What the readers say of a line of one symbol: a 1x1 is no Sudoku the tools take (cj_sudoku_side_problem in
   dlx/shape.h), and such a line is most likely a row of a grid file read as lines. */
#define CJ_ONE_CELL_LINE "1 cell is not a puzzle (N*N cells, N from 2 to 64; rows of numbers are the grid format)"

/* Value (1..) of a symbol in the alphabet, 0 for an empty mark ('.', or '0' when '0' is not
   a symbol), -1 for anything else. */
int cj_symbol_value(const char *symbols, char ch);

/* Parses the first len characters of text as one puzzle. On success returns N (the side) and
   fills grid[0..N*N); on error returns a cj_text_error and sets *bad_pos to the offending offset. */
int cj_grid_parse(const char *text, size_t len, const char *symbols, uint8_t *grid, int max_n, size_t *bad_pos);

/* Writes N*N symbols ('.' for empty) and a NUL into out (room for N*N+1). Returns 0, or
   CJ_TEXT_ESYMBOL when a value has no symbol in the alphabet. */
int cj_grid_format(const uint8_t *grid, int n, const char *symbols, char *out);

/* Value v of a grid of side n as the words of hints and traces spell it, and the play page shows it: its symbol
   (1-9, A-Z) up to 35x35, '?' for a value out of 1..n there; a number on larger grids, whose a-z would read as
   A-Z. Writes it and a NUL into out (CJ_VALUE_WORD bytes); returns its length. */
#define CJ_VALUE_WORD 12
int cj_value_word(int v, int n, char *out);

/* An error on one line of a text of several lines (a block), named as every kind's parse names it: puts
   "line K: " before the message in err (size bytes; cut rather than overrun), K (from 2) the line of text
   that offset at falls on, every line counted; nothing on the first line, which the caller names (a text of
   one line, as bank add and the API hand a kind, stays as it is). */
void cj_text_error_line(char *err, size_t size, const char *text, size_t at);
/* The K of a message that starts "line K: ", which it drops from err; 0 for any other (err as it was). */
long cj_text_take_error_line(char *err);

#ifdef __cplusplus
}
#endif

#endif
