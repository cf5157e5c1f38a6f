/* shape.c: default Sudoku box shapes per side N (the most square R x C with R <= C; prime N only as an
   explicit 1 x N), the "RxC" notation, and the clue bounds of a shape. */
#include "dlx/shape.h"

#include "dlx/sudoku.h"

#if SUDOKU_MAX_N != 64
#error "CJ_SUDOKU_SIDES names 64 as the largest N"
#endif

const char *cj_sudoku_side_problem(int n)
{
    if (n == 1)
        return "1 cell is not a puzzle (" CJ_SUDOKU_SIDES ")";
    if (n < CJ_SUDOKU_MIN_N || n > SUDOKU_MAX_N)
        return CJ_SUDOKU_SIDES;
    return NULL;
}

int cj_default_box(int n, int *rows, int *cols)
{
    int r, best = 1;
    if (cj_sudoku_side_problem(n) != NULL)
        return -1;
    for (r = 1; r * r <= n; r++)
        if (n % r == 0)
            best = r;
    if (best == 1 && n > 3)
        return -1;
    *rows = best;
    *cols = n / best;
    return 0;
}

static int parse_small(const char **p, int *value)
{
    int v = 0, digits = 0;
    while (**p >= '0' && **p <= '9' && digits < 3) {
        v = v * 10 + (**p - '0');
        (*p)++;
        digits++;
    }
    *value = v;
    return digits > 0 && v > 0 ? 0 : -1;
}

int cj_parse_box(const char *text, int *rows, int *cols)
{
    const char *p = text;
    if (text == 0 || parse_small(&p, rows) != 0 || (*p != 'x' && *p != 'X'))
        return -1;
    p++;
    if (parse_small(&p, cols) != 0 || *p != '\0')
        return -1;
    return *rows <= SUDOKU_MAX_N && *cols <= SUDOKU_MAX_N && cj_sudoku_side_problem(*rows * *cols) == 0 ? 0 : -1;
}

int cj_box_side(int rows, int cols, int most)
{
    return rows >= 1 && cols >= 1 && rows <= most && cols <= most ? rows * cols : 0;
}

/* The fewest solutions of a puzzle with g givens (g from 0 until one solution), for each shape of N <= 4, by
   enumerating every grid and every set of givens (tests/test_shape_bound.c does it again). A shape of one row
   of boxes or one column (1xN, Nx1) is a Latin square. */
static const long *fewest_solutions(int box_rows, int box_cols, int *count)
{
    static const long one[] = {1}, two[] = {2, 1}, three[] = {12, 4, 1}, latin4[] = {576, 144, 32, 8, 1},
                      boxes4[] = {288, 72, 12, 3, 1};
    static const long *const table[5] = {NULL, one, two, three, latin4};
    int n = box_rows * box_cols;
    if (n < 1 || n > 4)
        return NULL;
    *count = n == 4 ? 5 : n;
    return box_rows == 2 && box_cols == 2 ? boxes4 : table[n];
}

int cj_most_empty(int box_rows, int box_cols, long max_solutions, const char **why)
{
    int n = box_rows * box_cols, missing = 0, count, g;
    long permutations = 1;
    const long *fewest = fewest_solutions(box_rows, box_cols, &count);
    if (fewest != NULL) {
        for (g = 0; g < count - 1 && fewest[g] > max_solutions; g++)
            ;
        if (why)
            *why = n == 4 && box_rows == 2 ? "no 4x4 Sudoku with fewer givens has that few solutions (all 288 grids "
                                             "and every set of givens checked)"
                                           : "no puzzle of this shape with fewer givens has that few solutions (all "
                                             "its grids and every set of givens checked)";
        return n * n - g;
    }
    if (box_rows == 3 && box_cols == 3 && max_solutions == 1) {
        if (why)
            *why = "no 9x9 Sudoku with fewer than 17 clues has one solution (McGuire, Tugemann and Civario, 2012)";
        return 81 - 17;
    }
    while (missing < n && permutations <= max_solutions / (missing + 1)) /* the largest m with m! <= K */
        permutations *= ++missing;
    if (why)
        *why = max_solutions == 1 ? "the givens of a puzzle with one solution show at least N-1 of the N symbols "
                                    "(two missing symbols could be swapped in its solution)"
                                  : "givens missing m symbols leave at least m! solutions (the missing symbols "
                                    "can be permuted in a solution)";
    return n * n - (n - missing);
}
