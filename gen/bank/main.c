/* main.c: `bin/bank`, the puzzle bank on SQLite: add puzzle lines, build by generating, pick and export
   with filters, stats, regrade, and serve the play page; one file, committed in batches, safe to interrupt. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jansson.h>

#include "dlx/shape.h"
#include "dlx/cli.h"
#include "dlx/tool_exit.h"
#include "dlx/version.h"
#include "gen/bank/bank_cli.h"
#include "gen/bank/puzzle_cells.h"
#include "gen/bank/rows.h"
#include "gen/bank/serve.h"
#include "gen/kinds/kinds.h"

/* Each command's usage, its one text: `bank CMD --help` prints that command's (with FILTERS when it takes them),
   `bank --help` every one's; serve's own is in serve_options.c, and here a line pointing to it. */
typedef struct command_usage {
    const char *name, *synopsis, *about;
    int filters; /* takes FILTERS */
} command_usage;

static const char filters_usage[] =
    "  FILTERS: --kind K (sudoku, fillomino, futoshiki, jidoku, nonogram; default: any), --size N |\n"
    "  --box RxC | --width W --height H (a Sudoku's unless --kind), --level L (a name, or its number in the\n"
    "  kind's list from 0, not gen's inference depth; of Sudoku unless --kind; or ungraded: the puzzles with\n"
    "  no grade, of any kind unless --kind), --empty A:B (empty squares), --solutions K; pick, export,\n"
    "  stats and regrade take them (stats counts the matching puzzles).\n";

static const command_usage commands[] = {
    {"add", "bank add DB [FILE...] [--kind K] [--box RxC] [--max-solutions K] [--max-nodes N] [--no-grade]\n",
     "  add reads puzzle lines and `bin/gen --format json` lines (files or stdin): each is solved and counted\n"
     "  by its kind's engine (more than --max-solutions solutions, default 1, is refused; so is one whose\n"
     "  count passes --max-nodes N search nodes, a Nonogram's splits: default 0, no limit), graded (with\n"
     "  --no-grade, the level, rating and technique a JSON line carries are kept), and stored once per\n"
     "  canonical form (the same puzzle up to its shape's symmetries is a duplicate). It ends with\n"
     "  `added N, duplicates D, rejected R` on stderr.\n",
     0},
    {"build",
     "bank build DB [--kind K] [--size N | --box RxC | --width W --height H] (-n COUNT [--level L] |\n"
     "                  --per-level K) [--empty T [--budget S]] [--symmetry S] [-j J] [--seed S]\n"
     "                  [--progress | --no-progress]\n",
     "  build generates, grades and adds puzzle i of the seed as `bin/gen --seed S` makes it, until the bank\n"
     "  holds COUNT of that seed (of level L with --level; or K of each level with --per-level, counting those\n"
     "  of any seed); run again after an interruption, it goes on where it stopped. --empty T (Sudoku,\n"
     "  Fillomino: T empty cells, given up after --budget S of CPU time, 60 by default as bin/gen's; a batch\n"
     "  whose every puzzle gives up ends the build) and --symmetry S\n"
     "  (none, rot180, rot90, mirror, diagonal; flip for Fillomino) are bin/gen's: the puzzles are the ones\n"
     "  bin/gen makes with them, counted and resumed apart from the seed's others.\n",
     0},
    {"pick", "bank pick DB [FILTERS] [-n N] [--random] [--seed S] [--format line|json|tatham|grid]\n",
     "  A pick walks the bank in a fixed shuffled order, from its start or, with --random, from a place chosen\n"
     "  by --seed (a --seed alone implies --random; --random alone, by the clock, said on stderr); nothing\n"
     "  matching exits 1.\n",
     1},
    {"export", "bank export DB [FILTERS] [--format line|json|tatham|grid]\n",
     "  export writes every matching puzzle in the order added (json: every field, which add reads back).\n", 1},
    {"stats", "bank stats DB [FILTERS]\n",
     "  stats counts the matching puzzles by kind and shape, then by level and number of clues.\n", 1},
    {"regrade", "bank regrade DB [FILTERS] [-j J] [--progress | --no-progress]\n",
     "  regrade grades the matching puzzles again with the current grader (on J threads) and writes the level,\n"
     "  rating and technique that changed, 500 rows a transaction; puzzles with several solutions (no level is\n"
     "  for one) are left as they are. It ends with `regraded N puzzles: M changed (levels K), U unchanged` on\n"
     "  stderr; run again after an interruption, it completes (the rows already written come out unchanged).\n",
     1},
    {"serve", "bank serve DB [OPTIONS]   (a page to play the puzzles in a browser: see bank serve --help)\n", "", 0},
};
#define N_COMMANDS (sizeof commands / sizeof commands[0])

/* bank --help: every command's synopsis, FILTERS, then what each does. */
static void print_usage(FILE *out)
{
    size_t k;
    for (k = 0; k < N_COMMANDS; k++)
        fprintf(out, "%s%s", k ? "       " : "usage: ", commands[k].synopsis);
    fputs(filters_usage, out);
    for (k = 0; k < N_COMMANDS; k++)
        fputs(commands[k].about, out);
}

/* bank CMD --help: that command's usage, and where every command's is; 0, or 2 for a command there is not. */
static int print_command_usage(const char *name)
{
    size_t k;
    for (k = 0; k < N_COMMANDS && strcmp(commands[k].name, name) != 0; k++)
        ;
    if (k == N_COMMANDS)
        return bank_usage("unknown command", name);
    printf("usage: %s%s%s%s", commands[k].synopsis, commands[k].filters ? filters_usage : "", commands[k].about,
           BANK_ALL_COMMANDS);
    return 0;
}

int bank_usage(const char *problem, const char *arg)
{
    fprintf(stderr, "bank: %s%s%s%s\n", problem, arg ? " '" : "", arg ? arg : "", arg ? "'" : "");
    fputs("(see bank --help)\n", stderr);
    return 2;
}

int bank_range_usage(const char *option, long lo, long hi, const char *value)
{
    char problem[96];
    snprintf(problem, sizeof problem, "%s takes a number from %ld to %ld, not", option, lo, hi);
    return bank_usage(problem, value);
}

int bank_value_option(const char *a)
{
    static const char *const names[] = {"--kind", "--variant", "--size", "--box", "--width", "--height", "--level",
                                        "--empty", "--symmetry", "--solutions", "-n", "--seed", "--format",
                                        "--max-solutions", "--max-nodes", "--per-level", "-j", NULL};
    int k;
    for (k = 0; names[k] && strcmp(names[k], a) != 0; k++)
        ;
    return names[k] != NULL;
}

int bank_shape_option(bank_query *q, const char *a, const char *v, int *used)
{
    long x;
    *used = 1;
    if (strcmp(a, "--kind") == 0 || strcmp(a, "--variant") == 0) {
        if ((q->kind = cj_kind_find(v)) == NULL) {
            char names[160], problem[240];
            cj_kind_names(names, sizeof names);
            snprintf(problem, sizeof problem, "unknown kind '%.60s' (%s)", v, names);
            return bank_usage(problem, NULL);
        }
        q->kind_option = a;
    } else if (strcmp(a, "--size") == 0) {
        if (cj_parse_long(v, 1, 256, &x) != 0)
            return bank_range_usage(a, 1, 256, v);
        q->shape.width = q->shape.height = (int)x;
        q->have_shape = 1;
        q->sides |= 4;
    } else if (strcmp(a, "--box") == 0) {
        if (cj_parse_box(v, &q->shape.box_rows, &q->shape.box_cols) != 0)
            return bank_usage("--box takes RxC with R*C from 2 to 64, not", v);
        q->have_shape = 1;
    } else if (strcmp(a, "--width") == 0 || strcmp(a, "--height") == 0) {
        if (cj_parse_long(v, 1, 256, &x) != 0)
            return bank_usage("--width and --height take a number from 1 to 256, not", v);
        *(a[2] == 'w' ? &q->shape.width : &q->shape.height) = (int)x;
        q->have_shape = 1;
        q->sides |= a[2] == 'w' ? 1 : 2;
    } else {
        *used = 0;
    }
    return 0;
}

int bank_query_box(const bank_query *q)
{
    char why[160];
    if (q->shape.box_rows == 0 || q->kind == NULL || cj_kind_has_boxes(q->kind))
        return 0;
    snprintf(why, sizeof why, "--box is for sudoku and jidoku (the kinds with boxes), not %s %s",
             q->kind_option ? q->kind_option : "--kind", q->kind->name);
    return bank_usage(why, NULL);
}

/* Checks the shape asked (with the kind's defaults) and writes its bank text. 0 or 2. */
int bank_query_shape(bank_query *q)
{
    char err[160];
    if (!q->have_shape)
        return 0;
    if (q->kind == NULL)
        q->kind = cj_kinds[0];
    if (bank_query_box(q) != 0)
        return 2;
    if (q->sides == 1 || q->sides == 2) /* a side alone names no shape: refused, as bin/gen refuses it */
        return bank_usage(q->sides == 1 ? "--width needs --height (or --size), not --width alone"
                                        : "--height needs --width (or --size), not --height alone", NULL);
    if (q->shape.height == 0)
        q->shape.height = q->shape.width;
    if (q->kind->shape_check(&q->shape, err, sizeof err) != 0) {
        if (q->kind_option == NULL) /* the shape was read as a Sudoku's: say so, and how to name another kind */
            snprintf(err + strlen(err), sizeof err - strlen(err), " (a shape without --kind is a Sudoku's)");
        return bank_usage(err, NULL);
    }
    puzzle_shape_text(q->kind, &q->shape, q->shape_text, sizeof q->shape_text);
    q->filter.shape = q->shape_text;
    return 0;
}

int bank_read_query(bank_query *q, int argc, char **argv, int command)
{
    const char *level = NULL;
    long x;
    int k, used, rc, pick = command == BANK_PICK, regrade = command == BANK_REGRADE;
    int printed = command == BANK_PICK || command == BANK_EXPORT; /* rows written out, in a --format */
    memset(q, 0, sizeof *q);
    q->filter.level = q->filter.empty_min = q->filter.empty_max = -1;
    q->count = pick ? 1 : -1;
    q->threads = 1;
    q->progress = -1;
    for (k = 2; k < argc; k++) {
        const char *a = argv[k], *v = k + 1 < argc ? argv[k + 1] : NULL;
        if (regrade && (strcmp(a, "--progress") == 0 || strcmp(a, "--no-progress") == 0)) {
            q->progress = a[2] == 'p';
            continue;
        }
        if (a[0] == '-' && v == NULL && strcmp(a, "--random") != 0)
            return bank_usage(bank_value_option(a) ? "a value is missing after" : "unknown option", a);
        if ((rc = bank_shape_option(q, a, v, &used)) != 0)
            return rc;
        if (used) {
            k++;
        } else if (regrade && strcmp(a, "-j") == 0) {
            if (cj_parse_long(v, 1, BANK_MAX_THREADS, &x) != 0)
                return bank_range_usage(a, 1, BANK_MAX_THREADS, v);
            q->threads = (int)x;
            k++;
        } else if (strcmp(a, "--level") == 0) {
            level = argv[++k];
        } else if (strcmp(a, "--empty") == 0) {
            if (bank_empty_parse(v, &q->filter.empty_min, &q->filter.empty_max) != 0)
                return bank_usage("--empty takes A:B with 0 <= A <= B, or A (empty squares), not", v);
            k++;
        } else if (pick && strcmp(a, "--seed") == 0) { /* a seed is only for a random start */
            if (bank_seed_parse(v, &q->filter.seed) != 0)
                return bank_usage(BANK_SEED_RANGE " after", a);
            q->filter.random = q->seeded = 1;
            k++;
        } else if (strcmp(a, "--solutions") == 0 || (pick && strcmp(a, "-n") == 0)) {
            if (cj_parse_long(v, 1, 100000000L, &x) != 0)
                return bank_range_usage(a, 1, 100000000L, v);
            if (a[1] == 'n')
                q->count = x;
            else
                q->filter.solutions = (int)x;
            k++;
        } else if (pick && strcmp(a, "--random") == 0) {
            q->filter.random = 1;
        } else if (printed && strcmp(a, "--format") == 0) {
            if ((q->format = bank_format_named(v)) < 0)
                return bank_usage("--format is line, json, tatham or grid, not", v);
            k++;
        } else {
            return bank_usage(a[0] == '-' ? "unknown option" : "one bank only; unexpected", a);
        }
    }
    if ((rc = bank_query_shape(q)) != 0)
        return rc;
    if (q->kind_option != NULL && printed) { /* a kind lacking the form asked: refused as bin/gen refuses it */
        char why[160];
        int form = q->format == BANK_TATHAM ? CJ_KFMT_TATHAM : q->format == BANK_GRID ? CJ_KFMT_GRID
                                                                                      : CJ_KFMT_LINE; /* json: line */
        unsigned offered = CJ_KFMT_BIT(CJ_KFMT_LINE) | CJ_KFMT_BIT(CJ_KFMT_TATHAM) | CJ_KFMT_BIT(CJ_KFMT_GRID);
        if (cj_kind_form_refusal(q->kind, form, q->kind_option, offered, "json", why, sizeof why) != 0)
            return bank_usage(why, NULL);
    }
    if (level != NULL && strcmp(level, "ungraded") != 0 && q->kind == NULL)
        q->kind = cj_kinds[0]; /* levels are a kind's: Sudoku's unless --kind says; ungraded: rows of any kind */
    if (level != NULL && bank_level_parse(q->kind, level, &q->filter) != 0) {
        char why[200];
        cj_kind_level_refusal(q->kind, level, "ungraded", 1, why, sizeof why); /* a level's number too */
        return bank_usage(why, NULL);
    }
    q->filter.kind = q->kind ? q->kind->name : NULL;
    q->filter.by_id = !pick;
    return 0;
}

static int pick_or_export(int argc, char **argv, int pick)
{
    bank_query q;
    bank_printer p;
    bank *b;
    char err[512];
    long found;
    int rc = bank_read_query(&q, argc, argv, pick ? BANK_PICK : BANK_EXPORT);
    if (rc != 0)
        return rc;
    if (q.filter.random && !q.seeded) { /* --random alone: a seed of the clock's, said so the pick can be made again */
        q.filter.seed = bank_clock_seed();
        fprintf(stderr, "bank: --random from seed %llu (--seed %llu picks the same again)\n",
                (unsigned long long)q.filter.seed, (unsigned long long)q.filter.seed);
    }
    if ((b = bank_open(argv[1], BANK_READ, err, sizeof err)) == NULL)
        return fprintf(stderr, "bank: %s\n", err), 2;
    bank_printer_init(&p, q.format);
    found = bank_pick(b, &q.filter, q.count < 0 ? 1L << 62 : q.count, bank_print_row, &p);
    if (found < 0)
        fprintf(stderr, "bank: %s: %s\n", argv[1], bank_error(b));
    rc = bank_printer_close(&p);
    bank_close(b);
    if (found == 0)
        fprintf(stderr, "bank: %s: no puzzle matches\n", argv[1]);
    return rc != 0 ? 1 : found < 0 ? 2 : found == 0 ? 1 : 0;
}

/* Counts of one kind and shape, printed when the next group starts. */
typedef struct stats_acc {
    char kind[32], shape[32];
    long total, all, levels[32], ungraded;
    int min_clues, max_clues;
    long clues[4097];
} stats_acc;

static void stats_flush(stats_acc *s)
{
    const cj_kind *kind = cj_kind_find(s->kind);
    char title[96];
    int k;
    if (s->total == 0)
        return;
    if (kind)
        puzzle_shape_title(kind, s->shape, title, sizeof title);
    else
        snprintf(title, sizeof title, "%s %s", s->kind, s->shape);
    printf("%s: %ld puzzle%s\n  levels:", title, s->total, s->total == 1 ? "" : "s");
    for (k = 0; kind && k < kind->n_levels && k < 32; k++)
        printf(" %s %ld", kind->levels[k], s->levels[k]);
    if (s->ungraded)
        printf(" ungraded %ld", s->ungraded);
    printf("\n  clues:");
    for (k = s->min_clues; k <= s->max_clues; k++)
        if (s->clues[k])
            printf(" %d:%ld", k, s->clues[k]);
    printf("\n");
    s->all += s->total;
    s->total = s->ungraded = 0;
    memset(s->levels, 0, sizeof s->levels);
    memset(s->clues, 0, sizeof s->clues);
}

static void stats_group(const bank_stat *st, void *ctx)
{
    stats_acc *s = ctx;
    int clues = st->clues < 0 ? 0 : st->clues > 4096 ? 4096 : st->clues;
    if (strcmp(s->kind, st->kind) != 0 || strcmp(s->shape, st->shape) != 0) {
        stats_flush(s);
        snprintf(s->kind, sizeof s->kind, "%s", st->kind);
        snprintf(s->shape, sizeof s->shape, "%s", st->shape);
        s->min_clues = clues;
        s->max_clues = clues;
    }
    s->total += st->count;
    if (st->level >= 0 && st->level < 32)
        s->levels[st->level] += st->count;
    else
        s->ungraded += st->count;
    s->clues[clues] += st->count;
    s->min_clues = clues < s->min_clues ? clues : s->min_clues;
    s->max_clues = clues > s->max_clues ? clues : s->max_clues;
}

static int stats(int argc, char **argv)
{
    bank_query q;
    stats_acc *s;
    bank *b;
    char err[512];
    long groups;
    int rc = bank_read_query(&q, argc, argv, BANK_STATS);
    if (rc != 0)
        return rc;
    if ((b = bank_open(argv[1], BANK_READ, err, sizeof err)) == NULL)
        return fprintf(stderr, "bank: %s\n", err), 2;
    if ((s = calloc(1, sizeof *s)) == NULL)
        return bank_close(b), fprintf(stderr, "bank: out of memory\n"), 2;
    groups = bank_stats(b, &q.filter, stats_group, s);
    stats_flush(s);
    if (groups >= 0)
        printf("total: %ld puzzle%s\n", s->all, s->all == 1 ? "" : "s");
    else
        fprintf(stderr, "bank: %s: %s\n", argv[1], bank_error(b));
    free(s);
    bank_close(b);
    return groups < 0 ? 2 : bank_flush_stdout();
}

/* Moves the bank (the first operand after the command) to argv[2], options may come before it. */
static int first_operand_to_front(int argc, char **argv)
{
    int k;
    char *db;
    for (k = 2; k < argc && argv[k][0] == '-' && argv[k][1] != '\0'; k++)
        if (bank_value_option(argv[k]))
            k++;
    if (k >= argc)
        return -1;
    db = argv[k];
    for (; k > 2; k--)
        argv[k] = argv[k - 1];
    argv[2] = db;
    return 0;
}

/* Whether --help or -h stands where an option may go after the command (a value of an option is not one). */
static int help_asked(int argc, char **argv)
{
    int k;
    for (k = 2; k < argc; k++) {
        if (strcmp(argv[k], "--help") == 0 || strcmp(argv[k], "-h") == 0)
            return 1;
        if (bank_value_option(argv[k]))
            k++;
    }
    return 0;
}

int main(int argc, char **argv)
{
    const char *cmd = argc > 1 ? argv[1] : NULL;
    int rc;
    cj_check_stdout_at_exit("bank");
    rc = cj_version(argc, argv, "bank", 1);
    if (rc >= 0)
        return rc;
    if (cmd == NULL || strcmp(cmd, "--help") == 0 || strcmp(cmd, "-h") == 0) {
        print_usage(cmd ? stdout : stderr);
        return cmd ? 0 : 2;
    }
    if (strcmp(cmd, "serve") == 0) /* its options, --help among them, are its own */
        return bank_serve_main("bank", argc - 1, argv + 1);
    if (cmd[0] == '-')
        return bank_usage("unknown option", cmd);
    if (help_asked(argc, argv))
        return print_command_usage(cmd);
    if (first_operand_to_front(argc, argv) != 0)
        return bank_usage("a bank file (DB) is needed after", cmd);
    if (strcmp(cmd, "add") == 0)
        return bank_add_main(argc - 1, argv + 1);
    if (strcmp(cmd, "build") == 0)
        return bank_build_main(argc - 1, argv + 1);
    if (strcmp(cmd, "pick") == 0 || strcmp(cmd, "export") == 0)
        return pick_or_export(argc - 1, argv + 1, cmd[0] == 'p');
    if (strcmp(cmd, "stats") == 0)
        return stats(argc - 1, argv + 1);
    if (strcmp(cmd, "regrade") == 0)
        return bank_regrade_main(argc - 1, argv + 1);
    return bank_usage("unknown command", cmd);
}
