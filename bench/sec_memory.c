/* sec_memory.c: the report's memory section: the engine's bytes per size (sudoku_bytes, gen_bytes,
   the caller-supplied blocks) and the peak resident memory of bin/gen and bin/dlx processes per size. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench/bench.h"
#include "dlx/sudoku.h"
#include "gen/generator.h"

void section_memory(const bench_cfg *cfg, FILE *md)
{
    static const int BOX[8][2] = {{2, 2}, {2, 3}, {3, 3}, {3, 4}, {4, 4}, {5, 5}, {6, 6}, {8, 8}};
    static const char *SET[8] = {NULL, NULL, "sudoku9_magictour_top1465.txt", NULL, "sudoku16_janko.txt",
                                 "sudoku25.txt", NULL, NULL};
    char gen[4200], dlx[4200], path[4200];
    FILE *csv;
    int k;
    fprintf(md, "## Memory\n\n");
    if (!(cfg->parts & PART_GEN)) {
        not_run(md, "--only");
        return;
    }
    path_join(path, sizeof path, cfg->out, "memory.csv");
    csv = open_rows(path);
    if (csv == NULL) {
        fprintf(stderr, "bench: cannot write %s\n", path);
        exit(2);
    }
    path_join(gen, sizeof gen, cfg->root, "bin/gen");
    path_join(dlx, sizeof dlx, cfg->root, "bin/dlx");
    fprintf(csv, "n,sudoku_bytes,gen_bytes,gen_maxrss_kb,dlx_maxrss_kb\n");
    fprintf(md, "Engine memory is one caller-supplied block per size (no allocation while generating). Peak RSS "
                "of `bin/gen --size N -n 1 --empty E` with E a quarter of the cells, and of `bin/dlx --count FILE` on "
                "a public set of that size: the process's own peak (VmHWM, read from /proc as it exits, under "
                "ptrace). getrusage would not do: Linux keeps a process's peak across exec, so a child of the bench "
                "never reports less than the bench's own.\n\n");
    fprintf(md, "| N | box | sudoku_bytes KiB | gen_bytes KiB | bin/gen peak RSS KiB | bin/dlx --count peak RSS KiB |\n"
                "|---|---|---|---|---|---|\n");
    for (k = 0; k < 8; k++) {
        int n = BOX[k][0] * BOX[k][1];
        size_t sb = sudoku_bytes(BOX[k][0], BOX[k][1]), gb = gen_bytes(BOX[k][0], BOX[k][1]);
        long grss = -1, drss = -1;
        proc_result pr;
        char nbuf[16], ebuf[16], box[16];
        snprintf(nbuf, sizeof nbuf, "%d", n);
        snprintf(ebuf, sizeof ebuf, "%d", n * n / 4);
        snprintf(box, sizeof box, "%dx%d", BOX[k][0], BOX[k][1]);
        if (is_executable(gen) && n <= 25) {
            char *argv[] = {gen, "--size", nbuf, "--box", box, "-n", "1", "--empty", ebuf, "--seed", "1", NULL};
            if (proc_run_peak(argv, 30, &pr) == 0 && pr.exit_code == 0)
                grss = pr.peak_kb;
        }
        if (is_executable(dlx) && SET[k] != NULL) {
            char file[4200];
            path_join(file, sizeof file, cfg->data, SET[k]);
            {
                char *argv[] = {dlx, "--count", file, NULL};
                if (file_exists(file) && proc_run_peak(argv, 60, &pr) == 0 && pr.exit_code == 0)
                    drss = pr.peak_kb;
            }
        }
        progress("memory", "N=%d: %zu bytes engine, %zu bytes generator", n, sb, gb);
        fprintf(csv, "%d,%zu,%zu,%ld,%ld\n", n, sb, gb, grss, drss);
        fprintf(md, "| %d | %s | %s | %s | ", n, box, num(sb / 1024.0), num(gb / 1024.0));
        if (grss >= 0)
            fprintf(md, "%ld | ", grss);
        else
            fprintf(md, "%s | ", n > 25 ? "- (not run: slow full grid)" : "not measured (failed, or no ptrace)");
        if (drss >= 0)
            fprintf(md, "%ld |\n", drss);
        else
            fprintf(md, "%s |\n", SET[k] == NULL ? "- (no public set)" : "not measured (failed, or no ptrace)");
    }
    fprintf(md, "\n");
    fclose(csv);
}
