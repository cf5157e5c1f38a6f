/* guess.h: a randomised solver that knows only singles and guesses on a fewest-candidates cell:
   how many guesses it needs, averaged over seeded runs, is a difficulty feature. */
#ifndef COVERJAR_CLASSIFY_GUESS_H
#define COVERJAR_CLASSIFY_GUESS_H

#include <stddef.h>
#include <stdint.h>
#include "classify/grader.h"
#include "dlx/rng.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct classify_guess_result {
    long runs, failed;   /* runs that found a solution / hit a limit or found none */
    long guesses;        /* guesses summed over the successful runs */
    long path_depth;     /* guesses on the path to the solution (nesting depth), summed over the successful runs */
    long deepest;        /* the deepest nesting of guesses reached on any branch, summed over the successful runs */
    long dead_ends;      /* guesses that singles proved wrong, summed */
    long no_guess;       /* runs that needed no guess */
    long max_guesses;
} classify_guess_result;

/* Bytes of stack for guesses up to max_depth deep. */
size_t classify_guess_bytes(int box_rows, int box_cols, int max_depth);
/* Runs the solver runs times (run r seeded with (seed, r)), each stopping after limit guesses, with mem of
   classify_guess_bytes(box_rows, box_cols, max_depth) bytes at any address (no alignment needed).
   Uses (and overwrites) the grader's state. Returns 0, or -1 when no run found a solution. */
int classify_guess_stats(classify_grader *g, const uint8_t *grid, void *mem, int max_depth, int runs, uint64_t seed,
                         long limit, classify_guess_result *out);

#ifdef __cplusplus
}
#endif

#endif
