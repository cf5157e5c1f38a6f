/* nonogram.c: the Nonogram exact-cover model with colours (Knuth's XCC): each row and column a primary item,
   each unknown cell a secondary item coloured black or white, one option per placement of a line's runs. */
#include "dlx/nonogram.h"

#include <string.h>

#include "dlx/arena.h"
#include "dlx/dlx.h"

#define NOT_KNOWN 0xffffu  /* known_at of a cell not (yet) known at any depth */
#define SPLIT_CELL 0x8000u /* in known_at: the cell split to reach that depth (depths stay under 4,096 cells) */
#define SECOND_WAY 0x4000u /* with SPLIT_CELL: the split cell has its second value */
#ifndef XCC_FACTOR
#define XCC_FACTOR 4
#endif
#define XCC_OPTIONS(w, h) (XCC_FACTOR * ((w) + (h))) /* fewer placements left: the engine decides */

/* Every array is sized for the solver's shape and lies after the header, in the caller's block. */
struct ng_solver {
    ng_logic *logic;
    int w, h, cap_options, cap_entries, max_runs;
    uint8_t *grid;     /* the cells known in the count under way (W H) */
    uint16_t *known_at; /* per cell: the split depth at which it became known (| SPLIT_CELL for the split cell,
                           | SECOND_WAY once it has its second value), or NOT_KNOWN */
    unsigned char *engine;
    size_t engine_bytes;
    uint8_t *opt_line;    /* per option: its line (W + H <= 128) */
    uint8_t *starts;      /* per option: the start of each run (max_runs each: the most a line of the shape holds) */
    int *items, *colours; /* one option's (side + 1 each) */
    uint8_t *paint;       /* one line's cells (side) */
    uint8_t *run_at;      /* the placement being made (max_runs) */
    /* the count under way */
    const ng_puzzle *p;
    uint8_t *first, *second;
    long limit, found;
    dlx *d;
    int (*keep_going)(void *ctx); /* NULL, or asked at each split of a count: 0 stops it (NG_ESTOPPED) */
    void *keep_going_ctx;
};

/* The options one search takes: a search starts only once they fit XCC_OPTIONS (and 2,048 + 8 W H up to 12,000,
   which XCC_OPTIONS stays under unless XCC_FACTOR is raised), so room for more would never be used. */
int ng_solver_cap(int w, int h)
{
    long cap = 2048 + 8L * w * h;
    if (cap > 12000)
        cap = 12000;
    return cap < XCC_OPTIONS(w, h) ? (int)cap : XCC_OPTIONS(w, h);
}

/* Lays the solver's arrays out after it in base; with base NULL (and s NULL) only counts. */
static size_t solver_layout(struct ng_solver *s, unsigned char *base, int w, int h)
{
    size_t off = cj_align(sizeof(struct ng_solver)), cells = (size_t)w * (size_t)h, engine_bytes, logic_bytes;
    int cap = ng_solver_cap(w, h), side = w > h ? w : h, max_runs = (side + 1) / 2;
    uint8_t *bytes, *starts;
    uint16_t *known_at;
    int *ints;
    unsigned char *engine, *logic;
    engine_bytes = dlx_bytes_coloured(w + h, w * h, cap, cap * (side + 1));
    logic_bytes = ng_logic_bytes(w, h);
    logic = cj_take(base, &off, 1, logic_bytes);
    bytes = cj_take(base, &off, 1, cells + (size_t)cap + (size_t)side + (size_t)max_runs);
    known_at = cj_take(base, &off, sizeof(uint16_t), cells);
    starts = cj_take(base, &off, 1, (size_t)cap * (size_t)max_runs);
    ints = cj_take(base, &off, sizeof(int), 2 * (size_t)(side + 1));
    engine = cj_take(base, &off, 1, engine_bytes + 8);
    if (s != NULL) {
        s->logic = ng_logic_init(logic, logic_bytes, w, h);
        s->cap_options = cap;
        s->cap_entries = cap * (side + 1);
        s->max_runs = max_runs;
        s->engine_bytes = engine_bytes;
        s->grid = bytes;
        s->known_at = known_at;
        s->opt_line = bytes + cells;
        s->paint = bytes + cells + cap;
        s->run_at = bytes + cells + cap + side;
        s->starts = starts;
        s->items = ints;
        s->colours = ints + side + 1;
        s->engine = engine;
    }
    return engine_bytes == 0 || logic_bytes == 0 ? 0 : off;
}

size_t ng_solver_bytes(int w, int h)
{
    size_t need;
    if (!ng_shape_ok(w, h))
        return 0;
    need = solver_layout(NULL, NULL, w, h); /* 0: the engine cannot hold the shape (16-bit indices) */
    return need == 0 ? 0 : need + 8;
}

ng_solver *ng_solver_init(void *mem, size_t bytes, int w, int h)
{
    size_t need = ng_solver_bytes(w, h);
    struct ng_solver *s;
    if (mem == NULL || need == 0 || bytes < need)
        return NULL;
    s = (struct ng_solver *)cj_align_base(mem);
    memset(s, 0, sizeof *s);
    solver_layout(s, (unsigned char *)s, w, h);
    s->w = w;
    s->h = h;
    return s;
}

void ng_solver_stop_hook(ng_solver *s, int (*keep_going)(void *ctx), void *ctx)
{
    s->keep_going = keep_going;
    s->keep_going_ctx = ctx;
}

ng_logic *ng_solver_logic(ng_solver *s)
{
    return s->logic;
}

/* A solution: the known cells, then each row painted by its chosen option. */
static int on_solution(void *ctx, const dlx_index *options, int count)
{
    struct ng_solver *s = ctx;
    const ng_puzzle *p = s->p;
    uint8_t *out = s->found == 0 ? s->first : s->found == 1 ? s->second : NULL;
    int k, j, i;
    s->found++;
    if (out == NULL)
        return 0;
    memcpy(out, s->grid, (size_t)(p->w * p->h));
    for (k = 0; k < count; k++) {
        int o = (int)options[k], line = s->opt_line[o];
        const uint8_t *at = s->starts + (size_t)o * (size_t)s->max_runs;
        if (line >= p->h)
            continue;
        for (i = 0; i < p->w; i++)
            out[line * p->w + i] = NG_WHITE;
        for (j = 0; j < p->n_runs[line]; j++)
            for (i = at[j]; i < at[j] + p->runs[line][j]; i++)
                out[line * p->w + i] = NG_BLACK;
    }
    return 0;
}

/* Adds the option of the placement in s->run_at for a line of cells c. */
static int add_placement(struct ng_solver *s, int line, const uint8_t *c, int n)
{
    const ng_puzzle *p = s->p;
    int j, i, count = 1, o;
    memset(s->paint, NG_WHITE, (size_t)n);
    for (j = 0; j < p->n_runs[line]; j++)
        memset(s->paint + s->run_at[j], NG_BLACK, p->runs[line][j]);
    s->items[0] = line;
    s->colours[0] = 0;
    for (i = 0; i < n; i++)
        if (c[i] == NG_UNKNOWN) {
            s->items[count] = p->w + p->h + ng_line_cell(p, line, i);
            s->colours[count++] = s->paint[i];
        }
    o = dlx_add_coloured_option(s->d, s->items, s->colours, count);
    if (o < 0)
        return o;
    s->opt_line[o] = (uint8_t)line;
    memcpy(s->starts + (size_t)o * (size_t)s->max_runs, s->run_at, (size_t)s->max_runs);
    return 0;
}

/* Every placement of runs j.. from cell pos on, pruned by the logic's suffix counts (each branch ends in
   a placement). */
static int place_runs(struct ng_solver *s, int line, const uint8_t *c, int n, int j, int pos)
{
    const ng_puzzle *p = s->p;
    int s0, len, rc;
    if (j == p->n_runs[line])
        return add_placement(s, line, c, n);
    len = p->runs[line][j];
    for (s0 = pos; s0 + len <= n; s0++) {
        int end = s0 + len, i, fits = 1;
        if (s0 > pos && c[s0 - 1] == NG_BLACK)
            break; /* a black cell would be left outside every run */
        for (i = s0; i < end && fits; i++)
            fits = c[i] != NG_WHITE;
        if (!fits || (end < n && c[end] == NG_BLACK))
            continue;
        if (ng_line_suffix(s->logic, j + 1, end < n ? end + 1 : n) == 0)
            continue;
        s->run_at[j] = (uint8_t)s0;
        if ((rc = place_runs(s, line, c, n, j + 1, end < n ? end + 1 : n)) < 0)
            return rc;
    }
    return 0;
}

/* Builds the model on the cells known in g and counts up to the limit left. */
static long search(struct ng_solver *s, const uint8_t *g, int n_options, long n_entries)
{
    const ng_puzzle *p = s->p;
    dlx_search_opts o;
    long before = s->found;
    int line, i;
    s->d = dlx_init_coloured(cj_align_base(s->engine), s->engine_bytes, p->w + p->h, p->w * p->h, n_options,
                             (int)n_entries);
    if (s->d == NULL)
        return NG_EGAVEUP;
    for (line = 0; line < p->w + p->h; line++) {
        uint8_t c[NG_MAX_SIDE];
        int n = ng_line_len(p, line);
        for (i = 0; i < n; i++)
            c[i] = g[ng_line_cell(p, line, i)];
        ng_line_placements(s->logic, p->runs[line], p->n_runs[line], c, n);
        memset(s->run_at, 0, (size_t)s->max_runs);
        if (place_runs(s, line, c, n, 0, 0) < 0)
            return NG_EGAVEUP;
    }
    memset(&o, 0, sizeof o);
    o.first_item = -1;
    o.limit = s->limit > 0 ? s->limit - s->found : 0;
    o.on_solution = on_solution;
    o.ctx = s;
    dlx_search(s->d, &o, NULL);
    return s->found - before;
}

/* The cells known now and not before: known since this depth. */
static void mark_known(struct ng_solver *s, int depth)
{
    int x;
    for (x = 0; x < s->w * s->h; x++)
        if (s->grid[x] != NG_UNKNOWN && s->known_at[x] == NOT_KNOWN)
            s->known_at[x] = (uint16_t)depth;
}

/* Back to the cells known at this depth: the later ones (a deeper split's, and what logic set after it, or
   set before it failed) unknown again. */
static void back_to(struct ng_solver *s, int depth)
{
    int x;
    for (x = 0; x < s->w * s->h; x++)
        if ((int)(s->known_at[x] & ~(SPLIT_CELL | SECOND_WAY)) > depth) { /* and every cell not known at any depth */
            s->grid[x] = NG_UNKNOWN;
            s->known_at[x] = NOT_KNOWN;
        }
}

/* The cell split to reach this depth (depth >= 1): the one marked so. */
static int split_cell(const struct ng_solver *s, int depth)
{
    int x;
    for (x = 0; (s->known_at[x] & ~SECOND_WAY) != (uint16_t)(depth | SPLIT_CELL); x++)
        ;
    return x;
}

/* The options and entries a model on the cells known in g would take, and in *best_line a line with an
   unknown cell and the most placements; 0 when some line has none. */
static int tally(struct ng_solver *s, const uint8_t *g, long *n_options, long *n_entries, int *best_line)
{
    const ng_puzzle *p = s->p;
    int line, i;
    uint32_t best = 0;
    *n_options = *n_entries = 0;
    *best_line = -1;
    for (line = 0; line < p->w + p->h; line++) {
        uint8_t c[NG_MAX_SIDE];
        int n = ng_line_len(p, line), unknown = 0;
        uint32_t ways;
        for (i = 0; i < n; i++)
            unknown += (c[i] = g[ng_line_cell(p, line, i)]) == NG_UNKNOWN;
        ways = ng_line_placements(s->logic, p->runs[line], p->n_runs[line], c, n);
        if (ways == 0)
            return 0;
        *n_options += (long)ways;
        *n_entries += (long)ways * (unknown + 1);
        if (unknown > 0 && ways > best) {
            best = ways;
            *best_line = line;
        }
        if (*n_options > 0x7fffffffL / 64)
            *n_options = 0x7fffffffL / 64; /* past any cap */
    }
    return 1;
}

/* One node of the count, on the cells known in s->grid at this split depth: line logic, then a search when
   the placements left fit the engine (returns the solutions it found), or else the cell to split in *split
   (returns 0; 0 with *split -1 too for a contradiction), or NG_ESTOPPED / NG_EGAVEUP. Below the root, and at
   the root when the placements do not fit, probing too; the split is then the cell probing found best (both
   ways set the most cells), else the first unknown cell of the line with the most placements. */
static long count_node(struct ng_solver *s, int depth, int use_logic, int *split, uint8_t *way)
{
    const ng_puzzle *p = s->p;
    int i, best_line, x, probed = use_logic && depth > 0, gains[2];
    uint8_t *g = s->grid;
    long n_options, n_entries;
    *split = -1;
    if (s->keep_going != NULL && !s->keep_going(s->keep_going_ctx))
        return NG_ESTOPPED;
    if (use_logic && (ng_propagate(s->logic, p, g, 1) < 0 || (probed && ng_probe(s->logic, p, g) < 0)))
        return 0;
    for (;;) {
        if (!tally(s, g, &n_options, &n_entries, &best_line))
            return 0;
        if (n_options <= XCC_OPTIONS(p->w, p->h) && n_options <= s->cap_options && n_entries <= s->cap_entries) {
            mark_known(s, depth);
            return search(s, g, (int)n_options, n_entries);
        }
        if (!use_logic || probed)
            break;
        probed = 1;
        if (ng_probe(s->logic, p, g) < 0)
            return 0;
    }
    mark_known(s, depth);
    /* Too many placements: some line has two or more, hence an unknown cell. */
    x = use_logic ? ng_probe_choice(s->logic, gains) : -1;
    /* The way that sets more cells first: it fails, or narrows the grid, soonest. */
    *way = x < 0 || gains[0] >= gains[1] ? NG_BLACK : NG_WHITE;
    for (i = 0; x < 0 && g[ng_line_cell(p, best_line, i)] != NG_UNKNOWN; i++)
        ;
    *split = x >= 0 ? x : ng_line_cell(p, best_line, i);
    return 0;
}

/* Counts from the empty grid, depth first without recursion: each split sets one unknown cell, its first way
   (count_node's) and then the other (SECOND_WAY), so the depth stays under the number of cells and the path is
   the split cells' marks in known_at. */
static long count_all(struct ng_solver *s, int use_logic)
{
    int depth = 0, x;
    uint8_t way;
    for (;;) {
        long got = count_node(s, depth, use_logic, &x, &way);
        if (got < 0)
            return got;
        if (x < 0) { /* a leaf: up to the deepest split whose second way is left */
            for (;; depth--) {
                if (depth == 0 || (s->limit > 0 && s->found >= s->limit))
                    return s->found;
                x = split_cell(s, depth);
                if (!(s->known_at[x] & SECOND_WAY))
                    break;
            }
            way = s->grid[x] == NG_BLACK ? NG_WHITE : NG_BLACK;
            back_to(s, depth - 1);
            s->grid[x] = way;
            s->known_at[x] = (uint16_t)(depth | SPLIT_CELL | SECOND_WAY);
        } else {
            depth++;
            s->grid[x] = way;
            s->known_at[x] = (uint16_t)(depth | SPLIT_CELL);
        }
    }
}

long ng_count(ng_solver *s, const ng_puzzle *p, long limit, int use_logic, uint8_t *first, uint8_t *second)
{
    int x;
    if (p->w != s->w || p->h != s->h)
        return NG_EGAVEUP; /* a solver serves one shape */
    s->p = p;
    s->limit = limit;
    s->found = 0;
    s->first = first;
    s->second = second;
    memset(s->grid, NG_UNKNOWN, (size_t)(p->w * p->h));
    for (x = 0; x < p->w * p->h; x++)
        s->known_at[x] = NOT_KNOWN;
    return count_all(s, use_logic);
}
