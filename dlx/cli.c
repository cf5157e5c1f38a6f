/* cli.c: the tools' shared plumbing: a line reader that names file and line, error messages, output
   buffers, number parsing, and answers or puzzles written whole even when a signal ends the tool. */
#define _POSIX_C_SOURCE 200809L
#include "dlx/cli.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdarg.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "dlx/json_line.h"
#include "dlx/shape.h"
#include "dlx/tool_exit.h"

#define READ_CHUNK (1 << 16)

int cj_lines_open(cj_lines *r, const char *tool, const char *path)
{
    struct stat st;
    memset(r, 0, sizeof *r);
    r->tool = tool;
    if (path == NULL || strcmp(path, "-") == 0) {
        r->fd = STDIN_FILENO;
        r->name = "stdin";
    } else {
        r->fd = open(path, O_RDONLY);
        r->name = path;
        if (r->fd < 0) {
            fprintf(stderr, "%s: %s: %s\n", tool, path, strerror(errno));
            return -1;
        }
    }
    if (fstat(r->fd, &st) != 0)
        st.st_mode = 0;
    if (S_ISDIR(st.st_mode)) {
        fprintf(stderr, "%s: %s: %s\n", tool, r->name, strerror(EISDIR));
        cj_lines_close(r);
        return -1;
    }
    r->stream = !S_ISREG(st.st_mode);
    r->in = malloc(READ_CHUNK);
    if (r->in == NULL) {
        fprintf(stderr, "%s: %s: out of memory\n", tool, r->name);
        cj_lines_close(r);
        return -1;
    }
    return 0;
}

/* Refills the input when all of it was returned: 0 with bytes to read, -1 at its end or at a read error
   (noted in read_error). */
static int fill(cj_lines *r)
{
    ssize_t got;
    if (r->in_pos < r->in_len)
        return 0;
    if (r->at_end)
        return -1;
    if (r->stream)
        cj_answers_flush(); /* the read may wait for input that waits for these */
    do
        got = read(r->fd, r->in, READ_CHUNK);
    while (got < 0 && errno == EINTR && (r->stop == NULL || !*r->stop));
    if (got <= 0) {
        r->at_end = got < 0 && errno == EINTR ? 2 : 1; /* 2: the caller's stop ended it */
        if (r->at_end == 1 && got < 0)
            r->read_error = errno ? errno : EIO;
        return -1;
    }
    r->in_len = (size_t)got;
    r->in_pos = 0;
    return 0;
}

/* Appends n bytes to the line of length *len, up to CJ_MAX_LINE (beyond it, or when memory runs out, the
   line is marked too long and its text cut). */
static void keep(cj_lines *r, const char *bytes, size_t n, size_t *len)
{
    if (*len + n > (size_t)CJ_MAX_LINE) {
        r->too_long = 1;
        n = (size_t)CJ_MAX_LINE - *len;
    }
    if (*len + n + 1 > r->cap) {
        size_t cap = r->cap ? r->cap : 256;
        char *grown;
        while (cap < *len + n + 1)
            cap *= 2;
        grown = realloc(r->buf, cap);
        if (grown == NULL) {
            r->too_long = 1;
            return;
        }
        r->buf = grown;
        r->cap = cap;
    }
    memcpy(r->buf + *len, bytes, n);
    *len += n;
}

/* The first line end ('\n' or '\r') in the n bytes at from, or NULL. Looked for in spans that double from 256
   bytes: a file of one kind of end is never searched to the end of the chunk for the other at each line. */
static const char *line_end(const char *from, size_t n)
{
    size_t span = 256;
    while (n > 0) {
        size_t k = n < span ? n : span;
        const char *lf = memchr(from, '\n', k);
        const char *cr = memchr(from, '\r', lf != NULL ? (size_t)(lf - from) : k);
        if (cr != NULL || lf != NULL)
            return cr != NULL ? cr : lf;
        from += k;
        n -= k;
        span *= 2;
    }
    return NULL;
}

long cj_lines_next(cj_lines *r, char **line)
{
    size_t len = 0, seen = 0;
    int any = 0;
    r->too_long = 0;
    r->binary = 0;
    r->maker_error = 0;
    while (fill(r) == 0) {
        const char *from = r->in + r->in_pos;
        size_t avail = r->in_len - r->in_pos;
        const char *end;
        size_t n;
        if (r->after_cr) { /* the line before ended with a '\r' at the end of what was read: a '\n' now is its */
            r->after_cr = 0;
            if (*from == '\n') {
                r->in_pos++;
                continue;
            }
        }
        end = line_end(from, avail);
        n = end != NULL ? (size_t)(end - from) : avail;
        any = 1;
        if (seen + n > (size_t)CJ_MAX_SKIP) {
            r->endless = 1;
            r->at_end = 1;
            r->in_pos = r->in_len;
            n = (size_t)CJ_MAX_SKIP - seen;
            end = NULL;
        } else {
            r->in_pos += n + (end != NULL);
        }
        seen += n;
        if (memchr(from, 0, n) != NULL)
            r->binary = 1;
        keep(r, from, n, &len);
        if (end != NULL && *end == '\r') { /* "\r\n" is one line end; its '\n' may come with the next read */
            if (r->in_pos < r->in_len)
                r->in_pos += r->in[r->in_pos] == '\n';
            else
                r->after_cr = 1; /* skipped then, never waited for now */
        }
        if (end != NULL || r->endless)
            break;
    }
    if (!any)
        return -1;
    if (len >= 3 && memcmp(r->buf, "\xEF\xBB\xBF", 3) == 0) { /* a UTF-8 byte order mark: files put end to end */
        memmove(r->buf, r->buf + 3, len - 3);
        len -= 3;
    }
    if (r->buf == NULL) {
        r->buf = malloc(1);
        r->cap = 1;
        if (r->buf == NULL)
            return -1;
    }
    r->buf[len] = '\0';
    r->lineno++;
    *line = r->buf;
    return (long)len;
}

long cj_lines_text(cj_lines *r, char **text)
{
    long len;
    if (r->again != NULL) {
        *text = r->again;
        r->again = NULL;
        return r->again_len;
    }
    len = cj_lines_next(r, text);
    while (len > 0 && (**text == ' ' || **text == '\t')) {
        (*text)++;
        len--;
    }
    r->json_box_rows = r->json_box_cols = r->json_solution = 0;
    r->json_kind[0] = '\0';
    if (len > 0 && **text == '{' && !r->keep_json && !r->binary && !r->too_long && !r->endless)
        len = cj_json_line(r, *text, len);
    r->maker_error = len >= 5 && memcmp(*text, "error", 5) == 0 && strspn(*text + 5, " \t") == (size_t)len - 5 &&
                     !r->binary && !r->too_long && !r->endless; /* trailing blanks do not count, as after a puzzle */
    return len;
}

void cj_lines_again(cj_lines *r, char *text, long len)
{
    r->again = text;
    r->again_len = len;
}

long cj_lines_next_puzzle(cj_lines *r, char **text)
{
    long len;
    while ((len = cj_lines_text(r, text)) >= 0)
        if ((len > 0 && **text != '#') || cj_lines_problem(r) != NULL)
            break;
    return len;
}

const char *cj_lines_problem(const cj_lines *r)
{
    if (r->endless)
        return "no line end within 67108864 bytes: the rest of the input is not read";
    if (r->binary)
        return "binary data (a NUL byte) in the line";
    if (r->too_long)
        return "line too long (over 1048576 bytes)";
    if (r->maker_error)
        return "no puzzle here (an 'error' line its maker wrote)";
    if (r->json_solution < 0)
        return "the JSON line's \"solution\" is no text of one field (a grid, or a kind's solution id)";
    return NULL;
}

int cj_lines_finish(cj_lines *r, long puzzles)
{
    int status = 0;
    if (r->read_error) {
        fprintf(stderr, "%s: %s: read error: %s\n", r->tool, r->name, strerror(r->read_error));
        status = 2;
    } else if (puzzles == 0) {
        fprintf(stderr, "%s: %s: no puzzles in the input\n", r->tool, r->name);
        status = 2;
    }
    cj_lines_close(r);
    return status;
}

void cj_lines_close(cj_lines *r)
{
    if (r->fd > STDIN_FILENO)
        close(r->fd);
    free(r->in);
    free(r->buf);
    memset(r, 0, sizeof *r);
}

void cj_error_at(const char *tool, const cj_lines *r, const char *fmt, ...)
{
    va_list ap;
    fprintf(stderr, "%s: %s:%ld: ", tool, r->name, r->lineno);
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fputc('\n', stderr);
}

void cj_buf_put(cj_buf *b, const char *text, size_t len)
{
    if (b->len + len + 1 > b->cap) {
        size_t cap = b->cap ? b->cap : 128;
        char *grown;
        while (cap < b->len + len + 1)
            cap *= 2;
        grown = realloc(b->data, cap);
        if (grown == NULL)
            return;
        b->data = grown;
        b->cap = cap;
    }
    memcpy(b->data + b->len, text, len);
    b->len += len;
    b->data[b->len] = '\0';
}

void cj_buf_printf(cj_buf *b, const char *fmt, ...)
{
    char small[512];
    va_list ap;
    int n;
    va_start(ap, fmt);
    n = vsnprintf(small, sizeof small, fmt, ap);
    va_end(ap);
    if (n < 0)
        return;
    if ((size_t)n < sizeof small) {
        cj_buf_put(b, small, (size_t)n);
        return;
    }
    {
        char *big = malloc((size_t)n + 1);
        if (big == NULL)
            return;
        va_start(ap, fmt);
        vsnprintf(big, (size_t)n + 1, fmt, ap);
        va_end(ap);
        cj_buf_put(b, big, (size_t)n);
        free(big);
    }
}

void cj_buf_free(cj_buf *b)
{
    free(b->data);
    memset(b, 0, sizeof *b);
}

void cj_put_json_options(cj_buf *out, cj_buf *words)
{
    if (words->len > 0)
        cj_buf_printf(out, ",\"options\":\"%s\"", words->data + 1);
    cj_buf_free(words);
}

int cj_parse_long(const char *text, long lo, long hi, long *value)
{
    char *end;
    long v;
    const char *digits = text != NULL && *text == '-' ? text + 1 : text;
    if (digits == NULL || *digits < '0' || *digits > '9') /* no space or '+' before it, as a seed takes none */
        return -1;
    errno = 0;
    v = strtol(text, &end, 10);
    if (errno != 0 || *end != '\0' || v < lo || v > hi)
        return -1;
    *value = v;
    return 0;
}

/* The answer writer. A signal handler has no context argument, so its state lives here, one per process
   (tools only). busy is set while the buffer changes: a signal then waits for the change to end. */
#define ANSWER_CAP (1 << 16)
static char answer_buf[ANSWER_CAP];
static size_t answer_len;
static long answer_count;
static int answer_fd = STDOUT_FILENO;
static const char *answer_tool = "coverjar", *answer_noun = "answers";
static volatile sig_atomic_t answer_busy, answer_signal, answer_midline;

/* Writes all of p; returns 0, or the errno of a failed write. Async-signal-safe. */
static int write_all(int fd, const char *p, size_t len)
{
    while (len > 0) {
        ssize_t w = write(fd, p, len);
        if (w < 0 && errno == EINTR)
            continue;
        if (w <= 0)
            return w < 0 ? errno : EIO;
        p += w;
        len -= (size_t)w;
    }
    return 0;
}

/* Writes answers to stdout (outside the signal handler): a failure ends the tool with status 1. */
static void write_answers(const char *p, size_t len)
{
    int err = write_all(answer_fd, p, len);
    if (err != 0) {
        if (answer_midline)
            fputc('\n', stderr);
        cj_write_error(answer_tool, err);
        exit(1);
    }
}

/* Writes the finished answers and a note, then ends the process by the signal. Async-signal-safe. */
static void answers_stop(int sig)
{
    static const char after[] = ": stopped by a signal after ", and[] = "; the output ends with a whole one\n";
    char digits[24];
    size_t k = sizeof digits;
    long v = answer_count;
    (void)write_all(answer_fd, answer_buf, answer_len);
    do
        digits[--k] = (char)('0' + v % 10);
    while ((v /= 10) > 0 && k > 0);
    if (answer_midline)
        (void)write_all(STDERR_FILENO, "\n", 1);
    (void)write_all(STDERR_FILENO, answer_tool, strlen(answer_tool));
    (void)write_all(STDERR_FILENO, after, sizeof after - 1);
    (void)write_all(STDERR_FILENO, digits + k, sizeof digits - k);
    (void)write_all(STDERR_FILENO, " ", 1);
    /* one answer, one puzzle: the plural noun less its s */
    (void)write_all(STDERR_FILENO, answer_noun, strlen(answer_noun) - (answer_count == 1 && strlen(answer_noun) > 1));
    (void)write_all(STDERR_FILENO, and, sizeof and - 1);
    signal(sig, SIG_DFL);
    raise(sig);
    _exit(128 + sig); /* only if the signal is blocked */
}

static void on_answer_signal(int sig)
{
    if (answer_busy)
        answer_signal = sig; /* change_end stops once the buffer is whole again */
    else
        answers_stop(sig);
}

/* Brackets a change of the buffer: a signal meanwhile is acted on at its end. */
static void change_begin(void)
{
    answer_busy = 1;
    atomic_signal_fence(memory_order_seq_cst);
}

static void change_end(void)
{
    atomic_signal_fence(memory_order_seq_cst);
    answer_busy = 0;
    atomic_signal_fence(memory_order_seq_cst);
    if (answer_signal)
        answers_stop(answer_signal);
}

void cj_answers_open(const char *tool, const char *noun)
{
    static const int sigs[] = {SIGINT, SIGTERM, SIGHUP};
    struct sigaction sa;
    size_t k;
    fflush(stdout); /* anything printed before goes first */
    answer_fd = fileno(stdout) >= 0 ? fileno(stdout) : STDOUT_FILENO; /* -o FILE reopens stdout */
    answer_tool = tool;
    answer_noun = noun;
    answer_len = 0;
    answer_count = 0;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_answer_signal;
    sigemptyset(&sa.sa_mask);
    for (k = 0; k < sizeof sigs / sizeof sigs[0]; k++) {
        struct sigaction old;
        if (sigaction(sigs[k], NULL, &old) == 0 && old.sa_handler != SIG_IGN) /* nohup's choice stays */
            sigaction(sigs[k], &sa, NULL);
    }
}

void cj_answers_put(const char *text, size_t len)
{
    if (len == 0) /* a job that failed: nothing to write or count */
        return;
    change_begin();
    if (answer_len + len > ANSWER_CAP) {
        size_t full = answer_len;
        answer_len = 0; /* a signal during the exit below finds nothing more to write */
        write_answers(answer_buf, full);
    }
    if (len > ANSWER_CAP) {
        write_answers(text, len);
    } else {
        memcpy(answer_buf + answer_len, text, len);
        answer_len += len;
    }
    answer_count++;
    change_end();
}

void cj_answers_flush(void)
{
    size_t full;
    if (answer_len == 0)
        return;
    change_begin();
    full = answer_len;
    answer_len = 0;
    write_answers(answer_buf, full);
    change_end();
}

void cj_answers_midline(int open)
{
    answer_midline = open;
}

double cj_thread_seconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

double cj_wall_seconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts); /* no system call where the vDSO has it, unlike a thread's CPU time */
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

void cj_budget_start(cj_budget *b, double seconds)
{
    b->cpu_end = seconds > 0 ? cj_thread_seconds() + seconds : 0;
    b->wall_end = seconds > 0 ? cj_wall_seconds() + seconds : 0;
}

int cj_budget_left(const cj_budget *b)
{
    return b->cpu_end <= 0 || cj_wall_seconds() < b->wall_end || cj_thread_seconds() < b->cpu_end;
}

void cj_note(const char *fmt, ...)
{
    char text[1024];
    va_list ap;
    int at;
    flockfile(stderr); /* a worker's note and the progress line (jobs.c) take turns, with the mark of an open line */
    at = answer_midline != 0; /* after an open progress line: on a line of its own */
    text[0] = '\n';
    va_start(ap, fmt);
    vsnprintf(text + at, sizeof text - (size_t)at, fmt, ap);
    va_end(ap);
    answer_midline = 0;
    fputs(text, stderr);
    funlockfile(stderr);
}

int cj_check_symbols(const char *tool, const char *symbols)
{
    size_t i, j, len = strlen(symbols);
    if (len == 0)
        return fprintf(stderr, "%s: --symbols needs at least one symbol\n", tool), -1;
    for (i = 0; i < len; i++) {
        unsigned char ch = (unsigned char)symbols[i];
        if (ch <= ' ' || ch >= 127 || strchr(".#\"\\", ch) != NULL)
            return fprintf(stderr, "%s: --symbols takes printable characters other than . # \" \\, not '%s' "
                           "(character %d)\n", tool, symbols, (int)i + 1), -1;
        for (j = 0; j < i; j++)
            if (symbols[j] == symbols[i])
                return fprintf(stderr, "%s: --symbols repeats '%c'\n", tool, symbols[i]), -1;
    }
    return 0;
}

int cj_note_box_unwritten(const char *tool, int n, int rows, int cols, const char *form, int json_too)
{
    int default_rows, default_cols;
    if (cj_default_box(n, &default_rows, &default_cols) != 0 || (default_rows == rows && default_cols == cols))
        return 0; /* no default box: every reader asks for --box; the default: nothing lost */
    fprintf(stderr, "%s: note: the %s form does not carry boxes of %dx%d, and a side of %d reads as %dx%d: read these "
                    "puzzles back with --box %dx%d%s\n", tool, form, rows, cols, n, default_rows, default_cols, rows,
            cols, json_too ? ", or write --format json, which carries them" : "");
    return 1;
}

int cj_parse_seed(const char *text, unsigned long long *seed)
{
    char *end;
    unsigned long long v;
    if (text == NULL || *text < '0' || *text > '9')
        return -1;
    errno = 0;
    v = strtoull(text, &end, 10);
    if (errno != 0 || *end != '\0')
        return -1;
    *seed = v;
    return 0;
}

int cj_parse_range(const char *text, long *first, long *last)
{
    const char *colon = text ? strchr(text, ':') : NULL;
    char left[32];
    size_t n;
    if (colon == NULL || (n = (size_t)(colon - text)) == 0 || n >= sizeof left)
        return -1;
    memcpy(left, text, n);
    left[n] = '\0';
    if (cj_parse_long(left, 0, 1L << 62, first) != 0 || cj_parse_long(colon + 1, 0, 1L << 62, last) != 0)
        return -1;
    return *first < *last ? 0 : -1;
}
