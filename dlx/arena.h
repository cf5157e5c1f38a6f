/* arena.h: the core's one memory idiom: carving a caller-supplied block into aligned arrays.
   A layout function run with base == NULL only counts, so one function serves both _bytes and _init. */
#ifndef COVERJAR_ARENA_H
#define COVERJAR_ARENA_H

#include <stddef.h>

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

#endif
