/* sec_fillomino.c: the report's Fillomino section: bench/fillomino_bench.sh when the Fillomino module
   provides it, else bin/fillomino gen beside sgt-filling --generate at the sizes, and janko solving. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench/bench.h"

static const struct {
    int w, h, nq, nf;
} FS[6] = {{5, 5, 20, 300}, {9, 7, 5, 60}, {10, 10, 2, 20}, {13, 9, 2, 20}, {16, 16, 1, 5}, {17, 13, 1, 5}};

/* Runs argv reps times; puzzles per run from the output's lines; returns the median CPU ms per puzzle
   and the median clue density (clues per cell) of the last run's lines. */
static double measure(const bench_cfg *cfg, char *const argv[], int tatham, int reps, double cap, int cells,
                      double *density, FILE *csv, const char *label, const char *size)
{
    char out[4200], line[65536];
    double per[8], dens[4096];
    int r, nper = 0, nd = 0;
    path_join(out, sizeof out, cfg->out, "fill_out.tmp");
    *density = -1;
    for (r = 0; r < reps && r < 8; r++) {
        proc_result pr;
        FILE *f;
        int lines = 0;
        if (proc_run(argv, NULL, out, NULL, cap, &pr) != 0 || pr.timed_out || pr.exit_code != 0)
            break;
        f = fopen(out, "r");
        nd = 0;
        while (f != NULL && fgets(line, sizeof line, f) != NULL) {
            const char *p = strchr(line, ':');
            int clues = 0, dig = 0;
            if (p == NULL)
                continue;
            lines++;
            for (p++; *p && *p != '\n'; p++) {
                int isd = *p >= '0' && *p <= '9';
                /* Tatham ids: digits are clues, letters runs of blanks; line form: '.' blank, digits clues. */
                if (isd && (!dig || !tatham))
                    clues++;
                dig = isd;
            }
            if (nd < 4096)
                dens[nd++] = (double)clues / cells;
        }
        if (f != NULL)
            fclose(f);
        fprintf(csv, "%s,%s,%d,%d,%.5f,%.5f,%ld\n", label, size, r, lines, pr.cpu, pr.wall, pr.maxrss_kb);
        if (lines > 0)
            per[nper++] = pr.cpu * 1e3 / lines;
    }
    remove(out);
    if (nd > 0)
        *density = stat_median(dens, nd);
    return stat_median(per, nper);
}

void section_fillomino(const bench_cfg *cfg, FILE *md)
{
    char script[4200], fill[4200], path[4200];
    FILE *csv;
    int k, have_sgt = is_executable("/usr/games/sgt-filling"), have_fill;
    fprintf(md, "## Fillomino\n\n");
    if (!(cfg->parts & PART_FILLOMINO)) {
        not_run(md, "--only");
        return;
    }
    path_join(script, sizeof script, cfg->root, "bench/fillomino_bench.sh");
    if (file_exists(script)) {
        /* The Fillomino module's own script: `sh bench/fillomino_bench.sh --out DIR [--quick]`, Markdown on stdout. */
        char *argv[] = {"sh", script, "--out", (char *)cfg->out, cfg->quick ? "--quick" : NULL, NULL};
        char out[4200], line[4096];
        proc_result pr;
        FILE *f;
        path_join(out, sizeof out, cfg->out, "fillomino_section.tmp");
        progress("fillomino", "running %s", script);
        if (proc_run(argv, NULL, out, NULL, cfg->quick ? 40 : 600, &pr) == 0 && pr.exit_code == 0 &&
            (f = fopen(out, "r")) != NULL) {
            fprintf(md, "From `bench/fillomino_bench.sh` (the Fillomino module's script, run in this benchmark).\n\n");
            while (fgets(line, sizeof line, f) != NULL)
                fputs(line, md);
            fclose(f);
            fprintf(md, "\n");
            remove(out);
            return;
        }
        remove(out);
        fprintf(md, "`bench/fillomino_bench.sh` failed (exit %d%s); measured directly instead.\n\n", pr.exit_code,
                pr.timed_out ? ", timed out" : "");
    }
    path_join(fill, sizeof fill, cfg->root, "bin/fillomino");
    have_fill = is_executable(fill);
    path_join(path, sizeof path, cfg->out, "fillomino.csv");
    csv = fopen(path, "w");
    if (csv == NULL) {
        fprintf(stderr, "bench: cannot write %s\n", path);
        exit(2);
    }
    fprintf(csv, "generator,size,rep,puzzles,cpu_s,wall_s,maxrss_kb\n");
    fprintf(md, "Mean CPU ms per generated puzzle (the whole process over n puzzles, median of runs) and the median "
                "clue density (clues per cell). coverjar: `bin/fillomino gen --width W --height H -n n --seed S "
                "--format line` (unique, its default emptying); peer: `/usr/games/sgt-filling --generate n WxH`.\n\n");
    fprintf(md, "| size | n | coverjar ms/puzzle | coverjar clue density | sgt-filling ms/puzzle | sgt-filling clue "
                "density | speed-up |\n|---|---|---|---|---|---|---|\n");
    for (k = 0; k < 6; k++) {
        int n = cfg->tiny ? 1 : cfg->quick ? FS[k].nq : FS[k].nf, reps = cfg->quick || k >= 2 ? 1 : 3;
        char nb[16], wb[16], hb[16], sz[32], sd[32];
        double ours = -1, theirs = -1, dens_o = -1, dens_t = -1;
        snprintf(nb, sizeof nb, "%d", n);
        snprintf(wb, sizeof wb, "%d", FS[k].w);
        snprintf(hb, sizeof hb, "%d", FS[k].h);
        snprintf(sz, sizeof sz, "%dx%d", FS[k].w, FS[k].h);
        snprintf(sd, sizeof sd, "%llu", cfg->seed);
        progress("fillomino", "%s: %d puzzles", sz, n);
        if (have_fill) {
            char *argv[] = {fill, "gen", "--width", wb, "--height", hb, "-n", nb, "--seed", sd, "--format", "line", NULL};
            ours = measure(cfg, argv, 0, reps, cfg->quick ? 3 : 90, FS[k].w * FS[k].h, &dens_o, csv, "coverjar", sz);
        }
        if (have_sgt) {
            char *argv[] = {"/usr/games/sgt-filling", "--generate", nb, sz, NULL};
            theirs = measure(cfg, argv, 1, reps, cfg->quick ? 3 : 90, FS[k].w * FS[k].h, &dens_t, csv, "sgt-filling", sz);
        }
        fprintf(md, "| %s | %d | %s | %s | %s | %s | %s |\n", sz, n,
                have_fill ? (ours >= 0 ? num(ours) : "failed") : "bin/fillomino not built",
                num(dens_o), have_sgt ? (theirs >= 0 ? num(theirs) : "failed") : "not installed",
                num(dens_t), num(ours > 0 && theirs > 0 ? theirs / ours : -1));
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
            path_join(out, sizeof out, cfg->out, "fill_out.tmp");
            progress("fillomino", "solving the janko set");
            if (proc_run(argv, NULL, out, NULL, 120, &pr) == 0 && (f = fopen(out, "r")) != NULL) {
                while (fgets(line, sizeof line, f) != NULL) {
                    puzzles++;
                    unique += strcmp(line, "1\n") == 0;
                }
                fclose(f);
            }
            remove(out);
            fprintf(csv, "coverjar-solve,janko,0,%ld,%.5f,%.5f,%ld\n", puzzles, pr.cpu, pr.wall, pr.maxrss_kb);
            fprintf(md, "| janko set | puzzles | counted unique | CPU s | exit |\n|---|---|---|---|---|\n| "
                        "`bin/fillomino solve --count` | %ld | %ld | %s | %d%s |\n\n",
                    puzzles, unique, num(pr.cpu), pr.exit_code, pr.timed_out ? " (timed out)" : "");
        }
    }
    fclose(csv);
}
