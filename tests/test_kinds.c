/* test_kinds.c: the puzzle-kind tables against independent truth: the registry, parse/format round trips,
   solve counts against brute force on small grids, and generated puzzles unique and minimal by brute force. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "dlx/grid_text.h"
#include "dlx/kind.h"
#include "dlx/latin.h"
#include "dlx/rng.h"
#include "kind_run.h"

check_counts checks;

/* ---- brute force: Sudoku by plain backtracking over the row/column/box rules ---- */

static int sudoku_fits(const int *g, int n, int br, int bc, int cell, int v)
{
    int r = cell / n, c = cell % n, i, j, r0 = r / br * br, c0 = c / bc * bc;
    for (i = 0; i < n; i++)
        if ((i != c && g[r * n + i] == v) || (i != r && g[i * n + c] == v))
            return 0;
    for (i = r0; i < r0 + br; i++)
        for (j = c0; j < c0 + bc; j++)
            if ((i != r || j != c) && g[i * n + j] == v)
                return 0;
    return 1;
}

/* Counts completions of g up to limit, always filling the empty cell with the fewest candidates. */
static long sudoku_brute(int *g, int n, int br, int bc, long limit)
{
    int best = -1, best_count = n + 1, cell, v;
    long found = 0;
    for (cell = 0; cell < n * n; cell++) {
        int count = 0;
        if (g[cell])
            continue;
        for (v = 1; v <= n; v++)
            count += sudoku_fits(g, n, br, bc, cell, v);
        if (count < best_count) {
            best_count = count;
            best = cell;
        }
    }
    if (best < 0)
        return 1;
    for (v = 1; v <= n && found < limit; v++)
        if (sudoku_fits(g, n, br, bc, best, v)) {
            g[best] = v;
            found += sudoku_brute(g, n, br, bc, limit - found);
            g[best] = 0;
        }
    return found;
}

static long sudoku_count(const uint8_t *puzzle, int n, int br, int bc, long limit)
{
    int g[16 * 16], k;
    for (k = 0; k < n * n; k++)
        g[k] = puzzle[k];
    for (k = 0; k < n * n; k++)
        if (g[k] && !sudoku_fits(g, n, br, bc, k, g[k]))
            return 0;
    return sudoku_brute(g, n, br, bc, limit);
}

/* ---- brute force: Fillomino cell by cell, values 1..w*h, pruned by region sizes ---- */

/* Size of the group of cell's value around cell (among filled cells), and whether it touches an empty cell. */
static int fm_group(const int *g, int w, int h, int cell, int *open)
{
    int stack[64], seen[64] = {0}, top = 0, size = 0;
    stack[top++] = cell;
    seen[cell] = 1;
    *open = 0;
    while (top > 0) {
        int c = stack[--top], d;
        int nb[4] = {c % w ? c - 1 : -1, c % w < w - 1 ? c + 1 : -1, c >= w ? c - w : -1, c + w < w * h ? c + w : -1};
        size++;
        for (d = 0; d < 4; d++) {
            if (nb[d] < 0)
                continue;
            if (g[nb[d]] == 0)
                *open = 1;
            else if (g[nb[d]] == g[cell] && !seen[nb[d]]) {
                seen[nb[d]] = 1;
                stack[top++] = nb[d];
            }
        }
    }
    return size;
}

static int fm_consistent(const int *g, int w, int h)
{
    int c, open;
    for (c = 0; c < w * h; c++) {
        int size;
        if (g[c] == 0)
            continue;
        size = fm_group(g, w, h, c, &open);
        if (size > g[c] || (!open && size != g[c]))
            return 0;
    }
    return 1;
}

static long fm_brute(int *g, int w, int h, int from, long limit)
{
    long found = 0;
    int v;
    while (from < w * h && g[from])
        from++;
    if (from == w * h)
        return 1;
    for (v = 1; v <= w * h && found < limit; v++) {
        g[from] = v;
        if (fm_consistent(g, w, h))
            found += fm_brute(g, w, h, from + 1, limit - found);
        g[from] = 0;
    }
    return found;
}

static long fm_count(const uint16_t *puzzle, int w, int h, long limit)
{
    int g[64], k;
    for (k = 0; k < w * h; k++)
        g[k] = puzzle[k];
    if (!fm_consistent(g, w, h))
        return 0;
    return fm_brute(g, w, h, 0, limit);
}

/* ---- the tests ---- */

static void test_registry(void)
{
    int k, j;
    CHECK(cj_kinds[0] != NULL && strcmp(cj_kinds[0]->name, "sudoku") == 0, "sudoku first");
    CHECK(cj_kind_find("nosuch") == NULL, "an unknown name gives NULL");
    for (k = 0; cj_kinds[k] != NULL; k++) {
        const cj_kind *kd = cj_kinds[k];
        CHECK(cj_kind_find(kd->name) == kd, "find %s", kd->name);
        CHECK(kd->shape_check && kd->puzzle_bytes && kd->work_bytes && kd->work_init && kd->parse && kd->format &&
                  kd->solve && kd->generate, "%s has every mandatory function", kd->name);
        CHECK((kd->n_levels == 0) == (kd->levels == NULL), "%s: levels and their count agree", kd->name);
        for (j = 0; j < k; j++)
            CHECK(strcmp(cj_kinds[j]->name, kd->name) != 0, "names unique");
    }
}

/* A table's formats says what its format writes: a 4x4 puzzle of every kind, and its solution, in every form. */
static void test_formats(void)
{
    int k, form;
    for (k = 0; cj_kinds[k] != NULL; k++) {
        kind_run run;
        cj_gen_request req = kind_minimal_request(1);
        cj_rng rng;
        cj_cell sol[16];
        char err[200], text[4096];
        void *puzzle;
        if (kind_open(&run, cj_kinds[k]->name, 4, 4, 0, 0) != 0) {
            CHECK(0, "a 4x4 %s", cj_kinds[k]->name);
            continue;
        }
        puzzle = calloc(1, run.kind->puzzle_bytes(&run.shape));
        if (cj_kind_writes(run.kind, CJ_KFMT_TATHAM))
            req.form = CJ_KFMT_TATHAM; /* made for the Tatham form (a Fillomino's values within its bound) */
        cj_rng_seed(&rng, 9, (uint64_t)k);
        CHECK(puzzle && run.kind->generate(run.work, &req, &rng, puzzle, sol, err, sizeof err) == CJ_KIND_OK,
              "a 4x4 %s generated", run.kind->name);
        CHECK(cj_kind_writes(run.kind, CJ_KFMT_LINE) && !cj_kind_writes(run.kind, -1) &&
                  !cj_kind_writes(run.kind, CJ_KFMT_TATHAM + 1), "%s: the line form, no form out of range",
              run.kind->name);
        for (form = CJ_KFMT_LINE; puzzle && form <= CJ_KFMT_TATHAM; form++) {
            long as_puzzle = run.kind->format(&run.shape, puzzle, NULL, form, text, sizeof text);
            long as_solution = run.kind->format(&run.shape, NULL, sol, form, text, sizeof text);
            if (cj_kind_writes(run.kind, form))
                CHECK(as_puzzle > 0 && as_solution > 0, "%s writes form %d, as its table says", run.kind->name, form);
            else
                CHECK(as_puzzle == CJ_KIND_EUNSUPPORTED && as_solution == CJ_KIND_EUNSUPPORTED,
                      "%s has no form %d, as its table says", run.kind->name, form);
        }
        free(puzzle);
        kind_close(&run);
    }
}

/* A form a kind lacks is refused in one wording, naming the forms left among those the tool offers. */
static void test_form_refusal(void)
{
    const cj_kind *jidoku = cj_kind_find("jidoku");
    unsigned bank = CJ_KFMT_BIT(CJ_KFMT_LINE) | CJ_KFMT_BIT(CJ_KFMT_TATHAM);
    char why[100], cut[12];
    CHECK(cj_kind_form_refusal(jidoku, CJ_KFMT_GRID, "--variant", CJ_KFMT_ALL, NULL, why, sizeof why) == 0,
          "jidoku: the grid form is not refused");
    CHECK(cj_kind_form_refusal(jidoku, CJ_KFMT_TATHAM, "--variant", CJ_KFMT_ALL, NULL, why, sizeof why) == -1 &&
              strcmp(why, "--variant jidoku cannot be written in --format tatham (only line or grid)") == 0,
          "jidoku --format tatham, as dlx and gen refuse it: '%s'", why);
    CHECK(cj_kind_form_refusal(jidoku, CJ_KFMT_TATHAM, "--kind", bank, "json", why, sizeof why) == -1 &&
              strcmp(why, "--kind jidoku cannot be written in --format tatham (only line or json)") == 0,
          "jidoku --format tatham, as the bank refuses it: '%s'", why);
    CHECK(cj_kind_form_refusal(jidoku, CJ_KFMT_TATHAM, "--variant", CJ_KFMT_ALL, NULL, cut, sizeof cut) == -1 &&
              strcmp(cut, "--variant j") == 0, "a short buffer: the words cut, never overrun");
}

/* Random 4x4 (and 6x6) clue sets against the brute-force count, and the table's solution checked. */
static void test_sudoku_counts(int n, int br, int bc, int rounds)
{
    kind_run k;
    cj_rng rng;
    int round, agreed = 0, several = 0, none = 0;
    uint8_t puzzle[36];
    cj_cell sol[36];
    if (kind_open(&k, "sudoku", n, n, br, bc) != 0)
        return;
    cj_rng_seed(&rng, 42, (uint64_t)n);
    for (round = 0; round < rounds; round++) {
        int clues = (int)cj_rng_below(&rng, (uint32_t)(n * n / 2)), c, i;
        long want, got;
        memset(puzzle, 0, sizeof puzzle);
        for (i = 0; i < clues; i++) {
            c = (int)cj_rng_below(&rng, (uint32_t)(n * n));
            puzzle[c] = (uint8_t)(1 + cj_rng_below(&rng, (uint32_t)n));
        }
        want = sudoku_count(puzzle, n, br, bc, 400);
        got = k.kind->solve(k.work, puzzle, 400, sol);
        agreed += want == got;
        several += want > 1;
        none += want == 0;
        if (want == got && got > 0) {
            int ok = 1, g[36];
            for (c = 0; c < n * n; c++) {
                g[c] = sol[c];
                ok &= puzzle[c] == 0 || puzzle[c] == sol[c];
            }
            for (c = 0; c < n * n; c++)
                ok &= g[c] >= 1 && g[c] <= n && sudoku_fits(g, n, br, bc, c, g[c]);
            CHECK(ok, "%dx%d: the solution keeps the givens and the rules", n, n);
        }
        CHECK(k.kind->solve(k.work, puzzle, 2, NULL) == (want < 2 ? want : 2), "count to a limit of 2");
    }
    CHECK(agreed == rounds, "%dx%d: %d of %d counts agree with brute force", n, n, agreed, rounds);
    CHECK(several > 0 && none > 0, "%dx%d: the cases cover several and no solutions (%d, %d)", n, n, several, none);
    kind_close(&k);
}

/* Generated Sudoku puzzles: unique by brute force, minimal (each clue removed gives a second solution). */
static void test_sudoku_generate(int n, int br, int bc, int count, int check_minimal)
{
    kind_run k;
    cj_gen_request req;
    char err[200];
    int i, unique = 0, minimal = 0;
    uint8_t *puzzle = malloc((size_t)n * (size_t)n);
    cj_cell *sol = malloc(sizeof(cj_cell) * (size_t)n * (size_t)n);
    req = kind_minimal_request(1);
    if (kind_open(&k, "sudoku", n, n, br, bc) != 0 || puzzle == NULL || sol == NULL) {
        CHECK(0, "sudoku %dx%d table", n, n);
        return;
    }
    for (i = 0; i < count; i++) {
        cj_rng rng;
        int c, is_minimal = 1;
        cj_rng_seed(&rng, 7, (uint64_t)i);
        if (k.kind->generate(k.work, &req, &rng, puzzle, sol, err, sizeof err) != CJ_KIND_OK) {
            CHECK(0, "generate %dx%d: %s", n, n, err);
            continue;
        }
        unique += sudoku_count(puzzle, n, br, bc, 2) == 1;
        for (c = 0; c < n * n && check_minimal; c++) {
            uint8_t keep = puzzle[c];
            if (!keep)
                continue;
            puzzle[c] = 0;
            is_minimal &= sudoku_count(puzzle, n, br, bc, 2) == 2;
            puzzle[c] = keep;
        }
        minimal += is_minimal;
        for (c = 0; c < n * n; c++)
            CHECK(puzzle[c] == 0 || puzzle[c] == sol[c], "the puzzle's givens are the solution's");
    }
    CHECK(unique == count, "%dx%d: %d of %d generated puzzles unique by brute force", n, n, unique, count);
    if (check_minimal)
        CHECK(minimal == count, "%dx%d: %d of %d minimal by brute force", n, n, minimal, count);
    free(puzzle);
    free(sol);
    kind_close(&k);
}

/* Fillomino: generated puzzles (up to 1 or 2 solutions) and random clue sets counted by brute force. */
static void test_fillomino(int w, int h, int count)
{
    kind_run k;
    cj_gen_request req;
    char err[200];
    int i, agreed = 0, several = 0;
    uint16_t puzzle[64];
    cj_cell sol[64];
    req = kind_minimal_request(1);
    if (kind_open(&k, "fillomino", w, h, 0, 0) != 0)
        return;
    for (i = 0; i < count; i++) {
        cj_rng rng;
        long want, got;
        int c;
        req.max_solutions = 1 + i % 2;
        cj_rng_seed(&rng, 9, (uint64_t)i);
        if (k.kind->generate(k.work, &req, &rng, puzzle, sol, err, sizeof err) != CJ_KIND_OK) {
            CHECK(0, "fillomino generate %dx%d: %s", w, h, err);
            continue;
        }
        want = fm_count(puzzle, w, h, 5);
        CHECK(want >= 1 && want <= req.max_solutions, "%dx%d: generated with at most %d solutions: %ld", w, h,
              req.max_solutions, want);
        got = k.kind->solve(k.work, puzzle, 5, NULL);
        agreed += got == want;
        several += want > 1;
        /* a random clue taken out: the count moves, the table follows the brute force */
        c = (int)cj_rng_below(&rng, (uint32_t)(w * h));
        puzzle[c] = 0;
        want = fm_count(puzzle, w, h, 50);
        got = k.kind->solve(k.work, puzzle, 50, sol);
        agreed += got == want;
        several += want > 1;
    }
    CHECK(agreed == 2 * count, "fillomino %dx%d: %d of %d counts agree with brute force", w, h, agreed, 2 * count);
    CHECK(several > 0, "fillomino %dx%d: some cases have several solutions", w, h);
    kind_close(&k);
}

/* Sudoku text forms: line and Tatham ids parse back to the same grid and shape; grid rows as expected. */
static void test_sudoku_text(int n, int br, int bc)
{
    kind_run k;
    cj_shape shape;
    char err[200], *text = malloc(8 * 4096 + 64), rows[8 * 4096];
    uint8_t *grid = malloc(4096), *back = malloc(4096);
    cj_cell *sol = malloc(sizeof(cj_cell) * 4096);
    cj_rng rng;
    int form, c;
    size_t at = 0;
    if (kind_open(&k, "sudoku", n, n, br, bc) != 0 || !text || !grid || !back || !sol) {
        CHECK(0, "sudoku %dx%d", n, n);
        return;
    }
    memset(grid, 0, 4096);
    CHECK(k.kind->solve(k.work, grid, 1, sol) == 1, "the empty %dx%d grid has a solution", n, n);
    cj_rng_seed(&rng, 5, (uint64_t)n);
    for (c = 0; c < n * n; c++)
        grid[c] = cj_rng_below(&rng, 3) ? 0 : (uint8_t)sol[c];
    for (form = CJ_KFMT_LINE; form <= CJ_KFMT_TATHAM; form++) {
        long len;
        if (form == CJ_KFMT_GRID) /* rows: not a one-line form */
            continue;
        len = k.kind->format(&k.shape, grid, NULL, form, text, 8 * 4096 + 64);
        memset(&shape, 0, sizeof shape);
        CHECK(len > 0 && k.kind->parse(text, (size_t)len, 0, &shape, back, err, sizeof err) == CJ_KIND_OK,
              "%dx%d form %d parses back", n, n, form);
        CHECK(shape.width == n && shape.box_rows == br && shape.box_cols == bc && memcmp(grid, back, (size_t)(n * n)) == 0,
              "%dx%d form %d: same grid and shape", n, n, form);
    }
    for (c = 0; c < n * n; c++)
        at += (size_t)sprintf(rows + at, "%s%d", c == 0 ? "" : c % n ? " " : "\n", grid[c]);
    CHECK(k.kind->format(&k.shape, grid, NULL, CJ_KFMT_GRID, text, 8 * 4096 + 64) == (long)at && strcmp(text, rows) == 0,
          "%dx%d grid form: rows of integers", n, n);
    CHECK(k.kind->format(&k.shape, NULL, sol, CJ_KFMT_LINE, text, 8 * 4096 + 64) == n * n &&
              k.kind->parse(text, (size_t)(n * n), 0, &shape, back, err, sizeof err) == CJ_KIND_OK,
          "%dx%d: the solution written as a line parses", n, n);
    for (c = 0; c < n * n && back[c] == sol[c]; c++)
        ;
    CHECK(c == n * n, "%dx%d: the solution's line holds its cells", n, n);
    CHECK(k.kind->format(&k.shape, grid, NULL, CJ_KFMT_LINE, text, (size_t)(n * n)) == CJ_KIND_ESPACE,
          "a buffer too small: CJ_KIND_ESPACE");
    free(text);
    free(grid);
    free(back);
    free(sol);
    kind_close(&k);
}

/* Hints from a player's grid: with every cell but one filled from the solution, the hint places that cell
   with its value; with a wrong value entered, the hint says the grid has no solution. */
static void test_sudoku_hint(void)
{
    kind_run k;
    cj_gen_request req;
    cj_hint hint;
    char err[200];
    uint8_t puzzle[81];
    cj_cell sol[81], player[81];
    int i, placed = 0, refused = 0;
    req = kind_minimal_request(1);
    if (kind_open(&k, "sudoku", 9, 9, 3, 3) != 0)
        return;
    for (i = 0; i < 10; i++) {
        cj_rng rng;
        int c, open = -1;
        cj_rng_seed(&rng, 21, (uint64_t)i);
        if (k.kind->generate(k.work, &req, &rng, puzzle, sol, err, sizeof err) != CJ_KIND_OK)
            continue;
        for (c = 0; c < 81; c++) {
            player[c] = puzzle[c] ? 0 : sol[c];
            if (!puzzle[c] && (open < 0 || cj_rng_below(&rng, 4) == 0))
                open = c;
        }
        player[open] = 0;
        placed += k.kind->hint(k.work, puzzle, player, &hint) == CJ_KIND_OK && hint.cell == open &&
                  hint.value == sol[open];
        player[open] = (cj_cell)(sol[open] % 9 + 1); /* a wrong value */
        refused += k.kind->hint(k.work, puzzle, player, &hint) == CJ_KIND_ENOSOLUTION;
    }
    CHECK(placed == 10, "hint places the one open cell with the solution's value (%d of 10)", placed);
    CHECK(refused == 10, "a wrong value makes a contradiction (%d of 10)", refused);
    kind_close(&k);
}

static void test_parse_errors(void)
{
    const cj_kind *s = cj_kind_find("sudoku"), *f = cj_kind_find("fillomino");
    static uint8_t grid[4096];
    static uint16_t cells[4096];
    char err[200];
    cj_shape shape;
    const char *clash = "12.3............";
    char small[12] = "bad clue";
    strcpy(err, "bad clue");
    cj_text_error_line(err, sizeof err, "R 1\nR 1\n#\nR 1\nR x\n", 14);
    CHECK(strcmp(err, "line 5: bad clue") == 0 && cj_text_take_error_line(err) == 5 && strcmp(err, "bad clue") == 0,
          "a block's 5th line named, then taken back (%s)", err);
    cj_text_error_line(small, sizeof small, "a\nb", 2);
    CHECK(strcmp(small, "line 2: bad") == 0 && cj_text_take_error_line(small) == 2 && cj_text_take_error_line(small) == 0,
          "cut to its buffer, never past it (%s)", small);
    memset(&shape, 0, sizeof shape);
    CHECK(s->parse(clash, 16, 0, &shape, grid, err, sizeof err) == CJ_KIND_OK, "a 4x4 line");
    memset(&shape, 0, sizeof shape);
    CHECK(s->parse("1.1.............", 16, 0, &shape, grid, err, sizeof err) == CJ_KIND_EPARSE &&
              strcmp(err, "clashing givens: r1c1 and r1c3 both hold 1") == 0, "clash named: %s", err);
    memset(&shape, 0, sizeof shape);
    CHECK(s->parse("12345", 5, 0, &shape, grid, err, sizeof err) == CJ_KIND_EPARSE && strstr(err, "not a square"),
          "length: %s", err);
    memset(&shape, 0, sizeof shape);
    CHECK(s->parse("1.%.............", 16, 0, &shape, grid, err, sizeof err) == CJ_KIND_EPARSE &&
              strcmp(err, "unknown symbol '%' at column 3") == 0, "symbol: %s", err);
    memset(&shape, 0, sizeof shape);
    CHECK(s->parse("1.\x01.............", 16, 0, &shape, grid, err, sizeof err) == CJ_KIND_EPARSE &&
              strcmp(err, "unknown byte 0x01 at column 3") == 0, "byte: %s", err);
    shape.width = 9;
    shape.box_rows = 0;
    CHECK(s->parse(clash, 16, 0, &shape, grid, err, sizeof err) == CJ_KIND_EPARSE, "a 4x4 line where 9x9 was asked");
    memset(&shape, 0, sizeof shape);
    CHECK(s->parse("2x2:a1_2c3i", 11, 0, &shape, grid, err, sizeof err) == CJ_KIND_OK && shape.width == 4 &&
              grid[0] == 0 && grid[1] == 1 && grid[2] == 2 && grid[6] == 3, "a Solo id");
    memset(&shape, 0, sizeof shape);
    CHECK(f->parse("3x2:1.2..4", 10, 0, &shape, cells, err, sizeof err) == CJ_KIND_OK && shape.width == 3 &&
              shape.height == 2 && cells[0] == 1 && cells[2] == 2 && cells[5] == 4, "a Fillomino line");
    memset(&shape, 0, sizeof shape);
    CHECK(f->parse("5.5..5", 6, 0, &shape, cells, err, sizeof err) == CJ_KIND_EPARSE, "a block row is not a line");
    memset(&shape, 0, sizeof shape);
    CHECK(f->parse("5x2:10,10,10,10,10,10,10,10,10,10", 33, 0, &shape, cells, err, sizeof err) == CJ_KIND_OK &&
              cells[9] == 10, "wide values in the line form");
    {
        char text[200];
        long len = f->format(&shape, cells, NULL, CJ_KFMT_LINE, text, sizeof text);
        CHECK(len == 33 && strcmp(text, "5x2:10,10,10,10,10,10,10,10,10,10") == 0, "wide values written back: %s", text);
        CHECK(f->format(&shape, cells, NULL, CJ_KFMT_TATHAM, text, sizeof text) == CJ_KIND_EUNSUPPORTED,
              "Tatham ids hold values up to 9");
        CHECK(f->format(&shape, cells, NULL, CJ_KFMT_GRID, text, sizeof text) > 0 &&
                  strcmp(text, "10 10 10 10 10\n10 10 10 10 10") == 0, "wide rows spaced: %s", text);
    }
}

static void test_fillomino_text(void)
{
    kind_run k;
    cj_gen_request req;
    char err[200], text[2000];
    uint16_t puzzle[100], back[100];
    cj_cell sol[100];
    int i, form;
    req = kind_minimal_request(1);
    if (kind_open(&k, "fillomino", 10, 7, 0, 0) != 0)
        return;
    for (i = 0; i < 5; i++) {
        cj_rng rng;
        cj_rng_seed(&rng, 3, (uint64_t)i);
        CHECK(k.kind->generate(k.work, &req, &rng, puzzle, sol, err, sizeof err) == CJ_KIND_OK, "generate 10x7");
        for (form = CJ_KFMT_LINE; form <= CJ_KFMT_TATHAM; form++) {
            cj_shape shape;
            long len;
            if (form == CJ_KFMT_GRID) /* rows: not a one-line form */
                continue;
            len = k.kind->format(&k.shape, form == CJ_KFMT_LINE ? puzzle : NULL, sol, form, text, sizeof text);
            memset(&shape, 0, sizeof shape);
            CHECK(len > 0 && k.kind->parse(text, (size_t)len, 0, &shape, back, err, sizeof err) == CJ_KIND_OK &&
                      shape.width == 10 && shape.height == 7 &&
                      memcmp(back, form == CJ_KFMT_LINE ? puzzle : sol, sizeof(uint16_t) * 70) == 0,
                  "fillomino form %d round trip", form);
        }
    }
    kind_close(&k);
}

/* Boxes of every sign and size, products that wrap an int among them: a kind with boxes takes a shape only
   when its box tiles the side (checked here by division), and then its worker fits the block work_bytes
   sizes (Jidoku took (-3)x(-3) boxes, whose work_bytes 0 its work_init took as room enough). */
static void test_box_shapes(void)
{
    static const int sides[] = {-3, -1, 0, 1, 2, 3, 5, 64, 65, 858993461, 2147483647};
    const char *names[] = {"sudoku", "jidoku"};
    int k, a, b, width;
    char err[160];
    for (k = 0; k < 2; k++) {
        const cj_kind *kind = cj_kind_find(names[k]);
        for (width = 0; width <= 10; width += 5)
            for (a = 0; a < (int)(sizeof sides / sizeof *sides); a++)
                for (b = 0; b < (int)(sizeof sides / sizeof *sides); b++) {
                    cj_shape shape = {0};
                    int r = sides[a], c = sides[b], rc, tiles;
                    size_t bytes;
                    if (r == 0)
                        continue; /* no box: the kind's default, tried elsewhere */
                    shape.width = shape.height = width;
                    shape.box_rows = r;
                    shape.box_cols = c;
                    rc = kind->shape_check(&shape, err, sizeof err);
                    tiles = r >= 1 && c >= 1 && (width == 0 || (width % r == 0 && width / r == c)) &&
                            (long)r * c <= (k == 0 ? 64 : LATIN_MAX_N) && (long)r * c >= 2; /* no 1x1 */
                    CHECK((rc == CJ_KIND_OK) == tiles, "%s %dx%d, box %dx%d: %s (%s)", names[k], width, width, r, c,
                          rc == CJ_KIND_OK ? "taken" : "refused", err);
                    if (rc == CJ_KIND_OK) {
                        void *mem;
                        bytes = kind->work_bytes(&shape);
                        mem = malloc(bytes ? bytes : 1);
                        CHECK(bytes > 0 && mem != NULL && kind->work_init(mem, bytes, &shape) != NULL,
                              "%s box %dx%d: a worker in work_bytes' block", names[k], r, c);
                        free(mem);
                    }
                }
    }
}

int main(void)
{
    test_box_shapes();
    test_registry();
    test_formats();
    test_form_refusal();
    test_sudoku_counts(4, 2, 2, 400);
    test_sudoku_counts(6, 2, 3, 60);
    test_sudoku_generate(4, 2, 2, 60, 1);
    test_sudoku_generate(6, 2, 3, 20, 1);
    test_sudoku_generate(6, 3, 2, 10, 1);
    test_sudoku_generate(9, 3, 3, 8, 0);
    test_sudoku_text(4, 2, 2);
    test_sudoku_text(9, 3, 3);
    test_sudoku_text(12, 3, 4);
    test_sudoku_text(16, 4, 4);
    test_sudoku_text(25, 5, 5);
    test_sudoku_hint();
    test_parse_errors();
    test_fillomino(3, 3, 30);
    test_fillomino(4, 3, 4);
    test_fillomino_text();
    return check_summary();
}
