/* test_fillomino_lean.c: Fillomino's lean solver (the generator's checks) against the region solver on boards
   too large for brute force: counts, the exclusion search, windows (fm_lean_set_window), the node cap, and the
   region solver's work cap (a capped count is FM_ERR_LIMIT, never a count cut short). */
#include "tests/check.h"

#include "fillomino/board.h"
#include "fillomino/gen.h"
#include "fillomino/lean.h"
#include "fillomino/solver.h"

#include <string.h>

check_counts checks;

#define MAXN 4096

static unsigned char solver_mem[8 << 20], gen_mem[16 << 20], lean_mem[8 << 20];

/* A window solve (fm_lean_set_window) counts what the region solver counts on the board with the cells
   outside the window filled: the window is a random set of whole regions of a full board. */
static void test_lean_window(cj_rng *rng)
{
    int t, agree = 0, walled = 0;
    for (t = 0; t < 300; t++) {
        int w = 2 + (int)cj_rng_below(rng, 7), h = 2 + (int)cj_rng_below(rng, 7), n = w * h, i, r, keep;
        static fm_val full[MAXN], puzzle[MAXN];
        static int region[MAXN], stack[MAXN];
        static unsigned char inside[MAXN], pick[MAXN];
        fm_gen *g = fm_gen_init(gen_mem, sizeof gen_mem, w, h);
        fm_solver *s = fm_solver_init(solver_mem, sizeof solver_mem, w, h);
        fm_lean *l = fm_lean_init(lean_mem, sizeof lean_mem, w, h);
        long want, got;
        if (g == NULL || s == NULL || l == NULL || fm_gen_full(g, rng, 0, full, NULL) != 0) {
            CHECK(0, "window setup for %dx%d", w, h);
            continue;
        }
        for (i = 0; i < n; i++)
            region[i] = -1;
        for (i = 0, r = 0; i < n; i++) { /* the regions of the full board, by flood fill */
            int top = 0;
            if (region[i] >= 0)
                continue;
            region[i] = r;
            stack[top++] = i;
            while (top > 0) {
                int x = stack[--top], nb[4], m = 0, k;
                if (x >= w) nb[m++] = x - w;
                if (x % w > 0) nb[m++] = x - 1;
                if (x % w < w - 1) nb[m++] = x + 1;
                if (x + w < n) nb[m++] = x + w;
                for (k = 0; k < m; k++)
                    if (region[nb[k]] < 0 && full[nb[k]] == full[x]) {
                        region[nb[k]] = r;
                        stack[top++] = nb[k];
                    }
            }
            pick[r++] = (unsigned char)(cj_rng_below(rng, 3) != 0);
        }
        keep = 5 + (int)cj_rng_below(rng, 60);
        for (i = 0; i < n; i++) {
            inside[i] = pick[region[i]];
            puzzle[i] = !inside[i] || (int)cj_rng_below(rng, 100) < keep ? full[i] : 0;
            walled += !inside[i];
        }
        want = fm_solve(s, puzzle, 30, NULL, -1, 0, NULL);
        fm_lean_set_window(l, inside);
        got = fm_lean_solve(l, puzzle, 30, NULL, -1, 0, (t & 1) ? full : NULL, NULL);
        agree += got == want;
        CHECK(got == want, "window case %d (%dx%d): lean in the window %ld, region solver %ld", t, w, h, got, want);
        /* As the generator asks: an empty cell of the window without its value there. */
        for (i = 0; i < n && (!inside[i] || puzzle[i] != 0); i++)
            ;
        if (i < n) {
            want = fm_solve(s, puzzle, 30, NULL, i, full[i], NULL);
            fm_lean_set_window(l, inside);
            got = fm_lean_solve(l, puzzle, 30, NULL, i, full[i], full, NULL);
            CHECK(got == want, "window case %d: without %d at cell %d, lean %ld, region solver %ld", t, full[i], i, got,
                  want);
        }
        /* A window holds for one solve, however it ends (here at once: the excluded value is given): the next
           one searches the whole board, with some window cells emptied. */
        for (i = 0; i < n && puzzle[i] == 0; i++)
            ;
        fm_lean_set_window(l, inside);
        if (i < n)
            fm_lean_solve(l, puzzle, 30, NULL, i, puzzle[i], NULL, NULL);
        for (i = 0; i < n; i++)
            if (!inside[i] && cj_rng_below(rng, 2))
                puzzle[i] = 0;
        want = fm_solve(s, puzzle, 30, NULL, -1, 0, NULL);
        got = fm_lean_solve(l, puzzle, 30, NULL, -1, 0, NULL, NULL);
        CHECK(got == want, "window case %d: the next solve on the whole board %ld, region solver %ld", t, got, want);
    }
    printf("lean solver in a window: %d/300 counts agree with the region solver (%d cells walled)\n", agree, walled);
}

static void test_lean_agrees(void)
{
    long agree = 0, probing_agree = 0, total = 0;
    int t;
    cj_rng rng;
    cj_rng_seed(&rng, 43, 0);
    for (t = 0; t < 300; t++) {
        int w = 2 + (int)cj_rng_below(&rng, 7), h = 2 + (int)cj_rng_below(&rng, 7), n = w * h, i, keep;
        static fm_val full[MAXN], puzzle[MAXN], first[MAXN];
        fm_gen *g = fm_gen_init(gen_mem, sizeof gen_mem, w, h);
        fm_solver *s = fm_solver_init(solver_mem, sizeof solver_mem, w, h);
        fm_lean *l = fm_lean_init(lean_mem, sizeof lean_mem, w, h);
        long want, got;
        if (g == NULL || s == NULL || l == NULL || fm_gen_full(g, &rng, 0, full, NULL) != 0) {
            CHECK(0, "setup for %dx%d", w, h);
            continue;
        }
        keep = 5 + (int)cj_rng_below(&rng, 80);
        for (i = 0; i < n; i++)
            puzzle[i] = (int)cj_rng_below(&rng, 100) < keep ? full[i] : 0;
        if (t % 5 == 4)
            puzzle[cj_rng_below(&rng, (uint32_t)n)] = (fm_val)(1 + cj_rng_below(&rng, 5));
        want = fm_solve(s, puzzle, 30, first, -1, 0, NULL);
        got = fm_lean_solve(l, puzzle, 30, NULL, -1, 0, (t & 1) ? full : NULL, NULL);
        total++;
        agree += got == want;
        CHECK(got == want, "lean case %d (%dx%d): lean %ld, region solver %ld", t, w, h, got, want);
        fm_lean_set_probing(l, 1);
        got = fm_lean_solve(l, puzzle, 30, NULL, -1, 0, NULL, NULL);
        probing_agree += got == want;
        CHECK(got == want, "lean case %d (%dx%d): lean with look-ahead %ld, region solver %ld", t, w, h, got, want);
        fm_lean_set_probing(l, t & 4);
        if (want >= 1) {
            int c = (int)cj_rng_below(&rng, (uint32_t)n);
            want = fm_solve(s, puzzle, 1, NULL, c, first[c], NULL);
            got = fm_lean_solve(l, puzzle, 1, NULL, c, first[c], (t & 2) ? full : NULL, NULL);
            CHECK(got == want, "lean case %d: exclusion search %ld, region solver %ld", t, got, want);
        }
    }
    printf("lean solver: %ld/%ld counts agree with the region solver (%ld/%ld with look-ahead)\n", agree, total,
           probing_agree, total);
    test_lean_window(&rng);
    {
        /* A node cap stops the search with FM_ERR_LIMIT: an empty 6x6 has many solutions. */
        static fm_val empty[36];
        fm_lean *l = fm_lean_init(lean_mem, sizeof lean_mem, 6, 6);
        fm_lean_set_node_limit(l, 5);
        CHECK(fm_lean_solve(l, empty, 1000000, NULL, -1, 0, NULL, NULL) == FM_ERR_LIMIT, "lean node cap");
        CHECK(fm_lean_bytes(0, 3) == 0 && fm_lean_init(lean_mem, 10, 3, 3) == NULL, "lean bad sizes");
    }
}

/* A clue beside a group of its value that is short of cells and has no other empty cell beside it must hold
   that value: the generator empties it with no search. On a 2x1 board of one region of 2, whichever clue
   goes first goes by that rule (0 nodes), the other by a search of the empty board (its root, 1 node),
   which has one solution; every check searched before (2 nodes). The firmware build (FM_SMALL_FLASH)
   searches both. */
static void test_gen_short_group(void)
{
    fm_val sol[2] = {2, 2}, puzzle[2], out[2];
    fm_gen *g = fm_gen_init(gen_mem, sizeof gen_mem, 2, 1);
    fm_solver *s = fm_solver_init(solver_mem, sizeof solver_mem, 2, 1);
    fm_gen_opts o;
    fm_gen_stats st;
    cj_rng rng;
    memset(&o, 0, sizeof o);
    memset(&st, 0, sizeof st);
    o.max_solutions = 1;
    o.target_empty = -1;
    o.strategy = FM_STRAT_RANDOM;
    cj_rng_seed(&rng, 1, 0);
    CHECK(g != NULL && s != NULL && fm_gen_empty(g, &o, &rng, sol, puzzle, &st) == 0 && st.checks == 2 &&
              st.removed == 2 && puzzle[0] == 0 && puzzle[1] == 0,
          "gen 2x1: both clues go (%ld checks, %ld removed)", st.checks, st.removed);
#ifndef FM_SMALL_FLASH
    CHECK(st.nodes == 1, "gen 2x1: the first clue goes with no search node (%llu nodes in all)",
          (unsigned long long)st.nodes);
#endif
    CHECK(s != NULL && fm_solve(s, puzzle, 2, out, -1, 0, NULL) == 1 && out[0] == 2 && out[1] == 2,
          "gen 2x1: the empty board has the one solution 2 2");
}

/* The region solver's work cap (fm_solver_set_work_limit): on an empty 4x3 counted to 10,000 (6,426 solutions:
   a search that runs to its end), every cap from tiny to ample gives FM_ERR_LIMIT, having looked at no more than the cap and
   one pass, or the count of the uncapped search; 0 lifts it; the default is the documented one. */
static void test_work_cap(void)
{
    static fm_val empty[12];
    fm_solver *s = fm_solver_init(solver_mem, sizeof solver_mem, 4, 3);
    long want, got;
    uint64_t cap, used;
    int capped = 0, counted = 0;
    CHECK(s != NULL, "solver 4x3");
    if (s == NULL)
        return;
    fm_solver_set_node_limit(s, 0);
    fm_solver_set_work_limit(s, 0);
    want = fm_solve(s, empty, 10000, NULL, -1, 0, NULL);
    used = fm_solver_work(s);
    CHECK(want == 6426 && used > 1000, "empty 4x3 uncapped: %ld solutions, %llu cells", want,
          (unsigned long long)used);
    for (cap = 1; cap <= 2 * used; cap = cap * 5 / 4 + 1) {
        fm_solver_set_work_limit(s, cap);
        got = fm_solve(s, empty, 10000, NULL, -1, 0, NULL);
        capped += got == FM_ERR_LIMIT;
        counted += got == want;
        CHECK(got == (cap >= used ? want : FM_ERR_LIMIT), "work cap %llu of %llu: %ld", (unsigned long long)cap,
              (unsigned long long)used, got);
        CHECK(got != FM_ERR_LIMIT || fm_solver_work(s) <= cap + 12, "work cap %llu: looked at %llu",
              (unsigned long long)cap, (unsigned long long)fm_solver_work(s));
    }
    CHECK(capped > 10 && counted > 1, "caps below and above the work: %d capped, %d counted", capped, counted);
    CHECK(fm_solver_default_work(4, 4) == (uint64_t)1 << 26 && fm_solver_default_work(64, 64) == (uint64_t)1 << 26 &&
              fm_solver_default_work(100, 50) == (uint64_t)5000 << 14,
          "default work caps");
    s = fm_solver_init(solver_mem, sizeof solver_mem, 4, 3); /* a fresh solver has the default cap */
    fm_solver_set_node_limit(s, 0);
    CHECK(fm_solve(s, empty, 10000, NULL, -1, 0, NULL) == want, "empty 4x3 under the default cap");
}

int main(void)
{
    test_lean_agrees();
    test_gen_short_group();
    test_work_cap();
    return check_summary();
}
