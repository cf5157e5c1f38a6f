/* serve_log.h: `bank serve --log FILE`: a line for each answer in the Common Log Format, appended and flushed
   as it is written (host only). */
#ifndef COVERJAR_SERVE_LOG_H
#define COVERJAR_SERVE_LOG_H

#include <microhttpd.h>
#include <pthread.h>

typedef struct serve_log {
    FILE *file; /* NULL: no log */
    pthread_mutex_t lock;
    int failed; /* a write failed: said once on stderr; the server's exit status is then 1 */
    const char *tool, *path;
} serve_log;

/* Opens path for appending ("-": standard output; NULL: no log). Returns 0, or -1 after saying why on stderr. */
int serve_log_open(serve_log *log, const char *tool, const char *path);

/* Logs one answer: the client's address, the time, the request line (the path and query as they were read,
   unsafe bytes %-escaped; "?..." for a query too long to read), the status and the body's bytes (-1: none sent). */
void serve_log_answer(serve_log *log, struct MHD_Connection *c, const char *method, const char *path,
                      int query_cut, const char *version, unsigned status, long long bytes);

/* Closes the log. Returns 0, or -1 when a write to it failed. */
int serve_log_close(serve_log *log);

#endif
