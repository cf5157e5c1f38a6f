/* fm_features.h: PuzzleJAR's Fillomino feature vector (seed 000, "Defining Complexity": cells, empty squares,
   regions, whether the puzzle can be emptied further) and the solver's statistics, in caller memory. */
#ifndef COVERJAR_FILLOMINO_FEATURES_H
#define COVERJAR_FILLOMINO_FEATURES_H

#include "fillomino/lean.h"
#include "fillomino/solver.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The values, in the order fm_features_row writes them. */
typedef struct fm_features {
    int cells;      /* W*H */
    int empty;      /* empty squares */
    int regions;    /* regions of the solution (of the first one found when there are several; 0: none) */
    int emptiable;  /* 1: the puzzle is unique and some clue can be removed keeping it unique (the seed's
                       "optimality" negated: 0 for a minimal puzzle, and for one not unique) */
    int solutions;  /* 0, 1, or 2 for "more than one" */
    fm_stats stats; /* of the search that counted the solutions up to 2: nodes, backtracks, passes, depth */
} fm_features;

#define FM_FEATURES 9 /* cells empty regions emptiable solutions nodes backtracks passes depth */

/* Bytes of working memory fm_features_compute needs for a w x h board (0 when the shape is out of range). */
size_t fm_features_bytes(int w, int h);

/* Computes the features of puzzle (w*h values, 0 = empty) with the caller's solvers for this shape: the
   region solver s counts (its statistics are the features'), then one search per clue tells whether the
   puzzle is emptiable: the lean search l steered toward the solution, up to a cap, then fm_solve_both
   (l NULL: the region solver alone, which janko's 64x50 kept busy for minutes). The region solver's
   node limit applies to its searches, its work limit to the count and 16 times it to each search without a
   clue (0 stays no limit; the limit is as it was on return). work: fm_features_bytes(w, h) bytes, any
   alignment. Returns 0, FM_ERR_SIZE (shape or memory), FM_ERR_VALUE (a value larger than the board) or
   FM_ERR_LIMIT (a search hit the node or the work limit). */
int fm_features_compute(fm_solver *s, fm_lean *l, const fm_val *puzzle, int w, int h, void *work,
                        size_t bytes, fm_features *f);

/* The FM_FEATURES values in column order, and the name of column i ("cells", ...; NULL out of range). */
void fm_features_row(const fm_features *f, uint64_t *row);
const char *fm_feature_name(int i);

#ifdef __cplusplus
}
#endif

#endif
