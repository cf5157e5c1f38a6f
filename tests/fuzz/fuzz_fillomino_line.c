/* fuzz_fillomino_line.c: fuzz target for the one-line Fillomino form "WxH:CELLS" and Tatham's Filling
   ids (letter runs): a parsed board writes back in both forms and reads back the same. */
#include "tests/fuzz/fuzz.h"
#include "fillomino/format.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static fm_val cells[FM_MAX_CELLS], again[FM_MAX_CELLS];
    char *s = fuzz_string(data, size), *out;
    int w, h, w2, h2;

    if (fm_is_oneline(s) && fm_parse_oneline(s, &w, &h, cells, FM_MAX_CELLS, NULL, NULL) == 0) {
        int n = w * h;
        if (w < 1 || h < 1 || n > FM_MAX_CELLS)
            abort();
        out = malloc(fm_text_bytes(w, h));
        if (out == NULL)
            abort();
        fm_write_line(out, cells, w, h);
        if (fm_parse_oneline(out, &w2, &h2, again, FM_MAX_CELLS, NULL, NULL) != 0 || w2 != w || h2 != h ||
            memcmp(cells, again, sizeof *cells * (size_t)n) != 0)
            abort(); /* the line form keeps the board */
        if (fm_write_tatham(out, cells, w, h) >= 0 &&
            (fm_parse_oneline(out, &w2, &h2, again, FM_MAX_CELLS, NULL, NULL) != 0 || w2 != w || h2 != h ||
             memcmp(cells, again, sizeof *cells * (size_t)n) != 0))
            abort(); /* and so does the Tatham id */
        free(out);
    }
    free(s);
    return 0;
}
