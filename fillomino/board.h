/* board.h: the Fillomino board model shared by the solver, generator and formats: cell values,
   limits, a rule checker for full boards, clue counting and the 8 rotations/reflections. */
#ifndef COVERJAR_FILLOMINO_BOARD_H
#define COVERJAR_FILLOMINO_BOARD_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* A cell value: 0 = empty, otherwise the size of the cell's region. */
typedef uint16_t fm_val;

#define FM_MAX_SIDE 256     /* widest and tallest board */
#define FM_MAX_CELLS 65535  /* W*H must fit 16 bits (cell indices, values) */

/* Error codes the library returns (negative). */
enum {
    FM_OK = 0,
    FM_ERR_SIZE = -1,   /* board shape out of range or memory too small */
    FM_ERR_VALUE = -2,  /* a cell value larger than the board */
    FM_ERR_FORMAT = -3, /* text could not be parsed */
    FM_ERR_GEN = -4,    /* the generator could not build a board with these options */
    FM_ERR_LIMIT = -5,  /* the solver's node limit was reached before an answer */
    FM_ERR_TARGET = -6, /* no board of FM_TARGET_BOARDS could be emptied to the empty cells asked */
    FM_ERR_OPTIONS = -7, /* generation options out of range (a strategy, symmetry or count that is none, or a
                            symmetry the board's shape cannot take) */
    FM_ERR_STOPPED = -8  /* the generator's keep_going hook said stop */
};

/* 1 when w x h is a shape the library accepts. */
int fm_shape_ok(int w, int h);

/* Checks a full board against the rules with a flood fill: every cell filled and every connected
   group of equal numbers exactly as large as its number. work needs 2*w*h ints. Returns 1 if valid. */
int fm_board_valid(const fm_val *cells, int w, int h, int *work);
/* The same check, saying where it fails: the index of the first cell (in reading order) of the first region
   whose size is not its number, its size in *size; an empty cell or one over w*h itself (*size 0); or -1 when the
   board is valid. */
int fm_board_bad_region(const fm_val *cells, int w, int h, int *work, int *size);

/* Number of non-empty cells. */
int fm_count_clues(const fm_val *cells, int n);
/* The first cell whose value exceeds n (no region of the board can be that large), or -1. */
int fm_value_too_large(const fm_val *cells, int n);

/* The 8 symmetries of the rectangle: 0 identity, 1 rot90 (clockwise), 2 rot180, 3 rot270,
   4 mirror (left-right), 5 flip (top-bottom), 6 transpose, 7 anti-transpose. */
#define FM_TRANSFORMS 8
/* Names as the tools spell them ("id", "rot90", ...); NULL when t is out of range. */
const char *fm_transform_name(int t);
/* Writes the transformed board into out (not aliasing in), its shape into *ow, *oh. */
void fm_transform(const fm_val *in, int w, int h, int t, fm_val *out, int *ow, int *oh);

#ifdef __cplusplus
}
#endif

#endif
