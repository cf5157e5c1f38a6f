/* test_kind_grades.c: every kind's grade and hint on puzzles with no solution, one or several, against counts
   by brute force on tiny grids: a grade only for one solution, a hint refused where the grid has none; the grade
   without the count (cj_kind_grade_unique) the same as the grade where there is one. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "dlx/kind.h"
#include "dlx/rng.h"
#include "gen/kinds/kinds.h"
#include "kind_run.h"

check_counts checks;

#define MAX_CELLS 16

/* 1 when the puzzle in k, of one solution, gets from cj_kind_grade_unique the grade g its kind's grade gave. */
static int same_grade(kind_run *k, const cj_grade *g)
{
    cj_grade again;
    memset(&again, 0x55, sizeof again);
    return cj_kind_grade_unique(k->kind, k->work, k->puzzle, &again) == CJ_KIND_OK && again.level == g->level &&
           again.rating == g->rating && strcmp(again.technique, g->technique) == 0;
}

/* A tiny puzzle as brute force sees it: givens (0 = empty) and, for the relation kinds, the relation of each
   cell to its right and lower neighbour ('<' / '>': the cell is smaller / larger; 0: none). */
typedef struct tiny {
    int n, box, givens[MAX_CELLS]; /* box: 2x2 boxes (Sudoku, Jidoku 4x4) */
    char right[MAX_CELLS], down[MAX_CELLS];
} tiny;

/* Whether g[cell] keeps every rule with the cells before it (givens, houses, relations to the left and above). */
static int tiny_fits(const tiny *t, const int *g, int cell)
{
    int n = t->n, v = g[cell], a;
    if (t->givens[cell] && t->givens[cell] != v)
        return 0;
    for (a = 0; a < cell; a++) {
        int same_box = t->box && a / n / 2 == cell / n / 2 && a % n / 2 == cell % n / 2;
        if (g[a] == v && (a / n == cell / n || a % n == cell % n || same_box))
            return 0;
    }
    if (cell % n > 0 && t->right[cell - 1] && (t->right[cell - 1] == '<') != (g[cell - 1] < v))
        return 0;
    return cell < n || !t->down[cell - n] || (t->down[cell - n] == '<') == (g[cell - n] < v);
}

/* Counts the grids of 1..n in every cell that keep every rule, by backtracking cell by cell; the last one
   found goes to last. */
static long tiny_count(const tiny *t, int *g, int cell, int *last)
{
    long found = 0;
    int v, n = t->n;
    if (cell == n * n) {
        memcpy(last, g, sizeof(int) * (size_t)(n * n));
        return 1;
    }
    for (v = 1; v <= n; v++) {
        g[cell] = v;
        if (tiny_fits(t, g, cell))
            found += tiny_count(t, g, cell + 1, last);
    }
    return found;
}

/* Writes the line form: Sudoku its cells; Futoshiki and Jidoku `GIVENS H V`. */
static void tiny_line(const tiny *t, int relations, char *out)
{
    int n = t->n, c, at = 0;
    for (c = 0; c < n * n; c++)
        out[at++] = (char)(t->givens[c] ? '0' + t->givens[c] : '.');
    if (relations) {
        out[at++] = ' ';
        for (c = 0; c < n * n; c++)
            if (c % n < n - 1)
                out[at++] = t->right[c] ? t->right[c] : '.';
        out[at++] = ' ';
        for (c = 0; c < n * (n - 1); c++)
            out[at++] = t->down[c] == '<' ? '^' : t->down[c] == '>' ? 'v' : '.';
    }
    out[at] = '\0';
}

/* The verdict a grade owes a count. */
static int owed(long count)
{
    return count == 0 ? CJ_KIND_ENOSOLUTION : count == 1 ? CJ_KIND_OK : CJ_KIND_EMANY;
}

static void tally_hint(kind_run *k, const cj_cell *player, long count, int *right, const char *what)
{
    cj_hint h;
    int rc = k->kind->hint(k->work, k->puzzle, player, &h), noted;
    if (count == 0) {
        *right += rc == CJ_KIND_ENOSOLUTION;
        return;
    }
    /* several: a step placing a cell has no note, no step at all (no cell named) has it */
    noted = rc == CJ_KIND_OK && strstr(h.text, "more than one solution") != NULL;
    *right += rc == CJ_KIND_OK && (count == 1 || h.cell >= 0 ? !noted : noted || h.n_cells > 0);
    if (rc != CJ_KIND_OK)
        fprintf(stderr, "  %s: hint %d on %ld solutions\n", what, rc, count);
}

/* Random tiny puzzles of a kind with digits: grade and hint against the count, and, on the unique ones, a
   wrong digit entered by the player leaves no solution. */
static void test_digits(const char *name, int n, int relations, int box, uint32_t one_given_in, int rounds, uint64_t seed)
{
    kind_run k;
    cj_rng rng;
    int i, c, graded = 0, hinted = 0, wrong = 0, uniques = 0, same = 0, counts[3] = {0, 0, 0};
    if (kind_open(&k, name, n, n, 0, 0) != 0)
        return;
    cj_rng_seed(&rng, seed, 0);
    for (i = 0; i < rounds; i++) {
        tiny t;
        char line[128], err[200];
        int g[MAX_CELLS], sol[MAX_CELLS];
        cj_shape shape = k.shape;
        cj_grade grade;
        cj_cell player[MAX_CELLS];
        long count;
        memset(&t, 0, sizeof t);
        t.n = n;
        t.box = box;
        for (c = 0; c < n * n; c++) {
            t.givens[c] = cj_rng_below(&rng, one_given_in) == 0 ? 1 + (int)cj_rng_below(&rng, (uint32_t)n) : 0;
            if (relations && c % n < n - 1 && cj_rng_below(&rng, 4) == 0)
                t.right[c] = cj_rng_below(&rng, 2) ? '<' : '>';
            if (relations && c < n * (n - 1) && cj_rng_below(&rng, 4) == 0)
                t.down[c] = cj_rng_below(&rng, 2) ? '<' : '>';
        }
        tiny_line(&t, relations, line);
        if (k.kind->parse(line, strlen(line), 0, &shape, k.puzzle, err, sizeof err) != CJ_KIND_OK)
            continue; /* clashing givens, a cycle of relations: refused before any grade */
        count = tiny_count(&t, g, 0, sol);
        counts[count > 1 ? 2 : count]++;
        graded += k.kind->grade(k.work, k.puzzle, &grade) == owed(count);
        tally_hint(&k, NULL, count, &hinted, name);
        if (count != 1)
            continue;
        same += same_grade(&k, &grade);
        for (c = 0; c < n * n && t.givens[c]; c++)
            ;
        if (c == n * n)
            continue;
        memset(player, 0, sizeof player);
        player[c] = (cj_cell)(sol[c] % n + 1); /* unique: any other digit there leaves none */
        {
            cj_hint h;
            int rc = k.kind->hint(k.work, k.puzzle, player, &h);
            wrong += rc == CJ_KIND_ENOSOLUTION || (rc == CJ_KIND_OK && strstr(h.text, "is wrong") != NULL);
        }
        uniques++;
    }
    CHECK(counts[0] > 0 && counts[1] > 0 && counts[2] > 0, "%s %dx%d: puzzles with 0, 1 and several solutions (%d, %d, %d)",
          name, n, n, counts[0], counts[1], counts[2]);
    CHECK(graded == counts[0] + counts[1] + counts[2],
          "%s %dx%d: grade refuses none (no solution) and several (more than one), grades one (%d of %d)", name, n,
          n, graded, counts[0] + counts[1] + counts[2]);
    CHECK(hinted == counts[0] + counts[1] + counts[2],
          "%s %dx%d: hint refused with no solution, says several when it finds no step (%d of %d)", name, n, n,
          hinted, counts[0] + counts[1] + counts[2]);
    CHECK(wrong == uniques, "%s %dx%d: a wrong digit entered: no solution, or named wrong (%d of %d)", name, n, n,
          wrong, uniques);
    CHECK(same == counts[1], "%s %dx%d: cj_kind_grade_unique grades as grade does (%d of %d)", name, n, n, same,
          counts[1]);
    kind_close(&k);
}

/* ---- Nonograms: every picture of a tiny board, its clues against the puzzle's ---- */

/* Line L's runs (rows first, then columns, as ng_puzzle numbers them) of picture bits. */
static int runs_of(unsigned bits, int w, int h, int line, int *runs)
{
    int len = line < h ? w : h, i, k = 0, run = 0;
    for (i = 0; i <= len; i++) {
        int cell = line < h ? line * w + i : i * w + (line - h);
        if (i < len && (bits >> cell) & 1u) {
            run++;
        } else if (run) {
            runs[k++] = run;
            run = 0;
        }
    }
    return k;
}

/* The id `WxH:` columns then rows, runs joined by '.', clues by '/', 0 for none; runs[l][..] of n[l]. */
static void nonogram_id(int w, int h, int runs[][MAX_CELLS], const int *n, char *out)
{
    int at = sprintf(out, "%dx%d:", w, h), l, j;
    for (l = 0; l < w + h; l++) {
        int line = l < w ? h + l : l - w;
        if (l)
            out[at++] = '/';
        if (n[line] == 0)
            out[at++] = '0';
        for (j = 0; j < n[line]; j++)
            at += sprintf(out + at, j ? ".%d" : "%d", runs[line][j]);
    }
    out[at] = '\0';
}

static void test_nonogram(int w, int h, int rounds, uint64_t seed)
{
    kind_run k;
    cj_rng rng;
    unsigned pic, all = 1u << (w * h);
    int i, graded = 0, hinted = 0, flipped = 0, uniques = 0, same = 0, counts[3] = {0, 0, 0};
    if (kind_open(&k, "nonogram", w, h, 0, 0) != 0)
        return;
    cj_rng_seed(&rng, seed, 0);
    for (i = 0; i < rounds; i++) {
        int runs[2 * 4][MAX_CELLS], n[2 * 4], other[MAX_CELLS], l, j, line;
        unsigned first = 0;
        long count = 0;
        char id[128], err[200];
        cj_shape shape = k.shape;
        cj_grade grade;
        cj_cell player[MAX_CELLS];
        pic = cj_rng_below(&rng, all);
        for (l = 0; l < w + h; l++)
            n[l] = runs_of(pic, w, h, l, runs[l]);
        if (cj_rng_below(&rng, 3) == 0) { /* one clue changed: often no picture fits */
            line = (int)cj_rng_below(&rng, (uint32_t)(w + h));
            if (n[line] == 0)
                runs[line][n[line]++] = 1;
            else
                runs[line][0] = runs[line][0] % 2 + 1;
        }
        nonogram_id(w, h, runs, n, id);
        if (k.kind->parse(id, strlen(id), 0, &shape, k.puzzle, err, sizeof err) != CJ_KIND_OK)
            continue;
        for (pic = 0; pic < all; pic++) { /* the pictures whose clues are these */
            for (l = 0; l < w + h; l++)
                if (runs_of(pic, w, h, l, other) != n[l] || memcmp(other, runs[l], sizeof(int) * (size_t)n[l]) != 0)
                    break;
            if (l == w + h && count++ == 0)
                first = pic;
        }
        counts[count > 1 ? 2 : count]++;
        graded += k.kind->grade(k.work, k.puzzle, &grade) == owed(count);
        tally_hint(&k, NULL, count, &hinted, id);
        if (count != 1)
            continue;
        same += same_grade(&k, &grade);
        memset(player, 0, sizeof player); /* the player marks one cell the other way */
        j = (int)cj_rng_below(&rng, (uint32_t)(w * h));
        player[j] = (first >> j) & 1u ? 2 : 1; /* NG_WHITE / NG_BLACK */
        {
            cj_hint hint;
            flipped += k.kind->hint(k.work, k.puzzle, player, &hint) == CJ_KIND_ENOSOLUTION;
        }
        uniques++;
    }
    CHECK(counts[0] > 0 && counts[1] > 0 && counts[2] > 0, "nonogram %dx%d: clues with 0, 1 and several pictures (%d, %d, %d)",
          w, h, counts[0], counts[1], counts[2]);
    CHECK(graded == counts[0] + counts[1] + counts[2], "nonogram %dx%d: grade refuses none and several (%d of %d)", w,
          h, graded, counts[0] + counts[1] + counts[2]);
    CHECK(hinted == counts[0] + counts[1] + counts[2],
          "nonogram %dx%d: hint refused with no solution, says several when it finds no step (%d of %d)", w, h, hinted,
          counts[0] + counts[1] + counts[2]);
    CHECK(flipped == uniques, "nonogram %dx%d: a cell marked against the one picture: no solution (%d of %d)", w, h,
          flipped, uniques);
    CHECK(same == counts[1], "nonogram %dx%d: cj_kind_grade_unique grades as grade does (%d of %d)", w, h, same,
          counts[1]);
    kind_close(&k);
}

int main(void)
{
    test_digits("sudoku", 4, 0, 1, 3, 300, 1);
    test_digits("futoshiki", 3, 1, 0, 6, 300, 2);
    test_digits("futoshiki", 4, 1, 0, 6, 300, 3);
    test_digits("jidoku", 4, 1, 1, 8, 300, 4);
    test_nonogram(3, 3, 300, 5);
    test_nonogram(4, 3, 200, 6);
    return check_summary();
}
