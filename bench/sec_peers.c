/* sec_peers.c: the report's headline: PuzzleJAR's own method (seed 000) re-implemented on z3
   (bench/peers/puzzlejar_z3.py) against coverjar at the same size and target, in the same run. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench/genrun.h"

typedef struct z3_cfg {
    int size, target;
    int count_quick, count_full;   /* 0 = not run in that mode */
    double cap_quick, cap_full;    /* wall seconds for the whole z3 process */
} z3_cfg;

static const z3_cfg Z3[3] = {
    {9, -1, 1, 3, 45, 150},
    {16, 100, 0, 2, 0, 400},
    {25, 150, 0, 1, 0, 600},
};

static int symbol_value(char ch)
{
    if (ch >= '1' && ch <= '9')
        return ch - '0';
    if (ch >= 'A' && ch <= 'Z')
        return ch - 'A' + 10;
    return 0;
}

/* Counts solutions (to 2) of a z3 puzzle with coverjar's engine: an independent check of the peer. */
static long count_solutions(int box, const char *text)
{
    int n = box * box, k;
    size_t bytes = gen_bytes(box, box);
    void *mem = malloc(bytes);
    gen_options o;
    generator *g;
    uint8_t grid[64 * 64];
    long found = -1;
    memset(&o, 0, sizeof o);
    o.box_rows = o.box_cols = box;
    o.max_solutions = 1;
    o.target_empty = -1;
    g = mem != NULL ? gen_init(mem, bytes, &o) : NULL;
    if (g != NULL && (int)strlen(text) >= n * n) {
        for (k = 0; k < n * n; k++)
            grid[k] = (uint8_t)symbol_value(text[k]);
        found = gen_count(g, grid, 2);
    }
    free(mem);
    return found;
}

void section_peers(const bench_cfg *cfg, FILE *md, bench_summary *sum)
{
    char script[4200], outp[4200], path[4200], line[8192];
    FILE *csv;
    int z, have_z3;
    char *check_argv[] = {"/usr/bin/python3", "-c", "import z3", NULL};
    proc_result pr, zpr;

    fprintf(md, "## Headline: coverjar against PuzzleJAR's method on z3\n\n");
    for (z = 0; z < 3; z++)
        sum->z3_speedup[z] = -1, sum->z3_target[z] = Z3[z].target;
    if (!(cfg->parts & PART_PEERS)) {
        not_run(md, "--only");
        return;
    }
    path_join(script, sizeof script, cfg->root, "bench/peers/puzzlejar_z3.py");
    have_z3 = file_exists(script) && proc_run(check_argv, NULL, NULL, NULL, 60, &pr) == 0 && pr.exit_code == 0;
    path_join(path, sizeof path, cfg->out, "peers_z3.csv");
    csv = open_rows(path);
    if (csv == NULL) {
        fprintf(stderr, "bench: cannot write %s\n", path);
        exit(2);
    }
    fprintf(csv, "solver,size,target,index,full_s,empty_s,total_s,empties,checks,finished,unique\n");
    fprintf(md, "The PuzzleJAR peer is seed 000's algorithm re-implemented on z3 (`bench/peers/puzzlejar_z3.py`, "
                "Debian's python3-z3 under /usr/bin/python3): Distinct constraints, a random full board (the "
                "diagonal boxes fixed to random permutations, z3 fills the rest), the probabilistic square choice, "
                "one unsat check per removal with the constraint that the solution differs from the full board, a "
                "fresh Solver per check. coverjar runs the same algorithm (`--strategy puzzlejar`) on its "
                "exact-cover engine. Times are CPU seconds per puzzle including the full board; the speed-up is "
                "the ratio of medians. Every z3 puzzle is re-counted with coverjar's engine (unique column).\n\n");
    fprintf(md, "| size | target empties | z3 command | z3 puzzles | z3 full board s | z3 emptying s | z3 total s | "
                "z3 empties | z3 unique | coverjar median ms | coverjar empties | speed-up |\n"
                "|---|---|---|---|---|---|---|---|---|---|---|---|\n");
    for (z = 0; z < 3; z++) {
        const z3_cfg *Z = &Z3[z];
        int count = cfg->quick ? Z->count_quick : Z->count_full, nz = 0, uniq = 0, k, box = Z->size == 9 ? 3 : Z->size == 16 ? 4 : 5;
        double cap = cfg->quick ? Z->cap_quick : Z->cap_full, fulls[8], emps[8], tots[8], empt[8];
        char sz[16], tg[16], nn[16], sd[32], bud[32], cmd[512];
        char *argv[16];
        double zmed, ours = -1, ours_emp = -1;
        char tname[32];
        if (Z->target < 0)
            snprintf(tname, sizeof tname, "minimal");
        else
            snprintf(tname, sizeof tname, "%d", Z->target);
        snprintf(sz, sizeof sz, "%d", Z->size);
        snprintf(tg, sizeof tg, "%d", Z->target);
        snprintf(nn, sizeof nn, "%d", count > 0 ? count : Z->count_full);
        snprintf(sd, sizeof sd, "%llu", cfg->seed);
        if (count == 0)
            cap = Z->cap_full;
        snprintf(bud, sizeof bud, "%.0f", (cap - 10) / (count > 0 ? count : Z->count_full));
        snprintf(cmd, sizeof cmd, "/usr/bin/python3 bench/peers/puzzlejar_z3.py --size %d --target %d -n %s --seed %llu "
                                  "--budget %s", Z->size, Z->target, nn, cfg->seed, bud);
        if (!have_z3) {
            fprintf(md, "| %dx%d | %s | `%s` | - | z3 not installed | - | - | - | - | - | - | - |\n", Z->size, Z->size,
                    tname, cmd);
            continue;
        }
        if (count == 0 || cfg->tiny) {
            fprintf(md, "| %dx%d | %s | `%s` | - | not run with --quick | - | - | - | - | - | - | - |\n", Z->size,
                    Z->size, tname, cmd);
            continue;
        }
        argv[0] = "/usr/bin/python3", argv[1] = script, argv[2] = "--size", argv[3] = sz, argv[4] = "--target";
        argv[5] = tg, argv[6] = "-n", argv[7] = nn, argv[8] = "--seed", argv[9] = sd, argv[10] = "--budget";
        argv[11] = bud, argv[12] = NULL;
        path_join(outp, sizeof outp, cfg->out, "z3_out.tmp");
        progress("peers", "PuzzleJAR z3 %dx%d target %d: %d puzzles (cap %.0f s)", Z->size, Z->size, Z->target, count, cap);
        proc_run(argv, NULL, outp, NULL, cap, &zpr); /* zpr: read after coverjar's run below, which uses pr */
        {
            FILE *f = fopen(outp, "r");
            while (f != NULL && nz < 8 && fgets(line, sizeof line, f) != NULL) {
                int s_, sd_, i_, t_, emp_, chk_, fin_;
                double fs, es;
                char puz[4096];
                if (sscanf(line, "%d,%d,%d,%d,%lf,%lf,%d,%d,%d,%4095s", &s_, &sd_, &i_, &t_, &fs, &es, &emp_, &chk_,
                           &fin_, puz) != 10)
                    continue;
                {
                    long u = count_solutions(box, puz);
                    fprintf(csv, "z3,%d,%d,%d,%.4f,%.4f,%.4f,%d,%d,%d,%d\n", s_, t_, i_, fs, es, fs + es, emp_, chk_,
                            fin_, u == 1);
                    if (!fin_)
                        continue;
                    uniq += u == 1;
                }
                fulls[nz] = fs, emps[nz] = es, tots[nz] = fs + es, empt[nz] = emp_;
                nz++;
            }
            if (f != NULL)
                fclose(f);
            remove(outp);
        }
        /* coverjar at the same size and target, same algorithm. */
        {
            gen_job job;
            static gen_row rows[512];
            double times[512], em[512];
            int m, i, ok;
            memset(&job, 0, sizeof job);
            job.box_rows = job.box_cols = box;
            job.target = Z->target;
            job.strategy = GEN_PUZZLEJAR;
            job.seed = cfg->seed;
            job.count = Z->size == 9 ? (cfg->quick ? 200 : 1000) : Z->size == 16 ? (cfg->quick ? 20 : 100) : 100;
            job.budget = 30;
            job.total = cfg->quick ? 3 : 20;
            progress("peers", "coverjar %dx%d target %d: %d puzzles", Z->size, Z->size, Z->target, job.count);
            m = gen_measure(cfg, &job, 2 * job.total + 30, "peers_child.tmp", rows, 512, &pr);
            for (i = 0; i < m; i++)
                fprintf(csv, "coverjar,%d,%d,%d,,,%.9f,%d,%.0f,%d,\n", Z->size, Z->target, rows[i].index, rows[i].cpu,
                        rows[i].empties, rows[i].checks, rows[i].ok);
            ok = gen_times(rows, m, times);
            for (i = 0, k = 0; i < m; i++)
                if (rows[i].ok)
                    em[k++] = rows[i].empties;
            ours = stat_median(times, ok);
            ours_emp = stat_median(em, k);
        }
        if (nz == 0) {
            fprintf(md, "| %dx%d | %s | `%s` | 0 of %d | %s | - | - | - | - | %s | %s | - |\n", Z->size, Z->size,
                    tname, cmd, count, zpr.timed_out ? "did not finish in the cap" : "failed",
                    num(ours * 1e3), num(ours_emp));
            continue;
        }
        {
            double em_med = stat_median(empt, nz);
            zmed = stat_median(tots, nz);
            sum->z3_speedup[z] = ours > 0 ? zmed / ours : -1;
            fprintf(md, "| %dx%d | %s | `%s` | %d of %d | %s | %s | %s | %s | %d of %d | %s | %s | **%s** |\n", Z->size,
                    Z->size, tname, cmd, nz, count, num(stat_median(fulls, nz)),
                    num(stat_median(emps, nz)), num(zmed), num(em_med), uniq, nz,
                    num(ours * 1e3), num(ours_emp), num(sum->z3_speedup[z]));
        }
    }
    fprintf(md, "\n");
    fclose(csv);
}
