/* kind_text.c: freestanding helpers of the kind tables (none refers to the registry, so a table links alone):
   text appended to a caller's buffer, cut rather than overrun; W x H shape defaults; a count's verdict. */
#include "gen/kinds/kind_text.h"

void kind_text_init(kind_text *t, char *buf, size_t size)
{
    t->buf = buf;
    t->size = size;
    t->len = 0;
    t->cut = 0;
    if (size > 0)
        buf[0] = '\0';
}

void kind_text_str(kind_text *t, const char *s)
{
    while (*s && t->len + 1 < t->size)
        t->buf[t->len++] = *s++;
    if (*s)
        t->cut = 1;
    if (t->size > 0)
        t->buf[t->len] = '\0';
}

void kind_text_int(kind_text *t, long v)
{
    char digits[24];
    int k = 0;
    unsigned long u = v < 0 ? 0ul - (unsigned long)v : (unsigned long)v;
    if (v < 0)
        kind_text_str(t, "-");
    do {
        digits[k++] = (char)('0' + u % 10);
        u /= 10;
    } while (u);
    while (k > 0) {
        char one[2];
        one[0] = digits[--k];
        one[1] = '\0';
        kind_text_str(t, one);
    }
}

void kind_text_cell(kind_text *t, int cell, int width)
{
    kind_text_str(t, "r");
    kind_text_int(t, cell / width + 1);
    kind_text_str(t, "c");
    kind_text_int(t, cell % width + 1);
}

void kind_text_say(char *buf, size_t size, const char *s1, long v, const char *s2)
{
    kind_text t;
    kind_text_init(&t, buf, size);
    kind_text_str(&t, s1);
    if (s2 != NULL) {
        kind_text_int(&t, v);
        kind_text_str(&t, s2);
    }
}

void kind_shape_rectangle(cj_shape *shape, int side)
{
    if (shape->width == 0 && shape->height == 0)
        shape->width = shape->height = side;
    if (shape->height == 0)
        shape->height = shape->width;
    if (shape->width == 0)
        shape->width = shape->height;
}

/* Here rather than in kinds.c: a table that calls it would pull in the registry, and with it every kind. */
int cj_kind_count_verdict(long count)
{
    if (count < 0)
        return (int)count;
    return count == 0 ? CJ_KIND_ENOSOLUTION : count == 1 ? CJ_KIND_OK : CJ_KIND_EMANY;
}
