/* lean_int.h: what the lean solver's files share (lean.c: memory, trail and search; lean_rules.c: the
   rules and the sweep): its state, the trail's records and the small helpers every step uses. */
#ifndef COVERJAR_FILLOMINO_LEAN_INT_H
#define COVERJAR_FILLOMINO_LEAN_INT_H

#include <string.h>

#include "dlx/bits.h"
#include "fillomino/lean.h"

#define WALL (-1)
#ifndef NEAR_RADIUS
#define NEAR_RADIUS 4
#endif
#ifndef NEAR_CHANGES
#define NEAR_CHANGES 128
#endif
enum { T_ASSIGN = 0, T_MERGE = 1, T_BAN = 2, T_XBAN = 3 };
enum { LF_PROBING = 1, LF_DROPPED = 2, LF_WHOLE = 4 };

static inline void put_bit(uint64_t *bits, int i, int on)
{
    if (on)
        bits[i >> 6] |= (uint64_t)1 << (i & 63);
    else
        bits[i >> 6] &= ~((uint64_t)1 << (i & 63));
}

static inline int has_bit(const uint64_t *bits, int i)
{
    return (int)(bits[i >> 6] >> (i & 63) & 1);
}

/* Sets bits a..b. */
static inline void put_span(uint64_t *bits, int a, int b)
{
    int w = a >> 6, last = b >> 6;
    uint64_t first = ~(uint64_t)0 << (a & 63), end = ~(uint64_t)0 >> (63 - (b & 63));
    if (w == last) {
        bits[w] |= first & end;
        return;
    }
    bits[w++] |= first;
    while (w < last)
        bits[w++] = ~(uint64_t)0;
    bits[w] |= end;
}

/* The first bit at or after from set in bits (and in also, unless NULL), or -1; read at each call, so a
   loop sees the bits it changes. */
static inline int next_bit(const uint64_t *bits, const uint64_t *also, int nwords, int from)
{
    int w = from >> 6;
    uint64_t x;
    if (w >= nwords)
        return -1;
    x = bits[w] & (also ? also[w] : ~(uint64_t)0) & (~(uint64_t)0 << (from & 63));
    while (x == 0) {
        if (++w >= nwords)
            return -1;
        x = bits[w] & (also ? also[w] : ~(uint64_t)0);
    }
    return w * 64 + cj_lowbit(x);
}

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
    /* LF_PROBING: look-ahead at each node (fm_lean_set_probing); LF_DROPPED: a deduced ban was dropped in
       this solve (the trail nearly full); LF_WHOLE: every sweep looks at the whole board (fm_lean_implied) */
    int flags;
    const unsigned char *window; /* fm_lean_set_window: cells outside it are walls (NULL: none) */
    uint32_t stamp;
    uint64_t node_limit;
    int *val;          /* padded grid: WALL outside, 0 empty, else the number */
    int *root, *next, *size; /* group of a filled cell: its root, a ring of its cells, size at root */
    int *pref;         /* preferred value per cell (0 = none) */
    int *cell;         /* interior cell i -> padded index */
    uint64_t *empty_bits, *open_bits, *near_bits; /* padded cells that are empty, roots of open groups, */
    int nwords;        /* near a change (this sweep): the sweeps' loops visit only these, in order */
    uint64_t *ban;     /* forbidden values 1..64 per cell */
    int *xban_cell, *xban_val, xtop; /* forbidden values above 64, a stack */
    uint32_t *seen, *area_st, *libmark, libst;
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
#ifndef FM_SMALL_FLASH
    /* The look-ahead's tries, host only (lean_tries.c): a try's sweeps take what the board the tries start
       from holds (try_mark: the try's trail mark, -1 outside a try; kept is 0 once that board moved on):
       the values of its open groups with their largest need (kvals, kneed, nk), for the groups far from
       every change, which are as they were then, and its empty areas (alab, asize), of which those no
       fill of the try touched (adirty, by sweep stamp; left as it is when the stamps wrap, which can only mark
       an area touched and recount it) are still whole. vslot: a value's slot in vals (checked against
       vals); nacc: the values a try's sweeps gathered; near_roots: the open groups with a cell near a
       change. */
    int try_mark, kept, nk, nacc;
    int *vslot, *kvals, *kneed, *alab, *asize;
    uint32_t *adirty;
    uint64_t *near_roots;
#endif
};

static inline uint32_t next_stamp(fm_lean *s)
{
    if (++s->stamp == 0) {
        memset(s->seen, 0, sizeof(uint32_t) * (size_t)s->n2);
        memset(s->area_st, 0, sizeof(uint32_t) * (size_t)s->n2);
        memset(s->libmark, 0, sizeof(uint32_t) * (size_t)s->n2);
        s->stamp = 1;
    }
    return s->stamp;
}

static inline int banned(const fm_lean *s, int y, int v)
{
    int e;
    if (v <= 64)
        return (int)((s->ban[y] >> (v - 1)) & 1u);
    for (e = 0; e < s->xtop; e++)
        if (s->xban_cell[e] == y && s->xban_val[e] == v)
            return 1;
    return 0;
}

static inline int push(fm_lean *s, int op, int a, int b)
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

static inline void enqueue(fm_lean *s, int g)
{
    if (s->inq[g])
        return;
    s->inq[g] = 1;
    s->queue[s->qtail] = g;
    if (++s->qtail == s->n2 + 1)
        s->qtail = 0;
}

static inline void clear_queue(fm_lean *s)
{
    while (s->qhead != s->qtail) {
        s->inq[s->queue[s->qhead]] = 0;
        if (++s->qhead == s->n2 + 1)
            s->qhead = 0;
    }
}

/* Queues the groups of value v next to cell y, except the group rooted at skip, and complete ones: a
   complete group walled its border when it was completed, and looking at it again would change nothing
   (unless a ban was dropped; then they are queued as before). */
static inline void wake(fm_lean *s, int y, int v, int skip)
{
    int k;
    for (k = 0; k < 4; k++) {
        int q = y + s->off[k];
        if (s->val[q] == v && s->root[q] != skip && (s->size[s->root[q]] < v || (s->flags & LF_DROPPED)))
            enqueue(s, s->root[q]);
    }
}

/* The trail (lean.c): forbid v at y (required: a branch's ban, which must not be dropped), place v in
   empty cell c (-1 on a contradiction), and undo back to a mark. */
int lean_do_ban(fm_lean *s, int y, int v, int required);
int lean_assign(fm_lean *s, int c, int v);
void lean_undo_to(fm_lean *s, int mark);
/* The rules to a fixpoint, then the sweep and, with probing, the look-ahead (lean_rules.c): -1 on a
   contradiction, else the branch to take in *ch (ch->kind 2: solved). */
int lean_propagate_probe(fm_lean *s, lchoice *ch, fm_stats *st);

/* Slot j of value v in s->vals[0 .. *nv) (added with need 0 when missing). */
static inline int value_slot(fm_lean *s, int v, int *nv)
{
    int j;
#ifndef FM_SMALL_FLASH
    if (v <= s->n) {
        j = s->vslot[v];
        if (j >= 0 && j < *nv && s->vals[j] == v)
            return j;
        j = s->vslot[v] = *nv;
        s->vals[j] = v;
        s->vneed[(*nv)++] = 0;
        return j;
    }
#endif
    for (j = 0; j < *nv && s->vals[j] != v; j++)
        ;
    if (j == *nv) {
        s->vals[j] = v;
        s->vneed[(*nv)++] = 0;
    }
    return j;
}

#ifndef FM_SMALL_FLASH
/* A try's sweeps (lean_tries.c): the try starts at trail mark (its start board kept once); the sweep marks
   the open groups near a change; the next open group from from, with fast the next near one only, *far
   set when one was passed; the areas a fill of the try touched marked with the sweep's stamp sw. */
void lean_try_begin(fm_lean *s, int mark);
void lean_mark_near_roots(fm_lean *s);
int lean_next_open(fm_lean *s, int from, int fast, int *far);
void lean_mark_dirty_areas(fm_lean *s, uint32_t sw);
#endif

#endif
