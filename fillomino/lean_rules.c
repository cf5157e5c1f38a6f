/* lean_rules.c: the lean solver's rules: a group's local rules woken by each change, then at a fixpoint a
   sweep near what changed (ways out, reach, fresh regions), and the optional look-ahead. */
#include "fillomino/lean_int.h"

/* Size of group g (value v) after empty cell y joins it: every group of v around y merges too. */
static inline int merged(const fm_lean *s, int y, int v, int g)
{
    int total = s->size[g] + 1, got[4], ng = 0, k, j;
    for (k = 0; k < 4; k++) {
        int q = y + s->off[k], rq;
        if (s->val[q] != v || (rq = s->root[q]) == g)
            continue;
        for (j = 0; j < ng && got[j] != rq; j++)
            ;
        if (j == ng) {
            got[ng++] = rq;
            total += s->size[rq];
        }
    }
    return total;
}

/* A group's local rules: complete, it walls its border off; open, it needs a way out, and takes
   the only one. */
static int examine(fm_lean *s, int g)
{
    int v = s->val[g], x = g, count = 0, last = -1, k;
    uint32_t st;
    if (s->size[g] >= v) {
        do {
            for (k = 0; k < 4; k++) {
                int y = x + s->off[k];
                if (s->val[y] == 0 && lean_do_ban(s, y, v, 0) != 0)
                    return -1;
            }
            x = s->next[x];
        } while (x != g);
        return 0;
    }
    st = next_stamp(s);
    do {
        for (k = 0; k < 4; k++) {
            int y = x + s->off[k];
            if (s->val[y] != 0 || s->seen[y] == st)
                continue;
            s->seen[y] = st;
            if (banned(s, y, v) || merged(s, y, v, g) > v)
                continue;
            if (++count > 1)
                return 0;
            last = y;
        }
        x = s->next[x];
    } while (x != g);
    return count == 0 ? -1 : lean_assign(s, last, v);
}

static int local(fm_lean *s)
{
    while (s->qhead != s->qtail) {
        int g = s->queue[s->qhead];
        if (++s->qhead == s->n2 + 1)
            s->qhead = 0;
        s->inq[g] = 0;
        if (s->val[g] > 0 && s->root[g] == g && examine(s, g) != 0)
            return -1;
    }
    return 0;
}

static inline int touches(const fm_lean *s, int y, int v)
{
    return s->val[y + s->off[0]] == v || s->val[y + s->off[1]] == v || s->val[y + s->off[2]] == v ||
           s->val[y + s->off[3]] == v;
}

/* A new region of k cells (none filled yet) can hold empty cell y: k cells connected to y may take
   k and touch no k. */
static int fresh_fits(fm_lean *s, int y, int k)
{
    int head = 0, tail = 1, j;
    uint32_t cur;
    if (banned(s, y, k) || touches(s, y, k))
        return 0;
    if (k == 1)
        return 1;
    cur = next_stamp(s);
    s->seen[y] = cur;
    s->bfs[0] = y;
    while (head < tail) {
        int x = s->bfs[head++];
        for (j = 0; j < 4; j++) {
            int z = x + s->off[j];
            if (s->val[z] != 0 || s->seen[z] == cur)
                continue;
            s->seen[z] = cur;
            if (banned(s, z, k) || touches(s, z, k))
                continue;
            s->bfs[tail++] = z;
            if (tail >= k)
                return 1;
        }
    }
    return 0;
}

/* Size of the connected empty area of empty cell y (labelled once per sweep). */
static int area_of(fm_lean *s, int y, uint32_t sweep)
{
    int head = 0, tail = 1, j;
    if (s->area_st[y] == sweep)
        return s->area_len[y];
    s->area_st[y] = sweep;
    s->bfs[0] = y;
    while (head < tail) {
        int x = s->bfs[head++];
        for (j = 0; j < 4; j++) {
            int z = x + s->off[j];
            if (s->val[z] == 0 && s->area_st[z] != sweep) {
                s->area_st[z] = sweep;
                s->bfs[tail++] = z;
            }
        }
    }
    for (j = 0; j < tail; j++)
        s->area_len[s->bfs[j]] = tail;
    return tail;
}

/* Breadth first from open group g (value v) for at most v - size steps through empty cells that may
   take v (never through blocked) and other open groups of v that could join, stopping once stop
   cells are met; the first step only to g's ways out (ways_out(s, g) just before). Returns the
   cells met, which are s->bfs[size .. size + count). */
static int walk(fm_lean *s, int g, int blocked, int stop)
{
    int v = s->val[g], need = v - s->size[g], head = 0, tail = 0, x = g, k, cap, d = 0, level_end;
    uint32_t cur = next_stamp(s);
    if (blocked >= 0)
        s->seen[blocked] = cur;
    do {
        s->seen[x] = cur;
        s->bfs[tail++] = x;
        x = s->next[x];
    } while (x != g);
    cap = tail + stop;
    level_end = tail; /* the cells at distance d are bfs[.. level_end) */
    while (head < tail) {
        if (head == level_end) {
            d++;
            level_end = tail;
        }
        if (d >= need)
            break; /* the rest is as far */
        x = s->bfs[head++];
        for (k = 0; k < 4; k++) {
            int y = x + s->off[k], vy = s->val[y];
            if (s->seen[y] == cur)
                continue;
            if (vy == 0) {
                if (d == 0) {
                    if (s->libmark[y] != s->libst) {
                        s->seen[y] = cur;
                        continue;
                    }
                } else if (banned(s, y, v)) {
                    continue;
                }
            } else if (vy != v ||
                       (s->val[x] == 0 && s->size[s->root[y]] + s->size[g] + d > v)) {
                continue; /* another value, or a group of v too large to join on this path */
            }
            s->seen[y] = cur;
            s->par[y] = d > 0 ? x : -1;
            s->bfs[tail++] = y;
            if (tail >= cap)
                return tail - s->size[g];
        }
    }
    return tail - s->size[g];
}

/* The ways out of open group g (value v) into s->libs (and marked in libmark); returns their number. */
static int ways_out(fm_lean *s, int g)
{
    int v = s->val[g], nlib = 0, x = g, k;
    uint32_t cur = next_stamp(s);
    s->libst = cur;
    do {
        for (k = 0; k < 4; k++) {
            int y = x + s->off[k];
            if (s->val[y] == 0 && s->seen[y] != cur) {
                s->seen[y] = cur;
                if (!banned(s, y, v) && merged(s, y, v, g) <= v) {
                    s->libs[nlib++] = y;
                    s->libmark[y] = cur;
                }
            }
        }
        x = s->next[x];
    } while (x != g);
    return nlib;
}

/* Open group g needs a way out and enough cells within reach: fails without; takes the only way
   out, every cell met when there are exactly enough, or a way out without which too few remain (when
   deep, any cell met, if at most 3 times the need). A cell is tried (a walk that avoids it) only when
   the cells met outside its subtree of the first walk are fewer than the need. Returns -1, 1
   (forced), or 0 with *lib the ways out and *lastlib one of them. */
static int reach(fm_lean *s, int g, int deep, int *lib, int *lastlib)
{
    int v = s->val[g], sz = s->size[g], need = v - sz, count, i, nlib = ways_out(s, g), tail, nmet = 0;
    *lib = nlib;
    *lastlib = nlib > 0 ? s->libs[nlib - 1] : -1;
    if (nlib == 0)
        return -1;
    if (nlib == 1)
        return lean_assign(s, *lastlib, v) != 0 ? -1 : 1;
    if (nlib > need)
        return 0; /* any cell left out, the other ways out still give the need: nothing to take */
    count = walk(s, g, -1, (deep ? 3 : 2) * need + 1);
    tail = sz + count;
    if (count < need)
        return -1;
    if (count == need) {
        for (i = sz; i < tail; i++)
            if (s->val[s->bfs[i]] == 0 && lean_assign(s, s->bfs[i], v) != 0)
                return -1;
        return 1;
    }
    if (deep && count > 3 * need)
        deep = 0;
    for (i = sz; i < tail; i++) {
        int x = s->bfs[i];
        s->met[nmet++] = x;
        s->sub[x] = 1;
    }
    for (i = nmet - 1; i >= 0; i--) { /* subtree sizes: children come after parents */
        int p = s->par[s->met[i]];
        if (p >= 0)
            s->sub[p] += s->sub[s->met[i]];
    }
    for (i = 0; i < nmet; i++) {
        int x = s->met[i];
        if (s->val[x] != 0 || count - s->sub[x] >= need || (!deep && s->libmark[x] != s->libst))
            continue;
        if (walk(s, g, x, need) < need)
            return lean_assign(s, x, v) != 0 ? -1 : 1;
    }
    return 0;
}

/* An open group of v could take empty cell y: breadth first from y through empty cells that may
   take v and cells of open groups of v, within maxneed steps, to an open group of v no nearer than
   its need allows. */
static int reached_by(fm_lean *s, int y, int v, int maxneed)
{
    int head = 0, tail = 1, k;
    uint32_t cur = next_stamp(s);
    s->seen[y] = cur;
    s->dist[y] = 1;
    s->bfs[0] = y;
    while (head < tail) {
        int x = s->bfs[head++], d = s->dist[x];
        for (k = 0; k < 4; k++) {
            int z = x + s->off[k], vz = s->val[z];
            if (s->seen[z] == cur)
                continue;
            s->seen[z] = cur;
            if (vz == v) {
                int r = s->root[z];
                if (s->size[r] < v && d <= v - s->size[r])
                    return 1;
            } else if (vz == 0 && d < maxneed && !banned(s, z, v)) {
                s->dist[z] = d + 1;
                s->bfs[tail++] = z;
            }
        }
    }
    return 0;
}

/* Order of branches: fewer ways out, then (with a focus) nearer the excluded cell, then less need. */
static int branch_key(const fm_lean *s, int y, int lib, int need)
{
    int d = 0;
    if (s->focus >= 0) {
        int r = y / s->stride - s->fr, c = y % s->stride - s->fc;
        d = (r < 0 ? -r : r) + (c < 0 ? -c : c);
    }
    return (lib < 8 ? lib : 8) * 65536 + d * 64 + need;
}

/* The sweep at a fixpoint of the local rules. Returns -1, 1 (something forced: run the local rules
   again), or 0 with the branch in *ch. */
/* Marks the cells within NEAR_RADIUS steps (by rows and columns) of a cell the trail changed since
   s->base; returns 0 when there were too many changes to be worth it (every cell is then near). */
static int mark_near(fm_lean *s)
{
    int e;
    if ((s->flags & LF_WHOLE) || s->base < 0 || s->ttop - s->base > NEAR_CHANGES)
        return 0;
    memset(s->near_bits, 0, sizeof(uint64_t) * (size_t)s->nwords);
    for (e = s->base; e < s->ttop; e++) {
        const int *t = s->trail + 3 * e;
        int p = t[1], r0 = p / s->stride, c0 = p % s->stride, r;
        if (t[0] == T_MERGE)
            continue; /* the placement that merged is on the trail too */
        for (r = r0 - NEAR_RADIUS; r <= r0 + NEAR_RADIUS; r++) {
            int span = NEAR_RADIUS - (r < r0 ? r0 - r : r - r0), lo = c0 - span, hi = c0 + span;
            if (r < 1 || r > s->h)
                continue;
            if (lo < 1)
                lo = 1;
            if (hi > s->w)
                hi = s->w;
            put_span(s->near_bits, r * s->stride + lo, r * s->stride + hi);
        }
    }
    return 1;
}

/* Some cell of group g is near a change. */
static int group_near(const fm_lean *s, int g)
{
    int x = g;
    do {
        if (has_bit(s->near_bits, x))
            return 1;
        x = s->next[x];
    } while (x != g);
    return 0;
}

static int sweep(fm_lean *s, lchoice *ch, fm_stats *st)
{
    uint32_t sw;
    int i, g, y, best_lib = 0x7fffffff, best_key = 0x7fffffff, best_area = 0x7fffffff, forced = 0, nf = 0;
    int nv = 0, far = 0, partial = mark_near(s), start = s->ttop;
    const uint64_t *within;
#ifndef FM_SMALL_FLASH
    /* In a try (host only), the values gathered so far stand for the open groups far from the changes
       since s->base (each is as it was on the try's start board or at an earlier sweep of the try), and
       until the loop fills a cell only the groups near a change are looked at (lean_tries.c). */
    int fast = s->try_mark >= 0 && partial;
#define FAST (fast && s->ttop == start)
#define NEXT_OPEN(from) lean_next_open(s, from, FAST, &far)
    if (s->try_mark >= 0)
        nv = s->nacc;
    if (fast)
        lean_mark_near_roots(s);
#else
#define FAST 0
#define NEXT_OPEN(from) next_bit(s->open_bits, NULL, s->nwords, from)
#endif
    sw = next_stamp(s);
    st->passes++;
    ch->kind = 2;
    /* Open groups: each looks at the board as the earlier ones left it. Groups far from every change
       since the last complete sweep are left as they were then (their value and need are noted, and
       they are branched on only when no near group is open). */
    for (g = NEXT_OPEN(0); g >= 0; g = NEXT_OPEN(g + 1)) {
        int v = s->val[g], lib = 0, lastlib = -1, r = 0, j = value_slot(s, v, &nv), near;
        if (v - s->size[g] > s->vneed[j])
            s->vneed[j] = v - s->size[g];
        near = !partial || FAST || group_near(s, g);
        if (!near) {
            far++;
            continue;
        }
        r = reach(s, g, s->depth == 0, &lib, &lastlib);
        if (r < 0)
            return -1;
        forced |= r;
        if (r == 0 && branch_key(s, lastlib, lib, v - s->size[g]) < best_key) {
            best_lib = lib;
            best_key = branch_key(s, lastlib, lib, v - s->size[g]);
            ch->kind = 0;
            ch->cell = lastlib;
            ch->val = v;
        }
    }
#ifndef FM_SMALL_FLASH
    if (s->try_mark >= 0) {
        s->nacc = nv;
        lean_mark_dirty_areas(s, sw);
    }
#endif
#undef FAST
#undef NEXT_OPEN
    if (far > 0 || forced)
        best_lib = 0; /* some group is open */
    /* Empty cells, all on this one board (the lone values found are placed afterwards): the sizes
       of new regions that fit around the cell, then the open groups that reach it. */
    within = partial && best_lib != 0x7fffffff ? s->near_bits : NULL; /* NULL: every empty cell */
    for (y = next_bit(s->empty_bits, within, s->nwords, 0); y >= 0;
         y = next_bit(s->empty_bits, within, s->nwords, y + 1)) {
        int cands = 0, cv = 0, k, a;
#ifndef FM_SMALL_FLASH
        if (s->try_mark >= 0 && s->adirty[s->alab[y]] != sw)
            a = s->asize[s->alab[y]]; /* an area of the try's start board no fill has touched */
        else
#endif
            a = area_of(s, y, sw);
        if (partial && !has_bit(s->near_bits, y))
            cands = 2;
        for (k = 1; k <= a && cands < 2; k++)
            if (fresh_fits(s, y, k)) {
                cands++;
                cv = k;
            }
        for (k = 0; k < nv && cands < 2; k++)
            if (s->vals[k] != cv && !banned(s, y, s->vals[k]) &&
                reached_by(s, y, s->vals[k], s->vneed[k])) {
                cands++;
                cv = s->vals[k];
            }
        if (cands == 0)
            return -1;
        if (cands == 1) {
            s->libs[nf] = y;
            s->dist[nf++] = cv;
            continue;
        }
        if (best_lib == 0x7fffffff && a < best_area) {
            best_area = a;
            ch->kind = 1;
            ch->cell = y;
            ch->limit = a;
        }
    }
    for (i = 0; i < nf; i++)
        if (lean_assign(s, s->libs[i], s->dist[i]) != 0)
            return -1;
    forced |= nf > 0;
    s->base = start; /* everything was looked at: the next sweep needs only what changed since */
    if (forced)
        return 1;
    /* No near group open: branch on a far one. */
    far = far > 0 && ch->kind == 2;
    for (g = next_bit(s->open_bits, NULL, s->nwords, 0); g >= 0 && far;
         g = next_bit(s->open_bits, NULL, s->nwords, g + 1)) {
        int v = s->val[g], lib;
        lib = ways_out(s, g);
        if (lib < 2) /* a group of v beyond a way out grew */
            return lib == 0 ? -1 : (lean_assign(s, s->libs[0], v) != 0 ? -1 : 1);
        if (branch_key(s, s->libs[lib - 1], lib, v - s->size[g]) < best_key) {
            best_key = branch_key(s, s->libs[lib - 1], lib, v - s->size[g]);
            ch->kind = 0;
            ch->cell = s->libs[lib - 1];
            ch->val = v;
        }
    }
    return 0;
}

static int propagate(fm_lean *s, lchoice *ch, fm_stats *st)
{
    for (;;) {
        int r = local(s);
        if (r == 0)
            r = sweep(s, ch, st);
        if (r < 0) {
            clear_queue(s);
            return -1;
        }
        if (r == 0)
            return 0;
    }
}

/* One try of the look-ahead: cell y takes v (take) or is forbidden v, then the rules run; everything is
   undone. 1 when the try fails; *placed: the cells it filled, plus one. */
static int try_fails(fm_lean *s, int y, int v, int take, fm_stats *st, long *placed)
{
    int mark = s->ttop, base = s->base, r, e;
    lchoice dummy;
#ifndef FM_SMALL_FLASH
    lean_try_begin(s, mark);
#endif
    r = take ? lean_assign(s, y, v) : lean_do_ban(s, y, v, 1);
    if (r == 0)
        r = propagate(s, &dummy, st);
#ifndef FM_SMALL_FLASH
    s->try_mark = -1;
#endif
    for (e = mark, *placed = 1; e < s->ttop; e++)
        *placed += s->trail[3 * e] == T_ASSIGN;
    lean_undo_to(s, mark);
    clear_queue(s);
    s->base = base;
    return r != 0 && !s->overflow;
}

/* propagate, then (with probing) look-ahead to a fixpoint: each way out of each open group is tried
   taken and forbidden; a way that fails is forbidden, one whose ban fails is taken, and the rules run
   again at once. The branch is then the way whose two tries filled the most cells (the product), as in
   the region solver (exact-minimal 11x11: 1.7x faster, the same puzzles). The tries go in rounds over
   the cells until a round changes nothing; a round ends early once it passes, having changed nothing, the
   cell whose try last changed the board in the round before: the tries after that one started from this
   board and would change nothing again (the branch: the best of this round's tries, else of those, as a
   whole round would pick it). Once a ban was dropped (the trail nearly full) every round runs whole.
   Returns as propagate. */
int lean_propagate_probe(fm_lean *s, lchoice *ch, fm_stats *st)
{
    int changed = -2, last, cell = 0, val = 0, tcell = 0, tval = 0;
    long best = -1, tbest = -1, took, left;
    if (propagate(s, ch, st) != 0)
        return -1;
#ifndef FM_SMALL_FLASH
    s->kept = 0;
#endif
    while ((s->flags & LF_PROBING) && changed != -1 && ch->kind != 2 && !s->overflow) {
        int y;
        best = -1;
        last = changed;
        changed = -1;
        for (y = next_bit(s->empty_bits, NULL, s->nwords, 0); y >= 0 && ch->kind != 2;
             y = next_bit(s->empty_bits, NULL, s->nwords, y + 1)) {
            int k, j, vals[4];
            for (k = 0; k < 4 && s->val[y] == 0; k++) {
                int q = y + s->off[k], v = s->val[q], fact;
                vals[k] = v;
                for (j = 0; j < k && vals[j] != v; j++)
                    ;
                if (v <= 0 || j < k || s->size[s->root[q]] >= v || banned(s, y, v) ||
                    merged(s, y, v, s->root[q]) > v)
                    continue;
                if (y > last && last >= 0 && changed < 0 && !(s->flags & LF_DROPPED)) {
                    if (tbest > best) { /* every try on this board is done: the first best in cell order */
                        best = tbest;
                        cell = tcell;
                        val = tval;
                    }
                    goto done;
                }
                if (try_fails(s, y, v, 1, st, &took))
                    fact = lean_do_ban(s, y, v, 0) == 0 && banned(s, y, v) ? 1 : 0;
                else if (try_fails(s, y, v, 0, st, &left))
                    fact = lean_assign(s, y, v) == 0 ? 1 : -1;
                else {
                    if (took * left > best) {
                        best = took * left;
                        cell = y;
                        val = v;
                    }
                    if (changed >= 0 && took * left > tbest) { /* the tries after this round's last change */
                        tbest = took * left;
                        tcell = y;
                        tval = v;
                    }
                    continue;
                }
                if (fact < 0 || (fact > 0 && propagate(s, ch, st) != 0))
                    return -1;
                if (fact > 0) {
#ifndef FM_SMALL_FLASH
                    s->kept = 0; /* the board moved on */
#endif
                    changed = y;
                    tbest = -1;
                }
            }
        }
    }
done:
    if (changed == -1 && best >= 0 && ch->kind != 2) { /* the board is the one every try started from */
        ch->kind = 0;
        ch->cell = cell;
        ch->val = val;
    }
    return 0;
}
