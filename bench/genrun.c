/* genrun.c: runs the generator in a forked child (one engine build for the whole job, as bin/gen's
   workers do) and reads back one line per puzzle; a child killed at its cap keeps the lines written. */
#define _POSIX_C_SOURCE 200809L
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>

#include "bench/genrun.h"
#include "dlx/rng.h"

typedef struct job_ctx {
    const gen_job *job;
    double deadline;
} job_ctx;

static int keep_going(void *ctx)
{
    const job_ctx *c = ctx;
    return c->deadline <= 0 || cpu_now() < c->deadline;
}

static void run_job(void *ctx, FILE *out)
{
    job_ctx *c = ctx;
    const gen_job *j = c->job;
    gen_options o;
    size_t bytes = gen_bytes(j->box_rows, j->box_cols);
    void *mem = malloc(bytes);
    int n = j->box_rows * j->box_cols, i;
    uint8_t *puzzle = malloc((size_t)n * (size_t)n), *solution = malloc((size_t)n * (size_t)n);
    generator *g;
    double start = cpu_now();
    if (j->cpu_limit > 0) {
        /* A pass of the emptying does not look at the clock; the kernel stops the child instead. */
        struct rlimit rl;
        rl.rlim_cur = (rlim_t)ceil(j->cpu_limit);
        rl.rlim_max = rl.rlim_cur + 1;
        setrlimit(RLIMIT_CPU, &rl);
    }
    memset(&o, 0, sizeof o);
    o.box_rows = j->box_rows;
    o.box_cols = j->box_cols;
    o.strategy = j->strategy;
    o.symmetry = GEN_SYM_NONE;
    o.max_solutions = 1;
    o.target_empty = j->target;
    o.keep_going = keep_going;
    o.keep_going_ctx = c;
    g = mem != NULL ? gen_init(mem, bytes, &o) : NULL;
    if (g == NULL || puzzle == NULL || solution == NULL)
        return;
    for (i = j->first; i < j->first + j->count; i++) {
        cj_rng rng;
        gen_stats before = *gen_get_stats(g), after;
        double t0;
        int rc;
        if (j->total > 0 && cpu_now() - start > j->total)
            break;
        cj_rng_seed(&rng, j->seed, (uint64_t)i);
        t0 = cpu_now();
        c->deadline = j->budget > 0 ? t0 + j->budget : 0;
        rc = gen_puzzle(g, &rng, puzzle, solution);
        t0 = cpu_now() - t0;
        after = *gen_get_stats(g);
        fprintf(out, "%d,%d,%d,%.9f,%llu,%llu,%llu,%llu,%llu\n", i, rc >= 0, rc >= 0 ? rc : 0, t0,
                (unsigned long long)(after.checks - before.checks), (unsigned long long)(after.nodes - before.nodes),
                (unsigned long long)(after.kept - before.kept),
                (unsigned long long)(after.kept_nodes - before.kept_nodes),
                (unsigned long long)(after.attempts - before.attempts));
        fflush(out);
        if (rc < 0 && j->stop_on_fail)
            break;
    }
    free(mem);
    free(puzzle);
    free(solution);
}

int gen_measure(const bench_cfg *cfg, const gen_job *job, double cap, const char *name, gen_row *rows, int max,
                proc_result *pr)
{
    char path[4200], line[512];
    job_ctx c;
    FILE *f;
    int n = 0;
    c.job = job;
    c.deadline = 0;
    memset(pr, 0, sizeof *pr); /* a child that never ran leaves it as it was */
    path_join(path, sizeof path, cfg->out, name);
    if (child_run(run_job, &c, path, cap, pr) != 0)
        return 0;
    f = fopen(path, "r");
    if (f == NULL)
        return 0;
    while (n < max && fgets(line, sizeof line, f) != NULL) {
        gen_row *r = &rows[n];
        if (sscanf(line, "%d,%d,%d,%lf,%lf,%lf,%lf,%lf,%lf", &r->index, &r->ok, &r->empties, &r->cpu, &r->checks,
                   &r->nodes, &r->kept, &r->kept_nodes, &r->attempts) == 9)
            n++;
    }
    fclose(f);
    remove(path);
    return n;
}

int gen_times(const gen_row *rows, int n, double *times)
{
    int k, m = 0;
    for (k = 0; k < n; k++)
        if (rows[k].ok)
            times[m++] = rows[k].cpu;
    return m;
}
