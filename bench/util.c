/* util.c: bin/bench's small helpers: statistics (median, percentiles, least squares), clocks, paths, the
   output files (every write checked), the progress line and number formatting for the report's tables. */
#define _GNU_SOURCE /* fopencookie */
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <sys/stat.h>

#include "bench/bench.h"

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

double stat_median(double *v, int n)
{
    if (n <= 0)
        return -1;
    qsort(v, (size_t)n, sizeof *v, cmp_double);
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

double stat_pct(double *v, int n, double p)
{
    int k;
    if (n <= 0)
        return -1;
    qsort(v, (size_t)n, sizeof *v, cmp_double);
    k = (int)(p / 100.0 * n + 0.999999) - 1; /* nearest rank */
    if (k < 0)
        k = 0;
    if (k >= n)
        k = n - 1;
    return v[k];
}

double stat_min(const double *v, int n)
{
    double m = n > 0 ? v[0] : -1;
    int k;
    for (k = 1; k < n; k++)
        if (v[k] < m)
            m = v[k];
    return m;
}

double stat_max(const double *v, int n)
{
    double m = n > 0 ? v[0] : -1;
    int k;
    for (k = 1; k < n; k++)
        if (v[k] > m)
            m = v[k];
    return m;
}

double stat_fit(const double *x, const double *y, int n, double *a)
{
    double sx = 0, sy = 0, sxx = 0, sxy = 0, d, b;
    int k;
    for (k = 0; k < n; k++) {
        sx += x[k];
        sy += y[k];
        sxx += x[k] * x[k];
        sxy += x[k] * y[k];
    }
    d = n * sxx - sx * sx;
    b = (n >= 2 && d != 0) ? (n * sxy - sx * sy) / d : 0;
    *a = n > 0 ? (sy - b * sx) / n : 0;
    return b;
}

double cpu_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts); /* precise even under RLIMIT_CPU */
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

double wall_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static int write_failed_before; /* the run's first failed write was said */

void write_error(const char *path, int err)
{
    if (write_failed_before)
        return;
    write_failed_before = 1;
    fprintf(stderr, "bench: %s: write error: %s\n", path, strerror(err ? err : EIO));
}

int write_failed(void)
{
    return write_failed_before;
}

/* A file written through write_checked: its descriptor and the name a failed write says (the file it stands
   for). A failed write is said when it happens, with its own reason: a stream has lost it by the time it is closed. */
typedef struct checked_file {
    int fd;
    char name[];
} checked_file;

static ssize_t write_checked(void *cookie, const char *buf, size_t len)
{
    checked_file *c = cookie;
    size_t done = 0;
    while (done < len) {
        ssize_t n = write(c->fd, buf + done, len - done);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0) { /* fopencookie takes the bytes written, 0 for none: never a negative count */
            write_error(c->name, n < 0 ? errno : EIO);
            return (ssize_t)done;
        }
        done += (size_t)n;
    }
    return (ssize_t)done;
}

static int close_checked(void *cookie)
{
    checked_file *c = cookie;
    int rc = close(c->fd);
    if (rc != 0)
        write_error(c->name, errno);
    free(c);
    return rc;
}

FILE *open_checked(const char *path, const char *name)
{
    cookie_io_functions_t io = {NULL, write_checked, NULL, close_checked};
    checked_file *c = malloc(sizeof *c + strlen(name) + 1);
    FILE *f;
    int saved;
    if (c == NULL)
        return NULL;
    strcpy(c->name, name);
    if ((c->fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0666)) >= 0 && (f = fopencookie(c, "w", io)) != NULL)
        return f;
    saved = errno;
    if (c->fd >= 0)
        close(c->fd);
    free(c);
    errno = saved;
    return NULL;
}

FILE *open_rows(const char *path)
{
    FILE *f = open_checked(path, path);
    if (f != NULL)
        setvbuf(f, NULL, _IOLBF, 0);
    return f;
}

long run_lines(const bench_cfg *cfg, char *const argv[], double cap, proc_result *r,
               void (*on_line)(void *ctx, const char *line), void *ctx)
{
    char out[4200], line[65536];
    long lines = 0;
    FILE *f;
    path_join(out, sizeof out, cfg->out, "run_lines.tmp");
    if (proc_run(argv, NULL, out, NULL, cap, r) != 0 || r->timed_out || r->exit_code != 0 ||
        (f = fopen(out, "r")) == NULL) {
        remove(out);
        return -1;
    }
    while (fgets(line, sizeof line, f) != NULL) {
        if (on_line != NULL)
            on_line(ctx, line);
        lines++;
    }
    fclose(f);
    remove(out);
    return lines;
}

FILE *section_start(const bench_cfg *cfg, FILE *md, const char *title, int part, const char *csv_name)
{
    char path[4200];
    FILE *csv;
    fprintf(md, "## %s\n\n", title);
    if (!(cfg->parts & part)) {
        not_run(md, "--only");
        return NULL;
    }
    path_join(path, sizeof path, cfg->out, csv_name);
    if ((csv = open_rows(path)) == NULL) {
        char why[4400];
        snprintf(why, sizeof why, "%s: %s", path, strerror(errno));
        write_error(path, errno); /* a failed write: the run ends after this section */
        not_run(md, why);
    }
    return csv;
}

void path_join(char *buf, size_t cap, const char *dir, const char *name)
{
    snprintf(buf, cap, "%s/%s", dir, name);
}

int file_exists(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0 && S_ISREG(st.st_mode);
}

int is_executable(const char *path)
{
    return file_exists(path) && access(path, X_OK) == 0;
}

void first_line(const char *path, char *buf, size_t cap)
{
    FILE *f = fopen(path, "r");
    buf[0] = '\0';
    if (f == NULL)
        return;
    if (fgets(buf, (int)cap, f) != NULL)
        buf[strcspn(buf, "\r\n")] = '\0';
    fclose(f);
}

void progress(const char *part, const char *fmt, ...)
{
    static double start;
    va_list ap;
    if (start == 0)
        start = wall_now();
    fprintf(stderr, "bench: %4.0fs [%s] ", wall_now() - start, part);
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fputc('\n', stderr);
}

const char *fmt_num(char *buf, size_t cap, double v)
{
    if (v < 0)
        snprintf(buf, cap, "n/a");
    else if (v == 0)
        snprintf(buf, cap, "0");
    else if (v >= 1000)
        snprintf(buf, cap, "%.0f", v);
    else if (v >= 100)
        snprintf(buf, cap, "%.0f", v);
    else if (v >= 10)
        snprintf(buf, cap, "%.1f", v);
    else if (v >= 1)
        snprintf(buf, cap, "%.2f", v);
    else if (v >= 0.01)
        snprintf(buf, cap, "%.3f", v);
    else
        snprintf(buf, cap, "%.3g", v);
    return buf;
}

const char *num(double v)
{
    static char ring[32][32];
    static int next;
    next = (next + 1) % 32;
    return fmt_num(ring[next], sizeof ring[next], v);
}

void not_run(FILE *md, const char *why)
{
    fprintf(md, "_Not measured in this run (%s)._\n\n", why);
}
