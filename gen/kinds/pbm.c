/* pbm.c: reads a Netpbm bitmap (P1 text or P4 binary, 1 = black) into one byte per pixel, for
   `bin/gen --variant nonogram --image`; a bad file gets a message naming the file, line and problem (host only). */
#include "gen/kinds/pbm.h"

#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <string.h>

typedef struct pbm_reader {
    FILE *f;
    const char *path;
    int line;
    char *err;
    size_t err_size;
} pbm_reader;

static int fail(pbm_reader *r, const char *problem)
{
    snprintf(r->err, r->err_size, "%s:%d: %s", r->path, r->line, problem);
    return -1;
}

/* The next character after blanks and '#' comments (counting lines), or EOF. */
static int next_visible(pbm_reader *r)
{
    int c;
    for (;;) {
        c = getc(r->f);
        if (c == '#')
            while (c != '\n' && c != EOF)
                c = getc(r->f);
        if (c == '\n')
            r->line++;
        if (c == EOF || !isspace(c))
            return c;
    }
}

/* A header number (width or height) from 1 to max. */
static int header_number(pbm_reader *r, int max, const char *what, int *value)
{
    int c = next_visible(r);
    long v = 0;
    char msg[96];
    if (c == EOF || !isdigit(c)) {
        snprintf(msg, sizeof msg, "expected the %s (a number), found %s", what, c == EOF ? "the end" : "other text");
        return fail(r, msg);
    }
    for (; c != EOF && isdigit(c); c = getc(r->f)) /* every digit read; past 100000 only "over" is said */
        if (v <= 100000)
            v = v * 10 + (c - '0');
    if (v < 1 || v > max) {
        if (v > 100000)
            snprintf(msg, sizeof msg, "the %s is over 100000; Nonograms take 1 to %d", what, max);
        else
            snprintf(msg, sizeof msg, "the %s is %ld; Nonograms take 1 to %d", what, v, max);
        return fail(r, msg);
    }
    if (c == '\n')
        r->line++;
    else if (c != EOF && !isspace(c))
        return fail(r, "a number in the header runs into other text");
    *value = (int)v;
    return 0;
}

static int read_pixels(pbm_reader *r, int binary, int w, int h, uint8_t *cells)
{
    int x, y, c = 0;
    char msg[96];
    for (y = 0; y < h; y++) {
        for (x = 0; x < w; x++) {
            if (binary) {
                if (x % 8 == 0 && (c = getc(r->f)) == EOF)
                    break;
                cells[y * w + x] = (uint8_t)((c >> (7 - x % 8)) & 1);
                continue;
            }
            c = next_visible(r);
            if (c != '0' && c != '1')
                break;
            cells[y * w + x] = (uint8_t)(c - '0');
        }
        if (x < w) {
            if (!binary && c != EOF) {
                snprintf(msg, sizeof msg, "pixel %d of row %d is '%c', not 0 or 1", x + 1, y + 1, c);
                return fail(r, msg);
            }
            snprintf(msg, sizeof msg, "the file ends in row %d of %d", y + 1, h);
            return fail(r, msg);
        }
    }
    if (next_visible(r) != EOF) { /* more pixels than the header says, or a second image: one is read */
        snprintf(msg, sizeof msg, "the file goes on after the header's %dx%d pixels (one image is read)", w, h);
        return fail(r, msg);
    }
    return 0;
}

int pbm_read_stream(FILE *f, const char *name, int max_side, uint8_t *cells, int *width, int *height, char *err,
                    size_t err_size)
{
    pbm_reader r;
    int magic = getc(f), c;
    r.f = f;
    r.path = name;
    r.line = 1;
    r.err = err;
    r.err_size = err_size;
    if (magic == EOF && ferror(f)) { /* a directory, or a read error: the system's reason */
        snprintf(err, err_size, "%s: %s", name, strerror(errno));
        return -1;
    }
    if (magic == EOF)
        return fail(&r, "the file is empty");
    if ((magic = magic == 'P' ? getc(f) : 0) != '1' && magic != '4')
        return fail(&r, "not a PBM bitmap (P1 or P4: netpbm converts others, e.g. `pngtopnm x.png | pamditherbw | "
                        "pamtopnm`)");
    if ((c = getc(f)) != EOF && !isspace(c) && c != '#') /* "P13": no magic number, P1 or P4, ends there */
        return fail(&r, "not a PBM bitmap: its magic number P1 or P4 runs into other text");
    if (c != EOF)
        ungetc(c, f);
    if (header_number(&r, max_side, "width", width) != 0 || header_number(&r, max_side, "height", height) != 0)
        return -1;
    return read_pixels(&r, magic == '4', *width, *height, cells);
}

int pbm_read(const char *path, int max_side, uint8_t *cells, int *width, int *height, char *err, size_t err_size)
{
    FILE *f;
    int rc;
    if (strcmp(path, "-") == 0) /* a lone '-': standard input, as for every file the tools read */
        return pbm_read_stream(stdin, "stdin", max_side, cells, width, height, err, err_size);
    f = fopen(path, "rb");
    if (f == NULL) {
        snprintf(err, err_size, "%s: %s", path, strerror(errno));
        return -1;
    }
    rc = pbm_read_stream(f, path, max_side, cells, width, height, err, err_size);
    fclose(f);
    return rc;
}
