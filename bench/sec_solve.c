/* sec_solve.c: the report's solver section: puzzles per CPU second (limit 2, i.e. proving uniqueness)
   on the public sets, answers checked against the files, beside `qqwing --solve` (first solution, and
   counting solutions) on the 9x9 sets. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench/array_cover.h"
#include "bench/bench.h"
#include "dlx/sudoku.h"

static const struct {
    const char *file;
    int box, quick, full, reps_full;
} SETS[5] = {
    {"sudoku9_royle17.txt", 3, 2000, 44158, 3},
    {"sudoku9_magictour_top1465.txt", 3, 300, 1165, 5},
    {"sudoku9_forum_hardest_1106.txt", 3, 100, 300, 5},
    {"sudoku16_janko.txt", 4, 15, 95, 3},
    {"sudoku25.txt", 5, 4, 32, 3},
};

static int symbol_value(char ch)
{
    if (ch >= '1' && ch <= '9')
        return ch - '0';
    if (ch >= 'A' && ch <= 'Z')
        return ch - 'A' + 10;
    return 0;
}

/* Loads up to max puzzles (and their solutions) of n*n cells; returns how many. */
static int load_set(const char *path, int n, int max, uint8_t *puz, uint8_t *sol)
{
    FILE *f = fopen(path, "r");
    static char line[8192];
    int count = 0, n2 = n * n, k;
    if (f == NULL)
        return 0;
    while (count < max && fgets(line, sizeof line, f) != NULL) {
        char *sp = strchr(line, ' ');
        if ((int)strlen(line) < n2 || sp == NULL || sp - line != n2 || (int)strlen(sp + 1) < n2)
            continue;
        for (k = 0; k < n2; k++) {
            puz[(size_t)count * n2 + k] = (uint8_t)symbol_value(line[k]);
            sol[(size_t)count * n2 + k] = (uint8_t)symbol_value(sp[1 + k]);
        }
        count++;
    }
    fclose(f);
    return count;
}

/* qqwing's two ways of solving: its default (stops at the first solution), and counting every
   solution (proving uniqueness, as coverjar's limit 2 does). */
static char *QQ_FIRST[] = {"qqwing", "--solve", "--one-line", NULL};
static char *QQ_COUNT[] = {"qqwing", "--solve", "--nosolution", "--count-solutions", "--one-line", NULL};

/* Runs qqwing (counting: QQ_COUNT, else QQ_FIRST) reps times on the puzzles in qin; returns how many
   runs succeeded, their rates in rates. When counting, every puzzle must be reported unique, or the run
   counts as failed. */
static int qqwing_runs(const bench_cfg *cfg, FILE *csv, const char *set, int counting, const char *qin, int count,
                       int reps, double *rates)
{
    char out[4200], line[256];
    int r, n = 0;
    path_join(out, sizeof out, cfg->out, "qqwing_out.tmp");
    for (r = 0; r < reps; r++) {
        proc_result pr;
        if (proc_run(counting ? QQ_COUNT : QQ_FIRST, qin, counting ? out : NULL, NULL, cfg->quick ? 60 : 300, &pr) != 0 ||
            pr.timed_out || pr.exit_code != 0)
            break;
        if (counting) {
            FILE *f = fopen(out, "r");
            int unique = 0;
            while (f != NULL && fgets(line, sizeof line, f) != NULL)
                unique += strstr(line, "is unique") != NULL;
            if (f != NULL)
                fclose(f);
            if (unique != count)
                break;
        }
        rates[n++] = count / (pr.cpu > 1e-6 ? pr.cpu : 1e-6);
        fprintf(csv, "%s,%s,%d,%d,%.6f,%.6f,,%ld\n", counting ? "qqwing-count" : "qqwing", set, r, count, pr.cpu,
                pr.wall, pr.maxrss_kb);
        progress("solve", "%s %s run %d/%d: %.0f puzzles/s", counting ? "qqwing counting" : "qqwing", set, r + 1,
                 reps, rates[n - 1]);
    }
    remove(out);
    return n;
}

/* One pass over the set; returns CPU seconds (*wall: wall seconds) and counts wrong answers. */
static double solve_pass(sudoku *s, int n, int count, const uint8_t *puz, const uint8_t *sol, int *wrong,
                         double *wall)
{
    int n2 = n * n, i, a, b;
    uint8_t out[64 * 64];
    double t0 = cpu_now(), w0 = wall_now();
    *wrong = 0;
    for (i = 0; i < count; i++) {
        const uint8_t *p = puz + (size_t)i * n2;
        long found;
        if (sudoku_find_clash(n == 9 ? 3 : n == 16 ? 4 : 5, n == 9 ? 3 : n == 16 ? 4 : 5, p, &a, &b) != SUDOKU_OK ||
            sudoku_apply(s, p) != SUDOKU_OK) {
            (*wrong)++;
            continue;
        }
        found = sudoku_solve(s, 2, out, NULL);
        sudoku_clear(s);
        if (found != 1 || memcmp(out, sol + (size_t)i * n2, (size_t)n2) != 0)
            (*wrong)++;
    }
    *wall = wall_now() - w0;
    return cpu_now() - t0;
}

/* The same pass with the array-based exact-cover solver (9x9 sets). */
static double array_pass(array_cover *a, int count, const uint8_t *puz, const uint8_t *sol, int *wrong,
                          double *wall)
{
    uint8_t out[81];
    int i;
    double t0 = cpu_now(), w0 = wall_now();
    *wrong = 0;
    for (i = 0; i < count; i++)
        if (array_cover_count(a, puz + (size_t)i * 81, out) != 1 || memcmp(out, sol + (size_t)i * 81, 81) != 0)
            (*wrong)++;
    *wall = wall_now() - w0;
    return cpu_now() - t0;
}

/* The public 25x25 puzzles of several solutions, counted to 2 in-process: by sudoku_solve_probed (restarts beside
   the search, as bin/dlx and the kinds count) and by the plain search within a node budget a puzzle (one of them
   sends it past a wrong early choice for 139 M nodes). A table row each, and solve.csv rows. */
static void several_solutions(const bench_cfg *cfg, FILE *md, FILE *csv)
{
    enum { N = 25, N2 = 625, MAX = 16 };
    static uint8_t puz[MAX][N2], store[2 * N2];
    static char line[8192];
    uint64_t budget = cfg->tiny ? 200000u : cfg->quick ? 2000000u : 20000000u, nodes[2] = {0, 0};
    size_t bytes = sudoku_bytes(5, 5);
    void *mem = malloc(bytes), *mem2 = malloc(bytes);
    sudoku *s = mem != NULL ? sudoku_init(mem, bytes, 5, 5) : NULL;
    sudoku_probe probe;
    double cpu[2] = {0, 0}, slowest[2] = {0, 0};
    int count = 0, two[2] = {0, 0}, way, i, k;
    char path[4200];
    FILE *f;
    path_join(path, sizeof path, cfg->data, "sudoku25_nonunique.txt");
    f = fopen(path, "r");
    while (f != NULL && count < MAX && fgets(line, sizeof line, f) != NULL)
        if (strcspn(line, " \t\r\n") == N2) {
            for (k = 0; k < N2; k++)
                puz[count][k] = (uint8_t)symbol_value(line[k]);
            count++;
        }
    if (f != NULL)
        fclose(f);
    probe.model = mem2 != NULL ? sudoku_init(mem2, bytes, 5, 5) : NULL;
    probe.store = store;
    probe.room = 2;
    probe.start = probe.give_up = 0;
    for (way = 0; way < 2 && s != NULL && probe.model != NULL; way++)
        for (i = 0; i < count; i++) {
            dlx_search_opts o;
            dlx_stats st;
            double t0 = cpu_now(), w0 = wall_now(), t, wall;
            long found;
            memset(&o, 0, sizeof o);
            o.limit = 2;
            o.first_item = -1;
            o.node_limit = budget;
            if (sudoku_apply(s, puz[i]) != SUDOKU_OK)
                continue;
            if (way == 0)
                found = sudoku_solve_probed(s, &probe, puz[i], 2, NULL, &st);
            else
                found = dlx_search(sudoku_engine(s), &o, &st);
            t = cpu_now() - t0;
            wall = wall_now() - w0;
            sudoku_clear(s);
            two[way] += found == 2;
            nodes[way] += st.nodes;
            cpu[way] += t;
            slowest[way] = t > slowest[way] ? t : slowest[way];
            fprintf(csv, "%s,sudoku25_nonunique.txt,%d,1,%.6f,%.6f,%d,\n",
                    way == 0 ? "coverjar-restarts" : "coverjar-plain", i, t, wall, found != 2);
            stop_check();
        }
    fprintf(md, "Puzzles of several solutions, `sudoku25_nonunique.txt` (%d), counted to 2 in-process: with restarts "
                "beside the search (`sudoku_solve_probed`, as `bin/dlx` and the kinds count) %d counted to 2, %.3f s "
                "CPU in all (slowest %.3f s, %.1f M nodes); the plain search, within %g M nodes a puzzle, %d counted "
                "to 2, %.3f s (slowest %.3f s, %.1f M nodes).\n\n", count, two[0], cpu[0], slowest[0], nodes[0] / 1e6,
            budget / 1e6, two[1], cpu[1], slowest[1], nodes[1] / 1e6);
    progress("solve", "sudoku25_nonunique: restarts %d of %d in %.2f s, plain %d in %.2f s", two[0], count, cpu[0],
             two[1], cpu[1]);
    free(mem);
    free(mem2);
}

void section_solve(const bench_cfg *cfg, FILE *md, bench_summary *sum)
{
    char path[4200], qin[4200];
    FILE *csv;
    int k, have_qqwing = proc_system("command -v qqwing >/dev/null 2>&1") == 0;
    array_cover *arr;

    fprintf(md, "## Solver throughput\n\n");
    if (!(cfg->parts & PART_SOLVE)) {
        not_run(md, "--only");
        return;
    }
    path_join(path, sizeof path, cfg->out, "solve.csv");
    csv = open_rows(path);
    if (csv == NULL) {
        fprintf(stderr, "bench: cannot write %s\n", path);
        exit(2);
    }
    fprintf(csv, "solver,set,rep,puzzles,cpu_s,wall_s,wrong,maxrss_kb\n");
    fprintf(md, "Puzzles per CPU second on one core, counting to 2 solutions (proving uniqueness), each answer "
                "checked against the file's solution; coverjar's Sudoku model in-process (one model build per "
                "size). qqwing, two ways, its process start-up included: first solution, "
                "`qqwing --solve --one-line < puzzles` (its default: it stops at the first solution, so it "
                "does not prove uniqueness; the bar is set against this one), and counting, "
                "`qqwing --solve --nosolution --count-solutions --one-line < puzzles` (it proves "
                "uniqueness, like coverjar here; every puzzle must come out unique). Beside them, in-process like "
                "coverjar, a second exact-cover solver written for the bench after kudoku's design "
                "(`bench/array_cover.c`: flat arrays of counts, no links; the published figures rank kudoku "
                "the fastest exact-cover Sudoku solver), counting to 2 as well. Median of the runs.\n\n");
    fprintf(md, "| set | puzzles | coverjar puzzles/s | min-max | wrong | qqwing first solution /s | min-max | "
                "coverjar / qqwing | qqwing counting /s | coverjar / qqwing counting | array exact cover /s | "
                "coverjar / array |\n"
                "|---|---|---|---|---|---|---|---|---|---|---|---|\n");
    path_join(qin, sizeof qin, cfg->out, "qqwing_in.tmp");
    arr = malloc(sizeof *arr);
    if (arr != NULL)
        array_cover_init(arr);
    for (k = 0; k < 5; k++) {
        int n = SETS[k].box * SETS[k].box, max = cfg->tiny ? 5 : cfg->quick ? SETS[k].quick : SETS[k].full;
        int reps = cfg->quick ? (k < 3 ? 3 : 1) : SETS[k].reps_full, r, count, wrong = 0, nq = 0;
        size_t cells = (size_t)max * (size_t)n * (size_t)n;
        uint8_t *puz = malloc(cells), *sol = malloc(cells);
        size_t bytes = sudoku_bytes(SETS[k].box, SETS[k].box);
        void *mem = malloc(bytes);
        sudoku *s = mem != NULL ? sudoku_init(mem, bytes, SETS[k].box, SETS[k].box) : NULL;
        double rates[8], qrates[8], crates[8], arates[8], ratio = -1;
        int nc = 0, na = 0, awrong = 0;
        path_join(path, sizeof path, cfg->data, SETS[k].file);
        count = (puz != NULL && sol != NULL && s != NULL) ? load_set(path, n, max, puz, sol) : 0;
        sum->solve_rate[k] = sum->solve_ratio[k] = sum->solve_ratio_count[k] = -1;
        if (count == 0) {
            fprintf(md, "| %s | 0 | missing | - | - | - | - | - | - | - | - | - |\n", SETS[k].file);
            free(puz), free(sol), free(mem);
            continue;
        }
        for (r = 0; r < reps; r++) {
            int w;
            double wall, t = solve_pass(s, n, count, puz, sol, &w, &wall);
            wrong += w;
            rates[r] = count / (t > 1e-9 ? t : 1e-9);
            fprintf(csv, "coverjar,%s,%d,%d,%.6f,%.6f,%d,\n", SETS[k].file, r, count, t, wall, w);
            stop_check(); /* in-process passes: a stop is seen between them */
            progress("solve", "%s run %d/%d: %.0f puzzles/s", SETS[k].file, r + 1, reps, rates[r]);
        }
        if (n == 9 && arr != NULL) {
            for (r = 0; r < reps; r++) {
                int w;
                double wall, t = array_pass(arr, count, puz, sol, &w, &wall);
                awrong += w;
                arates[na++] = count / (t > 1e-9 ? t : 1e-9);
                fprintf(csv, "array-cover,%s,%d,%d,%.6f,%.6f,%d,\n", SETS[k].file, r, count, t, wall, w);
                stop_check();
                progress("solve", "array exact cover %s run %d/%d: %.0f puzzles/s", SETS[k].file, r + 1, reps,
                         arates[na - 1]);
            }
        }
        if (n == 9 && have_qqwing) {
            FILE *q = open_checked(qin, qin); /* a failed write is said, and ends the run after this section */
            int i, j;
            for (i = 0; q != NULL && i < count; i++) {
                for (j = 0; j < 81; j++)
                    fputc(puz[(size_t)i * 81 + j] ? '0' + puz[(size_t)i * 81 + j] : '.', q);
                fputc('\n', q);
            }
            if (q != NULL)
                fclose(q);
            nq = qqwing_runs(cfg, csv, SETS[k].file, 0, qin, count, reps, qrates);
            nc = qqwing_runs(cfg, csv, SETS[k].file, 1, qin, count, reps, crates);
            remove(qin);
        }
        {
            double rmin = stat_min(rates, reps), rmax = stat_max(rates, reps), rmed = stat_median(rates, reps);
            double qmin = stat_min(qrates, nq), qmax = stat_max(qrates, nq), qmed = stat_median(qrates, nq);
            double cmed = stat_median(crates, nc);
            if (qmed > 0)
                ratio = rmed / qmed;
            sum->solve_rate[k] = rmed;
            sum->solve_ratio[k] = ratio;
            if (nc > 0)
                sum->solve_ratio_count[k] = rmed / cmed;
            fprintf(md, "| %s | %d | %s | %s-%s | %d | ", SETS[k].file, count, num(rmed),
                    num(rmin), num(rmax), wrong);
            if (n != 9)
                fprintf(md, "- (9x9 only) | - | - | - | - |");
            else if (!have_qqwing)
                fprintf(md, "not installed | - | - | - | - |");
            else if (nq == 0)
                fprintf(md, "failed | - | - | - | - |");
            else
                fprintf(md, "%s | %s-%s | %s | %s | %s |", num(qmed), num(qmin), num(qmax), num(ratio),
                        nc > 0 ? num(cmed) : "failed", nc > 0 ? num(rmed / cmed) : "-");
            if (na > 0 && awrong > 0)
                fprintf(md, " %d wrong | - |\n", awrong);
            else if (na > 0)
                fprintf(md, " %s | %s |\n", num(stat_median(arates, na)), num(rmed / stat_median(arates, na)));
            else
                fprintf(md, " - | - |\n");
        }
        free(puz), free(sol), free(mem);
    }
    fprintf(md, "\n");
    several_solutions(cfg, md, csv);
    free(arr);
    fclose(csv);
}
