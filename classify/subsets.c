/* subsets.c: naked and hidden pairs, triples and quads, and the fish (X-wing, swordfish, jellyfish):
   k items of a unit or k lines whose candidates or places cover exactly k of something. */
#include "classify/grader_int.h"

/* Searches k of the m masks whose union has exactly k bits. pick receives their indices.
   Calls found() on each such choice until it returns non-zero. */
typedef int (*subset_fn)(classify_grader *g, void *ctx, const int *pick, uint64_t uni);

static int choose(classify_grader *g, const uint64_t *masks, int m, int k, int start, int depth, uint64_t uni,
                  int *pick, subset_fn found, void *ctx)
{
    int i;
    if (depth == k) return cg_popcount(uni) == k && found(g, ctx, pick, uni);
    for (i = start; i <= m - (k - depth); i++) {
        uint64_t u2 = uni | masks[i];
        if (cg_popcount(u2) > k) continue;
        pick[depth] = i;
        if (choose(g, masks, m, k, i + 1, depth + 1, u2, pick, found, ctx)) return 1;
    }
    return 0;
}

typedef struct subset_ctx {
    int unit, k, hidden;
    int idx[64];        /* item -> cell (naked) or value (hidden) */
    classify_step *step;
} subset_ctx;

static const int naked_tech[5] = {0, 0, CT_NAKED_PAIR, CT_NAKED_TRIPLE, CT_NAKED_QUAD};
static const int naked_rating[5] = {0, 0, 30, 36, 50};
static const int hidden_tech[5] = {0, 0, CT_HIDDEN_PAIR, CT_HIDDEN_TRIPLE, CT_HIDDEN_QUAD};
static const int hidden_rating[5] = {0, 0, 34, 40, 54};

static int naked_found(classify_grader *g, void *vctx, const int *pick, uint64_t uni)
{
    subset_ctx *s = (subset_ctx *)vctx;
    const uint16_t *cells = g->ucell + s->unit * g->n;
    int i, j, v;
    g->n_elims = 0;
    for (i = 0; i < g->n; i++) {
        int in = 0;
        for (j = 0; j < s->k; j++) in |= s->idx[pick[j]] == cells[i];
        if (in || g->grid[cells[i]]) continue;
        for (v = 1; v <= g->n; v++)
            if (uni & CJ_BIT(v)) cg_elim(g, cells[i], v);
    }
    if (!g->n_elims) return 0;
    cg_step_init(s->step, naked_tech[s->k], naked_rating[s->k]);
    s->step->unit = s->unit;
    s->step->digits = uni;
    for (j = 0; j < s->k; j++) cg_step_cell(s->step, s->idx[pick[j]]);
    cg_apply_elims(g, s->step);
    return 1;
}

static int hidden_found(classify_grader *g, void *vctx, const int *pick, uint64_t uni)
{
    subset_ctx *s = (subset_ctx *)vctx;
    const uint16_t *cells = g->ucell + s->unit * g->n;
    uint64_t digits = 0;
    int i, j, v;
    for (j = 0; j < s->k; j++) digits |= CJ_BIT(s->idx[pick[j]]);
    g->n_elims = 0;
    for (i = 0; i < g->n; i++) {
        if (!(uni & ((uint64_t)1 << i))) continue;
        for (v = 1; v <= g->n; v++)
            if (!(digits & CJ_BIT(v))) cg_elim(g, cells[i], v);
    }
    if (!g->n_elims) return 0;
    cg_step_init(s->step, hidden_tech[s->k], hidden_rating[s->k]);
    s->step->unit = s->unit;
    s->step->digits = digits;
    for (i = 0; i < g->n; i++)
        if (uni & ((uint64_t)1 << i)) cg_step_cell(s->step, cells[i]);
    cg_apply_elims(g, s->step);
    return 1;
}

int cg_naked_subset(classify_grader *g, classify_step *step, int k)
{
    subset_ctx s;
    uint64_t masks[64];
    int pick[4], u, i, m, n = g->n;
    s.k = k;
    s.hidden = 0;
    s.step = step;
    for (u = 0; u < g->nunit; u++) {
        const uint16_t *cells = g->ucell + u * n;
        int empty = 0;
        m = 0;
        for (i = 0; i < n; i++) {
            int pc = cg_popcount(g->cand[cells[i]]);
            empty += !g->grid[cells[i]];
            if (pc >= 2 && pc <= k) {
                s.idx[m] = cells[i];
                masks[m++] = g->cand[cells[i]];
            }
        }
        if (m < k || empty <= k) continue;
        s.unit = u;
        if (choose(g, masks, m, k, 0, 0, 0, pick, naked_found, &s)) return 1;
    }
    return 0;
}

int cg_hidden_subset(classify_grader *g, classify_step *step, int k)
{
    subset_ctx s;
    uint64_t masks[64];
    int pick[4], u, v, m, n = g->n;
    s.k = k;
    s.hidden = 1;
    s.step = step;
    for (u = 0; u < g->nunit; u++) {
        m = 0;
        for (v = 1; v <= n; v++) {
            uint64_t pos;
            int pc;
            if (g->placed[u] & CJ_BIT(v)) continue;
            pos = cg_positions(g, u, v);
            pc = cg_popcount(pos);
            if (pc >= 2 && pc <= k) {
                s.idx[m] = v;
                masks[m++] = pos;
            }
        }
        if (m < k) continue;
        s.unit = u;
        if (choose(g, masks, m, k, 0, 0, 0, pick, hidden_found, &s)) return 1;
    }
    return 0;
}

typedef struct fish_ctx {
    int v, k, cols;     /* cols: base lines are columns */
    int line[64];
    classify_step *step;
} fish_ctx;

static int fish_found(classify_grader *g, void *vctx, const int *pick, uint64_t uni)
{
    static const int tech[5] = {0, 0, CT_X_WING, CT_SWORDFISH, CT_JELLYFISH};
    static const int rating[5] = {0, 0, 32, 38, 52};
    fish_ctx *f = (fish_ctx *)vctx;
    int n = g->n, j, x, y;
    uint64_t base = 0;
    for (j = 0; j < f->k; j++) base |= (uint64_t)1 << f->line[pick[j]];
    g->n_elims = 0;
    for (x = 0; x < n; x++) {        /* cover line */
        if (!(uni & ((uint64_t)1 << x))) continue;
        for (y = 0; y < n; y++) {    /* position along it */
            int cell = f->cols ? x * n + y : y * n + x;
            if (!(base & ((uint64_t)1 << y))) cg_elim(g, cell, f->v);
        }
    }
    if (!g->n_elims) return 0;
    cg_step_init(f->step, tech[f->k], rating[f->k]);
    f->step->digits = CJ_BIT(f->v);
    for (j = 0; j < f->k; j++)
        for (x = 0; x < n; x++) {
            int cell = f->cols ? x * n + f->line[pick[j]] : f->line[pick[j]] * n + x;
            if ((uni & ((uint64_t)1 << x)) && (g->cand[cell] & CJ_BIT(f->v))) cg_step_cell(f->step, cell);
        }
    cg_apply_elims(g, f->step);
    return 1;
}

int cg_fish(classify_grader *g, classify_step *step, int k)
{
    fish_ctx f;
    uint64_t masks[64];
    int pick[4], v, cols, line, m, n = g->n;
    f.k = k;
    f.step = step;
    for (v = 1; v <= n; v++)
        for (cols = 0; cols < 2; cols++) {
            m = 0;
            for (line = 0; line < n; line++) {
                int u = cols ? n + line : line;
                uint64_t pos;
                int pc;
                if (g->placed[u] & CJ_BIT(v)) continue;
                pos = cg_positions(g, u, v);
                pc = cg_popcount(pos);
                if (pc >= 2 && pc <= k) {
                    f.line[m] = line;
                    masks[m++] = pos;
                }
            }
            if (m < k) continue;
            f.v = v;
            f.cols = cols;
            if (choose(g, masks, m, k, 0, 0, 0, pick, fish_found, &f)) return 1;
        }
    return 0;
}
