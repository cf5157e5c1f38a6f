/* layout_transcript.c: one fixed workload of the engine and the generator, printed line by line; built once
   per node layout (dlx/nodes_arrays.h, dlx/nodes_sudoku.h), and tests/layout_cli.sh compares the two. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dlx/dlx.h"
#include "dlx/grid_text.h"
#include "dlx/rng.h"
#include "dlx/sudoku.h"
#include "gen/generator.h"
#include "tests/make_gen.h"

static void print_grid(const uint8_t *grid, int cells)
{
    static const char symbols[] = ".123456789ABCDEFG";
    int k;
    for (k = 0; k < cells; k++)
        putchar(symbols[grid[k]]);
}

/* Generated puzzles, with the engine work each took: every search of the two layouts must match. */
static void generate(int box_rows, int box_cols, gen_strategy strategy, gen_symmetry symmetry, int k_solutions,
                     int target, int count)
{
    int n = box_rows * box_cols, i;
    uint8_t puzzle[256], solution[256];
    generator *g = make_gen(box_rows, box_cols, strategy, symmetry, k_solutions, target);
    if (g == NULL) {
        printf("gen %dx%d: init failed\n", box_rows, box_cols);
        return;
    }
    for (i = 0; i < count; i++) {
        cj_rng rng;
        int empties;
        const gen_stats *st;
        cj_rng_seed(&rng, 20261122u, (uint64_t)i);
        empties = gen_puzzle(g, &rng, puzzle, solution);
        st = gen_get_stats(g);
        printf("gen %dx%d s%d y%d k%d t%d #%d: %d ", box_rows, box_cols, (int)strategy, (int)symmetry, k_solutions,
               target, i, empties);
        print_grid(puzzle, n * n);
        putchar(' ');
        print_grid(solution, n * n);
        printf(" checks %llu nodes %llu kept %llu attempts %llu\n", (unsigned long long)st->checks,
               (unsigned long long)st->nodes, (unsigned long long)st->kept, (unsigned long long)st->attempts);
    }
    free(g);
}

static void print_stats(const char *what, long found, const dlx_stats *st)
{
    printf("%s: %ld nodes %llu backtracks %llu depth %d root %d aborted %d pruned %d\n", what, found,
           (unsigned long long)st->nodes, (unsigned long long)st->backtracks, st->max_depth, st->root_branching,
           st->aborted, st->pruned);
}

/* Hard 9x9 puzzles counted to 2, plain and with propagation, each from the shape as built. */
static void solve_file(sudoku *s, const char *path, int limit)
{
    char line[512];
    FILE *f = fopen(path, "r");
    int index = 0;
    if (f == NULL) {
        printf("solve: cannot open %s\n", path);
        return;
    }
    while (index < limit && fgets(line, sizeof line, f) != NULL) {
        uint8_t grid[81], solution[81];
        dlx_search_opts o;
        dlx_stats st;
        int k, p;
        char what[64];
        if (strlen(line) < 81)
            continue;
        for (k = 0; k < 81; k++)
            grid[k] = line[k] >= '1' && line[k] <= '9' ? (uint8_t)(line[k] - '0') : 0;
        if (sudoku_apply(s, grid) != SUDOKU_OK) {
            printf("solve %d: clash\n", index++);
            continue;
        }
        memset(solution, 0, sizeof solution);
        snprintf(what, sizeof what, "solve %d", index);
        print_stats(what, sudoku_solve(s, 2, solution, &st), &st);
        print_grid(solution, 81);
        putchar('\n');
        for (p = 2; p <= 4; p++) {
            memset(&o, 0, sizeof o);
            o.first_item = -1;
            o.propagate = p;
            snprintf(what, sizeof what, "solve %d propagate %d", index, p);
            print_stats(what, dlx_search(sudoku_engine(s), &o, &st), &st);
        }
        sudoku_clear(s);
        index++;
    }
    fclose(f);
}

/* Big puzzles (one per line, the puzzle first) counted to count_limit within a node limit, plain and with
   propagation: the wide links (N > 15) while solving. */
static void solve_lines(const char *path, int box_rows, int box_cols, const char *symbols, int max_puzzles,
                        long count_limit, uint64_t node_limit)
{
    static char line[8192];
    uint8_t grid[64 * 64];
    size_t bytes = sudoku_bytes(box_rows, box_cols);
    void *mem = malloc(bytes);
    sudoku *s = sudoku_init(mem, bytes, box_rows, box_cols);
    FILE *f = fopen(path, "r");
    int index = 0, n = box_rows * box_cols;
    if (f == NULL || s == NULL) {
        printf("big: cannot open %s or build %dx%d\n", path, box_rows, box_cols);
        if (f != NULL)
            fclose(f);
        free(mem);
        return;
    }
    printf("big file %s\n", strrchr(path, '/') != NULL ? strrchr(path, '/') + 1 : path);
    while (index < max_puzzles && fgets(line, sizeof line, f) != NULL) {
        size_t len = strcspn(line, " \t\r\n"), bad;
        int p;
        if (line[0] == '#' || len == 0 || cj_grid_parse(line, len, symbols, grid, n, &bad) != n)
            continue;
        if (sudoku_apply(s, grid) != SUDOKU_OK) {
            printf("big %d: clash\n", index++);
            continue;
        }
        for (p = 0; p <= 3; p++) {
            dlx_search_opts o;
            dlx_stats st;
            char what[64];
            long found;
            memset(&o, 0, sizeof o);
            o.first_item = -1;
            o.limit = count_limit;
            o.node_limit = node_limit;
            o.propagate = p;
            found = dlx_search(sudoku_engine(s), &o, &st);
            snprintf(what, sizeof what, "big %dx%d %d propagate %d", box_rows, box_cols, index, p);
            print_stats(what, found, &st);
        }
        sudoku_clear(s);
        index++;
    }
    fclose(f);
    free(mem);
}

/* Random commits, hides and searches of every kind on one engine; the state must come back. */
static void engine_rounds(sudoku *s, int rounds)
{
    dlx *d = sudoku_engine(s);
    int n_options = dlx_option_count(d), n_items = dlx_item_count(d), round;
    uint64_t initial = dlx_state_hash(d);
    uint8_t *prefer = calloc((size_t)n_options, 1);
    cj_rng rng;
    cj_rng_seed(&rng, 7u, 1u);
    for (round = 0; round < rounds; round++) {
        int ops = 1 + (int)cj_rng_below(&rng, 60), k, items[8], n_option_items, available = 0;
        dlx_search_opts o;
        dlx_stats st;
        long found;
        uint64_t before;
        char what[64];
        for (k = 0; k < ops; k++) {
            int option = (int)cj_rng_below(&rng, (uint32_t)n_options), rc;
            rc = cj_rng_below(&rng, 4) == 0 ? dlx_hide(d, option) : dlx_commit(d, option);
            printf("%d", rc == DLX_OK ? 1 : 0);
        }
        for (k = 0; k < n_options; k++)
            available += dlx_available(d, k);
        n_option_items = dlx_option_items(d, round % n_options, items);
        printf(" available %d option %d: %d items %d %d %d %d\n", available, round % n_options, n_option_items, items[0],
               items[1], items[2], items[3]);
        for (k = 0; k < n_options; k++)
            prefer[k] = cj_rng_below(&rng, 9) == 0;
        memset(&o, 0, sizeof o);
        o.first_item = cj_rng_below(&rng, 3) == 0 ? (int)cj_rng_below(&rng, (uint32_t)n_items) : -1;
        o.limit = (long)cj_rng_below(&rng, 4); /* 0: every solution, up to the node limit */
        o.node_limit = 1 + cj_rng_below(&rng, 3000);
        o.rng = cj_rng_below(&rng, 2) ? &rng : NULL;
        o.prefer = cj_rng_below(&rng, 2) ? prefer : NULL;
        o.max_discrepancies = (int)cj_rng_below(&rng, 4);
        o.propagate = (int)cj_rng_below(&rng, 4);
        before = dlx_state_hash(d);
        found = dlx_search(d, &o, &st);
        snprintf(what, sizeof what, "round %d N%d", round, sudoku_n(s));
        print_stats(what, found, &st);
        if (found > 0) {
            const dlx_index *opts;
            int count = dlx_first_solution(d, &opts);
            unsigned sum = 0;
            for (k = 0; k < count; k++)
                sum = sum * 31u + opts[k];
            printf("round %d N%d: first solution %d options, checksum %u\n", round, sudoku_n(s), count, sum);
        }
        printf("round %d N%d: state kept by the search %d\n", round, sudoku_n(s), dlx_state_hash(d) == before);
        if (cj_rng_below(&rng, 3) == 0)
            dlx_reset(d);
        while (dlx_unhide(d) == DLX_OK || dlx_retract(d) == DLX_OK) /* LIFO, hides and commits mixed */
            ;
    }
    dlx_reset(d);
    printf("rounds N%d: back to the built state %d\n", sudoku_n(s), dlx_state_hash(d) == initial);
    free(prefer);
}

/* What differs by layout, on lines starting "layout:" (not compared): the memory, and which instances fit:
   any (arrays), or only Sudoku's (4N^2 items, N^3 options of 4 entries, each the placement it must be). */
static void layout_facts(void)
{
    static const int shape[][2] = {{2, 2}, {2, 3}, {3, 3}, {4, 4}};
    int k, not_sudoku[4] = {0, 17, 32, 48}; /* option 0 of 4x4 is (cell 0, value 1): row item 16, not 17 */
    size_t bytes = dlx_bytes(64, 0, 64, 256);
    void *mem = malloc(bytes);
    dlx *d = dlx_init(mem, bytes, 64, 0, 64, 256);
    printf("layout: gen_bytes");
    for (k = 0; k < 4; k++)
        printf(" %dx%d %lu", shape[k][0], shape[k][1], (unsigned long)gen_bytes(shape[k][0], shape[k][1]));
    printf("\nlayout: bytes for 4 items and 4 options: %lu\n", (unsigned long)dlx_bytes(3, 1, 4, 6));
    /* 9x9's counts with the box items secondary: the level arrays must not be sized for 243 primary */
    printf("layout: bytes for 9x9 with secondary boxes: %lu\n", (unsigned long)dlx_bytes(243, 81, 729, 2916));
    printf("layout: a misplaced entry in 4x4's first option: %d\n", d ? dlx_add_option(d, not_sudoku, 4) : -100);
    free(mem);
}

/* The most options hidden at once (the same cap, primary items + 1, on both layouts). */
static void hide_cap(sudoku *s)
{
    dlx *d = sudoku_engine(s);
    int k, ok = 0;
    for (k = 0; k < dlx_option_count(d); k += 2)
        ok += dlx_hide(d, k) == DLX_OK;
    printf("hides accepted of %d: %d\n", (dlx_option_count(d) + 1) / 2, ok);
    dlx_reset(d);
}

int main(int argc, char **argv)
{
    const char *data = argc > 1 ? argv[1] : "../shared/data";
    char path[1024];
    if (argc > 2 && strcmp(argv[2], "big") == 0) { /* 32-bit indices: 25x25 */
        snprintf(path, sizeof path, "%s/sudoku25.txt", data);
        solve_lines(path, 5, 5, "123456789ABCDEFGHIJKLMNOP", 4, 2, 300000);
        snprintf(path, sizeof path, "%s/sudoku25_nonunique.txt", data);
        solve_lines(path, 5, 5, "123456789ABCDEFGHIJKLMNOP", 4, 5, 100000);
        return 0;
    }
    size_t bytes = sudoku_bytes(3, 3);
    void *mem = malloc(bytes);
    sudoku *s = sudoku_init(mem, bytes, 3, 3);
    if (s == NULL) {
        printf("sudoku_init failed\n");
        return 1;
    }
    generate(2, 2, GEN_RANDOM, GEN_SYM_NONE, 1, -1, 40);
    generate(2, 3, GEN_RANDOM, GEN_SYM_NONE, 1, -1, 30);
    generate(3, 2, GEN_PUZZLEJAR, GEN_SYM_NONE, 1, -1, 30);
    generate(3, 3, GEN_RANDOM, GEN_SYM_NONE, 1, -1, 30);
    generate(3, 3, GEN_PUZZLEJAR, GEN_SYM_NONE, 1, -1, 10);
    generate(3, 3, GEN_SYMMETRIC, GEN_SYM_ROT180, 1, -1, 6);
    generate(3, 3, GEN_SYMMETRIC, GEN_SYM_ROT90, 1, -1, 6);
    generate(3, 3, GEN_SYMMETRIC, GEN_SYM_MIRROR, 1, -1, 6);
    generate(3, 3, GEN_SYMMETRIC, GEN_SYM_DIAGONAL, 1, -1, 6);
    generate(3, 3, GEN_RANDOM, GEN_SYM_NONE, 2, -1, 6);
    generate(3, 3, GEN_RANDOM, GEN_SYM_NONE, 1, 54, 4);
    generate(3, 4, GEN_RANDOM, GEN_SYM_NONE, 1, -1, 3);
    generate(3, 5, GEN_RANDOM, GEN_SYM_NONE, 1, 100, 3); /* N = 15: the last one-byte link */
    generate(4, 3, GEN_RANDOM, GEN_SYM_NONE, 1, -1, 3);
    generate(4, 4, GEN_RANDOM, GEN_SYM_NONE, 1, 140, 2);
    snprintf(path, sizeof path, "%s/sudoku9_magictour_top1465.txt", data);
    solve_file(s, path, 60);
    snprintf(path, sizeof path, "%s/sudoku16_janko.txt", data);
    solve_lines(path, 4, 4, "123456789ABCDEFG", 12, 2, 0);
    engine_rounds(s, 300);
    hide_cap(s);
    free(mem);
    bytes = sudoku_bytes(4, 4); /* N = 16: two-byte links */
    mem = malloc(bytes);
    s = sudoku_init(mem, bytes, 4, 4);
    if (s != NULL)
        engine_rounds(s, 60);
    layout_facts();
    free(mem);
    return 0;
}
