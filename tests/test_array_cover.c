/* test_array_cover.c: the bench's array-based exact-cover solver (bench/array_cover.c) against the data
   sets' answers: tdoku's solution counts (capped at 2) and the unique sets' published solutions. */
#include <stdio.h>
#include <string.h>

#include "bench/array_cover.h"
#include "dlx/grid_text.h"
#include "tests/check.h"

check_counts checks;

/* Each every-th line of a file: column 2 is the solution count (counts = 1) or the unique solution. */
static void test_file(array_cover *a, const char *name, int counts, int every)
{
    char line[4096];
    FILE *f = check_open_data(name);
    long lines = 0, tried = 0, good = 0;
    uint8_t puzzle[81], want[81], got[81];
    if (f == NULL)
        return;
    while (fgets(line, sizeof line, f)) {
        char *p = strtok(line, " \n"), *s = strtok(NULL, " \n");
        size_t bad;
        int n, ok;
        if (p == NULL || p[0] == '#' || s == NULL || lines++ % every != 0)
            continue;
        n = cj_grid_parse(p, strlen(p), CJ_DEFAULT_SYMBOLS, puzzle, 9, &bad);
        if (n != 9 || (!counts && cj_grid_parse(s, strlen(s), CJ_DEFAULT_SYMBOLS, want, 9, &bad) != 9)) {
            CHECK(0, "%s: unparsable line %ld", name, lines);
            continue;
        }
        tried++;
        n = array_cover_count(a, puzzle, got);
        if (counts)
            ok = n == (atol(s) > 2 ? 2 : atol(s));
        else
            ok = n == 1 && memcmp(got, want, 81) == 0;
        if (ok)
            good++;
        else if (tried - good <= 3)
            CHECK(0, "%s line %ld: count %d or solution wrong", name, lines, n);
    }
    fclose(f);
    CHECK(tried > 0 && good == tried, "%s: %ld of %ld puzzles right", name, good, tried);
}

int main(void)
{
    static array_cover a;
    array_cover_init(&a);
    test_file(&a, "sudoku9_tdoku_test_puzzles.txt", 1, 1);
    test_file(&a, "sudoku9_royle17.txt", 0, 11);
    test_file(&a, "sudoku9_magictour_top1465.txt", 0, 1);
    test_file(&a, "sudoku9_forum_hardest_1106.txt", 0, 3);
    return check_summary();
}
