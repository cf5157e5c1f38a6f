/* rng.c: PCG32 (O'Neill, 2014) with splitmix64 seeding, and the helpers built on it.
   Integer arithmetic only, so the streams are identical on a PC and a microcontroller. */
#include "dlx/rng.h"

static uint64_t splitmix64(uint64_t *x)
{
    uint64_t z = (*x += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

void cj_rng_seed(cj_rng *rng, uint64_t seed, uint64_t stream)
{
    uint64_t mix = seed ^ (stream * 0xD1B54A32D192ED03ULL);
    rng->state = splitmix64(&mix);
    rng->inc = (splitmix64(&mix) << 1) | 1u;
    (void)cj_rng_next(rng);
}

uint32_t cj_rng_next(cj_rng *rng)
{
    uint64_t old = rng->state;
    uint32_t xorshifted, rot;
    rng->state = old * 6364136223846793005ULL + rng->inc;
    xorshifted = (uint32_t)(((old >> 18) ^ old) >> 27);
    rot = (uint32_t)(old >> 59);
    return (xorshifted >> rot) | (xorshifted << ((32u - rot) & 31u));
}

uint32_t cj_rng_below(cj_rng *rng, uint32_t bound)
{
    /* Rejection from the top of the range: threshold = 2^32 mod bound. */
    uint32_t threshold = (uint32_t)(0u - bound) % bound;
    for (;;) {
        uint32_t r = cj_rng_next(rng);
        if (r >= threshold)
            return r % bound;
    }
}

void cj_rng_shuffle(cj_rng *rng, int *items, int n)
{
    int i;
    for (i = n - 1; i > 0; i--) {
        int j = (int)cj_rng_below(rng, (uint32_t)i + 1u);
        int t = items[i];
        items[i] = items[j];
        items[j] = t;
    }
}
