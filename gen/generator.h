/* generator.h: PuzzleJAR's GenPuzzles for Sudoku on one reused exact-cover engine: random full grids,
   emptying by a ChooseSquare strategy under isRemoveValid (at most k solutions), targets and restarts. */
#ifndef COVERJAR_GENERATOR_H
#define COVERJAR_GENERATOR_H

#include <stddef.h>
#include <stdint.h>
#include "dlx/rng.h"
#include "dlx/sudoku.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef enum gen_strategy {
    GEN_RANDOM,    /* squares in a shuffled order */
    GEN_PUZZLEJAR, /* a row by its share of untested clues, then a column likewise (seed 000) */
    GEN_SYMMETRIC  /* whole orbits of the clue symmetry at once */
} gen_strategy;

typedef enum gen_symmetry { GEN_SYM_NONE, GEN_SYM_ROT180, GEN_SYM_ROT90, GEN_SYM_MIRROR, GEN_SYM_DIAGONAL } gen_symmetry;

/* The complexity function C of GenPuzzles: a level for a puzzle (any int; -1 = cannot grade). */
typedef int (*gen_level_fn)(void *ctx, const uint8_t *puzzle, const uint8_t *solution, int box_rows, int box_cols);
/* Asked between attempts, between the full-grid search's restarts and between checks (gen_empty says when),
   never during a search; return zero to give up (a time budget lives in the caller). */
typedef int (*gen_keep_going_fn)(void *ctx);

typedef struct gen_options {
    int box_rows, box_cols;
    gen_strategy strategy;
    gen_symmetry symmetry;  /* for GEN_SYMMETRIC */
    int max_solutions;      /* k of isRemoveValid, >= 1 */
    int target_empty;       /* stop at this many empty squares; -1 = minimal (every square tried) */
    gen_level_fn level;     /* optional: want puzzles of level want_level */
    void *level_ctx;
    int want_level;
    gen_keep_going_fn keep_going; /* optional */
    void *keep_going_ctx;
} gen_options;

typedef struct gen_stats {
    uint64_t checks;      /* isRemoveValid calls */
    uint64_t nodes;       /* engine nodes over all searches */
    uint64_t kept;        /* checks that kept their clue (an alternative found; clues kept unchecked not) */
    uint64_t kept_nodes;  /* engine nodes spent in those checks */
    uint64_t put_off;     /* checks stopped by their round's node cap, tried again in the next round */
    uint64_t attempts;    /* full grids emptied (restarts + 1) */
    int builds;           /* engine builds: one per generator */
    int most_empties;     /* not a sum: the most empty squares a pass reached since the latest gen_puzzle began,
                             its restarts' too, a pass given up where it stood (gen_empty alone raises it too) */
} gen_stats;

enum gen_error { GEN_OK = 0, GEN_EOPTIONS = -30, GEN_EGAVEUP = -31 };

typedef struct generator generator;

/* Options for minimal unique puzzles of that box shape (bin/gen's defaults): GEN_RANDOM, max_solutions 1,
   target_empty -1, no level, no keep_going. A zeroed struct is no such default: its target_empty 0 asks for no
   empty square at all, and its max_solutions 0 is refused. */
void gen_options_default(gen_options *o, int box_rows, int box_cols);
/* Bytes for a generator of this box shape; 0 if impossible. */
size_t gen_bytes(int box_rows, int box_cols);
/* Why gen_init would refuse these arguments, in words ("max_solutions is below 1"), or NULL when it takes them. */
const char *gen_refusal(const void *mem, size_t bytes, const gen_options *o);
/* Builds the engine once, into mem, which must start on an 8-byte boundary (as malloc's blocks do). NULL if
   the block is too small or not so aligned, or the options are invalid: NULL, a bad box, an unknown
   strategy or symmetry, max_solutions below 1, target_empty below -1 or beyond the grid (gen_refusal says
   which). A symmetric
   target_empty the orbits cannot make (gen_target_fits_symmetry) is tried until keep_going says stop. */
generator *gen_init(void *mem, size_t bytes, const gen_options *o);
/* Whether whole orbits of the symmetry (GEN_SYM_NONE: single cells) on an N x N grid can make exactly
   target empty cells (rot90 on 4x4 only multiples of 4): 1 or 0. The kind table's generate and bin/gen
   refuse a target that cannot be made; gen_init does not (the firmware's flash stays as it was). */
int gen_target_fits_symmetry(int n, gen_symmetry symmetry, int target);
const gen_stats *gen_get_stats(const generator *g);
/* Zeroes the counts of searches (checks, nodes, ...); the engine builds stay counted. */
void gen_reset_stats(generator *g);
/* Changes the wanted level (for PuzzleJAR's per-level runs). */
void gen_set_want_level(generator *g, int level);
sudoku *gen_model(generator *g);

/* A uniformly varied random full grid (randomised engine search with restarts); when the search keeps
   wandering (past 42x42), a pattern grid mixed by random validity-keeping exchanges. */
int gen_full_grid(generator *g, cj_rng *rng, uint8_t *grid);
/* One emptying pass of solution, a full grid of the rules, into puzzle. Returns empties, GEN_EOPTIONS for a
   solution with an empty cell, a value above N or a value twice in a unit, or GEN_EGAVEUP when keep_going
   said stop (asked before every check of the later rounds, and before every 64th of the first, so that a
   long first round can report progress and meet a budget). */
int gen_empty(generator *g, cj_rng *rng, const uint8_t *solution, uint8_t *puzzle);
/* Full grid, emptying, and restarts until the target (and level) is met. Returns empties or an error. Both
   buffers are required, N*N bytes each: the full grid is made into solution, the puzzle into puzzle (a NULL
   one gets GEN_EOPTIONS). */
int gen_puzzle(generator *g, cj_rng *rng, uint8_t *puzzle, uint8_t *solution);

/* isRemoveValid on its own: the number of solutions of puzzle, counted to limit (0 or less: all of them,
   which on a near-empty grid never ends), through the generator's engine (for the tools' checks); 0 for
   givens that clash, GEN_EOPTIONS for a value above N. */
long gen_count(generator *g, const uint8_t *puzzle, long limit);

#ifdef __cplusplus
}
#endif

#endif
