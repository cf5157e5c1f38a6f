/* grader_core.c: the grader's core, which every technique file builds on: candidates by unit, peers,
   placing and eliminating, steps, save and restore, loading a grid, singles and locked candidates. */
#include <string.h>
#include "classify/grader_int.h"

uint64_t cg_positions(const classify_grader *g, int unit, int v)
{
    uint64_t m = 0, bit = CJ_BIT(v);
    const uint16_t *cells = g->ucell + unit * g->n;
    int i;
    for (i = 0; i < g->n; i++)
        if (g->cand[cells[i]] & bit) m |= (uint64_t)1 << i;
    return m;
}

int cg_peers(const classify_grader *g, int cell, int *out)
{
    int k = 0, i, n = g->n, r = cg_row(g, cell), c = cg_col(g, cell);
    const uint16_t *u;
    for (i = 0; i < n; i++) {
        if (i != c) out[k++] = r * n + i;
        if (i != r) out[k++] = i * n + c;
    }
    u = g->ucell + g->cunit[cell * 3 + 2] * n;
    for (i = 0; i < n; i++) /* the box's cells off the cell's row and column */
        if (g->cunit[u[i] * 3] != r && g->cunit[u[i] * 3 + 1] != n + c) out[k++] = u[i];
    return k;
}

void cg_place(classify_grader *g, int cell, int v)
{
    uint64_t bit = CJ_BIT(v);
    int k, i, n = g->n;
    g->grid[cell] = (uint8_t)v;
    g->cand[cell] = 0;
    g->empties--;
    for (k = 0; k < 3; k++) {
        int u = g->cunit[cell * 3 + k];
        const uint16_t *cells = g->ucell + u * n;
        g->placed[u] |= bit;
        for (i = 0; i < n; i++) g->cand[cells[i]] &= ~bit;
    }
}

void cg_elim(classify_grader *g, int cell, int v)
{
    if ((g->cand[cell] & CJ_BIT(v)) && g->n_elims < g->elim_cap)
        g->elims[g->n_elims++] = CLASSIFY_ELIM(cell, v);
}

int cg_apply_elims(classify_grader *g, classify_step *step)
{
    int i, k = 0;
    for (i = 0; i < g->n_elims; i++) {
        uint32_t e = g->elims[i];
        int cell = CLASSIFY_ELIM_CELL(e);
        uint64_t bit = CJ_BIT(CLASSIFY_ELIM_VALUE(e));
        if (g->cand[cell] & bit) {
            g->cand[cell] &= ~bit;
            g->elims[k++] = e;
        }
    }
    g->n_elims = k;
    step->n_elims = k;
    step->elims = g->elims;
    return k;
}

void cg_step_init(classify_step *step, int tech, int rating)
{
    step->tech = tech;
    step->rating = rating;
    step->cell = -1;
    step->value = 0;
    step->n_elims = 0;
    step->elims = NULL;
    step->unit = -1;
    step->digits = 0;
    step->n_cells = 0;
    step->length = 0;
    step->sources = 0;
}

void cg_step_cell(classify_step *step, int cell)
{
    if (step->n_cells < CLASSIFY_STEP_CELLS) step->cells[step->n_cells++] = cell;
}

int cg_contradiction(const classify_grader *g)
{
    int i, u, n = g->n;
    for (i = 0; i < g->ncell; i++)
        if (!g->grid[i] && !g->cand[i]) return 1;
    for (u = 0; u < g->nunit; u++) {
        uint64_t any = 0;
        const uint16_t *cells = g->ucell + u * n;
        for (i = 0; i < n; i++) any |= g->cand[cells[i]];
        if ((any | g->placed[u]) != g->full) return 1;
    }
    return 0;
}

void cg_save(classify_grader *g)
{
    memcpy(g->save_grid, g->grid, (size_t)g->ncell);
    memcpy(g->save_cand, g->cand, sizeof(uint64_t) * (size_t)g->ncell);
    memcpy(g->save_placed, g->placed, sizeof(uint64_t) * (size_t)g->nunit);
    g->save_empties = g->empties;
}

void cg_restore(classify_grader *g)
{
    memcpy(g->grid, g->save_grid, (size_t)g->ncell);
    memcpy(g->cand, g->save_cand, sizeof(uint64_t) * (size_t)g->ncell);
    memcpy(g->placed, g->save_placed, sizeof(uint64_t) * (size_t)g->nunit);
    g->empties = g->save_empties;
}

int classify_grader_load(classify_grader *g, const uint8_t *grid)
{
    int i, u, n = g->n;
    for (i = 0; i < g->ncell; i++)
        if (grid[i] > n) return CLASSIFY_EVALUE;
    memset(g->grid, 0, (size_t)g->ncell);
    memset(g->placed, 0, sizeof(uint64_t) * (size_t)g->nunit);
    for (i = 0; i < g->ncell; i++) g->cand[i] = g->full;
    g->empties = g->ncell;
    g->work = 0;
    g->n_elims = 0;
    for (i = 0; i < g->ncell; i++) {
        int v = grid[i];
        if (!v) continue;
        for (u = 0; u < 3; u++)
            if (g->placed[g->cunit[i * 3 + u]] & CJ_BIT(v)) return CLASSIFY_EINVALID;
        cg_place(g, i, v);
    }
    return 0;
}

/* Singles: hidden (boxes, then rows, then columns) or naked. */
int cg_singles(classify_grader *g, classify_step *step, int naked)
{
    int i, n = g->n;
    if (naked) {
        for (i = 0; i < g->ncell; i++)
            if (!g->grid[i] && cg_popcount(g->cand[i]) == 1) {
                int v = cj_lowbit(g->cand[i]) + 1;
                cg_step_init(step, CT_NAKED_SINGLE, 23);
                step->cell = i;
                step->value = v;
                step->digits = CJ_BIT(v);
                cg_place(g, i, v);
                return 1;
            }
        return 0;
    }
    for (i = 0; i < g->nunit; i++) {
        int u = (i + 2 * n) % g->nunit; /* boxes first */
        const uint16_t *cells = g->ucell + u * n;
        uint64_t once = 0, more = 0, single;
        int k;
        for (k = 0; k < n; k++) {
            uint64_t c = g->cand[cells[k]];
            more |= once & c;
            once |= c;
        }
        single = once & ~more;
        if (!single) continue;
        {
            int v = cj_lowbit(single) + 1;
            for (k = 0; k < n; k++)
                if (g->cand[cells[k]] & CJ_BIT(v)) break;
            cg_step_init(step, CT_HIDDEN_SINGLE, u >= 2 * n ? 12 : 15);
            step->cell = cells[k];
            step->value = v;
            step->unit = u;
            step->digits = CJ_BIT(v);
            cg_place(g, cells[k], v);
            return 1;
        }
    }
    return 0;
}

/* Locked candidates. Pointing: a value's places in a box all lie in one row or column, so the rest
   of that line loses it. Claiming: a value's places in a row or column all lie in one box. */
int cg_locked(classify_grader *g, classify_step *step, int claiming)
{
    int n = g->n, u, v, k;
    int first = claiming ? 0 : 2 * n, last = claiming ? 2 * n : 3 * n;
    for (u = first; u < last; u++) {
        const uint16_t *cells = g->ucell + u * n;
        uint64_t any = 0;
        for (k = 0; k < n; k++) any |= g->cand[cells[k]];
        for (v = 1; v <= n; v++) {
            int kind, line = -1, cnt = 0;
            if (!(any & CJ_BIT(v))) continue;
            for (kind = 0; kind < 3; kind++) {
                int target = -1, ok = 1;
                if (claiming ? kind != 2 : kind == 2) continue;
                for (k = 0; k < n && ok; k++) {
                    int cell = cells[k];
                    if (!(g->cand[cell] & CJ_BIT(v))) continue;
                    if (target < 0) target = g->cunit[cell * 3 + kind];
                    else if (target != g->cunit[cell * 3 + kind]) ok = 0;
                }
                if (!ok || target < 0) continue;
                line = target;
                g->n_elims = 0;
                {
                    const uint16_t *tc = g->ucell + line * n;
                    for (cnt = 0; cnt < n; cnt++)
                        if (g->cunit[tc[cnt] * 3 + (u >= 2 * n ? 2 : (u >= n ? 1 : 0))] != u) cg_elim(g, tc[cnt], v);
                }
                if (g->n_elims) {
                    cg_step_init(step, claiming ? CT_CLAIMING : CT_POINTING, claiming ? 28 : 26);
                    step->unit = u;
                    step->digits = CJ_BIT(v);
                    for (k = 0; k < n; k++)
                        if (g->cand[cells[k]] & CJ_BIT(v)) cg_step_cell(step, cells[k]);
                    cg_apply_elims(g, step);
                    return 1;
                }
            }
        }
    }
    return 0;
}
