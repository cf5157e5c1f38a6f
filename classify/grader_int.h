/* grader_int.h: the grader's internal state and the helpers its technique files share
   (candidate bitmasks, units, placements and eliminations). Not a public header. */
#ifndef COVERJAR_CLASSIFY_GRADER_INT_H
#define COVERJAR_CLASSIFY_GRADER_INT_H

#include "classify/grader.h"
#include "dlx/bits.h"

struct classify_grader {
    int n, br, bc, ncell, nunit;
    uint64_t full;          /* the N value bits */
    uint64_t budget, work;  /* forcing/chain work allowed and done in this grading */
    int empties;            /* empty cells now */
    int assume_unique;      /* unique rectangles and BUG+1 allowed (the grid has one solution) */
    uint8_t *grid;          /* ncell values, 0 empty */
    uint64_t *cand;         /* ncell candidate masks (0 for filled cells) */
    uint64_t *placed;       /* nunit masks of the values placed in each unit */
    uint16_t *ucell;        /* nunit * n: the cells of each unit, in position order */
    uint16_t *cunit;        /* ncell * 3: row, column and box unit of each cell */
    uint8_t *cpos;          /* ncell * 3: the cell's position inside each of those units */
    /* workspace */
    uint32_t *elims;
    int n_elims, elim_cap;
    uint8_t *save_grid;
    uint64_t *save_cand, *save_placed, *acc;
    uint64_t *queued;               /* ncell: the singles queued in a round of cg_propagate, per cell */
    uint64_t *gone;                 /* ncell: what a forcing step's sources of the shortest effort remove */
    int save_empties;
    int static_links;               /* cg_propagate follows only bivalue and bilocal links of the saved state */
    const uint64_t *bilocal;        /* with static_links: per unit, the values with two places when saved */
    int32_t *parent, *dist, *queue; /* 2 * ncell each, for chain searches */
    uint32_t *seen;                 /* 2 * ncell visit stamps */
    uint32_t stamp;
    int *scratch;                   /* ncell ints */
};

#define CJ_BIT(v) ((uint64_t)1 << ((v) - 1))

/* Bits set in x: the SWAR sum, which stays inline where the builtin would call libgcc (no -mpopcnt). */
static inline int cg_popcount(uint64_t x)
{
#if defined(__POPCNT__)
    return __builtin_popcountll(x);
#else
    x = x - ((x >> 1) & 0x5555555555555555ULL);
    x = (x & 0x3333333333333333ULL) + ((x >> 2) & 0x3333333333333333ULL);
    x = (x + (x >> 4)) & 0x0f0f0f0f0f0f0f0fULL;
    return (int)((x * 0x0101010101010101ULL) >> 56);
#endif
}

static inline int cg_row(const classify_grader *g, int cell) { return g->cunit[cell * 3]; }
static inline int cg_col(const classify_grader *g, int cell) { return g->cunit[cell * 3 + 1] - g->n; }
static inline int cg_box(const classify_grader *g, int cell) { return g->cunit[cell * 3 + 2] - 2 * g->n; }

/* Non-zero when two different cells share a row, column or box. */
static inline int cg_sees(const classify_grader *g, int a, int b)
{
    const uint16_t *ua = g->cunit + a * 3, *ub = g->cunit + b * 3;
    return a != b && (ua[0] == ub[0] || ua[1] == ub[1] || ua[2] == ub[2]);
}

/* Mask of unit positions holding value v as a candidate. */
uint64_t cg_positions(const classify_grader *g, int unit, int v);
/* The peers of a cell, each once (room for 3N). Returns the count. */
int cg_peers(const classify_grader *g, int cell, int *out);
/* Places v in cell (a candidate there) and removes v from the peers. */
void cg_place(classify_grader *g, int cell, int v);
/* Queues the elimination of v from cell when it is a candidate. */
void cg_elim(classify_grader *g, int cell, int v);
/* Applies the queued eliminations (dropping repeats) and fills the step's list. Returns their number. */
int cg_apply_elims(classify_grader *g, classify_step *step);
/* Starts a step record. */
void cg_step_init(classify_step *step, int tech, int rating);
void cg_step_cell(classify_step *step, int cell);
/* Non-zero when the state holds a contradiction (an empty cell without candidates, or a value
   with no place left in a unit). */
int cg_contradiction(const classify_grader *g);
/* Saves and restores the state (grid, candidates, placed masks). */
void cg_save(classify_grader *g);
void cg_restore(classify_grader *g);
/* Applies singles round by round until none is left. Returns 0, -1 at a contradiction, or 1 when *placed
   reached limit after a round. *placed counts the distinct singles of each round, those of a round that
   contradicts too, so that it does not depend on the order of the cells (a symmetry of the grid keeps it). */
int cg_propagate(classify_grader *g, int *placed, int cap);

/* The technique finders: each applies the first instance it finds and returns 1, or returns 0. */
int cg_singles(classify_grader *g, classify_step *step, int naked);
int cg_locked(classify_grader *g, classify_step *step, int claiming);
int cg_naked_subset(classify_grader *g, classify_step *step, int k);
int cg_hidden_subset(classify_grader *g, classify_step *step, int k);
int cg_fish(classify_grader *g, classify_step *step, int k);
/* Wings of k = 3 (XY, XYZ), 4 (WXYZ) and 5 (VWXYZ) cells. */
int cg_wing(classify_grader *g, classify_step *step, int k);
int cg_unique_rectangle(classify_grader *g, classify_step *step);
int cg_bug(classify_grader *g, classify_step *step);
int cg_x_chain(classify_grader *g, classify_step *step, int max_len);
int cg_forcing(classify_grader *g, classify_step *step, int static_links);

#endif
