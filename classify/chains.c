/* chains.c: X-chains (one value's strong and weak links, alternating; covers simple colouring) and forcing
   chains (an assumption followed along bivalue/bilocal links only, or with every single: static, dynamic). */
#include <limits.h>
#include "classify/grader_int.h"

/* Queues single v in cell once per round (g->queued marks the queued ones). */
static void queue_single(classify_grader *g, int *m, int cell, int v)
{
    uint64_t bit = CJ_BIT(v);
    if ((g->queued[cell] & bit) || *m >= 2 * g->ncell) return;
    g->queued[cell] |= bit;
    g->queue[(*m)++] = (int32_t)CLASSIFY_ELIM(cell, v);
}

/* Clears the marks of the m singles queued. */
static void unqueue(classify_grader *g, int m)
{
    int i;
    for (i = 0; i < m; i++) g->queued[CLASSIFY_ELIM_CELL((uint32_t)g->queue[i])] = 0;
}

/* Applies singles round by round: every single found in a scan is placed, then scan again. With
   g->static_links set, only the singles that one link gives: a cell that held two candidates in the
   saved state, a value that had two places in a unit there (a chain of bivalue and bilocal links).
   A round counts its distinct singles, and places them all before it reports a clash among them: the
   count does not depend on the order of the cells. Returns 0 at the fixpoint, -1 on a contradiction,
   1 when *placed reached limit after a round. */
int cg_propagate(classify_grader *g, int *placed, int limit)
{
    int n = g->n;
    for (;;) {
        int m = 0, i, u, k, clash = 0;
        if (g->empties == 0) return 0;
        g->work += (uint64_t)(g->ncell + g->nunit * n);
        for (i = 0; i < g->ncell; i++) {
            if (g->grid[i] || (g->static_links && cg_popcount(g->save_cand[i]) != 2)) continue;
            if (!g->cand[i]) return unqueue(g, m), -1;
            if (cg_popcount(g->cand[i]) == 1) queue_single(g, &m, i, cj_lowbit(g->cand[i]) + 1);
        }
        for (u = 0; u < g->nunit; u++) {
            const uint16_t *cells = g->ucell + u * n;
            uint64_t once = 0, more = 0, single;
            for (k = 0; k < n; k++) {
                more |= once & g->cand[cells[k]];
                once |= g->cand[cells[k]];
            }
            single = once & ~more;
            if (g->static_links) {
                if (~(once | g->placed[u]) & g->bilocal[u] & g->full) return unqueue(g, m), -1;
                single &= g->bilocal[u];
            } else if ((once | g->placed[u]) != g->full) {
                return unqueue(g, m), -1;
            }
            for (k = 0; k < n && single; k++) {
                uint64_t hit = g->cand[cells[k]] & single;
                for (; hit; hit &= hit - 1) queue_single(g, &m, cells[k], cj_lowbit(hit) + 1);
            }
        }
        if (!m) return 0;
        unqueue(g, m);
        for (i = 0; i < m; i++) {
            int cell = CLASSIFY_ELIM_CELL((uint32_t)g->queue[i]), v = CLASSIFY_ELIM_VALUE((uint32_t)g->queue[i]);
            if (g->grid[cell] || !(g->cand[cell] & CJ_BIT(v))) {
                clash = 1; /* another single of this round took the cell or the value */
                continue;
            }
            cg_place(g, cell, v);
            g->work += (uint64_t)(3 * n);
        }
        *placed += m;
        if (clash) return -1;
        if (*placed >= limit) return 1;
    }
}

/* Rating increment for a chain or forcing effort: one tenth per doubling past 4. */
static int length_bonus(int len)
{
    int b = 0, lim = 4;
    while (len > lim && b < 6) {
        b++;
        lim *= 2;
    }
    return b;
}

/* Does some cell other than a and b, holding v, see both? */
static int has_common(classify_grader *g, int v, int a, int b)
{
    int peers[3 * 64], np = cg_peers(g, a, peers), i;
    for (i = 0; i < np; i++)
        if (peers[i] != b && (g->cand[peers[i]] & CJ_BIT(v)) && cg_sees(g, peers[i], b)) return 1;
    return 0;
}

typedef struct chain_best {
    int len, v, s, e, contra; /* contra: s must hold v; else v leaves the cells seeing s and e */
    int n_cells, cells[CLASSIFY_STEP_CELLS];
} chain_best;

static void record_path(const classify_grader *g, chain_best *b, int state)
{
    int tmp[CLASSIFY_STEP_CELLS], k = 0, i;
    while (state >= 0 && k < CLASSIFY_STEP_CELLS) {
        tmp[k++] = state / 2;
        state = g->parent[state];
    }
    for (i = k - 1; i >= 0 && b->n_cells < CLASSIFY_STEP_CELLS; i--) b->cells[b->n_cells++] = tmp[i];
}

/* Rating of an X-chain by its links: 3 (skyscraper, kite, turbot fish) 4.2; 5, 7, 9 and 11 (three to
   six strong links) 5.4, 5.7, 6.3, 6.4; longer ones 6.5 and a tenth per doubling of the length. */
static int x_chain_rating(int len)
{
    static const int by_strong_links[6] = {0, 0, 42, 54, 57, 63};
    int strong = (len + 1) / 2;
    if (strong < 6) return by_strong_links[strong];
    if (strong == 6) return 64;
    return 65 + length_bonus(len);
}

int cg_x_chain(classify_grader *g, classify_step *step, int max_len)
{
    int n = g->n, v, s, u, peers[3 * 64];
    uint64_t pos_of[3 * 64]; /* each unit's places of v: the candidates stay fixed during the search */
    chain_best best;
    best.len = max_len + 1;
    for (v = 1; v <= n; v++) {
        uint64_t bit = CJ_BIT(v);
        for (u = 0; u < g->nunit; u++) pos_of[u] = cg_positions(g, u, v);
        for (s = 0; s < g->ncell; s++) {
            int head = 0, tail = 0;
            if (!(g->cand[s] & bit)) continue;
            if (g->work > g->budget) return 0;
            g->stamp++;
            g->seen[2 * s] = g->stamp;
            g->dist[2 * s] = 0;
            g->parent[2 * s] = -1;
            g->queue[tail++] = 2 * s;
            while (head < tail) {
                int st = g->queue[head++], x = st / 2, t = st % 2, d = g->dist[st], nb[3 * 64], m = 0, i;
                if (d + 1 >= best.len) break;
                if (t) {
                    int np = cg_peers(g, x, peers);
                    for (i = 0; i < np; i++)
                        if (g->cand[peers[i]] & bit) nb[m++] = 2 * peers[i];
                    g->work += (uint64_t)np;
                } else {
                    int k;
                    for (k = 0; k < 3; k++) {
                        int u = g->cunit[x * 3 + k];
                        uint64_t pos = pos_of[u];
                        if (cg_popcount(pos) == 2) {
                            pos &= ~((uint64_t)1 << g->cpos[x * 3 + k]);
                            nb[m++] = 2 * g->ucell[u * n + cj_lowbit(pos)] + 1;
                        }
                    }
                    g->work += (uint64_t)(3 * n);
                }
                for (i = 0; i < m; i++) {
                    int ns = nb[i], y = ns / 2;
                    if (g->seen[ns] == g->stamp) continue;
                    g->seen[ns] = g->stamp;
                    g->dist[ns] = d + 1;
                    g->parent[ns] = st;
                    g->queue[tail++] = ns;
                    if (g->seen[ns ^ 1] == g->stamp) {
                        int len = d + 1 + g->dist[ns ^ 1];
                        if (len < best.len) {
                            best.len = len;
                            best.v = v;
                            best.s = s;
                            best.e = y;
                            best.contra = 1;
                            best.n_cells = 0;
                            record_path(g, &best, ns);
                            record_path(g, &best, ns ^ 1);
                        }
                    } else if ((ns & 1) && y != s && d + 1 < best.len && has_common(g, v, s, y)) {
                        best.len = d + 1;
                        best.v = v;
                        best.s = s;
                        best.e = y;
                        best.contra = 0;
                        best.n_cells = 0;
                        record_path(g, &best, ns);
                    }
                }
            }
        }
    }
    if (best.len > max_len) return 0;
    cg_step_init(step, CT_X_CHAIN, x_chain_rating(best.len));
    step->digits = CJ_BIT(best.v);
    step->length = best.len;
    for (s = 0; s < best.n_cells; s++) cg_step_cell(step, best.cells[s]);
    if (best.contra) {
        step->cell = best.s;
        step->value = best.v;
        cg_place(g, best.s, best.v);
        return 1;
    }
    {
        int np = cg_peers(g, best.s, peers), i;
        g->n_elims = 0;
        for (i = 0; i < np; i++)
            if (peers[i] != best.e && cg_sees(g, peers[i], best.e)) cg_elim(g, peers[i], best.v);
    }
    cg_apply_elims(g, step);
    return 1;
}

/* One multi-branch forcing source: the candidates of a cell, or the places of a value in a unit. */
typedef struct forcing_src {
    int unit; /* -1: cell forcing on cell; else unit forcing of value v */
    int cell, v;
} forcing_src;

/* Runs every branch of src from the saved state and accumulates in g->acc the union of what each
   non-contradictory branch leaves possible. Returns the total effort, -1 when every branch
   contradicts, -2 when the budget ran out, or -3 as soon as the effort passes cap (longer than a
   source already found). The state is restored. */
static int run_branches(classify_grader *g, const forcing_src *src, int cap)
{
    int n = g->n, i, effort = 0, alive = 0;
    for (i = 0; i < g->ncell; i++) g->acc[i] = 0;
    for (i = 0; i < n; i++) {
        int cell, v, eff = 1, r, x;
        if (src->unit < 0) {
            cell = src->cell;
            v = i + 1;
            if (!(g->save_cand[cell] & CJ_BIT(v))) continue;
        } else {
            cell = g->ucell[src->unit * n + i];
            v = src->v;
            if (!(g->save_cand[cell] & CJ_BIT(v))) continue;
        }
        cg_place(g, cell, v);
        r = cg_propagate(g, &eff, cap - effort < INT_MAX ? cap - effort + 1 : INT_MAX);
        effort += eff;
        if (r > 0) {
            cg_restore(g);
            return -3;
        }
        if (r == 0) {
            alive++;
            for (x = 0; x < g->ncell; x++)
                if (!g->save_grid[x]) g->acc[x] |= g->grid[x] ? CJ_BIT(g->grid[x]) : g->cand[x];
        }
        cg_restore(g);
        if (g->work > g->budget) return -2;
    }
    return alive ? effort : -1;
}

/* After run_branches: whether the branches agree on something (a placement removes the cell's other
   candidates); with add, adds it to g->gone. */
static int conclusions(classify_grader *g, int add)
{
    int x, any = 0;
    for (x = 0; x < g->ncell; x++) {
        uint64_t out = g->save_grid[x] ? 0 : g->save_cand[x] & ~g->acc[x];
        if (add) g->gone[x] |= out;
        else if (out) return 1;
        any |= out != 0;
    }
    return any;
}

/* Applies g->gone as the step's eliminations (the list capped at g->elim_cap, every one applied). */
static void apply_gone(classify_grader *g, classify_step *step)
{
    int x;
    g->n_elims = 0;
    for (x = 0; x < g->ncell; x++) {
        uint64_t out = g->gone[x] & g->cand[x];
        g->cand[x] &= ~out;
        for (; out; out &= out - 1)
            if (g->n_elims < g->elim_cap) g->elims[g->n_elims++] = CLASSIFY_ELIM(x, cj_lowbit(out) + 1);
    }
    step->n_elims = g->n_elims;
    step->elims = g->elims;
}

static void clear_gone(classify_grader *g)
{
    int x;
    for (x = 0; x < g->ncell; x++) g->gone[x] = 0;
}

/* Forcing chains of the kind g->static_links says (see cg_propagate). A step takes every source of the
   shortest effort, not the first found, and removes what all of them conclude: which source comes first
   depends on the order of the cells, the shortest effort and the set of such sources do not, so a
   symmetry of the grid keeps the step, and with it the rest of the grading. */
static int forcing(classify_grader *g, classify_step *step)
{
    int static_links = g->static_links, max_branches = static_links ? 2 : 4, base = static_links ? 70 : 85;
    int n = g->n, cell, v, u, i, best_eff = INT_MAX, sources = 0;
    forcing_src src, best_src;
    if (g->work > g->budget) return 0;
    cg_save(g);
    /* Contradiction: assuming v in cell leads, by singles, to an impossible grid. Singles are
       monotone: a placement inside a consistent fixpoint reaches only part of it, so it cannot
       contradict, and g->acc remembers such placements to skip them. */
    for (cell = 0; cell < g->ncell; cell++) g->acc[cell] = 0;
    clear_gone(g);
    for (cell = 0; cell < g->ncell; cell++) {
        if (g->save_grid[cell]) continue;
        for (v = 1; v <= n; v++) {
            int eff = 1, r, x;
            if (!(g->save_cand[cell] & CJ_BIT(v)) || (g->acc[cell] & CJ_BIT(v))) continue;
            cg_place(g, cell, v);
            /* a longer contradiction would not be kept; one as long is */
            r = cg_propagate(g, &eff, best_eff < INT_MAX ? best_eff + 1 : INT_MAX);
            if (r == 0)
                for (x = 0; x < g->ncell; x++)
                    if (!g->save_grid[x] && g->grid[x]) g->acc[x] |= CJ_BIT(g->grid[x]);
            cg_restore(g);
            if (r < 0 && eff <= best_eff) {
                if (eff < best_eff) {
                    clear_gone(g);
                    sources = 0;
                }
                best_eff = eff;
                g->gone[cell] |= CJ_BIT(v);
                sources++;
            }
            if (g->work > g->budget) return 0;
        }
    }
    if (sources) { /* no pattern cells: each removal is its own assumption */
        cg_step_init(step, CT_FORCING_CHAIN, base + length_bonus(best_eff));
        step->length = best_eff;
        step->sources = sources;
        for (cell = 0; cell < g->ncell; cell++) step->digits |= g->gone[cell];
        apply_gone(g, step);
        return 1;
    }
    /* Cell and unit forcing: every branch agrees on a placement or an elimination. */
    best_src.unit = -2;
    for (u = -1; u < g->nunit; u++) {
        int lim = u < 0 ? g->ncell : n;
        for (cell = 0; cell < lim; cell++) {
            int eff, pc;
            if (u < 0) {
                pc = cg_popcount(g->save_cand[cell]);
                if (g->save_grid[cell] || pc < 2 || pc > max_branches) continue;
                src.unit = -1;
                src.cell = cell;
                src.v = 0;
            } else {
                v = cell + 1;
                if (g->save_placed[u] & CJ_BIT(v)) continue;
                pc = cg_popcount(cg_positions(g, u, v));
                if (pc < 2 || pc > max_branches) continue;
                src.unit = u;
                src.cell = -1;
                src.v = v;
            }
            eff = run_branches(g, &src, best_eff);
            if (eff == -2) return 0;
            if (eff == -1) return CLASSIFY_EINVALID;
            if (eff == -3 || eff > best_eff || !conclusions(g, 0)) continue;
            if (eff < best_eff) { /* the conclusions of longer sources are dropped */
                clear_gone(g);
                sources = 0;
                best_src = src;
                best_eff = eff;
            }
            conclusions(g, 1);
            sources++;
        }
    }
    if (!sources) return 0;
    cg_step_init(step, CT_FORCING_CHAIN, base + length_bonus(best_eff));
    step->length = best_eff;
    step->unit = best_src.unit;
    step->sources = sources;
    if (best_src.unit < 0) {
        cg_step_cell(step, best_src.cell);
        step->digits = g->save_cand[best_src.cell];
    } else {
        step->digits = CJ_BIT(best_src.v);
        for (i = 0; i < n; i++)
            if (g->save_cand[g->ucell[best_src.unit * n + i]] & CJ_BIT(best_src.v))
                cg_step_cell(step, g->ucell[best_src.unit * n + i]);
    }
    apply_gone(g, step);
    return 1;
}

int cg_forcing(classify_grader *g, classify_step *step, int static_links)
{
    uint64_t bilocal[3 * 64];
    int r, u, k, n = g->n;
    for (u = 0; u < g->nunit; u++) { /* the values with exactly two places in the unit, now */
        uint64_t once = 0, twice = 0, more = 0;
        for (k = 0; k < n; k++) {
            uint64_t c = g->cand[g->ucell[u * n + k]];
            more |= twice & c;
            twice |= once & c;
            once |= c;
        }
        bilocal[u] = twice & ~more;
    }
    g->static_links = static_links;
    g->bilocal = bilocal;
    r = forcing(g, step);
    g->static_links = 0;
    g->bilocal = NULL;
    return r;
}
