/* gen_memory.c: the Fillomino generator's memory: one block from the caller (fm_gen_bytes), carved into the
   generator's arrays and the lean solver its checks run on. */
#include "fillomino/gen_int.h"

#include "dlx/arena.h"

#include <string.h>

static size_t gen_layout(int w, int h, fm_gen *g, unsigned char *base)
{
    size_t n = (size_t)w * (size_t)h, off = cj_align(sizeof(fm_gen)), lb = fm_lean_bytes(w, h);
#define CARVE(field, type, count)                                                                 \
    do {                                                                                          \
        if (g) g->field = (type *)(void *)(base + off);                                           \
        off = cj_align(off + sizeof(type) * (size_t)(count));                                       \
    } while (0)
    CARVE(region, int, n);
    CARVE(regsize, int, n);
    CARVE(grow, int, n);
    CARVE(frontier, int, 4 * n + 4);
    CARVE(order, int, n);
    CARVE(mark, int, n + 2);
    CARVE(orbit, int, n);
    CARVE(orbit_start, int, n + 1);
    CARVE(clues, int, n);
    CARVE(work, int, 2 * n);
    CARVE(trial, fm_val, n);
#undef CARVE
    if (g)
        g->lean = fm_lean_init(base + off, lb, w, h);
    return off + lb;
}

size_t fm_gen_bytes(int w, int h)
{
    if (!fm_shape_ok(w, h))
        return 0;
    return gen_layout(w, h, NULL, NULL) + 16;
}

fm_gen *fm_gen_init(void *mem, size_t bytes, int w, int h)
{
    unsigned char *base = mem;
    fm_gen *g;
    if (mem == NULL || !fm_shape_ok(w, h) || bytes < fm_gen_bytes(w, h))
        return NULL;
    base = cj_align_base(base);
    g = (fm_gen *)(void *)base;
    memset(g, 0, sizeof *g);
    gen_layout(w, h, g, base);
    if (g->lean == NULL)
        return NULL;
    g->w = w;
    g->h = h;
    g->n = w * h;
    memset(g->mark, 0, sizeof(int) * (size_t)(g->n + 2));
    return g;
}
