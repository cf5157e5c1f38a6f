/* test_fillomino_features.c: fillomino/fm_features.h against independent truths: every valid full board of
   small shapes enumerated here (solutions, regions, emptiable by brute force), janko.at's published solutions
   (regions by flood fill, emptiable by counting each clue's removal to 2), and bad inputs. */
#include "tests/check.h"
#include "tests/janko_blocks.h"

#include "dlx/rng.h"
#include "fillomino/fm_features.h"
#include "fillomino/format.h"
#include "fillomino/gen.h"
#include "fillomino/solver.h"

#include <stdlib.h>
#include <string.h>

check_counts checks;

#define MAXN 4096
#define SMALL 16

static unsigned char solver_mem[1 << 22], lean_mem[1 << 22], work_mem[1 << 16];

/* ---- regions of a full board by flood fill (groups of equal numbers) ---- */
static int flood_regions(const fm_val *b, int w, int h)
{
    static int seen[MAXN], stack[MAXN];
    int n = w * h, i, regions = 0;
    memset(seen, 0, sizeof(int) * (size_t)n);
    for (i = 0; i < n; i++) {
        int top = 0;
        if (seen[i])
            continue;
        regions++;
        seen[i] = 1;
        stack[top++] = i;
        while (top > 0) {
            int c = stack[--top], r = c / w, col = c % w, nb[4], m = 0, k;
            if (r > 0) nb[m++] = c - w;
            if (r + 1 < h) nb[m++] = c + w;
            if (col > 0) nb[m++] = c - 1;
            if (col + 1 < w) nb[m++] = c + 1;
            for (k = 0; k < m; k++)
                if (!seen[nb[k]] && b[nb[k]] == b[c]) {
                    seen[nb[k]] = 1;
                    stack[top++] = nb[k];
                }
        }
    }
    return regions;
}

/* ---- every valid full board of a small shape: values assigned cell by cell in reading order; a
   group of equal numbers larger than its number, or closed (no unassigned neighbour) at another size,
   is cut off ---- */
typedef struct boards {
    int w, h, n;
    fm_val cur[SMALL];
    fm_val *all; /* count boards of n values */
    long count, cap;
} boards;

/* 0 when the assigned cells 0..last already break the rules. */
static int partial_ok(const boards *b, int last)
{
    int seen[SMALL], stack[SMALL], i;
    memset(seen, 0, sizeof seen);
    for (i = 0; i <= last; i++) {
        int top = 0, size = 0, open = 0;
        if (seen[i])
            continue;
        seen[i] = 1;
        stack[top++] = i;
        while (top > 0) {
            int c = stack[--top], r = c / b->w, col = c % b->w, nb[4], m = 0, k;
            size++;
            if (r > 0) nb[m++] = c - b->w;
            if (r + 1 < b->h) nb[m++] = c + b->w;
            if (col > 0) nb[m++] = c - 1;
            if (col + 1 < b->w) nb[m++] = c + 1;
            for (k = 0; k < m; k++) {
                if (nb[k] > last)
                    open = 1;
                else if (!seen[nb[k]] && b->cur[nb[k]] == b->cur[c]) {
                    seen[nb[k]] = 1;
                    stack[top++] = nb[k];
                }
            }
        }
        if (size > b->cur[i] || (!open && size != b->cur[i]))
            return 0;
        if (open && size < b->cur[i]) { /* its region can only grow through unassigned cells and cells of
                                           its number: there must be enough of them */
            int reach[SMALL], j, got = size;
            memset(reach, 0, sizeof reach);
            for (j = 0; j <= last; j++)
                if (seen[j] == 1)
                    stack[top++] = j, reach[j] = 1;
            while (top > 0) {
                int c = stack[--top], r = c / b->w, col = c % b->w, nb[4], m = 0, k;
                if (r > 0) nb[m++] = c - b->w;
                if (r + 1 < b->h) nb[m++] = c + b->w;
                if (col > 0) nb[m++] = c - 1;
                if (col + 1 < b->w) nb[m++] = c + 1;
                for (k = 0; k < m; k++)
                    if (!reach[nb[k]] && (nb[k] > last || b->cur[nb[k]] == b->cur[i])) {
                        reach[nb[k]] = 1;
                        got++;
                        stack[top++] = nb[k];
                    }
            }
            if (got < b->cur[i])
                return 0;
        }
        for (top = 0; top <= last; top++) /* this group is done: mark its cells 2 */
            if (seen[top] == 1)
                seen[top] = 2;
        top = 0;
    }
    return 1;
}

static void enumerate(boards *b, int cell)
{
    int v;
    if (cell == b->n) {
        if (b->count == b->cap) {
            b->cap = b->cap ? 2 * b->cap : 1024;
            b->all = realloc(b->all, sizeof(fm_val) * (size_t)b->n * (size_t)b->cap);
            if (b->all == NULL)
                abort();
        }
        memcpy(b->all + (size_t)b->count * (size_t)b->n, b->cur, sizeof(fm_val) * (size_t)b->n);
        b->count++;
        return;
    }
    for (v = 1; v <= b->n; v++) {
        b->cur[cell] = (fm_val)v;
        if (partial_ok(b, cell))
            enumerate(b, cell + 1);
    }
}

/* Boards matching the clues, up to cap; the first one into first (may be NULL). */
static long brute_count(const boards *b, const fm_val *clues, long cap, fm_val *first)
{
    long i, found = 0;
    int k;
    for (i = 0; i < b->count && found < cap; i++) {
        const fm_val *x = b->all + (size_t)i * (size_t)b->n;
        for (k = 0; k < b->n && (clues[k] == 0 || clues[k] == x[k]); k++)
            ;
        if (k == b->n) {
            if (found == 0 && first)
                memcpy(first, x, sizeof(fm_val) * (size_t)b->n);
            found++;
        }
    }
    return found;
}

/* The puzzle is unique and losing some clue keeps it unique. */
static int brute_emptiable(const boards *b, const fm_val *clues)
{
    fm_val p[SMALL];
    int k;
    if (brute_count(b, clues, 2, NULL) != 1)
        return 0;
    memcpy(p, clues, sizeof(fm_val) * (size_t)b->n);
    for (k = 0; k < b->n; k++) {
        if (p[k] == 0)
            continue;
        p[k] = 0;
        if (brute_count(b, p, 2, NULL) == 1)
            return 1;
        p[k] = clues[k];
    }
    return 0;
}

/* Compares the features of one puzzle with the brute force, computed with the region solver alone and
   with the lean search first for the emptiable test; returns 1 when both agree. */
static int agree(const boards *b, fm_solver *s, const fm_val *puzzle, int *emptiable)
{
    fm_features f, g;
    fm_val first[SMALL];
    long sols = brute_count(b, puzzle, 2, first);
    fm_lean *l = fm_lean_init(lean_mem, sizeof lean_mem, b->w, b->h);
    int rc = fm_features_compute(s, l, puzzle, b->w, b->h, work_mem, sizeof work_mem, &g), i, empty = 0, ok;
    ok = l != NULL && rc == 0;
    rc = fm_features_compute(s, NULL, puzzle, b->w, b->h, work_mem, sizeof work_mem, &f);
    for (i = 0; i < b->n; i++)
        empty += puzzle[i] == 0;
    *emptiable = brute_emptiable(b, puzzle);
    ok = ok && rc == 0 && f.cells == b->n && f.empty == empty && f.solutions == sols &&
         f.emptiable == *emptiable && g.emptiable == *emptiable && f.stats.nodes >= 1;
    if (sols >= 1) { /* several solutions: the regions of whichever the solver met first; still a board's */
        ok = ok && (sols > 1 || f.regions == flood_regions(first, b->w, b->h)) && f.regions >= 1 &&
             f.regions <= b->n;
    } else {
        ok = ok && f.regions == 0;
    }
    return ok;
}

static void test_small(int w, int h, int trials)
{
    boards b;
    fm_solver *s = fm_solver_init(solver_mem, sizeof solver_mem, w, h);
    fm_gen *g;
    static unsigned char gen_mem[1 << 20];
    fm_gen_opts opts;
    cj_rng rng;
    fm_val puzzle[SMALL], sol[SMALL];
    long i;
    int bad = 0, tried = 0, hist[2][3], minimal = 0, e, k;
    memset(&b, 0, sizeof b);
    memset(hist, 0, sizeof hist);
    b.w = w;
    b.h = h;
    b.n = w * h;
    enumerate(&b, 0);
    CHECK(b.count > 0 && s != NULL, "%dx%d: boards enumerated", w, h);
    cj_rng_seed(&rng, 77, (uint64_t)(w * 100 + h));
    /* random boards with random clue subsets: dense, sparse, and everything in between */
    for (i = 0; i < trials; i++) {
        const fm_val *x = b.all + (size_t)cj_rng_below(&rng, (uint32_t)b.count) * (size_t)b.n;
        uint32_t keep = 1 + cj_rng_below(&rng, 7); /* keep each clue with probability keep/8 */
        for (k = 0; k < b.n; k++)
            puzzle[k] = cj_rng_below(&rng, 8) < keep ? x[k] : 0;
        if (i % 4 == 3) /* a clue changed at random: often no solution at all */
            puzzle[cj_rng_below(&rng, (uint32_t)b.n)] = (fm_val)(1 + cj_rng_below(&rng, (uint32_t)b.n));
        tried++;
        if (!agree(&b, s, puzzle, &e))
            bad++;
        hist[e][brute_count(&b, puzzle, 2, NULL)]++;
    }
    /* the full boards themselves: unique, and (more than one cell) any clue can go */
    for (i = 0; i < b.count && i < trials; i++) {
        tried++;
        if (!agree(&b, s, b.all + (size_t)i * (size_t)b.n, &e) || (b.n > 1 && !e))
            bad++;
    }
    /* generated puzzles (unique, near-minimal: the generator's checks are capped) */
    g = fm_gen_init(gen_mem, sizeof gen_mem, w, h);
    CHECK(g != NULL, "%dx%d: generator", w, h);
    memset(&opts, 0, sizeof opts);
    opts.max_region = fm_default_max_region(w, h);
    opts.max_solutions = 1;
    opts.target_empty = -1;
    for (i = 0; g && i < trials / 4; i++) {
        if (fm_gen_puzzle(g, &opts, &rng, puzzle, sol, NULL) != 0)
            continue;
        tried++;
        if (!agree(&b, s, puzzle, &e))
            bad++;
        minimal += !e;
    }
    CHECK(bad == 0, "%dx%d: %d of %d puzzles disagree with the brute force", w, h, bad, tried);
    /* the sample must exercise every answer: none, unique and emptiable, unique and minimal, several */
    CHECK(hist[0][0] > 0 && hist[1][1] > 0 && hist[0][1] + minimal > 0 && hist[0][2] > 0,
          "%dx%d: sample covers none %d, emptiable %d, minimal %d, several %d", w, h, hist[0][0], hist[1][1],
          hist[0][1] + minimal, hist[0][2]);
    printf("%dx%d: %ld valid boards; %d puzzles agree (%d none, %d unique+emptiable, %d minimal, %d several)\n",
           w, h, b.count, tried - bad, hist[0][0], hist[1][1], hist[0][1] + minimal, hist[0][2]);
    free(b.all);
}

/* ---- janko.at: regions of the published solution by flood fill; emptiable by counting (to 2) the
   solutions after each clue's removal, which is another search than the library's exclusion test ---- */
typedef struct janko_features {
    int max_cells, tried, good, emptiable;
} janko_features;

static void check_janko(void *ctx, fm_val *puzzle, const fm_val *want, int w, int h, int empty_text)
{
    janko_features *jf = ctx;
    fm_solver *s;
    fm_features f;
    int rc, k, removable = 0;
    if (w * h > jf->max_cells)
        return;
    s = fm_solver_init(solver_mem, sizeof solver_mem, w, h);
    rc = fm_features_compute(s, fm_lean_init(lean_mem, sizeof lean_mem, w, h), puzzle, w, h, work_mem,
                             sizeof work_mem, &f);
    for (k = 0; k < w * h && !removable; k++) {
        fm_val v = puzzle[k];
        if (v == 0)
            continue;
        puzzle[k] = 0;
        removable = fm_solve(s, puzzle, 2, NULL, -1, 0, NULL) == 1;
        puzzle[k] = v;
    }
    jf->tried++;
    jf->emptiable += removable;
    if (rc == 0 && f.cells == w * h && f.empty == empty_text && f.solutions == 1 &&
        f.regions == flood_regions(want, w, h) && f.emptiable == removable)
        jf->good++;
    else
        fprintf(stderr, "janko %dx%d: rc %d cells %d empty %d/%d solutions %d regions %d/%d "
                "emptiable %d/%d\n", w, h, rc, f.cells, f.empty, empty_text, f.solutions,
                f.regions, flood_regions(want, w, h), f.emptiable, removable);
}

static void test_janko(int max_cells)
{
    janko_features jf;
    memset(&jf, 0, sizeof jf);
    jf.max_cells = max_cells;
    janko_each(check_janko, &jf);
    CHECK(jf.tried >= 20 && jf.good == jf.tried, "janko up to %d cells: %d of %d agree", max_cells, jf.good,
          jf.tried);
    printf("janko up to %d cells: %d of %d agree (%d can be emptied further)\n", max_cells, jf.good, jf.tried,
           jf.emptiable);
}

/* ---- bad input: errors returned, never a crash ---- */
static void test_bad(void)
{
    fm_val p[9] = {1, 0, 0, 0, 10, 0, 0, 0, 0}, q[9] = {0};
    fm_features f;
    fm_solver *s = fm_solver_init(solver_mem, sizeof solver_mem, 3, 3);
    uint64_t row[FM_FEATURES];
    int k;
    CHECK(fm_features_compute(s, NULL, p, 3, 3, work_mem, sizeof work_mem, &f) == FM_ERR_VALUE, "value 10 on 3x3");
    CHECK(fm_features_compute(s, NULL, q, 3, 3, work_mem, fm_features_bytes(3, 3) - 1, &f) == FM_ERR_SIZE,
          "work memory one byte short");
    CHECK(fm_features_compute(s, NULL, q, 3, 3, work_mem + 3, fm_features_bytes(3, 3), &f) == 0, "unaligned work");
    CHECK(fm_features_compute(NULL, NULL, q, 3, 3, work_mem, sizeof work_mem, &f) == FM_ERR_SIZE, "no solver");
    CHECK(fm_features_bytes(0, 3) == 0 && fm_features_bytes(300, 300) == 0, "shapes out of range");
    fm_solver_set_node_limit(s, 1);
    CHECK(fm_features_compute(s, NULL, q, 3, 3, work_mem, sizeof work_mem, &f) == FM_ERR_LIMIT,
          "empty 3x3 stops at a 1-node limit");
    fm_solver_set_node_limit(s, 0);
    /* the row and the names follow the documented order */
    CHECK(fm_features_compute(s, NULL, q, 3, 3, work_mem, sizeof work_mem, &f) == 0 && f.solutions == 2 &&
          f.emptiable == 0 && f.empty == 9, "empty 3x3: several solutions, not emptiable");
    fm_features_row(&f, row);
    CHECK(row[0] == 9 && row[1] == 9 && row[2] == (uint64_t)f.regions && row[3] == 0 && row[4] == 2 &&
          row[5] == f.stats.nodes && row[6] == f.stats.backtracks && row[7] == f.stats.passes &&
          row[8] == (uint64_t)f.stats.max_depth, "row order");
    for (k = 0; k < FM_FEATURES; k++)
        CHECK(fm_feature_name(k) != NULL, "name %d", k);
    CHECK(strcmp(fm_feature_name(0), "cells") == 0 && strcmp(fm_feature_name(3), "emptiable") == 0 &&
          fm_feature_name(FM_FEATURES) == NULL && fm_feature_name(-1) == NULL, "names");
}

int main(void)
{
    test_small(3, 3, 1000);
    test_small(4, 3, 400);
    test_small(2, 6, 400);
    test_janko(64);
    test_bad();
    return check_summary();
}
