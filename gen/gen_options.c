/* gen_options.c: bin/gen's command line: its usage text and options, checked and refused with the reason
   before any work (unknown options, values out of range, shapes and targets a puzzle cannot have). */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include "dlx/cli.h"
#include "dlx/grid_text.h"
#include "dlx/kind.h"
#include "dlx/puzzle_io.h"
#include "dlx/shape.h"
#include "gen/generator.h"
#include "classify/grader.h"
#include "gen/gen_level.h"
#include "gen/kinds/driver.h"
#include "gen/tatham.h"
#include "gen/transform.h"
#include "dlx/tool_exit.h"
#include "dlx/version.h"
#include "gen/gen_cli.h"

static const char usage[] =
    "usage: gen [options]                 generate puzzles, one per line\n"
    "       gen transform [options] [FILE...]   transform puzzles read from files or stdin\n"
    "                                           (options and files in any order; after --, only files)\n"
    "  --size N            side of the grid (default 9, or R*C with --box RxC alone); --box RxC for the\n"
    "                      box (default per N)\n"
    "  -n, --number N      how many puzzles (default 1)\n"
    "  --seed S            random seed (default 1): puzzle i depends only on S, i and the options\n"
    "  --range A:B         generate puzzles A..B-1 only (to shard a run); replaces -n\n"
    "  -j N                worker threads (default 1); the output is the same for any N\n"
    "  --strategy S        random | puzzlejar | symmetric (default random)\n"
    "  --symmetry S        rot180 | rot90 | mirror | diagonal | none (implies symmetric; refused with\n"
    "                      --strategy random or puzzlejar, which choose single squares)\n"
    "  --max-solutions K   at most K solutions (default 1: unique)\n"
    "  --empty T           stop at T empty squares; restarts until reached (see --budget)\n"
    "  --minimal           empty until no clue can be removed (the default)\n"
    "  --budget SECONDS    give up on a puzzle after this much CPU time (default 60 with --empty or\n"
    "                      --level); a puzzle given up is an 'error' line in its place\n"
    "  --level L           easy | medium | hard | evil (graded by classify's logical grader); also\n"
    "                      --difficulty L, the same option (both at once must name the same level)\n"
    "  --per-level K       K puzzles of each level (PuzzleJAR's PuzzComplDict), grouped by level\n"
    "  --transforms K      after each puzzle, K transformed variants, distinct from it and each other\n"
    "                      (if the puzzle has no more, 'error' for each missing, a note, exit status 1)\n"
    "  --format F          line | grid | json | tatham (default line)\n"
    "  --with-solution     add the solution (line: second column)\n"
    "  --symbols STRING    value alphabet for line output (default 1-9A-Za-z)\n"
    "  --progress / --no-progress   progress on stderr: puzzles done, and lines on the checks of a\n"
    "                      long puzzle at 2, 4, 8 s... (default: when stderr is a terminal)\n"
    "  --variant KIND      another puzzle kind (fillomino, ...): see gen --variant KIND --help\n"
    "  --stats             on stderr, a line per puzzle (its empties and the most a pass reached, checks,\n"
    "                      kept, put off, nodes, attempts, CPU seconds), then the totals and the engine\n"
    "                      builds (a failed write of them is exit status 1)\n"
    "  -o, --output FILE   write the puzzles to FILE (whole lines, flushed as they are made)\n"
    "  --resume            with -o: keep FILE's complete puzzles and make only the rest (the result is\n"
    "                      byte for byte an uninterrupted run's); line, json and tatham formats\n"
    "transform: --named NAME (identity transpose antitranspose rot90 rot180 rot270 mirror flip; also --op\n"
    "  NAME and id, as fillomino transform spells them), or --transforms K (1 to 100000, default 1) random\n"
    "  variants as above, with --seed; --box RxC.\n"
    "  A solution in the second column (a full grid of the puzzle's size) is transformed alike.\n";
int gen_fail(const char *fmt, const char *arg)
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
        return gen_fail("unknown --strategy '%s' (random, puzzlejar, symmetric)", s);
    return 0;
}

static int parse_symmetry(const char *s, config *c)
{
    int k = cj_symmetry_of(s);
    if (k >= CJ_SYM_NONE && k <= CJ_SYM_DIAGONAL) { /* gen_symmetry's order; flip is Fillomino's */
        c->gen.symmetry = (gen_symmetry)k; /* the strategy follows after every option is read */
        return 0;
    }
    return gen_fail("unknown --symmetry '%s' (rot180, rot90, mirror, diagonal, none)", s);
}

/* --symmetry X (not none) empties whole orbits, which is the symmetric strategy: it implies that strategy,
   and a --strategy that chooses single squares (random, puzzlejar) is refused, whichever comes first. */
static int settle_strategy(config *c, const char *strategy_name)
{
    if (c->gen.symmetry == GEN_SYM_NONE)
        return 0;
    if (strategy_name != NULL && c->gen.strategy != GEN_SYMMETRIC) {
        fprintf(stderr, "gen: --symmetry %s empties whole orbits of squares (--strategy symmetric), and --strategy %s "
                        "chooses single squares: give one of them\n", cj_symmetry_name((int)c->gen.symmetry), strategy_name);
        return -1;
    }
    c->gen.strategy = GEN_SYMMETRIC;
    return 0;
}

static int parse_common(int argc, char **argv, int *k, config *c, int *handled, int transform_mode)
{
    const char *a = argv[*k], *v = *k + 1 < argc ? argv[*k + 1] : NULL;
    long x;
    *handled = 1;
#define NEED_VALUE                                                  \
    do {                                                            \
        if (v == NULL)                                              \
            return gen_fail("%s needs a value", a);                     \
        (*k)++;                                                     \
    } while (0)
    if (strcmp(a, "--box") == 0) {
        NEED_VALUE;
        if (cj_parse_box(v, &c->box_rows, &c->box_cols) != 0)
            return gen_fail("--box takes RxC with R*C from 2 to 64, not '%s'", v);
    } else if (strcmp(a, "--seed") == 0) {
        NEED_VALUE;
        if (cj_parse_seed(v, &c->seed) != 0)
            return gen_fail("--seed takes a whole number from 0 to 2^64-1, not '%s'", v);
    } else if (strcmp(a, "--transforms") == 0) {
        NEED_VALUE;
        if (transform_mode && cj_parse_long(v, 0, 0, &x) == 0)
            return gen_fail("transform: --transforms takes a count from 1 to 100000, not '%s' (that writes nothing)", v);
        if (cj_parse_long(v, transform_mode ? 1 : 0, 100000, &x) != 0)
            return gen_fail(transform_mode ? "transform: --transforms takes a count from 1 to 100000, not '%s'"
                                           : "--transforms takes a count from 0 to 100000, not '%s'",
                            v);
        c->transforms = (int)x;
    } else if (strcmp(a, "--symbols") == 0) {
        NEED_VALUE;
        c->symbols = v;
        if (cj_check_symbols("gen", v) != 0)
            return -1;
    } else {
        *handled = 0;
    }
    return 0;
}

/* Whether a is one of the generate options that take a value (those of parse_common excepted). */
static int takes_value(const char *a)
{
    static const char *const names[] = {"--size", "-n", "--number", "--range", "-j", "--strategy", "--symmetry",
                                        "--max-solutions", "--empty", "--budget", "--level", "--difficulty",
                                        "--per-level", "--format", "-o", "--output"};
    size_t k;
    for (k = 0; k < sizeof names / sizeof names[0]; k++)
        if (strcmp(a, names[k]) == 0)
            return 1;
    return 0;
}

int gen_parse_args(int argc, char **argv, config *c, int *transform_mode, const char **named)
{
    int k = 1, handled, have_range = 0, have_number = 0, have_size = 0, only_files = 0;
    const char *level_name = NULL; /* --level or --difficulty, as the level was given */
    const char *strategy_name = NULL; /* --strategy, as given */
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
    if ((c->files = calloc((size_t)argc + 1, sizeof *c->files)) == NULL)
        return gen_fail("%s", "out of memory");
    if (argc > 1 && strcmp(argv[1], "transform") == 0) {
        *transform_mode = 1;
        c->transforms = -1; /* unless given: one variant of each puzzle read */
        k = 2;
    }
    for (; k < argc; k++) {
        const char *a = argv[k], *v = k + 1 < argc ? argv[k + 1] : NULL;
        if (only_files || a[0] != '-' || a[1] == '\0') { /* a file, wherever it stands ("-" is stdin) */
            c->files[c->nfiles++] = argv[k];
            continue;
        }
        if (parse_common(argc, argv, &k, c, &handled, *transform_mode) != 0)
            return -1;
        if (handled)
            continue;
        if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
            fputs(usage, stdout);
            exit(0);
        }
        if (*transform_mode) {
            if ((strcmp(a, "--named") == 0 || strcmp(a, "--op") == 0) && v) { /* --op: bin/fillomino's */
                *named = v;
                k++;
            } else if (strcmp(a, "--") == 0) {
                only_files = 1;
            } else {
                return gen_fail("unknown option '%s' (see --help)", a);
            }
            continue;
        }
        if (v == NULL && takes_value(a))
            return gen_fail("%s needs a value (see --help)", a);
        if (strcmp(a, "--size") == 0) {
            if (cj_parse_long(v, CJ_SUDOKU_MIN_N, SUDOKU_MAX_N, &x) != 0) /* cj_sudoku_side_problem's range */
                return gen_fail("--size takes N from 2 to 64, not '%s'", v);
            c->n = (int)x;
            have_size = 1;
            k++;
        } else if (strcmp(a, "-n") == 0 || strcmp(a, "--number") == 0) {
            if (cj_parse_long(v, 0, 1L << 40, &x) != 0)
                return gen_fail("-n takes a count from 0 to 2^40, not '%s'", v);
            c->number = x;
            have_number = 1;
            k++;
        } else if (strcmp(a, "--range") == 0) {
            if (cj_parse_range(v, &c->first, &c->last) != 0)
                return gen_fail("--range takes A:B with 0 <= A < B <= 2^62, not '%s'", v);
            have_range = 1;
            k++;
        } else if (strcmp(a, "-j") == 0) {
            if (cj_parse_long(v, 1, 256, &x) != 0)
                return gen_fail("-j takes 1 to 256 threads, not '%s'", v);
            c->threads = (int)x;
            k++;
        } else if (strcmp(a, "--strategy") == 0) {
            if (parse_strategy(v, c) != 0)
                return -1;
            strategy_name = v;
            k++;
        } else if (strcmp(a, "--symmetry") == 0) {
            if (parse_symmetry(v, c) != 0)
                return -1;
            k++;
        } else if (strcmp(a, "--max-solutions") == 0) {
            if (cj_parse_long(v, 1, 1000000, &x) != 0)
                return gen_fail("--max-solutions takes K from 1 to 1000000, not '%s'", v);
            c->gen.max_solutions = (int)x;
            k++;
        } else if (strcmp(a, "--empty") == 0) {
            if (cj_parse_long(v, 0, SUDOKU_MAX_N * SUDOKU_MAX_N, &x) != 0)
                return gen_fail("--empty takes a number of squares, not '%s'", v);
            c->gen.target_empty = (int)x;
            k++;
        } else if (strcmp(a, "--minimal") == 0) {
            c->gen.target_empty = -1;
        } else if (strcmp(a, "--budget") == 0) {
            char *end;
            c->budget = strtod(v, &end);
            if (*end != '\0' || !(c->budget > 0))
                return gen_fail("--budget takes a number of seconds > 0, not '%s'", v);
            k++;
        } else if (strcmp(a, "--level") == 0 || strcmp(a, "--difficulty") == 0) { /* one option, two names */
            if (gen_level_parse(v) < 0)
                return fprintf(stderr, "gen: unknown %s '%s' (easy, medium, hard, evil)\n", a, v), -1;
            if (kind_driver_one_level("gen", &level_name, &c->difficulty, a, v) != 0)
                return -1;
            k++;
        } else if (strcmp(a, "--per-level") == 0) {
            if (cj_parse_long(v, 1, 1L << 30, &x) != 0)
                return gen_fail("--per-level takes K from 1 to 2^30, not '%s'", v);
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
                return gen_fail("--format is line, grid, json or tatham, not '%s'", v);
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
        } else if (strcmp(a, "--max-region") == 0) { /* said by name, as the kind driver says it */
            return gen_fail("%s is for Fillomino (--variant fillomino), not Sudoku", a);
        } else {
            return gen_fail("unknown option '%s' (see --help)", a);
        }
    }
    if (!*transform_mode && settle_strategy(c, strategy_name) != 0)
        return -1;
    if (*transform_mode && *named != NULL && c->transforms > 0)
        return gen_fail("%s", "transform: give --named NAME (one variant) or --transforms K (random ones), not both");
    if (*transform_mode && c->transforms < 0)
        c->transforms = 1;
    if (!have_range) {
        c->first = 0;
        c->last = c->number;
    } else if (have_number) {
        return gen_fail("%s", "give -n or --range, not both");
    }
    if (c->box_rows && !have_size && !*transform_mode) /* --box RxC alone: the side is R*C, as bank build takes it */
        c->n = c->box_rows * c->box_cols;
    if (c->box_rows == 0 && !*transform_mode && cj_default_box(c->n, &c->box_rows, &c->box_cols) != 0)
        return fprintf(stderr, "gen: --size %d has no box shape; give --box (1x%d for a Latin square)\n", c->n, c->n), -1;
    if (c->box_rows && !*transform_mode && c->box_rows * c->box_cols != c->n) {
        fprintf(stderr, "gen: --box %dx%d makes a %dx%d grid, not --size %d: give a box of %d cells, or --box alone\n",
                c->box_rows, c->box_cols, c->box_rows * c->box_cols, c->box_rows * c->box_cols, c->n, c->n);
        return -1;
    }
    if (!*transform_mode && (c->format == OUT_LINE || c->format == OUT_JSON) && (int)strlen(c->symbols) < c->n) {
        fprintf(stderr, "gen: --size %d needs %d symbols for line and json output, and the alphabet has %d%s: give "
                        "--symbols STRING or --format grid\n",
                c->n, c->n, (int)strlen(c->symbols), strcmp(c->symbols, CJ_DEFAULT_SYMBOLS) == 0 ? " (1-9A-Za-z)" : "");
        return -1;
    }
    if (!*transform_mode && (c->format == OUT_LINE || c->format == OUT_JSON) && memchr(c->symbols, '0', (size_t)c->n))
        fprintf(stderr, "gen: note: '0' is a symbol here, and the readers take 0 for an empty square: read these "
                        "puzzles back with --symbols %.*s\n", c->n, c->symbols); /* else a given 0 reads as empty */
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
        if (c->gen.strategy == GEN_SYMMETRIC &&
            !gen_target_fits_symmetry(c->n, c->gen.symmetry ? c->gen.symmetry : GEN_SYM_ROT180, c->gen.target_empty)) {
            fprintf(stderr, "gen: --empty %d cannot be met: the symmetry empties whole orbits of cells, and those of a "
                            "%dx%d grid add up to no %d\n", c->gen.target_empty, c->n, c->n, c->gen.target_empty);
            return -1;
        }
    }
    if (c->difficulty != NULL) /* as the table spells it, in whatever case it was given */
        c->difficulty = gen_level_name(gen_level_parse(c->difficulty));
    if (c->per_level > 0) {
        if (have_range || have_number)
            return gen_fail("%s", "--per-level K makes 4K puzzles (K per level): give no -n or --range");
        if (c->difficulty != NULL)
            return gen_fail("%s", "--per-level fills every level: drop --level");
        c->first = 0;
        c->last = 4L * c->per_level;
    }
    if ((c->difficulty || c->per_level) && !*transform_mode) {
        int top = gen_level_hardest(c->box_rows, c->box_cols);
        const char *why = CLASSIFY_HARDEST_WHY;
        if (c->difficulty && gen_level_parse(c->difficulty) > top) {
            fprintf(stderr, "gen: no %dx%d puzzle is %s: %s, so all are %s\n", c->n, c->n, c->difficulty, why,
                    gen_level_name(top));
            return -1;
        }
        if (c->per_level && top < 3) {
            c->last = (top + 1L) * c->per_level;
            fprintf(stderr, "gen: --per-level: only %s exists at %dx%d (%s); making %ld puzzle%s\n",
                    gen_level_name(top), c->n, c->n, why, c->last, c->last == 1 ? "" : "s");
        }
    }
    if ((c->difficulty || c->per_level) && c->gen.max_solutions != 1)
        return gen_fail("%s grades unique puzzles: drop --max-solutions", c->difficulty ? level_name : "--per-level");
    if (c->budget < 0 && (c->gen.target_empty >= 0 || c->difficulty || c->per_level))
        c->budget = 60;
    return 0;
}
