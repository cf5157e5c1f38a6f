/* test_api_misuse.c: the library's answer to calls a program gets wrong: an error code, never a write past the
   caller's buffer or an overflow (run under ASan and UBSan), with the right answer beside it as the truth. */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "classify/grader.h"
#include "dlx/latin.h"
#include "dlx/rng.h"
#include "dlx/sudoku.h"
#include "gen/generator.h"
#include "kind_run.h"

check_counts checks;

/* A Sudoku worker of a 4x4 shape has a 16-byte puzzle block: text of another side is refused before a cell is
   written, a 4x4 line read. */
static void sudoku_parse_other_side(void)
{
    static const char nine[] = "..19......5..38.26..7..53..689....7.2....1.....3.....8...15..92..2.....4.9...7...";
    static const char *other[] = {nine, "3x3:a1b9", "2x3:f", "8x8:a"};
    char err[200];
    size_t k;
    kind_run run;
    if (kind_open(&run, "sudoku", 4, 4, 0, 0) != 0)
        return;
    for (k = 0; k < sizeof other / sizeof *other; k++) {
        int rc = run.kind->parse(other[k], strlen(other[k]), 0, &run.shape, run.puzzle, err, sizeof err);
        CHECK(rc == CJ_KIND_EPARSE && strstr(err, "does not fit") != NULL && run.shape.width == 4,
              "a 4x4 shape refuses '%.12s' before writing (rc %d: %s)", other[k], rc, err);
    }
    CHECK(run.kind->parse("1.3...2.2.4.4..1", 16, 0, &run.shape, run.puzzle, err, sizeof err) == CJ_KIND_OK &&
              ((unsigned char *)run.puzzle)[0] == 1 && ((unsigned char *)run.puzzle)[2] == 3,
          "a 4x4 line is read (%s)", err);
    kind_close(&run);
}

/* Fillomino's generate refuses a negative max_region in its words (it was printed as 4294967291 into 8 bytes). */
static void fillomino_negative_region(void)
{
    char err[300] = "";
    cj_gen_request req = kind_minimal_request(1);
    cj_cell sol[36];
    cj_rng rng;
    kind_run run;
    int rc;
    if (kind_open(&run, "fillomino", 6, 6, 0, 0) != 0)
        return;
    req.max_region = -5;
    cj_rng_seed(&rng, 7, 0);
    rc = run.kind->generate(run.work, &req, &rng, run.puzzle, sol, err, sizeof err);
    CHECK(rc != CJ_KIND_OK && strstr(err, "--max-region takes a count of cells") != NULL,
          "max_region -5 refused (rc %d: %s)", rc, err);
    req.max_region = 0;
    CHECK(run.kind->generate(run.work, &req, &rng, run.puzzle, sol, err, sizeof err) == CJ_KIND_OK &&
              run.kind->solve(run.work, run.puzzle, 2, NULL) == 1,
          "the default region makes a unique puzzle (%s)", err);
    kind_close(&run);
}

/* A level below -1 (-1: any) is refused alike by every kind's generate, in the same words, and -1 makes a puzzle
   its kind then solves once. */
static void kinds_level_below_any(void)
{
    static const struct { const char *kind; int w, h, box_rows, box_cols; } shapes[] = {
        {"sudoku", 4, 4, 2, 2}, {"fillomino", 5, 5, 0, 0}, {"futoshiki", 4, 4, 0, 0}, {"jidoku", 4, 4, 2, 2},
        {"nonogram", 5, 5, 0, 0}};
    size_t k;
    for (k = 0; k < sizeof shapes / sizeof *shapes; k++) {
        char err[300] = "";
        cj_gen_request req = kind_minimal_request(1);
        cj_cell sol[64];
        cj_rng rng;
        kind_run run;
        int rc;
        if (kind_open(&run, shapes[k].kind, shapes[k].w, shapes[k].h, shapes[k].box_rows, shapes[k].box_cols) != 0) {
            CHECK(0, "%s: a worker of its shape", shapes[k].kind);
            continue;
        }
        cj_rng_seed(&rng, 3, 0);
        req.level = -2;
        rc = run.kind->generate(run.work, &req, &rng, run.puzzle, sol, err, sizeof err);
        CHECK(rc == CJ_KIND_EOPTIONS && strstr(err, "level -2 is none") != NULL, "%s: level -2 refused (rc %d: %s)",
              shapes[k].kind, rc, err);
        req.level = -1;
        rc = run.kind->generate(run.work, &req, &rng, run.puzzle, sol, err, sizeof err);
        CHECK(rc == CJ_KIND_OK && run.kind->solve(run.work, run.puzzle, 2, NULL) == 1,
              "%s: level -1 makes a unique puzzle (rc %d: %s)", shapes[k].kind, rc, err);
        kind_close(&run);
    }
}

static generator *open_generator(int box, int max_solutions, void **mem)
{
    gen_options o;
    gen_options_default(&o, box, box);
    o.max_solutions = max_solutions;
    *mem = malloc(gen_bytes(box, box));
    return *mem != NULL ? gen_init(*mem, gen_bytes(box, box), &o) : NULL;
}

/* gen_empty takes a full grid of the rules only; gen_count tells a clash (no solution) from a value past N. */
static void generator_bad_grids(void)
{
    uint8_t grid[81], puzzle[81], solution[81];
    void *mem;
    generator *g = open_generator(3, 1, &mem);
    cj_rng rng;
    int empties;
    CHECK(g != NULL, "a 9x9 generator");
    if (g == NULL) {
        free(mem);
        return;
    }
    cj_rng_seed(&rng, 3, 0);
    memset(grid, 9, sizeof grid);
    CHECK(gen_empty(g, &rng, grid, puzzle) == GEN_EOPTIONS, "a grid of 9s is no solution to empty");
    CHECK(gen_full_grid(g, &rng, solution) == GEN_OK, "a full grid");
    memcpy(grid, solution, sizeof grid);
    grid[40] = 0;
    CHECK(gen_empty(g, &rng, grid, puzzle) == GEN_EOPTIONS, "a grid with an empty cell is no solution to empty");
    grid[40] = 10;
    CHECK(gen_empty(g, &rng, grid, puzzle) == GEN_EOPTIONS, "a grid with a 10 is no solution to empty");
    empties = gen_empty(g, &rng, solution, puzzle);
    CHECK(empties > 0 && gen_count(g, puzzle, 2) == 1, "the full grid itself empties to a unique puzzle (%d)",
          empties);
    CHECK(gen_count(g, grid, 2) == GEN_EOPTIONS, "gen_count: a value of 10 is refused");
    memset(grid, 0, sizeof grid);
    grid[0] = grid[1] = 5;
    CHECK(gen_count(g, grid, 2) == 0, "gen_count: two 5s in a row have no solution");
    free(mem);
}

/* max_solutions up to INT_MAX: its count of solutions past it does not overflow; a 4x4 grid has 288 solutions,
   so every cell is emptied. */
static void generator_most_solutions(void)
{
    uint8_t puzzle[16], solution[16], empty[16] = {0};
    void *mem;
    generator *g = open_generator(2, INT_MAX, &mem);
    cj_rng rng;
    CHECK(g != NULL, "a 4x4 generator of at most INT_MAX solutions");
    if (g == NULL) {
        free(mem);
        return;
    }
    cj_rng_seed(&rng, 1, 0);
    CHECK(gen_puzzle(g, &rng, puzzle, solution) == 16 && gen_count(g, empty, 0) == 288,
          "every cell emptied: the empty 4x4 grid's 288 solutions are within INT_MAX");
    memset(puzzle, 4, sizeof puzzle);
    CHECK(gen_empty(g, &rng, puzzle, solution) == GEN_EOPTIONS, "several solutions too: a grid of 4s is refused");
    CHECK(gen_puzzle(g, &rng, puzzle, NULL) == GEN_EOPTIONS && gen_puzzle(g, &rng, NULL, solution) == GEN_EOPTIONS &&
          gen_empty(g, &rng, NULL, puzzle) == GEN_EOPTIONS && gen_empty(g, &rng, solution, NULL) == GEN_EOPTIONS &&
          gen_full_grid(g, &rng, NULL) == GEN_EOPTIONS && gen_full_grid(g, NULL, solution) == GEN_EOPTIONS,
          "a missing buffer or random state is refused (GEN_EOPTIONS), never written through");
    free(mem);
}

/* gen_init's refusals, each named by gen_refusal (the word its field is named by), and taken once mended; a
   zeroed struct is no default: its max_solutions 0 is refused. */
static void generator_refusals(void)
{
    static const struct {
        int box_rows, box_cols, strategy, symmetry, max_solutions, target_empty, mem_at, short_by;
        const char *word;
    } cases[] = {
        {3, 3, 7, 0, 1, -1, 0, 0, "strategy"},      {3, 3, GEN_SYMMETRIC, 9, 1, -1, 0, 0, "symmetry"},
        {9, 9, 0, 0, 1, -1, 0, 0, "no Sudoku box"}, {0, 3, 0, 0, 1, -1, 0, 0, "no Sudoku box"},
        {3, 3, 0, 0, 0, -1, 0, 0, "max_solutions"}, {3, 3, 0, 0, 1, -2, 0, 0, "target_empty"},
        {3, 3, 0, 0, 1, 82, 0, 0, "target_empty"},  {3, 3, 0, 0, 1, -1, -1, 0, "NULL"},
        {3, 3, 0, 0, 1, -1, 4, 0, "8-byte"},        {3, 3, 0, 0, 1, -1, 0, 1, "gen_bytes"},
        {3, 3, 0, 0, 1, -1, 0, 0, NULL},            {2, 3, GEN_SYMMETRIC, GEN_SYM_MIRROR, 2, 36, 0, 0, NULL}};
    size_t k, bytes = gen_bytes(3, 3) + 8;
    unsigned char *mem = malloc(bytes);
    gen_options o;
    CHECK(mem != NULL, "a block for a 9x9 generator");
    for (k = 0; mem != NULL && k < sizeof cases / sizeof cases[0]; k++) {
        void *at = cases[k].mem_at < 0 ? NULL : mem + cases[k].mem_at;
        size_t size = gen_bytes(cases[k].box_rows, cases[k].box_cols) - (size_t)cases[k].short_by;
        const char *why;
        gen_options_default(&o, cases[k].box_rows, cases[k].box_cols);
        o.strategy = (gen_strategy)cases[k].strategy;
        o.symmetry = (gen_symmetry)cases[k].symmetry;
        o.max_solutions = cases[k].max_solutions;
        o.target_empty = cases[k].target_empty;
        why = gen_refusal(at, size, &o);
        if (cases[k].word == NULL)
            CHECK(why == NULL && gen_init(at, size, &o) != NULL, "case %zu: taken (%s)", k, why ? why : "no refusal");
        else
            CHECK(why != NULL && strstr(why, cases[k].word) != NULL && gen_init(at, size, &o) == NULL,
                  "case %zu: refused, the reason naming %s (%s)", k, cases[k].word, why ? why : "none");
    }
    CHECK(gen_refusal(mem, bytes, NULL) != NULL && gen_init(mem, bytes, NULL) == NULL, "no options: refused, said");
    memset(&o, 0, sizeof o);
    o.box_rows = o.box_cols = 3;
    CHECK(gen_init(mem, bytes, &o) == NULL && strstr(gen_refusal(mem, bytes, &o), "max_solutions") != NULL,
          "a zeroed struct with a box: max_solutions 0 refused");
    free(mem);
}

/* One mistake of each module's (two equal values in a row, or nothing to undo) gives each its own error code:
   a program that keeps the last error of several calls can tell which module it came from. */
static void errors_of_modules(void)
{
    uint8_t grid[81] = {5, 5}; /* two 5s in the first row */
    int codes[6], k, j, distinct = 1, a, b;
    size_t bytes = gen_bytes(3, 3), gb = classify_grader_bytes(3, 3);
    void *mem = malloc(bytes), *gmem = malloc(gb);
    generator *g;
    gen_options o;
    classify_grader *grader = gmem != NULL ? classify_grader_init(gmem, gb, 3, 3) : NULL;
    classify_result res;
    latin_puzzle lp;
    kind_run run;
    char err[200];
    gen_options_default(&o, 3, 3);
    g = mem != NULL ? gen_init(mem, bytes, &o) : NULL;
    int opened = kind_open(&run, "futoshiki", 5, 5, 0, 0) == 0;
    CHECK(g != NULL && grader != NULL && opened, "the modules' workers");
    if (g == NULL || grader == NULL || !opened) {
        if (opened)
            kind_close(&run);
        free(mem), free(gmem);
        return;
    }
    codes[0] = sudoku_find_clash(3, 3, grid, &a, &b);
    latin_puzzle_clear(&lp, 9, 0, 0);
    memcpy(lp.givens, grid, 81);
    codes[1] = latin_check(&lp, &a, &b);
    codes[2] = classify_grade(grader, grid, &res, NULL, NULL);
    grid[0] = 10; /* past N: no Sudoku grid at all */
    codes[3] = (int)gen_count(g, grid, 2);
    codes[4] = dlx_retract(sudoku_engine(gen_model(g))); /* nothing committed */
    codes[5] = run.kind->parse("5x5", 3, 0, &run.shape, run.puzzle, err, sizeof err);
    for (k = 0; k < 6; k++)
        for (j = 0; j < k; j++)
            distinct &= codes[k] != codes[j];
    CHECK(codes[0] == SUDOKU_ECLASH && codes[1] == LATIN_ECLASH && codes[2] == CLASSIFY_EINVALID &&
              codes[3] == GEN_EOPTIONS && codes[4] == DLX_EORDER && codes[5] == CJ_KIND_EPARSE && distinct,
          "sudoku, latin, classify, gen, dlx and kind errors, each its own code (%d %d %d %d %d %d)", codes[0],
          codes[1], codes[2], codes[3], codes[4], codes[5]);
    kind_close(&run);
    free(mem), free(gmem);
}

int main(void)
{
    errors_of_modules();
    generator_refusals();
    sudoku_parse_other_side();
    fillomino_negative_region();
    kinds_level_below_any();
    generator_bad_grids();
    generator_most_solutions();
    return check_summary();
}
