/* canon.c: canonical keys: Sudoku's least relabelled grid found by a depth-first search over bands, rows,
   stacks and columns that abandons a branch as soon as its prefix exceeds the best grid so far. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "gen/bank/canon.h"

#define MAXN CANON_MAX_SIDE

struct canon_state {
    int n, box_rows, box_cols;
    uint8_t grid[MAXN * MAXN];  /* the puzzle in the orientation searched */
    uint8_t best[MAXN * MAXN];  /* the least relabelled grid so far */
    int have_best, below;       /* below: the current prefix is less than best's (best is being rewritten) */
    int col_of[MAXN], row_of[MAXN]; /* output column / row -> source */
    uint8_t col_used[MAXN], row_used[MAXN], band_used[MAXN], stack_used[MAXN];
    uint8_t label[MAXN + 1];    /* source digit -> label, 0 = none yet */
    uint8_t labelled[MAXN + 1]; /* the digits in the order they got labels */
    int labels;
};

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

/* Output rows i.. below the first, the columns fixed. */
static void search_rows(canon_state *st, int i)
{
    int n = st->n, R = st->box_rows, band, r, first, last, j;
    if (i == n) {
        st->have_best = 1;
        st->below = 0;
        return;
    }
    for (band = 0; band < n / R; band++) {
        if (i % R == 0 ? st->band_used[band] : band != st->row_of[i - 1] / R)
            continue;
        if (i % R == 0)
            st->band_used[band] = 1;
        first = band * R;
        last = first + R;
        for (r = first; r < last; r++) {
            int labels = st->labels, ok = 1;
            const uint8_t *src = st->grid + r * n;
            if (st->row_used[r])
                continue;
            for (j = 0; j < n && ok; j++)
                ok = place(st, i * n + j, label_of(st, src[st->col_of[j]])) == 0;
            if (ok) {
                st->row_used[r] = 1;
                st->row_of[i] = r;
                search_rows(st, i + 1);
                st->row_used[r] = 0;
            }
            unlabel_to(st, labels);
        }
        if (i % R == 0)
            st->band_used[band] = 0;
    }
}

/* Output column j of the first row (source row r0), then the other rows. */
static void search_columns(canon_state *st, int r0, int j)
{
    int n = st->n, C = st->box_cols, stack, c;
    if (j == n) {
        search_rows(st, 1);
        return;
    }
    for (stack = 0; stack < n / C; stack++) {
        if (j % C == 0 ? st->stack_used[stack] : stack != st->col_of[j - 1] / C)
            continue;
        if (j % C == 0)
            st->stack_used[stack] = 1;
        for (c = stack * C; c < stack * C + C; c++) {
            int labels = st->labels;
            if (st->col_used[c])
                continue;
            if (place(st, j, label_of(st, st->grid[r0 * n + c])) == 0) {
                st->col_used[c] = 1;
                st->col_of[j] = c;
                search_columns(st, r0, j + 1);
                st->col_used[c] = 0;
            }
            unlabel_to(st, labels);
        }
        if (j % C == 0)
            st->stack_used[stack] = 0;
    }
}

/* Every choice of the first row in this orientation. */
static void search(canon_state *st)
{
    int r0;
    for (r0 = 0; r0 < st->n; r0++) {
        st->band_used[r0 / st->box_rows] = 1;
        st->row_used[r0] = 1;
        st->row_of[0] = r0;
        search_columns(st, r0, 0);
        st->row_used[r0] = 0;
        st->band_used[r0 / st->box_rows] = 0;
    }
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
    search(st);
    if (box_rows == box_cols) { /* transposition keeps the shape */
        for (r = 0; r < n; r++)
            for (c = 0; c < n; c++)
                st->grid[c * n + r] = (uint8_t)cells[r * n + c];
        search(st);
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
