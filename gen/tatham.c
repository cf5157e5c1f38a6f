/* tatham.c: encoding and decoding Solo game ids (plain Sudoku: no jigsaw, killer or X variants).
   Box C columns by R rows is written "CxR", the order Solo's parameters use. */
#include "gen/tatham.h"

#include "dlx/sudoku.h"

static int put(char *out, size_t size, size_t *len, char ch)
{
    if (*len + 1 >= size)
        return -1;
    out[(*len)++] = ch;
    return 0;
}

static int put_number(char *out, size_t size, size_t *len, int v)
{
    char digits[8];
    int k = 0;
    do {
        digits[k++] = (char)('0' + v % 10);
        v /= 10;
    } while (v > 0);
    while (k > 0)
        if (put(out, size, len, digits[--k]) != 0)
            return -1;
    return 0;
}

int tatham_encode(const uint8_t *grid, int box_rows, int box_cols, char *out, size_t size)
{
    int n = box_rows * box_cols, cell, run = 0, last_was_number = 0;
    size_t len = 0;
    if (put_number(out, size, &len, box_rows) || put(out, size, &len, 'x') ||
        put_number(out, size, &len, box_cols) || put(out, size, &len, ':'))
        return -1;
    for (cell = 0; cell <= n * n; cell++) {
        if (cell < n * n && grid[cell] == 0) {
            run++;
            continue;
        }
        while (run > 0) {
            int chunk = run > 26 ? 26 : run;
            if (put(out, size, &len, (char)('a' + chunk - 1)))
                return -1;
            run -= chunk;
            last_was_number = 0;
        }
        if (cell == n * n)
            break;
        if (last_was_number && put(out, size, &len, '_'))
            return -1;
        if (put_number(out, size, &len, grid[cell]))
            return -1;
        last_was_number = 1;
    }
    out[len] = '\0';
    return (int)len;
}

static int read_number(const char *s, size_t *at, int max)
{
    int v = 0, digits = 0;
    while (s[*at] >= '0' && s[*at] <= '9') {
        v = v * 10 + (s[*at] - '0');
        (*at)++;
        if (++digits > 3 || v > max)
            return -1;
    }
    return digits ? v : -1;
}

/* tatham_decode, with what is wrong at *bad_pos in *why. */
static int decode(const char *id, uint8_t *grid, int *box_rows, int *box_cols, size_t *bad_pos, const char **why)
{
    size_t at = 0, start;
    int c, r, n, cell = 0;
    *why = "no box size RxC (R*C up to 64) before ':'";
    c = read_number(id, &at, SUDOKU_MAX_N);
    if (c < 1 || id[at] != 'x')
        return *bad_pos = at, -1;
    at++;
    r = read_number(id, &at, SUDOKU_MAX_N);
    if (r >= 1 && id[at] == ':' && r * c > SUDOKU_MAX_N)
        *why = "a box RxC whose side R*C is over 64 (a 9x9 grid's id starts '3x3:')";
    if (r < 1 || id[at] != ':' || r * c > SUDOKU_MAX_N)
        return *bad_pos = at, -1;
    at++;
    start = at;
    n = r * c;
    while (id[at] != '\0' && id[at] != ' ' && id[at] != '\t') {
        char ch = id[at];
        if (ch >= 'a' && ch <= 'z') {
            int k, run = ch - 'a' + 1;
            if (cell + run > n * n)
                return *why = "a run of empty cells past the grid's last cell", *bad_pos = at, -1;
            for (k = 0; k < run; k++)
                grid[cell++] = 0;
            at++;
        } else if (ch >= '0' && ch <= '9') {
            int v = read_number(id, &at, n);
            if (v < 1 || cell >= n * n) {
                *why = cell >= n * n ? "a value past the grid's last cell" : "a value outside 1 to the side";
                return *bad_pos = at, -1;
            }
            grid[cell++] = (uint8_t)v;
            if (id[at] == '_')
                at++;
        } else {
            return *why = "a character that is no cell (a-z, digits, '_')", *bad_pos = at, -1;
        }
    }
    if (cell != n * n) {
        *why = at == start ? "no cells after the colon" : "fewer cells than the grid has";
        return *bad_pos = at, -1;
    }
    *box_rows = c; /* c columns of boxes: each box is c rows tall */
    *box_cols = r;
    return n;
}

int tatham_decode(const char *id, uint8_t *grid, int *box_rows, int *box_cols, size_t *bad_pos)
{
    const char *why;
    return decode(id, grid, box_rows, box_cols, bad_pos, &why);
}

int tatham_decode_why(const char *id, uint8_t *grid, int *box_rows, int *box_cols, size_t *bad_pos,
                      const char **why)
{
    return decode(id, grid, box_rows, box_cols, bad_pos, why);
}
