/* dlx.c: the exact-cover engine: Knuth's Algorithm X with dancing links on flat index arrays
   (DLX1's layout: item headers, then options as runs of nodes between spacers), searched iteratively. */
#include "dlx/dlx.h"

#include "dlx/arena.h"
#include <string.h>

struct dlx {
    int n_primary, n_items;
    int n_dead;               /* open primary items with no option left: the search must backtrack */
    int n_ones;               /* open primary items with one option left: forced moves */
    dlx_index *forced;        /* search: items whose column fell to one option (checked when popped) */
    int n_forced, max_forced;
    int watch_len;            /* search: items whose column falls to 2..watch_len options are checked */
    dlx_index *watch;         /* search: those items (checked when popped) */
    dlx_index *trail;         /* search: options hidden by propagation, undone LIFO */
    dlx_index *trail_mark;    /* search: the trail's height when each level was entered */
    int n_watch, max_watch, n_trail;
    int max_options, max_nodes;
    int n_options, n_nodes;   /* options added; nodes used (headers + spacers + entries) */
    int spacer_base;          /* top[spacer before option j] = spacer_base + j */
    dlx_index *top;           /* per node: its item header (1..n_items) or a spacer mark */
    dlx_index *ulink, *dlink; /* per node: column neighbours; spacers: see add_option */
    dlx_index *llink, *rlink; /* per item header: the circular list of open primary items through 0 */
    dlx_index *len;           /* per item header: options left in its column */
    dlx_index *ostart;        /* per option: its first node */
    uint8_t *active;          /* per item header: not covered */
    uint8_t *hidden;          /* per option: hidden by dlx_hide */
    dlx_index *commits;       /* committed options, bottom first */
    int n_commits;
    dlx_index *hides;         /* hidden options, with the commit depth when hidden */
    dlx_index *hide_depth;
    int n_hides, max_hides;
    dlx_index *choice;        /* search: the node chosen at each level */
    dlx_index *start;         /* search: the node each level started from */
    dlx_index *first;         /* the first solution's options */
    dlx_index *scratch;       /* a solution handed to the callback */
    int n_first;
};

/* The layout of one instance in base; with base == NULL it only counts the bytes. */
static size_t layout(struct dlx *d, unsigned char *base, int n_primary, int n_secondary, int n_options,
                     int n_entries)
{
    size_t off = cj_align(sizeof(struct dlx)), ix = sizeof(dlx_index);
    size_t n_items = (size_t)n_primary + (size_t)n_secondary;
    size_t nodes = n_items + 2 + (size_t)n_entries + (size_t)n_options;
    size_t heads = n_items + 2, levels = n_items + 1, hides = (size_t)n_primary + 1;
    d->top = cj_take(base, &off, ix, nodes);
    d->ulink = cj_take(base, &off, ix, nodes);
    d->dlink = cj_take(base, &off, ix, nodes);
    d->llink = cj_take(base, &off, ix, heads);
    d->rlink = cj_take(base, &off, ix, heads);
    d->len = cj_take(base, &off, ix, heads);
    d->ostart = cj_take(base, &off, ix, (size_t)n_options + 1);
    d->active = cj_take(base, &off, 1, heads);
    d->hidden = cj_take(base, &off, 1, (size_t)n_options + 1);
    d->commits = cj_take(base, &off, ix, levels);
    d->hides = cj_take(base, &off, ix, hides);
    d->hide_depth = cj_take(base, &off, ix, hides);
    d->choice = cj_take(base, &off, ix, levels);
    d->forced = cj_take(base, &off, ix, heads);
    d->max_forced = (int)heads;
#ifndef DLX_NO_PROPAGATE /* small devices may leave propagation out: same results, less memory */
    d->watch = cj_take(base, &off, ix, heads);
    d->max_watch = (int)heads;
    d->trail = cj_take(base, &off, ix, (size_t)n_options + 1);
#endif
    d->trail_mark = cj_take(base, &off, ix, levels + 1);
    d->start = cj_take(base, &off, ix, levels);
    d->first = cj_take(base, &off, ix, levels);
    d->scratch = cj_take(base, &off, ix, levels);
    d->max_hides = (int)hides;
    return off;
}

static int fits_index(size_t n)
{
    return n < (size_t)(dlx_index)-1;
}

size_t dlx_bytes(int n_primary, int n_secondary, int n_options, int n_entries)
{
    size_t nodes;
    if (n_primary < 0 || n_secondary < 0 || n_options < 0 || n_entries < 0 || n_primary + n_secondary < 1)
        return 0;
    nodes = (size_t)n_primary + (size_t)n_secondary + 2 + (size_t)n_entries + (size_t)n_options;
    if (!fits_index(nodes + (size_t)n_options + 2))
        return 0;
    {
        struct dlx counting;
        return layout(&counting, NULL, n_primary, n_secondary, n_options, n_entries);
    }
}

dlx *dlx_init(void *mem, size_t bytes, int n_primary, int n_secondary, int n_options, int n_entries)
{
    struct dlx *d = mem;
    size_t need = dlx_bytes(n_primary, n_secondary, n_options, n_entries);
    int i, n_items = n_primary + n_secondary;
    if (mem == NULL || need == 0 || bytes < need)
        return NULL;
    memset(mem, 0, need);
    layout(d, mem, n_primary, n_secondary, n_options, n_entries);
    d->n_primary = n_primary;
    d->n_items = n_items;
    d->max_options = n_options;
    d->max_nodes = n_items + 2 + n_entries + n_options;
    d->spacer_base = n_items + 1;
    d->n_dead = n_primary;
    d->watch_len = 1;
    /* Every primary item starts open, in number order (MRV breaks ties by that order). */
    for (i = 0; i <= n_primary; i++) {
        d->llink[i] = (dlx_index)(i == 0 ? n_primary : i - 1);
        d->rlink[i] = (dlx_index)(i == n_primary ? 0 : i + 1);
    }
    for (i = 1; i <= n_items; i++) {
        d->ulink[i] = d->dlink[i] = (dlx_index)i;
        d->top[i] = 0;
        d->active[i] = 1;
    }
    /* The first spacer. */
    d->n_nodes = n_items + 2;
    d->top[n_items + 1] = (dlx_index)d->spacer_base;
    d->ulink[n_items + 1] = 0;
    d->dlink[n_items + 1] = 0;
    return d;
}

/* A primary item's column fell to l (0 or 1) options, or rises from l: n_dead and n_ones follow,
   and a fall to one goes on the stack of forced moves. */
static inline void fell_to(struct dlx *d, int x, unsigned l)
{
    if (l >= 2) {
        if (d->n_watch < d->max_watch)
            d->watch[d->n_watch++] = (dlx_index)x;
    } else if (l == 0) {
        d->n_dead++;
        d->n_ones--;
    } else {
        d->n_ones++;
        if (d->n_forced < d->max_forced)
            d->forced[d->n_forced++] = (dlx_index)x;
    }
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
    int k, first, spacer;
    if (count < 1 || d->n_options >= d->max_options || d->n_nodes + count + 1 > d->max_nodes ||
        d->n_commits > 0 || d->n_hides > 0)
        return DLX_ERANGE;
    for (k = 0; k < count; k++) {
        int j;
        if (items[k] < 0 || items[k] >= d->n_items)
            return DLX_ERANGE;
        for (j = 0; j < k; j++)
            if (items[j] == items[k])
                return DLX_EDUP;
    }
    first = d->n_nodes;
    for (k = 0; k < count; k++) {
        dlx_index x = (dlx_index)(first + k), item = (dlx_index)(items[k] + 1);
        d->top[x] = item;
        d->ulink[x] = d->ulink[item];
        d->dlink[x] = item;
        d->dlink[d->ulink[item]] = x;
        d->ulink[item] = x;
        if (d->len[item] <= 1 && (int)item <= d->n_primary)
            rises_from(d, d->len[item]);
        d->len[item]++;
    }
    /* The spacer before this option points down to its last node; the new spacer after it
       points up to its first node. */
    d->dlink[first - 1] = (dlx_index)(first + count - 1);
    spacer = first + count;
    d->top[spacer] = (dlx_index)(d->spacer_base + d->n_options + 1);
    d->ulink[spacer] = (dlx_index)first;
    d->dlink[spacer] = 0;
    d->ostart[d->n_options] = (dlx_index)first;
    d->n_nodes = spacer + 1;
    return d->n_options++;
}

int dlx_option_count(const dlx *d) { return d->n_options; }
int dlx_item_count(const dlx *d) { return d->n_items; }
int dlx_committed(const dlx *d) { return d->n_commits; }

int dlx_option_items(const dlx *d, int option, int *items)
{
    int q, n = 0;
    if (option < 0 || option >= d->n_options)
        return DLX_ERANGE;
    for (q = d->ostart[option]; (int)d->top[q] <= d->n_items; q++)
        items[n++] = d->top[q] - 1;
    return n;
}

/* The option a node belongs to: the mark of the spacer before it. */
static int option_of(const struct dlx *d, int x)
{
    while ((int)d->top[x] <= d->n_items)
        x--;
    return d->top[x] - d->spacer_base;
}

/* ---- the dancing: Knuth's hide/cover and their inverses ---- */

static inline void hide_node(struct dlx *d, int p)
{
    dlx_index *top = d->top, *ulink = d->ulink, *dlink = d->dlink, *len = d->len;
    unsigned watch = (unsigned)d->watch_len;
    int n_items = d->n_items, q = p + 1;
    while (q != p) {
        int x = top[q];
        dlx_index u = ulink[q], dn = dlink[q];
        if (x > n_items) {
            q = u;
        } else {
            dlink[u] = dn;
            ulink[dn] = u;
            if (--len[x] <= watch && x <= d->n_primary)
                fell_to(d, x, len[x]);
            q++;
        }
    }
}

static inline void unhide_node(struct dlx *d, int p)
{
    dlx_index *top = d->top, *ulink = d->ulink, *dlink = d->dlink, *len = d->len;
    int n_items = d->n_items, q = p - 1;
    while (q != p) {
        int x = top[q];
        dlx_index u = ulink[q], dn = dlink[q];
        if (x > n_items) {
            q = dn;
        } else {
            dlink[u] = (dlx_index)q;
            ulink[dn] = (dlx_index)q;
            if (len[x] <= 1 && x <= d->n_primary)
                rises_from(d, len[x]);
            len[x]++;
            q--;
        }
    }
}

static void close_item(struct dlx *d, int i)
{
    if (d->len[i] == 0)
        d->n_dead--;
    else if (d->len[i] == 1)
        d->n_ones--;
    dlx_index l = d->llink[i], r = d->rlink[i];
    d->rlink[l] = r;
    d->llink[r] = l;
}

static void reopen_item(struct dlx *d, int i)
{
    if (d->len[i] == 0)
        d->n_dead++;
    else if (d->len[i] == 1)
        d->n_ones++;
    d->rlink[d->llink[i]] = (dlx_index)i;
    d->llink[d->rlink[i]] = (dlx_index)i;
}

static void cover(struct dlx *d, int i)
{
    int p = d->dlink[i];
    while (p != i) {
        hide_node(d, p);
        p = d->dlink[p];
    }
    if (i <= d->n_primary)
        close_item(d, i);
    d->active[i] = 0;
}

static void uncover(struct dlx *d, int i)
{
    int p;
    if (i <= d->n_primary)
        reopen_item(d, i);
    d->active[i] = 1;
    p = d->ulink[i];
    while (p != i) {
        unhide_node(d, p);
        p = d->ulink[p];
    }
}

/* Covers the items of x's option other than x's own, in order; and the inverse. */
static void cover_rest(struct dlx *d, int x)
{
    int q = x + 1;
    while (q != x) {
        int j = d->top[q];
        if (j > d->n_items) {
            q = d->ulink[q];
        } else {
            cover(d, j);
            q++;
        }
    }
}

static void uncover_rest(struct dlx *d, int x)
{
    int q = x - 1;
    while (q != x) {
        int j = d->top[q];
        if (j > d->n_items) {
            q = d->dlink[q];
        } else {
            uncover(d, j);
            q--;
        }
    }
}

/* ---- selecting and hiding options outside the search ---- */

int dlx_available(const dlx *d, int option)
{
    int q;
    if (option < 0 || option >= d->n_options || d->hidden[option])
        return 0;
    for (q = d->ostart[option]; (int)d->top[q] <= d->n_items; q++)
        if (!d->active[d->top[q]])
            return 0;
    return 1;
}

int dlx_commit(dlx *d, int option)
{
    int x;
    if (option < 0 || option >= d->n_options)
        return DLX_ERANGE;
    if (!dlx_available(d, option))
        return DLX_ECONFLICT;
    x = d->ostart[option];
    cover(d, d->top[x]);
    cover_rest(d, x);
    d->commits[d->n_commits++] = (dlx_index)option;
    return DLX_OK;
}

int dlx_retract(dlx *d)
{
    int x;
    if (d->n_commits == 0 || (d->n_hides > 0 && (int)d->hide_depth[d->n_hides - 1] >= d->n_commits))
        return DLX_EORDER;
    x = d->ostart[d->commits[--d->n_commits]];
    uncover_rest(d, x);
    uncover(d, d->top[x]);
    return DLX_OK;
}

int dlx_hide(dlx *d, int option)
{
    int q;
    if (option < 0 || option >= d->n_options)
        return DLX_ERANGE;
    if (!dlx_available(d, option) || d->n_hides >= d->max_hides)
        return DLX_ECONFLICT;
    for (q = d->ostart[option]; (int)d->top[q] <= d->n_items; q++) {
        dlx_index u = d->ulink[q], dn = d->dlink[q];
        d->dlink[u] = dn;
        d->ulink[dn] = u;
        if (--d->len[d->top[q]] <= 1 && (int)d->top[q] <= d->n_primary)
            fell_to(d, d->top[q], d->len[d->top[q]]);
    }
    d->hidden[option] = 1;
    d->hide_depth[d->n_hides] = (dlx_index)d->n_commits;
    d->hides[d->n_hides++] = (dlx_index)option;
    return DLX_OK;
}

int dlx_unhide(dlx *d)
{
    int option, q;
    if (d->n_hides == 0 || (int)d->hide_depth[d->n_hides - 1] != d->n_commits)
        return DLX_EORDER;
    option = d->hides[--d->n_hides];
    for (q = d->ostart[option]; (int)d->top[q] <= d->n_items; q++)
        ;
    for (q--; q >= (int)d->ostart[option]; q--) {
        dlx_index u = d->ulink[q], dn = d->dlink[q];
        d->dlink[u] = (dlx_index)q;
        d->ulink[dn] = (dlx_index)q;
        if (d->len[d->top[q]] <= 1 && (int)d->top[q] <= d->n_primary)
            rises_from(d, d->len[d->top[q]]);
        d->len[d->top[q]]++;
    }
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

/* ---- propagation: an item all of whose options share another item ---- */

/* Whether the option of node y covers item. */
static int option_has(const struct dlx *d, int y, int item)
{
    int q = y;
    do {
        if ((int)d->top[q] == item)
            return 1;
        q = (int)d->top[q + 1] > d->n_items ? (int)d->ulink[q + 1] : q + 1;
    } while (q != y);
    return 0;
}

/* Takes the option of node y out of every column, its own included, and notes it on the trail. */
static void trail_hide(struct dlx *d, int y)
{
    int b = d->top[y];
    dlx_index u = d->ulink[y], dn = d->dlink[y];
    hide_node(d, y);
    d->dlink[u] = dn;
    d->ulink[dn] = u;
    if ((int)--d->len[b] <= d->watch_len && b <= d->n_primary)
        fell_to(d, b, d->len[b]);
    d->trail[d->n_trail++] = (dlx_index)y;
}

/* Puts back the options hidden since the trail was mark high, last first. */
static inline void trail_undo(struct dlx *d, int mark)
{
    while (d->n_trail > mark) {
        int y = d->trail[--d->n_trail], b = d->top[y];
        if (d->len[b] <= 1 && b <= d->n_primary)
            rises_from(d, d->len[b]);
        d->len[b]++;
        d->dlink[d->ulink[y]] = (dlx_index)y;
        d->ulink[d->dlink[y]] = (dlx_index)y;
        unhide_node(d, y);
    }
}

/* Items whose column fell to a few options: if every option left covers another item b too, b is
   covered through one of them, so b's other options cannot be in a solution: hide them (for Sudoku
   this is pointing and claiming, and a cell's two candidates sharing a unit). Sound for any instance:
   it removes only options that no solution uses, so counts and solutions stay the same. */
static void propagate(struct dlx *d)
{
    while (d->n_watch > 0 && d->n_dead == 0) {
        int a = d->watch[--d->n_watch], cand[8], nc = 0, k, y, z, q;
        if (!d->active[a] || d->len[a] < 2 || (int)d->len[a] > d->watch_len)
            continue;
        y = d->dlink[a];
        for (q = y + 1; q != y;) {
            int t = d->top[q];
            if (t > d->n_items) {
                q = d->ulink[q];
                continue;
            }
            if (nc < 8)
                cand[nc++] = t;
            q++;
        }
        for (z = d->dlink[y]; z != a && nc > 0; z = d->dlink[z])
            for (k = 0; k < nc;)
                if (option_has(d, z, cand[k]))
                    k++;
                else
                    cand[k] = cand[--nc];
        for (k = 0; k < nc; k++) {
            int b = cand[k], w, next;
            for (w = d->dlink[b]; w != b; w = next) {
                next = d->dlink[w];
                if (!option_has(d, w, a))
                    trail_hide(d, w);
            }
        }
    }
}

/* ---- the search ---- */

/* MRV: an item left with one option if one is known (a forced move: which one first does not
   change the solutions or their order, since every forced move is made before any branching),
   otherwise the open primary item with the fewest options. Ties: at one or two options the first in
   item order (with no item at one, n_ones, the first at two ends the scan), at three or more the
   last (for Sudoku: a unit's value before a cell; 16x16 generation takes ~30% fewer nodes). */
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
    for (p = rlink[0]; p != 0; p = rlink[p]) {
        if (len[p] <= best_len) {
            best_len = len[p];
            best = p;
            if (best_len <= enough) /* no item can beat it (none has 0 options: n_dead) */
                break;
        }
    }
    return best;
}

/* The node of column i to try first. */
static int first_node(const struct dlx *d, int i, const dlx_search_opts *o)
{
    int x = d->dlink[i];
    if (o->prefer != NULL) {
        int y;
        for (y = x; y != i; y = d->dlink[y])
            if (o->prefer[option_of(d, y)])
                return y;
    }
    if (o->rng != NULL && d->len[i] > 1) {
        uint32_t k = cj_rng_below(o->rng, d->len[i]);
        while (k--)
            x = d->dlink[x];
    }
    return x;
}

static int build_solution(const struct dlx *d, int level, dlx_index *out)
{
    int k, n = 0;
    for (k = 0; k < d->n_commits; k++)
        out[n++] = d->commits[k];
    for (k = 0; k < level; k++)
        out[n++] = (dlx_index)option_of(d, d->choice[k]);
    return n;
}

long dlx_search(dlx *d, const dlx_search_opts *opts, dlx_stats *stats)
{
    static const dlx_search_opts defaults = {0, 0, NULL, NULL, NULL, NULL, -1, 0, 0};
    const dlx_search_opts *o = opts ? opts : &defaults;
    dlx_stats st;
    int level = 0, i, x, discrepancies = 0, was_first;

    memset(&st, 0, sizeof st);
    d->n_forced = 0;
    d->n_watch = 0;
    d->n_trail = 0;
#ifndef DLX_NO_PROPAGATE
    d->watch_len = o->propagate > 1 ? o->propagate : 1;
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
    if (d->watch_len > 1)
        propagate(d);
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
    cover(d, i);
    x = first_node(d, i, o);
    d->start[level] = (dlx_index)x;
    d->choice[level] = (dlx_index)x;

try_option:
    st.nodes++;
    cover_rest(d, x);
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
    i = d->top[x];
    was_first = x == (int)d->start[level];
    x = d->dlink[x];
    if (x == i)
        x = d->dlink[i];
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
        uncover(d, d->top[x]);
        trail_undo(d, d->trail_mark[level]);
    }

done:
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

static uint64_t hash_bytes(uint64_t h, const void *data, size_t n)
{
    const unsigned char *p = data;
    while (n--)
        h = (h ^ *p++) * 0x100000001B3ULL;
    return h;
}

uint64_t dlx_state_hash(const dlx *d)
{
    size_t nodes = (size_t)d->n_nodes, heads = (size_t)d->n_items + 2, ix = sizeof(dlx_index);
    uint64_t h = 0xCBF29CE484222325ULL;
    h = hash_bytes(h, d->top, nodes * ix);
    h = hash_bytes(h, d->ulink, nodes * ix);
    h = hash_bytes(h, d->dlink, nodes * ix);
    h = hash_bytes(h, d->llink, heads * ix);
    h = hash_bytes(h, d->rlink, heads * ix);
    h = hash_bytes(h, d->len, heads * ix);
    h = hash_bytes(h, d->active, heads);
    h = hash_bytes(h, d->hidden, (size_t)d->n_options);
    h = hash_bytes(h, &d->n_dead, sizeof d->n_dead);
    h = hash_bytes(h, &d->n_ones, sizeof d->n_ones);
    h = hash_bytes(h, &d->n_commits, sizeof d->n_commits);
    h = hash_bytes(h, &d->n_hides, sizeof d->n_hides);
    return h;
}
