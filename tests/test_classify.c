/* test_classify.c: the grader against public solutions (never a wrong value on magictour top1465, singles only on
   easy puzzles, 16x16 and 25x25), grades kept by symmetries, the seed's features, classify_level (also as gen's). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "classify/features.h"
#include "classify/guess.h"
#include "dlx/grid_text.h"
#include "gen/generator.h"
#include "gen/transform.h"
#include "tests/check.h"

check_counts checks;

typedef struct watch {
    const uint8_t *solution;
    long wrong, steps;
    long used[CT_COUNT], static_chains, dynamic_chains;
} watch;

static int on_step(void *ctx, const classify_step *s)
{
    watch *w = (watch *)ctx;
    int i;
    w->steps++;
    w->used[s->tech]++;
    if (s->tech == CT_FORCING_CHAIN) {
        w->static_chains += s->rating < 85;
        w->dynamic_chains += s->rating >= 85;
    }
    if (s->cell >= 0 && w->solution[s->cell] != s->value) w->wrong++;
    for (i = 0; i < s->n_elims; i++)
        if (w->solution[CLASSIFY_ELIM_CELL(s->elims[i])] == CLASSIFY_ELIM_VALUE(s->elims[i])) w->wrong++;
    return 0;
}

static void *ctx_for(int br, int bc)
{
    size_t bytes = classify_ctx_bytes(br, bc);
    void *mem = aligned_alloc(16, (bytes + 15) & ~(size_t)15);
    CHECK(mem && classify_ctx_init(mem, bytes, br, bc), "context %dx%d initialises", br, bc);
    return mem;
}

/* Reads "puzzle solution ..." lines of a data file; calls fn on each up to max lines. */
typedef void (*line_fn)(classify_ctx *c, const uint8_t *grid, const uint8_t *solution, int n, const char *rest,
                        void *arg);
static long each_line(const char *file, int br, int bc, long max, line_fn fn, void *arg)
{
    char *line = malloc(1 << 16);
    FILE *f = check_open_data(file);
    long count = 0;
    int n = br * bc;
    void *mem = ctx_for(br, bc);
    uint8_t *grid = malloc((size_t)n * n), *sol = malloc((size_t)n * n);
    while (f && count < max && fgets(line, 1 << 16, f)) {
        size_t bad;
        char *sp = strchr(line, ' ');
        if (line[0] == '#' || !sp) continue;
        if (cj_grid_parse(line, (size_t)(sp - line), CJ_DEFAULT_SYMBOLS, grid, 64, &bad) != n) continue;
        if (cj_grid_parse(sp + 1, (size_t)n * n, CJ_DEFAULT_SYMBOLS, sol, 64, &bad) != n) continue;
        fn((classify_ctx *)mem, grid, sol, n, sp + 1 + n * n, arg);
        count++;
    }
    if (f) fclose(f);
    free(mem);
    free(grid);
    free(sol);
    free(line);
    return count;
}

typedef struct tally {
    long puzzles, wrong, solved, stuck, singles_only, not_easy, mismatch;
    long used[CT_COUNT], static_chains, dynamic_chains;
} tally;

static void grade_against(classify_ctx *c, const uint8_t *grid, const uint8_t *sol, int n, const char *rest, void *arg)
{
    tally *t = (tally *)arg;
    classify_result res;
    watch w;
    int i;
    (void)rest;
    memset(&w, 0, sizeof w);
    w.solution = sol;
    classify_grade(classify_ctx_grader(c), grid, &res, on_step, &w);
    for (i = 0; i < CT_COUNT; i++) t->used[i] += w.used[i];
    t->static_chains += w.static_chains;
    t->dynamic_chains += w.dynamic_chains;
    t->puzzles++;
    t->wrong += w.wrong;
    t->solved += res.status == CLASSIFY_SOLVED;
    t->stuck += res.status == CLASSIFY_STUCK;
    {
        const uint8_t *g = classify_grader_grid(classify_ctx_grader(c));
        const uint64_t *cand = classify_grader_candidates(classify_ctx_grader(c));
        for (i = 0; i < n * n; i++)
            if (g[i] ? g[i] != sol[i] : !(cand[i] & ((uint64_t)1 << (sol[i] - 1)))) {
                t->mismatch++;
                break;
            }
    }
}

static void easy_check(classify_ctx *c, const uint8_t *grid, const uint8_t *sol, int n, const char *rest, void *arg)
{
    tally *t = (tally *)arg;
    classify_result res;
    long others = 0;
    int k;
    (void)n;
    if (!strstr(rest, "beginner")) return;
    grade_against(c, grid, sol, n, rest, arg);
    classify_grade(classify_ctx_grader(c), grid, &res, NULL, NULL);
    for (k = CT_NAKED_SINGLE + 1; k < CT_COUNT; k++) others += res.counts[k];
    t->singles_only += others == 0 && res.status == CLASSIFY_SOLVED &&
                       (res.hardest == CT_HIDDEN_SINGLE || res.hardest == CT_NAKED_SINGLE);
    t->not_easy += res.level > CL_MEDIUM;
}

/* A symmetry of the grid (relabelling, bands, stacks, rows and columns within them, transposition) keeps
   the grade: rating, level and hardest technique, forcing chains included (the grader took the first of
   the shortest chains, which the order of the cells picks, and ratings moved by up to 0.2). */
typedef struct sym_tally {
    long puzzles, forcing, transforms, moved;
    cj_rng rng;
} sym_tally;

static void symmetry_check(classify_ctx *c, const uint8_t *grid, const uint8_t *sol, int n, const char *rest,
                           void *arg)
{
    sym_tally *t = (sym_tally *)arg;
    classify_result res, other;
    uint8_t moved[81];
    int k;
    (void)sol;
    (void)rest;
    if (n != 9) return;
    classify_grade(classify_ctx_grader(c), grid, &res, NULL, NULL);
    t->puzzles++;
    if (res.status != CLASSIFY_SOLVED || res.hardest != CT_FORCING_CHAIN) return;
    t->forcing++;
    for (k = 0; k < 6; k++) {
        gen_transform tr;
        gen_transform_random(&tr, 3, 3, &t->rng);
        gen_transform_apply(&tr, 9, grid, moved);
        classify_grade(classify_ctx_grader(c), moved, &other, NULL, NULL);
        t->transforms++;
        if (other.rating != res.rating || other.level != res.level || other.hardest != res.hardest) {
            if (t->moved++ < 3)
                printf("  rating %d.%d, transformed %d.%d (%s, %s)\n", res.rating / 10, res.rating % 10,
                       other.rating / 10, other.rating % 10, classify_level_name(other.level),
                       classify_tech_name(other.hardest));
        }
    }
}

/* The seed's vector counted directly, for a 9x9. */
static void direct_seed(const uint8_t *g, double *out)
{
    int r, c, i, counts[9] = {0};
    double mean = 0, var = 0;
    memset(out, 0, sizeof(double) * 15);
    for (i = 0; i < 81; i++) {
        if (g[i]) counts[g[i] - 1]++;
        else out[1]++;
    }
    for (r = 0; r < 9; r++) {
        int er = 0, ec = 0, eb = 0;
        for (c = 0; c < 9; c++) {
            er += g[r * 9 + c] == 0;
            ec += g[c * 9 + r] == 0;
            eb += g[(r / 3 * 3 + c / 3) * 9 + r % 3 * 3 + c % 3] == 0;
        }
        out[2] += er >= 7;
        out[3] += ec >= 7;
        out[4] += eb >= 7;
    }
    for (i = 0; i < 9; i++) {
        out[5 + i] = counts[i];
        mean += counts[i] / 9.0;
    }
    for (i = 0; i < 9; i++) var += (counts[i] - mean) * (counts[i] - mean) / 9.0;
    out[14] = var;
}

static void features_tests(void)
{
    uint8_t grid[81];
    double x[256], want[15];
    size_t bad;
    void *mem = ctx_for(3, 3);
    classify_ctx *c = (classify_ctx *)mem;
    int k, n, ok = 1;
    /* A Kaggle puzzle; the vector is counted directly above. */
    cj_grid_parse("......95....64..7......7.1..38.15..25..87..6...72.....7...5...9.5.....2.3.94.....", 81,
                  CJ_DEFAULT_SYMBOLS, grid, 9, &bad);
    n = classify_features(c, grid, CF_PUZZLEJAR, x, 256, NULL);
    CHECK(n == 15, "the seed's vector has 15 components for 9x9 (%d)", n);
    direct_seed(grid, want);
    want[0] = 1;
    for (k = 0; k < 15; k++) ok &= x[k] > want[k] - 1e-9 && x[k] < want[k] + 1e-9;
    CHECK(ok, "the seed's vector equals a direct count");
    n = classify_features(c, grid, CF_FULL, x, 256, NULL);
    CHECK(n == classify_feature_count(9, CF_FULL) && n > 15, "the full set is longer (%d)", n);
    for (k = 0; k < 15; k++) ok &= x[k] > want[k] - 1e-9 && x[k] < want[k] + 1e-9;
    CHECK(ok, "the full set starts with the seed's vector");
    /* Solutions are counted by the engine, capped. */
    memset(grid, 0, 81);
    grid[0] = 1;
    n = classify_features(c, grid, CF_PUZZLEJAR, x, 256, NULL);
    CHECK(x[0] == CLASSIFY_SOLUTION_LIMIT, "a near-empty grid counts solutions up to the cap (%g)", x[0]);
    CHECK(x[1] == 80 && x[2] == 9 && x[3] == 9 && x[4] == 9, "80 empty, every row, column and box dense");
    grid[1] = 1;
    CHECK(classify_features(c, grid, CF_PUZZLEJAR, x, 256, NULL) == SUDOKU_ECLASH, "clashing givens are refused");
    CHECK(classify_features(c, grid, CF_FULL, x, 10, NULL) == CLASSIFY_ESHAPE, "a short output buffer is refused");
    /* classify_level */
    cj_grid_parse("......95....64..7......7.1..38.15..25..87..6...72.....7...5...9.5.....2.3.94.....", 81,
                  CJ_DEFAULT_SYMBOLS, grid, 9, &bad);
    CHECK(classify_level(c, grid, 3, 3) == CL_EASY, "classify_level: a beginner puzzle is Easy");
    CHECK(classify_level(c, grid, 2, 3) == CLASSIFY_ESHAPE, "classify_level: another shape is refused");
    grid[1] = grid[6];
    CHECK(classify_level(c, grid, 3, 3) == CLASSIFY_EINVALID, "classify_level: clashing givens are invalid");
    {
        /* A puzzle with no solution but no clash: r1c1 can hold nothing. */
        memset(grid, 0, 81);
        for (k = 1; k < 9; k++) grid[k] = (uint8_t)k;
        grid[9 * 4] = 9;
        CHECK(classify_level(c, grid, 3, 3) == CLASSIFY_EINVALID, "classify_level: a dead cell is invalid");
    }
    {
        /* classify_gen_level is the generator's level callback: every puzzle made for a level grades there. */
        gen_options o;
        size_t gb = gen_bytes(3, 3);
        void *gm = malloc(gb);
        generator *gen;
        uint8_t puzzle[81], solution[81];
        classify_result res;
        int want, i;
        gen_level_fn fn = classify_gen_level;
        memset(&o, 0, sizeof o);
        o.box_rows = o.box_cols = 3;
        o.max_solutions = 1;
        o.target_empty = -1;
        o.level = fn;
        o.level_ctx = c;
        gen = gen_init(gm, gb, &o);
        CHECK(gen != NULL, "a generator takes classify_gen_level as its level callback");
        for (want = CL_EASY; gen && want <= CL_HARD; want++) {
            gen_set_want_level(gen, want);
            for (i = 0; i < 2; i++) {
                cj_rng rng;
                cj_rng_seed(&rng, 5, (uint64_t)i);
                CHECK(gen_puzzle(gen, &rng, puzzle, solution) > 0, "a %s puzzle made", classify_level_name(want));
                classify_grade(classify_ctx_grader(c), puzzle, &res, NULL, NULL);
                CHECK(res.status == CLASSIFY_SOLVED && res.level == want, "made for %s, graded %s",
                      classify_level_name(want), classify_level_name(res.level));
            }
        }
        free(gm);
    }
    {
        classify_guess_result gr;
        void *gm = malloc(classify_guess_bytes(3, 3, 64));
        cj_grid_parse("......95....64..7......7.1..38.15..25..87..6...72.....7...5...9.5.....2.3.94.....", 81,
                      CJ_DEFAULT_SYMBOLS, grid, 9, &bad);
        CHECK(classify_guess_stats(classify_ctx_grader(c), grid, gm, 64, 4, 1, 1000, &gr) == 0 && gr.guesses == 0 &&
                  gr.no_guess == 4 && gr.path_depth == 0 && gr.deepest == 0,
              "a singles puzzle needs no guess, so its solution rests on none");
        cj_grid_parse("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......", 81,
                      CJ_DEFAULT_SYMBOLS, grid, 9, &bad);
        CHECK(classify_guess_stats(classify_ctx_grader(c), grid, gm, 64, 4, 1, 100000, &gr) == 0 && gr.runs == 4 &&
                  gr.guesses >= 4,
              "a hard puzzle needs guesses (%ld over %ld runs)", gr.guesses, gr.runs);
        {
            /* The block may sit at any address: one byte in, the same statistics (UBSan checks the accesses). */
            size_t bytes = classify_guess_bytes(3, 3, 64);
            unsigned char *odd = malloc(bytes + 1);
            classify_guess_result moved;
            CHECK(classify_guess_stats(classify_ctx_grader(c), grid, odd + 1, 64, 4, 1, 100000, &moved) == 0 &&
                      memcmp(&moved, &gr, sizeof gr) == 0,
                  "a block at an odd address: the same statistics (%ld guesses over %ld runs)", moved.guesses, moved.runs);
            free(odd);
        }
        /* Every run's solution rests on at least one guess, no branch can nest deeper than the guesses made, and
           the branch that solved it is one of those reached. */
        CHECK(gr.runs <= gr.path_depth && gr.path_depth <= gr.deepest && gr.deepest <= gr.guesses,
              "guesses on the solution's path %ld <= deepest nesting %ld <= guesses %ld (%ld runs)", gr.path_depth,
              gr.deepest, gr.guesses, gr.runs);
        free(gm);
    }
    free(mem);
}

/* Every full grid of a box shape, by backtracking in cell order; returns how many (at most cap). */
static int all_grids(int br, int bc, uint8_t *grids, int cap)
{
    int n = br * bc, n2 = n * n, cell = 0, count = 0;
    uint8_t g[16];
    memset(g, 0, sizeof g);
    while (cell >= 0) {
        int ok = 0;
        while (!ok && ++g[cell] <= n) {
            int r = cell / n, c = cell % n, k;
            ok = 1;
            for (k = 0; k < cell && ok; k++) {
                int r2 = k / n, c2 = k % n;
                int same_box = r2 / br == r / br && c2 / bc == c / bc;
                ok = g[k] != g[cell] || (r2 != r && c2 != c && !same_box);
            }
        }
        if (!ok) {
            g[cell--] = 0;
        } else if (cell == n2 - 1) {
            if (count < cap) memcpy(grids + (size_t)count * n2, g, (size_t)n2);
            count++;
        } else {
            cell++;
        }
    }
    return count;
}

/* classify_hardest_level: every uniquely solvable puzzle with N <= 4 grades Easy. A clue set is unique
   when exactly one full grid agrees with it (bit sets over all grids, built subset by subset). Only grids
   whose first row is 1..N are emptied: relabelling keeps uniqueness and the grade. Minimal puzzles are
   all graded; adding clues keeps every hidden single, so a unique superset of an Easy puzzle is Easy too,
   and every 61st other unique puzzle is graded as well. */
static void small_shapes_tests(void)
{
    static const int shapes[][3] = {{1, 1, 1}, {1, 2, 2}, {2, 1, 2}, {1, 3, 12}, {3, 1, 12},
                                    {2, 2, 288}, {1, 4, 576}, {4, 1, 576}};
    size_t s;
    for (s = 0; s < sizeof shapes / sizeof shapes[0]; s++) {
        int br = shapes[s][0], bc = shapes[s][1], n = br * bc, n2 = n * n, words, count, i, v;
        long subsets = 1L << n2, m, unique = 0, graded = 0, not_easy = 0;
        uint8_t *grids = malloc(576 * 16), *is_unique = malloc((size_t)subsets);
        uint64_t *agree, *agreeing = NULL;
        void *ctx = ctx_for(br, bc);
        count = all_grids(br, bc, grids, 576);
        CHECK(count == shapes[s][2], "%dx%d boxes: %d full grids (known: %d)", br, bc, count, shapes[s][2]);
        words = (count + 63) / 64;
        agree = calloc((size_t)n2 * n * words, sizeof *agree);
        for (i = 0; i < count; i++)
            for (v = 0; v < n2; v++)
                agree[((size_t)v * n + grids[i * n2 + v] - 1) * words + i / 64] |= (uint64_t)1 << (i % 64);
        agreeing = malloc((size_t)subsets * words * sizeof *agreeing);
        for (i = 0; i < count && count == shapes[s][2]; i++) {
            const uint8_t *g = grids + (size_t)i * n2;
            int w, first_row_plain = 1;
            for (v = 0; v < n; v++) first_row_plain &= g[v] == v + 1;
            if (!first_row_plain) continue;
            for (w = 0; w < words; w++) agreeing[w] = ~(uint64_t)0;
            is_unique[0] = count == 1;
            for (m = 1; m < subsets; m++) {
                int low = 0, ones = 0;
                while (!(m >> low & 1)) low++;
                for (w = 0; w < words; w++) {
                    const uint64_t *with_low = agree + ((size_t)low * n + g[low] - 1) * words;
                    uint64_t x = agreeing[(m & (m - 1)) * words + w] & with_low[w];
                    agreeing[m * words + w] = x;
                    while (x) x &= x - 1, ones++;
                }
                is_unique[m] = ones == 1;
            }
            for (m = 0; m < subsets; m++) {
                int minimal = 1, cell;
                uint8_t puzzle[16];
                if (!is_unique[m]) continue;
                unique++;
                for (cell = 0; cell < n2; cell++)
                    if (m >> cell & 1 && is_unique[m ^ (1L << cell)]) minimal = 0;
                if (!minimal && unique % 61 != 0) continue;
                for (cell = 0; cell < n2; cell++) puzzle[cell] = m >> cell & 1 ? g[cell] : 0;
                graded++;
                not_easy += classify_level(ctx, puzzle, br, bc) != CL_EASY;
            }
        }
        CHECK(unique > 0 && not_easy == 0 && classify_hardest_level(br, bc) == CL_EASY,
              "%dx%d boxes: %ld unique puzzles, %ld graded, %ld not Easy", br, bc, unique, graded, not_easy);
        printf("%dx%d boxes: %d grids, %ld unique puzzles with the first row 1..N, %ld graded: all Easy\n", br, bc,
               count, unique, graded);
        free(grids);
        free(is_unique);
        free(agree);
        free(agreeing);
        free(ctx);
    }
    CHECK(classify_hardest_level(2, 3) == CL_BEYOND && classify_hardest_level(1, 5) == CL_BEYOND,
          "from N = 5 on, no level bound is claimed");
}

int main(void)
{
    tally t;
    int i;
    memset(&t, 0, sizeof t);
    each_line("sudoku9_magictour_top1465.txt", 3, 3, 100000, grade_against, &t);
    CHECK(t.puzzles >= 1000, "magictour top1465 read (%ld puzzles)", t.puzzles);
    CHECK(t.wrong == 0, "top1465: no step places a wrong value or removes the right one (%ld bad)", t.wrong);
    CHECK(t.mismatch == 0, "top1465: the final states agree with the solutions (%ld differ)", t.mismatch);
    CHECK(t.solved + t.stuck == t.puzzles, "top1465: each puzzle solved or rated as needing guessing");
    printf("top1465: %ld puzzles, %ld solved logically, %ld need guessing\n", t.puzzles, t.solved, t.stuck);
    /* So that the check above covers them: every technique but the rare ones is used, and forcing
       chains of both kinds (along bivalue and bilocal links only, and with every single). */
    CHECK(t.static_chains > 0 && t.dynamic_chains > 0, "top1465: static (%ld) and dynamic (%ld) forcing chains used",
          t.static_chains, t.dynamic_chains);
    for (i = 0; i < CT_GUESSING; i++)
        if (i != CT_HIDDEN_QUAD && i != CT_JELLYFISH && i != CT_NAKED_QUAD)
            CHECK(t.used[i] > 0, "top1465: %s is used (%ld steps)", classify_tech_name(i), t.used[i]);

    memset(&t, 0, sizeof t);
    each_line("sudoku9_kaggle3m_rated.txt", 3, 3, 300, easy_check, &t);
    CHECK(t.puzzles >= 200, "kaggle beginner puzzles read (%ld)", t.puzzles);
    CHECK(t.singles_only == t.puzzles, "beginner puzzles: solved with singles only (%ld of %ld)", t.singles_only,
          t.puzzles);
    CHECK(t.not_easy == 0 && t.wrong == 0, "beginner puzzles: Easy or Medium, no wrong step");

    memset(&t, 0, sizeof t);
    each_line("sudoku16_janko.txt", 4, 4, 30, grade_against, &t);
    CHECK(t.puzzles >= 20 && t.wrong == 0 && t.mismatch == 0, "16x16: %ld puzzles, %ld bad steps, %ld mismatches",
          t.puzzles, t.wrong, t.mismatch);
    memset(&t, 0, sizeof t);
    each_line("sudoku25.txt", 5, 5, 6, grade_against, &t);
    CHECK(t.puzzles >= 5 && t.wrong == 0 && t.mismatch == 0 && t.solved == t.puzzles,
          "25x25: %ld puzzles, %ld solved, no bad step", t.puzzles, t.solved);

    {
        sym_tally st;
        memset(&st, 0, sizeof st);
        cj_rng_seed(&st.rng, 7, 1);
        each_line("sudoku9_sudokuexchange_se_rated.txt", 3, 3, 250, symmetry_check, &st);
        CHECK(st.forcing >= 100 && st.moved == 0,
              "symmetries: %ld of %ld transforms of %ld puzzles solved by forcing chains change the grade",
              st.moved, st.transforms, st.forcing);
        printf("symmetries: %ld puzzles, %ld solved by forcing chains, %ld transforms graded alike\n", st.puzzles,
               st.forcing, st.transforms - st.moved);
    }

    features_tests();
    small_shapes_tests();
    return check_summary();
}
