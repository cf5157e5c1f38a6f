/* generator_int.h: what the generator's files share (generator.c: emptying; full_grid.c: full grids;
   pair_sets.c: the unavoidable sets of two values): its state. Not a public header. */
#ifndef COVERJAR_GEN_GENERATOR_INT_H
#define COVERJAR_GEN_GENERATOR_INT_H

#include "gen/generator.h"

struct generator {
    gen_options o;
    gen_stats st;
    int n, n2;
    sudoku *s;
    dlx *d;
    uint8_t *prefer;   /* per option: in the solution being emptied (tried first by the search) */
    int *stack;        /* cells whose givens are committed, bottom first (mirrors the engine) */
    int depth;
    int n_sunk;        /* the bottom of the stack holds only clues kept for good */
    int *spare;        /* scratch for reordering the stack */
    int *order;        /* units (cells or orbit representatives) in test order */
    int *removed;      /* cells in the order they were emptied */
    int *unit_ends;    /* removed-count after each accepted unit */
    int n_units;
    uint8_t *state;    /* per cell: 0 empty, 1 clue not yet tested, 2 clue kept, 3 clue put off */
    uint64_t cap;      /* the node cap of this round's checks */
    uint16_t *set_of;  /* per cell and other value w: its two-value set with w (see find_pair_sets) */
    uint8_t *set_clues; /* per two-value set: clues left in it */
    int *row_left, *col_left; /* untested clues per row and column (PuzzleJAR's ChooseSquare) */
    uint8_t *grid;     /* scratch grid */
};

/* The two-value sets of a solution (pair_sets.c): found once per grid; whether emptying cells would
   leave one without a clue (then another solution exists); and a clue's cell leaving its sets. */
void gen_find_pair_sets(struct generator *g, const uint8_t *solution);
int gen_empties_a_pair_set(const struct generator *g, const uint8_t *solution, const int *cells, int m);
void gen_clue_leaves_sets(struct generator *g, const uint8_t *solution, int cell);

#endif
