/* select.h: part of dlx.c: options chosen and hidden outside the search (a caller's givens, the
   generator's stack of clues), each undone in the reverse order, and the reset to the built state. */
#ifndef COVERJAR_SELECT_H
#define COVERJAR_SELECT_H

int dlx_available(const dlx *d, int option)
{
    int q, first;
    if (option < 0 || option >= d->n_options || d->hidden[option])
        return 0;
    q = first = opt_first(&d->k, option);
    do {
        int j = item_of(&d->k, q);
        if (!d->active[j] || colour_clash(d, q, j))
            return 0;
        q = opt_next(&d->k, q);
    } while (q != first);
    return 1;
}

int dlx_commit(dlx *d, int option)
{
    int x;
    if (option < 0 || option >= d->n_options)
        return DLX_ERANGE;
    if (!dlx_available(d, option) || d->n_commits >= d->max_commits)
        return DLX_ECONFLICT;
#ifndef DLX_NO_PROPAGATE
    note_shares(d); /* before the first link moves: every column still whole */
#endif
    x = opt_first(&d->k, option);
    save_counts(d, d->n_commits);
#if DLX_PLAIN_COVER
    if (d->colour == NULL) { /* the item of x first, then the rest in order, as cover and cover_rest */
        struct plain_state s;
        int q = x, j = item_of(&d->k, x);
        plain_load(d, &s);
        do {
            cover_item_plain(d, j, &s, 0);
            q = opt_next_item(&d->k, q, &j);
        } while (q != x);
        plain_store(d, &s);
    } else {
        take_coloured(d, x, item_of(&d->k, x));
        cover_rest(d, x);
    }
#else
    if (d->colour != NULL)
        take_coloured(d, x, item_of(&d->k, x));
    else
        cover(d, item_of(&d->k, x));
    cover_rest(d, x);
#endif
    d->commits[d->n_commits++] = (dlx_index)option;
    return DLX_OK;
}

int dlx_retract(dlx *d)
{
    int x;
    if (d->n_commits == 0 || (d->n_hides > 0 && (int)d->hide_depth[d->n_hides - 1] >= d->n_commits))
        return DLX_EORDER;
    x = opt_first(&d->k, d->commits[--d->n_commits]);
    uncover_rest(d, x);
    if (d->colour != NULL)
        untake_coloured(d, x, item_of(&d->k, x));
    else
        uncover(d, item_of(&d->k, x));
    restore_counts(d, d->n_commits);
    return DLX_OK;
}

int dlx_hide(dlx *d, int option)
{
    int q, first;
    if (option < 0 || option >= d->n_options)
        return DLX_ERANGE;
    if (!dlx_available(d, option) || d->n_hides >= d->max_hides)
        return DLX_ECONFLICT;
#ifndef DLX_NO_PROPAGATE
    note_shares(d);
#endif
    q = first = opt_first(&d->k, option);
    do {
        int x = item_of(&d->k, q);
        col_unlink(&d->k, q);
        if (--d->len[x] <= 1 && x <= d->n_primary)
            fell_to(d, x, d->len[x]);
        q = opt_next(&d->k, q);
    } while (q != first);
    d->hidden[option] = 1;
    d->hide_depth[d->n_hides] = (dlx_index)d->n_commits;
    d->hides[d->n_hides++] = (dlx_index)option;
    return DLX_OK;
}

int dlx_unhide(dlx *d)
{
    int option, q, last;
    if (d->n_hides == 0 || (int)d->hide_depth[d->n_hides - 1] != d->n_commits)
        return DLX_EORDER;
    option = d->hides[--d->n_hides];
    q = last = opt_prev(&d->k, opt_first(&d->k, option));
    do { /* last node first */
        int x = item_of(&d->k, q);
        col_relink(&d->k, q);
        if (d->len[x] <= 1 && x <= d->n_primary)
            rises_from(d, d->len[x]);
        d->len[x]++;
        q = opt_prev(&d->k, q);
    } while (q != last);
    d->hidden[option] = 0;
    return DLX_OK;
}

void dlx_reset(dlx *d)
{
    while (d->n_commits > 0 || d->n_hides > 0) {
        if (dlx_unhide(d) != DLX_OK)
            dlx_retract(d);
    }
}

#endif
