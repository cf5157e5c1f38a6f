/* cmd_gen.c: `fillomino gen`: puzzle i of a seed made on -j workers (one generator each, reused for the
   run), written in order as blocks, lines, Tatham ids or JSON, to stdout or -o FILE (with --resume). */
#include "dlx/cli.h"
#include "dlx/kind.h"
#include "fillomino/fm_features.h"
#include "fillomino/format.h"
#include "fillomino/gen.h"
#include "fillomino/lean.h"
#include "fillomino/reader.h"
#include "fillomino/solver.h"
#include "dlx/tool_exit.h"
#include "dlx/version.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "fillomino/tool.h"

/* A bound as the text of its number, for the option messages. */
#define WORDS(bound) WORDS_OF(bound)
#define WORDS_OF(bound) #bound

typedef struct gen_ctx {
    int w, h, transforms, form, with_solution;
    int quiet; /* the last kept puzzle made again for --resume to compare: its notes were given then */
    unsigned long long seed;
    fm_gen_opts opts;
    fm_gen **gens; /* one generator (and solver) per worker, reused for the whole run */
    void **mems;
} gen_ctx;

/* --format json's "options": the options beside the defaults that made the puzzle (another one than the seed and
   index make without them), in the command line's words, so that bin/bank add knows the request it answers. */
static void put_json_options(cj_buf *b, const gen_ctx *c, int w, int h)
{
    static const int symmetries[] = {CJ_SYM_ROT180, CJ_SYM_ROT90, CJ_SYM_MIRROR, CJ_SYM_FLIP, CJ_SYM_DIAGONAL}; /* FM_SYM_'s */
    const fm_gen_opts *o = &c->opts;
    char why[FM_MAX_REGION_REFUSAL_BYTES];
    cj_buf words = {0};
    if (o->strategy == FM_STRAT_SYMMETRIC)
        cj_buf_printf(&words, " --symmetry %s", cj_symmetry_name(symmetries[o->symmetry]));
    else if (o->strategy == FM_STRAT_PUZZLEJAR)
        cj_buf_printf(&words, " --strategy puzzlejar");
    if (o->target_empty >= 0)
        cj_buf_printf(&words, " --empty %d", o->target_empty);
    if (o->max_solutions != 1)
        cj_buf_printf(&words, " --max-solutions %d", o->max_solutions);
    if (o->max_region != fm_max_region_for(w, h, 0, 0, why))
        cj_buf_printf(&words, " --max-region %d", o->max_region);
    if (o->no_hidden)
        cj_buf_printf(&words, " --no-hidden-regions");
    if (o->regions_first)
        cj_buf_printf(&words, " --regions-first");
    if (o->check_nodes != 0)
        cj_buf_printf(&words, " --max-nodes %ld", o->check_nodes < 0 ? 0 : o->check_nodes);
    cj_put_json_options(b, &words);
}

static void put_puzzle(cj_buf *b, const gen_ctx *c, long index, const fm_val *puzzle,
                       const fm_val *solution, int w, int h, const char *tname)
{
    if (c->form == OUT_BLOCK) {
        char header[160];
        snprintf(header, sizeof header, "# %dx%d seed=%llu index=%ld clues=%d%s%s", w, h, c->seed,
                 index, fm_count_clues(puzzle, w * h), tname ? " transform=" : "", tname ? tname : "");
        fm_put_board(b, puzzle, w, h, OUT_BLOCK, header);
        if (c->with_solution)
            fm_put_board(b, solution, w, h, OUT_BLOCK, "## solution");
        cj_buf_put(b, "\n", 1);
        return;
    }
    if (c->form == OUT_JSON) { /* the line forms as `bin/bank add` reads them */
        cj_buf_printf(b, "{\"kind\":\"fillomino\",\"width\":%d,\"height\":%d,\"seed\":%llu,\"index\":%ld,", w, h,
                      c->seed, index);
        cj_buf_put(b, "\"puzzle\":\"", 10);
        fm_put_board(b, puzzle, w, h, OUT_LINE, NULL);
        cj_buf_put(b, "\",\"solution\":\"", 14);
        fm_put_board(b, solution, w, h, OUT_LINE, NULL);
        cj_buf_printf(b, "\",\"clues\":%d,\"empty\":%d%s%s%s", fm_count_clues(puzzle, w * h),
                      w * h - fm_count_clues(puzzle, w * h), tname ? ",\"transform\":\"" : "", tname ? tname : "",
                      tname ? "\"" : "");
        put_json_options(b, c, w, h);
        cj_buf_put(b, "}\n", 2);
        return;
    }
    fm_put_board(b, puzzle, w, h, c->form, NULL);
    if (c->with_solution) {
        cj_buf_put(b, " ", 1);
        fm_put_board(b, solution, w, h, c->form, NULL);
    }
    cj_buf_put(b, "\n", 1);
}

/* count 'error' records in the puzzles' place: a puzzle not made, or variants its symmetries leave out, so a
   record stays 1 + K lines (what --resume counts) */
static void put_errors(cj_buf *out, const gen_ctx *c, int count)
{
    while (count-- > 0)
        cj_buf_printf(out, "error\n%s", c->form == OUT_BLOCK ? "\n" : "");
}

static int gen_job(void *ctx, int worker, long index, cj_buf *out)
{
    gen_ctx *c = ctx;
    int n = c->w * c->h, rc, k;
    cj_rng rng;
    fm_gen_stats st;
    fm_val *puzzle, *solution, *tp, *ts;
    if (c->gens[worker] == NULL) {
        size_t bytes = fm_gen_bytes(c->w, c->h);
        c->mems[worker] = malloc(bytes);
        if (c->mems[worker] == NULL)
            return put_errors(out, c, 1 + c->transforms), 1;
        c->gens[worker] = fm_gen_init(c->mems[worker], bytes, c->w, c->h);
    }
    puzzle = malloc(sizeof(fm_val) * (size_t)n * 4);
    if (puzzle == NULL)
        return put_errors(out, c, 1 + c->transforms), 1;
    solution = puzzle + n;
    tp = solution + n;
    ts = tp + n;
    cj_rng_seed(&rng, (uint64_t)c->seed, (uint64_t)index);
    rc = fm_gen_puzzle(c->gens[worker], &c->opts, &rng, puzzle, solution, &st);
    if (rc == FM_ERR_TARGET && !c->quiet) {
        cj_note("%s: puzzle %ld: none of %d boards could be emptied to %d empty cells\n", FM_TOOL, index,
                FM_TARGET_BOARDS, c->opts.target_empty);
    } else if (rc != 0 && !c->quiet) {
        cj_note("%s: puzzle %ld: could not build a %dx%d board with regions of at most %d\n",
                FM_TOOL, index, c->w, c->h, c->opts.max_region);
    }
    if (rc != 0) {
        put_errors(out, c, 1 + c->transforms);
        free(puzzle);
        return 1;
    }
    put_puzzle(out, c, index, puzzle, solution, c->w, c->h, NULL);
    rc = 0;
    if (c->transforms > 0) { /* K grids unlike the puzzle and each other, as bin/gen's --transforms */
        int pick[FM_TRANSFORMS - 1], kept[FM_TRANSFORMS], made = 1, j;
        for (k = 0; k < FM_TRANSFORMS - 1; k++)
            pick[k] = k + 1;
        cj_rng_shuffle(&rng, pick, FM_TRANSFORMS - 1);
        kept[0] = 0; /* the puzzle itself */
        for (k = 0; k < FM_TRANSFORMS - 1 && made <= c->transforms; k++) {
            int tw, th, uw, uh, same = 0;
            fm_transform(puzzle, c->w, c->h, pick[k], tp, &tw, &th);
            for (j = 0; j < made && !same; j++) {
                fm_transform(puzzle, c->w, c->h, kept[j], ts, &uw, &uh);
                same = uw == tw && uh == th && memcmp(tp, ts, sizeof(fm_val) * (size_t)n) == 0;
            }
            if (same)
                continue;
            kept[made++] = pick[k];
            fm_transform(solution, c->w, c->h, pick[k], ts, &tw, &th);
            put_puzzle(out, c, index, tp, ts, tw, th, fm_transform_name(pick[k]));
        }
        if (made <= c->transforms) {
            if (!c->quiet)
                cj_note("%s: puzzle %ld: only %d distinct variant%s besides the puzzle itself exist (it has "
                    "symmetries), not %d: wrote those, then 'error' for each missing\n", FM_TOOL, index, made - 1,
                    made == 2 ? "" : "s", c->transforms);
            put_errors(out, c, c->transforms - (made - 1));
            rc = 1;
        }
    }
    free(puzzle);
    return rc;
}

int fm_cmd_gen(int argc, char **argv)
{
    gen_ctx c;
    long w = 0, h = 0, count = 1, first = 0, last = -1, threads = 1, v;
    cj_kept found;
    int i, progress = 0, have_sym = 0, have_strategy = 0, have_range = 0, have_n = 0, resume = 0;
    long failures;
    const char *output = NULL;
    memset(&c, 0, sizeof c);
    c.seed = 1;
    c.form = OUT_BLOCK;
    c.opts.max_solutions = 1;
    c.opts.target_empty = -1;
    c.opts.strategy = FM_STRAT_RANDOM;
    c.opts.symmetry = FM_SYM_ROT180;
    c.opts.regions_first = 0; /* single clues, larger regions first: sparser than whole regions first */
    for (i = 0; i < argc; i++) {
        const char *a;
        if (fm_opt_value(argc, argv, &i, "--width", &a)) {
            if (cj_parse_long(a, 1, FM_MAX_SIDE, &w) != 0)
                return fm_bad_option("bad --width '%s' (a side from 1 to " WORDS(FM_MAX_SIDE) ")", a ? a : "");
        } else if (fm_opt_value(argc, argv, &i, "--height", &a)) {
            if (cj_parse_long(a, 1, FM_MAX_SIDE, &h) != 0)
                return fm_bad_option("bad --height '%s' (a side from 1 to " WORDS(FM_MAX_SIDE) ")", a ? a : "");
        } else if (fm_opt_value(argc, argv, &i, "--size", &a)) {
            if (cj_parse_long(a, 1, FM_MAX_SIDE, &w) != 0)
                return fm_bad_option("bad --size '%s' (a side from 1 to " WORDS(FM_MAX_SIDE) ")", a ? a : "");
            h = w;
        } else if (fm_opt_value(argc, argv, &i, "-n", &a)) {
            if (cj_parse_long(a, 0, 1L << 40, &count) != 0)
                return fm_bad_option("bad -n '%s' (a count from 0 to 2^40)", a ? a : "");
            have_n = 1;
        } else if (fm_opt_value(argc, argv, &i, "--seed", &a)) {
            if (cj_parse_seed(a, &c.seed) != 0)
                return fm_bad_option("bad --seed '%s' (a whole number from 0 to 2^64-1)", a ? a : "");
        } else if (fm_opt_value(argc, argv, &i, "--max-region", &a)) {
            if (cj_parse_long(a, 1, FM_MAX_CELLS, &v) != 0)
                return fm_bad_option("bad --max-region '%s' (a size from 1 to " WORDS(FM_MAX_CELLS) ")", a ? a : "");
            c.opts.max_region = (int)v;
        } else if (fm_opt_value(argc, argv, &i, "--max-solutions", &a)) {
            if (cj_parse_long(a, 1, 1000000, &v) != 0)
                return fm_bad_option("bad --max-solutions '%s' (a count from 1 to 1000000)", a ? a : "");
            c.opts.max_solutions = (int)v;
        } else if (fm_opt_value(argc, argv, &i, "--empty", &a)) {
            if (cj_parse_long(a, 0, FM_MAX_CELLS, &v) != 0)
                return fm_bad_option("bad --empty '%s' (a count from 0 to " WORDS(FM_MAX_CELLS) ")", a ? a : "");
            c.opts.target_empty = (int)v;
        } else if (strcmp(argv[i], "--minimal") == 0) {
            c.opts.target_empty = -1;
        } else if (fm_opt_value(argc, argv, &i, "--strategy", &a)) {
            have_strategy = 1;
            if (a && strcmp(a, "random") == 0) c.opts.strategy = FM_STRAT_RANDOM;
            else if (a && strcmp(a, "puzzlejar") == 0) c.opts.strategy = FM_STRAT_PUZZLEJAR;
            else if (a && strcmp(a, "symmetric") == 0) c.opts.strategy = FM_STRAT_SYMMETRIC;
            else return fm_bad_option("bad --strategy '%s' (random, puzzlejar, symmetric)", a ? a : "");
        } else if (fm_opt_value(argc, argv, &i, "--symmetry", &a)) {
            have_sym = 1;
            if (a && strcmp(a, "none") == 0) { /* as bin/gen's: the strategy's own default again */
                have_sym = 0;
                c.opts.symmetry = FM_SYM_ROT180;
            }
            else if (a && strcmp(a, "rot180") == 0) c.opts.symmetry = FM_SYM_ROT180;
            else if (a && strcmp(a, "rot90") == 0) c.opts.symmetry = FM_SYM_ROT90;
            else if (a && strcmp(a, "mirror") == 0) c.opts.symmetry = FM_SYM_MIRROR;
            else if (a && strcmp(a, "flip") == 0) c.opts.symmetry = FM_SYM_FLIP;
            else if (a && strcmp(a, "diagonal") == 0) c.opts.symmetry = FM_SYM_DIAGONAL;
            else return fm_bad_option("bad --symmetry '%s' (none, rot180, rot90, mirror, flip, diagonal)", a ? a : "");
        } else if (strcmp(argv[i], "--no-hidden-regions") == 0) {
            c.opts.no_hidden = 1;
        } else if (strcmp(argv[i], "--regions-first") == 0) {
            c.opts.regions_first = 1;
        } else if (strcmp(argv[i], "--no-regions-first") == 0) {
            c.opts.regions_first = 0;
        } else if (fm_opt_value(argc, argv, &i, "--transforms", &a)) {
            if (cj_parse_long(a, 0, FM_TRANSFORMS - 1, &v) != 0)
                return fm_bad_option("bad --transforms '%s' (0 to 7)", a ? a : "");
            c.transforms = (int)v;
        } else if (fm_opt_value(argc, argv, &i, "--format", &a)) {
            if (a && strcmp(a, "json") == 0)
                c.form = OUT_JSON;
            else if (fm_parse_format(a, &c.form) != 0)
                return fm_bad_option("bad --format '%s' (block, line, tatham, json)", a ? a : "");
        } else if (fm_opt_value(argc, argv, &i, "-j", &a)) {
            if (cj_parse_long(a, 1, 1024, &threads) != 0)
                return fm_bad_option("bad -j '%s'", a ? a : "");
        } else if (fm_opt_value(argc, argv, &i, "--range", &a)) {
            if (a == NULL || cj_parse_range(a, &first, &last) != 0)
                return fm_bad_option("bad --range '%s' (want A:B with 0 <= A < B <= 2^62)", a ? a : "");
            have_range = 1;
        } else if (strcmp(argv[i], "--progress") == 0) {
            progress = 1;
        } else if (strcmp(argv[i], "--with-solution") == 0) {
            c.with_solution = 1;
        } else if (fm_opt_value(argc, argv, &i, "-o", &a) || fm_opt_value(argc, argv, &i, "--output", &a)) {
            if (a == NULL)
                return fm_bad_option("-o needs a file%s", "");
            output = a;
        } else if (strcmp(argv[i], "--resume") == 0) {
            resume = 1;
        } else if ((v = fm_max_nodes_option(argc, argv, &i, &c.opts.check_nodes)) != 0) {
            if (v < 0)
                return 2;
            if (c.opts.check_nodes == 0)
                c.opts.check_nodes = -1; /* the library's "no cap" */
        } else {
            return fm_other_option(argv[i]);
        }
    }
    if (w == 0 || h == 0)
        return fm_bad_option("gen needs --width and --height (or --size)%s", "");
    if (!fm_shape_ok((int)w, (int)h))
        return fm_bad_option("board too large (at most %s cells)", "65535");
    if (have_sym && !have_strategy)
        c.opts.strategy = FM_STRAT_SYMMETRIC;
    if (have_sym && c.opts.strategy != FM_STRAT_SYMMETRIC) /* those orders empty single clues */
        return fm_bad_option("--symmetry goes with --strategy symmetric (or none), not --strategy %s",
                             c.opts.strategy == FM_STRAT_RANDOM ? "random" : "puzzlejar");
    if (c.opts.strategy == FM_STRAT_SYMMETRIC && !fm_symmetry_ok(c.opts.symmetry, (int)w, (int)h))
        return fm_bad_option("--symmetry %s needs a square board", c.opts.symmetry == FM_SYM_ROT90 ? "rot90" : "diagonal");
    { /* sgt-filling refuses an id with a value past max(W, H, 3), or 9 */
        char why[FM_MAX_REGION_REFUSAL_BYTES];
        c.opts.max_region = fm_max_region_for((int)w, (int)h, c.opts.max_region, c.form == OUT_TATHAM, why);
        if (c.opts.max_region == 0)
            return fm_bad_option("%s", why);
    }
    if (c.opts.target_empty > w * h)
        return fm_bad_option("--empty larger than the board%s", "");
    if (!fm_target_possible(&c.opts, (int)w, (int)h)) { /* refused before any board is drawn */
        char say[128];
        if (c.opts.target_empty == w * h)
            snprintf(say, sizeof say, "%ld cannot be met: a board of %ld cells with no clue has more than one "
                     "solution", w * h, w * h);
        else
            snprintf(say, sizeof say, "%d cannot be met: the symmetry empties whole orbits of cells, and those of "
                     "a %ldx%ld board add up to no %d", c.opts.target_empty, w, h, c.opts.target_empty);
        return fm_bad_option("--empty %s", say);
    }
    if (have_range && have_n)
        return fm_bad_option("give -n or --range, not both%s", "");
    if (!have_range) {
        first = 0;
        last = count;
    }
    if (resume && (output == NULL || c.form == OUT_BLOCK))
        return fm_bad_option("--resume needs -o FILE and a one-line format (line, tatham or json)%s", "");
    if (output != NULL && (failures = cj_output_to(FM_TOOL, output, resume, 1 + c.transforms, &first, last, &found)))
        return failures < 0 ? 2 : 1; /* refused, or FILE cannot be written */
    c.w = (int)w;
    c.h = (int)h;
    c.gens = calloc((size_t)threads, sizeof *c.gens);
    c.mems = calloc((size_t)threads, sizeof *c.mems);
    if (c.gens == NULL || c.mems == NULL)
        return 2;
    c.quiet = 1;
    failures = resume ? cj_resume_check(FM_TOOL, output, &found, gen_job, &c) : 0;
    failures = failures > 0 ? -2 : failures; /* FILE not written: exit status 1 */
    c.quiet = 0;
    if (failures == 0)
        failures = first < last ? cj_run_jobs(first, last, (int)threads, gen_job, &c, progress, FM_TOOL, "puzzles") : 0;
    for (i = 0; i < threads; i++)
        free(c.mems[i]);
    free(c.gens);
    free(c.mems);
    /* a refused resume: bad usage; a puzzle not made (no board reached --empty, or no board with
       regions that small): not all the work could be done */
    return failures == -1 ? 2 : failures != 0 ? 1 : 0;
}
