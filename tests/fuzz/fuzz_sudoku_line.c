/* fuzz_sudoku_line.c: fuzz target for the Sudoku line format: the tools' reader over a whole file
   (labels, comments, every size) and the grid parser on the text itself, with a format round trip. */
#include "tests/fuzz/fuzz.h"
#include "dlx/grid_text.h"
#include "dlx/puzzle_io.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static cj_puzzle p;
    static uint8_t grid[SUDOKU_MAX_N * SUDOKU_MAX_N], again[SUDOKU_MAX_N * SUDOKU_MAX_N];
    static char text[SUDOKU_MAX_N * SUDOKU_MAX_N + 1];
    cj_puzzle_reader r;
    char err[200], *s = fuzz_string(data, size);
    size_t bad;
    int n, rc;

    n = cj_grid_parse(s, size, CJ_DEFAULT_SYMBOLS, grid, SUDOKU_MAX_N, &bad);
    if (n > 0) {
        size_t bad2;
        if (cj_grid_format(grid, n, CJ_DEFAULT_SYMBOLS, text) == 0 &&
            (cj_grid_parse(text, strlen(text), CJ_DEFAULT_SYMBOLS, again, SUDOKU_MAX_N, &bad2) != n ||
             memcmp(grid, again, (size_t)n * (size_t)n) != 0))
            abort(); /* a grid written must read back the same */
    } else if (bad > size) {
        abort(); /* the error position lies in the text */
    }
    free(s);

    memset(&r, 0, sizeof r);
    r.format = CJ_FORMAT_LINE;
    r.symbols = CJ_DEFAULT_SYMBOLS;
    if (cj_lines_open(&r.lines, "fuzz", fuzz_file(data, size)) != 0)
        abort();
    while ((rc = cj_read_puzzle(&r, &p, err, sizeof err)) != 0)
        if (rc > 0 && (p.n < 1 || p.n > SUDOKU_MAX_N || p.label == NULL))
            abort();
    cj_lines_close(&r.lines);
    return 0;
}
