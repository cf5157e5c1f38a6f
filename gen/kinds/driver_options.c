/* driver_options.c: the kind driver's command line: usage per mode, --variant found (and taken out for
   the tools' own Sudoku paths), every option read, range-checked and refused by name when unknown. */
#define _POSIX_C_SOURCE 200809L
#include <limits.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>
#include <unistd.h>
#include "dlx/cli.h"
#include "dlx/shape.h"
#include "gen/kinds/driver.h"
#include "gen/kinds/driver_int.h"
#include "dlx/kind.h"
#include "gen/kinds/kinds.h"
#include "fillomino/board.h"

static const char *const mode_usage[] = {
    "usage: %s --variant KIND [--count[=LIMIT]] [--box RxC | --size N | --width W --height H]\n"
    "         [--format line|grid|tatham] [--max-nodes N] [FILE...]\n"
    "Solves one puzzle per line (the kind's one-line form or Tatham id): the solution, 'none', or the count\n"
    "of solutions up to LIMIT (default 2); 'error' for a malformed line (exit status 2). --format is the\n"
    "form of the solutions written; puzzles are read in their line form (gen's default) or Tatham id, and\n"
    "Fillomino's as bin/fillomino solve reads them (blocks of rows too, a blank line between puzzles).\n"
    "--max-nodes N: a puzzle whose search passes N nodes (a Nonogram's: splits) is 'error', so one hard puzzle\n"
    "cannot stall a bulk run (default 0: none; Fillomino's own cap, 200000).\n",
    "usage: %s --variant KIND [--size N | --box RxC | --width W --height H] [-n N | --range A:B]\n"
    "         [--seed S] [-j J] [--level L (or --difficulty L)]\n"
    "         [--symmetry none|rot180|rot90|mirror|diagonal, and flip (rows reversed) for fillomino]\n"
    "         [--minimal | --empty T (Sudoku, Fillomino)] [--max-solutions K] [--budget SECONDS]\n"
    "         [--density PERCENT (Nonogram)] [--max-region K (Fillomino: regions of at most K cells)]\n"
    "         [--relations boxes|all (Jidoku: inside boxes, or across them too)]\n"
    "         [--format line|grid|tatham|json] [--with-solution] [--progress | --no-progress]\n"
    "         [--image FILE.pbm]   (Nonograms: a unique puzzle near a Netpbm bitmap; a line on\n"
    "                               stderr per puzzle: 'puzzle I: D of N cells differ from FILE.pbm')\n"
    "         [-o FILE [--resume]]   (--resume: keep FILE's complete puzzles, make the rest)\n"
    "Puzzle i of a run depends only on S, i and the options: the same for any -j or --range.\n"
    "--format json: one object a line, {\"kind\", \"width\", \"height\", \"box\" (kinds with boxes), \"seed\",\n"
    "\"index\", \"puzzle\" and \"solution\" (line forms), \"level\" (the name of --level's, a numbered one's too),\n"
    "\"options\" (those beside the defaults that made it, in these words: \"--symmetry rot180 --empty 50\")},\n"
    "as bin/bank add reads.\n",
    "usage: %s grade --variant KIND [--max-nodes N] [FILE...]   RATING LEVEL HARDEST-TECHNIQUE per puzzle\n"
    "--max-nodes N: a puzzle whose count passes N search nodes is 'error' (default 0: none).\n",
    "usage: %s hint --variant KIND [--max-nodes N] [FILE...]    the next logical step of each (partly filled) grid\n"
    "--max-nodes N: a grid whose count passes N search nodes is 'error' (default 0: none).\n"};

static void print_usage(const char *tool, int mode)
{
    int k;
    printf(mode_usage[mode], tool);
    printf("Kinds:");
    for (k = 0; cj_kinds[k] != NULL; k++) { /* "jidoku (levels easy,...; formats line,grid)" */
        const cj_kind *kind = cj_kinds[k];
        int l, f, said = 0;
        printf(" %s", kind->name);
        for (l = 0; l < kind->n_levels; l++)
            printf("%s%s", l ? "," : " (levels ", kind->levels[l]);
        for (f = CJ_KFMT_LINE; kind->formats != CJ_KFMT_ALL && f <= CJ_KFMT_TATHAM; f++)
            if (cj_kind_writes(kind, f))
                printf("%s%s", said++ ? "," : kind->n_levels ? "; formats " : " (formats ", cj_kind_form_name(f));
        if (said && mode == MODE_GENERATE)
            printf(",json"); /* gen writes every kind's line form in a JSON object */
        printf("%s", kind->n_levels || said ? ")" : "");
    }
    printf("\n--variant sudoku without --via-table keeps the tool's own Sudoku options (see its --help).\n");
}

static int usage_error(const driver_opts *o, const char *fmt, const char *arg)
{
    fprintf(stderr, "%s: ", o->tool);
    fprintf(stderr, fmt, arg);
    fputc('\n', stderr);
    return -1;
}

static const char *variant_of(int argc, char **argv, int *at, int *width)
{
    int k;
    for (k = 1; k < argc; k++) {
        if (strcmp(argv[k], "--") == 0)
            break;
        if (strcmp(argv[k], "--variant") == 0 && k + 1 < argc) {
            *at = k;
            *width = 2;
            return argv[k + 1];
        }
        if (strncmp(argv[k], "--variant=", 10) == 0) {
            *at = k;
            *width = 1;
            return argv[k] + 10;
        }
    }
    return NULL;
}

int kind_driver_wanted(int *argc, char **argv)
{
    int k, at = 0, width = 0;
    const char *name = variant_of(*argc, argv, &at, &width);
    for (k = 1; k < *argc && strcmp(argv[k], "--") != 0; k++)
        if (strcmp(argv[k], "--via-table") == 0 || (strcmp(argv[k], "--variant") == 0 && k + 1 == *argc))
            return 1; /* a --variant without its KIND is said by the driver's options, as "needs a value" */
    if (name == NULL)
        return 0;
    if (strcmp(name, "sudoku") != 0)
        return 1;
    for (k = at; k + width <= *argc; k++) /* moves the terminating NULL too */
        argv[k] = argv[k + width];
    *argc -= width;
    return 0;
}

static int parse_form(const char *s)
{
    int f;
    for (f = CJ_KFMT_LINE; f <= CJ_KFMT_TATHAM && strcmp(s, cj_kind_form_name(f)) != 0; f++)
        ;
    return f <= CJ_KFMT_TATHAM ? f : -1;
}

/* Refuses a --format the kind cannot write, before any work, by the table's formats (the same words in every
   tool; gen's json besides them): 0, or -1 after "TOOL: --variant jidoku cannot be written in --format tatham
   (only line or grid)". */
static int check_form(const driver_opts *o)
{
    char why[160];
    if (cj_kind_form_refusal(o->kind, o->form, "--variant", CJ_KFMT_ALL, o->mode == MODE_GENERATE ? "json" : NULL, why,
                             sizeof why) == 0)
        return 0;
    fprintf(stderr, "%s: %s\n", o->tool, why);
    return -1;
}

int kind_driver_one_level(const char *tool, const char **seen_name, const char **seen_value, const char *name,
                          const char *value)
{
    if (*seen_name != NULL && strcmp(*seen_name, name) != 0 && strcasecmp(*seen_value, value) != 0) {
        fprintf(stderr, "%s: %s %s and %s %s name two levels: give one\n", tool, *seen_name, *seen_value, name, value);
        return -1;
    }
    *seen_name = name;
    *seen_value = value;
    return 0;
}

/* Refuses an option the kind has no use for (it would be dropped in silence): 0, or -1 after a message. */
static int kind_takes(const driver_opts *o, const char *option, const char *kind, const char *what)
{
    if (strcmp(o->kind->name, kind) == 0)
        return 0;
    fprintf(stderr, "%s: %s is for %s, not --variant %s\n", o->tool, option, what, o->kind->name);
    return -1;
}

/* An option of the generate mode that takes a value; returns 1 taken, 0 not one, -1 bad. */
static int generate_option(driver_opts *o, const char *a, const char *v, int *have_number, int *have_range)
{
    long x;
    char *end;
    if (strcmp(a, "-n") == 0 || strcmp(a, "--number") == 0) {
        if (cj_parse_long(v, 0, 1L << 40, &x) != 0)
            return usage_error(o, "-n takes a count from 0 to 2^40, not '%s'", v);
        o->last = x;
        *have_number = 1;
    } else if (strcmp(a, "--range") == 0) {
        if (cj_parse_range(v, &o->first, &o->last) != 0)
            return usage_error(o, "--range takes A:B with 0 <= A < B <= 2^62, not '%s'", v);
        *have_range = 1;
    } else if (strcmp(a, "--seed") == 0) {
        if (cj_parse_seed(v, &o->seed) != 0)
            return usage_error(o, "--seed takes a whole number from 0 to 2^64-1, not '%s'", v);
    } else if (strcmp(a, "-j") == 0) {
        if (cj_parse_long(v, 1, 256, &x) != 0)
            return usage_error(o, "-j takes 1 to 256 threads, not '%s'", v);
        o->threads = (int)x;
    } else if (strcmp(a, "--level") == 0 || strcmp(a, "--difficulty") == 0) {
        o->req.fine_level = 0; /* the last level given counts: a name after a number too */
        if (o->kind->line_fields && cj_parse_long(v, 0, 1000, &x) == 0) { /* a numbered inference level */
            o->req.fine_level = (int)x + 1;
            o->req.level = -1;
        } else if ((o->req.level = cj_level_index(o->kind->levels, o->kind->n_levels, v)) < 0) {
            char why[200];
            cj_kind_level_refusal(o->kind, v, NULL, o->kind->line_fields != 0, why, sizeof why);
            return usage_error(o, "%s", why);
        }
        if (kind_driver_one_level(o->tool, &o->level_option, &o->level_text, a, v) != 0)
            return -1;
    } else if (strcmp(a, "--symmetry") == 0) {
        if ((o->req.symmetry = cj_symmetry_of(v)) < 0)
            return usage_error(o, "unknown --symmetry '%s' (none, rot180, rot90, mirror, diagonal; flip for fillomino)", v);
        if (o->req.symmetry == CJ_SYM_FLIP && o->kind != NULL && strcmp(o->kind->name, "fillomino") != 0)
            return usage_error(o, "--symmetry flip is for --variant fillomino (%s: none, rot180, rot90, mirror, diagonal)",
                               o->kind->name);
    } else if (strcmp(a, "--empty") == 0) {
        if (cj_parse_long(v, 0, 1L << 20, &x) != 0)
            return usage_error(o, "--empty takes a number of cells, not '%s'", v);
        o->req.target_empty = (int)x;
        o->req.minimal = 0;
    } else if (strcmp(a, "--density") == 0) { /* Nonogram: the share of filled cells, in percent */
        if (kind_takes(o, a, "nonogram", "Nonograms") != 0)
            return -1;
        if (cj_parse_long(v, 1, 99, &x) != 0)
            return usage_error(o, "--density takes a percentage from 1 to 99, not '%s'", v);
        o->req.density_percent = (int)x;
    } else if (strcmp(a, "--max-region") == 0) { /* Fillomino: the largest region of the full board */
        if (kind_takes(o, a, "fillomino", "Fillomino") != 0)
            return -1;
        if (cj_parse_long(v, 1, FM_MAX_CELLS, &x) != 0)
            return usage_error(o, "--max-region takes a number of cells from 1 to 65535, not '%s'", v);
        o->req.max_region = (int)x;
    } else if (strcmp(a, "--image") == 0) { /* Nonogram: the picture to stay nearest to */
        o->image = v;
    } else if (strcmp(a, "--max-solutions") == 0) {
        if (cj_parse_long(v, 1, 1000000, &x) != 0)
            return usage_error(o, "--max-solutions takes K from 1 to 1000000, not '%s'", v);
        o->req.max_solutions = (int)x;
    } else if (strcmp(a, "-o") == 0 || strcmp(a, "--output") == 0) {
        o->output = v;
    } else if (strcmp(a, "--budget") == 0) {
        o->budget = strtod(v, &end);
        if (*end != '\0' || !(o->budget > 0))
            return usage_error(o, "--budget takes a number of seconds > 0, not '%s'", v);
    } else {
        return 0;
    }
    return 1;
}

/* An option that takes a value, for any mode; returns 1 taken, 0 not one, -1 bad. */
static int value_option(driver_opts *o, const char *a, const char *v, int *have_number, int *have_range)
{
    long x;
    if (strcmp(a, "--variant") == 0)
        return 1;
    if (strcmp(a, "--format") == 0) {
        /* grade and hint write a grade or a step and read ids, lines, blocks and JSON as they come; Sudoku grids
           (rows of numbers) are read with --format grid, as bin/classify reads them without --variant */
        if ((o->mode == MODE_GRADE || o->mode == MODE_HINT) && (strcmp(v, "line") != 0 &&
            (strcmp(v, "grid") != 0 || strcmp(o->kind->name, "sudoku") != 0)))
            return usage_error(o, "grade and hint read the kind's ids, lines, blocks and JSON lines as they come "
                                  "(and a Sudoku's grids with --format grid): --format %s is not for them", v);
        o->json = o->mode == MODE_GENERATE && strcmp(v, "json") == 0; /* the line form, in a JSON object */
        if ((o->form = o->json ? CJ_KFMT_LINE : parse_form(v)) < 0)
            return usage_error(o, o->mode == MODE_GENERATE ? "--format is line, grid, tatham or json, not '%s'"
                                                           : "--format is line, grid or tatham, not '%s'", v);
    } else if (strcmp(a, "--relations") == 0) { /* Jidoku: relations inside boxes, or across them too */
        if (kind_takes(o, a, "jidoku", "Jidoku") != 0)
            return -1;
        if (o->mode != MODE_GENERATE) /* what a puzzle read holds is its own: the option would not be checked */
            return usage_error(o, "--relations is for generating Jidoku (bin/gen --variant jidoku), not '%s'", v);
        if (strcmp(v, "all") != 0 && strcmp(v, "boxes") != 0)
            return usage_error(o, "--relations is all or boxes, not '%s'", v);
        o->shape.flags = strcmp(v, "all") == 0;
    } else if (strcmp(a, "--box") == 0) {
        if (!cj_kind_has_boxes(o->kind)) {
            fprintf(stderr, "%s: --box is for sudoku and jidoku (the kinds with boxes), not --variant %s\n", o->tool,
                    o->kind->name);
            return -1;
        }
        if (cj_parse_box(v, &o->shape.box_rows, &o->shape.box_cols) != 0)
            return usage_error(o, "--box takes RxC with R*C from 2 to 64, not '%s'", v);
    } else if (strcmp(a, "--size") == 0 || strcmp(a, "--width") == 0 || strcmp(a, "--height") == 0) {
        if (cj_parse_long(v, 1, 65535, &x) != 0) { /* the kind says its sides, from a shape none has */
            char sides[160] = "sides from 1 to 65535";
            cj_shape too_large = o->shape;
            too_large.width = too_large.height = 65536;
            (void)o->kind->shape_check(&too_large, sides, sizeof sides);
            return fprintf(stderr, "%s: %s takes a side, not '%s': %s\n", o->tool, a, v, sides), -1;
        }
        if (a[2] != 'h')
            o->shape.width = (int)x;
        if (a[2] != 'w')
            o->shape.height = (int)x;
    } else if (strcmp(a, "--max-nodes") == 0 && o->mode != MODE_GENERATE) {
        if (cj_parse_long(v, 0, LONG_MAX, &o->max_nodes) != 0)
            return usage_error(o, "--max-nodes takes a number of nodes (0 for the kind's default), not '%s'", v);
    } else if (o->mode == MODE_GENERATE) {
        return generate_option(o, a, v, have_number, have_range);
    } else {
        return 0;
    }
    return 1;
}

/* Whether a is an option of the mode that takes a value (for the message when the value is missing). */
static int takes_value(const driver_opts *o, const char *a)
{
    static const char *const any_mode[] = {"--variant", "--format", "--relations", "--box", "--size", "--width",
                                           "--height", NULL};
    if (o->mode != MODE_GENERATE && strcmp(a, "--max-nodes") == 0)
        return 1;
    static const char *const generate[] = {"-n", "--number", "--range", "--seed", "-j", "--level", "--difficulty",
                                           "--symmetry", "--empty", "--max-solutions", "--budget", "-o", "--output",
                                           "--density", "--image", "--max-region", NULL};
    int k;
    for (k = 0; any_mode[k] != NULL; k++)
        if (strcmp(a, any_mode[k]) == 0)
            return 1;
    for (k = 0; o->mode == MODE_GENERATE && generate[k] != NULL; k++)
        if (strcmp(a, generate[k]) == 0)
            return 1;
    return 0;
}

/* What a is for when it is one of the tool's own options (in its --help) that no kind of the table takes:
   Sudoku, or bin/dlx's exact-cover instances; NULL when it is none. */
static const char *without_variant(const driver_opts *o, const char *a)
{
    static const char *const generate[] = {"--stats", "Sudoku", "--strategy", "Sudoku", "--symbols", "Sudoku", NULL};
    static const char *const solve[] = {"--stats", "Sudoku", "--symbols", "Sudoku", "--exact-cover",
                                        "Knuth's exact-cover format", "--all", "--exact-cover", NULL};
    static const char *const grade[] = {"--trace", "Sudoku", "--symbols", "Sudoku", NULL};
    static const char *const hint[] = {"--symbols", "Sudoku", NULL};
    const char *const *names = o->mode == MODE_GENERATE ? generate : o->mode == MODE_SOLVE ? solve
                               : o->mode == MODE_GRADE ? grade : hint;
    int k;
    for (k = 0; names[k] != NULL; k += 2)
        if (strcmp(a, names[k]) == 0)
            return names[k + 1];
    return NULL;
}

int driver_variant_known(const char *tool, int argc, char **argv)
{
    int at = 0, width = 0;
    const char *name = variant_of(argc, argv, &at, &width);
    char names[160];
    if (cj_kind_find(name ? name : "sudoku") != NULL)
        return 1;
    cj_kind_names(names, sizeof names);
    fprintf(stderr, "%s: unknown --variant '%s' (%s)\n", tool, name, names);
    return 0;
}

int driver_parse_options(driver_opts *o, int argc, char **argv, int first)
{
    int k, at = 0, width = 0, have_number = 0, have_range = 0, only_files = 0, sides = 0;
    const char *name = variant_of(argc, argv, &at, &width);
    if (!driver_variant_known(o->tool, argc, argv))
        return -1;
    o->kind = cj_kind_find(name ? name : "sudoku");
    o->first = 0;
    o->last = 1;
    o->seed = 1;
    o->threads = 1;
    o->progress = isatty(2);
    cj_gen_request_default(&o->req);
    o->files = calloc((size_t)argc + 1, sizeof *o->files);
    if (o->files == NULL)
        return -1;
    for (k = first; k < argc; k++) {
        const char *a = argv[k], *v = k + 1 < argc ? argv[k + 1] : NULL;
        int rc;
        if (only_files || a[0] != '-' || a[1] == '\0') {
            o->files[o->nfiles++] = argv[k];
            continue;
        }
        if (strncmp(a, "--variant=", 10) == 0 || strcmp(a, "--via-table") == 0) {
            continue;
        } else if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
            print_usage(o->tool, o->mode);
            exit(0);
        } else if (strcmp(a, "--") == 0) {
            only_files = 1;
        } else if (o->mode == MODE_SOLVE && strcmp(a, "--count") == 0) {
            o->limit = 2;
        } else if (o->mode == MODE_SOLVE && strncmp(a, "--count=", 8) == 0) {
            if (cj_parse_long(a + 8, 1, 1L << 62, &o->limit) != 0)
                return usage_error(o, "--count takes a limit of 1 or more, not '%s'", a + 8);
        } else if (o->mode == MODE_GENERATE && strcmp(a, "--minimal") == 0) {
            o->req.minimal = 1;
            o->req.target_empty = -1;
        } else if (o->mode == MODE_GENERATE && strcmp(a, "--with-solution") == 0) {
            o->with_solution = 1;
        } else if (o->mode == MODE_GENERATE && strcmp(a, "--progress") == 0) {
            o->progress = 1;
        } else if (o->mode == MODE_GENERATE && strcmp(a, "--no-progress") == 0) {
            o->progress = 0;
        } else if (o->mode == MODE_GENERATE && strcmp(a, "--resume") == 0) {
            o->resume = 1;
        } else if (v != NULL && (rc = value_option(o, a, v, &have_number, &have_range)) != 0) {
            if (rc < 0)
                return -1;
            sides |= strcmp(a, "--width") == 0 ? 1 : strcmp(a, "--height") == 0 ? 2 : strcmp(a, "--size") == 0 ? 4 : 0;
            k++;
        } else if (v == NULL && takes_value(o, a)) {
            return usage_error(o, "%s needs a value (see --help)", a);
        } else if (o->mode == MODE_GENERATE && strcmp(a, "--per-level") == 0) {
            return usage_error(o, "%s is for Sudoku alone (bin/bank build --kind KIND --per-level K fills every "
                                  "level of any kind)", a);
        } else if (o->mode == MODE_GENERATE && strcmp(a, "--transforms") == 0) {
            return usage_error(o, strcmp(o->kind->name, "fillomino") != 0
                                      ? "%s is for Sudoku alone"
                                      : "%s is for Sudoku, and Fillomino's bin/fillomino gen (the same puzzles "
                                        "for a seed)",
                               a);
        } else if (without_variant(o, a) != NULL) {
            fprintf(stderr, "%s: %s is for %s %s, not --variant %s%s\n", o->tool, a, without_variant(o, a),
                    strcmp(o->kind->name, "sudoku") == 0 ? "without --via-table" : "alone (no --variant)",
                    o->kind->name, strcmp(o->kind->name, "sudoku") == 0 ? " --via-table" : "");
            return -1;
        } else {
            return usage_error(o, "unknown option '%s' (see --help)", a);
        }
    }
    if (have_number && have_range)
        return usage_error(o, "%s", "give -n or --range, not both");
    /* A side alone is refused, as bin/fillomino gen refuses it (a picture gives the shape, the side checks it). */
    if (o->mode == MODE_GENERATE && (sides == 1 || sides == 2) && o->image == NULL) {
        fprintf(stderr, "%s: --variant %s needs --width and --height (or --size), not %s alone (see --help)\n",
                o->tool, o->kind->name, sides == 1 ? "--width" : "--height");
        return -1;
    }
    if (o->image != NULL && o->req.density_percent > 0) /* the picture sets what is filled */
        return usage_error(o, "%s", "give --density or --image, not both (--density is for random pictures)");
    if ((o->mode == MODE_SOLVE || o->mode == MODE_GENERATE) && check_form(o) != 0) /* the modes that write */
        return -1;
    /* The default budget of a level, named or numbered (--level 20: fine_level), or of a target. */
    if (o->budget <= 0 && (o->req.level >= 0 || o->req.fine_level > 0 || o->req.target_empty >= 0))
        o->budget = 60;
    return 0;
}

int driver_start(driver_opts *o, const char *tool, enum driver_mode mode, int argc, char **argv, int first)
{
    memset(o, 0, sizeof *o);
    o->tool = tool;
    o->mode = mode;
    return driver_parse_options(o, argc, argv, first);
}
