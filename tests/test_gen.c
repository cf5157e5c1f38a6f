/* test_gen.c: the Sudoku generator: solution counts checked by the engine and, on 4x4 and 6x6, by a
   brute-force counter written here; minimality, symmetry, transformations, Solo ids, reproducibility. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dlx/sudoku.h"
#include "gen/generator.h"
#include "gen/tatham.h"
#include "gen/transform.h"
#include "tests/check.h"
#include "tests/make_gen.h"

check_counts checks;

#define MAXC (SUDOKU_MAX_N * SUDOKU_MAX_N)

/* Plain backtracking over cells in reading order: no engine, no cleverness. */
static long brute_count(uint8_t *g, int br, int bc, int cell, long limit)
{
    int n = br * bc, v, r, c, k;
    long total = 0;
    while (cell < n * n && g[cell])
        cell++;
    if (cell == n * n)
        return 1;
    r = cell / n;
    c = cell % n;
    for (v = 1; v <= n && total < limit; v++) {
        int ok = 1;
        for (k = 0; k < n && ok; k++) {
            int br0 = (r / br) * br, bc0 = (c / bc) * bc;
            if (g[r * n + k] == v || g[k * n + c] == v || g[(br0 + k / bc) * n + bc0 + k % bc] == v)
                ok = 0;
        }
        if (!ok)
            continue;
        g[cell] = (uint8_t)v;
        total += brute_count(g, br, bc, cell + 1, limit - total);
        g[cell] = 0;
    }
    return total;
}

static int valid_full(const uint8_t *g, int br, int bc)
{
    int n = br * bc, u, k;
    for (u = 0; u < n; u++) {
        uint64_t row = 0, col = 0, box = 0, all = n == 64 ? ~0ULL : (1ULL << n) - 1;
        for (k = 0; k < n; k++) {
            int r0 = (u / br) * br, c0 = (u % br) * bc;
            if (g[u * n + k] < 1 || g[u * n + k] > n)
                return 0;
            row |= 1ULL << (g[u * n + k] - 1);
            col |= 1ULL << (g[k * n + u] - 1);
            box |= 1ULL << (g[(r0 + k / bc) * n + c0 + k % bc] - 1);
        }
        if (row != all || col != all || box != all)
            return 0;
    }
    return 1;
}

typedef struct engine_counter {
    sudoku *s;
} engine_counter;

static long engine_count(engine_counter *e, const uint8_t *g, long limit)
{
    long found;
    if (sudoku_apply(e->s, g) != SUDOKU_OK)
        return 0;
    found = sudoku_solve(e->s, limit, NULL, NULL);
    sudoku_clear(e->s);
    return found;
}

/* The image of cell c under the clue pattern's symmetry. */
static int image(gen_symmetry sym, int n, int c)
{
    int r = c / n, col = c % n;
    switch (sym) {
    case GEN_SYM_ROT180: return (n - 1 - r) * n + (n - 1 - col);
    case GEN_SYM_ROT90: return col * n + (n - 1 - r);
    case GEN_SYM_MIRROR: return r * n + (n - 1 - col);
    case GEN_SYM_DIAGONAL: return col * n + r;
    default: return c;
    }
}

/* Generates count puzzles and checks each: solution valid, the puzzle inside it, the number of
   solutions (engine; brute force when small), minimality when asked. Returns the checks put off to a
   later round (their node cap ran out). */
static uint64_t check_batch(int br, int bc, gen_strategy st, gen_symmetry sym, int k, int target, int count,
                            int check_minimal)
{
    int n = br * bc, n2 = n * n, i, bad = 0, brute = n <= 6;
    gen_symmetry orbit = st == GEN_SYMMETRIC ? sym : GEN_SYM_NONE; /* the cells emptied together */
    generator *g = make_gen(br, bc, st, sym, k, target);
    engine_counter e;
    size_t bytes = sudoku_bytes(br, bc);
    static uint8_t puzzle[MAXC], solution[MAXC], work[MAXC];
    e.s = sudoku_init(malloc(bytes), bytes, br, bc);
    uint64_t put_off;
    CHECK(g != NULL && e.s != NULL, "generator %dx%d", br, bc);
    if (g == NULL)
        return 0;
    for (i = 0; i < count && bad < 3; i++) {
        cj_rng rng;
        int empties, c;
        long sols;
        cj_rng_seed(&rng, 1234, (uint64_t)i);
        empties = gen_puzzle(g, &rng, puzzle, solution);
        if (empties < 0 || !valid_full(solution, br, bc)) {
            { bad++; CHECK(0, "%dx%d #%d: no puzzle or invalid solution", br, bc, i); }
            continue;
        }
        for (c = 0; c < n2; c++)
            if (puzzle[c] && puzzle[c] != solution[c])
                { bad++; CHECK(0, "%dx%d #%d: a clue differs from the solution", br, bc, i); }
        if (target >= 0 && empties != target)
            { bad++; CHECK(0, "%dx%d #%d: %d empties, target %d", br, bc, i, empties, target); }
        sols = engine_count(&e, puzzle, k + 1);
        if (sols < 1 || sols > k)
            { bad++; CHECK(0, "%dx%d #%d: engine counts %ld solutions, want 1..%d", br, bc, i, sols, k); }
        if (brute) {
            long b;
            memcpy(work, puzzle, (size_t)n2);
            b = brute_count(work, br, bc, 0, k + 1);
            if (b != sols)
                { bad++; CHECK(0, "%dx%d #%d: brute force counts %ld, engine %ld", br, bc, i, b, sols); }
        }
        if (sym != GEN_SYM_NONE && st == GEN_SYMMETRIC) {
            for (c = 0; c < n2; c++) {
                if ((puzzle[c] == 0) != (puzzle[image(sym, n, c)] == 0)) {
                    { bad++; CHECK(0, "%dx%d #%d: clue pattern not symmetric at cell %d", br, bc, i, c); }
                    break;
                }
            }
        }
        if (check_minimal) {
            /* Removing any single clue (any orbit, for symmetric) must break the bound. */
            for (c = 0; c < n2; c++) {
                int x;
                if (!puzzle[c])
                    continue;
                memcpy(work, puzzle, (size_t)n2);
                work[c] = 0;
                for (x = image(orbit, n, c); x != c; x = image(orbit, n, x))
                    work[x] = 0;
                if (engine_count(&e, work, k + 1) <= k) {
                    { bad++; CHECK(0, "%dx%d #%d: clue at %d can be removed: not minimal", br, bc, i, c); }
                    break;
                }
            }
        }
    }
    CHECK(bad == 0, "%dx%d strategy %d symmetry %d k=%d target %d: %d puzzles checked", br, bc, (int)st, (int)sym, k,
          target, count);
    CHECK(gen_get_stats(g)->builds == 1, "one engine build for the whole batch");
    put_off = gen_get_stats(g)->put_off;
    free(g);
    free(e.s);
    return put_off;
}

static void test_transforms(void)
{
    static const int shapes[][2] = {{2, 2}, {2, 3}, {3, 3}, {3, 4}, {4, 4}};
    size_t s;
    for (s = 0; s < sizeof shapes / sizeof shapes[0]; s++) {
        int br = shapes[s][0], bc = shapes[s][1], n = br * bc, i, bad = 0, distinct = 0;
        generator *g = make_gen(br, bc, GEN_RANDOM, GEN_SYM_NONE, 1, -1);
        engine_counter e;
        size_t bytes = sudoku_bytes(br, bc);
        static uint8_t puzzle[MAXC], solution[MAXC], tp[MAXC], ts[MAXC];
        cj_rng rng;
        e.s = sudoku_init(malloc(bytes), bytes, br, bc);
        cj_rng_seed(&rng, 99, s);
        gen_puzzle(g, &rng, puzzle, solution);
        for (i = 0; i < 30; i++) {
            gen_transform t;
            gen_transform_random(&t, br, bc, &rng);
            gen_transform_apply(&t, n, puzzle, tp);
            gen_transform_apply(&t, n, solution, ts);
            if (!valid_full(ts, br, bc) || engine_count(&e, tp, 2) != 1)
                bad++;
            if (memcmp(tp, puzzle, (size_t)(n * n)) != 0)
                distinct++;
        }
        CHECK(bad == 0, "%dx%d: 30 random transforms keep validity and uniqueness", br, bc);
        CHECK(distinct >= 28, "%dx%d: random transforms give new puzzles (%d of 30)", br, bc, distinct);
        {
            static const char *names[] = {"mirror", "flip", "rot180", "transpose", "rot90", "rot270",
                                          "antitranspose"};
            size_t k;
            for (k = 0; k < sizeof names / sizeof names[0]; k++) {
                gen_transform t;
                int rc = gen_transform_named(&t, br, bc, names[k]);
                if (br != bc && k >= 3) {
                    CHECK(rc == -1, "%s refused for %dx%d boxes", names[k], br, bc);
                    continue;
                }
                gen_transform_apply(&t, n, solution, ts);
                CHECK(rc == 0 && valid_full(ts, br, bc), "%s keeps a %dx%d grid valid", names[k], br, bc);
            }
        }
        if (br == bc) { /* rot90 four times is the identity; rot90 maps (r, c) to (c, N-1-r) */
            gen_transform t;
            int r, c, ok = 1;
            gen_transform_named(&t, br, bc, "rot90");
            gen_transform_apply(&t, n, solution, ts);
            for (r = 0; r < n; r++)
                for (c = 0; c < n; c++)
                    if (ts[c * n + (n - 1 - r)] != solution[r * n + c])
                        ok = 0;
            CHECK(ok, "rot90 turns the grid clockwise");
        }
        free(g);
        free(e.s);
    }
}

static void test_tatham(void)
{
    /* Ids as `sgt-solo --generate N 3x3` and `... 4x3` print them. */
    static const char *ids[] = {
        "3x3:a7c8_6_9d2b1_8_5_2d9e8a4a2b1g7b2a7a9e7d8_8_5_4b1d2_7_5c4a",
        "3x3:a8b1_6i6a4_3b7a9e4_3b8d6_5_2_4_3d2b1_4e6a5b1_7a3i4_3b9a",
        "4x3:d3a9_1d3c2_9a8a4a11_9_5_12_4b10b2b6e5a3_12c3b11_1_7d10b1_10b11b8a2_8a9b3b5_11b11d8_3_4b6c5_6a4e7b8b11b12_5_4_6_1a2a9a6_7c12d7_2a5d",
        "3x2:6d3d6a3a2_6a5_4a3_2a6a3d1d2",
        "2x2:e4a3_2a4e"};
    size_t k;
    for (k = 0; k < sizeof ids / sizeof ids[0]; k++) {
        static uint8_t grid[MAXC];
        char back[4096];
        size_t bad;
        int br, bc, n = tatham_decode(ids[k], grid, &br, &bc, &bad);
        engine_counter e;
        size_t bytes;
        CHECK(n > 0, "decode %s", ids[k]);
        if (n <= 0)
            continue;
        bytes = sudoku_bytes(br, bc);
        e.s = sudoku_init(malloc(bytes), bytes, br, bc);
        CHECK(engine_count(&e, grid, 2) == 1, "Solo id %zu has one solution", k);
        CHECK(tatham_encode(grid, br, bc, back, sizeof back) > 0 && strcmp(back, ids[k]) == 0,
              "Solo id round trip: %s", back);
        free(e.s);
    }
    {
        static uint8_t grid[MAXC];
        size_t bad;
        int br, bc;
        CHECK(tatham_decode("3x3:a7c8", grid, &br, &bc, &bad) < 0, "a short id is refused");
        CHECK(tatham_decode("3x3:a7c8!", grid, &br, &bc, &bad) < 0, "a stray character is refused");
    }
}

static void test_reproducible(void)
{
    generator *a = make_gen(3, 3, GEN_PUZZLEJAR, GEN_SYM_NONE, 1, -1);
    generator *b = make_gen(3, 3, GEN_PUZZLEJAR, GEN_SYM_NONE, 1, -1);
    static uint8_t p1[81], s1[81], p2[81], s2[81];
    int i, same = 0;
    cj_rng r1, r2;
    /* b makes other puzzles first: its engine's history must not matter. */
    for (i = 0; i < 5; i++) {
        cj_rng_seed(&r2, 555, 1000 + (uint64_t)i);
        gen_puzzle(b, &r2, p2, s2);
    }
    for (i = 0; i < 20; i++) {
        cj_rng_seed(&r1, 77, (uint64_t)i);
        cj_rng_seed(&r2, 77, (uint64_t)i);
        gen_puzzle(a, &r1, p1, s1);
        gen_puzzle(b, &r2, p2, s2);
        same += memcmp(p1, p2, 81) == 0 && memcmp(s1, s2, 81) == 0;
    }
    CHECK(same == 20, "same seed and index, same puzzle, whatever the engine did before (%d/20)", same);
    free(a);
    free(b);
}

/* Past 42x42 the randomised search wanders for minutes: after 1000 nodes per cell the generator takes a
   pattern grid mixed by random cycle exchanges. Checked here by the independent validity check. */
static void test_big_full_grids(void)
{
    static const int shapes[2][2] = {{7, 7}, {5, 10}};
    int k;
    for (k = 0; k < 2; k++) {
        int br = shapes[k][0], bc = shapes[k][1], n = br * bc;
        generator *g = make_gen(br, bc, GEN_RANDOM, GEN_SYM_NONE, 1, -1);
        uint8_t *a = malloc((size_t)n * n), *b = malloc((size_t)n * n), *c = malloc((size_t)n * n);
        cj_rng r;
        uint64_t nodes;
        cj_rng_seed(&r, 3, 0);
        CHECK(gen_full_grid(g, &r, a) == GEN_OK && valid_full(a, br, bc), "%dx%d boxes: a valid full grid", br, bc);
        nodes = gen_get_stats(g)->nodes;
        cj_rng_seed(&r, 3, 0);
        gen_full_grid(g, &r, b);
        cj_rng_seed(&r, 3, 1);
        gen_full_grid(g, &r, c);
        CHECK(memcmp(a, b, (size_t)n * n) == 0 && valid_full(c, br, bc) && memcmp(a, c, (size_t)n * n) != 0,
              "%dx%d boxes: the same seed gives the same grid, another seed another valid one", br, bc);
        printf("%dx%d full grid: %llu search nodes (%s)\n", n, n, (unsigned long long)nodes,
               nodes > 1000ull * (uint64_t)(n * n) ? "then the mixed pattern" : "the search found it");
        free(a);
        free(b);
        free(c);
        free(g);
    }
}

/* gen_target_fits_symmetry against the orbits counted here: each cell's images under the symmetry's maps
   (rotations, the mirror, the transpose) gathered by hand, then which totals whole orbits make (subset sums). */
static void test_target_fits_symmetry(void)
{
    int n, sym, t, cell;
    for (n = 1; n <= 9; n++)
        for (sym = GEN_SYM_NONE; sym <= GEN_SYM_DIAGONAL; sym++) {
            unsigned char seen[81] = {0}, makes[82] = {1};
            for (cell = 0; cell < n * n; cell++) {
                int r = cell / n, c = cell % n, k, size = 0, img[4];
                if (seen[cell])
                    continue;
                img[0] = cell;
                img[1] = sym == GEN_SYM_ROT180 || sym == GEN_SYM_ROT90 ? (n - 1 - r) * n + (n - 1 - c)
                         : sym == GEN_SYM_MIRROR                      ? r * n + (n - 1 - c)
                         : sym == GEN_SYM_DIAGONAL                    ? c * n + r
                                                                      : cell;
                img[2] = sym == GEN_SYM_ROT90 ? c * n + (n - 1 - r) : cell;
                img[3] = sym == GEN_SYM_ROT90 ? (n - 1 - c) * n + r : cell;
                for (k = 0; k < 4; k++)
                    if (!seen[img[k]]) {
                        seen[img[k]] = 1;
                        size++;
                    }
                for (t = n * n; t >= size; t--) /* each orbit once: totals from the top down */
                    makes[t] |= makes[t - size];
            }
            for (t = 0; t <= n * n; t++)
                CHECK(gen_target_fits_symmetry(n, (gen_symmetry)sym, t) == makes[t],
                      "%dx%d, symmetry %d: %d empty cells %s", n, n, sym, t, makes[t] ? "can be made" : "cannot");
        }
}

int main(void)
{
    test_target_fits_symmetry();
    test_big_full_grids();
    check_batch(2, 2, GEN_RANDOM, GEN_SYM_NONE, 1, -1, 300, 1);
    check_batch(2, 3, GEN_RANDOM, GEN_SYM_NONE, 1, -1, 300, 1);
    check_batch(2, 3, GEN_PUZZLEJAR, GEN_SYM_NONE, 1, -1, 200, 1);
    check_batch(2, 2, GEN_RANDOM, GEN_SYM_NONE, 3, -1, 200, 0);
    check_batch(2, 3, GEN_RANDOM, GEN_SYM_NONE, 2, -1, 200, 0);
    check_batch(2, 3, GEN_SYMMETRIC, GEN_SYM_ROT180, 1, -1, 100, 1);
    check_batch(2, 2, GEN_SYMMETRIC, GEN_SYM_ROT90, 1, -1, 100, 1);
    check_batch(2, 3, GEN_SYMMETRIC, GEN_SYM_MIRROR, 1, -1, 100, 1);
    /* Checks put off to later rounds must still leave minimal puzzles: these batches have some. */
    CHECK(check_batch(3, 3, GEN_RANDOM, GEN_SYM_NONE, 1, -1, 300, 1) > 0, "9x9: some checks put off");
    check_batch(3, 3, GEN_PUZZLEJAR, GEN_SYM_NONE, 1, -1, 100, 1);
    check_batch(3, 3, GEN_SYMMETRIC, GEN_SYM_DIAGONAL, 1, -1, 100, 1);
    check_batch(3, 3, GEN_SYMMETRIC, GEN_SYM_ROT90, 1, -1, 100, 1);
    check_batch(3, 3, GEN_SYMMETRIC, GEN_SYM_ROT180, 1, -1, 100, 1);
    check_batch(3, 3, GEN_RANDOM, GEN_SYM_NONE, 1, 50, 100, 0);
    check_batch(3, 3, GEN_RANDOM, GEN_SYM_NONE, 5, -1, 50, 0);
    check_batch(3, 4, GEN_RANDOM, GEN_SYM_NONE, 1, -1, 40, 1);
    check_batch(4, 4, GEN_RANDOM, GEN_SYM_NONE, 1, 150, 3, 0);
    CHECK(check_batch(4, 4, GEN_RANDOM, GEN_SYM_NONE, 1, -1, 2, 1) > 0, "16x16: some checks put off");
    check_batch(5, 5, GEN_RANDOM, GEN_SYM_NONE, 1, 281, 2, 0);
    test_transforms();
    test_tatham();
    test_reproducible();
    return check_summary();
}
