/* lean_tries.c: what the lean look-ahead's tries take from the board they start from (host only, not in
   the firmware): its open groups' values and needs, its empty areas, and the open groups near a change. */
#include "fillomino/lean_int.h"

#ifndef FM_SMALL_FLASH
/* Keeps the values of the open groups with their largest need, and the empty areas labelled. */
static void keep_board(fm_lean *s)
{
    int g, y, nk = 0, na = 0;
    uint32_t cur = next_stamp(s);
    for (g = next_bit(s->open_bits, NULL, s->nwords, 0); g >= 0; g = next_bit(s->open_bits, NULL, s->nwords, g + 1)) {
        int j = value_slot(s, s->val[g], &nk);
        if (s->val[g] - s->size[g] > s->vneed[j])
            s->vneed[j] = s->val[g] - s->size[g];
    }
    memcpy(s->kvals, s->vals, sizeof(int) * (size_t)nk);
    memcpy(s->kneed, s->vneed, sizeof(int) * (size_t)nk);
    s->nk = nk;
    for (y = next_bit(s->empty_bits, NULL, s->nwords, 0); y >= 0; y = next_bit(s->empty_bits, NULL, s->nwords, y + 1)) {
        int head = 0, tail = 1, k;
        if (s->seen[y] == cur)
            continue;
        s->seen[y] = cur;
        s->bfs[0] = y;
        while (head < tail) {
            int x = s->bfs[head++];
            s->alab[x] = na;
            for (k = 0; k < 4; k++) {
                int z = x + s->off[k];
                if (s->val[z] == 0 && s->seen[z] != cur) {
                    s->seen[z] = cur;
                    s->bfs[tail++] = z;
                }
            }
        }
        s->asize[na++] = tail;
    }
    s->kept = 1;
}

/* A try from trail mark: its sweeps start from the values of the board kept (keeping it first when it
   moved on). The tries all start from that board, so every open group far from a change is one of its
   groups as it was (a group that grew has a cell that changed), and every area no fill touched is whole. */
void lean_try_begin(fm_lean *s, int mark)
{
    int e;
    if (!s->kept)
        keep_board(s);
    for (e = 0; e < s->nk; e++) {
        s->vals[e] = s->kvals[e];
        s->vneed[e] = s->kneed[e];
        if (s->kvals[e] <= s->n)
            s->vslot[s->kvals[e]] = e;
    }
    s->nacc = s->nk;
    s->try_mark = mark;
}

/* The roots of the open groups with a cell near a change (near_bits), as the sweep starts. */
void lean_mark_near_roots(fm_lean *s)
{
    int x;
    memset(s->near_roots, 0, sizeof(uint64_t) * (size_t)s->nwords);
    for (x = next_bit(s->near_bits, NULL, s->nwords, 0); x >= 0; x = next_bit(s->near_bits, NULL, s->nwords, x + 1))
        if (s->val[x] > 0 && has_bit(s->open_bits, s->root[x]))
            put_bit(s->near_roots, s->root[x], 1);
}

/* The next open group's root from from (-1: none); with fast (no cell filled since near_roots was marked)
   the next near one, *far set when an open group was passed. */
int lean_next_open(fm_lean *s, int from, int fast, int *far)
{
    int g, b, w;
    if (!fast)
        return next_bit(s->open_bits, NULL, s->nwords, from);
    g = next_bit(s->open_bits, s->near_roots, s->nwords, from);
    b = g < 0 ? s->n2 : g;
    for (w = from >> 6; !*far && from < b && w <= (b - 1) >> 6; w++) {
        uint64_t x = s->open_bits[w] & ~s->near_roots[w];
        if (w == from >> 6)
            x &= ~(uint64_t)0 << (from & 63);
        if (w == (b - 1) >> 6)
            x &= ~(uint64_t)0 >> (63 - ((b - 1) & 63));
        *far = x != 0;
    }
    return g;
}

/* The areas of the try's start board that a cell filled in the try lies in, marked with sw. */
void lean_mark_dirty_areas(fm_lean *s, uint32_t sw)
{
    int e;
    for (e = s->try_mark; e < s->ttop; e++)
        if (s->trail[3 * e] == T_ASSIGN)
            s->adirty[s->alab[s->trail[3 * e + 1]]] = sw;
}
#else
typedef int lean_tries_unused; /* the firmware keeps nothing */
#endif
