/* latin.h: Futoshiki (N x N Latin square) and Jidoku (Sudoku boxes) with < / > relations between adjacent
   cells, on the exact-cover engine: each relation becomes N-1 secondary items (an interval encoding). */
#ifndef COVERJAR_LATIN_H
#define COVERJAR_LATIN_H

#include <stddef.h>
#include <stdint.h>
#include "dlx/dlx.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The largest side: 25, or what the build says (-DLATIN_MAX_N=9 on a device that makes 9x9 puzzles at most).
   Every array sized for the largest board (latin_puzzle, the generator's and the grader's on the stack) follows
   it, and a larger board is refused as any shape out of range. */
#ifndef LATIN_MAX_N
#define LATIN_MAX_N 25
#endif
#if LATIN_MAX_N < 2 || LATIN_MAX_N > 25
#error "LATIN_MAX_N is from 2 to 25"
#endif
/* It sets the size of latin_puzzle and of the structs built on it: a program and the library it links must be
   built with the same value. LATIN_MAX_TEXT is it in words. */
#define LATIN_MAX_WORDS_(n) #n
#define LATIN_MAX_WORDS(n) LATIN_MAX_WORDS_(n)
#define LATIN_MAX_TEXT LATIN_MAX_WORDS(LATIN_MAX_N)
#define LATIN_MAX_EDGES (2 * LATIN_MAX_N * (LATIN_MAX_N - 1))

/* The relation on an edge (a, b), a left of or above b. */
enum latin_relation { LATIN_REL_NONE = 0, LATIN_REL_LESS = 1 /* a < b */, LATIN_REL_MORE = 2 /* a > b */ };

enum latin_error {
    LATIN_OK = 0,
    LATIN_ESHAPE = -50, /* size or box shape impossible */
    LATIN_EVALUE = -51, /* a given above N or a relation code above 2 */
    LATIN_ECLASH = -52,   /* two givens share a house (or, from latin_load, a given is excluded) */
    LATIN_ERELATION = -53, /* givens break a relation, or relations form a cycle (a < b < ... < a) */
    LATIN_EGAVEUP = -54    /* latin_solve passed its node limit (latin_set_node_limit) */
};

/* One puzzle. box_rows = box_cols = 0: a Latin square (Futoshiki); else Sudoku houses (Jidoku).
   Edges: first the n*(n-1) horizontal ones, (r,c)-(r,c+1) at r*(n-1)+c, then the (n-1)*n vertical
   ones, (r,c)-(r+1,c) at n*(n-1) + r*n+c. */
typedef struct latin_puzzle {
    int n, box_rows, box_cols;
    uint8_t givens[LATIN_MAX_N * LATIN_MAX_N]; /* 0 = empty */
    uint8_t rel[LATIN_MAX_EDGES];              /* enum latin_relation per edge */
} latin_puzzle;

/* An empty puzzle of that shape (box 0x0 for a Latin square). Returns LATIN_OK or LATIN_ESHAPE. */
int latin_puzzle_clear(latin_puzzle *p, int n, int box_rows, int box_cols);
int latin_edge_count(int n);
/* The cells of edge e (a left of or above b). */
void latin_edge_cells(int n, int e, int *a, int *b);
/* The edge between adjacent cells a and b, or -1. */
int latin_edge_between(int n, int a, int b);
/* Number of houses: rows, columns, and boxes when the puzzle has them. */
int latin_house_count(const latin_puzzle *p);
/* The cells of house h (rows 0..n-1, columns n..2n-1, boxes 2n..3n-1) into cells[n]. */
void latin_house_cells(const latin_puzzle *p, int h, int *cells);
/* Box number of a cell, or -1 for a Latin square. */
int latin_box_of(const latin_puzzle *p, int cell);
/* Relations and givens in use. */
int latin_relation_count(const latin_puzzle *p);
int latin_given_count(const latin_puzzle *p);

/* Checks a puzzle before solving: values in range, givens not clashing in a house nor breaking a
   relation between two givens, and no cycle of relations (a < b < ... < a). Returns LATIN_OK or an
   error with *a, *b the cells concerned (a cycle names one of its edges). */
int latin_check(const latin_puzzle *p, int *a, int *b);
/* Non-zero when grid (n*n values) is a solution of p: houses full, givens kept, relations held. */
int latin_is_solution(const latin_puzzle *p, const uint8_t *grid);

typedef struct latin latin;

/* Bytes of a model for puzzles of this shape with any relations (the worst case: every edge). */
size_t latin_bytes(int n, int box_rows, int box_cols);
/* Builds the model in mem (8-byte aligned, as malloc's blocks are). NULL for a bad shape, a block too small
   or not 8-byte aligned. */
latin *latin_init(void *mem, size_t bytes, int n, int box_rows, int box_cols);
dlx *latin_engine(latin *m);
/* Builds the instance of p's relations in the model's block (the shape must match) and commits its
   givens. Returns LATIN_OK, LATIN_ECLASH when a given is excluded by others, or LATIN_ESHAPE. */
int latin_load(latin *m, const latin_puzzle *p);
/* Narrows the loaded puzzle to candidate sets that keep every solution (from propagation: bit v-1 of
   candidates[cell] for value v): cells with one candidate are committed, other excluded values hidden
   while the engine has room for hides. The count is unchanged; the search gets far smaller.
   Returns LATIN_OK, or LATIN_ECLASH when the candidates admit no placement. */
int latin_restrict(latin *m, const uint32_t *candidates);
/* Counts solutions of the loaded puzzle up to limit (0 = all); the first goes to solution (n*n)
   when not NULL. rng non-NULL: the first solution is a random one. stats may be NULL. LATIN_EGAVEUP when the
   search passed the model's node limit. */
long latin_solve(latin *m, long limit, uint8_t *solution, cj_rng *rng, dlx_stats *stats);
/* The most search nodes each latin_solve spends from now on (0, as a new model has: no limit). */
void latin_set_node_limit(latin *m, uint64_t nodes);

#ifdef __cplusplus
}
#endif

#endif
