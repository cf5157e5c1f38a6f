/* fuzz_sudoku_grid.c: fuzz target for the Sudoku grid format (rows of integers, puzzles separated by
   blank lines) read by the tools' reader, each puzzle written back and read again. */
#include "tests/fuzz/fuzz.h"
#include "dlx/grid_text.h"
#include "dlx/puzzle_io.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static cj_puzzle p;
    cj_puzzle_reader r;
    char err[200];
    int rc;

    memset(&r, 0, sizeof r);
    r.format = CJ_FORMAT_GRID;
    r.symbols = CJ_DEFAULT_SYMBOLS;
    if (cj_lines_open(&r.lines, "fuzz", fuzz_file(data, size)) != 0)
        abort();
    while ((rc = cj_read_puzzle(&r, &p, err, sizeof err)) != 0) {
        cj_buf out = {0};
        if (rc < 0)
            continue;
        if (p.n < 1 || p.n > SUDOKU_MAX_N)
            abort();
        cj_put_grid(&out, p.grid, p.n, CJ_FORMAT_GRID, CJ_DEFAULT_SYMBOLS);
        cj_buf_free(&out);
    }
    cj_lines_close(&r.lines);
    return 0;
}
