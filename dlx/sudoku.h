/* sudoku.h: the Sudoku model on the exact-cover engine, any box shape R x C (N = R*C, 1..64).
   Built once per shape; a puzzle's givens are committed, searched, then retracted. */
#ifndef COVERJAR_SUDOKU_H
#define COVERJAR_SUDOKU_H

#include <stddef.h>
#include <stdint.h>
#include "dlx/dlx.h"

#ifdef __cplusplus
extern "C" {
#endif

#define SUDOKU_MAX_N 64

typedef struct sudoku sudoku;

enum sudoku_error {
    SUDOKU_OK = 0,
    SUDOKU_ESHAPE = -10, /* box shape impossible or too large */
    SUDOKU_EVALUE = -11, /* a cell value above N */
    SUDOKU_ECLASH = -12  /* two givens share a row, column or box */
};

/* Bytes sudoku_init needs for a box of R rows and C columns; 0 for an impossible shape. */
size_t sudoku_bytes(int box_rows, int box_cols);
/* Builds the model in mem (8-byte aligned, as malloc's blocks are). NULL for a bad shape, a block too small
   or not 8-byte aligned. */
sudoku *sudoku_init(void *mem, size_t bytes, int box_rows, int box_cols);

int sudoku_n(const sudoku *s);
int sudoku_box_rows(const sudoku *s);
int sudoku_box_cols(const sudoku *s);
dlx *sudoku_engine(sudoku *s);

/* Option number of placing value (1..N) in cell (row*N + col), and back. */
int sudoku_option(const sudoku *s, int cell, int value);
int sudoku_option_cell(const sudoku *s, int option);
int sudoku_option_value(const sudoku *s, int option);
/* Box number (0..N-1) of a cell. */
int sudoku_box_of(const sudoku *s, int cell);

/* Finds two givens that clash (same value in a row, column or box) in a grid of N*N cells
   (0 = empty). Returns SUDOKU_ECLASH with the cells in *a < *b, SUDOKU_EVALUE, or SUDOKU_OK. */
int sudoku_find_clash(int box_rows, int box_cols, const uint8_t *grid, int *a, int *b);

/* Commits the givens of grid (after sudoku_find_clash); the engine must hold no other commits. Returns SUDOKU_OK,
   or an error with the engine cleared (no givens: a count after it would count the empty grid). */
int sudoku_apply(sudoku *s, const uint8_t *grid);
/* sudoku_apply where the engine holds the givens of held (the grid last applied so, all zero for none):
   those in the cells before the first where the two grids differ stay committed, the rest are retracted,
   so the engine ends as sudoku_apply leaves it, cheaply when neighbours share leading givens (a sorted
   file). held becomes grid, or all zero when the result is not SUDOKU_OK. */
int sudoku_apply_over(sudoku *s, uint8_t *held, const uint8_t *grid);
/* Retracts and unhides everything: the shape as built. */
void sudoku_clear(sudoku *s);
/* Counts solutions of the applied puzzle up to limit (0 = all); writes the first into solution
   (N*N cells) when solution is non-NULL and one exists. stats may be NULL. */
long sudoku_solve(sudoku *s, long limit, uint8_t *solution, dlx_stats *stats);
/* What sudoku_solve_probed restarts on: a second model of the same shape, room to tell solutions apart (store:
   room * N*N bytes; a count past room is one search without restarts), the nodes of the search before its first restart (0:
   1,000 a cell, past every public puzzle's), and the nodes, restarts' too, after which it gives up (0: never;
   then stats.aborted = 1 and the count is the solutions found so far, no proof of more or fewer; a
   -DDLX_NO_PROPAGATE build, without the node hook, never gives up). */
typedef struct sudoku_probe {
    sudoku *model;
    uint8_t *store;
    long room;
    uint64_t start, give_up;
} sudoku_probe;
/* sudoku_solve with restarts beside the search, for the tools that count any puzzle given them: a search whose
   first solutions lie past a wrong early choice can run for minutes where another order finds them at once (a
   puzzle of several solutions). Each time the search's nodes double past the probe's start, a search in a random
   order (seeded the same at every call) runs on the probe's model for 1/16 of the nodes so far: under 1/8 more
   nodes in all. s holds grid's givens (sudoku_apply); the probe's model is given them here. The count is
   sudoku_solve's; the solution written is the first found, one of several perhaps found by a restart. With probe
   NULL, or in a -DDLX_NO_PROPAGATE build (no node hook): sudoku_solve; with limit 0 or past the room: sudoku_solve
   within give_up's nodes. stats: the search's, its nodes the restarts' too. */
long sudoku_solve_probed(sudoku *s, const sudoku_probe *probe, const uint8_t *grid, long limit, uint8_t *solution,
                         dlx_stats *stats);
/* Writes the solution grid made of the options of a dlx solution. */
void sudoku_options_to_grid(const sudoku *s, const dlx_index *options, int count, uint8_t *grid);

#ifdef __cplusplus
}
#endif

#endif
