/* nonogram_read.c: the Nonogram kind's reading (nonogram_kind.c's table): Tatham's sgt-pattern ids ("WxH:" clues)
   and janko's blocks of R and C lines, a block's "## solution" rows checked against the clues. */
#include <string.h>

#include "dlx/grid_text.h"
#include "dlx/nonogram.h"
#include "gen/kinds/kind_text.h"
#include "gen/kinds/nonogram_kind.h"

static int fail(char *err, size_t err_size, const char *s1, long v, const char *s2)
{
    kind_text_say(err, err_size, s1, v, s2);
    return CJ_KIND_EPARSE;
}

/* A problem with one line's clues, named by its row or column. */
static int line_fail(char *err, size_t err_size, const char *what, const ng_puzzle *p, int line)
{
    kind_text t;
    kind_text_init(&t, err, err_size);
    kind_text_str(&t, what);
    kind_text_str(&t, line < p->h ? " (row " : " (column ");
    kind_text_int(&t, (line < p->h ? line : line - p->h) + 1);
    kind_text_str(&t, ")");
    return CJ_KIND_EPARSE;
}

/* Non-zero when c ends a clue: a NUL or one of stops (strchr's test, without the C library). */
static int is_stop(const char *stops, char c)
{
    for (; *stops; stops++)
        if (*stops == c)
            return 1;
    return c == '\0';
}

/* Reads one line's runs from t (numbers separated by sep, "0" or nothing for none) up to a character in
   stops; returns the characters read, or -1 with err filled. */
static long read_runs(const char *t, size_t len, char sep, const char *stops, ng_puzzle *p, int line, char *err,
                      size_t err_size)
{
    size_t i = 0;
    int n = 0, total = 0, side = line < p->h ? p->w : p->h;
    while (i < len && !is_stop(stops, t[i])) {
        long v = 0;
        if (t[i] < '0' || t[i] > '9')
            return line_fail(err, err_size, "a clue that is not a number", p, line);
        while (i < len && t[i] >= '0' && t[i] <= '9' && v <= 1000)
            v = v * 10 + (t[i++] - '0');
        if (v == 0 && (n > 0 || (i < len && t[i] == sep)))
            return line_fail(err, err_size, "a run of 0 among others", p, line);
        if (v > 0) {
            total += (int)v + (n > 0);
            if (n >= NG_MAX_RUNS || v > side || total > side)
                return line_fail(err, err_size, "clues that do not fit their line", p, line);
            p->runs[line][n++] = (uint8_t)v;
        }
        if (sep == '.' && i < len && t[i] == sep && (i + 1 == len || is_stop(stops, t[i + 1])))
            return line_fail(err, err_size, "a clue that ends in '.'", p, line);
        if (i < len && t[i] == sep)
            i++;
    }
    p->n_runs[line] = (uint8_t)n;
    return (long)i;
}

/* "WxH:" then W column clues and H row clues, separated by '/', runs joined by '.'. */
static int parse_id(const char *text, size_t len, ng_puzzle *p, char *err, size_t err_size)
{
    size_t i = 0;
    long w = 0, h = 0;
    int k;
    for (; i < len && text[i] >= '0' && text[i] <= '9'; i++) /* past 1000: out of range, whatever follows */
        w = w < 1000 ? w * 10 + (text[i] - '0') : w;
    if (i >= len || text[i++] != 'x')
        return fail(err, err_size, "not a Nonogram id (WxH:clues) or block of R and C lines", 0, NULL);
    for (; i < len && text[i] >= '0' && text[i] <= '9'; i++)
        h = h < 1000 ? h * 10 + (text[i] - '0') : h;
    if (i >= len || text[i++] != ':')
        return fail(err, err_size, "not a Nonogram id (WxH:clues)", 0, NULL);
    if (!ng_shape_ok((int)w, (int)h))
        return fail(err, err_size, "a Nonogram is W x H with sides from 1 to ", NG_MAX_SIDE, "");
    p->w = (int)w;
    p->h = (int)h;
    for (k = 0; k < p->w + p->h; k++) {
        int line = k < p->w ? p->h + k : k - p->w; /* the id lists the columns first */
        long got = read_runs(text + i, len - i, '.', "/ \t", p, line, err, err_size);
        if (got < 0)
            return CJ_KIND_EPARSE;
        i += (size_t)got;
        if (k + 1 < p->w + p->h) {
            if (i >= len || text[i] != '/')
                return fail(err, err_size, "too few clue lines: ", k + 1, " where W + H are needed");
            i++;
        }
    }
    if (i < len && text[i] != ' ' && text[i] != '\t')
        return fail(err, err_size, "too many clue lines, or junk after the clues", 0, NULL);
    return CJ_KIND_OK;
}

/* Where text (after "## solution") holds a line other than rows of '#' and '.' and "# " comments (the next
   block's lines): that line's offset, or len when there is none. */
static size_t past_solution_rows(const char *text, size_t len)
{
    size_t i = 0;
    while (i < len) {
        size_t end = i;
        int row = 1;
        while (end < len && text[end] != '\n') {
            row &= text[end] == '#' || text[end] == '.' || text[end] == ' ';
            end++;
        }
        if (!row && !(end - i >= 2 && text[i] == '#' && text[i + 1] == ' '))
            return i;
        i = end + 1;
    }
    return len;
}

/* The offset of a block's line of runs: the nth (from 0) "R" line (rows) or "C" line (columns). */
static size_t runs_line_at(const char *text, size_t len, char letter, int nth)
{
    size_t i = 0;
    while (i < len) {
        size_t end = i;
        while (end < len && text[end] != '\n')
            end++;
        if (end > i && text[i] == letter && nth-- == 0)
            return i;
        i = end + 1;
    }
    return 0;
}

/* A block's error on the line at offset at: "line K: " put before err past the block's first line. */
static int block_fail(char *err, size_t err_size, const char *text, size_t at)
{
    cj_text_error_line(err, err_size, text, at);
    return CJ_KIND_EPARSE;
}

/* Cell c ('#' or '.') of the solution row at text + at (blanks in it skipped). */
static char row_cell(const char *text, size_t at, int c)
{
    for (;; at++)
        if (text[at] != ' ' && c-- == 0)
            return text[at];
}

/* Whether line k of the solution (its cells by row_cell) has the runs of p's clue for it. */
static int runs_match(const char *text, const size_t *row_at, const ng_puzzle *p, int k)
{
    int i, n = ng_line_len(p, k), run = 0, runs = 0;
    for (i = 0; i <= n; i++) {
        int x = i < n ? ng_line_cell(p, k, i) : 0;
        if (i < n && row_cell(text, row_at[x / p->w], x % p->w) == '#') {
            run++;
            continue;
        }
        if (run > 0 && (runs >= p->n_runs[k] || p->runs[k][runs] != run))
            return 0;
        runs += run > 0;
        run = 0;
    }
    return runs == p->n_runs[k];
}

/* The rows under "## solution" (the line at sol, its rows after; "# " lines between them are comments): as many
   as the board's rows, each as wide, whose runs are the clues of every row and column. CJ_KIND_OK, or the first
   problem at its line. */
static int check_solution(const char *text, size_t len, size_t sol, const ng_puzzle *p, char *err, size_t err_size)
{
    size_t row_at[NG_MAX_SIDE], i = sol;
    int r = 0, k;
    while (i < len && text[i] != '\n')
        i++;
    for (i++; i < len;) {
        size_t end = i;
        int cells = 0, row = 1;
        for (; end < len && text[end] != '\n'; end++) {
            cells += text[end] == '#' || text[end] == '.';
            row &= text[end] == '#' || text[end] == '.' || text[end] == ' ';
        }
        if (row && cells > 0) {
            if (r == p->h)
                return fail(err, err_size, "a solution row past the board's ", p->h, ""),
                       block_fail(err, err_size, text, i);
            if (cells != p->w)
                return fail(err, err_size, "a solution row of ", cells, " cells, not the board's width"),
                       block_fail(err, err_size, text, i);
            row_at[r++] = i;
        }
        i = end + 1;
    }
    if (r < p->h)
        return fail(err, err_size, "the solution given has fewer rows than the board's ", p->h, ""),
               block_fail(err, err_size, text, sol);
    for (k = 0; k < p->w + p->h; k++)
        if (!runs_match(text, row_at, p, k)) {
            line_fail(err, err_size, "the solution given is no solution of the puzzle: its runs are not the clue", p,
                      k);
            return block_fail(err, err_size, text, k < p->h ? row_at[k] : sol);
        }
    return CJ_KIND_OK;
}

/* janko's block: "R runs" lines (rows), "C runs" lines (columns), up to "## solution" (its rows checked) or the
   end. */
static int parse_block(const char *text, size_t len, ng_puzzle *p, char *err, size_t err_size)
{
    ng_puzzle rows;
    size_t i = 0, sol = len; /* the "## solution" line, if any */
    int n_rows = 0, n_cols = 0, k;
    memset(&rows, 0, sizeof rows);
    rows.w = rows.h = NG_MAX_SIDE; /* lines are checked against the board once its size is known */
    while (i < len) {
        size_t end = i;
        while (end < len && text[end] != '\n')
            end++;
        if (end - i >= 2 && text[i] == '#' && text[i + 1] == '#') {
            size_t bad = end + past_solution_rows(text + end, len - end);
            if (bad < len) {
                fail(err, err_size, "text after the solution other than its rows (a blank line or a '# WxH' "
                     "header parts blocks)", 0, NULL);
                return block_fail(err, err_size, text, bad);
            }
            sol = i;
            break;
        }
        if (end > i && text[i] != '#') {
            int is_row = text[i] == 'R', at = is_row ? n_rows : NG_MAX_SIDE + n_cols;
            long got;
            if ((text[i] != 'R' && text[i] != 'C') || end - i < 2 || text[i + 1] != ' ') {
                fail(err, err_size, "a block line that is not 'R runs' or 'C runs'", 0, NULL);
                return block_fail(err, err_size, text, i);
            }
            if ((is_row ? n_rows : n_cols) >= NG_MAX_SIDE) {
                fail(err, err_size, "more than ", NG_MAX_SIDE, " rows or columns");
                return block_fail(err, err_size, text, i);
            }
            got = read_runs(text + i + 2, end - i - 2, ' ', "\n", &rows, at, err, err_size);
            if (got < 0)
                return block_fail(err, err_size, text, i);
            if (is_row)
                n_rows++;
            else
                n_cols++;
        }
        i = end + 1;
    }
    if (n_rows == 0 || n_cols == 0)
        return fail(err, err_size, "a block needs R lines and C lines", 0, NULL);
    memset(p, 0, sizeof *p);
    p->w = n_cols;
    p->h = n_rows;
    for (k = 0; k < n_rows + n_cols; k++) {
        int from = k < n_rows ? k : NG_MAX_SIDE + (k - n_rows), j, total = 0;
        p->n_runs[k] = rows.n_runs[from];
        memcpy(p->runs[k], rows.runs[from], NG_MAX_RUNS);
        for (j = 0; j < p->n_runs[k]; j++)
            total += p->runs[k][j] + (j > 0);
        if (total > ng_line_len(p, k)) {
            line_fail(err, err_size, "clues that do not fit their line", p, k);
            return block_fail(err, err_size, text,
                              runs_line_at(text, len, k < n_rows ? 'R' : 'C', k < n_rows ? k : k - n_rows));
        }
    }
    return sol < len ? check_solution(text, len, sol, p, err, err_size) : CJ_KIND_OK;
}

/* Whether the board is the shape asked (none: any; a side asked alone stands for both, as bin/gen takes it);
   if not, err names both, as given and as asked. */
static int fits_asked(const cj_shape *shape, const ng_puzzle *p, char *err, size_t err_size)
{
    int aw = shape->width ? shape->width : shape->height, ah = shape->height ? shape->height : shape->width;
    kind_text t;
    if (aw == 0 || (aw == p->w && ah == p->h))
        return 1;
    kind_text_init(&t, err, err_size);
    kind_text_str(&t, "a board of ");
    kind_text_int(&t, p->w);
    kind_text_str(&t, "x");
    kind_text_int(&t, p->h);
    kind_text_str(&t, " (width x height) where ");
    kind_text_int(&t, aw);
    kind_text_str(&t, "x");
    kind_text_int(&t, ah);
    kind_text_str(&t, " was asked");
    return 0;
}

int nonogram_parse(const char *text, size_t len, size_t indent, cj_shape *shape, void *puzzle, char *err,
                    size_t err_size)
{
    (void)indent; /* no message of this kind names a column */
    ng_puzzle *p = puzzle;
    int rc;
    memset(p, 0, sizeof *p);
    rc = len > 0 && text[0] >= '0' && text[0] <= '9' ? parse_id(text, len, p, err, err_size)
                                                      : parse_block(text, len, p, err, err_size);
    if (rc != CJ_KIND_OK)
        return rc;
    if (!fits_asked(shape, p, err, err_size))
        return CJ_KIND_EPARSE;
    shape->width = p->w;
    shape->height = p->h;
    shape->box_rows = shape->box_cols = 0;
    return CJ_KIND_OK;
}
