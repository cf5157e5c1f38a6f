/* grader.h: a logical Sudoku grader that solves as a person does (singles, locked candidates, subsets,
   fish, wings, uniqueness, X-chains, forcing chains), any box shape R x C, N = R*C up to 64; caller memory. */
#ifndef COVERJAR_CLASSIFY_GRADER_H
#define COVERJAR_CLASSIFY_GRADER_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Techniques in the order they are tried (increasing difficulty). */
enum classify_tech {
    CT_HIDDEN_SINGLE = 0,
    CT_NAKED_SINGLE,
    CT_POINTING,
    CT_CLAIMING,
    CT_NAKED_PAIR,
    CT_X_WING,
    CT_HIDDEN_PAIR,
    CT_NAKED_TRIPLE,
    CT_SWORDFISH,
    CT_HIDDEN_TRIPLE,
    CT_XY_WING,
    CT_XYZ_WING,
    CT_UNIQUE_RECTANGLE, /* types 1 and 2: assume the puzzle has one solution */
    CT_NAKED_QUAD,
    CT_JELLYFISH,
    CT_HIDDEN_QUAD,
    CT_WXYZ_WING,       /* a pivot and three peers holding four digits, all but one confined */
    CT_BUG,             /* bivalue universal grave plus one: assumes one solution */
    CT_VWXYZ_WING,      /* the same with five cells and five digits */
    CT_X_CHAIN,         /* single-digit alternating chains; covers simple colouring (traps and wraps) */
    CT_FORCING_CHAIN,   /* contradiction, cell and unit forcing: static (bivalue/bilocal links, rating 7.0+),
                           then dynamic (every single, 8.5+) */
    CT_GUESSING,        /* not a step: no technique applies and the grid is unsolved */
    CT_COUNT
};

/* Levels of the grader (gen's --difficulty): the seeds' four, and one for puzzles that need guessing. */
enum classify_level {
    CL_EASY = 0,   /* hidden singles only */
    CL_MEDIUM,     /* naked singles, locked candidates */
    CL_HARD,       /* subsets, fish, wings, uniqueness, X-chains of up to six strong links (rating < 6.5) */
    CL_EVIL,       /* longer X-chains, forcing chains */
    CL_BEYOND,     /* no logical step found before the grid was solved: guessing needed */
    CL_COUNT
};

enum classify_status {
    CLASSIFY_SOLVED = 0,     /* every cell placed */
    CLASSIFY_STUCK = 1,      /* no technique applies: the puzzle needs guessing (or has several solutions) */
    CLASSIFY_STOPPED = 2,    /* on_step stopped the grade with cells left: the result grades the steps so far */
    CLASSIFY_EINVALID = -80, /* a contradiction: the givens clash or the puzzle has no solution */
    CLASSIFY_ESHAPE = -81,   /* box shape impossible, N above 64, or a buffer too small */
    CLASSIFY_EVALUE = -82    /* a cell value above N */
};

/* An elimination: cell * 64 + (value - 1). */
#define CLASSIFY_ELIM(cell, value) ((uint32_t)(cell) * 64u + (uint32_t)(value) - 1u)
#define CLASSIFY_ELIM_CELL(e) ((int)((e) / 64u))
#define CLASSIFY_ELIM_VALUE(e) ((int)((e) % 64u) + 1)

#define CLASSIFY_STEP_CELLS 24

/* One deduction. Either a placement (cell >= 0) or a set of eliminations (n_elims > 0). */
typedef struct classify_step {
    int tech;
    int rating;          /* difficulty of this step in tenths (23 = 2.3) */
    int cell, value;     /* placement, or cell = -1 */
    int n_elims;
    const uint32_t *elims; /* valid until the next call into the grader */
    int unit;            /* the unit the step is about (0..N-1 rows, N..2N-1 columns, 2N..3N-1 boxes), or -1 */
    uint64_t digits;     /* the digits of the pattern (bit v-1 for value v) */
    int n_cells;         /* the pattern's cells (chain nodes in order, subset cells, wing cells), capped */
    int cells[CLASSIFY_STEP_CELLS];
    int length;          /* chain length in links, or the forcing chain's effort (singles propagated) */
    int sources;         /* forcing chains: the assumptions (no cells: contradictions) or the cells and units
                            (cells: the first one's) of the shortest effort, whose conclusions the step all takes */
} classify_step;

typedef struct classify_result {
    int status;          /* a classify_status */
    int rating;          /* tenths; the hardest step's rating, 100+ when guessing is needed */
    int level;           /* a classify_level */
    int hardest;         /* the hardest technique used (CT_GUESSING when stuck); -1 if no step */
    int steps;
    int empties;         /* empty cells at the start */
    int remaining;       /* empty cells left at the end */
    long eliminated;     /* candidates eliminated by steps other than placements */
    long counts[CT_COUNT];
    int max_chain;       /* longest X-chain / forcing effort used */
    int start_candidates;/* candidates of the empty cells at the start */
    int start_bivalue;   /* empty cells with two candidates at the start */
    int start_singles;   /* placements available by singles at the start */
} classify_result;

/* Called after each step is applied; return non-zero to stop grading there (see classify_grade). */
typedef int (*classify_step_fn)(void *ctx, const classify_step *step);

typedef struct classify_grader classify_grader;

/* Bytes classify_grader_init needs for a box of R rows and C columns; 0 for an impossible shape. */
size_t classify_grader_bytes(int box_rows, int box_cols);
/* Builds the grader in mem (8-byte aligned, as malloc's blocks are); NULL for a bad shape, a block too small
   or not 8-byte aligned. */
classify_grader *classify_grader_init(void *mem, size_t bytes, int box_rows, int box_cols);
int classify_grader_n(const classify_grader *g);

/* Wings, unique rectangles, X-chains and forcing chains stop looking after this much work (counted
   operations, deterministic) in one grading; then the puzzle is rated as needing guessing. 0 = default. */
void classify_grader_set_budget(classify_grader *g, uint64_t budget);

/* Whether unique rectangles and BUG+1 may be used (1, the default): they assume the grid has one solution,
   so a caller with a grid of several solutions (a player's partly filled grid) turns them off with 0. */
void classify_grader_set_unique(classify_grader *g, int assume_unique);
/* Loads a grid (N*N cells, 0 empty) and computes candidates. Returns 0 or a classify_status error. */
int classify_grader_load(classify_grader *g, const uint8_t *grid);
/* Finds the easiest next step from the loaded state, applies it and writes it to *step.
   Returns 1 (a step), 0 (solved or stuck: *step->tech says CT_GUESSING when stuck) or CLASSIFY_EINVALID. */
int classify_grader_next(classify_grader *g, classify_step *step);
/* A hint's step: the next step that places a value. The steps before it that only remove candidates are
   applied too, each shown to on_removal first (may be NULL; non-zero stops there, returning 1 with that
   step in *step), so that a player who gives values only, not candidates, is never told the same removal
   twice. Returns as classify_grader_next: 1 (a step; step->cell >= 0 unless on_removal stopped), 0 (solved,
   or stuck: CT_GUESSING, even after removals) or CLASSIFY_EINVALID. */
int classify_grader_next_placement(classify_grader *g, classify_step *step, classify_step_fn on_removal, void *ctx);
/* The current grid (N*N cells) and candidates (bit v-1 for value v; 0 for filled cells). */
const uint8_t *classify_grader_grid(const classify_grader *g);
const uint64_t *classify_grader_candidates(const classify_grader *g);

/* Grades a puzzle: loads it and applies steps until solved or stuck. on_step may be NULL. When on_step stops
   the grade with cells left, status is CLASSIFY_STOPPED and rating, level and hardest are those of the steps
   applied so far (their hardest step's; no guessing, no bonus for many forcing chains); stopped on the step
   that fills the last cell, the grade is the whole one, CLASSIFY_SOLVED. */
int classify_grade(classify_grader *g, const uint8_t *grid, classify_result *res, classify_step_fn on_step,
                   void *ctx);

/* Names: "hidden-single", ...; level names "Easy", "Medium", "Hard", "Evil", "Beyond". */
const char *classify_tech_name(int tech);
const char *classify_level_name(int level);
/* The level of a result (from its hardest technique). */
int classify_level_of(const classify_result *res);
/* The hardest level a uniquely solvable puzzle of this box shape can grade: CL_EASY when N <= 4, where
   every such puzzle falls to hidden singles (tests/test_classify.c checks them all); CL_BEYOND (no bound) above. */
int classify_hardest_level(int box_rows, int box_cols);
/* Why, in the words the tools give when they refuse a harder level there. */
#define CLASSIFY_HARDEST_WHY "every uniquely solvable puzzle with N <= 4 falls to hidden singles"

#ifdef __cplusplus
}
#endif

#endif
