/* targets.c: the report's table of speed targets: each target beside the figure this run measured for it,
   and whether it is met or how far off it is (ratios to peers measured in the same run). */
#include <stdio.h>

#include "bench/bench.h"

/* One row: the target, the measured text, and state: 1 met, 0 not met, -1 not measured, -2 not judged (the
   run measures less than the target asks). */
static void row(FILE *md, const char *target, const char *measured, int state)
{
    static const char *const says[4] = {"not judged: a budget under 60 s", "not measured", "not met", "**met**"};
    fprintf(md, "| %s | %s | %s |\n", target, measured, says[state + 2]);
}

/* -1 when any figure is missing, else 1 when every one meets its bar, else 0. */
static int all_at_least(const double *v, int n, double bar)
{
    int k, met = 1;
    for (k = 0; k < n; k++) {
        if (v[k] < 0)
            return -1;
        met &= v[k] >= bar;
    }
    return met;
}

void report_targets(FILE *md, const bench_summary *s)
{
    char txt[256];
    int state;
    fprintf(md, "### Speed targets\n\nEach target of the speed work beside this run's figure (the sections below give "
                "the runs; kudoku and tdoku are measured only with `--peers-dir`).\n\n"
                "| target | this run | |\n|---|---|---|\n");
    if (all_at_least(s->kudoku_ratio, 3, 0) < 0)
        snprintf(txt, sizeof txt, "n/a");
    else
        snprintf(txt, sizeof txt, "%sx / %sx / %sx kudoku's rate", num(s->kudoku_ratio[0]), num(s->kudoku_ratio[1]),
                 num(s->kudoku_ratio[2]));
    row(md, "solving (count to 2) at least kudoku's rate on the 17-clue set, top1465 and the forum's hardest (aim 1.5x)",
        txt, all_at_least(s->kudoku_ratio, 3, 1.0));
    snprintf(txt, sizeof txt, s->tdoku_gen_ratio < 0 ? "n/a" : "%sx tdoku's minimiser loop's rate",
             num(s->tdoku_gen_ratio));
    row(md, "minimal unique 9x9 at least tdoku's minimiser loop's rate (aim 1.5x)", txt,
        all_at_least(&s->tdoku_gen_ratio, 1, 1.0));
    state = s->gen16_median_ms < 0 || s->gen16_p90_ms < 0 ? -1 : s->gen16_median_ms <= 20 && s->gen16_p90_ms <= 60;
    snprintf(txt, sizeof txt, state < 0 ? "n/a" : "median %s ms, p90 %s ms", num(s->gen16_median_ms),
             num(s->gen16_p90_ms));
    row(md, "minimal 16x16: median <= 20 ms, p90 <= 60 ms", txt, state);
    /* Puzzles 0-4 of the seed, each in the run's budget, stopping when 3 are over it (the median is then over too);
       the quick runs' budgets are under 60 s, and judge nothing. */
    if (s->gen25_puzzles_run < 0)
        snprintf(txt, sizeof txt, "n/a");
    else if (s->gen25_median_s <= s->gen25_budget_s)
        snprintf(txt, sizeof txt, "median %s s CPU: %d of %d puzzles minimal within %s s", num(s->gen25_median_s),
                 s->gen25_puzzles_done, s->gen25_puzzles_run, num(s->gen25_budget_s));
    else
        snprintf(txt, sizeof txt, "median over %s s CPU: %d of %d puzzles tried minimal within %s s, the others "
                 "stopped there (the most empties puzzle 0 reached: the table below)", num(s->gen25_budget_s),
                 s->gen25_puzzles_done, s->gen25_puzzles_run, num(s->gen25_budget_s));
    row(md, "minimal 25x25: median <= 60 s CPU over 5 seeds", txt,
        s->gen25_puzzles_run < 0 ? -1 : s->gen25_budget_s < 60 ? -2 : s->gen25_median_s <= 60);
    if (s->fm_sizes > 0)
        snprintf(txt, sizeof txt, "%sx to %sx faster; no more clues at %d of %d sizes", num(s->fm_speedup_min),
                 num(s->fm_speedup_max), s->fm_sparser, s->fm_sizes);
    else
        snprintf(txt, sizeof txt, "n/a");
    state = s->fm_sizes == 0 ? -1 : s->fm_speedup_min >= 10 && s->fm_sparser == s->fm_sizes;
    row(md, "Fillomino generation 10x `sgt-filling --generate`'s speed at every size, with no more clues", txt, state);
    snprintf(txt, sizeof txt, s->fm_big_cpu_s < 0 ? "n/a" : "%s s CPU", num(s->fm_big_cpu_s));
    row(md, "janko's 64x50 Fillomino solved and counted in under 1 s", txt,
        s->fm_big_cpu_s < 0 ? -1 : s->fm_big_cpu_s < 1.0);
    fprintf(md, "\n");
}
