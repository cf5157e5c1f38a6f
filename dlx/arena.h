/* arena.h: the core's one memory idiom: carving a caller-supplied block into aligned arrays.
   A layout function run with base == NULL only counts, so one function serves both _bytes and _init. */
#ifndef COVERJAR_ARENA_H
#define COVERJAR_ARENA_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

static inline size_t cj_align(size_t bytes)
{
    return (bytes + 7u) & ~(size_t)7u;
}

/* Reserves count elements of size bytes at *offset (then advanced, aligned); returns their address in
   base, or NULL when only counting. */
static inline void *cj_take(unsigned char *base, size_t *offset, size_t size, size_t count)
{
    size_t at = *offset;
    *offset = cj_align(at + size * count);
    return base != NULL ? (void *)(base + at) : NULL;
}

/* Non-zero when a block starts on an 8-byte boundary (the inits that lay their header at the block's
   start refuse it otherwise: a misaligned header faults on strict-alignment processors). */
static inline int cj_aligned(const void *mem)
{
    return ((uintptr_t)mem & 7u) == 0;
}

/* The first 8-byte boundary in a block (callers ask their _bytes for 8 more to allow for it). */
static inline unsigned char *cj_align_base(void *mem)
{
    unsigned char *base = (unsigned char *)mem;
    size_t skew = (size_t)((uintptr_t)base & 7u);
    return skew ? base + (8 - skew) : base;
}

#ifdef __cplusplus
}
#endif

#endif
