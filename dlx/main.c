/* main.c: bin/dlx: solves and counts Sudoku puzzles of any box shape, one answer line per puzzle,
   and generic exact-cover instances in Knuth's DLX text format (--exact-cover). */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dlx/cli.h"
#include "dlx/json_line.h"
#include "dlx/dlx.h"
#include "dlx/exact_cover_text.h"
#include "dlx/grid_text.h"
#include "dlx/puzzle_io.h"
#include "dlx/shape.h"
#include "dlx/sudoku.h"
#include "gen/kinds/driver.h"
#include "gen/tatham.h"
#include "dlx/tool_exit.h"
#include "dlx/version.h"

static const char usage[] =
    "usage: dlx [options] [FILE...]   (options and files in any order; after --, only files)\n"
    "Solves Sudoku puzzles (one per line, Solo game ids too, or --format grid), printing one line per puzzle:\n"
    "the solution, or 'none'; 'error' for a malformed puzzle (exit status 2). A Solo id's solution comes as a\n"
    "line, or as a Solo id when the alphabet cannot spell its values (62x62 and up without --symbols).\n"
    "A full grid beside a puzzle (--with-solution's second column) must be its solution, else 'error'.\n"
    "A line of gen --format json is read as its \"puzzle\", with its \"solution\" beside it.\n"
    "  --count[=LIMIT]    print the number of solutions, capped at LIMIT (default 2)\n"
    "  --box RxC          box of R rows and C columns (default: square, or 2x3, 2x4, 3x4 ...)\n"
    "  --size N           every puzzle of side N (another is an error; with --box, R*C = N)\n"
    "  --symbols STRING   the value alphabet (default 1-9A-Za-z; '.' and '0' mean empty)\n"
    "  --format line|grid input and output format (grid: rows of integers, 0 empty)\n"
    "  --stats            add search statistics: nodes=, backtracks=, depth=, root=\n"
    "  --max-nodes N      give a puzzle up ('error') after N search nodes, so one hard puzzle cannot stall a\n"
    "                     run (default 0: never; with --count up to 1024)\n"
    "  --exact-cover      read a generic instance in Knuth's DLX format: items (| before the\n"
    "                     secondary ones), then one option per line (item:colour gives a\n"
    "                     secondary item a colour, as in Knuth's XCC); print the solution count\n"
    "                     (--count caps it as a puzzle's; --box, --size, --symbols, --format are refused)\n"
    "  --all              with --exact-cover: print every solution (its options, ';'-separated)\n"
    "  --variant KIND     another puzzle kind (fillomino, ...): see dlx --variant KIND --help\n"
    "  --help             this text\n";

typedef struct options {
    long limit;      /* 0: solve mode (print a solution) */
    int box_rows, box_cols;
    int size;        /* --size N: every puzzle's side; 0 for any */
    const char *symbols;
    enum cj_format format;
    int stats, exact_cover, all;
    long max_nodes;  /* --max-nodes: a puzzle's search gives up after so many nodes; 0 = never */
    const char *puzzle_option; /* the first of --box, --size, --symbols, --format given: Sudoku's alone */
    char **files; /* the files named, in order, wherever they stand among the options */
    int nfiles;
} options;

/* One engine per box shape seen, built on first use and reused for every later puzzle; each keeps the
   givens of its last puzzle committed (held: that grid). Beside it, in the same block, what sudoku_solve_probed
   restarts on: a second model, and room for the count's solutions up to PROBE_ROOM_MAX. */
#define MAX_SHAPES 8
#define PROBE_ROOM_MAX 1024
typedef struct shape_cache {
    int rows[MAX_SHAPES], cols[MAX_SHAPES];
    sudoku *model[MAX_SHAPES];
    sudoku_probe probe[MAX_SHAPES];
    uint8_t *held[MAX_SHAPES];
    long limit; /* the count: --count's, 1 when solving */
    uint64_t give_up; /* --max-nodes */
    int count;
} shape_cache;

/* The cache's index of the shape's engine, built if new; -1 when out of memory. */
static int shape_for(shape_cache *c, int rows, int cols)
{
    int k, n2 = rows * cols * rows * cols;
    size_t bytes = (sudoku_bytes(rows, cols) + 7) & ~(size_t)7; /* so the second model is 8-byte aligned too */
    long room = c->limit <= PROBE_ROOM_MAX ? c->limit : 0;
    uint8_t *mem;
    for (k = 0; k < c->count; k++)
        if (c->rows[k] == rows && c->cols[k] == cols)
            return k;
    if (c->count == MAX_SHAPES) { /* forget the oldest shape */
        free(c->model[0]);
        memmove(c->rows, c->rows + 1, sizeof c->rows[0] * (MAX_SHAPES - 1));
        memmove(c->cols, c->cols + 1, sizeof c->cols[0] * (MAX_SHAPES - 1));
        memmove(c->model, c->model + 1, sizeof c->model[0] * (MAX_SHAPES - 1));
        memmove(c->probe, c->probe + 1, sizeof c->probe[0] * (MAX_SHAPES - 1));
        memmove(c->held, c->held + 1, sizeof c->held[0] * (MAX_SHAPES - 1));
        c->count--;
    }
    mem = bytes ? calloc(1, 2 * bytes + (size_t)n2 * (size_t)(1 + room)) : NULL;
    if (mem == NULL)
        return -1;
    k = c->count++;
    c->rows[k] = rows;
    c->cols[k] = cols;
    c->model[k] = sudoku_init(mem, bytes, rows, cols); /* at mem: freed by its pointer */
    c->probe[k].model = sudoku_init(mem + bytes, bytes, rows, cols);
    c->probe[k].store = mem + 2 * bytes + n2;
    c->probe[k].room = room;
    c->probe[k].start = 0;
    c->probe[k].give_up = c->give_up;
    c->held[k] = mem + 2 * bytes;
    return k;
}

static void put_stats(cj_buf *out, const dlx_stats *st)
{
    cj_buf_printf(out, " nodes=%llu backtracks=%llu depth=%d root=%d", (unsigned long long)st->nodes,
                  (unsigned long long)st->backtracks, st->max_depth, st->root_branching);
}

/* Whether the text beside the puzzle is a full grid of its shape (its solution, as --with-solution writes it), or
   a grid's rows under "## solution" are, that is no solution of it: then why says where. One that spells the first
   solution found (found) is one, at the cost of a comparison; any other is read and checked (it may be another of
   several). */
static int beside_is_wrong(const options *o, const cj_puzzle *p, int solo, int rows, int cols, const uint8_t *found,
                           char *why, size_t why_size)
{
    size_t len = strcspn(p->label, " \t"), cells = (size_t)p->n * (size_t)p->n, k;
    if (p->has_solution && memcmp(p->solution, found, cells) == 0)
        return 0;
    if (len == 0 && !p->has_solution && !p->json_solution)
        return 0;
    if (!solo && len == cells && strlen(o->symbols) >= (size_t)p->n) {
        for (k = 0; k < cells && p->label[k] == o->symbols[found[k] - 1]; k++)
            ;
        if (k == cells)
            return 0;
    }
    return cj_beside_is_wrong(p, o->symbols, solo, rows, cols, why, why_size);
}

/* Answers one parsed puzzle, of boxes rows x cols (0: the default for its side), into out; returns 0, or -1
   after reporting a problem. A Solo id (solo) whose values the alphabet cannot spell is answered with its
   solution as a Solo id, which writes values as numbers. */
static int answer(const options *o, int rows, int cols, int solo, shape_cache *cache, const cj_puzzle_reader *r,
                  cj_puzzle *p, cj_buf *out)
{
    static char id[SUDOKU_MAX_N * SUDOKU_MAX_N * 3 + 16]; /* "RxC:", then at most two digits and a '_' a cell */
    int a, b, rc, spell;
    sudoku *s;
    uint8_t *held;
    int k;
    dlx_stats st;
    long found;
    static uint8_t solution[SUDOKU_MAX_N * SUDOKU_MAX_N];
    char why[200];

    if (o->size > 0 && p->n != o->size) {
        cj_error_at("dlx", &r->lines, "a side of %d where --size asks for a side of %d", p->n, o->size);
        return -1;
    }
    if (rows == 0 && cj_default_box(p->n, &rows, &cols) != 0) {
        cj_error_at("dlx", &r->lines, CJ_NO_DEFAULT_BOX, p->n, p->n, p->n);
        return -1;
    }
    if (rows * cols != p->n) {
        cj_error_at("dlx", &r->lines, "a %dx%d box does not fit a %dx%d grid (%d cells)", rows, cols, p->n, p->n,
                    p->n * p->n);
        return -1;
    }
    if ((k = shape_for(cache, rows, cols)) < 0) {
        cj_error_at("dlx", &r->lines, "out of memory for a %dx%d grid", p->n, p->n);
        return -1;
    }
    s = cache->model[k];
    held = cache->held[k];
    if (sudoku_apply_over(s, held, p->grid) != SUDOKU_OK) { /* then find which givens clash, to name them */
        rc = sudoku_find_clash(rows, cols, p->grid, &a, &b);
        if (rc == SUDOKU_ECLASH)
            cj_error_at("dlx", &r->lines, "clashing givens: r%dc%d and r%dc%d both hold %d", a / p->n + 1,
                        a % p->n + 1, b / p->n + 1, b % p->n + 1, p->grid[a]);
        else
            cj_error_at("dlx", &r->lines, "the givens cannot be placed");
        return -1;
    }
    spell = o->format == CJ_FORMAT_GRID || strlen(o->symbols) >= (size_t)p->n;
    if (!o->limit && !spell && !solo) {
        cj_error_at("dlx", &r->lines, "a %dx%d solution needs %d symbols to be written as a line, and the alphabet "
                    "has %d%s: give --symbols STRING of %d or more", p->n, p->n, p->n, (int)strlen(o->symbols),
                    strcmp(o->symbols, CJ_DEFAULT_SYMBOLS) == 0 ? " (1-9A-Za-z)" : "", p->n);
        return -1;
    }
    /* the givens stay for the next puzzle */
    found = sudoku_solve_probed(s, &cache->probe[k], p->grid, cache->limit, solution, &st);
    if (st.aborted) {
        cj_error_at("dlx", &r->lines, "given up after %llu search nodes (--max-nodes %ld): its %s is not known",
                    (unsigned long long)st.nodes, o->max_nodes, o->limit ? "count" : "solution");
        return -1;
    }
    /* beside a puzzle of none, any full grid is wrong: one holding the givens and no value twice would solve it */
    if (found > 0 ? beside_is_wrong(o, p, solo, rows, cols, solution, why, sizeof why)
                  : found == 0 && cj_beside_is_wrong(p, o->symbols, solo, rows, cols, why, sizeof why)) {
        cj_error_at("dlx", &r->lines, "%s", why);
        return -1;
    }
    if (o->limit)
        cj_buf_printf(out, "%ld", found);
    else if (found == 0)
        cj_buf_put(out, "none", 4);
    else if (!spell) {
        long len = tatham_encode(solution, rows, cols, id, sizeof id);
        if (len < 0) {
            cj_error_at("dlx", &r->lines, "the %dx%d solution cannot be written as a Solo id", p->n, p->n);
            return -1;
        }
        cj_buf_put(out, id, (size_t)len);
    } else
        cj_put_grid(out, solution, p->n, o->format, o->symbols);
    if (o->stats)
        put_stats(out, &st);
    return 0;
}

static int solve_file(const options *o, shape_cache *cache, const char *path)
{
    cj_puzzle_reader r;
    static cj_puzzle p;
    char err[256];
    int status = 0, got;
    long puzzles = 0;
    cj_buf out = {0};
    if (cj_lines_open(&r.lines, "dlx", path) != 0)
        return 2;
    r.format = o->format;
    r.symbols = o->symbols;
    while ((got = cj_read_puzzle(&r, &p, err, sizeof err)) != 0) {
        long keep = r.lines.lineno;
        int rows = o->box_rows, cols = o->box_cols, solo = 0;
        out.len = 0;
        puzzles++;
        r.lines.lineno = p.lineno;
        if (got < 0 && o->format == CJ_FORMAT_LINE && !cj_json_other_kind(&r.lines, NULL, 0)) { /* a Solo id */
            solo = cj_read_solo_id(&r.lines, o->box_rows, o->box_cols, &p, &rows, &cols, err, sizeof err) > 0;
            got = solo ? 1 : -1;
        }
        if (got < 0 && o->format == CJ_FORMAT_LINE)
            kind_driver_name_other(&r.lines, err, sizeof err); /* another kind's puzzle, without --variant */
        if (got > 0 && !solo && cj_json_box(&r.lines, p.n, o->box_rows, o->box_cols, &rows, &cols, err, sizeof err) < 0)
            got = -1; /* a JSON line's "box" (bin/gen writes one) is the puzzle's, unless it cannot be */
        if (got < 0)
            cj_error_at("dlx", &r.lines, "%s", err);
        if (got < 0 || answer(o, rows, cols, solo, cache, &r, &p, &out) != 0) {
            int grid = o->format == CJ_FORMAT_GRID && !o->limit; /* a blank line after it, as after a grid */
            status = 2;
            out.len = 0;
            cj_buf_put(&out, grid ? "error\n" : "error", grid ? 6 : 5);
        }
        r.lines.lineno = keep;
        cj_buf_put(&out, "\n", 1);
        cj_answers_put(out.data, out.len);
    }
    cj_buf_free(&out);
    return cj_lines_finish(&r.lines, puzzles) > status ? 2 : status;
}

/* Reads the options and files, in any order ("-" is stdin; after "--" every argument is a file): 0, or -1
   after a message. */
static int parse_args(int argc, char **argv, options *o)
{
    int k, only_files = 0;
    memset(o, 0, sizeof *o);
    o->symbols = CJ_DEFAULT_SYMBOLS;
    if ((o->files = calloc((size_t)argc + 1, sizeof *o->files)) == NULL)
        return fprintf(stderr, "dlx: out of memory\n"), -1;
    for (k = 1; k < argc; k++) {
        const char *a = argv[k];
        if (!only_files && o->puzzle_option == NULL &&
            (strcmp(a, "--box") == 0 || strcmp(a, "--size") == 0 || strcmp(a, "--symbols") == 0 ||
             strcmp(a, "--format") == 0 || strcmp(a, "--max-nodes") == 0))
            o->puzzle_option = a; /* refused with --exact-cover */
        if (only_files || a[0] != '-' || a[1] == '\0') {
            o->files[o->nfiles++] = argv[k];
        } else if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
            fputs(usage, stdout);
            exit(0);
        } else if (strcmp(a, "--count") == 0) {
            o->limit = 2;
        } else if (strncmp(a, "--count=", 8) == 0) {
            if (cj_parse_long(a + 8, 1, 1L << 62, &o->limit) != 0)
                return fprintf(stderr, "dlx: --count takes a limit of 1 or more, not '%s'\n", a + 8), -1;
        } else if (strcmp(a, "--box") == 0 && k + 1 < argc) {
            if (cj_parse_box(argv[++k], &o->box_rows, &o->box_cols) != 0)
                return fprintf(stderr, "dlx: --box takes RxC with R*C from %d to %d, not '%s'\n", CJ_SUDOKU_MIN_N, SUDOKU_MAX_N, argv[k]), -1;
        } else if (strcmp(a, "--size") == 0 && k + 1 < argc) {
            long n;
            if (cj_parse_long(argv[++k], CJ_SUDOKU_MIN_N, SUDOKU_MAX_N, &n) != 0)
                return fprintf(stderr, "dlx: --size takes a side from %d to %d, not '%s'\n", CJ_SUDOKU_MIN_N,
                               SUDOKU_MAX_N, argv[k]), -1;
            o->size = (int)n;
        } else if (strcmp(a, "--symbols") == 0 && k + 1 < argc) {
            o->symbols = argv[++k];
            if (cj_check_symbols("dlx", o->symbols) != 0)
                return -1;
        } else if (strcmp(a, "--format") == 0 && k + 1 < argc) {
            if (cj_parse_format(argv[++k], &o->format) != 0)
                return fprintf(stderr, "dlx: --format is line or grid, not '%s'\n", argv[k]), -1;
        } else if (strcmp(a, "--max-nodes") == 0 && k + 1 < argc) {
            if (cj_parse_long(argv[++k], 0, LONG_MAX, &o->max_nodes) != 0)
                return fprintf(stderr, "dlx: --max-nodes takes a number of nodes (0 for no limit), not '%s'\n",
                               argv[k]), -1;
        } else if (strcmp(a, "--stats") == 0) {
            o->stats = 1;
        } else if (strcmp(a, "--exact-cover") == 0) {
            o->exact_cover = 1;
        } else if (strcmp(a, "--all") == 0) {
            o->all = 1;
        } else if (strcmp(a, "--") == 0) {
            only_files = 1;
        } else if (strcmp(a, "--box") == 0 || strcmp(a, "--size") == 0 || strcmp(a, "--symbols") == 0 ||
                   strcmp(a, "--format") == 0 || strcmp(a, "--max-nodes") == 0) {
            return fprintf(stderr, "dlx: %s needs a value (see --help)\n", a), -1;
        } else {
            return fprintf(stderr, "dlx: unknown option '%s' (see --help)\n", a), -1;
        }
    }
    if (o->size > 0 && o->box_rows > 0 && o->box_rows * o->box_cols != o->size)
        return fprintf(stderr, "dlx: --size %d and --box %dx%d name different sides\n", o->size, o->box_rows,
                       o->box_cols), -1;
    return 0;
}

int main(int argc, char **argv)
{
    int version_status;
    options o;
    shape_cache cache;
    int k, status = 0;
    cj_check_stdout_at_exit("dlx");
    if ((version_status = cj_version(argc, argv, "dlx", 0)) >= 0)
        return version_status;
    if (kind_driver_wanted(&argc, argv)) /* --variant KIND: through the kind's table */
        return kind_driver_solve("dlx", argc, argv);
    if (parse_args(argc, argv, &o) != 0)
        return free(o.files), 2;
    if (o.all && !o.exact_cover)
        return fprintf(stderr, "dlx: --all lists an exact-cover instance's solutions: give --exact-cover\n"),
               free(o.files), 2;
    if (o.exact_cover && o.puzzle_option != NULL)
        return fprintf(stderr, "dlx: %s is for Sudoku puzzles, not --exact-cover\n", o.puzzle_option), free(o.files), 2;
    if (o.max_nodes > 0 && o.limit > PROBE_ROOM_MAX)
        return fprintf(stderr, "dlx: --max-nodes works with --count up to %d\n", PROBE_ROOM_MAX), free(o.files), 2;
    cj_answers_open("dlx", "answers");
    if (o.exact_cover) {
        ec_options eo;
        eo.limit = o.limit;
        eo.all = o.all;
        eo.stats = o.stats;
        if (o.nfiles == 0)
            status = ec_solve_file(&eo, NULL);
        for (k = 0; k < o.nfiles; k++) {
            int rc = ec_solve_file(&eo, o.files[k]);
            if (rc > status)
                status = rc;
        }
        cj_answers_flush();
        free(o.files);
        return status;
    }
    memset(&cache, 0, sizeof cache);
    cache.limit = o.limit ? o.limit : 1;
    cache.give_up = (uint64_t)o.max_nodes;
    if (o.nfiles == 0) {
        status = solve_file(&o, &cache, NULL);
    } else {
        for (k = 0; k < o.nfiles; k++) {
            int rc = solve_file(&o, &cache, o.files[k]);
            if (rc > status)
                status = rc;
        }
    }
    cj_answers_flush();
    for (k = 0; k < cache.count; k++)
        free(cache.model[k]);
    free(o.files);
    return status;
}
