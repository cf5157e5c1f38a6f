/* sec_futoshiki.c: the report's Futoshiki / Jidoku section: bin/gen --variant futoshiki beside
   sgt-unequal --generate at comparable difficulty (same timing: CPU of one process / puzzles), and 9x9 Jidoku. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench/bench.h"

#define FUTO_REPS 3

/* Ours at a level against sgt-unequal at its difficulty letter (e easy, k tricky, x extreme). */
static const struct {
    int n;
    const char *level, *sgt_level;
    int nq, nf; /* puzzles per run: --quick, full */
} ROWS[] = {
    {5, "easy", "e", 20, 2000}, {5, "hard", "k", 20, 200}, {7, "easy", "e", 10, 60},
    {7, "hard", "k", 10, 60},  {7, "evil", "x", 4, 20},    {9, "hard", "k", 3, 20},
};

/* Clues of one output line: a Tatham id (given digits and U/D/L/R signs) or our line form (givens
   and relation characters that are not '.'). */
static int count_clues(const char *line)
{
    int clues = 0, field = 0;
    const char *p = strchr(line, ':');
    if (p != NULL) {
        for (p++; *p && *p != '\n'; p++) {
            if (*p >= '1' && *p <= '9' && (p[-1] == ',' || p[-1] == ':'))
                clues++;
            clues += *p == 'U' || *p == 'D' || *p == 'L' || *p == 'R';
        }
        return clues;
    }
    for (p = line; *p && *p != '\n' && field < 3; p++) {
        if (*p == ' ')
            field++;
        else
            clues += *p != '.';
    }
    return clues;
}

static void add_clues(void *ctx, const char *line)
{
    *(double *)ctx += count_clues(line);
}

/* One run: CPU seconds, puzzles printed, mean clues. 0, or -1 when it failed. */
static int run_once(const bench_cfg *cfg, char *const argv[], double cap, FILE *csv, const char *label,
                    const char *row, int rep, double *cpu, int *lines, double *clues)
{
    proc_result pr;
    double sum = 0;
    long count = run_lines(cfg, argv, cap, &pr, add_clues, &sum);
    if (count <= 0)
        return -1;
    *lines = (int)count;
    *cpu = pr.cpu;
    *clues = sum / count;
    fprintf(csv, "%s,%s,%d,%d,%.5f,%.5f,%.2f\n", label, row, rep, *lines, pr.cpu, pr.wall, *clues);
    return 0;
}

static double median_or_none(double *v, int n)
{
    return n > 0 ? stat_median(v, n) : -1;
}

void section_futoshiki(const bench_cfg *cfg, FILE *md)
{
    char gen[4200], sgt[] = "/usr/games/sgt-unequal", sd[32];
    FILE *csv;
    int k, have_sgt = is_executable(sgt), have_gen, reps = cfg->tiny ? 1 : cfg->quick ? 2 : FUTO_REPS;
    int rows = cfg->tiny ? 1 : (int)(sizeof ROWS / sizeof ROWS[0]);
    csv = section_start(cfg, md, "Futoshiki and Jidoku", PART_FUTOSHIKI, "futoshiki.csv");
    if (csv == NULL)
        return;
    path_join(gen, sizeof gen, cfg->root, "bin/gen");
    have_gen = is_executable(gen);
    snprintf(sd, sizeof sd, "%llu", cfg->seed);
    fprintf(csv, "generator,row,rep,puzzles,cpu_s,wall_s,mean_clues\n");
    fprintf(md, "CPU time (user + system) of one process making n puzzles, / n; the median of %d runs, alternating. "
                "coverjar: `bin/gen --variant futoshiki --size N --level L -n n --seed %s --format tatham` (unique, "
                "solved by propagation at its level, minimal); peer: `%s --generate n NdX` (Debian sgt-puzzles). "
                "Clues: given digits plus relation signs per puzzle (mean).\n\n",
            reps, sd, sgt);
    fprintf(md, "| size | ours / theirs level | n | coverjar ms/puzzle | clues | sgt-unequal ms/puzzle | clues | "
                "speed-up |\n|---|---|---|---|---|---|---|---|\n");
    for (k = 0; k < rows; k++) {
        int n = cfg->tiny ? 1 : cfg->quick ? ROWS[k].nq : ROWS[k].nf, r, no = 0, nt = 0;
        char nb[16], sz[16], params[16], row[48];
        double per_o[FUTO_REPS], per_t[FUTO_REPS], clues_o = -1, clues_t = -1, mo, mt, cap = cfg->quick ? 30 : 300;
        snprintf(nb, sizeof nb, "%d", n);
        snprintf(sz, sizeof sz, "%d", ROWS[k].n);
        snprintf(params, sizeof params, "%dd%s", ROWS[k].n, ROWS[k].sgt_level);
        snprintf(row, sizeof row, "%dx%d-%s", ROWS[k].n, ROWS[k].n, ROWS[k].level);
        progress("futoshiki", "%s: %d puzzles, %d runs of each generator", row, n, reps);
        for (r = 0; r < reps; r++) {
            double cpu, clues;
            int lines;
            if (have_gen) {
                char *argv[] = {gen, "--variant", "futoshiki", "--size", sz, "--level", (char *)ROWS[k].level, "-n",
                                nb, "--seed", sd, "--format", "tatham", "-j", "1", "--no-progress", NULL};
                if (run_once(cfg, argv, cap, csv, "coverjar", row, r, &cpu, &lines, &clues) == 0)
                    per_o[no++] = cpu * 1e3 / lines, clues_o = clues;
            }
            if (have_sgt) {
                char *argv[] = {sgt, "--generate", nb, params, NULL};
                if (run_once(cfg, argv, cap, csv, "sgt-unequal", params, r, &cpu, &lines, &clues) == 0)
                    per_t[nt++] = cpu * 1e3 / lines, clues_t = clues;
            }
        }
        mo = median_or_none(per_o, no);
        mt = median_or_none(per_t, nt);
        fprintf(md, "| %dx%d | %s / %s | %d | %s | %s | %s | %s | %s |\n", ROWS[k].n, ROWS[k].n, ROWS[k].level,
                params, n, num(mo), num(clues_o), have_sgt ? num(mt) : "not installed", num(clues_t),
                num(mo > 0 && mt > 0 ? mt / mo : -1));
    }
    fprintf(md, "\n9x9 Jidoku (relations only, inside boxes, rot180 symmetry; no peer generates Jidoku):\n\n"
                "| level | n | coverjar ms/puzzle | relations |\n|---|---|---|---|\n");
    for (k = 0; k < (cfg->tiny ? 1 : 2) && have_gen; k++) {
        static const char *const levels[] = {"evil", "hard"};
        int n = cfg->tiny ? 1 : cfg->quick ? 4 : 20, r, no = 0;
        char nb[16], row[32];
        double per[FUTO_REPS], rels = -1;
        snprintf(nb, sizeof nb, "%d", n);
        snprintf(row, sizeof row, "jidoku9-%s", levels[k]);
        for (r = 0; r < reps; r++) {
            double cpu, clues;
            int lines;
            char *argv[] = {gen, "--variant", "jidoku", "--level", (char *)levels[k], "--symmetry", "rot180", "-n", nb,
                            "--seed", sd, "-j", "1", "--no-progress", NULL};
            if (run_once(cfg, argv, cfg->quick ? 60 : 300, csv, "coverjar", row, r, &cpu, &lines, &clues) == 0)
                per[no++] = cpu * 1e3 / lines, rels = clues;
        }
        fprintf(md, "| %s | %d | %s | %s |\n", levels[k], n, num(median_or_none(per, no)), num(rels));
    }
    fprintf(md, "\n");
    fclose(csv);
}
