/* sudoku_kind.c: the Sudoku table of the puzzle-kind interface: the exact-cover model and generator
   (gen/generator.h) for solve and generate, classify's logical grader for levels, grade and hint. */
#include <string.h>

#include "classify/features.h"
#include "classify/grader.h"
#include "dlx/grid_text.h"
#include "dlx/shape.h"
#include "dlx/sudoku.h"
#include "gen/generator.h"
#include "gen/kinds/kind_text.h"
#include "gen/kinds/kinds.h"
#include "gen/kinds/sudoku_text.h"

static const char *const sudoku_levels[] = {"easy", "medium", "hard", "evil", "beyond"};

/* One worker: the generator (whose engine also solves) and the grader's context, for one box shape. */
typedef struct sudoku_work {
    cj_shape shape;
    int n;
    generator *gen;
    void *gen_mem;
    size_t gen_size;
    gen_options built;            /* the options the generator was built with */
    classify_ctx *grading;
    const cj_gen_request *req;    /* the request being served (for keep_going) */
    uint8_t *grid, *solution;     /* scratch, N*N each */
    sudoku_probe probe;           /* solve's restarts, on the grader's model: room for PROBE_ROOM solutions */
} sudoku_work;

#define PROBE_ROOM 8

static size_t align16(size_t x)
{
    return (x + 15u) & ~(size_t)15u;
}

static int sudoku_shape_check(cj_shape *shape, char *err, size_t err_size)
{
    const char *side;
    if (shape->width == 0 && shape->box_rows == 0)
        shape->width = 9;
    if (shape->width == 0)
        shape->width = cj_box_side(shape->box_rows, shape->box_cols, SUDOKU_MAX_N);
    if (shape->height == 0)
        shape->height = shape->width;
    side = shape->height != shape->width ? CJ_SUDOKU_SIDES : cj_sudoku_side_problem(shape->width);
    if (side != NULL) {
        kind_text_say(err, err_size, side, 0, NULL);
        return CJ_KIND_ESHAPE;
    }
    if (shape->box_rows == 0 && cj_default_box(shape->width, &shape->box_rows, &shape->box_cols) != 0) {
        kind_text_say(err, err_size, "no default box shape for side ", shape->width, "; give --box RxC");
        return CJ_KIND_ESHAPE;
    }
    if (cj_box_side(shape->box_rows, shape->box_cols, shape->width) != shape->width ||
        sudoku_bytes(shape->box_rows, shape->box_cols) == 0) {
        kind_text_say(err, err_size, "the box does not fit a side of ", shape->width, "");
        return CJ_KIND_ESHAPE;
    }
    return CJ_KIND_OK;
}

static size_t sudoku_puzzle_bytes(const cj_shape *shape)
{
    return (size_t)shape->width * (size_t)shape->width;
}

static size_t sudoku_work_bytes(const cj_shape *shape)
{
    size_t n2 = sudoku_puzzle_bytes(shape), g = gen_bytes(shape->box_rows, shape->box_cols);
    size_t c = classify_ctx_bytes(shape->box_rows, shape->box_cols);
    if (g == 0 || c == 0)
        return 0;
    return 15 + align16(sizeof(sudoku_work)) + align16(g) + align16(c) + (2 + PROBE_ROOM) * align16(n2);
}

static int keep_going(void *ctx)
{
    const sudoku_work *w = ctx;
    return w->req == NULL || w->req->keep_going == NULL || w->req->keep_going(w->req->keep_going_ctx);
}

static void default_options(sudoku_work *w, gen_options *o)
{
    memset(o, 0, sizeof *o);
    o->box_rows = w->shape.box_rows;
    o->box_cols = w->shape.box_cols;
    o->strategy = GEN_RANDOM;
    o->max_solutions = 1;
    o->target_empty = -1;
    o->keep_going = keep_going;
    o->keep_going_ctx = w;
}

static void *sudoku_work_init(void *mem, size_t bytes, const cj_shape *shape)
{
    unsigned char *base = (unsigned char *)mem + ((16u - ((size_t)mem & 15u)) & 15u);
    size_t n2 = sudoku_puzzle_bytes(shape), need = sudoku_work_bytes(shape), off;
    size_t c = classify_ctx_bytes(shape->box_rows, shape->box_cols);
    sudoku_work *w = (sudoku_work *)base;
    if (mem == NULL || need == 0 || bytes < need)
        return NULL;
    memset(w, 0, sizeof *w);
    w->shape = *shape;
    w->n = shape->width;
    w->gen_size = gen_bytes(shape->box_rows, shape->box_cols);
    off = align16(sizeof *w);
    default_options(w, &w->built);
    w->gen_mem = base + off;
    w->gen = gen_init(w->gen_mem, w->gen_size, &w->built);
    off += align16(w->gen_size);
    w->grading = classify_ctx_init(base + off, c, shape->box_rows, shape->box_cols);
    off += align16(c);
    w->grid = base + off;
    w->solution = base + off + align16(n2);
    w->probe.model = w->grading != NULL ? classify_ctx_sudoku(w->grading) : NULL; /* idle while solving */
    w->probe.store = base + off + 2 * align16(n2);
    w->probe.room = PROBE_ROOM;
    w->probe.start = w->probe.give_up = 0;
    return w->gen != NULL && w->grading != NULL ? w : NULL;
}

static long sudoku_kind_solve(void *work, const void *puzzle, long limit, cj_cell *solution)
{
    sudoku_work *w = work;
    sudoku *s = gen_model(w->gen);
    dlx_stats st;
    long found;
    int k, a, b;
    if (sudoku_find_clash(w->shape.box_rows, w->shape.box_cols, puzzle, &a, &b) != SUDOKU_OK)
        return 0;
    if (sudoku_apply(s, puzzle) != SUDOKU_OK)
        return 0;
    found = sudoku_solve_probed(s, &w->probe, puzzle, limit < 1 ? 1 : limit, w->solution, &st);
    sudoku_clear(s);
    if (st.aborted) /* past the node limit (set_node_limit) */
        return CJ_KIND_EGAVEUP;
    if (found > 0 && solution != NULL)
        for (k = 0; k < w->n * w->n; k++)
            solution[k] = w->solution[k];
    return found;
}

static void sudoku_set_node_limit(void *work, uint64_t nodes)
{
    ((sudoku_work *)work)->probe.give_up = nodes;
}

/* Whether a full grid keeps the givens and has no value twice in a unit. */
static int sudoku_solution_fits(void *work, const void *puzzle, const cj_cell *cells)
{
    sudoku_work *w = work;
    const uint8_t *givens = puzzle;
    int k, a, b;
    for (k = 0; k < w->n * w->n; k++) {
        if (cells[k] < 1 || cells[k] > (cj_cell)w->n || (givens[k] != 0 && givens[k] != cells[k]))
            return 0;
        w->grid[k] = (uint8_t)cells[k];
    }
    return sudoku_find_clash(w->shape.box_rows, w->shape.box_cols, w->grid, &a, &b) == SUDOKU_OK;
}

static int same_options(const gen_options *a, const gen_options *b)
{
    return a->strategy == b->strategy && a->symmetry == b->symmetry && a->max_solutions == b->max_solutions &&
           a->target_empty == b->target_empty && a->level == b->level && a->want_level == b->want_level;
}

static int sudoku_generate(void *work, const cj_gen_request *req, cj_rng *rng, void *puzzle, cj_cell *solution,
                           char *err, size_t err_size)
{
    sudoku_work *w = work;
    gen_options o;
    const char *why;
    int rc, k, most, n2 = w->n * w->n;
    if (kind_level_below_any(req, err, err_size))
        return CJ_KIND_EOPTIONS;
    default_options(w, &o);
    if (req->symmetry != CJ_SYM_NONE) {
        o.strategy = GEN_SYMMETRIC;
        o.symmetry = (gen_symmetry)req->symmetry;
    }
    o.max_solutions = req->max_solutions;
    o.target_empty = req->minimal ? -1 : req->target_empty;
    if (req->level >= 0) {
        o.level = classify_gen_level;
        o.level_ctx = w->grading;
        o.want_level = req->level;
    }
    if (req->level == CL_BEYOND) { /* random puzzles that need guessing are too rare to wait for */
        kind_text_say(err, err_size, "beyond (guessing needed) is a grade, not a level to generate: ask for easy, "
                                     "medium, hard or evil", 0, NULL);
        return CJ_KIND_EOPTIONS;
    }
    if (req->level >= (int)(sizeof sudoku_levels / sizeof sudoku_levels[0]) ||
        req->level > classify_hardest_level(w->shape.box_rows, w->shape.box_cols)) {
        kind_text_say(err, err_size, "no puzzle of side ", w->n, " has that level (" CLASSIFY_HARDEST_WHY ")");
        return CJ_KIND_EOPTIONS;
    }
    if (req->level >= 0 && req->max_solutions != 1) {
        kind_text_say(err, err_size, "levels grade unique puzzles: ask for one solution", 0, NULL);
        return CJ_KIND_EOPTIONS;
    }
    if (o.target_empty > n2 || o.max_solutions < 1 || req->symmetry < 0 || req->symmetry > CJ_SYM_DIAGONAL) {
        kind_text_say(err, err_size, "the empty cells, solutions or symmetry asked do not fit side ", w->n, "");
        return CJ_KIND_EOPTIONS;
    }
    if (o.strategy == GEN_SYMMETRIC && o.target_empty >= 0 &&
        !gen_target_fits_symmetry(w->n, o.symmetry ? o.symmetry : GEN_SYM_ROT180, o.target_empty)) {
        kind_text_say(err, err_size, "the symmetry empties whole orbits of cells, which add up to no ", o.target_empty,
                      "");
        return CJ_KIND_EOPTIONS;
    }
    most = cj_most_empty(w->shape.box_rows, w->shape.box_cols, o.max_solutions, &why);
    if (o.target_empty > most) {
        kind_text t;
        kind_text_init(&t, err, err_size);
        kind_text_str(&t, "this shape allows at most ");
        kind_text_int(&t, most);
        kind_text_str(&t, " empty cells, as ");
        kind_text_str(&t, why);
        return CJ_KIND_EOPTIONS;
    }
    if (!same_options(&o, &w->built)) { /* rebuilt in place: a run with fixed options builds once */
        w->gen = gen_init(w->gen_mem, w->gen_size, &o);
        if (w->gen == NULL) {
            default_options(w, &w->built);
            w->gen = gen_init(w->gen_mem, w->gen_size, &w->built);
            kind_text_say(err, err_size, "the generator cannot take these options", 0, NULL);
            return CJ_KIND_EOPTIONS;
        }
        w->built = o;
    }
    w->req = req;
    rc = gen_puzzle(w->gen, rng, puzzle, w->solution);
    w->req = NULL;
    if (rc < 0) {
        kind_text_say(err, err_size, rc == GEN_EGAVEUP ? "gave up before meeting the request" :
                      "the generator failed", 0, NULL);
        return rc == GEN_EGAVEUP ? CJ_KIND_EGAVEUP : CJ_KIND_EOPTIONS;
    }
    for (k = 0; k < n2; k++)
        solution[k] = w->solution[k];
    return CJ_KIND_OK;
}

static void copy_name(char *out, size_t size, const char *name)
{
    kind_text t;
    kind_text_init(&t, out, size);
    kind_text_str(&t, name);
}

static int sudoku_grade_unique(void *work, const void *puzzle, cj_grade *grade)
{
    sudoku_work *w = work;
    classify_result res;
    classify_grade(classify_ctx_grader(w->grading), puzzle, &res, NULL, NULL);
    if (res.status < 0)
        return CJ_KIND_ENOSOLUTION;
    grade->level = res.level;
    grade->rating = res.rating / 10.0;
    copy_name(grade->technique, sizeof grade->technique, classify_tech_name(res.hardest));
    return CJ_KIND_OK;
}

static int sudoku_grade(void *work, const void *puzzle, cj_grade *grade)
{
    int rc = cj_kind_count_verdict(sudoku_kind_solve(work, puzzle, 2, NULL));
    return rc != CJ_KIND_OK ? rc : sudoku_grade_unique(work, puzzle, grade);
}

static void put_value(kind_text *t, int value, int n)
{
    char word[CJ_VALUE_WORD];
    cj_value_word(value, n, word);
    kind_text_str(t, word);
}

/* The most engine nodes a hint spends counting the grid's solutions (a few milliseconds); past them the
   hint is given without the techniques that assume one solution. */
#define HINT_COUNT_NODES 200000

/* The steps a hint applies before its placement: in full ("x-wing: r1c5<>3 r7c5<>3; "), how many of each
   technique in the order first used (for the names), their count, and the cells of their patterns (for the
   page to outline). */
typedef struct hint_trail {
    int n, steps, n_cells, n_techs;
    int cells[16];
    int uses[CT_COUNT];
    unsigned char techs[CT_COUNT];
    kind_text full;
    char full_buf[480];
} hint_trail;

static void put_cell_value(kind_text *t, int cell, int n, const char *op, int value)
{
    kind_text_cell(t, cell, n);
    kind_text_str(t, op);
    put_value(t, value, n);
}

static void add_cell(int *cells, int *n_cells, int cell)
{
    int k;
    for (k = 0; k < *n_cells && cells[k] != cell; k++)
        ;
    if (k == *n_cells && *n_cells < 16)
        cells[(*n_cells)++] = cell;
}

static int hint_removal(void *ctx, const classify_step *step)
{
    hint_trail *tr = ctx;
    int k;
    kind_text_str(&tr->full, classify_tech_name(step->tech));
    kind_text_str(&tr->full, ":");
    for (k = 0; k < step->n_elims; k++) {
        kind_text_str(&tr->full, " ");
        put_cell_value(&tr->full, CLASSIFY_ELIM_CELL(step->elims[k]), tr->n, "<>", CLASSIFY_ELIM_VALUE(step->elims[k]));
    }
    kind_text_str(&tr->full, "; ");
    if (step->tech >= 0 && step->tech < CT_COUNT && tr->uses[step->tech]++ == 0)
        tr->techs[tr->n_techs++] = (unsigned char)step->tech;
    for (k = 0; k < step->n_cells; k++)
        add_cell(tr->cells, &tr->n_cells, step->cells[k]);
    tr->steps++;
    return 0;
}

/* The removals by name, each technique once with its count when used more than once, in the order first used:
   "pointing (3), x-wing; ". */
static void put_names(kind_text *t, const hint_trail *tr)
{
    int k;
    for (k = 0; k < tr->n_techs; k++) {
        int uses = tr->uses[tr->techs[k]];
        kind_text_str(t, k ? ", " : "");
        kind_text_str(t, classify_tech_name(tr->techs[k]));
        if (uses > 1) {
            kind_text_str(t, " (");
            kind_text_int(t, uses);
            kind_text_str(t, ")");
        }
    }
    kind_text_str(t, "; ");
}

/* The next logical step that places a value from the player's grid (the givens with the player's cells),
   after the steps that only remove candidates, which the player's values cannot show: "hidden-single: r4c7=3",
   "x-wing: r1c5<>3 r7c5<>3; then hidden-single: r4c7=3" (by name only, "pointing (2), x-wing; then ...", or
   counted, when that is too long);
   "solved", or "guessing: ..." when no technique places a value. */
static int sudoku_hint(void *work, const void *puzzle, const cj_cell *player, cj_hint *hint)
{
    sudoku_work *w = work;
    classify_grader *g = classify_ctx_grader(w->grading);
    const uint8_t *givens = puzzle;
    classify_step step;
    hint_trail tr;
    kind_text t, names;
    char placed[64], names_buf[160];
    sudoku *s;
    dlx_stats count;
    long solutions;
    int k, rc, n2 = w->n * w->n;
    for (k = 0; k < n2; k++) {
        int v = givens[k] ? givens[k] : player ? player[k] : 0;
        if (v > w->n)
            return CJ_KIND_EPARSE;
        w->grid[k] = (uint8_t)v;
    }
    s = classify_ctx_sudoku(w->grading); /* a step is for the grid's solutions: none, no step */
    solutions = 0;
    memset(&count, 0, sizeof count);
    if (sudoku_apply(s, w->grid) == SUDOKU_OK) {
        dlx_search_opts o;
        memset(&o, 0, sizeof o);
        o.limit = 2;
        o.first_item = -1;
        o.node_limit = HINT_COUNT_NODES; /* a server's hint waits for no long proof */
        solutions = dlx_search(sudoku_engine(s), &o, &count);
    }
    sudoku_clear(s);
    if (solutions == 0 && !count.aborted)
        return CJ_KIND_ENOSOLUTION;
    memset(&tr, 0, sizeof tr);
    tr.n = w->n;
    kind_text_init(&tr.full, tr.full_buf, sizeof tr.full_buf);
    /* several solutions, or not known within the cap: no uniqueness techniques */
    classify_grader_set_unique(g, solutions == 1 && !count.aborted);
    rc = classify_grader_load(g, w->grid);
    if (rc == 0)
        rc = classify_grader_next_placement(g, &step, hint_removal, &tr);
    classify_grader_set_unique(g, 1);
    if (rc < 0)
        return CJ_KIND_ENOSOLUTION;
    kind_text_init(&t, hint->text, sizeof hint->text);
    hint->cell = -1;
    hint->value = 0;
    hint->n_cells = 0;
    hint->removals = 0;
    if (rc == 0) { /* removals that lead to no placement are not told: the player could not use them */
        kind_text_str(&t, step.tech != CT_GUESSING ? "solved"
                          : solutions > 1 ? "guessing: no logical step found" KIND_TEXT_SEVERAL
                                          : "guessing: no logical step found");
        return CJ_KIND_OK;
    }
    kind_text_init(&t, placed, sizeof placed);
    kind_text_str(&t, classify_tech_name(step.tech));
    kind_text_str(&t, ": ");
    put_cell_value(&t, step.cell, w->n, "=", step.value);
    kind_text_init(&t, hint->text, sizeof hint->text);
    if (tr.steps > 0) {
        size_t room = sizeof hint->text - 1 - strlen(placed) - 5; /* "then " */
        kind_text_init(&names, names_buf, sizeof names_buf);
        put_names(&names, &tr);
        if (tr.full.len + 1 < tr.full.size && tr.full.len <= room) {
            kind_text_str(&t, tr.full_buf);
        } else if (names.len + 1 < names.size && names.len <= room) {
            kind_text_str(&t, names_buf);
        } else {
            kind_text_int(&t, tr.steps);
            kind_text_str(&t, " steps that remove candidates; ");
        }
        kind_text_str(&t, "then ");
    }
    kind_text_str(&t, placed);
    hint->cell = step.cell;
    hint->value = (cj_cell)step.value;
    hint->removals = tr.steps;
    for (k = 0; k < step.n_cells; k++)
        add_cell(hint->cells, &hint->n_cells, step.cells[k]);
    add_cell(hint->cells, &hint->n_cells, step.cell);
    for (k = 0; k < tr.n_cells; k++)
        add_cell(hint->cells, &hint->n_cells, tr.cells[k]);
    return CJ_KIND_OK;
}

const cj_kind cj_kind_sudoku = {
    "sudoku",
    sudoku_levels,
    (int)(sizeof sudoku_levels / sizeof sudoku_levels[0]),
    NULL, /* numbered_level: none */
    sudoku_shape_check,
    sudoku_puzzle_bytes,
    sudoku_work_bytes,
    sudoku_work_init,
    sudoku_kind_parse,
    sudoku_kind_format,
    sudoku_kind_solve,
    sudoku_generate,
    sudoku_grade,
    sudoku_grade_unique,
    sudoku_hint,
    sudoku_solution_fits,
    0,    /* line_fields */
    0,    /* blank_means */
    CJ_KFMT_ALL, /* formats: line, grid, Solo ids */
    sudoku_set_node_limit,
};
