/* propagate.h: part of dlx.c: the optional propagation of the search (an item whose few options all cover
   another item b hides b's other options), kept on a trail and undone LIFO. Uncoloured items only. */
#ifndef COVERJAR_PROPAGATE_H
#define COVERJAR_PROPAGATE_H

/* ---- propagation: an item all of whose options share another item ---- */

#define PROPAGATE_MAX 8 /* the most options an item may have left to be looked at */

#ifndef DLX_NO_PROPAGATE
/* Marks each primary item two of whose options share another item, once after options were added (adding is refused
   while anything is committed or hidden, so the first commit, hide or search after it sees whole columns):
   the watch array, idle outside a search, notes for each item t the last column whose options met t. A walk
   over the options of every column that has two or more: linear in the nodes times an option's length.
   Coloured instances: every item, as propagation weighs colours itself. */
static void note_shares(struct dlx *d)
{
    int a, h, y, q, t;
    if (!d->shares_stale)
        return;
    d->shares_stale = 0;
    for (a = 0; a <= d->n_items + 1; a++)
        d->watch[a] = 0;
    for (a = 1; a <= d->n_primary; a++) { /* only primary items are watched */
        if (d->colour != NULL)
            d->shares[a] = 1;
        h = head(&d->k, a);
        for (y = down(&d->k, h); y != h && !d->shares[a] && d->len[a] >= 2; y = down(&d->k, y))
            for (q = opt_next_item(&d->k, y, &t); q != y; q = opt_next_item(&d->k, q, &t)) {
                if (d->watch[t] == (dlx_index)a)
                    d->shares[a] = 1;
                d->watch[t] = (dlx_index)a;
            }
    }
}

/* Takes the option of node y out of every column, its own included, and notes it on the trail. */
static void trail_hide(struct dlx *d, int y)
{
    int b = item_of(&d->k, y);
    hide_node(d, y, 0);
    col_unlink(&d->k, y);
    if ((int)--d->len[b] <= d->watch_len && b <= d->n_primary)
        fell_to(d, b, d->len[b]);
    d->trail[d->n_trail++] = (dlx_index)y;
}

#endif

/* Puts back the options hidden since the trail was mark high, last first (the search then puts back
   n_dead and n_ones). */
static inline void trail_undo(struct dlx *d, int mark)
{
    while (d->n_trail > mark) {
        int y = d->trail[--d->n_trail], b = item_of(&d->k, y);
        col_relink(&d->k, y);
        d->len[b]++;
        unhide_node(d, y);
    }
}

/* Items whose column fell to a few options: if every option left covers another item b too, b is
   covered through one of them, so b's other options cannot be in a solution: hide them (for Sudoku
   this is pointing and claiming, and a value's two cells in a row sharing a box). Sound for any instance:
   it removes only options that no solution uses, so counts and solutions stay the same. */
#ifndef DLX_NO_PROPAGATE
static void propagate(struct dlx *d)
{
    while (d->n_watch > 0 && d->n_dead == 0) {
        int a = d->watch[--d->n_watch], cand[8], in_b[8][PROPAGATE_MAX], nc = 0, n_a, k, j, y, z, q, t;
        unsigned alive;
        int ha = head(&d->k, a);
        const dlx_index *colour = d->colour; /* held here: the stores below could alias d->colour */
        if (!d->active[a] || d->len[a] < 2 || (int)d->len[a] > d->watch_len)
            continue;
        if (colour == NULL && d->len[a] == 2) { /* the common case, as below without the bookkeeping */
            int r, u, w, next, hb, nq = 0;
            y = down(&d->k, ha);
            z = down(&d->k, y);
            for (q = opt_next_item(&d->k, y, &t); q != y && nq < 8; q = opt_next_item(&d->k, q, &t), nq++)
                for (r = opt_next_item(&d->k, z, &u); r != z; r = opt_next_item(&d->k, r, &u))
                    if (u == t) {
                        for (hb = head(&d->k, t), w = down(&d->k, hb); w != hb; w = next) {
                            next = down(&d->k, w);
                            if (w != q && w != r)
                                trail_hide(d, w);
                        }
                        break;
                    }
            continue;
        }
        /* The candidates b: the items of a's first option; each keeps its node in every option of a. */
        y = down(&d->k, ha);
        for (q = opt_next_item(&d->k, y, &t); q != y && nc < 8; q = opt_next_item(&d->k, q, &t)) {
            if (colour != NULL && colour[q] != 0) /* a coloured item may be shared: no exclusion follows */
                continue;
            in_b[nc][0] = q;
            cand[nc++] = t;
        }
        alive = (1u << nc) - 1;
        for (z = down(&d->k, y), n_a = 1; z != ha && alive != 0; z = down(&d->k, z), n_a++) {
            unsigned hit = 0;
            for (q = opt_next_item(&d->k, z, &t); q != z; q = opt_next_item(&d->k, q, &t))
                for (k = 0; k < nc; k++)
                    if (cand[k] == t && (colour == NULL || colour[q] == 0)) {
                        hit |= 1u << k;
                        in_b[k][n_a] = q;
                    }
            alive &= hit;
        }
        /* Every option of a covers b: b's options outside a's column go. */
        for (k = 0; alive != 0; k++, alive >>= 1) {
            int b = cand[k], w, next, hb = head(&d->k, b);
            if (!(alive & 1u))
                continue;
            for (w = down(&d->k, hb); w != hb; w = next) {
                next = down(&d->k, w);
                for (j = 0; j < n_a && w != in_b[k][j]; j++)
                    ;
                if (j == n_a)
                    trail_hide(d, w);
            }
        }
    }
}
#endif

#endif
