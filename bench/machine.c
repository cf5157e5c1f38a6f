/* machine.c: the report's Machine table (the CPU, the compiler and the Makefile's flags, the load, the peers'
   packages) and its Summary table (the headline figures the sections measured). */
#define _DEFAULT_SOURCE /* getloadavg */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/utsname.h>

#include "bench/bench.h"


void report_machine(const bench_cfg *cfg, FILE *md, const double load0[3])
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
    command_output("dpkg-query -W -f '${Version}' qqwing 2>/dev/null", ver, NULL, sizeof ver);
    fprintf(md, "| qqwing | %s |\n", ver[0] ? ver : "not installed");
    command_output("dpkg-query -W -f '${Version}' sgt-puzzles 2>/dev/null", ver, NULL, sizeof ver);
    fprintf(md, "| sgt-puzzles | %s |\n", ver[0] ? ver : "not installed");
    command_output("dpkg-query -W -f '${Version}' python3-z3 2>/dev/null", ver, NULL, sizeof ver);
    fprintf(md, "| python3-z3 | %s |\n", ver[0] ? ver : "not installed");
    fprintf(md, "| mode | %s, seed %llu |\n\n", cfg->tiny ? "--tiny" : cfg->quick ? "--quick" : "full", cfg->seed);
}

void report_summary(FILE *md, const bench_summary *s)
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
