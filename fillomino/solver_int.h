/* solver_int.h: what the region solver's files share (solver.c: memory, search and look-ahead;
   solver_rules.c: the propagation passes): its state, the branch records and the trail helpers. */
#ifndef COVERJAR_FILLOMINO_SOLVER_INT_H
#define COVERJAR_FILLOMINO_SOLVER_INT_H

#include <string.h>

#include "fillomino/solver.h"

typedef struct frame {
    int trail_mark, excl_mark; /* undo marks */
    int cell, kind, alt, limit; /* kind 0: assign val / forbid val; kind 1: try sizes 1..limit */
    fm_val val;
} frame;

struct fm_solver {
    int w, h, n, excl_cap, frame_cap;
    uint32_t stamp;
    uint64_t node_limit;
    uint64_t work, work_limit; /* cells the passes of this search looked at, and the cap on them (0: none) */
    int stopped;      /* the work cap was reached: every pass fails, and fm_solve returns FM_ERR_LIMIT */
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
    int overflow;     /* the exclusion list was full: the search stops with FM_ERR_SIZE */
    uint32_t *seen, *settled, *reach, *present;
    fm_val *cand_val;  /* candidate values of an empty cell this pass: the first one, and how */
    unsigned char *cand_n; /* many distinct ones were met (saturating at 3) */
    int *clq_head, *clq_next; /* per value, open groups that must lie in pairwise distinct regions */
    uint32_t *clq_stamp;
    int *zone_used;   /* cells certainly used in each zone (see label_zones) */
    int ncomplete;    /* complete groups the last labelling found outside the frozen ones */
    int *zone_rec, *zone_rec_size, nzone_rec; /* the zones of the record's pass (solver_rules.c: */
    uint32_t zone_snap; /* zones_again), and the record they belong to */
    int *area_rec, *area_rec_size, narea_rec; /* and its empty areas (areas_again) */
    uint32_t area_snap;
    int *live, nlive; /* cells outside the frozen groups, in order: the passes look only at these */
    int nfrozen, frozen_cells; /* the frozen groups: labels 0.., their cells first in comp_cells */
    int ngroups;      /* groups labelled by the last pass */
    int *empty, nempty; /* the live cells empty at the last pass's labelling, in live order */
    /* Frozen: the groups complete on the board fm_solve started from (_all), and in the look-ahead's
       tries also those complete on the record below (_try, made for record try_snap). */
    int *live_all, nlive_all, nfrozen_all, frozen_all;
    int *live_try, nlive_try, nfrozen_try, frozen_try;
    unsigned char *fval_all, *fval_try, *fval; /* fval[v]: a frozen group holds v (of this pass's set) */
    uint32_t try_snap;
    uint32_t *tried_st; /* look-ahead pairs tried without a finding: 4 slots per cell (stamp, value, */
    fm_val *tried_val;  /* cells placed: the tries' product) */
    long *tried_took;
    /* The record (solver_reach.c): the reach walks of the last pass run outside the look-ahead's tries
       (recording set: their choice is kept), replayed in the tries' passes for the groups that no
       change made since can reach. rc_ok: the state still extends the record's (trail and exclusion
       marks rc_trail, rc_excl); rc_labels: the labels are still those of the record's pass. */
    int recording, rc_mode, rc_ok, rc_trail, rc_excl, rc_labels;
    uint32_t rc_snap;   /* the record's id; rc_id[c] == rc_snap: c is the first cell of a group walked, */
    uint32_t *rc_id;    /* whose entry is rc_slot[c] */
    int *rc_slot;
    int *rc_info;       /* 8 ints an entry: count, pool start, pool length, box of the cells reached */
    int *rc_pool;       /* an entry's empty cells c reached, and -(x + 1), distance for the first */
    int rc_pool_top, rc_pool_cap, rc_nent; /* cells x of the other groups reached */
    /* This pass's changes since the record, FM_RC_DIFFS at most, 10 ints each: the cell, the box of
       its group when placed (else the cell), each as first row, last row, first column, last column;
       the value; the steps within which the cell matters to a walk of another value (1, or -1 for
       an exclusion). rc_dbox holds every box. */
    int *rc_diff, rc_ndiff, rc_dbox[4];
    frame *frames;
};

#define FM_RC_DIFFS 64

typedef struct choice {
    int kind;  /* 0: binary on (cell, val); 1: sizes of cell; 2: solved */
    int cell, limit;
    fm_val val;
} choice;

/* A fresh stamp for the seen/settled/reach marks; clears them on wrap-around. */
static inline uint32_t next_stamp(fm_solver *s)
{
    if (++s->stamp == 0) {
        memset(s->seen, 0, sizeof(uint32_t) * (size_t)s->n);
        memset(s->settled, 0, sizeof(uint32_t) * (size_t)s->n);
        memset(s->reach, 0, sizeof(uint32_t) * (size_t)s->n);
        memset(s->present, 0, sizeof(uint32_t) * (size_t)(s->n + 1));
        memset(s->clq_stamp, 0, sizeof(uint32_t) * (size_t)(s->n + 1));
        memset(s->tried_st, 0, sizeof(uint32_t) * 4 * (size_t)s->n);
        s->stamp = 1;
    }
    return s->stamp;
}

static inline int excluded(const fm_solver *s, int c, fm_val v)
{
    int e;
    for (e = s->excl_head[c]; e >= 0; e = s->excl_next[e])
        if (s->excl_val[e] == v)
            return 1;
    return 0;
}

static inline int add_exclusion(fm_solver *s, int c, fm_val v)
{
    int e = s->excl_top;
    if (e >= s->excl_cap) {
        s->overflow = 1;
        return -1;
    }
    s->excl_top++;
    s->excl_cell[e] = c;
    s->excl_val[e] = v;
    s->excl_next[e] = s->excl_head[c];
    s->excl_head[c] = e;
    return 0;
}

static inline void assign(fm_solver *s, int c, fm_val v)
{
    s->val[c] = v;
    s->trail[s->trail_top++] = c;
}

static inline void undo_to(fm_solver *s, int trail_mark, int excl_mark)
{
    if (trail_mark < s->rc_trail || excl_mark < s->rc_excl)
        s->rc_ok = 0; /* the state no longer extends the one the reach cache recorded */
    while (s->trail_top > trail_mark)
        s->val[s->trail[--s->trail_top]] = 0;
    while (s->excl_top > excl_mark) {
        int e = --s->excl_top;
        s->excl_head[s->excl_cell[e]] = s->excl_next[e];
    }
}

/* Empty cell c may take v without joining a complete group of v (comp data must be current). */
static inline int can_take(const fm_solver *s, int c, fm_val v)
{
    const int *p = s->nb + 4 * c;
    int k;
    for (k = 0; k < 4 && p[k] >= 0; k++)
        if (s->val[p[k]] == v && s->comp_size[s->comp[p[k]]] >= (int)v)
            return 0;
    return !excluded(s, c, v);
}

/* Notes v as a possible value of empty cell c (first two distinct values kept, count to 3). */
static inline void add_cand(fm_solver *s, int c, fm_val v)
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

/* 1 when empty cell c may start a new region of size v (no neighbour holds v, not forbidden). */
static inline int new_value_ok(const fm_solver *s, int c, fm_val v)
{
    const int *p = s->nb + 4 * c;
    int k;
    for (k = 0; k < 4 && p[k] >= 0; k++)
        if (s->val[p[k]] == v)
            return 0;
    return !excluded(s, c, v);
}

/* Labels the groups complete on the board just loaded as frozen, once: no search can change them, so
   the passes keep their labels and skip their cells (solver_rules.c). */
void solver_freeze(fm_solver *s);

/* Chooses the cells this pass looks at (solver_reach.c): in a look-ahead try that extends the reach
   cache's record, not those of the groups complete there, which it freezes (labels nfrozen_all..). */
void solver_pass_cells(fm_solver *s);

/* Starts the record in a recording pass's stage 2 (solver_reach.c): its reach walks are kept. */
void solver_reach_begin(fm_solver *s);

/* In a pass outside the recording (a look-ahead try), right after the labelling: lists the changes
   since the record when the state still extends it, so that its walks may be replayed (rc_mode 2). */
void solver_try_begin(fm_solver *s);

/* 1 when open group k's ways out are as on the record's board (no change since can reach them): the
   record's pass forced nothing in stage 1, so k has two or more, and stage 1 need not count them. */
int solver_front_holds(const fm_solver *s, int k);

/* Cells group k (open) can still reach within its missing size; marks the empty ones in reach[] with
   pass_stamp and notes k's value as theirs (add_cand). The other open groups of its value it reaches
   have their first cells marked in settled[] with s->stamp, their distance in dist[]; when the count
   is k's value (no slack), so are all the cells reached (solver_reach.c). */
int solver_reach(fm_solver *s, int k, uint32_t pass_stamp);

/* Labels the zones among the live cells still unlabelled (area -1), numbered from nz; returns the next
   free number. Labels the empty areas among the empty cells still unlabelled, numbered from na, raising
   *max_area to the largest; returns the next free number (solver_rules.c). */
int solver_label_zones(fm_solver *s, int nz);
int solver_fill_areas(fm_solver *s, int na, int *max_area);

/* The zones and empty areas of a look-ahead try's pass, from those of the record's pass (saved by
   solver_save_zones and label_areas): 0 where there is no record to start from (solver_reach.c). */
void solver_save_zones(fm_solver *s, int nz);
int solver_zones_again(fm_solver *s);
int solver_areas_again(fm_solver *s, int *max_area);

/* Runs the passes to a fixpoint (solver_rules.c). Returns 0 with a choice, or -1 on a contradiction. */
int solver_propagate(fm_solver *s, choice *ch, fm_stats *st);

#endif
