/* sec_fast_peers.c: the report's section on the fastest published 9x9 solvers, kudoku (attractivechaos/plb)
   and tdoku (t-dillon/tdoku), built from copies the user names with --peers-dir; never downloaded. */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "bench/bench.h"

/* The peers' sources within the --peers-dir copies. */
#define KUDOKU_SRC "plb/sudoku/sudoku_v1.c"
#define TDOKU_SRC "tdoku/src/solver_dpll_triad_simd.cc"

#define FAST_REPS 5

/* The flags the peers are built with (their own builds' choice: the fastest code on the machine of the run). */
#define PEER_OPT "-O3"
#define PEER_ARCH "-march=native"
#define PEER_CXX_STD "-std=c++14"

static const char *const SETS[] = {"sudoku9_royle17.txt", "sudoku9_magictour_top1465.txt",
                                   "sudoku9_forum_hardest_1106.txt"};

void fast_peers_compilers(const char **cc, const char **cxx)
{
    *cc = is_executable("/usr/bin/clang") ? "clang" : "cc";
    *cxx = is_executable("/usr/bin/clang++") ? "clang++" : "c++";
}

void fast_peers_toolchain(char *buf, size_t cap)
{
    const char *cc, *cxx;
    fast_peers_compilers(&cc, &cxx);
    snprintf(buf, cap, "`%s " PEER_OPT " " PEER_ARCH "` (kudoku, tdoku's driver) and `%s " PEER_OPT " " PEER_ARCH
             " " PEER_CXX_STD "` (tdoku)", cc, cxx);
}

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
    const char *c, *cpp;
    int k;
    fast_peers_compilers(&c, &cpp);
    snprintf(cc, sizeof cc, "%s", c);
    snprintf(cxx, sizeof cxx, "%s", cpp);
    kudoku[0] = tdoku[0] = '\0';
    snprintf(src, sizeof src, "%s/" KUDOKU_SRC, cfg->peers_dir);
    snprintf(obj[0], sizeof obj[0], "%s/kudoku", out);
    if (file_exists(src)) {
        char *argv[] = {cc, PEER_OPT, PEER_ARCH, "-o", obj[0], src, NULL};
        if (compile(argv) == 0)
            snprintf(kudoku, 4400, "%s", obj[0]);
    }
    snprintf(inc, sizeof inc, "-I%s/tdoku/include", cfg->peers_dir);
    snprintf(tsrc[0], sizeof tsrc[0], "%s/" TDOKU_SRC, cfg->peers_dir);
    snprintf(tsrc[1], sizeof tsrc[1], "%s/tdoku/src/util.cc", cfg->peers_dir);
    path_join(drv, sizeof drv, cfg->root, "bench/peers/tdoku_driver.c");
    if (!file_exists(tsrc[0]) || !file_exists(drv))
        return;
    for (k = 0; k < 3; k++)
        snprintf(obj[k], sizeof obj[k], "%s/tdoku_%d.o", out, k);
    {
        char *a0[] = {cc, PEER_OPT, PEER_ARCH, inc, "-c", "-o", obj[0], drv, NULL};
        char *a1[] = {cxx, PEER_OPT, PEER_ARCH, PEER_CXX_STD, "-c", "-o", obj[1], tsrc[0], NULL};
        char *a2[] = {cxx, PEER_OPT, PEER_ARCH, PEER_CXX_STD, "-c", "-o", obj[2], tsrc[1], NULL};
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

/* One run of argv (stdin from in when not NULL), noted in the CSV with the puzzles of the process (those it
   made; those of the set it solved, puzzles): its CPU seconds, or -1 when it failed; with clues, the mean clues
   of the puzzles it printed. */
static double run_once(const bench_cfg *cfg, char *const argv[], const char *in, FILE *csv, const char *who,
                       const char *what, long puzzles, int rep, double *clues)
{
    proc_result pr;
    double sum = 0;
    long lines, seen = 0;
    if (in != NULL) { /* kudoku reads stdin */
        if (proc_run(argv, in, NULL, NULL, 600, &pr) != 0 || pr.exit_code != 0)
            return -1;
    } else {
        lines = clues != NULL ? run_lines(cfg, argv, 600, &pr, add_clues, &sum)
                              : run_lines(cfg, argv, 600, &pr, count_line, &seen);
        if (lines <= 0)
            return -1;
        if (clues != NULL) {
            *clues = sum / (double)lines;
            puzzles = lines;
        }
    }
    fprintf(csv, "%s,%s,%ld,%d,%.5f,%.5f\n", who, what, puzzles, rep, pr.cpu, pr.wall);
    return pr.cpu;
}

/* Runs of coverjar and each peer, in turn (coverjar, peer, coverjar, peer, ...), so that a drift in the
   machine's speed touches both alike: the median CPU seconds of each, and each peer's median ratio of
   the runs side by side (peer / coverjar: coverjar's rate as a multiple of the peer's). who[0] is
   coverjar; argv[k] NULL leaves peer k out (its median stays -1). */
typedef struct side_by_side {
    double median[3], ratio[3], clues[3];
} side_by_side;

static void run_in_turn(const bench_cfg *cfg, int reps, FILE *csv, const char *what, long puzzles, int n,
                        char *const *argv[3], const char *const in[3], const char *const who[3], int want_clues,
                        side_by_side *out)
{
    double cpu[3][FAST_REPS], ratio[3][FAST_REPS];
    int r, k, got[3] = {0, 0, 0}, nr[3] = {0, 0, 0}, failed[3] = {0, 0, 0};
    for (k = 0; k < n; k++)
        out->median[k] = out->ratio[k] = out->clues[k] = -1;
    for (r = 0; r < reps; r++) {
        double t[3];
        for (k = 0; k < n; k++) {
            t[k] = argv[k] == NULL || failed[k] ? -1
                   : run_once(cfg, argv[k], in[k], csv, who[k], what, puzzles, r,
                              want_clues ? &out->clues[k] : NULL);
            if (argv[k] != NULL && t[k] < 0)
                failed[k] = 1;
            if (t[k] > 0)
                cpu[k][got[k]++] = t[k];
            if (k > 0 && t[0] > 0 && t[k] > 0)
                ratio[k][nr[k]++] = t[k] / t[0];
        }
    }
    for (k = 0; k < n; k++) {
        if (failed[k] || got[k] == 0)
            continue;
        out->median[k] = stat_median(cpu[k], got[k]);
        if (k > 0 && !failed[0] && nr[k] > 0)
            out->ratio[k] = stat_median(ratio[k], nr[k]);
    }
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

void section_fast_peers(const bench_cfg *cfg, FILE *md, bench_summary *sum)
{
    char out[4300], kudoku[4400], tdoku[4400], dlx[4200], gen[4200], sd[32], nb[16], tools[256];
    int s, reps = cfg->tiny ? 1 : cfg->quick ? 1 : FAST_REPS, n_gen = cfg->tiny ? 20 : cfg->quick ? 200 : 2000;
    double c_ours = -1, c_td = -1, t_ours, t_td, ratio_td;
    FILE *csv = section_start(cfg, md, "Fastest published solvers (kudoku, tdoku)", PART_FAST_PEERS,
                              "fast_peers.csv");
    if (csv == NULL)
        return;
    fprintf(csv, "program,work,puzzles,rep,cpu_s,wall_s\n"); /* a section that measures nothing keeps it too */
    if (cfg->peers_dir[0] == '\0') {
        not_run(md, "no peer sources given: fetch t-dillon/tdoku and attractivechaos/plb, then run "
                    "`bin/bench --peers-dir DIR` (DIR/tdoku, DIR/plb) or set COVERJAR_PEERS");
        fclose(csv);
        return;
    }
    {
        char plb[4400], td[4400], why[9200];
        snprintf(plb, sizeof plb, "%s/" KUDOKU_SRC, cfg->peers_dir);
        snprintf(td, sizeof td, "%s/" TDOKU_SRC, cfg->peers_dir);
        if (!file_exists(plb) && !file_exists(td)) {
            snprintf(why, sizeof why, "%s holds neither " KUDOKU_SRC " nor " TDOKU_SRC ": "
                     "fetch attractivechaos/plb and t-dillon/tdoku into it", cfg->peers_dir);
            fprintf(stderr, "bench: fast peers: %s\n", why);
            not_run(md, why);
            fclose(csv);
            return;
        }
    }
    snprintf(out, sizeof out, "%s/peer_build", cfg->out);
    if (mkdir(out, 0777) != 0 && errno != EEXIST) { /* cfg->out is there: the run began by making it */
        not_run(md, "cannot create the peers' build folder");
        fclose(csv);
        return;
    }
    progress("fast peers", "building kudoku and tdoku from %s", cfg->peers_dir);
    build_peers(cfg, out, kudoku, tdoku);
    if (!kudoku[0] || !tdoku[0])
        fprintf(stderr, "bench: fast peers: %s%s%s not built (sources missing from %s, or the build failed)\n",
                kudoku[0] ? "" : "kudoku", !kudoku[0] && !tdoku[0] ? " and " : "", tdoku[0] ? "" : "tdoku",
                cfg->peers_dir);
    path_join(dlx, sizeof dlx, cfg->root, "bin/dlx");
    path_join(gen, sizeof gen, cfg->root, "bin/gen");
    fast_peers_toolchain(tools, sizeof tools);
    fprintf(md, "Peers built from the `--peers-dir` copies of `attractivechaos/plb` and `t-dillon/tdoku` with "
                "%s, clang when installed, else cc (the report's header names the compiler's version). kudoku is "
                "`plb/sudoku/sudoku_v1.c` (an array-based exact cover that enumerates every solution), tdoku "
                "`TdokuSolverDpllTriadSimd` with limit 2 through `bench/peers/tdoku_driver.c`. coverjar: `bin/dlx "
                "--count` (counts to 2). CPU seconds of one process over the whole file, median of %d runs of each, "
                "coverjar and the peers in turn; a ratio is the median of the ratios of the runs side by side.\n\n",
            tools, reps);
    fprintf(md, "| set | puzzles | coverjar /s | kudoku /s | tdoku /s | coverjar / kudoku | coverjar / tdoku |\n"
                "|---|---|---|---|---|---|---|\n");
    for (s = 0; s < (cfg->tiny ? 1 : 3); s++) {
        char path[4400];
        const char *const who[3] = {"coverjar", "kudoku", "tdoku"};
        side_by_side sb;
        double o, k, t;
        long n;
        path_join(path, sizeof path, cfg->data, SETS[s]);
        n = lines_of(path);
        if (n == 0) { /* the row stays, saying so, as in the solver section */
            fprintf(md, "| %s | 0 | missing | - | - | - | - |\n", SETS[s]);
            continue;
        }
        progress("fast peers", "%s: %ld puzzles", SETS[s], n);
        {
            char *a0[] = {dlx, "--count", path, NULL}, *a1[] = {kudoku, NULL}, *a2[] = {tdoku, "count", path, NULL};
            char *const *argv[3] = {a0, kudoku[0] ? a1 : NULL, tdoku[0] ? a2 : NULL};
            const char *const in[3] = {NULL, path, NULL};
            run_in_turn(cfg, reps, csv, SETS[s], n, 3, argv, in, who, 0, &sb);
        }
        o = sb.median[0];
        k = sb.median[1];
        t = sb.median[2];
        sum->kudoku_ratio[s] = kudoku[0] ? sb.ratio[1] : -1;
        fprintf(md, "| %s | %ld | %s | %s | %s | %s | %s |\n", SETS[s], n, num(o > 0 ? n / o : -1),
                kudoku[0] ? num(k > 0 ? n / k : -1) : "not built", tdoku[0] ? num(t > 0 ? n / t : -1) : "not built",
                num(sb.ratio[1]), num(sb.ratio[2]));
    }
    snprintf(sd, sizeof sd, "%llu", cfg->seed);
    snprintf(nb, sizeof nb, "%d", n_gen);
    progress("fast peers", "%d minimal 9x9 puzzles each", n_gen);
    {
        char *a0[] = {gen, "--size", "9", "-n", nb, "--seed", sd, "-j", "1", NULL};
        char *a1[] = {tdoku, "minimal", nb, sd, NULL};
        char *const *argv[3] = {a0, tdoku[0] ? a1 : NULL, NULL};
        const char *const in[3] = {NULL, NULL, NULL}, *const who[3] = {"coverjar", "tdoku", ""};
        side_by_side sb;
        run_in_turn(cfg, reps, csv, "minimal9", n_gen, 2, argv, in, who, 1, &sb);
        t_ours = sb.median[0];
        t_td = sb.median[1];
        c_ours = sb.clues[0];
        c_td = sb.clues[1];
        ratio_td = sb.ratio[1];
        sum->tdoku_gen_ratio = tdoku[0] ? ratio_td : -1;
    }
    fprintf(md, "\nMinimal unique 9x9 puzzles, %d each: coverjar `bin/gen --size 9 -n %d --seed %s -j 1`; tdoku: "
                "random diagonal boxes, its solver (limit 1) for the grid, then `TdokuMinimize(false, false, grid)`.\n\n"
                "| generator | puzzles/s | mean clues |\n|---|---|---|\n| coverjar | %s | %s |\n| tdoku | %s | %s |\n"
                "| coverjar / tdoku | %s | |\n\n",
            n_gen, n_gen, sd, num(t_ours > 0 ? n_gen / t_ours : -1), num(c_ours),
            tdoku[0] ? num(t_td > 0 ? n_gen / t_td : -1) : "not built", num(c_td), num(ratio_td));
    fclose(csv);
}
