/* driver_read.c: how the kind driver and bank add part their input into puzzles (host only): one line each, or a
   block of lines (janko's R/C lines, futoshiki.txt's rows, Fillomino's rows); lines read ahead in vain read again. */
#include <stdlib.h>
#include <string.h>

#include "dlx/grid_text.h"
#include "dlx/latin.h"
#include "fillomino/format.h"
#include "gen/kinds/driver.h"
#include "gen/kinds/driver_int.h"
#include "gen/kinds/kinds.h"

#define HELD_MAX 256 /* lines read ahead at most while deciding whether a line starts a block */

/* Whether a line is a block's header, "# WxH" (then a blank or the end): the next puzzle's first line. */
static int is_header(const char *line, long len)
{
    long i = 2, digits;
    if (len < 5 || line[0] != '#' || line[1] != ' ')
        return 0;
    for (digits = 0; i < len && line[i] >= '0' && line[i] <= '9'; i++)
        digits++;
    if (digits == 0 || i >= len || line[i++] != 'x')
        return 0;
    for (digits = 0; i < len && line[i] >= '0' && line[i] <= '9'; i++)
        digits++;
    return digits > 0 && (i == len || line[i] == ' ' || line[i] == '\t');
}

/* Holds the line just read from the input (text, len, with the reader's number and flags for it) after the lines
   held, so that it is read again. Returns 0, or -1 when memory ran out (nothing held). */
static int hold(driver_reader *d, const char *text, long len)
{
    const cj_lines *r = d->r;
    driver_held *h;
    if (d->count == d->cap) {
        int cap = d->cap ? 2 * d->cap : 32;
        driver_held *grown = realloc(d->lines, sizeof *grown * (size_t)cap);
        if (grown == NULL)
            return -1;
        d->lines = grown;
        d->cap = cap;
    }
    h = &d->lines[d->count];
    h->at = d->held.len;
    h->len = (size_t)len;
    h->indent = d->taken_indent;
    h->lineno = r->lineno;
    h->too_long = r->too_long;
    h->binary = r->binary;
    h->endless = r->endless;
    h->maker_error = r->maker_error;
    h->json_box_rows = r->json_box_rows;
    h->json_box_cols = r->json_box_cols;
    cj_buf_put(&d->held, text, (size_t)len);
    cj_buf_put(&d->held, "", 1); /* each held line ends with its '\0' */
    if (d->held.len != h->at + (size_t)len + 1) {
        d->held.len = h->at;
        return -1;
    }
    d->count++;
    return 0;
}

/* The next line (as cj_lines_text gives it): a held line first, setting the reader's line number and problem
   flags to that line's. With ahead, a line read from the input is held, to be read again after a rewind. */
static long take(driver_reader *d, char **text, int ahead)
{
    cj_lines *r = d->r;
    long len;
    if (d->next < d->count) {
        const driver_held *h = &d->lines[d->next++];
        r->lineno = h->lineno;
        r->too_long = h->too_long;
        r->binary = h->binary;
        r->endless = h->endless;
        r->maker_error = h->maker_error;
        r->json_box_rows = h->json_box_rows;
        r->json_box_cols = h->json_box_cols;
        d->taken_indent = h->indent;
        *text = d->held.data + h->at;
        return (long)h->len;
    }
    len = cj_lines_text(r, text);
    d->taken_indent = len >= 0 ? (size_t)(*text - r->buf) : 0; /* cj_lines_text's text is past the indent */
    if (len < 0 || !ahead || hold(d, *text, len) != 0)
        return len; /* not held when memory ran out: the look-ahead ends here, and so does what can be read again */
    d->next = d->count;
    *text = d->held.data + d->lines[d->count - 1].at;
    return len;
}

/* Leaves the line just taken (text, len) to be taken again next. Returns 0, or -1 when memory ran out. */
static int take_again(driver_reader *d, const char *text, long len)
{
    if (d->next > 0 && d->next <= d->count && d->held.data + d->lines[d->next - 1].at == text) {
        d->next--; /* a held line */
        return 0;
    }
    return hold(d, text, len); /* the next take returns it (d->next is d->count - 1) */
}

/* Drops the held lines read already (all of them, or those before the next one). */
static void drop_read(driver_reader *d)
{
    int k, keep = d->count - d->next;
    size_t from;
    if (d->next == 0)
        return;
    from = keep > 0 ? d->lines[d->next].at : d->held.len;
    memmove(d->held.data, d->held.data + from, d->held.len - from);
    d->held.len -= from;
    for (k = 0; k < keep; k++) {
        d->lines[k] = d->lines[d->next + k];
        d->lines[k].at -= from;
    }
    d->count = keep;
    d->next = 0;
}

/* A side of a "# WxH" header (digits from s): its value, at most 1000000000. */
static long header_side(const char *s)
{
    long v = 0;
    for (; *s >= '0' && *s <= '9'; s++)
        v = v > 100000000 ? 1000000000 : v * 10 + (*s - '0');
    return v;
}

/* Notes a header (the line just taken, text of len bytes) as the one before the next puzzle; a blank line
   forgets it (it parts puzzles); other comments keep it. */
static void see_header(driver_reader *d, const char *text, long len)
{
    if (len == 0)
        d->seen_line = 0;
    else if (is_header(text, len)) {
        d->seen_line = d->r->lineno;
        d->seen_w = header_side(text + 2);
        d->seen_h = header_side(strchr(text, 'x') + 1);
    }
}

/* The next line that holds a puzzle: blank and '#' lines skipped (a header among them noted), unless the line
   has a problem. A header that a blank line or the end of the file follows is a comment (a file's title, say):
   the blank line forgets it. */
static long take_puzzle_line(driver_reader *d, char **text)
{
    long len;
    while ((len = take(d, text, 0)) >= 0) {
        if ((len > 0 && **text != '#') || cj_lines_problem(d->r) != NULL)
            break;
        see_header(d, *text, len);
    }
    return len;
}

/* Whether a line can be a Futoshiki or Jidoku block's first row: N symbols (N from 2 to LATIN_MAX_N) of values 0..N. */
static int is_first_row(const char *line, long len)
{
    long k;
    if (len < 2 || len > LATIN_MAX_N)
        return 0;
    for (k = 0; k < len; k++) {
        int v = cj_symbol_value(CJ_DEFAULT_SYMBOLS, line[k]);
        if (v < 0 || v > len)
            return 0;
    }
    return 1;
}

/* A line only a Futoshiki block holds: its relations ("h ...", "v ...") or its "## solution" mark. */
static int is_block_mark(const char *line, long len)
{
    return (len >= 2 && (line[0] == 'h' || line[0] == 'v') && (line[1] == ' ' || line[1] == '\t')) ||
           (len >= 11 && memcmp(line, "## solution", 11) == 0);
}

/* After a first row of n symbols: reads ahead, into block, the lines up to a relation line or "## solution"
   among the next n + 1 lines that are not comments. Returns 1 when one came (a block), else 0. */
static int block_follows(driver_reader *d, long n, cj_buf *block)
{
    char *text;
    long len, rows = 0;
    int lines;
    for (lines = 0; lines < HELD_MAX && rows <= n; lines++) {
        if ((len = take(d, &text, 1)) <= 0 || is_header(text, len) || cj_lines_problem(d->r) != NULL)
            return 0;
        cj_buf_put(block, "\n", 1);
        cj_buf_put(block, text, (size_t)len);
        if (is_block_mark(text, len))
            return 1;
        rows += text[0] != '#';
    }
    return 0;
}

long driver_next_puzzle(const cj_kind *kind, driver_reader *d, char **line, long *first)
{
    cj_lines *r = d->r;
    long len, tok = 0;
    int block = 0, rc, too_long = 0, binary = 0, maker_error = 0;
    long hdr;
    drop_read(d);
    d->bad_line = 0;
    if ((len = take_puzzle_line(d, line)) < 0)
        return -1;
    *first = r->lineno;
    d->indent = d->taken_indent;
    d->header_line = 0;
    d->header_w = d->seen_w;
    d->header_h = d->seen_h;
    hdr = d->seen_line;
    d->seen_line = 0;
    while (tok < len && (*line)[tok] != ' ' && (*line)[tok] != '\t')
        tok++;
    if (kind != NULL && !kind->line_fields) /* whole lines, no blocks */
        return d->whole_lines ? len : tok;
    if (cj_lines_problem(r) != NULL) /* a bad line: an answer of its own */
        return tok;
    rc = tok == 1 && tok < len && ((*line)[0] == 'R' || (*line)[0] == 'C'); /* janko's Nonogram blocks */
    if (kind == NULL || kind->line_fields == 2)
        block = rc;
    if (!block && (kind == NULL || kind->line_fields != 2))
        block = tok == len && is_first_row(*line, len);
    if (!block)
        return len;
    d->block.len = 0;
    cj_buf_put(&d->block, *line, (size_t)len);
    if (!rc) { /* a Futoshiki or Jidoku row: a block only when a relation line or a solution follows */
        int mark = d->next;
        if (!block_follows(d, len, &d->block)) { /* the row is a line of its own; what came after it, read again */
            d->next = mark;
            r->lineno = *first;
            r->too_long = r->binary = r->endless = r->maker_error = r->json_box_rows = r->json_box_cols = 0;
            d->block.len = (size_t)len;
            *line = d->block.data;
            return len;
        }
    }
    d->header_line = hdr;
    for (;;) { /* each line checked: a NUL byte or a line too long after the first is the block's problem */
        len = take(d, line, 0);
        /* when memory runs out holding it, the 'error' line is read into the block, as any other line */
        if (len > 0 && r->maker_error && take_again(d, *line, len) == 0) {
            r->maker_error = 0; /* an 'error' line ends the block, a record of its own (read next) */
            break;
        }
        if (len >= 0 && d->bad_line == 0 && cj_lines_problem(r) != NULL) {
            d->bad_line = r->lineno;
            too_long = r->too_long;
            binary = r->binary;
            maker_error = r->maker_error;
        }
        if (len <= 0 || is_header(*line, len)) {
            if (len > 0)
                see_header(d, *line, len); /* the next block's */
            break;
        }
        cj_buf_put(&d->block, "\n", 1);
        cj_buf_put(&d->block, *line, (size_t)len);
    }
    if (d->bad_line != 0) { /* the flags of the line read last (its end), set to the bad line's */
        r->too_long = too_long;
        r->binary = binary;
        r->maker_error = maker_error;
    }
    cj_buf_put(&d->block, "\n", 1);
    *line = d->block.data;
    return (long)d->block.len;
}

void driver_reader_free(driver_reader *d)
{
    cj_buf_free(&d->block);
    cj_buf_free(&d->held);
    free(d->lines);
    memset(d, 0, sizeof *d);
}

int driver_source_init(driver_source *s, const cj_kind *kind, int pass_other)
{
    s->kind = kind;
    s->pass_other = pass_other;
    s->rd.whole_lines = pass_other; /* a Sudoku line's fields are bank_parse_line's to read */
    s->puzzle = NULL;
    s->grid = NULL;
    if (kind != &cj_kind_fillomino)
        return 0;
    s->in.cells = malloc(sizeof(fm_val) * FM_MAX_CELLS);
    s->line = malloc(fm_text_bytes(FM_MAX_CELLS, 1));
    if (s->in.cells != NULL && s->line != NULL)
        return 0;
    driver_source_free(s);
    return -1;
}

int driver_source_solutions(driver_source *s)
{
    s->rd.whole_lines = 1; /* a Sudoku line's solution beside it, for answer to check */
    if (s->kind != &cj_kind_fillomino)
        return 0;
    s->in.solution = malloc(sizeof(fm_val) * FM_MAX_CELLS);
    s->work = malloc(2 * sizeof(int) * FM_MAX_CELLS);
    if (s->in.solution != NULL && s->work != NULL)
        return 0;
    driver_source_free(s);
    return -1;
}

int driver_source_open(driver_source *s, const char *tool, const char *path)
{
    if (fm_reader_open(&s->fm, tool, path) != 0)
        return -1;
    s->fm.pass_other = s->pass_other;
    s->fm.lines.keep_json = s->pass_other; /* bank add reads a JSON line's fields itself */
    return 0;
}

/* The size of a Nonogram block (text, len) by its lines before its "## solution": C lines, R lines, whatever
   their clues. 0, or -1 when a line there is none of those nor a "# " comment (the kind's reader names it). */
static int nonogram_block_size(const char *text, long len, cj_shape *shape)
{
    long i = 0;
    while (i < len && !(len - i >= 11 && memcmp(text + i, "## solution", 11) == 0)) {
        int comment = text[i] == '#';
        if (len - i < 2 || (!comment && text[i] != 'R' && text[i] != 'C') ||
            (text[i + 1] != ' ' && (comment || text[i + 1] != '\t')))
            return -1;
        shape->width += text[i] == 'C';
        shape->height += text[i] == 'R';
        while (i < len && text[i] != '\n')
            i++;
        i++;
    }
    return 0;
}

/* A block (text, len) after a "# WxH" header: 1 when the header gives the block's size (a Nonogram's C lines:
   width, its R lines: height; a Futoshiki or Jidoku block's N rows of N), as the kind's own parse reads them, else
   -1 after naming both, at the header's line. A block the parse refuses is left to the kind's reader, which names
   its bad line, but a Nonogram block of R, C and comment lines alone, whose clues no longer fit once a line is
   missing, is sized by its lines; a Jidoku block, and any block for bank add (no kind), is sized as a Futoshiki
   (or, with R and C lines, a Nonogram) block: its boxes play no part in its size. */
static int header_agrees(driver_source *s, const char *text, long len, long first)
{
    cj_lines *r = &s->fm.lines;
    const cj_kind *kind = s->kind;
    cj_shape shape;
    char err[256];
    long at;
    if (s->rd.header_line == 0)
        return 1;
    if (kind != &cj_kind_nonogram && kind != &cj_kind_futoshiki)
        kind = text[0] == 'R' || text[0] == 'C' ? &cj_kind_nonogram : &cj_kind_futoshiki;
    if (s->puzzle == NULL && (s->puzzle = malloc(DRIVER_PUZZLE_BYTES)) == NULL)
        return cj_error_at(s->fm.tool, r, "out of memory"), -1;
    memset(&shape, 0, sizeof shape);
    if (kind->parse(text, (size_t)len, 0, &shape, s->puzzle, err, sizeof err) != CJ_KIND_OK) {
        memset(&shape, 0, sizeof shape);
        if (kind != &cj_kind_nonogram || nonogram_block_size(text, len, &shape) != 0)
            return 1; /* the kind's reader names the bad line */
    }
    if (shape.width == s->rd.header_w && shape.height == s->rd.header_h)
        return 1;
    at = r->lineno;
    r->lineno = s->rd.header_line;
    if (kind == &cj_kind_nonogram)
        cj_error_at(s->fm.tool, r, "the header says %ldx%ld (width x height), the block below it (line %ld on) has %d "
                    "C line%s and %d R line%s: %dx%d", s->rd.header_w, s->rd.header_h, first, shape.width,
                    shape.width == 1 ? "" : "s", shape.height, shape.height == 1 ? "" : "s", shape.width, shape.height);
    else
        cj_error_at(s->fm.tool, r, "the header says %ldx%ld (width x height), the block below it (line %ld on) has "
                    "%d rows of %d: %dx%d", s->rd.header_w, s->rd.header_h, first, shape.height, shape.width,
                    shape.width, shape.height);
    r->lineno = at;
    return -1;
}

/* Whether a line starts a Sudoku grid: its first field a value of one or two digits (a puzzle line holds 4 cells
   at least), with more after it. */
static int is_grid_row(const char *text, long len)
{
    long k = 0;
    while (k < len && k < 3 && text[k] >= '0' && text[k] <= '9')
        k++;
    if (k == 0 || k > 2 || k == len || (text[k] != ' ' && text[k] != '\t'))
        return 0;
    while (k < len && (text[k] == ' ' || text[k] == '\t'))
        k++;
    return k < len;
}

/* The grid reader's source of lines: the driver's, lines read ahead first. */
static long grid_line(void *d, char **text)
{
    return take(d, text, 0);
}

static int grid_line_again(void *d, char *text, long len)
{
    return take_again(d, text, len);
}

/* Reads the grid whose first row (text, len) was just read: 2 with it in s->grid, or -1 after naming its problem. */
static int read_grid(driver_source *s, char *text, long len, long *first)
{
    cj_lines *r = &s->fm.lines;
    cj_grid_source src = {grid_line, grid_line_again, NULL};
    char err[256];
    long at;
    src.ctx = &s->rd;
    s->was_grid = 1;
    if ((s->grid == NULL && (s->grid = malloc(sizeof *s->grid)) == NULL) || take_again(&s->rd, text, len) != 0)
        return cj_error_at(s->fm.tool, r, "out of memory"), -1;
    if (cj_read_grid(r, &src, s->grid, err, sizeof err) == 1) {
        *first = s->grid->lineno;
        return 2;
    }
    at = r->lineno;
    r->lineno = s->grid->lineno;
    cj_error_at(s->fm.tool, r, "%s", err);
    r->lineno = at;
    return -1;
}

int driver_source_next(driver_source *s, char **text, long *len, long *first)
{
    cj_lines *r = &s->fm.lines;
    long at;
    s->indent = 0;
    s->was_grid = 0;
    if (s->kind != &cj_kind_fillomino) {
        s->rd.r = r;
        if ((*len = driver_next_puzzle(s->kind, &s->rd, text, first)) < 0)
            return 0;
        s->indent = s->rd.indent;
        if (s->pass_other && r->maker_error && s->rd.bad_line == 0)
            return -2;
        if (s->pass_other && (s->kind == NULL || s->kind == &cj_kind_sudoku) && cj_lines_problem(r) == NULL &&
            is_grid_row(*text, *len))
            return read_grid(s, *text, *len, first);
        if (cj_lines_problem(r) == NULL)
            return header_agrees(s, *text, *len, *first);
        at = r->lineno;
        r->lineno = s->rd.bad_line != 0 ? s->rd.bad_line : *first; /* the line with the problem */
        cj_error_at(s->fm.tool, r, "%s", cj_lines_problem(r));
        r->lineno = at;
        return -1;
    }
    if (!fm_reader_next(&s->fm, &s->in))
        return 0;
    *first = s->in.lineno > 0 ? s->in.lineno : r->lineno; /* where bin/fillomino names a puzzle */
    if (s->in.bad || (s->in.has_solution && !fm_reader_check_solution(&s->fm, &s->in, s->work)))
        return -1; /* the reader said what is wrong */
    if (s->in.kind == FM_IN_OTHER && r->maker_error)
        return -2;
    if (s->in.kind == FM_IN_OTHER) { /* a JSON line: the caller's to read */
        *len = (long)strlen(*text = s->in.text);
        return 1;
    }
    *len = (long)fm_write_line(s->line, s->in.cells, s->in.w, s->in.h);
    *text = s->line;
    return 1;
}

void driver_source_free(driver_source *s)
{
    driver_reader_free(&s->rd);
    free(s->grid);
    s->grid = NULL;
    free(s->in.cells);
    free(s->in.solution);
    free(s->work);
    free(s->line);
    free(s->puzzle);
    s->in.cells = NULL;
    s->in.solution = NULL;
    s->work = NULL;
    s->line = NULL;
    s->puzzle = NULL;
}

/* Whether a line is a row of a drawn grid (--format grid): blank-separated fields of 1 or 2 characters (a symbol,
   a relation, a Nonogram's run), or a rule of '-', '+' and '|'. A block's lines (R, C, h or v, then a blank) and
   every kind's line or id are none, past a side of 2. */
static int looks_drawn(const char *text, size_t len)
{
    size_t k = strspn(text, " \t"), field, rule, longest = 0;
    int fields = 0, keyword = k + 1 < len && strchr("RChv", text[k]) != NULL && strchr(" \t", text[k + 1]) != NULL;
    while (k < len && text[k] != '\n') {
        for (field = rule = 0; k < len && text[k] != ' ' && text[k] != '\t' && text[k] != '\n'; k++, field++)
            rule += text[k] == '-' || text[k] == '+' || text[k] == '|';
        if (field > 2 && rule < field)
            return 0;
        longest = field > longest ? field : longest;
        fields += field > 0;
        k += strspn(text + k, " \t");
    }
    return fields > 0 && (!keyword || (text[strspn(text, " \t")] == 'v' && longest == 1));
}

void driver_report_at(const char *tool, cj_lines *r, long first, const char *text, size_t len, char *err)
{
    long at = r->lineno, k = memchr(text, '\n', len) != NULL ? cj_text_take_error_line(err) : 0, line;
    const char *end = text + len, *next;
    for (line = 1; line < k && (next = memchr(text, '\n', (size_t)(end - text))) != NULL; line++)
        text = next + 1; /* the line the message is at */
    r->lineno = k > 0 ? first + k - 1 : first; /* a block's line: its lines are the file's, one after another */
    cj_error_at(tool, r, "%s%s", err,
                !r->keep_json && text < end && text[strspn(text, " \t")] == '{' ? " (" CJ_JSON_LINE ")"
                : strstr(err, "grid format") == NULL && looks_drawn(text, (size_t)(end - text))
                    ? " (a row of a drawn grid? the tools read gen's line form, not --format grid)"
                    : "");
    r->lineno = at;
}
