/* format.h: Fillomino text forms, string to board and back (no stdio): block rows as in
   fillomino_janko.txt, the one-line "WxH:" form, and Simon Tatham's Filling game id. */
#ifndef COVERJAR_FILLOMINO_FORMAT_H
#define COVERJAR_FILLOMINO_FORMAT_H

#include "fillomino/board.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Parses one block row: one character per cell ('.' or '0' empty, '1'-'9'), or whitespace-separated
   tokens ('.', '0' or a decimal number) when the row holds a space between two of them (blanks before
   the first and after the last do not count). Returns the number of cells
   (at most max_cells), or FM_ERR_FORMAT / FM_ERR_SIZE. */
int fm_parse_row(const char *text, fm_val *cells, int max_cells);

/* 1 when the text is a block header "# WxH" (then *w, *h are set); other "#" lines are comments. */
int fm_parse_header(const char *text, int *w, int *h);

/* 1 when the text starts like a one-line puzzle: digits, 'x', digits, ':'. */
int fm_is_oneline(const char *text);

/* Parses a one-line puzzle "WxH:CELLS", CELLS being either characters ('.' or '0' empty, '1'-'9',
   'a'-'z' = a run of 1-26 empty cells, as Tatham's ids) or comma-separated tokens ('.', '0' or a
   number) when values exceed 9. Parsing stops at a space or tab (the rest is a comment).
   Returns 0 and sets *w, *h, cells (max_cells at least W*H), or a negative FM_ERR_*. When stop is not
   NULL it gets the offset where reading stopped and *read the cells read by then (for the messages). */
int fm_parse_oneline(const char *text, int *w, int *h, fm_val *cells, int max_cells, int *stop, int *read);

/* Bytes a writer below may need for a w x h board, with the terminating NUL. */
size_t fm_text_bytes(int w, int h);
/* 1 when some value needs more than one digit (rows then use spaces, lines commas). */
int fm_wide_values(const fm_val *cells, int n);

/* Writes row r of a block ("5.5..5", or "8 . . 10 4" when spaced). Returns the length. */
size_t fm_write_row(char *out, const fm_val *cells, int w, int r, int spaced);
/* Writes the one-line form ("WxH:" then '.' and digits, or comma-separated when wide). */
size_t fm_write_line(char *out, const fm_val *cells, int w, int h);
/* The largest value sgt-filling takes on a w x h board: max(w, h, 3), at most 9 (its own generator's bound). */
int fm_tatham_max_value(int w, int h);
/* Writes a Tatham game id (empty runs as letters). FM_ERR_VALUE when a value exceeds fm_tatham_max_value(w, h):
   sgt-filling refuses such an id. */
long fm_write_tatham(char *out, const fm_val *cells, int w, int h);
/* Why a w x h board with a value over fm_tatham_max_value has no Tatham id, in every tool's words ("a value over
   6 has no Tatham id on a 6x6 board"), NUL-terminated; out holds at least FM_TATHAM_REFUSAL_BYTES. */
#define FM_TATHAM_REFUSAL_BYTES 64
void fm_tatham_refusal(char *out, int w, int h);
/* The largest region to draw on a w x h board for asked (0: fm_default_max_region), at most the board's cells and,
   for a Tatham id (tatham), at most fm_tatham_max_value (a default is brought down to it). Returns it, or 0 with
   the refusal in every tool's words in why (FM_MAX_REGION_REFUSAL_BYTES, NUL-terminated): an id cannot hold the
   one asked, or no board has regions that small (two 1s, or two 2s, may not touch), or asked is negative. */
#define FM_MAX_REGION_REFUSAL_BYTES 256
int fm_max_region_for(int w, int h, int asked, int tatham, char *why);

#ifdef __cplusplus
}
#endif

#endif
