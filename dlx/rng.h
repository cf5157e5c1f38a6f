/* rng.h: the explicit, seedable random state every coverjar generator takes (PCG32).
   Same seed, same stream on every machine: no floats, no platform integers. */
#ifndef COVERJAR_RNG_H
#define COVERJAR_RNG_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct cj_rng {
    uint64_t state;
    uint64_t inc;
} cj_rng;

/* Seeds the generator for (seed, stream): puzzle i of a run uses stream i. */
void cj_rng_seed(cj_rng *rng, uint64_t seed, uint64_t stream);
uint32_t cj_rng_next(cj_rng *rng);
/* A uniform integer in [0, bound), bound >= 1, without modulo bias. */
uint32_t cj_rng_below(cj_rng *rng, uint32_t bound);
/* Shuffles an array of n ints uniformly (Fisher-Yates). */
void cj_rng_shuffle(cj_rng *rng, int *items, int n);

#ifdef __cplusplus
}
#endif

#endif
