/* main.c: bin/bench: runs coverjar's benchmarks and its peers in one run and writes DIR/report.md,
   DIR/<name>.csv and the plots; sections in a fixed order so that two runs' reports can be diffed. */
#define _DEFAULT_SOURCE
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <sys/stat.h>
#include <sys/utsname.h>

#include "bench/bench.h"
#include "dlx/cli.h"
#include "dlx/tool_exit.h"
#include "dlx/version.h"

static const char usage[] =
    "usage: bench [--quick] [--out DIR] [--only solve|gen|fillomino|peers|scaling|kinds|futoshiki|fastpeers|bank|nonogram[,...]]\n"
    "             [--seed S] [--peers-dir DIR]\n"
    "  --quick      a smoke run (under 2 minutes); default: the full run (under 30 minutes on 2 cores)\n"
    "  --out DIR    where report.md, the CSV files and the plots go (default bench/latest)\n"
    "  --only LIST  run only these parts (the report keeps every section, marking the others)\n"
    "  --seed S     seed of every generator run (default 1)\n"
    "  --tiny       the smallest settings, for the tests (implies --quick)\n"
    "  --peers-dir DIR  copies of tdoku (DIR/tdoku) and kudoku (DIR/plb) to build and time beside coverjar\n"
    "               (default $COVERJAR_PEERS); without them the fastpeers section says how to get them\n"
    "Single-threaded measurements; times are CPU seconds (medians of several runs), so a loaded\n"
    "machine changes them less than wall time. Peers that are not installed are skipped with a note.\n"
    "The public data sets are read from ../shared/data beside the project, or $COVERJAR_DATA.\n";

static int has_peers_script(const char *dir)
{
    char p[4200];
    path_join(p, sizeof p, dir, "bench/peers/puzzlejar_z3.py");
    return file_exists(p);
}

/* The project root: the first folder above the executable holding bench/peers, else the current one. */
static void find_root(bench_cfg *cfg, const char *argv0)
{
    char exe[4096];
    ssize_t len = readlink("/proc/self/exe", exe, sizeof exe - 1);
    int up;
    if (len <= 0) {
        snprintf(exe, sizeof exe, "%s", argv0);
        len = (ssize_t)strlen(exe);
    }
    exe[len] = '\0';
    for (up = 0; up < 5; up++) {
        char *slash = strrchr(exe, '/');
        if (slash == NULL)
            break;
        *slash = '\0';
        if (has_peers_script(exe)) {
            snprintf(cfg->root, sizeof cfg->root, "%s", exe);
            return;
        }
    }
    if (getcwd(cfg->root, sizeof cfg->root) == NULL)
        snprintf(cfg->root, sizeof cfg->root, ".");
}

/* Makes dir and the folders above it (mkdir -p); 0, or -1 with errno set. */
static int make_dirs(const char *dir)
{
    char path[4096];
    size_t k, len = strlen(dir);
    struct stat st;
    if (len == 0 || len >= sizeof path) {
        errno = len ? ENAMETOOLONG : ENOENT;
        return -1;
    }
    memcpy(path, dir, len + 1);
    for (k = 1; k <= len; k++)
        if (path[k] == '/' || path[k] == '\0') {
            char keep = path[k];
            path[k] = '\0';
            if (mkdir(path, 0777) != 0 && errno != EEXIST)
                return -1;
            path[k] = keep;
        }
    if (stat(dir, &st) != 0)
        return -1;
    if (!S_ISDIR(st.st_mode)) {
        errno = ENOTDIR;
        return -1;
    }
    return 0;
}

/* The output folder made and tried with a file of its own, before any work: 0, or 2 after
   "bench: DIR: REASON" (a run of minutes would otherwise end without its report). */
static int output_ready(const char *dir)
{
    char probe[4200];
    FILE *f;
    if (dir[0] == '\0') {
        fprintf(stderr, "bench: --out takes a folder, not an empty name\n");
        return 2;
    }
    if (make_dirs(dir) != 0) {
        fprintf(stderr, "bench: %s: %s\n", dir, strerror(errno));
        return 2;
    }
    path_join(probe, sizeof probe, dir, "report.md.part");
    if ((f = fopen(probe, "w")) == NULL) {
        fprintf(stderr, "bench: %s: cannot write there: %s\n", dir, strerror(errno));
        return 2;
    }
    fclose(f);
    remove(probe);
    return 0;
}

/* Every file a run writes beside report.md. A run removes them all first, so the folder holds one run's
   figures: a section left out by --only leaves no data of an earlier run behind. */
static const char *const OUTPUTS[] = {
    "solve.csv", "gen.csv", "gen_peers.csv", "memory.csv", "peers_z3.csv", "fillomino.csv", "kinds.csv",
    "futoshiki.csv", "fast_peers.csv", "bank.csv", "nonogram.csv", "scaling_sweep.csv", "scaling_n.csv",
    "scaling_n.dat", "scaling_fit.dat", "scaling_fig3_9.dat", "scaling_fig3_16.dat", "scaling_fig3_25.dat",
    "plots.gp", "plots.log", "fig3_time_vs_empties.svg", "fig3_time_vs_empties.png", "time_vs_n.svg",
    "time_vs_n.png", "nodes_per_check.svg", "nodes_per_check.png",
    /* the sections' scratch files, left behind by a run that was stopped */
    "gen_child.tmp", "peers_child.tmp", "scaling_child.tmp", "run_lines.tmp", "z3_out.tmp", "fill_big.tmp",
    "fill_big_out.tmp", "fill_out.tmp", "qqwing_in.tmp", "qqwing_out.tmp", "peer_out.tmp", "bank_bench.db",
    "bank_bench.db-wal", "bank_bench.db-shm"};

/* Removes an earlier run's outputs from dir: 0, or 2 after "bench: FILE: REASON". */
static int clear_outputs(const char *dir)
{
    char path[4200];
    size_t k;
    for (k = 0; k < sizeof OUTPUTS / sizeof OUTPUTS[0]; k++) {
        path_join(path, sizeof path, dir, OUTPUTS[k]);
        if (remove(path) != 0 && errno != ENOENT) {
            fprintf(stderr, "bench: %s: %s\n", path, strerror(errno));
            return 2;
        }
    }
    return 0;
}

/* The peers' folder, named by --peers-dir (always) or COVERJAR_PEERS= (when the fast peers will run): 0 when none
   is given or it is a folder, else 2 after "bench: WHERE DIR: REASON". */
static int peers_dir_ready(const bench_cfg *cfg, const char *where, int always)
{
    struct stat st;
    if ((!always && !(cfg->parts & PART_FAST_PEERS)) || cfg->peers_dir[0] == '\0')
        return 0;
    if (stat(cfg->peers_dir, &st) != 0) {
        fprintf(stderr, "bench: %s%s: %s\n", where, cfg->peers_dir, strerror(errno));
        return 2;
    }
    if (!S_ISDIR(st.st_mode)) {
        fprintf(stderr, "bench: %s%s: %s\n", where, cfg->peers_dir, strerror(ENOTDIR));
        return 2;
    }
    return 0;
}

static int parse_only(const char *list, int *parts)
{
    char buf[256], *tok, *save = NULL;
    snprintf(buf, sizeof buf, "%s", list);
    *parts = 0;
    for (tok = strtok_r(buf, ",", &save); tok != NULL; tok = strtok_r(NULL, ",", &save)) {
        if (strcmp(tok, "solve") == 0)
            *parts |= PART_SOLVE;
        else if (strcmp(tok, "gen") == 0)
            *parts |= PART_GEN;
        else if (strcmp(tok, "fillomino") == 0)
            *parts |= PART_FILLOMINO;
        else if (strcmp(tok, "peers") == 0)
            *parts |= PART_PEERS;
        else if (strcmp(tok, "scaling") == 0)
            *parts |= PART_SCALING;
        else if (strcmp(tok, "kinds") == 0)
            *parts |= PART_KINDS;
        else if (strcmp(tok, "futoshiki") == 0)
            *parts |= PART_FUTOSHIKI;
        else if (strcmp(tok, "fastpeers") == 0)
            *parts |= PART_FAST_PEERS;
        else if (strcmp(tok, "bank") == 0)
            *parts |= PART_BANK;
        else if (strcmp(tok, "nonogram") == 0)
            *parts |= PART_NONOGRAM;
        else
            return -1;
    }
    return *parts ? 0 : -1;
}

static void command_line(const char *cmd, char *buf, size_t cap)
{
    FILE *p = proc_popen(cmd);
    buf[0] = '\0';
    if (p == NULL)
        return;
    if (fgets(buf, (int)cap, p) != NULL)
        buf[strcspn(buf, "\r\n")] = '\0';
    pclose(p);
}

static void machine(const bench_cfg *cfg, FILE *md, const double load0[3])
{
    char model[256] = "unknown", line[512], flags[512] = "", std[128] = "", warn[256] = "", mk[4200], ver[256];
    FILE *f = fopen("/proc/cpuinfo", "r");
    struct utsname u;
    double load1[3] = {-1, -1, -1};
    while (f != NULL && fgets(line, sizeof line, f) != NULL)
        if (strncmp(line, "model name", 10) == 0) {
            char *c = strchr(line, ':');
            if (c != NULL) {
                snprintf(model, sizeof model, "%s", c + 2);
                model[strcspn(model, "\n")] = '\0';
            }
            break;
        }
    if (f != NULL)
        fclose(f);
    path_join(mk, sizeof mk, cfg->root, "Makefile");
    f = fopen(mk, "r");
    while (f != NULL && fgets(line, sizeof line, f) != NULL)
    {
        char *eq = strchr(line, '='), *dst = NULL;
        size_t cap = 0;
        if (strncmp(line, "REL_FLAGS", 9) == 0)
            dst = flags, cap = sizeof flags;
        else if (strncmp(line, "STD ", 4) == 0)
            dst = std, cap = sizeof std;
        else if (strncmp(line, "WARN ", 5) == 0)
            dst = warn, cap = sizeof warn;
        if (dst != NULL && eq != NULL) {
            eq++;
            while (*eq == ' ')
                eq++;
            snprintf(dst, cap, "%s", eq);
            dst[strcspn(dst, "\n")] = '\0';
        }
    }
    if (f != NULL)
        fclose(f);
    getloadavg(load1, 3);
    uname(&u);
    fprintf(md, "## Machine\n\n| | |\n|---|---|\n");
    fprintf(md, "| CPU | %s |\n| cores online | %ld |\n", model, sysconf(_SC_NPROCESSORS_ONLN));
    fprintf(md, "| kernel | %s %s %s |\n", u.sysname, u.release, u.machine);
    fprintf(md, "| compiler | %s %s |\n| flags (Makefile REL_FLAGS) | `%s` with STD = `%s`, WARN = `%s` |\n",
#if defined(__clang__)
            "clang",
#elif defined(__GNUC__)
            "gcc",
#else
            "cc",
#endif
#ifdef __VERSION__
            __VERSION__,
#else
            "unknown",
#endif
            flags, std, warn);
    fprintf(md, "| load average at start | %.2f %.2f %.2f |\n| load average at end | %.2f %.2f %.2f |\n", load0[0],
            load0[1], load0[2], load1[0], load1[1], load1[2]);
    if (proc_pinned_cpu() >= 0)
        fprintf(md, "| measured processes | one at a time, all on CPU %d |\n", proc_pinned_cpu());
    else
        fprintf(md, "| measured processes | one at a time, not pinned (the CPUs could not be read) |\n");
    command_line("dpkg-query -W -f '${Version}' qqwing 2>/dev/null", ver, sizeof ver);
    fprintf(md, "| qqwing | %s |\n", ver[0] ? ver : "not installed");
    command_line("dpkg-query -W -f '${Version}' sgt-puzzles 2>/dev/null", ver, sizeof ver);
    fprintf(md, "| sgt-puzzles | %s |\n", ver[0] ? ver : "not installed");
    command_line("dpkg-query -W -f '${Version}' python3-z3 2>/dev/null", ver, sizeof ver);
    fprintf(md, "| python3-z3 | %s |\n", ver[0] ? ver : "not installed");
    fprintf(md, "| mode | %s, seed %llu |\n\n", cfg->tiny ? "--tiny" : cfg->quick ? "--quick" : "full", cfg->seed);
}

static void summary(FILE *md, const bench_summary *s)
{
    static const char *SZ[3] = {"9x9", "16x16", "25x25"};
    char c[64];
    int z;
    fprintf(md, "## Summary\n\nEvery figure below is measured in this run; the sections after it give the "
                "spread, the exact commands and the raw CSV files.\n\n");
    fprintf(md, "| figure | value | bar / reference |\n|---|---|---|\n");
    for (z = 0; z < 3; z++) {
        char tg[32];
        snprintf(tg, sizeof tg, s->z3_target[z] < 0 ? "minimal" : "%d empties", s->z3_target[z]);
        fprintf(md, "| speed-up over PuzzleJAR on z3, %s %s | %s | headline |\n", SZ[z], tg, num(s->z3_speedup[z]));
    }
    {
        static const char *SET[3] = {"royle17", "top1465", "forum hardest"};
        static const char *BAR[3] = {"aim 60k/s; bar 5x qqwing", "aim 15k/s; bar 5x qqwing", "bar 5x qqwing"};
        for (z = 0; z < 3; z++)
            fprintf(md, "| solve, %s (puzzles/s; x qqwing first solution; x qqwing counting) | %s (x %s; x %s) | %s |\n",
                    SET[z], num(s->solve_rate[z]), num(s->solve_ratio[z]), num(s->solve_ratio_count[z]), BAR[z]);
    }
    fprintf(md, "| minimal 9x9 generation (puzzles/s; x qqwing --generate) | %s (x %s) | bar 2,000/s; aim 5,000/s |\n",
            num(s->gen9_rate), num(s->gen9_ratio_qqwing));
    fprintf(md, "| minimal 16x16 median / p90 ms | %s / %s | bar 100 ms median; aim 20 ms |\n",
            num(s->gen16_median_ms), num(s->gen16_p90_ms));
    fprintf(md, "| 25x25 at 281 empties, median ms | %s | bar 50 ms |\n", num(s->gen25_281_median_ms));
    if (s->gen25_min_done < 0)
        snprintf(c, sizeof c, "n/a");
    else if (s->gen25_min_done)
        snprintf(c, sizeof c, "finished");
    else
        snprintf(c, sizeof c, "not finished; %d clues left", s->gen25_min_clues_left);
    fprintf(md, "| minimal 25x25 within the budget | %s | aim: minimal at all |\n", c);
    for (z = 0; z < 3; z++) {
        static const int seedmax[3] = {60, 163, 281};
        if (s->max_empty[z] < 0) /* the scaling study did not run (or met none of its targets) */
            snprintf(c, sizeof c, "n/a");
        else
            snprintf(c, sizeof c, "%s%d%s", s->max_empty_top[z] ? "at least " : "", s->max_empty[z],
                     s->max_empty_top[z] ? " (the sweep's top)" : "");
        fprintf(md, "| max empties %s within the budget | %s | seed: %d |\n", SZ[z], c, seedmax[z]);
    }
    fprintf(md, "| growth of time per puzzle with N (40%% empty), exponent b | %s | |\n\n", num(s->n_exponent));
}

/* The report's sections: peers, solve, gen, scaling, fillomino, kinds, futoshiki, fast peers, bank, nonograms,
   memory, plots. */
#define N_PARTS 12

/* Writes report.md (the machine, the summary, then the sections done so far) through a temporary file.
   It is rewritten after every section, so an interrupted run keeps the report of each finished one. */
static int write_report(const bench_cfg *cfg, const bench_summary *sum, FILE *parts[], char *txt[], size_t len[],
                        int done, double t0, const double load0[3])
{
    char path[4200], tmp[4300];
    FILE *md;
    int i;
    path_join(path, sizeof path, cfg->out, "report.md");
    snprintf(tmp, sizeof tmp, "%s.part", path);
    md = fopen(tmp, "w");
    if (md == NULL) {
        fprintf(stderr, "bench: %s: %s\n", tmp, strerror(errno));
        return -1;
    }
    {
        time_t now = time(NULL);
        char when[64];
        strftime(when, sizeof when, "%Y-%m-%d %H:%M UTC", gmtime(&now));
        fprintf(md, "# coverjar benchmark report\n\n`bin/bench%s%s --seed %llu`, %s, %.0f s wall. Raw runs: the CSV "
                    "files beside this report.\n\n",
                cfg->tiny ? " --tiny" : cfg->quick ? " --quick" : "", cfg->parts != PART_ALL ? " --only ..." : "",
                cfg->seed, when, wall_now() - t0);
    }
    if (done < N_PARTS)
        fprintf(md, "**Partial report**: %d of %d sections done; the run was still going, or was stopped, when this "
                    "was written.\n\n", done, N_PARTS);
    machine(cfg, md, load0);
    summary(md, sum);
    report_targets(md, sum);
    for (i = 0; i < done; i++) {
        fflush(parts[i]); /* brings txt[i] and len[i] up to date */
        fwrite(txt[i], 1, len[i], md);
    }
    if (fclose(md) != 0 || rename(tmp, path) != 0) {
        fprintf(stderr, "bench: write error: %s: %s\n", path, strerror(errno));
        return -1;
    }
    return 0;
}

int main(int argc, char **argv)
{
    int version_status;
    bench_cfg cfg;
    bench_summary sum;
    double load0[3] = {-1, -1, -1}, t0 = wall_now();
    char *parts_txt[N_PARTS];
    size_t parts_len[N_PARTS];
    FILE *parts_md[N_PARTS];
    char path[4200];
    int i, rc;
    cj_check_stdout_at_exit("bench");
    if ((version_status = cj_version(argc, argv, "bench", 0)) >= 0)
        return version_status;
    memset(&cfg, 0, sizeof cfg);
    cfg.parts = PART_ALL;
    cfg.seed = 1;
    cfg.out = "bench/latest";
    for (i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (strcmp(a, "--quick") == 0)
            cfg.quick = 1;
        else if (strcmp(a, "--tiny") == 0)
            cfg.quick = cfg.tiny = 1;
        else if (strcmp(a, "--out") == 0 && i + 1 < argc)
            cfg.out = argv[++i];
        else if (strcmp(a, "--peers-dir") == 0 && i + 1 < argc)
            snprintf(cfg.peers_dir, sizeof cfg.peers_dir, "%s", argv[++i]);
        else if (strcmp(a, "--only") == 0 && i + 1 < argc) {
            if (parse_only(argv[++i], &cfg.parts) != 0) {
                fprintf(stderr, "bench: --only takes solve, gen, fillomino, peers, scaling, kinds, futoshiki, fastpeers, bank or nonogram (comma-separated), not '%s'\n",
                        argv[i]);
                return 2;
            }
        } else if (strcmp(a, "--seed") == 0 && i + 1 < argc) {
            if (cj_parse_seed(argv[++i], &cfg.seed) != 0) {
                fprintf(stderr, "bench: --seed takes a whole number from 0 to 2^64-1, not '%s'\n", argv[i]);
                return 2;
            }
        } else if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
            fputs(usage, stdout);
            return 0;
        } else {
            if (strcmp(a, "--out") == 0 || strcmp(a, "--peers-dir") == 0 || strcmp(a, "--only") == 0 ||
                strcmp(a, "--seed") == 0)
                fprintf(stderr, "bench: %s needs a value (see --help)\n", a);
            else
                fprintf(stderr, "bench: unknown option '%s' (see --help)\n", a);
            return 2;
        }
    }
    find_root(&cfg, argv[0]);
    if (peers_dir_ready(&cfg, "--peers-dir ", 1) != 0)
        return 2;
    if (cfg.peers_dir[0] == '\0' && getenv("COVERJAR_PEERS") != NULL) {
        snprintf(cfg.peers_dir, sizeof cfg.peers_dir, "%s", getenv("COVERJAR_PEERS"));
        if (peers_dir_ready(&cfg, "COVERJAR_PEERS=", 0) != 0)
            return 2;
    }
    if (getenv("COVERJAR_DATA") != NULL)
        snprintf(cfg.data, sizeof cfg.data, "%s", getenv("COVERJAR_DATA"));
    else
        snprintf(cfg.data, sizeof cfg.data, "%s/../shared/data", cfg.root);
    if (output_ready(cfg.out) != 0 || clear_outputs(cfg.out) != 0)
        return 2;
    getloadavg(load0, 3);
    proc_pin_children();
    if (!cfg.quick) /* the quick run must stay under its 2 minutes whatever the load */
        proc_set_cap_scale(load0[0] / (double)sysconf(_SC_NPROCESSORS_ONLN));
    memset(&sum, 0xff, sizeof sum); /* every figure starts as "not measured" (negative) */
    for (i = 0; i < 3; i++)
        sum.z3_speedup[i] = sum.max_empty[i] = -1, sum.max_empty_top[i] = 0;
    for (i = 0; i < 5; i++)
        sum.solve_rate[i] = sum.solve_ratio[i] = sum.solve_ratio_count[i] = -1;
    sum.gen9_rate = sum.gen9_ratio_qqwing = sum.gen16_median_ms = sum.gen16_p90_ms = sum.gen25_281_median_ms = -1;
    sum.gen25_min_done = -1;
    sum.gen25_min_clues_left = -1;
    sum.gen25_puzzles_run = sum.gen25_puzzles_done = -1;
    sum.gen25_budget_s = sum.gen25_median_s = -1;
    sum.n_exponent = -1;
    for (i = 0; i < 3; i++)
        sum.kudoku_ratio[i] = -1;
    sum.tdoku_gen_ratio = sum.fm_speedup_min = sum.fm_speedup_max = sum.fm_big_cpu_s = -1;
    sum.fm_sizes = sum.fm_sparser = 0;
    for (i = 0; i < N_PARTS; i++) {
        parts_txt[i] = NULL;
        parts_md[i] = open_memstream(&parts_txt[i], &parts_len[i]);
        if (parts_md[i] == NULL)
            return 2;
    }
    progress("bench", "root %s, data %s, out %s, %s", cfg.root, cfg.data, cfg.out, cfg.quick ? "quick" : "full");
    section_peers(&cfg, parts_md[0], &sum);
    rc = write_report(&cfg, &sum, parts_md, parts_txt, parts_len, 1, t0, load0);
    section_solve(&cfg, parts_md[1], &sum);
    rc |= write_report(&cfg, &sum, parts_md, parts_txt, parts_len, 2, t0, load0);
    section_gen(&cfg, parts_md[2], &sum);
    rc |= write_report(&cfg, &sum, parts_md, parts_txt, parts_len, 3, t0, load0);
    section_scaling(&cfg, parts_md[3], &sum);
    rc |= write_report(&cfg, &sum, parts_md, parts_txt, parts_len, 4, t0, load0);
    section_fillomino(&cfg, parts_md[4], &sum);
    rc |= write_report(&cfg, &sum, parts_md, parts_txt, parts_len, 5, t0, load0);
    section_kinds(&cfg, parts_md[5]);
    rc |= write_report(&cfg, &sum, parts_md, parts_txt, parts_len, 6, t0, load0);
    section_futoshiki(&cfg, parts_md[6]);
    rc |= write_report(&cfg, &sum, parts_md, parts_txt, parts_len, 7, t0, load0);
    section_fast_peers(&cfg, parts_md[7], &sum);
    rc |= write_report(&cfg, &sum, parts_md, parts_txt, parts_len, 8, t0, load0);
    section_bank(&cfg, parts_md[8]);
    rc |= write_report(&cfg, &sum, parts_md, parts_txt, parts_len, 9, t0, load0);
    section_nonogram(&cfg, parts_md[9]);
    rc |= write_report(&cfg, &sum, parts_md, parts_txt, parts_len, 10, t0, load0);
    section_memory(&cfg, parts_md[10]);
    rc |= write_report(&cfg, &sum, parts_md, parts_txt, parts_len, 11, t0, load0);
    make_plots(&cfg, parts_md[11]);
    rc |= write_report(&cfg, &sum, parts_md, parts_txt, parts_len, N_PARTS, t0, load0);
    for (i = 0; i < N_PARTS; i++) {
        fclose(parts_md[i]);
        free(parts_txt[i]);
    }
    if (rc != 0)
        return 1; /* the report could not be written (said each time): an output failure */
    path_join(path, sizeof path, cfg.out, "report.md");
    progress("bench", "wrote %s in %.0f s", path, wall_now() - t0);
    return 0;
}
