/* engine.h: part of dlx.c and dlx_build.c: the engine's private state (struct dlx), the node layout it is
   built on, and the inlining macros and count keeping both files use. */
#ifndef COVERJAR_ENGINE_H
#define COVERJAR_ENGINE_H

#include "dlx/dlx.h"

#include "dlx/arena.h"

/* Inlining the compiler may weigh wrongly: ALWAYS_INLINE for the node layout's small accessors (even at
   -Os, where a call costs more), HOT_INLINE for the dancing steps (not at -Os: flash counts more there). */
#if defined(__GNUC__)
#define ALWAYS_INLINE static inline __attribute__((always_inline))
#else
#define ALWAYS_INLINE static inline
#endif
#if defined(__GNUC__) && !defined(__OPTIMIZE_SIZE__)
#define HOT_INLINE static inline __attribute__((always_inline))
#else
#define HOT_INLINE static inline
#endif
/* The search's branch-free covering (cover_plain.h) and MRV scan, left out where flash counts more (-Os). */
#if !defined(__OPTIMIZE_SIZE__)
#define DLX_PLAIN_COVER 1
#else
#define DLX_PLAIN_COVER 0
#endif

/* Where the nodes live: DLX1's arrays (any instance), or computed for Sudoku-shaped instances
   (DLX_LAYOUT_SUDOKU: a quarter to a third of the memory, for microcontrollers). The rest of the engine is the same.
   A layout's building functions are dlx_build.c's (COVERJAR_DLX_BUILD), option_of the search's. */
#ifdef DLX_LAYOUT_SUDOKU
#include "dlx/nodes_sudoku.h"
#else
#include "dlx/nodes_arrays.h"
#endif

struct dlx {
    struct dlx_nodes k;       /* the columns and options */
    int n_primary, n_items;
    int n_options, max_options;
    int n_dead;               /* open primary items with no option left: the search must backtrack */
    int n_ones;               /* open primary items with one option left: forced moves */
    dlx_index *counts_at;     /* n_dead, n_ones before each commit and after each level's item is covered */
    dlx_index *forced;        /* search: items whose column fell to one option (checked when popped) */
    int n_forced, max_forced;
    int watch_len;            /* search: items whose column falls to 2..watch_len options are checked */
    int fresh_two;            /* search: the first primary item (by number) whose column the latest node
                                 brought down to two options; n_primary + 1 when none */
    dlx_index *watch;         /* search: those items (checked when popped) */
#ifndef DLX_NO_PROPAGATE
    uint8_t *shares;          /* per item: two of its options share another item (else propagation
                                 can take nothing from it: a Sudoku cell's options, say) */
    int shares_stale;         /* options were added since the marks were made */
#endif
    dlx_index *trail;         /* search: options hidden by propagation, undone LIFO */
    dlx_index *trail_mark;    /* search: the trail's height when each level was entered */
    int n_watch, max_watch, n_trail;
    dlx_index *llink, *rlink; /* per item: the circular list of open primary items through 0 */
    dlx_index *len;           /* per item: options left in its column */
    uint8_t *active;          /* per item: not covered */
    uint8_t *hidden;          /* per option: hidden by dlx_hide */
    dlx_index *commits;       /* committed options, bottom first */
    int n_commits, max_commits;
    dlx_index *hides;         /* hidden options, with the commit depth when hidden */
    dlx_index *hide_depth;
    int n_hides, max_hides;
    dlx_index *choice;        /* search: the node chosen at each level */
    dlx_index *start;         /* search: the node each level started from */
    dlx_index *colour;        /* per node: the colour it gives its item (0 = none); NULL: no colours */
    dlx_index *item_colour;   /* per item: the colour it was purified to (0 = none) */
    dlx_index *purifier;      /* per item: the node that purified it */
    dlx_index *first;         /* the first solution's options */
    dlx_index *scratch;       /* a solution handed to the callback */
    int n_first;
};

/* A primary item's column rises from l options (an option added, or put back by dlx_unhide): n_dead and
   n_ones follow. */
static inline void rises_from(struct dlx *d, unsigned l)
{
    if (l == 0) {
        d->n_dead--;
        d->n_ones++;
    } else {
        d->n_ones--;
    }
}

#endif
