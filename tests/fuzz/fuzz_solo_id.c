/* fuzz_solo_id.c: fuzz target for Simon Tatham's Solo game ids: decode, and a decoded grid encodes
   to an id that decodes to the same grid. */
#include "tests/fuzz/fuzz.h"
#include "gen/tatham.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static uint8_t grid[64 * 64], again[64 * 64];
    static char id[64 * 64 * 3 + 16];
    char *s = fuzz_string(data, size);
    int br, bc, br2, bc2, n, len;
    size_t bad = 0;

    n = tatham_decode(s, grid, &br, &bc, &bad);
    if (n > 0) {
        if (n > 64 || br * bc != n)
            abort();
        len = tatham_encode(grid, br, bc, id, sizeof id);
        if (len < 0 || tatham_decode(id, again, &br2, &bc2, &bad) != n || br2 != br || bc2 != bc ||
            memcmp(grid, again, (size_t)n * (size_t)n) != 0)
            abort(); /* the round trip keeps the grid */
    } else if (bad > size) {
        abort();
    }
    free(s);
    return 0;
}
