/* features.h: difficulty features of a Sudoku of any size (PuzzleJAR's vector, engine search statistics,
   the grader's outputs) and the grade-to-level functions generators call; caller memory, no stdio. */
#ifndef COVERJAR_CLASSIFY_FEATURES_H
#define COVERJAR_CLASSIFY_FEATURES_H

#include <stddef.h>
#include <stdint.h>
#include "classify/grader.h"
#include "dlx/sudoku.h"

#ifdef __cplusplus
extern "C" {
#endif

enum classify_feature_set {
    CF_PUZZLEJAR = 0, /* the seeds' vector: N + 6 numbers (15 for 9x9) */
    CF_FULL = 1       /* the seeds' vector, then search statistics and the grader's outputs */
};

/* The solution count the features cap at (the seed's feature 1). */
#define CLASSIFY_SOLUTION_LIMIT 100
/* Randomised engine runs averaged for the search features. */
#define CLASSIFY_RANDOM_RUNS 8
/* Runs of the singles-and-guessing solver averaged for the guess features. */
#define CLASSIFY_GUESS_RUNS 64

typedef struct classify_ctx classify_ctx;

/* Bytes for a context (engine model plus grader) for a box of R x C; 0 for an impossible shape. */
size_t classify_ctx_bytes(int box_rows, int box_cols);
/* NULL for a bad shape, a block too small or not 8-byte aligned (malloc's blocks are). */
classify_ctx *classify_ctx_init(void *mem, size_t bytes, int box_rows, int box_cols);
classify_grader *classify_ctx_grader(classify_ctx *c);
sudoku *classify_ctx_sudoku(classify_ctx *c);
/* Search features stop each engine run after this many nodes (0 = no limit; default 2,000,000). */
void classify_ctx_set_node_limit(classify_ctx *c, uint64_t nodes);

/* Number of features of a set for side N; 0 for an unknown set. */
int classify_feature_count(int n, int set);
/* Name of feature i of a set (for headers and documentation), written into out (room for 32). */
void classify_feature_name(int n, int set, int i, char *out);
/* "puzzlejar" / "full"; parse returns the set or -1. */
const char *classify_feature_set_name(int set);
int classify_feature_set_parse(const char *name);

/* Computes the features of grid (N*N cells, 0 = empty) into out[0..count). Returns the count, or a
   negative error (SUDOKU_ECLASH / SUDOKU_EVALUE for bad givens, CLASSIFY_ESHAPE when cap is too small).
   When res is non-NULL the grader's result is written there too (full set only). */
int classify_features(classify_ctx *c, const uint8_t *grid, int set, double *out, int cap, classify_result *res);

/* Grades grid to a level (enum classify_level: 0 Easy .. 3 Evil, 4 Beyond = needs guessing) with the
   logical grader only: integer work, deterministic. ctx is a classify_ctx made for the same shape.
   Returns the level, or a negative error (CLASSIFY_ESHAPE for another shape, CLASSIFY_EINVALID for a
   grid with clashing givens or no solution). */
int classify_level(void *ctx, const uint8_t *grid, int box_rows, int box_cols);
/* classify_level as the generator's level callback (gen_level_fn, gen/generator.h), the solution unused:
   gen_options o; ... o.level = classify_gen_level; o.level_ctx = ctx; o.want_level = CL_HARD; */
int classify_gen_level(void *ctx, const uint8_t *puzzle, const uint8_t *solution, int box_rows, int box_cols);

#ifdef __cplusplus
}
#endif

#endif
