/* sec_fast_peers.c: the report's section on the fastest published 9x9 solvers, kudoku (attractivechaos/plb)
   and tdoku (t-dillon/tdoku), built from copies the user names with --peers-dir; never downloaded. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench/bench.h"

#define FAST_REPS 3

static const char *const SETS[] = {"sudoku9_royle17.txt", "sudoku9_magictour_top1465.txt",
                                   "sudoku9_forum_hardest_1106.txt"};

/* Compiles with argv; 0 when it worked. */
static int compile(char *const argv[])
{
    proc_result r;
    return proc_run(argv, NULL, NULL, NULL, 600, &r) == 0 && r.exit_code == 0 ? 0 : -1;
}

/* Builds kudoku and the tdoku driver into out; sets the paths of those that built ("" otherwise). */
static void build_peers(const bench_cfg *cfg, const char *out, char kudoku[4400], char tdoku[4400])
{
    char src[4400], inc[4400], drv[4400], obj[3][4400], cc[16], cxx[16], tsrc[2][4400];
    int k;
    snprintf(cc, sizeof cc, "%s", is_executable("/usr/bin/clang") ? "clang" : "cc");
    snprintf(cxx, sizeof cxx, "%s", is_executable("/usr/bin/clang++") ? "clang++" : "c++");
    kudoku[0] = tdoku[0] = '\0';
    snprintf(src, sizeof src, "%s/plb/sudoku/sudoku_v1.c", cfg->peers_dir);
    snprintf(obj[0], sizeof obj[0], "%s/kudoku", out);
    if (file_exists(src)) {
        char *argv[] = {cc, "-O3", "-march=native", "-o", obj[0], src, NULL};
        if (compile(argv) == 0)
            snprintf(kudoku, 4400, "%s", obj[0]);
    }
    snprintf(inc, sizeof inc, "-I%s/tdoku/include", cfg->peers_dir);
    snprintf(tsrc[0], sizeof tsrc[0], "%s/tdoku/src/solver_dpll_triad_simd.cc", cfg->peers_dir);
    snprintf(tsrc[1], sizeof tsrc[1], "%s/tdoku/src/util.cc", cfg->peers_dir);
    path_join(drv, sizeof drv, cfg->root, "bench/peers/tdoku_driver.c");
    if (!file_exists(tsrc[0]) || !file_exists(drv))
        return;
    for (k = 0; k < 3; k++)
        snprintf(obj[k], sizeof obj[k], "%s/tdoku_%d.o", out, k);
    {
        char *a0[] = {cc, "-O3", "-march=native", inc, "-c", "-o", obj[0], drv, NULL};
        char *a1[] = {cxx, "-O3", "-march=native", "-std=c++14", "-c", "-o", obj[1], tsrc[0], NULL};
        char *a2[] = {cxx, "-O3", "-march=native", "-std=c++14", "-c", "-o", obj[2], tsrc[1], NULL};
        char exe[4400];
        snprintf(exe, sizeof exe, "%s/tdoku_driver", out);
        {
            char *a3[] = {cxx, "-o", exe, obj[0], obj[1], obj[2], NULL};
            if (compile(a0) == 0 && compile(a1) == 0 && compile(a2) == 0 && compile(a3) == 0)
                snprintf(tdoku, 4400, "%s", exe);
        }
    }
}

static void count_line(void *ctx, const char *line)
{
    (void)line;
    ++*(long *)ctx;
}

/* Clues of a puzzle line (digits among its first 81 characters). */
static void add_clues(void *ctx, const char *line)
{
    int i, n = 0;
    for (i = 0; i < 81 && line[i]; i++)
        n += line[i] >= '1' && line[i] <= '9';
    *(double *)ctx += n;
}

/* The median over reps runs of argv's CPU seconds (stdin from in); -1 when a run failed. */
static double median_cpu(const bench_cfg *cfg, char *const argv[], const char *in, int reps, FILE *csv,
                         const char *who, const char *what, double *clues)
{
    double cpu[FAST_REPS];
    int r, n = 0;
    for (r = 0; r < reps; r++) {
        proc_result pr;
        double sum = 0;
        long lines, seen = 0;
        if (in != NULL) { /* kudoku reads stdin */
            if (proc_run(argv, in, NULL, NULL, 600, &pr) != 0 || pr.exit_code != 0)
                return -1;
            lines = 1;
        } else {
            if (clues != NULL)
                lines = run_lines(cfg, argv, 600, &pr, add_clues, &sum);
            else
                lines = run_lines(cfg, argv, 600, &pr, count_line, &seen);
            if (lines <= 0)
                return -1;
        }
        if (clues != NULL)
            *clues = sum / (double)lines;
        cpu[n++] = pr.cpu;
        fprintf(csv, "%s,%s,%d,%.5f,%.5f\n", who, what, r, pr.cpu, pr.wall);
    }
    return stat_median(cpu, n);
}

static long lines_of(const char *path)
{
    char buf[1024];
    long n = 0;
    FILE *f = fopen(path, "r");
    while (f != NULL && fgets(buf, sizeof buf, f) != NULL)
        n += strlen(buf) >= 81;
    if (f != NULL)
        fclose(f);
    return n;
}

void section_fast_peers(const bench_cfg *cfg, FILE *md)
{
    char out[4300], kudoku[4400], tdoku[4400], dlx[4200], gen[4200], sd[32], nb[16];
    int s, reps = cfg->tiny ? 1 : cfg->quick ? 1 : FAST_REPS, n_gen = cfg->tiny ? 20 : cfg->quick ? 200 : 2000;
    double c_ours = -1, c_td = -1, t_ours, t_td;
    FILE *csv = section_start(cfg, md, "Fastest published solvers (kudoku, tdoku)", PART_FAST_PEERS,
                              "fast_peers.csv");
    if (csv == NULL)
        return;
    if (cfg->peers_dir[0] == '\0') {
        not_run(md, "no peer sources given: fetch t-dillon/tdoku and attractivechaos/plb, then run "
                    "`bin/bench --peers-dir DIR` (DIR/tdoku, DIR/plb) or set COVERJAR_PEERS");
        fclose(csv);
        return;
    }
    snprintf(out, sizeof out, "%s/peer_build", cfg->out);
    {
        char cmd[4400];
        snprintf(cmd, sizeof cmd, "mkdir -p '%s'", out);
        if (strchr(out, '\'') != NULL || system(cmd) != 0) {
            not_run(md, "cannot create the peers' build folder");
            fclose(csv);
            return;
        }
    }
    progress("fast peers", "building kudoku and tdoku from %s", cfg->peers_dir);
    build_peers(cfg, out, kudoku, tdoku);
    path_join(dlx, sizeof dlx, cfg->root, "bin/dlx");
    path_join(gen, sizeof gen, cfg->root, "bin/gen");
    fprintf(csv, "program,work,rep,cpu_s,wall_s\n");
    fprintf(md, "Peers built from `%s` with `-O3 -march=native` (clang when installed): kudoku is "
                "`plb/sudoku/sudoku_v1.c` (an array-based exact cover that enumerates every solution), tdoku "
                "`TdokuSolverDpllTriadSimd` with limit 2 through `bench/peers/tdoku_driver.c`. coverjar: `bin/dlx "
                "--count` (counts to 2). CPU seconds of one process over the whole file, median of %d runs.\n\n",
            cfg->peers_dir, reps);
    fprintf(md, "| set | puzzles | coverjar /s | kudoku /s | tdoku /s | coverjar / kudoku | coverjar / tdoku |\n"
                "|---|---|---|---|---|---|---|\n");
    for (s = 0; s < (cfg->tiny ? 1 : 3); s++) {
        char path[4400];
        double o, k = -1, t = -1;
        long n;
        path_join(path, sizeof path, cfg->data, SETS[s]);
        n = lines_of(path);
        if (n == 0)
            continue;
        progress("fast peers", "%s: %ld puzzles", SETS[s], n);
        {
            char *a[] = {dlx, "--count", path, NULL};
            o = median_cpu(cfg, a, NULL, reps, csv, "coverjar", SETS[s], NULL);
        }
        if (kudoku[0]) {
            char *a[] = {kudoku, NULL};
            k = median_cpu(cfg, a, path, reps, csv, "kudoku", SETS[s], NULL);
        }
        if (tdoku[0]) {
            char *a[] = {tdoku, "count", path, NULL};
            t = median_cpu(cfg, a, NULL, reps, csv, "tdoku", SETS[s], NULL);
        }
        fprintf(md, "| %s | %ld | %s | %s | %s | %s | %s |\n", SETS[s], n, num(o > 0 ? n / o : -1),
                kudoku[0] ? num(k > 0 ? n / k : -1) : "not built", tdoku[0] ? num(t > 0 ? n / t : -1) : "not built",
                num(o > 0 && k > 0 ? k / o : -1), num(o > 0 && t > 0 ? t / o : -1));
    }
    snprintf(sd, sizeof sd, "%llu", cfg->seed);
    snprintf(nb, sizeof nb, "%d", n_gen);
    progress("fast peers", "%d minimal 9x9 puzzles each", n_gen);
    {
        char *a[] = {gen, "--size", "9", "-n", nb, "--seed", sd, "-j", "1", NULL};
        t_ours = median_cpu(cfg, a, NULL, reps, csv, "coverjar", "minimal9", &c_ours);
    }
    t_td = -1;
    if (tdoku[0]) {
        char *a[] = {tdoku, "minimal", nb, sd, NULL};
        t_td = median_cpu(cfg, a, NULL, reps, csv, "tdoku", "minimal9", &c_td);
    }
    fprintf(md, "\nMinimal unique 9x9 puzzles, %d each: coverjar `bin/gen --size 9 -n %d --seed %s -j 1`; tdoku: "
                "random diagonal boxes, its solver (limit 1) for the grid, then `TdokuMinimize(false, false, grid)`.\n\n"
                "| generator | puzzles/s | mean clues |\n|---|---|---|\n| coverjar | %s | %s |\n| tdoku | %s | %s |\n"
                "| coverjar / tdoku | %s | |\n\n",
            n_gen, n_gen, sd, num(t_ours > 0 ? n_gen / t_ours : -1), num(c_ours),
            tdoku[0] ? num(t_td > 0 ? n_gen / t_td : -1) : "not built", num(c_td),
            num(t_ours > 0 && t_td > 0 ? t_td / t_ours : -1));
    fclose(csv);
}
