/* serve_pool.c: bank serve's handles, one bank connection and its API state per thread, handed out under a lock
   and opened again, all at once, when a bank is moved over the served file (host only). */
#include "gen/bank/serve_pool.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>

#include "gen/bank/api_work.h"

static void handles_close(serve_pool *p)
{
    int k;
    for (k = 0; k < p->n_handles; k++) {
        bank_api_close(p->handles[k].api);
        bank_close(p->handles[k].db);
    }
    p->n_handles = 0;
}

/* Opens a handle per thread on the file at the bank's path, noted first (a move meanwhile opens them once more);
   0, or -1 with no handle open (each request tries again) and the problem on stderr, once for a file. */
static int handles_open(serve_pool *p)
{
    char err[256];
    struct stat now;
    uint64_t seed = p->seed + ((uint64_t)p->opened++ << 56); /* random picks that do not start over */
    int again = p->failed, quiet;
    if (stat(p->path, &now) == 0) {
        again = again && now.st_dev == p->dev && now.st_ino == p->ino;
        p->dev = now.st_dev;
        p->ino = now.st_ino;
    }
    quiet = again; /* the file that failed last time: said then */
    p->failed = 0;
    for (p->n_handles = 0; p->n_handles < p->threads; p->n_handles++) {
        serve_handle *one = &p->handles[p->n_handles];
        one->busy = 0;
        one->db = bank_open(p->path, p->live ? BANK_WRITE : BANK_READ, err, sizeof err);
        one->api = one->db ? bank_api_open(one->db, seed + ((uint64_t)p->n_handles << 40), p->live) : NULL;
        if (one->api != NULL)
            bank_api_set_live_seconds(one->api, p->live_seconds);
        if (one->api == NULL) {
            char unused[256]; /* why a read-only open failed: the write open's reason is the one said */
            bank *read_only = one->db || !p->live ? NULL : bank_open(p->path, BANK_READ, unused, sizeof unused);
            if (one->db != NULL)
                snprintf(err, sizeof err, "%s: out of memory", p->path);
            if (!quiet)
                fprintf(stderr, "%s: serve: %s%s\n", p->tool, err,
                        read_only ? " (it can be read: --no-live serves it as it is, generating nothing)" : "");
            bank_close(read_only);
            bank_close(one->db);
            handles_close(p);
            p->failed = 1;
            return -1;
        }
    }
    return 0;
}

int serve_pool_open(serve_pool *p, const char *tool, const char *path, int threads, uint64_t seed, int live,
                    int live_seconds)
{
    memset(p, 0, sizeof *p);
    pthread_mutex_init(&p->lock, NULL);
    pthread_cond_init(&p->idle, NULL);
    p->tool = tool;
    p->path = path;
    p->threads = threads < SERVE_MAX_THREADS ? threads : SERVE_MAX_THREADS;
    p->seed = seed;
    p->live = live;
    p->live_seconds = live_seconds;
    return handles_open(p);
}

void serve_pool_close(serve_pool *p)
{
    handles_close(p);
    pthread_cond_destroy(&p->idle);
    pthread_mutex_destroy(&p->lock);
}

/* Under the lock: whether the handles must be opened (again): another file lies at the bank's path (a bank moved
   over it with mv), or the last open failed. A path with no file at all sets removed (said once, on stderr): the
   handles' file is deleted, and what they wrote would be lost. */
static int to_open(serve_pool *p)
{
    struct stat now;
    if (stat(p->path, &now) != 0) {
        if (errno == ENOENT && !p->removed)
            fprintf(stderr, "%s: serve: %s was removed: API requests answer 503 until a bank is there again\n",
                    p->tool, p->path);
        p->removed = errno == ENOENT;
        return 0;
    }
    p->removed = 0;
    return p->failed || now.st_dev != p->dev || now.st_ino != p->ino;
}

static int any_busy(const serve_pool *p)
{
    int k;
    for (k = 0; k < p->n_handles; k++)
        if (p->handles[k].busy)
            return 1;
    return 0;
}

int serve_pool_answer(serve_pool *p, const char *method, const char *url, bank_api_param param, void *param_ctx,
                      const char *body, size_t body_len, char **json)
{
    serve_handle *one = NULL;
    int k, status, removed;
    pthread_mutex_lock(&p->lock);
    while (to_open(p) && any_busy(p)) /* no connection to the old file may share the new one's -wal and -shm */
        pthread_cond_wait(&p->idle, &p->lock);
    if (to_open(p)) {
        handles_close(p);
        if (handles_open(p) == 0)
            fprintf(stderr, "%s: serve: %s was moved over: serving the new file\n", p->tool, p->path);
    }
    for (k = 0; k < p->n_handles && one == NULL; k++)
        if (!p->handles[k].busy)
            one = &p->handles[k];
    removed = p->removed;
    if (one != NULL && !removed)
        one->busy = 1;
    pthread_mutex_unlock(&p->lock);
    if (removed)
        return api_fail(json, 503, "the bank's file was removed while serving: nothing is served or stored until a "
                                   "bank is at its path again");
    if (one == NULL) /* as many handles as threads: only a bank that could not be opened leaves none */
        return api_fail(json, 503, "the bank moved over the served file cannot be opened (the server says why)");
    status = bank_api_answer(one->api, method, url, param, param_ctx, body, body_len, json);
    pthread_mutex_lock(&p->lock);
    one->busy = 0;
    pthread_cond_broadcast(&p->idle);
    pthread_mutex_unlock(&p->lock);
    return status;
}
