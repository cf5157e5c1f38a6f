/* puzzle_cells.c: the cells of a kind's one-line form read and rewritten as numbers, and the bank's shape
   text, so the server checks and hints on every kind through its line form (host only). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dlx/grid_text.h"
#include "gen/tatham.h"
#include "gen/bank/puzzle_cells.h"

int puzzle_cells_split(puzzle_cells *p, const char *line)
{
    size_t end = strcspn(line, " \t"), colon = strcspn(line, ":");
    p->line = malloc(strlen(line) + 1);
    if (p->line == NULL)
        return -1;
    strcpy(p->line, line);
    p->start = colon < end ? colon + 1 : 0;
    p->len = end - p->start;
    return 0;
}

void puzzle_cells_free(puzzle_cells *p)
{
    free(p->line);
    p->line = NULL;
}

static int symbol_value(char c)
{
    const char *at;
    if (c == '.' || c == '0')
        return 0;
    at = c ? strchr(CJ_DEFAULT_SYMBOLS, c) : NULL;
    return at ? (int)(at - CJ_DEFAULT_SYMBOLS) + 1 : -1;
}

int puzzle_cells_read_field(const char *text, size_t len, cj_cell *cells, int n)
{
    size_t k;
    int count = 0;
    if (memchr(text, ',', len) == NULL) {
        if (len != (size_t)n)
            return -1;
        for (k = 0; k < len; k++) {
            int v = symbol_value(text[k]);
            if (v < 0)
                return -1;
            cells[k] = (cj_cell)v;
        }
        return 0;
    }
    for (k = 0; k <= len; count++) { /* one number (or nothing, or '.') before each comma and at the end */
        long v = 0;
        size_t digits = 0;
        if (count >= n)
            return -1;
        if (k < len && text[k] == '.')
            k++;
        else
            for (; k < len && text[k] >= '0' && text[k] <= '9' && digits < 6; k++, digits++)
                v = v * 10 + (text[k] - '0');
        if ((k < len && text[k] != ',') || v > PUZZLE_CELL_MAX)
            return -1;
        cells[count] = (cj_cell)v;
        k++;
    }
    return count == n ? 0 : -1;
}

int puzzle_cells_decode(const puzzle_cells *p, cj_cell *cells, int n)
{
    return puzzle_cells_read_field(p->line + p->start, p->len, cells, n);
}

int puzzle_cells_read(const char *line, cj_cell *cells, int n)
{
    puzzle_cells p;
    int rc;
    if (puzzle_cells_split(&p, line) != 0)
        return -1;
    rc = puzzle_cells_decode(&p, cells, n);
    puzzle_cells_free(&p);
    return rc;
}

char *puzzle_cells_join(const puzzle_cells *p, const cj_cell *cells, int n)
{
    size_t tail = strlen(p->line + p->start + p->len), len = p->start;
    int k, wide = memchr(p->line + p->start, ',', p->len) != NULL;
    char *out;
    for (k = 0; k < n && p->start > 0; k++)
        wide |= cells[k] > 9;
    out = malloc(p->start + (size_t)n * 7 + tail + 1);
    if (out == NULL)
        return NULL;
    memcpy(out, p->line, p->start);
    for (k = 0; k < n; k++) {
        if (wide && k > 0)
            out[len++] = ',';
        if (cells[k] == 0)
            out[len++] = '.';
        else if (wide)
            len += (size_t)sprintf(out + len, "%u", (unsigned)cells[k]);
        else
            out[len++] = cells[k] <= strlen(CJ_DEFAULT_SYMBOLS) ? CJ_DEFAULT_SYMBOLS[cells[k] - 1] : '?';
    }
    memcpy(out + len, p->line + p->start + p->len, tail + 1);
    return out;
}

char *puzzle_cells_numbers(const cj_cell *cells, int n)
{
    char *out = malloc((size_t)n * 7 + 1);
    size_t len = 0;
    int k;
    if (out == NULL)
        return NULL;
    for (k = 0; k < n; k++) {
        if (k > 0)
            out[len++] = ',';
        if (cells[k] == 0)
            out[len++] = '.';
        else
            len += (size_t)sprintf(out + len, "%u", (unsigned)cells[k]);
    }
    out[len] = '\0';
    return out;
}

int puzzle_cells_read_stored(const cj_kind *kind, const char *text, cj_cell *cells, int n)
{
    size_t bad = 0, first = strcspn(text, " \t");
    uint8_t *grid;
    int rows = 0, cols = 0, k, side;
    if (!cj_kind_has_boxes(kind) || strcspn(text, ":") >= first)
        return puzzle_cells_read(text, cells, n);
    grid = malloc(64 * 64); /* a Solo id: at most 64x64 cells */
    if (grid == NULL)
        return -1;
    side = tatham_decode(text, grid, &rows, &cols, &bad);
    for (k = 0; side > 0 && side * side == n && k < n; k++)
        cells[k] = grid[k];
    free(grid);
    return side > 0 && side * side == n ? 0 : -1;
}

/* Non-zero when the kind takes only square shapes. */
static int square_only(const cj_kind *kind)
{
    cj_shape s;
    char err[160];
    memset(&s, 0, sizeof s);
    s.width = 4;
    s.height = 5;
    return kind->shape_check(&s, err, sizeof err) != 0;
}

int puzzle_shape_parse(const cj_kind *kind, const char *text, cj_shape *shape)
{
    int a, b, used = 0;
    char err[160];
    memset(shape, 0, sizeof *shape);
    if (sscanf(text, "%d%n", &a, &used) == 1 && text[used] == '\0' && a > 0) {
        shape->width = a;
    } else if (sscanf(text, "%dx%d%n", &a, &b, &used) == 2 && text[used] == '\0' && a > 0 && b > 0) {
        if (cj_kind_has_boxes(kind)) {
            shape->box_rows = a;
            shape->box_cols = b;
        } else {
            shape->width = a;
            shape->height = b;
        }
    } else {
        return -1;
    }
    return kind->shape_check(shape, err, sizeof err) == 0 ? 0 : -1;
}

int puzzle_largest_value(const cj_kind *kind, const cj_shape *shape)
{
    if (kind->blank_means)
        return kind->blank_means > 1 ? kind->blank_means : 1; /* a Nonogram: filled 1, marked empty 2 */
    if (cj_kind_has_boxes(kind) || square_only(kind))
        return shape->width; /* the symbols of a Latin square: Sudoku, Jidoku, Futoshiki */
    return shape->width * shape->height; /* a region may fill the board: Fillomino */
}

void puzzle_shape_text(const cj_kind *kind, const cj_shape *shape, char *out, size_t size)
{
    if (cj_kind_has_boxes(kind))
        snprintf(out, size, "%dx%d", shape->box_rows, shape->box_cols);
    else if (square_only(kind))
        snprintf(out, size, "%d", shape->width);
    else
        snprintf(out, size, "%dx%d", shape->width, shape->height);
}

void puzzle_shape_title(const cj_kind *kind, const char *shape_text, char *out, size_t size)
{
    int rows, cols;
    if (cj_kind_has_boxes(kind) && sscanf(shape_text, "%dx%d", &rows, &cols) == 2)
        snprintf(out, size, "%s %dx%d (box %s)", kind->name, rows * cols, rows * cols, shape_text);
    else if (square_only(kind) && strchr(shape_text, 'x') == NULL) /* a side alone: "7" is 7x7 */
        snprintf(out, size, "%s %sx%s", kind->name, shape_text, shape_text);
    else
        snprintf(out, size, "%s %s", kind->name, shape_text);
}
