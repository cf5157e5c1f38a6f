/* cli.h: what every command-line tool shares (host only, not the embeddable core): a line reader
   that names file and line, error reporting, and the ordered parallel runner behind -j/--range. */
#ifndef COVERJAR_CLI_H
#define COVERJAR_CLI_H

#include <stdio.h>
#include <stddef.h>

#define CJ_MAX_LINE (1L << 20) /* longer lines are reported as errors, never buffered whole */

typedef struct cj_lines {
    FILE *file;
    const char *name; /* as given on the command line; "stdin" for standard input */
    long lineno;      /* number of the line last returned, from 1 */
    char *buf;
    size_t cap;
    int too_long;     /* the last line exceeded CJ_MAX_LINE (its text is cut) */
    int binary;       /* the last line held a NUL byte */
} cj_lines;

/* Opens path ("-" or NULL = stdin). Returns 0, or -1 with a message on stderr naming tool and path. */
int cj_lines_open(cj_lines *r, const char *tool, const char *path);
/* Reads the next line without its newline (and without a trailing '\r'). Returns its length,
   or -1 at the end of the input. */
long cj_lines_next(cj_lines *r, char **line);
void cj_lines_close(cj_lines *r);

/* Prints "tool: file:line: message" on stderr. */
void cj_error_at(const char *tool, const cj_lines *r, const char *fmt, ...);

/* A growable output buffer for one job's text. */
typedef struct cj_buf {
    char *data;
    size_t len, cap;
} cj_buf;
void cj_buf_printf(cj_buf *b, const char *fmt, ...);
void cj_buf_put(cj_buf *b, const char *text, size_t len);
void cj_buf_free(cj_buf *b);

/* Produces the text of job index (from first to last-1) into out, using the state of worker w
   (0..threads-1). Returns 0, or non-zero to report a failure (the run goes on; the exit status says). */
typedef int (*cj_job_fn)(void *ctx, int worker, long index, cj_buf *out);

/* Runs jobs first..last-1 on threads workers and writes their texts to out in index order,
   flushing as each is ready, so an interrupted run keeps every line already written.
   progress: print "count, rate, ETA" lines on stderr. Returns the number of failed jobs. */
long cj_run_jobs(long first, long last, int threads, cj_job_fn fn, void *ctx, FILE *out, int progress,
                 const char *tool);

/* Answers of the solving tools (one process-wide writer): whole answers are gathered and written to
   stdout in large blocks. SIGINT, SIGTERM or SIGHUP writes the answers finished so far, notes their count
   on stderr and ends the tool at once, as the signal would: the output ends with a whole answer. */
void cj_answers_open(const char *tool);
void cj_answers_put(const char *text, size_t len); /* one whole answer, newline included */
void cj_answers_close(void);                      /* writes the rest */

/* Parses "A:B" (A < B, both >= 0) for --range. Returns 0 or -1. */
int cj_parse_range(const char *text, long *first, long *last);
/* Parses a whole decimal number in [lo, hi]. Returns 0 or -1. */
int cj_parse_long(const char *text, long lo, long hi, long *value);

#endif
