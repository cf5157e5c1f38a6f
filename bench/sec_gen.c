/* sec_gen.c: the report's generation section: coverjar's minimal and targeted puzzles per size
   (rate, median and p90 time, the 25x25 budget case) beside qqwing and sgt-solo generating in the same run. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench/genrun.h"

#define MAXROWS 20000

typedef struct gen_cfg_row {
    const char *name;
    int box_rows, box_cols, target, count_quick, count_full;
    double budget_quick, budget_full; /* per puzzle CPU */
    const char *bar;
} gen_cfg_row;

static const gen_cfg_row ROWS[] = {
    {"9x9 minimal", 3, 3, -1, 300, 3000, 0, 0, ">= 2000/s (10x qqwing); aim 5000/s"},
    {"16x16 minimal", 4, 4, -1, 4, 60, 0, 0, "median <= 100 ms; aim 20 ms"},
    {"25x25, 281 empties", 5, 5, 281, 8, 60, 10, 30, "median <= 50 ms"},
    {"9x9, 60 empties (21 clues)", 3, 3, 60, 3, 20, 5, 20, "rate reported"},
};
#define NROWS (int)(sizeof ROWS / sizeof ROWS[0])

/* Clues in a peer's output line: qqwing one-line (81 chars, '.' = empty) or a Solo/Filling game
   id (after ':', digit runs are clues, letters are runs of empty squares). */
static int count_clues(const char *line)
{
    const char *p = strchr(line, ':');
    int clues = 0, in_digits = 0;
    if (p == NULL) {
        for (p = line; *p && *p != '\n'; p++)
            clues += (*p >= '1' && *p <= '9');
        return clues;
    }
    for (p++; *p && *p != '\n'; p++) {
        int d = *p >= '0' && *p <= '9';
        if (d && !in_digits)
            clues++;
        in_digits = d;
    }
    return clues;
}

/* Runs a generating peer reps times; writes rates (puzzles per CPU second) and the median clue count. */
typedef struct peer_out {
    double rate_med, rate_min, rate_max, clues_med;
    int puzzles, reps_done, timed_out;
    long maxrss_kb;
} peer_out;

static void run_gen_peer(const bench_cfg *cfg, char *const argv[], int expect, int reps, double cap, peer_out *po,
                         FILE *csv, const char *label)
{
    double rates[16], clues[4096];
    int r, nclues = 0;
    char path[4200], line[8192], cmd[512] = "";
    memset(po, 0, sizeof *po);
    po->rate_med = po->rate_min = po->rate_max = po->clues_med = -1;
    for (r = 0; argv[r] != NULL; r++) {
        strncat(cmd, argv[r], sizeof cmd - strlen(cmd) - 2);
        strcat(cmd, " ");
    }
    path_join(path, sizeof path, cfg->out, "peer_out.tmp");
    for (r = 0; r < reps && r < 16; r++) {
        proc_result pr;
        FILE *f;
        int lines = 0;
        if (proc_run(argv, NULL, path, NULL, cap, &pr) != 0)
            break;
        f = fopen(path, "r");
        while (f != NULL && fgets(line, sizeof line, f) != NULL) {
            if (strlen(line) < 10)
                continue;
            lines++;
            if (nclues < 4096)
                clues[nclues++] = count_clues(line);
        }
        if (f != NULL)
            fclose(f);
        fprintf(csv, "%s,\"%s\",%d,%d,%.4f,%.4f,%ld,%d,%d\n", label, cmd, r, lines, pr.cpu, pr.wall, pr.maxrss_kb,
                pr.timed_out, pr.exit_code);
        if (pr.timed_out || pr.exit_code != 0 || lines < expect) {
            po->timed_out = pr.timed_out;
            break;
        }
        rates[po->reps_done++] = lines / (pr.cpu > 1e-6 ? pr.cpu : 1e-6);
        po->puzzles = lines;
        po->maxrss_kb = pr.maxrss_kb;
    }
    remove(path);
    if (po->reps_done > 0) {
        po->rate_min = stat_min(rates, po->reps_done);
        po->rate_max = stat_max(rates, po->reps_done);
        po->rate_med = stat_median(rates, po->reps_done);
        po->clues_med = stat_median(clues, nclues);
    }
}

/* One 25x25 run's row of gen.csv: its label, the seed's puzzle index, whether it met its aim, and the child's
   figures (n == 1: its row; else none, and the child's own CPU time). */
static void put_25_csv(FILE *csv, const char *label, int index, int ok, int n, const gen_row *row,
                       const proc_result *pr)
{
    fprintf(csv, "\"%s\",0,%d,%d,%d,%.9f,%.0f,%.0f,%.0f,%.0f,%.0f\n", label, index, ok, n == 1 ? row->empties : 0,
            n == 1 ? row->cpu : pr->cpu, n == 1 ? row->checks : 0, n == 1 ? row->nodes : 0, n == 1 ? row->kept : 0,
            n == 1 ? row->kept_nodes : 0, n == 1 ? row->attempts : 0);
}

/* The 25x25 target is a median over 5 puzzles (indices 0-4 of the seed) within 60 s: after puzzle 0 (cpu0, with
   sum->gen25_min_done), puzzles 1-4 are tried minimal in the same CPU budget each, until 3 are over it (the
   median is then over too). The quick runs' budgets are shorter: their medians judge nothing. */
static void gen25_more_puzzles(const bench_cfg *cfg, gen_job *job, double budget, double cpu0, FILE *csv, FILE *md,
                               bench_summary *sum)
{
    double times[5];
    char label[40];
    gen_row rows[1];
    proc_result pr;
    int k, run = 1, done = sum->gen25_min_done;
    times[0] = done ? cpu0 : 2 * budget; /* over the budget: past every finished one */
    job->target = -1;
    job->budget = 0;
    job->cpu_limit = budget;
    for (k = 1; k < 5 && run - done < 3; k++) {
        int n, ok;
        job->first = k;
        progress("gen", "25x25 minimal, puzzle %d of the seed, budget %.0f s CPU", k, budget);
        n = gen_measure(cfg, job, 3 * budget + 10, "gen_child.tmp", rows, 1, &pr);
        ok = n == 1 && rows[0].ok && rows[0].cpu <= budget;
        times[run++] = ok ? rows[0].cpu : 2 * budget;
        done += ok;
        snprintf(label, sizeof label, "25x25 minimal puzzle %d", k);
        put_25_csv(csv, label, k, ok, n, &rows[0], &pr);
        fprintf(md, "| seed %llu, puzzle %d | %.0f | %s | %s | | |\n", cfg->seed, k, budget, ok ? "yes" : "no",
                num(n == 1 ? rows[0].cpu : pr.cpu));
    }
    job->first = 0;
    sum->gen25_puzzles_run = run;
    sum->gen25_puzzles_done = done;
    sum->gen25_budget_s = budget;
    /* the median of 5 when all 5 ran (one not finished counts as over the budget), else over it: 3 did not finish */
    sum->gen25_median_s = run == 5 ? stat_median(times, run) : 2 * budget;
}

void section_gen(const bench_cfg *cfg, FILE *md, bench_summary *sum)
{
    static gen_row rows[MAXROWS];
    double times[MAXROWS], rate16 = -1;
    int k, n, reps9 = cfg->quick ? 1 : 3, size16_clues = -1, size9_clues = -1;
    char path[4200];
    FILE *csv, *pcsv;
    proc_result pr;

    fprintf(md, "## Generation\n\n");
    if (!(cfg->parts & PART_GEN)) {
        not_run(md, "--only");
        return;
    }
    path_join(path, sizeof path, cfg->out, "gen.csv");
    csv = open_rows(path);
    path_join(path, sizeof path, cfg->out, "gen_peers.csv");
    pcsv = open_rows(path);
    if (csv == NULL || pcsv == NULL) {
        fprintf(stderr, "bench: cannot write %s\n", path);
        exit(2);
    }
    fprintf(csv, "config,rep,index,ok,empties,cpu_s,checks,nodes,kept,kept_nodes,attempts\n");
    fprintf(pcsv, "peer,command,rep,puzzles,cpu_s,wall_s,maxrss_kb,timed_out,exit_code\n");

    fprintf(md, "coverjar's generator in-process (one engine build per run, one core), CPU time per puzzle "
                "including the full grid; unique solution, random emptying order, seed %llu.\n\n",
            cfg->seed);
    fprintf(md, "| puzzles | n | puzzles/s (median of runs) | min-max puzzles/s | median ms | p90 ms | min-max ms | "
                "median empties | bar |\n|---|---|---|---|---|---|---|---|---|\n");
    for (k = 0; k < NROWS; k++) {
        const gen_cfg_row *g = &ROWS[k];
        gen_job job;
        double allt[MAXROWS], rates[8], emp[MAXROWS];
        int reps = k == 0 ? reps9 : 1, r, nall = 0, nemp = 0, asked = 0;
        double cap;
        memset(&job, 0, sizeof job);
        job.box_rows = g->box_rows;
        job.box_cols = g->box_cols;
        job.target = g->target;
        job.strategy = GEN_RANDOM;
        job.count = cfg->tiny ? 2 : cfg->quick ? g->count_quick : g->count_full;
        job.budget = cfg->quick ? g->budget_quick : g->budget_full;
        job.total = cfg->quick ? 8 : 60;
        cap = job.total * 2 + job.budget * 2 + 10;
        for (r = 0; r < reps; r++) {
            job.seed = cfg->seed; /* run r: the seed's next puzzles, so no two runs (nor two seeds) share one */
            job.first = r * job.count;
            progress("gen", "%s: %d puzzles, run %d/%d", g->name, job.count, r + 1, reps);
            n = gen_measure(cfg, &job, cap, "gen_child.tmp", rows, MAXROWS, &pr);
            asked += job.count;
            rates[r] = -1;
            if (n > 0) {
                int m = gen_times(rows, n, times), i;
                double total = 0;
                for (i = 0; i < n; i++) {
                    fprintf(csv, "\"%s\",%d,%d,%d,%d,%.9f,%.0f,%.0f,%.0f,%.0f,%.0f\n", g->name, r, rows[i].index,
                            rows[i].ok, rows[i].empties, rows[i].cpu, rows[i].checks, rows[i].nodes, rows[i].kept,
                            rows[i].kept_nodes, rows[i].attempts);
                    total += rows[i].cpu;
                    if (rows[i].ok)
                        emp[nemp++] = rows[i].empties;
                }
                for (i = 0; i < m; i++)
                    allt[nall++] = times[i];
                rates[r] = total > 0 ? m / total : -1;
            }
        }
        {
            double rmed, rmin, rmax, med, p90, tmin, tmax, emed;
            rmin = stat_min(rates, reps);
            rmax = stat_max(rates, reps);
            rmed = stat_median(rates, reps);
            tmin = stat_min(allt, nall) * 1e3;
            tmax = stat_max(allt, nall) * 1e3;
            med = stat_median(allt, nall) * 1e3;
            p90 = stat_pct(allt, nall, 90) * 1e3;
            emed = stat_median(emp, nemp);
            fprintf(md, "| %s | %d of %d | %s | %s-%s | %s | %s | %s-%s | %s | %s |\n", g->name, nall, asked,
                    num(rmed), num(rmin), num(rmax), num(med),
                    num(p90), num(tmin), num(tmax), num(emed), g->bar);
            if (k == 0) {
                sum->gen9_rate = rmed;
                size9_clues = emed >= 0 ? 81 - (int)emed : -1;
            } else if (k == 1) {
                sum->gen16_median_ms = med;
                sum->gen16_p90_ms = p90;
                rate16 = med > 0 ? 1e3 / med : -1;
                size16_clues = emed >= 0 ? 256 - (int)emed : -1;
            } else if (k == 2)
                sum->gen25_281_median_ms = med;
        }
    }
    fprintf(md, "\n");

    /* 25x25 minimal: may not finish. Then the most empties reached by rising targets in the same budget. */
    {
        double budget = cfg->tiny ? 2 : cfg->quick ? 4 : 60;
        gen_job job;
        int best = -1, t;
        char label[40];
        static const int ladder[] = {281, 300, 310, 320, 325, 330, 335, 340, 345, 350, 360, 370, 380, 400};
        double spent = 0, min_cpu;
        memset(&job, 0, sizeof job);
        job.box_rows = job.box_cols = 5;
        job.target = -1;
        job.strategy = GEN_RANDOM;
        job.seed = cfg->seed;
        job.count = 1;
        job.cpu_limit = budget;
        progress("gen", "25x25 minimal, budget %.0f s CPU", budget);
        n = gen_measure(cfg, &job, 3 * budget + 10, "gen_child.tmp", rows, 1, &pr);
        sum->gen25_min_done = n == 1 && rows[0].ok;
        min_cpu = n == 1 ? rows[0].cpu : pr.cpu;
        put_25_csv(csv, "25x25 minimal", 0, sum->gen25_min_done, n, &rows[0], &pr);
        for (t = 0; t < (int)(sizeof ladder / sizeof ladder[0]) && spent < budget; t++) {
            job.target = ladder[t];
            job.budget = budget - spent;
            job.cpu_limit = budget - spent;
            progress("gen", "25x25 most empties within the budget: target %d", ladder[t]);
            n = gen_measure(cfg, &job, 3 * (budget - spent) + 10, "gen_child.tmp", rows, 1, &pr);
            spent += pr.cpu;
            snprintf(label, sizeof label, "25x25 ladder %d", ladder[t]);
            put_25_csv(csv, label, 0, n == 1 && rows[0].ok, n, &rows[0], &pr);
            if (n == 1 && rows[0].ok)
                best = rows[0].empties;
            else
                break;
        }
        sum->gen25_min_clues_left = best >= 0 ? 625 - best : -1;
        fprintf(md, "| 25x25 minimal | budget CPU s | finished | CPU s | most empties reached by rising targets in the "
                    "same budget | clues left |\n|---|---|---|---|---|---|\n");
        fprintf(md, "| seed %llu, puzzle 0 | %.0f | %s | %s | %d | %d |\n", cfg->seed, budget,
                sum->gen25_min_done ? "yes" : "no", num(min_cpu),
                best, best >= 0 ? 625 - best : -1);
        gen25_more_puzzles(cfg, &job, budget, min_cpu, csv, md, sum);
        fprintf(md, "\n");
    }

    /* Peers generating in the same run. */
    {
        static const struct {
            const char *label, *prog, *arg, *params;
            int size, nq, nf, reps_full;
            double cap;
        } P[] = {
            {"qqwing 9x9", "qqwing", "--generate", NULL, 9, 200, 1000, 3, 120},
            {"sgt-solo 9x9 basic", "/usr/games/sgt-solo", "--generate", "3x3db", 9, 200, 2000, 3, 120},
            {"sgt-solo 9x9 intermediate", "/usr/games/sgt-solo", "--generate", "3x3di", 9, 50, 1000, 1, 120},
            {"sgt-solo 9x9 advanced", "/usr/games/sgt-solo", "--generate", "3x3da", 9, 20, 300, 1, 120},
            {"sgt-solo 16x16 basic", "/usr/games/sgt-solo", "--generate", "4x4db", 16, 4, 60, 1, 120},
            {"sgt-solo 16x16 intermediate", "/usr/games/sgt-solo", "--generate", "4x4di", 16, 2, 10, 1, 120},
        };
        int p;
        fprintf(md, "Peers generating 9x9 and 16x16 puzzles in the same run (CPU time of the whole process; "
                    "ratio = coverjar minimal puzzles/s at that size over the peer's puzzles/s; clues are "
                    "medians, coverjar's minimal puzzles for comparison: %d (9x9), %d (16x16)).\n\n",
                size9_clues, size16_clues);
        fprintf(md, "| peer | command | puzzles per run | puzzles/s (median) | min-max | median clues | "
                    "coverjar ratio |\n|---|---|---|---|---|---|---|\n");
        for (p = 0; p < (int)(sizeof P / sizeof P[0]); p++) {
            char nbuf[32], cmd[256];
            char *argv[8];
            peer_out po;
            int cnt = cfg->tiny ? 2 : cfg->quick ? P[p].nq : P[p].nf, reps = cfg->quick ? 1 : P[p].reps_full;
            double ours = P[p].size == 9 ? sum->gen9_rate : rate16, ratio;
            snprintf(nbuf, sizeof nbuf, "%d", cnt);
            argv[0] = (char *)P[p].prog;
            argv[1] = (char *)P[p].arg;
            argv[2] = nbuf;
            if (P[p].params != NULL) {
                argv[3] = (char *)P[p].params;
                argv[4] = NULL;
                snprintf(cmd, sizeof cmd, "%s --generate N %s", P[p].prog, P[p].params);
            } else {
                argv[3] = "--one-line";
                argv[4] = NULL;
                snprintf(cmd, sizeof cmd, "%s --generate N --one-line", P[p].prog);
            }
            if (P[p].prog[0] == '/' ? !is_executable(P[p].prog)
                                    : proc_system("command -v qqwing >/dev/null 2>&1") != 0) {
                fprintf(md, "| %s | `%s` | - | not installed | - | - | - |\n", P[p].label, cmd);
                continue;
            }
            progress("gen", "peer %s: %d puzzles x %d", P[p].label, cnt, reps);
            run_gen_peer(cfg, argv, cnt, reps, cfg->quick ? 30 : P[p].cap, &po, pcsv, P[p].label);
            ratio = po.rate_med > 0 && ours > 0 ? ours / po.rate_med : -1;
            if (p == 0)
                sum->gen9_ratio_qqwing = ratio;
            if (po.reps_done == 0) {
                fprintf(md, "| %s | `%s` | %d | %s | - | - | - |\n", P[p].label, cmd, cnt,
                        po.timed_out ? "timed out" : "failed");
                continue;
            }
            fprintf(md, "| %s | `%s` | %d | %s | %s-%s | %s | %s |\n", P[p].label, cmd, po.puzzles,
                    num(po.rate_med), num(po.rate_min), num(po.rate_max),
                    num(po.clues_med), num(ratio));
        }
        fprintf(md, "\n");
    }
    fclose(csv);
    fclose(pcsv);
}
