/* generator.c: Sudoku generation on one engine built once: random full grids (randomised search; a mixed
   pattern past 42x42), emptying by ChooseSquare + isRemoveValid in rounds of growing node caps, restarts. */
#include "gen/generator.h"

#include "dlx/arena.h"
#include <string.h>

struct generator {
    gen_options o;
    gen_stats st;
    int n, n2;
    sudoku *s;
    dlx *d;
    uint8_t *prefer;   /* per option: in the solution being emptied (tried first by the search) */
    int *stack;        /* cells whose givens are committed, bottom first (mirrors the engine) */
    int depth;
    int n_sunk;        /* the bottom of the stack holds only clues kept for good */
    int *spare;        /* scratch for reordering the stack */
    int *order;        /* units (cells or orbit representatives) in test order */
    int *removed;      /* cells in the order they were emptied */
    int *unit_ends;    /* removed-count after each accepted unit */
    int n_units;
    uint8_t *state;    /* per cell: 0 empty, 1 clue not yet tested, 2 clue kept, 3 clue put off */
    uint64_t cap;      /* the node cap of this round's checks */
    uint16_t *set_of;  /* per cell and other value w: its two-value set with w (see find_pair_sets) */
    uint8_t *set_clues; /* per two-value set: clues left in it */
    int *row_left, *col_left; /* untested clues per row and column (PuzzleJAR's ChooseSquare) */
    uint8_t *grid;     /* scratch grid */
};

/* The layout of one generator in base (the engine first); with base == NULL it only counts. */
static size_t layout(struct generator *g, unsigned char *base, int box_rows, int box_cols)
{
    size_t n = (size_t)box_rows * (size_t)box_cols, n2 = n * n, off = cj_align(sizeof(struct generator));
    size_t model = sudoku_bytes(box_rows, box_cols);
    unsigned char *model_mem = cj_take(base, &off, 1, model);
    g->prefer = cj_take(base, &off, 1, n2 * n);
    g->stack = cj_take(base, &off, sizeof(int), n2);
    g->spare = cj_take(base, &off, sizeof(int), n2);
    g->order = cj_take(base, &off, sizeof(int), n2);
    g->removed = cj_take(base, &off, sizeof(int), n2);
    g->unit_ends = cj_take(base, &off, sizeof(int), n2 + 1);
    g->state = cj_take(base, &off, 1, n2);
    g->set_of = cj_take(base, &off, sizeof(uint16_t), n2 * n);
    g->set_clues = cj_take(base, &off, 1, n2 * (n - 1) / 4 + 1); /* sets have 4 cells or more: n/2 per pair */
    g->row_left = cj_take(base, &off, sizeof(int), n);
    g->col_left = cj_take(base, &off, sizeof(int), n);
    g->grid = cj_take(base, &off, 1, n2);
    g->s = base != NULL ? sudoku_init(model_mem, model, box_rows, box_cols) : NULL;
    return off;
}

size_t gen_bytes(int box_rows, int box_cols)
{
    if (sudoku_bytes(box_rows, box_cols) == 0)
        return 0;
    {
        struct generator counting;
        return layout(&counting, NULL, box_rows, box_cols);
    }
}

generator *gen_init(void *mem, size_t bytes, const gen_options *o)
{
    struct generator *g = mem;
    size_t need = gen_bytes(o->box_rows, o->box_cols);
    int n = o->box_rows * o->box_cols;
    if (mem == NULL || need == 0 || bytes < need || o->max_solutions < 1 || o->target_empty > n * n ||
        o->target_empty < -1)
        return NULL;
    memset(g, 0, sizeof *g);
    layout(g, mem, o->box_rows, o->box_cols);
    if (g->s == NULL)
        return NULL;
    g->o = *o;
    if (g->o.strategy != GEN_SYMMETRIC)
        g->o.symmetry = GEN_SYM_NONE;
    else if (g->o.symmetry == GEN_SYM_NONE)
        g->o.symmetry = GEN_SYM_ROT180;
    g->n = n;
    g->n2 = n * n;
    g->d = sudoku_engine(g->s);
    memset(g->prefer, 0, (size_t)g->n2 * (size_t)n);
    g->st.builds = 1;
    return g;
}

const gen_stats *gen_get_stats(const generator *g) { return &g->st; }
sudoku *gen_model(generator *g) { return g->s; }
void gen_set_want_level(generator *g, int level) { g->o.want_level = level; }

/* ---- full grids ---- */

/* The boxes on the diagonal share no row, column or box: each takes a random permutation of the
   values, and the search completes the grid (far fewer dead ends than from an empty grid). */
static void commit_diagonal_boxes(struct generator *g, cj_rng *rng)
{
    int R = g->o.box_rows, C = g->o.box_cols, n = g->n, b, k, values[SUDOKU_MAX_N];
    int boxes = R < C ? R : C;
    for (b = 0; b < boxes; b++) {
        for (k = 0; k < n; k++)
            values[k] = k + 1;
        cj_rng_shuffle(rng, values, n);
        for (k = 0; k < n; k++) {
            int r = b * R + k / C, c = b * C + k % C;
            dlx_commit(g->d, sudoku_option(g->s, r * n + c, values[k]));
        }
    }
}

/* The randomised search is left after this many nodes per cell in all (with restarts): past 42x42 it
   wanders for minutes, where 9x9 to 25x25 need a few nodes per cell. */
#define FULL_GRID_SEARCH_PER_CELL 1000u

/* Exchanges the values of lines a and b (two rows of one band, or two columns of one stack) along a
   cycle of positions, starting at position p: each exchange stays within one column (or row) and one
   box, and the cycle ends when both lines hold every value again. */
static void exchange_cycle(uint8_t *grid, int n, int by_rows, int a, int b, int p)
{
    int last = p, step_a = by_rows ? n : 1, step_p = by_rows ? 1 : n, x = grid[a * step_a + p * step_p], v;
    for (;;) {
        uint8_t *ca = &grid[a * step_a + last * step_p], *cb = &grid[b * step_a + last * step_p], t = *ca;
        *ca = *cb;
        *cb = t;
        v = *ca;
        if (v == x) /* line a has x back: both lines are whole */
            return;
        for (p = 0; p < n && (p == last || grid[a * step_a + p * step_p] != v); p++)
            ;
        last = p;
    }
}

/* A valid grid at any size when the search keeps wandering: the shifted pattern (row b of band a,
   column c: value (b*C + a + c) mod N + 1), mixed by 2 N^2 random cycle exchanges between two rows of a
   band or two columns of a stack, then relabelled. */
static void mixed_pattern_grid(struct generator *g, cj_rng *rng, uint8_t *grid)
{
    int R = g->o.box_rows, C = g->o.box_cols, n = g->n, r, c, m, values[SUDOKU_MAX_N];
    for (r = 0; r < n; r++)
        for (c = 0; c < n; c++)
            grid[r * n + c] = (uint8_t)((r % R * C + r / R + c) % n + 1);
    for (m = 0; m < 2 * g->n2; m++) {
        int by_rows = m & 1, size = by_rows ? R : C, base, a, b;
        if (size < 2)
            continue;
        base = (int)cj_rng_below(rng, (uint32_t)(n / size)) * size;
        a = (int)cj_rng_below(rng, (uint32_t)size);
        b = (int)cj_rng_below(rng, (uint32_t)(size - 1));
        b += b >= a;
        exchange_cycle(grid, n, by_rows, base + a, base + b, (int)cj_rng_below(rng, (uint32_t)n));
    }
    for (c = 0; c < n; c++)
        values[c] = c + 1;
    cj_rng_shuffle(rng, values, n);
    for (r = 0; r < g->n2; r++)
        grid[r] = (uint8_t)values[grid[r] - 1];
}

int gen_full_grid(generator *g, cj_rng *rng, uint8_t *grid)
{
    uint64_t spent = 0;
    dlx_search_opts so;
    dlx_stats ds;
    memset(&so, 0, sizeof so);
    so.limit = 1;
    so.rng = rng;
    so.first_item = -1;
    /* A randomised search seldom wanders; when it does, a fresh start is cheaper than the tail. */
    so.node_limit = 20u * (uint64_t)g->n2 + 1000u;
    for (;;) {
        long found;
        dlx_reset(g->d);
        commit_diagonal_boxes(g, rng);
        found = dlx_search(g->d, &so, &ds);
        g->st.nodes += ds.nodes;
        spent += ds.nodes;
        if (found > 0) {
            const dlx_index *opts;
            int count = dlx_first_solution(g->d, &opts);
            sudoku_options_to_grid(g->s, opts, count, grid);
            dlx_reset(g->d);
            return GEN_OK;
        }
        /* Some diagonals cannot be completed (4x4 has such), or the search wandered: start again. */
        if (g->o.keep_going != NULL && !g->o.keep_going(g->o.keep_going_ctx))
            return GEN_EGAVEUP;
        if (ds.aborted)
            so.node_limit += so.node_limit / 2;
        if (spent > FULL_GRID_SEARCH_PER_CELL * (uint64_t)g->n2) {
            dlx_reset(g->d);
            mixed_pattern_grid(g, rng, grid);
            return GEN_OK;
        }
    }
}

/* ---- the committed givens, kept as a stack that mirrors the engine's ---- */

static void push_given(struct generator *g, const uint8_t *solution, int cell)
{
    dlx_commit(g->d, sudoku_option(g->s, cell, solution[cell]));
    g->stack[g->depth++] = cell;
}

/* Takes one given out of the engine: retracts down to it and recommits those above it. */
static void pull_given(struct generator *g, const uint8_t *solution, int cell)
{
    int p = g->depth - 1, k;
    while (g->stack[p] != cell)
        p--;
    for (k = g->depth - 1; k >= p; k--)
        dlx_retract(g->d);
    for (k = p + 1; k < g->depth; k++) {
        g->stack[k - 1] = g->stack[k];
        dlx_commit(g->d, sudoku_option(g->s, g->stack[k], solution[g->stack[k]]));
    }
    g->depth--;
}

/* Moves the kept clues (state 2) under the untested ones, which keep their order: each later
   pull then retracts only the untested clues above it instead of every clue kept since. The
   engine's state depends on the set of commits, not their order, so the search is unchanged. */
static void sink_kept(struct generator *g, const uint8_t *solution)
{
    int k, top = g->depth, n = 0;
    for (k = g->n_sunk; k < top; k++)
        if (g->state[g->stack[k]] == 2)
            g->spare[n++] = g->stack[k];
    for (k = g->n_sunk; k < top; k++)
        if (g->state[g->stack[k]] != 2)
            g->spare[n++] = g->stack[k];
    while (g->depth > g->n_sunk) {
        dlx_retract(g->d);
        g->depth--;
    }
    for (k = 0; k < n; k++) {
        if (g->state[g->spare[k]] == 2)
            g->n_sunk++;
        push_given(g, solution, g->spare[k]);
    }
}

/* ---- symmetry orbits ---- */

static int orbit_of(const struct generator *g, int cell, int *cells)
{
    int n = g->n, r = cell / n, c = cell % n, m = 0, k, j;
    int rs[4], cs[4];
    rs[m] = r, cs[m++] = c;
    switch (g->o.symmetry) {
    case GEN_SYM_ROT180:
        rs[m] = n - 1 - r, cs[m++] = n - 1 - c;
        break;
    case GEN_SYM_ROT90:
        rs[m] = c, cs[m++] = n - 1 - r;
        rs[m] = n - 1 - r, cs[m++] = n - 1 - c;
        rs[m] = n - 1 - c, cs[m++] = r;
        break;
    case GEN_SYM_MIRROR:
        rs[m] = r, cs[m++] = n - 1 - c;
        break;
    case GEN_SYM_DIAGONAL:
        rs[m] = c, cs[m++] = r;
        break;
    case GEN_SYM_NONE:
        break;
    }
    /* Distinct cells only (the centre, the axis, the diagonal are their own images). */
    for (k = 0, j = 0; k < m; k++) {
        int x = rs[k] * n + cs[k], seen = 0, i;
        for (i = 0; i < j; i++)
            if (cells[i] == x)
                seen = 1;
        if (!seen)
            cells[j++] = x;
    }
    return j;
}

/* ---- isRemoveValid ---- */

/* Any solution, looked for near the preferred one first: limited discrepancy searches with a growing
   limit (an alternative seldom needs many departures from the known solution), then a complete one,
   with the engine's propagation on (it often has to prove there is none: 16x16 checks take ~40% fewer
   nodes, ~15% fewer instructions). A limited search that cut nothing is already a proof of none. */
static long find_near(struct generator *g, dlx_search_opts *so)
{
    static const int limits[] = {3, 0};
    dlx_stats ds;
    int k;
    so->node_limit = g->cap;
    for (k = 0;; k++) {
        long found;
        so->max_discrepancies = limits[k];
        so->propagate = limits[k] == 0 ? 2 : 0;
        found = dlx_search(g->d, so, &ds);
        g->st.nodes += ds.nodes;
        if (ds.aborted)
            return -1;
        if (found || !ds.pruned)
            return found;
    }
}

/* 1: the unit's clues can go; 0: they stay; -1 (unique puzzles only): undecided within the round's
   node cap. */
static int remove_is_valid(struct generator *g, const uint8_t *solution, const int *cells, int m)
{
    dlx_search_opts so;
    dlx_stats ds;
    int k;
    memset(&so, 0, sizeof so);
    g->st.checks++;
    if (g->o.max_solutions > 1) {
        long found;
        so.limit = g->o.max_solutions + 1;
        so.first_item = -1;
        found = dlx_search(g->d, &so, &ds);
        g->st.nodes += ds.nodes;
        return found <= g->o.max_solutions;
    }
    /* Unique: any other solution differs from the known one in a removed cell. For each removed
       cell, hide its known value and ask for any solution at all, trying the known solution's
       options first (alternatives usually differ from it in few cells). */
    so.limit = 1;
    so.first_item = -1;
    so.prefer = g->prefer;
    for (k = 0; k < m; k++) {
        long found;
        dlx_hide(g->d, sudoku_option(g->s, cells[k], solution[cells[k]]));
        found = find_near(g, &so);
        dlx_unhide(g->d);
        if (found)
            return found < 0 ? -1 : 0;
    }
    return 1;
}

/* ---- unavoidable sets of two values ---- */

/* Swapping values a and b on a set of cells gives another solution when the set holds, in each row,
   column and box, both of that unit's a and b cells or neither. The smallest such sets are the connected
   components of the cells holding a or b, each unit linking its two: every unique puzzle keeps a clue in
   each, so a clue that is the last of one is kept without a search (the 4-cell sets are the unavoidable
   rectangles). The scratch arrays serve before the emptying uses them. */
static int root_of(int *parent, int x)
{
    while (parent[x] != x)
        x = parent[x] = parent[parent[x]];
    return x;
}

/* Cell k of the 2n holding a or b (a's first, by row), and the other value of its pair. */
static int pair_cell(const int *in_row, int n, int a, int b, int k, int *other)
{
    *other = k < n ? b : a;
    return in_row[(k < n ? a : b) * n + k % n];
}

static void find_pair_sets(struct generator *g, const uint8_t *solution)
{
    int n = g->n, R = g->o.box_rows, C = g->o.box_cols, a, b, u, k, cell, sets = 0;
    int *parent = g->stack, *in_row = g->spare, *in_col = g->removed, *in_box = g->unit_ends;
    for (cell = 0; cell < g->n2; cell++) { /* the cell of each value in each unit */
        int v = solution[cell] - 1, r = cell / n, c = cell % n;
        in_row[v * n + r] = in_col[v * n + c] = in_box[v * n + (r / R) * R + c / C] = cell;
    }
    for (a = 0; a < n; a++)
        for (b = a + 1; b < n; b++) {
            for (u = 0; u < n; u++)
                parent[in_row[a * n + u]] = in_row[a * n + u], parent[in_row[b * n + u]] = in_row[b * n + u];
            for (u = 0; u < n; u++) {
                parent[root_of(parent, in_row[a * n + u])] = root_of(parent, in_row[b * n + u]);
                parent[root_of(parent, in_col[a * n + u])] = root_of(parent, in_col[b * n + u]);
                parent[root_of(parent, in_box[a * n + u])] = root_of(parent, in_box[b * n + u]);
            }
            /* Number the sets at their roots, then give every cell its root's number. */
            for (k = 0; k < 2 * n; k++) {
                int w, x = pair_cell(in_row, n, a, b, k, &w);
                if (root_of(parent, x) == x) {
                    g->set_of[x * n + w] = (uint16_t)sets;
                    g->set_clues[sets++] = 0;
                }
            }
            for (k = 0; k < 2 * n; k++) {
                int w, x = pair_cell(in_row, n, a, b, k, &w), root = root_of(parent, x);
                int set = g->set_of[root * n + (solution[root] - 1 == a ? b : a)];
                g->set_of[x * n + w] = (uint16_t)set;
                g->set_clues[set]++;
            }
        }
}

/* Would emptying these cells leave a two-value set without a clue? */
static int empties_a_pair_set(const struct generator *g, const uint8_t *solution, const int *cells, int m)
{
    int n = g->n, k, j, w;
    for (k = 0; k < m; k++) {
        int v = solution[cells[k]] - 1;
        for (w = 0; w < n; w++) {
            int set = g->set_of[cells[k] * n + w], inside = 0;
            if (w == v)
                continue;
            for (j = 0; j < m; j++) {
                int vj = solution[cells[j]] - 1, other = vj == v ? w : vj == w ? v : -1;
                inside += other >= 0 && g->set_of[cells[j] * n + other] == set;
            }
            if (g->set_clues[set] == inside)
                return 1;
        }
    }
    return 0;
}

static void clue_leaves_sets(struct generator *g, const uint8_t *solution, int cell)
{
    int n = g->n, w;
    for (w = 0; w < n; w++)
        if (w != solution[cell] - 1)
            g->set_clues[g->set_of[cell * n + w]]--;
}

/* ---- ChooseSquare ---- */

static int choose_puzzlejar(struct generator *g, cj_rng *rng)
{
    uint32_t n = (uint32_t)g->n;
    int r, c;
    for (;;) {
        r = (int)cj_rng_below(rng, n);
        if ((int)cj_rng_below(rng, n) < g->row_left[r])
            break;
    }
    for (;;) {
        c = (int)cj_rng_below(rng, n);
        if (g->state[r * g->n + c] == 1 && (int)cj_rng_below(rng, n) < g->col_left[c])
            return r * g->n + c;
    }
}

static void mark_tested(struct generator *g, int cell)
{
    g->row_left[cell / g->n]--;
    g->col_left[cell % g->n]--;
}

/* The first round's node cap per check, and its growth from round to round. */
#define FIRST_CAP_PER_CELL 2u
#define CAP_GROWTH 16u

/* Empties a copy of solution into puzzle; returns the empties, or GEN_EGAVEUP when keep_going said
   stop during a later round. Checks run in rounds: a check that needs more nodes than its round's cap
   (2 per cell, then 16 times more each round) is put off, its clue left in, and tried again in the next
   round. Clues removed meanwhile make alternative solutions easier to find, so most clues put off are
   later kept cheaply (16x16: the median time falls by about a third; a minimal 25x25 takes minutes,
   where it did not finish before, reaching about 330 empties in 60 s).
   A clue once kept stays needed as others go, so the last round still leaves a minimal puzzle. */
int gen_empty(generator *g, cj_rng *rng, const uint8_t *solution, uint8_t *puzzle)
{
    int n2 = g->n2, units = 0, untested, empties = 0, kept = 0, put_off = 0, round = 0, k, cell;
    uint64_t before;
    int cells[4], unique = g->o.max_solutions == 1; /* the two-value sets hold only for unique puzzles */

    dlx_reset(g->d);
    if (unique)
        find_pair_sets(g, solution);
    g->depth = 0;
    g->n_sunk = 0;
    g->n_units = 0;
    g->unit_ends[0] = 0;
    g->cap = FIRST_CAP_PER_CELL * (uint64_t)n2;
    memcpy(puzzle, solution, (size_t)n2);
    for (cell = 0; cell < n2; cell++) {
        g->state[cell] = 1;
        g->prefer[sudoku_option(g->s, cell, solution[cell])] = 1;
    }
    for (k = 0; k < g->n; k++)
        g->row_left[k] = g->col_left[k] = g->n;

    /* The units to test: cells, or one representative per orbit, in random order. */
    for (cell = 0; cell < n2; cell++) {
        if (g->o.strategy == GEN_SYMMETRIC) {
            int m = orbit_of(g, cell, cells), smallest = cell;
            for (k = 0; k < m; k++)
                if (cells[k] < smallest)
                    smallest = cells[k];
            if (smallest != cell)
                continue;
        }
        g->order[units++] = cell;
    }
    cj_rng_shuffle(rng, g->order, units);
    /* Commit so that the first unit to test lies on top of the stack. */
    for (k = units - 1; k >= 0; k--) {
        int m = orbit_of(g, g->order[k], cells), j;
        for (j = 0; j < m; j++)
            push_given(g, solution, cells[j]);
    }

    untested = units;
    for (k = 0; untested > 0; k++) {
        int m, j, fits, valid = 0;
        if (g->o.target_empty >= 0 && empties >= g->o.target_empty)
            break;
        /* Even emptying every untested clue would not reach the target: a restart is due. */
        if (g->o.target_empty >= 0 && empties + g->depth - kept < g->o.target_empty)
            break;
        if ((round > 0 || k % 64 == 63) && g->o.keep_going != NULL && !g->o.keep_going(g->o.keep_going_ctx)) {
            empties = GEN_EGAVEUP;
            break;
        }
        if (g->o.strategy == GEN_PUZZLEJAR && round == 0)
            cell = choose_puzzlejar(g, rng);
        else
            cell = g->order[k];
        untested--;
        m = orbit_of(g, cell, cells);
        if (round == 0)
            for (j = 0; j < m; j++)
                mark_tested(g, cells[j]);
        fits = g->o.target_empty < 0 || empties + m <= g->o.target_empty;
        if (fits && !(unique && empties_a_pair_set(g, solution, cells, m))) {
            /* Clues kept since the last sink cost a retract and a commit at every pull. */
            if ((kept - g->n_sunk) * (kept - g->n_sunk) >= 2 * untested)
                sink_kept(g, solution);
            for (j = 0; j < m; j++)
                pull_given(g, solution, cells[j]);
            before = g->st.nodes;
            valid = remove_is_valid(g, solution, cells, m);
            if (valid == 0)
                g->st.kept_nodes += g->st.nodes - before;
            if (valid <= 0)
                for (j = 0; j < m; j++)
                    push_given(g, solution, cells[j]);
        }
        if (valid > 0) {
            for (j = 0; j < m; j++) {
                if (unique)
                    clue_leaves_sets(g, solution, cells[j]);
                g->state[cells[j]] = 0;
                puzzle[cells[j]] = 0;
                g->removed[empties++] = cells[j];
            }
            g->unit_ends[++g->n_units] = empties;
        } else if (valid < 0) {
            /* Put off to the next round. The units tested so far this round sit at order[0..k], so the
               ones put off are gathered there. */
            g->st.put_off++;
            g->order[put_off++] = cell;
            for (j = 0; j < m; j++)
                g->state[cells[j]] = 3;
        } else {
            /* Kept: by the search, by a rectangle, or because it would overshoot the target. */
            g->st.kept++;
            kept += m;
            for (j = 0; j < m; j++)
                g->state[cells[j]] = 2;
        }
        if (untested == 0 && put_off > 0) { /* the next round */
            untested = put_off;
            put_off = 0;
            k = -1;
            round++;
            g->cap = g->cap <= UINT64_MAX / CAP_GROWTH ? g->cap * CAP_GROWTH : 0;
        }
    }
    dlx_reset(g->d);
    g->depth = 0;
    for (cell = 0; cell < n2; cell++)
        g->prefer[sudoku_option(g->s, cell, solution[cell])] = 0;
    return empties;
}

/* The puzzle after the first `units` accepted removals of the last pass. */
static void prefix_puzzle(const struct generator *g, const uint8_t *solution, int units, uint8_t *puzzle)
{
    int k;
    memcpy(puzzle, solution, (size_t)g->n2);
    for (k = 0; k < g->unit_ends[units]; k++)
        puzzle[g->removed[k]] = 0;
}

/* With a level wanted: the last board of the pass at that level (PuzzleJAR's PuzzComplDict keeps
   every board of the emptying). Levels grow with removals, so a binary search over the prefix. */
static int settle_level(struct generator *g, const uint8_t *solution, uint8_t *puzzle)
{
    int lo = 0, hi = g->n_units, level;
    level = g->o.level(g->o.level_ctx, puzzle, solution, g->o.box_rows, g->o.box_cols);
    if (level == g->o.want_level)
        return 1;
    if (level < g->o.want_level || g->o.target_empty >= 0)
        return 0;
    /* Find the largest prefix whose level is at most the wanted one. */
    while (lo < hi) {
        int mid = (lo + hi + 1) / 2;
        prefix_puzzle(g, solution, mid, g->grid);
        if (g->o.level(g->o.level_ctx, g->grid, solution, g->o.box_rows, g->o.box_cols) <= g->o.want_level)
            lo = mid;
        else
            hi = mid - 1;
    }
    prefix_puzzle(g, solution, lo, g->grid);
    if (g->o.level(g->o.level_ctx, g->grid, solution, g->o.box_rows, g->o.box_cols) != g->o.want_level)
        return 0;
    memcpy(puzzle, g->grid, (size_t)g->n2);
    return 1;
}

int gen_puzzle(generator *g, cj_rng *rng, uint8_t *puzzle, uint8_t *solution)
{
    uint64_t attempt;
    for (attempt = 0;; attempt++) {
        int empties, rc;
        /* A fresh grid now and then; otherwise another emptying order of the same grid. */
        if (attempt % 4 == 0 && (rc = gen_full_grid(g, rng, solution)) != GEN_OK)
            return rc;
        g->st.attempts++;
        empties = gen_empty(g, rng, solution, puzzle);
        if (empties < 0)
            return empties;
        if (g->o.target_empty < 0 || empties >= g->o.target_empty) {
            if (g->o.level == NULL || settle_level(g, solution, puzzle)) {
                int k, count = 0;
                for (k = 0; k < g->n2; k++)
                    count += puzzle[k] == 0;
                return count;
            }
        }
        if (g->o.keep_going != NULL && !g->o.keep_going(g->o.keep_going_ctx))
            return GEN_EGAVEUP;
    }
}

long gen_count(generator *g, const uint8_t *puzzle, long limit)
{
    long found;
    dlx_reset(g->d);
    if (sudoku_apply(g->s, puzzle) != SUDOKU_OK)
        return 0;
    found = sudoku_solve(g->s, limit, NULL, NULL);
    sudoku_clear(g->s);
    return found;
}
