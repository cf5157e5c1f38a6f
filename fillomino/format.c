/* format.c: parsing and writing of the Fillomino text forms: block rows, the one-line "WxH:" form
   and Tatham's Filling game ids, and the tools' words for options a form or board refuses. String code only. */
#include "fillomino/format.h"

#include "fillomino/gen.h"

#include <string.h>

static int is_space(char c)
{
    return c == ' ' || c == '\t';
}

/* Reads a decimal number of any length of digits at t into *v, held at FM_MAX_CELLS + 1 past that, so that a value
   or a side too large for any board reads as one out of range (000001 is 1); returns the characters used, or 0. */
static int read_number(const char *t, long *v)
{
    int i = 0;
    long x = 0;
    while (t[i] >= '0' && t[i] <= '9') {
        x = x * 10 + (t[i] - '0');
        if (x > FM_MAX_CELLS)
            x = FM_MAX_CELLS + 1;
        i++;
    }
    *v = x;
    return i;
}

int fm_parse_row(const char *text, fm_val *cells, int max_cells)
{
    int n = 0, spaced = 0;
    const char *p, *end = text + strlen(text);
    while (end > text && is_space(end[-1]))
        end--; /* blanks at the end do not make a row spaced */
    for (p = text; p < end; p++)
        if (is_space(*p) && p > text && !is_space(p[-1]))
            spaced = 1;
    while (is_space(*text))
        text++;
    p = text;
    if (!spaced) {
        for (; p < end; p++) {
            if (n >= max_cells)
                return FM_ERR_SIZE;
            if (*p == '.' || *p == '0')
                cells[n++] = 0;
            else if (*p >= '1' && *p <= '9')
                cells[n++] = (fm_val)(*p - '0');
            else
                return FM_ERR_FORMAT;
        }
        return n;
    }
    for (;;) {
        long v;
        int used;
        while (is_space(*p))
            p++;
        if (*p == '\0')
            return n;
        if (n >= max_cells)
            return FM_ERR_SIZE;
        if (*p == '.') {
            v = 0;
            used = 1;
        } else if ((used = read_number(p, &v)) == 0 || v > FM_MAX_CELLS) {
            return FM_ERR_FORMAT;
        }
        p += used;
        if (*p != '\0' && !is_space(*p))
            return FM_ERR_FORMAT;
        cells[n++] = (fm_val)v;
    }
}

/* Reads "WxH" at t; returns characters used, or 0. */
static int read_shape(const char *t, int *w, int *h)
{
    long a, b;
    int i = read_number(t, &a), j;
    *w = (int)a;
    if (i == 0 || t[i] != 'x')
        return 0;
    j = read_number(t + i + 1, &b);
    *h = (int)b;
    return j == 0 ? 0 : i + 1 + j;
}

int fm_parse_header(const char *text, int *w, int *h)
{
    int used;
    if (text[0] != '#' || text[1] != ' ')
        return 0;
    used = read_shape(text + 2, w, h);
    return used > 0 && (text[2 + used] == '\0' || is_space(text[2 + used]));
}

int fm_is_oneline(const char *text)
{
    int w, h, used = read_shape(text, &w, &h);
    return used > 0 && text[used] == ':';
}

int fm_parse_oneline(const char *text, int *w, int *h, fm_val *cells, int max_cells, int *stop, int *read)
{
    int used = read_shape(text, w, h), n, i = 0, comma = 0, rc = FM_ERR_FORMAT;
    const char *p = text;
    if (used == 0 || text[used] != ':')
        goto out;
    rc = FM_ERR_SIZE;
    if (!fm_shape_ok(*w, *h))
        goto out;
    n = *w * *h;
    if (n > max_cells)
        goto out;
    rc = FM_ERR_FORMAT;
    p = text + used + 1;
    {
        const char *q;
        for (q = p; *q && !is_space(*q); q++)
            if (*q == ',')
                comma = 1;
    }
    while (*p && !is_space(*p)) {
        if (comma) {
            long v;
            int k;
            if (*p == '.') {
                v = 0;
                k = 1;
            } else if ((k = read_number(p, &v)) == 0 || v > FM_MAX_CELLS) {
                goto out;
            }
            if (i >= n)
                goto out;
            cells[i++] = (fm_val)v;
            p += k;
            if (*p == ',')
                p++;
            else if (*p && !is_space(*p))
                goto out;
            continue;
        }
        if (*p == '.' || *p == '0' || (*p >= '1' && *p <= '9')) {
            if (i >= n)
                goto out;
            cells[i++] = (fm_val)(*p == '.' ? 0 : *p - '0');
        } else if (*p >= 'a' && *p <= 'z') {
            int run = *p - 'a' + 1;
            if (i + run > n)
                goto out;
            while (run--)
                cells[i++] = 0;
        } else {
            goto out;
        }
        p++;
    }
    if (i == n)
        rc = 0;
out:
    if (stop != NULL) {
        *stop = (int)(p - text);
        *read = i;
    }
    return rc;
}

size_t fm_text_bytes(int w, int h)
{
    return 32 + 7 * (size_t)w * (size_t)h;
}

int fm_wide_values(const fm_val *cells, int n)
{
    int i;
    for (i = 0; i < n; i++)
        if (cells[i] > 9)
            return 1;
    return 0;
}

/* Writes v in decimal; returns its length. */
static size_t put_number(char *out, unsigned v)
{
    char tmp[10]; /* 4294967295 */
    size_t k = 0, i;
    do {
        tmp[k++] = (char)('0' + v % 10);
        v /= 10;
    } while (v);
    for (i = 0; i < k; i++)
        out[i] = tmp[k - 1 - i];
    return k;
}

size_t fm_write_row(char *out, const fm_val *cells, int w, int r, int spaced)
{
    size_t len = 0;
    int c;
    for (c = 0; c < w; c++) {
        fm_val v = cells[r * w + c];
        if (spaced && c > 0)
            out[len++] = ' ';
        if (v == 0)
            out[len++] = '.';
        else
            len += put_number(out + len, v);
    }
    out[len] = '\0';
    return len;
}

size_t fm_write_line(char *out, const fm_val *cells, int w, int h)
{
    int n = w * h, i, wide = fm_wide_values(cells, n);
    size_t len = put_number(out, (unsigned)w);
    out[len++] = 'x';
    len += put_number(out + len, (unsigned)h);
    out[len++] = ':';
    for (i = 0; i < n; i++) {
        if (wide && i > 0)
            out[len++] = ',';
        if (cells[i] == 0)
            out[len++] = '.';
        else
            len += put_number(out + len, cells[i]);
    }
    if (wide && n == 1)
        out[len++] = ','; /* one wide cell: the comma says its digits are one number */
    out[len] = '\0';
    return len;
}

int fm_tatham_max_value(int w, int h)
{
    int most = w > h ? w : h;
    return most < 3 ? 3 : most > 9 ? 9 : most;
}

void fm_tatham_refusal(char *out, int w, int h)
{
    static const char over[] = "a value over ", id[] = " has no Tatham id on a ", board[] = " board";
    size_t len = sizeof over - 1;
    memcpy(out, over, len);
    len += put_number(out + len, (unsigned)fm_tatham_max_value(w, h));
    memcpy(out + len, id, sizeof id - 1);
    len += sizeof id - 1;
    len += put_number(out + len, (unsigned)w);
    out[len++] = 'x';
    len += put_number(out + len, (unsigned)h);
    memcpy(out + len, board, sizeof board); /* with its NUL */
}

static size_t put_text(char *out, const char *text)
{
    size_t n = strlen(text);
    memcpy(out, text, n + 1); /* with its NUL */
    return n;
}

/* Writes "WxH" at out; returns its length. */
static size_t put_shape(char *out, int w, int h)
{
    size_t len = put_number(out, (unsigned)w);
    out[len++] = 'x';
    return len + put_number(out + len, (unsigned)h);
}

int fm_max_region_for(int w, int h, int asked, int tatham, char *why)
{
    int most = fm_tatham_max_value(w, h), m = asked, wide = w > 1 && h > 1;
    size_t len;
    if (m < 0) {
        put_text(why, "--max-region takes a count of cells, 1 or more (0: the default)");
        return 0;
    }
    if (tatham && m > most) {
        len = put_text(why, "--format tatham: sgt-filling takes values up to ");
        len += put_number(why + len, (unsigned)most);
        len += put_text(why + len, " on a ");
        len += put_shape(why + len, w, h);
        len += put_text(why + len, " board; use --max-region ");
        len += put_number(why + len, (unsigned)most);
        put_text(why + len, " or less");
        return 0;
    }
    if (m == 0)
        m = fm_default_max_region(w, h) > most && tatham ? most : fm_default_max_region(w, h);
    if (m > w * h)
        m = w * h;
    if (!((m <= 2 && wide) || (m == 1 && w * h > 1)))
        return m;
    len = put_text(why, "--max-region ");
    len += put_number(why + len, (unsigned)m);
    len += put_text(why + len, ": no ");
    len += put_shape(why + len, w, h);
    len += put_text(why + len, " board has such regions (no two 1s, nor two 2s, may touch");
    len += put_text(why + len, wide ? ", and the cells beside a domino's long side can be neither" : "");
    len += put_text(why + len, "); use --max-region ");
    len += put_number(why + len, wide ? 3u : 2u);
    put_text(why + len, " or more");
    return 0;
}

long fm_write_tatham(char *out, const fm_val *cells, int w, int h)
{
    int n = w * h, i = 0, most = fm_tatham_max_value(w, h);
    size_t len;
    for (i = 0; i < n; i++)
        if (cells[i] > most)
            return FM_ERR_VALUE;
    i = 0;
    len = put_number(out, (unsigned)w);
    out[len++] = 'x';
    len += put_number(out + len, (unsigned)h);
    out[len++] = ':';
    while (i < n) {
        if (cells[i] != 0) {
            out[len++] = (char)('0' + cells[i]);
            i++;
            continue;
        }
        {
            int run = 0;
            while (i < n && cells[i] == 0 && run < 26) {
                run++;
                i++;
            }
            out[len++] = (char)('a' + run - 1);
        }
    }
    out[len] = '\0';
    return (long)len;
}
