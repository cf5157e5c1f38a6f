/* test_shape_bound.c: cj_most_empty (the most empty squares a shape allows) against brute force on every
   shape up to 4x4: all grids enumerated, every puzzle with one empty square more has too many solutions, and
   some puzzle with the bound's empty squares has few enough. */
#include <string.h>

#include "dlx/shape.h"
#include "tests/check.h"

check_counts checks;

#define MAX_GRIDS 1024
#define MAX_N 4

typedef struct grids {
    int rows, cols, n, count;
    unsigned char cell[MAX_GRIDS][MAX_N * MAX_N];
} grids;

/* Whether value v may go at cell k of the partial grid g (cells before k filled). */
static int fits(const grids *all, const unsigned char *g, int k, int v)
{
    int n = all->n, r = k / n, c = k % n, j;
    for (j = 0; j < k; j++) {
        int jr = j / n, jc = j % n;
        if (g[j] == v && (jr == r || jc == c || (jr / all->rows == r / all->rows && jc / all->cols == c / all->cols)))
            return 0;
    }
    return 1;
}

/* Every grid of the shape, by plain backtracking (no engine of the project). */
static void enumerate(grids *all, unsigned char *g, int k)
{
    int v;
    if (k == all->n * all->n) {
        if (all->count < MAX_GRIDS)
            memcpy(all->cell[all->count], g, (size_t)k);
        all->count++;
        return;
    }
    for (v = 1; v <= all->n; v++)
        if (fits(all, g, k, v)) {
            g[k] = (unsigned char)v;
            enumerate(all, g, k + 1);
        }
}

static int popcount(unsigned m)
{
    int c = 0;
    for (; m; m &= m - 1)
        c++;
    return c;
}

/* The fewest solutions of any puzzle with exactly `givens` givens (each puzzle is a grid's values on a
   set of cells; its solutions are the grids that agree there). */
static long fewest_solutions(const grids *all, int givens)
{
    int cells = all->n * all->n, g;
    unsigned mask;
    long fewest = -1;
    static long count[1 << 16];
    for (mask = 0; mask < (1u << cells); mask++) {
        long keys = 1, key;
        if (popcount(mask) != givens)
            continue;
        for (g = 0; g < givens; g++)
            keys *= all->n;
        memset(count, 0, sizeof count[0] * (size_t)keys);
        for (g = 0; g < all->count; g++) {
            int k;
            key = 0;
            for (k = 0; k < cells; k++)
                if (mask & (1u << k))
                    key = key * all->n + all->cell[g][k] - 1;
            count[key]++;
        }
        for (key = 0; key < keys; key++)
            if (count[key] > 0 && (fewest < 0 || count[key] < fewest))
                fewest = count[key];
    }
    return fewest;
}

int main(void)
{
    static const int shapes[][2] = {{1, 1}, {1, 2}, {2, 1}, {1, 3}, {1, 4}, {2, 2}, {4, 1}};
    static const long limits[] = {1, 2, 3, 4, 6, 11, 12, 23, 24, 31, 32, 71, 72, 143, 144, 287, 288, 575, 576, 1000};
    static grids all;
    unsigned char g[MAX_N * MAX_N];
    size_t s, l;
    const char *why = NULL;
    for (s = 0; s < sizeof shapes / sizeof shapes[0]; s++) {
        memset(&all, 0, sizeof all);
        all.rows = shapes[s][0];
        all.cols = shapes[s][1];
        all.n = all.rows * all.cols;
        enumerate(&all, g, 0);
        CHECK(all.count <= MAX_GRIDS, "%dx%d: %d grids", all.rows, all.cols, all.count);
        for (l = 0; l < sizeof limits / sizeof limits[0]; l++) {
            int most = cj_most_empty(all.rows, all.cols, limits[l], &why);
            int givens = all.n * all.n - most - 1; /* one empty square beyond the bound */
            CHECK(most >= 0 && most <= all.n * all.n && why != NULL, "%dx%d K=%ld: bound %d", all.rows, all.cols,
                  limits[l], most);
            if (givens >= 0) {
                long fewest = fewest_solutions(&all, givens);
                CHECK(fewest > limits[l], "%dx%d boxes, at most %ld solutions: a puzzle with %d empty squares has "
                      "only %ld solutions, but the bound says %d", all.rows, all.cols, limits[l], most + 1, fewest, most);
            }
            /* and exact: some puzzle with that many empty squares has no more solutions */
            CHECK(fewest_solutions(&all, givens + 1) <= limits[l], "%dx%d boxes, at most %ld solutions: no puzzle "
                  "has %d empty squares, but the bound says it may", all.rows, all.cols, limits[l], most);
        }
    }
    /* 4x4 with 2x2 boxes and one solution: the bound is exact, as some 4-clue puzzle has one solution. */
    memset(&all, 0, sizeof all);
    all.rows = all.cols = 2;
    all.n = 4;
    enumerate(&all, g, 0);
    CHECK(cj_most_empty(2, 2, 1, NULL) == 12 && fewest_solutions(&all, 4) == 1 && fewest_solutions(&all, 3) > 1,
          "2x2 boxes: bound %d, a 4-clue puzzle with one solution exists", cj_most_empty(2, 2, 1, NULL));
    CHECK(cj_most_empty(3, 3, 1, &why) == 64 && strstr(why, "17") != NULL, "3x3 boxes: the 17-clue bound");
    CHECK(cj_most_empty(3, 3, 2, NULL) == 81 - 7, "3x3 boxes, two solutions: 2 symbols may be missing");
    return check_summary();
}
