/* serve.c: `bin/bank serve DB`: an HTTP server on libmicrohttpd that serves the play page's files and the
   JSON API (api.c) from a pool of threads, each with its own bank connection, until SIGINT or SIGTERM. */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <microhttpd.h>
#include <pthread.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "dlx/cli.h"
#include "gen/bank/api.h"
#include "gen/bank/bank_cli.h"
#include "gen/bank/serve.h"
#include "gen/bank/serve_log.h"
#include "gen/bank/serve_options.h"
#include "gen/bank/serve_pool.h"

#define BODY_LIMIT (64 * 1024) /* larger request bodies get 413 */
/* Each connection's memory (libmicrohttpd's pool, 32 KiB by default): its request line, headers and a record of
   about 50 bytes for each query parameter. A query it cannot hold leaves the client with no answer at all
   (0.9.75 logs 431 and reads the request on as if whole), so a request line that would take more than half of
   it, at PARAM_COST a parameter, is answered 414 by on_uri before it is parsed. */
#define CONNECTION_MEMORY (128 * 1024)
#define PARAM_COST 64
#define PAGE_NAME_MAX 128
/* on_uri's 414: its body, whose length the answer's Content-Length repeats (checked below). */
#define URI_TOO_LONG_JSON "{\"error\":\"the request line is too long\"}\n"
#define URI_TOO_LONG_BODY ((long long)sizeof URI_TOO_LONG_JSON - 1)

/* The server: the handles (one a thread of libmicrohttpd's pool) and the page. */
typedef struct server {
    serve_pool pool;
    int page_fd; /* the page's folder, opened once */
    const char *tool;
    int serving; /* under the pool's lock: 0 while starting, when the tool says itself what failed */
    int in_hand; /* under the pool's lock: requests whose headers came and whose answer is not yet sent */
    const char *cors; /* --cors: the origin whose pages may call the API, or NULL */
    serve_log log;    /* --log */
    int refused_414;  /* under the pool's lock: connections on_uri answered 414 whose close libmicrohttpd has
                         still to report ("Application reported internal error"), which is left out */
} server;

/* One request's state between libmicrohttpd's calls: what it asks (libmicrohttpd's text, kept while the request
   lasts) and the body read so far. */
typedef struct request {
    server *s;
    struct MHD_Connection *c;
    const char *method, *url, *version;
    cj_buf body;
    int too_large;
} request;

static int is_api(const request *rq)
{
    return strncmp(rq->url, "/api/", 5) == 0;
}

/* Every answer goes out here: queued, and once queued logged (--log) with the bytes of its body (a HEAD's and a
   304's: none). */
static enum MHD_Result answer(request *rq, unsigned status, struct MHD_Response *r, uint64_t bytes)
{
    enum MHD_Result rc = MHD_queue_response(rq->c, status, r);
    int no_body = strcmp(rq->method, "HEAD") == 0 || status == MHD_HTTP_NOT_MODIFIED || status == MHD_HTTP_NO_CONTENT;
    MHD_destroy_response(r);
    if (rc == MHD_YES)
        serve_log_answer(&rq->s->log, rq->c, rq->method, rq->url, 0, rq->version, status,
                         no_body ? -1 : (long long)bytes);
    return rc;
}

static int not_modified(struct MHD_Connection *c, const char *tag, const char *date);

/* The ETag of a puzzle asked by id: FNV-1a (64 bits) of the answer's text, which a regrade or another bank changes. */
static void text_tag(const char *text, size_t len, char *tag, size_t size)
{
    snprintf(tag, size, "\"%016llx\"", (unsigned long long)cj_fnv1a(CJ_FNV1A_START, text, len));
}

/* A JSON answer; allow: for a 405, the methods the URL takes (RFC 9110 asks for them), else NULL. A puzzle asked by
   its id (GET or HEAD /api/puzzle?id=N, 200) carries an ETag and Cache-Control: no-cache, and is 304 without its
   body to an If-None-Match naming that tag; every other answer is no-store (a pick is new each time). */
static enum MHD_Result send_json(request *rq, unsigned status, char *text, const char *allow)
{
    size_t len = strlen(text);
    int by_id = status == MHD_HTTP_OK && strcmp(rq->url, "/api/puzzle") == 0 &&
                MHD_lookup_connection_value(rq->c, MHD_GET_ARGUMENT_KIND, "id") != NULL;
    char tag[24];
    struct MHD_Response *r = MHD_create_response_from_buffer(len, text, MHD_RESPMEM_MUST_FREE);
    if (r == NULL) {
        free(text);
        return MHD_NO;
    }
    MHD_add_response_header(r, MHD_HTTP_HEADER_CONTENT_TYPE, "application/json");
    MHD_add_response_header(r, "X-Content-Type-Options", "nosniff");
    MHD_add_response_header(r, MHD_HTTP_HEADER_CACHE_CONTROL, by_id ? "no-cache" : "no-store");
    if (by_id) {
        text_tag(text, len, tag, sizeof tag);
        MHD_add_response_header(r, MHD_HTTP_HEADER_ETAG, tag);
        if (not_modified(rq->c, tag, ""))
            status = MHD_HTTP_NOT_MODIFIED;
    }
    if (allow != NULL)
        MHD_add_response_header(r, MHD_HTTP_HEADER_ALLOW, allow);
    if (rq->s->cors != NULL && is_api(rq)) /* --cors: the API answers pages of that origin too */
        MHD_add_response_header(r, MHD_HTTP_HEADER_ACCESS_CONTROL_ALLOW_ORIGIN, rq->s->cors);
    return answer(rq, status, r, len);
}

static enum MHD_Result send_error(request *rq, unsigned status, const char *message, const char *allow)
{
    char *text = malloc(strlen(message) + 16);
    if (text == NULL)
        return MHD_NO;
    sprintf(text, "{\"error\":\"%s\"}", message); /* messages here are plain words */
    return send_json(rq, status, text, allow);
}

/* --cors: a browser's preflight for an API route, answered 204 with the route's methods and the header the page's
   requests carry (Content-Type), kept 10 minutes. */
static enum MHD_Result send_preflight(request *rq, const char *methods)
{
    struct MHD_Response *r = MHD_create_response_from_buffer(0, NULL, MHD_RESPMEM_PERSISTENT);
    if (r == NULL)
        return MHD_NO;
    MHD_add_response_header(r, MHD_HTTP_HEADER_ACCESS_CONTROL_ALLOW_ORIGIN, rq->s->cors);
    MHD_add_response_header(r, "Access-Control-Allow-Methods", methods);
    MHD_add_response_header(r, "Access-Control-Allow-Headers", "Content-Type");
    MHD_add_response_header(r, "Access-Control-Max-Age", "600");
    return answer(rq, MHD_HTTP_NO_CONTENT, r, 0);
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

/* A page file's validators: an ETag of its inode, size and modification time (to the nanosecond), and that
   time as Last-Modified (an HTTP date: the tools keep the C locale, whose day and month names HTTP uses). */
static void file_validators(const struct stat *st, char *tag, size_t tag_size, char *date, size_t date_size)
{
    struct tm t;
    snprintf(tag, tag_size, "\"%llx-%llx-%llx.%lx\"", (unsigned long long)st->st_ino,
             (unsigned long long)st->st_size, (unsigned long long)st->st_mtim.tv_sec, (long)st->st_mtim.tv_nsec);
    if (gmtime_r(&st->st_mtim.tv_sec, &t) == NULL || strftime(date, date_size, "%a, %d %b %Y %H:%M:%S GMT", &t) == 0)
        date[0] = '\0';
}

/* Whether the request's If-None-Match (a list of entity tags, weak ones compared by their text, or "*")
   names tag; without that header, whether If-Modified-Since is date itself (the time the file answered
   with before). A match is answered 304. */
static int not_modified(struct MHD_Connection *c, const char *tag, const char *date)
{
    const char *list = MHD_lookup_connection_value(c, MHD_HEADER_KIND, MHD_HTTP_HEADER_IF_NONE_MATCH);
    const char *since = MHD_lookup_connection_value(c, MHD_HEADER_KIND, MHD_HTTP_HEADER_IF_MODIFIED_SINCE);
    size_t n = strlen(tag);
    if (list == NULL)
        return since != NULL && date[0] != '\0' && strcmp(since, date) == 0;
    while (*list != '\0') {
        const char *end;
        while (*list == ' ' || *list == '\t' || *list == ',')
            list++;
        if (*list == '*')
            return 1;
        if (strncmp(list, "W/", 2) == 0)
            list += 2;
        if (*list != '"' || (end = strchr(list + 1, '"')) == NULL)
            return 0; /* not a list of tags: answered in full */
        if ((size_t)(end + 1 - list) == n && strncmp(list, tag, n) == 0)
            return 1;
        list = end + 1;
    }
    return 0;
}

/* Serves a file of the page's folder: a plain name (letters, digits, '.', '-', '_', not starting with
   '.'), opened without following symbolic links or waiting, a regular file; anything else is not found. The
   answer carries an ETag and Last-Modified with Cache-Control: no-cache, so a browser asks again each time
   and gets a 304 without the file while it is unchanged. / is index.html, and /favicon.ico, which browsers ask
   for by themselves (a JSON answer opened in a tab has no <link rel="icon">), the page's icon.svg. */
static enum MHD_Result send_file(request *rq)
{
    const char *url = rq->url;
    const char *name = strcmp(url, "/") == 0 ? "index.html" : strcmp(url, "/favicon.ico") == 0 ? "icon.svg" : url + 1;
    size_t len = strlen(name), k;
    struct MHD_Response *r;
    struct stat st;
    char tag[96], date[40];
    int fd, same;
    if (url[0] != '/' || len == 0 || len >= PAGE_NAME_MAX || name[0] == '.')
        return send_error(rq, MHD_HTTP_NOT_FOUND, "not found", NULL);
    for (k = 0; k < len; k++)
        if (!((name[k] >= 'a' && name[k] <= 'z') || (name[k] >= 'A' && name[k] <= 'Z') ||
              (name[k] >= '0' && name[k] <= '9') || name[k] == '.' || name[k] == '-' || name[k] == '_'))
            return send_error(rq, MHD_HTTP_NOT_FOUND, "not found", NULL);
    fd = openat(rq->s->page_fd, name, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK); /* a FIFO would wait */
    if (fd < 0 || fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
        if (fd >= 0)
            close(fd);
        return send_error(rq, MHD_HTTP_NOT_FOUND, "not found", NULL);
    }
    file_validators(&st, tag, sizeof tag, date, sizeof date);
    same = not_modified(rq->c, tag, date);
    r = MHD_create_response_from_fd((uint64_t)st.st_size, fd); /* a 304 says its length, without the body */
    if (r == NULL) {
        close(fd);
        return MHD_NO;
    }
    if (!same)
        MHD_add_response_header(r, MHD_HTTP_HEADER_CONTENT_TYPE, content_type(name));
    MHD_add_response_header(r, "X-Content-Type-Options", "nosniff");
    MHD_add_response_header(r, MHD_HTTP_HEADER_CACHE_CONTROL, "no-cache");
    MHD_add_response_header(r, MHD_HTTP_HEADER_ETAG, tag);
    if (date[0] != '\0')
        MHD_add_response_header(r, MHD_HTTP_HEADER_LAST_MODIFIED, date);
    return answer(rq, same ? MHD_HTTP_NOT_MODIFIED : MHD_HTTP_OK, r, (uint64_t)st.st_size);
}

/* A query parameter looked up: its name, its first value and how many times it is given (up to 2). A name without
   "=" (`?id`) has the empty value, as `id=` has, and is refused as that is: it was taken for no parameter at all. */
typedef struct lookup {
    const char *name, *value;
    int n;
} lookup;

static enum MHD_Result count_value(void *cls, enum MHD_ValueKind kind, const char *key, const char *value)
{
    lookup *l = cls;
    (void)kind;
    if (key != NULL && strcmp(key, l->name) == 0 && l->n++ == 0)
        l->value = value != NULL ? value : "";
    return l->n > 1 ? MHD_NO : MHD_YES;
}

static const char *query_value(void *ctx, const char *name)
{
    lookup l = {name, NULL, 0};
    MHD_get_connection_values(ctx, MHD_GET_ARGUMENT_KIND, count_value, &l);
    return l.n > 1 ? bank_api_repeated : l.value;
}

static int api_request(request *rq, char **json)
{
    return serve_pool_answer(&rq->s->pool, rq->method, rq->url, query_value, rq->c,
                             rq->body.data ? rq->body.data : "", rq->body.len, json);
}

/* Decodes the %HH of a path or a query value, as libmicrohttpd does, unless it holds %00: a NUL would cut the
   text short (/index.html%00.png served index.html, size=9%00x meant 9), so such a text stays as written and
   is refused as it stands. Returns the new length. */
static size_t unescape(void *cls, struct MHD_Connection *c, char *text)
{
    (void)cls;
    (void)c;
    return strstr(text, "%00") != NULL ? strlen(text) : MHD_http_unescape(text);
}

/* Sees each request line before libmicrohttpd parses its query: one too large for CONNECTION_MEMORY is answered
   414 on the socket itself, whose sending side is then shut, and is marked by returning cls (the server) as the
   request's state, which on_request closes. NULL for the others. */
static void *on_uri(void *cls, const char *uri, struct MHD_Connection *c)
{
    static const char refusal[] = "HTTP/1.1 414 URI Too Long\r\nConnection: close\r\nContent-Type: application/json\r\n"
                                  "Content-Length: 41\r\n\r\n" URI_TOO_LONG_JSON;
    _Static_assert(sizeof URI_TOO_LONG_JSON - 1 == 41, "the 414's Content-Length is its body's");
    server *s = cls;
    const char *query = strchr(uri, '?');
    const union MHD_ConnectionInfo *info;
    size_t params = 0;
    for (; query != NULL && *query != '\0'; query++)
        params += *query == '?' || *query == '&';
    if (strlen(uri) + params * PARAM_COST <= CONNECTION_MEMORY / 2)
        return NULL;
    if ((info = MHD_get_connection_info(c, MHD_CONNECTION_INFO_CONNECTION_FD)) != NULL &&
        send(info->connect_fd, refusal, sizeof refusal - 1, MSG_NOSIGNAL) == (ssize_t)(sizeof refusal - 1))
        shutdown(info->connect_fd, SHUT_WR);
    pthread_mutex_lock(&s->pool.lock);
    s->refused_414++;
    pthread_mutex_unlock(&s->pool.lock);
    return cls;
}

/* On a stop: no new connection is taken, the requests in hand are answered (a live one within its time, so at
   most live_seconds and a few more are waited), then the daemon ends. */
static void finish_in_hand(server *s, struct MHD_Daemon *d, long live_seconds)
{
    const struct timespec tick = {0, 10000000}; /* 10 ms */
    MHD_socket listening = MHD_quiesce_daemon(d);
    long ticks;
    int left = 1;
    for (ticks = 0; left && ticks < (live_seconds + 5) * 100; ticks++) {
        pthread_mutex_lock(&s->pool.lock);
        left = s->in_hand > 0;
        pthread_mutex_unlock(&s->pool.lock);
        if (left)
            nanosleep(&tick, NULL);
    }
    MHD_stop_daemon(d);
    if (listening != MHD_INVALID_SOCKET)
        close(listening);
}

static enum MHD_Result on_request(void *cls, struct MHD_Connection *c, const char *url, const char *method,
                                  const char *version, const char *upload, size_t *upload_size, void **state)
{
    server *s = cls;
    request *rq = *state;
    char *json;
    int status;
    if (*state == cls) { /* answered 414 by on_uri */
        serve_log_answer(&s->log, c, method, url, 1, version, MHD_HTTP_URI_TOO_LONG, URI_TOO_LONG_BODY);
        return MHD_NO;
    }
    if (rq == NULL) { /* the first call: headers only */
        const char *length = MHD_lookup_connection_value(c, MHD_HEADER_KIND, MHD_HTTP_HEADER_CONTENT_LENGTH);
        rq = calloc(1, sizeof *rq);
        if (rq == NULL)
            return MHD_NO;
        *state = rq;
        rq->s = s;
        rq->c = c;
        rq->method = method;
        rq->url = url;
        rq->version = version;
        pthread_mutex_lock(&s->pool.lock);
        s->in_hand++;
        pthread_mutex_unlock(&s->pool.lock);
        if (length != NULL && strtoull(length, NULL, 10) > BODY_LIMIT)
            return send_error(rq, MHD_HTTP_CONTENT_TOO_LARGE, "the body is too large", NULL);
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
        return send_error(rq, MHD_HTTP_CONTENT_TOO_LARGE, "the body is too large", NULL);
    if (!is_api(rq)) {
        if (strcmp(method, "GET") != 0 && strcmp(method, "HEAD") != 0)
            return send_error(rq, MHD_HTTP_METHOD_NOT_ALLOWED, "use GET", "GET, HEAD");
        return send_file(rq);
    }
    if (s->cors != NULL && strcmp(method, "OPTIONS") == 0 && bank_api_allow(method, url) != NULL)
        return send_preflight(rq, bank_api_allow(method, url));
    status = api_request(rq, &json);
    if (json == NULL)
        return send_error(rq, MHD_HTTP_INTERNAL_SERVER_ERROR, "out of memory", NULL);
    return send_json(rq, (unsigned)status, json, status == MHD_HTTP_METHOD_NOT_ALLOWED ? bank_api_allow(method, url) : NULL);
}

static void on_completed(void *cls, struct MHD_Connection *c, void **state, enum MHD_RequestTerminationCode code)
{
    server *s = cls;
    request *rq = *state;
    (void)c;
    (void)code;
    if (rq != NULL && *state != cls) { /* cls: the mark of a request line on_uri answered */
        cj_buf_free(&rq->body);
        free(rq);
        *state = NULL;
        pthread_mutex_lock(&s->pool.lock);
        s->in_hand--;
        pthread_mutex_unlock(&s->pool.lock);
    }
}

/* Whether the folder fd holds an index.html the server would serve (a regular file, opened as send_file opens
   it): 0, or -1 with errno set (ELOOP: a symbolic link; EISDIR: not a regular file). */
static int page_has_index(int fd)
{
    struct stat st;
    int index = openat(fd, "index.html", O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK), ok;
    if (index < 0)
        return -1;
    ok = fstat(index, &st) == 0 && S_ISREG(st.st_mode);
    close(index);
    if (!ok)
        errno = EISDIR;
    return ok ? 0 : -1;
}

/* Opens the page's folder: dir, or gen/bank/page found from the binary (bin/, build/dbg/bin/) or an
   installed share/coverjar/page, each holding the page's index.html. Returns its descriptor and its path in path,
   or -1 after a line on stderr naming what is missing. */
static int open_page(const char *tool, const char *dir, char *path, size_t size)
{
    static const char *const beside[] = {"/../gen/bank/page", "/../../../gen/bank/page", "/../share/coverjar/page"};
    char exe[PATH_MAX];
    ssize_t n;
    size_t k;
    int fd;
    if (dir != NULL) {
        snprintf(path, size, "%s", dir);
        if ((fd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC)) < 0) {
            fprintf(stderr, "%s: serve: --page %s: %s (give the folder of the play page's index.html)\n", tool, dir,
                    strerror(errno));
            return -1;
        }
        if (page_has_index(fd) != 0) {
            fprintf(stderr, "%s: serve: %s%sindex.html: %s (--page names the folder of the play page's index.html)\n",
                    tool, dir, dir[0] != '\0' && dir[strlen(dir) - 1] == '/' ? "" : "/",
                    errno == ELOOP ? "a symbolic link, which is not served"
                    : errno == EISDIR ? "not a regular file" : strerror(errno));
            close(fd);
            return -1;
        }
        return fd;
    }
    if ((n = readlink("/proc/self/exe", exe, sizeof exe - 1)) > 0) {
        exe[n] = '\0';
        *strrchr(exe, '/') = '\0';
    }
    for (k = 0; n > 0 && k < sizeof beside / sizeof beside[0]; k++) {
        snprintf(path, size, "%s%s", exe, beside[k]);
        fd = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
        if (fd >= 0 && page_has_index(fd) == 0)
            return fd;
        if (fd >= 0)
            close(fd);
    }
    fprintf(stderr, "%s: serve: no gen/bank/page/index.html beside the binary, nor share/coverjar/page/index.html "
                    "(give --page DIR)\n", tool);
    return -1;
}

/* libmicrohttpd's messages, once serving, after the tool's name; while starting they are left out, as the tool
   names a failure to listen itself, and so is its word on the close of each connection on_uri answered 414, which
   the server decided (and logs): as many such words as those answers. */
static void on_library_message(void *cls, const char *format, va_list args)
{
    server *s = cls;
    const char *why = NULL;
    if (strcmp(format, "%s\n") == 0) { /* how it says why it closes a connection */
        va_list copy;
        va_copy(copy, args);
        why = va_arg(copy, const char *);
        va_end(copy);
    }
    pthread_mutex_lock(&s->pool.lock);
    if (why != NULL && s->refused_414 > 0 && strncmp(why, "Application reported internal error", 35) == 0) {
        s->refused_414--;
        pthread_mutex_unlock(&s->pool.lock);
        return;
    }
    if (s->serving) {
        fprintf(stderr, "%s: serve: libmicrohttpd: ", s->tool);
        vfprintf(stderr, format, args);
    }
    pthread_mutex_unlock(&s->pool.lock);
}

int bank_serve_main(const char *tool, int argc, char **argv)
{
    serve_opts o;
    struct MHD_Daemon *d = NULL;
    const union MHD_DaemonInfo *info;
    char page_path[PATH_MAX + 32];
    sigset_t stop;
    server s;
    int rc = serve_read_options(&o, tool, argc, argv), sig = 0, failed = 2; /* 2: bad options or bank; 1: no port */
    unsigned flags = MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_ERROR_LOG | MHD_USE_ITC | (o.v6 ? MHD_USE_IPv6 : 0);
    memset(&s, 0, sizeof s);
    if (rc != 0)
        return rc == 1 ? 0 : rc;
    if ((s.page_fd = open_page(tool, o.page, page_path, sizeof page_path)) < 0)
        return 2;
    if (serve_log_open(&s.log, tool, o.log) != 0) {
        close(s.page_fd);
        return 2;
    }
    s.tool = tool;
    s.cors = o.cors;
    s.serving = 0;
    /* SIGINT and SIGTERM are blocked in every thread and taken by sigwait below. */
    sigemptyset(&stop);
    sigaddset(&stop, SIGINT);
    sigaddset(&stop, SIGTERM);
    pthread_sigmask(SIG_BLOCK, &stop, NULL);
    signal(SIGPIPE, SIG_IGN);
    if (serve_pool_open(&s.pool, tool, o.db, (int)o.threads,
                        o.have_seed ? o.seed : bank_clock_seed(), !o.no_live,
                        (int)o.live_seconds) == 0) {
        struct MHD_OptionItem pool[] = {{MHD_OPTION_THREAD_POOL_SIZE, (intptr_t)o.threads, NULL},
                                        {MHD_OPTION_END, 0, NULL}};
        if (o.threads == 1) /* no pool: the one polling thread answers */
            pool[0].option = MHD_OPTION_END;
        d = MHD_start_daemon(flags, (uint16_t)o.port, NULL, NULL, on_request, &s, MHD_OPTION_SOCK_ADDR,
                             o.v6 ? (struct sockaddr *)&o.a6 : (struct sockaddr *)&o.a4, MHD_OPTION_NOTIFY_COMPLETED,
                             on_completed, &s, MHD_OPTION_CONNECTION_TIMEOUT, 30u, MHD_OPTION_CONNECTION_LIMIT, 512u,
                             MHD_OPTION_CONNECTION_MEMORY_LIMIT, (size_t)CONNECTION_MEMORY,
                             MHD_OPTION_URI_LOG_CALLBACK, on_uri, &s, MHD_OPTION_UNESCAPE_CALLBACK, unescape, NULL,
                             MHD_OPTION_EXTERNAL_LOGGER, on_library_message, &s, MHD_OPTION_ARRAY, pool,
                             MHD_OPTION_END);
        if (d == NULL) {
            fprintf(stderr, "%s: serve: cannot listen on %s port %ld: %s\n", tool, o.bind, o.port, strerror(errno));
            failed = 1;
        }
    }
    if (d == NULL) {
        serve_pool_close(&s.pool);
        serve_log_close(&s.log);
        close(s.page_fd);
        return failed;
    }
    pthread_mutex_lock(&s.pool.lock);
    s.serving = 1;
    pthread_mutex_unlock(&s.pool.lock);
    info = MHD_get_daemon_info(d, MHD_DAEMON_INFO_BIND_PORT);
    fprintf(stderr, "%s: serving %s on http://%s%s%s:%u/ (page %s, %ld thread%s%s)\n", tool, o.db, o.v6 ? "[" : "",
            o.bind, o.v6 ? "]" : "", info ? (unsigned)info->port : (unsigned)o.port, page_path, o.threads,
            o.threads == 1 ? "" : "s", o.no_live ? ", no live generation" : "");
    fflush(stderr);
    while (sigwait(&stop, &sig) != 0)
        ;
    finish_in_hand(&s, d, o.live_seconds);
    serve_pool_close(&s.pool);
    close(s.page_fd);
    rc = serve_log_close(&s.log) != 0; /* a log that could not be written: 1 */
    fprintf(stderr, "%s: stopped on signal %d\n", tool, sig);
    return rc;
}
