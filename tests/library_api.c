/* library_api.c: the installed headers' contract for bad arguments, as an application meets it: every init refuses
   NULL memory, a block too small or not 8-byte aligned, and bad shapes or options with NULL, and no size overflows. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "classify/features.h"
#include "dlx/latin.h"
#include "dlx/nonogram.h"
#include "fillomino/gen.h"
#include "gen/generator.h"
#include "gen/nonogram_gen.h"

/* One block, 8-byte aligned, for every init in turn; big enough for the largest shape tried here. */
static union {
    uint64_t align;
    unsigned char bytes[1 << 22];
} arena;

static int failed;

static void expect(int ok, const char *what)
{
    printf("%s %s\n", ok ? "ok" : "FAIL", what);
    fflush(stdout);
    failed += !ok;
}

int main(void)
{
    unsigned char *mem = arena.bytes, *odd = arena.bytes + 1;
    size_t all = sizeof arena.bytes;
    gen_options o;
    memset(&o, 0, sizeof o);
    o.box_rows = 3, o.box_cols = 3, o.max_solutions = 1, o.target_empty = -1;

    /* Sizes: 0 for an impossible shape, the arithmetic never overflowing an int. */
    expect(gen_bytes(100000, 100000) == 0 && sudoku_bytes(100000, 100000) == 0, "gen_bytes, sudoku_bytes: huge box 0");
    expect(sudoku_bytes(65, 1) == 0 && sudoku_bytes(0, 3) == 0 && sudoku_bytes(3, -3) == 0, "sudoku_bytes: bad box 0");
    expect(dlx_bytes(2000000000, 2000000000, 1, 1) == 0, "dlx_bytes: items past INT_MAX 0");
    expect(dlx_bytes_coloured(2000000000, 2000000000, 1, 1) == 0, "dlx_bytes_coloured: items past INT_MAX 0");
    expect(latin_bytes(4, 1 << 20, 1 << 20) == 0 && latin_bytes(6, 2, 2) == 0, "latin_bytes: box not N 0");
    expect(fm_gen_bytes(0, 5) == 0 && ng_solver_bytes(65, 5) == 0 && classify_ctx_bytes(9, 9) == 0,
           "fm_gen_bytes, ng_solver_bytes, classify_ctx_bytes: bad shape 0");

    /* Every init: a fitting block works; NULL, one byte short, and a block off the 8-byte boundary give NULL. */
    {
        size_t b = gen_bytes(3, 3);
        expect(gen_init(mem, b, &o) != NULL, "gen_init: aligned block of gen_bytes");
        expect(gen_init(NULL, b, &o) == NULL && gen_init(mem, b - 1, &o) == NULL, "gen_init: NULL or short block NULL");
        expect(gen_init(odd, b, &o) == NULL, "gen_init: block not 8-byte aligned NULL");
    }
    {
        size_t b = sudoku_bytes(3, 3);
        expect(sudoku_init(mem, b, 3, 3) != NULL, "sudoku_init: aligned block");
        expect(sudoku_init(NULL, b, 3, 3) == NULL && sudoku_init(mem, b - 1, 3, 3) == NULL, "sudoku_init: NULL or short NULL");
        expect(sudoku_init(odd, b, 3, 3) == NULL, "sudoku_init: block not 8-byte aligned NULL");
    }
    {
        size_t b = dlx_bytes(3, 1, 4, 8), c = dlx_bytes_coloured(3, 1, 4, 8);
        expect(dlx_init(mem, b, 3, 1, 4, 8) != NULL && dlx_init_coloured(mem, c, 3, 1, 4, 8) != NULL, "dlx_init: aligned block");
        expect(dlx_init(NULL, b, 3, 1, 4, 8) == NULL && dlx_init(mem, b - 1, 3, 1, 4, 8) == NULL, "dlx_init: NULL or short NULL");
        expect(dlx_init(odd, b, 3, 1, 4, 8) == NULL, "dlx_init: block not 8-byte aligned NULL");
        expect(dlx_init_coloured(odd, c, 3, 1, 4, 8) == NULL, "dlx_init_coloured: block not 8-byte aligned NULL");
    }
    {
        size_t b = latin_bytes(5, 0, 0);
        expect(latin_init(mem, b, 5, 0, 0) != NULL, "latin_init: aligned block");
        expect(latin_init(NULL, b, 5, 0, 0) == NULL && latin_init(mem, b - 1, 5, 0, 0) == NULL, "latin_init: NULL or short NULL");
        expect(latin_init(odd, b, 5, 0, 0) == NULL, "latin_init: block not 8-byte aligned NULL");
        expect(latin_init(mem, all, 4, 1 << 20, 1 << 20) == NULL, "latin_init: huge box NULL");
    }
    {
        size_t b = classify_ctx_bytes(3, 3);
        expect(classify_ctx_init(mem, b, 3, 3) != NULL && classify_ctx_init(odd, b, 3, 3) == NULL,
               "classify_ctx_init: aligned works, not aligned NULL");
    }
    /* The Fillomino and Nonogram inits align the block themselves (their _bytes allow for it). */
    expect(fm_gen_init(odd, fm_gen_bytes(6, 6), 6, 6) != NULL && fm_gen_init(mem, fm_gen_bytes(6, 6) - 1, 6, 6) == NULL,
           "fm_gen_init: any alignment, short NULL");
    expect(ng_solver_init(odd, ng_solver_bytes(5, 5), 5, 5) != NULL, "ng_solver_init: any alignment");
    expect(ng_logic_bytes(0, 5) == 0 && ng_logic_bytes(5, 65) == 0 &&
               ng_logic_init(odd, ng_logic_bytes(5, 7), 5, 7) != NULL &&
               ng_logic_init(mem, ng_logic_bytes(5, 7) - 1, 5, 7) == NULL &&
               ng_logic_init(NULL, 1 << 20, 5, 7) == NULL,
           "ng_logic_bytes, ng_logic_init: bad shape 0, any alignment, short or NULL NULL");
    expect(ng_gen_work_bytes(0, 5) == 0 && ng_gen_work_bytes(65, 5) == 0 &&
               ng_gen_work_init(odd, ng_gen_work_bytes(5, 7), 5, 7) != NULL &&
               ng_gen_work_init(mem, ng_gen_work_bytes(5, 7) - 1, 5, 7) == NULL &&
               ng_gen_work_init(NULL, 1 << 20, 5, 7) == NULL,
           "ng_gen_work_bytes, ng_gen_work_init: bad shape 0, any alignment, short or NULL NULL");
    { /* Fillomino's options: one out of range is refused before any work (it was taken as some other) */
        fm_gen *g = fm_gen_init(mem, fm_gen_bytes(6, 6), 6, 6);
        fm_gen_opts fo;
        fm_val puzzle[36], solution[36];
        cj_rng rng;
        int ok = g != NULL, k;
        for (k = 0; k < 5 && ok; k++) {
            memset(&fo, 0, sizeof fo);
            fo.max_solutions = 1, fo.target_empty = -1;
            if (k == 0)
                fo.max_solutions = 0;
            else if (k == 1)
                fo.max_region = -1;
            else if (k == 2)
                fo.strategy = 9;
            else if (k == 3)
                fo.symmetry = -2;
            cj_rng_seed(&rng, 1, 0);
            ok = fm_gen_puzzle(g, &fo, &rng, puzzle, solution, NULL) == (k < 4 ? FM_ERR_OPTIONS : 0);
        }
        expect(ok, "fm_gen_puzzle: max_solutions 0, max_region -1, strategy 9, symmetry -2 refused; good options work");
    }

    /* gen_init's options: invalid ones give NULL. */
    o.strategy = (gen_strategy)7;
    expect(gen_init(mem, all, &o) == NULL, "gen_init: unknown strategy NULL");
    o.strategy = GEN_SYMMETRIC, o.symmetry = (gen_symmetry)9;
    expect(gen_init(mem, all, &o) == NULL, "gen_init: unknown symmetry NULL");
    o.strategy = GEN_RANDOM, o.symmetry = GEN_SYM_NONE, o.max_solutions = 0;
    expect(gen_init(mem, all, &o) == NULL, "gen_init: max_solutions 0 NULL");
    o.max_solutions = 1, o.target_empty = 82;
    expect(gen_init(mem, all, &o) == NULL, "gen_init: target beyond the grid NULL");
    o.target_empty = -1, o.box_rows = 0;
    expect(gen_init(mem, all, &o) == NULL, "gen_init: box 0x3 NULL");
    expect(gen_init(mem, all, NULL) == NULL, "gen_init: NULL options NULL");

    /* A size is 0, or a malloc'd block of exactly that many bytes takes the init (the sanitizer sees a write
       past it): also where 16-bit engine indices (-DDLX_INDEX_16, a microcontroller's) cannot hold a shape. */
    {
        static const int sides[] = {5, 15, 25, 40, 64};
        int k, fits = 1;
        for (k = 0; k < 5; k++) {
            int n = sides[k];
            size_t b = ng_solver_bytes(n, n);
            void *block = b != 0 ? malloc(b) : NULL;
            fits &= b == 0 || (block != NULL && ng_solver_init(block, b, n, n) != NULL);
            free(block);
        }
        expect(fits, "ng_solver_bytes: 0, or its block fits the solver (5x5 to 64x64)");
    }
    /* The Sudoku the engine's indices hold on the default node layout (dlx/dlx.h): 16 bits up to 21x21, 32 all. */
    expect(sizeof(dlx_index) == 2 ? gen_bytes(3, 7) != 0 && gen_bytes(2, 11) == 0 && sudoku_bytes(5, 5) == 0
                                  : gen_bytes(5, 5) != 0 && gen_bytes(8, 8) != 0,
           "gen_bytes: 16-bit indices hold Sudoku up to 21x21, 32-bit ones up to 64x64");
    return failed != 0;
}
