/* gen.h: the Fillomino generator: a random full board (a partition into polyominoes labelled by
   size, no two equal sizes touching), then emptying with isRemoveValid on one reused solver. */
#ifndef COVERJAR_FILLOMINO_GEN_H
#define COVERJAR_FILLOMINO_GEN_H

#include "dlx/rng.h"
#include "fillomino/solver.h"

#ifdef __cplusplus
extern "C" {
#endif

enum { FM_STRAT_RANDOM = 0, FM_STRAT_PUZZLEJAR = 1, FM_STRAT_SYMMETRIC = 2 };
enum { FM_SYM_ROT180 = 0, FM_SYM_ROT90 = 1, FM_SYM_MIRROR = 2, FM_SYM_FLIP = 3, FM_SYM_DIAGONAL = 4 };

/* Default node cap of one isRemoveValid search (on the lean solver, lean.h): FM_GEN_NODE_LIMIT plus
   one node per FM_GEN_CELLS_PER_NODE cells (9x7: 27, 16x16: 52). A capped check keeps the clue (the
   puzzle stays within K solutions, but may then not be minimal). Seed 1, 20 puzzles, clues per cell
   with a cap of 30 against this one: 9x7 36.6% / 36.7% (11.9 M / 11.4 M instructions per puzzle),
   16x16 39.9% / 39.8%, 17x13 40.2% / 39.7%. Uncapped, a 16x16 may take minutes. */
#ifndef FM_GEN_NODE_LIMIT
#define FM_GEN_NODE_LIMIT 20
#endif
#ifndef FM_GEN_CELLS_PER_NODE
#define FM_GEN_CELLS_PER_NODE 8
#endif

typedef struct fm_gen_opts {
    int max_region;    /* largest region of the full board; 0 = default fm_default_max_region */
    int max_solutions; /* isRemoveValid: at most this many solutions (1 = unique) */
    int target_empty;  /* stop at this many empty cells; < 0 = minimal (try every clue) */
    int strategy;      /* FM_STRAT_*: order in which clues are tried */
    int symmetry;      /* FM_SYM_*: the clue symmetry of FM_STRAT_SYMMETRIC */
    int no_hidden;     /* every region keeps at least one given */
    int regions_first; /* first try to blank whole regions at once (denser puzzles, 10x10: 46% of
                          the cells against 38% one clue at a time) */
    long check_nodes;  /* node cap per check: 0 = the default above; < 0 = none (minimal is then
                          guaranteed, but big boards may take minutes) */
    int logic;         /* FM_LOGIC_*: what a removal must leave (unique puzzles only) */
    int (*keep_going)(void *ctx); /* NULL, or asked before each check (of every board drawn): 0 stops the
                                     run with FM_ERR_STOPPED (a time budget) */
    void *keep_going_ctx;
} fm_gen_opts;

/* What decides a removal: a search for a second solution (any unique puzzle), or the lean solver's logic
   without search: its region rules alone, or with its look-ahead (lean.h), must still fill the board (the
   puzzle is then unique, and solved by that logic; minimal for it rather than for uniqueness). */
enum { FM_LOGIC_SEARCH = 0, FM_LOGIC_RULES = 1, FM_LOGIC_LOOK_AHEAD = 2 };

typedef struct fm_gen_stats {
    long checks;       /* isRemoveValid calls */
    long removed;      /* clues removed */
    long capped;       /* checks stopped at a node cap (the clue was kept at the time) */
    long witnessed;    /* checks ended by a second solution found near the clue (kept, no whole-board search) */
    uint64_t nodes;    /* solver nodes over the run */
    int attempts;      /* full boards tried before one was accepted */
} fm_gen_stats;

typedef struct fm_gen fm_gen;

/* Default largest region: 9 (Tatham-compatible digits), or w*h for tiny boards. */
int fm_default_max_region(int w, int h);
/* 1 when the symmetry can be used on a w x h board (rot90 and diagonal need a square). */
int fm_symmetry_ok(int symmetry, int w, int h);

size_t fm_gen_bytes(int w, int h);
fm_gen *fm_gen_init(void *mem, size_t bytes, int w, int h);

/* A random valid full board with regions of at most max_region cells: regions grown at random, or, when
   that sticks (small bounds), built in order with backjumping (gen_fill.h, unless FM_SMALL_FLASH).
   0 or FM_ERR_GEN. */
int fm_gen_full(fm_gen *g, cj_rng *rng, int max_region, fm_val *board, int *attempts);
/* Boards tried for a target of empty cells (opts->target_empty) before FM_ERR_TARGET. */
#define FM_TARGET_BOARDS 50
/* A full random board into solution, then emptied into puzzle under opts; with a target of empty cells,
   boards are drawn until one reaches it (FM_ERR_TARGET after FM_TARGET_BOARDS); FM_ERR_STOPPED when
   opts->keep_going said stop (puzzle is then not one to use). 0 or a negative FM_ERR_*:
   FM_ERR_OPTIONS for a negative max_region, max_solutions under 1, a strategy, symmetry or logic that is
   none, a symmetry the board cannot take (fm_symmetry_ok: rot90 or diagonal on a board that is not square),
   or a logic other than FM_LOGIC_SEARCH with max_solutions over 1. */
int fm_gen_puzzle(fm_gen *g, const fm_gen_opts *opts, cj_rng *rng, fm_val *puzzle, fm_val *solution,
                  fm_gen_stats *stats);
/* 0 when no w x h puzzle can meet opts->target_empty: more than the board, every cell of a board of 3 or
   more with one solution asked (it has two), or a count the symmetric strategy's orbits add up to none;
   else 1. fm_gen_puzzle does not ask it (such a target ends in FM_ERR_TARGET): the tools do, up front. */
int fm_target_possible(const fm_gen_opts *opts, int w, int h);
/* Empties a given full board (solution) into puzzle under opts (the board is kept). */
int fm_gen_empty(fm_gen *g, const fm_gen_opts *opts, cj_rng *rng, const fm_val *solution,
                 fm_val *puzzle, fm_gen_stats *stats);

#ifdef __cplusplus
}
#endif

#endif
