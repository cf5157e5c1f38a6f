/* nonogram_logic.c: the Nonogram line solver: left-most/right-most overlap, exact line deduction by dynamic
   programming over (run, cell), line logic to a fixpoint, probing; grades and hints. No allocation. */
#include "dlx/nonogram.h"

#include <string.h>

#define SATURATE 0x80000000u

int ng_shape_ok(int w, int h)
{
    return w >= 1 && h >= 1 && w <= NG_MAX_SIDE && h <= NG_MAX_SIDE;
}

int ng_line_len(const ng_puzzle *p, int line)
{
    return line < p->h ? p->w : p->h;
}

int ng_line_cell(const ng_puzzle *p, int line, int i)
{
    return line < p->h ? line * p->w + i : i * p->w + (line - p->h);
}

void ng_clues_of(ng_puzzle *p, int w, int h, const uint8_t *grid)
{
    int line, i;
    memset(p, 0, sizeof *p);
    p->w = w;
    p->h = h;
    for (line = 0; line < w + h; line++) {
        int n = ng_line_len(p, line), run = 0;
        for (i = 0; i <= n; i++) {
            if (i < n && grid[ng_line_cell(p, line, i)] == NG_BLACK) {
                run++;
            } else if (run > 0) {
                p->runs[line][p->n_runs[line]++] = (uint8_t)run;
                run = 0;
            }
        }
    }
}

/* count[j][i]: placements of runs j..k-1 in cells i..n-1 (the cells between runs and after the last not
   black), from the right; run j may start at i when cells i..i+len-1 are not white and the cell after it
   is not black. Only the starts run j can take are computed: from the runs before it packed left
   (count[j][i] is read nowhere below that) to the runs from it packed right (zero above). */
static void count_suffix(ng_logic *lg, const uint8_t *runs, int k, const uint8_t *c, int n, const int *whites)
{
    int j, i, lo = 0, need = 0;
    for (j = 0; j < k; j++)
        lo += runs[j] + 1; /* past the packed runs: where a run after the last would start */
    lg->count[k][n] = 1;
    for (i = n - 1; i >= 0; i--)
        lg->count[k][i] = c[i] != NG_BLACK ? lg->count[k][i + 1] : 0;
    for (j = k - 1; j >= 0; j--) {
        int len = runs[j], hi;
        lo -= len + 1;
        need += len + (j < k - 1);
        hi = n - need; /* the last start of run j */
        for (i = n; i > hi; i--)
            lg->count[j][i] = 0;
        for (i = hi; i >= lo; i--) {
            uint32_t ways = lg->count[j][i + 1] * (c[i] != NG_BLACK);
            int end = i + len;
            if (whites[end] == whites[i]) {
                if (end == n)
                    ways += lg->count[j + 1][n];
                else if (c[end] != NG_BLACK)
                    ways += lg->count[j + 1][end + 1];
            }
            lg->count[j][i] = ways > SATURATE ? SATURATE : ways;
        }
    }
}

/* fwd[j][i]: runs 0..j-1 fit in cells 0..i-1 (the cells outside them not black). Computed where it can be
   true and is read (from the runs before j packed left to the runs from j packed right); zero elsewhere. */
static void fit_prefix(ng_logic *lg, const uint8_t *runs, int k, const uint8_t *c, int n, const int *whites)
{
    int j, i, lo = 0, need = 0;
    for (j = 0; j < k; j++)
        need += runs[j] + (j > 0);
    for (j = 0; j <= k; j++) {
        int from = j == 0 ? 1 : lo, to = n - need;
        memset(lg->fwd[j], 0, (size_t)n + 1);
        lg->fwd[j][0] = j == 0;
        for (i = from; i <= to; i++) {
            int ok = c[i - 1] != NG_BLACK && lg->fwd[j][i - 1];
            if (!ok && j > 0 && whites[i] == whites[i - runs[j - 1]]) {
                int s = i - runs[j - 1];
                ok = s == 0 ? lg->fwd[j - 1][0] : c[s - 1] != NG_BLACK && lg->fwd[j - 1][s - 1];
            }
            lg->fwd[j][i] = (uint8_t)ok;
        }
        if (j < k) {
            lo += runs[j] + (j > 0);
            need -= runs[j] + (j + 1 < k);
        }
    }
}

static void count_whites(const uint8_t *c, int n, int *whites)
{
    int i;
    whites[0] = 0;
    for (i = 0; i < n; i++)
        whites[i + 1] = whites[i] + (c[i] == NG_WHITE);
}

uint32_t ng_line_placements(ng_logic *lg, const uint8_t *runs, int k, const uint8_t *cells, int n)
{
    int whites[NG_MAX_SIDE + 1];
    count_whites(cells, n, whites);
    count_suffix(lg, runs, k, cells, n, whites);
    return lg->count[0][0];
}

int ng_line_deduce(ng_logic *lg, const uint8_t *runs, int k, uint8_t *c, int n)
{
    int whites[NG_MAX_SIDE + 1], cover[NG_MAX_SIDE + 1], j, i, s, set = 0, depth = 0, lo, need;
    count_whites(c, n, whites);
    count_suffix(lg, runs, k, c, n, whites);
    if (lg->count[0][0] == 0)
        return -1;
    fit_prefix(lg, runs, k, c, n, whites);
    memset(cover, 0, sizeof cover);
    /* Every placement of run j at s that fits on both sides marks s..s+len-1 as possibly black (s from the
       runs before it packed left to the runs from it packed right). */
    for (j = 0, lo = 0, need = k - 1; j < k; j++)
        need += runs[j];
    for (j = 0; j < k; lo += runs[j] + 1, need -= runs[j] + 1, j++) {
        int len = runs[j];
        for (s = lo; s <= n - need; s++) {
            int end = s + len, left, right;
            if (whites[end] != whites[s])
                continue;
            left = s == 0 ? lg->fwd[j][0] : c[s - 1] != NG_BLACK && lg->fwd[j][s - 1];
            right = end == n ? lg->count[j + 1][n] != 0 : c[end] != NG_BLACK && lg->count[j + 1][end + 1] != 0;
            if (left && right) {
                cover[s]++;
                cover[end]--;
            }
        }
    }
    for (i = 0; i < n; i++) {
        int can_black, can_white = 0;
        depth += cover[i];
        can_black = depth > 0;
        if (c[i] != NG_BLACK)
            for (j = 0; j <= k && !can_white; j++)
                can_white = lg->fwd[j][i] && lg->count[j][i + 1] != 0;
        if (c[i] == NG_UNKNOWN && can_black != can_white) {
            c[i] = can_black ? NG_BLACK : NG_WHITE;
            set++;
        }
    }
    return set;
}

int ng_line_overlap(const uint8_t *runs, int k, uint8_t *cells, int n)
{
    int j, i, total = 0, left = 0, set = 0;
    for (j = 0; j < k; j++)
        total += runs[j] + (j > 0);
    if (total > n)
        return -1;
    for (j = 0; j < k; j++) {
        int right = left + (n - total); /* the run's right-most start */
        for (i = right; i < left + runs[j]; i++)
            if (cells[i] == NG_UNKNOWN) {
                cells[i] = NG_BLACK;
                set++;
            }
        left += runs[j] + 1;
    }
    if (k == 0)
        for (i = 0; i < n; i++)
            if (cells[i] == NG_UNKNOWN) {
                cells[i] = NG_WHITE;
                set++;
            }
    return set;
}

/* Line logic on one line of grid; marks the crossing lines of the cells it sets. */
static int solve_line(ng_logic *lg, const ng_puzzle *p, uint8_t *grid, int line, int overlap)
{
    int n = ng_line_len(p, line), i, set;
    for (i = 0; i < n; i++)
        lg->cells[i] = grid[ng_line_cell(p, line, i)];
    set = overlap ? ng_line_overlap(p->runs[line], p->n_runs[line], lg->cells, n)
                  : ng_line_deduce(lg, p->runs[line], p->n_runs[line], lg->cells, n);
    if (set <= 0)
        return set;
    for (i = 0; i < n; i++) {
        int x = ng_line_cell(p, line, i);
        if (grid[x] != lg->cells[i]) {
            grid[x] = lg->cells[i];
            lg->dirty[line < p->h ? p->h + i : i] = 1;
        }
    }
    lg->line_steps++;
    return set;
}

int ng_propagate(ng_logic *lg, const ng_puzzle *p, uint8_t *grid, int all_lines)
{
    int lines = p->w + p->h, line, again = 1, unknown = 0, i;
    if (all_lines) {
        memset(lg->dirty, 1, (size_t)lines);
        /* The overlap first on lines with nothing known yet: cheap, and it seeds the exact pass. */
        for (line = 0; line < lines; line++) {
            int n = ng_line_len(p, line), blank = 1;
            for (i = 0; i < n && blank; i++)
                blank = grid[ng_line_cell(p, line, i)] == NG_UNKNOWN;
            if (blank && solve_line(lg, p, grid, line, 1) < 0)
                return -1;
        }
        memset(lg->dirty, 1, (size_t)lines);
    }
    while (again) {
        again = 0;
        for (line = 0; line < lines; line++) {
            if (!lg->dirty[line])
                continue;
            lg->dirty[line] = 0;
            if (solve_line(lg, p, grid, line, 0) < 0) {
                memset(lg->dirty, 0, (size_t)lines);
                return -1;
            }
            again = 1;
        }
    }
    for (i = 0; i < p->w * p->h; i++)
        unknown += grid[i] == NG_UNKNOWN;
    return unknown;
}

/* Line logic from grid with cell x set to v, in lg->probe; -1 when it fails. */
static void dirty_lines_of(ng_logic *lg, const ng_puzzle *p, int x)
{
    memset(lg->dirty, 0, (size_t)(p->w + p->h));
    lg->dirty[x / p->w] = 1;
    lg->dirty[p->h + x % p->w] = 1;
}

static int try_cell(ng_logic *lg, const ng_puzzle *p, const uint8_t *grid, int x, uint8_t v)
{
    memcpy(lg->probe, grid, (size_t)(p->w * p->h));
    lg->probe[x] = v;
    dirty_lines_of(lg, p, x);
    return ng_propagate(lg, p, lg->probe, 0);
}

/* The value a probe forces on unknown cell x (the other way fails at once), or NG_UNKNOWN. */
static uint8_t probe_cell(ng_logic *lg, const ng_puzzle *p, const uint8_t *grid, int x)
{
    if (try_cell(lg, p, grid, x, NG_BLACK) < 0)
        return NG_WHITE;
    return try_cell(lg, p, grid, x, NG_WHITE) < 0 ? NG_BLACK : NG_UNKNOWN;
}

int ng_probe(ng_logic *lg, const ng_puzzle *p, uint8_t *grid)
{
    int unknown = ng_propagate(lg, p, grid, 0), progress = 1, x;
    while (unknown > 0 && progress) {
        progress = 0;
        for (x = 0; x < p->w * p->h && unknown > 0; x++) {
            uint8_t forced = grid[x] == NG_UNKNOWN ? probe_cell(lg, p, grid, x) : NG_UNKNOWN;
            if (forced == NG_UNKNOWN)
                continue;
            grid[x] = forced;
            lg->probes++;
            progress = 1;
            dirty_lines_of(lg, p, x);
            if ((unknown = ng_propagate(lg, p, grid, 0)) < 0)
                return -1;
        }
    }
    return unknown;
}

int ng_grade_puzzle(ng_logic *lg, const ng_puzzle *p, uint8_t *grid, ng_grade *g)
{
    int left;
    memset(grid, NG_UNKNOWN, (size_t)(p->w * p->h));
    memset(g, 0, sizeof *g);
    lg->line_steps = lg->probes = 0;
    left = ng_propagate(lg, p, grid, 1);
    g->unknown_after_lines = g->unknown_after_probing = left;
    if (left < 0) {
        g->level = -1;
        return -1;
    }
    if (left == 0) {
        g->level = 1;
        g->rating = (double)lg->line_steps / 10.0;
        return 0;
    }
    left = ng_probe(lg, p, grid);
    g->unknown_after_probing = left;
    if (left < 0) {
        g->level = -1;
        return -1;
    }
    g->level = left == 0 ? 2 : 3;
    g->rating = 100.0 + (double)lg->probes + (double)lg->line_steps / 10.0 + (left > 0 ? 1000.0 + left : 0.0);
    return 0;
}

int ng_hint_next(ng_logic *lg, const ng_puzzle *p, const uint8_t *player, uint8_t *grid, ng_hint *h)
{
    int cells = p->w * p->h, line, x;
    memset(h, 0, sizeof *h);
    if (player != NULL)
        memcpy(grid, player, (size_t)cells);
    else
        memset(grid, NG_UNKNOWN, (size_t)cells);
    for (line = 0; line < p->w + p->h; line++) {
        int n = ng_line_len(p, line), i, set;
        for (i = 0; i < n; i++)
            lg->cells[i] = grid[ng_line_cell(p, line, i)];
        set = ng_line_deduce(lg, p->runs[line], p->n_runs[line], lg->cells, n);
        if (set < 0)
            return -1;
        if (set == 0)
            continue;
        h->kind = 1;
        h->line = line;
        for (i = 0; i < n; i++) {
            int at = ng_line_cell(p, line, i);
            if (grid[at] == NG_UNKNOWN && lg->cells[i] != NG_UNKNOWN && h->n_cells < 16) {
                h->cells[h->n_cells] = at;
                h->values[h->n_cells++] = lg->cells[i];
            }
        }
        return 0;
    }
    for (x = 0; x < cells; x++) {
        uint8_t forced = grid[x] == NG_UNKNOWN ? probe_cell(lg, p, grid, x) : NG_UNKNOWN;
        if (forced != NG_UNKNOWN) {
            h->kind = 2;
            h->line = x / p->w;
            h->n_cells = 1;
            h->cells[0] = x;
            h->values[0] = forced;
            return 0;
        }
    }
    for (x = 0; x < cells && grid[x] != NG_UNKNOWN; x++)
        ;
    h->kind = x < cells ? 3 : 0;
    h->line = -1;
    return 0;
}
