/* genrun.h: coverjar's generator measured in a forked child: per puzzle CPU time, empties, checks
   and engine nodes, with a per-puzzle CPU budget and a hard wall cap on the whole child. */
#ifndef COVERJAR_BENCH_GENRUN_H
#define COVERJAR_BENCH_GENRUN_H

#include "bench/bench.h"
#include "gen/generator.h"

typedef struct gen_job {
    int box_rows, box_cols;
    int target;            /* empties wanted; -1 = minimal */
    gen_strategy strategy;
    unsigned long long seed;
    int first, count;      /* puzzle indices first..first+count-1 (puzzle i: stream i of seed) */
    double budget;         /* CPU seconds per puzzle (checked between attempts); 0 = none */
    double total;          /* CPU seconds after which no new puzzle starts; 0 = none */
    int stop_on_fail;      /* stop at the first puzzle that misses its target */
    double cpu_limit;      /* CPU seconds for the whole child (RLIMIT_CPU, whole seconds); 0 = none */
} gen_job;

typedef struct gen_row {
    int index, ok, empties;
    double cpu;
    double checks, nodes, kept, kept_nodes, attempts;
} gen_row;

/* Runs the job in a child capped at cap wall seconds; rows from rows[0]; returns how many
   (puzzles started and finished, ok or not). name: a file name for the child's output in cfg->out. */
int gen_measure(const bench_cfg *cfg, const gen_job *job, double cap, const char *name, gen_row *rows, int max,
                proc_result *pr);

/* Medians etc. of the CPU seconds of the ok rows; returns how many were ok. */
int gen_times(const gen_row *rows, int n, double *times);

#endif
