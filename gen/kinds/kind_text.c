/* kind_text.c: freestanding helpers of the kind tables (none refers to the registry, so a table links alone):
   text appended to a caller's buffer, cut rather than overrun; W x H shape defaults; a request's defaults; a count's
   verdict. */
#include <string.h>

#include "gen/kinds/kind_text.h"

#include "dlx/grid_text.h"
#include "dlx/sudoku.h"

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

/* Here rather than in kinds.c, as the next: a caller of either would pull in the registry, and with it every kind. */
void cj_gen_request_default(cj_gen_request *req)
{
    memset(req, 0, sizeof *req);
    req->level = -1;
    req->symmetry = CJ_SYM_NONE;
    req->minimal = 1;
    req->max_solutions = 1;
    req->target_empty = -1;
}

int cj_kind_count_verdict(long count)
{
    if (count < 0)
        return (int)count;
    return count == 0 ? CJ_KIND_ENOSOLUTION : count == 1 ? CJ_KIND_OK : CJ_KIND_EMANY;
}

int cj_parse_grid_token(const char *tok, size_t len, size_t indent, const char *symbols, uint8_t *grid, char *err,
                        size_t err_size)
{
    static const char hex[] = "0123456789abcdef";
    size_t bad = 0;
    int n = cj_grid_parse(tok, len, symbols, grid, SUDOKU_MAX_N, &bad);
    kind_text t;
    unsigned char ch;
    char shown[5];
    if (n >= 0)
        return n;
    kind_text_init(&t, err, err_size);
    if (len == 1) { /* one symbol, whichever: a row of a grid file read as lines, most likely */
        kind_text_str(&t, CJ_ONE_CELL_LINE);
        return -1;
    }
    if (n == CJ_TEXT_ELENGTH || n == CJ_TEXT_EEMPTY) {
        kind_text_int(&t, (long)len);
        kind_text_str(&t, " cells is not a square grid (N*N cells, N up to ");
        kind_text_int(&t, SUDOKU_MAX_N);
        kind_text_str(&t, ")");
        return -1;
    }
    ch = (unsigned char)tok[bad];
    if (ch >= 32 && ch < 127) { /* the symbol itself, quoted */
        shown[0] = '\'';
        shown[1] = (char)ch;
        shown[2] = '\'';
        shown[3] = '\0';
        kind_text_str(&t, "unknown symbol ");
    } else { /* a byte that does not print: its value */
        shown[0] = '0';
        shown[1] = 'x';
        shown[2] = hex[ch >> 4];
        shown[3] = hex[ch & 15];
        shown[4] = '\0';
        kind_text_str(&t, "unknown byte ");
    }
    kind_text_str(&t, shown);
    kind_text_str(&t, " at column ");
    kind_text_int(&t, (long)(indent + bad) + 1);
    return -1;
}

int kind_level_below_any(const cj_gen_request *req, char *buf, size_t size)
{
    if (req->level >= -1)
        return 0;
    kind_text_say(buf, size, "level ", req->level, " is none: -1 asks for any level, 0 and up name one");
    return 1;
}
