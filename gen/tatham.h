/* tatham.h: Simon Tatham's Solo game ids ("RxC:" for a box of R rows, C columns; then cells: a-z for runs of 1-26 empty cells,
   decimal values, '_' between adjacent values), so users can play coverjar's puzzles in Solo. */
#ifndef COVERJAR_TATHAM_H
#define COVERJAR_TATHAM_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Writes the id of a grid with a box of box_rows x box_cols into out (size bytes).
   Returns the length, or -1 if it does not fit. */
int tatham_encode(const uint8_t *grid, int box_rows, int box_cols, char *out, size_t size);
/* Parses an id into grid (room for 64*64 cells). Returns N, or -1 with *bad_pos at the problem. */
int tatham_decode(const char *id, uint8_t *grid, int *box_rows, int *box_cols, size_t *bad_pos);
/* tatham_decode, saying on failure what is wrong at *bad_pos ("no cells after the colon", ...) in *why. */
int tatham_decode_why(const char *id, uint8_t *grid, int *box_rows, int *box_cols, size_t *bad_pos,
                      const char **why);

#ifdef __cplusplus
}
#endif

#endif
