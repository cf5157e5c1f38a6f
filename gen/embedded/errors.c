/* errors.c: a firmware that asks the core for what it cannot give (blocks short or off the 8-byte boundary, bad
   options, shapes the 16-bit engine cannot hold) and prints "# ok WHAT" when an error comes back, else "# FAIL WHAT". */
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "dlx/latin.h"
#include "dlx/nonogram.h"
#include "dlx/rng.h"
#include "fillomino/gen.h"
#include "gen/embedded/semihost.h"
#include "gen/embedded/start.h"
#include "gen/generator.h"
#include "arena.h" /* generated: FW_GEN_BYTES_9, FW_FM_GEN_BYTES_6 on this target */

#define ERR_ARENA (FW_GEN_BYTES_9 > FW_FM_GEN_BYTES_6 ? FW_GEN_BYTES_9 : FW_FM_GEN_BYTES_6)

static union {
    uint64_t align;
    unsigned char bytes[ERR_ARENA + 8];
} arena;

static void expect(int *failed, int ok, const char *what)
{
    sh_write(ok ? "# ok " : "# FAIL ");
    sh_write(what);
    sh_write("\n");
    *failed += !ok;
}

static void sudoku_errors(int *failed)
{
    gen_options o;
    size_t b = gen_bytes(3, 3);
    memset(&o, 0, sizeof o);
    o.box_rows = 3, o.box_cols = 3, o.max_solutions = 1, o.target_empty = -1;
    expect(failed, gen_init(arena.bytes, b - 1, &o) == NULL, "gen_init: a block one byte short: NULL");
    expect(failed, gen_init(arena.bytes + 4, b, &o) == NULL, "gen_init: a block off the 8-byte boundary: NULL");
    expect(failed, gen_init(NULL, b, &o) == NULL && gen_init(arena.bytes, b, NULL) == NULL,
           "gen_init: NULL memory or options: NULL");
    o.max_solutions = 0;
    expect(failed, gen_init(arena.bytes, b, &o) == NULL, "gen_init: max_solutions 0: NULL");
    o.max_solutions = 1, o.target_empty = 82;
    expect(failed, gen_init(arena.bytes, b, &o) == NULL, "gen_init: 82 empties on a 9x9: NULL");
    o.target_empty = -1, o.strategy = GEN_SYMMETRIC, o.symmetry = (gen_symmetry)9;
    expect(failed, gen_init(arena.bytes, b, &o) == NULL, "gen_init: unknown symmetry: NULL");
    o.strategy = GEN_RANDOM, o.symmetry = GEN_SYM_NONE, o.box_rows = 0;
    expect(failed, gen_init(arena.bytes, sizeof arena.bytes, &o) == NULL, "gen_init: a 0x3 box: NULL");
    expect(failed, gen_bytes(5, 5) != 0 && gen_bytes(6, 6) == 0 && gen_bytes(3, 9) == 0,
           "gen_bytes: 25x25 held, 36x36 and 27x27 not (16-bit indices): 0");
}

static void other_errors(int *failed)
{
    fm_gen_opts fo;
    fm_gen_stats st;
    fm_val puzzle[36], solution[36];
    cj_rng rng;
    fm_gen *g;
    expect(failed, fm_gen_init(arena.bytes, fm_gen_bytes(6, 6) - 1, 6, 6) == NULL,
           "fm_gen_init: a block one byte short: NULL");
    expect(failed, fm_gen_bytes(0, 6) == 0 && fm_gen_init(arena.bytes, sizeof arena.bytes, 0, 6) == NULL,
           "fm_gen_bytes, fm_gen_init: a 0x6 board: 0, NULL");
    g = fm_gen_init(arena.bytes, fm_gen_bytes(6, 6), 6, 6);
    memset(&fo, 0, sizeof fo);
    fo.max_solutions = 1, fo.target_empty = 37;
    cj_rng_seed(&rng, 1, 0);
    expect(failed, g != NULL && fm_gen_puzzle(g, &fo, &rng, puzzle, solution, &st) < 0,
           "fm_gen_puzzle: 37 empties on a 6x6: an error");
    fo.target_empty = -1, fo.strategy = FM_STRAT_SYMMETRIC, fo.symmetry = 17;
    expect(failed, g != NULL && fm_gen_puzzle(g, &fo, &rng, puzzle, solution, &st) < 0,
           "fm_gen_puzzle: unknown symmetry: an error");
    /* The Nonogram line solver needs no engine: sized for its shape, it refuses a short block and a longer line. */
    {
        static const uint8_t runs[1] = {2};
        uint8_t cells[6] = {0, 0, 0, 0, 0, 0};
        ng_logic *lg = ng_logic_init(arena.bytes, ng_logic_bytes(5, 5), 5, 5);
        expect(failed, ng_logic_init(arena.bytes, ng_logic_bytes(5, 5) - 1, 5, 5) == NULL,
               "ng_logic_init: a block one byte short: NULL");
        expect(failed, ng_logic_bytes(65, 1) == 0 && ng_logic_init(arena.bytes, sizeof arena.bytes, 65, 1) == NULL,
               "ng_logic_bytes, ng_logic_init: a 65x1 board: 0, NULL");
        expect(failed,
               lg != NULL && ng_line_deduce(lg, runs, 1, cells, 6) == NG_ESHAPE &&
                   ng_line_deduce(lg, runs, 1, cells, 5) == 0,
               "ng_line_deduce: a 6-cell line on a 5x5 line solver: NG_ESHAPE");
    }
    /* The computed node layout holds Sudoku only: the other engines' sizes are 0. */
    expect(failed, ng_solver_bytes(5, 5) == 0 && ng_solver_init(arena.bytes, sizeof arena.bytes, 5, 5) == NULL,
           "ng_solver_bytes, ng_solver_init on the computed layout: 0, NULL");
    expect(failed, latin_bytes(5, 0, 0) == 0 && latin_init(arena.bytes, sizeof arena.bytes, 5, 0, 0) == NULL,
           "latin_bytes, latin_init on the computed layout: 0, NULL");
}

int main(void)
{
    int failed = 0;
    gen_options o;
    generator *g;
    cj_rng rng;
    uint8_t puzzle[81], solution[81];
    sudoku_errors(&failed);
    other_errors(&failed);
    /* After every refusal the arena still makes a puzzle. */
    memset(&o, 0, sizeof o);
    o.box_rows = 3, o.box_cols = 3, o.max_solutions = 1, o.target_empty = -1;
    g = gen_init(arena.bytes, sizeof arena.bytes, &o);
    cj_rng_seed(&rng, 7, 0);
    expect(&failed, g != NULL && gen_puzzle(g, &rng, puzzle, solution) > 0, "then a 9x9 puzzle, as before");
    sh_write("# stack used ");
    sh_write_uint(cj_stack_used());
    sh_write(" of ");
    sh_write_uint(cj_stack_size());
    sh_write(" bytes\n");
    return failed;
}
