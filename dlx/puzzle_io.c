/* puzzle_io.c: the tools' Sudoku reader and writer: line format (first token the puzzle, the rest a
   label carried through; blank and '#' lines skipped by cj_lines_next_puzzle) and grid format. */
#include "dlx/puzzle_io.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "dlx/grid_text.h"
#include "dlx/json_line.h"
#include "dlx/shape.h"
#include "gen/kinds/kind_text.h"
#include "gen/tatham.h"

_Static_assert(SUDOKU_MAX_N == 64, "CJ_ONE_CELL_LINE names 64 as the largest N");

int cj_parse_format(const char *text, enum cj_format *format)
{
    if (strcmp(text, "line") == 0)
        *format = CJ_FORMAT_LINE;
    else if (strcmp(text, "grid") == 0)
        *format = CJ_FORMAT_GRID;
    else
        return -1;
    return 0;
}

static int line_problem(cj_lines *lines, char *err, size_t err_size)
{
    const char *problem = cj_lines_problem(lines);
    if (problem == NULL)
        return 0;
    snprintf(err, err_size, "%s", problem);
    return 1;
}

int cj_is_relations(const char *text, int n)
{
    size_t want = (size_t)n * (size_t)(n - 1), len = strcspn(text, " \t");
    if (n < 2 || len != want || strspn(text, "<>.") != len)
        return 0;
    text += len;
    text += strspn(text, " \t");
    len = strcspn(text, " \t");
    return len == want && strspn(text, "^v.") == len;
}

static int read_line_puzzle(cj_puzzle_reader *r, cj_puzzle *p, char *err, size_t err_size)
{
    char *line;
    long len = cj_lines_next_puzzle(&r->lines, &line);
    size_t tok = 0;
    int n;
    if (len < 0)
        return 0;
    p->lineno = r->lines.lineno;
    p->json_solution = r->lines.json_solution > 0;
    if (line_problem(&r->lines, err, err_size) || cj_json_other_kind(&r->lines, err, err_size))
        return -1;
    while (tok < (size_t)len && line[tok] != ' ' && line[tok] != '\t')
        tok++;
    p->label = line + tok;
    while (*p->label == ' ' || *p->label == '\t')
        p->label++;
    n = cj_parse_grid_token(line, tok, (size_t)(line - r->lines.buf), r->symbols, p->grid, err, err_size);
    if (n < 0)
        return -1;
    if (cj_sudoku_side_problem(n) != NULL) { /* 1x1: a row of a grid file read as lines, most likely */
        snprintf(err, err_size, "%s", CJ_ONE_CELL_LINE);
        return -1;
    }
    if (cj_is_relations(p->label, n)) { /* read as a Sudoku, its relations would be dropped */
        snprintf(err, err_size, "%s", CJ_RELATIONS_LINE);
        return -1;
    }
    p->n = n;
    return 1;
}

/* Whether a token of a grid row begins as a Solo game id does ("3x3:", digits, 'x', digits, ':'). */
static int looks_like_solo_id(const char *s)
{
    size_t k = strspn(s, "0123456789");
    if (k == 0 || s[k] != 'x')
        return 0;
    s += k + 1;
    k = strspn(s, "0123456789");
    return k > 0 && s[k] == ':';
}

/* Whether a grid's first row begins with a token of N*N characters (N from 2): a puzzle line, most likely. */
static int looks_like_puzzle_line(const char *row)
{
    size_t len = strcspn(row, " \t"), n = 2;
    while (n * n < len)
        n++;
    return n * n == len;
}

/* The side a grid's first row gives, its count of values (as many as SUDOKU_MAX_N): the range of a value. */
static int first_row_side(const char *s)
{
    int count = 0;
    while (*s != '\0' && count < SUDOKU_MAX_N) {
        s += strspn(s, " \t");
        if (*s != '\0')
            count++;
        s += strcspn(s, " \t");
    }
    return count;
}

static long lines_text(void *lines, char **text)
{
    return cj_lines_text(lines, text);
}

static int lines_again(void *lines, char *text, long len)
{
    cj_lines_again(lines, text, len);
    return 0;
}

/* Parses one row of a grid (line) into into: want values (the first row: up to SUDOKU_MAX_N, want 0), each
   from 0 to 64. Returns the count read, or -1 with err filled. */
static int parse_row(const char *line, int want, uint8_t *into, char *err, size_t err_size)
{
    const char *s = line;
    char *end;
    int count = 0;
    while (*s != '\0') {
        long v = strtol(s, &end, 10);
        if (end == s || v < 0 || v > SUDOKU_MAX_N || (*end != '\0' && *end != ' ' && *end != '\t')) {
            snprintf(err, err_size, "'%.*s' is not a value from 0 to %d%s", (int)(strcspn(s, " \t") < 20 ?
                     strcspn(s, " \t") : 20), s, want > 0 ? want : first_row_side(line), looks_like_solo_id(s) ?
                     " (a Solo game id: read it without --format grid)" : want <= 0 && s == line &&
                     looks_like_puzzle_line(s) ? " (a puzzle line: read it without --format grid)" : "");
            return -1;
        }
        if (count >= (want > 0 ? want : SUDOKU_MAX_N)) {
            if (want > 0)
                snprintf(err, err_size, "more than %d values, as many as the first row had", want);
            else
                snprintf(err, err_size, "more than %d values in a row", SUDOKU_MAX_N);
            return -1;
        }
        into[count++] = (uint8_t)v;
        s = end;
        while (*s == ' ' || *s == '\t')
            s++;
    }
    return count;
}

static int is_solution_mark(const char *line, long len)
{
    return len >= 11 && memcmp(line, "## solution", 11) == 0;
}

/* Reads on past a malformed grid or section, up to a blank line or the end. */
static void skip_block(const cj_grid_source *src)
{
    char *line;
    long len;
    while ((len = src->next(src->ctx, &line)) > 0)
        ;
}

/* After n rows (a grid's, or its solution's with no_mark): the end of the grid, a blank line (dropped) or a
   comment or the end of the input; a row more is refused, with the rest of its block, so that the next grid starts
   after the blank line and every grid keeps its own answer. 0, 1 when a "## solution" line follows (unless
   no_mark), or -1 with err (p->lineno). */
static int grid_end(cj_lines *lines, const cj_grid_source *src, cj_puzzle *p, int n, int no_mark, char *err,
                    size_t err_size)
{
    char *line;
    long len = src->next(src->ctx, &line);
    if (len <= 0)
        return 0;
    if (cj_lines_problem(lines) == NULL && !no_mark && is_solution_mark(line, len))
        return 1;
    if (cj_lines_problem(lines) == NULL && *line != '#') {
        snprintf(err, err_size, "a row past the %d of the %s: a blank line ends a grid", n, no_mark ? "solution" : "grid");
        p->lineno = lines->lineno;
        skip_block(src);
        return -1;
    }
    if (src->again(src->ctx, line, len) == 0)
        return 0;
    snprintf(err, err_size, "out of memory");
    p->lineno = lines->lineno;
    return -1;
}

/* After a grid's n rows: a "## solution" line and n full rows under it are its solution (p->solution,
   p->has_solution), and the grid ends there (grid_end). 0, or -1 with err (p->lineno). */
static int read_solution(cj_lines *lines, const cj_grid_source *src, cj_puzzle *p, int n, char *err, size_t err_size)
{
    char *line;
    long len, bad_line = 0;
    int rows = 0, k = 0, marked = grid_end(lines, src, p, n, 0, err, err_size);
    if (marked <= 0)
        return marked;
    while (rows < n) {
        int count;
        len = src->next(src->ctx, &line);
        if (len > 0 && *line == '#' && cj_lines_problem(lines) == NULL)
            continue;
        bad_line = lines->lineno;
        if (len > 0 && line_problem(lines, err, err_size))
            break;
        if (len <= 0) {
            snprintf(err, err_size, "%d row%s under \"## solution\": a solution of side %d has %d", rows,
                     rows == 1 ? "" : "s", n, n);
            break;
        }
        count = parse_row(line, n, p->solution + rows * n, err, err_size);
        if (count < 0) {
            char why[160];
            snprintf(why, sizeof why, "%s", err);
            snprintf(err, err_size, "under \"## solution\": %s", why);
        }
        if (count >= 0 && count != n)
            snprintf(err, err_size, "%d value%s under \"## solution\", the puzzle's rows have %d", count,
                     count == 1 ? "" : "s", n);
        for (k = 0; count == n && k < n && p->solution[rows * n + k] >= 1 && p->solution[rows * n + k] <= n; k++)
            ;
        if (count == n && k < n)
            snprintf(err, err_size, "%d at column %d under \"## solution\": a solution holds 1 to %d in every square",
                     p->solution[rows * n + k], k + 1, n);
        if (count != n || k < n)
            break;
        rows++;
    }
    if (rows < n) {
        p->lineno = bad_line;
        if (len > 0)
            skip_block(src);
        return -1;
    }
    p->has_solution = 1;
    return grid_end(lines, src, p, n, 1, err, err_size);
}

/* Grid format: whitespace-separated integers, one row per line; N rows of N make a puzzle, and a "## solution" line
   with N rows under it its solution. A problem is reported at its own line (p->lineno), not the grid's first. */
int cj_read_grid(cj_lines *lines, const cj_grid_source *src, cj_puzzle *p, char *err, size_t err_size)
{
    char *line;
    const char *side;
    int rows = 0, n = 0, failed = 0, k;
    long len, row_line[SUDOKU_MAX_N]; /* the line of each row read */
    err[0] = '\0';
    p->n = 0;
    p->label = "";
    p->has_solution = 0;
    while ((len = src->next(src->ctx, &line)) >= 0) {
        int count;
        if (rows == 0 && !failed)
            p->lineno = lines->lineno;
        if (!failed && line_problem(lines, err, err_size)) {
            p->lineno = lines->lineno;
            failed = 1;
        }
        if (rows == 0 && !failed && is_solution_mark(line, len)) { /* no grid right above it */
            snprintf(err, err_size, "%s", CJ_SOLUTION_ALONE);
            failed = 1;
            continue;
        }
        if (*line == '#')
            continue;
        if (*line == '\0') {
            if (rows == 0 && !failed)
                continue;
            break; /* a blank line ends the puzzle */
        }
        if (failed)
            continue;
        count = parse_row(line, rows > 0 ? n : 0, p->grid + rows * n, err, err_size);
        if (count >= 0 && rows > 0 && count != n)
            snprintf(err, err_size, "%d value%s, the first row had %d", count, count == 1 ? "" : "s", n);
        if (count < 0 || (rows > 0 && count != n)) {
            p->lineno = lines->lineno;
            failed = 1;
            continue;
        }
        if (rows == 0)
            n = count;
        row_line[rows++] = lines->lineno;
        if (rows == n)
            break;
    }
    if (failed)
        return -1;
    if (rows == 0)
        return 0;
    if (rows != n) {
        snprintf(err, err_size, "%d row%s of %d values: a grid needs %d rows", rows, rows == 1 ? "" : "s", n, n);
        return -1;
    }
    if (read_solution(lines, src, p, n, err, err_size) != 0)
        return -1; /* read before the grid's own checks, so that a refused grid's section goes with it */
    side = cj_sudoku_side_problem(n);
    if (side != NULL) {
        snprintf(err, err_size, "%s", side);
        return -1;
    }
    for (k = 0; k < n * n; k++)
        if (p->grid[k] > n) {
            snprintf(err, err_size, "value %d is larger than N = %d", p->grid[k], n);
            p->lineno = row_line[k / n];
            return -1;
        }
    if (cj_is_relations(p->label, n)) { /* read as a Sudoku, its relations would be dropped */
        snprintf(err, err_size, "%s", CJ_RELATIONS_LINE);
        return -1;
    }
    p->n = n;
    return 1;
}

int cj_read_puzzle(cj_puzzle_reader *r, cj_puzzle *p, char *err, size_t err_size)
{
    err[0] = '\0';
    p->n = 0;
    p->has_solution = p->json_solution = 0;
    if (r->format == CJ_FORMAT_GRID) {
        cj_grid_source src = {lines_text, lines_again, NULL};
        src.ctx = &r->lines;
        return cj_read_grid(&r->lines, &src, p, err, err_size);
    }
    return read_line_puzzle(r, p, err, err_size);
}

int cj_solo_box_not_forced(int forced_rows, int forced_cols, int rows, int cols, char *err, size_t err_size)
{
    if (forced_rows <= 0 || (forced_rows == rows && forced_cols == cols))
        return 0;
    snprintf(err, err_size, "the Solo id's box is %dx%d, --box says %dx%d", rows, cols, forced_rows, forced_cols);
    return 1;
}

/* The line reader refuses Simon Tatham's Solo game ids ("3x3:c4b6_2..."); a refused line whose first
   token holds a ':' is decoded with gen's decoder, and the id gives the box shape. */
int cj_read_solo_id(const cj_lines *l, int forced_rows, int forced_cols, cj_puzzle *p, int *box_rows, int *box_cols,
                    char *err, size_t err_size)
{
    const char *line = l->buf, *why, *side;
    size_t tok = 0, bad = 0, indent;
    int n;
    if (line == NULL || l->binary || l->too_long)
        return 0;
    indent = strspn(line, " \t"); /* blanks before the puzzle do not count, as for a line */
    line += indent;
    if (line[0] == '{') { /* a JSON line cj_lines_text could not read */
        snprintf(err, err_size, "%s", CJ_JSON_LINE);
        return -1;
    }
    while (line[tok] && line[tok] != ' ' && line[tok] != '\t' && line[tok] != ':')
        tok++;
    if (line[tok] != ':')
        return 0;
    n = tatham_decode_why(line, p->grid, box_rows, box_cols, &bad, &why);
    if (n < 0) {
        snprintf(err, err_size, "not a Solo game id (%s, at column %lu)", why, (unsigned long)(indent + bad) + 1);
        return -1;
    }
    side = cj_sudoku_side_problem(n);
    if (side != NULL) {
        snprintf(err, err_size, "%s", side);
        return -1;
    }
    if (cj_is_relations(p->label, n)) { /* read as a Sudoku, its relations would be dropped */
        snprintf(err, err_size, "%s", CJ_RELATIONS_LINE);
        return -1;
    }
    if (cj_solo_box_not_forced(forced_rows, forced_cols, *box_rows, *box_cols, err, err_size))
        return -1;
    p->n = n;
    return 1;
}

void cj_put_grid(cj_buf *out, const uint8_t *grid, int n, enum cj_format format, const char *symbols)
{
    if (format == CJ_FORMAT_GRID) {
        int r, c;
        for (r = 0; r < n; r++) {
            for (c = 0; c < n; c++)
                cj_buf_printf(out, c ? " %d" : "%d", grid[r * n + c]);
            cj_buf_put(out, "\n", 1);
        }
    } else {
        char text[SUDOKU_MAX_N * SUDOKU_MAX_N + 1];
        if (cj_grid_format(grid, n, symbols, text) != 0) {
            int i; /* values beyond the alphabet: fall back to '.'-free integers is impossible in a line */
            for (i = 0; i < n * n; i++)
                text[i] = '?';
            text[n * n] = '\0';
        }
        cj_buf_put(out, text, strlen(text));
    }
}

int cj_read_solution(const char **label, const char *symbols, int solo, int rows, int cols, uint8_t *solution)
{
    size_t len = strcspn(*label, " \t"), bad;
    int n = rows * cols, solo_rows, solo_cols, k;
    if (len == 0)
        return 0;
    if (solo) {
        if (tatham_decode(*label, solution, &solo_rows, &solo_cols, &bad) != n || solo_rows != rows ||
            solo_cols != cols)
            return 0;
    } else if (cj_grid_parse(*label, len, symbols, solution, SUDOKU_MAX_N, &bad) != n) {
        return 0;
    }
    for (k = 0; k < n * n; k++)
        if (solution[k] == 0)
            return 0;
    *label += len;
    *label += strspn(*label, " \t");
    return 1;
}

/* Whether a full grid holds no value twice in a row, column or box, by one mask of values per unit (the common
   case, where sudoku_find_clash's scans take some 8 times longer). */
static int no_value_twice(const uint8_t *grid, int rows, int cols)
{
    uint64_t row[SUDOKU_MAX_N] = {0}, col[SUDOKU_MAX_N] = {0}, box[SUDOKU_MAX_N] = {0}, bit;
    int n = rows * cols, r, c;
    for (r = 0; r < n; r++)
        for (c = 0; c < n; c++) {
            int b = r / rows * rows + c / cols;
            bit = (uint64_t)1 << (grid[r * n + c] - 1);
            if ((row[r] | col[c] | box[b]) & bit)
                return 0;
            row[r] |= bit, col[c] |= bit, box[b] |= bit;
        }
    return 1;
}

int cj_solution_fits(const uint8_t *puzzle, const uint8_t *solution, int rows, int cols, char *err, size_t err_size)
{
    static const char no[] = "the solution given is no solution of the puzzle";
    int n = rows * cols, k, a, b;
    for (k = 0; k < n * n; k++)
        if (puzzle[k] != 0 && puzzle[k] != solution[k]) {
            snprintf(err, err_size, "%s: %d at row %d, column %d where the puzzle has %d", no, solution[k], k / n + 1,
                     k % n + 1, puzzle[k]);
            return 0;
        }
    if (no_value_twice(solution, rows, cols) || sudoku_find_clash(rows, cols, solution, &a, &b) != SUDOKU_ECLASH)
        return 1;
    snprintf(err, err_size, "%s: %d at row %d, column %d and at row %d, column %d, in one %s", no, solution[a],
             a / n + 1, a % n + 1, b / n + 1, b % n + 1, a / n == b / n ? "row" : a % n == b % n ? "column" : "box");
    return 0;
}

int cj_beside_is_wrong(const cj_puzzle *p, const char *symbols, int solo, int rows, int cols, char *err,
                       size_t err_size)
{
    uint8_t given[SUDOKU_MAX_N * SUDOKU_MAX_N];
    const char *label = p->label;
    if (p->has_solution) /* a grid's rows under "## solution" */
        return !solo && !cj_solution_fits(p->grid, p->solution, rows, cols, err, err_size);
    if (label != NULL && cj_read_solution(&label, symbols, solo, rows, cols, given))
        return !cj_solution_fits(p->grid, given, rows, cols, err, err_size);
    if (p->json_solution) /* a JSON line's "solution" is one, never a label */
        snprintf(err, err_size, CJ_JSON_NO_GRID, rows * cols, rows * cols);
    return p->json_solution;
}
