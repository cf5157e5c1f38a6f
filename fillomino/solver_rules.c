/* solver_rules.c: the region solver's propagation passes: groups labelled, open groups' only extensions
   forced, reach and zone bounds checked, each empty cell's open values found and a lone one forced. */
#include "fillomino/solver_int.h"

/* Labels the group of filled cell c as group nc from comp_cells[pos]; returns its size, or -1 when it
   touches a frozen group of its value (it would join a complete group). */
static int label_one(fm_solver *s, int c, int nc, int pos)
{
    fm_val v = s->val[c];
    int i, end = pos;
    s->comp_start[nc] = pos;
    s->comp[c] = nc;
    s->comp_cells[end++] = c;
    for (i = pos; i < end; i++) {
        const int *p = s->nb + 4 * s->comp_cells[i];
        int k;
        for (k = 0; k < 4 && p[k] >= 0; k++)
            if (s->val[p[k]] == v) {
                if (s->comp[p[k]] < 0) {
                    s->comp[p[k]] = nc;
                    s->comp_cells[end++] = p[k];
                } else if (s->comp[p[k]] < s->nfrozen) {
                    return -1;
                }
            }
    }
    s->comp_size[nc] = end - pos;
    return end - pos;
}

void solver_freeze(fm_solver *s)
{
    int c, nc = 0, pos = 0, i;
    s->nfrozen = 0;
    for (c = 0; c < s->n; c++)
        s->comp[c] = -1;
    for (c = 0; c < s->n; c++) {
        int size;
        if (s->val[c] == 0 || s->comp[c] >= 0)
            continue;
        size = label_one(s, c, nc, pos);
        if (size == (int)s->val[c]) {
            for (i = pos; i < pos + size; i++)
                s->area[s->comp_cells[i]] = s->n; /* a wall to label_zones for good */
            pos += size;
            nc++;
        } else { /* open or too large: labelled again on each pass */
            for (i = pos; i < pos + size; i++)
                s->comp[s->comp_cells[i]] = -2;
        }
    }
    memset(s->fval_all, 0, (size_t)s->n + 1);
    for (i = 0; i < nc; i++)
        s->fval_all[s->val[s->comp_cells[s->comp_start[i]]]] = 1;
    s->fval = s->fval_all;
    s->nfrozen = s->nfrozen_all = nc;
    s->frozen_cells = s->frozen_all = pos;
    s->nlive_all = 0;
    for (c = 0; c < s->n; c++)
        if (s->comp[c] < 0)
            s->live_all[s->nlive_all++] = c;
    s->live = s->live_all;
    s->nlive = s->nlive_all;
}

/* Labels the groups of equal numbers: the frozen ones keep their labels, the others come after them.
   Lists the empty cells (in live order) and clears the live cells' zones, but for the cells of complete
   groups, walls to label_zones (zone n; frozen cells keep theirs). Returns the number of groups, or -1
   if one is too large. */
static int label_groups(fm_solver *s)
{
    int nc = s->nfrozen, pos = s->frozen_cells, j, j2, ne = 0;
    s->ncomplete = 0;
    for (j = 0; j < s->nlive; j++) {
        int c = s->live[j];
        s->comp[c] = -1;
        s->area[c] = -1;
        if (s->val[c] == 0)
            s->empty[ne++] = c;
    }
    s->nempty = ne;
    for (j = 0; j < s->nlive; j++) {
        int c = s->live[j], size;
        if (s->val[c] == 0 || s->comp[c] >= 0)
            continue;
        size = label_one(s, c, nc, pos);
        if (size < 0 || size > (int)s->val[c])
            return -1;
        if (size == (int)s->val[c]) { /* complete: a wall between zones */
            s->ncomplete++;
            for (j2 = pos; j2 < pos + size; j2++)
                s->area[s->comp_cells[j2]] = s->n;
        }
        pos += size;
        nc++;
    }
    s->comp_start[nc] = pos;
    s->ngroups = nc;
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

/* Labels the empty areas among the empty cells still unlabelled (area -1), numbered from na; raises
   *max_area to the largest. Returns the next free number. */
int solver_fill_areas(fm_solver *s, int na, int *max_area)
{
    int j;
    for (j = 0; j < s->nempty; j++) {
        int head = 0, tail = 0, c = s->empty[j];
        if (s->area[c] >= 0)
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
        if (tail > *max_area)
            *max_area = tail;
        s->area_size[na++] = tail;
    }
    return na;
}

/* Labels the empty areas (for the sizes a new region can take); a recording pass saves them for the
   tries. Returns the size of the largest (0 when no cell is empty). */
static int label_areas(fm_solver *s)
{
    int j, na, max_area = 0;
    for (j = 0; j < s->nempty; j++)
        s->area[s->empty[j]] = -1;
    if (s->recording) {
        na = solver_fill_areas(s, 0, &max_area);
        for (j = 0; j < s->nempty; j++)
            s->area_rec[s->empty[j]] = s->area[s->empty[j]];
        memcpy(s->area_rec_size, s->area_size, sizeof(int) * (size_t)na);
        s->narea_rec = na;
        s->area_snap = s->rc_snap;
    } else if (!solver_areas_again(s, &max_area)) {
        solver_fill_areas(s, 0, &max_area);
    }
    return max_area;
}

/* Empty cell c may belong to a new region of v: not forbidden v, no neighbour holds v. */
static int fresh_ok(const fm_solver *s, int c, fm_val v)
{
    return s->val[c] == 0 && new_value_ok(s, c, v);
}

/* Adds to each empty cell the sizes of new regions (no filled cell in them) that could hold it:
   v fits when at least v cells that may take a fresh v connect to c. Values that no cell holds
   and no exclusion names behave alike: only the empty area's size matters. Cells that already
   have 3 values are skipped, in a look-ahead try 2 (a try keeps what fails and what is forced, not
   the choice, so a cell with two values is done); a search from c stops once it has met v cells. */
static void new_region_cands(fm_solver *s)
{
    int n = s->n, i, j, v, max_area, a1 = 0, a2 = 0, nopen, enough = s->recording ? 3 : 2;
    uint32_t pres = next_stamp(s);
    max_area = label_areas(s);
    for (j = s->nfrozen; j < s->ngroups; j++) { /* the frozen groups' values are in s->fval */
        fm_val gv = s->val[s->comp_cells[s->comp_start[j]]];
        if (gv <= n)
            s->present[gv] = pres;
    }
    for (i = 0; i < s->excl_top; i++)
        if (s->excl_val[i] <= n)
            s->present[s->excl_val[i]] = pres;
    for (v = 1; v <= max_area && a2 == 0; v++)
        if (s->present[v] != pres && !s->fval[v]) {
            if (a1 == 0)
                a1 = v;
            else
                a2 = v;
        }
    /* The values no cell holds; then the empty cells with fewer than `enough` values so far, listed in
       forced[] (a cell leaves the list once it has enough or its area is too small for the next v). */
    nopen = 0;
    for (j = 0; j < s->nempty; j++) {
        int size;
        i = s->empty[j];
        size = s->area_size[s->area[i]];
        if (a1 > 0 && size >= a1) {
            add_cand(s, i, (fm_val)a1);
            if (a2 > 0 && size >= a2)
                add_cand(s, i, (fm_val)a2);
        }
        if (s->cand_n[i] < enough)
            s->forced[nopen++] = i;
    }
    for (v = 1; v <= max_area && nopen > 0; v++) {
        uint32_t decided;
        int kept = 0;
        if (s->present[v] != pres && !s->fval[v])
            continue;
        decided = next_stamp(s);
        for (j = 0; j < nopen; j++) {
            int head = 0, tail = 0, k;
            uint32_t cur;
            i = s->forced[j];
            if (s->cand_n[i] >= enough || s->area_size[s->area[i]] < v)
                continue; /* for good: values only come, v only grows */
            s->forced[kept++] = i;
            if (s->seen[i] == decided || !fresh_ok(s, i, (fm_val)v))
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
        nopen = kept;
    }
}

/* Labels the zones (in area/area_size), numbered from nz: connected sets of empty cells and cells of
   open groups, walled off by complete groups, among the live cells still unlabelled (area -1). Every
   zone is tiled by the regions inside it. Clears zone_used. Returns the next free number. */
int solver_label_zones(fm_solver *s, int nz)
{
    int j; /* label_groups cleared the live cells' zones and walled the complete groups */
    for (j = 0; j < s->nlive; j++) {
        int head = 0, tail = 0, c = s->live[j];
        if (s->area[c] >= 0)
            continue;
        s->area[c] = nz;
        s->deque[tail++] = c;
        while (head < tail) {
            const int *p = s->nb + 4 * s->deque[head++];
            int k;
            for (k = 0; k < 4 && p[k] >= 0; k++) {
                int y = p[k];
                if (s->area[y] >= 0)
                    continue;
                s->area[y] = nz;
                s->deque[tail++] = y;
            }
        }
        s->zone_used[nz] = 0;
        s->area_size[nz++] = tail;
    }
    return nz;
}

/* ---- stage 1 between passes: the groups near each new placement, without relabelling ---- */

/* The cells of the group of filled cell x into out[], marked st in marks[]: their number, or cap + 1
   as soon as there are more than cap. */
static int group_cells(fm_solver *s, int x, int *out, uint32_t *marks, uint32_t st, int cap)
{
    fm_val v = s->val[x];
    int n = 1, i, k;
    marks[x] = st;
    out[0] = x;
    for (i = 0; i < n; i++) {
        const int *p = s->nb + 4 * out[i];
        for (k = 0; k < 4 && p[k] >= 0; k++)
            if (s->val[p[k]] == v && marks[p[k]] != st) {
                if (n == cap)
                    return cap + 1;
                marks[p[k]] = st;
                out[n++] = p[k];
            }
    }
    return n;
}

/* Size of a group of v (size cells, marked gst in settled[]) after empty cell y joins it with y's
   other neighbours of v; past v it may stop counting. */
static int joined_size(fm_solver *s, int y, fm_val v, int size, uint32_t gst)
{
    const int *p = s->nb + 4 * y;
    int total = size + 1, k;
    uint32_t st = next_stamp(s);
    for (k = 0; k < 4 && p[k] >= 0 && total <= (int)v; k++)
        if (s->val[p[k]] == v && s->settled[p[k]] != gst && s->seen[p[k]] != st)
            total += group_cells(s, p[k], s->deque + s->n, s->seen, st, v);
    return total;
}

/* Stage 1 for the group of filled cell x, whose cells are then marked done in present[]: -1 when it is
   too large, or open with no way out; an open group's only way out is filled (it goes on the trail, so
   the groups around it are looked at in turn). */
static int settle_group(fm_solver *s, int x, uint32_t done)
{
    fm_val v = s->val[x];
    int *cells = s->deque, size, i, k, count = 0, last = -1;
    uint32_t gst = next_stamp(s), fst;
    size = group_cells(s, x, cells, s->settled, gst, v);
    if (size > (int)v)
        return -1;
    for (i = 0; i < size; i++)
        s->present[cells[i]] = done;
    if (size == (int)v)
        return 0;
    fst = next_stamp(s);
    for (i = 0; i < size; i++) {
        const int *p = s->nb + 4 * cells[i];
        for (k = 0; k < 4 && p[k] >= 0; k++) {
            int y = p[k];
            if (s->val[y] != 0 || s->reach[y] == fst)
                continue;
            s->reach[y] = fst;
            if (excluded(s, y, v) || joined_size(s, y, v, size, gst) > (int)v)
                continue;
            if (++count > 1)
                return 0;
            last = y;
        }
    }
    if (count == 0)
        return -1;
    assign(s, last, v);
    return 0;
}

/* Stage 1 to a fixpoint after the placements trail[from ..]. Placing v in c can change the ways out of
   c's group, of the groups next to c (c was one of theirs) and of the groups of v next to an empty cell
   beside c's group (their way through it now joins a larger group); every other group keeps the two or
   more ways out the last pass found. So a pass no longer relabels the whole board for each step of a
   chain of forced placements (the root look-ahead of janko's 64x50 from its clues: 47,626 passes,
   210,850 without). The fixpoint is the pass's: each rule only fills a group's only way out, so the
   order of the steps does not matter. */
static int settle_placements(fm_solver *s, int from)
{
    int t, i, k, j;
    for (t = from; t < s->trail_top; t++) {
        int c = s->trail[t], *own = s->dist, size;
        const int *p = s->nb + 4 * c;
        fm_val v = s->val[c];
        uint32_t done = next_stamp(s);
        size = group_cells(s, c, own, s->present, done, v);
        if (size > (int)v || settle_group(s, c, done) != 0)
            return -1;
        for (k = 0; k < 4 && p[k] >= 0; k++)
            if (s->val[p[k]] != 0 && s->present[p[k]] != done && settle_group(s, p[k], done) != 0)
                return -1;
        for (i = 0; i < size; i++) {
            const int *q = s->nb + 4 * own[i];
            for (k = 0; k < 4 && q[k] >= 0; k++) {
                const int *r = s->nb + 4 * q[k];
                if (s->val[q[k]] != 0)
                    continue;
                for (j = 0; j < 4 && r[j] >= 0; j++)
                    if (s->val[r[j]] == v && s->present[r[j]] != done && settle_group(s, r[j], done) != 0)
                        return -1;
            }
        }
    }
    return 0;
}

/* Runs passes to a fixpoint. Returns 0 with a choice, or -1 on a contradiction. */
int solver_propagate(fm_solver *s, choice *ch, fm_stats *st)
{
    for (;;) {
        int nc, k, nforced = 0, any_open = 0, best_count = 0x7fffffff, best_need = 0, i, j;
        uint32_t pass_stamp;
        st->passes++;
        solver_pass_cells(s);
        if (s->stopped)
            return -1; /* not a contradiction: fm_solve reports the cap before it reads this */
        s->work += (uint64_t)s->nlive;
        if (s->work_limit && s->work > s->work_limit) {
            s->stopped = 1;
            return -1;
        }
        nc = label_groups(s);
        if (nc < 0)
            return -1;
        if (s->recording)
            s->rc_mode = 0; /* solver_reach_begin starts the record in stage 2 */
        else
            solver_try_begin(s);
        ch->kind = 2;
        s->nprobe = s->probe_base;
        /* Stage 1: frontiers of open groups. */
        for (k = s->nfrozen; k < nc; k++) { /* frozen groups are complete */
            int v = s->val[s->comp_cells[s->comp_start[k]]], size = s->comp_size[k], count = 0,
                last = -1;
            uint32_t cur;
            if (size == v)
                continue;
            any_open = 1;
            if (solver_front_holds(s, k)) { /* two ways out or more, as on the record's board; only in a try, */
                s->comp_pick[k] = s->comp_cells[s->comp_start[k]]; /* whose choice is never taken: a filled cell */
                s->comp_front[k] = 2;
                continue;
            }
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
            for (j = 0; j < s->nempty; j++) /* only empty cells take values */
                s->cand_n[s->empty[j]] = 0;
            /* Cells certainly used: complete groups, v per open group of v that can share a region
               with none of the groups already counted for v, and empty cells no group reaches. */
            if (s->recording) {
                solver_reach_begin(s);
                solver_save_zones(s, solver_label_zones(s, 0));
            } else if (!solver_zones_again(s)) {
                solver_label_zones(s, 0);
            }
            for (k = s->nfrozen; k < nc; k++) {
                int v = s->val[s->comp_cells[s->comp_start[k]]], slack, g, z;
                uint32_t cur;
                if (s->comp_size[k] >= v)
                    continue;
                slack = solver_reach(s, k, pass_stamp) - v;
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
                    for (j = 0; j < s->nempty; j++)
                        if (s->settled[i = s->empty[j]] == cur && nforced < 2 * s->n) {
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
            for (j = 0; j < s->nempty; j++)
                if (s->reach[i = s->empty[j]] != pass_stamp &&
                    ++s->zone_used[s->area[i]] > s->area_size[s->area[i]])
                    return -1;
            if (nforced > 0)
                goto apply;
            /* Stage 3: the values each empty cell can still take (an open group of v reaches it,
               or a new region of v fits around it); one value is forced, none fails. */
            new_region_cands(s);
            {
                int best_n = 4, gbest = best_count;
                for (j = 0; j < s->nempty; j++) {
                    int m;
                    m = s->cand_n[i = s->empty[j]];
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
                if (ch->kind == 2 && s->nempty > 0)
                    return -1; /* cannot happen: an empty cell always yields a choice */
                return 0;
            }
        }
    apply:
        k = s->trail_top;
        for (i = 0; i < nforced; i++) {
            int c = s->forced[i];
            if (s->val[c] == 0)
                assign(s, c, s->forced_val[i]);
            else if (s->val[c] != s->forced_val[i])
                return -1;
        }
        if (settle_placements(s, k) != 0)
            return -1;
    }
}
