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
                             the nearest of max_attempts repairs is kept (a heuristic: not always the nearest
                             unique grid); with a symmetry each orbit starts as most of its cells are (ties
                             filled) */
    int (*keep_going)(void *ctx); /* NULL, or asked before each repair step: 0 stops the run (a budget) */
    void *keep_going_ctx;
} ng_gen_opts;

/* Grids the generator works in, for one shape (caller's memory, sized by ng_gen_work_bytes; the init aligns the
   block itself). */
typedef struct ng_gen_work ng_gen_work;
size_t ng_gen_work_bytes(int w, int h); /* 0 for a shape ng_shape_ok refuses */
ng_gen_work *ng_gen_work_init(void *mem, size_t bytes, int w, int h);

typedef struct ng_gen_stats {
    int attempts, flips, counts; /* pictures, cells flipped, engine counts */
    int level;                   /* the grade of the puzzle made */
    double rating;
    int distance;                /* with a start picture: the cells that differ from it */
} ng_gen_stats;

/* Makes one puzzle into p and its picture (NG_BLACK / NG_WHITE cells); s is a solver and wk grids for w x h.
   Returns 0, -1 for options the shape cannot take (or grids of another shape), -2 when no picture was repaired
   within the limits, -3 when keep_going said stop first. */
int ng_generate(ng_solver *s, const ng_gen_opts *o, cj_rng *rng, ng_puzzle *p, uint8_t *picture, ng_gen_work *wk,
                ng_gen_stats *st);

#ifdef __cplusplus
}
#endif

#endif
