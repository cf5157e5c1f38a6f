/* nonogram_logic.c: the Nonogram line solver: left-most/right-most overlap, exact line deduction (bit-parallel
   sweeps), placements counted by dynamic programming, line logic to a fixpoint, probing; grades and hints. */
#include "dlx/nonogram.h"

#include <string.h>

#include "dlx/arena.h"

#define SATURATE 0x80000000u

/* The tables, sized for boards of up to w x h: lines of up to side cells and max_runs runs. */
struct ng_logic {
    int w, h, side, max_runs;
    uint32_t *count;         /* (max_runs + 1) rows of side + 1: placements of runs j.. in cells i.. (saturating) */
    uint64_t *starts, *gaps; /* line deduction's sweeps from each end: 2 x max_runs, 2 x (max_runs + 1) */
    uint8_t *cells;          /* one line (side) */
    uint8_t *dirty;          /* per line (w + h) */
    uint8_t *probe;          /* a grid (w h) */
    long line_steps;         /* line solves that set a cell, since the last grade */
    long probes;             /* cells set by probing */
    int choice;              /* the cell ng_probe's last round would split on, or -1 */
    int choice_gains[2];     /* the cells its black and white ways set */
};

#define COUNT(lg, j, i) (lg)->count[(size_t)(j) * (size_t)((lg)->side + 1) + (size_t)(i)]

/* Lays the tables out after the header in base; with base NULL (and lg NULL) only counts. */
static size_t logic_layout(struct ng_logic *lg, unsigned char *base, int w, int h)
{
    size_t off = cj_align(sizeof(struct ng_logic));
    int side = w > h ? w : h, max_runs = (side + 1) / 2;
    uint32_t *count = cj_take(base, &off, sizeof(uint32_t), (size_t)(max_runs + 1) * (size_t)(side + 1));
    uint64_t *starts = cj_take(base, &off, sizeof(uint64_t), 2 * (size_t)max_runs);
    uint64_t *gaps = cj_take(base, &off, sizeof(uint64_t), 2 * (size_t)(max_runs + 1));
    uint8_t *bytes = cj_take(base, &off, 1, (size_t)side + (size_t)(w + h) + (size_t)w * (size_t)h);
    if (lg != NULL) {
        lg->w = w;
        lg->h = h;
        lg->side = side;
        lg->max_runs = max_runs;
        lg->count = count;
        lg->starts = starts;
        lg->gaps = gaps;
        lg->cells = bytes;
        lg->dirty = bytes + side;
        lg->probe = bytes + side + (w + h);
    }
    return off;
}

size_t ng_logic_bytes(int w, int h)
{
    return ng_shape_ok(w, h) ? logic_layout(NULL, NULL, w, h) + 8 : 0;
}

ng_logic *ng_logic_init(void *mem, size_t bytes, int w, int h)
{
    size_t need = ng_logic_bytes(w, h);
    struct ng_logic *lg;
    if (mem == NULL || need == 0 || bytes < need)
        return NULL;
    lg = (struct ng_logic *)cj_align_base(mem);
    memset(lg, 0, need - 8);
    logic_layout(lg, (unsigned char *)lg, w, h);
    return lg;
}

/* Whether a line of n cells with k runs fits the tables; whether p's board fits the shape. */
static int line_fits(const ng_logic *lg, int k, int n)
{
    return k >= 0 && n >= 0 && k <= lg->max_runs && n <= lg->side;
}

static int board_fits(const ng_logic *lg, const ng_puzzle *p)
{
    return p->w >= 1 && p->h >= 1 && p->w <= lg->w && p->h <= lg->h;
}

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
    COUNT(lg, k, n) = 1;
    for (i = n - 1; i >= 0; i--)
        COUNT(lg, k, i) = c[i] != NG_BLACK ? COUNT(lg, k, i + 1) : 0;
    for (j = k - 1; j >= 0; j--) {
        int len = runs[j], hi;
        lo -= len + 1;
        need += len + (j < k - 1);
        hi = n - need; /* the last start of run j */
        for (i = n; i > hi; i--)
            COUNT(lg, j, i) = 0;
        for (i = hi; i >= lo; i--) { /* two saturated terms sum past 32 bits: added in 64 */
            uint64_t ways = (uint64_t)COUNT(lg, j, i + 1) * (c[i] != NG_BLACK);
            int end = i + len;
            if (whites[end] == whites[i]) {
                if (end == n)
                    ways += COUNT(lg, j + 1, n);
                else if (c[end] != NG_BLACK)
                    ways += COUNT(lg, j + 1, end + 1);
            }
            COUNT(lg, j, i) = ways > SATURATE ? SATURATE : (uint32_t)ways;
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
    if (!line_fits(lg, k, n))
        return 0;
    count_whites(cells, n, whites);
    count_suffix(lg, runs, k, cells, n, whites);
    return COUNT(lg, 0, 0);
}

uint32_t ng_line_suffix(const ng_logic *lg, int j, int i)
{
    return j >= 0 && i >= 0 && j <= lg->max_runs && i <= lg->side ? COUNT(lg, j, i) : 0;
}

/* Bit i of a line word is cell i. Shifts by 64 or more give 0 (runs and lines reach 64 cells). */
static uint64_t shl(uint64_t x, int k)
{
    return k < 64 ? x << k : 0;
}

static uint64_t shr(uint64_t x, int k)
{
    return k < 64 ? x >> k : 0;
}

/* Bit s set when bits s..s+len-1 of x all are (len >= 1). */
static uint64_t all_of(uint64_t x, int len)
{
    int m = 1;
    while (m < len) {
        int step = m < len - m ? m : len - m;
        x &= shr(x, step);
        m += step;
    }
    return x;
}

/* Bits s..s+len-1 for each bit s of x. */
static uint64_t spread(uint64_t x, int len)
{
    int m = 1;
    while (m < len) {
        int step = m < len - m ? m : len - m;
        x |= shl(x, step);
        m += step;
    }
    return x;
}

/* x extended rightwards: bit t joins when bit t-1 is in and bit t of pass is set (Kogge-Stone fill). */
static uint64_t fill_right(uint64_t x, uint64_t pass)
{
    int d;
    for (d = 1; d < 64; d *= 2) {
        x |= (x << d) & pass;
        pass &= pass << d;
    }
    return x;
}

/* The n cells of x in reverse order. */
static uint64_t reverse(uint64_t x, int n)
{
    x = (x >> 1 & 0x5555555555555555u) | (x & 0x5555555555555555u) << 1;
    x = (x >> 2 & 0x3333333333333333u) | (x & 0x3333333333333333u) << 2;
    x = (x >> 4 & 0x0f0f0f0f0f0f0f0fu) | (x & 0x0f0f0f0f0f0f0f0fu) << 4;
    x = (x >> 8 & 0x00ff00ff00ff00ffu) | (x & 0x00ff00ff00ff00ffu) << 8;
    x = (x >> 16 & 0x0000ffff0000ffffu) | (x & 0x0000ffff0000ffffu) << 16;
    x = x >> 32 | x << 32;
    return x >> (64 - n);
}

/* One sweep from the left over a line with black cells `black` and white cells `white`: starts[j] = the
   cells where run j can start with runs 0..j-1 placed before it (stray cells not black); gaps[j] = the
   cells that can be empty after runs 0..j-1 and before run j (j = k: after the last). The runs are taken
   in the order of step (+1 from the left, -1 from the right for a reversed line). */
static void sweep(const uint8_t *runs, int k, int step, uint64_t black, uint64_t white, uint64_t full, uint64_t *starts,
                  uint64_t *gaps)
{
    uint64_t not_black = full & ~black, not_white = full & ~white, pass = not_black << 1;
    uint64_t gap = fill_right(1, pass) & not_black, can_start = gap << 1 | 1;
    int j;
    for (j = 0; j < k; j++) {
        int len = runs[step > 0 ? j : k - 1 - j];
        uint64_t fits = all_of(not_white, len) & ~shr(black, len); /* and the cell after it not black */
        gaps[j] = gap;
        starts[j] = can_start & fits;
        gap = fill_right(shl(starts[j], len), pass) & not_black;
        can_start = gap << 1;
    }
    gaps[k] = gap;
}

/* Exact line deduction by bit-parallel sweeps from both ends: run j can start at s when the runs before it
   fit on the left and the runs after it on the right; a cell can be empty when it lies in a gap that both
   sweeps reach. */
int ng_line_deduce(ng_logic *lg, const uint8_t *runs, int k, uint8_t *c, int n)
{
    uint64_t full = n < 64 ? ((uint64_t)1 << n) - 1 : ~(uint64_t)0, black = 0, white = 0;
    uint64_t can_black = 0, can_white = 0, placed = 1;
    uint64_t *from_left = lg->starts, *from_right = lg->starts + lg->max_runs;
    uint64_t *gaps_left = lg->gaps, *gaps_right = lg->gaps + lg->max_runs + 1;
    int i, j, set = 0;
    if (!line_fits(lg, k, n))
        return NG_ESHAPE;
    for (i = 0; i < n; i++) {
        black |= (uint64_t)(c[i] == NG_BLACK) << i;
        white |= (uint64_t)(c[i] == NG_WHITE) << i;
    }
    sweep(runs, k, 1, black, white, full, from_left, gaps_left);
    sweep(runs, k, -1, reverse(black, n), reverse(white, n), full, from_right, gaps_right);
    for (j = 0; j < k && placed; j++) {
        uint64_t at = from_left[j] & shr(reverse(from_right[k - 1 - j], n), runs[j] - 1);
        placed = at != 0;
        can_black |= spread(at, runs[j]);
    }
    for (j = 0; j <= k; j++)
        can_white |= gaps_left[j] & reverse(gaps_right[k - j], n);
    if (!placed || (k == 0 && black != 0))
        return -1;
    for (i = 0; i < n; i++) {
        int b = (int)(can_black >> i & 1u), w = (int)(can_white >> i & 1u);
        if (c[i] == NG_UNKNOWN && b != w) {
            c[i] = b ? NG_BLACK : NG_WHITE;
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
    if (!board_fits(lg, p))
        return NG_ESHAPE;
    if (all_lines) {
        /* The overlap first on lines with nothing known yet: cheap, and it seeds the exact pass. On a line
           still blank after it the exact pass finds nothing more (every cell may be either colour), so only
           lines with a known cell are marked for it: the overlap marks those it reaches. */
        memset(lg->dirty, 0, (size_t)lines);
        for (line = 0; line < lines; line++) {
            int n = ng_line_len(p, line), blank = 1, set = 0;
            for (i = 0; i < n && blank; i++)
                blank = grid[ng_line_cell(p, line, i)] == NG_UNKNOWN;
            if (blank && (set = solve_line(lg, p, grid, line, 1)) < 0)
                return -1;
            if (!blank || set > 0)
                lg->dirty[line] = 1;
        }
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

/* Only the row and the column of cell x marked for line logic. */
static void dirty_lines_of(ng_logic *lg, const ng_puzzle *p, int x)
{
    memset(lg->dirty, 0, (size_t)(p->w + p->h));
    lg->dirty[x / p->w] = 1;
    lg->dirty[p->h + x % p->w] = 1;
}

/* Line logic from grid with cell x set to v, in lg->probe; -1 when it fails. */
static int try_cell(ng_logic *lg, const ng_puzzle *p, const uint8_t *grid, int x, uint8_t v)
{
    memcpy(lg->probe, grid, (size_t)(p->w * p->h));
    lg->probe[x] = v;
    dirty_lines_of(lg, p, x);
    return ng_propagate(lg, p, lg->probe, 0);
}

/* The value a probe forces on unknown cell x (the other way fails at once), or NG_UNKNOWN; with both ways
   open, *score grows with the cells each way sets from the unknown ones (the product of the two, plus one
   each: a split there narrows both sides). */
static uint8_t probe_cell(ng_logic *lg, const ng_puzzle *p, const uint8_t *grid, int x, int unknown, long *score,
                          int *gains)
{
    int black = try_cell(lg, p, grid, x, NG_BLACK), white;
    if (black < 0)
        return NG_WHITE;
    if ((white = try_cell(lg, p, grid, x, NG_WHITE)) < 0)
        return NG_BLACK;
    *score = (long)(unknown - black + 1) * (long)(unknown - white + 1);
    gains[0] = unknown - black;
    gains[1] = unknown - white;
    return NG_UNKNOWN;
}

int ng_probe(ng_logic *lg, const ng_puzzle *p, uint8_t *grid)
{
    int unknown = ng_propagate(lg, p, grid, 0), progress = 1, x;
    lg->choice = -1;
    while (unknown > 0 && progress) {
        long best = -1, score = 0;
        int gains[2] = {0, 0};
        progress = 0;
        lg->choice = -1;
        for (x = 0; x < p->w * p->h && unknown > 0; x++) {
            uint8_t forced = grid[x] == NG_UNKNOWN ? probe_cell(lg, p, grid, x, unknown, &score, gains) : NG_UNKNOWN;
            if (forced == NG_UNKNOWN) {
                if (grid[x] == NG_UNKNOWN && score > best) {
                    best = score;
                    lg->choice = x;
                    lg->choice_gains[0] = gains[0];
                    lg->choice_gains[1] = gains[1];
                }
                continue;
            }
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

int ng_probe_choice(const ng_logic *lg, int *gains)
{
    if (gains != NULL) {
        gains[0] = lg->choice_gains[0];
        gains[1] = lg->choice_gains[1];
    }
    return lg->choice;
}

int ng_grade_lines(ng_logic *lg, const ng_puzzle *p, uint8_t *grid, ng_grade *g)
{
    int left;
    memset(grid, NG_UNKNOWN, (size_t)(p->w * p->h));
    memset(g, 0, sizeof *g);
    lg->line_steps = lg->probes = 0;
    left = ng_propagate(lg, p, grid, 1);
    g->unknown_after_lines = g->unknown_after_probing = left;
    g->level = left < 0 ? -1 : left == 0;
    g->rating = left < 0 ? 0.0 : (double)lg->line_steps / 10.0;
    return left;
}

int ng_grade_puzzle(ng_logic *lg, const ng_puzzle *p, uint8_t *grid, ng_grade *g)
{
    int left = ng_grade_lines(lg, p, grid, g);
    if (left <= 0)
        return left < 0 ? left : 0;
    left = ng_probe(lg, p, grid);
    g->unknown_after_probing = left;
    if (left < 0) {
        g->level = -1;
        return left;
    }
    g->level = left == 0 ? 2 : 3;
    g->rating = 100.0 + (double)lg->probes + (double)lg->line_steps / 10.0 + (left > 0 ? 1000.0 + left : 0.0);
    return 0;
}

int ng_hint_next(ng_logic *lg, const ng_puzzle *p, const uint8_t *player, uint8_t *grid, ng_hint *h)
{
    int cells = p->w * p->h, line, x;
    memset(h, 0, sizeof *h);
    if (!board_fits(lg, p))
        return NG_ESHAPE;
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
            if (grid[at] == NG_UNKNOWN && lg->cells[i] != NG_UNKNOWN && h->n_settled++ < 16) {
                h->cells[h->n_cells] = at;
                h->values[h->n_cells++] = lg->cells[i];
            }
        }
        return 0;
    }
    for (x = 0; x < cells; x++) {
        long score = 0;
        int gains[2];
        uint8_t forced = grid[x] == NG_UNKNOWN ? probe_cell(lg, p, grid, x, 0, &score, gains) : NG_UNKNOWN;
        if (forced != NG_UNKNOWN) {
            h->kind = 2;
            h->line = x / p->w;
            h->n_cells = h->n_settled = 1;
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
