/* nodes_sudoku.h: part of dlx.c and dlx_build.c built with DLX_LAYOUT_SUDOKU: for Sudoku-shaped instances the
   node of an option's entry is computed, not stored; each column keeps its up/down slots (a byte up to N = 15). */
#ifndef COVERJAR_NODES_SUDOKU_H
#define COVERJAR_NODES_SUDOKU_H

/* The instance must be sudoku.c's: N^3 options (cell, value) in that order, each covering its cell,
   row-value, column-value and box-value items (4N^2 primary items, in that order). Boxes may be any
   N regions of N cells: they are learned from the options. Entry (option, kind) sits at a fixed slot
   of its item's column: the value, the column, the row, the position in the box; slot N is the header.
   The node of slot s of item i (the engine's header number, 1-based) is i * (N + 1) + s. */
struct dlx_nodes {
    int n, n2, stride;              /* N, N^2, N + 1 */
    int wide;                       /* N > 15: up and down slots take a byte each */
    uint8_t *link;                  /* per item and slot: up and down slots */
    uint8_t *cell_box, *cell_pos;   /* per cell: its box, and its position among the box's cells */
    uint16_t *box_cell;             /* per box and position: the cell */
};

/* The small accessors are ALWAYS_INLINE (engine.h): inlined even at -Os, the firmware's size setting,
   where a call would cost more. */

#ifdef COVERJAR_DLX_BUILD /* building: dlx_build.c */
/* N for a Sudoku-shaped instance, else 0. */
static int sudoku_side(int n_primary, int n_secondary, int n_options)
{
    int n = 1;
    while (n <= 255 && (long)n * n * n < (long)n_options)
        n++;
    return n <= 255 && (long)n * n * n == (long)n_options && n_primary == 4 * n * n && n_secondary == 0 ? n : 0;
}

/* Every option covers one cell: commits plus search levels never exceed N^2. */
static int nodes_levels(int n_primary, int n_secondary, int n_options)
{
    (void)n_secondary;
    (void)n_options;
    return n_primary / 4 + 1;
}

static int nodes_take(struct dlx_nodes *k, unsigned char *base, size_t *off, int n_primary, int n_secondary,
                      int n_options, int n_entries)
{
    int n = sudoku_side(n_primary, n_secondary, n_options), n_items = n_primary;
    size_t slots;
    if (n == 0 || n_entries != 4 * n_options)
        return 0;
    k->n = n;
    k->n2 = n * n;
    k->stride = n + 1;
    k->wide = n > 15;
    slots = (size_t)n_items * (size_t)k->stride;
    if (!((size_t)(n_items + 1) * (size_t)k->stride < (size_t)(dlx_index)-1))
        return 0;
    k->link = cj_take(base, off, 1, slots * (k->wide ? 2u : 1u));
    k->cell_box = cj_take(base, off, 1, (size_t)k->n2);
    k->cell_pos = cj_take(base, off, 1, (size_t)k->n2);
    k->box_cell = cj_take(base, off, sizeof(uint16_t), (size_t)k->n2);
    return 1;
}
#endif

/* Slot links: e is the link index of a node, (item - 1) * (N + 1) + slot. */
ALWAYS_INLINE unsigned slot_up(const struct dlx_nodes *k, int e)
{
    return k->wide ? k->link[2 * e] : (unsigned)k->link[e] >> 4;
}

ALWAYS_INLINE unsigned slot_down(const struct dlx_nodes *k, int e)
{
    return k->wide ? k->link[2 * e + 1] : k->link[e] & 15u;
}

ALWAYS_INLINE void set_up(struct dlx_nodes *k, int e, unsigned s)
{
    if (k->wide)
        k->link[2 * e] = (uint8_t)s;
    else
        k->link[e] = (uint8_t)((k->link[e] & 15u) | s << 4);
}

ALWAYS_INLINE void set_down(struct dlx_nodes *k, int e, unsigned s)
{
    if (k->wide)
        k->link[2 * e + 1] = (uint8_t)s;
    else
        k->link[e] = (uint8_t)((k->link[e] & 0xF0u) | s);
}

#ifdef COVERJAR_DLX_BUILD /* building: dlx_build.c */
static void nodes_init(struct dlx_nodes *k)
{
    int i, n_items = 4 * k->n2;
    for (i = 0; i < n_items; i++) {
        set_up(k, i * k->stride + k->n, (unsigned)k->n);
        set_down(k, i * k->stride + k->n, (unsigned)k->n);
    }
}
#endif

ALWAYS_INLINE int head(const struct dlx_nodes *k, int i) { return i * k->stride + k->n; }
ALWAYS_INLINE int item_of(const struct dlx_nodes *k, int x) { return x / k->stride; }

ALWAYS_INLINE int down(const struct dlx_nodes *k, int x)
{
    int s = x % k->stride;
    return x - s + (int)slot_down(k, x - k->stride);
}

ALWAYS_INLINE int up(const struct dlx_nodes *k, int x)
{
    int s = x % k->stride;
    return x - s + (int)slot_up(k, x - k->stride);
}

/* The option of an entry node and the kind of its item (0 cell, 1 row, 2 column, 3 box). */
ALWAYS_INLINE int entry_option(const struct dlx_nodes *k, int x, int *kind)
{
    int n = k->n, i = x / k->stride - 1, s = x % k->stride, t = i / k->n2, w = i % k->n2 / n, v = i % n, cell;
    if (t == 0)
        cell = i, v = s;
    else if (t == 1)
        cell = w * n + s;
    else if (t == 2)
        cell = s * n + w;
    else
        cell = k->box_cell[w * n + s];
    *kind = t;
    return cell * n + v;
}

/* The node of an option's entry of a kind. */
ALWAYS_INLINE int entry_node(const struct dlx_nodes *k, int option, int kind)
{
    int n = k->n, cell = option / n, v = option % n, item, slot;
    if (kind == 0)
        item = cell, slot = v;
    else if (kind == 1)
        item = k->n2 + cell / n * n + v, slot = cell % n;
    else if (kind == 2)
        item = 2 * k->n2 + cell % n * n + v, slot = cell / n;
    else
        item = 3 * k->n2 + k->cell_box[cell] * n + v, slot = k->cell_pos[cell];
    return (item + 1) * k->stride + slot;
}

/* Called, not inlined, at -Os: one copy is smaller than a copy in each of select.h's callers. */
#if defined(__GNUC__) && defined(__OPTIMIZE_SIZE__)
static __attribute__((noinline)) int opt_first(const struct dlx_nodes *k, int option)
#else
static inline int opt_first(const struct dlx_nodes *k, int option)
#endif
{
    return entry_node(k, option, 0);
}

ALWAYS_INLINE int opt_next(const struct dlx_nodes *k, int x)
{
    int kind, option = entry_option(k, x, &kind);
    return entry_node(k, option, (kind + 1) & 3);
}

ALWAYS_INLINE int opt_prev(const struct dlx_nodes *k, int x)
{
    int kind, option = entry_option(k, x, &kind);
    return entry_node(k, option, (kind + 3) & 3);
}

ALWAYS_INLINE int opt_next_item(const struct dlx_nodes *k, int x, int *item)
{
    int q = opt_next(k, x);
    *item = q / k->stride;
    return q;
}

ALWAYS_INLINE int opt_prev_item(const struct dlx_nodes *k, int x, int *item)
{
    int q = opt_prev(k, x);
    *item = q / k->stride;
    return q;
}

#ifndef COVERJAR_DLX_BUILD /* the search's: dlx.c */
static int option_of(const struct dlx_nodes *k, int x)
{
    int kind;
    return entry_option(k, x, &kind);
}
#endif

ALWAYS_INLINE void col_unlink(struct dlx_nodes *k, int x)
{
    int s = x % k->stride, e0 = x - s - k->stride;
    unsigned u = slot_up(k, e0 + s), dn = slot_down(k, e0 + s);
    set_down(k, e0 + (int)u, dn);
    set_up(k, e0 + (int)dn, u);
}

ALWAYS_INLINE void col_relink(struct dlx_nodes *k, int x)
{
    int s = x % k->stride, e0 = x - s - k->stride;
    set_down(k, e0 + (int)slot_up(k, e0 + s), (unsigned)s);
    set_up(k, e0 + (int)slot_down(k, e0 + s), (unsigned)s);
}

#ifdef COVERJAR_DLX_BUILD /* building: dlx_build.c */
/* Checks that option number `option` is the Sudoku placement it must be (learning its cell's box from
   the first value), then appends its entries at the bottom of their columns: options come in slot order. */
static int nodes_add(struct dlx_nodes *k, int option, const int *items, int count)
{
    int n = k->n, n2 = k->n2, cell = option / n, v = option % n, r = cell / n, c = cell % n, b, kind;
    if (count != 4 || items[0] != cell || items[1] != n2 + r * n + v || items[2] != 2 * n2 + c * n + v ||
        items[3] < 3 * n2 || (items[3] - 3 * n2) % n != v)
        return DLX_ERANGE;
    b = (items[3] - 3 * n2) / n;
    if (v == 0) {
        int p = 0, other;
        for (other = 0; other < cell; other++)
            p += k->cell_box[other] == b;
        if (p >= n)
            return DLX_ERANGE;
        k->cell_box[cell] = (uint8_t)b;
        k->cell_pos[cell] = (uint8_t)p;
        k->box_cell[b * n + p] = (uint16_t)cell;
    } else if (k->cell_box[cell] != b) {
        return DLX_ERANGE;
    }
    for (kind = 0; kind < 4; kind++) {
        int x = entry_node(k, option, kind), s = x % k->stride, e0 = x - s - k->stride;
        unsigned last = slot_up(k, e0 + n);
        set_up(k, e0 + s, last);
        set_down(k, e0 + s, (unsigned)n);
        set_down(k, e0 + (int)last, (unsigned)s);
        set_up(k, e0 + n, (unsigned)s);
    }
    return DLX_OK;
}

static uint64_t nodes_hash(const struct dlx_nodes *k, uint64_t h)
{
    return hash_bytes(h, k->link, (size_t)(4 * k->n2) * (size_t)k->stride * (k->wide ? 2u : 1u));
}
#endif

#endif
