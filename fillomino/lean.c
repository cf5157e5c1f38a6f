/* lean.c: the generator's Fillomino search: placements merge groups (split back from a trail) and wake
   only the groups they touch; at a fixpoint a sweep looks again only near what changed, then branches. */
#include "fillomino/lean.h"

#include "dlx/arena.h"

#include <string.h>

#define WALL (-1)
#ifndef NEAR_RADIUS
#define NEAR_RADIUS 4
#endif
#ifndef NEAR_CHANGES
#define NEAR_CHANGES 128
#endif
enum { T_ASSIGN = 0, T_MERGE = 1, T_BAN = 2, T_XBAN = 3 };

/* A branch: kind 0 = cell joins an open group of val, or is forbidden val (first = 1: forbidden
   first); kind 1 = cell starts a region of 1..limit cells (preferred value first). */
typedef struct lframe {
    int mark, kind, cell, val, alt, limit, first;
} lframe;

typedef struct lchoice {
    int kind, cell, val, limit; /* kind 2: solved */
} lchoice;

struct fm_lean {
    int w, h, n, stride, n2, tcap, xcap, fcap, overflow, off[4];
    int probing;       /* look-ahead at each node (fm_lean_set_probing) */
    uint32_t stamp;
    uint64_t node_limit;
    int *val;          /* padded grid: WALL outside, 0 empty, else the number */
    int *root, *next, *size; /* group of a filled cell: its root, a ring of its cells, size at root */
    int *pref;         /* preferred value per cell (0 = none) */
    int *cell;         /* interior cell i -> padded index */
    uint64_t *ban;     /* forbidden values 1..64 per cell */
    int *xban_cell, *xban_val, xtop; /* forbidden values above 64, a stack */
    uint32_t *seen, *area_st, *libmark, libst, *near, nearst;
    int *area_len;     /* size of an empty cell's connected empty area this sweep */
    int *queue, qhead, qtail;
    unsigned char *inq;
    int *met, *bfs, *dist, *par, *sub, *libs;
    int *vals, *vneed; /* values of the open groups this sweep, and the most cells one of them needs */
    int depth;         /* of the node being propagated (0 = the root) */
    int focus, fr, fc; /* the excluded cell (padded index, row, column): branches near it first */
    int base;          /* trail mark of the last complete sweep on this path (-1: none) */
    int *trail, ttop;  /* records (op, a, b) */
    lframe *frames;
};

static size_t layout(int w, int h, fm_lean *s, unsigned char *base)
{
    size_t n = (size_t)w * (size_t)h, n2 = (size_t)(w + 2) * (size_t)(h + 2),
           off = cj_align(sizeof(fm_lean)), tcap = 6 * n + 64, xcap = 4 * n + 8;
    fm_lean counting; /* only counts when base is NULL: the addresses land here */
    if (s == NULL)
        s = &counting;
    s->val = cj_take(base, &off, sizeof(int), n2);
    s->root = cj_take(base, &off, sizeof(int), n2);
    s->next = cj_take(base, &off, sizeof(int), n2);
    s->size = cj_take(base, &off, sizeof(int), n2);
    s->pref = cj_take(base, &off, sizeof(int), n2);
    s->cell = cj_take(base, &off, sizeof(int), n);
    s->ban = cj_take(base, &off, sizeof(uint64_t), n2);
    s->xban_cell = cj_take(base, &off, sizeof(int), xcap);
    s->xban_val = cj_take(base, &off, sizeof(int), xcap);
    s->seen = cj_take(base, &off, sizeof(uint32_t), n2);
    s->near = cj_take(base, &off, sizeof(uint32_t), n2);
    s->area_st = cj_take(base, &off, sizeof(uint32_t), n2);
    s->libmark = cj_take(base, &off, sizeof(uint32_t), n2);
    s->area_len = cj_take(base, &off, sizeof(int), n2);
    s->queue = cj_take(base, &off, sizeof(int), n2 + 1);
    s->inq = cj_take(base, &off, sizeof(unsigned char), n2);
    s->bfs = cj_take(base, &off, sizeof(int), n2);
    s->met = cj_take(base, &off, sizeof(int), n2);
    s->par = cj_take(base, &off, sizeof(int), n2);
    s->sub = cj_take(base, &off, sizeof(int), n2);
    s->dist = cj_take(base, &off, sizeof(int), n2);
    s->libs = cj_take(base, &off, sizeof(int), n2);
    s->vals = cj_take(base, &off, sizeof(int), n + 1);
    s->vneed = cj_take(base, &off, sizeof(int), n + 1);
    s->trail = cj_take(base, &off, sizeof(int), 3 * tcap);
    s->frames = cj_take(base, &off, sizeof(lframe), 2 * n + 16);
    s->tcap = (int)tcap;
    s->xcap = (int)xcap;
    s->fcap = (int)(2 * n + 16); /* deeper (not met in practice) gives FM_ERR_SIZE */
    return off;
}

size_t fm_lean_bytes(int w, int h)
{
    if (!fm_shape_ok(w, h))
        return 0;
    return layout(w, h, NULL, NULL) + 8;
}

fm_lean *fm_lean_init(void *mem, size_t bytes, int w, int h)
{
    unsigned char *base = mem;
    fm_lean *s;
    int r, c, i;
    if (mem == NULL || !fm_shape_ok(w, h) || bytes < fm_lean_bytes(w, h))
        return NULL;
    base = cj_align_base(base);
    s = (fm_lean *)(void *)base;
    memset(s, 0, sizeof *s);
    layout(w, h, s, base);
    s->w = w;
    s->h = h;
    s->n = w * h;
    s->stride = w + 2;
    s->n2 = (w + 2) * (h + 2);
    s->off[0] = -s->stride;
    s->off[1] = -1;
    s->off[2] = 1;
    s->off[3] = s->stride;
    for (i = 0; i < s->n2; i++) {
        s->val[i] = WALL;
        s->ban[i] = 0;
        s->pref[i] = 0;
        s->inq[i] = 0;
    }
    for (r = 0; r < h; r++)
        for (c = 0; c < w; c++) {
            int p = (r + 1) * s->stride + c + 1;
            s->cell[r * w + c] = p;
            s->val[p] = 0;
        }
    memset(s->seen, 0, sizeof(uint32_t) * (size_t)s->n2);
    memset(s->near, 0, sizeof(uint32_t) * (size_t)s->n2);
    memset(s->area_st, 0, sizeof(uint32_t) * (size_t)s->n2);
    memset(s->libmark, 0, sizeof(uint32_t) * (size_t)s->n2);
    return s;
}

void fm_lean_set_node_limit(fm_lean *s, uint64_t max_nodes)
{
    s->node_limit = max_nodes;
}

void fm_lean_set_probing(fm_lean *s, int on)
{
    s->probing = on != 0;
}


static uint32_t next_stamp(fm_lean *s)
{
    if (++s->stamp == 0) {
        memset(s->seen, 0, sizeof(uint32_t) * (size_t)s->n2);
        memset(s->near, 0, sizeof(uint32_t) * (size_t)s->n2);
        memset(s->area_st, 0, sizeof(uint32_t) * (size_t)s->n2);
        memset(s->libmark, 0, sizeof(uint32_t) * (size_t)s->n2);
        s->stamp = 1;
    }
    return s->stamp;
}

static int banned(const fm_lean *s, int y, int v)
{
    int e;
    if (v <= 64)
        return (int)((s->ban[y] >> (v - 1)) & 1u);
    for (e = 0; e < s->xtop; e++)
        if (s->xban_cell[e] == y && s->xban_val[e] == v)
            return 1;
    return 0;
}

static int push(fm_lean *s, int op, int a, int b)
{
    int *t;
    if (s->ttop >= s->tcap) {
        s->overflow = 1;
        return -1;
    }
    t = s->trail + 3 * s->ttop++;
    t[0] = op;
    t[1] = a;
    t[2] = b;
    return 0;
}

static void enqueue(fm_lean *s, int g)
{
    if (s->inq[g])
        return;
    s->inq[g] = 1;
    s->queue[s->qtail] = g;
    if (++s->qtail == s->n2 + 1)
        s->qtail = 0;
}

static void clear_queue(fm_lean *s)
{
    while (s->qhead != s->qtail) {
        s->inq[s->queue[s->qhead]] = 0;
        if (++s->qhead == s->n2 + 1)
            s->qhead = 0;
    }
}

/* Queues the groups of value v next to cell y, except the group rooted at skip. */
static void wake(fm_lean *s, int y, int v, int skip)
{
    int k;
    for (k = 0; k < 4; k++) {
        int q = y + s->off[k];
        if (s->val[q] == v && s->root[q] != skip)
            enqueue(s, s->root[q]);
    }
}

/* Forbids v at empty cell y. A deduced ban is dropped when the trail is nearly full (weaker, still
   sound); a branch's ban (required) then overflows. -1 only on overflow. */
static int do_ban(fm_lean *s, int y, int v, int required)
{
    if (banned(s, y, v))
        return 0;
    if (!required && s->ttop >= s->tcap - 3 * s->n - 16)
        return 0;
    if (v <= 64) {
        if (push(s, T_BAN, y, v) != 0)
            return -1;
        s->ban[y] |= (uint64_t)1 << (v - 1);
    } else {
        if (s->xtop >= s->xcap) {
            if (!required)
                return 0;
            s->overflow = 1;
            return -1;
        }
        if (push(s, T_XBAN, y, v) != 0)
            return -1;
        s->xban_cell[s->xtop] = y;
        s->xban_val[s->xtop++] = v;
    }
    wake(s, y, v, -1);
    return 0;
}

/* Joins the groups rooted at a and b (the larger absorbs the smaller); the new root, or -1. */
static int merge(fm_lean *s, int a, int b)
{
    int x, t;
    if (s->size[a] < s->size[b]) {
        t = a;
        a = b;
        b = t;
    }
    if (push(s, T_MERGE, a, b) != 0)
        return -1;
    x = b;
    do {
        s->root[x] = a;
        x = s->next[x];
    } while (x != b);
    t = s->next[a];
    s->next[a] = s->next[b];
    s->next[b] = t;
    s->size[a] += s->size[b];
    return a;
}

static void undo_to(fm_lean *s, int mark)
{
    while (s->ttop > mark) {
        const int *t = s->trail + 3 * --s->ttop;
        int a = t[1], b = t[2], x, tmp;
        switch (t[0]) {
        case T_ASSIGN:
            s->val[a] = 0;
            break;
        case T_MERGE:
            tmp = s->next[a];
            s->next[a] = s->next[b];
            s->next[b] = tmp;
            s->size[a] -= s->size[b];
            x = b;
            do {
                s->root[x] = b;
                x = s->next[x];
            } while (x != b);
            break;
        case T_BAN:
            s->ban[a] &= ~((uint64_t)1 << (b - 1));
            break;
        default:
            s->xtop--;
            break;
        }
    }
}

/* Places v in empty cell c, merging the groups of v around it; -1 on a contradiction. */
static int assign(fm_lean *s, int c, int v)
{
    int k, r = c;
    if (s->val[c] != 0)
        return s->val[c] == v ? 0 : -1;
    if (banned(s, c, v) || push(s, T_ASSIGN, c, 0) != 0)
        return -1;
    s->val[c] = v;
    s->root[c] = c;
    s->next[c] = c;
    s->size[c] = 1;
    for (k = 0; k < 4; k++) {
        int y = c + s->off[k];
        if (s->val[y] == v && s->root[y] != r && (r = merge(s, r, s->root[y])) < 0)
            return -1;
    }
    if (s->size[r] > v)
        return -1;
    enqueue(s, r);
    for (k = 0; k < 4; k++) {
        int y = c + s->off[k];
        if (s->val[y] > 0 && s->val[y] != v)
            enqueue(s, s->root[y]); /* lost a way out */
        else if (s->val[y] == 0)
            wake(s, y, v, r); /* a group of v beyond y would now merge with more */
    }
    return 0;
}

/* Size of group g (value v) after empty cell y joins it: every group of v around y merges too. */
static int merged(const fm_lean *s, int y, int v, int g)
{
    int total = s->size[g] + 1, got[4], ng = 0, k, j;
    for (k = 0; k < 4; k++) {
        int q = y + s->off[k], rq;
        if (s->val[q] != v || (rq = s->root[q]) == g)
            continue;
        for (j = 0; j < ng && got[j] != rq; j++)
            ;
        if (j == ng) {
            got[ng++] = rq;
            total += s->size[rq];
        }
    }
    return total;
}

/* A group's local rules: complete, it walls its border off; open, it needs a way out, and takes
   the only one. */
static int examine(fm_lean *s, int g)
{
    int v = s->val[g], x = g, count = 0, last = -1, k;
    uint32_t st;
    if (s->size[g] >= v) {
        do {
            for (k = 0; k < 4; k++) {
                int y = x + s->off[k];
                if (s->val[y] == 0 && do_ban(s, y, v, 0) != 0)
                    return -1;
            }
            x = s->next[x];
        } while (x != g);
        return 0;
    }
    st = next_stamp(s);
    do {
        for (k = 0; k < 4; k++) {
            int y = x + s->off[k];
            if (s->val[y] != 0 || s->seen[y] == st)
                continue;
            s->seen[y] = st;
            if (banned(s, y, v) || merged(s, y, v, g) > v)
                continue;
            if (++count > 1)
                return 0;
            last = y;
        }
        x = s->next[x];
    } while (x != g);
    return count == 0 ? -1 : assign(s, last, v);
}

static int local(fm_lean *s)
{
    while (s->qhead != s->qtail) {
        int g = s->queue[s->qhead];
        if (++s->qhead == s->n2 + 1)
            s->qhead = 0;
        s->inq[g] = 0;
        if (s->val[g] > 0 && s->root[g] == g && examine(s, g) != 0)
            return -1;
    }
    return 0;
}

static int touches(const fm_lean *s, int y, int v)
{
    return s->val[y + s->off[0]] == v || s->val[y + s->off[1]] == v || s->val[y + s->off[2]] == v ||
           s->val[y + s->off[3]] == v;
}

/* A new region of k cells (none filled yet) can hold empty cell y: k cells connected to y may take
   k and touch no k. */
static int fresh_fits(fm_lean *s, int y, int k)
{
    int head = 0, tail = 1, j;
    uint32_t cur;
    if (banned(s, y, k) || touches(s, y, k))
        return 0;
    if (k == 1)
        return 1;
    cur = next_stamp(s);
    s->seen[y] = cur;
    s->bfs[0] = y;
    while (head < tail) {
        int x = s->bfs[head++];
        for (j = 0; j < 4; j++) {
            int z = x + s->off[j];
            if (s->val[z] != 0 || s->seen[z] == cur)
                continue;
            s->seen[z] = cur;
            if (banned(s, z, k) || touches(s, z, k))
                continue;
            s->bfs[tail++] = z;
            if (tail >= k)
                return 1;
        }
    }
    return 0;
}

/* Size of the connected empty area of empty cell y (labelled once per sweep). */
static int area_of(fm_lean *s, int y, uint32_t sweep)
{
    int head = 0, tail = 1, j;
    if (s->area_st[y] == sweep)
        return s->area_len[y];
    s->area_st[y] = sweep;
    s->bfs[0] = y;
    while (head < tail) {
        int x = s->bfs[head++];
        for (j = 0; j < 4; j++) {
            int z = x + s->off[j];
            if (s->val[z] == 0 && s->area_st[z] != sweep) {
                s->area_st[z] = sweep;
                s->bfs[tail++] = z;
            }
        }
    }
    for (j = 0; j < tail; j++)
        s->area_len[s->bfs[j]] = tail;
    return tail;
}

/* Breadth first from open group g (value v) for at most v - size steps through empty cells that may
   take v (never through blocked) and other open groups of v that could join, stopping once stop
   cells are met; the first step only to g's ways out (ways_out(s, g) just before). Returns the
   cells met, which are s->bfs[size .. size + count). */
static int walk(fm_lean *s, int g, int blocked, int stop)
{
    int v = s->val[g], need = v - s->size[g], head = 0, tail = 0, x = g, k, cap;
    uint32_t cur = next_stamp(s);
    if (blocked >= 0)
        s->seen[blocked] = cur;
    do {
        s->seen[x] = cur;
        s->dist[x] = 0;
        s->bfs[tail++] = x;
        x = s->next[x];
    } while (x != g);
    cap = tail + stop;
    while (head < tail) {
        int d;
        x = s->bfs[head++];
        d = s->dist[x];
        if (d >= need)
            continue;
        for (k = 0; k < 4; k++) {
            int y = x + s->off[k], vy = s->val[y];
            if (s->seen[y] == cur)
                continue;
            if (vy == 0) {
                if (d == 0) {
                    if (s->libmark[y] != s->libst) {
                        s->seen[y] = cur;
                        continue;
                    }
                } else if (banned(s, y, v)) {
                    continue;
                }
            } else if (vy != v ||
                       (s->val[x] == 0 && s->size[s->root[y]] + s->size[g] + d > v)) {
                continue; /* another value, or a group of v too large to join on this path */
            }
            s->seen[y] = cur;
            s->dist[y] = d + 1;
            s->par[y] = d > 0 ? x : -1;
            s->bfs[tail++] = y;
            if (tail >= cap)
                return tail - s->size[g];
        }
    }
    return tail - s->size[g];
}

/* The ways out of open group g (value v) into s->libs (and marked in libmark); returns their number. */
static int ways_out(fm_lean *s, int g)
{
    int v = s->val[g], nlib = 0, x = g, k;
    uint32_t cur = next_stamp(s);
    s->libst = cur;
    do {
        for (k = 0; k < 4; k++) {
            int y = x + s->off[k];
            if (s->val[y] == 0 && s->seen[y] != cur) {
                s->seen[y] = cur;
                if (!banned(s, y, v) && merged(s, y, v, g) <= v) {
                    s->libs[nlib++] = y;
                    s->libmark[y] = cur;
                }
            }
        }
        x = s->next[x];
    } while (x != g);
    return nlib;
}

/* Open group g needs a way out and enough cells within reach: fails without; takes the only way
   out, every cell met when there are exactly enough, or a way out without which too few remain (when
   deep, any cell met, if at most 3 times the need). A cell is tried (a walk that avoids it) only when
   the cells met outside its subtree of the first walk are fewer than the need. Returns -1, 1
   (forced), or 0 with *lib the ways out and *lastlib one of them. */
static int reach(fm_lean *s, int g, int deep, int *lib, int *lastlib)
{
    int v = s->val[g], sz = s->size[g], need = v - sz, count, i, nlib = ways_out(s, g), tail, nmet = 0;
    *lib = nlib;
    *lastlib = nlib > 0 ? s->libs[nlib - 1] : -1;
    if (nlib == 0)
        return -1;
    if (nlib == 1)
        return assign(s, *lastlib, v) != 0 ? -1 : 1;
    count = walk(s, g, -1, (deep ? 3 : 2) * need + 1);
    tail = sz + count;
    if (count < need)
        return -1;
    if (count == need) {
        for (i = sz; i < tail; i++)
            if (s->val[s->bfs[i]] == 0 && assign(s, s->bfs[i], v) != 0)
                return -1;
        return 1;
    }
    if (deep && count > 3 * need)
        deep = 0;
    for (i = sz; i < tail; i++) {
        int x = s->bfs[i];
        s->met[nmet++] = x;
        s->sub[x] = 1;
    }
    for (i = nmet - 1; i >= 0; i--) { /* subtree sizes: children come after parents */
        int p = s->par[s->met[i]];
        if (p >= 0)
            s->sub[p] += s->sub[s->met[i]];
    }
    for (i = 0; i < nmet; i++) {
        int x = s->met[i];
        if (s->val[x] != 0 || count - s->sub[x] >= need || (!deep && s->libmark[x] != s->libst))
            continue;
        if (walk(s, g, x, need) < need)
            return assign(s, x, v) != 0 ? -1 : 1;
    }
    return 0;
}

/* An open group of v could take empty cell y: breadth first from y through empty cells that may
   take v and cells of open groups of v, within maxneed steps, to an open group of v no nearer than
   its need allows. */
static int reached_by(fm_lean *s, int y, int v, int maxneed)
{
    int head = 0, tail = 1, k;
    uint32_t cur = next_stamp(s);
    s->seen[y] = cur;
    s->dist[y] = 1;
    s->bfs[0] = y;
    while (head < tail) {
        int x = s->bfs[head++], d = s->dist[x];
        for (k = 0; k < 4; k++) {
            int z = x + s->off[k], vz = s->val[z];
            if (s->seen[z] == cur)
                continue;
            s->seen[z] = cur;
            if (vz == v) {
                int r = s->root[z];
                if (s->size[r] < v && d <= v - s->size[r])
                    return 1;
            } else if (vz == 0 && d < maxneed && !banned(s, z, v)) {
                s->dist[z] = d + 1;
                s->bfs[tail++] = z;
            }
        }
    }
    return 0;
}

/* Order of branches: fewer ways out, then (with a focus) nearer the excluded cell, then less need. */
static int branch_key(const fm_lean *s, int y, int lib, int need)
{
    int d = 0;
    if (s->focus >= 0) {
        int r = y / s->stride - s->fr, c = y % s->stride - s->fc;
        d = (r < 0 ? -r : r) + (c < 0 ? -c : c);
    }
    return (lib < 8 ? lib : 8) * 65536 + d * 64 + need;
}

/* The sweep at a fixpoint of the local rules. Returns -1, 1 (something forced: run the local rules
   again), or 0 with the branch in *ch. */
/* Marks the cells within NEAR_RADIUS steps (by rows and columns) of a cell the trail changed since
   s->base; returns 0 when there were too many changes to be worth it (every cell is then near). */
static int mark_near(fm_lean *s)
{
    int e;
    if (s->base < 0 || s->ttop - s->base > NEAR_CHANGES)
        return 0;
    s->nearst = next_stamp(s);
    for (e = s->base; e < s->ttop; e++) {
        const int *t = s->trail + 3 * e;
        int p = t[1], r0 = p / s->stride, c0 = p % s->stride, r;
        if (t[0] == T_MERGE)
            continue; /* the placement that merged is on the trail too */
        for (r = r0 - NEAR_RADIUS; r <= r0 + NEAR_RADIUS; r++) {
            int span = NEAR_RADIUS - (r < r0 ? r0 - r : r - r0), c, lo = c0 - span, hi = c0 + span;
            if (r < 1 || r > s->h)
                continue;
            if (lo < 1)
                lo = 1;
            if (hi > s->w)
                hi = s->w;
            for (c = lo; c <= hi; c++)
                s->near[r * s->stride + c] = s->nearst;
        }
    }
    return 1;
}

/* Some cell of group g is near a change. */
static int group_near(const fm_lean *s, int g)
{
    int x = g;
    do {
        if (s->near[x] == s->nearst)
            return 1;
        x = s->next[x];
    } while (x != g);
    return 0;
}

static int sweep(fm_lean *s, lchoice *ch, fm_stats *st)
{
    uint32_t sw;
    int i, best_lib = 0x7fffffff, best_key = 0x7fffffff, best_area = 0x7fffffff, forced = 0, nf = 0;
    int nv = 0, far = 0, partial = mark_near(s), start = s->ttop;
    sw = next_stamp(s);
    st->passes++;
    ch->kind = 2;
    /* Open groups: each looks at the board as the earlier ones left it. Groups far from every change
       since the last complete sweep are left as they were then (their value and need are noted, and
       they are branched on only when no near group is open). */
    for (i = 0; i < s->n; i++) {
        int g = s->cell[i], v = s->val[g], lib = 0, lastlib = -1, r = 0, j, near;
        if (v <= 0 || s->root[g] != g || s->size[g] >= v)
            continue;
        for (j = 0; j < nv && s->vals[j] != v; j++)
            ;
        if (j == nv) {
            s->vals[nv] = v;
            s->vneed[nv++] = 0;
        }
        if (v - s->size[g] > s->vneed[j])
            s->vneed[j] = v - s->size[g];
        near = !partial || group_near(s, g);
        if (!near) {
            far++;
            continue;
        }
        r = reach(s, g, s->depth == 0, &lib, &lastlib);
        if (r < 0)
            return -1;
        forced |= r;
        if (r == 0 && branch_key(s, lastlib, lib, v - s->size[g]) < best_key) {
            best_lib = lib;
            best_key = branch_key(s, lastlib, lib, v - s->size[g]);
            ch->kind = 0;
            ch->cell = lastlib;
            ch->val = v;
        }
    }
    if (far > 0 || forced)
        best_lib = 0; /* some group is open */
    /* Empty cells, all on this one board (the lone values found are placed afterwards): the sizes
       of new regions that fit around the cell, then the open groups that reach it. */
    for (i = 0; i < s->n; i++) {
        int y = s->cell[i], cands = 0, cv = 0, k, a;
        if (s->val[y] != 0 || (partial && s->near[y] != s->nearst && best_lib != 0x7fffffff))
            continue;
        a = area_of(s, y, sw);
        if (partial && s->near[y] != s->nearst)
            cands = 2;
        for (k = 1; k <= a && cands < 2; k++)
            if (fresh_fits(s, y, k)) {
                cands++;
                cv = k;
            }
        for (k = 0; k < nv && cands < 2; k++)
            if (s->vals[k] != cv && !banned(s, y, s->vals[k]) &&
                reached_by(s, y, s->vals[k], s->vneed[k])) {
                cands++;
                cv = s->vals[k];
            }
        if (cands == 0)
            return -1;
        if (cands == 1) {
            s->libs[nf] = y;
            s->dist[nf++] = cv;
            continue;
        }
        if (best_lib == 0x7fffffff && a < best_area) {
            best_area = a;
            ch->kind = 1;
            ch->cell = y;
            ch->limit = a;
        }
    }
    for (i = 0; i < nf; i++)
        if (assign(s, s->libs[i], s->dist[i]) != 0)
            return -1;
    forced |= nf > 0;
    s->base = start; /* everything was looked at: the next sweep needs only what changed since */
    if (forced)
        return 1;
    /* No near group open: branch on a far one. */
    far = far > 0 && ch->kind == 2;
    for (i = 0; i < s->n && far; i++) {
        int g = s->cell[i], v = s->val[g], lib;
        if (v <= 0 || s->root[g] != g || s->size[g] >= v)
            continue;
        lib = ways_out(s, g);
        if (lib < 2) /* a group of v beyond a way out grew */
            return lib == 0 ? -1 : (assign(s, s->libs[0], v) != 0 ? -1 : 1);
        if (branch_key(s, s->libs[lib - 1], lib, v - s->size[g]) < best_key) {
            best_key = branch_key(s, s->libs[lib - 1], lib, v - s->size[g]);
            ch->kind = 0;
            ch->cell = s->libs[lib - 1];
            ch->val = v;
        }
    }
    return 0;
}

static int propagate(fm_lean *s, lchoice *ch, fm_stats *st)
{
    for (;;) {
        int r = local(s);
        if (r == 0)
            r = sweep(s, ch, st);
        if (r < 0) {
            clear_queue(s);
            return -1;
        }
        if (r == 0)
            return 0;
    }
}

/* One try of the look-ahead: cell y takes v (take) or is forbidden v, then the rules run; everything is
   undone. 1 when the try fails. */
static int try_fails(fm_lean *s, int y, int v, int take, fm_stats *st)
{
    int mark = s->ttop, base = s->base, r;
    lchoice dummy;
    r = take ? assign(s, y, v) : do_ban(s, y, v, 1);
    if (r == 0)
        r = propagate(s, &dummy, st);
    undo_to(s, mark);
    clear_queue(s);
    s->base = base;
    return r != 0 && !s->overflow;
}

/* propagate, then (with probing) look-ahead to a fixpoint: each way out of each open group is tried
   taken and forbidden; a way that fails is forbidden, one whose ban fails is taken, and the rules run
   again at once. Returns as propagate. */
static int propagate_probe(fm_lean *s, lchoice *ch, fm_stats *st)
{
    int found = 1;
    if (propagate(s, ch, st) != 0)
        return -1;
    while (s->probing && found && ch->kind != 2 && !s->overflow) {
        int i;
        found = 0;
        for (i = 0; i < s->n && ch->kind != 2; i++) {
            int y = s->cell[i], k, j, vals[4];
            for (k = 0; k < 4 && s->val[y] == 0; k++) {
                int q = y + s->off[k], v = s->val[q], fact;
                vals[k] = v;
                for (j = 0; j < k && vals[j] != v; j++)
                    ;
                if (v <= 0 || j < k || s->size[s->root[q]] >= v || banned(s, y, v) ||
                    merged(s, y, v, s->root[q]) > v)
                    continue;
                if (try_fails(s, y, v, 1, st))
                    fact = do_ban(s, y, v, 0) == 0 && banned(s, y, v) ? 1 : 0;
                else if (try_fails(s, y, v, 0, st))
                    fact = assign(s, y, v) == 0 ? 1 : -1;
                else
                    continue;
                if (fact < 0 || (fact > 0 && propagate(s, ch, st) != 0))
                    return -1;
                found |= fact;
            }
        }
    }
    return 0;
}

/* Value of alternative alt of a kind-1 frame: the preferred value first, then 1..limit. */
static int kind1_value(const lframe *f, int p)
{
    if (p < 1 || p > f->limit)
        return f->alt + 1;
    if (f->alt == 0)
        return p;
    return f->alt < p ? f->alt : f->alt + 1;
}

/* Applies alternative f->alt (or the next one that does not fail at once); -1 when none is left. */
static int apply_alt(fm_lean *s, lframe *f)
{
    int limit = f->kind == 0 ? 2 : f->limit;
    for (; f->alt < limit; f->alt++) {
        int r;
        if (f->kind == 0 && (f->alt == 0) != f->first)
            r = assign(s, f->cell, f->val);
        else if (f->kind == 0)
            r = do_ban(s, f->cell, f->val, 1);
        else
            r = assign(s, f->cell, kind1_value(f, s->pref[f->cell]));
        if (r == 0)
            return 0;
        undo_to(s, f->mark);
        clear_queue(s);
        if (s->overflow)
            return -1;
    }
    return -1;
}

long fm_lean_solve(fm_lean *s, const fm_val *puzzle, long limit, fm_val *first, int excl_cell,
                   fm_val excl_val, const fm_val *prefer, fm_stats *stats)
{
    fm_stats local_stats;
    fm_stats *st = stats ? stats : &local_stats;
    long count = 0;
    int depth = 0, status = 0, i;
    lchoice ch;
    memset(st, 0, sizeof *st);
    if (limit < 1)
        limit = 1;
    for (i = 0; i < s->n; i++) {
        int p = s->cell[i];
        s->val[p] = 0;
        s->ban[p] = 0;
        s->pref[p] = prefer ? prefer[i] : 0;
    }
    s->ttop = s->xtop = 0;
    s->overflow = 0;
    clear_queue(s);
    s->qhead = s->qtail = 0;
    st->nodes = 1;
    s->focus = -1;
    if (excl_cell >= 0 && excl_cell < s->n) {
        s->focus = s->cell[excl_cell];
        s->fr = s->focus / s->stride;
        s->fc = s->focus % s->stride;
        if (puzzle[excl_cell] == excl_val)
            return 0;
        if (excl_val >= 1)
            do_ban(s, s->cell[excl_cell], excl_val, 1);
    }
    for (i = 0; i < s->n && status == 0; i++)
        if (puzzle[i] != 0 && assign(s, s->cell[i], puzzle[i]) != 0)
            status = -1;
    s->base = -1;
    s->depth = 0;
    if (status == 0)
        status = propagate_probe(s, &ch, st);
    else
        clear_queue(s);
    for (;;) {
        if (s->overflow)
            return FM_ERR_SIZE;
        if (status == 0 && ch.kind == 2) {
            count++;
            if (count == 1 && first)
                for (i = 0; i < s->n; i++)
                    first[i] = (fm_val)s->val[s->cell[i]];
            if (count >= limit)
                return count;
            status = -1;
            continue;
        }
        if (status == 0) {
            lframe *f;
            if (depth >= s->fcap)
                return FM_ERR_SIZE;
            f = &s->frames[depth++];
            if (depth > st->max_depth)
                st->max_depth = depth;
            f->mark = s->ttop;
            f->kind = ch.kind;
            f->cell = ch.cell;
            f->val = ch.val;
            f->limit = ch.limit;
            f->alt = 0;
            f->first = ch.kind == 0 && s->pref[ch.cell] != 0 && s->pref[ch.cell] != ch.val;
            if (apply_alt(s, f) != 0) {
                depth--;
                status = -1;
                continue;
            }
        } else {
            st->backtracks++;
            for (;;) {
                lframe *f;
                if (depth == 0)
                    return s->overflow ? FM_ERR_SIZE : count;
                f = &s->frames[depth - 1];
                undo_to(s, f->mark);
                f->alt++;
                if (apply_alt(s, f) == 0)
                    break;
                if (s->overflow)
                    return FM_ERR_SIZE;
                depth--;
            }
        }
        st->nodes++;
        if (s->node_limit && st->nodes > s->node_limit)
            return FM_ERR_LIMIT;
        s->base = depth > 0 ? s->frames[depth - 1].mark : -1;
        s->depth = depth;
        status = propagate_probe(s, &ch, st);
    }
}
