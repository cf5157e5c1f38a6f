/* bench.h: shared declarations of bin/bench: the run's settings, measured summaries that the report
   quotes across sections, statistics, subprocess and forked-child runners, and the section entry points. */
#ifndef COVERJAR_BENCH_H
#define COVERJAR_BENCH_H

#include <stdio.h>
#include <stddef.h>
#include <sys/types.h>

enum { PART_SOLVE = 1, PART_GEN = 2, PART_FILLOMINO = 4, PART_PEERS = 8, PART_SCALING = 16, PART_KINDS = 32,
       PART_FUTOSHIKI = 64, PART_FAST_PEERS = 128, PART_BANK = 256, PART_NONOGRAM = 512, PART_ALL = 1023 };

typedef struct bench_cfg {
    int quick, tiny;            /* --quick: CI smoke run; --tiny: smallest settings (tests) */
    int parts;                  /* PART_* bits to run */
    unsigned long long seed;
    const char *out;            /* output folder */
    char root[4096];            /* project root (holds bin/ and bench/) */
    char data[4352];            /* public data folder */
    char peers_dir[4096];       /* copies of optional peers' sources (tdoku/, plb/); "" = none */
    int scaling_seeds;          /* --scaling-seeds: puzzles per point of the scaling sweep; 0 = the run's default */
    double scaling_budget;      /* --scaling-budget: CPU seconds per puzzle there; 0 = the run's default */
} bench_cfg;

/* Figures one section measures and the summary quotes (negative = not measured). */
typedef struct bench_summary {
    double solve_rate[5], solve_ratio[5];   /* per solve set; ratio to qqwing (9x9 sets) */
    double solve_ratio_count[5];            /* ratio to qqwing counting solutions (9x9 sets) */
    double gen9_rate, gen9_ratio_qqwing, gen16_median_ms, gen16_p90_ms, gen25_281_median_ms;
    int gen25_min_clues_left;               /* after the budget; 0 = finished (then see gen25_min_done) */
    int gen25_min_done;
    int gen25_puzzles_run, gen25_puzzles_done; /* minimal 25x25 tried of puzzles 0-4, finished in the budget */
    double gen25_budget_s, gen25_median_s;  /* its CPU s each (60 in the full run); their median, 2 budgets when
                                               3 did not finish */
    double z3_speedup[3];                   /* 9x9, 16x16, 25x25 */
    int z3_target[3];
    int max_empty[3];                       /* 9x9, 16x16, 25x25 */
    int max_empty_top[3];                   /* 1: max_empty is the sweep's highest target: more may be reached */
    double n_exponent;                      /* fitted growth of time per puzzle with N */
    double kudoku_ratio[3];                 /* solving rate / kudoku's: 17-clue, top1465, forum hardest */
    double tdoku_gen_ratio;                 /* minimal 9x9 rate / tdoku's minimiser loop's */
    double fm_speedup_min, fm_speedup_max;  /* Fillomino generation against sgt-filling, over the sizes */
    int fm_sizes, fm_sparser;               /* sizes measured against sgt-filling; those with no more clues */
    double fm_big_cpu_s;                    /* janko's 64x50 Fillomino solved and counted, CPU seconds */
} bench_summary;

/* A measured child: CPU (user + system) and wall seconds, peak resident memory, how it ended. */
typedef struct proc_result {
    int exit_code;   /* -1 when killed or crashed */
    int timed_out;   /* killed at the cap */
    double cpu, wall;
    long maxrss_kb;  /* wait4's: never below the bench's own peak (Linux keeps it across exec) */
    long peak_kb;    /* proc_run_peak's: the child's own peak (VmHWM at its exit), -1 when not measured */
} proc_result;

/* Runs argv with stdin from in_path (NULL: /dev/null) and stdout to out_path (NULL: /dev/null);
   stderr goes to err_path (NULL: /dev/null). Kills the child's process group after cap seconds
   of wall time. Returns 0 when it ran (see r), -1 when it could not start. */
int proc_run(char *const argv[], const char *in_path, const char *out_path, const char *err_path, double cap,
             proc_result *r);

/* As proc_run with stdin and stdout /dev/null, run in the folder dir (err_path is opened before the move). */
int proc_run_in(const char *dir, char *const argv[], const char *err_path, double cap, proc_result *r);

/* As proc_run (stdin and stdout /dev/null), and r->peak_kb is the peak resident memory of the
   command's own image: read from /proc when the child stops at its exit under ptrace. */
int proc_run_peak(char *const argv[], double cap, proc_result *r);

/* From now on every measured child runs on one CPU: proc_pinned_cpu, -1 when the CPUs cannot be read. */
void proc_pin_children(void);
int proc_pinned_cpu(void);
/* system(3), and popen(3) to read, for the bench's helpers (a program's presence, a package's version): their
   children start on the pinned CPU too, so that no child of the bench is ever allowed another. */
int proc_system(const char *cmd);
FILE *proc_popen(const char *cmd);

/* Multiplies every later wall cap by s (>= 1). */
void proc_set_cap_scale(double s);

/* Runs fn(ctx, out) in a forked child whose stdout-like stream out is the file out_path (lines
   flushed as written, so a child killed at the cap keeps what it wrote). */
typedef void (*child_fn)(void *ctx, FILE *out);
int child_run(child_fn fn, void *ctx, const char *out_path, double cap, proc_result *r);

/* Runs argv with stdout to a temporary file in cfg->out (removed after), then calls on_line for each line
   of that output. Returns the number of lines, or -1 when the run failed (did not start, hit the cap or
   exited non-zero); *r tells its times. */
long run_lines(const bench_cfg *cfg, char *const argv[], double cap, proc_result *r,
               void (*on_line)(void *ctx, const char *line), void *ctx);

/* A stop by SIGINT, SIGTERM or SIGHUP (stop.c). stop_install: from now on such a signal (one not ignored when the
   bench started) kills the measured child's process group and is noted; the next stop_check (every child's end
   and start, each section's end, the long in-process loops) calls fn(ctx, signal) once, to write the partial
   report, then ends the bench by that signal (its default action, so the exit status is the signal's). */
void stop_install(void (*fn)(void *ctx, int sig), void *ctx);
void stop_check(void);
int stop_requested(void);          /* the signal that stopped the run, 0 when none */
void stop_note(int sig);           /* a stop seen otherwise (a helper's child ended by Ctrl-C) */
void stop_child_running(pid_t group); /* the measured child's process group while it runs, 0 after */
void stop_in_child(void);          /* in a forked child: the signals' default actions back */
const char *stop_signal_name(int sig);

/* Statistics over n values (the array is sorted in place). */
double stat_median(double *v, int n);
double stat_pct(double *v, int n, double p);   /* p in 0..100, nearest rank */
double stat_min(const double *v, int n);
double stat_max(const double *v, int n);
/* Least squares of y = a + b x; returns b, writes a. */
double stat_fit(const double *x, const double *y, int n, double *a);

/* Seconds of CPU time of the calling thread (bench measures single-threaded code). */
double cpu_now(void);
double wall_now(void);

/* Path helpers: fills buf with dir/name; the result is a static-free buffer owned by the caller. */
void path_join(char *buf, size_t cap, const char *dir, const char *name);
/* Opens path for writing: a failed write or close of it is said at once (write_error), naming name (the file
   path stands for: report.md for its temporary file). NULL, with errno set, when it cannot be made. */
FILE *open_checked(const char *path, const char *name);
/* Opens a file of result rows for writing (open_checked), line-buffered: an interrupted run keeps every row
   written. */
FILE *open_rows(const char *path);
/* A failed write: "bench: FILE: write error: REASON" on stderr, the run's first only (err 0: EIO). write_failed:
   whether one was said; the run then ends after the section under way, with exit status 1. */
void write_error(const char *path, int err);
int write_failed(void);
/* Starts a section: its "## title" heading, then, when the run includes part, its rows file csv_name in the
   output folder (open_rows). NULL when the part is not run (noted in the report) or the file cannot be made. */
FILE *section_start(const bench_cfg *cfg, FILE *md, const char *title, int part, const char *csv_name);
int file_exists(const char *path);
int is_executable(const char *path);
/* The first line of a file (newline removed), or "" ; reads at most cap-1 bytes. */
void first_line(const char *path, char *buf, size_t cap);

/* Progress line on stderr. */
void progress(const char *part, const char *fmt, ...);

/* Number formatting for tables: 3 significant figures (or "n/a" for negative). */
const char *fmt_num(char *buf, size_t cap, double v);

/* The same from a ring of 32 buffers, so one printf may format several numbers (tool code only). */
const char *num(double v);

/* Sections: each writes its part of the report to md and its CSV files into cfg->out. */
void section_solve(const bench_cfg *cfg, FILE *md, bench_summary *sum);
void section_gen(const bench_cfg *cfg, FILE *md, bench_summary *sum);
void section_memory(const bench_cfg *cfg, FILE *md);
void section_scaling(const bench_cfg *cfg, FILE *md, bench_summary *sum);
void section_peers(const bench_cfg *cfg, FILE *md, bench_summary *sum);
void section_fillomino(const bench_cfg *cfg, FILE *md, bench_summary *sum);
void section_kinds(const bench_cfg *cfg, FILE *md);
void section_futoshiki(const bench_cfg *cfg, FILE *md);
void section_fast_peers(const bench_cfg *cfg, FILE *md, bench_summary *sum);
/* The compilers the fast peers are built with: clang and clang++ when installed, else cc and c++; and the
   commands with their flags, as Markdown, for the report. */
void fast_peers_compilers(const char **cc, const char **cxx);
void fast_peers_toolchain(char *buf, size_t cap);
/* The report's Machine table (load0: the load average at the start) and Summary table (machine.c). */
void report_machine(const bench_cfg *cfg, FILE *md, const double load0[3]);
void report_summary(FILE *md, const bench_summary *s);
/* The speed targets beside this run's figures: met, or the distance. */
void report_targets(FILE *md, const bench_summary *sum);
void section_bank(const bench_cfg *cfg, FILE *md);
void section_nonogram(const bench_cfg *cfg, FILE *md);
/* Writes the gnuplot script for the plots whose data files exist and runs it (SVG and PNG). */
void make_plots(const bench_cfg *cfg, FILE *md);

/* The report's header (provenance.c): the command line as given, shell-quoted, as Markdown code; and a list of
   what was measured: coverjar's release and git commit, the peers' folders, commits and compilers. Both
   malloc'd (NULL when out of memory). */
char *report_command(int argc, char **argv);
/* Runs cmd through the shell and reads what it prints: the number of lines (-1 when it could not run), the first
   in first and the last in last (either may be NULL), each cut to cap bytes. */
int command_output(const char *cmd, char *first, char *last, size_t cap);
char *report_provenance(const bench_cfg *cfg);

/* Used by sections for "not measured" paragraphs. */
void not_run(FILE *md, const char *why);

#endif
