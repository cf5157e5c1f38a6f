/* bits.h: bit helpers the solvers share: the index of a word's lowest set bit, inline (the builtin where
   the compiler has one, a shift loop elsewhere). */
#ifndef COVERJAR_DLX_BITS_H
#define COVERJAR_DLX_BITS_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Index of the lowest set bit of x (x != 0). */
static inline int cj_lowbit(uint64_t x)
{
#if defined(__GNUC__) || defined(__clang__)
    return __builtin_ctzll(x);
#else
    int i = 0;
    while (!(x & 1)) {
        x >>= 1;
        i++;
    }
    return i;
#endif
}

#ifdef __cplusplus
}
#endif

#endif
