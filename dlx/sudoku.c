/* sudoku.c: the Sudoku model: 4N^2 primary items (cell, row-value, column-value, box-value) and
   N^3 options, built once per box shape into the caller's memory, givens committed per puzzle. */
#include "dlx/sudoku.h"

#include "dlx/arena.h"
#include <string.h>

struct sudoku {
    int box_rows, box_cols, n;
    dlx *engine;
};

#define HEADER_BYTES cj_align(sizeof(struct sudoku))

static int shape_ok(int box_rows, int box_cols)
{
    return box_rows >= 1 && box_cols >= 1 && box_rows <= SUDOKU_MAX_N && box_cols <= SUDOKU_MAX_N &&
           box_rows * box_cols <= SUDOKU_MAX_N;
}

size_t sudoku_bytes(int box_rows, int box_cols)
{
    int n;
    size_t engine;
    if (!shape_ok(box_rows, box_cols))
        return 0;
    n = box_rows * box_cols;
    engine = dlx_bytes(4 * n * n, 0, n * n * n, 4 * n * n * n);
    return engine ? HEADER_BYTES + engine : 0;
}

int sudoku_box_of(const sudoku *s, int cell)
{
    int r = cell / s->n, c = cell % s->n;
    return (r / s->box_rows) * s->box_rows + c / s->box_cols;
}

sudoku *sudoku_init(void *mem, size_t bytes, int box_rows, int box_cols)
{
    struct sudoku *s = mem;
    size_t need = sudoku_bytes(box_rows, box_cols);
    int n, cell, v;
    if (mem == NULL || !cj_aligned(mem) || need == 0 || bytes < need)
        return NULL;
    n = box_rows * box_cols;
    s->box_rows = box_rows;
    s->box_cols = box_cols;
    s->n = n;
    s->engine = dlx_init((unsigned char *)mem + HEADER_BYTES, bytes - HEADER_BYTES, 4 * n * n, 0, n * n * n,
                         4 * n * n * n);
    if (s->engine == NULL)
        return NULL;
    for (cell = 0; cell < n * n; cell++) {
        int r = cell / n, c = cell % n, b = sudoku_box_of(s, cell);
        for (v = 0; v < n; v++) {
            int items[4];
            items[0] = cell;
            items[1] = n * n + r * n + v;
            items[2] = 2 * n * n + c * n + v;
            items[3] = 3 * n * n + b * n + v;
            if (dlx_add_option(s->engine, items, 4) < 0)
                return NULL;
        }
    }
    return s;
}

int sudoku_n(const sudoku *s) { return s->n; }
int sudoku_box_rows(const sudoku *s) { return s->box_rows; }
int sudoku_box_cols(const sudoku *s) { return s->box_cols; }
dlx *sudoku_engine(sudoku *s) { return s->engine; }
int sudoku_option(const sudoku *s, int cell, int value) { return cell * s->n + value - 1; }
int sudoku_option_cell(const sudoku *s, int option) { return option / s->n; }
int sudoku_option_value(const sudoku *s, int option) { return option % s->n + 1; }

int sudoku_find_clash(int box_rows, int box_cols, const uint8_t *grid, int *a, int *b)
{
    /* For each unit kind and value, the first cell seen holding it (cell + 1; 0 = none). */
    int n = box_rows * box_cols, cell;
    uint16_t seen[3][SUDOKU_MAX_N];
    if (!shape_ok(box_rows, box_cols))
        return SUDOKU_ESHAPE;
    for (cell = 0; cell < n * n; cell++)
        if (grid[cell] > n)
            return *a = cell, *b = cell, SUDOKU_EVALUE;
    /* Rows, columns and boxes in turn; each unit uses a fresh table. */
    {
        int kind, unit, k;
        for (kind = 0; kind < 3; kind++) {
            for (unit = 0; unit < n; unit++) {
                memset(seen[kind], 0, sizeof seen[kind]);
                for (k = 0; k < n; k++) {
                    int r, c, v;
                    if (kind == 0) {
                        r = unit; c = k;
                    } else if (kind == 1) {
                        r = k; c = unit;
                    } else {
                        r = (unit / box_rows) * box_rows + k / box_cols;
                        c = (unit % box_rows) * box_cols + k % box_cols;
                    }
                    cell = r * n + c;
                    v = grid[cell];
                    if (v == 0)
                        continue;
                    if (seen[kind][v - 1]) {
                        int other = seen[kind][v - 1] - 1;
                        *a = other < cell ? other : cell;
                        *b = other < cell ? cell : other;
                        return SUDOKU_ECLASH;
                    }
                    seen[kind][v - 1] = (uint16_t)(cell + 1);
                }
            }
        }
    }
    return SUDOKU_OK;
}

/* Commits the givens of grid from cell on, in cell order; on a value out of range or a clash, nothing stays
   committed. */
static int commit_from(sudoku *s, const uint8_t *grid, int cell)
{
    int n2 = s->n * s->n;
    for (; cell < n2; cell++) {
        int rc;
        if (grid[cell] == 0)
            continue;
        if (grid[cell] > s->n) {
            dlx_reset(s->engine);
            return SUDOKU_EVALUE;
        }
        rc = dlx_commit(s->engine, sudoku_option(s, cell, grid[cell]));
        if (rc != DLX_OK) {
            dlx_reset(s->engine);
            return SUDOKU_ECLASH;
        }
    }
    return SUDOKU_OK;
}

int sudoku_apply(sudoku *s, const uint8_t *grid)
{
    return commit_from(s, grid, 0);
}

int sudoku_apply_over(sudoku *s, uint8_t *held, const uint8_t *grid)
{
    int cell, n2 = s->n * s->n, stay = 0, rc;
    for (cell = 0; cell < n2 && held[cell] == grid[cell]; cell++)
        stay += grid[cell] != 0;
    while (dlx_committed(s->engine) > stay)
        dlx_retract(s->engine);
    rc = commit_from(s, grid, cell);
    if (rc == SUDOKU_OK)
        memcpy(held, grid, (size_t)n2);
    else
        memset(held, 0, (size_t)n2);
    return rc;
}

void sudoku_clear(sudoku *s)
{
    dlx_reset(s->engine);
}

void sudoku_options_to_grid(const sudoku *s, const dlx_index *options, int count, uint8_t *grid)
{
    int k;
    for (k = 0; k < count; k++)
        grid[sudoku_option_cell(s, options[k])] = (uint8_t)sudoku_option_value(s, options[k]);
}

/* sudoku_solve within node_limit nodes (0: none; past them, stats.aborted). */
static long solve_within(sudoku *s, long limit, uint64_t node_limit, uint8_t *solution, dlx_stats *stats)
{
    dlx_search_opts o;
    long found;
    memset(&o, 0, sizeof o);
    o.limit = limit;
    o.first_item = -1;
    o.node_limit = node_limit;
    found = dlx_search(s->engine, &o, stats);
    if (found > 0 && solution != NULL) {
        const dlx_index *opts;
        int count = dlx_first_solution(s->engine, &opts);
        sudoku_options_to_grid(s, opts, count, solution);
    }
    return found;
}

long sudoku_solve(sudoku *s, long limit, uint8_t *solution, dlx_stats *stats)
{
    return solve_within(s, limit, 0, solution, stats);
}

/* ---- restarts beside the search ---- */

#define PROBE_START_PER_CELL 1000u /* the default start: past the nodes any puzzle of the public sets takes */
#define PROBE_SHARE 16u            /* a restart's nodes: the search's so far over this */

typedef struct probed {
    dlx_search_opts *search; /* the search's options: its solutions are kept from the first restart on */
    sudoku *s, *probe;
    const uint8_t *grid;
    long limit, stored; /* the distinct solutions found, in store */
    uint8_t *store;
    uint64_t next, probe_nodes; /* the search's node count at which a restart is next due */
    uint64_t give_up;           /* the nodes, restarts' too, it stops after (0: never) */
    int gave_up;
    cj_rng rng;
} probed;

/* Keeps a solution (options of model m) unless it is one found already; non-zero once limit are kept. */
static int keep(probed *p, const sudoku *m, const dlx_index *options, int count)
{
    size_t n2 = (size_t)p->s->n * (size_t)p->s->n;
    uint8_t *slot = p->store + (size_t)p->stored * n2;
    long k;
    sudoku_options_to_grid(m, options, count, slot);
    for (k = 0; k < p->stored && memcmp(p->store + (size_t)k * n2, slot, n2) != 0; k++)
        ;
    p->stored += k == p->stored;
    return p->stored >= p->limit;
}

static int keep_searched(void *ctx, const dlx_index *options, int count)
{
    probed *p = ctx;
    return keep(p, p->s, options, count);
}

static int keep_probed(void *ctx, const dlx_index *options, int count)
{
    probed *p = ctx;
    return keep(p, p->probe, options, count);
}

/* The search's node hook, asked at every node past the start (or past give_up, when sooner): a restart when one is
   due (the nodes doubled since the last); non-zero (stop) once limit solutions are kept, or give_up nodes spent. */
static int restart(void *ctx, uint64_t nodes)
{
    probed *p = ctx;
    dlx_search_opts o;
    dlx_stats st;
    if (p->give_up != 0 && nodes + p->probe_nodes >= p->give_up)
        return p->gave_up = 1;
    if (nodes < p->next)
        return 0;
    if (p->search->on_solution == NULL) { /* the first restart: the search has found at most its first solution */
        const dlx_index *first;
        int count = dlx_first_solution(p->s->engine, &first);
        if (count > 0)
            keep(p, p->s, first, count);
        p->search->on_solution = keep_searched;
    }
    p->next = 2 * nodes;
    memset(&o, 0, sizeof o);
    o.first_item = -1;
    o.on_solution = keep_probed;
    o.ctx = p;
    o.rng = &p->rng;
    o.node_limit = nodes / PROBE_SHARE + 1; /* 0 would be no limit */
    sudoku_clear(p->probe);
    if (sudoku_apply(p->probe, p->grid) == SUDOKU_OK) {
        dlx_search(p->probe->engine, &o, &st);
        p->probe_nodes += st.nodes;
    }
    return p->stored >= p->limit;
}

long sudoku_solve_probed(sudoku *s, const sudoku_probe *probe, const uint8_t *grid, long limit, uint8_t *solution,
                         dlx_stats *stats)
{
    dlx_search_opts o;
    dlx_stats st;
    probed p;
    const dlx_index *first;
    long found;
#ifdef DLX_NO_PROPAGATE /* an engine without its node hook: no restarts */
    probe = NULL;
#endif
    if (probe == NULL || limit < 1 || limit > probe->room) /* no restarts: give_up caps the one search */
        return solve_within(s, limit, probe != NULL ? probe->give_up : 0, solution, stats);
    memset(&p, 0, sizeof p);
    p.s = s;
    p.probe = probe->model;
    p.grid = grid;
    p.limit = limit;
    p.store = probe->store;
    p.give_up = probe->give_up;
    cj_rng_seed(&p.rng, 1, 0);
    memset(&o, 0, sizeof o);
    o.limit = limit;
    o.first_item = -1;
    o.on_solution = limit > 2 ? keep_searched : NULL; /* up to 2, the search's first is enough until a restart */
    o.ctx = &p;
    p.search = &o;
    o.node_limit = probe->start ? probe->start : PROBE_START_PER_CELL * (uint64_t)s->n * (uint64_t)s->n;
    if (p.give_up != 0 && p.give_up < o.node_limit)
        o.node_limit = p.give_up;
    o.on_nodes = restart;
    dlx_search(s->engine, &o, &st);
    sudoku_clear(p.probe);
    if (p.next == 0) { /* no restart ran: the search's count and first solution, as sudoku_solve's */
        int count = dlx_first_solution(s->engine, &first);
        found = (long)st.solutions;
        if (found > 0 && solution != NULL)
            sudoku_options_to_grid(s, first, count, solution);
    } else { /* every solution either met, the first found first */
        found = p.stored;
        if (found > 0 && solution != NULL)
            memcpy(solution, p.store, (size_t)s->n * (size_t)s->n);
    }
    st.aborted = p.gave_up; /* else stopped only once limit solutions were found */
    st.nodes += p.probe_nodes;
    if (stats != NULL)
        *stats = st;
    return found;
}
