/* sec_scaling.c: the report's scaling study (the seed's Figure 3 and table): time against target
   empties per size, the most empties reached within a budget, time per puzzle against N, nodes per check. */
#define _POSIX_C_SOURCE 200809L
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench/genrun.h"

#define MAXT 16
#define MAXS 8

typedef struct sweep_size {
    int box, seed_max; /* the seed's maximum empties (seed 003's table) */
    int quick[MAXT], full[MAXT], tiny[MAXT];
} sweep_size;

static const sweep_size SIZES[3] = {
    {3, 60, {20, 40, 50, 55, 58, 60, 61, 0}, {10, 20, 30, 40, 45, 50, 52, 54, 56, 58, 59, 60, 61, 62, 0},
     {20, 40, 55, 0}},
    {4, 163, {50, 100, 150, 163, 170, 0}, {25, 50, 75, 100, 125, 150, 160, 163, 166, 170, 175, 180, 0}, {50, 100, 0}},
    {5, 281, {100, 200, 281, 300, 320, 0}, {50, 100, 150, 200, 250, 281, 300, 310, 320, 330, 340, 350, 0},
     {100, 200, 0}},
};

static FILE *open_out(const bench_cfg *cfg, const char *name)
{
    char path[4200];
    FILE *f;
    path_join(path, sizeof path, cfg->out, name);
    f = open_rows(path);
    if (f == NULL) {
        fprintf(stderr, "bench: cannot write %s\n", path);
        exit(2);
    }
    return f;
}

static void sweep(const bench_cfg *cfg, FILE *md, bench_summary *sum)
{
    int seeds = cfg->scaling_seeds > 0 ? cfg->scaling_seeds : cfg->tiny ? 1 : cfg->quick ? 2 : 5, z;
    double budget = cfg->scaling_budget > 0 ? cfg->scaling_budget : cfg->tiny || cfg->quick ? 1 : 10;
    double total = seeds * budget; /* every puzzle of a point gets its budget */
    FILE *csv = open_out(cfg, "scaling_sweep.csv");

    fprintf(csv, "size,target,seed_index,ok,empties,cpu_s,checks,nodes,kept,kept_nodes,attempts\n");
    fprintf(md, "### Time against target empties (the seed's Figure 3)\n\n");
    fprintf(md, "Each point: %d puzzle indices of seed %llu (the same full grids at every target), "
                "PuzzleJAR's probabilistic square choice (`--strategy puzzlejar`), unique solution, restarts "
                "until the target is met, %g s CPU budget per puzzle and %g s per point. Time is CPU per "
                "puzzle including the full grid; the median is over all the point's puzzles, one that did not meet "
                "the target counted at the budget (so it is exact while fewer than half miss, and reads `over the "
                "budget` when more do; a max of `over` means some missed). Nodes per check: engine nodes per isRemoveValid check added "
                "between this target and the previous one (same grid and order, single attempt), which is "
                "what makes the curve bend; kept: the checks that had to keep their clue.\n\n",
            seeds, cfg->seed, budget, total);
    fprintf(md, "| size | target empties | reached | median s | min-max s | median attempts | nodes per check "
                "(marginal) | nodes per kept check |\n|---|---|---|---|---|---|---|---|\n");
    for (z = 0; z < 3; z++) {
        const sweep_size *S = &SIZES[z];
        const int *targets = cfg->tiny ? S->tiny : cfg->quick ? S->quick : S->full;
        int n = S->box * S->box, t, best = -1, best_k = 0;
        gen_row prev[MAXS];
        int prev_n = 0;
        char name[64];
        FILE *dat;
        snprintf(name, sizeof name, "scaling_fig3_%d.dat", n);
        dat = open_out(cfg, name);
        fprintf(dat, "# target median_s min_s max_s reached runs marginal_nodes_per_check (-1 = none)\n");
        for (t = 0; t < MAXT && targets[t] > 0; t++) {
            gen_job job;
            gen_row rows[MAXS];
            proc_result pr;
            double times[MAXS], att[MAXS], marg[MAXS], kn[MAXS];
            int k, m, nm = 0, nk = 0, na = 0, ok = 0;
            memset(&job, 0, sizeof job);
            job.box_rows = job.box_cols = S->box;
            job.target = targets[t];
            job.strategy = GEN_PUZZLEJAR;
            job.seed = cfg->seed;
            job.count = seeds;
            job.budget = budget;
            job.total = total;
            progress("scaling", "%dx%d target %d: %d seeds", n, n, targets[t], seeds);
            job.cpu_limit = total + budget + 1;
            m = gen_measure(cfg, &job, 3 * (total + budget) + 10, "scaling_child.tmp", rows, MAXS, &pr);
            for (k = 0; k < m; k++) {
                int j;
                fprintf(csv, "%d,%d,%d,%d,%d,%.9f,%.0f,%.0f,%.0f,%.0f,%.0f\n", n, targets[t], rows[k].index,
                        rows[k].ok, rows[k].empties, rows[k].cpu, rows[k].checks, rows[k].nodes, rows[k].kept,
                        rows[k].kept_nodes, rows[k].attempts);
                if (!rows[k].ok)
                    continue;
                ok++;
                att[na++] = rows[k].attempts;
                if (rows[k].kept > 0)
                    kn[nk++] = rows[k].kept_nodes / rows[k].kept;
                for (j = 0; j < prev_n; j++)
                    if (prev[j].index == rows[k].index && prev[j].ok && prev[j].attempts == 1 &&
                        rows[k].attempts == 1 && rows[k].checks > prev[j].checks)
                        marg[nm++] = (rows[k].nodes - prev[j].nodes) / (rows[k].checks - prev[j].checks);
            }
            for (k = gen_times(rows, m, times); k < seeds; k++) /* a puzzle that missed, at the budget */
                times[k] = budget;
            if (ok > 0 && targets[t] > best) {
                best = targets[t];
                best_k = ok;
            }
            {
                int exact = seeds - ok < (seeds + 1) / 2; /* the median's puzzles all met the target */
                double med = stat_median(times, seeds), lo = stat_min(times, seeds), hi = stat_max(times, seeds);
                double mm = stat_median(marg, nm), km = stat_median(kn, nk), am = stat_median(att, na);
                char range[64];
                snprintf(range, sizeof range, "%s", ok ? num(lo) : "over"); /* none met: no range */
                if (ok)
                    snprintf(range + strlen(range), sizeof range - strlen(range), "-%s", ok < seeds ? "over" : num(hi));
                fprintf(md, "| %dx%d | %d | %d of %d | %s | %s | %s | %s | %s |\n", n, n, targets[t], ok, seeds,
                        exact ? num(med) : ok ? "over the budget" : "not reached", range,
                        num(am), num(mm), num(km));
                if (exact)
                    fprintf(dat, "%d %.9f %.9f %.9f %d %d %.3f\n", targets[t], med, lo, hi, ok, seeds, mm);
            }
            memcpy(prev, rows, sizeof rows);
            prev_n = m;
        }
        fclose(dat);
        sum->max_empty[z] = best;
        sum->max_empty_top[z] = best > 0 && best_k == seeds && best == targets[t - 1];

    }
    fprintf(md, "\n### Maximum empties reached (the seed's table)\n\n");
    fprintf(md, "The highest target of the sweep above met within the budget (%g s CPU per puzzle, %d seeds; "
                "`at least` when it is the sweep's top target, met by every seed: the sweep stops there, not the "
                "generator); the seed's figures are PuzzleJAR's on z3 (seed 003).\n\n",
            budget, seeds);
    fprintf(md, "| size | seed's max empties | seed's %% empty | coverjar max empties | coverjar %% empty | "
                "clues left |\n|---|---|---|---|---|---|\n");
    for (z = 0; z < 3; z++) {
        int n = SIZES[z].box * SIZES[z].box, mx = sum->max_empty[z];
        fprintf(md, "| %dx%d | %d | %.0f | %s%d | %.0f | %d |\n", n, n, SIZES[z].seed_max,
                100.0 * SIZES[z].seed_max / (n * n), sum->max_empty_top[z] ? "at least " : "", mx,
                mx >= 0 ? 100.0 * mx / (n * n) : 0.0,
                mx >= 0 ? n * n - mx : -1);
    }
    fprintf(md, "\n");
    fclose(csv);
}

/* The median CPU time of the series' puzzles that were started, one stopped (at its budget, or by the series'
   CPU cap killing the child within it) counted as longer than any: -1 when it falls on a stopped one. It is exact
   when every stopped one had run at least that long (*exact), else an upper bound. Returns the finished count. */
static int series_median(const gen_row *rows, int m, const proc_result *pr, double *med, int *exact)
{
    double times[514], sum = 0, shortest_stop = INFINITY;
    int k, ok = 0, started = m;
    for (k = 0; k < m; k++) {
        sum += rows[k].cpu;
        if (rows[k].ok)
            times[ok++] = rows[k].cpu;
        else if (rows[k].cpu < shortest_stop)
            shortest_stop = rows[k].cpu;
    }
    if (pr->exit_code == -1 || pr->timed_out) { /* killed within a puzzle: it ran for the child's CPU time left over */
        double ran = pr->cpu > sum ? pr->cpu - sum : 0;
        started++;
        shortest_stop = ran < shortest_stop ? ran : shortest_stop;
    }
    for (k = ok; k < started; k++)
        times[k] = INFINITY;
    *med = stat_median(times, started);
    *exact = 0;
    if (started == 0 || isinf(*med))
        *med = -1;
    else
        *exact = shortest_stop >= *med;
    return ok;
}

/* The table's cell for a series' median (ms): exact, an upper bound, or why there is none. */
static const char *median_cell(char *buf, size_t cap, double med, int exact, int ran)
{
    if (med >= 0)
        snprintf(buf, cap, "%s%s", exact ? "" : "at most ", num(med * 1e3));
    else
        snprintf(buf, cap, "%s", ran ? "over the budget" : "not attempted (settings)");
    return buf;
}

static void n_scaling(const bench_cfg *cfg, FILE *md, bench_summary *sum)
{
    static const int BOX[7][2] = {{2, 2}, {2, 3}, {3, 3}, {3, 4}, {4, 4}, {5, 5}, {6, 6}};
    static const int CNT_Q[7] = {50, 50, 50, 10, 3, 1, 1}, CNT_F[7] = {500, 500, 500, 100, 20, 3, 2};
    double xs[2][7], ys[2][7], fit_a[2], fit_b[2];
    double med[2][7];
    int nfit[2] = {0, 0}, k, s;
    FILE *csv = open_out(cfg, "scaling_n.csv"), *dat = open_out(cfg, "scaling_n.dat");
    char a[32], d[32];
    int done[2][7], runs[2][7];
    double cap_min = cfg->scaling_budget > 0 ? cfg->scaling_budget : cfg->tiny ? 1 : cfg->quick ? 2 : 30;
    int exact[2][7];
    char cell[2][64];
    fprintf(csv, "n,series,index,ok,empties,cpu_s,checks,nodes,kept,kept_nodes,attempts\n");
    for (k = 0; k < 7; k++) {
        int n = BOX[k][0] * BOX[k][1];
        for (s = 0; s < 2; s++) {
            gen_job job;
            gen_row rows[512];
            proc_result pr;
            int m, i;
            med[s][k] = -1;
            exact[s][k] = 0;
            done[s][k] = runs[s][k] = 0;
            memset(&job, 0, sizeof job);
            job.box_rows = BOX[k][0];
            job.box_cols = BOX[k][1];
            job.target = s == 0 ? -1 : (2 * n * n + 4) / 5; /* minimal, or 40 % empty */
            job.strategy = GEN_RANDOM;
            job.seed = cfg->seed;
            job.count = cfg->tiny ? (n <= 9 ? 3 : 1) : cfg->quick ? CNT_Q[k] : CNT_F[k];
            job.budget = cap_min * (cfg->quick && n >= 36 ? 2 : 1);
            job.total = job.budget;
            job.cpu_limit = job.budget + 1;
            if (cfg->tiny && n > 16)
                continue; /* the row stays, marked not attempted */
            if (cfg->quick && s == 0 && n > 16)
                continue;
            progress("scaling", "N=%d %s: %d puzzles", n, s == 0 ? "minimal" : "40% empty", job.count);
            m = gen_measure(cfg, &job, 3 * job.budget + 10, "scaling_child.tmp", rows, 512, &pr);
            runs[s][k] = 1;
            for (i = 0; i < m; i++)
                fprintf(csv, "%d,%s,%d,%d,%d,%.9f,%.0f,%.0f,%.0f,%.0f,%.0f\n", n, s == 0 ? "minimal" : "40pct",
                        rows[i].index, rows[i].ok, rows[i].empties, rows[i].cpu, rows[i].checks, rows[i].nodes,
                        rows[i].kept, rows[i].kept_nodes, rows[i].attempts);
            done[s][k] = series_median(rows, m, &pr, &med[s][k], &exact[s][k]);
            if (exact[s][k] && med[s][k] > 0) {
                xs[s][nfit[s]] = log((double)n);
                ys[s][nfit[s]] = log(med[s][k]);
                nfit[s]++;
            }
        }
    }
    for (s = 0; s < 2; s++)
        fit_b[s] = stat_fit(xs[s], ys[s], nfit[s], &fit_a[s]);
    sum->n_exponent = nfit[1] >= 2 ? fit_b[1] : -1;
    fprintf(dat, "# n minimal_median_s fortypct_median_s (-1 = none)\n");
    for (k = 0; k < 7; k++)
        fprintf(dat, "%d %.9f %.9f\n", BOX[k][0] * BOX[k][1], exact[0][k] ? med[0][k] : -1,
                exact[1][k] ? med[1][k] : -1);
    fclose(dat);
    dat = open_out(cfg, "scaling_fit.dat");
    fprintf(dat, "%.6f %.6f %.6f %.6f %d %d\n", fit_a[0], fit_b[0], fit_a[1], fit_b[1], nfit[0], nfit[1]);
    fclose(dat);

    fprintf(md, "### Time per puzzle against N\n\n");
    fprintf(md, "Median CPU time per puzzle (full grid included) for minimal puzzles and for puzzles with 40 %% "
                "of the cells empty, box shapes 2x2, 2x3, 3x3, 3x4, 4x4, 5x5, 6x6; %g s CPU per series and "
                "size. A median is over the puzzles started, one stopped by the budget counted as longer than "
                "any (`at most` when a puzzle stopped had run less than that median; `over the budget` when it "
                "falls on one stopped). Fitted growth: time = a * N^b by least squares on log-log over the "
                "exact medians.\n\n",
            cap_min);
    fprintf(md, "| N | minimal: median ms | puzzles | 40%% empty: median ms | puzzles |\n|---|---|---|---|---|\n");
    for (k = 0; k < 7; k++) {
        int n = BOX[k][0] * BOX[k][1];
        fprintf(md, "| %d | %s | %d | %s | %d |\n", n,
                median_cell(cell[0], sizeof cell[0], med[0][k], exact[0][k], runs[0][k]), done[0][k],
                median_cell(cell[1], sizeof cell[1], med[1][k], exact[1][k], runs[1][k]), done[1][k]);
    }
    fprintf(md, "\n| series | sizes fitted | exponent b | a (s) |\n|---|---|---|---|\n");
    fprintf(md, "| minimal | %d | %s | %s |\n", nfit[0], nfit[0] >= 2 ? num(fit_b[0]) : "n/a",
            nfit[0] >= 2 ? (snprintf(d, 32, "%.3g", exp(fit_a[0])), d) : "n/a");
    fprintf(md, "| 40%% empty | %d | %s | %s |\n\n", nfit[1], nfit[1] >= 2 ? num(fit_b[1]) : "n/a",
            nfit[1] >= 2 ? (snprintf(a, 32, "%.3g", exp(fit_a[1])), a) : "n/a");
    fclose(csv);
}

void section_scaling(const bench_cfg *cfg, FILE *md, bench_summary *sum)
{
    fprintf(md, "## Scaling study\n\n");
    if (!(cfg->parts & PART_SCALING)) {
        not_run(md, "--only");
        return;
    }
    sweep(cfg, md, sum);
    n_scaling(cfg, md, sum);
}
