/* main.c: bin/gen: generates Sudoku puzzles of any box shape (puzzle i a pure function of seed, i and
   options, for any -j or --range), and `gen transform` for puzzles read from files or stdin. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "dlx/cli.h"
#include "dlx/grid_text.h"
#include "dlx/puzzle_io.h"
#include "dlx/shape.h"
#include "gen/generator.h"
#include "gen/gen_level.h"
#include "gen/kinds/driver.h"
#include "gen/tatham.h"
#include "gen/transform.h"
#include "dlx/tool_exit.h"
#include "dlx/version.h"

static const char usage[] =
    "usage: gen [options]                 generate puzzles, one per line\n"
    "       gen transform [options] [FILE...]   transform puzzles read from files or stdin\n"
    "  --size N            side of the grid (default 9); --box RxC for the box (default per N)\n"
    "  -n, --number N      how many puzzles (default 1)\n"
    "  --seed S            random seed (default 1): puzzle i depends only on S, i and the options\n"
    "  --range A:B         generate puzzles A..B-1 only (to shard a run); replaces -n\n"
    "  -j N                worker threads (default 1); the output is the same for any N\n"
    "  --strategy S        random | puzzlejar | symmetric (default random)\n"
    "  --symmetry S        rot180 | rot90 | mirror | diagonal | none (implies symmetric)\n"
    "  --max-solutions K   at most K solutions (default 1: unique)\n"
    "  --empty T           stop at T empty squares; restarts until reached (see --budget)\n"
    "  --minimal           empty until no clue can be removed (the default)\n"
    "  --budget SECONDS    give up on a puzzle after this long (default 60 with --empty/--difficulty)\n"
    "  --difficulty L      easy | medium | hard | evil (graded by classify's logical grader)\n"
    "  --per-level K       K puzzles of each level (PuzzleJAR's PuzzComplDict), grouped by level\n"
    "  --transforms K      after each puzzle, K distinct transformed variants\n"
    "  --format F          line | grid | json | tatham (default line)\n"
    "  --with-solution     add the solution (line: second column)\n"
    "  --symbols STRING    value alphabet for line output (default 1-9A-Za-z)\n"
    "  --progress / --no-progress   progress on stderr: puzzles done, and every 2 s the checks of a\n"
    "                      long puzzle (default: when stderr is a terminal)\n"
    "  --variant KIND      another puzzle kind (fillomino, ...): see gen --variant KIND --help\n"
    "  --stats             totals on stderr: checks (kept, put off), nodes, attempts, engine builds\n"
    "  -o FILE             write the puzzles to FILE (whole lines, flushed as they are made)\n"
    "  --resume            with -o: keep FILE's complete puzzles and make only the rest (the result is\n"
    "                      byte for byte an uninterrupted run's); line, json and tatham formats\n"
    "transform: --named NAME (identity transpose antitranspose rot90 rot180 rot270 mirror flip),\n"
    "  or --transforms K random distinct variants (default 1) with --seed; --box RxC.\n";

enum out_format { OUT_LINE, OUT_GRID, OUT_JSON, OUT_TATHAM };

typedef struct config {
    int n, box_rows, box_cols;
    long number, first, last;
    unsigned long long seed;
    int threads, progress, stats, with_solution, transforms, per_level;
    double budget;
    enum out_format format;
    const char *symbols;
    const char *difficulty;
    const char *output; /* -o FILE, or NULL for stdout */
    int resume;
    gen_options gen;
} config;

typedef struct worker {
    generator *g;
    double deadline;
    gen_level_grader *grader;
    int progress;        /* --progress: report long puzzles as they go */
    int reported;        /* a progress line of this puzzle is on screen */
    long index;          /* the puzzle being made */
    double started, shown;
    gen_stats at_start;  /* the generator's totals when this puzzle began */
} worker;

typedef struct run {
    const config *cfg;
    worker *workers;
} run;

static double now_seconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* Asked by the generator before each check of a later round (from the worker's own thread): with
   --progress, a line every few seconds for a puzzle that takes long (a minimal 25x25 takes minutes);
   then whether the budget allows going on. */
static int before_deadline(void *ctx)
{
    worker *w = ctx;
    double t = now_seconds();
    if (w->progress && t - w->shown >= 2.0) {
        const gen_stats *s = gen_get_stats(w->g);
        w->shown = t;
        w->reported = 1;
        fprintf(stderr, "\rgen: puzzle %ld: %llu checks (%llu put off), %.1f M nodes, %.0f s   ", w->index,
                (unsigned long long)(s->checks - w->at_start.checks),
                (unsigned long long)(s->put_off - w->at_start.put_off), (double)(s->nodes - w->at_start.nodes) / 1e6,
                t - w->started);
    }
    return w->deadline <= 0 || t < w->deadline;
}

static void put_json_string(cj_buf *out, const char *key, const char *value)
{
    cj_buf_printf(out, "\"%s\":\"%s\"", key, value);
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
        cj_buf_put(out, "\n", 1);
        if (c->with_solution) {
            cj_put_grid(out, solution, c->n, CJ_FORMAT_GRID, c->symbols);
            cj_buf_put(out, "\n", 1);
        }
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
        cj_buf_put(out, "}\n", 2);
        break;
    }
}

/* Appends k distinct random variants of puzzle (distinct from it and from each other). */
static void put_variants(const config *c, cj_buf *out, cj_rng *rng, const uint8_t *puzzle, const uint8_t *solution,
                         int k, long index, const char *level)
{
    int n2 = c->n * c->n, made = 0, tries;
    uint8_t *seen = malloc((size_t)(k + 1) * (size_t)n2), *sol = malloc((size_t)n2);
    if (seen == NULL || sol == NULL) {
        free(seen);
        free(sol);
        return;
    }
    memcpy(seen, puzzle, (size_t)n2);
    for (tries = 0; made < k && tries < 50 * k + 100; tries++) {
        gen_transform t;
        uint8_t *cand = seen + (size_t)(made + 1) * (size_t)n2;
        int j, dup = 0;
        gen_transform_random(&t, c->box_rows, c->box_cols, rng);
        gen_transform_apply(&t, c->n, puzzle, cand);
        for (j = 0; j <= made && !dup; j++)
            dup = memcmp(seen + (size_t)j * (size_t)n2, cand, (size_t)n2) == 0;
        if (dup)
            continue;
        made++;
        gen_transform_apply(&t, c->n, solution, sol);
        put_puzzle(c, out, cand, sol, index, made, level);
    }
    free(seen);
    free(sol);
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
    wk->started = wk->shown = now_seconds();
    wk->deadline = c->budget > 0 ? wk->started + c->budget : 0;
    wk->index = index;
    wk->at_start = *gen_get_stats(wk->g);
    wk->reported = 0;
    rc = gen_puzzle(wk->g, &rng, puzzle, solution);
    if (wk->reported) /* end the puzzle's progress line */
        fputc('\n', stderr);
    if (rc < 0) {
        if (level)
            fprintf(stderr, "gen: puzzle %ld: gave up after %.0f s (budget) without finding a puzzle of level %s; "
                    "try a larger --budget\n", seq, c->budget, level);
        else
            fprintf(stderr, "gen: puzzle %ld: gave up after %.0f s (budget) without %s; try a larger --budget\n", seq,
                    c->budget, c->gen.target_empty < 0 ? "making it minimal" : "reaching the --empty target");
        return 1;
    }
    put_puzzle(c, out, puzzle, solution, index, 0, level);
    if (c->transforms > 0)
        put_variants(c, out, &rng, puzzle, solution, c->transforms, index, level);
    return 0;
}

static int fail(const char *fmt, const char *arg)
{
    fprintf(stderr, "gen: ");
    fprintf(stderr, fmt, arg);
    fputc('\n', stderr);
    return -1;
}

static int parse_strategy(const char *s, config *c)
{
    if (strcmp(s, "random") == 0)
        c->gen.strategy = GEN_RANDOM;
    else if (strcmp(s, "puzzlejar") == 0)
        c->gen.strategy = GEN_PUZZLEJAR;
    else if (strcmp(s, "symmetric") == 0)
        c->gen.strategy = GEN_SYMMETRIC;
    else
        return fail("unknown --strategy '%s' (random, puzzlejar, symmetric)", s);
    return 0;
}

static int parse_symmetry(const char *s, config *c)
{
    static const char *names[] = {"none", "rot180", "rot90", "mirror", "diagonal"};
    int k;
    for (k = 0; k < 5; k++)
        if (strcmp(s, names[k]) == 0) {
            c->gen.symmetry = (gen_symmetry)k;
            if (k != 0)
                c->gen.strategy = GEN_SYMMETRIC;
            return 0;
        }
    return fail("unknown --symmetry '%s' (rot180, rot90, mirror, diagonal, none)", s);
}

static int parse_common(int argc, char **argv, int *k, config *c, int *handled)
{
    const char *a = argv[*k], *v = *k + 1 < argc ? argv[*k + 1] : NULL;
    long x;
    *handled = 1;
#define NEED_VALUE                                                  \
    do {                                                            \
        if (v == NULL)                                              \
            return fail("%s needs a value", a);                     \
        (*k)++;                                                     \
    } while (0)
    if (strcmp(a, "--box") == 0) {
        NEED_VALUE;
        if (cj_parse_box(v, &c->box_rows, &c->box_cols) != 0)
            return fail("--box takes RxC with R*C <= 64, not '%s'", v);
    } else if (strcmp(a, "--seed") == 0) {
        char *end;
        NEED_VALUE;
        c->seed = strtoull(v, &end, 10);
        if (*v == '\0' || *end != '\0' || *v == '-')
            return fail("--seed takes a whole number, not '%s'", v);
    } else if (strcmp(a, "--transforms") == 0) {
        NEED_VALUE;
        if (cj_parse_long(v, 0, 100000, &x) != 0)
            return fail("--transforms takes a count from 0 to 100000, not '%s'", v);
        c->transforms = (int)x;
    } else if (strcmp(a, "--symbols") == 0) {
        NEED_VALUE;
        c->symbols = v;
    } else {
        *handled = 0;
    }
    return 0;
}

/* Whether a is one of the generate options that take a value (those of parse_common excepted). */
static int takes_value(const char *a)
{
    static const char *const names[] = {"--size", "-n", "--number", "--range", "-j", "--strategy", "--symmetry",
                                        "--max-solutions", "--empty", "--budget", "--difficulty", "--per-level",
                                        "--format", "-o", "--output"};
    size_t k;
    for (k = 0; k < sizeof names / sizeof names[0]; k++)
        if (strcmp(a, names[k]) == 0)
            return 1;
    return 0;
}

static int parse_args(int argc, char **argv, config *c, int *first_file, int *transform_mode, const char **named)
{
    int k = 1, handled, have_range = 0, have_number = 0;
    long x;
    memset(c, 0, sizeof *c);
    c->n = 9;
    c->number = 1;
    c->seed = 1;
    c->threads = 1;
    c->budget = -1;
    c->symbols = CJ_DEFAULT_SYMBOLS;
    c->progress = isatty(2);
    c->gen.max_solutions = 1;
    c->gen.target_empty = -1;
    *transform_mode = 0;
    *named = NULL;
    if (argc > 1 && strcmp(argv[1], "transform") == 0) {
        *transform_mode = 1;
        k = 2;
    }
    for (; k < argc; k++) {
        const char *a = argv[k], *v = k + 1 < argc ? argv[k + 1] : NULL;
        if (parse_common(argc, argv, &k, c, &handled) != 0)
            return -1;
        if (handled)
            continue;
        if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
            fputs(usage, stdout);
            exit(0);
        }
        if (*transform_mode) {
            if (strcmp(a, "--named") == 0 && v) {
                *named = v;
                k++;
            } else if (strcmp(a, "--") == 0) {
                k++;
                break;
            } else if (a[0] == '-' && a[1] != '\0') {
                return fail("unknown option '%s' (see --help)", a);
            } else {
                break;
            }
            continue;
        }
        if (v == NULL && takes_value(a))
            return fail("%s needs a value (see --help)", a);
        if (strcmp(a, "--size") == 0) {
            if (cj_parse_long(v, 1, SUDOKU_MAX_N, &x) != 0)
                return fail("--size takes N from 1 to 64, not '%s'", v);
            c->n = (int)x;
            k++;
        } else if (strcmp(a, "-n") == 0 || strcmp(a, "--number") == 0) {
            if (cj_parse_long(v, 0, 1L << 40, &x) != 0)
                return fail("-n takes a count, not '%s'", v);
            c->number = x;
            have_number = 1;
            k++;
        } else if (strcmp(a, "--range") == 0) {
            if (cj_parse_range(v, &c->first, &c->last) != 0)
                return fail("--range takes A:B with A < B, not '%s'", v);
            have_range = 1;
            k++;
        } else if (strcmp(a, "-j") == 0) {
            if (cj_parse_long(v, 1, 256, &x) != 0)
                return fail("-j takes 1 to 256 threads, not '%s'", v);
            c->threads = (int)x;
            k++;
        } else if (strcmp(a, "--strategy") == 0) {
            if (parse_strategy(v, c) != 0)
                return -1;
            k++;
        } else if (strcmp(a, "--symmetry") == 0) {
            if (parse_symmetry(v, c) != 0)
                return -1;
            k++;
        } else if (strcmp(a, "--max-solutions") == 0) {
            if (cj_parse_long(v, 1, 1000000, &x) != 0)
                return fail("--max-solutions takes K >= 1, not '%s'", v);
            c->gen.max_solutions = (int)x;
            k++;
        } else if (strcmp(a, "--empty") == 0) {
            if (cj_parse_long(v, 0, SUDOKU_MAX_N * SUDOKU_MAX_N, &x) != 0)
                return fail("--empty takes a number of squares, not '%s'", v);
            c->gen.target_empty = (int)x;
            k++;
        } else if (strcmp(a, "--minimal") == 0) {
            c->gen.target_empty = -1;
        } else if (strcmp(a, "--budget") == 0) {
            char *end;
            c->budget = strtod(v, &end);
            if (*end != '\0' || !(c->budget > 0))
                return fail("--budget takes a number of seconds > 0, not '%s'", v);
            k++;
        } else if (strcmp(a, "--difficulty") == 0) {
            if (gen_level_parse(v) < 0)
                return fail("unknown --difficulty '%s' (easy, medium, hard, evil)", v);
            c->difficulty = v;
            k++;
        } else if (strcmp(a, "--per-level") == 0) {
            if (cj_parse_long(v, 1, 1L << 30, &x) != 0)
                return fail("--per-level takes K >= 1, not '%s'", v);
            c->per_level = (int)x;
            k++;
        } else if (strcmp(a, "--format") == 0) {
            if (strcmp(v, "line") == 0)
                c->format = OUT_LINE;
            else if (strcmp(v, "grid") == 0)
                c->format = OUT_GRID;
            else if (strcmp(v, "json") == 0)
                c->format = OUT_JSON;
            else if (strcmp(v, "tatham") == 0)
                c->format = OUT_TATHAM;
            else
                return fail("--format is line, grid, json or tatham, not '%s'", v);
            k++;
        } else if (strcmp(a, "--with-solution") == 0) {
            c->with_solution = 1;
        } else if (strcmp(a, "--progress") == 0) {
            c->progress = 1;
        } else if (strcmp(a, "--no-progress") == 0) {
            c->progress = 0;
        } else if (strcmp(a, "--stats") == 0) {
            c->stats = 1;
        } else if (strcmp(a, "-o") == 0 || strcmp(a, "--output") == 0) {
            c->output = v;
            k++;
        } else if (strcmp(a, "--resume") == 0) {
            c->resume = 1;
        } else {
            return fail("unknown option '%s' (see --help)", a);
        }
    }
    *first_file = k;
    if (!have_range) {
        c->first = 0;
        c->last = c->number;
    } else if (have_number) {
        return fail("%s", "give -n or --range, not both");
    }
    if (c->box_rows == 0 && !*transform_mode && cj_default_box(c->n, &c->box_rows, &c->box_cols) != 0)
        return fprintf(stderr, "gen: --size %d has no box shape; give --box (1x%d for a Latin square)\n", c->n, c->n), -1;
    if (c->box_rows && !*transform_mode && c->box_rows * c->box_cols != c->n) {
        fprintf(stderr, "gen: --box %dx%d does not fit --size %d\n", c->box_rows, c->box_cols, c->n);
        return -1;
    }
    if (!*transform_mode && (c->format == OUT_LINE || c->format == OUT_JSON) && (int)strlen(c->symbols) < c->n) {
        fprintf(stderr, "gen: --size %d needs %d symbols for line and json output, and the alphabet has %d%s: give "
                        "--symbols STRING or --format grid\n",
                c->n, c->n, (int)strlen(c->symbols), strcmp(c->symbols, CJ_DEFAULT_SYMBOLS) == 0 ? " (1-9A-Za-z)" : "");
        return -1;
    }
    if (!*transform_mode && c->gen.target_empty > c->n * c->n) {
        fprintf(stderr, "gen: --empty %d is more than the %d squares\n", c->gen.target_empty, c->n * c->n);
        return -1;
    }
    if (!*transform_mode && c->gen.target_empty >= 0) {
        const char *why;
        int most = cj_most_empty(c->box_rows, c->box_cols, c->gen.max_solutions, &why);
        if (c->gen.target_empty > most) {
            fprintf(stderr, "gen: --empty %d cannot be met: a %dx%d puzzle with %dx%d boxes and at most %d "
                            "solution%s has at most %d empty squares, as %s\n", c->gen.target_empty, c->n, c->n,
                    c->box_rows, c->box_cols, c->gen.max_solutions, c->gen.max_solutions == 1 ? "" : "s", most, why);
            return -1;
        }
    }
    if (c->per_level > 0) {
        if (have_range || have_number)
            return fail("%s", "--per-level K makes 4K puzzles (K per level): give no -n or --range");
        c->difficulty = NULL;
        c->first = 0;
        c->last = 4L * c->per_level;
    }
    if ((c->difficulty || c->per_level) && !*transform_mode) {
        int top = gen_level_hardest(c->box_rows, c->box_cols);
        const char *why = "every uniquely solvable puzzle with N <= 4 falls to hidden singles";
        if (c->difficulty && gen_level_parse(c->difficulty) > top) {
            fprintf(stderr, "gen: no %dx%d puzzle is %s: %s, so all are %s\n", c->n, c->n, c->difficulty, why,
                    gen_level_name(top));
            return -1;
        }
        if (c->per_level && top < 3) {
            c->last = (top + 1L) * c->per_level;
            fprintf(stderr, "gen: --per-level: only %s exists at %dx%d (%s); making %ld puzzles\n",
                    gen_level_name(top), c->n, c->n, why, c->last);
        }
    }
    if ((c->difficulty || c->per_level) && c->gen.max_solutions != 1)
        return fail("%s", "--difficulty grades unique puzzles: drop --max-solutions");
    if (c->budget < 0 && (c->gen.target_empty >= 0 || c->difficulty || c->per_level))
        c->budget = 60;
    return 0;
}

/* Reads one puzzle line for transform: a line-format puzzle or a Solo id (told apart by its ':').
   Returns N, or -1 with err filled. */
static int read_transform_line(const config *c, const char *tok, size_t len, uint8_t *grid, int *rows, int *cols,
                               int *is_solo, char *err, size_t err_size)
{
    size_t bad;
    int n;
    *is_solo = memchr(tok, ':', len) != NULL;
    if (*is_solo) {
        n = tatham_decode(tok, grid, rows, cols, &bad);
        if (n < 0)
            snprintf(err, err_size, "not a Solo game id (problem at column %lu)", (unsigned long)bad + 1);
        return n;
    }
    n = cj_grid_parse(tok, len, c->symbols, grid, SUDOKU_MAX_N, &bad);
    if (n < 0) {
        snprintf(err, err_size, n == CJ_TEXT_ELENGTH ? "%lu cells is not a square grid" : "unknown symbol at column %lu",
                 n == CJ_TEXT_ELENGTH ? (unsigned long)len : (unsigned long)bad + 1);
        return -1;
    }
    *rows = c->box_rows;
    *cols = c->box_cols;
    if (*rows == 0 && cj_default_box(n, rows, cols) != 0) {
        snprintf(err, err_size, "a %dx%d grid has no default box shape; give --box", n, n);
        return -1;
    }
    if (*rows * *cols != n) {
        snprintf(err, err_size, "--box %dx%d does not fit a %dx%d grid", *rows, *cols, n, n);
        return -1;
    }
    return n;
}

/* Appends a grid as a Solo id or a line, then the label. */
static void put_transformed(cj_buf *out, const config *c, const uint8_t *grid, int rows, int cols, int is_solo,
                            const char *label)
{
    if (is_solo) {
        char id[SUDOKU_MAX_N * SUDOKU_MAX_N * 4 + 16];
        tatham_encode(grid, rows, cols, id, sizeof id);
        cj_buf_put(out, id, strlen(id));
    } else {
        cj_put_grid(out, grid, rows * cols, CJ_FORMAT_LINE, c->symbols);
    }
    cj_buf_printf(out, "%s%s\n", *label ? " " : "", label);
}

/* gen transform: named or random distinct variants of each puzzle read, label carried through. */
static int transform_main(config *c, int argc, char **argv, int first, const char *named)
{
    int status = 0, k = first;
    long index = 0;
    if (c->transforms == 0)
        c->transforms = 1;
    do {
        cj_lines r;
        char *line;
        long len, puzzles = 0;
        if (cj_lines_open(&r, "gen", k < argc ? argv[k] : NULL) != 0) {
            status = 2;
            continue;
        }
        while ((len = cj_lines_next(&r, &line)) >= 0) {
            static uint8_t grid[SUDOKU_MAX_N * SUDOKU_MAX_N], out_grid[SUDOKU_MAX_N * SUDOKU_MAX_N];
            char err[256];
            size_t tok = 0;
            int rows, cols, is_solo, n, v;
            const char *label;
            cj_buf out = {0};
            while (tok < (size_t)len && line[tok] != ' ' && line[tok] != '\t')
                tok++;
            if (tok == 0 || line[0] == '#')
                continue;
            puzzles++;
            label = line + tok;
            while (*label == ' ' || *label == '\t')
                label++;
            if (cj_lines_problem(&r) != NULL) {
                snprintf(err, sizeof err, "%s", cj_lines_problem(&r));
                n = -1;
            } else {
                n = read_transform_line(c, line, tok, grid, &rows, &cols, &is_solo, err, sizeof err);
            }
            if (n < 0) {
                cj_error_at("gen", &r, "%s", err);
                cj_write_out(stdout, "error\n", 6, "gen");
                status = 2;
                continue;
            }
            if (named != NULL) {
                gen_transform t;
                if (gen_transform_named(&t, rows, cols, named) != 0) {
                    fprintf(stderr, "gen: transform: '%s' is unknown or needs square boxes (R = C)\n", named);
                    cj_lines_close(&r);
                    return 2;
                }
                gen_transform_apply(&t, n, grid, out_grid);
                put_transformed(&out, c, out_grid, rows, cols, is_solo, label);
            } else {
                cj_rng rng;
                cj_rng_seed(&rng, c->seed, (uint64_t)index);
                for (v = 0; v < c->transforms; v++) {
                    gen_transform t;
                    gen_transform_random(&t, rows, cols, &rng);
                    gen_transform_apply(&t, n, grid, out_grid);
                    put_transformed(&out, c, out_grid, rows, cols, is_solo, label);
                }
            }
            index++;
            cj_write_out(stdout, out.data, out.len, "gen");
            cj_buf_free(&out);
        }
        if (cj_lines_finish(&r, puzzles) != 0)
            status = 2;
    } while (++k < argc);
    return status;
}

int main(int argc, char **argv)
{
    int version_status;
    config c;
    run r;
    int first = 0, transform_mode = 0, w, status = 0;
    const char *named;
    long failures;
    cj_check_stdout_at_exit("gen");
    if ((version_status = cj_version(argc, argv, "gen")) >= 0)
        return version_status;
    if (kind_driver_wanted(&argc, argv)) /* --variant KIND: through the kind's table */
        return kind_driver_generate("gen", argc, argv);
    if (parse_args(argc, argv, &c, &first, &transform_mode, &named) != 0)
        return 2;
    if (transform_mode)
        return transform_main(&c, argc, argv, first, named);
    if (first < argc)
        return fail("unexpected argument '%s' (see --help)", argv[first]), 2;
    if (c.resume && (c.output == NULL || c.format == OUT_GRID))
        return fail("%s", "--resume needs -o FILE and a one-line format (line, json or tatham)"), 2;
    if (c.output != NULL) {
        long kept = cj_output_to("gen", c.output, c.resume, 1 + c.transforms);
        if (kept < 0)
            return 2;
        if (c.resume)
            fprintf(stderr, "gen: %s: %ld puzzles kept, going on from puzzle %ld\n", c.output, kept, c.first + kept);
        c.first += kept < c.last - c.first ? kept : c.last - c.first;
        if (c.first >= c.last)
            return 0;
    }
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
    failures = cj_run_jobs(c.first, c.last, c.threads, make_one, &r, stdout, c.progress, "gen");
    if (c.stats) {
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
        free(r.workers[w].g);
        gen_level_free(r.workers[w].grader);
    }
    free(r.workers);
    if (failures > 0) {
        fprintf(stderr, "gen: %ld of %ld puzzles not made\n", failures, c.last - c.first);
        status = 1;
    }
    return status;
}
