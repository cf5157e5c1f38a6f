/* fillomino_kind.c: the Fillomino table of the puzzle-kind interface: the one-line and Tatham forms,
   solve as bin/fillomino solve does (lean search first, then the region solver), and the generator. */
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
    fm_val *implied; /* w*h values: the board fm_solve_both hands the region solver */
} fillomino_work;

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
           sizeof(fm_val) * (size_t)w * (size_t)h;
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
    off = align16(sizeof *fw);
    fw->gen = fm_gen_init(base + off, g, w, h);
    off += align16(g);
    fw->solver = fm_solver_init(base + off, s, w, h);
    off += align16(s);
    fw->lean = fm_lean_init(base + off, fm_lean_bytes(w, h), w, h);
    off += align16(fm_lean_bytes(w, h));
    fw->implied = (fm_val *)(void *)(base + off);
    return fw->gen && fw->solver && fw->lean ? fw : NULL;
}

/* The one-line form "WxH:cells" ('.'/'0' empty, a-z runs of empty cells: Tatham's Filling ids too, commas
   when a value exceeds 9). The text stops at len (text[len] readable). */
static int fillomino_parse(const char *text, size_t len, cj_shape *shape, void *puzzle, char *err, size_t err_size)
{
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

/* line: "WxH:cells"; grid: rows of digits (spaced numbers when a value exceeds 9); tatham: Filling's id. */
static long fillomino_format(const cj_shape *shape, const void *puzzle, const cj_cell *solution, int form, char *out,
                             size_t size)
{
    int w = shape->width, h = shape->height, r;
    const fm_val *cells = puzzle != NULL ? (const fm_val *)puzzle : solution;
    size_t len = 0;
    if (size < fm_text_bytes(w, h) + (size_t)h)
        return CJ_KIND_ESPACE;
    if (form == CJ_KFMT_LINE)
        return (long)fm_write_line(out, cells, w, h);
    if (form == CJ_KFMT_TATHAM) {
        long n = fm_write_tatham(out, cells, w, h);
        if (n >= 0)
            return n;
        if (size >= FM_TATHAM_REFUSAL_BYTES) /* the reason, in bin/fillomino's words */
            fm_tatham_refusal(out, w, h);
        return CJ_KIND_EUNSUPPORTED;
    }
    if (form != CJ_KFMT_GRID)
        return CJ_KIND_EUNSUPPORTED;
    for (r = 0; r < h; r++) {
        if (r > 0)
            out[len++] = '\n';
        len += fm_write_row(out + len, cells, w, r, fm_wide_values(cells, w * h));
    }
    out[len] = '\0';
    return (long)len;
}

static long fillomino_solve(void *work, const void *puzzle, long limit, cj_cell *solution)
{
    fillomino_work *fw = work;
    long got;
    if (limit < 1)
        limit = 1;
    fm_solver_set_node_limit(fw->solver, FILLOMINO_SOLVE_NODES);
    got = fm_solve_both(fw->lean, fw->solver, puzzle, limit, solution, -1, 0, NULL, fw->implied, NULL, NULL);
    return got < 0 ? CJ_KIND_EGAVEUP : got;
}

static int fillomino_generate(void *work, const cj_gen_request *req, cj_rng *rng, void *puzzle, cj_cell *solution,
                              char *err, size_t err_size)
{
    static const int symmetries[] = {0, FM_SYM_ROT180, FM_SYM_ROT90, FM_SYM_MIRROR, FM_SYM_DIAGONAL};
    fillomino_work *fw = work;
    fm_gen_opts o;
    fm_gen_stats st;
    int rc;
    memset(&o, 0, sizeof o);
    o.max_region = fm_default_max_region(fw->w, fw->h);
    if (req->form == CJ_KFMT_TATHAM && o.max_region > fm_tatham_max_value(fw->w, fw->h))
        o.max_region = fm_tatham_max_value(fw->w, fw->h); /* the values sgt-filling takes, as bin/fillomino gen */
    if (o.max_region > fw->w * fw->h)
        o.max_region = fw->w * fw->h;
    o.max_solutions = req->max_solutions;
    o.target_empty = req->minimal ? -1 : req->target_empty;
    o.strategy = FM_STRAT_RANDOM;
    o.symmetry = FM_SYM_ROT180;
    if (req->level >= 0) {
        kind_text_say(err, err_size, "Fillomino has no levels", 0, NULL);
        return CJ_KIND_EOPTIONS;
    }
    if (req->symmetry < 0 || req->symmetry > CJ_SYM_DIAGONAL || req->max_solutions < 1 ||
        o.target_empty > fw->w * fw->h) {
        kind_text_say(err, err_size, "the empty cells, solutions or symmetry asked do not fit the board", 0, NULL);
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
    rc = fm_gen_puzzle(fw->gen, &o, rng, puzzle, solution, &st);
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
    NULL, /* no levels */
    0,
    fillomino_shape_check,
    fillomino_puzzle_bytes,
    fillomino_work_bytes,
    fillomino_work_init,
    fillomino_parse,
    fillomino_format,
    fillomino_solve,
    fillomino_generate,
    NULL, /* grade: no grader yet */
    NULL, /* hint */
    NULL, /* canon_key: the bank's canonical keys */
    0,    /* line_fields */
    0,    /* blank_means */
    CJ_KFMT_ALL, /* formats: line, grid, Filling ids */
};
