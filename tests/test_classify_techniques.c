/* test_classify_techniques.c: each grader technique on a puzzle that needs it (found in the public data
   sets): the technique fires, is the hardest used, and every step agrees with the engine's solution. */
#include <stdlib.h>
#include <string.h>
#include "classify/grader_int.h"
#include "dlx/sudoku.h"
#include "tests/check.h"

check_counts checks;

static const struct {
    int tech;
    const char *puzzle;
} cases[] = {
    {CT_HIDDEN_SINGLE, "......95....64..7......7.1..38.15..25..87..6...72.....7...5...9.5.....2.3.94....."},
    {CT_NAKED_SINGLE, ".2...8...1.8.79...6.....49...2......8.4..3..7.1...2...7..9.........1.64.5..8..2.."},
    {CT_POINTING, ".7....8.46...1......3...5...59..8.6.4............6.4.1.8.2...3.72...........941.."},
    {CT_CLAIMING, ".....6...3.........41..7.6389..6.37.7..59.4.81......9.....78...9.....51....9....."},
    {CT_NAKED_PAIR, ".3.......9..4..5..4....7.2..6....37.3.4.98.....5.6......18.2..5..........491...62"},
    {CT_X_WING, "3...9...1.1..4.......35.9...21..7..45..........8...71.9.4.75.688......4......4..5"},
    {CT_HIDDEN_PAIR, ".6...823.8.......7497...1...2.4.........2..457.4...6.....1.4.5...6.7..1.9..8.2..."},
    {CT_NAKED_TRIPLE, "6427..8.........3.8.......5...98..4.25..6....9.......8.6...1.5.......2.17..4....."},
    {CT_SWORDFISH, "..7.52.4....6..5.....3...1.38......7..2...8..6......2..6...1...19.8.34......2..9."},
    {CT_HIDDEN_TRIPLE, ".....38..3....26......4.57..15....9.8.7.65......2...6.1.....3.4..4.3......9....87"},
    {CT_XY_WING, "...7..2...7..2193...1.4...6..9.6.....4.....19..5.8...75..9............8..18.7.4.."},
    {CT_XYZ_WING, "3..8.......4......6.9....31.75.9.3....6....9...1...85......416......8.4..5.1..9.8"},
    {CT_UNIQUE_RECTANGLE, "1.........9.....6.82.4...9..6....8..2...987...4.27.3.....7...15.....6.3..5....9.."},
    {CT_UNIQUE_RECTANGLE, "..6..9.8........7.39.5.4.......6...7.3.4..1..8..2...3..5..2......9.3.......7..8.6"},
    {CT_WXYZ_WING, "1..5..6.85..78..9....4......5......2.74.2.36.2......8......4....3..75..17.2..3..9"},
    {CT_BUG, "........17..6...28...5...6.94.1....6.6.3.9.4.2....7.39.5...8...82...5..41........"},
    {CT_VWXYZ_WING, "...5.6.......1....18.473.65...1.7...8...6...23...8...4.........69.7.1.83..59487.."},
    {CT_NAKED_QUAD, ".........9...7...2...3.6...24.....63..7.4.8...1.2.5.4.....8....4...2...5..87.13.."},
    {CT_JELLYFISH, ".........6.......4.4.795.3.36..2..89.9..4..5....8.9.....9.6.7...8.3.4.2.43..7..65"},
    {CT_X_CHAIN, ".8.....6.2........6.1..598.4..8.3.2.....1.7..8....4..1.2..68.3...3.7..........1.."},
    {CT_FORCING_CHAIN, "..3..1..8.1.9..25..4.....79...4..5.....176.....2..5...78.....9..31..9.4.6..8..3.."},
    {CT_FORCING_CHAIN, "1.87.9.2.93..26.......5......7..29..4.......8..35..2......7.......16..57.7.9.86.2"},
};

typedef struct watch {
    const uint8_t *solution;
    int fired[CT_COUNT];
    long wrong;
} watch;

static int on_step(void *ctx, const classify_step *s)
{
    watch *w = (watch *)ctx;
    int i;
    w->fired[s->tech]++;
    if (s->cell >= 0 && w->solution[s->cell] != s->value) w->wrong++;
    for (i = 0; i < s->n_elims; i++)
        if (w->solution[CLASSIFY_ELIM_CELL(s->elims[i])] == CLASSIFY_ELIM_VALUE(s->elims[i])) w->wrong++;
    if (s->cell < 0 && s->n_elims == 0) w->wrong++; /* a step that does nothing */
    return 0;
}

static void parse(const char *text, uint8_t *grid)
{
    int i;
    for (i = 0; i < 81; i++) grid[i] = text[i] == '.' ? 0 : (uint8_t)(text[i] - '0');
}

/* Hidden quad: rare in real puzzles, so a hand-made candidate state: in row 1 the values 1-4 can go
   only in r1c1..r1c4, which also hold 5-9 as candidates; those must go, nothing else. */
static void hidden_quad(classify_grader *g)
{
    uint8_t empty[81];
    classify_step s;
    int c, i, ok = 1;
    memset(empty, 0, sizeof empty);
    classify_grader_load(g, empty);
    for (c = 4; c < 9; c++) g->cand[c] &= ~(uint64_t)0xF;
    CHECK(cg_hidden_subset(g, &s, 4) == 1, "hidden quad fires on the hand-made row");
    CHECK(s.tech == CT_HIDDEN_QUAD && s.unit == 0 && s.digits == 0xF, "it names row 1 and values 1-4 (tech %d unit %d)",
          s.tech, s.unit);
    CHECK(s.n_elims == 4 * 5, "it removes 5-9 from the four cells (%d eliminations)", s.n_elims);
    for (i = 0; i < s.n_elims; i++)
        ok &= CLASSIFY_ELIM_CELL(s.elims[i]) < 4 && CLASSIFY_ELIM_VALUE(s.elims[i]) >= 5;
    CHECK(ok, "only r1c1..r1c4 lose only 5-9");
    for (c = 0; c < 4; c++) CHECK(g->cand[c] == 0xF, "r1c%d keeps exactly 1-4", c + 1);
}

/* Stopping a grade from on_step: the full grade's trace (tech, rating, placement) is the truth for a grade
   stopped after its first k steps. */
#define TRACE_MAX 400
typedef struct trace {
    int n, stop_after;
    int tech[TRACE_MAX], rating[TRACE_MAX], placed[TRACE_MAX];
} trace;

static int record(void *ctx, const classify_step *s)
{
    trace *t = (trace *)ctx;
    if (t->n < TRACE_MAX) {
        t->tech[t->n] = s->tech;
        t->rating[t->n] = s->rating;
        t->placed[t->n] = s->cell >= 0;
    }
    t->n++;
    return t->stop_after > 0 && t->n >= t->stop_after;
}

static void stopped_grades(classify_grader *g, const char *puzzle)
{
    uint8_t grid[81];
    classify_result full, res;
    trace all, part;
    int k, i, bad = 0;
    parse(puzzle, grid);
    memset(&all, 0, sizeof all);
    classify_grade(g, grid, &full, record, &all);
    CHECK(full.status == CLASSIFY_SOLVED && all.n == full.steps && all.n <= TRACE_MAX, "the full grade solves (%d steps)",
          all.n);
    for (k = 1; k < all.n && k <= TRACE_MAX; k++) {
        int top = -1, placed = 0, level, ok;
        for (i = 0; i < k; i++) {
            if (all.rating[i] > top) top = all.rating[i];
            placed += all.placed[i];
        }
        memset(&part, 0, sizeof part);
        part.stop_after = k;
        classify_grade(g, grid, &res, record, &part);
        ok = res.rating == top && res.hardest >= 0 && res.hardest < CT_GUESSING;
        for (i = 0; ok && i < k && !(all.tech[i] == res.hardest && all.rating[i] == top); i++) {
        }
        ok = ok && i < k;
        level = !ok ? -1
                : res.hardest <= CT_HIDDEN_SINGLE ? CL_EASY
                : res.hardest <= CT_CLAIMING      ? CL_MEDIUM
                : top < 65                        ? CL_HARD
                                                  : CL_EVIL;
        if (res.status != CLASSIFY_STOPPED || !ok || res.level != level || res.steps != k ||
            res.remaining != full.empties - placed || res.counts[CT_GUESSING] != 0) {
            if (bad++ < 3)
                CHECK(0, "stopped after %d of %d steps: status %d (want %d), rating %d (want %d), %s, level %s, steps %d, "
                      "remaining %d (want %d)", k, all.n, res.status, CLASSIFY_STOPPED, res.rating, top,
                      classify_tech_name(res.hardest), classify_level_name(res.level), res.steps, res.remaining,
                      full.empties - placed);
        }
    }
    CHECK(bad == 0, "every grade stopped early keeps its steps' grade and says it stopped (%d wrong of %d)", bad, all.n - 1);
    memset(&part, 0, sizeof part);
    part.stop_after = all.n;
    classify_grade(g, grid, &res, record, &part);
    CHECK(res.status == CLASSIFY_SOLVED && res.rating == full.rating && res.hardest == full.hardest,
          "stopped on the step that solves it: solved, the full grade (status %d)", res.status);
}

int main(void)
{
    size_t gb = classify_grader_bytes(3, 3), sb = sudoku_bytes(3, 3);
    void *gm = malloc(gb), *sm = malloc(sb);
    classify_grader *g = classify_grader_init(gm, gb, 3, 3);
    sudoku *s = sudoku_init(sm, sb, 3, 3);
    size_t k;
    CHECK(g && s, "grader and engine initialise");
    if (!g || !s) return check_summary();
    for (k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        uint8_t grid[81], solution[81];
        classify_result res;
        watch w;
        const char *name = classify_tech_name(cases[k].tech);
        parse(cases[k].puzzle, grid);
        sudoku_apply(s, grid);
        CHECK(sudoku_solve(s, 2, solution, NULL) == 1, "%s: the puzzle has one solution", name);
        sudoku_clear(s);
        memset(&w, 0, sizeof w);
        w.solution = solution;
        classify_grade(g, grid, &res, on_step, &w);
        CHECK(res.status == CLASSIFY_SOLVED, "%s: solved logically (status %d)", name, res.status);
        CHECK(w.fired[cases[k].tech] > 0, "%s: the technique fires", name);
        CHECK(res.hardest == cases[k].tech, "%s: it is the hardest needed (got %s)", name,
              classify_tech_name(res.hardest));
        CHECK(w.wrong == 0, "%s: %ld steps disagree with the engine's solution", name, w.wrong);
        CHECK(memcmp(classify_grader_grid(g), solution, 81) == 0, "%s: the final grid is the solution", name);
        CHECK(res.counts[cases[k].tech] == w.fired[cases[k].tech], "%s: the result counts its steps", name);
    }
    hidden_quad(g);
    stopped_grades(g, cases[5].puzzle);                              /* x-wing */
    stopped_grades(g, cases[sizeof cases / sizeof cases[0] - 1].puzzle); /* forcing chains */
    {
        /* The work budget bounds the searches beyond subsets too (chains, wings, unique rectangles): with
           none left, the unique-rectangle puzzle stops where it needs its XY-wing, rated as needing guessing. */
        uint8_t grid[81];
        classify_result res;
        for (k = 0; cases[k].tech != CT_UNIQUE_RECTANGLE; k++) {
        }
        parse(cases[k].puzzle, grid);
        classify_grader_set_budget(g, 1);
        classify_grade(g, grid, &res, NULL, NULL);
        CHECK(res.status == CLASSIFY_STUCK && res.counts[CT_XY_WING] == 0 && res.counts[CT_UNIQUE_RECTANGLE] == 0 &&
                  res.hardest == CT_GUESSING,
              "budget of 1: no wing, no rectangle, stuck (status %d, hardest %s)", res.status,
              classify_tech_name(res.hardest));
        classify_grader_set_budget(g, 0);
    }
    free(gm);
    free(sm);
    return check_summary();
}
