/* grid_text.c: reading and writing Sudoku grids in the community line format
   (N*N symbols, '.' or '0' for empty), for any alphabet. */
#include "dlx/grid_text.h"

#include <string.h>

int cj_symbol_value(const char *symbols, char ch)
{
    int k;
    if (ch == '\0')
        return -1;
    for (k = 0; symbols[k] != '\0'; k++)
        if (symbols[k] == ch)
            return k + 1;
    if (ch == '.' || ch == '0')
        return 0;
    return -1;
}

int cj_grid_parse(const char *text, size_t len, const char *symbols, uint8_t *grid, int max_n, size_t *bad_pos)
{
    size_t i;
    int n = 0, k;
    signed char value[256];
    *bad_pos = 0;
    if (len == 0)
        return CJ_TEXT_EEMPTY;
    while ((size_t)(n + 1) * (size_t)(n + 1) <= len && n < max_n)
        n++;
    if ((size_t)n * (size_t)n != len) {
        *bad_pos = len;
        return CJ_TEXT_ELENGTH;
    }
    /* Each character's value, looked up once (as cj_symbol_value gives it): scanning the alphabet for
       every cell cost bin/dlx a tenth of its time on 17-clue puzzles. */
    for (i = 0; i < 256; i++)
        value[i] = -1;
    value['.'] = value['0'] = 0;
    for (k = (int)strlen(symbols); k > 0; k--) /* the first of a repeated symbol counts */
        value[(unsigned char)symbols[k - 1]] = (signed char)(k < 127 ? k : 127);
    for (i = 0; i < len; i++) {
        int v = value[(unsigned char)text[i]];
        if (v < 0 || v > n) {
            *bad_pos = i;
            return CJ_TEXT_ESYMBOL;
        }
        grid[i] = (uint8_t)v;
    }
    return n;
}

int cj_grid_format(const uint8_t *grid, int n, const char *symbols, char *out)
{
    int i, n_symbols = 0;
    while (symbols[n_symbols] != '\0')
        n_symbols++;
    for (i = 0; i < n * n; i++) {
        if (grid[i] == 0) {
            out[i] = '.';
        } else if (grid[i] <= n_symbols) {
            out[i] = symbols[grid[i] - 1];
        } else {
            out[i] = '\0';
            return CJ_TEXT_ESYMBOL;
        }
    }
    out[n * n] = '\0';
    return 0;
}

void cj_text_error_line(char *err, size_t size, const char *text, size_t at)
{
    char head[32], digits[24];
    size_t k, len = 0, shift = 0;
    unsigned long line = 1;
    int d = 0;
    if (err == NULL || size == 0)
        return;
    for (k = 0; k < at; k++)
        line += text[k] == '\n';
    if (line == 1) /* the text's first line: its caller names it, as it names a text of one line */
        return;
    do
        digits[d++] = (char)('0' + line % 10);
    while ((line /= 10) > 0);
    memcpy(head, "line ", 5);
    shift = 5;
    while (d > 0)
        head[shift++] = digits[--d];
    head[shift++] = ':';
    head[shift++] = ' ';
    while (err[len] != '\0')
        len++;
    if (shift > size - 1)
        shift = size - 1;
    if (len > size - 1 - shift)
        len = size - 1 - shift;
    memmove(err + shift, err, len);
    memcpy(err, head, shift);
    err[shift + len] = '\0';
}

long cj_text_take_error_line(char *err)
{
    size_t k = 5, from;
    long line = 0;
    if (err == NULL || strlen(err) < k || memcmp(err, "line ", k) != 0 || err[k] < '1' || err[k] > '9')
        return 0;
    for (; err[k] >= '0' && err[k] <= '9' && line < 100000000; k++)
        line = line * 10 + (err[k] - '0');
    if (err[k] != ':' || err[k + 1] != ' ')
        return 0;
    from = k + 2;
    memmove(err, err + from, strlen(err + from) + 1);
    return line;
}

int cj_value_word(int v, int n, char *out)
{
    char digits[CJ_VALUE_WORD];
    int len = 0, k = 0;
    unsigned u = v < 0 ? 0u : (unsigned)v;
    if (n <= 35) {
        out[0] = v >= 1 && v <= n ? CJ_DEFAULT_SYMBOLS[v - 1] : '?';
        out[1] = '\0';
        return 1;
    }
    do
        digits[k++] = (char)('0' + u % 10);
    while ((u /= 10) > 0 && k < CJ_VALUE_WORD - 1);
    while (k > 0)
        out[len++] = digits[--k];
    out[len] = '\0';
    return len;
}
