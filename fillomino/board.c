/* board.c: shape limits, the flood-fill rule checker for full boards, clue counting and the
   8 rotations/reflections of a rectangle (rotations by 90 degrees swap width and height). */
#include "fillomino/board.h"

int fm_shape_ok(int w, int h)
{
    return w >= 1 && h >= 1 && w <= FM_MAX_SIDE && h <= FM_MAX_SIDE && (long)w * h <= FM_MAX_CELLS;
}

int fm_board_valid(const fm_val *cells, int w, int h, int *work)
{
    int size;
    return fm_board_bad_region(cells, w, h, work, &size) < 0;
}

int fm_board_bad_region(const fm_val *cells, int w, int h, int *work, int *size_out)
{
    int n = w * h, i, start;
    int *seen = work, *stack = work + n;
    for (i = 0; i < n; i++) {
        if (cells[i] == 0 || cells[i] > n) {
            *size_out = 0;
            return i;
        }
        seen[i] = 0;
    }
    for (start = 0; start < n; start++) {
        int top = 0, size = 0, v = cells[start];
        if (seen[start])
            continue;
        seen[start] = 1;
        stack[top++] = start;
        while (size < top) {
            int c = stack[size++], r = c / w, col = c % w, nb[4], m = 0, k;
            if (r > 0) nb[m++] = c - w;
            if (r + 1 < h) nb[m++] = c + w;
            if (col > 0) nb[m++] = c - 1;
            if (col + 1 < w) nb[m++] = c + 1;
            for (k = 0; k < m; k++)
                if (!seen[nb[k]] && cells[nb[k]] == v) {
                    seen[nb[k]] = 1;
                    stack[top++] = nb[k];
                }
        }
        if (top != v) {
            *size_out = top;
            return start;
        }
    }
    return -1;
}

int fm_count_clues(const fm_val *cells, int n)
{
    int i, k = 0;
    for (i = 0; i < n; i++)
        k += cells[i] != 0;
    return k;
}

int fm_value_too_large(const fm_val *cells, int n)
{
    int i;
    for (i = 0; i < n; i++)
        if (cells[i] > n)
            return i;
    return -1;
}

const char *fm_transform_name(int t)
{
    static const char *const names[FM_TRANSFORMS] = {"id", "rot90", "rot180", "rot270",
                                                     "mirror", "flip", "transpose", "antitranspose"};
    return t >= 0 && t < FM_TRANSFORMS ? names[t] : NULL;
}

void fm_transform(const fm_val *in, int w, int h, int t, fm_val *out, int *ow, int *oh)
{
    int swap = t == 1 || t == 3 || t == 6 || t == 7;
    int nw = swap ? h : w, nh = swap ? w : h, r, c;
    for (r = 0; r < h; r++)
        for (c = 0; c < w; c++) {
            int nr, nc;
            switch (t) {
            case 1: nr = c; nc = h - 1 - r; break;
            case 2: nr = h - 1 - r; nc = w - 1 - c; break;
            case 3: nr = w - 1 - c; nc = r; break;
            case 4: nr = r; nc = w - 1 - c; break;
            case 5: nr = h - 1 - r; nc = c; break;
            case 6: nr = c; nc = r; break;
            case 7: nr = w - 1 - c; nc = h - 1 - r; break;
            default: nr = r; nc = c; break;
            }
            out[nr * nw + nc] = in[r * w + c];
        }
    *ow = nw;
    *oh = nh;
}
