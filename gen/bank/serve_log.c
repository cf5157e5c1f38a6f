/* serve_log.c: `bank serve --log FILE`: each answer as a line of the Common Log Format (client, time, request,
   status, bytes), written whole under a lock and flushed, so a server stopped at any moment loses no line. */
#define _POSIX_C_SOURCE 200809L
#include <arpa/inet.h>
#include <errno.h>
#include <netinet/in.h>
#include <stdio.h>
#include <string.h>
#include <sys/socket.h>
#include <time.h>

#include "gen/bank/serve_log.h"

int serve_log_open(serve_log *log, const char *tool, const char *path)
{
    memset(log, 0, sizeof *log);
    log->tool = tool;
    log->path = path;
    if (path == NULL)
        return 0;
    log->file = strcmp(path, "-") == 0 ? stdout : fopen(path, "a");
    if (log->file == NULL) {
        fprintf(stderr, "%s: serve: --log %s: %s\n", tool, path, strerror(errno));
        return -1;
    }
    pthread_mutex_init(&log->lock, NULL);
    return 0;
}

/* Writes text with the bytes a log line must not hold as they stand (blanks, quotes, '%', controls, non-ASCII)
   as %HH; in a query value, '&' and '=' too, so that the line reads back as the request's parameters. */
static void put_escaped(FILE *f, const char *text, int in_query)
{
    for (; *text != '\0'; text++) {
        unsigned char ch = (unsigned char)*text;
        if (ch <= ' ' || ch >= 127 || ch == '"' || ch == '%' || ch == '\\' || ch == '?' || ch == '#' ||
            (in_query && (ch == '&' || ch == '=' || ch == '+')))
            fprintf(f, "%%%02X", ch);
        else
            putc(ch, f);
    }
}

typedef struct query_walk {
    FILE *file;
    int n;
} query_walk;

static enum MHD_Result put_parameter(void *cls, enum MHD_ValueKind kind, const char *key, const char *value)
{
    query_walk *w = cls;
    (void)kind;
    putc(w->n++ == 0 ? '?' : '&', w->file);
    put_escaped(w->file, key != NULL ? key : "", 1);
    if (value != NULL) { /* `?id` has no value; `?id=` the empty one */
        putc('=', w->file);
        put_escaped(w->file, value, 1);
    }
    return MHD_YES;
}

/* The client's address as text, or "-". */
static void client_address(struct MHD_Connection *c, char *text, size_t size)
{
    const union MHD_ConnectionInfo *info = MHD_get_connection_info(c, MHD_CONNECTION_INFO_CLIENT_ADDRESS);
    const struct sockaddr *a = info != NULL ? info->client_addr : NULL;
    const void *bytes = a == NULL                ? NULL
                        : a->sa_family == AF_INET ? (const void *)&((const struct sockaddr_in *)(const void *)a)->sin_addr
                        : a->sa_family == AF_INET6
                            ? (const void *)&((const struct sockaddr_in6 *)(const void *)a)->sin6_addr
                            : NULL;
    if (bytes == NULL || inet_ntop(a->sa_family, bytes, text, (socklen_t)size) == NULL)
        snprintf(text, size, "-");
}

void serve_log_answer(serve_log *log, struct MHD_Connection *c, const char *method, const char *path,
                      int query_cut, const char *version, unsigned status, long long bytes)
{
    char address[INET6_ADDRSTRLEN + 1], when[40];
    time_t now = time(NULL);
    struct tm t;
    query_walk walk;
    if (log->file == NULL)
        return;
    client_address(c, address, sizeof address);
    if (gmtime_r(&now, &t) == NULL || strftime(when, sizeof when, "%d/%b/%Y:%H:%M:%S +0000", &t) == 0)
        snprintf(when, sizeof when, "-");
    pthread_mutex_lock(&log->lock);
    if (log->failed) {
        pthread_mutex_unlock(&log->lock);
        return;
    }
    walk.file = log->file;
    walk.n = 0;
    fprintf(log->file, "%s - - [%s] \"", address, when);
    put_escaped(log->file, method, 0);
    putc(' ', log->file);
    put_escaped(log->file, path, 0);
    if (query_cut)
        fputs("?...", log->file);
    else
        MHD_get_connection_values(c, MHD_GET_ARGUMENT_KIND, put_parameter, &walk);
    putc(' ', log->file);
    put_escaped(log->file, version, 0);
    if (bytes < 0)
        fprintf(log->file, "\" %u -\n", status);
    else
        fprintf(log->file, "\" %u %lld\n", status, bytes);
    if (fflush(log->file) != 0 || ferror(log->file)) {
        log->failed = 1;
        fprintf(stderr, "%s: serve: --log %s: %s (the server goes on without a log)\n", log->tool, log->path,
                strerror(errno));
    }
    pthread_mutex_unlock(&log->lock);
}

int serve_log_close(serve_log *log)
{
    int failed;
    if (log->file == NULL)
        return 0;
    failed = (log->file == stdout ? fflush(stdout) != 0 : fclose(log->file) != 0) || log->failed;
    if (failed && !log->failed)
        fprintf(stderr, "%s: serve: --log %s: %s\n", log->tool, log->path, strerror(errno));
    pthread_mutex_destroy(&log->lock);
    log->file = NULL;
    return failed ? -1 : 0;
}
