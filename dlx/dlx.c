/* dlx.c: the exact-cover engine: Knuth's Algorithm X with dancing links, searched iteratively; the nodes
   are kept by nodes_arrays.h (DLX1's flat arrays) or, for Sudoku on small devices, nodes_sudoku.h. */
#include "dlx/dlx.h"

#include "dlx/arena.h"
#include <string.h>
#include <limits.h>

static uint64_t hash_bytes(uint64_t h, const void *data, size_t n)
{
    const unsigned char *p = data;
    while (n--)
        h = (h ^ *p++) * 0x100000001B3ULL;
    return h;
}

/* Inlining the compiler may weigh wrongly: ALWAYS_INLINE for the node layout's small accessors (even at
   -Os, where a call costs more), HOT_INLINE for the dancing steps (not at -Os: flash counts more there). */
#if defined(__GNUC__)
#define ALWAYS_INLINE static inline __attribute__((always_inline))
#else
#define ALWAYS_INLINE static inline
#endif
#if defined(__GNUC__) && !defined(__OPTIMIZE_SIZE__)
#define HOT_INLINE static inline __attribute__((always_inline))
#else
#define HOT_INLINE static inline
#endif
/* The search's branch-free covering (cover_plain.h) and MRV scan, left out where flash counts more (-Os). */
#if !defined(__OPTIMIZE_SIZE__)
#define DLX_PLAIN_COVER 1
#else
#define DLX_PLAIN_COVER 0
#endif

/* Where the nodes live: DLX1's arrays (any instance), or computed for Sudoku-shaped instances
   (DLX_LAYOUT_SUDOKU: a quarter to a third of the memory, for microcontrollers). The rest of the engine is the same. */
#ifdef DLX_LAYOUT_SUDOKU
#include "dlx/nodes_sudoku.h"
#else
#include "dlx/nodes_arrays.h"
#endif

struct dlx {
    struct dlx_nodes k;       /* the columns and options */
    int n_primary, n_items;
    int n_options, max_options;
    int n_dead;               /* open primary items with no option left: the search must backtrack */
    int n_ones;               /* open primary items with one option left: forced moves */
    dlx_index *counts_at;     /* n_dead, n_ones before each commit and after each level's item is covered */
    dlx_index *forced;        /* search: items whose column fell to one option (checked when popped) */
    int n_forced, max_forced;
    int watch_len;            /* search: items whose column falls to 2..watch_len options are checked */
    int fresh_two;            /* search: the first primary item (by number) whose column the latest node
                                 brought down to two options; n_primary + 1 when none */
    dlx_index *watch;         /* search: those items (checked when popped) */
#ifndef DLX_NO_PROPAGATE
    uint8_t *shares;          /* per item: two of its options share another item (else propagation
                                 can take nothing from it: a Sudoku cell's options, say) */
    int shares_stale;         /* options were added since the marks were made */
#endif
    dlx_index *trail;         /* search: options hidden by propagation, undone LIFO */
    dlx_index *trail_mark;    /* search: the trail's height when each level was entered */
    int n_watch, max_watch, n_trail;
    dlx_index *llink, *rlink; /* per item: the circular list of open primary items through 0 */
    dlx_index *len;           /* per item: options left in its column */
    uint8_t *active;          /* per item: not covered */
    uint8_t *hidden;          /* per option: hidden by dlx_hide */
    dlx_index *commits;       /* committed options, bottom first */
    int n_commits, max_commits;
    dlx_index *hides;         /* hidden options, with the commit depth when hidden */
    dlx_index *hide_depth;
    int n_hides, max_hides;
    dlx_index *choice;        /* search: the node chosen at each level */
    dlx_index *start;         /* search: the node each level started from */
    dlx_index *colour;        /* per node: the colour it gives its item (0 = none); NULL: no colours */
    dlx_index *item_colour;   /* per item: the colour it was purified to (0 = none) */
    dlx_index *purifier;      /* per item: the node that purified it */
    dlx_index *first;         /* the first solution's options */
    dlx_index *scratch;       /* a solution handed to the callback */
    int n_first;
};

/* The layout of one instance in base; with base == NULL it only counts the bytes (0: the node layout cannot
   hold the instance: too many nodes for dlx_index, or not Sudoku-shaped under DLX_LAYOUT_SUDOKU). */
static size_t layout(struct dlx *d, unsigned char *base, int n_primary, int n_secondary, int n_options,
                     int n_entries, int coloured)
{
    size_t off = cj_align(sizeof(struct dlx)), ix = sizeof(dlx_index);
    size_t n_items = (size_t)n_primary + (size_t)n_secondary, heads = n_items + 2;
    size_t levels = (size_t)nodes_levels(n_primary, n_secondary, n_options);
    size_t hides = (size_t)n_primary + 1; /* the most options hidden at once (DLX_ECONFLICT beyond) */
    if (!nodes_take(&d->k, base, &off, n_primary, n_secondary, n_options, n_entries))
        return 0;
    d->llink = cj_take(base, &off, ix, heads);
    d->rlink = cj_take(base, &off, ix, heads);
    d->len = cj_take(base, &off, ix, heads);
    d->active = cj_take(base, &off, 1, heads);
    d->hidden = cj_take(base, &off, 1, (size_t)n_options + 1);
    d->commits = cj_take(base, &off, ix, levels);
    d->counts_at = cj_take(base, &off, ix, 2 * levels);
    d->max_commits = (int)levels;
    d->hides = cj_take(base, &off, ix, hides);
    d->hide_depth = cj_take(base, &off, ix, hides);
    d->max_hides = (int)hides;
    d->choice = cj_take(base, &off, ix, levels);
    d->forced = cj_take(base, &off, ix, heads + DLX_PLAIN_COVER); /* cover_rest_plain writes past the top */
    d->max_forced = (int)heads;
#ifndef DLX_NO_PROPAGATE /* small devices may leave propagation out: same results, less memory */
    d->watch = cj_take(base, &off, ix, heads);
    d->shares = cj_take(base, &off, 1, heads);
    d->max_watch = (int)heads;
    d->trail = cj_take(base, &off, ix, (size_t)n_options + 1);
#endif
    d->trail_mark = cj_take(base, &off, ix, levels + 1);
    d->start = cj_take(base, &off, ix, levels);
    d->first = cj_take(base, &off, ix, levels);
    d->scratch = cj_take(base, &off, ix, levels);
    if (coloured) {
#ifdef DLX_LAYOUT_SUDOKU
        return 0; /* the computed layout has no per-node arrays */
#else
        d->colour = cj_take(base, &off, ix, (size_t)d->k.max_nodes);
        d->item_colour = cj_take(base, &off, ix, heads);
        d->purifier = cj_take(base, &off, ix, heads);
#endif
    }
    return off;
}

static size_t bytes_for(int n_primary, int n_secondary, int n_options, int n_entries, int coloured)
{
    struct dlx counting;
    if (n_primary < 0 || n_secondary < 0 || n_options < 0 || n_entries < 0 || n_primary > INT_MAX - 2 - n_secondary ||
        n_primary + n_secondary < 1)
        return 0;
    return layout(&counting, NULL, n_primary, n_secondary, n_options, n_entries, coloured);
}

size_t dlx_bytes(int n_primary, int n_secondary, int n_options, int n_entries)
{
    return bytes_for(n_primary, n_secondary, n_options, n_entries, 0);
}

size_t dlx_bytes_coloured(int n_primary, int n_secondary, int n_options, int n_entries)
{
    return bytes_for(n_primary, n_secondary, n_options, n_entries, 1);
}

static dlx *init(void *mem, size_t bytes, int n_primary, int n_secondary, int n_options, int n_entries,
                 int coloured)
{
    struct dlx *d = mem;
    size_t need = bytes_for(n_primary, n_secondary, n_options, n_entries, coloured);
    int i, n_items = n_primary + n_secondary;
    if (mem == NULL || !cj_aligned(mem) || need == 0 || bytes < need)
        return NULL;
    memset(mem, 0, need);
    layout(d, mem, n_primary, n_secondary, n_options, n_entries, coloured);
    d->n_primary = n_primary;
    d->n_items = n_items;
    d->max_options = n_options;
    d->n_dead = n_primary;
    d->watch_len = 1;
    nodes_init(&d->k);
    /* Every primary item starts open, in number order (MRV breaks ties by that order). */
    for (i = 0; i <= n_primary; i++) {
        d->llink[i] = (dlx_index)(i == 0 ? n_primary : i - 1);
        d->rlink[i] = (dlx_index)(i == n_primary ? 0 : i + 1);
    }
    for (i = 1; i <= n_items; i++)
        d->active[i] = 1;
    return d;
}

dlx *dlx_init(void *mem, size_t bytes, int n_primary, int n_secondary, int n_options, int n_entries)
{
    return init(mem, bytes, n_primary, n_secondary, n_options, n_entries, 0);
}

dlx *dlx_init_coloured(void *mem, size_t bytes, int n_primary, int n_secondary, int n_options, int n_entries)
{
    return init(mem, bytes, n_primary, n_secondary, n_options, n_entries, 1);
}

/* A primary item's column fell to l (0 or 1) options, or rises from l: n_dead and n_ones follow,
   and a fall to one goes on the stack of forced moves. */
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

static inline void rises_from(struct dlx *d, unsigned l)
{
    if (l == 0) {
        d->n_dead--;
        d->n_ones++;
    } else {
        d->n_ones--;
    }
}

int dlx_add_option(dlx *d, const int *items, int count)
{
    return dlx_add_coloured_option(d, items, NULL, count);
}

int dlx_add_coloured_option(dlx *d, const int *items, const int *colours, int count)
{
    int k, rc;
    if (count < 1 || d->n_options >= d->max_options || d->n_commits > 0 || d->n_hides > 0)
        return DLX_ERANGE;
    for (k = 0; k < count; k++) {
        int j;
        if (items[k] < 0 || items[k] >= d->n_items)
            return DLX_ERANGE;
        if (colours != NULL && colours[k] != 0 &&
            (d->colour == NULL || items[k] < d->n_primary || colours[k] < 0 ||
             (unsigned long)colours[k] >= (unsigned long)(dlx_index)-1))
            return DLX_ERANGE; /* colours only on secondary items of a coloured instance */
        for (j = 0; j < k; j++)
            if (items[j] == items[k])
                return DLX_EDUP;
    }
    rc = nodes_add(&d->k, d->n_options, items, count);
    if (rc != DLX_OK)
        return rc;
#ifndef DLX_NO_PROPAGATE
    d->shares_stale = 1;
#endif
#ifndef DLX_LAYOUT_SUDOKU
    if (colours != NULL && d->colour != NULL) {
        int q = opt_first(&d->k, d->n_options);
        for (k = 0; k < count; k++, q = opt_next(&d->k, q))
            d->colour[q] = (dlx_index)colours[k];
    }
#endif
    for (k = 0; k < count; k++) {
        int item = items[k] + 1;
        if (d->len[item] <= 1 && item <= d->n_primary)
            rises_from(d, d->len[item]);
        d->len[item]++;
    }
    return d->n_options++;
}

int dlx_option_count(const dlx *d) { return d->n_options; }
int dlx_item_count(const dlx *d) { return d->n_items; }
int dlx_committed(const dlx *d) { return d->n_commits; }

int dlx_option_items(const dlx *d, int option, int *items)
{
    int q, first, n = 0;
    if (option < 0 || option >= d->n_options)
        return DLX_ERANGE;
    q = first = opt_first(&d->k, option);
    do {
        items[n++] = item_of(&d->k, q) - 1;
        q = opt_next(&d->k, q);
    } while (q != first);
    return n;
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
    static const dlx_search_opts defaults = {0, 0, NULL, NULL, NULL, NULL, -1, 0, 0};
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
        st.aborted = 1;
        goto unwind;
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

uint64_t dlx_state_hash(const dlx *d)
{
    size_t heads = (size_t)d->n_items + 2, ix = sizeof(dlx_index);
    uint64_t h = nodes_hash(&d->k, 0xCBF29CE484222325ULL);
    h = hash_bytes(h, d->llink, heads * ix);
    h = hash_bytes(h, d->rlink, heads * ix);
    h = hash_bytes(h, d->len, heads * ix);
    h = hash_bytes(h, d->active, heads);
    h = hash_bytes(h, d->hidden, (size_t)d->n_options);
    h = hash_bytes(h, &d->n_dead, sizeof d->n_dead);
    h = hash_bytes(h, &d->n_ones, sizeof d->n_ones);
    h = hash_bytes(h, &d->n_commits, sizeof d->n_commits);
    h = hash_bytes(h, &d->n_hides, sizeof d->n_hides);
    if (d->colour != NULL) {
        h = hash_bytes(h, d->item_colour, heads * ix);
        h = hash_bytes(h, d->purifier, heads * ix);
    }
    return h;
}
