/* inference.h: the propagation solver for Futoshiki / Jidoku (seed 002): per house either full alldifferent
   (Hall sets, by matching) or the weaker clique of binary !=, plus < bounds along relation chains. */
#ifndef COVERJAR_CLASSIFY_INFERENCE_H
#define COVERJAR_CLASSIFY_INFERENCE_H

#include <stdint.h>
#include "dlx/latin.h"

#ifdef __cplusplus
extern "C" {
#endif

#define INF_MAX_HOUSES (3 * LATIN_MAX_N)

enum inf_status {
    INF_SOLVED = 0,        /* every cell fixed */
    INF_STUCK = 1,         /* a fixpoint with open cells: inference at this level does not finish */
    INF_CONTRADICTION = -1 /* a domain emptied: the clues (or a player's entries) admit no solution */
};

/* A level L (0..latin_house_count) keeps full alldifferent on the first L houses of the order row 0,
   column 0, (box 0,) row 1, column 1, ...; the others are cliques of binary !=. 0 is the weakest. */
typedef struct inference {
    const latin_puzzle *p;
    int n, n_houses;
    uint8_t full_list[INF_MAX_HOUSES];           /* the full houses' numbers (latin_house_cells), ascending */
    int n_full;
    uint16_t house[INF_MAX_HOUSES][LATIN_MAX_N]; /* the cells of each house */
    uint32_t dom[LATIN_MAX_N * LATIN_MAX_N];     /* candidate values, bit v-1 for v */
    uint16_t queue[LATIN_MAX_N * LATIN_MAX_N];   /* cells whose domain changed, to look at again */
    uint8_t queued[LATIN_MAX_N * LATIN_MAX_N];
    /* bit s: a relation with the neighbour on side s (left, right, up, down); bit 4 + s: this cell is the
       smaller of the two */
    uint8_t sides[LATIN_MAX_N * LATIN_MAX_N];
    int queue_len;
    int step[4]; /* from a cell to its neighbour on each side */
} inference;

/* Sets up propagation of p at level (clamped to 0..houses) from p's givens. */
void inf_init(inference *s, const latin_puzzle *p, int level);
/* Makes dst's domains and relations taken up those of src (both set up by inf_init at one level, for puzzles
   of one shape; dst keeps its own puzzle, whose relations inf_relate reads). */
void inf_copy(inference *dst, const inference *src);
/* Fixes cell to value (a player's entry); domains are narrowed, not propagated. */
void inf_fix(inference *s, int cell, int value);
/* Takes up relation edge of the puzzle, set after inf_init; propagated by the next inf_propagate. */
void inf_relate(inference *s, int edge);
/* Propagates to the fixpoint (from the cells fixed, narrowed or related since the last call). */
int inf_propagate(inference *s);
/* Propagates only the != of fixed cells and the < bounds (no reasoning on whole houses), to their fixpoint:
   cheaper, and inf_propagate goes on from there to its own fixpoint. 0, or -1 on a contradiction. */
int inf_settle(inference *s);
/* One step of the strategy hints explain: the != of fixed cells and the < bounds to their fixpoint, else one
   hidden single, else one pass of Hall sets. Returns the stage that changed something (1..3; house_used the
   house of stages 2 and 3), 0 at the fixpoint (the same as inf_propagate's), -1 on a contradiction. */
int inf_step(inference *s, int *house_used);
/* Value of a fixed cell, 0 when open. */
int inf_value(const inference *s, int cell);

/* The least level at which propagation alone solves p, or -1 when even the strongest does not
   (or p has no solution). solution (n*n, may be NULL) gets the solution when found. */
int inf_grade(const latin_puzzle *p, uint8_t *solution);
/* The least level of lo..hi at which propagation solves p, given that level hi does. */
int inf_least_level(const latin_puzzle *p, int lo, int hi);
/* Non-zero when propagation at level solves p. */
int inf_solves(const latin_puzzle *p, int level);

/* A hint: the next cell that inference at level fixes from the player's grid (0 = empty; NULL = none
   filled), the reason in words, and the cells the reason uses. */
typedef struct inf_hint {
    int status; /* 0 = a cell below; 1 = a wrong entry at cell; 2 = solved already; -1 = none found */
    int cell, value;
    int cells[LATIN_MAX_N + 1];
    int n_cells;
    char text[160];
} inf_hint;
void inf_hint_next(const latin_puzzle *p, const uint8_t *player, int level, inf_hint *hint);

#ifdef __cplusplus
}
#endif

#endif
