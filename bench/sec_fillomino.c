/* sec_fillomino.c: the report's Fillomino section: bin/fillomino gen beside sgt-filling --generate at the
   published sizes, both timed the same way (CPU of one process making n puzzles, / n), and janko solving. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench/bench.h"

#define FILL_REPS 7 /* repeats of each run in the full report; the median is reported */

static const struct {
    int w, h, nq, nf; /* puzzles per run: --quick, full */
} FS[6] = {{5, 5, 40, 400}, {9, 7, 10, 100}, {10, 10, 6, 60}, {13, 9, 6, 60}, {16, 16, 2, 20}, {17, 13, 2, 20}};

/* Clue density of the puzzle lines of a run (those holding ':'). */
typedef struct density_sum {
    int cells, puzzles;
    double sum;
} density_sum;

static void add_density(void *ctx, const char *line)
{
    density_sum *d = ctx;
    const char *p = strchr(line, ':');
    int clues = 0;
    if (p == NULL)
        return;
    /* Both forms give a clue as one digit 1-9 (regions stay within 9 cells); blanks are '.' or '0' in
       ours, '0' or letters (runs of blanks) in Tatham's ids. */
    for (p++; *p && *p != '\n' && *p != ' '; p++)
        clues += *p >= '1' && *p <= '9';
    d->puzzles++;
    d->sum += (double)clues / d->cells;
}

/* One run of argv: its CPU seconds, the puzzles it printed and their mean clue density (clues per
   cell). 0, or -1 when it failed. */
static int run_once(const bench_cfg *cfg, char *const argv[], int cells, double cap, FILE *csv,
                    const char *label, const char *size, int rep, double *cpu, int *lines, double *density)
{
    proc_result pr;
    density_sum d = {cells, 0, 0};
    *lines = 0;
    if (run_lines(cfg, argv, cap, &pr, add_density, &d) < 0)
        return -1;
    *lines = d.puzzles;
    fprintf(csv, "%s,%s,%d,%d,%.5f,%.5f,%ld,%.5f\n", label, size, rep, *lines, pr.cpu, pr.wall, pr.maxrss_kb,
            *lines > 0 ? d.sum / *lines : -1.0);
    *cpu = pr.cpu;
    *density = *lines > 0 ? d.sum / *lines : -1;
    return *lines > 0 ? 0 : -1;
}

/* "median (fastest-slowest)" of one tool's ms per puzzle into txt, or the missing text; returns the median
   or -1 when there was no run. */
static double summarise(double *per, int n, const char *missing, char *txt, size_t cap)
{
    if (n == 0) {
        snprintf(txt, cap, "%s", missing);
        return -1;
    }
    snprintf(txt, cap, "%s (%s-%s)", num(stat_median(per, n)), num(stat_min(per, n)), num(stat_max(per, n)));
    return stat_median(per, n);
}

/* Copies the block of the janko file whose header starts with head ("# 64x50") into path; 0, or -1 when it is
   not there or cannot be written. */
static int copy_block(const char *janko, const char *head, const char *path)
{
    char line[4096];
    int in = 0, found = 0, bad = 0;
    FILE *f = fopen(janko, "r"), *out;
    if (f == NULL)
        return -1;
    if ((out = fopen(path, "w")) == NULL) {
        fclose(f);
        return -1;
    }
    while (fgets(line, sizeof line, f) != NULL) {
        if (strncmp(line, head, strlen(head)) == 0)
            in = found = 1;
        else if (in && (line[0] == '\n' || line[0] == '#'))
            break;
        if (in && fputs(line, out) == EOF)
            bad = 1;
    }
    fclose(f);
    return fclose(out) != 0 || bad || !found ? -1 : 0;
}

/* Solves and counts janko's largest puzzle (64x50) alone: its row of the janko table. */
static void solve_largest(const bench_cfg *cfg, FILE *md, FILE *csv, char *fill, const char *janko,
                          bench_summary *sum)
{
    char in[4200], out[4200], line[64] = "";
    char *argv[] = {fill, "solve", "--count", in, NULL};
    proc_result pr;
    FILE *f;
    path_join(in, sizeof in, cfg->out, "fill_big.tmp");
    path_join(out, sizeof out, cfg->out, "fill_big_out.tmp");
    memset(&pr, 0, sizeof pr);
    if (copy_block(janko, "# 64x50", in) != 0) {
        remove(in);
        return;
    }
    progress("fillomino", "solving janko's 64x50");
    if (proc_run(argv, NULL, out, NULL, 120, &pr) == 0 && (f = fopen(out, "r")) != NULL) {
        if (fgets(line, sizeof line, f) == NULL)
            line[0] = '\0';
        fclose(f);
    }
    remove(in);
    remove(out);
    fprintf(csv, "coverjar-solve,janko-64x50,0,1,%.5f,%.5f,%ld,\n", pr.cpu, pr.wall, pr.maxrss_kb);
    fprintf(md, "| janko's 64x50 alone | 1 | %d | %s | %d%s |\n", strcmp(line, "1\n") == 0, num(pr.cpu), pr.exit_code,
            pr.timed_out ? " (timed out)" : "");
    if (pr.exit_code == 0 && strcmp(line, "1\n") == 0)
        sum->fm_big_cpu_s = pr.cpu;
}

void section_fillomino(const bench_cfg *cfg, FILE *md, bench_summary *sum)
{
    char fill[4200], path[4200], sgt[] = "/usr/games/sgt-filling";
    FILE *csv;
    int k, have_sgt = is_executable(sgt), have_fill, reps = cfg->tiny ? 1 : cfg->quick ? 3 : FILL_REPS;
    fprintf(md, "## Fillomino\n\n");
    if (!(cfg->parts & PART_FILLOMINO)) {
        not_run(md, "--only");
        return;
    }
    path_join(fill, sizeof fill, cfg->root, "bin/fillomino");
    have_fill = is_executable(fill);
    path_join(path, sizeof path, cfg->out, "fillomino.csv");
    csv = open_rows(path);
    if (csv == NULL) {
        fprintf(stderr, "bench: cannot write %s\n", path);
        exit(2);
    }
    fprintf(csv, "generator,size,rep,puzzles,cpu_s,wall_s,maxrss_kb,mean_clue_density\n");
    fprintf(md, "Both tools are timed the same way: the CPU time (user + system) of one process that generates n "
                "puzzles, divided by n (process start included, spread over the n puzzles), %d runs of each, "
                "alternating ours and theirs; the table gives the median run and the fastest and slowest. Clue "
                "density: clues per cell, the mean over the puzzles of the last run. coverjar: `bin/fillomino gen "
                "--width W --height H -n n --seed %llu --format line` (unique puzzles, the default emptying); "
                "peer: `%s --generate n WxH` (Debian sgt-puzzles; no seed, new puzzles each run).\n\n",
            reps, cfg->seed, sgt);
    fprintf(md, "| size | n | coverjar ms/puzzle (range) | coverjar clues/cell | sgt-filling ms/puzzle (range) | "
                "sgt-filling clues/cell | speed-up |\n|---|---|---|---|---|---|---|\n");
    for (k = 0; k < 6; k++) {
        int n = cfg->tiny ? 1 : cfg->quick ? FS[k].nq : FS[k].nf, r, cells = FS[k].w * FS[k].h, no = 0, nt = 0;
        char nb[16], wb[16], hb[16], sz[32], sd[32], ours_txt[96], theirs_txt[96];
        double per_o[FILL_REPS], per_t[FILL_REPS], dens_o = -1, dens_t = -1, cap = cfg->quick ? 20 : 120, mo, mt;
        snprintf(nb, sizeof nb, "%d", n);
        snprintf(wb, sizeof wb, "%d", FS[k].w);
        snprintf(hb, sizeof hb, "%d", FS[k].h);
        snprintf(sz, sizeof sz, "%dx%d", FS[k].w, FS[k].h);
        snprintf(sd, sizeof sd, "%llu", cfg->seed);
        progress("fillomino", "%s: %d puzzles, %d runs of each generator", sz, n, reps);
        for (r = 0; r < reps; r++) {
            double cpu, dens;
            int lines;
            if (have_fill) {
                char *argv[] = {fill, "gen", "--width", wb, "--height", hb, "-n", nb, "--seed", sd, "--format", "line",
                                "-j", "1", NULL};
                if (run_once(cfg, argv, cells, cap, csv, "coverjar", sz, r, &cpu, &lines, &dens) == 0) {
                    per_o[no++] = cpu * 1e3 / lines;
                    dens_o = dens;
                }
            }
            if (have_sgt) {
                char *argv[] = {sgt, "--generate", nb, sz, NULL};
                if (run_once(cfg, argv, cells, cap, csv, "sgt-filling", sz, r, &cpu, &lines, &dens) == 0) {
                    per_t[nt++] = cpu * 1e3 / lines;
                    dens_t = dens;
                }
            }
        }
        mo = summarise(per_o, no, have_fill ? "failed" : "bin/fillomino not built", ours_txt, sizeof ours_txt);
        mt = summarise(per_t, nt, have_sgt ? "failed" : "not installed", theirs_txt, sizeof theirs_txt);
        fprintf(md, "| %s | %d | %s | %s | %s | %s | %s |\n", sz, n, ours_txt, num(dens_o), theirs_txt, num(dens_t),
                num(mo > 0 && mt > 0 ? mt / mo : -1));
        if (mo > 0 && mt > 0) {
            if (sum->fm_sizes == 0 || mt / mo < sum->fm_speedup_min)
                sum->fm_speedup_min = mt / mo;
            if (sum->fm_sizes == 0 || mt / mo > sum->fm_speedup_max)
                sum->fm_speedup_max = mt / mo;
            sum->fm_sizes++;
            sum->fm_sparser += dens_o >= 0 && dens_t >= 0 && dens_o <= dens_t;
        }
    }
    fprintf(md, "\n");
    if (have_fill) {
        char janko[4200];
        proc_result pr;
        path_join(janko, sizeof janko, cfg->data, "fillomino_janko.txt");
        if (cfg->quick) {
            fprintf(md, "| janko set | puzzles | counted unique | CPU s | exit |\n|---|---|---|---|---|\n| "
                        "`bin/fillomino solve --count` | not run with --quick | - | - | - |\n\n");
        } else if (file_exists(janko)) {
            char *argv[] = {fill, "solve", "--count", janko, NULL};
            char out[4200], line[256];
            long puzzles = 0, unique = 0;
            FILE *f;
            memset(&pr, 0, sizeof pr);
            path_join(out, sizeof out, cfg->out, "fill_out.tmp");
            progress("fillomino", "solving the janko set");
            if (proc_run(argv, NULL, out, NULL, 400, &pr) == 0 && (f = fopen(out, "r")) != NULL) {
                while (fgets(line, sizeof line, f) != NULL) {
                    puzzles++;
                    unique += strcmp(line, "1\n") == 0;
                }
                fclose(f);
            }
            remove(out);
            fprintf(csv, "coverjar-solve,janko,0,%ld,%.5f,%.5f,%ld,\n", puzzles, pr.cpu, pr.wall, pr.maxrss_kb);
            fprintf(md, "| janko set | puzzles | counted unique | CPU s | exit |\n|---|---|---|---|---|\n| "
                        "`bin/fillomino solve --count` | %ld | %ld | %s | %d%s |\n",
                    puzzles, unique, num(pr.cpu), pr.exit_code, pr.timed_out ? " (timed out)" : "");
            solve_largest(cfg, md, csv, fill, janko, sum);
            fprintf(md, "\n");
        }
    }
    fclose(csv);
}
