/* firmware_twin.c: the firmware's Sudoku generator built for the host with the firmware's engine flags
   (gen/embedded/build.sh): prints `bin/gen --size N -n COUNT --seed SEED`'s lines as that engine makes them. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dlx/rng.h"
#include "gen/generator.h"
#include "tests/make_gen.h"

int main(int argc, char **argv)
{
    static const char symbols[] = "123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
    int n, count, i, k, box_rows;
    unsigned long long seed;
    uint8_t puzzle[64 * 64], solution[64 * 64];
    generator *g;
    if (argc != 4 || (n = atoi(argv[1])) < 4 || n > 16 || (count = atoi(argv[2])) < 1) {
        fprintf(stderr, "usage: firmware_twin N COUNT SEED (N: 4, 6, 8, 9, 16, as the firmware builds them)\n");
        return 2;
    }
    seed = strtoull(argv[3], NULL, 10);
    box_rows = n == 6 ? 2 : n == 16 ? 4 : n == 9 ? 3 : 2; /* the firmware's shapes */
    g = make_gen(box_rows, n / box_rows, GEN_RANDOM, GEN_SYM_NONE, 1, -1);
    if (g == NULL) {
        fprintf(stderr, "firmware_twin: no generator for %dx%d\n", n, n);
        return 1;
    }
    for (i = 0; i < count; i++) {
        cj_rng rng;
        cj_rng_seed(&rng, (uint64_t)seed, (uint64_t)i);
        if (gen_puzzle(g, &rng, puzzle, solution) < 0) {
            fprintf(stderr, "firmware_twin: puzzle %d failed\n", i);
            free(g);
            return 1;
        }
        for (k = 0; k < n * n; k++)
            putchar(puzzle[k] == 0 ? '.' : symbols[puzzle[k] - 1]);
        putchar('\n');
    }
    free(g);
    return ferror(stdout) || fflush(stdout) != 0;
}
