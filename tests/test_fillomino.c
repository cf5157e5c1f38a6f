/* test_fillomino.c: the Fillomino library against independent truths: a flood-fill validator and
   a brute-force enumerator written here, janko.at's published solutions, and format round trips. */
#include "tests/check.h"
#include "tests/janko_blocks.h"

#include "fillomino/board.h"
#include "fillomino/format.h"
#include "fillomino/gen.h"
#include "fillomino/lean.h"
#include "fillomino/solver_int.h" /* the exclusion list's room, for one test */

#include <string.h>

check_counts checks;

#define MAXN 4096

/* ---- independent validator: every group of equal numbers has exactly that many cells ---- */
static int valid_board(const fm_val *b, int w, int h)
{
    static int seen[MAXN], queue[MAXN];
    int n = w * h, i;
    memset(seen, 0, sizeof(int) * (size_t)n);
    for (i = 0; i < n; i++) {
        int head = 0, tail = 0;
        if (b[i] == 0)
            return 0;
        if (seen[i])
            continue;
        seen[i] = 1;
        queue[tail++] = i;
        while (head < tail) {
            int c = queue[head++], d[4] = {-w, w, -1, 1}, k;
            for (k = 0; k < 4; k++) {
                int x = c + d[k];
                if ((k == 2 && c % w == 0) || (k == 3 && c % w == w - 1) || x < 0 || x >= n)
                    continue;
                if (!seen[x] && b[x] == b[c]) {
                    seen[x] = 1;
                    queue[tail++] = x;
                }
            }
        }
        if (tail != b[i])
            return 0;
    }
    return 1;
}

static int agrees(const fm_val *puzzle, const fm_val *sol, int n)
{
    int i;
    for (i = 0; i < n; i++)
        if (puzzle[i] && puzzle[i] != sol[i])
            return 0;
    return 1;
}

/* ---- brute force: enumerate every partition of the board into connected regions (the region of
   the first free cell, as each connected set containing it, then the rest), label regions by size,
   and keep those that match the clues with no two equal sizes touching ---- */
typedef struct brute {
    int w, h, n;
    const fm_val *clues;
    int region[32];   /* region id per cell, -1 free */
    int rsize[32];
    int inset[32], forbid[32][32]; /* forbid: per region being grown */
    long count, cap;
} brute;

static int nbrs(const brute *br, int c, int nb[4])
{
    int r = c / br->w, col = c % br->w, m = 0;
    if (r > 0) nb[m++] = c - br->w;
    if (r + 1 < br->h) nb[m++] = c + br->w;
    if (col > 0) nb[m++] = c - 1;
    if (col + 1 < br->w) nb[m++] = c + 1;
    return m;
}

static void place_next(brute *br, int nreg);

/* Connected sets S (cells set[0..k)) grown from the first free cell through ext[0..next). */
static void grow(brute *br, int *set, int k, int *ext, int next, int nreg)
{
    int i, j, nb[4], m, added[32], na;
    /* S as a region: clues inside must equal its size; no placed neighbour region of that size. */
    int ok = 1;
    for (i = 0; i < k && ok; i++) {
        if (br->clues[set[i]] && br->clues[set[i]] != k)
            ok = 0;
        m = nbrs(br, set[i], nb);
        for (j = 0; j < m && ok; j++)
            if (br->region[nb[j]] >= 0 && br->rsize[br->region[nb[j]]] == k)
                ok = 0;
    }
    if (ok) {
        for (i = 0; i < k; i++)
            br->region[set[i]] = nreg;
        br->rsize[nreg] = k;
        place_next(br, nreg + 1);
        for (i = 0; i < k; i++)
            br->region[set[i]] = -1;
    }
    for (i = 0; i < k; i++) /* a clue smaller than S: no larger set can hold it */
        if (br->clues[set[i]] && br->clues[set[i]] <= k)
            return;
    na = 0;
    for (i = 0; i < next && br->count < br->cap; i++) {
        int u = ext[i], next2 = next;
        if (br->forbid[nreg][u] || br->inset[u])
            continue;
        set[k] = u;
        br->inset[u] = 1;
        m = nbrs(br, u, nb);
        for (j = 0; j < m; j++) {
            int y = nb[j], q, dup = 0;
            if (br->region[y] >= 0 || br->inset[y] || br->forbid[nreg][y])
                continue;
            for (q = 0; q < next2; q++)
                if (ext[q] == y)
                    dup = 1;
            if (!dup)
                ext[next2++] = y;
        }
        grow(br, set, k + 1, ext, next2, nreg);
        br->inset[u] = 0;
        br->forbid[nreg][u] = 1;
        added[na++] = u;
    }
    for (i = 0; i < na; i++)
        br->forbid[nreg][added[i]] = 0;
}

static void place_next(brute *br, int nreg)
{
    int c, set[32], ext[128], next = 0, nb[4], m, j;
    if (br->count >= br->cap)
        return;
    for (c = 0; c < br->n && br->region[c] >= 0; c++)
        ;
    if (c == br->n) {
        br->count++;
        return;
    }
    set[0] = c;
    br->inset[c] = 1;
    m = nbrs(br, c, nb);
    for (j = 0; j < m; j++)
        if (br->region[nb[j]] < 0)
            ext[next++] = nb[j];
    grow(br, set, 1, ext, next, nreg);
    br->inset[c] = 0;
}

static long brute_count(const fm_val *clues, int w, int h, long cap)
{
    brute br;
    int i;
    memset(&br, 0, sizeof br);
    br.w = w;
    br.h = h;
    br.n = w * h;
    br.clues = clues;
    br.cap = cap;
    for (i = 0; i < br.n; i++)
        br.region[i] = -1;
    place_next(&br, 0);
    return br.count;
}

static unsigned char solver_mem[8 << 20], gen_mem[16 << 20], lean_mem[8 << 20];

static void test_brute_force(void)
{
    static const int shapes[][2] = {{2, 2}, {3, 2}, {3, 3}, {4, 3}, {4, 4}, {5, 3}, {5, 4}};
    long seen0 = 0, seen1 = 0, seen2 = 0, many = 0, agree = 0, total = 0, implied_more = 0;
    int t;
    cj_rng rng;
    cj_rng_seed(&rng, 42, 0);
    for (t = 0; t < 420; t++) {
        int si = t % 7, w = shapes[si][0], h = shapes[si][1], n = w * h, i, keep;
        fm_val full[32], puzzle[32], first[32];
        fm_gen *g = fm_gen_init(gen_mem, sizeof gen_mem, w, h);
        fm_solver *s = fm_solver_init(solver_mem, sizeof solver_mem, w, h);
        long want, got;
        if (g == NULL || s == NULL || fm_gen_full(g, &rng, 0, full, NULL) != 0) {
            CHECK(0, "setup for %dx%d", w, h);
            continue;
        }
        CHECK(valid_board(full, w, h), "fm_gen_full gave an invalid %dx%d board", w, h);
        /* Keep a random share of the clues; sometimes corrupt one (often no solution). */
        keep = 10 + (int)cj_rng_below(&rng, 90);
        for (i = 0; i < n; i++)
            puzzle[i] = (int)cj_rng_below(&rng, 100) < keep ? full[i] : 0;
        if (t % 5 == 4) {
            int c = (int)cj_rng_below(&rng, (uint32_t)n);
            puzzle[c] = (fm_val)(1 + cj_rng_below(&rng, 5));
        }
        want = brute_count(puzzle, w, h, 1000);
        got = fm_solve(s, puzzle, 1000, first, -1, 0, NULL);
        total++;
        if (got == want)
            agree++;
        CHECK(got == want, "case %d (%dx%d): solver counts %ld, brute force %ld", t, w, h, got, want);
        if (got > 0)
            CHECK(valid_board(first, w, h) && agrees(puzzle, first, n), "case %d: bad first solution", t);
        /* The exclusion search: a solution whose cell differs from the full board's value. */
        if (want >= 1) {
            int c = (int)cj_rng_below(&rng, (uint32_t)n);
            long other = fm_solve(s, puzzle, 1, NULL, c, first[c], NULL);
            if (want == 1)
                CHECK(other == 0, "case %d: unique puzzle but a solution avoids cell %d = %d", t, c,
                      first[c]);
            else
                CHECK(other >= 0, "case %d: exclusion search failed", t);
        }
        /* The lean solver (the generator's): the same counts, with and without a preferred board,
           and the same answer to the exclusion search. */
        {
            fm_lean *l = fm_lean_init(lean_mem, sizeof lean_mem, w, h);
            fm_val lfirst[32];
            long lg = fm_lean_solve(l, puzzle, 1000, lfirst, -1, 0, NULL, NULL);
            long lp = fm_lean_solve(l, puzzle, 1000, NULL, -1, 0, full, NULL);
            CHECK(lg == want && lp == want, "case %d: lean solver counts %ld / %ld (preferring the board), brute "
                  "force %ld", t, lg, lp, want);
            if (lg > 0)
                CHECK(valid_board(lfirst, w, h) && agrees(puzzle, lfirst, n), "case %d: bad lean solution", t);
            if (want >= 1) {
                int c = (int)cj_rng_below(&rng, (uint32_t)n);
                long other = fm_lean_solve(l, puzzle, 1, NULL, c, lfirst[c], full, NULL);
                CHECK(want == 1 ? other == 0 : other >= 0, "case %d: lean exclusion search gave %ld", t, other);
            }
            /* With look-ahead (what solve uses): the same counts and exclusion answers. */
            fm_lean_set_probing(l, 1);
            {
                /* What the root look-ahead implies keeps the solutions: the same brute-force count, and
                   each cell it fills as in the (then only) solution. */
                fm_val implied[32];
                int r = fm_lean_implied(l, puzzle, implied), same = 1;
                if (r == 0 && want == 1)
                    for (i = 0; i < n; i++)
                        same &= implied[i] == 0 || implied[i] == first[i];
                implied_more += r == 0 && fm_count_clues(implied, n) > fm_count_clues(puzzle, n);
                CHECK(r == 0 ? brute_count(implied, w, h, 1000) == want && agrees(puzzle, implied, n) && same
                             : r == -1 && want == 0,
                      "case %d: the implied board (%d) breaks the count %ld", t, r, want);
            }
            lg = fm_lean_solve(l, puzzle, 1000, lfirst, -1, 0, NULL, NULL);
            CHECK(lg == want, "case %d: lean solver with look-ahead counts %ld, brute force %ld", t, lg, want);
            if (lg > 0) {
                int c = (int)cj_rng_below(&rng, (uint32_t)n);
                long other = fm_lean_solve(l, puzzle, 1, NULL, c, lfirst[c], NULL, NULL);
                CHECK(valid_board(lfirst, w, h) && agrees(puzzle, lfirst, n), "case %d: bad look-ahead solution", t);
                CHECK(want == 1 ? other == 0 : other >= 0, "case %d: look-ahead exclusion search gave %ld", t, other);
            }
        }
        /* A full list of forbidden values stops the search with FM_ERR_SIZE: with no room at all, a
           count that needs a branch's second half must not come out short. */
        if (want >= 2) {
            s->excl_cap = 0;
            got = fm_solve(s, puzzle, 1000, NULL, -1, 0, NULL);
            CHECK(got == FM_ERR_SIZE, "case %d: no room for exclusions gave %ld (brute force %ld)", t, got, want);
        }
        seen0 += want == 0;
        seen1 += want == 1;
        seen2 += want == 2;
        many += want > 2;
    }
    printf("brute force: %ld/%ld agree (0: %ld, 1: %ld, 2: %ld, >2: %ld)\n", agree, total, seen0,
           seen1, seen2, many);
    CHECK(seen0 > 5 && seen1 > 5 && seen2 > 0 && many > 5, "want a spread of solution counts");
    CHECK(implied_more > 100, "the root look-ahead filled cells in %ld cases only", implied_more);
    printf("root look-ahead: cells filled in %ld of %ld cases, each count kept\n", implied_more, total);
}

/* ---- janko.at puzzles: the solver's answer is valid, equals the published one, and is unique ---- */
typedef struct janko_solving {
    int max_cells;
    long node_limit;
    int tried, solved, skipped, capped, lean_cells, lean_solved, lean_capped, probing_solved;
} janko_solving;

static void solve_janko(void *ctx, fm_val *puzzle, const fm_val *want, int w, int h, int empty_text)
{
    janko_solving *js = ctx;
    static fm_val got[MAXN];
    fm_solver *s;
    long count;
    (void)empty_text;
    if (w * h > js->max_cells) {
        js->skipped++;
        return;
    }
    s = fm_solver_init(solver_mem, sizeof solver_mem, w, h);
    js->tried++;
    fm_solver_set_node_limit(s, (uint64_t)js->node_limit);
    count = fm_solve(s, puzzle, 2, got, -1, 0, NULL);
    if (count == FM_ERR_LIMIT) {
        js->capped++;
        return;
    }
    CHECK(count == 1, "janko %dx%d: count %ld", w, h, count);
    CHECK(valid_board(got, w, h), "janko %dx%d: invalid answer", w, h);
    CHECK(memcmp(got, want, sizeof(fm_val) * (size_t)(w * h)) == 0,
          "janko %dx%d: answer differs from the published solution", w, h);
    CHECK(valid_board(want, w, h), "janko %dx%d: published solution invalid", w, h);
    js->solved += count == 1;
    if (w * h <= js->lean_cells) { /* the lean solver too: unique, the published answer */
        fm_lean *l = fm_lean_init(lean_mem, sizeof lean_mem, w, h);
        fm_lean_set_node_limit(l, 20000);
        count = fm_lean_solve(l, puzzle, 2, got, -1, 0, NULL, NULL);
        js->lean_solved += count == 1;
        js->lean_capped += count == FM_ERR_LIMIT;
        CHECK(count == 1 || count == FM_ERR_LIMIT, "janko %dx%d: lean count %ld", w, h, count);
        CHECK(count != 1 || memcmp(got, want, sizeof(fm_val) * (size_t)(w * h)) == 0,
              "janko %dx%d: lean answer differs from the published solution", w, h);
        fm_lean_set_probing(l, 1); /* with look-ahead, as solve runs it (fewer, costlier nodes) */
        fm_lean_set_node_limit(l, 2000);
        count = fm_lean_solve(l, puzzle, 2, got, -1, 0, NULL, NULL);
        js->probing_solved += count == 1;
        CHECK(count == 1 || count == FM_ERR_LIMIT, "janko %dx%d: look-ahead count %ld", w, h, count);
        CHECK(count != 1 || memcmp(got, want, sizeof(fm_val) * (size_t)(w * h)) == 0,
              "janko %dx%d: look-ahead answer differs from the published solution", w, h);
    }
}

static void test_janko(int max_cells, long node_limit, int min_percent)
{
    janko_solving js;
    memset(&js, 0, sizeof js);
    js.max_cells = max_cells;
    js.node_limit = node_limit;
    js.lean_cells = 100;
    janko_each(solve_janko, &js);
    printf("janko, lean solver: %d puzzles up to %d cells counted unique, %d stopped at the node limit; "
           "%d counted unique with look-ahead\n", js.lean_solved, js.lean_cells, js.lean_capped, js.probing_solved);
    CHECK(js.probing_solved >= js.lean_solved, "look-ahead settles at least as many janko puzzles (%d, %d)",
          js.probing_solved, js.lean_solved);
    printf("janko: %d of %d puzzles up to %d cells solved and counted unique (%d stopped at %ld "
           "nodes, %d larger skipped)\n", js.solved, js.tried, max_cells, js.capped, node_limit, js.skipped);
    CHECK(js.tried > 0 && js.solved * 100 >= js.tried * min_percent, "at least %d%% of the janko puzzles tried",
          min_percent);
}

/* ---- generated puzzles have the required number of solutions ---- */
static void test_generated(void)
{
    static const int shapes[][2] = {{2, 2}, {3, 3}, {4, 4}, {5, 5}, {6, 6}, {7, 7}, {8, 8},
                                    {9, 9}, {10, 10}, {11, 11}, {12, 12}, {13, 13}, {14, 14},
                                    {15, 15}, {16, 16}, {9, 7}, {13, 9}, {3, 7}, {1, 5}};
    static fm_val puzzle[MAXN], sol[MAXN], other[MAXN], trial[MAXN];
    int t;
    for (t = 0; t < (int)(sizeof shapes / sizeof shapes[0]); t++) {
        int w = shapes[t][0], h = shapes[t][1], n = w * h, k, i;
        fm_gen *g = fm_gen_init(gen_mem, sizeof gen_mem, w, h);
        fm_solver *s = fm_solver_init(solver_mem, sizeof solver_mem, w, h);
        for (k = 1; k <= 2; k++) {
            fm_gen_opts o;
            fm_gen_stats st;
            cj_rng rng;
            long count;
            memset(&o, 0, sizeof o);
            o.max_solutions = k;
            o.target_empty = -1;
            o.regions_first = 1;
            o.strategy = (t + k) % 3;
            o.symmetry = FM_SYM_ROT180;
            o.check_nodes = n <= 100 ? -1 : 0; /* uncapped checks on small boards: minimal guaranteed */
            cj_rng_seed(&rng, 7, (uint64_t)(t * 10 + k));
            CHECK(fm_gen_puzzle(g, &o, &rng, puzzle, sol, &st) == 0, "gen %dx%d", w, h);
            CHECK(valid_board(sol, w, h) && agrees(puzzle, sol, n), "gen %dx%d: bad solution", w, h);
            count = fm_solve(s, puzzle, k + 1, other, -1, 0, NULL);
            CHECK(count >= 1 && count <= k, "gen %dx%d K=%d: %ld solutions", w, h, k, count);
            if (n <= 100)
                CHECK(st.capped == 0, "gen %dx%d: uncapped checks reported %ld capped", w, h, st.capped);
            if (k == 1 && n <= 100 && o.strategy != FM_STRAT_SYMMETRIC) {
                /* minimal: removing any clue leaves more than one solution (symmetric puzzles are
                   minimal only orbit by orbit) */
                int bad = 0;
                for (i = 0; i < n; i++) {
                    if (!puzzle[i])
                        continue;
                    memcpy(trial, puzzle, sizeof(fm_val) * (size_t)n);
                    trial[i] = 0;
                    if (fm_solve(s, trial, 2, NULL, -1, 0, NULL) != 2)
                        bad++;
                }
                CHECK(bad == 0, "gen %dx%d: %d clues removable from a --minimal puzzle", w, h, bad);
            }
        }
    }
    { /* Past 100 cells, uncapped checks look ahead (fm_gen_empty): the puzzle is still unique and minimal. */
        int w = 11, h = 11, n = w * h, i, bad = 0;
        fm_gen *g = fm_gen_init(gen_mem, sizeof gen_mem, w, h);
        fm_solver *s = fm_solver_init(solver_mem, sizeof solver_mem, w, h);
        fm_gen_opts o;
        fm_gen_stats st;
        cj_rng rng;
        memset(&o, 0, sizeof o);
        o.max_solutions = 1;
        o.target_empty = -1;
        o.strategy = FM_STRAT_RANDOM;
        o.check_nodes = -1;
        cj_rng_seed(&rng, 7, 1111);
        CHECK(fm_gen_puzzle(g, &o, &rng, puzzle, sol, &st) == 0 && st.capped == 0, "gen 11x11 uncapped");
        /* Clues kept by a second solution found near them: each must have one (checked below). */
        CHECK(st.witnessed > 0 && st.witnessed <= st.checks - st.removed, "gen 11x11 uncapped: %ld of %ld checks witnessed",
              st.witnessed, st.checks);
        CHECK(fm_solve(s, puzzle, 2, other, -1, 0, NULL) == 1 && memcmp(other, sol, sizeof(fm_val) * (size_t)n) == 0,
              "gen 11x11 uncapped: unique, the generator's solution");
        for (i = 0; i < n; i++) {
            if (!puzzle[i])
                continue;
            memcpy(trial, puzzle, sizeof(fm_val) * (size_t)n);
            trial[i] = 0;
            bad += fm_solve(s, trial, 2, NULL, -1, 0, NULL) != 2;
        }
        CHECK(bad == 0, "gen 11x11 uncapped: %d clues removable from a --minimal puzzle", bad);
    }
}

/* ---- formats ---- */
static void test_formats(void)
{
    static fm_val cells[MAXN], back[MAXN];
    /* The largest value sgt-filling 20230122 loads, asked of it (an id with that value in its first cell loads,
       one more is "Invalid character"): W, H, value. */
    static const int sgt_bound[][3] = {{1, 1, 3}, {1, 2, 3}, {2, 2, 3}, {3, 3, 3}, {4, 2, 4}, {2, 5, 5},
                                       {4, 4, 4}, {5, 5, 5}, {6, 6, 6}, {7, 3, 7}, {3, 7, 7}, {8, 8, 8},
                                       {9, 9, 9}, {10, 10, 9}, {12, 12, 9}, {16, 3, 9}};
    char text[8192];
    int w, h, i, t, most;
    for (i = 0; i < (int)(sizeof sgt_bound / sizeof sgt_bound[0]); i++)
        CHECK(fm_tatham_max_value(sgt_bound[i][0], sgt_bound[i][1]) == sgt_bound[i][2], "sgt-filling's bound on %dx%d",
              sgt_bound[i][0], sgt_bound[i][1]);
    CHECK(fm_parse_oneline("7x7:6002002030603030000010230420200000305010404003003", &w, &h, cells,
                           MAXN, NULL, NULL) == 0 && w == 7 && h == 7 && cells[0] == 6 && cells[1] == 0 &&
              cells[3] == 2, "Tatham id with 0 for empty");
    CHECK(fm_parse_oneline("3x3:a3a33a2b", &w, &h, cells, MAXN, NULL, NULL) == 0 && cells[0] == 0 &&
              cells[1] == 3 && cells[7] == 0 && cells[8] == 0 && cells[6] == 2, "Tatham letter runs");
    CHECK(fm_parse_oneline("3x3:a3a33a2", &w, &h, cells, MAXN, NULL, NULL) != 0, "short id rejected");
    CHECK(fm_parse_oneline("3x3:a3a33a2bb", &w, &h, cells, MAXN, NULL, NULL) != 0, "long id rejected");
    CHECK(fm_parse_oneline("2x2:1,.,10,.", &w, &h, cells, MAXN, NULL, NULL) == 0 && cells[2] == 10, "comma form");
    CHECK(fm_parse_row("8 . . 10 4", cells, MAXN) == 5 && cells[3] == 10, "spaced row");
    CHECK(fm_parse_row("5.5..x", cells, MAXN) < 0, "bad row rejected");
    for (t = 0; t < 50; t++) {
        cj_rng rng;
        int n;
        w = 1 + t % 9;
        h = 1 + (t * 7) % 11;
        n = w * h;
        cj_rng_seed(&rng, 5, (uint64_t)t);
        for (i = 0; i < n; i++)
            cells[i] = (fm_val)(cj_rng_below(&rng, 3) ? 0 : 1 + cj_rng_below(&rng, t % 2 ? 9 : 30));
        for (most = 0, i = 0; i < n; i++)
            most = cells[i] > most ? cells[i] : most;
        if (most <= 9 && (most <= (w > h ? w : h) || most <= 3)) {
            int w2, h2;
            CHECK(fm_write_tatham(text, cells, w, h) > 0 &&
                      fm_parse_oneline(text, &w2, &h2, back, MAXN, NULL, NULL) == 0 && w2 == w && h2 == h &&
                      memcmp(back, cells, sizeof(fm_val) * (size_t)n) == 0, "Tatham round trip %s", text);
        } else {
            CHECK(fm_write_tatham(text, cells, w, h) == FM_ERR_VALUE, "Tatham refuses values past max(W, H, 3)");
        }
        {
            int w2, h2;
            fm_write_line(text, cells, w, h);
            CHECK(fm_parse_oneline(text, &w2, &h2, back, MAXN, NULL, NULL) == 0 &&
                      memcmp(back, cells, sizeof(fm_val) * (size_t)n) == 0, "line round trip %s", text);
        }
        for (i = 0; i < h && w > 1; i++) { /* a one-cell row of a wide board reads as digits */
            fm_write_row(text, cells, w, i, fm_wide_values(cells, n));
            CHECK(fm_parse_row(text, back, MAXN) == w &&
                      memcmp(back, cells + i * w, sizeof(fm_val) * (size_t)w) == 0, "row round trip");
        }
    }
}

/* ---- transformations keep validity and the number of solutions; inverses return the board ---- */
static void test_transforms(void)
{
    static fm_val full[MAXN], puzzle[MAXN], out[MAXN], back[MAXN];
    fm_gen *g = fm_gen_init(gen_mem, sizeof gen_mem, 5, 4);
    static const int inverse[FM_TRANSFORMS] = {0, 3, 2, 1, 4, 5, 6, 7};
    cj_rng rng;
    int t, i;
    cj_rng_seed(&rng, 9, 0);
    fm_gen_full(g, &rng, 0, full, NULL);
    for (i = 0; i < 20; i++)
        puzzle[i] = i % 3 ? full[i] : 0;
    for (t = 0; t < FM_TRANSFORMS; t++) {
        int w, h, w2, h2;
        fm_solver *s;
        fm_transform(full, 5, 4, t, out, &w, &h);
        CHECK(valid_board(out, w, h), "transform %s keeps validity", fm_transform_name(t));
        fm_transform(out, w, h, inverse[t], back, &w2, &h2);
        CHECK(w2 == 5 && h2 == 4 && memcmp(back, full, sizeof(fm_val) * 20) == 0, "inverse of %s",
              fm_transform_name(t));
        fm_transform(puzzle, 5, 4, t, out, &w, &h);
        s = fm_solver_init(solver_mem, sizeof solver_mem, w, h);
        CHECK(fm_solve(s, out, 1000, NULL, -1, 0, NULL) == brute_count(puzzle, 5, 4, 1000),
              "transform %s keeps the count", fm_transform_name(t));
    }
}

/* Full boards past some 45x45 with regions up to 9 (and 16x16 with regions up to 5): a greedy attempt
   fails somewhere on so many cells, and 1,000 of them all failed ("could not build"). */
static void test_large_full_boards(void)
{
    static const int shapes[][3] = {{50, 50, 9}, {64, 64, 9}, {64, 30, 9}, {16, 16, 5}, {30, 30, 5}};
    static fm_val full[MAXN];
    int t, made = 0, valid = 0;
    cj_rng rng;
    for (t = 0; t < 10; t++) {
        int w = shapes[t % 5][0], h = shapes[t % 5][1];
        fm_gen *g = fm_gen_init(gen_mem, sizeof gen_mem, w, h);
        cj_rng_seed(&rng, (uint64_t)t, 0);
        if (g != NULL && fm_gen_full(g, &rng, shapes[t % 5][2], full, NULL) == 0) {
            int i, most = 0;
            made++;
            for (i = 0; i < w * h; i++)
                most = full[i] > most ? full[i] : most;
            valid += valid_board(full, w, h) && most <= shapes[t % 5][2];
        }
    }
    CHECK(made == 10 && valid == 10, "large full boards: %d of 10 made, %d valid within their region size", made,
          valid);
}

/* rot90 and diagonal need a square board: on 6x4 they are options out of range (FM_ERR_OPTIONS, as a negative
   max_region is), not a board the generator failed to build; rot180, mirror and flip make puzzles there. */
static void test_symmetry_shapes(void)
{
    static fm_val puzzle[24], solution[24];
    size_t bytes = fm_gen_bytes(6, 4);
    void *mem = malloc(bytes);
    fm_gen *g = mem ? fm_gen_init(mem, bytes, 6, 4) : NULL;
    int sym;
    CHECK(g != NULL, "a 6x4 generator");
    for (sym = FM_SYM_ROT180; g && sym <= FM_SYM_DIAGONAL; sym++) {
        int square_only = sym == FM_SYM_ROT90 || sym == FM_SYM_DIAGONAL, rc;
        fm_gen_opts o;
        cj_rng rng;
        memset(&o, 0, sizeof o);
        o.max_solutions = 1;
        o.target_empty = -1;
        o.strategy = FM_STRAT_SYMMETRIC;
        o.symmetry = sym;
        cj_rng_seed(&rng, 1, 0);
        rc = fm_gen_puzzle(g, &o, &rng, puzzle, solution, NULL);
        CHECK(rc == (square_only ? FM_ERR_OPTIONS : 0), "6x4, symmetry %d: %d (want %d)", sym, rc,
              square_only ? FM_ERR_OPTIONS : 0);
    }
    free(mem);
}

int main(int argc, char **argv)
{
    int big = argc > 1 && strcmp(argv[1], "--all") == 0;
    fm_solver *s = fm_solver_init(solver_mem, sizeof solver_mem, 3, 3);
    CHECK(fm_solver_bytes(0, 3) == 0 && fm_solver_init(solver_mem, 10, 3, 3) == NULL, "bad sizes");
    CHECK(s != NULL, "init");
    test_formats();
    test_brute_force();
    test_transforms();
    test_large_full_boards();
    test_generated();
    test_symmetry_shapes();
    /* Every janko puzzle up to 150 cells (up to 12x12; the hardest, janko-294, takes about 1,700
       nodes): all must be solved, equal the published solution and be proven unique. */
    test_janko(big ? 4000 : 150, big ? 2000000 : 100000, big ? 90 : 100);
    return check_summary();
}
