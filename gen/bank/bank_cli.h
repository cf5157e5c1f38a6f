/* bank_cli.h: what the parts of `bin/bank` share: the filters and shape read from the command line, the
   printer of picked rows (line, json, Tatham id), and the add and build commands (host only). */
#ifndef COVERJAR_BANK_CLI_H
#define COVERJAR_BANK_CLI_H

#include <signal.h>

#include "dlx/cli.h"
#include "dlx/kind.h"
#include "gen/bank/rows.h"
#include "gen/bank/store.h"

/* A request read from the command line. */
typedef struct bank_query {
    const cj_kind *kind; /* NULL = any (Sudoku once a shape is given) */
    const char *kind_option; /* --kind or --variant, as the kind was named; NULL when it was not */
    cj_shape shape;
    int have_shape;
    int sides;           /* --width 1, --height 2, --size 4: the bits given */
    char shape_text[32];
    bank_filter filter;
    long count;          /* rows wanted, -1 = all */
    int format;          /* enum bank_format */
    int threads;         /* regrade's -j (1 unless given) */
    int progress;        /* regrade's --progress 1, --no-progress 0, neither -1 */
    int seeded;          /* pick's --seed was given */
} bank_query;

#define BANK_MAX_THREADS 64 /* -j of build and regrade */
enum bank_command { BANK_PICK, BANK_EXPORT, BANK_REGRADE, BANK_STATS };
/* Reads the filters of pick, export, regrade and stats (argv[0] the command, argv[1] the bank) and each one's own
   options: pick's -n, --random, --seed, --format; export's --format; regrade's -j and --progress. 0 or 2. */
int bank_read_query(bank_query *q, int argc, char **argv, int command);

/* The line closing a command's --help: where the usage of every command is. */
#define BANK_ALL_COMMANDS "(bank --help: the usage of every command)\n"
/* Prints "bank: problem 'arg'" and a pointer to --help on stderr; returns 2. */
int bank_usage(const char *problem, const char *arg);
/* Prints "bank: OPTION takes a number from LO to HI, not 'value'" and a pointer to --help; returns 2. */
int bank_range_usage(const char *option, long lo, long hi, const char *value);
/* Whether a names an option of bin/bank that takes a value. */
int bank_value_option(const char *a);
/* Reads --kind/--variant, --size, --box, --width, --height with its value v; *used says whether a was
   one of them. 0, or 2 after a usage message. */
int bank_shape_option(bank_query *q, const char *a, const char *v, int *used);
/* Refuses a --box given with a kind that has no boxes, as bin/gen refuses it; 0 or 2 (after the message). */
int bank_query_box(const bank_query *q);
/* Checks the shape asked with the kind's defaults and sets the filter's shape text; 0 or 2. */
int bank_query_shape(bank_query *q);

enum bank_format { BANK_LINE, BANK_JSON, BANK_TATHAM, BANK_GRID };
int bank_format_named(const char *name); /* the format, or -1 */

/* Writes picked rows to stdout in a format. */
typedef struct bank_printer {
    int format, failed;
    row_maker maker; /* parses rows for the Tatham and grid forms */
    cj_buf text;     /* a row's text in those forms */
} bank_printer;
void bank_printer_init(bank_printer *p, int format);
int bank_print_row(const bank_row *row, void *printer); /* a bank_pick callback; non-zero stops */
/* Frees the printer and flushes stdout: 0, or 1 after "bank: write error: REASON" on stderr. */
int bank_printer_close(bank_printer *p);
int bank_flush_stdout(void);

int bank_add_main(int argc, char **argv);   /* argv[0] "add", argv[1] the bank */
int bank_build_main(int argc, char **argv); /* argv[0] "build", argv[1] the bank */
int bank_regrade_main(int argc, char **argv); /* argv[0] "regrade", argv[1] the bank */
/* Writes build's and regrade's progress line to stderr: done of target, the rate since started (a
   CLOCK_MONOTONIC time) counting from start_done, the time left; last ends the line. */
void bank_progress(long done, long target, long start_done, double started, int last);
/* A seed of the clock's and the process's, within the bank's seeds (0 to 2^63-1): pick --random and serve's picks
   when no --seed is given. */
uint64_t bank_clock_seed(void);

/* How add, build and regrade stop on SIGINT, SIGTERM or SIGHUP (stop_signal.c): bank_catch_stop_signals makes the signal a
   note in bank_stop_signal (the one state a handler may set; 0 until one comes), on which the tool finishes the work
   in hand (add its puzzle, a read waiting for input ended; build its batch), stores what it made and prints its
   summary; a second signal ends it at once, and a signal ignored when the tool started (nohup) stays ignored. Then
   bank_end_by_stop_signal ends the tool by the signal, as the signal would have (exit status 130 for Ctrl-C in sh). */
extern volatile sig_atomic_t bank_stop_signal;
void bank_catch_stop_signals(void);
void bank_end_by_stop_signal(void); /* returns when no signal came */

#endif
