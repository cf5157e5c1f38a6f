/* nonogram_gen.c: the Nonogram generator: a random picture of the asked density, repaired until its clues
   have one solution (a cell flipped where two solutions differ, or where logic stays unsure), then graded. */
#include "gen/nonogram_gen.h"

#include <string.h>

/* The cells a flip of x takes with it under the symmetry (x itself first); returns how many. */
static int orbit(int x, int w, int h, int symmetry, int *out)
{
    int r = x / w, c = x % w, n = 1, k, m;
    int cand[4];
    out[0] = x;
    m = 0;
    if (symmetry == NG_SYM_ROT180 || symmetry == NG_SYM_ROT90)
        cand[m++] = (h - 1 - r) * w + (w - 1 - c);
    if (symmetry == NG_SYM_ROT90) {
        cand[m++] = c * w + (w - 1 - r);
        cand[m++] = (w - 1 - c) * w + r;
    }
    if (symmetry == NG_SYM_MIRROR)
        cand[m++] = r * w + (w - 1 - c);
    if (symmetry == NG_SYM_DIAGONAL)
        cand[m++] = c * w + r;
    for (k = 0; k < m; k++) {
        int j, seen = 0;
        for (j = 0; j < n; j++)
            seen |= out[j] == cand[k];
        if (!seen)
            out[n++] = cand[k];
    }
    return n;
}

static void flip(uint8_t *grid, int x, int w, int h, int symmetry)
{
    int cells[4], n = orbit(x, w, h, symmetry, cells), k;
    uint8_t v = grid[x] == NG_BLACK ? NG_WHITE : NG_BLACK;
    for (k = 0; k < n; k++)
        grid[cells[k]] = v;
}

/* A random cell among those where a and b differ (b NULL: where a is unknown); -1 when none. */
static int pick_cell(const uint8_t *a, const uint8_t *b, int cells, cj_rng *rng)
{
    int x, n = 0, k;
    for (x = 0; x < cells; x++)
        n += b != NULL ? a[x] != b[x] : a[x] == NG_UNKNOWN;
    if (n == 0)
        return -1;
    k = (int)cj_rng_below(rng, (uint32_t)n);
    for (x = 0; x < cells; x++)
        if ((b != NULL ? a[x] != b[x] : a[x] == NG_UNKNOWN) && k-- == 0)
            return x;
    return -1;
}

int ng_generate(ng_solver *s, const ng_gen_opts *o, cj_rng *rng, ng_puzzle *p, uint8_t *picture, ng_gen_work *wk,
                ng_gen_stats *st)
{
    int w = o->w, h = o->h, cells = w * h, attempt, x;
    int density = o->density_percent > 0 ? o->density_percent : 50;
    ng_logic *lg = ng_solver_logic(s);
    memset(st, 0, sizeof *st);
    if (!ng_shape_ok(w, h) || density > 100 ||
        ((o->symmetry == NG_SYM_ROT90 || o->symmetry == NG_SYM_DIAGONAL) && w != h))
        return -1;
    for (attempt = 0; attempt < o->max_attempts; attempt++) {
        int flips;
        st->attempts++;
        memset(picture, NG_WHITE, (size_t)cells);
        for (x = 0; x < cells; x++)
            if ((int)cj_rng_below(rng, 100) < density && picture[x] == NG_WHITE)
                flip(picture, x, w, h, o->symmetry);
        for (flips = 0; flips <= o->max_flips; flips++) {
            ng_grade g;
            long n;
            int target = o->level; /* 0 = any */
            ng_clues_of(p, w, h, picture);
            ng_grade_puzzle(lg, p, wk->logic_grid, &g);
            st->level = g.level;
            st->rating = g.rating;
            if (g.level == 1 && (target == 0 || target == 1))
                return 0;
            if (target == 1) { /* line logic must suffice: flip where it stays unsure */
                memset(wk->logic_grid, NG_UNKNOWN, (size_t)cells);
                ng_propagate(lg, p, wk->logic_grid, 1);
                x = pick_cell(wk->logic_grid, NULL, cells, rng);
            } else if (g.level == 2) {
                if (target == 0 || target == 2)
                    return 0;
                break; /* too easy for search: a new picture */
            } else {
                if (target == 2) { /* probing must suffice: flip where it stays unsure */
                    x = pick_cell(wk->logic_grid, NULL, cells, rng);
                } else if (g.level == 1) {
                    break;
                } else {
                    n = ng_count(s, p, 2, 1, wk->first, wk->second);
                    st->counts++;
                    if (n == 1)
                        return 0;
                    if (n < 0)
                        break;
                    x = pick_cell(wk->first, wk->second, cells, rng);
                }
            }
            if (x < 0)
                break;
            flip(picture, x, w, h, o->symmetry);
            st->flips++;
        }
    }
    return -2;
}
