/* uniqueness.c: techniques that rely on the puzzle having one solution: unique rectangles (types 1
   and 2) and the bivalue universal grave plus one (BUG+1). */
#include "classify/grader_int.h"

/* Unique rectangle: four cells on two rows, two columns and two boxes all holding {a, b}. If they held
   only a and b, a and b could swap and the puzzle would have two solutions, so the extra candidates of
   the other cells (the roof) are needed. Type 1: one roof cell loses a and b. Type 2: the roof's extras
   are one digit c, which must be in the roof: every cell seeing the whole roof loses c. */
int cg_unique_rectangle(classify_grader *g, classify_step *step)
{
    int n = g->n, r1, r2, c1, c2, i;
    for (r1 = 0; r1 < n; r1++)
        for (r2 = r1 + 1; r2 < n; r2++) {
            g->work += (uint64_t)(n * n);
            if (g->work > g->budget) return 0;
            for (c1 = 0; c1 < n; c1++)
                for (c2 = c1 + 1; c2 < n; c2++) {
                    int cells[4], roof[4], nr = 0, peers[3 * 64], np;
                    uint64_t ab = g->full, extra = 0;
                    cells[0] = r1 * n + c1;
                    cells[1] = r1 * n + c2;
                    cells[2] = r2 * n + c1;
                    cells[3] = r2 * n + c2;
                    for (i = 0; i < 4; i++) ab &= g->cand[cells[i]];
                    if (cg_popcount(ab) != 2) continue; /* filled cells have no candidates */
                    {
                        int same_row_band = cg_box(g, cells[0]) == cg_box(g, cells[1]);
                        int same_col_band = cg_box(g, cells[0]) == cg_box(g, cells[2]);
                        if (same_row_band == same_col_band) continue; /* one box or four */
                    }
                    for (i = 0; i < 4; i++)
                        if (g->cand[cells[i]] != ab) {
                            roof[nr++] = cells[i];
                            extra |= g->cand[cells[i]] & ~ab;
                        }
                    if (nr == 0) continue; /* a deadly pattern already: not for us to judge */
                    g->n_elims = 0;
                    if (nr == 1) {
                        cg_elim(g, roof[0], cj_lowbit(ab) + 1);
                        cg_elim(g, roof[0], cj_lowbit(ab & (ab - 1)) + 1);
                    } else if (cg_popcount(extra) == 1) {
                        int c = cj_lowbit(extra) + 1, j;
                        np = cg_peers(g, roof[0], peers);
                        for (i = 0; i < np; i++) {
                            int ok = 1;
                            for (j = 1; j < nr && ok; j++) ok = cg_sees(g, peers[i], roof[j]) || peers[i] == roof[j];
                            for (j = 0; j < 4 && ok; j++) ok = peers[i] != cells[j];
                            if (ok) cg_elim(g, peers[i], c);
                        }
                    }
                    if (!g->n_elims) continue;
                    cg_step_init(step, CT_UNIQUE_RECTANGLE, nr == 1 ? 45 : 46);
                    step->digits = ab | (nr == 1 ? 0 : extra);
                    for (i = 0; i < 4; i++) cg_step_cell(step, cells[i]);
                    cg_apply_elims(g, step);
                    return 1;
                }
        }
    return 0;
}

/* BUG+1: every open cell has two candidates but one, which has three. Were it reduced to the two
   others, every digit would appear twice in each unit and the grid would have two solutions; so that
   cell takes the digit that appears three times in its row (and column, and box). */
int cg_bug(classify_grader *g, classify_step *step)
{
    int i, three = -1, n = g->n, k, v;
    for (i = 0; i < g->ncell; i++) {
        int pc;
        if (g->grid[i]) continue;
        pc = cg_popcount(g->cand[i]);
        if (pc == 2) continue;
        if (pc != 3 || three >= 0) return 0;
        three = i;
    }
    if (three < 0) return 0;
    for (v = 1; v <= n; v++) {
        int u = g->cunit[three * 3], count = 0;
        const uint16_t *cells = g->ucell + u * n;
        if (!(g->cand[three] & CJ_BIT(v))) continue;
        for (k = 0; k < n; k++) count += (g->cand[cells[k]] & CJ_BIT(v)) != 0;
        if (count != 3) continue;
        cg_step_init(step, CT_BUG, 56);
        step->cell = three;
        step->value = v;
        step->digits = g->cand[three];
        cg_place(g, three, v);
        return 1;
    }
    return 0;
}
