/* gen.c: Fillomino generation. Full board: regions grown from random cells to random sizes, cut back
   so that no two equal sizes touch, single cells then joined to a neighbour; clues are emptied in a
   strategy's order (random with larger regions first, PuzzleJAR's row/column sampling, symmetric
   orbits), each removal kept when the lean solver still finds at most K solutions. */
#include "fillomino/gen_int.h"
#include "fillomino/gen_fill.h"

#include <string.h>

static int neighbours(const fm_gen *g, int c, int nb[4])
{
    int r = c / g->w, col = c % g->w, m = 0;
    if (r > 0) nb[m++] = c - g->w;
    if (col > 0) nb[m++] = c - 1;
    if (col + 1 < g->w) nb[m++] = c + 1;
    if (r + 1 < g->h) nb[m++] = c + g->w;
    return m;
}

static int fresh(fm_gen *g)
{
    if (++g->stamp >= 0x7fffffffu) {
        memset(g->mark, 0, sizeof(int) * (size_t)(g->n + 2));
        g->stamp = 1;
    }
    return (int)g->stamp;
}

/* Region id r may grow to size z: no cell of it touches a finished region of size z. */
static int size_fits(fm_gen *g, int r, int extra, int z)
{
    int c, k, nb[4];
    for (c = 0; c < g->n; c++) {
        if (g->region[c] != r && c != extra)
            continue;
        for (k = neighbours(g, c, nb) - 1; k >= 0; k--) {
            int q = g->region[nb[k]];
            if (q >= 0 && q != r && nb[k] != extra && g->regsize[q] == z)
                return 0;
        }
    }
    return 1;
}

/* Grows a region from free cell c (or joins c to a neighbouring one); 0, or -1 when c fits nowhere. */
static int place_cell(fm_gen *g, cj_rng *rng, int max_region, int c, int *nreg)
{
    int n = g->n, target, len = 0, nf = 0, s, best = 0, k, nb[4], m, st;
    target = 1 + (int)cj_rng_below(rng, (uint32_t)max_region);
    g->region[c] = *nreg;
    g->grow[len++] = c;
    m = neighbours(g, c, nb);
    for (k = 0; k < m; k++)
        g->frontier[nf++] = nb[k];
    while (len < target && nf > 0) {
        int j = (int)cj_rng_below(rng, (uint32_t)nf), f = g->frontier[j];
        g->frontier[j] = g->frontier[--nf];
        if (g->region[f] >= 0)
            continue;
        g->region[f] = *nreg;
        g->grow[len++] = f;
        m = neighbours(g, f, nb);
        for (k = 0; k < m; k++)
            if (g->region[nb[k]] < 0 && nf < 4 * n + 4)
                g->frontier[nf++] = nb[k];
    }
    /* Largest prefix whose size no finished neighbouring region has. */
    st = fresh(g);
    for (s = 1; s <= len; s++) {
        int x = g->grow[s - 1];
        m = neighbours(g, x, nb);
        for (k = 0; k < m; k++) {
            int q = g->region[nb[k]];
            if (q >= 0 && q != *nreg)
                g->mark[g->regsize[q]] = st;
        }
        if (g->mark[s] != st)
            best = s;
    }
    for (s = best; s < len; s++)
        g->region[g->grow[s]] = -1;
    if (best > 0) {
        g->regsize[(*nreg)++] = best;
        return 0;
    }
    /* c alone conflicts with a neighbouring 1: join c to a neighbouring region instead. */
    g->region[c] = -1;
    m = neighbours(g, c, nb);
    for (k = 0; k < m; k++) {
        int q = g->region[nb[k]], z;
        if (q < 0)
            continue;
        z = g->regsize[q] + 1;
        if (z <= max_region && size_fits(g, q, c, z)) {
            g->region[c] = q;
            g->regsize[q] = z;
            return 0;
        }
    }
    return -1;
}

/* The regions next to free cell c made free again, to be grown anew. */
static void release_around(fm_gen *g, int c)
{
    int nb[4], m = neighbours(g, c, nb), k, x;
    for (k = 0; k < m; k++) {
        int q = g->region[nb[k]];
        if (q < 0)
            continue;
        for (x = 0; x < g->n; x++)
            if (g->region[x] == q)
                g->region[x] = -1;
        g->regsize[q] = 0;
    }
}

/* One attempt at a full board; 0 or -1. A cell that fits nowhere ends the attempt; when patient, the
   regions around it are freed instead and grown again in later rounds (while region ids last). */
static int full_attempt(fm_gen *g, cj_rng *rng, int max_region, fm_val *board, int patient)
{
    int n = g->n, i, nreg = 0, round, left = 1;
    for (i = 0; i < n; i++) {
        g->region[i] = -1;
        g->order[i] = i;
    }
    cj_rng_shuffle(rng, g->order, n);
    for (round = 0; left && round < (patient ? 64 : 1); round++) {
        left = 0;
        for (i = 0; i < n; i++) {
            int c = g->order[i];
            if (g->region[c] >= 0)
                continue;
            if (nreg >= n)
                return -1; /* out of region ids */
            if (place_cell(g, rng, max_region, c, &nreg) == 0)
                continue;
            if (!patient)
                return -1;
            release_around(g, c);
            left = 1;
        }
    }
    if (left)
        return -1;
    /* Each single cell joins a neighbouring region whose grown size still fits (fewer, larger
       regions: sparser puzzles). */
    for (i = 0; i < n; i++) {
        int c = g->order[i], nb[4], m, k, first;
        if (g->regsize[g->region[c]] != 1)
            continue;
        m = neighbours(g, c, nb);
        if (m == 0) /* a 1x1 board: the cell stays a region of its own */
            continue;
        first = (int)cj_rng_below(rng, (uint32_t)m);
        for (k = 0; k < m; k++) {
            int q = g->region[nb[(first + k) % m]], z = g->regsize[q] + 1;
            if (z <= max_region && size_fits(g, q, c, z)) {
                g->regsize[g->region[c]] = 0;
                g->region[c] = q;
                g->regsize[q] = z;
                break;
            }
        }
    }
    for (i = 0; i < n; i++)
        board[i] = (fm_val)g->regsize[g->region[i]];
    return fm_board_valid(board, g->w, g->h, g->work) ? 0 : -1;
}

int fm_gen_full(fm_gen *g, cj_rng *rng, int max_region, fm_val *board, int *attempts)
{
    int a;
    if (max_region <= 0)
        max_region = fm_default_max_region(g->w, g->h);
    if (max_region > g->n)
        max_region = g->n;
    /* Plain attempts first; past 1000 (boards of some 45x45 and more with regions up to 9), patient ones;
       past 1100 (small bounds: regions up to 3 on an 8x8, up to 4 on a 16x16), the fill in order. */
    for (a = 1; a <= 1100; a++)
        if (full_attempt(g, rng, max_region, board, a > 1000) == 0) {
            if (attempts)
                *attempts = a;
            return 0;
        }
#ifndef FM_SMALL_FLASH /* then the board built in order with backjumping (gen_fill.h; not in the firmware) */
    {
        long nodes;
        if (fm_fill_rows(g->w, g->h, max_region, rng, (long)FM_FILL_NODES_PER_CELL * g->n, board, g->region,
                         g->frontier, (unsigned char *)(void *)g->work, sizeof(int) * 2 * (size_t)g->n,
                         &nodes) == 0 &&
            fm_board_valid(board, g->w, g->h, g->work)) {
            if (attempts)
                *attempts = a;
            return 0;
        }
    }
#endif
    return FM_ERR_GEN;
}

/* Labels the regions of a full board (g->region, g->regsize) and counts clues per region. */
static void label_regions(fm_gen *g, const fm_val *board, const fm_val *puzzle)
{
    int n = g->n, c, nreg = 0;
    for (c = 0; c < n; c++)
        g->region[c] = -1;
    for (c = 0; c < n; c++) {
        int head = 0, tail = 0;
        if (g->region[c] >= 0)
            continue;
        g->region[c] = nreg;
        g->grow[tail++] = c;
        g->clues[nreg] = 0;
        while (head < tail) {
            int x = g->grow[head++], nb[4], k, m = neighbours(g, x, nb);
            if (puzzle[x])
                g->clues[nreg]++;
            for (k = 0; k < m; k++)
                if (g->region[nb[k]] < 0 && board[nb[k]] == board[c]) {
                    g->region[nb[k]] = nreg;
                    g->grow[tail++] = nb[k];
                }
        }
        g->regsize[nreg++] = tail;
    }
}

/* The node cap of a check (0: none). */
static uint64_t check_cap(const fm_gen_opts *o, int n)
{
    return o->check_nodes == 0 ? FM_GEN_NODE_LIMIT + (uint64_t)(n / FM_GEN_CELLS_PER_NODE)
           : o->check_nodes < 0 ? 0 : (uint64_t)o->check_nodes;
}

/* Node cap of a witness search (witness_board); 9x7, seed 1: 3,885 of the 4,519 checks that kept their
   clue in 200 puzzles end in one with a cap of 30 (as with 100 or 1,000), 3,564 with 10. */
#ifndef FM_WITNESS_NODES
#define FM_WITNESS_NODES 30
#endif
/* The window of a witness search holds at most this share (in 64ths) of a board of n cells (-DFM_WITNESS_SHARE=S: S for
   all); past it the search costs about what the check does. On the host small boards take larger windows, where a whole
   check costs more than its share of the board suggests (instructions, seed 1, against half the board: 4x4 0.962x, 5x5
   0.932x, 6x6 0.933x with 48; 7x7 0.961x, 9x7 0.999x with 40; 8x8 and from 10x10 up within 0.01%); the firmware keeps
   half the board (its image as it was). The same puzzles: a witness only spares a check. */
#ifdef FM_WITNESS_SHARE
#define FM_WITNESS_SHARE_FOR(n) (FM_WITNESS_SHARE)
#elif defined FM_SMALL_FLASH
#define FM_WITNESS_SHARE_FOR(n) 32
#else
#define FM_WITNESS_SHARE_FOR(n) ((n) < 49 ? 48 : (n) < 100 ? 40 : 32)
#endif

/* No witness is looked for while more than this share (in percent) of the cells are clues: a dense puzzle's
   clue mostly goes, and a witness search that finds nothing costs its whole set-up (9x7, seed 1: 1 in 194
   found with over 90% of the cells clues, 1 in 10 at 80-90%, 1 in 4 at 70-80%, 1 in 3 at 50-70%). */
#ifndef FM_WITNESS_DENSITY
#define FM_WITNESS_DENSITY 70
#endif

/* The board of a witness search for clue c: every cell outside c's region and the regions next to it
   (in the solution) fixed to the solution, c empty; the lean solver's next search covers the other
   cells only (fm_lean_set_window). Any solution of it without c's value there also solves the puzzle
   without c. It lives in work (2n ints), used only before the emptying starts, so the generator's
   memory stays the same. NULL when the window is too large to pay. */
static fm_val *witness_board(fm_gen *g, const fm_val *puzzle, int c)
{
    fm_val *board = (fm_val *)(void *)g->work;
    unsigned char *window = (unsigned char *)(void *)(board + g->n); /* per region id */
    int i, k, m, nb[4], size = 0;
    memset(window, 0, (size_t)g->n);
    for (i = 0; i < g->n; i++)
        if (g->region[i] == g->region[c])
            for (k = 0, m = neighbours(g, i, nb); k < m; k++)
                window[g->region[nb[k]]] = 1;
    window[g->region[c]] = 1;
    for (i = 0; i < g->n; i++) {
        int x = window[g->region[i]];
        board[i] = x ? puzzle[i] : g->sol[i];
        size += x;
    }
    if (size * 64 > g->n * FM_WITNESS_SHARE_FOR(g->n))
        return NULL;
    board[c] = 0;
    for (i = 0; i < g->n; i++) /* per cell, after the regions' */
        window[g->n + i] = window[g->region[i]];
    fm_lean_set_window(g->lean, window + g->n); /* the search covers the window's cells only */
    return board;
}

/* Whether the lean solver's root logic (FM_LOGIC_RULES, or FM_LOGIC_LOOK_AHEAD: the same rules, then the
   look-ahead from their board when they leave cells open) fills g->trial. Its board goes to work, unused
   by the witness in these runs. */
static int logic_fills(fm_gen *g, int logic)
{
    fm_val *out = (fm_val *)(void *)g->work;
    fm_lean_set_probing(g->lean, logic == FM_LOGIC_LOOK_AHEAD);
    return fm_lean_implied(g->lean, g->trial, out) == 0 && fm_count_clues(out, g->n) == g->n;
}

#ifndef FM_SMALL_FLASH
/* Whether some group of v beside empty cell c of g->trial (c's clue v just taken out) is short of v cells
   and has no other empty cell beside it: then c must hold v, and the check of c would fail in the lean
   solver's first local rules (that group has no way out once v is forbidden at c), so the clue can go
   with no check. Visited cells are set to v + 1 in g->trial and restored. Host only: the firmware keeps
   its image and finds the same by the check. */
static int short_group_beside(fm_gen *g, int c, int v)
{
    fm_val *t = g->trial;
    int nb[4], m = neighbours(g, c, nb), k, dead = 0;
    for (k = 0; k < m && !dead; k++) {
        int head = 0, tail = 0, other = 0, i;
        if (t[nb[k]] != v)
            continue;
        t[nb[k]] = (fm_val)(v + 1);
        g->grow[tail++] = nb[k];
        while (head < tail) {
            int nb2[4], j, m2 = neighbours(g, g->grow[head++], nb2);
            for (j = 0; j < m2; j++) {
                int y = nb2[j];
                if (t[y] == v) {
                    t[y] = (fm_val)(v + 1);
                    g->grow[tail++] = y;
                } else if (t[y] == 0 && y != c) {
                    other = 1;
                }
            }
        }
        for (i = 0; i < tail; i++)
            t[g->grow[i]] = (fm_val)v;
        dead = tail < v && !other;
    }
    return dead;
}
#endif

/* isRemoveValid for the cells[0..k) (all clues now): empties them in puzzle when the result has at
   most K solutions and returns 1; otherwise leaves puzzle as it was and returns 0 (also when the
   search hit the node cap: the clues are kept, so the puzzle stays within K solutions). */
static int try_remove(fm_gen *g, const fm_gen_opts *o, fm_val *puzzle, const int *cells, int k,
                      fm_gen_stats *st)
{
    fm_stats ss;
    long got;
    int i;
    memcpy(g->trial, puzzle, sizeof(fm_val) * (size_t)g->n);
    for (i = 0; i < k; i++)
        g->trial[cells[i]] = 0;
    st->checks++;
    if (o->logic != FM_LOGIC_SEARCH) { /* the logic fills the board, or the clues stay */
        got = logic_fills(g, o->logic);
    } else if (o->max_solutions <= 1 && k == 1) {
        const fm_val *board;
        int dense = 0;
#ifndef FM_SMALL_FLASH
        if (short_group_beside(g, cells[0], puzzle[cells[0]])) {
            memcpy(puzzle, g->trial, sizeof(fm_val) * (size_t)g->n);
            st->removed += k;
            return 1;
        }
        dense = (g->n - st->removed) * 100 > g->n * FM_WITNESS_DENSITY;
#endif
        /* A second solution near the clue (a witness) keeps it with no search of the whole board;
           when none is found (or none is looked for in a dense puzzle), the check runs as before, so the
           puzzles are the same. */
        board = dense ? NULL : witness_board(g, puzzle, cells[0]);
        if (board != NULL) {
            fm_lean_set_node_limit(g->lean, FM_WITNESS_NODES);
            got = fm_lean_solve(g->lean, board, 1, NULL, cells[0], puzzle[cells[0]], g->sol, &ss);
            fm_lean_set_node_limit(g->lean, check_cap(o, g->n));
            st->nodes += ss.nodes;
            if (got >= 1) {
                st->witnessed++;
                return 0;
            }
        }
        got = fm_lean_solve(g->lean, g->trial, 1, NULL, cells[0], puzzle[cells[0]], g->sol, &ss);
        got = got == 0 ? 1 : got > 0 ? 2 : got;
    } else {
        got = fm_lean_solve(g->lean, g->trial, o->max_solutions + 1L, NULL, -1, 0, g->sol, &ss);
    }
    if (o->logic == FM_LOGIC_SEARCH)
        st->nodes += ss.nodes;
    if (got == FM_ERR_LIMIT)
        st->capped++;
    if (got < 1 || got > (o->max_solutions < 1 ? 1 : o->max_solutions))
        return 0;
    memcpy(puzzle, g->trial, sizeof(fm_val) * (size_t)g->n);
    st->removed += k;
    return 1;
}

/* The image of cell c under the symmetry. */
static int sym_image(const fm_gen *g, int sym, int c)
{
    int r = c / g->w, col = c % g->w;
    switch (sym) {
    case FM_SYM_ROT90: return col * g->w + (g->w - 1 - r);
    case FM_SYM_MIRROR: return r * g->w + (g->w - 1 - col);
    case FM_SYM_FLIP: return (g->h - 1 - r) * g->w + col;
    case FM_SYM_DIAGONAL: return col * g->w + r;
    default: return g->n - 1 - c;
    }
}

/* Whether removing cells[0..k) leaves every region a clue (no_hidden) and stays within target. */
static int allowed(fm_gen *g, const fm_gen_opts *o, const fm_val *puzzle, const int *cells, int k,
                   int empties)
{
    int i, j;
    if (o->target_empty >= 0 && empties + k > o->target_empty)
        return 0;
    for (i = 0; i < k; i++)
        if (puzzle[cells[i]] == 0)
            return 0;
    if (!o->no_hidden)
        return 1;
    for (i = 0; i < k; i++) {
        int r = g->region[cells[i]], lost = 0;
        for (j = 0; j < k; j++)
            lost += g->region[cells[j]] == r;
        if (g->clues[r] <= lost)
            return 0;
    }
    return 1;
}

/* Tries to empty the unit cells[0..k) under the options; on success counts it in *empties. */
static void try_unit(fm_gen *g, const fm_gen_opts *o, fm_val *puzzle, const int *cells, int k,
                     int *empties, fm_gen_stats *st)
{
    int i;
    if (g->stopped || !allowed(g, o, puzzle, cells, k, *empties))
        return;
    if (o->keep_going != NULL && !o->keep_going(o->keep_going_ctx)) {
        g->stopped = 1; /* the puzzle is not used: the clues after it may stay */
        return;
    }
    if (!try_remove(g, o, puzzle, cells, k, st))
        return;
    for (i = 0; i < k; i++)
        g->clues[g->region[cells[i]]]--;
    *empties += k;
}

/* Orders g->order[0..k) by the size of each cell's region, larger first, keeping the shuffled order
   within a size (a counting sort): clues of large regions are the likeliest to go, and trying them
   while the puzzle is dense gives sparser puzzles (16x16: 40.6% clues against 43.5% unsorted). */
static void larger_first(fm_gen *g, const fm_val *solution, int k)
{
    int *start = g->work, *out = g->frontier, n = g->n, i, v, pos = 0;
    for (v = 0; v <= n; v++)
        start[v] = 0;
    for (i = 0; i < k; i++)
        start[solution[g->order[i]]]++;
    for (v = n; v >= 0; v--) {
        int c = start[v];
        start[v] = pos;
        pos += c;
    }
    for (i = 0; i < k; i++)
        out[start[solution[g->order[i]]]++] = g->order[i];
    memcpy(g->order, out, sizeof(int) * (size_t)k);
}

int fm_gen_empty(fm_gen *g, const fm_gen_opts *o, cj_rng *rng, const fm_val *solution,
                 fm_val *puzzle, fm_gen_stats *st)
{
    int n = g->n, empties = 0, i, nreg;
    uint64_t cap;
    fm_gen_stats local;
    if (st == NULL)
        st = &local;
    st->checks = st->removed = st->capped = st->witnessed = 0;
    st->nodes = 0;
    if (o->max_region < 0 || o->max_solutions < 1 || o->strategy < FM_STRAT_RANDOM || o->strategy > FM_STRAT_SYMMETRIC ||
        o->symmetry < FM_SYM_ROT180 || o->symmetry > FM_SYM_DIAGONAL || o->logic < FM_LOGIC_SEARCH ||
        o->logic > FM_LOGIC_LOOK_AHEAD || (o->logic != FM_LOGIC_SEARCH && o->max_solutions > 1))
        return FM_ERR_OPTIONS;
    if (o->strategy == FM_STRAT_SYMMETRIC && !fm_symmetry_ok(o->symmetry, g->w, g->h))
        return FM_ERR_OPTIONS;
    cap = check_cap(o, n);
    fm_lean_set_node_limit(g->lean, cap);
    /* Uncapped checks on boards over 100 cells look ahead: the same counts (so the same puzzle) in far
       fewer nodes (exact-minimal 11x11: 0.75 s for 4 puzzles against 12.6 s; 13x13: 24 s for 3 against
       over 300 s). Look-ahead costs more than it saves below (6x6 9x slower, 10x10 even), and capped
       checks stay plain: their cap counts plain nodes. */
    fm_lean_set_probing(g->lean, cap == 0 && n > 100);
    g->sol = solution;
    g->stopped = 0;
    memcpy(puzzle, solution, sizeof(fm_val) * (size_t)n);
    label_regions(g, solution, puzzle);
    nreg = 0;
    for (i = 0; i < n; i++)
        if (g->region[i] + 1 > nreg)
            nreg = g->region[i] + 1;
    /* Phase 1: whole regions (and their symmetric images are left to phase 2). */
    if (o->regions_first && !o->no_hidden && o->strategy != FM_STRAT_SYMMETRIC) {
        int r;
        for (r = 0; r < nreg; r++)
            g->order[r] = r;
        cj_rng_shuffle(rng, g->order, nreg);
        for (r = 0; r < nreg; r++) {
            int k = 0;
            for (i = 0; i < n; i++)
                if (g->region[i] == g->order[r] && puzzle[i])
                    g->orbit[k++] = i;
            if (k > 1)
                try_unit(g, o, puzzle, g->orbit, k, &empties, st);
        }
    }
    if (o->strategy == FM_STRAT_SYMMETRIC) {
        int norb = 0, pos = 0, st_ = fresh(g);
        for (i = 0; i < n; i++) {
            int c = i;
            if (g->mark[i] == st_)
                continue;
            g->orbit_start[norb] = pos;
            do {
                g->mark[c] = st_;
                g->orbit[pos++] = c;
                c = sym_image(g, o->symmetry, c);
            } while (c != i && g->mark[c] != st_);
            g->order[norb] = norb;
            norb++;
        }
        g->orbit_start[norb] = pos;
        cj_rng_shuffle(rng, g->order, norb);
        for (i = 0; i < norb; i++) {
            int *cells = g->orbit + g->orbit_start[g->order[i]];
            int k = g->orbit_start[g->order[i] + 1] - g->orbit_start[g->order[i]];
            try_unit(g, o, puzzle, cells, k, &empties, st);
        }
    } else if (o->strategy == FM_STRAT_PUZZLEJAR) {
        /* The paper's ChooseSquare: a row with probability proportional to its untried clues (by
           rejection), then a column of that row likewise; each clue is tried once. */
        int left = 0, r, c;
        int *row_left = g->orbit_start; /* h counters */
        for (r = 0; r < g->h; r++)
            row_left[r] = 0;
        for (i = 0; i < n; i++) {
            g->mark[i] = 0;
            if (puzzle[i]) {
                row_left[i / g->w]++;
                left++;
            }
        }
        while (left > 0) {
            int cell;
            do
                r = (int)cj_rng_below(rng, (uint32_t)g->h);
            while ((int)cj_rng_below(rng, (uint32_t)g->w) >= row_left[r]);
            do
                c = (int)cj_rng_below(rng, (uint32_t)g->w);
            while (puzzle[r * g->w + c] == 0 || g->mark[r * g->w + c] == -1);
            cell = r * g->w + c;
            g->mark[cell] = -1;
            row_left[r]--;
            left--;
            try_unit(g, o, puzzle, &cell, 1, &empties, st);
        }
        g->stamp = 0;
        memset(g->mark, 0, sizeof(int) * (size_t)(n + 2));
    } else {
        int k = 0;
        for (i = 0; i < n; i++)
            if (puzzle[i])
                g->order[k++] = i;
        cj_rng_shuffle(rng, g->order, k);
        larger_first(g, solution, k);
        for (i = 0; i < k; i++) {
            int cell = g->order[i];
            try_unit(g, o, puzzle, &cell, 1, &empties, st);
        }
    }
    return g->stopped * FM_ERR_STOPPED;
}

int fm_gen_puzzle(fm_gen *g, const fm_gen_opts *o, cj_rng *rng, fm_val *puzzle, fm_val *solution,
                  fm_gen_stats *st)
{
    fm_gen_stats local;
    int attempts = 0, boards, rc;
    if (st == NULL)
        st = &local;
    if (o->max_region < 0 || o->max_solutions < 1) /* the rest is checked by fm_gen_empty */
        return FM_ERR_OPTIONS;
    for (boards = 0; boards < FM_TARGET_BOARDS; boards++) {
        rc = fm_gen_full(g, rng, o->max_region, solution, &attempts);
        if (rc == 0)
            rc = fm_gen_empty(g, o, rng, solution, puzzle, st);
        st->attempts = attempts;
        if (rc != 0 || o->target_empty < 0 || g->n - fm_count_clues(puzzle, g->n) >= o->target_empty)
            return rc;
    }
    return FM_ERR_TARGET;
}
