/* solver.h: the region-growing backtracking solver and counter for Fillomino, in caller-supplied
   memory (fm_solver_bytes), iterative (no recursion), reusable for many puzzles of one shape. */
#ifndef COVERJAR_FILLOMINO_SOLVER_H
#define COVERJAR_FILLOMINO_SOLVER_H

#include "fillomino/board.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct fm_solver fm_solver;

typedef struct fm_stats {
    uint64_t nodes;      /* branches taken (the root counts as one) */
    uint64_t backtracks; /* dead ends met */
    uint64_t passes;     /* propagation passes */
    int max_depth;       /* deepest decision stack */
} fm_stats;

/* Bytes a solver for a w x h board needs (0 when the shape is out of range). */
size_t fm_solver_bytes(int w, int h);
/* Lays a solver out in mem (bytes >= fm_solver_bytes(w, h), any alignment). NULL when too small. */
fm_solver *fm_solver_init(void *mem, size_t bytes, int w, int h);
/* Caps the nodes of each search (0 = no cap); a capped search returns FM_ERR_LIMIT. */
void fm_solver_set_node_limit(fm_solver *s, uint64_t max_nodes);

/* Caps the work of each search: the cells its propagation passes look at, summed (0 = no cap). A node's
   passes grow with the board and with the look-ahead, so the node cap alone could let a wide search on a
   large board run for hours; a search over the cap returns FM_ERR_LIMIT, as at the node cap. The default,
   fm_solver_default_work(w, h), is 2^26 cells, or 2^14 per cell on boards over 4,096 cells (some seconds:
   janko's 64x50 takes 9.5 M, its other puzzles under 2 M). */
uint64_t fm_solver_default_work(int w, int h);
void fm_solver_set_work_limit(fm_solver *s, uint64_t max_cells);
uint64_t fm_solver_work_limit(const fm_solver *s);
/* The cells the passes of the last search looked at (what the work cap counts). */
uint64_t fm_solver_work(const fm_solver *s);

/* Look-ahead on (default) or off: before branching, try each extension of each open group, taken
   and forbidden, and keep what fails at once (far fewer nodes, more work per node). */
void fm_solver_set_probing(fm_solver *s, int on);

/* Counts the solutions of puzzle (w*h values, 0 = empty) up to limit (>= 1) and returns the count
   (0..limit) or a negative FM_ERR_* (FM_ERR_SIZE if the list of forbidden values filled up, which
   takes a huge search: never a count cut short). The first solution found is written to first (may be NULL).
   When excl_cell >= 0, only solutions whose cell excl_cell differs from excl_val are counted:
   "is there a solution other than S?" after removing the clue (excl_cell, excl_val) of S is
   fm_solve(..., 1, NULL, excl_cell, excl_val, ...) > 0. stats (may be NULL) receives the figures. */
long fm_solve(fm_solver *s, const fm_val *puzzle, long limit, fm_val *first, int excl_cell,
              fm_val excl_val, fm_stats *stats);

#ifdef __cplusplus
}
#endif

#endif
