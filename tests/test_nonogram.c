/* test_nonogram.c: the Nonogram line solver and counter against brute force: every colouring of short
   lines for the line deduction, every grid of small boards for the solution count. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dlx/nonogram.h"
#include "dlx/rng.h"
#include "gen/nonogram_gen.h"
#include "tests/check.h"

check_counts checks;

/* The runs of the n cells of bits (bit i set = cell i black). */
static int runs_of(unsigned bits, int n, uint8_t *runs)
{
    int k = 0, i, len = 0;
    for (i = 0; i <= n; i++) {
        if (i < n && (bits >> i & 1u)) {
            len++;
        } else if (len) {
            runs[k++] = (uint8_t)len;
            len = 0;
        }
    }
    return k;
}

/* Brute force on one line: the colourings with these runs that agree with cells; what they all share. */
static long brute_line(const uint8_t *runs, int k, const uint8_t *cells, int n, uint8_t *agreed)
{
    unsigned bits, all_black = ~0u, all_white = ~0u;
    long count = 0;
    int i;
    for (bits = 0; bits < 1u << n; bits++) {
        uint8_t r[NG_MAX_RUNS];
        int m = runs_of(bits, n, r), ok = m == k && memcmp(r, runs, (size_t)k) == 0;
        for (i = 0; i < n && ok; i++)
            ok = cells[i] == NG_UNKNOWN || (cells[i] == NG_BLACK) == ((bits >> i & 1u) != 0);
        if (!ok)
            continue;
        count++;
        all_black &= bits;
        all_white &= ~bits;
    }
    for (i = 0; i < n; i++)
        agreed[i] = !count                  ? NG_UNKNOWN
                    : (all_black >> i & 1u) ? NG_BLACK
                    : (all_white >> i & 1u) ? NG_WHITE
                                            : NG_UNKNOWN;
    return count;
}

static void test_lines(ng_logic *lg)
{
    cj_rng rng;
    int t, bad_deduce = 0, bad_count = 0, bad_overlap = 0, tried = 0;
    cj_rng_seed(&rng, 7, 0);
    for (t = 0; t < 4000; t++) {
        int n = 1 + (int)cj_rng_below(&rng, 12), i, k, set;
        unsigned truth = (unsigned)cj_rng_below(&rng, 1u << n), noise = (unsigned)cj_rng_below(&rng, 1u << n);
        uint8_t runs[NG_MAX_RUNS], cells[NG_MAX_SIDE], agreed[NG_MAX_SIDE], empty[NG_MAX_SIDE];
        long brute;
        k = runs_of(truth, n, runs);
        /* Known cells: from the truth (a consistent line) or, one time in four, from noise (maybe none). */
        for (i = 0; i < n; i++) {
            unsigned src = t % 4 == 3 ? noise : truth;
            cells[i] = cj_rng_below(&rng, 3) ? NG_UNKNOWN : (src >> i & 1u) ? NG_BLACK : NG_WHITE;
        }
        brute = brute_line(runs, k, cells, n, agreed);
        bad_count += (long)ng_line_placements(lg, runs, k, cells, n) != brute;
        set = ng_line_deduce(lg, runs, k, cells, n);
        if (brute == 0)
            bad_deduce += set != -1;
        else
            bad_deduce += set < 0 || memcmp(cells, agreed, (size_t)n) != 0;
        /* On an empty line the overlap finds exactly the black cells every placement shares. */
        memset(empty, NG_UNKNOWN, (size_t)n);
        brute_line(runs, k, empty, n, agreed);
        if (ng_line_overlap(runs, k, empty, n) >= 0) {
            tried++;
            for (i = 0; i < n; i++)
                bad_overlap += (empty[i] == NG_BLACK) != (agreed[i] == NG_BLACK);
        }
    }
    CHECK(bad_count == 0, "line placements counted: %d of 4000 lines differ from brute force", bad_count);
    CHECK(bad_deduce == 0, "line deduction: %d of 4000 lines differ from what every fitting colouring shares",
          bad_deduce);
    CHECK(tried == 4000 && bad_overlap == 0, "overlap on empty lines: %d cells differ (%d lines)", bad_overlap, tried);
}

/* A line solver sized for one shape, in a block of exactly its bytes (so that the sanitizer sees a table
   overrun): for n x 1 boards, every line of n cells against brute force; a longer line or a larger board is
   refused, a smaller board served. */
static void test_sized_logic(void)
{
    cj_rng rng;
    int n, bad = 0, refused = 0, lines = 0;
    cj_rng_seed(&rng, 8, 0);
    for (n = 1; n <= 12; n++) {
        size_t bytes = ng_logic_bytes(n, 1);
        void *mem = malloc(bytes);
        ng_logic *lg = mem != NULL ? ng_logic_init(mem, bytes, n, 1) : NULL;
        ng_puzzle p;
        uint8_t grid[2 * 13];
        unsigned truth;
        CHECK(lg != NULL && ng_logic_init(mem, bytes - 1, n, 1) == NULL, "%dx1 line solver: init in %zu bytes only", n,
              bytes);
        for (truth = 0; lg != NULL && truth < 1u << n; truth++) {
            uint8_t runs[NG_MAX_RUNS], cells[13], agreed[13];
            int k = runs_of(truth, n, runs), i, set;
            long brute;
            for (i = 0; i < n; i++)
                cells[i] = cj_rng_below(&rng, 3) ? NG_UNKNOWN : (truth >> i & 1u) ? NG_BLACK : NG_WHITE;
            brute = brute_line(runs, k, cells, n, agreed);
            bad += (long)ng_line_placements(lg, runs, k, cells, n) != brute;
            set = ng_line_deduce(lg, runs, k, cells, n);
            bad += set < 0 || memcmp(cells, agreed, (size_t)n) != 0;
            lines++;
        }
        if (lg != NULL) {
            uint8_t runs[1] = {1}, cells[13];
            memset(cells, NG_UNKNOWN, sizeof cells);
            refused += ng_line_deduce(lg, runs, 1, cells, n + 1) == NG_ESHAPE &&
                       ng_line_placements(lg, runs, 1, cells, n + 1) == 0;
            memset(grid, NG_BLACK, sizeof grid);
            ng_clues_of(&p, n, 2, grid); /* one row too many */
            refused += ng_propagate(lg, &p, grid, 1) == NG_ESHAPE;
            ng_clues_of(&p, n, 1, grid); /* its own shape: every cell black */
            memset(grid, NG_UNKNOWN, sizeof grid);
            bad += ng_propagate(lg, &p, grid, 1) != 0 || grid[0] != NG_BLACK || grid[n - 1] != NG_BLACK;
        }
        free(mem);
    }
    CHECK(bad == 0 && lines == 8190, "line solvers sized n x 1: %d of %d lines differ from brute force", bad, lines);
    CHECK(refused == 24, "line solvers sized n x 1: %d of 24 longer lines and larger boards refused", refused);
}

/* Long lines (13 to 64 cells, past any brute force): the deduction against the placements counted with each
   unknown cell set both ways (a cell is set exactly when one way leaves no placement). */
static void test_long_lines(ng_logic *lg)
{
    cj_rng rng;
    int t, bad = 0, set_cells = 0, failed = 0;
    cj_rng_seed(&rng, 11, 0);
    for (t = 0; t < 1500; t++) {
        int n = t < 50 ? 64 : 13 + (int)cj_rng_below(&rng, 52), i, k = 0, len = 0, set, known = 1 + t % 4;
        uint8_t runs[NG_MAX_RUNS], truth[NG_MAX_SIDE], cells[NG_MAX_SIDE], deduced[NG_MAX_SIDE];
        uint32_t total;
        for (i = 0; i < n; i++) /* runs from a random line, long runs too; a known cell in `known` of 5 */
            truth[i] = cj_rng_below(&rng, 8) < (t % 3 == 0 ? 6u : 4u) ? NG_BLACK : NG_WHITE;
        for (i = 0; i <= n; i++) {
            if (i < n && truth[i] == NG_BLACK) {
                len++;
            } else if (len) {
                runs[k++] = (uint8_t)len;
                len = 0;
            }
        }
        for (i = 0; i < n; i++) /* one line in five has a wrong cell, so some have no placement */
            cells[i] = (int)cj_rng_below(&rng, 5) >= known        ? NG_UNKNOWN
                       : t % 5 == 4 && cj_rng_below(&rng, 8) == 0 ? (uint8_t)(NG_BLACK + NG_WHITE - truth[i])
                                                                  : truth[i];
        memcpy(deduced, cells, sizeof deduced);
        set = ng_line_deduce(lg, runs, k, deduced, n);
        total = ng_line_placements(lg, runs, k, cells, n);
        failed += set < 0;
        if (total == 0 || set < 0) {
            bad += (total == 0) != (set < 0);
            continue;
        }
        for (i = 0; i < n; i++) {
            uint8_t want = cells[i];
            if (cells[i] == NG_UNKNOWN) {
                uint32_t as_black, as_white;
                cells[i] = NG_BLACK;
                as_black = ng_line_placements(lg, runs, k, cells, n);
                cells[i] = NG_WHITE;
                as_white = ng_line_placements(lg, runs, k, cells, n);
                cells[i] = NG_UNKNOWN;
                want = as_white == 0 ? NG_BLACK : as_black == 0 ? NG_WHITE : NG_UNKNOWN;
                set_cells += want != NG_UNKNOWN;
            }
            bad += deduced[i] != want;
        }
    }
    CHECK(bad == 0 && set_cells > 0 && failed > 0,
          "long lines: %d cells differ from the placement counts (%d cells set, %d lines without a placement)", bad,
          set_cells, failed);
}

/* Placements on a blank line against the binomial: k runs of total S in n cells fit C(n - S + 1, k) ways,
   past 2^31 saturated. Long lines of short runs pass 2^32 on the way (64 cells, ten runs of 1: C(55, 10)),
   where two saturated terms once added to 0 and a line with a solution had none. */
static void test_blank_line_counts(ng_logic *lg)
{
    static uint64_t binom[NG_MAX_SIDE + 2][NG_MAX_SIDE + 2]; /* C(65, 32) < 2^62 */
    uint8_t runs[NG_MAX_RUNS], cells[NG_MAX_SIDE];
    cj_rng rng;
    int m, r, n, k, t, bad = 0, saturated = 0, tried = 0;
    for (m = 0; m <= NG_MAX_SIDE + 1; m++)
        for (r = 0; r <= m; r++)
            binom[m][r] = r == 0 || r == m ? 1 : binom[m - 1][r - 1] + binom[m - 1][r];
    memset(cells, NG_UNKNOWN, sizeof cells);
    cj_rng_seed(&rng, 7, 0);
    for (t = 0; t < 2000; t++) {
        int total = 0;
        uint64_t want;
        n = t < 64 ? 64 : 1 + (int)cj_rng_below(&rng, NG_MAX_SIDE);
        k = t < 64 ? t / 2 : (int)cj_rng_below(&rng, (uint32_t)(n + 1) / 2 + 1);
        for (r = 0; r < k; r++) { /* runs of 1 on the first lines, then of 1 to 3 (lines they overfill skipped) */
            runs[r] = (uint8_t)(t < 64 ? 1 : 1 + cj_rng_below(&rng, 3));
            total += runs[r] + (r > 0);
        }
        if (total > n)
            continue;
        tried++;
        for (total = 0, r = 0; r < k; r++)
            total += runs[r];
        want = binom[n - total + 1][k];
        want = want > 0x80000000u ? 0x80000000u : want;
        saturated += want == 0x80000000u;
        bad += ng_line_placements(lg, runs, k, cells, n) != want;
    }
    CHECK(bad == 0 && saturated > 10 && tried > 1000,
          "blank lines: %d of %d placement counts differ from the binomial (%d saturated)", bad, tried, saturated);
}

/* The clues of every w x h grid, as a sortable signature; counts how many grids share each. */
typedef struct signed_grid {
    char sig[96];
    unsigned bits;
} signed_grid;

static int by_sig(const void *a, const void *b)
{
    return strcmp(((const signed_grid *)a)->sig, ((const signed_grid *)b)->sig);
}

static void signature(int w, int h, unsigned bits, char *sig)
{
    uint8_t grid[32];
    ng_puzzle p;
    int line, j, len = 0;
    for (j = 0; j < w * h; j++)
        grid[j] = (bits >> j & 1u) ? NG_BLACK : NG_WHITE;
    ng_clues_of(&p, w, h, grid);
    for (line = 0; line < w + h; line++) {
        for (j = 0; j < p.n_runs[line]; j++)
            sig[len++] = (char)('0' + p.runs[line][j]);
        sig[len++] = '/';
    }
    sig[len] = '\0';
}

/* Every w x h grid signed and sorted by its clues. */
static void sign_all(int w, int h, signed_grid *all)
{
    unsigned t, total = 1u << (w * h);
    for (t = 0; t < total; t++) {
        signature(w, h, t, all[t].sig);
        all[t].bits = t;
    }
    qsort(all, total, sizeof *all, by_sig);
}

static int popcount(unsigned x)
{
    int n = 0;
    for (; x; x &= x - 1)
        n++;
    return n;
}

/* The generator from a picture (--image): on 4x4 pictures, the puzzle made is unique by brute force, the
   distance it reports is the cells that differ, never below the nearest unique grid's, zero on a unique
   picture. Reaching the nearest is not promised (the best of 8 repairs is a heuristic): how often it does is
   printed. */
static void test_nearest(int w, int h, int samples)
{
    unsigned total = 1u << (w * h), t, *unique_bits = malloc(sizeof *unique_bits * total);
    signed_grid *all = malloc(sizeof *all * total);
    uint8_t *is_unique = calloc(total, 1);
    size_t bytes = ng_solver_bytes(w, h);
    void *mem = malloc(bytes);
    ng_solver *s = mem ? ng_solver_init(mem, bytes, w, h) : NULL;
    size_t wk_bytes = ng_gen_work_bytes(w, h);
    void *wk_mem = malloc(wk_bytes);
    ng_gen_work *wk = wk_mem ? ng_gen_work_init(wk_mem, wk_bytes, w, h) : NULL;
    int n_unique = 0, i, bad_unique = 0, bad_distance = 0, below = 0, at_min = 0, sum_extra = 0, failed = 0;
    int bad_already = 0, tried = 0;
    cj_rng rng;
    CHECK(all && is_unique && unique_bits && s && wk, "%dx%d nearest: memory", w, h);
    if (all && is_unique && unique_bits && s && wk) {
        sign_all(w, h, all);
        for (t = 0; t < total; t++)
            if ((t == 0 || strcmp(all[t].sig, all[t - 1].sig) != 0) &&
                (t + 1 == total || strcmp(all[t].sig, all[t + 1].sig) != 0)) {
                is_unique[all[t].bits] = 1;
                unique_bits[n_unique++] = all[t].bits;
            }
        cj_rng_seed(&rng, 5, 0);
        for (i = 0; i < samples; i++) {
            unsigned pic = (unsigned)cj_rng_below(&rng, total), got = 0;
            uint8_t start[32], picture[32];
            ng_gen_opts o;
            ng_gen_stats st;
            ng_puzzle p;
            int j, nearest = w * h;
            for (j = 0; j < n_unique; j++)
                if (popcount(unique_bits[j] ^ pic) < nearest)
                    nearest = popcount(unique_bits[j] ^ pic);
            for (j = 0; j < w * h; j++)
                start[j] = (uint8_t)(pic >> j & 1u);
            memset(&o, 0, sizeof o);
            o.w = w;
            o.h = h;
            o.max_attempts = 8;
            o.max_flips = 4 * w * h;
            o.start = start;
            if (ng_generate(s, &o, &rng, &p, picture, wk, &st) != 0) {
                failed++;
                continue;
            }
            tried++;
            for (j = 0; j < w * h; j++)
                got |= (unsigned)(picture[j] == NG_BLACK) << j;
            bad_unique += !is_unique[got];
            bad_distance += st.distance != popcount(got ^ pic);
            below += st.distance < nearest;
            bad_already += is_unique[pic] && st.distance != 0;
            at_min += st.distance == nearest;
            sum_extra += st.distance - nearest;
        }
        printf("  %dx%d from a picture: %d of %d at the nearest unique grid, %.2f cells further on average\n", w, h,
               at_min, tried, tried ? (double)sum_extra / tried : 0.0);
    }
    CHECK(failed == 0 && tried == samples, "%dx%d nearest: %d pictures not repaired", w, h, failed);
    CHECK(bad_unique == 0, "%dx%d nearest: %d puzzles not unique by brute force", w, h, bad_unique);
    CHECK(bad_distance == 0 && below == 0, "%dx%d nearest: %d distances misreported, %d below the nearest", w, h,
          bad_distance, below);
    CHECK(bad_already == 0, "%dx%d nearest: %d unique pictures changed", w, h, bad_already);
    free(all);
    free(is_unique);
    free(unique_bits);
    free(mem);
    free(wk_mem);
}

/* keep_going for test_stop: says go for the first *ctx questions, then stop; counts the questions in *ctx. */
static int go_for(void *ctx)
{
    int *left = ctx;
    return (*left)-- > 0;
}

/* The stop hook (bin/gen's --budget): asked before each repair step and at each split of a count, the run ends
   at the first "stop" with -3 (from random pictures and from a start picture alike), the solver forgets it
   after the run, and a hook that always says go changes nothing. */
static void test_stop(void)
{
    int w = 20, h = 20, k, rc, left, cells = w * h, same = 1;
    size_t bytes = ng_solver_bytes(w, h), wk_bytes = ng_gen_work_bytes(w, h);
    void *mem = malloc(bytes), *wk_mem = malloc(wk_bytes);
    ng_solver *s = mem ? ng_solver_init(mem, bytes, w, h) : NULL;
    ng_gen_work *wk = wk_mem ? ng_gen_work_init(wk_mem, wk_bytes, w, h) : NULL;
    uint8_t start[400], picture[400], first[400];
    ng_puzzle p;
    ng_gen_stats st;
    ng_gen_opts o;
    cj_rng rng;
    CHECK(s && wk, "stop: memory");
    if (s == NULL || wk == NULL) {
        free(mem);
        free(wk_mem);
        return;
    }
    memset(&o, 0, sizeof o);
    o.w = w;
    o.h = h;
    o.level = 3; /* search: many repair steps before a picture is kept */
    o.max_attempts = 200;
    o.max_flips = 4 * cells;
    o.keep_going = go_for;
    o.keep_going_ctx = &left;
    for (k = 0; k < 2; k++) {
        if (k == 1) { /* from a picture: a checkerboard, far from unique */
            int x;
            for (x = 0; x < cells; x++)
                start[x] = (uint8_t)((x / w + x % w) % 2);
            o.start = start;
            o.level = 0;
            o.max_attempts = 8;
        }
        left = 5;
        cj_rng_seed(&rng, 1, 0);
        rc = ng_generate(s, &o, &rng, &p, picture, wk, &st);
        CHECK(rc == -3 && left == -1, "stop (%s): %d after %d questions, want -3 after 6", k ? "picture" : "random",
              rc, 5 - left);
    }
    ng_clues_of(&p, w, h, start); /* the hook is the run's: a count after it is not asked (left is -1) */
    CHECK(ng_count(s, &p, 2, 1, NULL, NULL) >= 2, "stop: a count after a stopped run stopped too");
    o.start = NULL;
    o.level = 0; /* any unique puzzle: counts as well as grades */
    o.max_attempts = 200;
    o.keep_going = NULL;
    cj_rng_seed(&rng, 1, 0);
    rc = ng_generate(s, &o, &rng, &p, first, wk, &st);
    o.keep_going = go_for;
    left = 1 << 30;
    cj_rng_seed(&rng, 1, 0);
    CHECK(rc == 0 && ng_generate(s, &o, &rng, &p, picture, wk, &st) == 0, "stop: a hook that says go still makes the puzzle");
    for (k = 0; k < cells; k++)
        same &= first[k] == picture[k];
    CHECK(same && left < (1 << 30), "stop: the hook was asked and changed nothing");
    free(mem);
    free(wk_mem);
}

/* Every distinct clue set of the w x h grids, counted with line logic (and every 7th by the engine alone)
   against the number of grids that share it. */
static void test_all_clue_sets(int w, int h)
{
    unsigned total = 1u << (w * h), t, run;
    signed_grid *all = malloc(sizeof *all * total);
    size_t bytes = ng_solver_bytes(w, h);
    void *mem = malloc(bytes);
    ng_solver *s = mem ? ng_solver_init(mem, bytes, w, h) : NULL;
    int bad_logic = 0, bad_plain = 0, sets = 0;
    CHECK(all != NULL && s != NULL, "%dx%d: memory", w, h);
    if (all != NULL && s != NULL) {
        sign_all(w, h, all);
        for (t = 0; t < total; t += run, sets++) {
            uint8_t grid[32];
            ng_puzzle p;
            int j;
            for (run = 1; t + run < total && strcmp(all[t + run].sig, all[t].sig) == 0; run++)
                ;
            for (j = 0; j < w * h; j++)
                grid[j] = (all[t].bits >> j & 1u) ? NG_BLACK : NG_WHITE;
            ng_clues_of(&p, w, h, grid);
            bad_logic += ng_count(s, &p, 0, 1, NULL, NULL) != (long)run;
            if (sets % 7 == 0)
                bad_plain += ng_count(s, &p, 0, 0, NULL, NULL) != (long)run;
        }
    }
    CHECK(sets > 0 && bad_logic == 0, "%dx%d: %d of all %d clue sets counted wrong with line logic", w, h, bad_logic,
          sets);
    CHECK(bad_plain == 0, "%dx%d: %d clue sets counted wrong by the engine alone", w, h, bad_plain);
    free(all);
    free(mem);
}

/* Brute force on boards too large to list: the grids whose rows fit the row clues, row by row, checked
   against the column clues at the end. */
static long count_by_rows(const ng_puzzle *p, int w, int h, int r, uint8_t *grid)
{
    long n = 0;
    unsigned bits;
    int j;
    if (r == h) {
        ng_puzzle q;
        ng_clues_of(&q, w, h, grid);
        for (j = h; j < w + h; j++)
            if (q.n_runs[j] != p->n_runs[j] || memcmp(q.runs[j], p->runs[j], p->n_runs[j]) != 0)
                return 0;
        return 1;
    }
    for (bits = 0; bits < 1u << w; bits++) {
        uint8_t runs[32];
        if (runs_of(bits, w, runs) != p->n_runs[r] || memcmp(runs, p->runs[r], p->n_runs[r]) != 0)
            continue;
        for (j = 0; j < w; j++)
            grid[r * w + j] = (bits >> j & 1u) ? NG_BLACK : NG_WHITE;
        n += count_by_rows(p, w, h, r + 1, grid);
    }
    return n;
}

/* Random clue sets of w x h boards: a random grid's, and half of them with another grid's column clues
   (often no solution), counted by the engine (with and without line logic) and by brute force. */
static void test_counts_by_rows(int w, int h, int samples)
{
    size_t bytes = ng_solver_bytes(w, h);
    void *mem = malloc(bytes);
    ng_solver *s = mem ? ng_solver_init(mem, bytes, w, h) : NULL;
    cj_rng rng;
    int i, bad = 0, zero = 0, many = 0;
    CHECK(s != NULL, "%dx%d: memory", w, h);
    cj_rng_seed(&rng, 17, (uint64_t)(w * 100 + h));
    for (i = 0; i < samples && s != NULL; i++) {
        uint8_t grid[64], other[64], scratch[64];
        ng_puzzle p, q;
        long brute;
        int j;
        for (j = 0; j < w * h; j++) {
            grid[j] = cj_rng_below(&rng, 2) ? NG_BLACK : NG_WHITE;
            other[j] = cj_rng_below(&rng, 2) ? NG_BLACK : NG_WHITE;
        }
        ng_clues_of(&p, w, h, grid);
        if (i % 2) { /* the other grid's columns */
            ng_clues_of(&q, w, h, other);
            for (j = h; j < w + h; j++) {
                p.n_runs[j] = q.n_runs[j];
                memcpy(p.runs[j], q.runs[j], NG_MAX_RUNS);
            }
        }
        brute = count_by_rows(&p, w, h, 0, scratch);
        zero += brute == 0;
        many += brute > 1;
        bad += ng_count(s, &p, 0, 1, NULL, NULL) != brute || ng_count(s, &p, 0, 0, NULL, NULL) != brute;
    }
    printf("  %dx%d by rows: %d clue sets, %d without a solution, %d with several\n", w, h, samples, zero, many);
    CHECK(bad == 0 && zero > 0 && many > 0, "%dx%d: %d of %d counts differ from brute force by rows", w, h, bad,
          samples);
    free(mem);
}

static void test_counts(int w, int h, int samples)
{
    unsigned total = 1u << (w * h);
    signed_grid *all = malloc(sizeof *all * total);
    size_t bytes = ng_solver_bytes(w, h);
    void *mem = malloc(bytes);
    ng_solver *s = mem ? ng_solver_init(mem, bytes, w, h) : NULL;
    cj_rng rng;
    int bad_logic = 0, bad_plain = 0, bad_sol = 0, i;
    CHECK(all != NULL && s != NULL, "%dx%d: memory", w, h);
    if (all == NULL || s == NULL) {
        free(all);
        free(mem);
        return;
    }
    sign_all(w, h, all);
    cj_rng_seed(&rng, 11, (uint64_t)(w * 100 + h));
    for (i = 0; i < samples; i++) {
        unsigned bits = (unsigned)cj_rng_below(&rng, total), lo = 0, hi = total;
        uint8_t grid[32], first[32];
        ng_puzzle p;
        signed_grid key;
        long brute, got;
        int j;
        signature(w, h, bits, key.sig);
        while (lo < hi) { /* the first signature >= key */
            unsigned mid = (lo + hi) / 2;
            if (strcmp(all[mid].sig, key.sig) < 0)
                lo = mid + 1;
            else
                hi = mid;
        }
        for (brute = 0; lo + brute < total && strcmp(all[lo + brute].sig, key.sig) == 0; brute++)
            ;
        for (j = 0; j < w * h; j++)
            grid[j] = (bits >> j & 1u) ? NG_BLACK : NG_WHITE;
        ng_clues_of(&p, w, h, grid);
        got = ng_count(s, &p, 0, 1, first, NULL);
        bad_logic += got != brute;
        bad_plain += ng_count(s, &p, 0, 0, NULL, NULL) != brute;
        if (got == 1)
            bad_sol += memcmp(first, grid, (size_t)(w * h)) != 0;
    }
    CHECK(bad_logic == 0, "%dx%d: %d of %d counts with line logic differ from brute force", w, h, bad_logic, samples);
    CHECK(bad_plain == 0, "%dx%d: %d of %d counts by the engine alone differ from brute force", w, h, bad_plain,
          samples);
    CHECK(bad_sol == 0, "%dx%d: %d unique puzzles solved to another grid", w, h, bad_sol);
    free(all);
    free(mem);
}

int main(void)
{
    size_t bytes = ng_logic_bytes(NG_MAX_SIDE, NG_MAX_SIDE);
    void *mem = malloc(bytes);
    ng_logic *lg = mem != NULL ? ng_logic_init(mem, bytes, NG_MAX_SIDE, NG_MAX_SIDE) : NULL;
    CHECK(lg != NULL, "memory");
    if (lg != NULL) {
        test_lines(lg);
        test_long_lines(lg);
        test_blank_line_counts(lg);
    }
    free(mem);
    test_sized_logic();
    test_all_clue_sets(4, 4);
    test_counts(4, 4, 400);
    test_counts(5, 3, 400);
    test_counts(3, 6, 300);
    test_nearest(4, 4, 200);
    test_stop();
    test_counts_by_rows(5, 5, 300);
    test_counts_by_rows(6, 5, 200);
    return check_summary();
}
