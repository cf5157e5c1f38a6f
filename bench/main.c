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

#include "bench/bench.h"
#include "dlx/cli.h"
#include "dlx/tool_exit.h"
#include "dlx/version.h"

static const char usage[] =
    "usage: bench [--quick | --tiny] [--out DIR] [--only PART[,PART...]] [--seed S] [--peers-dir DIR]\n"
    "             [--scaling-seeds K] [--scaling-budget S]\n"
    "       bench --help | --version\n"
    "  --quick      a smoke run (under 2 minutes); default: the full run (under 30 minutes on 2 cores)\n"
    "  --tiny       the smallest settings, for the tests (implies --quick)\n"
    "  --out DIR    where report.md, the CSV files and the plots go (default bench/latest)\n"
    "  --only LIST  run only these parts: solve, gen, fillomino, peers, scaling, kinds, futoshiki, fastpeers, bank,\n"
    "               nonogram (comma-separated); the memory section runs with gen, the plots with scaling; the\n"
    "               report keeps every section, marking the others\n"
    "  --seed S     seed of every generator run (default 1)\n"
    "  --scaling-seeds K   puzzles (indices of the seed) per point of the scaling sweep, 1 to 8 (default 5;\n"
    "               --quick 2, --tiny 1)\n"
    "  --scaling-budget S  CPU seconds per puzzle there, more than 0 and at most 3600 (default 10; --quick and\n"
    "               --tiny 1), each point given K x S seconds in all; and each size and series of the time\n"
    "               against N (default 30 s; --quick 2, --tiny 1)\n"
    "  --peers-dir DIR  copies of tdoku (DIR/tdoku) and kudoku (DIR/plb) to build and time beside coverjar\n"
    "               (default $COVERJAR_PEERS); without them the fastpeers section says how to get them\n"
    "  --help       this text; --version (the only argument): the release\n"
    "Single-threaded measurements; times are CPU seconds (medians of several runs), so a loaded\n"
    "machine changes them less than wall time. Peers that are not installed are skipped with a note.\n"
    "The public data sets are read from ../shared/data beside the project, or $COVERJAR_DATA.\n"
    "Ctrl-C (SIGINT), SIGTERM or SIGHUP stops a run: the measured process and those it started are killed, the\n"
    "CSV rows stay, report.md is written as a partial report, and the bench ends by that signal.\n";

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
    "time_vs_n.png", "nodes_per_check.svg", "nodes_per_check.png"};
/* The sections' scratch files: a stopped run removes them after its partial report (a run killed outright
   leaves them, and the next run's clear_outputs removes them). */
static const char *const SCRATCH[] = {
    "gen_child.tmp", "peers_child.tmp", "scaling_child.tmp", "run_lines.tmp", "z3_out.tmp", "fill_big.tmp",
    "fill_big_out.tmp", "fill_out.tmp", "qqwing_in.tmp", "qqwing_out.tmp", "peer_out.tmp", "bank_bench.db",
    "bank_bench.db-wal", "bank_bench.db-shm"};

/* Removes the files named in dir: 0, or 2 after "bench: FILE: REASON". */
static int remove_files(const char *dir, const char *const *names, size_t count)
{
    char path[4200];
    size_t k;
    for (k = 0; k < count; k++) {
        path_join(path, sizeof path, dir, names[k]);
        if (remove(path) != 0 && errno != ENOENT) {
            fprintf(stderr, "bench: %s: %s\n", path, strerror(errno));
            return 2;
        }
    }
    return 0;
}

/* Removes an earlier run's outputs and scratch files from dir: 0, or 2 after "bench: FILE: REASON". */
static int clear_outputs(const char *dir)
{
    return remove_files(dir, OUTPUTS, sizeof OUTPUTS / sizeof OUTPUTS[0]) != 0 ||
                   remove_files(dir, SCRATCH, sizeof SCRATCH / sizeof SCRATCH[0]) != 0
               ? 2 : 0;
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

/* The report's sections, in their order, each with the --only part that runs it (memory runs with gen, the plots
   with scaling). */
#define N_PARTS 12
static const struct {
    const char *name;
    int part;
} SECTIONS[N_PARTS] = {{"peers", PART_PEERS},         {"solve", PART_SOLVE},         {"gen", PART_GEN},
                       {"scaling", PART_SCALING},     {"fillomino", PART_FILLOMINO}, {"kinds", PART_KINDS},
                       {"futoshiki", PART_FUTOSHIKI}, {"fastpeers", PART_FAST_PEERS}, {"bank", PART_BANK},
                       {"nonogram", PART_NONOGRAM},   {"memory", PART_GEN},          {"plots", PART_SCALING}};

/* A run: its settings and figures, each section's text, how far it went, and the header's fixed parts. */
typedef struct run_state {
    const bench_cfg *cfg;
    bench_summary *sum;
    FILE *md[N_PARTS];
    char *txt[N_PARTS];
    size_t len[N_PARTS];
    int done;               /* sections 0 .. done-1 have ended */
    int running;            /* the section under way, -1 between sections */
    double t0, load0[3];
    char *command;          /* the command line as given, as Markdown code */
    char *provenance;       /* the release, commits and compilers, a Markdown list */
} run_state;

/* The partial report's first paragraph: the sections run to their end, the one a stop (sig) interrupted, those
   skipped (not in --only) and those not reached; sig 0: written while the run goes on. */
static void partial_note(FILE *md, const run_state *st, int sig)
{
    static const char *const STATE[4] = {"done", "interrupted", "skipped (not in --only)", "not reached"};
    int state[N_PARTS], count[4] = {0, 0, 0, 0}, k, c;
    for (k = 0; k < N_PARTS; k++) {
        state[k] = !(st->cfg->parts & SECTIONS[k].part) ? 2 : k < st->done ? 0 : sig && k == st->running ? 1 : 3;
        count[state[k]]++;
    }
    if (sig)
        fprintf(md, "**Partial report**: the run was stopped by %s: %d of %d sections done", stop_signal_name(sig),
                count[0], N_PARTS);
    else
        fprintf(md, "**Partial report**: written while the run was going (a run killed outright keeps this one): "
                    "%d of %d sections done", count[0], N_PARTS);
    for (c = 0; c < 4; c++) {
        const char *sep = c == 0 ? " (" : "";
        if (count[c] == 0)
            continue;
        if (c > 0)
            fprintf(md, "; %s: ", c == 3 && !sig ? "not yet run" : STATE[c]);
        for (k = 0; k < N_PARTS; k++)
            if (state[k] == c) {
                fprintf(md, "%s%s", sep, SECTIONS[k].name);
                sep = ", ";
            }
        if (c == 0)
            fputc(')', md);
    }
    fprintf(md, ".%s\n\n", count[1] ? " The interrupted section keeps what it measured before the stop." : "");
}

/* Writes report.md (the machine, the summary, then the sections done so far, and the one a stop by sig
   interrupted) through a temporary file, renamed over it only when written whole without error (else removed:
   the report before stays). It is rewritten after every section, so a run killed outright keeps the report of
   each finished one. 0, or -1 after write_error. */
static int write_report(run_state *st, int sig)
{
    const bench_cfg *cfg = st->cfg;
    char path[4200], tmp[4300];
    FILE *md;
    int i, shown = st->done, failed;
    path_join(path, sizeof path, cfg->out, "report.md");
    snprintf(tmp, sizeof tmp, "%s.part", path);
    md = open_checked(tmp, path);
    if (md == NULL) {
        write_error(tmp, errno);
        return -1;
    }
    {
        time_t now = time(NULL);
        char when[64];
        strftime(when, sizeof when, "%Y-%m-%d %H:%M UTC", gmtime(&now));
        fprintf(md, "# coverjar benchmark report\n\n%s, seed %llu, %s, %.0f s wall. Raw runs: the CSV files beside "
                    "this report.\n\n%s\n",
                st->command ? st->command : "bin/bench", cfg->seed, when, wall_now() - st->t0,
                st->provenance ? st->provenance : "");
    }
    if (sig && st->running >= 0 && (cfg->parts & SECTIONS[st->running].part))
        shown = st->running + 1; /* and the section interrupted (a skipped one has nothing to show) */
    if (st->done < N_PARTS)
        partial_note(md, st, sig);
    report_machine(cfg, md, st->load0);
    report_summary(md, st->sum);
    report_targets(md, st->sum);
    for (i = 0; i < shown; i++) {
        fflush(st->md[i]); /* brings txt[i] and len[i] up to date */
        fwrite(st->txt[i], 1, st->len[i], md);
        if (i >= st->done) /* the section a stop interrupted */
            fprintf(md, "%s_Stopped here by %s: what is above was measured before the stop; the rest of this "
                        "section was not._\n\n",
                    st->len[i] == 0 || st->txt[i][st->len[i] - 1] != '\n' ? "\n\n" : "\n", stop_signal_name(sig));
    }
    failed = fflush(md) != 0 || ferror(md) != 0; /* a failed write was said by open_checked's stream */
    failed |= fclose(md) != 0;
    if (!failed && rename(tmp, path) != 0) {
        write_error(path, errno);
        failed = 1;
    }
    if (failed) {
        remove(tmp);
        write_error(path, EIO); /* when nothing was said yet (a failure of the stream itself) */
        return -1;
    }
    return 0;
}

/* Called once the measured child of a stopped run is reaped (stop.c), before the bench ends by the signal. */
static void on_stop(void *ctx, int sig)
{
    run_state *st = ctx;
    char path[4200];
    path_join(path, sizeof path, st->cfg->out, "report.md");
    remove_files(st->cfg->out, SCRATCH, sizeof SCRATCH / sizeof SCRATCH[0]);
    if (!write_failed() && write_report(st, sig) == 0) /* after a failed write, the report before stays */
        progress("bench", "stopped by %s%s%s: wrote the partial report %s", stop_signal_name(sig),
                 st->running >= 0 ? " in the section " : "", st->running >= 0 ? SECTIONS[st->running].name : "",
                 path);
}

static void run_section(run_state *st, int k)
{
    const bench_cfg *cfg = st->cfg;
    FILE *md = st->md[k];
    switch (k) {
    case 0: section_peers(cfg, md, st->sum); break;
    case 1: section_solve(cfg, md, st->sum); break;
    case 2: section_gen(cfg, md, st->sum); break;
    case 3: section_scaling(cfg, md, st->sum); break;
    case 4: section_fillomino(cfg, md, st->sum); break;
    case 5: section_kinds(cfg, md); break;
    case 6: section_futoshiki(cfg, md); break;
    case 7: section_fast_peers(cfg, md, st->sum); break;
    case 8: section_bank(cfg, md); break;
    case 9: section_nonogram(cfg, md); break;
    case 10: section_memory(cfg, md); break;
    default: make_plots(cfg, md); break;
    }
}

int main(int argc, char **argv)
{
    int version_status;
    bench_cfg cfg;
    bench_summary sum;
    run_state st;
    char path[4200];
    int i;
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
                fprintf(stderr, "bench: --only takes solve, gen, fillomino, peers, scaling, kinds, futoshiki, fastpeers, bank or nonogram (comma-separated; memory runs with gen, the plots with scaling), not '%s'\n",
                        argv[i]);
                return 2;
            }
        } else if (strcmp(a, "--seed") == 0 && i + 1 < argc) {
            if (cj_parse_seed(argv[++i], &cfg.seed) != 0) {
                fprintf(stderr, "bench: --seed takes a whole number from 0 to 2^64-1, not '%s'\n", argv[i]);
                return 2;
            }
        } else if (strcmp(a, "--scaling-seeds") == 0 && i + 1 < argc) {
            long k;
            if (cj_parse_long(argv[++i], 1, 8, &k) != 0) {
                fprintf(stderr, "bench: --scaling-seeds takes a number from 1 to 8, not '%s'\n", argv[i]);
                return 2;
            }
            cfg.scaling_seeds = (int)k;
        } else if (strcmp(a, "--scaling-budget") == 0 && i + 1 < argc) {
            char *end;
            double b = strtod(argv[++i], &end);
            if (end == argv[i] || *end != '\0' || !(b > 0 && b <= 3600)) {
                fprintf(stderr, "bench: --scaling-budget takes CPU seconds, more than 0 and at most 3600, not '%s'\n",
                        argv[i]);
                return 2;
            }
            cfg.scaling_budget = b;
        } else if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
            fputs(usage, stdout);
            return 0;
        } else {
            if (strcmp(a, "--out") == 0 || strcmp(a, "--peers-dir") == 0 || strcmp(a, "--only") == 0 ||
                strcmp(a, "--seed") == 0 || strcmp(a, "--scaling-seeds") == 0 || strcmp(a, "--scaling-budget") == 0)
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
    memset(&st, 0, sizeof st);
    st.cfg = &cfg;
    st.sum = &sum;
    st.t0 = wall_now();
    st.running = -1;
    st.load0[0] = st.load0[1] = st.load0[2] = -1;
    getloadavg(st.load0, 3);
    proc_pin_children();
    if (!cfg.quick) /* the quick run must stay under its 2 minutes whatever the load */
        proc_set_cap_scale(st.load0[0] / (double)sysconf(_SC_NPROCESSORS_ONLN));
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
        st.txt[i] = NULL;
        st.md[i] = open_memstream(&st.txt[i], &st.len[i]);
        if (st.md[i] == NULL)
            return 2;
    }
    st.command = report_command(argc, argv);
    st.provenance = report_provenance(&cfg);
    progress("bench", "root %s, data %s, out %s, %s", cfg.root, cfg.data, cfg.out, cfg.tiny ? "tiny" : cfg.quick ? "quick" : "full");
    stop_install(on_stop, &st);
    for (i = 0; i < N_PARTS; i++) {
        st.running = i;
        run_section(&st, i);
        st.running = -1;
        st.done = i + 1;
        if (write_failed() || write_report(&st, 0) != 0)
            break; /* the first failed write (said once) ends the run; the report before it stays */
        stop_check(); /* a stop that came during in-process work, or between the section's children */
    }
    for (i = 0; i < N_PARTS; i++) {
        fclose(st.md[i]);
        free(st.txt[i]);
    }
    free(st.command);
    free(st.provenance);
    if (write_failed())
        return 1; /* the report or a CSV file could not be written (said once): an output failure */
    path_join(path, sizeof path, cfg.out, "report.md");
    progress("bench", "wrote %s in %.0f s", path, wall_now() - st.t0);
    return 0;
}
