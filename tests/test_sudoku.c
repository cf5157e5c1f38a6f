/* test_sudoku.c: the Sudoku model against the public data sets: every unique puzzle solved and checked
   by an independent validator and against the file's solution; counts; reuse of one engine. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dlx/grid_text.h"
#include "dlx/shape.h"
#include "dlx/sudoku.h"
#include "tests/check.h"

check_counts checks;

#define MAXC (SUDOKU_MAX_N * SUDOKU_MAX_N)

/* Independent of the engine: every row, column and box holds 1..N once, and the givens are kept. */
static int valid_solution(const uint8_t *puzzle, const uint8_t *sol, int n, int br, int bc)
{
    int u, k, cell;
    for (cell = 0; cell < n * n; cell++)
        if (sol[cell] < 1 || sol[cell] > n || (puzzle[cell] && puzzle[cell] != sol[cell]))
            return 0;
    for (u = 0; u < n; u++) {
        uint64_t row = 0, col = 0, box = 0;
        for (k = 0; k < n; k++) {
            int br0 = (u / br) * br, bc0 = (u % br) * bc;
            row |= 1ULL << (sol[u * n + k] - 1);
            col |= 1ULL << (sol[k * n + u] - 1);
            box |= 1ULL << (sol[(br0 + k / bc) * n + bc0 + k % bc] - 1);
        }
        if (row != box || col != box || box != (n == 64 ? ~0ULL : (1ULL << n) - 1))
            return 0;
    }
    return 1;
}

typedef struct model_cache {
    sudoku *s, *probe; /* a model of side n, and a second for sudoku_solve_probed */
    int n;
} model_cache;

static sudoku *model_for(model_cache *c, int n)
{
    int r, col;
    if (c->s && c->n == n)
        return c->s;
    free(c->s);
    free(c->probe);
    cj_default_box(n, &r, &col);
    c->s = sudoku_init(malloc(sudoku_bytes(r, col)), sudoku_bytes(r, col), r, col);
    c->probe = sudoku_init(malloc(sudoku_bytes(r, col)), sudoku_bytes(r, col), r, col);
    c->n = n;
    return c->s;
}

/* Solves every puzzle of a file whose second column is its unique solution. */
static void test_unique_file(model_cache *mc, const char *name)
{
    char line[4096];
    FILE *f = check_open_data(name);
    long puzzles = 0, good = 0;
    static uint8_t puzzle[MAXC], want[MAXC], got[MAXC];
    if (f == NULL)
        return;
    while (fgets(line, sizeof line, f)) {
        char *p = strtok(line, " \n"), *s = strtok(NULL, " \n");
        size_t bad;
        int n, ok;
        long count;
        sudoku *m;
        if (p == NULL || p[0] == '#' || s == NULL)
            continue;
        n = cj_grid_parse(p, strlen(p), CJ_DEFAULT_SYMBOLS, puzzle, SUDOKU_MAX_N, &bad);
        if (n < 0 || cj_grid_parse(s, strlen(s), CJ_DEFAULT_SYMBOLS, want, SUDOKU_MAX_N, &bad) != n) {
            CHECK(0, "%s: unparsable line %ld", name, puzzles + 1);
            continue;
        }
        puzzles++;
        m = model_for(mc, n);
        ok = sudoku_apply(m, puzzle) == SUDOKU_OK;
        count = ok ? sudoku_solve(m, 2, got, NULL) : -1;
        sudoku_clear(m);
        ok = ok && count == 1 && valid_solution(puzzle, got, n, sudoku_box_rows(m), sudoku_box_cols(m)) &&
             memcmp(got, want, (size_t)(n * n)) == 0;
        if (ok)
            good++;
        else if (puzzles - good <= 3)
            CHECK(0, "%s puzzle %ld: count %ld or solution wrong", name, puzzles, count);
    }
    fclose(f);
    CHECK(puzzles > 0 && good == puzzles, "%s: %ld of %ld puzzles solved uniquely and correctly", name, good,
          puzzles);
}

/* tdoku's test puzzles: the nsolutions column, capped at 1000. */
static void test_tdoku_counts(model_cache *mc)
{
    char line[4096];
    FILE *f = check_open_data("sudoku9_tdoku_test_puzzles.txt");
    long puzzles = 0, good = 0;
    static uint8_t puzzle[MAXC];
    if (f == NULL)
        return;
    while (fgets(line, sizeof line, f)) {
        char *p = strtok(line, " \n"), *c = strtok(NULL, " \n");
        size_t bad;
        int a, b;
        long want, got;
        sudoku *m;
        if (p == NULL || p[0] == '#' || c == NULL)
            continue;
        if (cj_grid_parse(p, strlen(p), CJ_DEFAULT_SYMBOLS, puzzle, 9, &bad) != 9)
            continue;
        puzzles++;
        want = atol(c);
        m = model_for(mc, 9);
        if (sudoku_find_clash(3, 3, puzzle, &a, &b) != SUDOKU_OK)
            got = 0; /* clashing givens: no solution, found without searching */
        else {
            sudoku_apply(m, puzzle);
            got = sudoku_solve(m, 1000, NULL, NULL);
            sudoku_clear(m);
        }
        if (got == (want > 1000 ? 1000 : want))
            good++;
        else
            CHECK(0, "tdoku puzzle %ld: %ld solutions, file says %ld", puzzles, got, want);
    }
    fclose(f);
    CHECK(puzzles == 43 && good == puzzles, "tdoku counts: %ld of %ld agree", good, puzzles);
}

/* The 25x25 puzzles with two or more solutions: a second solution is found, never "unique" claimed.
   Two of the ten make plain backtracking wander for tens of millions of nodes, so each search has a
   node budget: a search that runs out decides nothing, and at least eight of ten must be decided. */
static void test_nonunique_25(model_cache *mc)
{
    char path[512], line[4096];
    FILE *f;
    long puzzles = 0, two = 0, wrong = 0, probed_two = 0;
    static uint8_t puzzle[MAXC], store[2 * MAXC], solution[MAXC];
    snprintf(path, sizeof path, "%s/sudoku25_nonunique.txt", check_data_dir());
    f = fopen(path, "r");
    if (f == NULL) {
        CHECK(0, "open %s", path);
        return;
    }
    while (fgets(line, sizeof line, f)) {
        char *p = strtok(line, " \n");
        size_t bad;
        sudoku *m = model_for(mc, 25);
        dlx_search_opts o;
        dlx_stats st;
        sudoku_probe probe;
        long found;
        if (p == NULL || p[0] == '#' || cj_grid_parse(p, strlen(p), CJ_DEFAULT_SYMBOLS, puzzle, 25, &bad) != 25)
            continue;
        puzzles++;
        memset(&o, 0, sizeof o);
        o.first_item = -1;
        o.limit = 2;
        o.node_limit = 2000000;
        if (sudoku_apply(m, puzzle) != SUDOKU_OK) {
            wrong++;
            continue;
        }
        found = dlx_search(sudoku_engine(m), &o, &st);
        if (found == 2)
            two++;
        else if (!st.aborted)
            wrong++;
        probe.model = mc->probe;
        probe.store = store;
        probe.room = 2;
        probe.start = probe.give_up = 0;
        found = sudoku_solve_probed(m, &probe, puzzle, 2, solution, &st);
        probed_two += found == 2 && valid_solution(puzzle, solution, 25, 5, 5);
        sudoku_clear(m);
    }
    fclose(f);
    CHECK(puzzles == 10 && wrong == 0, "sudoku25_nonunique: no puzzle counted below 2 (%ld wrong)", wrong);
    CHECK(two >= 8, "sudoku25_nonunique: %ld of %ld shown to have 2 solutions within the node budget", two, puzzles);
    CHECK(probed_two == 10, "sudoku25_nonunique: %ld of %ld counted to 2 with restarts beside the search, the "
          "solution written valid", probed_two, puzzles);
}

/* Every 4x4 grid (2x2 boxes), by brute force over rows of permutations: 288. */
static int all_4x4(uint8_t grids[][16])
{
    static const uint8_t perms[24][4] = {
        {1, 2, 3, 4}, {1, 2, 4, 3}, {1, 3, 2, 4}, {1, 3, 4, 2}, {1, 4, 2, 3}, {1, 4, 3, 2}, {2, 1, 3, 4}, {2, 1, 4, 3},
        {2, 3, 1, 4}, {2, 3, 4, 1}, {2, 4, 1, 3}, {2, 4, 3, 1}, {3, 1, 2, 4}, {3, 1, 4, 2}, {3, 2, 1, 4}, {3, 2, 4, 1},
        {3, 4, 1, 2}, {3, 4, 2, 1}, {4, 1, 2, 3}, {4, 1, 3, 2}, {4, 2, 1, 3}, {4, 2, 3, 1}, {4, 3, 1, 2}, {4, 3, 2, 1}};
    int r[4], count = 0, k;
    uint8_t g[16];
    for (r[0] = 0; r[0] < 24; r[0]++)
        for (r[1] = 0; r[1] < 24; r[1]++)
            for (r[2] = 0; r[2] < 24; r[2]++)
                for (r[3] = 0; r[3] < 24; r[3]++) {
                    for (k = 0; k < 16; k++)
                        g[k] = perms[r[k / 4]][k % 4];
                    if (valid_solution(g, g, 4, 2, 2))
                        memcpy(grids[count++], g, 16);
                }
    return count;
}

/* sudoku_solve_probed, its restarts from the first nodes on (start 1): the counts of brute force on 4x4 puzzles of
   1 to 288 solutions (every limit), and of the plain search on 9x9 puzzles of several (a 17-clue puzzle less 1 to
   4 givens), each solution written valid. */
static void test_probed_counts(model_cache *mc)
{
    static uint8_t grids[288][16], store[1000 * MAXC], solution[MAXC], puzzle[MAXC];
    size_t bytes = sudoku_bytes(2, 2);
    sudoku *s = sudoku_init(malloc(bytes), bytes, 2, 2), *probe = sudoku_init(malloc(bytes), bytes, 2, 2);
    sudoku_probe pr;
    char path[512], line[256];
    long wrong = 0, tried = 0, plain, got, limits[] = {1, 2, 3, 1000};
    int n = all_4x4(grids), t, k, l;
    cj_rng rng;
    FILE *f;
    CHECK(n == 288, "4x4 grids by brute force: %d", n);
    pr.model = probe;
    pr.store = store;
    pr.room = 1000;
    pr.start = 1;
    pr.give_up = 0;
    cj_rng_seed(&rng, 7, 0);
    for (t = 0; t < 400; t++) { /* the givens of a grid, each kept with chance (t % 8) / 8 */
        long truth = 0;
        memcpy(puzzle, grids[cj_rng_below(&rng, 288)], 16);
        for (k = 0; k < 16; k++)
            if ((int)cj_rng_below(&rng, 8) >= t % 8)
                puzzle[k] = 0;
        for (k = 0; k < 288; k++)
            truth += valid_solution(puzzle, grids[k], 4, 2, 2);
        for (l = 0; l < 4; l++) {
            sudoku_apply(s, puzzle);
            got = sudoku_solve_probed(s, &pr, puzzle, limits[l], solution, NULL);
            sudoku_clear(s);
            wrong += got != (truth < limits[l] ? truth : limits[l]) ||
                     (got > 0 && !valid_solution(puzzle, solution, 4, 2, 2));
        }
    }
    CHECK(wrong == 0, "restarts beside the search: 400 4x4 puzzles, limits 1, 2, 3 and 1000: %ld counts off brute "
          "force", wrong);
    free(s);
    free(probe);
    snprintf(path, sizeof path, "%s/sudoku9_royle17.txt", check_data_dir());
    if ((f = fopen(path, "r")) == NULL) {
        CHECK(0, "open %s", path);
        return;
    }
    pr.model = model_for(mc, 9) != NULL ? mc->probe : NULL;
    pr.start = 50;
    wrong = 0;
    while (tried < 200 && fgets(line, sizeof line, f)) {
        size_t bad;
        sudoku *m = model_for(mc, 9);
        if (cj_grid_parse(line, strcspn(line, " \n"), CJ_DEFAULT_SYMBOLS, puzzle, 9, &bad) != 9)
            continue;
        for (k = 0, l = 1 + (int)(tried % 4); k < 81 && l > 0; k++) /* the first 1 to 4 givens taken out */
            if (puzzle[k] != 0)
                puzzle[k] = 0, l--;
        tried++;
        sudoku_apply(m, puzzle);
        plain = sudoku_solve(m, 50, NULL, NULL);
        got = sudoku_solve_probed(m, &pr, puzzle, 50, solution, NULL);
        sudoku_clear(m);
        wrong += got != plain || !valid_solution(puzzle, solution, 9, 3, 3);
    }
    fclose(f);
    CHECK(tried == 200 && wrong == 0, "restarts beside the search: %ld 9x9 puzzles of several solutions counted to "
          "50 as the plain search counts them, each solution valid (%ld wrong)", tried, wrong);
}

static void test_small_counts(void)
{
    static uint8_t empty[MAXC];
    struct {
        int r, c;
        long want;
    } cases[] = {{1, 1, 1}, {1, 2, 2}, {2, 2, 288}, {1, 3, 12}, {1, 4, 576}};
    size_t k;
    for (k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        size_t bytes = sudoku_bytes(cases[k].r, cases[k].c);
        sudoku *s = sudoku_init(malloc(bytes), bytes, cases[k].r, cases[k].c);
        long got = sudoku_solve(s, 0, NULL, NULL);
        /* 1xN boxes make Latin squares: 1, 2, 12, 576 for N = 1..4. */
        CHECK(got == cases[k].want, "empty %dx%d-box grid: %ld solutions, want %ld", cases[k].r, cases[k].c, got,
              cases[k].want);
        (void)empty;
        free(s);
    }
    CHECK(sudoku_bytes(8, 9) == 0 && sudoku_bytes(0, 3) == 0, "impossible shapes are refused");
}

static void test_clash(void)
{
    static uint8_t g[81];
    int a, b;
    g[0] = 5;
    g[80] = 5;
    CHECK(sudoku_find_clash(3, 3, g, &a, &b) == SUDOKU_OK, "no clash across the grid");
    g[8] = 5;
    CHECK(sudoku_find_clash(3, 3, g, &a, &b) == SUDOKU_ECLASH && a == 0 && b == 8, "row clash at r1c1/r1c9");
    g[8] = 0;
    g[20] = 5;
    CHECK(sudoku_find_clash(3, 3, g, &a, &b) == SUDOKU_ECLASH && a == 0 && b == 20, "box clash r1c1/r3c3");
}

/* One engine for 10,000 puzzles in a row gives the same answers as a fresh engine per puzzle. */
static void test_reuse(void)
{
    char path[512], line[512];
    FILE *f;
    size_t bytes = sudoku_bytes(3, 3);
    sudoku *shared = sudoku_init(malloc(bytes), bytes, 3, 3);
    void *fresh_mem = malloc(bytes);
    uint64_t initial = dlx_state_hash(sudoku_engine(shared));
    long puzzles = 0, same = 0;
    static uint8_t puzzle[81], a[81], b[81];
    snprintf(path, sizeof path, "%s/sudoku9_royle17.txt", check_data_dir());
    f = fopen(path, "r");
    if (f == NULL) {
        CHECK(0, "open %s", path);
        return;
    }
    while (puzzles < 10000 && fgets(line, sizeof line, f)) {
        size_t bad;
        long ca, cb;
        sudoku *fresh;
        if (line[0] == '#' || cj_grid_parse(line, 81, CJ_DEFAULT_SYMBOLS, puzzle, 9, &bad) != 9)
            continue;
        puzzles++;
        /* Blank three clues so that some puzzles have several solutions. */
        if (puzzles % 3 == 0) {
            int k, blanked = 0;
            for (k = 0; k < 81 && blanked < 3; k++)
                if (puzzle[(k * 7 + (int)puzzles) % 81])
                    puzzle[(k * 7 + (int)puzzles) % 81] = 0, blanked++;
        }
        sudoku_apply(shared, puzzle);
        ca = sudoku_solve(shared, 3, a, NULL);
        sudoku_clear(shared);
        fresh = sudoku_init(fresh_mem, bytes, 3, 3);
        sudoku_apply(fresh, puzzle);
        cb = sudoku_solve(fresh, 3, b, NULL);
        if (ca == cb && memcmp(a, b, 81) == 0)
            same++;
    }
    fclose(f);
    CHECK(puzzles == 10000 && same == puzzles, "reused engine agrees with fresh engines on %ld of %ld", same,
          puzzles);
    CHECK(dlx_state_hash(sudoku_engine(shared)) == initial, "reused engine back to its built state");
    free(shared);
    free(fresh_mem);
}

/* cj_grid_parse against cj_symbol_value, character by character, on random texts over random alphabets
   (repeated symbols, '0' and '.' in or out of the alphabet, bytes above 127, NUL). */
static void test_parse(void)
{
    static const char pool[] = "0.123456789ABCDEFGHIJKLMNOPxyz\x80\xff";
    int round, agree = 0;
    unsigned seed = 12345u;
    for (round = 0; round < 2000; round++) {
        char alphabet[40], text[64 * 64];
        uint8_t grid[64 * 64];
        int n_alpha, n = 2 + (int)((seed = seed * 1103515245u + 12345u) >> 16) % 8, len = n * n, k, want = n;
        size_t bad, want_bad = 0;
        n_alpha = 1 + (int)((seed = seed * 1103515245u + 12345u) >> 16) % 30;
        for (k = 0; k < n_alpha; k++)
            alphabet[k] = pool[((seed = seed * 1103515245u + 12345u) >> 16) % (sizeof pool - 1)];
        alphabet[n_alpha] = '\0';
        for (k = 0; k < len; k++) {
            int pick = (int)(((seed = seed * 1103515245u + 12345u) >> 16) % 200);
            text[k] = pick == 0 ? '\0' : pick < 120 ? alphabet[pick % n_alpha] : pool[pick % (sizeof pool - 1)];
        }
        for (k = 0; k < len && want == n; k++) {
            int v = cj_symbol_value(alphabet, text[k]);
            if (v < 0 || v > n)
                want = CJ_TEXT_ESYMBOL, want_bad = (size_t)k;
        }
        if (cj_grid_parse(text, (size_t)len, alphabet, grid, 64, &bad) == want &&
            (want != CJ_TEXT_ESYMBOL || bad == want_bad)) {
            int same = 1;
            for (k = 0; k < len && want == n; k++)
                same = same && grid[k] == cj_symbol_value(alphabet, text[k]);
            agree += same;
        }
    }
    CHECK(agree == 2000, "grid parsing agrees with cj_symbol_value on %d of 2000 random texts", agree);
}

int main(void)
{
    static const char *unique_files[] = {
        "sudoku9_royle17.txt", "sudoku9_magictour_top1465.txt", "sudoku9_forum_hardest_1106.txt",
        "sudoku9_ph1910_sample.txt", "sudoku9_magictour_topn87.txt", "sudoku9_magictour_top95.txt",
        "sudoku9_magictour_topn234.txt", "sudoku9_magictour_top100.txt", "sudoku9_norvig_hardest.txt",
        "sudoku9_project_euler96.txt", "sudoku9_kaggle3m_rated.txt", "sudoku9_sudokuexchange_se_rated.txt",
        "sudoku16_janko.txt", "sudoku25.txt"};
    model_cache mc = {NULL, NULL, 0};
    size_t k;
    test_parse();
    test_small_counts();
    test_clash();
    for (k = 0; k < sizeof unique_files / sizeof unique_files[0]; k++)
        test_unique_file(&mc, unique_files[k]);
    test_tdoku_counts(&mc);
    test_nonunique_25(&mc);
    test_probed_counts(&mc);
    test_reuse();
    free(mc.s);
    free(mc.probe);
    return check_summary();
}
