/* gen_int.h: what the Fillomino generator's files share (gen_memory.c: its memory; gen.c: full boards and
   the emptying): its state. */
#ifndef COVERJAR_FILLOMINO_GEN_INT_H
#define COVERJAR_FILLOMINO_GEN_INT_H

#include "fillomino/gen.h"
#include "fillomino/lean.h"

struct fm_gen {
    int w, h, n;
    fm_lean *lean;     /* the checks' solver */
    const fm_val *sol; /* the full board being emptied */
    int *region, *regsize, *grow, *frontier, *order, *mark, *orbit, *orbit_start, *clues, *work;
    fm_val *trial;
    uint32_t stamp;
    int stopped; /* opts->keep_going said stop during this emptying */
};

#endif
