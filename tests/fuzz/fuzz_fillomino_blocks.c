/* fuzz_fillomino_blocks.c: fuzz target for the Fillomino inputs of bin/fillomino: blocks of rows with
   "# WxH" headers and "## solution" sections, and one-line puzzles, through the tool's reader. */
#include "tests/fuzz/fuzz.h"
#include "fillomino/format.h"
#include "fillomino/reader.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static fm_val cells[FM_MAX_CELLS];
    fm_reader r;
    fm_input in;
    char *s = fuzz_string(data, size);
    int w, h, n, status;
    long puzzles = 0;

    /* The row and header parsers on the text itself. */
    n = fm_parse_row(s, cells, FM_MAX_CELLS);
    if (n > FM_MAX_CELLS)
        abort();
    if (fm_parse_header(s, &w, &h) == 1 && (w < 0 || h < 0))
        abort();
    free(s);

    memset(&in, 0, sizeof in);
    in.cells = cells;
    if (fm_reader_open(&r, "fuzz", fuzz_file(data, size)) != 0)
        abort();
    while (fm_reader_next(&r, &in) == 1) {
        puzzles++;
        if (!in.bad && (in.w < 1 || in.h < 1 || (long)in.w * in.h > FM_MAX_CELLS))
            abort();
    }
    status = fm_reader_finish(&r, puzzles);
    if (status != 0 && status != 2)
        abort();
    return 0;
}
