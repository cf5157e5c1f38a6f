/* cover_plain.h: part of dlx.c: the search's covering of an option when nothing is propagated or coloured,
   its counts and stack of forced moves kept without a branch (left out under -Os, for the firmware). */
#ifndef COVERJAR_COVER_PLAIN_H
#define COVERJAR_COVER_PLAIN_H

#if DLX_PLAIN_COVER
/* cover_rest_with's search form without propagation or colours (the same steps, counts, stack of forced
   moves and fresh_two as cover_tracking): n_dead, n_ones and the stack are kept in locals and followed
   without a branch, since falls to one or none come at random and mispredicted branches cost more than
   the arithmetic. */
HOT_INLINE void cover_rest_plain(struct dlx *d, int x)
{
    /* counts holds n_dead << 32 | n_ones; what a fall to 0, to 1 or to more adds, and what closing an
       item left with 0, 1 or more options takes */
    static const uint64_t fall[3] = {((uint64_t)1 << 32) - 1u, 1u, 0u}, close[3] = {(uint64_t)1 << 32, 1u, 0u};
    uint64_t counts = (uint64_t)d->n_dead << 32 | (uint32_t)d->n_ones;
    int nf = d->n_forced, maxf = d->max_forced, np = d->n_primary, fresh = d->fresh_two, r, j;
    dlx_index *forced = d->forced, *len = d->len;
    for (r = opt_next_item(&d->k, x, &j); r != x; r = opt_next_item(&d->k, r, &j)) {
        int h = head(&d->k, j), p;
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
    }
    d->n_dead = (int)(counts >> 32);
    d->n_ones = (int)(uint32_t)counts;
    d->n_forced = nf;
    d->fresh_two = fresh;
}
#endif

#endif
