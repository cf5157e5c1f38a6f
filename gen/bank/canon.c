/* canon.c: canonical keys: Sudoku's least relabelled grid by a depth-first search over bands, rows and stacks
   (past a step limit: its least image under rotations and mirrors, the key Fillomino gets). */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "gen/bank/canon.h"

#define MAXN CANON_MAX_SIDE
#define NEW_DIGIT (MAXN + 1) /* the sort key of a digit without a label yet: after every label */

/* The key is the least grid among the transformations that order bands, rows in a band, stacks and
   columns in a stack by invariants (counts of givens and of digits, which every symmetry keeps): so equal
   keys mean equivalent puzzles and equivalent puzzles get equal keys. Columns that no invariant or row so
   far tells apart form a block; a row sorts each block by its cells, so only the order of digits seen
   for the first time is branched on. Rows must not repeat a digit (every valid puzzle). */
struct canon_state {
    int n, box_rows, box_cols;
    uint8_t grid[MAXN * MAXN];      /* the puzzle in the orientation searched */
    uint8_t best[MAXN * MAXN];      /* the least relabelled grid so far */
    int have_best, below;           /* below: the current prefix is less than best's (best is being rewritten) */
    uint8_t order[MAXN + 1][MAXN];  /* before output row i: output position -> source column */
    uint8_t block_end[MAXN + 1][MAXN]; /* 1 where a block of columns ends */
    int row_of[MAXN];               /* output row -> source row */
    uint8_t row_used[MAXN], band_used[MAXN], stack_used[MAXN];
    uint64_t row_inv[MAXN], col_inv[MAXN], band_inv[MAXN], stack_inv[MAXN]; /* kept by every symmetry */
    uint64_t segment[MAXN][MAXN];      /* digits of line l's givens in its k-th box (mini-rows, mini-columns) */
    uint8_t stack_order[MAXN][MAXN];   /* a stack's columns by invariant */
    uint8_t stack_ends[MAXN][MAXN];    /* 1 where its columns' invariant changes (a block ends) */
    uint8_t label[MAXN + 1];        /* source digit -> label, 0 = none yet */
    uint8_t labelled[MAXN + 1];     /* the digits in the order they got labels */
    int labels;
    long steps;                     /* rows and digit orders laid so far, to CANON_MAX_STEPS */
    int stopped;                    /* the search ran past CANON_MAX_STEPS */
};

/* Counts a step of the search; 1 when it is past its limit (then every branch returns at once). */
static int out_of_steps(canon_state *st)
{
    if (!st->stopped && ++st->steps > CANON_MAX_STEPS)
        st->stopped = 1;
    return st->stopped;
}

canon_state *canon_state_new(void)
{
    return calloc(1, sizeof(canon_state));
}

void canon_state_free(canon_state *st)
{
    free(st);
}

/* Places label l at position p of the output. Returns 0 when the branch goes on, -1 when it is worse. */
static int place(canon_state *st, int p, int l)
{
    if (!st->have_best || st->below) {
        st->best[p] = (uint8_t)l;
        return 0;
    }
    if (l > st->best[p])
        return -1;
    if (l < st->best[p]) {
        st->best[p] = (uint8_t)l;
        st->below = 1;
    }
    return 0;
}

/* The label of source digit d, giving it the next one at its first appearance. */
static int label_of(canon_state *st, int d)
{
    if (d == 0)
        return 0;
    if (st->label[d] == 0) {
        st->labelled[st->labels++] = (uint8_t)d;
        st->label[d] = (uint8_t)st->labels;
    }
    return st->label[d];
}

static void unlabel_to(canon_state *st, int labels)
{
    while (st->labels > labels) {
        st->labels--;
        st->label[st->labelled[st->labels]] = 0;
    }
}

static int sort_key(const canon_state *st, int d)
{
    return d == 0 ? 0 : st->label[d] ? st->label[d] : NEW_DIGIT;
}

static void search_rows(canon_state *st, int i);
static void lay_row(canon_state *st, int i, int r, int p);

/* Positions pos..last of row i hold the block's new digits, in any order: each order is tried, as the
   labels they get tell the columns apart from the next row on. */
static void lay_new_digits(canon_state *st, int i, int r, int pos, int last)
{
    uint8_t *order = st->order[i + 1];
    const uint8_t *src = st->grid + r * st->n;
    int k, labels = st->labels;
    if (out_of_steps(st))
        return;
    if (pos > last) {
        lay_row(st, i, r, last + 1);
        return;
    }
    for (k = pos; k <= last; k++) {
        uint8_t c = order[k];
        order[k] = order[pos];
        order[pos] = c;
        st->block_end[i + 1][pos] = 1;
        if (place(st, i * st->n + pos, label_of(st, src[c])) == 0)
            lay_new_digits(st, i, r, pos + 1, last);
        unlabel_to(st, labels);
        order[pos] = order[k];
        order[k] = c;
    }
}

/* Row i's cells in the block of columns cols (positions p..q): sorted (empty first, then labelled digits,
   then new ones), compared with the best grid, split into the blocks the next row starts from. */
static void lay_block(canon_state *st, int i, int r, int p, int q, const uint8_t *cols)
{
    uint8_t *order = st->order[i + 1], *end = st->block_end[i + 1];
    const uint8_t *src = st->grid + r * st->n;
    int k, j, labels = st->labels, first_new = q + 1, ok = 1;
    for (k = p; k <= q; k++) { /* insertion sort by key */
        uint8_t c = cols[k - p];
        int key = sort_key(st, src[c]);
        for (j = k; j > p && sort_key(st, src[order[j - 1]]) > key; j--)
            order[j] = order[j - 1];
        order[j] = c;
    }
    for (k = p; k <= q && ok; k++) {
        int key = sort_key(st, src[order[k]]);
        if (key == NEW_DIGIT) {
            first_new = k;
            break;
        }
        end[k] = (uint8_t)(k == q || key != 0 || sort_key(st, src[order[k + 1]]) != 0);
        ok = place(st, i * st->n + k, key) == 0;
    }
    if (ok)
        lay_new_digits(st, i, r, first_new, q);
    unlabel_to(st, labels);
}

/* Row i from source row r, from position p on (p starts a block); then the next row. Row 0 also chooses
   the order of the stacks, a whole stack being one block until then. */
static void lay_row(canon_state *st, int i, int r, int p)
{
    int n = st->n, C = st->box_cols, q, stack, k;
    uint8_t cols[MAXN];
    if (out_of_steps(st))
        return;
    if (p == n) {
        search_rows(st, i + 1);
        return;
    }
    if (i == 0 && p % C == 0) { /* a stack of the least invariant among those left */
        uint64_t least = UINT64_MAX;
        for (stack = 0; stack < n / C; stack++)
            if (!st->stack_used[stack] && st->stack_inv[stack] < least)
                least = st->stack_inv[stack];
        for (stack = 0; stack < n / C; stack++) {
            if (st->stack_used[stack] || st->stack_inv[stack] != least)
                continue;
            st->stack_used[stack] = 1;
            for (k = 0; k < C; k++) {
                st->order[0][p + k] = st->stack_order[stack][k];
                st->block_end[0][p + k] = st->stack_ends[stack][k];
            }
            for (q = p; !st->block_end[0][q]; q++)
                ;
            memcpy(cols, st->order[0] + p, (size_t)(q - p + 1));
            lay_block(st, 0, r, p, q, cols);
            st->stack_used[stack] = 0;
        }
        return;
    }
    for (q = p; !st->block_end[i][q]; q++)
        ;
    memcpy(cols, st->order[i] + p, (size_t)(q - p + 1));
    lay_block(st, i, r, p, q, cols);
}

/* Output row i: every source row the bands allow. */
static void search_rows(canon_state *st, int i)
{
    int n = st->n, R = st->box_rows, band, r;
    uint64_t least_band = UINT64_MAX, least_row;
    if (i == n) {
        st->have_best = 1;
        st->below = 0;
        return;
    }
    for (band = 0; band < n / R; band++)
        if (!st->band_used[band] && st->band_inv[band] < least_band)
            least_band = st->band_inv[band];
    for (band = 0; band < n / R; band++) {
        if (i % R == 0 ? st->band_used[band] || st->band_inv[band] != least_band : band != st->row_of[i - 1] / R)
            continue;
        if (i % R == 0)
            st->band_used[band] = 1;
        least_row = UINT64_MAX;
        for (r = band * R; r < band * R + R; r++)
            if (!st->row_used[r] && st->row_inv[r] < least_row)
                least_row = st->row_inv[r];
        for (r = band * R; r < band * R + R; r++) {
            if (st->row_used[r] || st->row_inv[r] != least_row)
                continue;
            st->row_used[r] = 1;
            st->row_of[i] = r;
            lay_row(st, i, r, 0);
            st->row_used[r] = 0;
        }
        if (i % R == 0)
            st->band_used[band] = 0;
    }
}

/* Mixes two counts into a term of an invariant sum (any fixed function would do). */
static uint64_t mix(uint64_t a, uint64_t b)
{
    uint64_t h = (a + 1) * 0x9e3779b97f4a7c15ULL ^ (b + 7) * 0xc2b2ae3d27d4eb4fULL;
    return (h ^ (h >> 29)) & 0xffffffffffULL;
}

/* Adds to each line's invariant how much its mini-lines (its cells in one box) share digits with the
   mini-lines of the other lines of its band (rows) or stack (columns) in other boxes: the sum of the
   squared sizes of those intersections, which tells lines of dense grids apart. */
static void add_segment_overlaps(canon_state *st, int by_rows, uint64_t *inv)
{
    int n = st->n, seg_len = by_rows ? st->box_cols : st->box_rows, group = by_rows ? st->box_rows : st->box_cols;
    int segs = n / seg_len, l, k, p, l2, k2;
    for (l = 0; l < n; l++)
        for (k = 0; k < segs; k++) {
            uint64_t m = 0;
            for (p = k * seg_len; p < k * seg_len + seg_len; p++) {
                int d = by_rows ? st->grid[l * n + p] : st->grid[p * n + l];
                if (d)
                    m |= (uint64_t)1 << (d - 1);
            }
            st->segment[l][k] = m;
        }
    for (l = 0; l < n; l++) {
        uint64_t sum = 0;
        for (l2 = l / group * group; l2 < l / group * group + group; l2++)
            for (k = 0; l2 != l && k < segs; k++)
                for (k2 = 0; k2 < segs; k2++)
                    if (k2 != k) {
                        uint64_t x = st->segment[l][k] & st->segment[l2][k2];
                        int c = 0;
                        for (; x; x &= x - 1)
                            c++;
                        sum += (uint64_t)(c * c);
                    }
        inv[l] += mix(sum, 3);
    }
}

/* The invariants of the grid as it lies, and each stack's columns sorted by theirs, then the search. */
static void search_orientation(canon_state *st)
{
    int n = st->n, R = st->box_rows, C = st->box_cols, r, c, k, j;
    int row_givens[MAXN] = {0}, col_givens[MAXN] = {0}, digit_count[MAXN + 1] = {0};
    for (r = 0; r < n; r++)
        for (c = 0; c < n; c++)
            if (st->grid[r * n + c]) {
                row_givens[r]++;
                col_givens[c]++;
                digit_count[st->grid[r * n + c]]++;
            }
    for (k = 0; k < n; k++)
        st->row_inv[k] = st->col_inv[k] = st->band_inv[k] = st->stack_inv[k] = 0;
    for (r = 0; r < n; r++)
        for (c = 0; c < n; c++) {
            int d = st->grid[r * n + c];
            if (d) {
                st->row_inv[r] += mix((uint64_t)col_givens[c], (uint64_t)digit_count[d]);
                st->col_inv[c] += mix((uint64_t)row_givens[r], (uint64_t)digit_count[d]);
            }
        }
    add_segment_overlaps(st, 1, st->row_inv);
    add_segment_overlaps(st, 0, st->col_inv);
    for (k = 0; k < n; k++) {
        st->row_inv[k] += (uint64_t)row_givens[k] << 48;
        st->col_inv[k] += (uint64_t)col_givens[k] << 48;
        st->band_inv[k / R] += st->row_inv[k] >> 8;
        st->stack_inv[k / C] += st->col_inv[k] >> 8;
    }
    for (k = 0; k < n / C; k++) { /* each stack's columns by invariant; equal ones form a block */
        uint8_t *o = st->stack_order[k];
        for (c = 0; c < C; c++) {
            uint8_t col = (uint8_t)(k * C + c);
            for (j = c; j > 0 && st->col_inv[o[j - 1]] > st->col_inv[col]; j--)
                o[j] = o[j - 1];
            o[j] = col;
        }
        for (c = 0; c < C; c++)
            st->stack_ends[k][c] = (uint8_t)(c == C - 1 || st->col_inv[o[c]] != st->col_inv[o[c + 1]]);
    }
    search_rows(st, 0);
}

long canon_sudoku(canon_state *st, const cj_cell *cells, int box_rows, int box_cols, char *key, size_t size)
{
    int n = box_rows * box_cols, r, c, k;
    if (box_rows < 1 || box_cols < 1 || n > MAXN || size < (size_t)n * n + 1)
        return -1;
    for (k = 0; k < n * n; k++)
        if (cells[k] > n)
            return -1;
    memset(st, 0, sizeof *st);
    st->n = n;
    st->box_rows = box_rows;
    st->box_cols = box_cols;
    for (k = 0; k < n * n; k++)
        st->grid[k] = (uint8_t)cells[k];
    search_orientation(st);
    if (box_rows == box_cols) { /* transposition keeps the shape */
        for (r = 0; r < n; r++)
            for (c = 0; c < n; c++)
                st->grid[c * n + r] = (uint8_t)cells[r * n + c];
        search_orientation(st);
    }
    if (st->stopped) { /* too many symmetries to search: keyed as its grid up to rotations and mirrors */
        long len;
        if (size < 2)
            return -1;
        key[0] = '~';
        len = canon_rectangle(cells, n, n, key + 1, size - 1);
        return len < 0 ? -1 : len + 1;
    }
    for (k = 0; k < n * n; k++)
        key[k] = (char)('0' + st->best[k]);
    key[n * n] = '\0';
    return (long)n * n;
}

/* The cell of image t (0..7) of a w x h grid at output position (x, y). */
static cj_cell image_cell(const cj_cell *cells, int w, int h, int t, int x, int y)
{
    int sx = x, sy = y, tmp;
    if (t & 4) { /* transpose (square grids only) */
        tmp = sx;
        sx = sy;
        sy = tmp;
    }
    if (t & 1)
        sx = w - 1 - sx;
    if (t & 2)
        sy = h - 1 - sy;
    return cells[sy * w + sx];
}

long canon_rectangle(const cj_cell *cells, int width, int height, char *key, size_t size)
{
    int images = width == height ? 8 : 4, best = 0, t, k, n = width * height;
    size_t at = 0;
    for (t = 1; t < images; t++)
        for (k = 0; k < n; k++) {
            cj_cell a = image_cell(cells, width, height, t, k % width, k / width);
            cj_cell b = image_cell(cells, width, height, best, k % width, k / width);
            if (a != b) {
                if (a < b)
                    best = t;
                break;
            }
        }
    for (k = 0; k < n; k++) {
        char digits[8];
        int len = 0;
        unsigned v = image_cell(cells, width, height, best, k % width, k / width);
        do
            digits[len++] = (char)('0' + v % 10);
        while ((v /= 10) != 0);
        if (at + (size_t)len + 2 > size)
            return -1;
        if (k > 0)
            key[at++] = ',';
        while (len > 0)
            key[at++] = digits[--len];
    }
    key[at] = '\0';
    return (long)at;
}
