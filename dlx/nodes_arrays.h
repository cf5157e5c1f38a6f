/* nodes_arrays.h: part of dlx.c and dlx_build.c: the engine's default node layout, DLX1's (item headers, then
   options as runs of nodes between spacers; top/ulink/dlink stored per node). Any exact-cover instance fits. */
#ifndef COVERJAR_NODES_ARRAYS_H
#define COVERJAR_NODES_ARRAYS_H

struct dlx_nodes {
    int n_items, max_nodes;
    int n_nodes;              /* nodes used (headers + spacers + entries) */
    int spacer_base;          /* top[spacer before option j] = spacer_base + j */
    int stride;               /* every option so far has stride - 1 nodes (0: not so, or too many nodes) */
    uint64_t stride_magic;    /* ceil(2^42 / stride): option_of divides by a multiply */
    dlx_index *top;           /* per node: its item header (1..n_items) or a spacer mark */
    dlx_index *ulink, *dlink; /* per node: column neighbours; spacers: see nodes_add */
    dlx_index *ostart;        /* per option: its first node */
};

#ifdef COVERJAR_DLX_BUILD /* building: dlx_build.c */
/* The most commits plus search levels at once (each covers an item). */
static int nodes_levels(int n_primary, int n_secondary, int n_options)
{
    (void)n_options;
    return n_primary + n_secondary + 1;
}

/* Reserves the arrays in base at *off (counts only when base is NULL); 0 when the instance cannot be
   indexed by dlx_index. */
static int nodes_take(struct dlx_nodes *k, unsigned char *base, size_t *off, int n_primary, int n_secondary,
                      int n_options, int n_entries)
{
    int n_items = n_primary + n_secondary;
    size_t ix = sizeof(dlx_index), nodes = (size_t)n_items + 2 + (size_t)n_entries + (size_t)n_options;
    if (!(nodes + (size_t)n_options + 2 < (size_t)(dlx_index)-1) || nodes > (size_t)0x7fffffff) /* nodes are ints */
        return 0;
    k->top = cj_take(base, off, ix, nodes);
    k->ulink = cj_take(base, off, ix, nodes);
    k->dlink = cj_take(base, off, ix, nodes);
    k->ostart = cj_take(base, off, ix, (size_t)n_options + 1);
    k->max_nodes = (int)nodes;
    k->n_items = n_items;
    return 1;
}

/* Empty columns and the first spacer. */
static void nodes_init(struct dlx_nodes *k)
{
    int i;
    for (i = 1; i <= k->n_items; i++) {
        k->ulink[i] = k->dlink[i] = (dlx_index)i;
        k->top[i] = 0;
    }
    k->spacer_base = k->n_items + 1;
    k->n_nodes = k->n_items + 2;
    k->top[k->n_items + 1] = (dlx_index)k->spacer_base;
    k->ulink[k->n_items + 1] = 0;
    k->dlink[k->n_items + 1] = 0;
}
#endif

static inline int head(const struct dlx_nodes *k, int i)
{
    (void)k;
    return i;
}

static inline int down(const struct dlx_nodes *k, int x) { return k->dlink[x]; }
static inline int up(const struct dlx_nodes *k, int x) { return k->ulink[x]; }
static inline int item_of(const struct dlx_nodes *k, int x) { return k->top[x]; }
static inline int opt_first(const struct dlx_nodes *k, int option) { return k->ostart[option]; }

/* The next node of x's option, cyclically (a spacer points up to its option's first node), and the
   previous one (the spacer before an option points down to its last node), with the item of that node. */
static inline int opt_next_item(const struct dlx_nodes *k, int x, int *item)
{
    int q = x + 1, t = k->top[q];
    if (t > k->n_items) {
        q = k->ulink[q];
        t = k->top[q];
    }
    *item = t;
    return q;
}

static inline int opt_prev_item(const struct dlx_nodes *k, int x, int *item)
{
    int q = x - 1, t = k->top[q];
    if (t > k->n_items) {
        q = k->dlink[q];
        t = k->top[q];
    }
    *item = t;
    return q;
}

static inline int opt_next(const struct dlx_nodes *k, int x)
{
    int item;
    return opt_next_item(k, x, &item);
}

static inline int opt_prev(const struct dlx_nodes *k, int x)
{
    int item;
    return opt_prev_item(k, x, &item);
}

#ifndef COVERJAR_DLX_BUILD /* the search's: dlx.c */
/* The option a node belongs to: with options of one length (a Sudoku's), its distance from the first
   option's first node over the stride, by a multiply (exact below 2^21 nodes and a stride of 1024: the
   error term stays under 2^42); otherwise the mark of the spacer before it. */
static int option_of(const struct dlx_nodes *k, int x)
{
    if (k->stride > 0)
        return (int)(((uint64_t)(x - k->n_items - 2) * k->stride_magic) >> 42);
    while ((int)k->top[x] <= k->n_items)
        x--;
    return k->top[x] - k->spacer_base;
}
#endif

/* Takes x out of its column, or puts it back (its own links still name its neighbours). */
static inline void col_unlink(struct dlx_nodes *k, int x)
{
    dlx_index u = k->ulink[x], dn = k->dlink[x];
    k->dlink[u] = dn;
    k->ulink[dn] = u;
}

static inline void col_relink(struct dlx_nodes *k, int x)
{
    k->dlink[k->ulink[x]] = (dlx_index)x;
    k->ulink[k->dlink[x]] = (dlx_index)x;
}

#ifdef COVERJAR_DLX_BUILD /* building: dlx_build.c */
/* Appends option number `option` (items already checked, 1-based headers) at the bottom of its columns. */
static int nodes_add(struct dlx_nodes *k, int option, const int *items, int count)
{
    int j, first = k->n_nodes, spacer = first + count;
    if (spacer + 1 > k->max_nodes)
        return DLX_ERANGE;
    for (j = 0; j < count; j++) {
        dlx_index x = (dlx_index)(first + j), item = (dlx_index)(items[j] + 1);
        k->top[x] = item;
        k->ulink[x] = k->ulink[item];
        k->dlink[x] = item;
        k->dlink[k->ulink[item]] = x;
        k->ulink[item] = x;
    }
    /* The spacer before this option points down to its last node; the new spacer after it
       points up to its first node. */
    k->dlink[first - 1] = (dlx_index)(spacer - 1);
    k->top[spacer] = (dlx_index)(k->spacer_base + option + 1);
    k->ulink[spacer] = (dlx_index)first;
    k->dlink[spacer] = 0;
    k->ostart[option] = (dlx_index)first;
    k->n_nodes = spacer + 1;
    if (option == 0 && count < 1024) {
        k->stride = count + 1;
        k->stride_magic = (((uint64_t)1 << 42) + (uint64_t)count) / (uint64_t)(count + 1);
    }
    if (k->stride != count + 1 || k->n_nodes > (1 << 21))
        k->stride = 0;
    return DLX_OK;
}

static uint64_t nodes_hash(const struct dlx_nodes *k, uint64_t h)
{
    size_t nodes = (size_t)k->n_nodes * sizeof(dlx_index);
    h = hash_bytes(h, k->top, nodes);
    h = hash_bytes(h, k->ulink, nodes);
    return hash_bytes(h, k->dlink, nodes);
}
#endif

#endif
