/* lean.c: the generator's Fillomino search: placements merge groups (split back from a trail) and wake
   only the groups they touch; at a fixpoint a sweep looks again only near what changed, then branches. */
#include "fillomino/lean_int.h"

#include "dlx/arena.h"

static size_t layout(int w, int h, fm_lean *s, unsigned char *base)
{
    size_t n = (size_t)w * (size_t)h, n2 = (size_t)(w + 2) * (size_t)(h + 2),
           off = cj_align(sizeof(fm_lean)), tcap = 6 * n + 64, xcap = 4 * n + 8, nwords = (n2 + 63) / 64;
    fm_lean counting; /* only counts when base is NULL: the addresses land here */
    if (s == NULL)
        s = &counting;
    s->val = cj_take(base, &off, sizeof(int), n2);
    s->root = cj_take(base, &off, sizeof(int), n2);
    s->next = cj_take(base, &off, sizeof(int), n2);
    s->size = cj_take(base, &off, sizeof(int), n2);
    s->pref = cj_take(base, &off, sizeof(int), n2);
    s->cell = cj_take(base, &off, sizeof(int), n);
    s->empty_bits = cj_take(base, &off, sizeof(uint64_t), nwords);
    s->open_bits = cj_take(base, &off, sizeof(uint64_t), nwords);
    s->near_bits = cj_take(base, &off, sizeof(uint64_t), nwords);
    s->ban = cj_take(base, &off, sizeof(uint64_t), n2);
    s->xban_cell = cj_take(base, &off, sizeof(int), xcap);
    s->xban_val = cj_take(base, &off, sizeof(int), xcap);
    s->seen = cj_take(base, &off, sizeof(uint32_t), n2);
    s->area_st = cj_take(base, &off, sizeof(uint32_t), n2);
    s->libmark = cj_take(base, &off, sizeof(uint32_t), n2);
    s->area_len = cj_take(base, &off, sizeof(int), n2);
    s->queue = cj_take(base, &off, sizeof(int), n2 + 1);
    s->inq = cj_take(base, &off, sizeof(unsigned char), n2);
    s->bfs = cj_take(base, &off, sizeof(int), n2);
    s->met = cj_take(base, &off, sizeof(int), n2);
    s->par = cj_take(base, &off, sizeof(int), n2);
    s->sub = cj_take(base, &off, sizeof(int), n2);
    s->dist = cj_take(base, &off, sizeof(int), n2);
    s->libs = cj_take(base, &off, sizeof(int), n2);
    s->vals = cj_take(base, &off, sizeof(int), n + 1);
    s->vneed = cj_take(base, &off, sizeof(int), n + 1);
    s->trail = cj_take(base, &off, sizeof(int), 3 * tcap);
    s->frames = cj_take(base, &off, sizeof(lframe), 2 * n + 16);
#ifndef FM_SMALL_FLASH
    s->vslot = cj_take(base, &off, sizeof(int), n + 1);
    s->kvals = cj_take(base, &off, sizeof(int), n + 1);
    s->kneed = cj_take(base, &off, sizeof(int), n + 1);
    s->alab = cj_take(base, &off, sizeof(int), n2);
    s->asize = cj_take(base, &off, sizeof(int), n + 1);
    s->adirty = cj_take(base, &off, sizeof(uint32_t), n + 1);
    s->near_roots = cj_take(base, &off, sizeof(uint64_t), nwords);
#endif
    s->tcap = (int)tcap;
    s->xcap = (int)xcap;
    s->fcap = (int)(2 * n + 16); /* deeper (not met in practice) gives FM_ERR_SIZE */
    s->nwords = (int)nwords;
    return off;
}

size_t fm_lean_bytes(int w, int h)
{
    if (!fm_shape_ok(w, h))
        return 0;
    return layout(w, h, NULL, NULL) + 8;
}

fm_lean *fm_lean_init(void *mem, size_t bytes, int w, int h)
{
    unsigned char *base = mem;
    fm_lean *s;
    int r, c, i;
    if (mem == NULL || !fm_shape_ok(w, h) || bytes < fm_lean_bytes(w, h))
        return NULL;
    base = cj_align_base(base);
    s = (fm_lean *)(void *)base;
    memset(s, 0, sizeof *s);
    layout(w, h, s, base);
    s->w = w;
    s->h = h;
    s->n = w * h;
    s->stride = w + 2;
    s->n2 = (w + 2) * (h + 2);
    s->off[0] = -s->stride;
    s->off[1] = -1;
    s->off[2] = 1;
    s->off[3] = s->stride;
    for (i = 0; i < s->n2; i++) {
        s->val[i] = WALL;
        s->ban[i] = 0;
        s->pref[i] = 0;
        s->inq[i] = 0;
    }
    for (r = 0; r < h; r++)
        for (c = 0; c < w; c++) {
            int p = (r + 1) * s->stride + c + 1;
            s->cell[r * w + c] = p;
            s->val[p] = 0;
        }
    memset(s->seen, 0, sizeof(uint32_t) * (size_t)s->n2);
    memset(s->area_st, 0, sizeof(uint32_t) * (size_t)s->n2);
    memset(s->libmark, 0, sizeof(uint32_t) * (size_t)s->n2);
#ifndef FM_SMALL_FLASH
    memset(s->vslot, 0, sizeof(int) * (size_t)(s->n + 1));
    memset(s->adirty, 0, sizeof(uint32_t) * (size_t)(s->n + 1));
    s->try_mark = -1;
#endif
    return s;
}

void fm_lean_set_node_limit(fm_lean *s, uint64_t max_nodes)
{
    s->node_limit = max_nodes;
}

void fm_lean_set_probing(fm_lean *s, int on)
{
    s->flags = on ? s->flags | LF_PROBING : s->flags & ~LF_PROBING;
}

void fm_lean_set_window(fm_lean *s, const unsigned char *inside)
{
    s->window = inside;
}

/* Forbids v at empty cell y. A deduced ban is dropped when the trail is nearly full (weaker, still
   sound); a branch's ban (required) then overflows. -1 only on overflow. */
int lean_do_ban(fm_lean *s, int y, int v, int required)
{
    if (banned(s, y, v))
        return 0;
    if (!required && s->ttop >= s->tcap - 3 * s->n - 16) {
        s->flags |= LF_DROPPED;
        return 0;
    }
    if (v <= 64) {
        if (push(s, T_BAN, y, v) != 0)
            return -1;
        s->ban[y] |= (uint64_t)1 << (v - 1);
    } else {
        if (s->xtop >= s->xcap) {
            if (!required)
                return 0;
            s->overflow = 1;
            return -1;
        }
        if (push(s, T_XBAN, y, v) != 0)
            return -1;
        s->xban_cell[s->xtop] = y;
        s->xban_val[s->xtop++] = v;
    }
    wake(s, y, v, -1);
    return 0;
}

/* Joins the groups rooted at a and b (the larger absorbs the smaller); the new root, or -1. */
static int merge(fm_lean *s, int a, int b)
{
    int x, t;
    if (s->size[a] < s->size[b]) {
        t = a;
        a = b;
        b = t;
    }
    if (push(s, T_MERGE, a, b) != 0)
        return -1;
    put_bit(s->open_bits, b, 0);
    x = b;
    do {
        s->root[x] = a;
        x = s->next[x];
    } while (x != b);
    t = s->next[a];
    s->next[a] = s->next[b];
    s->next[b] = t;
    s->size[a] += s->size[b];
    return a;
}

void lean_undo_to(fm_lean *s, int mark)
{
    while (s->ttop > mark) {
        const int *t = s->trail + 3 * --s->ttop;
        int a = t[1], b = t[2], x, tmp;
        switch (t[0]) {
        case T_ASSIGN:
            s->val[a] = 0;
            put_bit(s->empty_bits, a, 1);
            put_bit(s->open_bits, a, 0);
            break;
        case T_MERGE:
            tmp = s->next[a];
            s->next[a] = s->next[b];
            s->next[b] = tmp;
            s->size[a] -= s->size[b];
            x = b;
            do {
                s->root[x] = b;
                x = s->next[x];
            } while (x != b);
            put_bit(s->open_bits, a, s->size[a] < s->val[a]);
            put_bit(s->open_bits, b, s->size[b] < s->val[b]);
            break;
        case T_BAN:
            s->ban[a] &= ~((uint64_t)1 << (b - 1));
            break;
        default:
            s->xtop--;
            break;
        }
    }
}

/* Places v in empty cell c, merging the groups of v around it; -1 on a contradiction. */
int lean_assign(fm_lean *s, int c, int v)
{
    int k, r = c;
    if (s->val[c] != 0)
        return s->val[c] == v ? 0 : -1;
    if (banned(s, c, v) || push(s, T_ASSIGN, c, 0) != 0)
        return -1;
    s->val[c] = v;
    s->root[c] = c;
    s->next[c] = c;
    s->size[c] = 1;
    put_bit(s->empty_bits, c, 0);
    for (k = 0; k < 4; k++) {
        int y = c + s->off[k];
        if (s->val[y] == v && s->root[y] != r && (r = merge(s, r, s->root[y])) < 0)
            return -1;
    }
    put_bit(s->open_bits, r, s->size[r] < v);
    if (s->size[r] > v)
        return -1;
    enqueue(s, r);
    for (k = 0; k < 4; k++) {
        int y = c + s->off[k];
        if (s->val[y] > 0 && s->val[y] != v && (s->size[s->root[y]] < s->val[y] || (s->flags & LF_DROPPED)))
            enqueue(s, s->root[y]); /* lost a way out (a complete group has none to lose) */
        else if (s->val[y] == 0)
            wake(s, y, v, r); /* a group of v beyond y would now merge with more */
    }
    return 0;
}

/* Value of alternative alt of a kind-1 frame: the preferred value first, then 1..limit. */
static int kind1_value(const lframe *f, int p)
{
    if (p < 1 || p > f->limit)
        return f->alt + 1;
    if (f->alt == 0)
        return p;
    return f->alt < p ? f->alt : f->alt + 1;
}

/* Applies alternative f->alt (or the next one that does not fail at once); -1 when none is left. */
static int apply_alt(fm_lean *s, lframe *f)
{
    int limit = f->kind == 0 ? 2 : f->limit;
    for (; f->alt < limit; f->alt++) {
        int r;
        if (f->kind == 0 && (f->alt == 0) != f->first)
            r = lean_assign(s, f->cell, f->val);
        else if (f->kind == 0)
            r = lean_do_ban(s, f->cell, f->val, 1);
        else
            r = lean_assign(s, f->cell, kind1_value(f, s->pref[f->cell]));
        if (r == 0)
            return 0;
        lean_undo_to(s, f->mark);
        clear_queue(s);
        if (s->overflow)
            return -1;
    }
    return -1;
}

/* The cells outside the window become walls that forbid their value on the window's cells beside them;
   0, or -1 on a trail overflow. */
static int wall_off(fm_lean *s, const fm_val *puzzle)
{
    int i, k;
    for (i = 0; i < s->n; i++)
        if (!s->window[i]) {
            s->val[s->cell[i]] = WALL;
            put_bit(s->empty_bits, s->cell[i], 0);
        }
    for (i = 0; i < s->n; i++)
        for (k = 0; k < 4 && !s->window[i] && puzzle[i] != 0; k++) {
            int y = s->cell[i] + s->off[k];
            if (s->val[y] == 0 && lean_do_ban(s, y, puzzle[i], 1) != 0)
                return -1;
        }
    return 0;
}

/* Sets the board up for a solve and runs the root's propagation; returns its status (0 or -1), or 1
   when the clue excl_cell already holds excl_val (no solution counts). */
static int set_up(fm_lean *s, const fm_val *puzzle, int excl_cell, fm_val excl_val, const fm_val *prefer,
                  lchoice *ch, fm_stats *st)
{
    int status = 0, i;
    memset(st, 0, sizeof *st);
    memset(s->empty_bits, 0, sizeof(uint64_t) * (size_t)s->nwords);
    memset(s->open_bits, 0, sizeof(uint64_t) * (size_t)s->nwords);
    for (i = 0; i < s->n; i++) {
        int p = s->cell[i];
        s->val[p] = 0;
        s->ban[p] = 0;
        s->pref[p] = prefer ? prefer[i] : 0;
        put_bit(s->empty_bits, p, 1);
    }
    s->ttop = s->xtop = 0;
    s->overflow = 0;
    s->flags &= ~LF_DROPPED;
    clear_queue(s);
    s->qhead = s->qtail = 0;
    st->nodes = 1;
    s->focus = -1;
    if (excl_cell >= 0 && excl_cell < s->n) {
        s->focus = s->cell[excl_cell];
        s->fr = s->focus / s->stride;
        s->fc = s->focus % s->stride;
        if (puzzle[excl_cell] == excl_val) {
            s->window = NULL; /* for this solve only, whatever its end */
            return 1;
        }
        if (excl_val >= 1)
            lean_do_ban(s, s->cell[excl_cell], excl_val, 1);
    }
    if (s->window)
        status = wall_off(s, puzzle);
    s->window = NULL; /* for this solve only */
    for (i = 0; i < s->n && status == 0; i++)
        if (puzzle[i] != 0 && s->val[s->cell[i]] == 0 && lean_assign(s, s->cell[i], puzzle[i]) != 0)
            status = -1;
    s->base = -1;
    s->depth = 0;
    if (status == 0)
        return lean_propagate_probe(s, ch, st);
    clear_queue(s);
    return status;
}

/* The board set_up left with status: into out when it holds (0), else -1 or FM_ERR_SIZE. */
static int root_board(const fm_lean *s, int status, fm_val *out)
{
    int i;
    if (s->overflow)
        return FM_ERR_SIZE;
    for (i = 0; status == 0 && i < s->n; i++)
        out[i] = (fm_val)s->val[s->cell[i]];
    return status == 0 ? 0 : -1;
}

int fm_lean_implied(fm_lean *s, const fm_val *puzzle, fm_val *out)
{
    fm_stats st;
    lchoice ch;
    int status = set_up(s, puzzle, -1, 0, NULL, &ch, &st);
    if (status == 0) { /* the near sweeps' fixpoint, then the rules' own (lean_int.h, LF_WHOLE) */
        s->flags |= LF_WHOLE;
        status = lean_propagate_probe(s, &ch, &st);
        s->flags &= ~LF_WHOLE;
    }
    return root_board(s, status, out);
}

/* The search from the root set_up left (status and branch ch): as fm_lean_solve. */
static long search(fm_lean *s, int status, lchoice ch, long limit, fm_val *first, fm_stats *st)
{
    long count = 0;
    int depth = 0, i;
    if (limit < 1)
        limit = 1;
    for (;;) {
        if (s->overflow)
            return FM_ERR_SIZE;
        if (status == 0 && ch.kind == 2) {
            count++;
            if (count == 1 && first)
                for (i = 0; i < s->n; i++)
                    first[i] = (fm_val)s->val[s->cell[i]];
            if (count >= limit)
                return count;
            status = -1;
            continue;
        }
        if (status == 0) {
            lframe *f;
            if (depth >= s->fcap)
                return FM_ERR_SIZE;
            f = &s->frames[depth++];
            if (depth > st->max_depth)
                st->max_depth = depth;
            f->mark = s->ttop;
            f->kind = ch.kind;
            f->cell = ch.cell;
            f->val = ch.val;
            f->limit = ch.limit;
            f->alt = 0;
            f->first = ch.kind == 0 && s->pref[ch.cell] != 0 && s->pref[ch.cell] != ch.val;
            if (apply_alt(s, f) != 0) {
                depth--;
                status = -1;
                continue;
            }
        } else {
            st->backtracks++;
            for (;;) {
                lframe *f;
                if (depth == 0)
                    return s->overflow ? FM_ERR_SIZE : count;
                f = &s->frames[depth - 1];
                lean_undo_to(s, f->mark);
                f->alt++;
                if (apply_alt(s, f) == 0)
                    break;
                if (s->overflow)
                    return FM_ERR_SIZE;
                depth--;
            }
        }
        st->nodes++;
        if (s->node_limit && st->nodes > s->node_limit)
            return FM_ERR_LIMIT;
        s->base = depth > 0 ? s->frames[depth - 1].mark : -1;
        s->depth = depth;
        status = lean_propagate_probe(s, &ch, st);
    }
}

long fm_lean_solve(fm_lean *s, const fm_val *puzzle, long limit, fm_val *first, int excl_cell,
                   fm_val excl_val, const fm_val *prefer, fm_stats *stats)
{
    fm_stats local_stats;
    fm_stats *st = stats ? stats : &local_stats;
    lchoice ch;
    int status = set_up(s, puzzle, excl_cell, excl_val, prefer, &ch, st);
    return status == 1 ? 0 : search(s, status, ch, limit, first, st);
}

long fm_solve_both(fm_lean *l, fm_solver *s, const fm_val *puzzle, long limit, fm_val *first, int excl_cell,
                   fm_val excl_val, const fm_val *prefer, fm_val *scratch, fm_stats *stats, int *region)
{
    fm_stats local_stats;
    fm_stats *st = stats ? stats : &local_stats;
    lchoice ch;
    long got;
    int status, rooted;
    fm_lean_set_node_limit(l, FM_LEAN_FIRST_NODES);
    fm_lean_set_probing(l, 1);
    status = set_up(l, puzzle, excl_cell, excl_val, prefer, &ch, st);
    if (status == 1)
        return 0;
    rooted = root_board(l, status, scratch) == 0; /* what the root implies, for the region solver */
    got = search(l, status, ch, limit, first, st);
    if (region)
        *region = got < 0;
    if (got >= 0)
        return got;
    fm_solver_set_probing(s, 1);
    return fm_solve(s, rooted ? scratch : puzzle, limit, first, excl_cell, excl_val, stats);
}
