/* nonogram_kind.c: the Nonogram table of the puzzle-kind interface: its ids and blocks read by nonogram_read.c, a grid
   with clues for printing; solve on the XCC model, generate, grade and hint. */
#include <string.h>

#include "dlx/arena.h"
#include "dlx/grid_text.h"
#include "dlx/nonogram.h"
#include "gen/kinds/kind_text.h"
#include "gen/kinds/kinds.h"
#include "gen/kinds/nonogram_kind.h"
#include "gen/nonogram_gen.h"

typedef struct nonogram_work {
    int w, h;
    ng_solver *solver;
    ng_gen_work *gen;
    uint8_t *grid, *picture, *other; /* W H cells each; other: a hint's second solution */
    uint64_t node_limit, splits;     /* the splits a count may make (0: any), and those it made */
} nonogram_work;

static const char *const nonogram_levels[] = {"line", "probing", "search"};

static int nonogram_shape_check(cj_shape *shape, char *err, size_t err_size)
{
    kind_shape_rectangle(shape, 10);
    if (!ng_shape_ok(shape->width, shape->height)) {
        kind_text_say(err, err_size, "a Nonogram is W x H with sides from 1 to ", NG_MAX_SIDE, "");
        return CJ_KIND_ESHAPE;
    }
    shape->box_rows = shape->box_cols = 0;
    return CJ_KIND_OK;
}

static size_t nonogram_puzzle_bytes(const cj_shape *shape)
{
    (void)shape;
    return sizeof(ng_puzzle);
}

/* Lays the worker out after its header in base: three grids, the generator's grids and the solver, each sized
   for the shape; with base NULL (and nw NULL) only counts. 0: the solver cannot hold the shape. */
static size_t work_layout(nonogram_work *nw, unsigned char *base, int w, int h)
{
    size_t off = cj_align(sizeof(nonogram_work)), cells = (size_t)w * (size_t)h;
    size_t gen = ng_gen_work_bytes(w, h), solver = ng_solver_bytes(w, h);
    uint8_t *grids = cj_take(base, &off, 1, 3 * cells);
    unsigned char *gen_mem = cj_take(base, &off, 1, gen), *solver_mem = cj_take(base, &off, 1, solver);
    if (nw != NULL) {
        nw->w = w;
        nw->h = h;
        nw->grid = grids;
        nw->picture = grids + cells;
        nw->other = grids + 2 * cells;
        nw->node_limit = nw->splits = 0;
        nw->gen = ng_gen_work_init(gen_mem, gen, w, h);
        nw->solver = ng_solver_init(solver_mem, solver, w, h);
    }
    return gen == 0 || solver == 0 ? 0 : off;
}

static size_t nonogram_work_bytes(const cj_shape *shape)
{
    size_t need = work_layout(NULL, NULL, shape->width, shape->height);
    return need == 0 ? 0 : need + 8;
}

static void *nonogram_work_init(void *mem, size_t bytes, const cj_shape *shape)
{
    size_t need = nonogram_work_bytes(shape);
    nonogram_work *nw;
    if (mem == NULL || need == 0 || bytes < need)
        return NULL;
    nw = (nonogram_work *)cj_align_base(mem);
    work_layout(nw, (unsigned char *)nw, shape->width, shape->height);
    return nw->solver != NULL && nw->gen != NULL ? nw : NULL;
}

/* ---- writing ---- */

/* A number right-aligned in a field of width characters. */
static void put_field(kind_text *t, int v, int width)
{
    int digits = 1, x;
    for (x = v; x >= 10; x /= 10)
        digits++;
    while (width-- > digits)
        kind_text_str(t, " ");
    kind_text_int(t, v);
}

static void put_runs(kind_text *o, const ng_puzzle *p, int line, const char *sep, const char *empty)
{
    int j;
    if (p->n_runs[line] == 0)
        kind_text_str(o, empty);
    for (j = 0; j < p->n_runs[line]; j++) {
        if (j > 0)
            kind_text_str(o, sep);
        kind_text_int(o, p->runs[line][j]);
    }
}

/* The clues above and left of the board, each number in a field of 3. */
static void put_clue_grid(kind_text *o, const ng_puzzle *p)
{
    int most_col = 0, most_row = 0, line, depth, c, r;
    for (line = 0; line < p->h; line++)
        most_row = p->n_runs[line] > most_row ? p->n_runs[line] : most_row;
    for (line = p->h; line < p->w + p->h; line++)
        most_col = p->n_runs[line] > most_col ? p->n_runs[line] : most_col;
    for (depth = 0; depth < most_col; depth++) {
        for (c = 0; c < 3 * most_row + 1; c++)
            kind_text_str(o, " ");
        for (c = 0; c < p->w; c++) {
            int n = p->n_runs[p->h + c], j = depth - (most_col - n);
            if (j >= 0)
                put_field(o, p->runs[p->h + c][j], 3);
            else
                kind_text_str(o, "   ");
        }
        kind_text_str(o, "\n");
    }
    for (r = 0; r < p->h; r++) {
        int n = p->n_runs[r], j;
        for (j = 0; j < most_row; j++) {
            if (j >= most_row - n)
                put_field(o, p->runs[r][j - (most_row - n)], 3);
            else
                kind_text_str(o, "   ");
        }
        kind_text_str(o, " ");
        for (c = 0; c < p->w; c++)
            kind_text_str(o, "  .");
        if (r + 1 < p->h)
            kind_text_str(o, "\n");
    }
}

static long nonogram_format(const cj_shape *shape, const void *puzzle, const cj_cell *solution, int form, char *out,
                            size_t size)
{
    const ng_puzzle *p = puzzle;
    kind_text o;
    int k, r, c;
    if (size == 0)
        return CJ_KIND_ESPACE;
    kind_text_init(&o, out, size);
    if (form != CJ_KFMT_LINE && form != CJ_KFMT_GRID && form != CJ_KFMT_TATHAM)
        return CJ_KIND_EUNSUPPORTED;
    if (p == NULL) { /* the solution: '#' filled, '.' empty; rows joined by '/' on one line */
        if (form != CJ_KFMT_GRID) {
            kind_text_int(&o, shape->width);
            kind_text_str(&o, "x");
            kind_text_int(&o, shape->height);
            kind_text_str(&o, ":");
        }
        for (r = 0; r < shape->height; r++) {
            if (r > 0)
                kind_text_str(&o, form == CJ_KFMT_GRID ? "\n" : "/");
            for (c = 0; c < shape->width; c++)
                kind_text_str(&o, solution[r * shape->width + c] == NG_BLACK ? "#" : ".");
        }
    } else if (form == CJ_KFMT_GRID) {
        put_clue_grid(&o, p);
    } else {
        kind_text_int(&o, p->w);
        kind_text_str(&o, "x");
        kind_text_int(&o, p->h);
        kind_text_str(&o, ":");
        for (k = 0; k < p->w + p->h; k++) {
            if (k > 0)
                kind_text_str(&o, "/");
            put_runs(&o, p, k < p->w ? p->h + k : k - p->w, ".", form == CJ_KFMT_LINE ? "0" : "");
        }
    }
    return o.cut ? CJ_KIND_ESPACE : (long)o.len;
}

/* ---- solving, generating, grading ---- */

static void nonogram_set_node_limit(void *work, uint64_t nodes)
{
    ((nonogram_work *)work)->node_limit = nodes;
}

/* The count's stop hook under a node limit: one more split, and whether it is within the limit. */
static int within_limit(void *ctx)
{
    nonogram_work *nw = ctx;
    return ++nw->splits <= nw->node_limit;
}

/* ng_count, within the node limit when there is one: NG_ESTOPPED past it. */
static long count_within(nonogram_work *nw, const ng_puzzle *p, long limit, uint8_t *second)
{
    long got;
    nw->splits = 0;
    if (nw->node_limit == 0)
        return ng_count(nw->solver, p, limit, 1, nw->grid, second);
    ng_solver_stop_hook(nw->solver, within_limit, nw);
    got = ng_count(nw->solver, p, limit, 1, nw->grid, second);
    ng_solver_stop_hook(nw->solver, NULL, NULL);
    return got;
}

static long nonogram_solve(void *work, const void *puzzle, long limit, cj_cell *solution)
{
    nonogram_work *nw = work;
    const ng_puzzle *p = puzzle;
    long got;
    int x;
    if (limit < 1)
        limit = 1;
    got = count_within(nw, p, limit, NULL);
    if (got < 0)
        return CJ_KIND_EGAVEUP;
    if (got > 0 && solution != NULL)
        for (x = 0; x < p->w * p->h; x++)
            solution[x] = nw->grid[x];
    return got;
}

/* Whether a full board is a solution: its lines' runs are the clues. */
static int nonogram_solution_fits(void *work, const void *puzzle, const cj_cell *cells)
{
    nonogram_work *nw = work;
    const ng_puzzle *p = puzzle;
    ng_puzzle of;
    int x, line;
    for (x = 0; x < p->w * p->h; x++) {
        if (cells[x] != NG_BLACK && cells[x] != NG_WHITE)
            return 0;
        nw->picture[x] = (uint8_t)cells[x];
    }
    ng_clues_of(&of, p->w, p->h, nw->picture);
    for (line = 0; line < p->w + p->h; line++)
        if (of.n_runs[line] != p->n_runs[line] || memcmp(of.runs[line], p->runs[line], p->n_runs[line]) != 0)
            return 0;
    return 1;
}

/* --level 1..3 are line, probing and search (the generator's levels); 0 and the rest name none. */
static int nonogram_numbered_level(const cj_shape *shape, int number)
{
    (void)shape;
    return number - 1;
}

static int nonogram_generate(void *work, const cj_gen_request *req, cj_rng *rng, void *puzzle, cj_cell *solution,
                             char *err, size_t err_size)
{
    static const int symmetries[] = {NG_SYM_NONE, NG_SYM_ROT180, NG_SYM_ROT90, NG_SYM_MIRROR, NG_SYM_DIAGONAL};
    nonogram_work *nw = work;
    ng_gen_opts o;
    ng_gen_stats st;
    int x, rc;
    if (kind_level_below_any(req, err, err_size))
        return CJ_KIND_EOPTIONS;
    memset(&o, 0, sizeof o);
    o.w = nw->w;
    o.h = nw->h;
    o.density_percent = req->density_percent;
    o.level = req->fine_level > 0 ? req->fine_level - 1 : req->level + 1; /* --level 1..3 or a name; 0: none */
    o.max_attempts = req->picture != NULL ? 8 : 200; /* a picture: the nearest of 8 repairs */
    o.max_flips = 4 * o.w * o.h;
    o.start = req->picture;
    o.keep_going = req->keep_going;
    o.keep_going_ctx = req->keep_going_ctx;
    { /* what is refused, said alone: the page's words for a live request are made from these */
        const char *why = req->target_empty >= 0 ? "a Nonogram has no givens to empty: no --empty"
                          : req->max_solutions != 1 ? "Nonograms are made with one solution: no --max-solutions"
                          : o.level < 0 || o.level > 3 || req->fine_level == 1
                              ? "Nonograms' levels are --level line, probing or search (or 1..3)"
                          : req->density_percent < 0 || req->density_percent > 99 ? "--density is 1..99"
                          : req->symmetry < 0 || req->symmetry > CJ_SYM_DIAGONAL ? "no such symmetry"
                                                                                 : NULL;
        if (why != NULL) {
            kind_text_say(err, err_size, why, 0, NULL);
            return CJ_KIND_EOPTIONS;
        }
    }
    o.symmetry = symmetries[req->symmetry];
    if ((o.symmetry == NG_SYM_ROT90 || o.symmetry == NG_SYM_DIAGONAL) && o.w != o.h) {
        kind_text_say(err, err_size, "rot90 and diagonal symmetry need a square board", 0, NULL);
        return CJ_KIND_EOPTIONS;
    }
    rc = ng_generate(nw->solver, &o, rng, puzzle, nw->picture, nw->gen, &st);
    if (rc == -3) { /* keep_going said stop (bin/gen's --budget): in Futoshiki's and Jidoku's words */
        kind_text_say(err, err_size, o.level > 0 ? "no puzzle of that level found" : "no puzzle found", 0, NULL);
        return CJ_KIND_EGAVEUP;
    }
    if (rc != 0) {
        kind_text_say(err, err_size, "no unique picture found at this level within ", o.max_attempts, " tries");
        return CJ_KIND_EGAVEUP;
    }
    for (x = 0; x < o.w * o.h; x++)
        solution[x] = nw->picture[x];
    return CJ_KIND_OK;
}

static int nonogram_grade_unique(void *work, const void *puzzle, cj_grade *grade)
{
    static const char *const techniques[] = {"line-logic", "probing", "search"};
    nonogram_work *nw = work;
    ng_grade g;
    if (ng_grade_puzzle(ng_solver_logic(nw->solver), puzzle, nw->grid, &g) != 0)
        return CJ_KIND_ENOSOLUTION;
    grade->level = g.level - 1;
    grade->rating = g.rating;
    kind_text_say(grade->technique, sizeof grade->technique, techniques[g.level - 1], 0, NULL);
    return CJ_KIND_OK;
}

static int nonogram_grade(void *work, const void *puzzle, cj_grade *grade)
{
    int rc = cj_kind_count_verdict(nonogram_solve(work, puzzle, 2, NULL));
    return rc != CJ_KIND_OK ? rc : nonogram_grade_unique(work, puzzle, grade);
}

/* Whether the player's cells (NG_BLACK / NG_WHITE, others unknown) agree with a solution. */
static int agrees(const uint8_t *player, const uint8_t *solution, int cells)
{
    int k;
    for (k = 0; k < cells; k++)
        if (player[k] != NG_UNKNOWN && player[k] != solution[k])
            return 0;
    return 1;
}

static int nonogram_hint(void *work, const void *puzzle, const cj_cell *player, cj_hint *hint)
{
    nonogram_work *nw = work;
    const ng_puzzle *p = puzzle;
    ng_hint h;
    kind_text t;
    int k, cells = p->w * p->h, several;
    /* A step is for the grid's solutions: the puzzle's, up to 2, and whether the player's cells fit one. Past
       two solutions that neither fits, the player's grid is left to line logic. */
    long solutions = count_within(nw, p, 2, nw->other);
    if (solutions < 0) /* clues of another shape than the worker's, or the count stopped */
        return solutions == NG_EGAVEUP ? CJ_KIND_ESHAPE : CJ_KIND_EGAVEUP;
    if (player != NULL)
        for (k = 0; k < cells; k++)
            nw->picture[k] = player[k] == NG_BLACK || player[k] == NG_WHITE ? (uint8_t)player[k] : NG_UNKNOWN;
    if (solutions == 0 || (solutions == 1 && player != NULL && !agrees(nw->picture, nw->grid, cells)))
        return CJ_KIND_ENOSOLUTION;
    several = solutions > 1 && (player == NULL || (agrees(nw->picture, nw->grid, cells) &&
                                                   agrees(nw->picture, nw->other, cells)));
    if (ng_hint_next(ng_solver_logic(nw->solver), p, player != NULL ? nw->picture : NULL, nw->grid, &h) != 0)
        return CJ_KIND_ENOSOLUTION;
    memset(hint, 0, sizeof *hint);
    kind_text_init(&t, hint->text, sizeof hint->text);
    hint->cell = -1;
    if (h.kind == 1 || h.kind == 2) {
        if (h.kind == 1) {
            kind_text_str(&t, h.line < p->h ? "row " : "column ");
            kind_text_int(&t, (h.line < p->h ? h.line : h.line - p->h) + 1);
            kind_text_str(&t, ":");
        } else {
            kind_text_str(&t, "probe (the other way fails at once):");
        }
        for (k = 0; k < h.n_cells; k++) { /* whole items, with room left to say how many more */
            char item[32];
            kind_text one;
            kind_text_init(&one, item, sizeof item);
            kind_text_str(&one, " ");
            kind_text_cell(&one, h.cells[k], p->w);
            kind_text_str(&one, h.values[k] == NG_BLACK ? " filled" : " empty");
            if (t.len + one.len + (k + 1 < h.n_settled ? sizeof " and 4096 more" : 1) > sizeof hint->text)
                break;
            kind_text_str(&t, item);
            hint->cells[k] = h.cells[k];
        }
        hint->n_cells = k;
        if (k < h.n_settled) {
            kind_text_str(&t, " and ");
            kind_text_int(&t, h.n_settled - k);
            kind_text_str(&t, " more");
        }
        hint->cell = h.cells[0];
        hint->value = h.values[0];
    } else {
        kind_text_str(&t, h.kind == 3 ? "no line or probe settles a cell: guess (search)" : "solved");
        if (h.kind == 3 && several)
            kind_text_str(&t, KIND_TEXT_SEVERAL);
    }
    return CJ_KIND_OK;
}

const cj_kind cj_kind_nonogram = {
    "nonogram",
    nonogram_levels,
    3,
    nonogram_numbered_level,
    nonogram_shape_check,
    nonogram_puzzle_bytes,
    nonogram_work_bytes,
    nonogram_work_init,
    nonogram_parse,
    nonogram_format,
    nonogram_solve,
    nonogram_generate,
    nonogram_grade,
    nonogram_grade_unique,
    nonogram_hint,
    nonogram_solution_fits,
    2,    /* line_fields: the whole line; a block of janko's R/C lines too */
    NG_WHITE, /* blank_means (an unfilled cell is an empty one) */
    CJ_KFMT_ALL, /* formats: line, grid, Pattern ids (tatham) */
    nonogram_set_node_limit,
};
