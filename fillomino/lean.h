/* lean.h: the generator's Fillomino solver and counter: incremental propagation (groups merged and
   split back through a trail), in caller-supplied memory (fm_lean_bytes), iterative, reusable. */
#ifndef COVERJAR_FILLOMINO_LEAN_H
#define COVERJAR_FILLOMINO_LEAN_H

#include "fillomino/solver.h"

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

/* Nodes a solve gives the lean search with look-ahead before handing the puzzle to the region solver
   (bin/fillomino solve and the puzzle-kind table): published puzzles mostly take a few, and a failed
   try costs the region solver's time on top (a janko 9x9 spent 0.4 s in 1,000 lean nodes; the region
   solver then needed 1). */
#define FM_LEAN_FIRST_NODES 100

/* As fm_solve: counts the solutions of puzzle up to limit, the first one into first (may be NULL),
   only solutions whose cell excl_cell differs from excl_val when excl_cell >= 0. prefer (may be NULL)
   is a full board whose values the search tries first; it never changes the count. Returns the
   count or a negative FM_ERR_* (FM_ERR_SIZE if the trail overflowed, which takes a huge search). */
long fm_lean_solve(fm_lean *s, const fm_val *puzzle, long limit, fm_val *first, int excl_cell,
                   fm_val excl_val, const fm_val *prefer, fm_stats *stats);

#endif
