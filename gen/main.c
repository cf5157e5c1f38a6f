/* main.c: bin/gen: generates Sudoku puzzles of any box shape (puzzle i a pure function of seed, i and
   options, for any -j or --range), and `gen transform` for puzzles read from files or stdin. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "dlx/cli.h"
#include "dlx/grid_text.h"
#include "dlx/kind.h"
#include "dlx/puzzle_io.h"
#include "dlx/shape.h"
#include "gen/generator.h"
#include "gen/gen_level.h"
#include "gen/kinds/driver.h"
#include "gen/tatham.h"
#include "gen/transform.h"
#include "dlx/tool_exit.h"
#include "dlx/version.h"
#include "gen/gen_cli.h"

typedef struct worker {
    generator *g;
    cj_budget budget;    /* --budget's deadline, read without a system call while the wall clock is within it */
    gen_level_grader *grader;
    int progress;        /* --progress: report long puzzles as they go */
    long index;          /* the puzzle being made */
    double started, shown;
    gen_stats at_start;  /* the generator's totals when this puzzle began */
    long short_variants; /* puzzles given fewer --transforms variants than asked */
} worker;

typedef struct run {
    const config *cfg;
    worker *workers;
    int checking; /* remaking --resume's last kept puzzle to compare: not one of the run's (no --stats line) */
} run;

/* Asked by the generator before each check of a later round (from the worker's own thread): with
   --progress, a line for a puzzle that takes long (a minimal 25x25 takes minutes) after 2 s, then each
   time its time has doubled, at most a minute apart; then whether the budget allows going on (a thread's CPU
   clock is a system call, asked some 30 times a 9x9 puzzle: without --progress, only once past the budget). */
static int before_deadline(void *ctx)
{
    worker *w = ctx;
    double t, waited = w->shown - w->started;
    if (w->progress && (t = cj_thread_seconds()) - w->shown >= (waited < 2.0 ? 2.0 : waited > 60.0 ? 60.0 : waited)) {
        const gen_stats *s = gen_get_stats(w->g);
        w->shown = t;
        cj_note("gen: puzzle %ld: %llu checks (%llu put off), %.1f M nodes, %.0f s CPU\n", w->index,
                (unsigned long long)(s->checks - w->at_start.checks),
                (unsigned long long)(s->put_off - w->at_start.put_off), (double)(s->nodes - w->at_start.nodes) / 1e6,
                t - w->started);
    }
    return cj_budget_left(&w->budget);
}

/* --stats: one puzzle's line on stderr, its counts (which the seed fixes) and its CPU time (which the machine
   does), as bin/bench's gen.csv has them. */
static void put_puzzle_stats(const worker *w, int rc)
{
    const gen_stats *s = gen_get_stats(w->g), *a = &w->at_start;
    cj_note("gen: stats: puzzle=%ld ok=%d empties=%d reached=%d checks=%llu kept=%llu put_off=%llu nodes=%llu "
            "kept_nodes=%llu attempts=%llu cpu_s=%.6f\n", w->index, rc >= 0, rc >= 0 ? rc : -1, s->most_empties,
            (unsigned long long)(s->checks - a->checks), (unsigned long long)(s->kept - a->kept),
            (unsigned long long)(s->put_off - a->put_off), (unsigned long long)(s->nodes - a->nodes),
            (unsigned long long)(s->kept_nodes - a->kept_nodes), (unsigned long long)(s->attempts - a->attempts),
            cj_thread_seconds() - w->started);
}

static void put_json_string(cj_buf *out, const char *key, const char *value)
{
    cj_buf_printf(out, "\"%s\":\"%s\"", key, value);
}

/* --format json's "options": the options beside the defaults that made the puzzle (another one than the seed and
   index make without them), in the command line's words, so that bin/bank add knows the request it answers. */
static void put_json_options(const config *c, cj_buf *out)
{
    const gen_options *g = &c->gen;
    cj_buf words = {0};
    if (g->strategy == GEN_SYMMETRIC) /* the generator's symmetry for the strategy alone is rot180 */
        cj_buf_printf(&words, " --symmetry %s", cj_symmetry_name(g->symmetry != GEN_SYM_NONE ? (int)g->symmetry
                                                                                              : CJ_SYM_ROT180));
    else if (g->strategy == GEN_PUZZLEJAR)
        cj_buf_printf(&words, " --strategy puzzlejar");
    if (g->target_empty >= 0)
        cj_buf_printf(&words, " --empty %d", g->target_empty);
    if (g->max_solutions != 1)
        cj_buf_printf(&words, " --max-solutions %d", g->max_solutions);
    cj_put_json_options(out, &words);
}

/* Appends one puzzle in the chosen format. */
static void put_puzzle(const config *c, cj_buf *out, const uint8_t *puzzle, const uint8_t *solution, long index,
                       int variant, const char *level)
{
    char text[SUDOKU_MAX_N * SUDOKU_MAX_N * 4 + 16];
    int clues = 0, k;
    for (k = 0; k < c->n * c->n; k++)
        clues += puzzle[k] != 0;
    switch (c->format) {
    case OUT_LINE:
        cj_put_grid(out, puzzle, c->n, CJ_FORMAT_LINE, c->symbols);
        if (c->with_solution) {
            cj_buf_put(out, " ", 1);
            cj_put_grid(out, solution, c->n, CJ_FORMAT_LINE, c->symbols);
        }
        cj_buf_put(out, "\n", 1);
        break;
    case OUT_GRID:
        cj_put_grid(out, puzzle, c->n, CJ_FORMAT_GRID, c->symbols);
        if (c->with_solution) { /* its rows right under the puzzle's, as the grid readers take a solution */
            cj_buf_put(out, "## solution\n", 12);
            cj_put_grid(out, solution, c->n, CJ_FORMAT_GRID, c->symbols);
        }
        cj_buf_put(out, "\n", 1);
        break;
    case OUT_TATHAM:
        tatham_encode(puzzle, c->box_rows, c->box_cols, text, sizeof text);
        cj_buf_put(out, text, strlen(text));
        if (c->with_solution) {
            tatham_encode(solution, c->box_rows, c->box_cols, text, sizeof text);
            cj_buf_printf(out, " %s", text);
        }
        cj_buf_put(out, "\n", 1);
        break;
    case OUT_JSON:
        cj_buf_printf(out, "{\"size\":%d,\"box\":\"%dx%d\",\"seed\":%llu,\"index\":%ld,\"variant\":%d,", c->n,
                      c->box_rows, c->box_cols, c->seed, index, variant);
        cj_grid_format(puzzle, c->n, c->symbols, text);
        put_json_string(out, "puzzle", text);
        cj_grid_format(solution, c->n, c->symbols, text);
        cj_buf_put(out, ",", 1);
        put_json_string(out, "solution", text);
        cj_buf_printf(out, ",\"clues\":%d,\"empty\":%d", clues, c->n * c->n - clues);
        if (level != NULL)
            cj_buf_printf(out, ",\"level\":\"%s\"", level);
        put_json_options(c, out);
        cj_buf_put(out, "}\n", 2);
        break;
    }
}

/* Where make_one's variants go: each with its solution transformed alike. */
typedef struct variant_out {
    const config *c;
    cj_buf *out;
    const uint8_t *solution;
    long index;
    const char *level;
} variant_out;

static void put_variant(void *ctx, const gen_transform *t, const uint8_t *variant, int number)
{
    const variant_out *v = ctx;
    uint8_t solution[SUDOKU_MAX_N * SUDOKU_MAX_N];
    gen_transform_apply(t, v->c->n, v->solution, solution);
    put_puzzle(v->c, v->out, variant, solution, v->index, number, v->level);
}

/* count 'error' lines (grid: blocks) in the place of a puzzle given up or of variants a puzzle's symmetries
   leave out, so a record stays 1 + K lines (what --resume counts) */
static void put_errors(const config *c, cj_buf *out, int count)
{
    while (count-- > 0)
        cj_buf_put(out, c->format == OUT_GRID ? "error\n\n" : "error\n", c->format == OUT_GRID ? 7 : 6);
}

static int make_one(void *ctx, int w, long index, cj_buf *out)
{
    run *r = ctx;
    const config *c = r->cfg;
    worker *wk = &r->workers[w];
    uint8_t puzzle[SUDOKU_MAX_N * SUDOKU_MAX_N], solution[SUDOKU_MAX_N * SUDOKU_MAX_N];
    cj_rng rng;
    int rc;
    const char *level = NULL;
    long seq = index;
    cj_rng_seed(&rng, c->seed, (uint64_t)index);
    if (c->per_level > 0) { /* indices 0..K-1 easy, K..2K-1 medium, ... */
        int want = (int)(index / c->per_level);
        gen_set_want_level(wk->g, want);
        level = gen_level_name(want);
    } else if (c->difficulty != NULL) {
        level = c->difficulty;
    }
    wk->started = wk->shown = c->budget > 0 || c->progress || c->stats ? cj_thread_seconds() : 0;
    cj_budget_start(&wk->budget, c->budget);
    wk->index = index;
    wk->at_start = *gen_get_stats(wk->g);
    rc = gen_puzzle(wk->g, &rng, puzzle, solution);
    if (c->stats && !r->checking)
        put_puzzle_stats(wk, rc);
    if (rc < 0) {
        if (level)
            cj_note("gen: puzzle %ld: gave up after %g s (budget) without finding a puzzle of level %s; "
                    "try a larger --budget\n", seq, c->budget, level);
        else
            cj_note("gen: puzzle %ld: gave up after %g s (budget) without %s; try a larger --budget\n", seq,
                    c->budget, c->gen.target_empty < 0 ? "making it minimal" : "reaching the --empty target");
        put_errors(c, out, 1 + c->transforms); /* its record, so that record i stays puzzle i */
        return 1;
    }
    put_puzzle(c, out, puzzle, solution, index, 0, level);
    if (c->transforms > 0) {
        variant_out v;
        int made;
        v.c = c;
        v.out = out;
        v.solution = solution;
        v.index = index;
        v.level = level;
        made = gen_distinct_variants(c->box_rows, c->box_cols, puzzle, c->transforms, &rng, put_variant, &v);
        if (made < c->transforms) {
            if (made < 0)
                cj_note("gen: puzzle %ld: out of memory for %d variants\n", seq, c->transforms);
            else {
                char why[128];
                gen_variants_why(c->box_rows, c->box_cols, made, why, sizeof why);
                cj_note("gen: puzzle %ld: only %d distinct variants besides the puzzle itself exist (%s), not %d: "
                        "wrote those, then 'error' for each missing\n", seq, made, why, c->transforms);
            }
            put_errors(c, out, c->transforms - (made < 0 ? 0 : made));
            wk->short_variants++;
        }
    }
    return 0;
}

int main(int argc, char **argv)
{
    int version_status;
    config c;
    run r;
    int transform_mode = 0, w, status = 0;
    const char *named;
    long failures;
    cj_kept found;
    cj_check_stdout_at_exit("gen");
    if ((version_status = cj_version(argc, argv, "gen", 1)) >= 0)
        return version_status;
    if (kind_driver_wanted(&argc, argv)) /* --variant KIND: through the kind's table */
        return kind_driver_generate("gen", argc, argv);
    if (gen_parse_args(argc, argv, &c, &transform_mode, &named) != 0)
        return free(c.files), 2;
    if (transform_mode) {
        status = gen_transform_main(&c, named);
        free(c.files);
        return status;
    }
    if (c.nfiles > 0) /* generating reads no file */
        return gen_fail("unexpected argument '%s' (see --help)", c.files[0]), free(c.files), 2;
    if (c.stats) /* its lines are what was asked for: once the options are taken (a refusal is still 2) */
        cj_stderr_is_output();
    free(c.files);
    if (c.resume && (c.output == NULL || c.format == OUT_GRID))
        return gen_fail("%s", "--resume needs -o FILE and a one-line format (line, json or tatham)"), 2;
    if (c.output != NULL && (status = cj_output_to("gen", c.output, c.resume, 1 + c.transforms, &c.first, c.last,
                                                    &found)) != 0)
        return status < 0 ? 2 : 1;
    if (c.format == OUT_LINE || c.format == OUT_GRID)
        cj_note_box_unwritten("gen", c.n, c.box_rows, c.box_cols, c.format == OUT_LINE ? "line" : "grid", 1);
    if (c.threads > c.last - c.first && c.last > c.first)
        c.threads = (int)(c.last - c.first);
    c.gen.box_rows = c.box_rows;
    c.gen.box_cols = c.box_cols;
    r.cfg = &c;
    r.workers = calloc((size_t)c.threads, sizeof *r.workers);
    if (r.workers == NULL)
        return 2;
    for (w = 0; w < c.threads; w++) {
        gen_options o = c.gen;
        size_t bytes = gen_bytes(c.box_rows, c.box_cols);
        void *mem = malloc(bytes);
        o.keep_going = before_deadline;
        o.keep_going_ctx = &r.workers[w];
        r.workers[w].progress = c.progress;
        if (c.difficulty || c.per_level) {
            r.workers[w].grader = gen_level_new(c.box_rows, c.box_cols);
            if (r.workers[w].grader == NULL) {
                fprintf(stderr, "gen: out of memory for the grader\n");
                return 2;
            }
            o.level = gen_level_grade;
            o.level_ctx = r.workers[w].grader;
            o.want_level = c.difficulty ? gen_level_parse(c.difficulty) : 0;
        }
        r.workers[w].g = mem ? gen_init(mem, bytes, &o) : NULL;
        if (r.workers[w].g == NULL) {
            fprintf(stderr, "gen: cannot build a generator for %dx%d boxes\n", c.box_rows, c.box_cols);
            return 2;
        }
    }
    r.checking = 1;
    if (c.resume && (status = cj_resume_check("gen", c.output, &found, make_one, &r)) != 0)
        status = status < 0 ? 2 : 1;
    r.checking = 0;
    gen_reset_stats(r.workers[0].g); /* the check's puzzle is not the run's */
    failures = status == 0 && c.first < c.last
                   ? cj_run_jobs(c.first, c.last, c.threads, make_one, &r, c.progress, "gen", "puzzles")
                   : 0;
    if (c.stats && status == 0) {
        gen_stats sum;
        memset(&sum, 0, sizeof sum);
        for (w = 0; w < c.threads; w++) {
            const gen_stats *s = gen_get_stats(r.workers[w].g);
            sum.checks += s->checks;
            sum.nodes += s->nodes;
            sum.attempts += s->attempts;
            sum.kept += s->kept;
            sum.kept_nodes += s->kept_nodes;
            sum.put_off += s->put_off;
            sum.builds += s->builds;
        }
        fprintf(stderr,
                "gen: stats: puzzles=%ld checks=%llu kept=%llu put_off=%llu nodes=%llu kept_nodes=%llu "
                "attempts=%llu engine_builds=%d workers=%d\n",
                c.last - c.first - failures, (unsigned long long)sum.checks, (unsigned long long)sum.kept,
                (unsigned long long)sum.put_off, (unsigned long long)sum.nodes, (unsigned long long)sum.kept_nodes,
                (unsigned long long)sum.attempts, sum.builds, c.threads);
    }
    for (w = 0; w < c.threads; w++) {
        if (r.workers[w].short_variants > 0)
            status = 1; /* each reported as it came */
        free(r.workers[w].g);
        gen_level_free(r.workers[w].grader);
    }
    free(r.workers);
    if (failures > 0) {
        fprintf(stderr, "gen: %ld of %ld puzzle%s not made\n", failures, c.last - c.first, c.last - c.first == 1 ? "" : "s");
        status = 1;
    }
    return status;
}
