/* api.h: the JSON API behind `bin/bank serve`: a puzzle picked from the bank or generated live, a player's
   grid checked against the solution, and the next hint, for every puzzle kind (host only, jansson). */
#ifndef COVERJAR_BANK_API_H
#define COVERJAR_BANK_API_H

#include <stddef.h>
#include <stdint.h>

#include "gen/bank/store.h"

typedef struct bank_api bank_api;

/* Looks up a query parameter by name: its value, NULL when absent, or bank_api_repeated when the query
   gives it more than once (the API refuses that with 400 rather than pick one). */
typedef const char *(*bank_api_param)(void *ctx, const char *name);
extern const char bank_api_repeated[];

/* Answers from db (which stays the caller's); seed starts the random picks; live: whether live=1 may
   generate puzzles into db (else it is refused with 403, and db may be open only to read). NULL when out
   of memory. */
bank_api *bank_api_open(bank *db, uint64_t seed, int live);
#define BANK_LIVE_SECONDS 20 /* how long a live generation may take unless set */
#define BANK_LIVE_SECONDS_MAX 3600
/* Sets how long a live generation may take before it answers 503: 1 to BANK_LIVE_SECONDS_MAX seconds. */
void bank_api_set_live_seconds(bank_api *a, int seconds);
void bank_api_close(bank_api *a);

/* Answers one request to route ("/api/puzzle", "/api/kinds", "/api/check", "/api/hint"). Returns the HTTP
   status (200, 400, 403, 404, 405, 409, 500, 503; 405 for a HEAD with live=1 too; 409 when each live puzzle was in the
   bank already) and sets *json to the answer's
   text (malloc'd, the caller frees it). */
int bank_api_answer(bank_api *a, const char *method, const char *route, bank_api_param param, void *param_ctx,
                    const char *body, size_t body_len, char **json);
/* The methods a route takes, as a 405's Allow header names them ("GET, HEAD" or "POST"); NULL: no such route. */
const char *bank_api_methods(const char *route);
/* The Allow header of a 405 that bank_api_answer gave to method on route: the route's methods, but "GET" alone for
   a HEAD of /api/puzzle, which a HEAD gets only with live=1 (a HEAD generates and stores nothing). */
const char *bank_api_allow(const char *method, const char *route);

#endif
