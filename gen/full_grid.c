/* full_grid.c: the generator's random full grids: diagonal boxes at random, then a randomised search;
   past its node budget (above 42x42) a shifted pattern mixed by random exchanges of lines. */
#include <string.h>

#include "gen/generator_int.h"

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
    if (grid == NULL || rng == NULL)
        return GEN_EOPTIONS;
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
