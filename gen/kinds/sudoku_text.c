/* sudoku_text.c: the Sudoku table's text: a line of N*N symbols or a Solo game id read into givens (the
   shape checked before a cell is written), and a puzzle or solution written as a line, rows or a Solo id. */
#include <string.h>

#include "dlx/grid_text.h"
#include "dlx/shape.h"
#include "dlx/sudoku.h"
#include "gen/kinds/kind_text.h"
#include "gen/kinds/sudoku_text.h"
#include "gen/tatham.h"

/* The givens of a parsed grid clash or hold too large a value: says which. */
static int clash_message(const cj_shape *shape, const uint8_t *grid, char *err, size_t err_size)
{
    int a, b, rc = sudoku_find_clash(shape->box_rows, shape->box_cols, grid, &a, &b);
    kind_text t;
    if (rc == SUDOKU_OK)
        return CJ_KIND_OK;
    kind_text_init(&t, err, err_size);
    if (rc == SUDOKU_ECLASH) {
        kind_text_str(&t, "clashing givens: ");
        kind_text_cell(&t, a, shape->width);
        kind_text_str(&t, " and ");
        kind_text_cell(&t, b, shape->width);
        kind_text_str(&t, " both hold ");
        kind_text_int(&t, grid[a]);
    } else {
        kind_text_str(&t, "a value above ");
        kind_text_int(&t, shape->width);
    }
    return CJ_KIND_EPARSE;
}

/* Whether the first len bytes of text hold a colon (a Solo game id); no memchr, which freestanding lacks. */
static int has_colon(const char *text, size_t len)
{
    size_t i;
    for (i = 0; i < len; i++)
        if (text[i] == ':')
            return 1;
    return 0;
}

/* The side a puzzle's text spells, read without decoding it: a Solo id's "RxC:" (R*C), a line's square count
   of cells; 0 when it spells none (then the decoding refuses it before writing a cell). */
static int side_of_text(const char *text, size_t len)
{
    size_t i = 0;
    int r = 0, c = 0, n = 0;
    if (has_colon(text, len)) {
        while (i < len && text[i] >= '0' && text[i] <= '9' && r <= SUDOKU_MAX_N)
            r = r * 10 + (text[i++] - '0');
        if (i < len && text[i] == 'x')
            i++;
        while (i < len && text[i] >= '0' && text[i] <= '9' && c <= SUDOKU_MAX_N)
            c = c * 10 + (text[i++] - '0');
        return i < len && text[i] == ':' && r * c <= SUDOKU_MAX_N ? r * c : 0;
    }
    while ((size_t)(n + 1) * (size_t)(n + 1) <= len && n < SUDOKU_MAX_N)
        n++;
    return (size_t)n * (size_t)n == len ? n : 0;
}

int sudoku_kind_parse(const char *text, size_t len, size_t indent, cj_shape *shape, void *puzzle, char *err,
                      size_t err_size)
{
    uint8_t *grid = puzzle;
    size_t bad = 0;
    const char *side;
    int n, rows = shape->box_rows, cols = shape->box_cols;
    /* a side other than the shape's is refused before a cell is written: the buffer holds the shape's cells */
    if (shape->width != 0 && (n = side_of_text(text, len)) > 0 && n != shape->width) {
        kind_text_say(err, err_size, "the box or size asked does not fit a grid of side ", n, "");
        return CJ_KIND_EPARSE;
    }
    if (has_colon(text, len)) {
        const char *why = "a character that is no cell (a-z, digits, '_')";
        n = tatham_decode_why(text, grid, &rows, &cols, &bad, &why);
        if (n < 0 || bad > len) {
            kind_text t;
            kind_text_init(&t, err, err_size);
            kind_text_str(&t, "not a Solo game id (");
            kind_text_str(&t, why);
            kind_text_str(&t, ", at column ");
            kind_text_int(&t, (long)(indent + bad) + 1);
            kind_text_str(&t, ")");
            return CJ_KIND_EPARSE;
        }
        side = cj_sudoku_side_problem(n);
        if (side != NULL) {
            kind_text_say(err, err_size, side, 0, NULL);
            return CJ_KIND_EPARSE;
        }
        if (shape->box_rows != 0 && (rows != shape->box_rows || cols != shape->box_cols)) {
            kind_text_say(err, err_size, "the id's box differs from the one asked", 0, NULL);
            return CJ_KIND_EPARSE;
        }
    } else {
        n = cj_parse_grid_token(text, len, indent, CJ_DEFAULT_SYMBOLS, grid, err, err_size); /* bin/dlx's words */
        if (n < 0)
            return CJ_KIND_EPARSE;
        if (cj_sudoku_side_problem(n) != NULL) { /* 1x1: a row of a grid file read as lines, most likely */
            kind_text_say(err, err_size, CJ_ONE_CELL_LINE, 0, NULL);
            return CJ_KIND_EPARSE;
        }
        if (rows == 0 && cj_default_box(n, &rows, &cols) != 0) {
            kind_text_say(err, err_size, "no default box shape for side ", n, "; give --box RxC");
            return CJ_KIND_EPARSE;
        }
    }
    if ((shape->width != 0 && shape->width != n) || rows * cols != n) {
        kind_text_say(err, err_size, "the box or size asked does not fit a grid of side ", n, "");
        return CJ_KIND_EPARSE;
    }
    shape->width = shape->height = n;
    shape->box_rows = rows;
    shape->box_cols = cols;
    return clash_message(shape, grid, err, err_size);
}

long sudoku_kind_format(const cj_shape *shape, const void *puzzle, const cj_cell *solution, int form, char *out,
                        size_t size)
{
    int n = shape->width, k, full = 1;
    size_t n2 = (size_t)n * (size_t)n, symbols = strlen(CJ_DEFAULT_SYMBOLS);
    const uint8_t *grid = puzzle;
    if (form == CJ_KFMT_LINE) { /* one symbol a cell */
        if (size < n2 + 1)
            return CJ_KIND_ESPACE;
        for (k = 0; k < (int)n2; k++) {
            unsigned v = grid != NULL ? grid[k] : solution[k];
            if (v > symbols) {
                out[0] = '\0'; /* no reason given */
                return CJ_KIND_EUNSUPPORTED;
            }
            out[k] = v ? CJ_DEFAULT_SYMBOLS[v - 1] : '.';
        }
        out[n2] = '\0';
        return (long)n2;
    }
    if (form == CJ_KFMT_GRID) { /* rows of integers, 0 empty, no newline after the last */
        kind_text t;
        kind_text_init(&t, out, size);
        for (k = 0; k < (int)n2; k++) {
            if (k > 0)
                kind_text_str(&t, k % n ? " " : "\n");
            kind_text_int(&t, grid != NULL ? grid[k] : solution[k]);
        }
        return t.cut ? CJ_KIND_ESPACE : (long)t.len;
    }
    if (form == CJ_KFMT_TATHAM) {
        int len;
        if (grid == NULL) {
            /* The solution's cells, narrowed, at the end of out. Full, its id takes "RxC:", then for each cell a
               value and a '_' (but the last): 2 n^2 + 3 bytes at least, and the encoder reaches the narrowed
               cell k only after reading it. With an empty cell the id may be shorter than its cells: the
               encoder then stops short of them. */
            uint8_t *tail;
            if (size < 2 * n2 + 4)
                return CJ_KIND_ESPACE;
            tail = (uint8_t *)out + size - n2;
            for (k = 0; k < (int)n2; k++) {
                tail[k] = (uint8_t)solution[k];
                full &= tail[k] != 0;
            }
            grid = tail;
        }
        len = tatham_encode(grid, shape->box_rows, shape->box_cols, out, full ? size : size - n2);
        return len < 0 ? CJ_KIND_ESPACE : len;
    }
    return CJ_KIND_EUNSUPPORTED;
}
