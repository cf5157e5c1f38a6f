/* firmware.c: coverjar's demo firmware: generates Sudoku puzzles and Fillomino boards from fixed seeds in
   one static arena and prints them by semihosting, byte for byte as `bin/gen` / `bin/fillomino` print them. */
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "dlx/rng.h"
#include "fillomino/format.h"
#include "fillomino/gen.h"
#include "gen/embedded/semihost.h"
#include "gen/embedded/start.h"
#include "gen/generator.h"
#include "arena.h" /* generated: FW_GEN_BYTES_<N>, FW_FM_GEN_BYTES_<N> on this target */

/* What to make (set by the build): FW_SUDOKU_N 0 or 4/6/9/16, FW_FILLOMINO_N 0 or a side. */
#ifndef FW_SUDOKU_N
#define FW_SUDOKU_N 9
#endif
#ifndef FW_SUDOKU_COUNT
#define FW_SUDOKU_COUNT 5
#endif
#ifndef FW_SUDOKU_SEED
#define FW_SUDOKU_SEED 7
#endif
#ifndef FW_FILLOMINO_N
#define FW_FILLOMINO_N 0
#endif
#ifndef FW_FILLOMINO_COUNT
#define FW_FILLOMINO_COUNT 3
#endif
#ifndef FW_FILLOMINO_SEED
#define FW_FILLOMINO_SEED 7
#endif

#define FW_CAT2(a, b) a##b
#define FW_CAT(a, b) FW_CAT2(a, b)

#if FW_SUDOKU_N > 0
#define FW_SUDOKU_ARENA FW_CAT(FW_GEN_BYTES_, FW_SUDOKU_N)
#else
#define FW_SUDOKU_ARENA 0u
#endif
#if FW_FILLOMINO_N > 0
#define FW_FILLOMINO_ARENA FW_CAT(FW_FM_GEN_BYTES_, FW_FILLOMINO_N)
#else
#define FW_FILLOMINO_ARENA 0u
#endif
/* One arena, used by one generator at a time. */
#define FW_ARENA_BYTES (FW_SUDOKU_ARENA > FW_FILLOMINO_ARENA ? FW_SUDOKU_ARENA : FW_FILLOMINO_ARENA)

static union {
    uint64_t align;
    unsigned char bytes[FW_ARENA_BYTES];
} arena;

/* On QEMU's MPS2 boards the FPGA's COUNTER register runs at 25 MHz of virtual time; with -icount shift=0
   one instruction is 1 ns, so 40 instructions per tick: a deterministic instruction count. */
static uint32_t mps2_counter(void)
{
#if defined(FW_MPS2)
    return *(volatile const uint32_t *)0x40028018u;
#else
    return 0;
#endif
}

static void report_time(const char *what, long start, uint32_t ticks, int count)
{
    long end = sh_clock_cs();
    uint32_t elapsed = mps2_counter() - ticks;
    sh_write("# ");
    sh_write(what);
    sh_write(": ");
    sh_write_uint((unsigned long)count);
    sh_write(" in ");
    sh_write_uint(start >= 0 && end >= start ? (unsigned long)(end - start) * 10u : 0u);
    sh_write(" ms of emulation (host clock)");
    if (elapsed != 0) {
        sh_write(", ");
        sh_write_uint((unsigned long)(elapsed / 25u));
        sh_write(" thousand instructions (-icount shift=0)");
    }
    sh_write("\n");
}

#if FW_SUDOKU_N > 0
static int box_rows_of(int n) { return n == 6 ? 2 : n == 16 ? 4 : n == 9 ? 3 : 2; }

/* bin/gen --size N -n COUNT --seed SEED: puzzle i from stream i, printed as a line ('.' empty). */
static int make_sudoku(void)
{
    static const char symbols[] = "123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
    uint8_t puzzle[FW_SUDOKU_N * FW_SUDOKU_N], solution[FW_SUDOKU_N * FW_SUDOKU_N];
    char line[FW_SUDOKU_N * FW_SUDOKU_N + 2];
    gen_options o;
    generator *g;
    cj_rng rng;
    int i, k;
    long start = sh_clock_cs();
    uint32_t ticks = mps2_counter();
    const int n = FW_SUDOKU_N, n2 = FW_SUDOKU_N * FW_SUDOKU_N;
    o.box_rows = box_rows_of(n);
    o.box_cols = n / o.box_rows;
    o.strategy = GEN_RANDOM;
    o.symmetry = GEN_SYM_NONE;
    o.max_solutions = 1;
    o.target_empty = -1;
    o.level = NULL;
    o.level_ctx = NULL;
    o.want_level = 0;
    o.keep_going = NULL;
    o.keep_going_ctx = NULL;
    if (gen_bytes(o.box_rows, o.box_cols) > sizeof arena.bytes) {
        sh_write("# arena too small for the Sudoku generator\n");
        return 3;
    }
    g = gen_init(arena.bytes, sizeof arena.bytes, &o);
    if (g == NULL) {
        sh_write("# gen_init failed\n");
        return 3;
    }
    for (i = 0; i < FW_SUDOKU_COUNT; i++) {
        cj_rng_seed(&rng, (uint64_t)FW_SUDOKU_SEED, (uint64_t)i);
        if (gen_puzzle(g, &rng, puzzle, solution) < 0) {
            sh_write("error\n");
            return 4;
        }
        for (k = 0; k < n2; k++)
            line[k] = puzzle[k] == 0 ? '.' : symbols[puzzle[k] - 1];
        line[n2] = '\n';
        line[n2 + 1] = '\0';
        sh_write(line);
    }
    report_time("sudoku puzzles", start, ticks, FW_SUDOKU_COUNT);
    return 0;
}
#endif

#if FW_FILLOMINO_N > 0
/* bin/fillomino gen --size N -n COUNT --seed SEED --format line, with that tool's default options. */
static int make_fillomino(void)
{
    enum { N = FW_FILLOMINO_N, CELLS = FW_FILLOMINO_N * FW_FILLOMINO_N };
    fm_val puzzle[CELLS], solution[CELLS];
    char text[8 * CELLS + 64]; /* fm_text_bytes(N, N) + 1, checked below */
    fm_gen_opts o;
    fm_gen_stats st;
    fm_gen *g;
    cj_rng rng;
    int i;
    long start = sh_clock_cs();
    uint32_t ticks = mps2_counter();
    memset(&o, 0, sizeof o); /* the defaults of bin/fillomino gen */
    o.max_solutions = 1;
    o.target_empty = -1;
    o.strategy = FM_STRAT_RANDOM;
    o.symmetry = FM_SYM_ROT180;
    o.regions_first = 0;
    o.max_region = fm_default_max_region(N, N);
    if (o.max_region > CELLS)
        o.max_region = CELLS;
    if (fm_gen_bytes(N, N) > sizeof arena.bytes || fm_text_bytes(N, N) + 1 > sizeof text) {
        sh_write("# arena or text buffer too small for the Fillomino generator\n");
        return 3;
    }
    g = fm_gen_init(arena.bytes, sizeof arena.bytes, N, N);
    if (g == NULL) {
        sh_write("# fm_gen_init failed\n");
        return 3;
    }
    for (i = 0; i < FW_FILLOMINO_COUNT; i++) {
        size_t len;
        cj_rng_seed(&rng, (uint64_t)FW_FILLOMINO_SEED, (uint64_t)i);
        if (fm_gen_puzzle(g, &o, &rng, puzzle, solution, &st) != 0) {
            sh_write("error\n");
            return 4;
        }
        len = fm_write_line(text, puzzle, N, N);
        text[len] = '\n';
        text[len + 1] = '\0';
        sh_write(text);
    }
    report_time("fillomino puzzles", start, ticks, FW_FILLOMINO_COUNT);
    return 0;
}
#endif

int main(void)
{
    int rc = 0;
    sh_write("# arena ");
    sh_write_uint((unsigned long)sizeof arena.bytes);
    sh_write(" bytes\n");
#if FW_SUDOKU_N > 0
    rc = make_sudoku();
#endif
#if FW_FILLOMINO_N > 0
    if (rc == 0)
        rc = make_fillomino();
#endif
    sh_write("# stack used ");
    sh_write_uint(cj_stack_used());
    sh_write(" of ");
    sh_write_uint(cj_stack_size());
    sh_write(" bytes\n");
    return rc;
}
