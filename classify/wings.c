/* wings.c: XY-wing (a bivalue pivot {a,b} seeing pincers {a,c} and {b,c}) and XYZ-wing (a pivot
   {a,b,c} seeing pincers {a,c} and {b,c}): c leaves every cell that sees all the cells holding it. */
#include "classify/grader_int.h"

/* Eliminates v from the cells seeing a and b (and c when c >= 0). */
static void elim_common(classify_grader *g, int v, int a, int b, int c)
{
    int peers[3 * 64], np = cg_peers(g, a, peers), i;
    for (i = 0; i < np; i++) {
        int x = peers[i];
        if (x == b || x == c || !(g->cand[x] & CJ_BIT(v))) continue;
        if (cg_sees(g, x, b) && (c < 0 || cg_sees(g, x, c))) cg_elim(g, x, v);
    }
}

static int wing(classify_grader *g, classify_step *step, int xyz)
{
    int peers[3 * 64], cand[3 * 64];
    int p, i, j, np, m;
    for (p = 0; p < g->ncell; p++) {
        uint64_t pc = g->cand[p];
        if (g->grid[p] || cg_popcount(pc) != (xyz ? 3 : 2)) continue;
        np = cg_peers(g, p, peers);
        m = 0;
        for (i = 0; i < np; i++) {
            uint64_t q = g->cand[peers[i]];
            if (cg_popcount(q) != 2 || q == pc) continue;
            if (xyz ? (q & ~pc) == 0 : cg_popcount(q & pc) == 1) cand[m++] = peers[i];
        }
        for (i = 0; i < m; i++)
            for (j = i + 1; j < m; j++) {
                uint64_t a = g->cand[cand[i]], b = g->cand[cand[j]], z;
                int v;
                if (a == b) continue;
                z = a & b;
                if (cg_popcount(z) != 1) continue;
                if (xyz) {
                    if ((a | b) != pc) continue;
                } else {
                    if (z & pc) continue;
                    if ((a & pc) == (b & pc)) continue;
                }
                v = cg_lowbit(z) + 1;
                g->n_elims = 0;
                elim_common(g, v, cand[i], cand[j], xyz ? p : -1);
                if (!g->n_elims) continue;
                cg_step_init(step, xyz ? CT_XYZ_WING : CT_XY_WING, xyz ? 44 : 42);
                step->digits = pc | z;
                cg_step_cell(step, p);
                cg_step_cell(step, cand[i]);
                cg_step_cell(step, cand[j]);
                cg_apply_elims(g, step);
                return 1;
            }
    }
    return 0;
}

int cg_xy_wing(classify_grader *g, classify_step *step) { return wing(g, step, 0); }
int cg_xyz_wing(classify_grader *g, classify_step *step) { return wing(g, step, 1); }
