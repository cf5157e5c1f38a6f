/* api.c: the JSON API behind `bin/bank serve`: routes, the engine workers, GET /api/puzzle (picked from the
   bank, or generated live by api_live.c) and GET /api/kinds (what the bank holds) (host only). */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dlx/cli.h"
#include "dlx/shape.h"
#include "gen/bank/api_work.h"
#include "gen/tatham.h"

int api_fail(char **json, int status, const char *message)
{
    json_t *o = json_pack("{s:s}", "error", message);
    if (o == NULL) { /* not UTF-8 (a request's bytes quoted): those bytes become '?' */
        char ascii[512];
        size_t k;
        for (k = 0; message[k] != '\0' && k + 1 < sizeof ascii; k++)
            ascii[k] = message[k] >= 0x20 && message[k] < 0x7f ? message[k] : '?';
        ascii[k] = '\0';
        o = json_pack("{s:s}", "error", ascii);
    }
    *json = json_dumps(o, JSON_COMPACT | JSON_REAL_PRECISION(6));
    json_decref(o);
    return status;
}

int api_json(char **json, json_t *o)
{
    *json = o ? json_dumps(o, JSON_COMPACT | JSON_REAL_PRECISION(6)) : NULL;
    json_decref(o);
    return *json ? 200 : api_fail(json, 500, "out of memory");
}

bank_api *bank_api_open(bank *db, uint64_t seed, int live)
{
    bank_api *a = calloc(1, sizeof *a);
    if (a) {
        a->db = db;
        a->seed = seed;
        a->live = live;
        a->live_seconds = BANK_LIVE_SECONDS;
    }
    return a;
}

void bank_api_set_live_seconds(bank_api *a, int seconds)
{
    a->live_seconds = seconds;
}

static void worker_free(api_worker *w)
{
    free(w->mem);
    free(w->puzzle);
    memset(w, 0, sizeof *w);
}

void bank_api_close(bank_api *a)
{
    int k;
    if (a == NULL)
        return;
    for (k = 0; k < API_WORKER_SLOTS; k++)
        worker_free(&a->slots[k]);
    free(a);
}

static int same_shape(const cj_shape *x, const cj_shape *y)
{
    return x->width == y->width && x->height == y->height && x->box_rows == y->box_rows &&
           x->box_cols == y->box_cols && x->flags == y->flags;
}

api_worker *api_worker_for(bank_api *a, const cj_kind *kind, const cj_shape *shape)
{
    api_worker *w;
    size_t bytes;
    int k;
    for (k = 0; k < API_WORKER_SLOTS; k++)
        if (a->slots[k].kind == kind && same_shape(&a->slots[k].shape, shape))
            return &a->slots[k];
    w = &a->slots[a->next_slot];
    a->next_slot = (a->next_slot + 1) % API_WORKER_SLOTS;
    worker_free(w);
    bytes = kind->work_bytes(shape);
    if (bytes == 0)
        return NULL;
    w->mem = malloc(bytes);
    w->puzzle = calloc(1, kind->puzzle_bytes(shape));
    w->work = w->mem && w->puzzle ? kind->work_init(w->mem, bytes, shape) : NULL;
    if (w->work == NULL) {
        worker_free(w);
        return NULL;
    }
    w->kind = kind;
    w->shape = *shape;
    return w;
}

int api_parse_into(api_worker *w, const char *text)
{
    cj_shape shape = w->shape;
    char err[160];
    return w->kind->parse(text, strlen(text), 0, &shape, w->puzzle, err, sizeof err) == 0 &&
           same_shape(&shape, &w->shape) ? 0 : -1;
}

/* The kind's form of a puzzle (or of solution when puzzle is NULL), malloc'd; NULL on failure. */
static char *format_form(const api_worker *w, const void *puzzle, const cj_cell *solution, int form)
{
    size_t size = 4096;
    for (;;) {
        char *out = malloc(size);
        long len;
        if (out == NULL)
            return NULL;
        len = w->kind->format(&w->shape, puzzle, solution, form, out, size);
        if (len >= 0)
            return out;
        free(out);
        if (len != CJ_KIND_ESPACE || size > ((size_t)1 << 26))
            return NULL;
        size *= 4;
    }
}

char *api_format_line(const api_worker *w, const void *puzzle, const cj_cell *solution)
{
    return format_form(w, puzzle, solution, CJ_KFMT_LINE);
}

char *api_cells_text(const api_loaded *p, const cj_cell *cells)
{
    int k, n = api_cell_count(p);
    size_t size = (size_t)n * 3 + 32; /* "RxC:", then each value and a '_' */
    uint8_t *grid;
    char *out;
    if (p->solo == NULL)
        return puzzle_cells_join(&p->cells, cells, n);
    grid = malloc((size_t)n);
    out = malloc(size);
    for (k = 0; grid != NULL && k < n; k++)
        grid[k] = (uint8_t)cells[k];
    if (grid == NULL || out == NULL ||
        tatham_encode(grid, p->w->shape.box_rows, p->w->shape.box_cols, out, size) < 0) {
        free(out);
        out = NULL;
    }
    free(grid);
    return out;
}

void api_loaded_free(api_loaded *p)
{
    puzzle_cells_free(&p->cells);
    free(p->solo);
    free(p->givens);
    free(p->expected);
    memset(p, 0, sizeof *p);
}

int api_cell_count(const api_loaded *p)
{
    return p->w->shape.width * p->w->shape.height;
}

/* Reads a stored solution into n cells: the kind's cells field, or for a kind whose blanks mean a value (a
   Nonogram) its rows of '#' (filled, 1) and '.' (that value), split by '/'. 0 or -1. */
static int read_solution(const cj_kind *kind, const char *text, cj_cell *cells, int n)
{
    const char *s = strchr(text, ':');
    int count = 0;
    if (!kind->blank_means)
        return puzzle_cells_read_stored(kind, text, cells, n);
    for (s = s != NULL ? s + 1 : text; *s != '\0' && *s != ' ' && *s != '\t'; s++) {
        if (*s == '/')
            continue;
        if ((*s != '#' && *s != '.') || count >= n)
            return -1;
        cells[count++] = *s == '#' ? 1 : kind->blank_means;
    }
    return count == n ? 0 : -1;
}

/* Loads row's puzzle into a worker, normalised to the kind's line form; 0 or -1. Calls nothing on the
   bank, so row's texts stay valid. */
static int load_row(bank_api *a, const bank_row *row, api_loaded *p)
{
    cj_shape shape;
    char *line;
    int n;
    memset(p, 0, sizeof *p);
    p->id = row->id;
    p->solutions = row->solutions;
    p->kind = cj_kind_find(row->kind);
    if (p->kind == NULL || puzzle_shape_parse(p->kind, row->shape, &shape) != 0)
        return -1;
    p->w = api_worker_for(a, p->kind, &shape);
    if (p->w == NULL || api_parse_into(p->w, row->puzzle) != 0)
        return -1;
    n = shape.width * shape.height;
    p->givens = calloc((size_t)n, sizeof *p->givens);
    p->expected = calloc((size_t)n, sizeof *p->expected);
    line = api_format_line(p->w, p->w->puzzle, NULL);
    if (line == NULL && cj_kind_has_boxes(p->kind) && p->givens != NULL && /* values past the line form's symbols */
        (p->solo = format_form(p->w, p->w->puzzle, NULL, CJ_KFMT_TATHAM)) != NULL &&
        puzzle_cells_read_stored(p->kind, p->solo, p->givens, n) == 0)
        line = puzzle_cells_numbers(p->givens, n);
    if (line == NULL || puzzle_cells_split(&p->cells, line) != 0 || p->givens == NULL || p->expected == NULL ||
        (!p->kind->blank_means && puzzle_cells_decode(&p->cells, p->givens, n) != 0)) {
        free(line);
        api_loaded_free(p);
        return -1;
    }
    free(line);
    if (row->solution == NULL || read_solution(p->kind, row->solution, p->expected, n) != 0) {
        if (p->kind->solve(p->w->work, p->w->puzzle, 1, p->expected) < 1) {
            free(p->expected);
            p->expected = NULL;
        }
    }
    return 0;
}

int api_load_id(bank_api *a, int64_t id, api_loaded *p, const char **why, int *status)
{
    bank_row row;
    int rc = bank_get(a->db, id, &row);
    memset(p, 0, sizeof *p);
    *status = rc == 0 ? 404 : 500;
    *why = rc == 0 ? "no puzzle has that id" : rc < 0 ? bank_error(a->db) : "the stored puzzle cannot be read";
    return rc == 1 ? load_row(a, &row, p) : -1;
}

/* The answer to GET /api/puzzle for the row of that id. */
static int puzzle_json(bank_api *a, int64_t id, char **json)
{
    bank_row row;
    api_loaded p;
    char shape[32], box[32];
    int rc = bank_get(a->db, id, &row), status;
    const cj_kind *kind;
    if (rc != 1)
        return api_fail(json, rc == 0 ? 404 : 500, rc == 0 ? "no puzzle has that id" : bank_error(a->db));
    if (load_row(a, &row, &p) != 0)
        return api_fail(json, 500, "the stored puzzle cannot be read");
    kind = p.kind;
    puzzle_shape_text(kind, &p.w->shape, shape, sizeof shape);
    snprintf(box, sizeof box, "%dx%d", p.w->shape.box_rows, p.w->shape.box_cols);
    status = api_json(json, json_pack("{s:I,s:s,s:s,s:i,s:i,s:o,s:s,s:i,s:o,s:f,s:i,s:i,s:i,s:s}", "id",
                                      (json_int_t)row.id, "kind", kind->name, "shape", shape, "width",
                                      p.w->shape.width, "height", p.w->shape.height, "box",
                                      p.w->shape.box_rows ? json_string(box) : json_null(), "puzzle", p.cells.line,
                                      "level", row.level, "levelName",
                                      row.level >= 0 && row.level < kind->n_levels
                                          ? json_string(kind->levels[row.level]) : json_null(),
                                      "rating", row.rating, "clues", row.clues, "empty", row.empties,
                                      "solutions", row.solutions, "technique", row.technique ? row.technique : ""));
    api_loaded_free(&p);
    return status;
}

/* A puzzle request: the filter, and for live generation the shape and request. */
typedef struct puzzle_query {
    const cj_kind *kind;
    cj_shape shape;
    int have_shape;
    char shape_text[32];
    bank_filter filter;
    char why[200]; /* read_query's answer when it needs words of its own */
} puzzle_query;

static int number_param(bank_api_param param, void *ctx, const char *name, long lo, long hi, long *value)
{
    const char *s = param(ctx, name);
    if (s == NULL)
        return 0;
    return cj_parse_long(s, lo, hi, value) == 0 ? 1 : -1; /* as the command line's numbers: no space or '+' */
}

/* Reads the query; NULL, or what is wrong with it. */
static const char *read_query(bank_api *a, bank_api_param param, void *ctx, puzzle_query *q)
{
    const char *kind = param(ctx, "kind"), *box = param(ctx, "box"), *level = param(ctx, "level");
    const char *empty = param(ctx, "empty"), *seed = param(ctx, "seed");
    char err[160];
    long v, w, h;
    int got, got_height;
    memset(q, 0, sizeof *q);
    q->kind = cj_kind_find(kind ? kind : "sudoku");
    if (q->kind == NULL)
        return "unknown kind (GET /api/kinds lists the bank's)";
    q->filter.kind = q->kind->name;
    q->filter.level = -1;
    q->filter.empty_min = q->filter.empty_max = -1;
    if (box != NULL) {
        if (!cj_kind_has_boxes(q->kind) || cj_parse_box(box, &q->shape.box_rows, &q->shape.box_cols) != 0)
            return "box is RxC (R*C from 2 to 64), for kinds with boxes";
        q->have_shape = 1;
    }
    if ((got = number_param(param, ctx, "size", 1, 256, &v)) != 0) {
        if (got < 0)
            return "size is a number from 1 to 256";
        q->shape.width = q->shape.height = (int)v;
        q->have_shape = 1;
    }
    if ((got = number_param(param, ctx, "width", 1, 256, &w)) < 0 ||
        (got_height = number_param(param, ctx, "height", 1, 256, &h)) < 0)
        return "width and height are numbers from 1 to 256";
    if (got != got_height)
        return got ? "height is missing (width needs it)" : "width is missing (height needs it)";
    if (got > 0 && q->shape.width > 0 && (q->shape.width != w || q->shape.height != h))
        return "size and width/height name different shapes";
    if (got > 0) {
        q->shape.width = (int)w;
        q->shape.height = (int)h;
        q->have_shape = 1;
    }
    if (q->have_shape) {
        if (q->kind->shape_check(&q->shape, err, sizeof err) != 0) { /* the kind's reason, "--box" said as box= */
            char *opt = strstr(err, "--box ");
            if (opt != NULL) {
                memmove(opt, opt + 2, strlen(opt + 2) + 1);
                opt[3] = '=';
            }
            snprintf(q->why, sizeof q->why, "the kind cannot take that shape: %s", err);
            return q->why;
        }
        puzzle_shape_text(q->kind, &q->shape, q->shape_text, sizeof q->shape_text);
        q->filter.shape = q->shape_text;
    } else if (q->kind->shape_check(&q->shape, err, sizeof err) != 0) {
        return "the kind has no default shape";
    }
    if (level != NULL && bank_level_parse(q->kind, level, &q->filter) != 0) {
        cj_kind_level_refusal(q->kind, level, "ungraded", 1, q->why, sizeof q->why);
        return q->why;
    }
    if (empty != NULL && bank_empty_parse(empty, &q->filter.empty_min, &q->filter.empty_max) != 0)
        return "empty is A:B with 0 <= A <= B, or A";
    if ((got = number_param(param, ctx, "solutions", 1, 1000000, &v)) < 0)
        return "solutions is a number from 1 to 1000000";
    q->filter.solutions = got ? (int)v : 1; /* a puzzle of one solution unless several are asked */
    if ((got = number_param(param, ctx, "not", 1, 0x7fffffffL, &v)) < 0)
        return "not is a puzzle's id, a number from 1 to 2147483647";
    q->filter.other_than = got ? (int64_t)v : 0;
    q->filter.random = 1;
    if (seed != NULL && bank_seed_parse(seed, &q->filter.seed) != 0)
        return "seed is " BANK_SEED_RANGE;
    if (seed == NULL)
        q->filter.seed = (a->seed + a->picks++) & INT64_MAX; /* kept with a live puzzle, as a signed integer */
    return NULL;
}

static int take_id(const bank_row *row, void *ctx)
{
    *(int64_t *)ctx = row->id;
    return 1;
}

const char bank_api_repeated[] = "(given more than once)";

/* GET (or HEAD, which generates nothing) /api/puzzle: a puzzle by id, picked, or generated live. */
static int puzzle_answer(bank_api *a, int head, bank_api_param param, void *ctx, char **json)
{
    static const char *const names[] = {"id",    "kind",      "size", "box",  "width", "height",
                                        "level", "empty", "solutions", "not", "live", "seed"};
    puzzle_query q;
    const char *why, *live;
    char said[64], *refusal = NULL;
    int64_t id = -1;
    long v;
    int rc;
    size_t k;
    for (k = 0; k < sizeof names / sizeof names[0]; k++) /* size=9&size=4: which one was meant? */
        if (param(ctx, names[k]) == bank_api_repeated) {
            snprintf(said, sizeof said, "%s is given more than once", names[k]);
            return api_fail(json, 400, said);
        }
    live = param(ctx, "live");
    if ((rc = number_param(param, ctx, "id", 1, 0x7fffffffL, &v)) != 0) {
        for (k = 1; rc > 0 && k < sizeof names / sizeof names[0]; k++) /* kind=bogus, not=ID, live=1: not id's */
            if (param(ctx, names[k]) != NULL) {
                snprintf(said, sizeof said, "id names one puzzle: %s is not taken with it", names[k]);
                return api_fail(json, 400, said);
            }
        return rc < 0 ? api_fail(json, 400, "id is a number from 1 to 2147483647") : puzzle_json(a, (int64_t)v, json);
    }
    if ((why = read_query(a, param, ctx, &q)) != NULL)
        return api_fail(json, 400, why);
    if (live != NULL && strcmp(live, "0") != 0 && strcmp(live, "1") != 0)
        return api_fail(json, 400, "live is 0 or 1");
    if (live != NULL && strcmp(live, "1") == 0) {
        if (head)
            return api_fail(json, 405, "live=1 generates and stores a puzzle: use GET (HEAD generates nothing)");
        if (!a->live)
            return api_fail(json, 403,
                            "this server serves its bank as it is: no puzzle is generated (bank serve --no-live)");
        if (q.filter.ungraded && q.kind->n_levels > 0)
            return api_fail(json, 400, "a new puzzle is graded: level=ungraded picks from the bank only");
        if ((rc = api_live_refusal(q.kind, &q.shape, &q.filter, &refusal)) != 0) /* nothing left to do */
            why = refusal != NULL ? refusal : "out of memory";
        if (rc != 0 || (rc = api_generate(a, q.kind, &q.shape, &q.filter, &id, &why, &refusal)) != 0) {
            rc = api_fail(json, rc, why);
            free(refusal);
            return rc;
        }
        return puzzle_json(a, id, json);
    }
    if (bank_pick(a->db, &q.filter, 1, take_id, &id) < 0)
        return api_fail(json, 500, bank_error(a->db));
    if (id < 0)
        return api_fail(json, 404, "no puzzle in the bank matches");
    return puzzle_json(a, id, json);
}

/* GET /api/kinds: a shape the bank holds, with its kind's place among cj_kinds, the shape and its text. */
typedef struct held_shape {
    int kind;
    cj_shape shape;
    char text[32];
} held_shape;

typedef struct held_shapes {
    held_shape *v;
    size_t n, cap;
    int failed; /* out of memory */
} held_shapes;

static void hold_shape(const char *kind_name, const char *text, void *ctx)
{
    held_shapes *h = ctx;
    held_shape *x;
    int k;
    for (k = 0; cj_kinds[k] != NULL && strcmp(cj_kinds[k]->name, kind_name) != 0; k++)
        ;
    if (cj_kinds[k] == NULL || h->failed) /* a kind this build does not know */
        return;
    if (h->n == h->cap) {
        held_shape *more = realloc(h->v, (h->cap * 2 + 16) * sizeof *more);
        if (more == NULL) {
            h->failed = 1;
            return;
        }
        h->v = more;
        h->cap = h->cap * 2 + 16;
    }
    x = &h->v[h->n];
    if (puzzle_shape_parse(cj_kinds[k], text, &x->shape) != 0)
        return;
    x->kind = k;
    snprintf(x->text, sizeof x->text, "%s", text);
    h->n++;
}

static int by_kind_and_size(const void *a, const void *b)
{
    const held_shape *x = a, *y = b;
    if (x->kind != y->kind)
        return x->kind - y->kind;
    if (x->shape.width * x->shape.height != y->shape.width * y->shape.height) /* by cells, as bank stats */
        return x->shape.width * x->shape.height - y->shape.width * y->shape.height;
    if (x->shape.width != y->shape.width)
        return x->shape.width - y->shape.width;
    if (x->shape.height != y->shape.height)
        return x->shape.height - y->shape.height;
    return x->shape.box_rows - y->shape.box_rows;
}

/* Every kind with its levels and the shapes the bank holds of it, smallest first. */
static int kinds_answer(bank_api *a, char **json)
{
    json_t *kinds = json_array();
    held_shapes h;
    size_t i = 0;
    int k, x;
    memset(&h, 0, sizeof h);
    if (bank_shapes(a->db, hold_shape, &h) < 0 || h.failed) {
        free(h.v);
        json_decref(kinds);
        return api_fail(json, 500, h.failed ? "out of memory" : bank_error(a->db));
    }
    qsort(h.v, h.n, sizeof *h.v, by_kind_and_size);
    for (k = 0; cj_kinds[k] != NULL; k++) {
        const cj_kind *kind = cj_kinds[k];
        json_t *levels = json_array(), *shapes = json_array();
        for (x = 0; x < kind->n_levels; x++)
            json_array_append_new(levels, json_string(kind->levels[x]));
        for (; i < h.n && h.v[i].kind == k; i++)
            json_array_append_new(shapes, json_pack("{s:s,s:i,s:i}", "shape", h.v[i].text, "width",
                                                    h.v[i].shape.width, "height", h.v[i].shape.height));
        json_array_append_new(kinds, json_pack("{s:s,s:o,s:b,s:o}", "name", kind->name, "levels", levels, "boxes",
                                               cj_kind_has_boxes(kind), "shapes", shapes));
    }
    free(h.v);
    return api_json(json, json_pack("{s:o,s:b}", "kinds", kinds, "live", a->live));
}

const char *bank_api_methods(const char *route)
{
    if (strcmp(route, "/api/puzzle") == 0 || strcmp(route, "/api/kinds") == 0)
        return "GET, HEAD";
    if (strcmp(route, "/api/check") == 0 || strcmp(route, "/api/hint") == 0)
        return "POST";
    return NULL;
}

const char *bank_api_allow(const char *method, const char *route)
{
    const char *methods = bank_api_methods(route);
    return methods != NULL && strcmp(methods, "GET, HEAD") == 0 && strcmp(method, "HEAD") == 0 ? "GET" : methods;
}

int bank_api_answer(bank_api *a, const char *method, const char *route, bank_api_param param, void *param_ctx,
                    const char *body, size_t body_len, char **json)
{
    const char *methods = bank_api_methods(route);
    int head = strcmp(method, "HEAD") == 0, get = head || strcmp(method, "GET") == 0;
    int post = strcmp(method, "POST") == 0;
    *json = NULL;
    if (methods == NULL)
        return api_fail(json, 404, "no such route");
    if (methods[0] == 'P' ? !post : !get)
        return api_fail(json, 405, methods[0] == 'P' ? "use POST" : "use GET");
    if (bank_refresh(a->db) < 0) /* a bank read without locks follows its writer's changes */
        return api_fail(json, 500, bank_error(a->db));
    switch (route[5]) {
    case 'p':
        return puzzle_answer(a, head, param, param_ctx, json);
    case 'k':
        return kinds_answer(a, json);
    case 'c':
        return api_check(a, body, body_len, json);
    default:
        return api_hint(a, body, body_len, json);
    }
}
