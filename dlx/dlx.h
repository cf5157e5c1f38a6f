/* dlx.h: a resettable exact-cover engine (Knuth's Algorithm X with dancing links, after DLX1; colours as in DLX2).
   Flat integer-indexed arrays in one caller-supplied block; commit/hide outside the search; iterative search. */
#ifndef COVERJAR_DLX_H
#define COVERJAR_DLX_H

#include <stddef.h>
#include <stdint.h>
#include "dlx/rng.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Node and item indices. 32 bits by default; define DLX_INDEX_16 for small devices (instances
   whose nodes, one per item, entry and option plus 2, and options together stay under 65,533: Sudoku up to 21x21 with the default layout, up to 25x25 with DLX_LAYOUT_SUDOKU; past them the size
   functions answer 0). */
#ifdef DLX_INDEX_16
typedef uint16_t dlx_index;
#else
typedef uint32_t dlx_index;
#endif

typedef struct dlx dlx;

enum dlx_error {
    DLX_OK = 0,
    DLX_ENOMEM = -1,     /* the block is smaller than dlx_bytes() said */
    DLX_ERANGE = -2,     /* an item or option number out of range, an option of no items, an option added after a
                            commit or hide, the instance is full, or (DLX_LAYOUT_SUDOKU) the option is not the
                            Sudoku placement due at its number */
    DLX_ECONFLICT = -3,  /* commit/hide of an option that is no longer available, or more hides at once
                            than primary items + 1 */
    DLX_EORDER = -4,     /* retract/unhide out of LIFO order, or nothing to undo */
    DLX_EDUP = -5        /* an option names the same item twice */
};

/* What one search did. nodes: options tried; backtracks: returns to a previous level;
   max_depth: deepest level reached; root_branching: options of the first item chosen. */
typedef struct dlx_stats {
    uint64_t nodes;
    uint64_t backtracks;
    long solutions;
    int max_depth;
    int root_branching;
    int aborted; /* the node limit stopped the search */
    int pruned;  /* the discrepancy limit cut a branch: "none found" is then not a proof */
} dlx_stats;

/* Called per solution with the committed options then the chosen ones; return non-zero to stop. */
typedef int (*dlx_solution_fn)(void *ctx, const dlx_index *options, int count);

typedef struct dlx_search_opts {
    long limit;               /* stop after this many solutions; 0 = no limit */
    uint64_t node_limit;      /* stop after this many nodes (stats.aborted = 1); 0 = no limit */
    dlx_solution_fn on_solution; /* optional */
    void *ctx;
    cj_rng *rng;              /* non-NULL: try each item's options from a random one onwards */
    const uint8_t *prefer;    /* non-NULL: per option, non-zero = try this option first in its items */
    int first_item;           /* >= 0: branch on this primary item first (if still open); -1 = MRV (a zeroed
                                 struct has 0 here: set -1, or pass opts NULL, for MRV at the root too) */
    int max_discrepancies;    /* > 0: limited discrepancy search: at most this many levels on a path
                                 may leave their first option (the preferred one); 0 = no limit */
    int propagate;            /* > 1: before each choice, an item left with 2..propagate options (8 at
                                 most: larger values act as 8) that all cover another item b hides b's
                                 other options (undone on the way back); fewer nodes, more work per
                                 node; 0 = off */
    int (*on_nodes)(void *ctx, uint64_t nodes); /* optional, with node_limit: asked at every node from
                                 node_limit on, in place of stopping there; non-zero = stop (left out,
                                 as propagation is, by -DDLX_NO_PROPAGATE: node_limit stops) */
} dlx_search_opts;

/* Bytes needed for up to n_options options holding n_entries item entries in all. */
size_t dlx_bytes(int n_primary, int n_secondary, int n_options, int n_entries);

/* Builds an empty instance in mem, which must start on an 8-byte boundary (as malloc's blocks do). Items are
   numbered 0..n_primary-1 (primary) then n_primary..n_primary+n_secondary-1 (secondary). NULL if the block
   is too small or not 8-byte aligned (the same for dlx_init_coloured). */
dlx *dlx_init(void *mem, size_t bytes, int n_primary, int n_secondary, int n_options, int n_entries);

/* Appends an option; returns its number (0, 1, ...) or a negative dlx_error. Options are added
   before any commit, hide or search. */
int dlx_add_option(dlx *d, const int *items, int count);

/* Colours (Knuth's XCC, his DLX2): an instance built by dlx_init_coloured (dlx_bytes_coloured bytes) takes
   options whose secondary items carry a colour (colours[k] > 0; 0 = none; NULL = none at all). A solution
   covers every primary item once; a secondary item is either covered once with no colour, or given one colour
   by every option of the solution that names it. Choosing an option purifies its coloured items: options
   giving them another colour are hidden, undone in reverse. Not with DLX_LAYOUT_SUDOKU (0 / NULL there). */
size_t dlx_bytes_coloured(int n_primary, int n_secondary, int n_options, int n_entries);
dlx *dlx_init_coloured(void *mem, size_t bytes, int n_primary, int n_secondary, int n_options, int n_entries);
int dlx_add_coloured_option(dlx *d, const int *items, const int *colours, int count);

int dlx_option_count(const dlx *d);
int dlx_item_count(const dlx *d);
/* The items of an option, written to items (room for the option's length); returns the length. */
int dlx_option_items(const dlx *d, int option, int *items);

/* Selects an option outside the search (a given): its items are covered. Undone by dlx_retract, LIFO. */
int dlx_commit(dlx *d, int option);
int dlx_retract(dlx *d);
/* Takes one available option out of consideration; undone by dlx_unhide, LIFO with commits. */
int dlx_hide(dlx *d, int option);
int dlx_unhide(dlx *d);
/* Retracts every commit and unhides every hidden option: the instance is as built. */
void dlx_reset(dlx *d);
int dlx_committed(const dlx *d);
/* Non-zero when an option could still be committed (none of its items covered, not hidden). */
int dlx_available(const dlx *d, int option);

/* A hash of the whole link structure, open-item lists, counts, commits and hides: equal
   hashes before and after a sequence of operations show the state was restored (for tests). */
uint64_t dlx_state_hash(const dlx *d);

/* Searches from the current state, which is restored on return. Returns the number of
   solutions found (capped by opts->limit). opts and stats may be NULL. */
long dlx_search(dlx *d, const dlx_search_opts *opts, dlx_stats *stats);
/* After a search that found a solution: the first solution's options (committed then chosen).
   Returns the count, or 0. */
int dlx_first_solution(const dlx *d, const dlx_index **options);

#ifdef __cplusplus
}
#endif

#endif
