/* tdoku_driver.c: runs tdoku (t-dillon/tdoku, built by bin/bench from a copy given with --peers-dir) on our
   workloads: "count FILE" counts each puzzle's solutions to 2; "minimal N SEED" makes N minimal 9x9 puzzles. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "tdoku.h"

/* splitmix64: the driver's own random numbers (tdoku's minimiser keeps its own). */
static uint64_t next_random(uint64_t *state)
{
    uint64_t z = (*state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

/* A random full grid: the three diagonal boxes filled with random permutations, then tdoku's first
   solution (PuzzleJAR's start, as bin/gen makes it). */
static void random_grid(uint64_t *state, char grid[82])
{
    char start[82];
    size_t guesses;
    int box, i;
    memset(start, '.', 81);
    start[81] = 0;
    for (box = 0; box < 3; box++) {
        char digits[9] = {'1', '2', '3', '4', '5', '6', '7', '8', '9'};
        for (i = 8; i > 0; i--) {
            int j = (int)(next_random(state) % (uint64_t)(i + 1));
            char t = digits[i];
            digits[i] = digits[j];
            digits[j] = t;
        }
        for (i = 0; i < 9; i++)
            start[(box * 3 + i / 3) * 9 + box * 3 + i % 3] = digits[i];
    }
    TdokuSolverDpllTriadSimd(start, 1, 0, grid, &guesses);
    grid[81] = 0;
}

int main(int argc, char **argv)
{
    if (argc == 3 && strcmp(argv[1], "count") == 0) {
        char line[1024], solution[82];
        size_t guesses;
        FILE *in = fopen(argv[2], "r");
        if (in == NULL)
            return perror(argv[2]), 2;
        while (fgets(line, sizeof line, in) != NULL) {
            int i;
            if (strlen(line) < 81)
                continue;
            for (i = 0; i < 81; i++)
                if (line[i] < '1' || line[i] > '9')
                    line[i] = '.';
            line[81] = 0;
            printf("%zu\n", TdokuSolverDpllTriadSimd(line, 2, 0, solution, &guesses));
        }
        fclose(in);
        return 0;
    }
    if (argc == 4 && strcmp(argv[1], "minimal") == 0) {
        long n = atol(argv[2]), k;
        uint64_t state = strtoull(argv[3], NULL, 10);
        for (k = 0; k < n; k++) {
            char grid[82];
            random_grid(&state, grid);
            TdokuMinimize(0, 0, grid);
            puts(grid);
        }
        return 0;
    }
    fprintf(stderr, "usage: tdoku_driver count FILE | minimal N SEED\n");
    return 2;
}
