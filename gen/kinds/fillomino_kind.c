/* fillomino_kind.c: the Fillomino table of the puzzle-kind interface: the one-line and Tatham forms,
   solve as bin/fillomino solve does (lean search first, then the region solver), generate, grade and hint. */
#include <string.h>

#include "fillomino/board.h"
#include "fillomino/format.h"
#include "fillomino/gen.h"
#include "fillomino/lean.h"
#include "fillomino/solver.h"
#include "gen/kinds/kind_text.h"
#include "gen/kinds/kinds.h"

/* The searches of solve, as bin/fillomino solve sets them: the lean search with look-ahead for
   FM_LEAN_FIRST_NODES nodes, then the region solver with look-ahead up to FILLOMINO_SOLVE_NODES (beyond:
   CJ_KIND_EGAVEUP). */
#define FILLOMINO_SOLVE_NODES 200000

typedef struct fillomino_work {
    int w, h;
    fm_gen *gen;
    fm_solver *solver;
    fm_lean *lean;
    fm_val *implied; /* w*h values: the board fm_solve_both hands the region solver; a grade's and hint's boards */
    fm_val *board;   /* w*h values: a hint's puzzle with the player's cells, a grade's solution */
    uint64_t node_limit; /* solve's region solver: FILLOMINO_SOLVE_NODES, or set_node_limit's */
} fillomino_work;

/* Levels by the logic that fills the board: the lean solver's region rules alone (easy), with its
   look-ahead (hard: each way out of each open group tried both ways, what fails at once kept), or neither
   (beyond: a search). */
static const char *const fillomino_levels[] = {"easy", "hard", "beyond"};
#define FILLOMINO_LEVEL_TRIES 50 /* puzzles drawn for a --level before giving up */

static size_t align16(size_t x)
{
    return (x + 15u) & ~(size_t)15u;
}

static int fillomino_shape_check(cj_shape *shape, char *err, size_t err_size)
{
    kind_shape_rectangle(shape, 10);
    if (!fm_shape_ok(shape->width, shape->height)) {
        kind_text_say(err, err_size, "a Fillomino board is W x H with sides up to 256 and at most ", FM_MAX_CELLS,
                      " cells");
        return CJ_KIND_ESHAPE;
    }
    shape->box_rows = shape->box_cols = 0;
    return CJ_KIND_OK;
}

static size_t fillomino_puzzle_bytes(const cj_shape *shape)
{
    return sizeof(fm_val) * (size_t)shape->width * (size_t)shape->height;
}

static size_t fillomino_work_bytes(const cj_shape *shape)
{
    int w = shape->width, h = shape->height;
    size_t g = fm_gen_bytes(w, h), s = fm_solver_bytes(w, h), l = fm_lean_bytes(w, h);
    if (g == 0 || s == 0 || l == 0)
        return 0;
    return 15 + align16(sizeof(fillomino_work)) + align16(g) + align16(s) + align16(l) +
           2 * sizeof(fm_val) * (size_t)w * (size_t)h;
}

static void *fillomino_work_init(void *mem, size_t bytes, const cj_shape *shape)
{
    unsigned char *base = (unsigned char *)mem + ((16u - ((size_t)mem & 15u)) & 15u);
    int w = shape->width, h = shape->height;
    size_t need = fillomino_work_bytes(shape), off, g = fm_gen_bytes(w, h), s = fm_solver_bytes(w, h);
    fillomino_work *fw = (fillomino_work *)base;
    if (mem == NULL || need == 0 || bytes < need)
        return NULL;
    fw->w = w;
    fw->h = h;
    fw->node_limit = FILLOMINO_SOLVE_NODES;
    off = align16(sizeof *fw);
    fw->gen = fm_gen_init(base + off, g, w, h);
    off += align16(g);
    fw->solver = fm_solver_init(base + off, s, w, h);
    off += align16(s);
    fw->lean = fm_lean_init(base + off, fm_lean_bytes(w, h), w, h);
    off += align16(fm_lean_bytes(w, h));
    fw->implied = (fm_val *)(void *)(base + off);
    fw->board = fw->implied + (size_t)w * (size_t)h;
    return fw->gen && fw->solver && fw->lean ? fw : NULL;
}

/* The one-line form "WxH:cells" ('.'/'0' empty, a-z runs of empty cells: Tatham's Filling ids too, commas
   when a value exceeds 9). The text stops at len (text[len] readable). */
static int fillomino_parse(const char *text, size_t len, size_t indent, cj_shape *shape, void *puzzle,
                  char *err, size_t err_size)
{
    (void)indent; /* no message of this kind names a column */
    int w, h, k;
    size_t end = 0;
    fm_val *cells = puzzle;
    int max_cells = shape->width ? shape->width * shape->height : FM_MAX_CELLS;
    while (end < len && text[end] != ' ' && text[end] != '\t')
        end++;
    if (!fm_is_oneline(text) || end < len || (text[len] != '\0' && text[len] != ' ' && text[len] != '\t')) {
        kind_text_say(err, err_size, "not a one-line Fillomino puzzle (WxH:cells)", 0, NULL);
        return CJ_KIND_EPARSE;
    }
    k = fm_parse_oneline(text, &w, &h, cells, max_cells, NULL, NULL);
    if (k == FM_ERR_SIZE) {
        kind_text_say(err, err_size, "the board is not the size asked, or too large", 0, NULL);
        return CJ_KIND_EPARSE;
    }
    if (k != 0) {
        kind_text_say(err, err_size, "malformed cells", 0, NULL);
        return CJ_KIND_EPARSE;
    }
    if ((k = fm_value_too_large(cells, w * h)) >= 0) {
        kind_text_say(err, err_size, "a value larger than the board, at cell ", k + 1, "");
        return CJ_KIND_EPARSE;
    }
    if (shape->width != 0 && (shape->width != w || shape->height != h)) {
        kind_text_say(err, err_size, "a board of width ", w, " where another shape was asked");
        return CJ_KIND_EPARSE;
    }
    shape->width = w;
    shape->height = h;
    shape->box_rows = shape->box_cols = 0;
    return CJ_KIND_OK;
}

/* Decimal digits of v. */
static size_t digits(unsigned v)
{
    size_t k = 1;
    while (v >= 10) {
        v /= 10;
        k++;
    }
    return k;
}

/* The length of what fillomino/format.c's writers write for a form, without its NUL, so that format can
   refuse a buffer too small before it writes (they write unbounded). */
static size_t text_length(const fm_val *cells, int w, int h, int form)
{
    int n = w * h, wide = fm_wide_values(cells, n), i;
    size_t len = 0;
    if (form == CJ_KFMT_GRID) { /* rows joined by newlines; spaced when wide */
        for (i = 0; i < n; i++)
            len += (cells[i] ? digits(cells[i]) : 1) + (wide && i % w > 0);
        return len + (size_t)(h - 1);
    }
    len = digits((unsigned)w) + 1 + digits((unsigned)h) + 1; /* "WxH:" */
    if (form == CJ_KFMT_TATHAM) { /* a character a value, a letter a run of up to 26 empty cells */
        for (i = 0; i < n; len++) {
            int run = 0;
            if (cells[i] != 0) {
                i++;
                continue;
            }
            while (i < n && cells[i] == 0 && run < 26) {
                i++;
                run++;
            }
        }
        return len;
    }
    for (i = 0; i < n; i++)
        len += (cells[i] ? digits(cells[i]) : 1) + (wide && i > 0);
    return len + (wide && n == 1);
}

/* line: "WxH:cells"; grid: rows of digits (spaced numbers when a value exceeds 9); tatham: Filling's id. Into any
   buffer that holds the text and its NUL. */
static long fillomino_format(const cj_shape *shape, const void *puzzle, const cj_cell *solution, int form, char *out,
                             size_t size)
{
    int w = shape->width, h = shape->height, r, k;
    const fm_val *cells = puzzle != NULL ? (const fm_val *)puzzle : solution;
    size_t len = 0;
    if (form != CJ_KFMT_LINE && form != CJ_KFMT_GRID && form != CJ_KFMT_TATHAM)
        return CJ_KIND_EUNSUPPORTED;
    if (form == CJ_KFMT_TATHAM) {
        for (k = 0; k < w * h && cells[k] <= fm_tatham_max_value(w, h); k++)
            ;
        if (k < w * h) {
            if (size >= FM_TATHAM_REFUSAL_BYTES) /* the reason, in bin/fillomino's words */
                fm_tatham_refusal(out, w, h);
            return CJ_KIND_EUNSUPPORTED;
        }
    }
    if (size < text_length(cells, w, h, form) + 1)
        return CJ_KIND_ESPACE;
    if (form == CJ_KFMT_LINE)
        return (long)fm_write_line(out, cells, w, h);
    if (form == CJ_KFMT_TATHAM)
        return fm_write_tatham(out, cells, w, h);
    for (r = 0; r < h; r++) {
        if (r > 0)
            out[len++] = '\n';
        len += fm_write_row(out + len, cells, w, r, fm_wide_values(cells, w * h));
    }
    out[len] = '\0';
    return (long)len;
}

static void fillomino_set_node_limit(void *work, uint64_t nodes)
{
    ((fillomino_work *)work)->node_limit = nodes ? nodes : FILLOMINO_SOLVE_NODES;
}

static long fillomino_solve(void *work, const void *puzzle, long limit, cj_cell *solution)
{
    fillomino_work *fw = work;
    long got;
    if (limit < 1)
        limit = 1;
    fm_solver_set_node_limit(fw->solver, fw->node_limit);
    got = fm_solve_both(fw->lean, fw->solver, puzzle, limit, solution, -1, 0, NULL, fw->implied, NULL, NULL);
    return got < 0 ? CJ_KIND_EGAVEUP : got;
}

/* The empty cells of board that the lean solver's root logic leaves open (its look-ahead on or off), after
   writing what it implies to out; -1 when that logic finds no solution or its trail overflowed (one code,
   fm_lean_implied's). solve turns the look-ahead back on. */
static int left_open(fillomino_work *fw, const fm_val *board, int look_ahead, fm_val *out)
{
    int k, open = 0, n = fw->w * fw->h, rc;
    fm_lean_set_probing(fw->lean, look_ahead);
    rc = fm_lean_implied(fw->lean, board, out);
    if (rc != 0)
        return -1;
    for (k = 0; k < n; k++)
        open += out[k] == 0;
    return open;
}

/* Level: the weakest logic that fills the board. Rating: within the level, by tenths, the share of the cells
   the weaker logic left open (of the empty cells; for easy, the share of the board empty). The puzzle has
   one solution (counted by the caller). */
static int fillomino_grade_unique(void *work, const void *puzzle, cj_grade *grade)
{
    static const char *const techniques[] = {"region-rules", "look-ahead", "search"};
    fillomino_work *fw = work;
    const fm_val *cells = puzzle;
    int n = fw->w * fw->h, empty = 0, rules, ahead = 0, k;
    double share;
    memset(grade, 0, sizeof *grade);
    for (k = 0; k < n; k++)
        empty += cells[k] == 0;
    rules = left_open(fw, cells, 0, fw->board);
    if (rules > 0)
        ahead = left_open(fw, cells, 1, fw->board);
    if (rules < 0 || ahead < 0) /* with one solution counted, only the lean solver's trail overflowing */
        return CJ_KIND_EGAVEUP;
    grade->level = rules == 0 ? 0 : ahead == 0 ? 1 : 2;
    share = grade->level == 0 ? (double)empty / n : (double)(grade->level == 1 ? rules : ahead) / empty;
    grade->rating = grade->level + 1 + (int)(share * 9.999) / 10.0; /* easy 1.0-1.9, hard 2.0-2.9, beyond 3.0-3.9 */
    kind_text_say(grade->technique, sizeof grade->technique, techniques[grade->level], 0, NULL);
    return CJ_KIND_OK;
}

static int fillomino_grade(void *work, const void *puzzle, cj_grade *grade)
{
    int rc = cj_kind_count_verdict(fillomino_solve(work, puzzle, 2, NULL));
    memset(grade, 0, sizeof *grade);
    return rc != CJ_KIND_OK ? rc : fillomino_grade_unique(work, puzzle, grade);
}

/* The next cell the region rules fill in the player's grid, else one the look-ahead fills. The grid must
   have a solution: a value beyond the board, or cells that fit no solution, give CJ_KIND_ENOSOLUTION. */
static int fillomino_hint(void *work, const void *puzzle, const cj_cell *player, cj_hint *hint)
{
    fillomino_work *fw = work;
    const fm_val *cells = puzzle;
    int n = fw->w * fw->h, k, look_ahead, cell = -1;
    long solutions;
    kind_text t;
    for (k = 0; k < n; k++) {
        fw->board[k] = cells[k] != 0 || player == NULL ? cells[k] : (fm_val)player[k];
        if (fw->board[k] > n)
            return CJ_KIND_ENOSOLUTION;
    }
    solutions = fillomino_solve(work, fw->board, 2, NULL);
    if (solutions <= 0)
        return solutions == 0 ? CJ_KIND_ENOSOLUTION : (int)solutions;
    memset(hint, 0, sizeof *hint);
    hint->cell = -1;
    kind_text_init(&t, hint->text, sizeof hint->text);
    for (look_ahead = 0; look_ahead < 2 && cell < 0; look_ahead++) {
        if (left_open(fw, fw->board, look_ahead, fw->implied) < 0)
            return CJ_KIND_EGAVEUP; /* a grid with a solution: only an overflow gets here */
        for (k = 0; k < n && cell < 0; k++)
            if (fw->board[k] == 0 && fw->implied[k] != 0)
                cell = k;
    }
    if (cell >= 0) {
        kind_text_cell(&t, cell, fw->w);
        kind_text_str(&t, " = ");
        kind_text_int(&t, fw->implied[cell]);
        kind_text_str(&t, look_ahead == 1 ? ": the region rules leave it no other value"
                                          : ": look-ahead (every other way fails at once)");
        hint->cells[0] = hint->cell = cell;
        hint->n_cells = 1;
        hint->value = fw->implied[cell];
        return CJ_KIND_OK;
    }
    for (k = 0; k < n && fw->board[k] != 0; k++)
        ;
    kind_text_str(&t, k == n ? "solved" : "no rule or look-ahead settles a cell: guess (search)");
    if (k < n && solutions > 1)
        kind_text_str(&t, KIND_TEXT_SEVERAL);
    return CJ_KIND_OK;
}

/* One puzzle (fm_gen_puzzle's result); at a level, emptied by that level's logic (o->logic), and for hard
   and beyond drawn until one grades there: CJ_KIND_EGAVEUP, with err saying how many were drawn, after
   FILLOMINO_LEVEL_TRIES or when keep_going says stop. */
static int generate_at_level(fillomino_work *fw, const fm_gen_opts *o, const cj_gen_request *req, cj_rng *rng,
                             void *puzzle, cj_cell *solution, char *err, size_t err_size)
{
    fm_gen_stats st;
    cj_grade grade;
    kind_text t;
    int tries, rc;
    for (tries = 0; tries < FILLOMINO_LEVEL_TRIES; tries++) {
        if (tries > 0 && req->keep_going != NULL && !req->keep_going(req->keep_going_ctx))
            break;
        rc = fm_gen_puzzle(fw->gen, o, rng, puzzle, solution, &st);
        if (rc == FM_ERR_STOPPED && tries > 0)
            break; /* said as any stop between draws */
        if (rc != 0 || req->level < 0 || req->level == 0)
            return rc; /* emptied by the region rules: easy */
        rc = fillomino_grade_unique(fw, puzzle, &grade); /* made with one solution */
        if (rc == CJ_KIND_OK && grade.level == req->level)
            return 0;
    }
    kind_text_init(&t, err, err_size);
    kind_text_str(&t, tries < FILLOMINO_LEVEL_TRIES ? "stopped after " : "none of the ");
    kind_text_int(&t, tries);
    kind_text_str(&t, tries == 1 ? " puzzle drawn" : " puzzles drawn");
    kind_text_str(&t, tries < FILLOMINO_LEVEL_TRIES ? ", none graded " : " graded ");
    kind_text_str(&t, fillomino_levels[req->level]);
    return CJ_KIND_EGAVEUP;
}

static int fillomino_generate(void *work, const cj_gen_request *req, cj_rng *rng, void *puzzle, cj_cell *solution,
                              char *err, size_t err_size)
{
    static const int symmetries[] = {0, FM_SYM_ROT180, FM_SYM_ROT90, FM_SYM_MIRROR, FM_SYM_DIAGONAL, FM_SYM_FLIP};
    fillomino_work *fw = work;
    fm_gen_opts o;
    kind_text t;
    int rc;
    if (kind_level_below_any(req, err, err_size))
        return CJ_KIND_EOPTIONS;
    memset(&o, 0, sizeof o);
    {
        char why[FM_MAX_REGION_REFUSAL_BYTES]; /* as bin/fillomino gen takes it, refusals in its words */
        o.max_region = fm_max_region_for(fw->w, fw->h, req->max_region, req->form == CJ_KFMT_TATHAM, why);
        if (o.max_region == 0) {
            kind_text_init(&t, err, err_size);
            kind_text_str(&t, why);
            return CJ_KIND_EOPTIONS;
        }
    }
    o.max_solutions = req->max_solutions;
    o.target_empty = req->minimal ? -1 : req->target_empty;
    o.strategy = FM_STRAT_RANDOM;
    o.symmetry = FM_SYM_ROT180;
    o.keep_going = req->keep_going; /* bin/gen's --budget: asked before each check */
    o.keep_going_ctx = req->keep_going_ctx;
    if (req->symmetry < 0 || req->symmetry > CJ_SYM_FLIP || req->max_solutions < 1 ||
        o.target_empty > fw->w * fw->h) {
        kind_text_say(err, err_size, "the empty cells, solutions or symmetry asked do not fit the board", 0, NULL);
        return CJ_KIND_EOPTIONS;
    }
    if (req->level >= 3) {
        kind_text_say(err, err_size, "Fillomino's levels are easy, hard and beyond (0 to 2), not ", req->level, "");
        return CJ_KIND_EOPTIONS;
    }
    if (req->level >= 0 && req->max_solutions > 1) {
        kind_text_say(err, err_size, "a level is for a puzzle with one solution", 0, NULL);
        return CJ_KIND_EOPTIONS;
    }
    if (req->symmetry != CJ_SYM_NONE) {
        o.strategy = FM_STRAT_SYMMETRIC;
        o.symmetry = symmetries[req->symmetry];
        if (!fm_symmetry_ok(o.symmetry, fw->w, fw->h)) {
            kind_text_say(err, err_size, "rot90 and diagonal symmetry need a square board", 0, NULL);
            return CJ_KIND_EOPTIONS;
        }
    }
    if (!fm_target_possible(&o, fw->w, fw->h)) { /* as bin/gen says for Sudoku, before any board */
        kind_text_init(&t, err, err_size);
        kind_text_str(&t, "--empty ");
        kind_text_int(&t, o.target_empty);
        kind_text_str(&t, o.target_empty == fw->w * fw->h ? " cannot be met: a board with no clue has more than one solution"
                                                          : " cannot be met: the symmetry empties whole orbits of cells, "
                                                            "which add up to no ");
        if (o.target_empty != fw->w * fw->h)
            kind_text_int(&t, o.target_empty);
        return CJ_KIND_EOPTIONS;
    }
    if (req->level >= 0) /* easy and hard: emptied by that logic; beyond: by search, then graded */
        o.logic = req->level == 0 ? FM_LOGIC_RULES : req->level == 1 ? FM_LOGIC_LOOK_AHEAD : FM_LOGIC_SEARCH;
    rc = generate_at_level(fw, &o, req, rng, puzzle, solution, err, err_size);
    if (rc == CJ_KIND_EGAVEUP)
        return rc;
    if (rc == FM_ERR_STOPPED) { /* in Futoshiki's, Jidoku's and Nonograms' words */
        kind_text_say(err, err_size, req->level >= 0 ? "no puzzle of that level found" : "no puzzle found", 0, NULL);
        return CJ_KIND_EGAVEUP;
    }
    if (rc == FM_ERR_TARGET) {
        kind_text_say(err, err_size, "none of the boards tried could be emptied to ", o.target_empty,
                      " empty cells");
        return CJ_KIND_EGAVEUP;
    }
    if (rc != 0) {
        kind_text_say(err, err_size, "could not build a board with regions of at most ", o.max_region, " cells");
        return CJ_KIND_EGAVEUP;
    }
    return CJ_KIND_OK;
}

const cj_kind cj_kind_fillomino = {
    "fillomino",
    fillomino_levels,
    3,
    NULL, /* numbered_level: none */
    fillomino_shape_check,
    fillomino_puzzle_bytes,
    fillomino_work_bytes,
    fillomino_work_init,
    fillomino_parse,
    fillomino_format,
    fillomino_solve,
    fillomino_generate,
    fillomino_grade,
    fillomino_grade_unique,
    fillomino_hint,
    NULL, /* solution_fits: the Fillomino reader checks a solution given (fm_reader_check_solution) */
    0,    /* line_fields */
    0,    /* blank_means */
    CJ_KFMT_ALL, /* formats: line, grid, Filling ids */
    fillomino_set_node_limit,
};
