/* fuzz_pbm.c: fuzz target for the Netpbm bitmap reader behind `bin/gen --image`: a picture read has a size
   within bounds and only 0/1 pixels; a refused one has a message naming the input. */
#include "tests/fuzz/fuzz.h"
#include "gen/kinds/pbm.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static uint8_t cells[64 * 64];
    char err[600];
    int w = 0, h = 0, rc, k;
    FILE *f;
    if (size == 0)
        return 0;
    f = fmemopen((void *)data, size, "rb");
    if (f == NULL)
        return 0;
    err[0] = '\0';
    rc = pbm_read_stream(f, "input.pbm", 64, cells, &w, &h, err, sizeof err);
    fclose(f);
    if (rc == 0) {
        if (w < 1 || h < 1 || w > 64 || h > 64)
            abort();
        for (k = 0; k < w * h; k++)
            if (cells[k] > 1)
                abort();
    } else if (rc != -1 || strncmp(err, "input.pbm:", 10) != 0) {
        abort();
    }
    return 0;
}
