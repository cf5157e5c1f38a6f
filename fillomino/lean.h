/* lean.h: the generator's Fillomino solver and counter: incremental propagation (groups merged and
   split back through a trail), in caller-supplied memory (fm_lean_bytes), iterative, reusable. */
#ifndef COVERJAR_FILLOMINO_LEAN_H
#define COVERJAR_FILLOMINO_LEAN_H

#include "fillomino/solver.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct fm_lean fm_lean;

/* Bytes a lean solver for a w x h board needs (0 when the shape is out of range). */
size_t fm_lean_bytes(int w, int h);
/* Lays a lean solver out in mem (bytes >= fm_lean_bytes(w, h), any alignment). NULL when too small. */
fm_lean *fm_lean_init(void *mem, size_t bytes, int w, int h);
/* Caps the nodes of each search (0 = no cap); a capped search returns FM_ERR_LIMIT. */
void fm_lean_set_node_limit(fm_lean *s, uint64_t max_nodes);

/* Look-ahead at each node, off by default (the generator's checks): before branching, each way out of
   each open group is tried taken and forbidden, and what fails at once is kept (fewer nodes on
   hand-made puzzles, more work per node). */
void fm_lean_set_probing(fm_lean *s, int on);

/* The next solve (fm_lean_solve, one call) only within a window (NULL: the whole board, the default;
   each solve clears it). The cells i with inside[i] == 0 hold values in the puzzle and must form
   complete regions on their own (as the regions of a solution do); a solve sees them as walls that
   forbid their value on the window's cells beside them, and searches the window's cells alone. The
   solutions counted are those of the puzzle whose window cells join none of the outside regions, which
   are all of them when every outside region is a whole region of the puzzle; a solution written out
   holds only the window's cells (the others are not values). fm_solve_both and fm_lean_implied use the
   window as fm_lean_solve does. inside: w*h bytes. */
void fm_lean_set_window(fm_lean *s, const unsigned char *inside);

/* Nodes a solve gives the lean search with look-ahead before handing the puzzle to the region solver
   (bin/fillomino solve and the puzzle-kind table): published puzzles mostly take a few, and a failed
   try costs the region solver's time on top (janko's 64x50: 0.9 s with 10, 1.2 s with 100, the region
   solver's 71 nodes either way; a janko 9x9 spent 0.4 s in 1,000 lean nodes, the region solver then 1). */
#define FM_LEAN_FIRST_NODES 10

/* As fm_solve: counts the solutions of puzzle up to limit, the first one into first (may be NULL),
   only solutions whose cell excl_cell differs from excl_val when excl_cell >= 0. prefer (may be NULL)
   is a full board whose values the search tries first; it never changes the count. Returns the
   count or a negative FM_ERR_* (FM_ERR_SIZE if the trail overflowed, which takes a huge search). */
long fm_lean_solve(fm_lean *s, const fm_val *puzzle, long limit, fm_val *first, int excl_cell,
                   fm_val excl_val, const fm_val *prefer, fm_stats *stats);

/* What the root's propagation (with look-ahead when on) implies: puzzle with every cell it fills
   written to out (w*h values). 0, or -1 when the puzzle has no solution or the trail overflowed (FM_ERR_SIZE,
   which is -1 too). The cells filled
   hold in every solution, so out has the same solutions as puzzle. */
int fm_lean_implied(fm_lean *s, const fm_val *puzzle, fm_val *out);

/* The solve of bin/fillomino solve, features' emptiable test and the puzzle-kind table: the lean search
   with look-ahead for FM_LEAN_FIRST_NODES nodes, then the region solver with look-ahead (its node cap as
   set) from the board the lean root look-ahead implied, kept as the lean search starts (janko's 64x50:
   0.9 s). excl_cell, excl_val and prefer as in fm_lean_solve (prefer steers the lean search only).
   scratch: w*h values; *region (may be NULL) is set to 1 when the region solver answered. Returns as
   fm_solve. */
long fm_solve_both(fm_lean *l, fm_solver *s, const fm_val *puzzle, long limit, fm_val *first, int excl_cell,
                   fm_val excl_val, const fm_val *prefer, fm_val *scratch, fm_stats *stats, int *region);

#ifdef __cplusplus
}
#endif

#endif
