/* dlx_build.c: the exact-cover engine's building half: the memory an instance takes and its layout, the
   options added to it, what a caller may ask of the built instance, and the hash of its whole state. */
#include "dlx/dlx.h"

#include <limits.h>
#include <string.h>

/* FNV-1a over bytes, for dlx_state_hash (here, before the node layout's nodes_hash, which uses it). */
static uint64_t hash_bytes(uint64_t h, const void *data, size_t n)
{
    const unsigned char *p = data;
    while (n--)
        h = (h ^ *p++) * 0x100000001B3ULL;
    return h;
}

#define COVERJAR_DLX_BUILD 1 /* the node layout's building functions (nodes_take, nodes_add, ...) */
#include "dlx/engine.h"

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
#ifndef DLX_NO_PROPAGATE /* small devices may leave propagation out: less memory, the same counts and
                            solutions, other node counts (a generator's puzzles may differ: gen/README.md) */
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

int dlx_add_option(dlx *d, const int *items, int count)
{
    return dlx_add_coloured_option(d, items, NULL, count);
}

int dlx_add_coloured_option(dlx *d, const int *items, const int *colours, int count)
{
    int k, j, rc;
    if (count < 1 || d->n_options >= d->max_options || d->n_commits > 0 || d->n_hides > 0)
        return DLX_ERANGE;
    for (k = 0; k < count; k++) {
        if (items[k] < 0 || items[k] >= d->n_items)
            return DLX_ERANGE;
        if (colours != NULL && colours[k] != 0 &&
            (d->colour == NULL || items[k] < d->n_primary || colours[k] < 0 ||
             (unsigned long)colours[k] >= (unsigned long)(dlx_index)-1))
            return DLX_ERANGE; /* colours only on secondary items of a coloured instance */
    }
    /* An item twice: with nothing committed or hidden every item is active, so the flags mark the items seen
       (linear in count) and are set back. */
    for (k = 0; k < count && d->active[items[k] + 1]; k++)
        d->active[items[k] + 1] = 0;
    for (j = 0; j < k; j++)
        d->active[items[j] + 1] = 1;
    if (k < count)
        return DLX_EDUP;
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
