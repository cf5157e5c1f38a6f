/* store.h: the puzzle bank on SQLite: one type-agnostic table of graded puzzles with their solutions,
   added in batches, picked by kind, shape, level, empties and solution count (host only). */
#ifndef COVERJAR_BANK_STORE_H
#define COVERJAR_BANK_STORE_H

#include <stdint.h>

#include "dlx/kind.h"

typedef struct bank bank; /* an open bank: the database and its prepared statements */

/* One stored puzzle. Text fields point into the bank's row buffers (valid until the next call on the
   bank) when read, and into the caller's memory when added. */
typedef struct bank_row {
    int64_t id;            /* read: its id; added: the id it asks for (kept when no row has it), 0 the next one */
    const char *kind;      /* "sudoku", "fillomino", "futoshiki", ... (cj_kind.name) */
    const char *shape;     /* "3x3" (Sudoku box), "10x10" (width x height), "9" (Futoshiki N) */
    const char *puzzle;    /* the kind's line form */
    const char *solution;  /* the kind's line form of the solution */
    int clues, empties;
    int solutions;         /* counted by the engine (1 = unique) */
    int level;             /* 0..levels-1 of the kind, -1 = not graded */
    double rating;
    const char *technique; /* hardest step needed, "" if not graded */
    int64_t seed, index;   /* generation seed and puzzle index, -1 when unknown */
    const char *canon;     /* canonical key under the shape's symmetries */
    int64_t asked;         /* the requests it is puzzle `index` of `seed` of (BANK_ASKED_* bits): 0 none, -1 unknown */
} bank_row;

/* What a generated puzzle was asked for: puzzle i of a seed is one puzzle with no level asked (bin/gen --seed S,
   bank build -n), another with level L asked (bin/gen --level L, whose --per-level K asks for level i / K).
   bank build --per-level asks each index for a level short in the bank: its own request. A row holds the bits of
   every request it is puzzle `index` of (a build that makes a puzzle the bank holds at the same seed and index
   adds its bit), and bank build counts and resumes each request on its own. */
#define BANK_ASKED_ANY 1                       /* no level asked */
#define BANK_ASKED_PER_LEVEL 2                 /* bank build --per-level */
#define BANK_ASKED_LEVEL(l) (4LL << (l))        /* level l asked (0 <= l < 32) */
/* The generator's options past the level (bank build --empty T, --symmetry S) make another puzzle i of a seed: a
   request with them is its level bits above, with the options in the bits above those (the symmetry, enum
   cj_symmetry, in 3 bits; T + 1 in 21, 0 for minimal puzzles). A row's options are those of every request it is
   puzzle `index` of: a request counts the rows of its own options (none: the rows without, older ones too). */
#define BANK_ASKED_BITS ((1LL << 34) - 1)      /* the level bits: ANY, PER_LEVEL and LEVEL(0..31) */
#define BANK_ASKED_OPTIONS(target_empty, symmetry) \
    (((int64_t)(symmetry) << 34) | ((int64_t)((target_empty) + 1) << 37))

/* What to pick. Zero / NULL fields match anything; ranges are inclusive. */
typedef struct bank_filter {
    const char *kind, *shape;
    int level;                   /* -1 = any */
    int ungraded;                /* only the rows without a grade (level -1); level is then -1 */
    int empty_min, empty_max;    /* -1 = no bound */
    int solutions;               /* 0 = any */
    int random;                  /* start the pick order at a place chosen by seed (else at its start) */
    uint64_t seed;
    int by_id;                   /* in the order added (export) instead of the pick order */
    int64_t after_id;            /* by_id: only rows of a larger id (0 = from the first) */
    int64_t other_than;          /* a row not to pick, by id (0 = none): New puzzle's "not the one I have" */
} bank_filter;

/* The filter's numbers as commands and requests give them (filter_parse.c).
   Reads a seed the bank can store (its integers are signed): 0 to 2^63-1, as every command and request takes
   it. 0, or -1 when text is not one. */
int bank_seed_parse(const char *text, uint64_t *seed);
/* An --empty or empty= range: "A:B" with 0 <= A <= B, or "A" alone, both within an int. Returns 0 or -1. */
int bank_empty_parse(const char *text, int *lo, int *hi);
/* A level as commands and requests give it: "ungraded" (the rows without a grade, of any kind) or one of
   kind's levels by name or number, into f. Returns 0 or -1. */
int bank_level_parse(const cj_kind *kind, const char *text, bank_filter *f);
#define BANK_SEED_RANGE "a seed from 0 to 2^63-1 (the bank's integers)"

/* How a bank is opened: made when missing (add, build), written (serve, which stores live puzzles), or
   only read (pick, export, stats: a bank on read-only media or in a folder the user cannot write is read
   as it is, since no one can be writing it there; a bank file the user cannot write, with nothing left beside
   it that would keep its owner from writing). */
enum bank_mode { BANK_READ, BANK_WRITE, BANK_CREATE };
/* Opens a bank in WAL mode (a missing file is an error unless mode is BANK_CREATE; a file that cannot be written
   is one unless mode is BANK_READ). Returns NULL and fills err ("PATH: problem") on failure, errno then ENOSPC or
   EIO when a write failed (a new bank it could not make on a full disk is removed again), EBUSY when another
   writer held the bank for the 10 s a writer waits, else 0. */
bank *bank_open(const char *path, enum bank_mode mode, char *err, int err_size);
/* Whether a new bank could be made at path (no file there): 0, or -1 with err naming path and why not (its folder
   missing, or one this user may not write). */
int bank_check_makeable(const char *path, char *err, int err_size);
void bank_close(bank *b);
/* Removes a bank file that was made and left without puzzles, with the -wal and -shm closing may have left. */
void bank_remove(const char *path);
/* Before a reader's next request: a bank opened to be read without locks (a file its user may not write, with no
   writer at work) is opened again, by bank_open's rules, once a writer's -wal lies beside it or the file is
   another, of another size or time; the pointer stays the caller's. 0 nothing to do, 1 opened again, -1 when the
   new open failed (the error in bank_error; the handle stays as it was). A read already under way is not
   watched: a writer's checkpoint that rewrites the file under it may make it fail. */
int bank_refresh(bank *b);
const char *bank_error(const bank *b); /* the last error's text */
void bank_note_error(bank *b, const char *text); /* sets it (a failure outside SQLite, such as memory) */

/* Batches: adds inside a transaction; bank_add returns 1 added, 0 duplicate (same kind, shape and
   canonical key), 2 a duplicate held at the same seed and index, which now has row->asked's bits too (a
   puzzle of that request as well), negative on error. */
int bank_begin(bank *b);
int bank_add(bank *b, const bank_row *row);
int bank_commit(bank *b);
int bank_rollback(bank *b); /* drops an open batch (nothing when none is open) */
/* Moves the write-ahead log into the file and empties it (when no reader holds it), so that nothing of this bank
   is left in a -wal a file moved over it would be read with. */
void bank_checkpoint(bank *b);
/* Sets the grade of row id (in a batch): 1 when the row is there, 0 when it is not, < 0 on error. Every other
   column stays, the key and the pick order's rnd among them. Only on a bank opened to write. */
int bank_set_grade(bank *b, int64_t id, int level, double rating, const char *technique);

/* Picks walk the rows in a fixed pseudo-random order (a hash of kind, shape and canonical key), from its
   start or, with f->random, from a place chosen by f->seed, wrapping around.
   Picks up to n rows matching f and calls each(row, ctx) for each; returns the number found or < 0.
   Stops early when each returns non-zero. */
long bank_pick(bank *b, const bank_filter *f, long n, int (*each)(const bank_row *row, void *ctx), void *ctx);
/* How many rows match f (its kind, shape, level, empties and solutions), counting up to cap in the pick
   indexes alone; < 0 on error. */
long bank_count(bank *b, const bank_filter *f, long cap);
/* Reads one row by id into *row; returns 1 found, 0 not found, < 0 error. */
int bank_get(bank *b, int64_t id, bank_row *row);

/* One group of bank_stats: how many puzzles of a kind, shape, level and clue count. */
typedef struct bank_stat {
    const char *kind, *shape;
    int level, clues;
    long count;
} bank_stat;

/* Calls each for every group of the rows matching f (its kind, shape, level, empties and solutions), ordered by
   kind, shape (by size as numbers: Futoshiki's 5, 7, 10; a Sudoku's box 2x2, 2x3, 3x3, 2x5, 4x4, by its side;
   Fillomino's 5x5 before 10x10), level and clues; returns the groups or < 0. */
long bank_stats(bank *b, const bank_filter *f, void (*each)(const bank_stat *stat, void *ctx), void *ctx);
/* Calls each for every kind and shape the bank holds, ordered by their texts (one index probe each);
   returns how many, or < 0. */
long bank_shapes(bank *b, void (*each)(const char *kind, const char *shape, void *ctx), void *ctx);
/* How many puzzles of kind and shape the bank holds from generation seed for the request asked (a BANK_ASKED_*
   bit; of that level only, unless level < 0), and the index a build of that request goes on from: the one
   bank_generated_mark noted or the largest index of those held plus one (0 when none), whichever is larger.
   Rows and marks of banks older than the requests (asked not known) count for every request. Only on a bank
   opened to write. 0 or < 0. */
int bank_generated(bank *b, const char *kind, const char *shape, int64_t seed, int64_t asked, int level,
                   long *count, int64_t *next_index);
/* Whether another connection (another process) has committed to the bank since the last call (1 on the first
   call, and when it cannot tell); called in a transaction, what it says holds until the commit. */
int bank_written_elsewhere(bank *b);
/* Notes, in the open transaction, that a build of seed and request asked has generated every index below
   next_index. 0 or < 0. */
int bank_generated_mark(bank *b, const char *kind, const char *shape, int64_t seed, int64_t asked,
                        int64_t next_index);

#endif
