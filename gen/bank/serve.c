/* serve.c: `bin/bank serve DB`: an HTTP server on libmicrohttpd that serves the play page's files and the
   JSON API (api.c) from one polling thread, until SIGINT or SIGTERM (host only). */
#define _POSIX_C_SOURCE 200809L
#include <arpa/inet.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <microhttpd.h>
#include <netinet/in.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "dlx/cli.h"
#include "gen/bank/api.h"
#include "gen/bank/serve.h"

#define BODY_LIMIT (64 * 1024) /* larger request bodies get 413 */
#define PAGE_NAME_MAX 128

typedef struct server {
    bank_api *api;
    int page_fd; /* the page's folder, opened once */
} server;

/* One request's state between libmicrohttpd's calls: the body read so far. */
typedef struct request {
    cj_buf body;
    int too_large;
} request;

static const char usage[] =
    "usage: bank serve DB [--port P] [--bind ADDR] [--page DIR] [--seed S]\n"
    "  serves the play page and its JSON API on http://ADDR:P/ (default 127.0.0.1:8080; --port 0 picks a\n"
    "  free port) until SIGINT or SIGTERM. --page: the folder of index.html, play.js, play.css (default:\n"
    "  gen/bank/page beside the binary's tree). --seed: the first seed of random picks (default: the clock).\n"
    "  GET /api/puzzle?kind=&size=&box=&width=&height=&level=&empty=A:B&solutions=K[&live=1][&seed=S][&id=N]\n"
    "  GET /api/kinds   POST /api/check {\"id\":N,\"grid\":\"...\"}   POST /api/hint {\"id\":N,\"grid\":\"...\"}\n";

static enum MHD_Result send_text(struct MHD_Connection *c, unsigned status, const char *type, char *text,
                                 int api)
{
    struct MHD_Response *r = MHD_create_response_from_buffer(strlen(text), text, MHD_RESPMEM_MUST_FREE);
    enum MHD_Result rc;
    if (r == NULL) {
        free(text);
        return MHD_NO;
    }
    MHD_add_response_header(r, MHD_HTTP_HEADER_CONTENT_TYPE, type);
    MHD_add_response_header(r, "X-Content-Type-Options", "nosniff");
    if (api)
        MHD_add_response_header(r, MHD_HTTP_HEADER_CACHE_CONTROL, "no-store");
    rc = MHD_queue_response(c, status, r);
    MHD_destroy_response(r);
    return rc;
}

static enum MHD_Result send_error(struct MHD_Connection *c, unsigned status, const char *message)
{
    char *text = malloc(strlen(message) + 16);
    if (text == NULL)
        return MHD_NO;
    sprintf(text, "{\"error\":\"%s\"}", message); /* messages here are plain words */
    return send_text(c, status, "application/json", text, 1);
}

static const char *content_type(const char *name)
{
    static const char *const types[][2] = {
        {".html", "text/html; charset=utf-8"}, {".js", "text/javascript; charset=utf-8"},
        {".css", "text/css; charset=utf-8"},   {".png", "image/png"},
        {".svg", "image/svg+xml"},             {".json", "application/json"},
        {".ico", "image/x-icon"},              {".txt", "text/plain; charset=utf-8"}};
    const char *dot = strrchr(name, '.');
    size_t k;
    for (k = 0; dot && k < sizeof types / sizeof types[0]; k++)
        if (strcmp(dot, types[k][0]) == 0)
            return types[k][1];
    return "application/octet-stream";
}

/* Serves a file of the page's folder: a plain name (letters, digits, '.', '-', '_', not starting with
   '.'), opened without following symbolic links; anything else is not found. */
static enum MHD_Result send_file(server *s, struct MHD_Connection *c, const char *url)
{
    const char *name = strcmp(url, "/") == 0 ? "index.html" : url + 1;
    size_t len = strlen(name), k;
    struct MHD_Response *r;
    struct stat st;
    enum MHD_Result rc;
    int fd;
    if (url[0] != '/' || len == 0 || len >= PAGE_NAME_MAX || name[0] == '.')
        return send_error(c, MHD_HTTP_NOT_FOUND, "not found");
    for (k = 0; k < len; k++)
        if (!((name[k] >= 'a' && name[k] <= 'z') || (name[k] >= 'A' && name[k] <= 'Z') ||
              (name[k] >= '0' && name[k] <= '9') || name[k] == '.' || name[k] == '-' || name[k] == '_'))
            return send_error(c, MHD_HTTP_NOT_FOUND, "not found");
    fd = openat(s->page_fd, name, O_RDONLY | O_NOFOLLOW | O_CLOEXEC);
    if (fd < 0 || fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
        if (fd >= 0)
            close(fd);
        return send_error(c, MHD_HTTP_NOT_FOUND, "not found");
    }
    r = MHD_create_response_from_fd((uint64_t)st.st_size, fd);
    if (r == NULL) {
        close(fd);
        return MHD_NO;
    }
    MHD_add_response_header(r, MHD_HTTP_HEADER_CONTENT_TYPE, content_type(name));
    MHD_add_response_header(r, "X-Content-Type-Options", "nosniff");
    rc = MHD_queue_response(c, MHD_HTTP_OK, r);
    MHD_destroy_response(r);
    return rc;
}

static const char *query_value(void *ctx, const char *name)
{
    return MHD_lookup_connection_value(ctx, MHD_GET_ARGUMENT_KIND, name);
}

static enum MHD_Result on_request(void *cls, struct MHD_Connection *c, const char *url, const char *method,
                                  const char *version, const char *upload, size_t *upload_size, void **state)
{
    server *s = cls;
    request *rq = *state;
    char *json;
    int status;
    (void)version;
    if (rq == NULL) { /* the first call: headers only */
        const char *length = MHD_lookup_connection_value(c, MHD_HEADER_KIND, MHD_HTTP_HEADER_CONTENT_LENGTH);
        rq = calloc(1, sizeof *rq);
        if (rq == NULL)
            return MHD_NO;
        *state = rq;
        if (length != NULL && strtoull(length, NULL, 10) > BODY_LIMIT)
            return send_error(c, MHD_HTTP_CONTENT_TOO_LARGE, "the body is too large");
        return MHD_YES;
    }
    if (*upload_size > 0) {
        if (rq->body.len + *upload_size > BODY_LIMIT)
            rq->too_large = 1;
        else
            cj_buf_put(&rq->body, upload, *upload_size);
        *upload_size = 0;
        return MHD_YES;
    }
    if (rq->too_large)
        return send_error(c, MHD_HTTP_CONTENT_TOO_LARGE, "the body is too large");
    if (strncmp(url, "/api/", 5) != 0) {
        if (strcmp(method, "GET") != 0 && strcmp(method, "HEAD") != 0)
            return send_error(c, MHD_HTTP_METHOD_NOT_ALLOWED, "use GET");
        return send_file(s, c, url);
    }
    status = bank_api_answer(s->api, method, url, query_value, c, rq->body.data ? rq->body.data : "", rq->body.len,
                             &json);
    if (json == NULL)
        return send_error(c, MHD_HTTP_INTERNAL_SERVER_ERROR, "out of memory");
    return send_text(c, (unsigned)status, "application/json", json, 1);
}

static void on_completed(void *cls, struct MHD_Connection *c, void **state, enum MHD_RequestTerminationCode code)
{
    request *rq = *state;
    (void)cls;
    (void)c;
    (void)code;
    if (rq != NULL) {
        cj_buf_free(&rq->body);
        free(rq);
        *state = NULL;
    }
}

/* Opens the page's folder: dir, or gen/bank/page found from the binary (bin/, build/dbg/bin/) or an
   installed share/coverjar/page. Returns its descriptor or -1, and its path in path. */
static int open_page(const char *dir, char *path, size_t size)
{
    static const char *const beside[] = {"/../gen/bank/page", "/../../../gen/bank/page", "/../share/coverjar/page"};
    char exe[PATH_MAX];
    ssize_t n;
    size_t k;
    if (dir != NULL) {
        snprintf(path, size, "%s", dir);
        return open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    }
    n = readlink("/proc/self/exe", exe, sizeof exe - 1);
    if (n <= 0)
        return -1;
    exe[n] = '\0';
    *strrchr(exe, '/') = '\0';
    for (k = 0; k < sizeof beside / sizeof beside[0]; k++) {
        struct stat st;
        int fd;
        snprintf(path, size, "%s%s", exe, beside[k]);
        fd = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
        if (fd >= 0 && fstatat(fd, "index.html", &st, 0) == 0)
            return fd;
        if (fd >= 0)
            close(fd);
    }
    return -1;
}

static int serve_usage(const char *tool, const char *problem, const char *arg)
{
    fprintf(stderr, "%s: serve: %s%s\n%s", tool, problem, arg ? arg : "", usage);
    return 2;
}

int bank_serve_main(const char *tool, int argc, char **argv)
{
    const char *db_path = NULL, *bind_addr = "127.0.0.1", *page = NULL;
    long port = 8080, seed = -1;
    struct sockaddr_in6 a6;
    struct sockaddr_in a4;
    struct MHD_Daemon *d;
    const union MHD_DaemonInfo *info;
    char err[256], page_path[PATH_MAX + 32];
    sigset_t stop;
    server s;
    bank *db;
    int k, v6 = 0, sig = 0;
    for (k = 1; k < argc; k++) {
        const char *a = argv[k], *v = k + 1 < argc ? argv[k + 1] : NULL;
        if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
            fputs(usage, stdout);
            return 0;
        } else if (strcmp(a, "--port") == 0 && v && cj_parse_long(v, 0, 65535, &port) == 0) {
            k++;
        } else if (strcmp(a, "--seed") == 0 && v && cj_parse_long(v, 0, 0x7fffffffL, &seed) == 0) {
            k++;
        } else if (strcmp(a, "--bind") == 0 && v) {
            bind_addr = argv[++k];
        } else if (strcmp(a, "--page") == 0 && v) {
            page = argv[++k];
        } else if (a[0] != '-' && db_path == NULL) {
            db_path = a;
        } else {
            return serve_usage(tool, "bad or unknown argument ", a);
        }
    }
    if (db_path == NULL)
        return serve_usage(tool, "no bank named", NULL);
    memset(&a4, 0, sizeof a4);
    memset(&a6, 0, sizeof a6);
    a4.sin_family = AF_INET;
    a4.sin_port = htons((uint16_t)port);
    a6.sin6_family = AF_INET6;
    a6.sin6_port = htons((uint16_t)port);
    if (inet_pton(AF_INET, bind_addr, &a4.sin_addr) != 1) {
        if (inet_pton(AF_INET6, bind_addr, &a6.sin6_addr) != 1)
            return serve_usage(tool, "--bind takes an IPv4 or IPv6 address: ", bind_addr);
        v6 = 1;
    }
    s.page_fd = open_page(page, page_path, sizeof page_path);
    if (s.page_fd < 0) {
        fprintf(stderr, "%s: serve: %s: no page folder (give --page DIR)\n", tool, page ? page : "gen/bank/page");
        return 2;
    }
    db = bank_open(db_path, err, sizeof err);
    if (db == NULL) {
        fprintf(stderr, "%s: serve: %s: %s\n", tool, db_path, err);
        close(s.page_fd);
        return 2;
    }
    s.api = bank_api_open(db, seed >= 0 ? (uint64_t)seed : (uint64_t)time(NULL) ^ ((uint64_t)getpid() << 32));
    /* SIGINT and SIGTERM are blocked in every thread and taken by sigwait below. */
    sigemptyset(&stop);
    sigaddset(&stop, SIGINT);
    sigaddset(&stop, SIGTERM);
    pthread_sigmask(SIG_BLOCK, &stop, NULL);
    signal(SIGPIPE, SIG_IGN);
    d = s.api == NULL ? NULL
        : MHD_start_daemon(MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_ERROR_LOG | (v6 ? MHD_USE_IPv6 : 0),
                           (uint16_t)port, NULL, NULL, on_request, &s, MHD_OPTION_SOCK_ADDR,
                           v6 ? (struct sockaddr *)&a6 : (struct sockaddr *)&a4, MHD_OPTION_NOTIFY_COMPLETED,
                           on_completed, NULL, MHD_OPTION_CONNECTION_TIMEOUT, 30u, MHD_OPTION_CONNECTION_LIMIT,
                           512u, MHD_OPTION_END);
    if (d == NULL) {
        fprintf(stderr, "%s: serve: cannot listen on %s port %ld: %s\n", tool, bind_addr, port, strerror(errno));
        bank_api_close(s.api);
        bank_close(db);
        close(s.page_fd);
        return 2;
    }
    info = MHD_get_daemon_info(d, MHD_DAEMON_INFO_BIND_PORT);
    fprintf(stderr, "%s: serving %s on http://%s%s%s:%u/ (page %s)\n", tool, db_path, v6 ? "[" : "", bind_addr,
            v6 ? "]" : "", info ? (unsigned)info->port : (unsigned)port, page_path);
    fflush(stderr);
    while (sigwait(&stop, &sig) != 0)
        ;
    MHD_stop_daemon(d);
    bank_api_close(s.api);
    bank_close(db);
    close(s.page_fd);
    fprintf(stderr, "%s: stopped on signal %d\n", tool, sig);
    return 0;
}
