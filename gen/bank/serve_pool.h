/* serve_pool.h: bank serve's handles, one bank connection and its API state per thread, handed out under a lock
   and opened again when a bank is moved over the served file (host only). */
#ifndef COVERJAR_SERVE_POOL_H
#define COVERJAR_SERVE_POOL_H

#include <pthread.h>
#include <stdint.h>
#include <sys/types.h>

#include "gen/bank/api.h"
#include "gen/bank/store.h"

#define SERVE_MAX_THREADS 64

/* What one request works with: its own connection to the bank and the API's workers. */
typedef struct serve_handle {
    bank *db;
    bank_api *api;
    int busy;
} serve_handle;

typedef struct serve_pool {
    pthread_mutex_t lock; /* guards the handles, and the caller's fields it says so of */
    pthread_cond_t idle;  /* a handle was given back */
    serve_handle handles[SERVE_MAX_THREADS];
    int n_handles;        /* 0 after a bank moved over the file could not be opened: 503 until one can */
    const char *tool, *path; /* the bank, and what its handles are opened with (to open them again) */
    int threads, live, live_seconds;
    uint64_t seed;
    unsigned opened;      /* times the handles were opened: a new stream of random picks each time */
    dev_t dev;            /* the file the handles have open, or failed to open (failed) */
    ino_t ino;
    int failed;
    int removed;          /* no file at the path when last asked (said once on stderr): 503 until one is there */
} serve_pool;

/* Opens threads handles on the bank at path (live: to write, else only to read); 0, or -1 after a message on stderr
   ("TOOL: serve: ..."). p's lock and condition are made either way; serve_pool_close ends them. */
int serve_pool_open(serve_pool *p, const char *tool, const char *path, int threads, uint64_t seed, int live,
                    int live_seconds);
void serve_pool_close(serve_pool *p);
/* Answers an API request (bank_api_answer) on a free handle; with none (a bank moved over the file that could not
   be opened), 503 with *json saying so. A bank moved over the file is opened once the requests under way on the old
   one end: every later request reads the new. Returns the HTTP status; *json NULL when out of memory. */
int serve_pool_answer(serve_pool *p, const char *method, const char *url, bank_api_param param, void *param_ctx,
                      const char *body, size_t body_len, char **json);

#endif
