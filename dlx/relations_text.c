/* relations_text.c: reading and writing Futoshiki / Jidoku puzzles: `GIVENS H V` lines, Tatham's Unequal
   ids (cell values with U/D/L/R: this cell is greater than that neighbour), blocks, drawn grids. */
#include "dlx/relations_text.h"

#include "dlx/grid_text.h"
#include "dlx/shape.h"
#include <string.h>

/* Appends s to text (size bytes in all), cutting rather than overrunning (text NULL or size 0: nothing). */
static void append(char *text, size_t size, const char *s)
{
    size_t len;
    if (text == NULL || size == 0)
        return;
    len = strlen(text);
    while (*s && len + 1 < size)
        text[len++] = *s++;
    text[len] = '\0';
}

/* err = a + number + b (number < 0: left out); no stdio in the core. */
static void message(char *err, size_t size, const char *a, long number, const char *b)
{
    char digits[24], text[24];
    int k = 0, at = 0;
    if (err == NULL || size == 0)
        return;
    err[0] = '\0';
    append(err, size, a);
    if (number >= 0) {
        do
            digits[k++] = (char)('0' + number % 10);
        while ((number /= 10) > 0 && k < 20);
        while (k > 0)
            text[at++] = digits[--k];
        text[at] = '\0';
        append(err, size, text);
    }
    append(err, size, b);
}

/* Appends "rRcC" (from 1) for cell of an n x n grid (text NULL or size 0: nothing). */
static void append_cell(char *text, size_t size, int cell, int n)
{
    size_t len;
    if (text == NULL || size == 0)
        return;
    len = strlen(text);
    message(text + len, size - len, "r", cell / n + 1, "c");
    len = strlen(text);
    message(text + len, size - len, "", cell % n + 1, "");
}

static int side_of(size_t cells)
{
    int n = 1;
    while ((size_t)(n + 1) * (size_t)(n + 1) <= cells && n < LATIN_MAX_N)
        n++;
    return (size_t)n * (size_t)n == cells ? n : -1;
}

static int set_shape(latin_puzzle *p, int n, int box_rows, int box_cols, char *err, size_t err_size)
{
    if (n < 2 || n > LATIN_MAX_N)
        return message(err, err_size, "side ", n, " is out of range (2.." LATIN_MAX_TEXT ")"), -1;
    if (box_rows == LATIN_BOX_DEFAULT && cj_default_box(n, &box_rows, &box_cols) != 0)
        return message(err, err_size, "side ", n, " has no box shape; give one"), -1;
    if (latin_puzzle_clear(p, n, box_rows, box_cols) != LATIN_OK)
        return message(err, err_size, "the box shape does not tile side ", n, ""), -1;
    return 0;
}

/* count symbols of values 0..n. */
static int parse_cells(const char *text, size_t len, size_t count, int n, uint8_t *grid, const char *what,
                       char *err, size_t err_size)
{
    size_t k;
    if (len != count) {
        message(err, err_size, what, -1, ": ");
        message(err + strlen(err), err_size - strlen(err), "", (long)len, " symbols, not the side's count");
        return -1;
    }
    for (k = 0; k < len; k++) {
        int v = cj_symbol_value(CJ_DEFAULT_SYMBOLS, text[k]);
        if (v < 0 || v > n) {
            message(err, err_size, what, -1, ": bad symbol at position ");
            message(err + strlen(err), err_size - strlen(err), "", (long)k + 1, "");
            return -1;
        }
        grid[k] = (uint8_t)v;
    }
    return 0;
}

/* Relation characters of a line or block: first-smaller, first-larger, none. */
static int relation_of(char ch, char less, char more)
{
    if (ch == less)
        return LATIN_REL_LESS;
    if (ch == more)
        return LATIN_REL_MORE;
    if (ch == '.' || ch == '-')
        return LATIN_REL_NONE;
    return -1;
}

static int parse_relations(const char *text, size_t len, size_t want, uint8_t *rel, char less, char more,
                           const char *what, char *err, size_t err_size)
{
    size_t k;
    if (len != want)
        return message(err, err_size, what, (long)len, " characters, not the side's count"), -1;
    for (k = 0; k < len; k++) {
        int r = relation_of(text[k], less, more);
        if (r < 0)
            return message(err, err_size, what, (long)k + 1, ": unknown relation character"), -1;
        rel[k] = (uint8_t)r;
    }
    return 0;
}

static size_t token(const char *text, size_t len, size_t *at, const char **start)
{
    size_t begin, end;
    while (*at < len && (text[*at] == ' ' || text[*at] == '\t'))
        (*at)++;
    begin = *at;
    while (*at < len && text[*at] != ' ' && text[*at] != '\t')
        (*at)++;
    end = *at;
    *start = text + begin;
    return end - begin;
}

static int parse_line(const char *text, size_t len, int box_rows, int box_cols, latin_puzzle *p,
                      uint8_t *solution, int *has_solution, char *err, size_t err_size)
{
    const char *tok[4];
    size_t tlen[4], at = 0, k;
    int count = 0, n;
    while (count < 4 && (tlen[count] = token(text, len, &at, &tok[count])) > 0)
        count++;
    if (count < 3)
        return message(err, err_size, "want GIVENS H V [SOLUTION] on one line, or a block of rows, found ", count,
                       count == 1 ? " field" : " fields"), -1;
    n = side_of(tlen[0]);
    if (n < 0)
        return message(err, err_size, "givens: ", (long)tlen[0], " symbols is not N*N"), -1;
    if (set_shape(p, n, box_rows, box_cols, err, err_size) != 0)
        return -1;
    if (parse_cells(tok[0], tlen[0], (size_t)(n * n), n, p->givens, "givens", err, err_size) != 0 ||
        parse_relations(tok[1], tlen[1], (size_t)(n * (n - 1)), p->rel, '<', '>', "H: ", err, err_size) != 0 ||
        parse_relations(tok[2], tlen[2], (size_t)(n * (n - 1)), p->rel + n * (n - 1), '^', 'v', "V: ", err,
                        err_size) != 0)
        return -1;
    for (k = 0; count == 4 && k < tlen[3]; k++) /* a full grid is the solution; other text after the puzzle a label */
        if (cj_symbol_value(CJ_DEFAULT_SYMBOLS, tok[3][k]) < 1 || cj_symbol_value(CJ_DEFAULT_SYMBOLS, tok[3][k]) > n)
            count = 3;
    if (count == 4 && tlen[3] == (size_t)(n * n)) {
        uint8_t scratch[LATIN_MAX_N * LATIN_MAX_N];
        if (parse_cells(tok[3], tlen[3], (size_t)(n * n), n, solution ? solution : scratch, "solution", err, err_size) != 0)
            return -1;
        *has_solution = 1;
    }
    return 0;
}

static int parse_tatham(const char *text, size_t len, latin_puzzle *p, char *err, size_t err_size)
{
    size_t at = 0;
    int n = 0, cell = 0;
    while (at < len && text[at] >= '0' && text[at] <= '9' && n < 100)
        n = n * 10 + (text[at++] - '0');
    if (at >= len || text[at] != ':')
        return message(err, err_size, "Tatham id: want N: then the cells (Unequal mode only)", -1, ""), -1;
    at++;
    if (set_shape(p, n, 0, 0, err, err_size) != 0)
        return -1;
    while (at < len && cell < n * n) {
        int v = 0, r = cell / n, c = cell % n, digits = 0;
        while (at < len && text[at] >= '0' && text[at] <= '9' && digits < 3)
            v = v * 10 + (text[at++] - '0'), digits++;
        if (digits == 0 || v > n)
            return message(err, err_size, "Tatham id: bad value at cell ", cell + 1, ""), -1;
        p->givens[cell] = (uint8_t)v;
        for (; at < len && text[at] != ','; at++) {
            int e, other, rel = text[at] == 'U' || text[at] == 'L' ? LATIN_REL_LESS : LATIN_REL_MORE;
            switch (text[at]) {
            case 'U': other = cell - n; e = r > 0 ? latin_edge_between(n, other, cell) : -1; break;
            case 'D': other = cell + n; e = r < n - 1 ? latin_edge_between(n, cell, other) : -1; break;
            case 'L': other = cell - 1; e = c > 0 ? latin_edge_between(n, other, cell) : -1; break;
            case 'R': other = cell + 1; e = c < n - 1 ? latin_edge_between(n, cell, other) : -1; break;
            default: return message(err, err_size, "Tatham id: unknown flag at cell ", cell + 1, ""), -1;
            }
            if (e < 0)
                return message(err, err_size, "Tatham id: a sign off the grid at cell ", cell + 1, ""), -1;
            if (p->rel[e] != LATIN_REL_NONE && p->rel[e] != rel) { /* the neighbour said it is the greater */
                message(err, err_size, "Tatham id: contradictory relations at ", -1, "");
                append_cell(err, err_size, other < cell ? other : cell, n);
                append(err, err_size, " and ");
                append_cell(err, err_size, other < cell ? cell : other, n);
                append(err, err_size, " (each is said to be greater than the other)");
                return -1;
            }
            p->rel[e] = (uint8_t)rel;
        }
        if (at < len)
            at++; /* the comma */
        cell++;
    }
    if (cell < n * n || at < len)
        return message(err, err_size, "Tatham id: want ", (long)n * n, " cells"), -1;
    return 0;
}

static int is_solution_mark(const char *line, size_t len)
{
    return len >= 11 && memcmp(line, "## solution", 11) == 0;
}

/* The next line of a block (without '\n'), skipping '#' comments unless it is "## solution". */
static size_t block_line(const char *text, size_t len, size_t *at, const char **start)
{
    while (*at < len) {
        size_t begin = *at, end;
        while (*at < len && text[*at] != '\n')
            (*at)++;
        end = *at;
        if (*at < len)
            (*at)++;
        while (end > begin && (text[end - 1] == '\r' || text[end - 1] == ' '))
            end--;
        if (end == begin || (text[begin] == '#' && !is_solution_mark(text + begin, end - begin)))
            continue;
        *start = text + begin;
        return end - begin;
    }
    *start = text + len;
    return 0;
}

/* A block's error on line (a line of text, or its end: no line to name): "line K: " put before err. */
static int block_fail(char *err, size_t err_size, const char *text, size_t len, const char *line)
{
    if (line < text + len)
        cj_text_error_line(err, err_size, text, (size_t)(line - text));
    return -1;
}

static int parse_block(const char *text, size_t len, int box_rows, int box_cols, latin_puzzle *p,
                       uint8_t *solution, int *has_solution, char *err, size_t err_size)
{
    size_t at = 0, l;
    const char *line, *mark;
    int n, r;
    l = block_line(text, len, &at, &line);
    n = (int)l;
    if (set_shape(p, n, box_rows, box_cols, err, err_size) != 0)
        return -1;
    for (r = 0; r < n; r++) {
        if (r > 0)
            l = block_line(text, len, &at, &line);
        if (l == 0)
            return message(err, err_size, "want a line GIVENS H V, or a block of N rows, N 'h' lines and N-1 'v' lines",
                           -1, ""), -1;
        if (parse_cells(line, l, (size_t)n, n, p->givens + r * n, "block row", err, err_size) != 0)
            return block_fail(err, err_size, text, len, line);
    }
    for (r = 0; r < 2 * n - 1; r++) {
        int horizontal = r < n;
        l = block_line(text, len, &at, &line);
        if (l < 2 || line[0] != (horizontal ? 'h' : 'v') || (line[1] != ' ' && line[1] != '\t'))
            return message(err, err_size, horizontal ? "block: want N 'h' lines" : "block: want N-1 'v' lines",
                           -1, ""), block_fail(err, err_size, text, len, line);
        if (horizontal ? parse_relations(line + 2, l - 2, (size_t)(n - 1), p->rel + r * (n - 1), '<', '>',
                                         "block h line: ", err, err_size)
                       : parse_relations(line + 2, l - 2, (size_t)n, p->rel + n * (n - 1) + (r - n) * n, '^',
                                         'v', "block v line: ", err, err_size))
            return block_fail(err, err_size, text, len, line);
    }
    l = block_line(text, len, &at, &line);
    if (l == 0)
        return 0;
    if (!is_solution_mark(line, l))
        return message(err, err_size, "block: unexpected text after the relations", -1, ""),
               block_fail(err, err_size, text, len, line);
    for (r = 0, mark = line; r < n; r++) {
        uint8_t row[LATIN_MAX_N];
        l = block_line(text, len, &at, &line);
        if (l == 0) /* named at the mark: the rows end before the board's */
            return message(err, err_size, "the solution has ", r, " rows, fewer than the side"),
                   block_fail(err, err_size, text, len, mark);
        if (parse_cells(line, l, (size_t)n, n, row, "solution row", err, err_size) != 0)
            return block_fail(err, err_size, text, len, line);
        if (solution)
            memcpy(solution + r * n, row, (size_t)n);
    }
    if (block_line(text, len, &at, &line) != 0) /* the next block, read as this one's if nothing parted them */
        return message(err, err_size, "block: unexpected text after the solution (a blank line or a '# NxN' "
                       "header parts blocks)", -1, ""), block_fail(err, err_size, text, len, line);
    *has_solution = 1;
    return 0;
}

int latin_parse(const char *text, size_t len, int box_rows, int box_cols, latin_puzzle *p, uint8_t *solution,
                int *has_solution, char *err, size_t err_size)
{
    size_t k;
    *has_solution = 0;
    if (err && err_size)
        err[0] = '\0';
    for (k = 0; k < len && text[k] != '\n'; k++)
        ;
    if (k < len)
        return parse_block(text, len, box_rows, box_cols, p, solution, has_solution, err, err_size);
    for (k = 0; k < len && text[k] >= '0' && text[k] <= '9'; k++)
        ;
    if (k > 0 && k + 1 < len && text[k] == 'a' && text[k + 1] == ':')
        return message(err, err_size, "a Tatham id of Adjacent mode (Na:): only Unequal mode ids (N:) are read", -1,
                       ""), -1;
    if (k > 0 && k < len && text[k] == ':') {
        if (box_rows != LATIN_BOX_NONE)
            return message(err, err_size, "Tatham ids are Futoshiki (Latin square) puzzles", -1, ""), -1;
        for (k = 0; k < len && text[k] != ' ' && text[k] != '\t'; k++)
            ; /* the id ends at a blank: what follows (gen --with-solution's solution id) is not read */
        return parse_tatham(text, k, p, err, err_size);
    }
    return parse_line(text, len, box_rows, box_cols, p, solution, has_solution, err, err_size);
}

size_t latin_text_bytes(int n)
{
    /* The drawn grid: 2n-1 lines of 4n characters; a Tatham id: n*n cells of up to 2 digits, 4 flags and
       a comma; a line: 4n*n. */
    return (size_t)(8 * n * n + 16 * n + 64);
}

static int put(char *out, size_t size, size_t *at, char ch)
{
    if (*at + 1 >= size)
        return -1;
    out[(*at)++] = ch;
    return 0;
}

static char symbol(int v) { return v ? CJ_DEFAULT_SYMBOLS[v - 1] : '.'; }

/* Puts ch, blanks held back until something other than a blank follows (a line ends without them). */
static int put_after_blanks(char *out, size_t size, size_t *at, int *blanks, char ch)
{
    int bad = 0;
    if (ch == ' ') {
        (*blanks)++;
        return 0;
    }
    for (; *blanks > 0; (*blanks)--)
        bad |= put(out, size, at, ' ');
    return bad | put(out, size, at, ch);
}

long latin_format(const latin_puzzle *p, const uint8_t *solution, int form, char *out, size_t size)
{
    int n = p->n, r, c, h = n * (n - 1), bad = 0;
    size_t at = 0;
    if (size == 0)
        return -1;
    if (form == LATIN_FORM_LINE) {
        for (c = 0; c < n * n; c++)
            bad |= put(out, size, &at, symbol(p->givens[c]));
        bad |= put(out, size, &at, ' ');
        for (c = 0; c < h; c++)
            bad |= put(out, size, &at, ".<>"[p->rel[c]]);
        bad |= put(out, size, &at, ' ');
        for (c = 0; c < h; c++)
            bad |= put(out, size, &at, ".^v"[p->rel[h + c]]);
        if (solution) {
            bad |= put(out, size, &at, ' ');
            for (c = 0; c < n * n; c++)
                bad |= put(out, size, &at, symbol(solution[c]));
        }
    } else if (form == LATIN_FORM_TATHAM) {
        if (p->box_rows)
            return -1;
        if (n >= 10)
            bad |= put(out, size, &at, (char)('0' + n / 10));
        bad |= put(out, size, &at, (char)('0' + n % 10));
        bad |= put(out, size, &at, ':');
        for (c = 0; c < n * n; c++) {
            int v = p->givens[c], row = c / n, col = c % n;
            if (v >= 10)
                bad |= put(out, size, &at, (char)('0' + v / 10));
            bad |= put(out, size, &at, (char)('0' + v % 10));
            if (row > 0 && p->rel[h + c - n] == LATIN_REL_LESS)
                bad |= put(out, size, &at, 'U');
            if (row < n - 1 && p->rel[h + c] == LATIN_REL_MORE)
                bad |= put(out, size, &at, 'D');
            if (col > 0 && p->rel[row * (n - 1) + col - 1] == LATIN_REL_LESS)
                bad |= put(out, size, &at, 'L');
            if (col < n - 1 && p->rel[row * (n - 1) + col] == LATIN_REL_MORE)
                bad |= put(out, size, &at, 'R');
            bad |= put(out, size, &at, ',');
        }
    } else if (form == LATIN_FORM_GRID || form == LATIN_FORM_ROWS) {
        /* Cells 4 columns apart with the signs between; box borders as | and - where no sign stands; rows
           joined by newlines (none after the last), no blank at the end of a line. A line between two rows
           with neither sign nor border holds a '-' under each cell (no relation), never nothing: an empty
           line ends a drawn board. The rows form draws no sign and leaves out the lines between rows but
           the box borders. */
        const uint8_t *cells = p->givens;
        int signs = form == LATIN_FORM_GRID;
        for (r = 0; r < n; r++) {
            if (r > 0)
                bad |= put(out, size, &at, '\n');
            for (c = 0; c < n; c++) {
                bad |= put(out, size, &at, symbol(cells[r * n + c]));
                if (c < n - 1) {
                    int rel = signs ? p->rel[r * (n - 1) + c] : 0;
                    int border = p->box_cols && (c + 1) % p->box_cols == 0;
                    bad |= put(out, size, &at, ' ');
                    bad |= put(out, size, &at, rel ? "?<>"[rel] : border ? '|' : ' ');
                    bad |= put(out, size, &at, ' ');
                }
            }
            if (r < n - 1) {
                int border = p->box_rows && (r + 1) % p->box_rows == 0, blanks = 0, empty = !border;
                for (c = 0; c < n && signs; c++)
                    empty &= p->rel[h + r * n + c] == LATIN_REL_NONE;
                if (!signs && !border)
                    continue;
                bad |= put(out, size, &at, '\n');
                for (c = 0; c < n; c++) {
                    int rel = signs ? p->rel[h + r * n + c] : 0;
                    bad |= put_after_blanks(out, size, &at, &blanks,
                                            rel ? "?^v"[rel] : border || empty ? '-' : ' ');
                    if (c < n - 1) {
                        char mid = !border ? ' ' : (c + 1) % p->box_cols == 0 ? '+' : '-';
                        bad |= put_after_blanks(out, size, &at, &blanks, border ? '-' : ' ');
                        bad |= put_after_blanks(out, size, &at, &blanks, mid);
                        bad |= put_after_blanks(out, size, &at, &blanks, border ? '-' : ' ');
                    }
                }
            }
        }
    } else
        return -1;
    if (bad)
        return -1;
    out[at] = '\0';
    return (long)at;
}
