/* solver.c: Fillomino search that grows regions. A propagation pass labels the groups of equal
   numbers, forces the only extension of an open group, checks that each open group can still reach
   its size, bounds the cells each zone must hold (groups that cannot share a region count apart),
   and gives each empty cell the values still open to it (an open group reaches it, or a new region
   fits), forcing a lone one; branches extend a group by one cell or forbid that cell its value.
   Iterative, with a trail for undo. */
#include "fillomino/solver.h"

#include "dlx/arena.h"

#include <string.h>

typedef struct frame {
    int trail_mark, excl_mark; /* undo marks */
    int cell, kind, alt, limit; /* kind 0: assign val / forbid val; kind 1: try sizes 1..limit */
    fm_val val;
} frame;

struct fm_solver {
    int w, h, n, excl_cap, frame_cap;
    uint32_t stamp;
    uint64_t node_limit;
    fm_val *val;
    int *nb;          /* 4 neighbours per cell, -1 padded */
    int *comp;        /* group of a filled cell, -1 when empty */
    int *comp_start;  /* cells of group k: comp_cells[comp_start[k] .. comp_start[k+1]) */
    int *comp_cells;
    int *comp_size;
    int *comp_pick;   /* a frontier cell of each open group, and the group's number of them */
    int *comp_front;
    int *dist;
    int *deque;       /* 0-1 BFS deque (5n + 1) */
    int *area;        /* empty area id of an empty cell */
    int *area_size;
    int *excl_head, *excl_next, *excl_cell; /* forbidden (cell, value) pairs, per-cell lists */
    fm_val *excl_val;
    int excl_top;
    int *trail;       /* filled cells, in order */
    int trail_top;
    int *forced;      /* forced assignments found by a pass */
    fm_val *forced_val;
    int *probe;       /* (cell, value) pairs worth a look-ahead, from the last pass */
    fm_val *probe_val;
    int nprobe, probe_base, probing;
    uint32_t *seen, *settled, *reach, *present;
    fm_val *cand_val;  /* candidate values of an empty cell this pass: the first one, and how */
    unsigned char *cand_n; /* many distinct ones were met (saturating at 3) */
    int *clq_head, *clq_next; /* per value, open groups that must lie in pairwise distinct regions */
    uint32_t *clq_stamp;
    int *zone_used;   /* cells certainly used in each zone (see label_zones) */
    frame *frames;
};


static size_t layout(int w, int h, fm_solver *s, unsigned char *base)
{
    size_t n = (size_t)w * (size_t)h, off = cj_align(sizeof(fm_solver)), ecap = 4 * n + 8,
           fcap = n + ecap + 8;
#define CARVE(field, type, count)                                                                 \
    do {                                                                                          \
        if (s) s->field = (type *)(void *)(base + off);                                           \
        off = cj_align(off + sizeof(type) * (size_t)(count));                                       \
    } while (0)
    CARVE(val, fm_val, n);
    CARVE(nb, int, 4 * n);
    CARVE(comp, int, n);
    CARVE(comp_start, int, n + 1);
    CARVE(comp_cells, int, n);
    CARVE(comp_size, int, n);
    CARVE(comp_pick, int, n);
    CARVE(comp_front, int, n);
    CARVE(dist, int, n);
    CARVE(deque, int, 5 * n + 1);
    CARVE(area, int, n);
    CARVE(area_size, int, n);
    CARVE(excl_head, int, n);
    CARVE(excl_next, int, ecap);
    CARVE(excl_cell, int, ecap);
    CARVE(excl_val, fm_val, ecap);
    CARVE(trail, int, n);
    CARVE(forced, int, 2 * n);
    CARVE(forced_val, fm_val, 2 * n);
    CARVE(probe, int, 12 * n + 8);
    CARVE(probe_val, fm_val, 12 * n + 8);
    CARVE(seen, uint32_t, n);
    CARVE(settled, uint32_t, n);
    CARVE(reach, uint32_t, n);
    CARVE(present, uint32_t, n + 1);
    CARVE(cand_val, fm_val, 2 * n);
    CARVE(cand_n, unsigned char, n);
    CARVE(clq_head, int, n + 1);
    CARVE(clq_next, int, n);
    CARVE(clq_stamp, uint32_t, n + 1);
    CARVE(zone_used, int, n);
    CARVE(frames, frame, fcap);
#undef CARVE
    if (s) {
        s->excl_cap = (int)ecap;
        s->frame_cap = (int)fcap;
    }
    return off;
}

size_t fm_solver_bytes(int w, int h)
{
    if (!fm_shape_ok(w, h))
        return 0;
    return layout(w, h, NULL, NULL) + 8;
}

fm_solver *fm_solver_init(void *mem, size_t bytes, int w, int h)
{
    unsigned char *base = mem;
    fm_solver *s;
    int r, c;
    if (mem == NULL || !fm_shape_ok(w, h) || bytes < fm_solver_bytes(w, h))
        return NULL;
    base = cj_align_base(base);
    s = (fm_solver *)(void *)base;
    memset(s, 0, sizeof *s);
    layout(w, h, s, base);
    s->w = w;
    s->h = h;
    s->n = w * h;
    s->probing = 1;
    for (r = 0; r < h; r++)
        for (c = 0; c < w; c++) {
            int i = r * w + c, *p = s->nb + 4 * i, k = 0;
            if (r > 0) p[k++] = i - w;
            if (c > 0) p[k++] = i - 1;
            if (c + 1 < w) p[k++] = i + 1;
            if (r + 1 < h) p[k++] = i + w;
            while (k < 4) p[k++] = -1;
        }
    memset(s->seen, 0, sizeof(uint32_t) * (size_t)s->n);
    memset(s->settled, 0, sizeof(uint32_t) * (size_t)s->n);
    memset(s->reach, 0, sizeof(uint32_t) * (size_t)s->n);
    memset(s->present, 0, sizeof(uint32_t) * (size_t)(s->n + 1));
    memset(s->clq_stamp, 0, sizeof(uint32_t) * (size_t)(s->n + 1));
    return s;
}

void fm_solver_set_node_limit(fm_solver *s, uint64_t max_nodes)
{
    s->node_limit = max_nodes;
}

void fm_solver_set_probing(fm_solver *s, int on)
{
    s->probing = on != 0;
}

/* A fresh stamp for the seen/settled/reach marks; clears them on wrap-around. */
static uint32_t next_stamp(fm_solver *s)
{
    if (++s->stamp == 0) {
        memset(s->seen, 0, sizeof(uint32_t) * (size_t)s->n);
        memset(s->settled, 0, sizeof(uint32_t) * (size_t)s->n);
        memset(s->reach, 0, sizeof(uint32_t) * (size_t)s->n);
        memset(s->present, 0, sizeof(uint32_t) * (size_t)(s->n + 1));
        memset(s->clq_stamp, 0, sizeof(uint32_t) * (size_t)(s->n + 1));
        s->stamp = 1;
    }
    return s->stamp;
}

static int excluded(const fm_solver *s, int c, fm_val v)
{
    int e;
    for (e = s->excl_head[c]; e >= 0; e = s->excl_next[e])
        if (s->excl_val[e] == v)
            return 1;
    return 0;
}

static int add_exclusion(fm_solver *s, int c, fm_val v)
{
    int e = s->excl_top;
    if (e >= s->excl_cap)
        return -1;
    s->excl_top++;
    s->excl_cell[e] = c;
    s->excl_val[e] = v;
    s->excl_next[e] = s->excl_head[c];
    s->excl_head[c] = e;
    return 0;
}

static void assign(fm_solver *s, int c, fm_val v)
{
    s->val[c] = v;
    s->trail[s->trail_top++] = c;
}

static void undo_to(fm_solver *s, int trail_mark, int excl_mark)
{
    while (s->trail_top > trail_mark)
        s->val[s->trail[--s->trail_top]] = 0;
    while (s->excl_top > excl_mark) {
        int e = --s->excl_top;
        s->excl_head[s->excl_cell[e]] = s->excl_next[e];
    }
}

/* Empty cell c may take v without joining a complete group of v (comp data must be current). */
static int can_take(const fm_solver *s, int c, fm_val v)
{
    const int *p = s->nb + 4 * c;
    int k;
    for (k = 0; k < 4 && p[k] >= 0; k++)
        if (s->val[p[k]] == v && s->comp_size[s->comp[p[k]]] >= (int)v)
            return 0;
    return !excluded(s, c, v);
}

/* Notes v as a possible value of empty cell c (first two distinct values kept, count to 3). */
static void add_cand(fm_solver *s, int c, fm_val v)
{
    int m = s->cand_n[c];
    if (m == 0) {
        s->cand_val[2 * c] = v;
        s->cand_n[c] = 1;
    } else if (m == 1) {
        if (s->cand_val[2 * c] != v) {
            s->cand_val[2 * c + 1] = v;
            s->cand_n[c] = 2;
        }
    } else if (m == 2) {
        if (s->cand_val[2 * c] != v && s->cand_val[2 * c + 1] != v)
            s->cand_n[c] = 3;
    }
}

/* Labels the groups of equal numbers. Returns the number of groups, or -1 if one is too large. */
static int label_groups(fm_solver *s)
{
    int n = s->n, c, nc = 0, pos = 0;
    for (c = 0; c < n; c++)
        s->comp[c] = -1;
    for (c = 0; c < n; c++) {
        fm_val v = s->val[c];
        int i;
        if (v == 0 || s->comp[c] >= 0)
            continue;
        s->comp_start[nc] = pos;
        s->comp[c] = nc;
        s->comp_cells[pos++] = c;
        for (i = s->comp_start[nc]; i < pos; i++) {
            const int *p = s->nb + 4 * s->comp_cells[i];
            int k;
            for (k = 0; k < 4 && p[k] >= 0; k++)
                if (s->val[p[k]] == v && s->comp[p[k]] < 0) {
                    s->comp[p[k]] = nc;
                    s->comp_cells[pos++] = p[k];
                }
        }
        s->comp_size[nc] = pos - s->comp_start[nc];
        if (s->comp_size[nc] > (int)v)
            return -1;
        nc++;
    }
    s->comp_start[nc] = pos;
    return nc;
}

/* Size of group k after empty cell y joins it with y's other neighbours of the same value. */
static int merged_size(const fm_solver *s, int k, int y)
{
    const int *p = s->nb + 4 * y;
    int seen_k[4], m = 0, total = s->comp_size[k] + 1, i, j;
    fm_val v = s->val[s->comp_cells[s->comp_start[k]]];
    for (i = 0; i < 4 && p[i] >= 0; i++) {
        int g;
        if (s->val[p[i]] != v || (g = s->comp[p[i]]) == k)
            continue;
        for (j = 0; j < m && seen_k[j] != g; j++)
            ;
        if (j == m) {
            seen_k[m++] = g;
            total += s->comp_size[g];
        }
    }
    return total;
}

/* Cells group k can still reach within its missing size (0-1 BFS: empty cells cost 1, cells of
   other open groups with its value cost 0). Marks the empty ones in reach[]. */
static int reach_count(fm_solver *s, int k, uint32_t pass_stamp)
{
    int v = s->val[s->comp_cells[s->comp_start[k]]], need = v - s->comp_size[k];
    int cap = 5 * s->n + 1, head = 0, tail = 0, count = 0, i;
    uint32_t cur = next_stamp(s);
    for (i = s->comp_start[k]; i < s->comp_start[k + 1]; i++) {
        int x = s->comp_cells[i];
        s->seen[x] = cur;
        s->dist[x] = 0;
        s->deque[tail] = x;
        if (++tail == cap)
            tail = 0;
    }
    while (head != tail) {
        int x = s->deque[head], d, j;
        const int *p;
        if (++head == cap)
            head = 0;
        if (s->settled[x] == cur)
            continue;
        s->settled[x] = cur;
        count++;
        if (s->val[x] == 0) {
            s->reach[x] = pass_stamp;
            add_cand(s, x, (fm_val)v);
        }
        d = s->dist[x];
        p = s->nb + 4 * x;
        for (j = 0; j < 4 && p[j] >= 0; j++) {
            int y = p[j], nd;
            if (s->settled[y] == cur)
                continue;
            if (s->val[y] == (fm_val)v) {
                if (s->comp_size[s->comp[y]] >= v)
                    continue;
                nd = d;
            } else if (s->val[y] == 0) {
                nd = d + 1;
                if (nd > need || !can_take(s, y, (fm_val)v))
                    continue;
            } else {
                continue;
            }
            if (s->seen[y] == cur && s->dist[y] <= nd)
                continue;
            s->seen[y] = cur;
            s->dist[y] = nd;
            if (nd == d) {
                head = head == 0 ? cap - 1 : head - 1;
                s->deque[head] = y;
            } else {
                s->deque[tail] = y;
                if (++tail == cap)
                    tail = 0;
            }
        }
    }
    return count;
}

/* 1 when empty cell c may start a new region of size v (no neighbour holds v, not forbidden). */
static int new_value_ok(const fm_solver *s, int c, fm_val v)
{
    const int *p = s->nb + 4 * c;
    int k;
    for (k = 0; k < 4 && p[k] >= 0; k++)
        if (s->val[p[k]] == v)
            return 0;
    return !excluded(s, c, v);
}

typedef struct choice {
    int kind;  /* 0: binary on (cell, val); 1: sizes of cell; 2: solved */
    int cell, limit;
    fm_val val;
} choice;

/* Labels the empty areas (for the sizes a new region can take). */
static void label_areas(fm_solver *s)
{
    int n = s->n, c, na = 0;
    for (c = 0; c < n; c++)
        s->area[c] = -1;
    for (c = 0; c < n; c++) {
        int head = 0, tail = 0;
        if (s->val[c] != 0 || s->area[c] >= 0)
            continue;
        s->area[c] = na;
        s->deque[tail++] = c;
        while (head < tail) {
            const int *p = s->nb + 4 * s->deque[head++];
            int k;
            for (k = 0; k < 4 && p[k] >= 0; k++)
                if (s->val[p[k]] == 0 && s->area[p[k]] < 0) {
                    s->area[p[k]] = na;
                    s->deque[tail++] = p[k];
                }
        }
        s->area_size[na++] = tail;
    }
}

/* Empty cell c may belong to a new region of v: not forbidden v, no neighbour holds v. */
static int fresh_ok(const fm_solver *s, int c, fm_val v)
{
    return s->val[c] == 0 && new_value_ok(s, c, v);
}

/* Adds to each empty cell the sizes of new regions (no filled cell in them) that could hold it:
   v fits when at least v cells that may take a fresh v connect to c. Values that no cell holds
   and no exclusion names behave alike: only the empty area's size matters. Cells that already
   have 3 values are skipped; a search from c stops once it has met v cells. */
static void new_region_cands(fm_solver *s)
{
    int n = s->n, i, v, max_area = 0, a1 = 0, a2 = 0, nopen;
    uint32_t pres;
    label_areas(s);
    for (i = 0; i < n; i++)
        if (s->val[i] == 0 && s->area_size[s->area[i]] > max_area)
            max_area = s->area_size[s->area[i]];
    pres = next_stamp(s);
    for (i = 0; i < n; i++)
        if (s->val[i] != 0 && s->val[i] <= n)
            s->present[s->val[i]] = pres;
    for (i = 0; i < s->excl_top; i++)
        if (s->excl_val[i] <= n)
            s->present[s->excl_val[i]] = pres;
    for (v = 1; v <= max_area && a2 == 0; v++)
        if (s->present[v] != pres) {
            if (a1 == 0)
                a1 = v;
            else
                a2 = v;
        }
    for (i = 0; i < n && a1 > 0; i++) {
        int size;
        if (s->val[i] != 0)
            continue;
        size = s->area_size[s->area[i]];
        if (size >= a1)
            add_cand(s, i, (fm_val)a1);
        if (a2 > 0 && size >= a2)
            add_cand(s, i, (fm_val)a2);
    }
    nopen = 0; /* the empty cells with fewer than 3 values so far, listed in forced[] */
    for (i = 0; i < n; i++)
        if (s->val[i] == 0 && s->cand_n[i] < 3)
            s->forced[nopen++] = i;
    for (v = 1; v <= max_area && nopen > 0; v++) {
        uint32_t decided;
        int j;
        if (s->present[v] != pres)
            continue;
        decided = next_stamp(s);
        for (j = 0; j < nopen; j++) {
            int head = 0, tail = 0, k;
            uint32_t cur;
            i = s->forced[j];
            if (s->cand_n[i] >= 3 || s->seen[i] == decided ||
                s->area_size[s->area[i]] < v || !fresh_ok(s, i, (fm_val)v))
                continue;
            cur = next_stamp(s);
            s->settled[i] = cur;
            s->deque[tail++] = i;
            while (head < tail && tail < v) {
                const int *p = s->nb + 4 * s->deque[head++];
                for (k = 0; k < 4 && p[k] >= 0 && tail < v; k++)
                    if (s->settled[p[k]] != cur && s->val[p[k]] == 0 && fresh_ok(s, p[k], (fm_val)v)) {
                        s->settled[p[k]] = cur;
                        s->deque[tail++] = p[k];
                    }
            }
            for (k = 0; k < tail; k++) {
                s->seen[s->deque[k]] = decided;
                if (tail >= v)
                    add_cand(s, s->deque[k], (fm_val)v);
            }
        }
    }
}

/* Labels the zones (in area/area_size): connected sets of empty cells and cells of open groups,
   walled off by complete groups. Every zone is tiled by the regions inside it. Clears zone_used. */
static void label_zones(fm_solver *s)
{
    int n = s->n, c, nz = 0;
    for (c = 0; c < n; c++)
        s->area[c] = -1;
    for (c = 0; c < n; c++) {
        int head = 0, tail = 0;
        if (s->area[c] >= 0 || (s->val[c] != 0 && s->comp_size[s->comp[c]] >= (int)s->val[c]))
            continue;
        s->area[c] = nz;
        s->deque[tail++] = c;
        while (head < tail) {
            const int *p = s->nb + 4 * s->deque[head++];
            int k;
            for (k = 0; k < 4 && p[k] >= 0; k++) {
                int y = p[k];
                if (s->area[y] >= 0 || (s->val[y] != 0 && s->comp_size[s->comp[y]] >= (int)s->val[y]))
                    continue;
                s->area[y] = nz;
                s->deque[tail++] = y;
            }
        }
        s->zone_used[nz] = 0;
        s->area_size[nz++] = tail;
    }
}

/* Runs passes to a fixpoint. Returns 0 with a choice, or -1 on a contradiction. */
static int propagate(fm_solver *s, choice *ch, fm_stats *st)
{
    for (;;) {
        int nc, k, nforced = 0, any_open = 0, best_count = 0x7fffffff, best_need = 0, i;
        uint32_t pass_stamp;
        st->passes++;
        nc = label_groups(s);
        if (nc < 0)
            return -1;
        ch->kind = 2;
        s->nprobe = s->probe_base;
        /* Stage 1: frontiers of open groups. */
        for (k = 0; k < nc; k++) {
            int v = s->val[s->comp_cells[s->comp_start[k]]], size = s->comp_size[k], count = 0,
                last = -1;
            uint32_t cur;
            if (size == v)
                continue;
            any_open = 1;
            cur = next_stamp(s);
            for (i = s->comp_start[k]; i < s->comp_start[k + 1]; i++) {
                const int *p = s->nb + 4 * s->comp_cells[i];
                int j;
                for (j = 0; j < 4 && p[j] >= 0; j++) {
                    int y = p[j];
                    if (s->val[y] != 0 || s->seen[y] == cur)
                        continue;
                    s->seen[y] = cur;
                    if (excluded(s, y, (fm_val)v) || merged_size(s, k, y) > v)
                        continue;
                    count++;
                    last = y;
                    s->probe[s->nprobe] = y;
                    s->probe_val[s->nprobe++] = (fm_val)v;
                }
            }
            if (count == 0)
                return -1;
            s->comp_pick[k] = last;
            s->comp_front[k] = count;
            if (count == 1) {
                s->forced[nforced] = last;
                s->forced_val[nforced++] = (fm_val)v;
            } else if (count < best_count || (count == best_count && v - size < best_need)) {
                best_count = count;
                best_need = v - size;
                ch->kind = 0;
                ch->cell = last;
                ch->val = (fm_val)v;
            }
        }
        if (nforced == 0) {
            /* Stage 2: every open group must be able to reach its size. */
            /* Branch on the group with the least room to spare, then the fewest ways out. */
            int best_slack = 0x7fffffff;
            pass_stamp = next_stamp(s);
            best_count = 0x7fffffff;
            memset(s->cand_n, 0, (size_t)s->n);
            /* Cells certainly used: complete groups, v per open group of v that can share a region
               with none of the groups already counted for v, and empty cells no group reaches. */
            label_zones(s);
            for (k = 0; k < nc; k++) {
                int v = s->val[s->comp_cells[s->comp_start[k]]], slack, g, z;
                uint32_t cur;
                if (s->comp_size[k] >= v)
                    continue;
                slack = reach_count(s, k, pass_stamp) - v;
                if (slack < 0)
                    return -1;
                cur = s->stamp;
                if (s->clq_stamp[v] != pass_stamp) {
                    s->clq_stamp[v] = pass_stamp;
                    s->clq_head[v] = -1;
                }
                for (g = s->clq_head[v]; g >= 0; g = s->clq_next[g]) {
                    int x = s->comp_cells[s->comp_start[g]];
                    if (s->settled[x] == cur && s->dist[x] <= v - s->comp_size[k] - s->comp_size[g])
                        break; /* k and g may be one region */
                }
                if (g < 0) {
                    s->clq_next[k] = s->clq_head[v];
                    s->clq_head[v] = k;
                    z = s->area[s->comp_cells[s->comp_start[k]]];
                    s->zone_used[z] += v;
                    if (s->zone_used[z] > s->area_size[z])
                        return -1;
                }
                if (slack == 0) { /* the region is exactly what it can reach: fill it */
                    uint32_t cur = s->stamp;
                    for (i = 0; i < s->n; i++)
                        if (s->settled[i] == cur && s->val[i] == 0 && nforced < 2 * s->n) {
                            s->forced[nforced] = i;
                            s->forced_val[nforced++] = (fm_val)v;
                        }
                    continue;
                }
                if (s->comp_front[k] < best_count ||
                    (s->comp_front[k] == best_count && slack < best_slack)) {
                    best_slack = slack;
                    best_count = s->comp_front[k];
                    ch->kind = 0;
                    ch->cell = s->comp_pick[k];
                    ch->val = (fm_val)v;
                }
            }
            for (i = 0; i < s->n; i++)
                if (s->val[i] == 0 && s->reach[i] != pass_stamp &&
                    ++s->zone_used[s->area[i]] > s->area_size[s->area[i]])
                    return -1;
            if (nforced > 0)
                goto apply;
            /* Stage 3: the values each empty cell can still take (an open group of v reaches it,
               or a new region of v fits around it); one value is forced, none fails. */
            new_region_cands(s);
            {
                int best_n = 4, gbest = best_count;
                for (i = 0; i < s->n; i++) {
                    int m;
                    if (s->val[i] != 0)
                        continue;
                    m = s->cand_n[i];
                    if (m == 0)
                        return -1;
                    if (m == 1) {
                        s->forced[nforced] = i;
                        s->forced_val[nforced++] = s->cand_val[2 * i];
                    } else if (m < best_n && (!any_open || m < gbest)) {
                        best_n = m;
                        ch->kind = 0;
                        ch->cell = i;
                        ch->val = s->cand_val[2 * i];
                    }
                }
            }
            if (nforced == 0) {
                if (ch->kind == 2) {
                    for (i = 0; i < s->n; i++)
                        if (s->val[i] == 0)
                            return -1; /* cannot happen: an empty cell always yields a choice */
                }
                return 0;
            }
        }
    apply:
        for (i = 0; i < nforced; i++) {
            int c = s->forced[i];
            if (s->val[c] == 0)
                assign(s, c, s->forced_val[i]);
            else if (s->val[c] != s->forced_val[i])
                return -1;
        }
    }
}

/* Propagation plus look-ahead: each extension of each open group is tried both ways and
   propagated; a cell whose value fails is forbidden it, a cell whose exclusion fails takes it,
   and the whole runs again to a fixpoint. */
static int propagate_probe(fm_solver *s, choice *ch, fm_stats *st)
{
    for (;;) {
        int i, found = 0, np;
        choice dummy;
        if (propagate(s, ch, st) != 0)
            return -1;
        if (ch->kind == 2 || !s->probing)
            return 0;
        np = s->nprobe;
        s->probe_base = np; /* the look-ahead passes list their pairs after ours */
        for (i = 0; i < np; i++) {
            int y = s->probe[i], tm = s->trail_top, em = s->excl_top, r;
            fm_val v = s->probe_val[i];
            if (s->val[y] != 0 || excluded(s, y, v))
                continue;
            assign(s, y, v);
            r = propagate(s, &dummy, st);
            undo_to(s, tm, em);
            if (r != 0) {
                if (add_exclusion(s, y, v) != 0) {
                    s->probe_base = 0;
                    return -1;
                }
                found = 1;
            }
            else if (add_exclusion(s, y, v) == 0) {
                r = propagate(s, &dummy, st);
                undo_to(s, tm, em);
                if (r != 0) {
                    assign(s, y, v);
                    found = 1;
                }
            }
        }
        s->probe_base = 0;
        if (!found)
            return 0; /* the state is as the first pass left it, and so is ch */
    }
}

/* Applies alternative f->alt of frame f; returns 0, or -1 when the frame has none left. */
static int apply_alt(fm_solver *s, frame *f)
{
    if (f->kind == 0) {
        if (f->alt == 0) {
            assign(s, f->cell, f->val);
            return 0;
        }
        if (f->alt == 1)
            return add_exclusion(s, f->cell, f->val);
        return -1;
    }
    while (++f->alt <= f->limit) {
        if (new_value_ok(s, f->cell, (fm_val)f->alt)) {
            assign(s, f->cell, (fm_val)f->alt);
            return 0;
        }
    }
    return -1;
}

long fm_solve(fm_solver *s, const fm_val *puzzle, long limit, fm_val *first, int excl_cell,
              fm_val excl_val, fm_stats *stats)
{
    fm_stats local;
    fm_stats *st = stats ? stats : &local;
    long count = 0;
    int depth = 0, status, i;
    choice ch;
    memset(st, 0, sizeof *st);
    if (limit < 1)
        limit = 1;
    for (i = 0; i < s->n; i++) {
        s->val[i] = puzzle[i];
        s->excl_head[i] = -1;
    }
    s->trail_top = 0;
    s->excl_top = 0;
    if (excl_cell >= 0 && excl_cell < s->n) {
        if (puzzle[excl_cell] == excl_val)
            return 0;
        add_exclusion(s, excl_cell, excl_val);
    }
    st->nodes = 1;
    s->probe_base = 0;
    status = propagate_probe(s, &ch, st);
    for (;;) {
        if (status == 0 && ch.kind == 2) {
            count++;
            if (count == 1 && first)
                memcpy(first, s->val, sizeof(fm_val) * (size_t)s->n);
            if (count >= limit)
                return count;
            status = -1;
            continue;
        }
        if (status == 0) {
            frame *f;
            if (depth >= s->frame_cap)
                return FM_ERR_SIZE; /* cannot happen: depth is bounded by fills + exclusions */
            f = &s->frames[depth++];
            if (depth > st->max_depth)
                st->max_depth = depth;
            f->trail_mark = s->trail_top;
            f->excl_mark = s->excl_top;
            f->kind = ch.kind;
            f->cell = ch.cell;
            f->val = ch.val;
            f->limit = ch.limit;
            f->alt = ch.kind == 0 ? 0 : 0;
            if (apply_alt(s, f) != 0) {
                depth--;
                status = -1;
                continue;
            }
        } else {
            st->backtracks++;
            for (;;) {
                frame *f;
                if (depth == 0)
                    return count;
                f = &s->frames[depth - 1];
                undo_to(s, f->trail_mark, f->excl_mark);
                if (f->kind == 0)
                    f->alt++;
                if (apply_alt(s, f) == 0)
                    break;
                depth--;
            }
        }
        st->nodes++;
        if (s->node_limit && st->nodes > s->node_limit)
            return FM_ERR_LIMIT;
        status = propagate_probe(s, &ch, st);
    }
}
