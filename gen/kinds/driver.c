/* driver.c: the tools' generic path through the puzzle-kind tables (host only): options, one worker per
   shape or thread, solve/count (bin/dlx), generate with -j/--range (bin/gen), grade and hint (bin/classify). */
#define _POSIX_C_SOURCE 200809L
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "dlx/cli.h"
#include "dlx/shape.h"
#include "gen/kinds/driver.h"
#include "dlx/kind.h"

enum driver_mode { MODE_SOLVE, MODE_GENERATE, MODE_GRADE, MODE_HINT };

/* Room for a puzzle whose shape comes from its text (before the shape, and so puzzle_bytes, is known). */

typedef struct driver_opts {
    const char *tool;
    enum driver_mode mode;
    const cj_kind *kind;
    cj_shape shape;           /* as asked: zeros are taken from the text or the kind's defaults */
    int form;                 /* enum cj_kind_format */
    long limit;               /* solve: 0 = print a solution, else count to limit */
    long first, last;         /* generate: puzzles first..last-1 */
    unsigned long long seed;
    int threads, progress, with_solution;
    double budget;            /* seconds per puzzle; <= 0: none */
    cj_gen_request req;
    char **files;
    int nfiles;
} driver_opts;

/* One worker: the kind's work memory for one shape, and buffers for one puzzle. */
typedef struct worker {
    cj_shape shape;
    void *mem, *work, *puzzle;
    cj_cell *solution;
    double deadline;
} worker;

static const char *const mode_usage[] = {
    "usage: %s --variant KIND [--count[=LIMIT]] [--box RxC | --size N | --width W --height H]\n"
    "         [--format line|grid|tatham] [FILE...]\n"
    "Solves one puzzle per line (the kind's one-line form or Tatham id): the solution, 'none', or the count\n"
    "of solutions up to LIMIT (default 2); 'error' for a malformed line (exit status 2).\n",
    "usage: %s --variant KIND [--size N | --box RxC | --width W --height H] [-n N | --range A:B]\n"
    "         [--seed S] [-j J] [--level L] [--symmetry none|rot180|rot90|mirror|diagonal]\n"
    "         [--minimal | --empty T] [--max-solutions K] [--budget SECONDS]\n"
    "         [--format line|grid|tatham] [--with-solution] [--progress | --no-progress]\n"
    "Puzzle i of a run depends only on S, i and the options: the same for any -j or --range.\n",
    "usage: %s grade --variant KIND [FILE...]   RATING LEVEL HARDEST-TECHNIQUE per puzzle\n",
    "usage: %s hint --variant KIND [FILE...]    the next logical step of each (partly filled) grid\n"};

static void print_usage(const char *tool, int mode)
{
    int k;
    printf(mode_usage[mode], tool);
    printf("Kinds:");
    for (k = 0; cj_kinds[k] != NULL; k++) {
        int l;
        printf(" %s", cj_kinds[k]->name);
        for (l = 0; l < cj_kinds[k]->n_levels; l++)
            printf("%s%s", l ? "," : " (levels ", cj_kinds[k]->levels[l]);
        printf("%s", cj_kinds[k]->n_levels ? ")" : "");
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
        if (strcmp(argv[k], "--via-table") == 0)
            return 1;
    if (name == NULL)
        return 0;
    if (strcmp(name, "sudoku") != 0)
        return 1;
    for (k = at; k + width <= *argc; k++) /* moves the terminating NULL too */
        argv[k] = argv[k + width];
    *argc -= width;
    return 0;
}

static int parse_symmetry(const char *s)
{
    static const char *const names[] = {"none", "rot180", "rot90", "mirror", "diagonal"};
    int k;
    for (k = 0; k < 5; k++)
        if (strcmp(s, names[k]) == 0)
            return k;
    return -1;
}

static int parse_level(const cj_kind *kind, const char *s)
{
    int k;
    for (k = 0; k < kind->n_levels; k++)
        if (strcmp(s, kind->levels[k]) == 0)
            return k;
    return -1;
}

static int parse_form(const char *s)
{
    return strcmp(s, "line") == 0 ? CJ_KFMT_LINE : strcmp(s, "grid") == 0 ? CJ_KFMT_GRID
           : strcmp(s, "tatham") == 0 ? CJ_KFMT_TATHAM : -1;
}

/* An option of the generate mode that takes a value; returns 1 taken, 0 not one, -1 bad. */
static int generate_option(driver_opts *o, const char *a, const char *v, int *have_number, int *have_range)
{
    long x;
    char *end;
    if (strcmp(a, "-n") == 0 || strcmp(a, "--number") == 0) {
        if (cj_parse_long(v, 0, 1L << 40, &x) != 0)
            return usage_error(o, "-n takes a count, not '%s'", v);
        o->last = x;
        *have_number = 1;
    } else if (strcmp(a, "--range") == 0) {
        if (cj_parse_range(v, &o->first, &o->last) != 0)
            return usage_error(o, "--range takes A:B with A < B, not '%s'", v);
        *have_range = 1;
    } else if (strcmp(a, "--seed") == 0) {
        o->seed = strtoull(v, &end, 10);
        if (*v == '\0' || *end != '\0' || *v == '-')
            return usage_error(o, "--seed takes a whole number, not '%s'", v);
    } else if (strcmp(a, "-j") == 0) {
        if (cj_parse_long(v, 1, 256, &x) != 0)
            return usage_error(o, "-j takes 1 to 256 threads, not '%s'", v);
        o->threads = (int)x;
    } else if (strcmp(a, "--level") == 0 || strcmp(a, "--difficulty") == 0) {
        if (o->kind->line_fields && cj_parse_long(v, 0, 1000, &x) == 0) { /* a numbered inference level */
            o->req.fine_level = (int)x + 1;
            o->req.level = -1;
        } else if ((o->req.level = parse_level(o->kind, v)) < 0)
            return usage_error(o, "unknown level '%s' for this kind (see its levels in gen/kinds/README.md)", v);
    } else if (strcmp(a, "--symmetry") == 0) {
        if ((o->req.symmetry = parse_symmetry(v)) < 0)
            return usage_error(o, "unknown --symmetry '%s' (none, rot180, rot90, mirror, diagonal)", v);
    } else if (strcmp(a, "--empty") == 0) {
        if (cj_parse_long(v, 0, 1L << 20, &x) != 0)
            return usage_error(o, "--empty takes a number of cells, not '%s'", v);
        o->req.target_empty = (int)x;
        o->req.minimal = 0;
    } else if (strcmp(a, "--max-solutions") == 0) {
        if (cj_parse_long(v, 1, 1000000, &x) != 0)
            return usage_error(o, "--max-solutions takes K >= 1, not '%s'", v);
        o->req.max_solutions = (int)x;
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
        if ((o->form = parse_form(v)) < 0)
            return usage_error(o, "--format is line, grid or tatham, not '%s'", v);
    } else if (strcmp(a, "--relations") == 0) { /* Jidoku: relations inside boxes, or across them too */
        if (strcmp(v, "all") != 0 && strcmp(v, "boxes") != 0)
            return usage_error(o, "--relations is all or boxes, not '%s'", v);
        o->shape.flags = strcmp(v, "all") == 0;
    } else if (strcmp(a, "--box") == 0) {
        if (cj_parse_box(v, &o->shape.box_rows, &o->shape.box_cols) != 0)
            return usage_error(o, "--box takes RxC, not '%s'", v);
    } else if (strcmp(a, "--size") == 0 || strcmp(a, "--width") == 0 || strcmp(a, "--height") == 0) {
        if (cj_parse_long(v, 1, 65535, &x) != 0)
            return usage_error(o, "%s takes a side from 1 up", a);
        if (a[2] != 'h')
            o->shape.width = (int)x;
        if (a[2] != 'w')
            o->shape.height = (int)x;
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
    static const char *const generate[] = {"-n", "--number", "--range", "--seed", "-j", "--level", "--difficulty",
                                           "--symmetry", "--empty", "--max-solutions", "--budget", NULL};
    int k;
    for (k = 0; any_mode[k] != NULL; k++)
        if (strcmp(a, any_mode[k]) == 0)
            return 1;
    for (k = 0; o->mode == MODE_GENERATE && generate[k] != NULL; k++)
        if (strcmp(a, generate[k]) == 0)
            return 1;
    return 0;
}

static int parse_options(driver_opts *o, int argc, char **argv, int first)
{
    int k, at = 0, width = 0, have_number = 0, have_range = 0, only_files = 0;
    const char *name = variant_of(argc, argv, &at, &width);
    o->kind = cj_kind_find(name ? name : "sudoku");
    if (o->kind == NULL) {
        int i;
        fprintf(stderr, "%s: unknown --variant '%s' (", o->tool, name);
        for (i = 0; cj_kinds[i] != NULL; i++)
            fprintf(stderr, "%s%s", i ? ", " : "", cj_kinds[i]->name);
        fprintf(stderr, ")\n");
        return -1;
    }
    o->first = 0;
    o->last = 1;
    o->seed = 1;
    o->threads = 1;
    o->progress = isatty(2);
    o->req.level = -1;
    o->req.max_solutions = 1;
    o->req.target_empty = -1;
    o->req.minimal = 1;
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
        } else if (v != NULL && (rc = value_option(o, a, v, &have_number, &have_range)) != 0) {
            if (rc < 0)
                return -1;
            k++;
        } else if (v == NULL && takes_value(o, a)) {
            return usage_error(o, "%s needs a value (see --help)", a);
        } else {
            return usage_error(o, "unknown option '%s' (see --help)", a);
        }
    }
    if (have_number && have_range)
        return usage_error(o, "%s", "give -n or --range, not both");
    if (o->budget <= 0 && (o->req.level >= 0 || o->req.target_empty >= 0))
        o->budget = 60;
    return 0;
}

static void worker_free(worker *w)
{
    free(w->mem);
    free(w->puzzle);
    free(w->solution);
    memset(w, 0, sizeof *w);
}

static int same_shape(const cj_shape *a, const cj_shape *b)
{
    return a->width == b->width && a->height == b->height && a->box_rows == b->box_rows &&
           a->box_cols == b->box_cols && a->flags == b->flags;
}

/* Makes the worker's memory for shape (kept when it already is for that shape). Returns 0 or -1. */
static int worker_for(const cj_kind *kind, worker *w, const cj_shape *shape)
{
    size_t bytes, cells = (size_t)shape->width * (size_t)shape->height;
    if (w->work != NULL && same_shape(&w->shape, shape))
        return 0;
    free(w->mem);
    free(w->solution);
    w->work = NULL;
    bytes = kind->work_bytes(shape);
    w->mem = bytes ? malloc(bytes) : NULL;
    w->solution = malloc(sizeof(cj_cell) * (cells ? cells : 1));
    if (w->puzzle == NULL)
        w->puzzle = malloc(DRIVER_PUZZLE_BYTES);
    if (w->mem == NULL || w->solution == NULL || w->puzzle == NULL || kind->puzzle_bytes(shape) > DRIVER_PUZZLE_BYTES)
        return -1;
    w->work = kind->work_init(w->mem, bytes, shape);
    w->shape = *shape;
    return w->work != NULL ? 0 : -1;
}

/* Appends a puzzle (or, with puzzle NULL, a solution) in form; returns 0 or the kind's negative error. */
static long put_formatted(const cj_kind *kind, const cj_shape *shape, const void *puzzle, const cj_cell *solution,
                          int form, cj_buf *out)
{
    size_t size = 32 * (size_t)shape->width * (size_t)shape->height + 256;
    for (;;) {
        char *text = malloc(size);
        long len;
        if (text == NULL)
            return CJ_KIND_ESPACE;
        len = kind->format(shape, puzzle, solution, form, text, size);
        if (len >= 0)
            cj_buf_put(out, text, (size_t)len);
        free(text);
        if (len != CJ_KIND_ESPACE || size > ((size_t)1 << 28))
            return len < 0 ? len : 0;
        size *= 2;
    }
}

/* Reads one puzzle line: skips blank and '#' lines. Returns the token length (the line's, for kinds with
   line_fields; a block's lines joined by '\n' in block, for those kinds), or -1 at the end. */
static long next_puzzle(const cj_kind *kind, cj_lines *r, char **line, cj_buf *block)
{
    long len;
    while ((len = cj_lines_next(r, line)) >= 0) {
        long tok = 0;
        while (tok < len && (*line)[tok] != ' ' && (*line)[tok] != '\t')
            tok++;
        if (tok == 0 || (*line)[0] == '#')
            continue;
        if (!kind->line_fields || cj_lines_problem(r) != NULL) /* a bad line is an answer of its own */
            return tok;
        if (tok < len || memchr(*line, ':', (size_t)len) != NULL)
            return len;
        block->len = 0;
        cj_buf_put(block, *line, (size_t)len);
        while ((len = cj_lines_next(r, line)) > 0) {
            cj_buf_put(block, "\n", 1);
            cj_buf_put(block, *line, (size_t)len);
        }
        cj_buf_put(block, "\n", 1);
        *line = block->data;
        return (long)block->len;
    }
    return -1;
}

/* Answers one puzzle (solve, grade or hint) into out; returns 0, or -1 after reporting the problem. */
static int answer(const driver_opts *o, worker *w, cj_lines *r, const char *text, size_t len, cj_buf *out)
{
    const cj_kind *kind = o->kind;
    cj_shape shape = o->shape;
    char err[256];
    long found;
    if (cj_lines_problem(r) != NULL)
        return cj_error_at(o->tool, r, "%s", cj_lines_problem(r)), -1;
    if (w->puzzle == NULL && (w->puzzle = malloc(DRIVER_PUZZLE_BYTES)) == NULL)
        return cj_error_at(o->tool, r, "out of memory"), -1;
    if (kind->parse(text, len, &shape, w->puzzle, err, sizeof err) != CJ_KIND_OK ||
        kind->shape_check(&shape, err, sizeof err) != CJ_KIND_OK)
        return cj_error_at(o->tool, r, "%s", err), -1;
    if (worker_for(kind, w, &shape) != 0) {
        worker_free(w);
        return cj_error_at(o->tool, r, "out of memory for this shape"), -1;
    }
    if (o->mode == MODE_GRADE) {
        cj_grade g;
        if (kind->grade(w->work, w->puzzle, &g) != CJ_KIND_OK)
            return cj_error_at(o->tool, r, "no solution: the grader reached a contradiction"), -1;
        cj_buf_printf(out, "%.1f %s %s", g.rating, g.level >= 0 && g.level < kind->n_levels ? kind->levels[g.level] : "?",
                      g.technique);
        return 0;
    }
    if (o->mode == MODE_HINT) {
        cj_hint h;
        if (kind->hint(w->work, w->puzzle, NULL, &h) != CJ_KIND_OK)
            return cj_error_at(o->tool, r, "no solution: the grid holds a contradiction (a wrong value?)"), -1;
        cj_buf_put(out, h.text, strlen(h.text));
        return 0;
    }
    found = kind->solve(w->work, w->puzzle, o->limit ? o->limit : 1, w->solution);
    if (found < 0)
        return cj_error_at(o->tool, r, "the search gave up (over its node limit)"), -1;
    if (o->limit)
        cj_buf_printf(out, "%ld", found);
    else if (found == 0)
        cj_buf_put(out, "none", 4);
    else if (put_formatted(kind, &shape, NULL, w->solution, o->form, out) != 0)
        return cj_error_at(o->tool, r, "the solution cannot be written in this format"), -1;
    return 0;
}

/* Solve, grade or hint: one answer line per puzzle line of every file (stdin when none). */
static int read_and_answer(driver_opts *o)
{
    worker w;
    int f, status = 0;
    cj_buf out = {0}, block = {0};
    memset(&w, 0, sizeof w);
    if (o->nfiles == 0)
        o->files[o->nfiles++] = "-";
    cj_answers_open(o->tool);
    for (f = 0; f < o->nfiles; f++) {
        cj_lines r;
        char *line;
        long len, puzzles = 0;
        if (cj_lines_open(&r, o->tool, o->files[f]) != 0) {
            status = 2;
            continue;
        }
        while ((len = next_puzzle(o->kind, &r, &line, &block)) >= 0) {
            out.len = 0;
            puzzles++;
            if (answer(o, &w, &r, line, (size_t)len, &out) != 0) {
                status = 2;
                out.len = 0;
                cj_buf_put(&out, "error", 5);
            }
            cj_buf_put(&out, "\n", 1);
            cj_answers_put(out.data, out.len);
        }
        if (cj_lines_finish(&r, puzzles) != 0)
            status = 2;
    }
    cj_answers_close();
    cj_buf_free(&out);
    cj_buf_free(&block);
    worker_free(&w);
    return status;
}

static int start(driver_opts *o, const char *tool, enum driver_mode mode, int argc, char **argv, int first)
{
    memset(o, 0, sizeof *o);
    o->tool = tool;
    o->mode = mode;
    return parse_options(o, argc, argv, first);
}

int kind_driver_solve(const char *tool, int argc, char **argv)
{
    driver_opts o;
    int status = 2;
    if (start(&o, tool, MODE_SOLVE, argc, argv, 1) == 0)
        status = read_and_answer(&o);
    free(o.files);
    return status;
}

int kind_driver_classify(const char *tool, int argc, char **argv)
{
    driver_opts o;
    int status = 2, hint = argc > 0 && strcmp(argv[0], "hint") == 0;
    if (argc < 1 || (!hint && strcmp(argv[0], "grade") != 0)) {
        fprintf(stderr, "%s: --variant works with grade and hint\n", tool);
        return 2;
    }
    if (start(&o, tool, hint ? MODE_HINT : MODE_GRADE, argc, argv, 1) == 0) {
        if (hint ? o.kind->hint == NULL : o.kind->grade == NULL)
            fprintf(stderr, "%s: %s has no grader\n", tool, o.kind->name);
        else
            status = read_and_answer(&o);
    }
    free(o.files);
    return status;
}

/* ---- generate ---- */

typedef struct gen_run {
    const driver_opts *o;
    worker *workers;
    atomic_int refused;     /* the kind refused the request: the options are wrong, not one puzzle */
} gen_run;

static double now_seconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static int before_deadline(void *ctx)
{
    const worker *w = ctx;
    return w->deadline <= 0 || now_seconds() < w->deadline;
}

static int generate_one(void *ctx, int wi, long index, cj_buf *out)
{
    gen_run *run = ctx;
    const driver_opts *o = run->o;
    worker *w = &run->workers[wi];
    cj_gen_request req = o->req;
    cj_rng rng;
    char err[256];
    int rc, k, boards = o->with_solution ? 2 : 1;
    if (atomic_load(&run->refused))
        return 1;
    w->deadline = o->budget > 0 ? now_seconds() + o->budget : 0;
    req.keep_going = before_deadline;
    req.keep_going_ctx = w;
    cj_rng_seed(&rng, o->seed, (uint64_t)index);
    rc = o->kind->generate(w->work, &req, &rng, w->puzzle, w->solution, err, sizeof err);
    if (rc == CJ_KIND_EOPTIONS) {
        if (atomic_exchange(&run->refused, 1) == 0)
            fprintf(stderr, "%s: %s\n", o->tool, err);
        return 1;
    }
    if (rc != CJ_KIND_OK) {
        fprintf(stderr, "%s: puzzle %ld: %s%s\n", o->tool, index, err,
                rc == CJ_KIND_EGAVEUP && o->budget > 0 ? " (budget; try a larger --budget)" : "");
        return 1;
    }
    for (k = 0; k < boards; k++) {
        if (k > 0)
            cj_buf_put(out, o->form == CJ_KFMT_GRID ? "\n\n" : " ", o->form == CJ_KFMT_GRID ? 2 : 1);
        if (put_formatted(o->kind, &w->shape, k ? NULL : w->puzzle, w->solution, o->form, out) != 0) {
            if (atomic_exchange(&run->refused, 1) == 0)
                fprintf(stderr, "%s: these puzzles cannot be written in this --format\n", o->tool);
            out->len = 0;
            return 1;
        }
    }
    cj_buf_put(out, o->form == CJ_KFMT_GRID ? "\n\n" : "\n", o->form == CJ_KFMT_GRID ? 2 : 1);
    return 0;
}

int kind_driver_generate(const char *tool, int argc, char **argv)
{
    driver_opts o;
    gen_run run;
    cj_shape shape;
    char err[256];
    long failures;
    int k, status = 2;
    if (start(&o, tool, MODE_GENERATE, argc, argv, 1) != 0) {
        free(o.files);
        return 2;
    }
    shape = o.shape;
    if (o.nfiles > 0)
        fprintf(stderr, "%s: unexpected argument '%s' (see --help)\n", tool, o.files[0]);
    else if (o.kind->shape_check(&shape, err, sizeof err) != CJ_KIND_OK)
        fprintf(stderr, "%s: %s\n", tool, err);
    else
        status = 0;
    free(o.files);
    if (status != 0)
        return status;
    if (o.threads > o.last - o.first && o.last > o.first)
        o.threads = (int)(o.last - o.first);
    run.o = &o;
    atomic_init(&run.refused, 0);
    run.workers = calloc((size_t)o.threads, sizeof *run.workers);
    if (run.workers == NULL)
        return 2;
    for (k = 0; k < o.threads; k++)
        if (worker_for(o.kind, &run.workers[k], &shape) != 0) {
            fprintf(stderr, "%s: cannot make a %s worker for this shape (out of memory?)\n", tool, o.kind->name);
            status = 2;
            break;
        }
    failures = status ? 0 : cj_run_jobs(o.first, o.last, o.threads, generate_one, &run, stdout, o.progress, tool);
    for (k = 0; k < o.threads; k++)
        worker_free(&run.workers[k]);
    free(run.workers);
    if (status != 0)
        return status;
    if (atomic_load(&run.refused))
        return 2;
    if (failures > 0) {
        fprintf(stderr, "%s: %ld of %ld puzzles not made\n", tool, failures, o.last - o.first);
        return 1;
    }
    return 0;
}
