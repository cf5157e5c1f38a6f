/* gen_fill.c: the generator's last resort for a full board: the cells taken in order, the first free one
   starting a region of a listed shape, with backjumping and restarts (small bounds, where growing sticks). */
#include "fillomino/gen_fill.h"

#include <string.h>

/* A shape cell is one byte: row offset * 16 + column offset + 8 from the shape's first cell (row order). */
#define CELL_ROW(b) ((int)(b) >> 4)
#define CELL_COL(b) (((int)(b) & 15) - 8)

typedef struct {
    unsigned char *table; /* shapes of size 1, then 2, ...: s bytes each */
    size_t room, used;
    int size;             /* the size being listed */
    unsigned char grid[FM_FILL_MAX_SHAPE][2 * FM_FILL_MAX_SHAPE + 1]; /* 1: reached on this path */
    int path[FM_FILL_MAX_SHAPE];
} lister;

/* Redelmeier's enumeration of the fixed polyominoes of l->size cells whose first cell (row order) is the
   origin, at column FM_FILL_MAX_SHAPE of the grid: each appended to the table; -1 when it is full. */
static int list_shapes(lister *l, const int *untried, int nu, int depth)
{
    static const int dr[4] = {-1, 0, 0, 1}, dc[4] = {0, -1, 1, 0};
    int next[4 * FM_FILL_MAX_SHAPE], added[4], na, k, i;
    while (nu > 0) {
        int u = untried[--nu], ur = u / 32, uc = u % 32;
        l->path[depth] = u;
        if (depth + 1 == l->size) {
            if (l->used + (size_t)l->size > l->room)
                return -1;
            for (i = 0; i < l->size; i++)
                l->table[l->used++] =
                    (unsigned char)((l->path[i] / 32) * 16 + (l->path[i] % 32) - FM_FILL_MAX_SHAPE + 8);
            continue;
        }
        for (na = 0, k = 0; k < 4; k++) {
            int r = ur + dr[k], c = uc + dc[k];
            if (r < 0 || r >= l->size || c < 0 || c > 2 * FM_FILL_MAX_SHAPE ||
                (r == 0 && c < FM_FILL_MAX_SHAPE) || l->grid[r][c])
                continue;
            l->grid[r][c] = 1;
            added[na++] = r * 32 + c;
        }
        memcpy(next, untried, sizeof(int) * (size_t)nu);
        memcpy(next + nu, added, sizeof(int) * (size_t)na);
        k = list_shapes(l, next, nu + na, depth + 1);
        for (i = 0; i < na; i++)
            l->grid[added[i] / 32][added[i] % 32] = 0;
        if (k < 0)
            return -1;
    }
    return 0;
}

/* The shape table for sizes 1..most; the largest size whose shapes all fit in room, or 0. */
static int build_table(unsigned char *table, size_t room, int most, int count[FM_FILL_MAX_SHAPE + 1])
{
    lister l;
    int s, origin = FM_FILL_MAX_SHAPE;
    memset(&l, 0, sizeof l);
    l.table = table;
    l.room = room;
    for (s = 1; s <= most; s++) {
        size_t before = l.used;
        l.size = s;
        memset(l.grid, 0, sizeof l.grid);
        l.grid[0][origin] = 1;
        if (list_shapes(&l, &origin, 1, 0) < 0)
            return s - 1;
        count[s] = (int)((l.used - before) / (size_t)s);
    }
    return most;
}

/* Option i of a node (first size f, first shape sf): its size and the offset of its shape in the table. */
static int option(int i, int f, unsigned sf, int most, const int *count, const size_t *start, size_t *at)
{
    int j;
    for (j = 0; j < most; j++) {
        int s = 1 + (f + j) % most;
        if (i < count[s]) {
            *at = start[s] + (size_t)s * ((sf + (unsigned)i) % (unsigned)count[s]);
            return s;
        }
        i -= count[s];
    }
    return 0;
}

/* Whether the shape of size s at the table's offset fits at free cell a: its cells on the board and free,
   no cell beside it (outside it) of size s, no free cell beside it left shut in with a 1 beside it. FITS,
   else the depth of the node to blame (owner: each placed cell's node), -1 for the board's edge: of the
   reasons it fails for, the one whose latest node is earliest. */
#define FITS (-2)
static int blame(const fm_val *board, const int *owner, int w, int h, int a, const unsigned char *shape, int s)
{
    static const int dr[4] = {-1, 0, 0, 1}, dc[4] = {0, -1, 1, 0};
    int ar = a / w, ac = a % w, i, j, k, cell[FM_FILL_MAX_SHAPE], best = FITS;
#define REASON(d) (best = best == FITS || (d) < best ? (d) : best)
    for (i = 0; i < s; i++) {
        int r = ar + CELL_ROW(shape[i]), c = ac + CELL_COL(shape[i]);
        if (r >= h || c < 0 || c >= w)
            return -1;
        cell[i] = r * w + c;
        if (board[cell[i]] != 0)
            REASON(owner[cell[i]]);
    }
    if (best != FITS)
        return best;
    for (i = 0; i < s; i++)
        for (k = 0; k < 4; k++) {
            int r = cell[i] / w + dr[k], c = cell[i] % w + dc[k], x, t, shut = 1, one = 0, late = -1;
            if (r < 0 || r >= h || c < 0 || c >= w)
                continue;
            x = r * w + c;
            for (j = 0; j < s && cell[j] != x; j++)
                ;
            if (j < s)
                continue;
            if (board[x] == s)
                REASON(owner[x]);
            if (board[x] != 0)
                continue;
            for (t = 0; t < 4; t++) { /* a free neighbour with no free cell beside it must be a 1 */
                int r2 = r + dr[t], c2 = c + dc[t], y, in;
                if (r2 < 0 || r2 >= h || c2 < 0 || c2 >= w)
                    continue;
                y = r2 * w + c2;
                for (in = 0, j = 0; j < s; j++)
                    in |= cell[j] == y;
                if (!in && board[y] == 0)
                    shut = 0;
                if (!in && board[y] != 0 && owner[y] > late)
                    late = owner[y];
                one |= in ? s == 1 : board[y] == 1;
            }
            if (shut && one)
                REASON(late);
        }
#undef REASON
    return best;
}

static void put(fm_val *board, int *owner, int w, int a, const unsigned char *shape, int s, int depth)
{
    int i;
    for (i = 0; i < s; i++) {
        int x = a + CELL_ROW(shape[i]) * w + CELL_COL(shape[i]);
        board[x] = (fm_val)(depth < 0 ? 0 : s);
        owner[x] = depth;
    }
}

/* Adds node d to a node's blame: the latest two nodes to blame, each plus one (0: none). */
static void blamed(int *set, int d)
{
    d++;
    if (d <= 0 || d == set[0] || d == set[1])
        return;
    if (d > set[0]) {
        set[1] = set[0];
        set[0] = d;
    } else if (d > set[1]) {
        set[1] = d;
    }
}

/* The cell at position p of the order: strips of FM_FILL_STRIP columns, left to right, each row by row. */
static int cell_at(int w, int h, int p)
{
    int strip = p / (FM_FILL_STRIP * h), within = p - strip * FM_FILL_STRIP * h;
    int wide = w - strip * FM_FILL_STRIP < FM_FILL_STRIP ? w - strip * FM_FILL_STRIP : FM_FILL_STRIP;
    return within / wide * w + strip * FM_FILL_STRIP + within % wide;
}

int fm_fill_rows(int w, int h, int max_region, cj_rng *rng, long max_nodes, fm_val *board, int *owner,
                 int *stack, unsigned char *table, size_t table_bytes, long *nodes)
{
    int n = w * h, count[FM_FILL_MAX_SHAPE + 1] = {0}, most, options = 0, depth = 0, s, a = 0;
    size_t start[FM_FILL_MAX_SHAPE + 1] = {0}, at;
    long made = 0, try_len, try_end;
    *nodes = 0;
    if ((max_region <= 2 && w > 1 && h > 1) || (max_region <= 1 && n > 1))
        return FM_FILL_NONE; /* two 1s, or two 2s, would touch: see gen_fill.h */
    most = max_region < FM_FILL_MAX_SHAPE ? max_region : FM_FILL_MAX_SHAPE;
    most = build_table(table, table_bytes, most, count);
    if (most == 0)
        return FM_FILL_STUCK;
    for (s = 1; s <= most; s++) {
        options += count[s];
        start[s] = s == 1 ? 0 : start[s - 1] + (size_t)(s - 1) * (size_t)count[s - 1];
    }
    memset(board, 0, sizeof(fm_val) * (size_t)n);
    try_len = try_end = (long)FM_FILL_FIRST_TRY * n;
    /* stack[4d..4d+3]: node d's position in the order; a random number (first size and shape) * 65536 +
       the options tried; the latest two nodes to blame, each plus one */
    for (;;) {
        int *node;
        while (a < n && board[cell_at(w, h, a)] != 0)
            a++;
        if (a == n) {
            *nodes = made;
            return 0;
        }
        node = stack + 4 * depth;
        node[0] = a;
        node[1] = (int)cj_rng_below(rng, 0x7fffu) << 16;
        node[2] = node[3] = 0;
        for (;;) { /* the next option of the top node that fits, else back to the latest node to blame */
            int back, r;
            node = stack + 4 * depth;
            a = node[0];
            r = node[1] >> 16;
            for (s = 0; (node[1] & 0xffff) < options && s == 0;) {
                s = option(node[1]++ & 0xffff, r % most, (unsigned)(r / most), most, count, start, &at);
                back = blame(board, owner, w, h, cell_at(w, h, a), table + at, s);
                if (back != FITS) {
                    blamed(node + 2, back);
                    s = 0;
                }
            }
            if (s > 0 && ++made > max_nodes) {
                *nodes = made;
                return FM_FILL_STUCK;
            }
            back = node[2] - 1;
            if (s == 0 && back < 0 && depth == 0 && made == try_end - try_len) { /* nothing fits at all */
                *nodes = made;
                return FM_FILL_STUCK;
            }
            if ((s > 0 && made > try_end) || (s == 0 && back < 0 && depth == 0)) { /* a fresh start */
                memset(board, 0, sizeof(fm_val) * (size_t)n);
                depth = a = 0;
                try_len *= 2;
                try_end = made + try_len; /* try_end - try_len: the placements before this try */
                break;
            }
            if (s > 0) {
                put(board, owner, w, cell_at(w, h, a), table + at, s, depth);
                depth++;
                break;
            }
            if (back < 0) /* what was to blame has been lost: the node before */
                back = depth - 1;
            blamed(stack + 4 * back + 2, node[3] - 1); /* the rest of the blame passes to it */
            while (depth > back) {
                depth--;
                node = stack + 4 * depth;
                r = node[1] >> 16;
                s = option((node[1] & 0xffff) - 1, r % most, (unsigned)(r / most), most, count, start, &at);
                put(board, owner, w, cell_at(w, h, node[0]), table + at, s, -1);
            }
        }
    }
}
