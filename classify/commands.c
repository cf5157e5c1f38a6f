/* commands.c: bin/classify's grade, hint and features sub-commands, its usage, and the plumbing the others share:
   contexts per box shape and computing features on several threads (whole files are read by kept.c). */
#include <limits.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "classify/tool.h"
#include "dlx/shape.h"

classify_ctx *cache_get(ctx_cache *cc, int br, int bc)
{
    int i;
    size_t bytes, model = (sudoku_bytes(br, bc) + 15) & ~(size_t)15, n2 = (size_t)(br * bc) * (size_t)(br * bc);
    unsigned char *mem;
    for (i = 0; i < cc->count; i++)
        if (cc->br[i] == br && cc->bc[i] == bc) return cc->ctx[i];
    if (cc->count == 16) {
        cache_free(cc);
    }
    bytes = (classify_ctx_bytes(br, bc) + 15) & ~(size_t)15;
    if (bytes == 0 || model == 0) return NULL;
    mem = aligned_alloc(16, bytes + model + ((2 * n2 + 15) & ~(size_t)15));
    if (!mem) return NULL;
    cc->ctx[cc->count] = classify_ctx_init(mem, bytes, br, bc);
    cc->probe[cc->count].model = sudoku_init(mem + bytes, model, br, bc);
    cc->probe[cc->count].store = mem + bytes + model;
    cc->probe[cc->count].room = 2;
    cc->probe[cc->count].start = 0;
    cc->probe[cc->count].give_up = cc->give_up;
    if (!cc->ctx[cc->count] || !cc->probe[cc->count].model) {
        free(mem);
        return NULL;
    }
    cc->br[cc->count] = br;
    cc->bc[cc->count] = bc;
    return cc->ctx[cc->count++];
}

void cache_free(ctx_cache *cc)
{
    int i;
    for (i = 0; i < cc->count; i++) free(cc->ctx[i]);
    cc->count = 0;
}

int tool_box(int n, int force_br, int force_bc, int *br, int *bc)
{
    if (force_br > 0) {
        if (force_br * force_bc != n) return -1;
        *br = force_br;
        *bc = force_bc;
        return 0;
    }
    return cj_default_box(n, br, bc);
}

/* Why the givens of a parsed grid cannot be graded, or NULL when they can. */
static const char *grid_problem(const uint8_t *grid, int br, int bc, char *msg, size_t size)
{
    int a, b, rc = sudoku_find_clash(br, bc, grid, &a, &b), n = br * bc;
    if (rc == SUDOKU_ECLASH) {
        snprintf(msg, size, "clashing givens: r%dc%d and r%dc%d both hold %d", a / n + 1, a % n + 1, b / n + 1,
                 b % n + 1, grid[a]); /* bin/dlx's words */
        return msg;
    }
    if (rc) {
        snprintf(msg, size, "a value above %d", n);
        return msg;
    }
    return NULL;
}


/* Levels are for puzzles with one solution: the engine counts grid's, up to 2, with restarts beside the search
   (the probe of c's entry in the cache); -1 when it gave up (--max-nodes). */
static long count_to_two(const ctx_cache *cc, classify_ctx *c, const uint8_t *grid)
{
    sudoku *s = classify_ctx_sudoku(c);
    dlx_stats st;
    int i;
    long n = 0;
    st.aborted = 0;
    for (i = 0; i < cc->count && cc->ctx[i] != c; i++)
        ;
    if (sudoku_apply(s, grid) == SUDOKU_OK)
        n = sudoku_solve_probed(s, i < cc->count ? &cc->probe[i] : NULL, grid, 2, NULL, &st);
    sudoku_clear(s);
    return st.aborted ? -1 : n;
}


/* NULL for one solution, else what is wrong, in the words every command uses. */
static const char *count_problem(long solutions)
{
    return solutions == 1 ? NULL : solutions == 0 ? "no solution" : solutions < 0 ? CJ_GIVEN_UP_COUNT
                                                 : "more than one solution: a level is for a puzzle with one";
}

static const char *not_unique(const ctx_cache *cc, classify_ctx *c, const uint8_t *grid)
{
    return count_problem(count_to_two(cc, c, grid));
}

#define NOT_UNIQUE (-1000) /* feat_worker's code for a puzzle without one solution: minus 0 or 2 solutions */

typedef struct feat_job {
    kept_puzzle *p;
    long count;
    int set, threads, width, worker;
    double *rows;
    int *rc;
} feat_job;

static void *feat_worker(void *arg)
{
    feat_job *j = (feat_job *)arg;
    ctx_cache cc;
    long i;
    memset(&cc, 0, sizeof cc);
    for (i = j->worker; i < j->count; i += j->threads) {
        kept_puzzle *k = &j->p[i];
        classify_ctx *c;
        long solutions;
        if (k->bad) continue;
        c = cache_get(&cc, k->br, k->bc);
        if (!c) {
            j->rc[i] = CLASSIFY_ESHAPE;
            continue;
        }
        solutions = count_to_two(&cc, c, k->grid);
        if (solutions != 1)
            j->rc[i] = NOT_UNIQUE - (int)solutions;
        else
            j->rc[i] = classify_features(c, k->grid, j->set, j->rows + (size_t)i * (size_t)j->width, j->width, NULL);
    }
    cache_free(&cc);
    return NULL;
}

void features_all(kept_puzzle *p, long count, int set, int threads, double *rows, int width)
{
    pthread_t tid[16];
    feat_job jobs[16];
    int *rc = calloc((size_t)count + 1, sizeof *rc), t;
    long i;
    if (!rc) return;
    if (threads < 1) threads = 1;
    if (threads > 16) threads = 16;
    for (t = 0; t < threads; t++) {
        jobs[t].p = p;
        jobs[t].count = count;
        jobs[t].set = set;
        jobs[t].threads = threads;
        jobs[t].width = width;
        jobs[t].worker = t;
        jobs[t].rows = rows;
        jobs[t].rc = rc;
        if (pthread_create(&tid[t], NULL, feat_worker, &jobs[t])) {
            threads = t;
            break;
        }
    }
    if (threads == 0) {
        jobs[0].threads = 1;
        feat_worker(&jobs[0]);
    }
    for (t = 0; t < threads; t++) pthread_join(tid[t], NULL);
    for (i = 0; i < count; i++) {
        char msg[160];
        if (p[i].bad || rc[i] >= 0) continue;
        if (grid_problem(p[i].grid, p[i].br, p[i].bc, msg, sizeof msg)) mark_bad(&p[i], msg);
        else if (rc[i] <= NOT_UNIQUE) mark_bad(&p[i], count_problem(NOT_UNIQUE - rc[i]));
        else if (rc[i] == CLASSIFY_ESHAPE) mark_bad(&p[i], "feature width does not fit this size");
        else mark_bad(&p[i], "features failed");
    }
    free(rc);
}

/* Options shared by the streaming commands. */
typedef struct stream_opts {
    int trace, header, set, br, bc;
    long max_nodes; /* grade and hint: --max-nodes */
    enum cj_format format; /* the input's form, as dlx reads it */
    const char *symbols;
    char **files;
    int nfiles;
} stream_opts;

/* Reads the options and files of grade, hint and features: -1 to go on, or the exit status to end with
   (0 after --help, 2 after a message). */
static int parse_stream_opts(int argc, char **argv, stream_opts *o, int allow_trace, int allow_set)
{
    int i;
    memset(o, 0, sizeof *o);
    o->set = CF_PUZZLEJAR;
    o->symbols = CJ_DEFAULT_SYMBOLS;
    o->files = malloc(sizeof(char *) * (size_t)(argc + 1));
    if (!o->files) return fputs("classify: out of memory\n", stderr), 2;
    for (i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (allow_trace && !strcmp(a, "--trace")) o->trace = 1;
        else if (allow_set && !strcmp(a, "--header")) o->header = 1;
        else if (!allow_set && !strcmp(a, "--max-nodes")) {
            const char *v = i + 1 < argc ? argv[++i] : "";
            if (cj_parse_long(v, 0, LONG_MAX, &o->max_nodes) != 0) {
                fprintf(stderr, "%s: --max-nodes takes a number of nodes (0 for no limit), not '%s'\n", TOOL, v);
                return 2;
            }
        }
        else if (!strcmp(a, "--box") || !strncmp(a, "--box=", 6)) {
            const char *v = a[5] == '=' ? a + 6 : (i + 1 < argc ? argv[++i] : "");
            if (cj_parse_box(v, &o->br, &o->bc)) {
                fprintf(stderr, "%s: --box wants RxC with R*C from 2 to 64, not '%s'\n", TOOL, v);
                return 2;
            }
        } else if (!strcmp(a, "--symbols") || !strncmp(a, "--symbols=", 10)) {
            o->symbols = a[9] == '=' ? a + 10 : (i + 1 < argc ? argv[++i] : "");
            if (cj_check_symbols(TOOL, o->symbols) != 0)
                return 2;
        } else if (!strcmp(a, "--format") || !strncmp(a, "--format=", 9)) {
            const char *v = a[8] == '=' ? a + 9 : (i + 1 < argc ? argv[++i] : "");
            if (cj_parse_format(v, &o->format)) {
                fprintf(stderr, "%s: --format wants line or grid, not '%s'\n", TOOL, v);
                return 2;
            }
        } else if (allow_set && (!strcmp(a, "--features") || !strncmp(a, "--features=", 11))) {
            const char *v = a[10] == '=' ? a + 11 : (i + 1 < argc ? argv[++i] : "");
            o->set = classify_feature_set_parse(v);
            if (o->set < 0) {
                fprintf(stderr, "%s: --features wants puzzlejar or full, not '%s'\n", TOOL, v);
                return 2;
            }
        } else if (a[0] == '-' && a[1] != '\0') {
            return classify_other_option(a);
        } else o->files[o->nfiles++] = argv[i];
    }
    return -1;
}

typedef struct trace_ctx {
    cj_buf *out;
    int n, count;
} trace_ctx;

static int trace_step(void *vctx, const classify_step *s)
{
    trace_ctx *t = (trace_ctx *)vctx;
    cj_buf_printf(t->out, "  %d. ", ++t->count);
    describe_step(t->out, s, t->n);
    cj_buf_printf(t->out, " [%d.%d]\n", s->rating / 10, s->rating % 10);
    return 0;
}

/* A hint's removals before its placement, in words: "x-wing: r1c5<>3 r7c5<>3 (...); " each. */
static int hint_removal(void *vctx, const classify_step *s)
{
    trace_ctx *t = (trace_ctx *)vctx;
    describe_step(t->out, s, t->n);
    cj_buf_put(t->out, "; ", 2);
    t->count++;
    return 0;
}

/* Answers one puzzle of grade / hint / features (a Solo id: solo) into out; returns 0 or 1 (error line written). */
static int answer(int mode, const stream_opts *o, ctx_cache *cc, const cj_puzzle *p, int solo, const char *file,
                  cj_buf *out)
{
    int br = o->br, bc = o->bc, n = p->n;
    char msg[200];
    classify_ctx *c;
    if (tool_box(n, br, bc, &br, &bc)) {
        if (o->br > 0)
            snprintf(msg, sizeof msg, "--box %dx%d does not fit a side of %d", o->br, o->bc, n);
        else
            snprintf(msg, sizeof msg, CJ_NO_DEFAULT_BOX, n, n, n);
        bad_at(file, p->lineno, msg);
        return 1;
    }
    if (grid_problem(p->grid, br, bc, msg, sizeof msg) ||
        cj_beside_is_wrong(p, o->symbols, solo, br, bc, msg, sizeof msg)) {
        bad_at(file, p->lineno, msg);
        return 1;
    }
    c = cache_get(cc, br, bc);
    if (!c) {
        bad_at(file, p->lineno, "out of memory");
        return 1;
    }
    if (mode == 0) { /* grade */
        classify_result res;
        cj_buf steps = {0};
        trace_ctx t;
        const char *why = not_unique(cc, c, p->grid);
        if (why != NULL) {
            bad_at(file, p->lineno, why);
            return 1;
        }
        t.out = &steps;
        t.n = n;
        t.count = 0;
        classify_grade(classify_ctx_grader(c), p->grid, &res, o->trace ? trace_step : NULL, &t);
        if (res.status < 0) {
            bad_at(file, p->lineno, "no solution: the grader reached a contradiction");
            cj_buf_free(&steps);
            return 1;
        }
        cj_buf_printf(out, "%d.%d %s %s\n", res.rating / 10, res.rating % 10, classify_level_name(res.level),
                      classify_tech_name(res.hardest));
        if (steps.len) cj_buf_put(out, steps.data, steps.len);
        if (o->trace && res.status == CLASSIFY_STUCK)
            cj_buf_printf(out, "  stuck with %d cells open: guessing needed (or several solutions)\n", res.remaining);
        cj_buf_free(&steps);
    } else if (mode == 1) { /* hint */
        classify_grader *g = classify_ctx_grader(c);
        classify_step s;
        cj_buf removals = {0};
        trace_ctx t;
        long solutions = count_to_two(cc, c, p->grid); /* a step is for the grid's solutions: none, no step */
        int rc = solutions == 0 ? CLASSIFY_EINVALID : classify_grader_load(g, p->grid);
        if (solutions < 0) {
            bad_at(file, p->lineno, CJ_GIVEN_UP_COUNT);
            return 1;
        }
        t.out = &removals;
        t.n = n;
        t.count = 0;
        classify_grader_set_unique(g, solutions == 1); /* several solutions: no uniqueness techniques */
        if (rc == 0) rc = classify_grader_next_placement(g, &s, hint_removal, &t); /* removals, then a value */
        classify_grader_set_unique(g, 1);
        if (rc < 0) {
            cj_buf_free(&removals);
            bad_at(file, p->lineno, "no solution: the grid holds a contradiction (a wrong value?)");
            return 1;
        }
        if (rc == 1) {
            if (removals.len) {
                cj_buf_put(out, removals.data, removals.len);
                cj_buf_put(out, "then ", 5);
            }
            describe_step(out, &s, n);
        } else if (s.tech == CT_GUESSING)
            cj_buf_printf(out, solutions > 1 ? "guessing: no logical step found (the grid has more than one solution)"
                                             : "guessing: no logical step found");
        else cj_buf_printf(out, "solved");
        cj_buf_put(out, "\n", 1);
        cj_buf_free(&removals);
    } else { /* features */
        double x[256];
        int k, i = classify_features(c, p->grid, o->set, x, 256, NULL);
        if (i < 0) {
            bad_at(file, p->lineno, "features failed");
            return 1;
        }
        for (k = 0; k < i; k++) cj_buf_printf(out, k ? " %.6g" : "%.6g", x[k]);
        cj_buf_put(out, "\n", 1);
    }
    return 0;
}

static int run_stream(int mode, int argc, char **argv)
{
    stream_opts o;
    ctx_cache cc;
    int f, status = 0;
    char *stdin_name[1] = {"-"};
    static cj_puzzle p;
    memset(&cc, 0, sizeof cc);
    if ((status = parse_stream_opts(argc, argv, &o, mode == 0, mode == 2)) >= 0) {
        free(o.files);
        return status;
    }
    cc.give_up = (uint64_t)o.max_nodes;
    status = 0;
    if (o.nfiles == 0) {
        o.files[0] = stdin_name[0];
        o.nfiles = 1;
    }
    if (mode == 2 && o.header) {
        int i, count = classify_feature_count(9, o.set);
        char name[32];
        printf("# features %s (9x9 names; count_* has N entries):", classify_feature_set_name(o.set));
        for (i = 0; i < count; i++) {
            classify_feature_name(9, o.set, i, name);
            printf(" %s", name);
        }
        printf("\n");
    }
    for (f = 0; f < o.nfiles; f++) {
        cj_puzzle_reader r;
        char err[200];
        int rc;
        long puzzles = 0;
        memset(&r, 0, sizeof r);
        r.format = o.format;
        r.symbols = o.symbols;
        if (cj_lines_open(&r.lines, TOOL, o.files[f])) {
            status = 2;
            continue;
        }
        while ((rc = cj_read_puzzle(&r, &p, err, sizeof err)) != 0) {
            cj_buf out = {0};
            stream_opts shape = o; /* a Solo id brings its own box shape, and a JSON line its "box" */
            int bad = rc < 0 ? o.format == CJ_FORMAT_GRID ||
                                   cj_read_solo_id(&r.lines, o.br, o.bc, &p, &shape.br, &shape.bc, err,
                                                   sizeof err) <= 0
                             : cj_json_box(&r.lines, p.n, o.br, o.bc, &shape.br, &shape.bc, err, sizeof err) < 0;
            puzzles++;
            if (bad) {
                if (rc < 0 && o.format == CJ_FORMAT_LINE)
                    name_other_kind(&r.lines, err, sizeof err);
                bad_at(r.lines.name, p.lineno, err);
                cj_buf_printf(&out, "error\n");
                status = 2;
            } else if (answer(mode, &shape, &cc, &p, rc < 0, r.lines.name, &out)) {
                cj_buf_printf(&out, "error\n");
                status = 2;
            }
            cj_write_out(stdout, out.data, out.len, TOOL);
            cj_buf_free(&out);
        }
        if (cj_lines_finish(&r.lines, puzzles) != 0)
            status = 2;
    }
    cache_free(&cc);
    free(o.files);
    return status;
}

int cmd_grade(int argc, char **argv, int hint) { return run_stream(hint ? 1 : 0, argc, argv); }
int cmd_features(int argc, char **argv) { return run_stream(2, argc, argv); }

const char classify_usage[] =
    "usage: classify COMMAND [options] [FILES]   (FILES default to standard input; one puzzle per line,\n"
    "       or a Solo game id such as sgt-solo prints: '3x3:c4b6_2...', its box shape from the id)\n"
    "  grade, hint and features read as dlx does: --symbols STRING (the line form's alphabet, default\n"
    "  1-9A-Za-z) and --format line|grid (grid: rows of integers, 0 empty, a blank line between puzzles);\n"
    "  a full grid beside a puzzle (gen --with-solution's second column) must be its solution, else 'error'\n"
    "  grade [--trace] [--box RxC] [FILES]     RATING LEVEL HARDEST-TECHNIQUE per puzzle (--trace: the steps)\n"
    "  hint [--box RxC] [FILES]                the next logical step that places a value, for each (partly\n"
    "                                          filled) grid, after the steps that only remove candidates\n"
    "  grade and hint take --max-nodes N: a puzzle whose count passes N search nodes is 'error' (default 0: none)\n"
    "  features [--features puzzlejar|full] [--header] [FILES]   the feature vector per puzzle\n"
    "  train --labels FILE --model OUT [--features puzzlejar|full] [--box RxC] [--folds K] [-j N] [--quick]\n"
    "        [--verbose]                       RBF SVM, C/gamma by cross-validation; label = last column\n"
    "  predict [--model FILE] [--box RxC] [-j N] [FILES]   one label per puzzle (default: the shipped model;\n"
    "                                          the box shape is the model's)\n"
    "  eval --labels FILE [--model FILE] [--box RxC] [-j N]   accuracy and confusion matrix\n"
    "  train, predict and eval read all their input first, then compute the features on -j N threads (1-16,\n"
    "  default 2; the same answers for any N)\n"
    "  grade|hint --variant KIND [FILES]       another puzzle kind through its table (gen/kinds/README.md);\n"
    "                                          --variant KIND may come before the command too\n"
    "Levels of grade: Easy (hidden singles), Medium (naked singles, locked candidates), Hard (subsets,\n"
    "fish, wings, unique rectangles, BUG+1, short X-chains), Evil (longer X-chains, forcing chains), Beyond\n"
    "(needs guessing). Unique rectangles and BUG+1 assume the puzzle has one solution. Bad input: exit 2.\n";

int classify_other_option(const char *option)
{
    if (!strcmp(option, "--help") || !strcmp(option, "-h")) {
        fputs(classify_usage, stdout);
        return 0;
    }
    fprintf(stderr, "classify: unknown option '%s' (see classify --help)\n", option);
    return 2;
}
