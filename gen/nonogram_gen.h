/* nonogram_gen.h: the Nonogram generator: random pictures of a black density (or a given picture), repaired by
   flipping cells until the clues have one solution (at the asked level of the line solver), from an explicit RNG. */
#ifndef COVERJAR_NONOGRAM_GEN_H
#define COVERJAR_NONOGRAM_GEN_H

#include "dlx/nonogram.h"
#include "dlx/rng.h"

#ifdef __cplusplus
extern "C" {
#endif

enum { NG_SYM_NONE, NG_SYM_ROT180, NG_SYM_ROT90, NG_SYM_MIRROR, NG_SYM_DIAGONAL };

typedef struct ng_gen_opts {
    int w, h;
    int density_percent; /* black cells in the random picture; 0 = 50 */
    int level;           /* 0 = any unique puzzle, 1 = line logic, 2 = probing, 3 = search */
    int symmetry;        /* NG_SYM_*: the picture keeps it (rot90 and diagonal on square boards) */
    int max_attempts;    /* fresh pictures tried (repairs of start) */
    int max_flips;       /* repairs per picture */
    const uint8_t *start; /* NULL, or a picture (w*h cells, non-zero = filled) repaired instead of random ones:
                             the nearest unique puzzle of max_attempts repairs is kept */
} ng_gen_opts;

/* Grids the generator works in (caller's memory). */
typedef struct ng_gen_work {
    uint8_t logic_grid[NG_MAX_SIDE * NG_MAX_SIDE];
    uint8_t first[NG_MAX_SIDE * NG_MAX_SIDE], second[NG_MAX_SIDE * NG_MAX_SIDE];
    uint8_t best[NG_MAX_SIDE * NG_MAX_SIDE];
    uint16_t unsure[NG_MAX_SIDE * NG_MAX_SIDE]; /* cells to pick from (unknown ones, or where solutions differ) */
    uint16_t smoothed[NG_MAX_SIDE * NG_MAX_SIDE]; /* a random picture's noise averaged over 3x3 cells */
} ng_gen_work;

typedef struct ng_gen_stats {
    int attempts, flips, counts; /* pictures, cells flipped, engine counts */
    int level;                   /* the grade of the puzzle made */
    double rating;
    int distance;                /* with a start picture: the cells that differ from it */
} ng_gen_stats;

/* Makes one puzzle into p and its picture (NG_BLACK / NG_WHITE cells); s is a solver for w x h. Returns 0,
   -1 for options the shape cannot take, -2 when no picture was repaired within the limits. */
int ng_generate(ng_solver *s, const ng_gen_opts *o, cj_rng *rng, ng_puzzle *p, uint8_t *picture, ng_gen_work *wk,
                ng_gen_stats *st);

#ifdef __cplusplus
}
#endif

#endif
