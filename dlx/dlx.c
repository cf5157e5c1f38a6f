/* dlx.c: the exact-cover engine: Knuth's Algorithm X with dancing links, searched iteratively (an instance is
   built by dlx_build.c); its nodes are kept by nodes_arrays.h (DLX1's arrays) or, for small devices, nodes_sudoku.h. */
#include "dlx/engine.h"

#include <string.h>

/* A primary item's column fell to l (0 or 1) options (rises_from, engine.h, is the way back): n_dead and
   n_ones follow, and a fall to one goes on the stack of forced moves. */
static inline void fell_to(struct dlx *d, int x, unsigned l)
{
    if (l >= 2) {
#ifndef DLX_NO_PROPAGATE
        if (d->n_watch < d->max_watch && d->shares[x])
            d->watch[d->n_watch++] = (dlx_index)x;
#endif
    } else if (l == 0) {
        d->n_dead++;
        d->n_ones--;
    } else {
        d->n_ones++;
        if (d->n_forced < d->max_forced)
            d->forced[d->n_forced++] = (dlx_index)x;
    }
}

/* The walk back does not follow n_dead and n_ones node by node: whoever undoes a selection puts back
   the counts saved before it (commits and levels together never exceed the levels bound: each covers an
   item of its own). */
static inline void save_counts(struct dlx *d, int at)
{
    d->counts_at[2 * at] = (dlx_index)d->n_dead;
    d->counts_at[2 * at + 1] = (dlx_index)d->n_ones;
}

static inline void restore_counts(struct dlx *d, int at)
{
    d->n_dead = (int)d->counts_at[2 * at];
    d->n_ones = (int)d->counts_at[2 * at + 1];
}

/* ---- the dancing: Knuth's hide/cover and their inverses ---- */

/* Takes the other nodes of p's option out of their columns. With track (a constant at each call, so
   the plain form pays nothing), lowers fresh_two to any primary item whose column fell to two options,
   without a branch: such falls come at random. */
HOT_INLINE void hide_node(struct dlx *d, int p, int track)
{
    unsigned watch = (unsigned)d->watch_len;
    int q, x, fresh = d->fresh_two;
    for (q = opt_next_item(&d->k, p, &x); q != p; q = opt_next_item(&d->k, q, &x)) {
        unsigned l;
        col_unlink(&d->k, q);
        l = --d->len[x];
        if (l <= watch && x <= d->n_primary)
            fell_to(d, x, l);
        if (track)
            fresh = ((l == 2) & (x < fresh)) ? x : fresh;
    }
    if (track)
        d->fresh_two = fresh;
}

/* The inverse of hide_node, but for n_dead and n_ones (see save_counts). */
static inline void unhide_node(struct dlx *d, int p)
{
    int q, x;
    for (q = opt_prev_item(&d->k, p, &x); q != p; q = opt_prev_item(&d->k, q, &x)) {
        col_relink(&d->k, q);
        d->len[x]++;
    }
}

static inline void close_item(struct dlx *d, int i)
{
    if (d->len[i] == 0)
        d->n_dead--;
    else if (d->len[i] == 1)
        d->n_ones--;
    dlx_index l = d->llink[i], r = d->rlink[i];
    d->rlink[l] = r;
    d->llink[r] = l;
}

static inline void reopen_item(struct dlx *d, int i)
{
    d->rlink[d->llink[i]] = (dlx_index)i;
    d->llink[d->rlink[i]] = (dlx_index)i;
}

HOT_INLINE void cover_with(struct dlx *d, int i, int track)
{
    int h = head(&d->k, i), p;
    for (p = down(&d->k, h); p != h; p = down(&d->k, p))
        hide_node(d, p, track);
    if (i <= d->n_primary)
        close_item(d, i);
    d->active[i] = 0;
}

static void cover(struct dlx *d, int i) { cover_with(d, i, 0); }
static void cover_tracking(struct dlx *d, int i) { cover_with(d, i, 1); }

HOT_INLINE void uncover(struct dlx *d, int i)
{
    int h = head(&d->k, i), p;
    if (i <= d->n_primary)
        reopen_item(d, i);
    d->active[i] = 1;
    for (p = up(&d->k, h); p != h; p = up(&d->k, p))
        unhide_node(d, p);
}

#include "dlx/colours.h"

#include "dlx/cover_plain.h"

/* Covers (or purifies) the items of x's option other than x's own, in order; and the inverse. With track,
   fresh_two names the first item they brought down to two options (coloured instances: none). */
HOT_INLINE void cover_rest_with(struct dlx *d, int x, int track)
{
    int q, j;
    if (d->colour != NULL) {
        for (q = opt_next_item(&d->k, x, &j); q != x; q = opt_next_item(&d->k, q, &j))
            take_coloured(d, q, j);
        return;
    }
    for (q = opt_next_item(&d->k, x, &j); q != x; q = opt_next_item(&d->k, q, &j))
        if (track)
            cover_tracking(d, j);
        else
            cover(d, j);
}

static inline void cover_rest(struct dlx *d, int x) { cover_rest_with(d, x, 0); }

static inline void uncover_rest(struct dlx *d, int x)
{
    int q, j;
    if (d->colour != NULL) {
        for (q = opt_prev_item(&d->k, x, &j); q != x; q = opt_prev_item(&d->k, q, &j))
            untake_coloured(d, q, j);
        return;
    }
    for (q = opt_prev_item(&d->k, x, &j); q != x; q = opt_prev_item(&d->k, q, &j))
        uncover(d, j);
}

#include "dlx/propagate.h"

#include "dlx/select.h"

/* ---- the search ---- */

/* MRV: an item left with one option if one is known (a forced move: which one first does not
   change the solutions or their order, since every forced move is made before any branching),
   otherwise the open primary item with the fewest options. Ties: at two options the first by number of
   those the latest node brought down to two, else the first in item order (with no item at one,
   n_ones, the first at two ends the scan); at three or more the last (for Sudoku: a unit's value
   before a cell; 16x16 generation takes ~30% fewer nodes). Staying where the latest choice acted
   takes 3-18% fewer nodes to solve 9x9 puzzles and a third fewer for minimal 16x16 ones. */
static int choose_item(struct dlx *d)
{
    const dlx_index *rlink = d->rlink, *len = d->len;
    int p, best = 0;
    unsigned best_len = (unsigned)-1, enough = d->n_ones > 0 ? 1 : 2;
    while (d->n_forced > 0) {
        p = d->forced[--d->n_forced];
        if (d->active[p] && len[p] == 1)
            return p;
    }
    p = d->fresh_two;
    if (d->n_ones == 0 && p <= d->n_primary && d->active[p] && len[p] == 2)
        return p;
#if DLX_PLAIN_COVER
    /* The running best by conditional moves (which item holds it comes at random); an item at `enough`
       or fewer options, which no item can beat (none has 0 options: n_dead), is always taken and ends it. */
    for (p = rlink[0]; p != 0; p = rlink[p]) {
        unsigned l = len[p];
        int take = l <= best_len;
        best = take ? p : best;
        best_len = take ? l : best_len;
        if (l <= enough)
            break;
    }
#else
    for (p = rlink[0]; p != 0; p = rlink[p]) {
        if (len[p] <= best_len) {
            best_len = len[p];
            best = p;
            if (best_len <= enough) /* no item can beat it (none has 0 options: n_dead) */
                break;
        }
    }
#endif
    return best;
}

/* The node of column i to try first. */
static int first_node(const struct dlx *d, int i, const dlx_search_opts *o)
{
    int h = head(&d->k, i), x = down(&d->k, h);
    if (o->prefer != NULL) {
        int y;
        for (y = x; y != h; y = down(&d->k, y))
            if (o->prefer[option_of(&d->k, y)])
                return y;
    }
    if (o->rng != NULL && d->len[i] > 1) {
        uint32_t k = cj_rng_below(o->rng, d->len[i]);
        while (k--)
            x = down(&d->k, x);
    }
    return x;
}

static int build_solution(const struct dlx *d, int level, dlx_index *out)
{
    int k, n = 0;
    for (k = 0; k < d->n_commits; k++)
        out[n++] = d->commits[k];
    for (k = 0; k < level; k++)
        out[n++] = (dlx_index)option_of(&d->k, d->choice[k]);
    return n;
}

long dlx_search(dlx *d, const dlx_search_opts *opts, dlx_stats *stats)
{
    static const dlx_search_opts defaults = {0, 0, NULL, NULL, NULL, NULL, -1, 0, 0, NULL};
    const dlx_search_opts *o = opts ? opts : &defaults;
    dlx_stats st;
    int level = 0, i, x, discrepancies = 0, was_first, dead0 = d->n_dead, ones0 = d->n_ones;

    memset(&st, 0, sizeof st);
    d->n_forced = 0;
    d->n_watch = 0;
    d->n_trail = 0;
    d->fresh_two = d->n_primary + 1;
#ifndef DLX_NO_PROPAGATE
    note_shares(d);
    d->watch_len = o->propagate < 2 ? 1 : o->propagate < PROPAGATE_MAX ? o->propagate : PROPAGATE_MAX;
#endif
    st.root_branching = -1;
    d->n_first = 0;

forward:
    d->trail_mark[level] = (dlx_index)d->n_trail;
    if (d->rlink[0] == 0) {
        st.solutions++;
        if (st.solutions == 1)
            d->n_first = build_solution(d, level, d->first);
        if (o->on_solution != NULL) {
            int n = build_solution(d, level, d->scratch);
            if (o->on_solution(o->ctx, d->scratch, n))
                goto unwind;
        }
        if (o->limit > 0 && st.solutions >= o->limit)
            goto unwind;
        goto backtrack;
    }
    if (o->node_limit > 0 && st.nodes >= o->node_limit) {
#ifndef DLX_NO_PROPAGATE /* small devices leave the hook out too */
        if (o->on_nodes == NULL || o->on_nodes(o->ctx, st.nodes))
#endif
        {
            st.aborted = 1;
            goto unwind;
        }
    }
#ifndef DLX_NO_PROPAGATE
    if (d->watch_len > 1)
        propagate(d);
#endif
    if (d->n_dead > 0) /* an open item lost its last option: no need to reach it by MRV */
        goto backtrack;
    i = 0;
    if (level == 0 && o->first_item >= 0 && o->first_item < d->n_primary && d->active[o->first_item + 1])
        i = o->first_item + 1;
    if (i == 0)
        i = choose_item(d);
    if (level == 0)
        st.root_branching = (int)d->len[i];
    if (d->len[i] == 0)
        goto backtrack;
#if DLX_PLAIN_COVER
    if (d->colour == NULL && d->watch_len <= 1)
        cover_plain(d, i);
    else
#endif
        cover(d, i);
    save_counts(d, d->n_commits + level);
    x = first_node(d, i, o);
    d->start[level] = (dlx_index)x;
    d->choice[level] = (dlx_index)x;

try_option:
    st.nodes++;
    d->fresh_two = d->n_primary + 1;
#if DLX_PLAIN_COVER
    if (d->colour == NULL && d->watch_len <= 1)
        cover_rest_plain(d, x);
    else
#endif
        cover_rest_with(d, x, 1);
    level++;
    if (level > st.max_depth)
        st.max_depth = level;
    goto forward;

backtrack:
    trail_undo(d, d->trail_mark[level]);
    if (level == 0)
        goto done;
    level--;
    st.backtracks++;
    x = d->choice[level];
    uncover_rest(d, x);
    restore_counts(d, d->n_commits + level);
    i = item_of(&d->k, x);
    was_first = x == (int)d->start[level];
    x = down(&d->k, x);
    if (x == head(&d->k, i))
        x = down(&d->k, x);
    if (x == (int)d->start[level]) { /* every option of this level tried */
        if (!was_first)
            discrepancies--;
        uncover(d, i);
        goto backtrack;
    }
    if (was_first) { /* leaving the first option is a discrepancy */
        if (o->max_discrepancies > 0 && discrepancies >= o->max_discrepancies) {
            st.pruned = 1;
            uncover(d, i);
            goto backtrack;
        }
        discrepancies++;
    }
    d->choice[level] = (dlx_index)x;
    goto try_option;

unwind:
    trail_undo(d, d->trail_mark[level]);
    while (level > 0) {
        level--;
        x = d->choice[level];
        uncover_rest(d, x);
        uncover(d, item_of(&d->k, x));
        trail_undo(d, d->trail_mark[level]);
    }

done:
    d->n_dead = dead0;
    d->n_ones = ones0;
    d->watch_len = 1;
    if (stats != NULL)
        *stats = st;
    return st.solutions;
}

int dlx_first_solution(const dlx *d, const dlx_index **options)
{
    *options = d->first;
    return d->n_first;
}
