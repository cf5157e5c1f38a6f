/* cli.h: what every command-line tool shares (host only, not the embeddable core): a line reader
   that names file and line, error reporting, and the ordered parallel runner behind -j/--range. */
#ifndef COVERJAR_CLI_H
#define COVERJAR_CLI_H

#include <stdio.h>
#include <signal.h>
#include <stddef.h>
#include <stdint.h>

#define CJ_MAX_LINE (1L << 20) /* longer lines are reported as errors, never buffered whole */
#define CJ_MAX_SKIP (1L << 26) /* a line with no end within this many bytes ends the input (/dev/zero) */
/* 64-bit FNV-1a of n bytes, on from h (CJ_FNV1A_START for a first part): the tools' one hash of texts and grids. */
#define CJ_FNV1A_START UINT64_C(14695981039346656037)
static inline uint64_t cj_fnv1a(uint64_t h, const void *bytes, size_t n)
{
    const unsigned char *b = bytes;
    size_t k;
    for (k = 0; k < n; k++)
        h = (h ^ b[k]) * UINT64_C(1099511628211);
    return h;
}
/* bin/dlx --variant and bank add: a puzzle whose search passed --max-nodes N (%ld: N; %s: "count" or "solution"). */
#define CJ_GIVEN_UP_NODES "given up past --max-nodes %ld search nodes: its %s is not known"
/* bin/classify grade and hint (any kind): a puzzle whose count passed --max-nodes. */
#define CJ_GIVEN_UP_COUNT "its count was given up at --max-nodes: whether it has one solution is not known"

typedef struct cj_lines {
    int fd, stream;   /* the input, and whether a read may wait for it (a pipe, terminal or socket) */
    char *in;         /* what was read and not yet returned: in[in_pos .. in_len) */
    size_t in_pos, in_len;
    int at_end;       /* 1 once the input ended, 2 once the caller's stop (below) ended it */
    int after_cr;     /* the last line ended with the last byte read, a '\r': a '\n' read next is its line end */
    const char *tool;
    const char *name; /* as given on the command line; "stdin" for standard input */
    long lineno;      /* number of the line last returned, from 1 */
    char *buf;
    size_t cap;
    int too_long;     /* the last line exceeded CJ_MAX_LINE (its text is cut) */
    int binary;       /* the last line held a NUL byte */
    int endless;      /* the last line had no end within CJ_MAX_SKIP bytes: nothing after it is read */
    int maker_error;  /* the last line read by cj_lines_text is "error" (trailing blanks aside): no puzzle, the
                         mark a tool wrote in the place of one (a variant a symmetric puzzle lacks, a puzzle given up) */
    int read_error;   /* errno of a failed read (the input then ends early), or 0 */
    int keep_json;    /* set by the caller: cj_lines_text leaves a JSON line as it is (bank add reads its fields) */
    int json_level;   /* set by the caller: a JSON line's "level" is read too, as a label after the rest */
    int json_box_rows, json_box_cols; /* the last line's JSON "box" (0: none; rows -1: no box), by cj_json_box */
    int json_solution; /* the last line's JSON "solution": 1 its text follows the puzzle (it must be read as the
                          puzzle's solution, never as a label), -1 one that is no one-line text (cj_lines_problem) */
    char json_kind[16]; /* the last line's JSON "kind" when it is a word of 1 to 15 letters, digits, '-' or '_',
                           else "" (cj_json_other_kind) */
    char *again;      /* a line cj_lines_again left to be read next (its text, again_len long), or NULL */
    long again_len;
    const volatile sig_atomic_t *stop; /* set by the caller: a signal's flag; once set, a read the signal
                                          interrupts ends the input (no read error) */
} cj_lines;

/* Opens path ("-" or NULL = stdin). Returns 0, or -1 with a message on stderr naming tool and path
   (a missing or unreadable file, a directory). */
int cj_lines_open(cj_lines *r, const char *tool, const char *path);
/* Reads the next line without its line end: "\n", "\r\n" or a lone "\r" (old Mac files), the '\n' of a "\r\n" that
   comes with a later read (a pipe) skipped then, never waited for. A UTF-8 byte order mark at the start of any line
   is dropped (files put end to end with cat each bring theirs). Returns its length, or -1 at the end of the input
   (or at a read error). Before a read that may wait, the answers so far are written (cj_answers_put), so a program
   that feeds a tool one puzzle at a time through a pipe gets each answer before it sends the next. */
long cj_lines_next(cj_lines *r, char **line);
/* The one rule every reader of puzzles applies to a line: spaces and tabs at its start do not count, so
   indenting never hides a puzzle. Reads the next line as cj_lines_next does and sets *text past them.
   What is left being "error" (then only spaces or tabs, as may follow any puzzle) sets maker_error: no puzzle
   is there (cj_lines_problem says so). A JSON object, as `bin/gen --format json` writes one a line, is read as its
   "puzzle" string, then its "solution" (and with json_level, "level") string after a blank, unless keep_json; a JSON
   line that is no object or holds no one-line "puzzle" string is left as it is, for the reader to refuse.
   Returns the length of what is left (0 for a blank line), or -1 at the end of the input. */
long cj_lines_text(cj_lines *r, char **text);
/* Leaves the line cj_lines_text gave last (text, len) to be given again by the next call, the reader's line number
   and flags still that line's: for a reader that had to read one line past what it reads. */
void cj_lines_again(cj_lines *r, char *text, long len);
/* The box of the puzzle of side n on the JSON line last read, as its "box" gives it: 1 with *rows, *cols set; 0
   when the line has no "box" (or is no JSON); -1 with err when its "box" is none, does not fit n (n > 0: the side
   is known), or is not the box forced by --box (forced_rows > 0). */
int cj_json_box(const cj_lines *r, int n, int forced_rows, int forced_cols, int *rows, int *cols, char *err,
                size_t err_size);
/* A block's "## solution" with no puzzle's rows right above it (a blank line between them ends the puzzle). */
#define CJ_SOLUTION_ALONE \
    "\"## solution\" with no puzzle right above it: its rows go right under the puzzle's, with no blank line between"
#define CJ_JSON_LINE "a JSON line is an object with a \"puzzle\" string, as bin/gen --format json writes"

/* Reads the next line that holds a puzzle, by cj_lines_text: a line that is then empty (blank) or starts with
   '#' (a comment) is skipped, unless it has a problem (cj_lines_problem), which must be answered. Returns
   the length of the text, or -1 at the end of the input. */
long cj_lines_next_puzzle(cj_lines *r, char **text);
/* What is wrong with the line last read, in the words every tool uses ("binary data (a NUL byte) in the
   line", "line too long (over 1048576 bytes)", "no puzzle here (an 'error' line its maker wrote)"), or NULL
   when nothing is. A line with no end within CJ_MAX_SKIP bytes ends the input there: the message says that
   the rest is not read. */
const char *cj_lines_problem(const cj_lines *r);
/* Closes the input of a tool that reads puzzles: a read error, or an input that held no puzzle at all
   (puzzles == 0), is reported as "TOOL: FILE: problem". Returns 0, or 2 (the exit status) after a report. */
int cj_lines_finish(cj_lines *r, long puzzles);
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
/* --format json's "options" of the generating tools: words holds " --option value ..." (each word after a space,
   plain ASCII), the options beside the defaults that made a puzzle; appended to out as ,"options":"..." when there
   are any, then freed. */
void cj_put_json_options(cj_buf *out, cj_buf *words);

/* Produces the text of job index (from first to last-1) into out, using the state of worker w
   (0..threads-1). Returns 0, or non-zero to report a failure (the run goes on; the exit status says). */
typedef int (*cj_job_fn)(void *ctx, int worker, long index, cj_buf *out);

/* Writes len bytes to out and flushes them; when that fails, prints "TOOL: write error: REASON" and
   ends the tool with exit status 1. */
void cj_write_out(FILE *out, const char *data, size_t len, const char *tool);

/* Runs jobs first..last-1 on threads workers and writes their texts to stdout in index order through the
   answer writer below (a text is one whole record, counted as one of `noun`: "puzzles"), flushing as
   each is ready. A text that comes less than 1 ms after the one before goes out with a later one (within
   50 ms while texts keep coming), or when the writer waits for a thread; the last is written at the end.
   A signal ends the run with every finished text written in order and whole; a failed write ends it
   with "TOOL: write error: REASON", exit status 1. progress: print "count, rate, ETA" lines on stderr.
   Returns the number of failed jobs. */
long cj_run_jobs(long first, long last, int threads, cj_job_fn fn, void *ctx, int progress, const char *tool,
                 const char *noun);

/* The answer writer (one per process): whole texts are gathered and written to stdout in large blocks
   (a failed write ends the tool as cj_write_out does). SIGINT, SIGTERM or SIGHUP writes the texts
   finished so far, notes "TOOL: stopped by a signal after N NOUN" on stderr and ends the tool at once, as
   the signal would: the output ends with a whole text. */
void cj_answers_open(const char *tool, const char *noun); /* noun: "answers", "puzzles" */
void cj_answers_put(const char *text, size_t len);         /* one whole answer, newline included */
void cj_answers_flush(void);                               /* writes what was put so far */
void cj_answers_midline(int open); /* a progress line is open on stderr: messages start a new one */
/* A note on stderr from a run's worker (fmt ends with its newline), in one write and, when a progress
   line is open, on a line of its own. */
void cj_note(const char *fmt, ...);
/* The CPU time the calling thread has used, in seconds: a puzzle's --budget, which neither the machine's load nor
   the other workers of -j then shorten. */
double cj_thread_seconds(void);
/* A CPU-time budget of the calling thread, asked often (a generator's keep_going): its CPU time, a system call,
   is read only once the wall clock has passed the budget, as a thread uses no more CPU time than passes. */
typedef struct cj_budget {
    double cpu_end, wall_end; /* 0: no budget */
} cj_budget;
void cj_budget_start(cj_budget *b, double seconds); /* seconds <= 0: none */
/* Seconds on the monotonic clock (no system call where the vDSO has it): progress lines and deadlines. */
double cj_wall_seconds(void);
int cj_budget_left(const cj_budget *b);

/* -o FILE [--resume] of the generating tools, for a run of the puzzles *first to last - 1. Without resume
   stdout becomes FILE, emptied (FILE "-": stdout stays; with resume it is refused). With resume FILE is only read: its records up to the last complete one (a
   record is lines_per_record whole lines; a cut line after them, as kill -9 leaves, is dropped) are noted
   in *kept and *first moves past them; cj_resume_check makes stdout FILE once they prove to be the
   command's own. A record whose first line is "error" is a puzzle given up. Returns 0, or after "tool: FILE:
   problem" on stderr 1 when FILE cannot be made, read or written (exit status 1), -1 when it is refused (2). */
typedef struct cj_kept {
    long records;
    long long bytes; /* what they take at the start of FILE */
    long asked;      /* the run's puzzles */
    long last;       /* the index of the last puzzle kept */
    long made;       /* the index of the last kept puzzle not given up, or -1 when every one was */
    long long made_end; /* where its record ends in FILE */
} cj_kept;
int cj_output_to(const char *tool, const char *path, int resume, int lines_per_record, long *first, long last,
                 cj_kept *kept);
/* Checks a --symbols alphabet: at least one symbol, each a printable character other than the empty mark
   '.', the comment mark '#', '"' and '\\' (for JSON), none repeated. Returns 0, or -1 after
   "tool: --symbols ..." on stderr. */
int cj_check_symbols(const char *tool, const char *symbols);
/* bin/gen writing the line or grid form (form: "line", "grid") of boxes rows x cols on a side of n, which
   readers take for the side's default boxes: a note on stderr saying how to read them back (with --box, or
   written as JSON when json_too), when they differ (returns 1 then, else 0). */
int cj_note_box_unwritten(const char *tool, int n, int rows, int cols, const char *form, int json_too);
/* Parses "A:B" (A < B, both >= 0) for --range. Returns 0 or -1. */
int cj_parse_range(const char *text, long *first, long *last);
/* --resume: whether the records cj_output_to found in FILE are this command's own: no more than the run
   asks for, and the last of them not given up byte for byte what the job makes for it now (worker 0; a
   give-up, at the end of a --budget, need not happen again). Then FILE is cut after them (the records
   given up after the last one made are tried again) and stdout goes on at its end. So a file written with other options is refused, and left as
   it was, rather than extended. Returns 0 after "tool: FILE: K puzzles kept, going on from puzzle I" (or
   "holds all K puzzles asked") on stderr, or after "tool: FILE: problem" -1 (refused) or 1 (FILE not written). */
int cj_resume_check(const char *tool, const char *path, const cj_kept *kept, cj_job_fn fn, void *ctx);
/* Parses a seed: a whole decimal number from 0 to 2^64-1 (unsigned long long holds at least that). Returns 0 or -1. */
int cj_parse_seed(const char *text, unsigned long long *seed);
/* Parses a whole decimal number in [lo, hi], its first character a digit or '-' (no space, no '+'). Returns 0 or -1. */
int cj_parse_long(const char *text, long lo, long hi, long *value);

#endif
