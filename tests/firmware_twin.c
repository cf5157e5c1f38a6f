/* firmware_twin.c: the firmware's Sudoku generator built for the host with the firmware's engine flags
   (gen/embedded/build.sh): prints `bin/gen --size N -n COUNT --seed SEED`'s lines as that engine makes them. */
#include <stdio.h>
#include <stdlib.h>

#include "dlx/grid_text.h"
#include "dlx/rng.h"
#include "dlx/shape.h"
#include "gen/generator.h"
#include "tests/make_gen.h"

int main(int argc, char **argv)
{
    int n, count, i, box_rows, box_cols;
    unsigned long long seed;
    uint8_t puzzle[16 * 16], solution[16 * 16];
    char line[16 * 16 + 1];
    generator *g;
    if (argc != 4 || (n = atoi(argv[1])) < 1 || n > 16 || cj_default_box(n, &box_rows, &box_cols) != 0 ||
        (count = atoi(argv[2])) < 1) {
        fprintf(stderr, "usage: firmware_twin N COUNT SEED (N up to 16, with bin/gen's default box)\n");
        return 2;
    }
    seed = strtoull(argv[3], NULL, 10);
    g = make_gen(box_rows, box_cols, GEN_RANDOM, GEN_SYM_NONE, 1, -1);
    if (g == NULL) {
        fprintf(stderr, "firmware_twin: no generator for %dx%d\n", n, n);
        return 1;
    }
    for (i = 0; i < count; i++) {
        cj_rng rng;
        cj_rng_seed(&rng, (uint64_t)seed, (uint64_t)i);
        if (gen_puzzle(g, &rng, puzzle, solution) < 0 || cj_grid_format(puzzle, n, CJ_DEFAULT_SYMBOLS, line) != 0) {
            fprintf(stderr, "firmware_twin: puzzle %d failed\n", i);
            free(g);
            return 1;
        }
        puts(line);
    }
    free(g);
    return ferror(stdout) || fflush(stdout) != 0;
}
