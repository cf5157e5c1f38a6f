/* wings.c: XY-wing (a bivalue pivot {a,b} seeing pincers {a,c} and {b,c}), XYZ-wing (pivot {a,b,c}), and
   WXYZ- and VWXYZ-wings (k cells, k digits, one not confined): one digit leaves the cells seeing its places. */
#include "classify/grader_int.h"

/* Non-zero when every two of the n cells see each other. */
static int all_see(const classify_grader *g, const int *cells, int n)
{
    int i, j;
    for (i = 0; i < n; i++)
        for (j = i + 1; j < n; j++)
            if (!cg_sees(g, cells[i], cells[j])) return 0;
    return 1;
}

/* Tests the k cells of set, holding k digits in all (mask): when all digits but one, z, are confined
   to cells that see one another, each of those fills at most one cell, so z fills one: every cell
   seeing all the set's cells holding z loses it. Returns 1 when that eliminates something. */
static int bent_set_elims(classify_grader *g, const int *set, int k, uint64_t mask)
{
    int holders[5], peers[3 * 64], z = 0, d, i, nh, np;
    for (d = 1; d <= g->n; d++) {
        if (!(mask & CJ_BIT(d))) continue;
        nh = 0;
        for (i = 0; i < k; i++)
            if (g->cand[set[i]] & CJ_BIT(d)) holders[nh++] = set[i];
        if (all_see(g, holders, nh)) continue;
        if (z) return 0; /* a second unconfined digit: no conclusion */
        z = d;
    }
    if (!z) return 0;
    nh = 0;
    for (i = 0; i < k; i++)
        if (g->cand[set[i]] & CJ_BIT(z)) holders[nh++] = set[i];
    g->n_elims = 0;
    np = cg_peers(g, holders[0], peers);
    for (i = 0; i < np; i++) {
        int x = peers[i], j, ok = (g->cand[x] & CJ_BIT(z)) != 0;
        for (j = 0; j < k && ok; j++) ok = x != set[j];
        for (j = 1; j < nh && ok; j++) ok = cg_sees(g, x, holders[j]);
        if (ok) cg_elim(g, x, z);
    }
    return g->n_elims > 0;
}

/* A pivot and k-1 of its peers (k = 3, 4, 5), k digits in all among them, all but one digit confined to
   cells that see one another. k = 3: the XY-wing (every cell bivalue) and the XYZ-wing. */
int cg_wing(classify_grader *g, classify_step *step, int k)
{
    int peers[3 * 64], pool[3 * 64], idx[5], set[5];
    uint64_t uni[5];
    int p, i, np, m, depth;
    for (p = 0; p < g->ncell; p++) {
        uint64_t pc = g->cand[p];
        if (g->grid[p] || cg_popcount(pc) > k) continue;
        np = cg_peers(g, p, peers);
        for (m = 0, i = 0; i < np; i++) {
            uint64_t q = g->cand[peers[i]];
            if (!g->grid[peers[i]] && cg_popcount(q | pc) <= k) pool[m++] = peers[i];
        }
        g->work += (uint64_t)np;
        if (m < k - 1) continue;
        if (g->work > g->budget) return 0;
        /* Every choice of k-1 pool cells in increasing position, pruned when the digits exceed k. */
        depth = 0;
        idx[0] = -1;
        uni[0] = pc;
        while (depth >= 0) {
            uint64_t u;
            if (++idx[depth] > m - (k - 1 - depth)) {
                depth--;
                continue;
            }
            g->work++;
            u = uni[depth] | g->cand[pool[idx[depth]]];
            if (cg_popcount(u) > k) continue;
            if (depth < k - 2) {
                uni[depth + 1] = u;
                idx[depth + 1] = idx[depth];
                depth++;
                continue;
            }
            if (cg_popcount(u) != k) continue;
            set[0] = p;
            for (i = 0; i < k - 1; i++) set[i + 1] = pool[idx[i]];
            if (!bent_set_elims(g, set, k, u)) continue;
            if (k == 3) {
                int bivalue = 1;
                for (i = 0; i < 3; i++) bivalue &= cg_popcount(g->cand[set[i]]) == 2;
                cg_step_init(step, bivalue ? CT_XY_WING : CT_XYZ_WING, bivalue ? 42 : 44);
            } else {
                cg_step_init(step, k == 4 ? CT_WXYZ_WING : CT_VWXYZ_WING, k == 4 ? 55 : 62);
            }
            step->digits = u;
            for (i = 0; i < k; i++) cg_step_cell(step, set[i]);
            cg_apply_elims(g, step);
            return 1;
        }
    }
    return 0;
}

