/* relgen.h: the generator of Futoshiki / Jidoku puzzles after seed 002: clues channelled to a random solution
   are added until propagation fixes every cell, then removed (in symmetric orbits) while it still does. */
#ifndef COVERJAR_GEN_RELGEN_H
#define COVERJAR_GEN_RELGEN_H

#include <stdint.h>
#include "dlx/latin.h"
#include "dlx/rng.h"

#ifdef __cplusplus
extern "C" {
#endif

#define RELGEN_MAX_CLUES (LATIN_MAX_EDGES + LATIN_MAX_N * LATIN_MAX_N)

enum relgen_symmetry { RELGEN_SYM_NONE, RELGEN_SYM_ROT180, RELGEN_SYM_ROT90, RELGEN_SYM_MIRROR,
                       RELGEN_SYM_DIAGONAL }; /* the values of kind.h's cj_symmetry */

enum relgen_error {
    RELGEN_OK = 0,
    RELGEN_EGAVEUP = -40, /* no puzzle of the wanted level within max_tries solutions */
    RELGEN_EOPTIONS = -41, /* the shape cannot take the symmetry (relgen_orbits_make), or a level out of
                              range */
    RELGEN_ESTOPPED = -42  /* keep_going said stop: out holds no puzzle to use */
};

typedef struct relgen_request {
    int n, box_rows, box_cols; /* box 0x0: Futoshiki (Latin square) */
    int relations_all;         /* Jidoku: relations across box borders too (Futoshiki: always) */
    int givens;                /* digits as clues: 0 never (the seed's Jidoku), 1 mixed with relations
                                  (Futoshiki), 2 only once every relation is in and propagation still
                                  does not finish (large Jidoku) */
    int level_lo, level_hi;    /* the wanted grade range (inference levels, see inference.h); generation
                                  propagates at level_hi */
    int symmetry;              /* enum relgen_symmetry */
    int max_tries;             /* random solutions tried before giving up; 0 = 50 */
    int (*keep_going)(void *ctx); /* NULL, or asked before each random solution, each clue added and each
                                     drop check, and once the puzzle is made: 0 stops (RELGEN_ESTOPPED) */
    void *keep_going_ctx;
} relgen_request;

/* Clue orbits of a request: clue k < latin_edge_count(n) is the relation on edge k, else the given of
   cell k - edges. */
typedef struct relgen_orbits {
    int count;
    int start[RELGEN_MAX_CLUES + 1]; /* orbit o holds members[start[o] .. start[o+1]) */
    int members[RELGEN_MAX_CLUES];
} relgen_orbits;

/* Fills the orbits of the candidate clues under the request's symmetry. Returns RELGEN_OK or EOPTIONS. */
int relgen_orbits_make(const relgen_request *req, relgen_orbits *orbits);

#define RELGEN_PATH_MAX 64 /* the most cells relgen_box_path takes */

/* Draws from rng a random Hamiltonian path of a rows x cols grid (cells numbered r * cols + c, at most
   RELGEN_PATH_MAX): path[0 .. rows*cols) holds each cell once, each next to the one before it. Bounded and
   allocation-free: randomised walks with a step limit, then a snake from a random corner. Returns RELGEN_OK,
   or RELGEN_EOPTIONS for a grid out of range. */
int relgen_box_path(int rows, int cols, cj_rng *rng, int *path);

/* Generates one puzzle on model m (built for the request's shape; reloaded here, and used for the random
   solution and the final uniqueness check) from rng, with the request's orbits (relgen_orbits_make). The result is
   unique, solved by propagation at its grade (in [level_lo, level_hi]) and minimal at level_hi: no orbit
   of clues can be dropped. The hook asks nothing of rng: a run it does not stop makes what one without it does.
   For level 0 with relations inside boxes alone, the random solution is drawn with 1..n along a random path of
   one box's cells (relgen_box_path): propagation cannot start without such a box. */
int relgen_generate(latin *m, const relgen_request *req, const relgen_orbits *orbits, cj_rng *rng,
                    latin_puzzle *out, uint8_t *solution, int *grade);

#ifdef __cplusplus
}
#endif

#endif
