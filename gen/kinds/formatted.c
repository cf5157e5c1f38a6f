/* formatted.c: a puzzle or solution in one of its kind's text forms, of any length: the kind's format called
   into a buffer that doubles until the text fits (host only; the tools and bank's printer). */
#include <stdio.h>
#include <stdlib.h>

#include "gen/kinds/driver_int.h"

long driver_put_formatted(const cj_kind *kind, const cj_shape *shape, const void *puzzle, const cj_cell *solution,
                        int form, cj_buf *out, char *why, size_t why_size)
{
    size_t size = 32 * (size_t)shape->width * (size_t)shape->height + 256;
    if (why != NULL && why_size > 0)
        why[0] = '\0';
    for (;;) {
        char *text = malloc(size);
        long len;
        if (text == NULL)
            return CJ_KIND_ESPACE;
        text[0] = '\0';
        len = kind->format(shape, puzzle, solution, form, text, size);
        if (len >= 0)
            cj_buf_put(out, text, (size_t)len);
        else if (why != NULL && len == CJ_KIND_EUNSUPPORTED)
            snprintf(why, why_size, "%s", text); /* the kind's reason, or empty */
        free(text);
        if (len != CJ_KIND_ESPACE || size > ((size_t)1 << 28))
            return len < 0 ? len : 0;
        size *= 2;
    }
}
