/* api_work.h: what the API's files share (host only): the API's state, the engine workers kept per kind
   and shape, a stored puzzle loaded into one, and the JSON answers. */
#ifndef COVERJAR_BANK_API_WORK_H
#define COVERJAR_BANK_API_WORK_H

#include <jansson.h>

#include "dlx/kind.h"
#include "gen/bank/api.h"
#include "gen/bank/puzzle_cells.h"

#define API_WORKER_SLOTS 8

/* The engine state for one kind and shape, kept for the next request of that shape. */
typedef struct api_worker {
    const cj_kind *kind;
    cj_shape shape;
    void *mem, *work, *puzzle;
} api_worker;

struct bank_api {
    bank *db;
    uint64_t seed, picks;
    int live;         /* live=1 may generate */
    int live_seconds; /* how long a live generation may take (BANK_LIVE_SECONDS unless set) */
    api_worker slots[API_WORKER_SLOTS];
    int next_slot;
};

/* A stored puzzle ready to answer on: its kind's worker holds it parsed. */
typedef struct api_loaded {
    int64_t id;
    const cj_kind *kind;
    api_worker *w;
    puzzle_cells cells;         /* the normalised line form, split around its cells (numbers, see solo) */
    char *solo;                 /* the puzzle's Solo id when its line form cannot spell its values (Sudoku of side
                                   62 and up): cells then holds them as numbers, and the engine reads Solo ids */
    cj_cell *givens, *expected; /* width*height each; expected NULL when no solution is known */
    int solutions;
} api_loaded;

/* Sets *json to {"error": message} and returns status. */
int api_fail(char **json, int status, const char *message);
/* Sets *json to o's text (o is released) and returns 200, or 500 when out of memory. */
int api_json(char **json, json_t *o);

/* The worker for kind and shape (kept from an earlier request, or new in the oldest slot); NULL on failure. */
api_worker *api_worker_for(bank_api *a, const cj_kind *kind, const cj_shape *shape);
/* Parses text into w's puzzle buffer; 0 or -1. */
int api_parse_into(api_worker *w, const char *text);
/* The kind's line form of a puzzle (or of solution when puzzle is NULL), malloc'd; NULL on failure. */
char *api_format_line(const api_worker *w, const void *puzzle, const cj_cell *solution);

/* The text the kind's reader takes for the puzzle p with these cells: its line form, or its Solo id (p->solo);
   malloc'd, NULL when out of memory. */
char *api_cells_text(const api_loaded *p, const cj_cell *cells);

/* Loads the puzzle of that id; 0, or -1 with *why set and *status 404 (no such id) or 500. */
int api_load_id(bank_api *a, int64_t id, api_loaded *p, const char **why, int *status);
void api_loaded_free(api_loaded *p);
int api_cell_count(const api_loaded *p);

/* What a live request (kind, shape and filter f) asked that the kind's generator refused (CJ_KIND_EOPTIONS), and
   the generator's reason whole, its option names (bin/gen's --empty, --level) said as the page names its fields:
   "a new sudoku 4x4 (box 2x2) cannot be generated with level hard: no puzzle of side 4 ...". Allocated to its
   length (the caller frees it); NULL when out of memory (api_refusal.c). */
char *api_options_refusal(const cj_kind *kind, const cj_shape *shape, const bank_filter *f, const char *reason);
/* The same for a request the generator gave up on within its own tries (CJ_KIND_EGAVEUP before the deadline):
   "no new puzzle matches: the generator found no nonogram 5x5 with level search: no unique picture found ...". */
char *api_gave_up_text(const cj_kind *kind, const cj_shape *shape, const bank_filter *f, const char *reason);
/* A live request that found nothing before its deadline of seconds: "no puzzle found in time: the generator found no
   TITLE with ASKED: none within the N s a live request may take (...)"; allocated, NULL when out of memory. */
char *api_late_text(const cj_kind *kind, const cj_shape *shape, const bank_filter *f, int seconds);

/* The fewest rows and columns of a live puzzle's board. */
#define API_LIVE_MIN_SIDE 2
/* Whether a live request (kind, shape and filter f) would make a puzzle that leaves the player nothing to do: a board
   of one row or one column (a 1x1 or 1xN Nonogram, Fillomino), or no empty square (empty=0). 0 when it may be made
   (empty=0:B then asks for 1 to B, in f), else 400 with *said, allocated, in the request's words as
   api_options_refusal says them ("a new nonogram 5x1 cannot be generated: a live puzzle has at least 2 rows ..."),
   or 500 when out of memory. */
int api_live_refusal(const cj_kind *kind, const cj_shape *shape, bank_filter *f, char **said);

/* live=1: generates a puzzle of kind and shape that f asks (its level, empty squares, and exactly f->solutions
   solutions, 1 when 0), tried again while one misses the request or the bank holds it, adds it to the bank and
   sets *id. 0, or an HTTP status with *why: 400 (the generator refuses the request: *said, allocated, says what
   and why; the caller frees it), 404 (none generated matched, or the generator gave up within its own tries: then
   *said, allocated, says what and why), 503 (none in its live_seconds), 409 or 500 (api_live.c). */
int api_generate(bank_api *a, const cj_kind *kind, const cj_shape *shape, const bank_filter *f, int64_t *id,
                 const char **why, char **said);

/* POST /api/check and /api/hint. */
int api_check(bank_api *a, const char *body, size_t len, char **json);
int api_hint(bank_api *a, const char *body, size_t len, char **json);

#endif
