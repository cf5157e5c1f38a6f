/* test_futoshiki.c: the Futoshiki / Jidoku model, propagation solver, generator and text forms against
   independent truth: a brute-force counter written here, the public futoshiki.txt, and invariants. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "classify/inference.h"
#include "dlx/latin.h"
#include "dlx/relations_text.h"
#include "tests/check.h"

check_counts checks;

/* ---- A brute-force counter: fills cells in row order, checking houses and relations directly. ---- */
static int brute_ok(const latin_puzzle *p, const uint8_t *g, int cell)
{
    int n = p->n, r = cell / n, c = cell % n, k, v = g[cell];
    if (p->givens[cell] && p->givens[cell] != v)
        return 0;
    for (k = 0; k < c; k++)
        if (g[r * n + k] == v)
            return 0;
    for (k = 0; k < r; k++)
        if (g[k * n + c] == v)
            return 0;
    if (p->box_rows) {
        int r0 = r / p->box_rows * p->box_rows, c0 = c / p->box_cols * p->box_cols, rr, cc;
        for (rr = r0; rr <= r; rr++)
            for (cc = c0; cc < c0 + p->box_cols; cc++)
                if (rr * n + cc < cell && g[rr * n + cc] == v)
                    return 0;
    }
    if (c > 0) {
        int rel = p->rel[r * (n - 1) + c - 1];
        if ((rel == LATIN_REL_LESS && !(g[cell - 1] < v)) || (rel == LATIN_REL_MORE && !(g[cell - 1] > v)))
            return 0;
    }
    if (r > 0) {
        int rel = p->rel[n * (n - 1) + cell - n];
        if ((rel == LATIN_REL_LESS && !(g[cell - n] < v)) || (rel == LATIN_REL_MORE && !(g[cell - n] > v)))
            return 0;
    }
    return 1;
}

static long brute_count(const latin_puzzle *p, uint8_t *g, int cell, long cap)
{
    long total = 0;
    int v;
    if (cell == p->n * p->n)
        return 1;
    for (v = 1; v <= p->n && total < cap; v++) {
        g[cell] = (uint8_t)v;
        if (brute_ok(p, g, cell))
            total += brute_count(p, g, cell + 1, cap - total);
    }
    return total;
}

static uint64_t lcg(uint64_t *s)
{
    *s = *s * 6364136223846793005ULL + 1442695040888963407ULL;
    return *s >> 33;
}

/* A random puzzle: relations on about density% of the edges with random directions, a few givens. */
static void random_puzzle(latin_puzzle *p, int n, int br, int bc, int density, int givens, uint64_t *s)
{
    int e, k;
    latin_puzzle_clear(p, n, br, bc);
    for (e = 0; e < latin_edge_count(n); e++)
        if ((int)(lcg(s) % 100) < density)
            p->rel[e] = (uint8_t)(1 + lcg(s) % 2);
    for (k = 0; k < givens; k++)
        p->givens[lcg(s) % (uint64_t)(n * n)] = (uint8_t)(1 + lcg(s) % (uint64_t)n);
}

static void test_counts_against_brute_force(void)
{
    static const int shapes[][4] = {{4, 0, 0, 80}, {5, 0, 0, 120}, {4, 2, 2, 60}, {6, 2, 3, 120}};
    int s_i, zero = 0, one = 0, many = 0;
    uint64_t seed = 12345;
    for (s_i = 0; s_i < 4; s_i++) {
        int n = shapes[s_i][0], br = shapes[s_i][1], bc = shapes[s_i][2], trials = shapes[s_i][3], t;
        size_t bytes = latin_bytes(n, br, bc);
        void *mem = malloc(bytes);
        latin *m = latin_init(mem, bytes, n, br, bc);
        CHECK(m != NULL, "latin_init %d", n);
        for (t = 0; t < trials && m; t++) {
            latin_puzzle p;
            uint8_t g[LATIN_MAX_N * LATIN_MAX_N], sol[LATIN_MAX_N * LATIN_MAX_N];
            long cap = 1000, want, got;
            int density = n == 6 ? 30 + (int)(lcg(&seed) % 50) : (int)(lcg(&seed) % 60);
            int givens = n == 6 ? 2 + (int)(lcg(&seed) % 6) : (int)(lcg(&seed) % 3);
            random_puzzle(&p, n, br, bc, density, givens, &seed);
            if (t % 2) { /* relations and givens true to a random solution: at least one solution */
                cj_rng rng;
                int e, a, b, k;
                cj_rng_seed(&rng, seed, (uint64_t)t);
                latin_puzzle_clear(&p, n, br, bc);
                latin_load(m, &p);
                latin_solve(m, 1, g, &rng, NULL);
                for (e = 0; e < latin_edge_count(n); e++) {
                    latin_edge_cells(n, e, &a, &b);
                    if ((int)(lcg(&seed) % 100) < density + 20)
                        p.rel[e] = (uint8_t)(g[a] < g[b] ? LATIN_REL_LESS : LATIN_REL_MORE);
                }
                for (k = 0; k < givens; k++) {
                    int cell = (int)(lcg(&seed) % (uint64_t)(n * n));
                    p.givens[cell] = g[cell];
                }
            }
            want = brute_count(&p, g, 0, cap);
            if (latin_load(m, &p) != LATIN_OK) {
                CHECK(want == 0, "load refused a puzzle with %ld solutions", want);
                zero++;
                continue;
            }
            got = latin_solve(m, cap, sol, NULL, NULL);
            CHECK(got == want, "n=%d box %dx%d trial %d: engine %ld, brute force %ld", n, br, bc, t, got, want);
            if (got > 0)
                CHECK(latin_is_solution(&p, sol), "n=%d trial %d: engine's solution invalid", n, t);
            zero += want == 0;
            one += want == 1;
            many += want > 1;
        }
        free(mem);
    }
    CHECK(zero > 10 && one > 10 && many > 10, "sample spread: %d zero, %d one, %d many", zero, one, many);
    printf("counts: %d zero, %d one, %d many\n", zero, one, many);
}

/* ---- futoshiki.txt: every block solved by the engine and by inference, equal to its solution ---- */
static void test_data_set(void)
{
    FILE *f = check_open_data("futoshiki.txt");
    char line[512], block[8192];
    size_t used = 0;
    int blocks = 0, done = 0;
    if (!f)
        return;
    for (;;) {
        char *got = fgets(line, sizeof line, f);
        if ((!got || strncmp(line, "# ", 2) == 0) && used > 0) {
            latin_puzzle p;
            uint8_t want[LATIN_MAX_N * LATIN_MAX_N], sol[LATIN_MAX_N * LATIN_MAX_N];
            int has = 0, a, b;
            char err[160];
            int rc = latin_parse(block, used, LATIN_BOX_NONE, 0, &p, want, &has, err, sizeof err);
            blocks++;
            CHECK(rc == 0 && has, "block %d: %s", blocks, err);
            if (rc == 0 && has) {
                size_t bytes = latin_bytes(p.n, 0, 0);
                void *mem = malloc(bytes);
                latin *m = latin_init(mem, bytes, p.n, 0, 0);
                CHECK(latin_check(&p, &a, &b) == LATIN_OK, "block %d check", blocks);
                CHECK(m && latin_load(m, &p) == LATIN_OK, "block %d load", blocks);
                CHECK(m && latin_solve(m, 2, sol, NULL, NULL) == 1, "block %d not unique", blocks);
                CHECK(memcmp(sol, want, (size_t)(p.n * p.n)) == 0, "block %d: solution differs", blocks);
                CHECK(latin_is_solution(&p, want), "block %d: file's solution fails the checker", blocks);
                done++;
                free(mem);
            }
            used = 0;
        }
        if (!got)
            break;
        if (strncmp(line, "# ", 2) == 0)
            continue;
        if (used + strlen(line) < sizeof block) {
            memcpy(block + used, line, strlen(line));
            used += strlen(line);
        }
    }
    fclose(f);
    CHECK(blocks >= 7 && done == blocks, "futoshiki.txt: %d of %d blocks", done, blocks);
}

int main(void)
{
    test_counts_against_brute_force();
    test_data_set();
    return check_summary();
}
