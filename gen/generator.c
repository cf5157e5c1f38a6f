/* generator.c: Sudoku generation on one engine built once: emptying a full grid (full_grid.c) by ChooseSquare
   + isRemoveValid in rounds of growing node caps, with restarts; two-value sets (pair_sets.c) skip checks. */
#include "gen/generator_int.h"

#include "dlx/arena.h"
#include <string.h>

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

void gen_options_default(gen_options *o, int box_rows, int box_cols)
{
    memset(o, 0, sizeof *o);
    o->box_rows = box_rows;
    o->box_cols = box_cols;
    o->strategy = GEN_RANDOM;
    o->symmetry = GEN_SYM_NONE;
    o->max_solutions = 1;
    o->target_empty = -1;
}

/* What gen_init refuses, by number (0: nothing); gen_refusal words it. Apart, so that a firmware image that
   never calls gen_refusal keeps none of its words in flash. */
static int refusal(const void *mem, size_t bytes, const gen_options *o)
{
    size_t need;
    int n;
    if (o == NULL)
        return 1;
    if ((unsigned)o->strategy > GEN_SYMMETRIC || (unsigned)o->symmetry > GEN_SYM_DIAGONAL)
        return 2;
    if ((need = gen_bytes(o->box_rows, o->box_cols)) == 0)
        return 3;
    n = o->box_rows * o->box_cols;
    if (o->max_solutions < 1)
        return 4;
    if (o->target_empty < -1 || o->target_empty > n * n)
        return 5;
    if (mem == NULL)
        return 6;
    if (!cj_aligned(mem))
        return 7;
    return bytes < need ? 8 : 0;
}

const char *gen_refusal(const void *mem, size_t bytes, const gen_options *o)
{
    static const char *const why[] = {
        NULL,
        "no options (NULL)",
        "strategy or symmetry is none of gen_strategy's or gen_symmetry's values",
        "the box is no Sudoku box (box_rows * box_cols from 1 to the largest side the build takes)",
        "max_solutions is below 1 (1: unique puzzles)",
        "target_empty is below -1 (-1: minimal puzzles) or past the grid's squares",
        "no memory block (NULL)",
        "the memory block does not start on an 8-byte boundary",
        "the memory block is smaller than gen_bytes(box_rows, box_cols)"};
    return why[refusal(mem, bytes, o)];
}

generator *gen_init(void *mem, size_t bytes, const gen_options *o)
{
    struct generator *g = mem;
    int n;
    if (refusal(mem, bytes, o) != 0)
        return NULL;
    n = o->box_rows * o->box_cols;
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

void gen_reset_stats(generator *g)
{
    int builds = g->st.builds;
    memset(&g->st, 0, sizeof g->st);
    g->st.builds = builds;
}
sudoku *gen_model(generator *g) { return g->s; }
void gen_set_want_level(generator *g, int level) { g->o.want_level = level; }
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

int gen_target_fits_symmetry(int n, gen_symmetry symmetry, int target)
{
    /* Orbits of 2 cells (rot180, mirror, diagonal) or 4 (rot90), and single cells: the centre of an odd grid
       (rot180, rot90), its middle column (mirror) or the diagonal. Any count up to the grid's fits but for
       rot90 (4k, or 4k+1 on an odd grid) and rot180 or mirror on an even grid (2k). */
    if (symmetry == GEN_SYM_ROT90)
        return target % 4 == 0 || (n % 2 == 1 && target % 4 == 1);
    return n % 2 == 1 || symmetry == GEN_SYM_NONE || symmetry == GEN_SYM_DIAGONAL || target % 2 == 0;
}

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

/* The first round's node cap per check, and its growth from round to round. */
#define FIRST_CAP_PER_CELL 2u
#define CAP_GROWTH 16u

/* Any solution, looked for near the preferred one first: limited discrepancy searches with a growing
   limit (an alternative seldom needs many departures from the known solution), then a complete one,
   with the engine's propagation on (it often has to prove there is none: 16x16 checks take ~40% fewer
   nodes, ~15% fewer instructions), and from the second round on in the limited search too (those checks
   mostly find far alternatives: 0.78x the nodes, 0.97x the instructions at 16x16, the same puzzles).
   A limited search that cut nothing is already a proof of none. */
static long find_near(struct generator *g, dlx_search_opts *so)
{
    static const int limits[] = {3, 0};
    dlx_stats ds;
    int k;
#ifndef DLX_NO_PROPAGATE /* from the second round on, the limited search propagates too */
    int later = g->cap != FIRST_CAP_PER_CELL * (uint64_t)g->n2;
#else
    const int later = 0;
#endif
    so->node_limit = g->cap;
    for (k = 0;; k++) {
        long found;
        so->max_discrepancies = limits[k];
        so->propagate = limits[k] == 0 || later ? 2 : 0;
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
        so.limit = (long)g->o.max_solutions + 1;
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

/* Whether grid is full, its values in 1..N and none twice in a unit. */
static int full_grid_of_rules(const struct generator *g, const uint8_t *grid)
{
    int k, a, b;
    for (k = 0; k < g->n2; k++)
        if (grid[k] == 0)
            return 0;
    return sudoku_find_clash(g->o.box_rows, g->o.box_cols, grid, &a, &b) == SUDOKU_OK;
}

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
    int cells[4], unique = g->o.max_solutions == 1, gave_up = 0; /* the two-value sets hold only for unique puzzles */

    if (solution == NULL || puzzle == NULL || rng == NULL || !full_grid_of_rules(g, solution))
        return GEN_EOPTIONS; /* no emptying: the two-value sets index by value */
    dlx_reset(g->d);
    if (unique)
        gen_find_pair_sets(g, solution);
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
        int m, j, fits, valid = 0, searched = 0;
        if (g->o.target_empty >= 0 && empties >= g->o.target_empty)
            break;
        /* Even emptying every untested clue would not reach the target: a restart is due. */
        if (g->o.target_empty >= 0 && empties + g->depth - kept < g->o.target_empty)
            break;
        if ((round > 0 || k % 64 == 63) && g->o.keep_going != NULL && !g->o.keep_going(g->o.keep_going_ctx)) {
            gave_up = 1;
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
        if (fits && !(unique && gen_empties_a_pair_set(g, solution, cells, m))) {
            /* Clues kept since the last sink cost a retract and a commit at every pull. */
            if ((kept - g->n_sunk) * (kept - g->n_sunk) >= 2 * untested)
                sink_kept(g, solution);
            for (j = 0; j < m; j++)
                pull_given(g, solution, cells[j]);
            before = g->st.nodes;
            valid = remove_is_valid(g, solution, cells, m);
            searched = 1;
            if (valid == 0)
                g->st.kept_nodes += g->st.nodes - before;
            if (valid <= 0)
                for (j = 0; j < m; j++)
                    push_given(g, solution, cells[j]);
        }
        if (valid > 0) {
            for (j = 0; j < m; j++) {
                if (unique)
                    gen_clue_leaves_sets(g, solution, cells[j]);
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
            /* Kept: by the search (counted), by a rectangle, or because it would overshoot the target. */
            g->st.kept += (uint64_t)searched;
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
    if (empties > g->st.most_empties)
        g->st.most_empties = empties;
    return gave_up ? GEN_EGAVEUP : empties;
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
    if (puzzle == NULL || solution == NULL) /* the full grid is made into solution: both are needed */
        return GEN_EOPTIONS;
    g->st.most_empties = 0;
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
    int rc;
    if (puzzle == NULL)
        return GEN_EOPTIONS;
    dlx_reset(g->d);
    if ((rc = sudoku_apply(g->s, puzzle)) != SUDOKU_OK)
        return rc == SUDOKU_ECLASH ? 0 : GEN_EOPTIONS; /* a clash has no solution; a value above N is no puzzle */
    found = sudoku_solve(g->s, limit, NULL, NULL);
    sudoku_clear(g->s);
    return found;
}
