/* solver.c: Fillomino search that grows regions: its memory, the branches (extend a group by one cell
   or forbid that cell its value; a lone cell tries its sizes) and the look-ahead, iterative with a trail. */
#include "fillomino/solver_int.h"

#include "dlx/arena.h"

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
    CARVE(zone_rec, int, n);
    CARVE(zone_rec_size, int, n);
    CARVE(area_rec, int, n);
    CARVE(area_rec_size, int, n);
    CARVE(live_all, int, n);
    CARVE(live_try, int, n);
    CARVE(empty, int, n);
    CARVE(fval_all, unsigned char, n + 1);
    CARVE(fval_try, unsigned char, n + 1);
    CARVE(tried_st, uint32_t, 4 * n);
    CARVE(tried_val, fm_val, 4 * n);
    CARVE(tried_took, long, 4 * n);
    CARVE(rc_id, uint32_t, n);
    CARVE(rc_slot, int, n);
    CARVE(rc_info, int, 8 * n);
    CARVE(rc_pool, int, 8 * n);
    CARVE(rc_diff, int, 10 * FM_RC_DIFFS);
    CARVE(frames, frame, fcap);
#undef CARVE
    if (s) {
        s->excl_cap = (int)ecap;
        s->frame_cap = (int)fcap;
        s->rc_pool_cap = 8 * (int)n;
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
    s->work_limit = fm_solver_default_work(w, h);
    for (r = 0; r < h; r++)
        for (c = 0; c < w; c++) {
            int i = r * w + c, *p = s->nb + 4 * i, k = 0;
            if (r > 0) p[k++] = i - w;
            if (c > 0) p[k++] = i - 1;
            if (c + 1 < w) p[k++] = i + 1;
            if (r + 1 < h) p[k++] = i + w;
            while (k < 4) p[k++] = -1;
            s->area[i] = -1; /* no zone yet: zones are labelled on open cells, but read on their neighbours */
        }
    memset(s->seen, 0, sizeof(uint32_t) * (size_t)s->n);
    memset(s->settled, 0, sizeof(uint32_t) * (size_t)s->n);
    memset(s->reach, 0, sizeof(uint32_t) * (size_t)s->n);
    memset(s->present, 0, sizeof(uint32_t) * (size_t)(s->n + 1));
    memset(s->clq_stamp, 0, sizeof(uint32_t) * (size_t)(s->n + 1));
    memset(s->tried_st, 0, sizeof(uint32_t) * 4 * (size_t)s->n);
    memset(s->rc_id, 0, sizeof(uint32_t) * (size_t)s->n);
    return s;
}

void fm_solver_set_node_limit(fm_solver *s, uint64_t max_nodes)
{
    s->node_limit = max_nodes;
}

void fm_solver_set_work_limit(fm_solver *s, uint64_t max_cells)
{
    s->work_limit = max_cells;
}

uint64_t fm_solver_work_limit(const fm_solver *s)
{
    return s->work_limit;
}

uint64_t fm_solver_default_work(int w, int h)
{
    uint64_t per_cell = (uint64_t)1 << 14, floor = (uint64_t)1 << 26, n = (uint64_t)w * (uint64_t)h;
    return n * per_cell > floor ? n * per_cell : floor;
}

uint64_t fm_solver_work(const fm_solver *s)
{
    return s->work;
}

void fm_solver_set_probing(fm_solver *s, int on)
{
    s->probing = on != 0;
}

/* The slot of look-ahead pair (y, v) among y's four when it was tried without a finding since epoch,
   else -1. */
static int tried_slot(const fm_solver *s, int y, fm_val v, uint32_t epoch)
{
    int k;
    for (k = 4 * y; k < 4 * y + 4; k++)
        if (s->tried_st[k] == epoch && s->tried_val[k] == v)
            return k;
    return -1;
}

static void note_tried(fm_solver *s, int y, fm_val v, long took, uint32_t epoch)
{
    int k = 4 * y;
    while (k < 4 * y + 3 && s->tried_st[k] == epoch)
        k++; /* a fixed state has at most four pairs per cell, one per neighbour's value */
    s->tried_st[k] = epoch;
    s->tried_val[k] = v;
    s->tried_took[k] = took;
}

/* Propagation outside the look-ahead's tries: its passes record their reach walks for the tries. */
static int top_propagate(fm_solver *s, choice *ch, fm_stats *st)
{
    int r;
    s->recording = 1;
    r = solver_propagate(s, ch, st);
    s->recording = 0;
    return r;
}

/* Propagation plus look-ahead: each extension of each open group is tried both ways; a cell whose value
   fails is forbidden it, a cell whose exclusion fails takes it, and the rules run at once. Rounds repeat
   until one has no finding; a pair tried since the last finding is not tried again (its tries started
   from the same state). Then the branch is the pair whose two tries placed the most cells (the product,
   as look-ahead SAT solvers weigh a variable): janko's 64x50 takes 71 nodes, 8,237 on the passes' own
   choice. */
static int propagate_probe(fm_solver *s, choice *ch, fm_stats *st)
{
    uint32_t epoch = next_stamp(s);
    if (top_propagate(s, ch, st) != 0)
        return -1;
    for (;;) {
        int i, found = 0, np;
        long best = -1;
        choice dummy, pick;
        if (ch->kind == 2 || !s->probing || s->stopped)
            return 0;
        np = s->nprobe;
        s->probe_base = np; /* the look-ahead passes list their pairs after ours */
        for (i = 0; i < np; i++) {
            int y = s->probe[i], tm = s->trail_top, em = s->excl_top, r, slot;
            long took;
            fm_val v = s->probe_val[i];
            if (s->val[y] != 0 || excluded(s, y, v))
                continue;
            slot = tried_slot(s, y, v, epoch);
            if (slot >= 0) {
                took = s->tried_took[slot];
            } else {
                assign(s, y, v);
                r = solver_propagate(s, &dummy, st);
                took = s->trail_top - tm;
                undo_to(s, tm, em);
                if (r != 0) {
                    if (add_exclusion(s, y, v) != 0)
                        break;
                } else if (add_exclusion(s, y, v) == 0) {
                    r = solver_propagate(s, &dummy, st);
                    took *= s->trail_top - tm + 1;
                    undo_to(s, tm, em);
                    if (r != 0)
                        assign(s, y, v);
                } else {
                    break;
                }
                if (r != 0) { /* a finding: the state moves on */
                    found = 1;
                    epoch = next_stamp(s);
                    if (top_propagate(s, &dummy, st) != 0) {
                        s->probe_base = 0;
                        return -1;
                    }
                    continue;
                }
                note_tried(s, y, v, took, epoch);
            }
            if (took > best) {
                best = took;
                pick.kind = 0;
                pick.cell = y;
                pick.val = v;
            }
        }
        s->probe_base = 0;
        if (s->overflow)
            return -1;
        if (!found) { /* the state is as the first pass left it */
            if (best >= 0)
                *ch = pick;
            return 0;
        }
        if (top_propagate(s, ch, st) != 0)
            return -1;
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
    s->overflow = 0;
    s->work = 0;
    s->stopped = 0;
    s->rc_ok = 0;
    s->rc_trail = s->rc_excl = 0;
    s->rc_labels = 0;
    s->try_snap = 0;
    solver_freeze(s);
    if (excl_cell >= 0 && excl_cell < s->n) {
        if (puzzle[excl_cell] == excl_val)
            return 0;
        add_exclusion(s, excl_cell, excl_val);
    }
    st->nodes = 1;
    s->probe_base = 0;
    status = propagate_probe(s, &ch, st);
    for (;;) {
        if (s->stopped) /* a failure that was only the work cap must not cut a branch off either */
            return FM_ERR_LIMIT;
        if (s->overflow) /* a failure that was only a full list must not cut a branch off */
            return FM_ERR_SIZE;
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
            f->alt = 0;
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
                    return s->overflow ? FM_ERR_SIZE : count;
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
