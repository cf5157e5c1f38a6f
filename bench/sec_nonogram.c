/* sec_nonogram.c: the report's Nonogram section: unique, line-solvable puzzles from bin/gen beside sgt-pattern
   --generate (CPU of one process / puzzles), the janko set graded and solved, and clues far from unique counted. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench/bench.h"

#define NONO_REPS 3

static const struct {
    int side, nq, nf; /* puzzles per run: --quick, full */
} ROWS[] = {{10, 20, 200}, {15, 10, 100}, {20, 5, 40}, {25, 3, 20}, {30, 2, 10}};

/* Counts the runs of a clue line (`WxH:` then runs joined by '.' and lines by '/', "0" for an empty line). */
static void add_runs(void *ctx, const char *line)
{
    const char *p = strchr(line, ':');
    for (p = p ? p + 1 : line; *p && *p != '\n'; p++)
        if (*p >= '1' && *p <= '9' && (p[-1] == ':' || p[-1] == '.' || p[-1] == '/'))
            *(double *)ctx += 1;
}

/* Tallies the level words of `bin/classify grade` lines (rating, level, technique). */
static void add_level(void *ctx, const char *line)
{
    int *levels = ctx;
    const char *sp = strchr(line, ' ');
    if (sp == NULL)
        return;
    levels[strncmp(sp + 1, "line ", 5) == 0 ? 0 : strncmp(sp + 1, "probing ", 8) == 0 ? 1 : 2]++;
}

/* Runs of one generator at one size: the median CPU ms per puzzle, and the mean runs per puzzle. */
static double generate(const bench_cfg *cfg, char *const argv[], double cap, FILE *csv, const char *who, int side,
                       int reps, double *runs)
{
    double per[NONO_REPS];
    int r, ok = 0;
    for (r = 0; r < reps; r++) {
        proc_result pr;
        double sum = 0;
        long lines = run_lines(cfg, argv, cap, &pr, add_runs, &sum);
        if (lines <= 0)
            continue;
        per[ok++] = pr.cpu * 1e3 / (double)lines;
        *runs = sum / (double)lines;
        fprintf(csv, "%s,%dx%d,%d,%ld,%.5f,%.5f,%.2f\n", who, side, side, r, lines, pr.cpu, pr.wall, *runs);
    }
    return ok > 0 ? stat_median(per, ok) : -1;
}

static void janko(const bench_cfg *cfg, FILE *md, FILE *csv)
{
    char classify[4200], dlx[4200], set[4200];
    int levels[3] = {0, 0, 0}, reps = cfg->tiny ? 1 : 3, r, n_grade = 0, n_solve = 0;
    double grade_s[3], solve_s[3];
    long solved = -1;
    path_join(classify, sizeof classify, cfg->root, "bin/classify");
    path_join(dlx, sizeof dlx, cfg->root, "bin/dlx");
    path_join(set, sizeof set, cfg->data, "nonogram_janko.txt");
    if (!file_exists(set) || !is_executable(classify) || !is_executable(dlx)) {
        not_run(md, "bin/classify, bin/dlx or nonogram_janko.txt missing");
        return;
    }
    for (r = 0; r < reps; r++) {
        char *grade[] = {classify, "grade", "--variant", "nonogram", set, NULL};
        char *count[] = {dlx, "--variant", "nonogram", "--count", set, NULL};
        proc_result pr;
        int seen[3] = {0, 0, 0};
        long lines = run_lines(cfg, grade, 300, &pr, add_level, seen);
        if (lines > 0) {
            memcpy(levels, seen, sizeof levels);
            grade_s[n_grade++] = pr.cpu;
            fprintf(csv, "janko-grade,all,%d,%ld,%.5f,%.5f,\n", r, lines, pr.cpu, pr.wall);
        }
        lines = run_lines(cfg, count, 300, &pr, NULL, NULL);
        if (lines > 0) {
            solved = lines;
            solve_s[n_solve++] = pr.cpu;
            fprintf(csv, "janko-count,all,%d,%ld,%.5f,%.5f,\n", r, lines, pr.cpu, pr.wall);
        }
    }
    fprintf(md, "\nJanko's set (`%s`, %d puzzles), CPU seconds, median of %d runs: graded by the line solver "
                "(`bin/classify grade --variant nonogram`) in %s s: %d by line logic alone, %d need probing, %d "
                "search; counted to 2 solutions (`bin/dlx --variant nonogram --count`) in %s s (%ld answers).\n\n",
            "nonogram_janko.txt", levels[0] + levels[1] + levels[2], reps, num(n_grade ? stat_median(grade_s, n_grade) : -1),
            levels[0], levels[1], levels[2], num(n_solve ? stat_median(solve_s, n_solve) : -1), solved);
}

/* Clue sets far from unique (bench/nonogram_hard.txt: 25x25, clues met while repairing noise pictures of 25%
   density) counted to 2, the count the generator makes before each flip. */
static void hard_counts(const bench_cfg *cfg, FILE *md, FILE *csv)
{
    char dlx[4200], set[4200];
    int reps = cfg->tiny ? 1 : 3, r, n = 0;
    double cpu[3];
    long lines = -1;
    path_join(dlx, sizeof dlx, cfg->root, "bin/dlx");
    path_join(set, sizeof set, cfg->root, "bench/nonogram_hard.txt");
    if (!file_exists(set) || !is_executable(dlx)) {
        not_run(md, "bin/dlx or bench/nonogram_hard.txt missing");
        return;
    }
    for (r = 0; r < reps; r++) {
        char *count[] = {dlx, "--variant", "nonogram", "--count", set, NULL};
        proc_result pr;
        long got = run_lines(cfg, count, 120, &pr, NULL, NULL);
        if (got > 0) {
            lines = got;
            cpu[n++] = pr.cpu;
            fprintf(csv, "hard-count,25x25,%d,%ld,%.5f,%.5f,\n", r, got, pr.cpu, pr.wall);
        }
    }
    fprintf(md, "Clue sets far from unique (`bench/nonogram_hard.txt`, %ld of 25x25) counted to 2 solutions "
                "(`bin/dlx --variant nonogram --count`): %s CPU s, median of %d runs.\n\n",
            lines, num(n ? stat_median(cpu, n) : -1), reps);
}

void section_nonogram(const bench_cfg *cfg, FILE *md)
{
    char gen[4200], sgt[] = "/usr/games/sgt-pattern", sd[32];
    FILE *csv;
    int k, have_sgt = is_executable(sgt), reps = cfg->tiny ? 1 : cfg->quick ? 2 : NONO_REPS;
    int rows = cfg->tiny ? 1 : cfg->quick ? 3 : (int)(sizeof ROWS / sizeof ROWS[0]);
    csv = section_start(cfg, md, "Nonograms", PART_NONOGRAM, "nonogram.csv");
    if (csv == NULL)
        return;
    path_join(gen, sizeof gen, cfg->root, "bin/gen");
    snprintf(sd, sizeof sd, "%llu", cfg->seed);
    fprintf(csv, "generator,shape,rep,puzzles,cpu_s,wall_s,mean_runs\n");
    fprintf(md, "CPU time (user + system) of one process making n puzzles, / n; the median of %d runs, alternating. "
                "coverjar: `bin/gen --variant nonogram --width N --height N --level line -n n --seed %s -j 1` (random "
                "picture smoothed over 3x3 neighbourhoods, half its cells black, repaired until line logic solves it, "
                "so unique); peer: `%s --generate n NxN` (Debian sgt-puzzles; its pictures are smoothed too before it "
                "checks them by line logic). Runs: clue "
                "numbers per puzzle (mean).\n\n",
            reps, sd, sgt);
    fprintf(md, "| size | n | coverjar ms/puzzle | puzzles/s | runs | sgt-pattern ms/puzzle | runs | speed-up |\n"
                "|---|---|---|---|---|---|---|---|\n");
    for (k = 0; k < rows && is_executable(gen); k++) {
        int side = ROWS[k].side, n = cfg->tiny ? 1 : cfg->quick ? ROWS[k].nq : ROWS[k].nf;
        char nb[16], sz[16], params[16];
        double ours, theirs = -1, runs_o = -1, runs_t = -1, cap = cfg->quick ? 60 : 600;
        snprintf(nb, sizeof nb, "%d", n);
        snprintf(sz, sizeof sz, "%d", side);
        snprintf(params, sizeof params, "%dx%d", side, side);
        progress("nonogram", "%s: %d puzzles, %d runs of each generator", params, n, reps);
        {
            char *argv[] = {gen, "--variant", "nonogram", "--width", sz, "--height", sz, "--level", "line", "-n", nb,
                            "--seed", sd, "-j", "1", "--no-progress", NULL};
            ours = generate(cfg, argv, cap, csv, "coverjar", side, reps, &runs_o);
        }
        if (have_sgt) {
            char *argv[] = {sgt, "--generate", nb, params, NULL};
            theirs = generate(cfg, argv, cap, csv, "sgt-pattern", side, reps, &runs_t);
        }
        fprintf(md, "| %s | %d | %s | %s | %s | %s | %s | %s |\n", params, n, num(ours),
                num(ours > 0 ? 1e3 / ours : -1), num(runs_o), have_sgt ? num(theirs) : "not installed", num(runs_t),
                num(ours > 0 && theirs > 0 ? theirs / ours : -1));
    }
    janko(cfg, md, csv);
    hard_counts(cfg, md, csv);
    fclose(csv);
}
