/* kind_text.h: freestanding helpers of the kind tables: text (error messages, hints) without stdio, strings and
   numbers appended to a caller's buffer, cut (never overrun) when it is full; the defaults of W x H shapes. */
#ifndef COVERJAR_KIND_TEXT_H
#define COVERJAR_KIND_TEXT_H

#include <stddef.h>
#include <stdint.h>

#include "dlx/kind.h"

typedef struct kind_text {
    char *buf;
    size_t size, len; /* len stays below size; buf[len] is always the NUL */
    int cut;          /* non-zero once some text did not fit */
} kind_text;

void kind_text_init(kind_text *t, char *buf, size_t size);
void kind_text_str(kind_text *t, const char *s);
void kind_text_int(kind_text *t, long v);
/* "r4c7" for cell index 3*width + 6 */
void kind_text_cell(kind_text *t, int cell, int width);
/* Writes a whole message of up to three pieces: s1, then the number v (when s2 is not NULL), then s2. */
void kind_text_say(char *buf, size_t size, const char *s1, long v, const char *s2);
/* A request's level below -1 (none of any kind's: -1 asks for any level) refused alike by every kind's generate:
   1 with the message in buf, else 0. */
int kind_level_below_any(const cj_gen_request *req, char *buf, size_t size);

/* What a hint that finds no step adds when the grid has several solutions, in every kind's words. */
#define KIND_TEXT_SEVERAL " (the grid has more than one solution)"

/* The first token of a puzzle line (len bytes; indent: the bytes before it on the line) as a Sudoku in
   symbols, into grid: N, or -1 with err saying why in the words every reader of Sudoku lines uses (bin/dlx,
   gen transform, the Sudoku kind): "unknown symbol 'x' at column 6", its columns the line's. */
int cj_parse_grid_token(const char *tok, size_t len, size_t indent, const char *symbols, uint8_t *grid, char *err,
                        size_t err_size);

/* A W x H shape's missing side taken from the other; side x side when neither is given. */
void kind_shape_rectangle(cj_shape *shape, int side);

#endif
