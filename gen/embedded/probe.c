/* probe.c: a firmware that prints, as C defines, the bytes the core's own size functions ask for on the
   target (gen_bytes, sudoku_bytes, fm_gen_bytes, fm_solver_bytes): the build sizes the static arenas from it. */
#include "fillomino/gen.h"
#include "fillomino/solver.h"
#include "gen/embedded/semihost.h"
#include "gen/generator.h"

static void define(const char *name, int n, unsigned long value)
{
    sh_write("#define ");
    sh_write(name);
    sh_write_uint((unsigned long)n);
    sh_write(" ");
    sh_write_uint(value);
    sh_write("u\n");
}

int main(void)
{
    static const int sizes[4][3] = {{4, 2, 2}, {6, 2, 3}, {9, 3, 3}, {16, 4, 4}};
    int k;
    sh_write("/* arena.h: bytes per shape on this target, printed by gen/embedded/probe.c */\n");
    for (k = 0; k < 4; k++) {
        int n = sizes[k][0], r = sizes[k][1], c = sizes[k][2];
        define("FW_GEN_BYTES_", n, (unsigned long)gen_bytes(r, c));
        define("FW_SUDOKU_BYTES_", n, (unsigned long)sudoku_bytes(r, c));
        define("FW_FM_GEN_BYTES_", n, (unsigned long)fm_gen_bytes(n, n));
        define("FW_FM_SOLVER_BYTES_", n, (unsigned long)fm_solver_bytes(n, n));
    }
    return 0;
}
