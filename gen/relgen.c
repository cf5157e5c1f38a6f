/* relgen.c: seed 002's generator on the exact-cover engine and the propagation solver: a random solution (easy
   Jidoku: around a box of rising neighbours), clue orbits added until propagation fixes every cell, then dropped. */
#include "gen/relgen.h"

#include "classify/inference.h"
#include <string.h>

static int map_cell(int n, int sym, int cell)
{
    int r = cell / n, c = cell % n;
    switch (sym) {
    case RELGEN_SYM_ROT180:
        return (n - 1 - r) * n + (n - 1 - c);
    case RELGEN_SYM_ROT90:
        return c * n + (n - 1 - r);
    case RELGEN_SYM_MIRROR:
        return r * n + (n - 1 - c);
    case RELGEN_SYM_DIAGONAL:
        return c * n + r;
    default:
        return cell;
    }
}

static int map_clue(const relgen_request *req, int clue)
{
    int n = req->n, edges = latin_edge_count(n), a, b;
    if (clue >= edges)
        return edges + map_cell(n, req->symmetry, clue - edges);
    latin_edge_cells(n, clue, &a, &b);
    return latin_edge_between(n, map_cell(n, req->symmetry, a), map_cell(n, req->symmetry, b));
}

static int candidate(const relgen_request *req, const latin_puzzle *shape, int clue)
{
    int a, b, edges = latin_edge_count(req->n);
    if (clue >= edges)
        return req->givens;
    if (!req->box_rows || req->relations_all)
        return 1;
    latin_edge_cells(req->n, clue, &a, &b);
    return latin_box_of(shape, a) == latin_box_of(shape, b);
}

int relgen_orbits_make(const relgen_request *req, relgen_orbits *orbits)
{
    int n = req->n, total = latin_edge_count(n) + n * n, clue, k, used = 0;
    uint8_t seen[RELGEN_MAX_CLUES];
    latin_puzzle shape;
    if (req->symmetry < RELGEN_SYM_NONE || req->symmetry > RELGEN_SYM_DIAGONAL ||
        latin_puzzle_clear(&shape, n, req->box_rows, req->box_cols) != LATIN_OK)
        return RELGEN_EOPTIONS;
    /* Quarter turns and the diagonal must map boxes onto boxes. */
    if ((req->symmetry == RELGEN_SYM_ROT90 || req->symmetry == RELGEN_SYM_DIAGONAL) && req->box_rows != req->box_cols)
        return RELGEN_EOPTIONS;
    memset(seen, 0, sizeof seen);
    orbits->count = 0;
    for (clue = 0; clue < total; clue++) {
        int first = used, ok = 1, at = clue;
        if (seen[clue] || !candidate(req, &shape, clue))
            continue;
        do {
            if (!candidate(req, &shape, at))
                ok = 0;
            seen[at] = 1;
            orbits->members[used++] = at;
            at = map_clue(req, at);
        } while (at != clue && !seen[at]);
        if (!ok) {
            used = first;
            continue;
        }
        orbits->start[orbits->count++] = first;
    }
    orbits->start[orbits->count] = used;
    for (k = 0; k < orbits->count; k++)
        if (orbits->start[k + 1] == orbits->start[k])
            return RELGEN_EOPTIONS;
    return RELGEN_OK;
}

/* Sets (value non-zero) or clears the clues of orbit o in p, true to the solution. */
static void assign(const relgen_request *req, const relgen_orbits *orbits, int o, const uint8_t *sol, int on,
                   latin_puzzle *p)
{
    int k, edges = latin_edge_count(req->n);
    for (k = orbits->start[o]; k < orbits->start[o + 1]; k++) {
        int clue = orbits->members[k], a, b;
        if (clue >= edges) {
            p->givens[clue - edges] = on ? sol[clue - edges] : 0;
            continue;
        }
        latin_edge_cells(req->n, clue, &a, &b);
        p->rel[clue] = (uint8_t)(!on ? LATIN_REL_NONE : sol[a] < sol[b] ? LATIN_REL_LESS : LATIN_REL_MORE);
    }
}

/* Non-zero when what propagation knows already implies every clue of orbit o: adding it adds nothing. */
static int implied(const relgen_request *req, const relgen_orbits *orbits, int o, const uint8_t *sol,
                   const inference *s)
{
    int k, edges = latin_edge_count(req->n);
    for (k = orbits->start[o]; k < orbits->start[o + 1]; k++) {
        int clue = orbits->members[k], a, b, small, large;
        uint32_t low;
        if (clue >= edges) {
            if (inf_value(s, clue - edges) == 0)
                return 0;
            continue;
        }
        latin_edge_cells(req->n, clue, &a, &b);
        small = sol[a] < sol[b] ? a : b;
        large = a + b - small;
        low = s->dom[large] & (0u - s->dom[large]); /* the large cell's least value */
        if (s->dom[small] & ~(low - 1))
            return 0;
    }
    return 1;
}

/* Hands the clues of orbit o (set in the puzzle) to propagation state s. */
static void take_up(const relgen_request *req, const relgen_orbits *orbits, int o, const uint8_t *sol, inference *s)
{
    int k, edges = latin_edge_count(req->n);
    for (k = orbits->start[o]; k < orbits->start[o + 1]; k++)
        if (orbits->members[k] >= edges)
            inf_fix(s, orbits->members[k] - edges, sol[orbits->members[k] - edges]);
        else
            inf_relate(s, orbits->members[k]);
}

/* The cells of a rows x cols grid (r * cols + c) next to cell a: 2 to 4 of them, written to out. */
static int grid_neighbours(int rows, int cols, int a, int *out)
{
    int r = a / cols, c = a % cols, k = 0;
    if (r > 0)
        out[k++] = a - cols;
    if (r + 1 < rows)
        out[k++] = a + cols;
    if (c > 0)
        out[k++] = a - 1;
    if (c + 1 < cols)
        out[k++] = a + 1;
    return k;
}

/* Whether the cells not in seen, with the path's head, can still be one path from the head: every such cell
   needs a free neighbour (one not in seen, or the head), and at most one has only one (the path's end). */
static int path_may_finish(int rows, int cols, uint64_t seen, int head)
{
    int cell, k, deg, ends = 0, nb[4], count;
    for (cell = 0; cell < rows * cols; cell++) {
        if (seen >> cell & 1)
            continue;
        count = grid_neighbours(rows, cols, cell, nb);
        for (deg = k = 0; k < count; k++)
            deg += !(seen >> nb[k] & 1) || nb[k] == head;
        if (deg == 0 || (deg == 1 && ++ends > 1))
            return 0;
    }
    return 1;
}

int relgen_box_path(int rows, int cols, cj_rng *rng, int *path)
{
    int cells, attempt, d, cand[RELGEN_PATH_MAX][4], left[RELGEN_PATH_MAX];
    long steps;
    if (rows < 1 || cols < 1 || rows > RELGEN_PATH_MAX || cols > RELGEN_PATH_MAX || rows * cols > RELGEN_PATH_MAX)
        return RELGEN_EOPTIONS;
    cells = rows * cols;
    /* Randomised depth-first walks from random starts, each cut off after a bounded number of steps. On an odd
       count of cells a path starts (and ends) on the colour of the corners, of which there is one more; on a
       line of cells, at one of its ends. */
    for (attempt = 0; attempt < 8; attempt++) {
        uint64_t seen;
        do
            path[0] = (int)cj_rng_below(rng, (uint32_t)cells);
        while ((cells % 2 && (path[0] / cols + path[0] % cols) % 2) ||
               ((rows == 1 || cols == 1) && path[0] != 0 && path[0] != cells - 1));
        seen = (uint64_t)1 << path[0];
        d = 0;
        left[0] = grid_neighbours(rows, cols, path[0], cand[0]);
        cj_rng_shuffle(rng, cand[0], left[0]);
        for (steps = 0; d + 1 < cells && d >= 0 && steps < 64L * cells; steps++) {
            int next;
            if (left[d] == 0) { /* every way on from here tried: step back */
                seen &= ~((uint64_t)1 << path[d]);
                d--;
                continue;
            }
            next = cand[d][--left[d]];
            if (seen >> next & 1)
                continue;
            seen |= (uint64_t)1 << next;
            if (!path_may_finish(rows, cols, seen, next)) {
                seen &= ~((uint64_t)1 << next);
                continue;
            }
            path[++d] = next;
            left[d] = grid_neighbours(rows, cols, next, cand[d]);
            cj_rng_shuffle(rng, cand[d], left[d]);
        }
        if (d + 1 == cells)
            return RELGEN_OK;
    }
    /* Out of steps every time (large boxes only): a snake along rows or columns, from a random corner. */
    {
        int by_rows = (int)cj_rng_below(rng, 2), flip_r = (int)cj_rng_below(rng, 2), flip_c = (int)cj_rng_below(rng, 2);
        int along = by_rows ? cols : rows;
        for (d = 0; d < cells; d++) {
            int line = d / along, at = d % along, r, c;
            if (line % 2)
                at = along - 1 - at;
            r = by_rows ? line : at;
            c = by_rows ? at : line;
            if (flip_r)
                r = rows - 1 - r;
            if (flip_c)
                c = cols - 1 - c;
            path[d] = r * cols + c;
        }
    }
    return RELGEN_OK;
}

/* Level-0 propagation on relations alone inside boxes: with no cell fixed a cell's values stay a range,
   narrowed only by the chains of relations through it, and the != of the houses act only from fixed cells;
   so a first cell is fixed only on a chain through n cells, all of one box, whose values rise by one. A
   random solution seldom has such a box (almost no 9x9 one has), so the solution is built around
   one: a random box holds 1..n along a random Hamiltonian path of its cells, and the engine fills the rest. */
static int solution_for_level0(latin *m, const relgen_request *req, latin_puzzle *p, cj_rng *rng, uint8_t *solution)
{
    int n = req->n, box = (int)cj_rng_below(rng, (uint32_t)n), path[RELGEN_PATH_MAX], k;
    int row0 = box / (n / req->box_cols) * req->box_rows, col0 = box % (n / req->box_cols) * req->box_cols;
    if (relgen_box_path(req->box_rows, req->box_cols, rng, path) != RELGEN_OK)
        return RELGEN_EOPTIONS;
    for (k = 0; k < n; k++)
        p->givens[(row0 + path[k] / req->box_cols) * n + col0 + path[k] % req->box_cols] = (uint8_t)(k + 1);
    k = latin_load(m, p) == LATIN_OK && latin_solve(m, 1, solution, rng, NULL) == 1;
    latin_puzzle_clear(p, req->n, req->box_rows, req->box_cols);
    return k ? RELGEN_OK : RELGEN_EOPTIONS;
}

static int stopped(const relgen_request *req)
{
    return req->keep_going != NULL && !req->keep_going(req->keep_going_ctx);
}

static int orbit_is_given(const relgen_request *req, const relgen_orbits *orbits, int o)
{
    return orbits->members[orbits->start[o]] >= latin_edge_count(req->n);
}

int relgen_generate(latin *m, const relgen_request *req, const relgen_orbits *orbits, cj_rng *rng, latin_puzzle *out,
                    uint8_t *solution, int *grade)
{
    int tries = req->max_tries > 0 ? req->max_tries : 50, t, houses, level0_box;
    int order[RELGEN_MAX_CLUES];
    uint8_t on[RELGEN_MAX_CLUES];
    latin_puzzle p;
    if (latin_puzzle_clear(&p, req->n, req->box_rows, req->box_cols) != LATIN_OK)
        return RELGEN_EOPTIONS;
    houses = latin_house_count(&p);
    /* Level 0 on relations inside boxes needs a box of rising neighbours (solution_for_level0). */
    level0_box = req->level_hi == 0 && req->givens == 0 && req->box_rows && !req->relations_all;
    if (req->level_lo < 0 || req->level_hi > houses || req->level_lo > req->level_hi)
        return RELGEN_EOPTIONS;
    for (t = 0; t < tries; t++) {
        inference s, base;
        int k, o, g, solved = 0, pass, last = -1, n_checks, checks[RELGEN_MAX_CLUES];
        if (stopped(req))
            return RELGEN_ESTOPPED;
        latin_puzzle_clear(&p, req->n, req->box_rows, req->box_cols);
        if (level0_box) {
            if (solution_for_level0(m, req, &p, rng, solution) != RELGEN_OK)
                return RELGEN_EOPTIONS;
        } else if (latin_load(m, &p) != LATIN_OK || latin_solve(m, 1, solution, rng, NULL) != 1) {
            return RELGEN_EOPTIONS;
        }
        /* Assign orbits in random order until propagation alone fixes every cell. */
        for (k = 0; k < orbits->count; k++)
            order[k] = k;
        cj_rng_shuffle(rng, order, orbits->count);
        if (req->givens == 2) { /* relations first, givens after them (stable partition) */
            int placed = 0, g2;
            int rest[RELGEN_MAX_CLUES], n_rest = 0;
            for (k = 0; k < orbits->count; k++) {
                if (orbit_is_given(req, orbits, order[k]))
                    rest[n_rest++] = order[k];
                else
                    order[placed++] = order[k];
            }
            for (g2 = 0; g2 < n_rest; g2++)
                order[placed++] = rest[g2];
        }
        memset(on, 0, sizeof on);
        inf_init(&s, &p, req->level_hi);
        inf_init(&base, &p, req->level_hi);
        for (k = 0; k < orbits->count && !solved; k++) {
            if (implied(req, orbits, order[k], solution, &s))
                continue;
            if (stopped(req))
                return RELGEN_ESTOPPED;
            assign(req, orbits, order[k], solution, 1, &p);
            on[order[k]] = 1;
            take_up(req, orbits, order[k], solution, &s);
            solved = inf_propagate(&s) == INF_SOLVED;
            last = order[k];
        }
        if (!solved)
            continue;
        /* Drop what propagation can do without: givens first (the puzzle is mostly relations), then
           relations, each group in random order. The last orbit assigned stays: without it propagation did
           not finish, and dropping others only weakens it. A check starts from what the orbits kept so far
           settle to (base) and takes up those still to check: it reaches the fixpoint it would from scratch. */
        cj_rng_shuffle(rng, order, orbits->count);
        for (n_checks = 0, pass = 1; pass >= 0; pass--)
            for (k = 0; k < orbits->count; k++)
                if (on[order[k]] && order[k] != last && orbit_is_given(req, orbits, order[k]) == pass)
                    checks[n_checks++] = order[k];
        take_up(req, orbits, last, solution, &base);
        inf_settle(&base);
        for (k = 0; k < n_checks; k++) {
            int later;
            o = checks[k];
            if (stopped(req))
                return RELGEN_ESTOPPED;
            inf_copy(&s, &base);
            for (later = k + 1; later < n_checks; later++)
                take_up(req, orbits, checks[later], solution, &s);
            if (inf_propagate(&s) == INF_SOLVED) {
                assign(req, orbits, o, solution, 0, &p);
            } else {
                take_up(req, orbits, o, solution, &base);
                inf_settle(&base);
            }
        }
        /* Its grade, the least level that solves it: level_hi does (above); none below level_lo may. */
        if (req->level_lo > 0 && inf_solves(&p, req->level_lo - 1))
            continue;
        g = inf_least_level(&p, req->level_lo, req->level_hi);
        if (stopped(req)) /* made past the stop: not a puzzle to use */
            return RELGEN_ESTOPPED;
        /* Propagation fixing every cell proves uniqueness (it removes no value of any solution). */
        *out = p;
        *grade = g;
        return RELGEN_OK;
    }
    return RELGEN_EGAVEUP;
}
