/* latin_kind.c: the functions behind the Futoshiki and Jidoku kind tables: text forms (dlx/relations_text.h),
   solve on the engine narrowed by propagation, seed 002's generator, grades and hints by inference levels. */
#include "gen/kinds/latin_kind.h"

#include <string.h>

#include "classify/inference.h"
#include "dlx/arena.h"
#include "dlx/grid_text.h"
#include "dlx/relations_text.h"
#include "dlx/shape.h"
#include "gen/kinds/kind_text.h"
#include "gen/relgen.h"

const char *const latin_kind_levels[] = {"easy", "medium", "hard", "evil", "beyond"};

typedef struct latin_work {
    int n, box_rows, box_cols, relations_all, givens;
    latin *model;
    relgen_orbits orbits;
    int orbits_made, orbits_symmetry; /* the orbits are made (for that symmetry) */
    latin_puzzle grid;                /* hint: the givens with the player's digits; solution_fits: a full grid */
} latin_work;

int futoshiki_shape_check(cj_shape *shape, char *err, size_t err_size)
{
    if (shape->width == 0)
        shape->width = shape->height ? shape->height : 5;
    if (shape->height == 0)
        shape->height = shape->width;
    if (shape->width != shape->height || shape->width < 2 || shape->width > LATIN_MAX_N) {
        kind_text_say(err, err_size, "a Futoshiki grid is N x N with N from 2 to ", LATIN_MAX_N, "");
        return CJ_KIND_ESHAPE;
    }
    shape->box_rows = shape->box_cols = 0;
    shape->flags = LATIN_KIND_RELATIONS_ALL;
    return CJ_KIND_OK;
}

int jidoku_shape_check(cj_shape *shape, char *err, size_t err_size)
{
    if (shape->width == 0 && shape->box_rows != 0)
        shape->width = cj_box_side(shape->box_rows, shape->box_cols, LATIN_MAX_N);
    if (shape->width == 0)
        shape->width = shape->height ? shape->height : 9;
    if (shape->height == 0)
        shape->height = shape->width;
    if (shape->width != shape->height || shape->width < 2 || shape->width > LATIN_MAX_N) {
        kind_text_say(err, err_size, "a Jidoku grid is N x N with N from 2 to ", LATIN_MAX_N, "");
        return CJ_KIND_ESHAPE;
    }
    if (shape->box_rows == 0 && cj_default_box(shape->width, &shape->box_rows, &shape->box_cols) != 0) {
        kind_text_say(err, err_size, "side ", shape->width, " has no box shape: give --box RxC");
        return CJ_KIND_ESHAPE;
    }
    if (cj_box_side(shape->box_rows, shape->box_cols, shape->width) != shape->width) {
        kind_text_say(err, err_size, "the box does not tile a side of ", shape->width, "");
        return CJ_KIND_ESHAPE;
    }
    return CJ_KIND_OK;
}

size_t latin_kind_puzzle_bytes(const cj_shape *shape)
{
    (void)shape;
    return sizeof(latin_puzzle);
}

size_t latin_kind_work_bytes(const cj_shape *shape)
{
    size_t model = latin_bytes(shape->width, shape->box_rows, shape->box_cols);
    return model ? 8 + cj_align(sizeof(latin_work)) + model : 0;
}

void *latin_kind_work_init(void *mem, size_t bytes, const cj_shape *shape)
{
    unsigned char *base = cj_align_base(mem);
    latin_work *w = (latin_work *)base;
    size_t head = cj_align(sizeof *w) + (size_t)(base - (unsigned char *)mem);
    size_t need = latin_kind_work_bytes(shape);
    if (mem == NULL || need == 0 || bytes < need) /* 0: a shape the model cannot take */
        return NULL;
    w->n = shape->width;
    w->box_rows = shape->box_rows;
    w->box_cols = shape->box_cols;
    w->relations_all = (shape->flags & LATIN_KIND_RELATIONS_ALL) != 0;
    /* Futoshiki gives digits too; Jidoku, as the seed, only relations up to 9x9; larger Jidoku, where
       relations alone rarely let propagation finish, takes digits once every relation is in. */
    w->givens = shape->box_rows == 0 ? 1 : w->n > 9 ? 2 : 0;
    w->orbits_made = 0;
    w->model = latin_init(base + cj_align(sizeof *w), bytes - head, w->n, w->box_rows, w->box_cols);
    return w->model ? w : NULL;
}

/* Parses and checks a puzzle; box: LATIN_BOX_NONE or LATIN_BOX_DEFAULT / the shape's. */
static int parse_any(const char *text, size_t len, cj_shape *shape, latin_puzzle *p, int futoshiki, char *err,
                     size_t err_size)
{
    int has, a, b, rc, br = futoshiki ? LATIN_BOX_NONE : shape->box_rows ? shape->box_rows : LATIN_BOX_DEFAULT;
    int bc = futoshiki ? 0 : shape->box_cols;
    kind_text t;
    if (latin_parse(text, len, br, bc, p, NULL, &has, err, err_size) != 0)
        return CJ_KIND_EPARSE;
    if ((shape->width && shape->width != p->n) || (shape->height && shape->height != p->n)) {
        kind_text_init(&t, err, err_size);
        kind_text_str(&t, "a side of ");
        kind_text_int(&t, p->n);
        kind_text_str(&t, shape->width == shape->height ? " where the shape asks for a side of "
                          : shape->width && shape->width != p->n ? " where the shape asks for a width of "
                                                                  : " where the shape asks for a height of ");
        kind_text_int(&t, shape->width && shape->width != p->n ? shape->width : shape->height);
        return CJ_KIND_EPARSE;
    }
    rc = latin_check(p, &a, &b);
    if (rc == LATIN_OK) {
        shape->width = shape->height = p->n;
        shape->box_rows = p->box_rows;
        shape->box_cols = p->box_cols;
        return CJ_KIND_OK;
    }
    kind_text_init(&t, err, err_size);
    kind_text_str(&t, rc == LATIN_EVALUE ? "a value out of range at "
                      : rc == LATIN_ECLASH ? "givens clash in a house at " : "contradictory relations at ");
    kind_text_cell(&t, a, p->n);
    kind_text_str(&t, " and ");
    kind_text_cell(&t, b, p->n);
    if (rc == LATIN_ERELATION)
        kind_text_str(&t, " (a relation the givens break, or one of a cycle of relations)");
    return CJ_KIND_EPARSE;
}

int futoshiki_parse(const char *text, size_t len, size_t indent, cj_shape *shape, void *puzzle,
                  char *err, size_t err_size)
{
    (void)indent; /* no message of this kind names a column */
    return parse_any(text, len, shape, puzzle, 1, err, err_size);
}

int jidoku_parse(const char *text, size_t len, size_t indent, cj_shape *shape, void *puzzle,
                  char *err, size_t err_size)
{
    (void)indent; /* no message of this kind names a column */
    return parse_any(text, len, shape, puzzle, 0, err, err_size);
}

long latin_kind_format(const cj_shape *shape, const void *puzzle, const cj_cell *solution, int form, char *out,
                       size_t size)
{
    static const int forms[] = {LATIN_FORM_LINE, LATIN_FORM_GRID, LATIN_FORM_TATHAM};
    latin_puzzle grid;
    const latin_puzzle *p = puzzle;
    long len;
    int cell, drawn = forms[form < 0 || form > 2 ? 0 : form];
    if (form < 0 || form > 2)
        return CJ_KIND_EUNSUPPORTED;
    if (p == NULL) { /* the solution: its cells alone */
        if (latin_puzzle_clear(&grid, shape->width, shape->box_rows, shape->box_cols) != LATIN_OK)
            return CJ_KIND_ESHAPE;
        for (cell = 0; cell < shape->width * shape->width; cell++)
            grid.givens[cell] = (uint8_t)solution[cell];
        if (form == CJ_KFMT_LINE) { /* the cells without the empty relations */
            len = (long)shape->width * shape->width;
            if (size < (size_t)len + 1)
                return CJ_KIND_ESPACE;
            for (cell = 0; cell < len; cell++)
                out[cell] = grid.givens[cell] ? CJ_DEFAULT_SYMBOLS[grid.givens[cell] - 1] : '.';
            out[len] = '\0';
            return len;
        }
        p = &grid;
        if (form == CJ_KFMT_GRID) /* rows alone: a solution has no signs to draw between them */
            drawn = LATIN_FORM_ROWS;
    }
    if (form == CJ_KFMT_TATHAM && p->box_rows)
        return CJ_KIND_EUNSUPPORTED;
    len = latin_format(p, NULL, drawn, out, size);
    return len >= 0 ? len : CJ_KIND_ESPACE;
}

long latin_kind_solve(void *work, const void *puzzle, long limit, cj_cell *solution)
{
    latin_work *w = work;
    const latin_puzzle *p = puzzle;
    inference s;
    uint8_t grid[LATIN_MAX_N * LATIN_MAX_N];
    long found;
    int cell;
    /* Propagation removes no value of any solution: the engine searches what it leaves. */
    inf_init(&s, p, latin_house_count(p));
    if (inf_propagate(&s) == INF_CONTRADICTION)
        return 0;
    if (latin_load(w->model, p) != LATIN_OK || latin_restrict(w->model, s.dom) != LATIN_OK)
        return 0;
    found = latin_solve(w->model, limit, grid, NULL, NULL);
    if (found == LATIN_EGAVEUP)
        return CJ_KIND_EGAVEUP;
    if (found > 0 && solution)
        for (cell = 0; cell < p->n * p->n; cell++)
            solution[cell] = grid[cell];
    return found;
}

int latin_kind_bucket(int level, int houses)
{
    if (level <= 0)
        return 0;
    if (level * 3 <= houses)
        return 1;
    if (level * 3 <= 2 * houses)
        return 2;
    return 3;
}

int latin_kind_numbered_level(const cj_shape *shape, int number)
{
    return latin_kind_bucket(number, shape->box_rows ? 3 * shape->width : 2 * shape->width);
}

int latin_kind_generate(void *work, const cj_gen_request *req, cj_rng *rng, void *puzzle, cj_cell *solution,
                        char *err, size_t err_size)
{
    latin_work *w = work;
    relgen_request r;
    uint8_t grid[LATIN_MAX_N * LATIN_MAX_N];
    int houses = w->box_rows ? 3 * w->n : 2 * w->n, rounds, rc = RELGEN_EGAVEUP, grade, cell;
    if (kind_level_below_any(req, err, err_size))
        return CJ_KIND_EOPTIONS;
    if (req->symmetry < 0 || req->symmetry > CJ_SYM_DIAGONAL) { /* flip: Fillomino's only */
        kind_text_say(err, err_size, "Futoshiki and Jidoku take --symmetry none, rot180, rot90, mirror or diagonal", 0, NULL);
        return CJ_KIND_EOPTIONS;
    }
    memset(&r, 0, sizeof r);
    r.n = w->n;
    r.box_rows = w->box_rows;
    r.box_cols = w->box_cols;
    r.relations_all = w->relations_all;
    r.givens = w->givens;
    r.symmetry = req->symmetry;
    r.max_tries = 20;
    r.keep_going = req->keep_going; /* bin/gen's --budget: asked within a round, and once a puzzle is made */
    r.keep_going_ctx = req->keep_going_ctx;
    r.level_lo = 0;
    r.level_hi = houses;
    if (req->max_solutions != 1) {
        kind_text_say(err, err_size, "relation puzzles are made unique (--max-solutions 1)", 0, NULL);
        return CJ_KIND_EOPTIONS;
    }
    if (req->target_empty >= 0) {
        kind_text_say(err, err_size, "relation puzzles take a --level, not --empty: their givens are as few as the "
                      "level allows", 0, NULL);
        return CJ_KIND_EOPTIONS;
    }
    if (req->fine_level > 0) { /* one numbered inference level */
        if (req->fine_level - 1 > houses) {
            kind_text_say(err, err_size, "numbered levels go from 0 to ", houses, " (the houses) for this shape");
            return CJ_KIND_EOPTIONS;
        }
        r.level_lo = r.level_hi = req->fine_level - 1;
    } else if (req->level >= 0 && req->level < 4) { /* the bucket's range of inference levels */
        for (r.level_lo = 0; latin_kind_bucket(r.level_lo, houses) < req->level; r.level_lo++)
            ;
        for (r.level_hi = houses; latin_kind_bucket(r.level_hi, houses) > req->level; r.level_hi--)
            ;
    } else if (req->level >= 4) {
        kind_text_say(err, err_size, "'beyond' puzzles are not generated: every puzzle is solved by inference", 0,
                      NULL);
        return CJ_KIND_EOPTIONS;
    }
    if (w->n == 2 && r.level_lo > 0) { /* tests/futoshiki_cli.sh grades every 2x2 puzzle */
        kind_text_say(err, err_size, "a side of 2 has two solutions, and what tells them apart decides every cell at "
                      "once: its puzzles are easy (numbered level 0)", 0, NULL);
        return CJ_KIND_EOPTIONS;
    }
    if (!w->orbits_made || w->orbits_symmetry != r.symmetry) {
        rc = relgen_orbits_make(&r, &w->orbits);
        w->orbits_made = rc == RELGEN_OK;
        w->orbits_symmetry = r.symmetry;
    }
    /* Rounds of random solutions until one gives a puzzle of the level: with keep_going (bin/gen's --budget)
       until it says stop, as a level can be rare (easy 9x9 Jidoku: one solution in hundreds), else 50. */
    for (rounds = 0; (rounds < 50 || req->keep_going != NULL) && rc != RELGEN_EOPTIONS; rounds++) {
        rc = relgen_generate(w->model, &r, &w->orbits, rng, puzzle, grid, &grade);
        if (rc != RELGEN_EGAVEUP)
            break;
    }
    if (rc == RELGEN_EOPTIONS) {
        kind_text_say(err, err_size, "this shape cannot take that symmetry (rot90 and diagonal need square boxes)",
                      0, NULL);
        return CJ_KIND_EOPTIONS;
    }
    if (rc == RELGEN_ESTOPPED) {
        kind_text_say(err, err_size, "gave up before meeting the request", 0, NULL);
        return CJ_KIND_EGAVEUP;
    }
    if (rc != RELGEN_OK) {
        kind_text_say(err, err_size, "no puzzle of that level found", 0, NULL);
        return CJ_KIND_EGAVEUP;
    }
    for (cell = 0; cell < w->n * w->n; cell++)
        solution[cell] = grid[cell];
    return CJ_KIND_OK;
}

int latin_kind_grade(void *work, const void *puzzle, cj_grade *g)
{
    int rc = cj_kind_count_verdict(latin_kind_solve(work, puzzle, 2, NULL));
    if (rc != CJ_KIND_OK)
        memset(g, 0, sizeof *g);
    return rc != CJ_KIND_OK ? rc : latin_kind_grade_unique(work, puzzle, g);
}

int latin_kind_grade_unique(void *work, const void *puzzle, cj_grade *g)
{
    const latin_puzzle *p = puzzle;
    int houses = latin_house_count(p), level;
    kind_text t;
    (void)work;
    memset(g, 0, sizeof *g);
    level = inf_grade(p, NULL);
    kind_text_init(&t, g->technique, sizeof g->technique);
    if (level < 0) {
        g->level = 4;
        g->rating = houses + 1;
        kind_text_str(&t, "search (propagation does not finish)");
        return CJ_KIND_OK;
    }
    g->level = latin_kind_bucket(level, houses);
    g->rating = level;
    if (level == 0) {
        kind_text_str(&t, "binary-!=+inequalities");
    } else {
        kind_text_str(&t, "alldifferent-on-");
        kind_text_int(&t, level);
        kind_text_str(&t, "-of-");
        kind_text_int(&t, houses);
        kind_text_str(&t, "-houses");
    }
    return CJ_KIND_OK;
}

int latin_kind_solution_fits(void *work, const void *puzzle, const cj_cell *cells)
{
    const latin_puzzle *p = puzzle;
    latin_puzzle *grid = &((latin_work *)work)->grid; /* the givens with every cell filled */
    int cell;
    *grid = *p;
    for (cell = 0; cell < p->n * p->n; cell++) {
        if (cells[cell] < 1 || cells[cell] > (cj_cell)p->n || (p->givens[cell] != 0 && p->givens[cell] != cells[cell]))
            return 0;
        grid->givens[cell] = (uint8_t)cells[cell];
    }
    return latin_kind_solve(work, grid, 1, NULL) == 1;
}

int latin_kind_hint(void *work, const void *puzzle, const cj_cell *player, cj_hint *hint)
{
    const latin_puzzle *p = puzzle;
    latin_puzzle *grid = &((latin_work *)work)->grid; /* the givens with the player's digits */
    inf_hint h;
    kind_text t;
    long solutions;
    int cell, k;
    *grid = *p;
    for (cell = 0; player && cell < p->n * p->n; cell++)
        if (!p->givens[cell] && player[cell] >= 1 && player[cell] <= (cj_cell)p->n)
            grid->givens[cell] = (uint8_t)player[cell];
    solutions = latin_kind_solve(work, grid, 2, NULL);
    if (solutions < 0)
        return (int)solutions;
    for (cell = 0; player && cell < p->n * p->n; cell++)
        grid->givens[cell] = (uint8_t)(player[cell] > 255 ? 255 : player[cell]);
    inf_hint_next(p, player ? grid->givens : NULL, latin_house_count(p), &h);
    /* a step is for the grid's solutions: none, no step (an entry named wrong is said as it is) */
    if ((solutions == 0 && h.status != 1) || (h.status == -1 && memcmp(h.text, "the entries contradict", 22) == 0))
        return CJ_KIND_ENOSOLUTION;
    memset(hint, 0, sizeof *hint);
    kind_text_init(&t, hint->text, sizeof hint->text);
    kind_text_str(&t, h.text);
    if (h.status == -1 && solutions > 1)
        kind_text_str(&t, KIND_TEXT_SEVERAL);
    for (k = 0; k < h.n_cells && k < 16; k++)
        hint->cells[k] = h.cells[k];
    hint->n_cells = k;
    hint->cell = h.status == 0 ? h.cell : -1;
    hint->value = (cj_cell)(h.status == 0 ? h.value : 0);
    return CJ_KIND_OK;
}

void latin_kind_set_node_limit(void *work, uint64_t nodes)
{
    latin_set_node_limit(((latin_work *)work)->model, nodes);
}
