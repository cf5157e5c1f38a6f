/* fuzz_kinds.c: fuzz target for every puzzle kind's parse through the kind table (cj_kinds): a puzzle
   that parses is written in each of the kind's forms, and its line form parses again to the same text. */
#include "tests/fuzz/fuzz.h"
#include "dlx/kind.h"

#define PUZZLE_BYTES (1L << 20) /* as the tools' driver */
#define TEXT_BYTES (1L << 20)

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static unsigned char puzzle[PUZZLE_BYTES], again[PUZZLE_BYTES];
    static char text[TEXT_BYTES], text2[TEXT_BYTES];
    char *s = fuzz_string(data, size), err[200];
    int k, form;
    for (k = 0; cj_kinds[k] != NULL; k++) {
        const cj_kind *kind = cj_kinds[k];
        cj_shape shape, shape2;
        long len, len2;
        memset(&shape, 0, sizeof shape);
        if (kind->parse(s, size, 0, &shape, puzzle, err, sizeof err) != CJ_KIND_OK)
            continue;
        if (shape.width < 1 || shape.height < 1 || kind->puzzle_bytes(&shape) > PUZZLE_BYTES)
            abort();
        for (form = CJ_KFMT_LINE; form <= CJ_KFMT_TATHAM; form++)
            kind->format(&shape, puzzle, NULL, form, text, sizeof text);
        len = kind->format(&shape, puzzle, NULL, CJ_KFMT_LINE, text, sizeof text);
        if (len < 0)
            abort(); /* every kind writes its line form */
        shape2 = shape;
        if (kind->parse(text, (size_t)len, 0, &shape2, again, err, sizeof err) != CJ_KIND_OK)
            abort(); /* which reads back */
        len2 = kind->format(&shape2, again, NULL, CJ_KFMT_LINE, text2, sizeof text2);
        if (len2 != len || memcmp(text, text2, (size_t)len) != 0)
            abort(); /* as the same puzzle */
    }
    free(s);
    return 0;
}
