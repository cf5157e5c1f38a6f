/* gen_target.c: what a Fillomino generation request may ask: the default largest region, the symmetries a
   board takes, and whether an --empty target can be met at all (orbits, a unique puzzle with no clue). */
#include "fillomino/gen.h"

/* The image of cell c of a w x h board under the symmetry (as the generator's orbits). */
static int image(int sym, int w, int h, int c)
{
    int r = c / w, col = c % w;
    switch (sym) {
    case FM_SYM_ROT90: return col * w + (w - 1 - r);
    case FM_SYM_MIRROR: return r * w + (w - 1 - col);
    case FM_SYM_FLIP: return (h - 1 - r) * w + col;
    case FM_SYM_DIAGONAL: return col * w + r;
    default: return w * h - 1 - c;
    }
}

int fm_target_possible(const fm_gen_opts *o, int w, int h)
{
    int n = w * h, t = o->target_empty, c, orbits[5] = {0, 0, 0, 0, 0}, quads;
    if (t < 0)
        return 1;
    if (t > n)
        return 0;
    /* No clue: the whole board as one region of n, and a corner cell alone (1) beside the rest (n - 1, still
       connected) are two solutions once n >= 3. */
    if (t == n && n >= 3 && o->max_solutions <= 1)
        return 0;
    if (o->strategy != FM_STRAT_SYMMETRIC || !fm_symmetry_ok(o->symmetry, w, h))
        return 1;
    for (c = 0; c < n; c++) { /* orbits of 1, 2 or 4 cells, each counted at its smallest cell */
        int len = 1, x = image(o->symmetry, w, h, c), least = c;
        for (; x != c && len < 4; x = image(o->symmetry, w, h, x), len++)
            least = x < least ? x : least;
        orbits[len] += least == c;
    }
    for (quads = 0; quads <= orbits[4] && 4 * quads <= t; quads++) { /* pairs as many as fit, then singles */
        int left = t - 4 * quads, pairs = left / 2 < orbits[2] ? left / 2 : orbits[2];
        if (left - 2 * pairs <= orbits[1])
            return 1;
    }
    return 0;
}

int fm_default_max_region(int w, int h)
{
    return w * h < 9 ? w * h : 9;
}

int fm_symmetry_ok(int symmetry, int w, int h)
{
    if (symmetry == FM_SYM_ROT90 || symmetry == FM_SYM_DIAGONAL)
        return w == h;
    return symmetry >= FM_SYM_ROT180 && symmetry <= FM_SYM_DIAGONAL;
}
