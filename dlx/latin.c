/* latin.c: the Futoshiki / Jidoku model: cell, row-value, column-value (and box-value) primary items,
   N^3 placements, and per relation a < b the secondary items s_1..s_{N-1}: (a,v) covers s_1..s_{v-1},
   (b,w) covers s_w..s_{N-1}, so the two clash exactly when w < v. Rebuilt per relation set, givens committed. */
#include "dlx/latin.h"

#include "dlx/arena.h"
#include <string.h>

struct latin {
    int n, box_rows, box_cols;
    void *engine_mem;
    size_t engine_bytes;
    dlx *engine;
    int holds_empty; /* the engine holds the model of the puzzle without clues */
    uint64_t node_limit; /* latin_solve's, 0 = none */
};

#define HEADER_BYTES cj_align(sizeof(struct latin))

static int shape_ok(int n, int box_rows, int box_cols)
{
    if (n < 1 || n > LATIN_MAX_N)
        return 0;
    if (box_rows == 0 && box_cols == 0)
        return 1;
    return box_rows >= 1 && box_cols >= 1 && box_rows <= n && box_cols <= n && box_rows * box_cols == n;
}

int latin_puzzle_clear(latin_puzzle *p, int n, int box_rows, int box_cols)
{
    if (!shape_ok(n, box_rows, box_cols))
        return LATIN_ESHAPE;
    memset(p, 0, sizeof *p);
    p->n = n;
    p->box_rows = box_rows;
    p->box_cols = box_cols;
    return LATIN_OK;
}

int latin_edge_count(int n) { return 2 * n * (n - 1); }

void latin_edge_cells(int n, int e, int *a, int *b)
{
    int h = n * (n - 1);
    if (e < h) {
        *a = (e / (n - 1)) * n + e % (n - 1);
        *b = *a + 1;
    } else {
        *a = e - h;
        *b = *a + n;
    }
}

int latin_edge_between(int n, int a, int b)
{
    int t;
    if (a > b)
        t = a, a = b, b = t;
    if (b == a + 1 && b % n != 0)
        return (a / n) * (n - 1) + a % n;
    if (b == a + n)
        return n * (n - 1) + a;
    return -1;
}

int latin_house_count(const latin_puzzle *p) { return p->box_rows ? 3 * p->n : 2 * p->n; }

static int box_of(int n, int box_rows, int box_cols, int cell)
{
    int r = cell / n, c = cell % n;
    if (!box_rows)
        return -1;
    return (r / box_rows) * box_rows + c / box_cols;
}

int latin_box_of(const latin_puzzle *p, int cell) { return box_of(p->n, p->box_rows, p->box_cols, cell); }

void latin_house_cells(const latin_puzzle *p, int h, int *cells)
{
    int n = p->n, k;
    for (k = 0; k < n; k++) {
        if (h < n)
            cells[k] = h * n + k;
        else if (h < 2 * n)
            cells[k] = k * n + (h - n);
        else {
            int b = h - 2 * n;
            int r = (b / p->box_rows) * p->box_rows + k / p->box_cols;
            int c = (b % p->box_rows) * p->box_cols + k % p->box_cols;
            cells[k] = r * n + c;
        }
    }
}

int latin_relation_count(const latin_puzzle *p)
{
    int e, count = 0;
    for (e = 0; e < latin_edge_count(p->n); e++)
        count += p->rel[e] != LATIN_REL_NONE;
    return count;
}

int latin_given_count(const latin_puzzle *p)
{
    int c, count = 0;
    for (c = 0; c < p->n * p->n; c++)
        count += p->givens[c] != 0;
    return count;
}

/* The smaller and larger cell of edge e under its relation. */
static void ordered_cells(int n, int e, int rel, int *small, int *large)
{
    int a, b;
    latin_edge_cells(n, e, &a, &b);
    *small = rel == LATIN_REL_LESS ? a : b;
    *large = rel == LATIN_REL_LESS ? b : a;
}

/* Depth-first search for a cycle in the "smaller than" graph; state 1 = on the path, 2 = done. */
static int cycle_from(const latin_puzzle *p, int cell, uint8_t *state, int *ea, int *eb)
{
    static const int step[4][2] = {{0, 1}, {0, -1}, {1, 0}, {-1, 0}};
    int n = p->n, k;
    state[cell] = 1;
    for (k = 0; k < 4; k++) {
        int r = cell / n + step[k][0], c = cell % n + step[k][1], other, e, small, large;
        if (r < 0 || r >= n || c < 0 || c >= n)
            continue;
        other = r * n + c;
        e = latin_edge_between(n, cell, other);
        if (p->rel[e] == LATIN_REL_NONE)
            continue;
        ordered_cells(n, e, p->rel[e], &small, &large);
        if (small != cell)
            continue;
        if (state[other] == 1) {
            *ea = cell, *eb = other;
            return 1;
        }
        if (state[other] == 0 && cycle_from(p, other, state, ea, eb))
            return 1;
    }
    state[cell] = 2;
    return 0;
}

int latin_check(const latin_puzzle *p, int *a, int *b)
{
    int n = p->n, h, e, cell;
    uint8_t state[LATIN_MAX_N * LATIN_MAX_N];
    *a = *b = -1;
    if (!shape_ok(n, p->box_rows, p->box_cols))
        return LATIN_ESHAPE;
    for (cell = 0; cell < n * n; cell++)
        if (p->givens[cell] > n)
            return *a = *b = cell, LATIN_EVALUE;
    for (e = 0; e < latin_edge_count(n); e++)
        if (p->rel[e] > LATIN_REL_MORE) {
            latin_edge_cells(n, e, a, b);
            return LATIN_EVALUE;
        }
    for (h = 0; h < latin_house_count(p); h++) {
        int cells[LATIN_MAX_N], i, j;
        latin_house_cells(p, h, cells);
        for (i = 0; i < n; i++)
            for (j = i + 1; j < n; j++)
                if (p->givens[cells[i]] && p->givens[cells[i]] == p->givens[cells[j]]) {
                    *a = cells[i] < cells[j] ? cells[i] : cells[j];
                    *b = cells[i] < cells[j] ? cells[j] : cells[i];
                    return LATIN_ECLASH;
                }
    }
    for (e = 0; e < latin_edge_count(n); e++) {
        int small, large;
        if (p->rel[e] == LATIN_REL_NONE)
            continue;
        ordered_cells(n, e, p->rel[e], &small, &large);
        /* A given n cannot be smaller than anything, a given 1 larger than anything. */
        if ((p->givens[small] && p->givens[large] && p->givens[small] >= p->givens[large]) ||
            p->givens[small] == n || p->givens[large] == 1) {
            latin_edge_cells(n, e, a, b);
            return LATIN_ERELATION;
        }
    }
    memset(state, 0, sizeof state);
    for (cell = 0; cell < n * n; cell++)
        if (state[cell] == 0 && cycle_from(p, cell, state, a, b))
            return LATIN_ERELATION;
    return LATIN_OK;
}

int latin_is_solution(const latin_puzzle *p, const uint8_t *grid)
{
    int n = p->n, h, e, cell;
    for (cell = 0; cell < n * n; cell++)
        if (grid[cell] < 1 || grid[cell] > n || (p->givens[cell] && p->givens[cell] != grid[cell]))
            return 0;
    for (h = 0; h < latin_house_count(p); h++) {
        int cells[LATIN_MAX_N], k;
        uint32_t seen = 0;
        latin_house_cells(p, h, cells);
        for (k = 0; k < n; k++)
            seen |= (uint32_t)1 << (grid[cells[k]] - 1);
        if (seen != (((uint32_t)1 << n) - 1))
            return 0;
    }
    for (e = 0; e < latin_edge_count(n); e++) {
        int small, large;
        if (p->rel[e] == LATIN_REL_NONE)
            continue;
        ordered_cells(n, e, p->rel[e], &small, &large);
        if (grid[small] >= grid[large])
            return 0;
    }
    return 1;
}

/* The engine's dimensions for a shape with every edge related (the most any puzzle needs). */
static void engine_size(int n, int box_rows, int *primary, int *secondary, int *options, int *entries)
{
    int houses = box_rows ? 4 : 3;
    *primary = houses * n * n;
    *secondary = latin_edge_count(n) * (n - 1);
    *options = n * n * n;
    /* Per relation the two cells' options cover n(n-1) secondary entries in all. */
    *entries = houses * n * n * n + latin_edge_count(n) * n * (n - 1);
}

size_t latin_bytes(int n, int box_rows, int box_cols)
{
    int pr, se, op, en;
    size_t engine;
    if (!shape_ok(n, box_rows, box_cols))
        return 0;
    engine_size(n, box_rows, &pr, &se, &op, &en);
    engine = dlx_bytes(pr, se, op, en);
    return engine ? HEADER_BYTES + engine : 0;
}

/* Builds the instance of p (NULL: the puzzle of the model's shape without relations or givens). */
static int load(latin *m, const latin_puzzle *p)
{
    int n = m->n, pr, se, op, en, cell, v;
    int empty = p == NULL;
    if (empty && m->holds_empty) { /* built already: only its commits and hides to undo */
        dlx_reset(m->engine);
        return LATIN_OK;
    }
    m->holds_empty = 0;
    engine_size(n, m->box_rows, &pr, &se, &op, &en);
    m->engine = dlx_init(m->engine_mem, m->engine_bytes, pr, se, op, en);
    if (m->engine == NULL)
        return LATIN_ESHAPE;
    for (cell = 0; cell < n * n; cell++) {
        int r = cell / n, c = cell % n, b = box_of(n, m->box_rows, m->box_cols, cell), k;
        int edges[4], count_edges = 0;
        static const int step[4][2] = {{0, 1}, {0, -1}, {1, 0}, {-1, 0}};
        for (k = 0; k < 4; k++) {
            int rr = r + step[k][0], cc = c + step[k][1];
            if (p != NULL && rr >= 0 && rr < n && cc >= 0 && cc < n) {
                int ed = latin_edge_between(n, cell, rr * n + cc);
                if (p->rel[ed] != LATIN_REL_NONE)
                    edges[count_edges++] = ed;
            }
        }
        for (v = 1; v <= n; v++) {
            int items[4 + 4 * LATIN_MAX_N], count = 0, j;
            items[count++] = cell;
            items[count++] = n * n + r * n + v - 1;
            items[count++] = 2 * n * n + c * n + v - 1;
            if (b >= 0)
                items[count++] = 3 * n * n + b * n + v - 1;
            for (k = 0; k < count_edges; k++) {
                int small, large;
                ordered_cells(n, edges[k], p->rel[edges[k]], &small, &large);
                /* edge e's secondary items: pr + e (n - 1) on, numbered by edge (none kept for a stack array
                   of the related ones: a 4.8 KB frame on a microcontroller); an unrelated edge's stay unused */
                int first = pr + edges[k] * (n - 1);
                if (cell == small)
                    for (j = 1; j < v; j++)
                        items[count++] = first + j - 1;
                else
                    for (j = v; j < n; j++)
                        items[count++] = first + j - 1;
            }
            if (dlx_add_option(m->engine, items, count) < 0)
                return LATIN_ESHAPE;
        }
    }
    for (cell = 0; cell < n * n && p != NULL; cell++) {
        if (p->givens[cell] == 0)
            continue;
        if (p->givens[cell] > n)
            return dlx_reset(m->engine), LATIN_EVALUE;
        if (dlx_commit(m->engine, cell * n + p->givens[cell] - 1) != DLX_OK)
            return dlx_reset(m->engine), LATIN_ECLASH;
    }
    m->holds_empty = empty;
    return LATIN_OK;
}

latin *latin_init(void *mem, size_t bytes, int n, int box_rows, int box_cols)
{
    struct latin *m = mem;
    size_t need = latin_bytes(n, box_rows, box_cols);
    if (mem == NULL || !cj_aligned(mem) || need == 0 || bytes < need)
        return NULL;
    m->n = n;
    m->box_rows = box_rows;
    m->box_cols = box_cols;
    m->engine_mem = (unsigned char *)mem + HEADER_BYTES;
    m->engine_bytes = bytes - HEADER_BYTES;
    m->engine = NULL;
    m->holds_empty = 0;
    m->node_limit = 0;
    return load(m, NULL) == LATIN_OK ? m : NULL; /* the empty puzzle, with no latin_puzzle on the stack */
}

dlx *latin_engine(latin *m) { return m->engine; }

int latin_load(latin *m, const latin_puzzle *p)
{
    if (p->n != m->n || p->box_rows != m->box_rows || p->box_cols != m->box_cols)
        return LATIN_ESHAPE;
    return load(m, latin_relation_count(p) == 0 && latin_given_count(p) == 0 ? NULL : p);
}

int latin_restrict(latin *m, const uint32_t *candidates)
{
    int n = m->n, cell, v;
    for (cell = 0; cell < n * n; cell++) {
        uint32_t d = candidates[cell];
        if (d == 0)
            return LATIN_ECLASH;
        if (d & (d - 1))
            continue;
        for (v = 0; !(d >> v & 1u); v++)
            ;
        if (dlx_available(m->engine, cell * n + v) && dlx_commit(m->engine, cell * n + v) != DLX_OK)
            return LATIN_ECLASH;
    }
    for (cell = 0; cell < n * n; cell++)
        for (v = 0; v < n; v++)
            if (!(candidates[cell] >> v & 1u) && dlx_available(m->engine, cell * n + v) &&
                dlx_hide(m->engine, cell * n + v) != DLX_OK)
                return LATIN_OK; /* no more room for hides: the rest is left to the search */
    return LATIN_OK;
}

long latin_solve(latin *m, long limit, uint8_t *solution, cj_rng *rng, dlx_stats *stats)
{
    dlx_search_opts o;
    dlx_stats own, *st = stats != NULL ? stats : &own;
    long found;
    memset(&o, 0, sizeof o);
    o.limit = limit;
    o.first_item = -1;
    o.rng = rng;
    o.node_limit = m->node_limit;
    found = dlx_search(m->engine, &o, st);
    if (st->aborted)
        return LATIN_EGAVEUP;
    if (found > 0 && solution != NULL) {
        const dlx_index *opts;
        int count = dlx_first_solution(m->engine, &opts), k;
        for (k = 0; k < count; k++)
            solution[opts[k] / m->n] = (uint8_t)(opts[k] % m->n + 1);
    }
    return found;
}

void latin_set_node_limit(latin *m, uint64_t nodes)
{
    m->node_limit = nodes;
}
