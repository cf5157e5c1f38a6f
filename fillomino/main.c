/* main.c: bin/fillomino, the command line: solve (or count) puzzles from files, their features, generate
   puzzles (reproducible per seed and index, -j/--range/--progress), and apply rotations/reflections. */
#include "dlx/cli.h"
#include "fillomino/fm_features.h"
#include "fillomino/format.h"
#include "fillomino/gen.h"
#include "fillomino/lean.h"
#include "fillomino/reader.h"
#include "fillomino/solver.h"
#include "dlx/tool_exit.h"
#include "dlx/version.h"
#include "fillomino/tool.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

void fm_usage(FILE *f)
{
    fprintf(f,
        "usage: fillomino solve [--count[=LIMIT]] [--format block|line|tatham] [--stats]\n"
        "                       [--max-nodes N (default 200000; 0 = none, nor the cap on work)] [FILES]\n"
        "       fillomino gen --width W --height H [-n N] [--seed S] [--max-region K]\n"
        "                     [--max-solutions K] [--empty T | --minimal]\n"
        "                     [--strategy random|puzzlejar|symmetric]\n"
        "                     [--symmetry none|rot180|rot90|mirror|flip|diagonal]\n"
        "                     [--no-hidden-regions] [--regions-first | --no-regions-first]\n"
        "                     [--transforms K] [--format block|line|tatham|json] [--with-solution]\n"
        "                     [--max-nodes N (per check, default 20 + cells/8, 0 = none)]\n"
        "                     [-j N] [--range A:B] [--progress] [-o FILE [--resume]]\n"
        "       fillomino features [--header] [--max-nodes N] [FILES]\n"
        "       fillomino transform [--op NAME | --named NAME | --all] [--format block|line|tatham] [FILES]\n"
        "\n"
        "Fillomino: fill the grid so that every connected group of equal numbers has that many cells.\n"
        "Inputs: blocks of rows ('.' empty; spaced numbers when a value exceeds 9; '# WxH' header;\n"
        "'## solution' rows; blank line between puzzles) or one-line puzzles 'WxH:cells' ('.'/'0' empty,\n"
        "Tatham's letters a-z = runs of empty cells, commas when a value exceeds 9), a solution in a\n"
        "second column as gen --with-solution writes it. A solution given must be a full grid of the\n"
        "puzzle's shape (else 'error'); solve also checks that it solves the puzzle, features leaves it\n"
        "out. Output follows the input form unless --format says otherwise.\n"
        "solve: one solution per puzzle, or 'none'; --count prints the number of solutions up to\n"
        "  LIMIT (default 2). Malformed input: 'error' in its place, a message, exit status 2.\n"
        "gen: puzzle i is a pure function of (seed, i, options); --size N sets both sides; default\n"
        "  seed 1, -n 1, --max-region 9 (w*h on tiny boards), unique (--max-solutions 1), --minimal\n"
        "  (every clue tried), strategy random (clues of larger regions first), one clue at a time\n"
        "  (--regions-first: whole regions first, denser). --empty T: exactly T empty cells, boards\n"
        "  drawn until one gets there (50 at most, then 'error'); a T no puzzle has (every cell of a\n"
        "  unique one, a count the symmetry's orbits miss) is refused. --symmetry implies\n"
        "  --strategy symmetric (default rot180); with --strategy random or puzzlejar it is refused.\n"
        "  --transforms K adds K rotations or reflections of each puzzle, each grid unlike the\n"
        "  others (when it has symmetries, 'error' for each one missing, a note, exit 1).\n"
        "  --range A:B makes puzzles A..B-1 (instead of -n).\n"
        "  --format tatham keeps regions within max(W, H, 3) (default and most), what sgt-filling takes.\n"
        "  --max-nodes caps each uniqueness check; a capped check keeps its clue, so the puzzle is\n"
        "  unique but maybe not minimal; 0 = no cap: minimal for sure, but a 16x16 may take minutes.\n"
        "features: one line of numbers per puzzle: cells empty regions emptiable solutions nodes\n"
        "  backtracks passes depth (PuzzleJAR's four, then the solver's: emptiable = unique and some clue\n"
        "  can go with the solution staying unique; solutions counted to 2; statistics of that count).\n"
        "transform ops: id rot90 rot180 rot270 mirror flip transpose antitranspose; without --op,\n"
        "  rot90; --all writes the 8 in that order. A solution beside a puzzle (a second column of\n"
        "  its shape, or a block's '## solution') is transformed alike and written beside it.\n");
}

/* ---- the reading commands (solve, features, transform): options, then every puzzle of every file ---- */

/* What one reading command does. option takes argv[*i] (moving *i past a value): 1 taken, 0 not one of
   its options, -1 bad (message printed). begin (may be NULL) runs once the options are read; answer
   appends the answer for one puzzle to out (in->bad: the reader has printed the message) and returns
   0 or 2. Both return 0 or 2. With solutions, a solution beside a puzzle is read into in->solution. */
typedef struct reading_cmd {
    int (*option)(void *ctx, int argc, char **argv, int *i);
    int (*begin)(void *ctx);
    int (*answer)(void *ctx, fm_reader *rd, const fm_input *in, cj_buf *out);
    void *ctx;
    int solutions;
} reading_cmd;

static int run_reading(int argc, char **argv, const reading_cmd *cmd)
{
    int i, status = 0, nfiles = 0;
    const char **files = calloc((size_t)argc + 1, sizeof *files);
    fm_input in;
    cj_buf out = {0};
    if (files == NULL)
        return 2;
    for (i = 0; i < argc; i++) {
        int rc = cmd->option(cmd->ctx, argc, argv, &i);
        if (rc < 0)
            return free(files), 2;
        if (rc > 0)
            continue;
        if (argv[i][0] == '-' && argv[i][1] != '\0')
            return free(files), fm_other_option(argv[i]);
        files[nfiles++] = argv[i];
    }
    if (nfiles == 0)
        files[nfiles++] = "-";
    in.cells = malloc(sizeof(fm_val) * FM_MAX_CELLS);
    in.solution = cmd->solutions ? malloc(sizeof(fm_val) * FM_MAX_CELLS) : NULL;
    if (in.cells == NULL || (cmd->solutions && in.solution == NULL) || (cmd->begin && cmd->begin(cmd->ctx) != 0))
        return free(in.cells), free(in.solution), free(files), 2;
    cj_answers_open(FM_TOOL, "answers");
    for (i = 0; i < nfiles; i++) {
        fm_reader rd;
        long puzzles = 0;
        if (fm_reader_open(&rd, FM_TOOL, files[i]) != 0) {
            status = 2;
            continue;
        }
        while (fm_reader_next(&rd, &in)) {
            long at = rd.lines.lineno;
            out.len = 0;
            puzzles++;
            if (in.bad)
                status = 2;
            if (in.lineno > 0) /* what the answer says of the puzzle is said at its line, not at its block's end */
                rd.lines.lineno = in.lineno;
            if (cmd->answer(cmd->ctx, &rd, &in, &out) != 0)
                status = 2;
            rd.lines.lineno = at;
            cj_answers_put(out.data, out.len);
        }
        if (fm_reader_finish(&rd, puzzles) != 0)
            status = 2;
    }
    cj_answers_flush();
    cj_buf_free(&out);
    free(in.cells);
    free(in.solution);
    free(files);
    return status;
}

/* The output form for a puzzle read in the given input kind, unless --format chose one. */
static int form_for(int form, const fm_input *in)
{
    if (form != OUT_SAME)
        return form;
    return in->kind == FM_IN_BLOCK ? OUT_BLOCK : in->kind == FM_IN_TATHAM ? OUT_TATHAM : OUT_LINE;
}

/* The solvers for one board shape, remade when the shape changes: the region solver, and the lean one
   (the generator's) that solve tries first. solver_for gives NULL with a message when out of memory. */
typedef struct solver_cache {
    int w, h;
    void *mem;
    fm_solver *s;
    fm_lean *lean;
} solver_cache;

static fm_solver *solver_for(solver_cache *sc, int w, int h)
{
    size_t sb = fm_solver_bytes(w, h), lb = fm_lean_bytes(w, h);
    if (sc->s && sc->w == w && sc->h == h)
        return sc->s;
    free(sc->mem);
    sc->mem = sb && lb ? malloc(sb + lb) : NULL;
    sc->s = sc->mem ? fm_solver_init(sc->mem, sb, w, h) : NULL;
    sc->lean = sc->s ? fm_lean_init((unsigned char *)sc->mem + sb, lb, w, h) : NULL;
    if (sc->lean == NULL)
        sc->s = NULL;
    sc->w = w;
    sc->h = h;
    if (sc->s == NULL)
        fprintf(stderr, "%s: out of memory for a %dx%d board\n", FM_TOOL, w, h);
    return sc->s;
}

/* The message for a search stopped at a cap: the node cap, or the work cap that comes with it. */
static void say_limit(fm_reader *rd, const fm_solver *s, const fm_input *in, long max_nodes)
{
    uint64_t cap = fm_solver_default_work(in->w, in->h);
    if (fm_solver_work(s) > cap) /* features gives a search without a clue more than the count */
        cj_error_at(FM_TOOL, &rd->lines, "search stopped at the work limit (%llu cells looked at; --max-nodes 0 "
                    "lifts it)", (unsigned long long)fm_solver_work(s));
    else
        cj_error_at(FM_TOOL, &rd->lines, "search stopped at the node limit (%ld)", max_nodes);
}

/* ---- solve ---- */

typedef struct solve_ctx {
    long limit, max_nodes;
    int form, stats, probe;
    solver_cache sc;
    fm_val *sol, *implied; /* implied: the board the lean search's root look-ahead left */
    int *work;             /* 2 * FM_MAX_CELLS: fm_board_valid's, to check a solution given beside a puzzle */
} solve_ctx;

static int solve_option(void *ctx, int argc, char **argv, int *i)
{
    solve_ctx *c = ctx;
    const char *v;
    if (strcmp(argv[*i], "--count") == 0) {
        c->limit = 2;
    } else if (strncmp(argv[*i], "--count=", 8) == 0) {
        if (cj_parse_long(argv[*i] + 8, 1, 1L << 40, &c->limit) != 0)
            return fm_bad_option("bad --count limit '%s'", argv[*i] + 8), -1;
    } else if (fm_opt_value(argc, argv, i, "--format", &v)) {
        if (fm_parse_format(v, &c->form) != 0)
            return fm_bad_option("bad --format '%s'", v ? v : ""), -1;
    } else if (strcmp(argv[*i], "--stats") == 0) {
        c->stats = 1;
    } else if (strcmp(argv[*i], "--no-probe") == 0) {
        c->probe = 0;
    } else {
        return fm_max_nodes_option(argc, argv, i, &c->max_nodes);
    }
    return 1;
}

static int solve_answer(void *ctx, fm_reader *rd, const fm_input *in, cj_buf *out)
{
    solve_ctx *c = ctx;
    int f = form_for(c->form, in);
    const char *sep = f == OUT_BLOCK && !c->limit ? "\n" : "";
    fm_solver *s;
    fm_stats st;
    long got;
    clock_t t0;
    const char *search = "";
    if (in->bad || (in->has_solution && !fm_reader_check_solution(rd, in, c->work)) ||
        (s = solver_for(&c->sc, in->w, in->h)) == NULL) {
        cj_buf_printf(out, "error\n%s", sep);
        return 2;
    }
    t0 = clock();
    fm_solver_set_node_limit(s, (uint64_t)c->max_nodes);
    fm_solver_set_work_limit(s, c->max_nodes ? fm_solver_default_work(in->w, in->h) : 0);
    if (c->probe) { /* the lean search with look-ahead first: most published puzzles take a few nodes */
        int region;
        got = fm_solve_both(c->sc.lean, s, in->cells, c->limit ? c->limit : 1, c->sol, -1, 0, NULL, c->implied,
                            &st, &region);
        search = region ? "probing" : "lean";
    } else {
        fm_solver_set_probing(s, 0);
        got = fm_solve(s, in->cells, c->limit ? c->limit : 1, c->sol, -1, 0, &st);
        search = "plain";
    }
    if (got < 0) {
        if (got == FM_ERR_SIZE)
            cj_error_at(FM_TOOL, &rd->lines, "search stopped: its list of forbidden values is full");
        else
            say_limit(rd, s, in, c->max_nodes);
        cj_buf_printf(out, "error\n%s", sep);
    } else if (c->limit) {
        cj_buf_printf(out, "%ld\n", got);
    } else if (got == 0) {
        cj_buf_printf(out, "none\n%s", sep);
    } else if (fm_put_answer(out, &rd->lines, c->sol, in->w, in->h, f, NULL) != 0) {
        cj_buf_printf(out, "\n%s", sep);
        got = -1;
    } else {
        cj_buf_printf(out, "\n");
    }
    if (c->stats) {
        cj_stderr_is_output(); /* its lines are what was asked for */
        fprintf(stderr, "%dx%d nodes=%llu backtracks=%llu passes=%llu cells=%llu depth=%d ms=%.3f search=%s\n", in->w,
                in->h, (unsigned long long)st.nodes, (unsigned long long)st.backtracks, (unsigned long long)st.passes,
                (unsigned long long)(*search == 'l' ? 0 : fm_solver_work(s)), st.max_depth,
                1000.0 * (double)(clock() - t0) / CLOCKS_PER_SEC, search);
    }
    return got < 0 ? 2 : 0;
}

static int cmd_solve(int argc, char **argv)
{
    solve_ctx c;
    reading_cmd cmd = {solve_option, NULL, solve_answer, NULL, 1};
    int status;
    memset(&c, 0, sizeof c);
    c.max_nodes = 200000;
    c.form = OUT_SAME;
    c.probe = 1;
    c.sol = malloc(sizeof(fm_val) * FM_MAX_CELLS);
    c.implied = malloc(sizeof(fm_val) * FM_MAX_CELLS);
    c.work = malloc(2 * sizeof(int) * FM_MAX_CELLS);
    if (c.sol == NULL || c.implied == NULL || c.work == NULL) {
        free(c.sol);
        free(c.implied);
        free(c.work);
        fprintf(stderr, "%s: out of memory\n", FM_TOOL);
        return 2;
    }
    cmd.ctx = &c;
    status = run_reading(argc, argv, &cmd);
    free(c.sc.mem);
    free(c.sol);
    free(c.implied);
    free(c.work);
    return status;
}

/* ---- features ---- */

typedef struct features_ctx {
    long max_nodes;
    int header;
    solver_cache sc;
    void *work;
    size_t work_bytes;
} features_ctx;

static int features_option(void *ctx, int argc, char **argv, int *i)
{
    features_ctx *c = ctx;
    if (strcmp(argv[*i], "--header") == 0) {
        c->header = 1;
        return 1;
    }
    return fm_max_nodes_option(argc, argv, i, &c->max_nodes);
}

static int features_begin(void *ctx)
{
    features_ctx *c = ctx;
    int k;
    if (c->header) {
        fputs("#", stdout);
        for (k = 0; k < FM_FEATURES; k++)
            printf(" %s", fm_feature_name(k));
        fputs("\n", stdout);
    }
    return 0;
}

static int features_answer(void *ctx, fm_reader *rd, const fm_input *in, cj_buf *out)
{
    features_ctx *c = ctx;
    size_t bytes;
    fm_solver *s;
    fm_features f;
    uint64_t row[FM_FEATURES];
    int rc, k;
    if (in->bad || (s = solver_for(&c->sc, in->w, in->h)) == NULL) {
        cj_buf_printf(out, "error\n");
        return 2;
    }
    bytes = fm_features_bytes(in->w, in->h);
    if (bytes > c->work_bytes) {
        free(c->work);
        c->work = malloc(bytes);
        c->work_bytes = c->work ? bytes : 0;
    }
    fm_solver_set_node_limit(s, (uint64_t)c->max_nodes);
    fm_solver_set_work_limit(s, c->max_nodes ? fm_solver_default_work(in->w, in->h) : 0);
    rc = fm_features_compute(s, c->sc.lean, in->cells, in->w, in->h, c->work, c->work_bytes, &f);
    if (rc != 0) {
        if (rc == FM_ERR_LIMIT)
            say_limit(rd, s, in, c->max_nodes);
        else if (rc == FM_ERR_VALUE)
            cj_error_at(FM_TOOL, &rd->lines, "a value larger than the %dx%d board", in->w, in->h);
        else
            cj_error_at(FM_TOOL, &rd->lines, "out of memory for a %dx%d board", in->w, in->h);
        cj_buf_printf(out, "error\n");
        return 2;
    }
    fm_features_row(&f, row);
    for (k = 0; k < FM_FEATURES; k++)
        cj_buf_printf(out, k ? " %llu" : "%llu", (unsigned long long)row[k]);
    cj_buf_put(out, "\n", 1);
    return 0;
}

static int cmd_features(int argc, char **argv)
{
    features_ctx c;
    reading_cmd cmd = {features_option, features_begin, features_answer, NULL, 1}; /* a solution read, then left */
    int status;
    memset(&c, 0, sizeof c);
    c.max_nodes = 200000;
    cmd.ctx = &c;
    status = run_reading(argc, argv, &cmd);
    free(c.sc.mem);
    free(c.work);
    return status;
}

/* ---- transform ---- */

typedef struct transform_ctx {
    int op, all, form, op_given;
    fm_val *outc; /* 2 x FM_MAX_CELLS: the puzzle transformed, then its solution */
} transform_ctx;

static int transform_option(void *ctx, int argc, char **argv, int *i)
{
    transform_ctx *c = ctx;
    const char *v;
    if (fm_opt_value(argc, argv, i, "--op", &v) || fm_opt_value(argc, argv, i, "--named", &v)) {
        if (v != NULL && strcmp(v, "identity") == 0) /* bin/gen transform --named's name of it */
            v = "id";
        for (c->op = 0; c->op < FM_TRANSFORMS && !(v && strcmp(v, fm_transform_name(c->op)) == 0); c->op++)
            ;
        if (c->op == FM_TRANSFORMS)
            return fm_bad_option("unknown transform '%s' (id or identity, rot90, rot180, rot270, mirror, flip, "
                                 "transpose, antitranspose)", v ? v : ""), -1;
        c->op_given = 1;
    } else if (strcmp(argv[*i], "--all") == 0) {
        c->all = 1;
    } else if (fm_opt_value(argc, argv, i, "--format", &v)) {
        if (fm_parse_format(v, &c->form) != 0)
            return fm_bad_option("bad --format '%s'", v ? v : ""), -1;
    } else {
        return 0;
    }
    if (c->all && c->op_given) /* in either order, as gen transform refuses --named with --transforms */
        return fm_bad_option("give --op NAME or --named NAME (one transform) or --all (the eight), not both%s", ""), -1;
    return 1;
}

static int transform_answer(void *ctx, fm_reader *rd, const fm_input *in, cj_buf *out)
{
    transform_ctx *c = ctx;
    int f = form_for(c->form, in), t, status = in->bad ? 2 : 0;
    /* one answer per transform asked, each 'error' once the input or the form failed (the message once) */
    for (t = c->all ? 0 : c->op; t < (c->all ? FM_TRANSFORMS : c->op + 1); t++) {
        int tw, th;
        char header[64];
        if (status != 0) {
            cj_buf_printf(out, "error\n%s", f == OUT_BLOCK ? "\n" : "");
            continue;
        }
        fm_transform(in->cells, in->w, in->h, t, c->outc, &tw, &th);
        snprintf(header, sizeof header, "# %dx%d transform=%s", tw, th, fm_transform_name(t));
        if (fm_put_answer(out, &rd->lines, c->outc, tw, th, f, f == OUT_BLOCK ? header : NULL) != 0)
            status = 2;
        else if (in->has_solution) { /* the solution goes through the same transform, as bin/gen's does */
            fm_val *ts = c->outc + FM_MAX_CELLS;
            fm_transform(in->solution, in->w, in->h, t, ts, &tw, &th);
            if (f != OUT_BLOCK)
                cj_buf_put(out, " ", 1);
            if (fm_put_answer(out, &rd->lines, ts, tw, th, f, f == OUT_BLOCK ? "## solution" : NULL) != 0)
                status = 2;
        }
        cj_buf_put(out, "\n", 1);
    }
    return status;
}

static int cmd_transform(int argc, char **argv)
{
    transform_ctx c = {1, 0, OUT_SAME, 0, NULL};
    reading_cmd cmd = {transform_option, NULL, transform_answer, NULL, 1};
    int status;
    c.outc = malloc(2 * sizeof(fm_val) * FM_MAX_CELLS);
    if (c.outc == NULL)
        return 2;
    cmd.ctx = &c;
    status = run_reading(argc, argv, &cmd);
    free(c.outc);
    return status;
}

int main(int argc, char **argv)
{
    int version_status;
    cj_check_stdout_at_exit("fillomino");
    if ((version_status = cj_version(argc, argv, "fillomino", 1)) >= 0)
        return version_status;
    if (argc < 2) {
        fm_usage(stderr);
        return 2;
    }
    if (strcmp(argv[1], "help") == 0)
        return fm_other_option("--help");
    if (strcmp(argv[1], "solve") == 0)
        return cmd_solve(argc - 2, argv + 2);
    if (strcmp(argv[1], "gen") == 0)
        return fm_cmd_gen(argc - 2, argv + 2);
    if (strcmp(argv[1], "transform") == 0)
        return cmd_transform(argc - 2, argv + 2);
    if (strcmp(argv[1], "features") == 0)
        return cmd_features(argc - 2, argv + 2);
    if (argv[1][0] == '-')
        return fm_other_option(argv[1]);
    return fm_bad_option("unknown command '%s' (solve, features, gen, transform)", argv[1]);
}
