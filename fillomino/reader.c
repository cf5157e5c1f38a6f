/* reader.c: reads Fillomino puzzles from a file for the tool: janko-style blocks and one-line
   "WxH:" puzzles, reporting malformed input as "TOOL: FILE:LINE: what" and going on. */
#include "fillomino/reader.h"

#include "fillomino/format.h"

#include <string.h>

int fm_reader_open(fm_reader *r, const char *tool, const char *path)
{
    memset(r, 0, sizeof *r);
    r->tool = tool;
    return cj_lines_open(&r->lines, tool, path);
}

int fm_reader_finish(fm_reader *r, long puzzles)
{
    return cj_lines_finish(&r->lines, puzzles);
}

static long next_line(fm_reader *r, char **text)
{
    if (r->pending) {
        r->pending = 0;
        *text = r->pending_text;
        return r->pending_len;
    }
    return cj_lines_text(&r->lines, text);
}

static int is_blank(const char *t)
{
    for (; *t; t++)
        if (*t != ' ' && *t != '\t')
            return 0;
    return 1;
}

/* Leaves the line just read (t, len) to be read again next. */
static void push_back(fm_reader *r, char *t, long len)
{
    r->pending = 1;
    r->pending_text = t;
    r->pending_len = len;
}

/* Whether a line is a record of its own that ends any block above it: a one-line puzzle, a "# WxH" header, an
   "error" line, or a JSON line (one cj_lines_text could not read starts with '{' still). */
static int ends_block(fm_reader *r, const char *t)
{
    int w, h;
    return r->lines.maker_error || t[0] == '{' || fm_is_oneline(t) || fm_parse_header(t, &w, &h);
}

/* Consumes the rest of a block: to a blank line, the end, or a line that ends it (ends_block), which is left to
   be read next, so a bad line or a solution never takes the puzzles after it along. */
static void skip_block(fm_reader *r)
{
    char *t;
    long len;
    while ((len = next_line(r, &t)) >= 0) {
        if (is_blank(t))
            return;
        if (ends_block(r, t)) {
            push_back(r, t, len);
            return;
        }
    }
}

/* Says what is wrong with a one-line puzzle, from where fm_parse_oneline stopped and the cells it had read. */
static void oneline_problem(fm_reader *r, const char *t, int rc, int cells, int stop, int read)
{
    int column = (int)(t - r->lines.buf) + stop + 1, comma = 0, digits = 0; /* counting the indent, if any */
    char c = t[stop];
    const char *q;
    for (q = t; *q && *q != ' ' && *q != '\t'; q++)
        comma |= *q == ',';
    while (t[stop + digits] >= '0' && t[stop + digits] <= '9')
        digits++;
    if (rc == FM_ERR_SIZE)
        cj_error_at(r->tool, &r->lines, "board size out of range (sides 1 to %d, at most %d cells)",
                    FM_MAX_SIDE, FM_MAX_CELLS);
    else if ((read >= cells && c != '\0' && c != ' ' && c != '\t') || (!comma && c >= 'a' && c <= 'z'))
        cj_error_at(r->tool, &r->lines, "more cells than the %d of the board (column %d on)", cells, column);
    else if (comma && digits > 0) /* a number cut off: more digits than any value the form holds */
        cj_error_at(r->tool, &r->lines, "a value larger than the board's %d cells ('%.*s%s' at column %d)", cells,
                    digits > 12 ? 12 : digits, t + stop, digits > 12 ? "..." : "", column);
    else if (t[stop] != '\0' && t[stop] != ' ' && t[stop] != '\t')
        cj_error_at(r->tool, &r->lines, "'%c' at column %d is no cell ('.', 0-9, a-z runs, or numbers with commas)",
                    t[stop], column);
    else
        cj_error_at(r->tool, &r->lines, "%d cells where the board has %d", read, cells);
}

/* Whether the first w*h values are all filled. */
static int all_filled(const fm_val *cells, int n)
{
    int k;
    for (k = 0; k < n; k++)
        if (cells[k] == 0)
            return 0;
    return 1;
}

/* A one-line puzzle's second column, when it is a one-line grid: the puzzle's solution, full and of its
   shape, or an error (never dropped as a label). 0, or 1 after the message. */
static int read_line_solution(fm_reader *r, const char *t, fm_input *in)
{
    int w, h, stop, read;
    const char *s = t + strcspn(t, " \t");
    s += strspn(s, " \t");
    if (!fm_is_oneline(s) && r->lines.json_solution <= 0) /* a JSON line's "solution" is one, never a label */
        return 0;
    if (fm_parse_oneline(s, &w, &h, in->solution, FM_MAX_CELLS, &stop, &read) != 0 || w != in->w ||
        h != in->h || !all_filled(in->solution, w * h)) {
        cj_error_at(r->tool, &r->lines, "%s is no solution of the %dx%d puzzle (want a full %dx%d grid)",
                    r->lines.json_solution > 0 ? "the JSON line's \"solution\"" : "the second column", in->w, in->h,
                    in->w, in->h);
        return 1;
    }
    in->has_solution = 1;
    in->solution_line = r->lines.lineno;
    return 0;
}

/* A block's '## solution' section (its header just read): none, or rows as many and as wide as the clue
   rows, every cell filled. 0, or 1 after the message (the rest of the block skipped). */
static int read_block_solution(fm_reader *r, fm_input *in, int rows)
{
    char *t;
    long len;
    int got = 0, n;
    long first = 0;
    fm_val rowbuf[FM_MAX_SIDE];
    while ((len = next_line(r, &t)) >= 0) {
        if (is_blank(t))
            break;
        if (ends_block(r, t)) {
            push_back(r, t, len);
            break;
        }
        n = cj_lines_problem(&r->lines) != NULL ? -1 : fm_parse_row(t, rowbuf, FM_MAX_SIDE);
        if (n != in->w || got >= rows || !all_filled(rowbuf, n)) {
            cj_error_at(r->tool, &r->lines, "solution row %d is not %d filled cells of the %dx%d puzzle", got + 1,
                        in->w, in->w, rows);
            skip_block(r);
            return 1;
        }
        memcpy(in->solution + (size_t)got * (size_t)n, rowbuf, sizeof(fm_val) * (size_t)n);
        if (got++ == 0)
            first = r->lines.lineno;
    }
    if (got == 0) /* a section without rows: nothing to carry */
        return 0;
    if (got != rows) { /* named at its first row: the line after its last may be the next puzzle's */
        long at = r->lines.lineno;
        r->lines.lineno = first;
        cj_error_at(r->tool, &r->lines, "the solution has %d rows, the puzzle %d", got, rows);
        r->lines.lineno = at;
        return 1;
    }
    in->has_solution = 1;
    in->solution_line = first;
    return 0;
}

int fm_reader_check_solution(fm_reader *r, const fm_input *in, int *work)
{
    int k, n = in->w * in->h, size;
    long at = r->lines.lineno;
    for (k = 0; k < n && (in->cells[k] == 0 || in->cells[k] == in->solution[k]); k++)
        ;
    if (k == n && (k = fm_board_bad_region(in->solution, in->w, in->h, work, &size)) < 0)
        return 1;
    /* named at the line of the solution row that holds the cell (a one-line solution: its line) */
    r->lines.lineno = in->solution_line + (in->kind == FM_IN_BLOCK ? k / in->w : 0);
    if (in->cells[k] != 0 && in->cells[k] != in->solution[k])
        cj_error_at(r->tool, &r->lines, "the solution given is no solution of the puzzle: %d at row %d, column %d "
                    "where the puzzle has %d", in->solution[k], k / in->w + 1, k % in->w + 1, in->cells[k]);
    else if (size == 0) /* fm_board_bad_region's empty cell, or a value past the board's cells */
        cj_error_at(r->tool, &r->lines, "the solution given is no solution of the puzzle: %d at row %d, column %d, "
                    "where a %dx%d board's regions hold 1 to %d cells", in->solution[k], k / in->w + 1,
                    k % in->w + 1, in->w, in->h, n);
    else
        cj_error_at(r->tool, &r->lines, "the solution given is no solution of the puzzle: the region of %ds at row "
                    "%d, column %d has %d cell%s", in->solution[k], k / in->w + 1, k % in->w + 1, size,
                    size == 1 ? "" : "s");
    r->lines.lineno = at;
    return 0;
}

static int read_input(fm_reader *r, fm_input *in);

/* A block of rows of in->w cells under a "# hw x hh" header (line header_line; its rows from line first): 1 when
   the header gives its height too, else 0 after naming both sizes at the header's line, as the other kinds'
   readers do (a row of another width than the header's is named at that row, as it is read). */
static int header_rows_agree(fm_reader *r, const fm_input *in, int rows, int hw, int hh, long header_line, long first)
{
    long at = r->lines.lineno;
    if (rows == hh)
        return 1;
    r->lines.lineno = header_line;
    cj_error_at(r->tool, &r->lines, "the header says %dx%d (width x height), the block below it (line %ld on) has "
                "%d row%s of %d: %dx%d", hw, hh, first, rows, rows == 1 ? "" : "s", in->w, in->w, rows);
    r->lines.lineno = at;
    return 0;
}

int fm_reader_next(fm_reader *r, fm_input *in)
{
    int got = read_input(r, in), k;
    if (got && in->bad && in->kind == FM_IN_BLOCK && in->w == 0) /* one bad line, no row of a block */
        in->kind = r->last_kind;
    if (got && !in->bad && (k = fm_value_too_large(in->cells, in->w * in->h)) >= 0) {
        long at = r->lines.lineno; /* named at its row's line, or the one line's */
        r->lines.lineno = in->kind == FM_IN_BLOCK ? r->row_line[k / in->w] : in->lineno;
        cj_error_at(r->tool, &r->lines, "a value larger than the %dx%d board (%d at row %d, column %d)", in->w,
                    in->h, in->cells[k], k / in->w + 1, k % in->w + 1);
        r->lines.lineno = at;
        in->bad = 1;
    }
    r->last_kind = in->kind;
    return got;
}

static int read_input(fm_reader *r, fm_input *in)
{
    char *t;
    long len;
    int hw = 0, hh = 0, hw2, hh2, have_header = 0, rows = 0, bad;
    long header_line = 0, first_row = 0;
    in->bad = 0;
    in->has_solution = 0;
    in->lineno = 0;
    in->w = in->h = 0;
    in->kind = FM_IN_BLOCK;
    for (;;) {
        len = next_line(r, &t);
        if (len < 0) {
            if (rows > 0)
                break;
            return 0; /* a header at the end is a comment, as in the other kinds' files */
        }
        bad = r->lines.too_long || r->lines.binary || r->lines.endless; /* checked first: never handed back */
        if (!bad && rows == 0 && (r->lines.maker_error || (r->pass_other && t[0] == '{')))
            have_header = 0; /* a header right above an 'error' or JSON line heads no block: a comment, as in the
                                other kinds' files */
        if (!bad && r->pass_other && (t[0] == '{' || r->lines.maker_error) && rows == 0) {
            in->kind = FM_IN_OTHER; /* a JSON line, or an 'error' line: the caller's to read */
            in->text = t;
            return 1;
        }
        if (!bad && (r->lines.maker_error || t[0] == '{') && rows > 0) {
            push_back(r, t, len); /* ends the block: a record of its own */
            break;
        }
        if (cj_lines_problem(&r->lines) != NULL) {
            cj_error_at(r->tool, &r->lines, "%s", cj_lines_problem(&r->lines));
            in->bad = 1;
            if (rows > 0 || have_header)
                skip_block(r);
            return 1;
        }
        if (t[0] == '{') { /* a JSON line cj_lines_text could not read: an answer of its own */
            cj_error_at(r->tool, &r->lines, "%s", CJ_JSON_LINE);
            in->kind = FM_IN_LINE; /* answered as a line: its 'error' has no blank line after it */
            in->bad = 1;
            return 1;
        }
        if (is_blank(t)) {
            if (rows > 0)
                break;
            have_header = 0; /* a header that a blank line follows heads no block: a comment (a file's title) */
            continue;
        }
        if (t[0] == '#') {
            if (t[1] == '#') { /* a "## solution" section ends the clues of the block */
                if (rows > 0 || have_header) {
                    if (rows > 0 && have_header && !header_rows_agree(r, in, rows, hw, hh, header_line, first_row)) {
                        in->bad = 1;
                        skip_block(r);
                        return 1;
                    }
                    if (rows > 0 && in->solution != NULL) {
                        in->bad = read_block_solution(r, in, rows);
                        break;
                    }
                    skip_block(r);
                    if (rows > 0)
                        break;
                    cj_error_at(r->tool, &r->lines, "block has no clue rows");
                    in->bad = 1;
                    return 1;
                }
                if (strncmp(t, "## solution", 11) == 0) { /* its rows are no puzzle of their own */
                    cj_error_at(r->tool, &r->lines, "%s", CJ_SOLUTION_ALONE);
                    in->bad = 1;
                    skip_block(r);
                    return 1;
                }
                continue;
            }
            if (fm_parse_header(t, &hw2, &hh2)) {
                if (rows > 0) { /* a header starts the next block: this one ends here */
                    push_back(r, t, len);
                    break;
                }
                hw = hw2, hh = hh2;
                have_header = 1;
                header_line = r->lines.lineno;
            }
            continue;
        }
        if (fm_is_oneline(t)) {
            int rc, stop, read;
            if (rows > 0) { /* ends the block above; read again next time */
                push_back(r, t, len);
                break;
            }
            { /* a letter among the cells (not in a label or solution after them) makes a Tatham id */
                const char *cells = strchr(t, ':');
                size_t span = strcspn(cells, " \t");
                in->kind = strcspn(cells, "abcdefghijklmnopqrstuvwxyz") < span ? FM_IN_TATHAM : FM_IN_LINE;
            }
            in->lineno = r->lines.lineno;
            rc = fm_parse_oneline(t, &in->w, &in->h, in->cells, FM_MAX_CELLS, &stop, &read);
            if (rc != 0) {
                oneline_problem(r, t, rc, fm_shape_ok(in->w, in->h) ? in->w * in->h : 0, stop, read);
                in->bad = 1;
            } else if (in->solution != NULL) {
                in->bad = read_line_solution(r, t, in);
            }
            return 1;
        }
        {
            int room = in->w > 0 ? in->w : FM_MAX_SIDE, got;
            fm_val rowbuf[FM_MAX_SIDE];
            if (rows >= FM_MAX_SIDE || (long)(rows + 1) * room > FM_MAX_CELLS) {
                cj_error_at(r->tool, &r->lines, "too many rows (at most %d)", FM_MAX_SIDE);
                in->bad = 1;
                skip_block(r);
                return 1;
            }
            got = fm_parse_row(t, rowbuf, FM_MAX_SIDE);
            if (got < 0) {
                if (got == FM_ERR_SIZE)
                    cj_error_at(r->tool, &r->lines, "row too wide (at most %d cells)", FM_MAX_SIDE);
                else
                    cj_error_at(r->tool, &r->lines, "bad row: want digits and '.', or spaced numbers");
                in->bad = 1;
                skip_block(r);
                return 1;
            }
            if (have_header && rows == 0 && !fm_shape_ok(hw, hh)) { /* a header of a board none can be */
                long at = r->lines.lineno;
                r->lines.lineno = header_line;
                cj_error_at(r->tool, &r->lines,
                            "the header's board size is out of range (sides 1 to %d, at most %d cells)", FM_MAX_SIDE,
                            FM_MAX_CELLS);
                r->lines.lineno = at;
                in->bad = 1;
                skip_block(r);
                return 1;
            }
            if (have_header && got != hw) { /* named where it shows: the row, not the block's end */
                cj_error_at(r->tool, &r->lines, "row has %d cells, the header (line %ld) says %dx%d (width x height)",
                            got, header_line, hw, hh);
                in->bad = 1;
                skip_block(r);
                return 1;
            }
            if (rows > 0 && got != in->w) {
                cj_error_at(r->tool, &r->lines, "row has %d cells, the rows above %d", got, in->w);
                in->bad = 1;
                skip_block(r);
                return 1;
            }
            if (rows == 0)
                first_row = r->lines.lineno;
            r->row_line[rows] = r->lines.lineno;
            in->w = got;
            memcpy(in->cells + (size_t)rows * (size_t)got, rowbuf, sizeof(fm_val) * (size_t)got);
            rows++;
        }
    }
    in->h = rows;
    in->lineno = first_row;
    if (have_header && !in->bad && !header_rows_agree(r, in, rows, hw, hh, header_line, first_row)) {
        in->bad = 1;
    } else if (!fm_shape_ok(in->w, in->h)) {
        cj_error_at(r->tool, &r->lines, "board size out of range");
        in->bad = 1;
    }
    return 1;
}
