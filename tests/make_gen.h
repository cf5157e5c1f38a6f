/* make_gen.h: the test programs' one way to build a generator with given options, in a malloc'd block
   that free(g) releases (the generator sits at the block's start). NULL if the options are refused. */
#ifndef COVERJAR_TESTS_MAKE_GEN_H
#define COVERJAR_TESTS_MAKE_GEN_H

#include <stdlib.h>
#include <string.h>
#include "gen/generator.h"

static inline generator *make_gen(int br, int bc, gen_strategy st, gen_symmetry sym, int k, int target)
{
    gen_options o;
    size_t bytes = gen_bytes(br, bc);
    void *mem = malloc(bytes);
    generator *g;
    gen_options_default(&o, br, bc);
    o.strategy = st;
    o.symmetry = sym;
    o.max_solutions = k;
    o.target_empty = target;
    g = gen_init(mem, bytes, &o);
    if (g == NULL)
        free(mem);
    return g;
}

#endif
