/* jobs.c: the ordered parallel runner behind -j and --range: jobs' texts written whole, in index order,
   as they come (through cli.c's answer writer); and -o FILE with --resume. */
#define _POSIX_C_SOURCE 200809L
#include "dlx/cli.h"

#include <errno.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <pthread.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "dlx/tool_exit.h"

typedef struct runner {
    pthread_mutex_t lock;
    pthread_cond_t changed;
    cj_job_fn fn;
    void *ctx;
    long next_job, next_write, last, window;
    cj_buf *slots;
    int *ready;
    long failures;
} runner;

typedef struct worker_arg {
    runner *run;
    int id;
} worker_arg;

static void *worker_main(void *arg)
{
    worker_arg *w = arg;
    runner *run = w->run;
    for (;;) {
        long job;
        cj_buf out = {0};
        int rc;
        pthread_mutex_lock(&run->lock);
        while (run->next_job < run->last && run->next_job >= run->next_write + run->window)
            pthread_cond_wait(&run->changed, &run->lock);
        if (run->next_job >= run->last) {
            pthread_mutex_unlock(&run->lock);
            return NULL;
        }
        job = run->next_job++;
        pthread_mutex_unlock(&run->lock);

        rc = run->fn(run->ctx, w->id, job, &out);

        pthread_mutex_lock(&run->lock);
        run->slots[job % run->window] = out;
        run->ready[job % run->window] = 1;
        if (rc != 0)
            run->failures++;
        pthread_cond_broadcast(&run->changed);
        pthread_mutex_unlock(&run->lock);
    }
}

static void show_progress(const char *tool, long done, long total, double start, double *last_shown, int final)
{
    double t = cj_wall_seconds();
    double rate;
    if (!final && t - *last_shown < 1.0)
        return;
    *last_shown = t;
    rate = done / (t - start > 1e-9 ? t - start : 1e-9);
    flockfile(stderr); /* a worker's note (cj_note) waits for the line and its mark */
    fprintf(stderr, "\r%s: %ld/%ld, %.1f/s, ETA %.0f s   ", tool, done, total, rate,
            rate > 0 ? (double)(total - done) / rate : 0.0);
    if (final)
        fputc('\n', stderr);
    cj_answers_midline(!final);
    funlockfile(stderr);
}

/* Writes all of data to out and flushes; returns 0, or the errno of the failure. */
static int put_flushed(FILE *out, const char *data, size_t len)
{
    errno = 0;
    if ((len > 0 && fwrite(data, 1, len, out) != len) || fflush(out) != 0 || ferror(out))
        return errno ? errno : EIO;
    return 0;
}

void cj_write_out(FILE *out, const char *data, size_t len, const char *tool)
{
    int err = put_flushed(out, data, len);
    if (err != 0) {
        cj_write_error(tool, err);
        exit(1);
    }
}

/* When a text was last put and last written (cj_wall_seconds), and whether one put since waits. */
typedef struct output {
    double put, written;
    int pending;
} output;

static void write_now(output *o)
{
    cj_answers_flush();
    o->written = o->put;
    o->pending = 0;
}

/* Puts one job's text and frees it. Each text is written as it comes, but one that comes less than a
   millisecond after the one before waits for a later one (50 ms at most while texts keep coming; the
   last is written, and with threads whatever waits when the writer has to wait), so that a run of small
   puzzles does not spend its time in write calls. */
static void emit(output *o, cj_buf *b, int last)
{
    double t = cj_wall_seconds();
    int now = last || t - o->put >= 0.001 || t - o->written >= 0.05;
    cj_answers_put(b->data, b->len);
    cj_buf_free(b);
    o->put = t;
    o->pending = 1;
    if (now)
        write_now(o);
}

/* The jobs one after another on this thread. */
static long run_in_order(long first, long last, cj_job_fn fn, void *ctx, output *o, int progress, const char *tool)
{
    double start = o->put, shown = start;
    long failures = 0, job;
    for (job = first; job < last; job++) {
        cj_buf b = {0};
        if (fn(ctx, 0, job, &b) != 0)
            failures++;
        emit(o, &b, job + 1 == last);
        if (progress)
            show_progress(tool, job - first + 1, last - first, start, &shown, job + 1 == last);
    }
    return failures;
}

/* Starts the workers with the stopping signals blocked, so that these reach the writing thread. */
static int start_workers(runner *run, pthread_t *tids, worker_arg *args, int threads)
{
    sigset_t stop, old;
    int i, started = 0;
    sigemptyset(&stop);
    sigaddset(&stop, SIGINT);
    sigaddset(&stop, SIGTERM);
    sigaddset(&stop, SIGHUP);
    pthread_sigmask(SIG_BLOCK, &stop, &old);
    for (i = 0; i < threads; i++) {
        args[i].run = run;
        args[i].id = i;
        if (pthread_create(&tids[i], NULL, worker_main, &args[i]) != 0)
            break;
        started++;
    }
    pthread_sigmask(SIG_SETMASK, &old, NULL);
    return started;
}

long cj_run_jobs(long first, long last, int threads, cj_job_fn fn, void *ctx, int progress, const char *tool,
                 const char *noun)
{
    double start = cj_wall_seconds(), shown = start;
    long total = last - first;
    runner run;
    pthread_t *tids;
    worker_arg *args;
    int i, started;
    output o;
    o.put = o.written = start;
    o.pending = 0;
    cj_answers_open(tool, noun);
    if (threads <= 1)
        return run_in_order(first, last, fn, ctx, &o, progress, tool);

    memset(&run, 0, sizeof run);
    run.fn = fn;
    run.ctx = ctx;
    run.next_job = run.next_write = first;
    run.last = last;
    run.window = 4L * threads;
    run.slots = calloc((size_t)run.window, sizeof *run.slots);
    run.ready = calloc((size_t)run.window, sizeof *run.ready);
    tids = calloc((size_t)threads, sizeof *tids);
    args = calloc((size_t)threads, sizeof *args);
    if (!run.slots || !run.ready || !tids || !args) {
        free(run.slots); free(run.ready); free(tids); free(args);
        fprintf(stderr, "%s: out of memory\n", tool);
        return total;
    }
    pthread_mutex_init(&run.lock, NULL);
    pthread_cond_init(&run.changed, NULL);
    started = start_workers(&run, tids, args, threads);
    pthread_mutex_lock(&run.lock);
    while (started > 0 && run.next_write < last) {
        long slot = run.next_write % run.window;
        cj_buf b;
        if (!run.ready[slot] && o.pending) { /* about to wait: out with what is put */
            pthread_mutex_unlock(&run.lock);
            write_now(&o);
            pthread_mutex_lock(&run.lock);
            continue;
        }
        while (!run.ready[slot])
            pthread_cond_wait(&run.changed, &run.lock);
        b = run.slots[slot];
        run.ready[slot] = 0;
        memset(&run.slots[slot], 0, sizeof run.slots[slot]);
        run.next_write++;
        pthread_cond_broadcast(&run.changed);
        pthread_mutex_unlock(&run.lock);
        emit(&o, &b, run.next_write == last);
        if (progress)
            show_progress(tool, run.next_write - first, total, start, &shown, run.next_write == last);
        pthread_mutex_lock(&run.lock);
    }
    pthread_mutex_unlock(&run.lock);
    for (i = 0; i < started; i++)
        pthread_join(tids[i], NULL);
    pthread_mutex_destroy(&run.lock);
    pthread_cond_destroy(&run.changed);
    for (i = 0; i < run.window; i++)
        cj_buf_free(&run.slots[i]);
    free(tids);
    free(args);
    free(run.slots);
    free(run.ready);
    if (started == 0) /* no thread could start: the jobs here, in order */
        return run_in_order(first, last, fn, ctx, &o, progress, tool);
    return run.failures;
}

/* Whether the first `end` bytes of the file at path end with the text of job index. */
static int ends_with_job(const char *path, long long end, long index, cj_job_fn fn, void *ctx)
{
    cj_buf want = {0};
    char *got = NULL;
    int fd = open(path, O_RDONLY), same = 0;
    fn(ctx, 0, index, &want);
    if (fd >= 0 && want.len > 0 && (long long)want.len <= end && (got = malloc(want.len)) != NULL)
        same = pread(fd, got, want.len, (off_t)(end - (long long)want.len)) == (ssize_t)want.len &&
               memcmp(got, want.data, want.len) == 0;
    if (fd >= 0)
        close(fd);
    free(got);
    cj_buf_free(&want);
    return same;
}

/* stdout becomes path, emptied or cut to its first `keep` bytes. */
static int write_to(const char *tool, const char *path, int empty, long long keep)
{
    int fd = open(path, O_RDWR | O_CREAT | (empty ? O_TRUNC : 0), 0666);
    if (fd < 0 || (!empty && ftruncate(fd, (off_t)keep) != 0) || close(fd) != 0 ||
        freopen(path, "a", stdout) == NULL) {
        fprintf(stderr, "%s: %s: %s\n", tool, path, strerror(errno));
        return 1; /* the output cannot be written */
    }
    cj_stdout_is(path);
    return 0;
}

int cj_resume_check(const char *tool, const char *path, const cj_kept *kept, cj_job_fn fn, void *ctx)
{
    if (kept->records > kept->asked) {
        fprintf(stderr, "%s: %s: holds %ld puzzles, more than the %ld asked: not this command's output\n", tool,
                path, kept->records, kept->asked);
        return -1;
    }
    if (kept->made >= 0 && !ends_with_job(path, kept->made_end, kept->made, fn, ctx)) {
        fprintf(stderr, "%s: %s: its last puzzle is not what this command makes for puzzle %ld: give the options "
                        "of the run that wrote it, or another file\n", tool, path, kept->made);
        return -1;
    }
    if (write_to(tool, path, 0, kept->bytes) != 0)
        return 1;
    if (kept->records == kept->asked)
        fprintf(stderr, "%s: %s: holds all %ld puzzle%s asked: nothing to add\n", tool, path, kept->asked,
                kept->asked == 1 ? "" : "s");
    else
        fprintf(stderr, "%s: %s: %ld puzzle%s kept, going on from puzzle %ld\n", tool, path, kept->records,
                kept->records == 1 ? "" : "s", kept->last + 1);
    return 0;
}

int cj_output_to(const char *tool, const char *path, int resume, int lines_per_record, long *first, long last,
                 cj_kept *kept)
{
    char buf[65536];
    long lines = 0, made = 0;
    long long at = 0;
    ssize_t got = 0;
    struct stat st;
    int fd, col = 0, given_up = 0; /* col: the line's bytes so far, -1 once it is not "error" */
    kept->records = 0;
    kept->bytes = 0;
    kept->asked = last - *first;
    kept->last = *first - 1;
    kept->made = -1;
    kept->made_end = 0;
    if (strcmp(path, "-") == 0) { /* standard output, as a lone - is standard input among the inputs */
        if (!resume)
            return 0;
        fprintf(stderr, "%s: -o -: --resume needs a regular file, to read the puzzles kept back from it\n", tool);
        return -1;
    }
    if (!resume)
        return write_to(tool, path, 1, 0);
    fd = open(path, O_RDONLY | O_CREAT | O_NONBLOCK, 0666); /* a FIFO's open would wait for a writer */
    if (fd < 0) {
        fprintf(stderr, "%s: %s: %s\n", tool, path, strerror(errno));
        return 1;
    }
    if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) { /* a device or FIFO may never end, or end anew */
        fprintf(stderr, "%s: %s: --resume needs a regular file, to read the puzzles kept back from it\n", tool, path);
        close(fd);
        return -1;
    }
    while ((got = read(fd, buf, sizeof buf)) > 0) { /* the end of the last complete record */
        ssize_t k;
        for (k = 0; k < got; k++) {
            if (buf[k] != '\n') {
                col = col >= 0 && col < 5 && buf[k] == "error"[col] ? col + 1 : -1;
                continue;
            }
            if (lines % lines_per_record == 0) /* the record's first line: "error" for a puzzle given up */
                given_up = col == 5;
            col = 0;
            if (++lines % lines_per_record == 0) {
                kept->records++;
                kept->bytes = at + k + 1;
                if (!given_up) {
                    made = kept->records;
                    kept->made_end = kept->bytes;
                }
            }
        }
        at += got;
    }
    if (got < 0) {
        fprintf(stderr, "%s: %s: %s\n", tool, path, strerror(errno));
        close(fd);
        return 1;
    }
    close(fd);
    if (kept->records <= kept->asked) { /* give-ups at the end are made again: the budget may suffice now */
        kept->records = made;
        kept->bytes = kept->made_end;
    }
    if (made > 0)
        kept->made = *first + made - 1;
    *first += kept->records < kept->asked ? kept->records : kept->asked;
    kept->last = *first - 1;
    return 0;
}
