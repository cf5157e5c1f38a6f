/* cover_plain.h: part of dlx.c: the search's covering when nothing is propagated or coloured (the chosen
   item, then its option's others), counts and stack of forced moves kept without a branch (not under -Os). */
#ifndef COVERJAR_COVER_PLAIN_H
#define COVERJAR_COVER_PLAIN_H

#if DLX_PLAIN_COVER
/* The search's covering without propagation or colours (the same steps, counts, stack of forced moves and
   fresh_two as cover and cover_tracking): n_dead, n_ones and the stack are kept in locals and followed
   without a branch, since falls to one or none come at random and mispredicted branches cost more than
   the arithmetic. */
struct plain_state {
    uint64_t counts; /* n_dead << 32 | n_ones */
    int nf, fresh;   /* n_forced, fresh_two */
};

/* Covers item j: the other nodes of its options leave their columns. With track (a constant at each call),
   fresh_two follows the falls to two. */
HOT_INLINE void cover_item_plain(struct dlx *d, int j, struct plain_state *s, int track)
{
    /* what a fall to 0, to 1 or to more adds, and what closing an item left with 0, 1 or more options takes */
    static const uint64_t fall[3] = {((uint64_t)1 << 32) - 1u, 1u, 0u}, close[3] = {(uint64_t)1 << 32, 1u, 0u};
    uint64_t counts = s->counts;
    int nf = s->nf, maxf = d->max_forced, np = d->n_primary, fresh = s->fresh, h = head(&d->k, j), p;
    dlx_index *forced = d->forced, *len = d->len;
    for (p = down(&d->k, h); p != h; p = down(&d->k, p)) {
        int q, y;
        for (q = opt_next_item(&d->k, p, &y); q != p; q = opt_next_item(&d->k, q, &y)) {
            unsigned l, at;
            col_unlink(&d->k, q);
            l = --len[y];
            at = l < 2 ? l : 2;
            at = y <= np ? at : 2;
            counts += fall[at];
            forced[nf] = (dlx_index)y; /* the slot past the top (there is one more): kept on a fall to one */
            nf += at == 1;
            nf = nf > maxf ? maxf : nf;
            if (track)
                fresh = ((l == 2) & (y < fresh)) ? y : fresh;
        }
    }
    if (j <= np) {
        unsigned l = len[j];
        dlx_index lj = d->llink[j], rj = d->rlink[j];
        counts -= close[l < 2 ? l : 2];
        d->rlink[lj] = rj;
        d->llink[rj] = lj;
    }
    d->active[j] = 0;
    s->counts = counts;
    s->nf = nf;
    s->fresh = fresh;
}

static inline void plain_load(const struct dlx *d, struct plain_state *s)
{
    s->counts = (uint64_t)d->n_dead << 32 | (uint32_t)d->n_ones;
    s->nf = d->n_forced;
    s->fresh = d->fresh_two;
}

static inline void plain_store(struct dlx *d, const struct plain_state *s)
{
    d->n_dead = (int)(s->counts >> 32);
    d->n_ones = (int)(uint32_t)s->counts;
    d->n_forced = s->nf;
    d->fresh_two = s->fresh;
}

/* cover(d, i) for the search's chosen item. */
static inline void cover_plain(struct dlx *d, int i)
{
    struct plain_state s;
    plain_load(d, &s);
    cover_item_plain(d, i, &s, 0);
    plain_store(d, &s);
}

/* cover_rest_with(d, x, 1): the items of x's option other than x's own, in order. */
HOT_INLINE void cover_rest_plain(struct dlx *d, int x)
{
    struct plain_state s;
    int r, j;
    plain_load(d, &s);
    for (r = opt_next_item(&d->k, x, &j); r != x; r = opt_next_item(&d->k, r, &j))
        cover_item_plain(d, j, &s, 1);
    plain_store(d, &s);
}
#endif

#endif
