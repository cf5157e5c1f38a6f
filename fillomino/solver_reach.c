/* solver_reach.c: the region solver's reach walks (how far each open group can still grow) and the record
   the look-ahead's tries start from: walks replayed where nothing changed, complete groups frozen, zones reused. */
#include "fillomino/solver_int.h"

/* Steps between boxes a and b (first row, last row, first column, last column). */
static int box_gap(const int *a, const int *b)
{
    int dr = a[0] > b[1] ? a[0] - b[1] : b[0] > a[1] ? b[0] - a[1] : 0;
    int dc = a[2] > b[3] ? a[2] - b[3] : b[2] > a[3] ? b[2] - a[3] : 0;
    return dr + dc;
}

/* Widens box b (first row, last row, first column, last column) to hold cell c. */
static void box_add(int *b, int c, int w)
{
    int r = c / w, q = c % w;
    if (r < b[0]) b[0] = r;
    if (r > b[1]) b[1] = r;
    if (q < b[2]) b[2] = q;
    if (q > b[3]) b[3] = q;
}

/* Notes a change at cell c for value v: for the walks of other values, the cell alone matters (within
   other steps; -1 for none), for those of v, the cells of box (within 2 steps). */
static void note_change(fm_solver *s, int c, int v, int other, const int *box)
{
    int *d = s->rc_diff + 10 * s->rc_ndiff++, *b = s->rc_dbox;
    d[0] = d[2] = s->n; /* the cell as a box */
    d[1] = d[3] = -1;
    box_add(d, c, s->w);
    memcpy(d + 4, box, 4 * sizeof *box);
    d[8] = v;
    d[9] = other;
    if (box[0] < b[0]) b[0] = box[0];
    if (box[1] > b[1]) b[1] = box[1];
    if (box[2] < b[2]) b[2] = box[2];
    if (box[3] > b[3]) b[3] = box[3];
}

/* Freezes the groups complete on the record's board, from its pass's labels: they stay complete in
   every try (a try only adds), so the tries' passes label them no more and skip their cells, as they
   do the groups complete from the start. The other groups keep their order. */
static void freeze_record(fm_solver *s)
{
    int nf = s->nfrozen_all, pos = s->frozen_all, j, k;
    memcpy(s->fval_try, s->fval_all, (size_t)s->n + 1);
    s->nlive_try = 0;
    for (j = 0; j < s->nlive_all; j++) {
        int c = s->live_all[j];
        if (s->comp[c] < 0 || s->comp_size[s->comp[c]] < (int)s->val[c])
            s->live_try[s->nlive_try++] = c;
    }
    for (k = s->nfrozen_all; k < s->ngroups; k++) {
        int a = s->comp_start[k], b = s->comp_start[k + 1], i;
        if (b - a < (int)s->val[s->comp_cells[a]])
            continue;
        s->fval_try[s->val[s->comp_cells[a]]] = 1;
        s->comp_start[nf] = pos; /* nf <= k: the starts still to read are not overwritten */
        s->comp_size[nf] = b - a;
        for (i = a; i < b; i++) {
            s->comp[s->comp_cells[i]] = nf;
            s->comp_cells[pos++] = s->comp_cells[i];
        }
        nf++;
    }
    s->nfrozen_try = nf;
    s->frozen_try = pos;
}

void solver_pass_cells(fm_solver *s)
{
    if (s->recording) {
        s->rc_labels = 0; /* this pass labels anew: the tries' frozen groups must be made again */
        s->try_snap = 0;
    } else if (s->rc_ok && (s->try_snap == s->rc_snap || s->rc_labels)) {
        if (s->try_snap != s->rc_snap) {
            freeze_record(s);
            s->try_snap = s->rc_snap;
        }
        s->live = s->live_try;
        s->nlive = s->nlive_try;
        s->nfrozen = s->nfrozen_try;
        s->frozen_cells = s->frozen_try;
        s->fval = s->fval_try;
        return;
    }
    s->live = s->live_all;
    s->nlive = s->nlive_all;
    s->nfrozen = s->nfrozen_all;
    s->frozen_cells = s->frozen_all;
    s->fval = s->fval_all;
}

/* A recording pass starts a new record at this state (solver_reach_begin); any other pass may replay
   the record (solver_try_begin) when the state still extends it by at most FM_RC_DIFFS placements and
   exclusions, which it lists. A walk of value v reads the cells it reaches and those next to them, the
   cells two steps away only for v (a complete group of v there forbids v), and the sizes of the groups
   of v with a cell within those two steps. So a placement of another value matters to it only where
   it reached, v forbidden likewise, and a placement of v when the group of v it is in now comes within
   two steps (a group whose size changed holds one). */
void solver_reach_begin(fm_solver *s)
{
    if (++s->rc_snap == 0) {
        memset(s->rc_id, 0, sizeof(uint32_t) * (size_t)s->n);
        s->rc_snap = 1;
    }
    s->rc_mode = 1;
    s->rc_ok = 1;
    s->rc_labels = 1;
    s->rc_trail = s->trail_top;
    s->rc_excl = s->excl_top;
    s->rc_pool_top = 0;
    s->rc_nent = 0;
}

void solver_try_begin(fm_solver *s)
{
    int t, i;
    s->rc_mode = 0;
    if (!s->rc_ok || s->trail_top - s->rc_trail + s->excl_top - s->rc_excl > FM_RC_DIFFS)
        return;
    s->rc_ndiff = 0;
    s->rc_dbox[0] = s->rc_dbox[2] = s->n;
    s->rc_dbox[1] = s->rc_dbox[3] = -1;
    for (t = s->rc_trail; t < s->trail_top; t++) {
        int c = s->trail[t], g = s->comp[c], box[4] = {s->h, -1, s->w, -1};
        for (i = s->comp_start[g]; i < s->comp_start[g + 1]; i++)
            box_add(box, s->comp_cells[i], s->w);
        note_change(s, c, s->val[c], 1, box);
    }
    for (t = s->rc_excl; t < s->excl_top; t++) {
        int c = s->excl_cell[t], box[4] = {s->h, -1, s->w, -1};
        box_add(box, c, s->w);
        note_change(s, c, s->excl_val[t], -1, box);
    }
    s->rc_mode = 2;
}

/* The walk (0-1 BFS: empty cells cost 1, cells of other open groups with its value cost 0), recorded
   when rec is set and the pool has room. */
static int walk(fm_solver *s, int k, uint32_t pass_stamp, int rec)
{
    int v = s->val[s->comp_cells[s->comp_start[k]]], need = v - s->comp_size[k];
    int cap = 5 * s->n + 1, head = 0, tail = 0, count = 0, i, len = 0, room = 0;
    int box[4] = {s->h, -1, s->w, -1}, *pool = NULL;
    uint32_t cur = next_stamp(s);
    if (rec) {
        pool = s->rc_pool + s->rc_pool_top;
        room = s->rc_pool_cap - s->rc_pool_top;
    }
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
        d = s->dist[x];
        if (s->val[x] == 0) {
            s->reach[x] = pass_stamp;
            add_cand(s, x, (fm_val)v);
        }
        if (rec) {
            box_add(box, x, s->w);
            if (s->val[x] == 0) {
                if (len < room)
                    pool[len] = x;
                len++;
            } else if (s->comp[x] != k && s->comp_cells[s->comp_start[s->comp[x]]] == x) {
                if (len + 1 < room) {
                    pool[len] = -x - 1;
                    pool[len + 1] = d;
                }
                len += 2;
            }
        }
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
    if (rec && len <= room) {
        int first = s->comp_cells[s->comp_start[k]], *info = s->rc_info + 8 * s->rc_nent;
        info[0] = count;
        info[1] = s->rc_pool_top;
        info[2] = len;
        memcpy(info + 3, box, sizeof box);
        s->rc_id[first] = s->rc_snap;
        s->rc_slot[first] = s->rc_nent++;
        s->rc_pool_top += len;
    }
    return count;
}

/* 1 when no change of this pass matters to the recorded walk of entry info (value v) over its box: no
   placement of v has its group within 2 steps of the box, and no placement of another value nor v
   forbidden lies on a cell the walk reached (it reads such a cell's value only to enter it, and for v
   only the cells of v beside a cell decide): those inside the box are looked up among its cells. */
static int walk_holds(fm_solver *s, const int *info, int v)
{
    const int *d = s->rc_diff, *b = info + 3, *p, *end;
    int i, near = 0;
    uint32_t mark;
    if (box_gap(s->rc_dbox, b) > 2)
        return 1;
    for (i = 0; i < s->rc_ndiff; i++, d += 10) {
        if (d[8] == v && d[9] > 0) {
            if (box_gap(d + 4, b) <= 2)
                return 0;
        } else if ((d[8] == v || d[9] > 0) && box_gap(d, b) == 0) {
            near++; /* another value placed, or v forbidden, in the box */
        }
    }
    if (near == 0)
        return 1;
    mark = next_stamp(s);
    p = s->rc_pool + info[1];
    end = p + info[2];
    for (; p < end; p++) {
        if (*p >= 0)
            s->seen[*p] = mark;
        else
            p++; /* another group's first cell and its distance */
    }
    for (i = 0, d = s->rc_diff; i < s->rc_ndiff; i++, d += 10)
        if ((d[8] == v) != (d[9] > 0) && box_gap(d, b) == 0 && s->seen[d[0] * s->w + d[2]] == mark)
            return 0;
    return 1;
}

/* Stage 1 reads the cells beside group k, and for v the groups of v beside those: a placement of
   another value, or v forbidden, matters only beside k's cells (k is the record's group when no
   placement of v came near it). */
int solver_front_holds(const fm_solver *s, int k)
{
    int first = s->comp_cells[s->comp_start[k]], v = s->val[first], i, j;
    const int *b, *d = s->rc_diff;
    if (s->rc_mode != 2 || s->rc_id[first] != s->rc_snap)
        return 0;
    b = s->rc_info + 8 * s->rc_slot[first] + 3;
    if (box_gap(s->rc_dbox, b) > 2)
        return 1;
    for (i = 0; i < s->rc_ndiff; i++, d += 10) {
        if (d[8] == v && d[9] > 0) {
            if (box_gap(d + 4, b) <= 2)
                return 0;
        } else if ((d[8] == v || d[9] > 0) && box_gap(d, b) <= 1) {
            const int *p = s->nb + 4 * (d[0] * s->w + d[2]);
            for (j = 0; j < 4 && p[j] >= 0; j++)
                if (s->val[p[j]] == (fm_val)v && s->comp[p[j]] == k)
                    return 0;
        }
    }
    return 1;
}

int solver_reach(fm_solver *s, int k, uint32_t pass_stamp)
{
    int first = s->comp_cells[s->comp_start[k]], v = s->val[first];
    if (s->rc_mode == 2 && s->rc_id[first] == s->rc_snap) {
        const int *info = s->rc_info + 8 * s->rc_slot[first], *p, *end;
        uint32_t cur;
        if (info[0] == v || !walk_holds(s, info, v))
            return walk(s, k, pass_stamp, 0); /* no slack: the caller fills what the walk marks */
        cur = next_stamp(s);
        p = s->rc_pool + info[1];
        end = p + info[2];
        while (p < end) {
            int x = *p++;
            if (x >= 0) {
                s->reach[x] = pass_stamp;
                add_cand(s, x, (fm_val)v);
            } else {
                s->settled[-x - 1] = cur;
                s->dist[-x - 1] = *p++;
            }
        }
        return info[0];
    }
    return walk(s, k, pass_stamp, s->rc_mode == 1);
}

/* The zones of a look-ahead try from those of the record's pass (saved by the pass): a try only adds
   to the record's board, so a zone of the try is one of the record's, or a part of one that holds a
   group complete since (their walls), labelled again. The numbers are otherwise free: each zone is
   checked alone. Returns 0, having changed nothing, where there is no record to start from. */
int solver_zones_again(fm_solver *s)
{
    int j, k, nz = s->nzone_rec, open = 0;
    if (!s->rc_ok || s->zone_snap != s->rc_snap || s->live != s->live_try)
        return 0;
    for (k = 0; k < nz; k++) {
        s->zone_used[k] = 0;
        s->area_size[k] = s->zone_rec_size[k];
    }
    if (s->ncomplete > 0)
        for (k = s->nfrozen; k < s->ngroups; k++) {
            int a = s->comp_start[k], b = s->comp_start[k + 1];
            if (b - a == (int)s->val[s->comp_cells[a]])
                for (; a < b; a++)
                    s->zone_used[s->zone_rec[s->comp_cells[a]]] = -1; /* a zone to label again */
        }
    for (j = 0; j < s->nlive; j++) {
        int c = s->live[j];
        if (s->area[c] < 0) {
            if (s->zone_used[s->zone_rec[c]] == 0)
                s->area[c] = s->zone_rec[c];
            else
                open++;
        }
    }
    if (open == 0)
        return 1;
    if (nz + open > s->n) { /* numbers run short: all labelled again */
        for (j = 0; j < s->nlive; j++)
            if (s->area[s->live[j]] != s->n)
                s->area[s->live[j]] = -1;
        nz = 0;
    }
    solver_label_zones(s, nz);
    return 1;
}

/* Saves the zones of the record's pass for its tries (solver_zones_again). */
void solver_save_zones(fm_solver *s, int nz)
{
    int j;
    for (j = 0; j < s->nlive; j++)
        s->zone_rec[s->live[j]] = s->area[s->live[j]];
    memcpy(s->zone_rec_size, s->area_size, sizeof(int) * (size_t)nz);
    s->nzone_rec = nz;
    s->zone_snap = s->rc_snap;
}

/* The empty areas of a look-ahead try from those of the record's pass (saved by it): a try only fills
   cells, so an area of the try is one of the record's, or a part of one where a cell was filled since,
   labelled again (the numbers are free: only the sizes are read). Returns 0 where there is no record. */
int solver_areas_again(fm_solver *s, int *max_area)
{
    int j, k, t, na = s->narea_rec, open = 0;
    if (!s->rc_ok || s->area_snap != s->rc_snap || s->live != s->live_try)
        return 0;
    for (k = 0; k < na; k++)
        s->area_size[k] = s->area_rec_size[k];
    for (t = s->rc_trail; t < s->trail_top; t++)
        s->area_size[s->area_rec[s->trail[t]]] = -1; /* an area to label again */
    for (j = 0; j < s->nempty; j++) {
        int c = s->empty[j];
        if (s->area_size[s->area_rec[c]] >= 0)
            s->area[c] = s->area_rec[c];
        else
            open++;
    }
    for (k = 0; k < na; k++)
        if (s->area_size[k] > *max_area)
            *max_area = s->area_size[k];
    if (open > 0) {
        if (na + open > s->n) { /* numbers run short: all labelled again */
            for (j = 0; j < s->nempty; j++)
                s->area[s->empty[j]] = -1;
            na = 0;
            *max_area = 0;
        }
        solver_fill_areas(s, na, max_area);
    }
    return 1;
}
