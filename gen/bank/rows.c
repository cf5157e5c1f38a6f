/* rows.c: a bank row made from an input line (text or JSON) through its kind's table: solved and counted by the
   kind's engine, graded, keyed (Sudoku and Fillomino by their symmetries, other kinds by their line) and written. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jansson.h>

#include "gen/bank/puzzle_cells.h"
#include "gen/kinds/driver.h"
#include "gen/kinds/driver_int.h"
#include "gen/kinds/kinds.h"
#include "gen/bank/rows.h"

#define KINDS_MAX 64 /* more than the kinds the table can hold */

static int same_shape(const cj_shape *a, const cj_shape *b)
{
    return a->width == b->width && a->height == b->height && a->box_rows == b->box_rows &&
           a->box_cols == b->box_cols && a->flags == b->flags;
}

static void free_shape_memory(row_maker *m)
{
    free(m->mem);
    free(m->solution);
    free(m->cells);
    free(m->line);
    free(m->solution_line);
    free(m->key);
    m->mem = m->work = NULL;
    m->solution = m->cells = NULL;
    m->line = m->solution_line = m->key = NULL;
}

void row_maker_free(row_maker *m)
{
    free_shape_memory(m);
    free(m->puzzle);
    free(m->given);
    canon_state_free(m->canon);
    memset(m, 0, sizeof *m);
}

/* Sets m up for kind and shape, keeping the puzzle buffer; 0, or -1 when out of memory. */
static int set_shape(row_maker *m, const cj_kind *kind, const cj_shape *shape)
{
    size_t bytes = kind->work_bytes(shape), cells = (size_t)shape->width * (size_t)shape->height;
    free_shape_memory(m);
    m->kind = kind;
    m->shape = *shape;
    puzzle_shape_text(kind, shape, m->shape_text, sizeof m->shape_text);
    /* the longest line form: every cell a number and a comma, plus a kind's relation fields and prefix */
    m->text_size = cells * 12 + 64;
    m->mem = bytes ? malloc(bytes) : NULL;
    m->solution = calloc(cells, sizeof *m->solution);
    m->cells = calloc(cells, sizeof *m->cells);
    m->line = malloc(m->text_size);
    m->solution_line = malloc(m->text_size);
    m->key = malloc(m->text_size);
    if (m->canon == NULL)
        m->canon = canon_state_new();
    if (m->puzzle == NULL)
        m->puzzle = malloc(DRIVER_PUZZLE_BYTES);
    m->work = m->mem && m->puzzle && m->solution && m->cells && m->line && m->solution_line && m->key && m->canon &&
                      kind->puzzle_bytes(shape) <= DRIVER_PUZZLE_BYTES
                  ? kind->work_init(m->mem, bytes, shape)
                  : NULL;
    if (m->work == NULL) {
        free_shape_memory(m);
        m->kind = NULL;
        return -1;
    }
    if (m->max_nodes > 0 && kind->set_node_limit != NULL)
        kind->set_node_limit(m->work, m->max_nodes);
    return 0;
}

int row_maker_init(row_maker *m, const cj_kind *kind, const cj_shape *shape)
{
    memset(m, 0, sizeof *m);
    return set_shape(m, kind, shape);
}

int row_maker_parse(row_maker *m, const cj_kind *kind, const cj_shape *shape, const char *text, size_t indent,
                    char *err, size_t err_size)
{
    cj_shape s = *shape;
    if (m->puzzle == NULL && (m->puzzle = malloc(DRIVER_PUZZLE_BYTES)) == NULL) {
        snprintf(err, err_size, "out of memory");
        return -1;
    }
    if (kind->parse(text, strlen(text), indent, &s, m->puzzle, err, err_size) != CJ_KIND_OK ||
        kind->shape_check(&s, err, err_size) != CJ_KIND_OK)
        return -1;
    if ((m->kind != kind || m->work == NULL || !same_shape(&s, &m->shape)) && set_shape(m, kind, &s) != 0) {
        snprintf(err, err_size, "out of memory for this shape");
        return -1;
    }
    return 0;
}

/* The canonical key of the puzzle whose line form is m->line. */
static int make_key(row_maker *m, char *err, size_t err_size)
{
    int n = m->shape.width * m->shape.height;
    long len = 0;
    if (strcmp(m->kind->name, "sudoku") == 0 || strcmp(m->kind->name, "fillomino") == 0) {
        if (puzzle_cells_read_stored(m->kind, m->line, m->cells, n) != 0) {
            snprintf(err, err_size, "the puzzle's cells cannot be read back");
            return -1;
        }
        len = m->kind->name[0] == 's'
                  ? canon_sudoku(m->canon, m->cells, m->shape.box_rows, m->shape.box_cols, m->key, m->text_size)
                  : canon_rectangle(m->cells, m->shape.width, m->shape.height, m->key, m->text_size);
    } else {
        len = (long)strlen(m->line); /* kinds without symmetries here: the line itself */
        memcpy(m->key, m->line, (size_t)len + 1);
    }
    if (len < 0)
        snprintf(err, err_size, "no canonical key for this shape");
    return len < 0 ? -1 : 0;
}

/* The puzzle and its solution written in form (a Sudoku of side 62 and up, whose values the line form's symbols
   cannot spell, is stored as Solo ids, which its reader reads back); 0 or -1. */
static int stored_form(row_maker *m, int form)
{
    return m->kind->format(&m->shape, m->puzzle, NULL, form, m->line, m->text_size) < 0 ||
                   m->kind->format(&m->shape, NULL, m->solution, form, m->solution_line, m->text_size) < 0
               ? -1 : 0;
}

int row_maker_row(row_maker *m, int max_solutions, int grade, bank_row *row, char *err, size_t err_size)
{
    long count = m->made_unique ? 1 : m->kind->solve(m->work, m->puzzle, max_solutions + 1, m->solution);
    int n = m->shape.width * m->shape.height, k, cell;
    memset(row, 0, sizeof *row);
    if (count < 1 || count > max_solutions) {
        if (count > max_solutions && max_solutions == 1) /* in bin/classify's and bin/gen's words */
            snprintf(err, err_size, "more than one solution");
        else if (count > max_solutions)
            snprintf(err, err_size, "more than %d solutions", max_solutions);
        else if (count == CJ_KIND_EGAVEUP && m->max_nodes > 0) /* in bin/dlx's words */
            snprintf(err, err_size, CJ_GIVEN_UP_NODES, (long)m->max_nodes, "count");
        else if (count == CJ_KIND_EGAVEUP) /* the search's cap: in bin/classify's words */
            snprintf(err, err_size, "the count of solutions gave up");
        else
            snprintf(err, err_size, count == 0 ? "no solution" : "cannot be solved (error %ld)", count);
        return -1;
    }
    if (stored_form(m, CJ_KFMT_LINE) != 0 && (!cj_kind_has_boxes(m->kind) || stored_form(m, CJ_KFMT_TATHAM) != 0)) {
        snprintf(err, err_size, "the puzzle cannot be written in its line form");
        return -1;
    }
    if (count == 1 && m->given != NULL &&
        given_solution_differs(m->given, m->solution_line, m->shape.width, &cell, err, err_size))
        return -2; /* bank add names the puzzle's line */
    if (make_key(m, err, err_size) != 0)
        return -1;
    row->kind = m->kind->name;
    row->shape = m->shape_text;
    row->puzzle = m->line;
    row->solution = m->solution_line;
    row->solutions = (int)count;
    row->level = -1;
    row->technique = "";
    row->seed = row->index = -1;
    row->asked = 0;
    row->canon = m->key;
    if (puzzle_cells_read_stored(m->kind, m->line, m->cells, n) == 0)
        for (k = 0; k < n; k++)
            row->clues += m->cells[k] != 0;
    row->empties = n - row->clues;
    if (grade && count == 1 && cj_kind_grade_unique(m->kind, m->work, m->puzzle, &m->grade) == 0) { /* counted */
        row->level = m->grade.level;
        row->rating = m->grade.rating;
        row->technique = m->grade.technique;
    }
    return 0;
}

/* A JSON field's value in a message: a string quoted, anything else as JSON writes it (cut to fit). */
static void field_value(const json_t *v, char *out, size_t size)
{
    char *dumped = json_is_string(v) ? NULL : json_dumps(v, JSON_ENCODE_ANY | JSON_COMPACT);
    if (json_is_string(v))
        snprintf(out, size, "\"%.40s\"", json_string_value(v));
    else
        snprintf(out, size, "%.40s", dumped ? dumped : "?");
    free(dumped);
}

/* Whether v is a whole number, written as one (1000) or not (1e3, 1000.0: the same JSON number); if so, its value
   in *out. Unless past is NULL, *past tells whether v is a whole number past the range of a 64-bit integer
   (9.3e18), when it is not one. */
static int whole_number(const json_t *v, long long *out, int *past)
{
    double d = json_is_real(v) ? json_real_value(v) : 0.5;
    if (json_is_integer(v)) {
        *out = (long long)json_integer_value(v);
        return 1;
    }
    if (!(d >= -9223372036854775808.0 && d < 9223372036854775808.0) || (double)(long long)d != d) {
        if (past != NULL) /* every double this large is whole; NaN is neither */
            *past = d >= 9223372036854775808.0 || d < -9223372036854775808.0;
        return 0; /* not a real, out of range (or NaN), or with a fraction */
    }
    *out = (long long)d;
    return 1;
}

/* Whether field name of json, when present and not null, is a string (want_string) or a whole number of at
   least least; if not, err names the field, what it takes and what it holds. */
static int field_fits(const json_t *json, const char *name, int want_string, int least, char *err, size_t err_size)
{
    const json_t *v = json_object_get(json, name);
    char given[64];
    long long n = 0;
    int past = 0;
    if (v == NULL || json_is_null(v) ||
        (want_string ? json_is_string(v) : whole_number(v, &n, &past) && n >= least))
        return 1;
    field_value(v, given, sizeof given);
    if (want_string)
        snprintf(err, err_size, "\"%s\" is a string, not %s", name, given);
    else if (past)
        snprintf(err, err_size, "\"%s\" is a whole number from %d to 9223372036854775807: %s is past that range",
                 name, least, given);
    else
        snprintf(err, err_size, "\"%s\" is a whole number from %d, not %s", name, least, given);
    return 0;
}

/* The puzzle text of a line, the kind asked for, the box or the bank's shape text, and the generation seed
   and index (from JSON: bin/gen's lines or the bank's export); the text is the line itself or a string held
   by *json. A field add reads that holds the wrong type or value is refused: NULL with err filled (as for a
   line that is no JSON object). */
static const char *read_line(const char *line, json_t **json, const char **kind, cj_shape *shape,
                             const char **shape_text, bank_row *row, char *err, size_t err_size)
{
    static const struct {
        const char *name;
        int want_string, least; /* the export writes -1 for a puzzle with no seed and index */
    } fields[] = {{"kind", 1, 0}, {"seed", 0, -1}, {"box", 1, 0}, {"index", 0, -1},
                  {"shape", 1, 0}, {"asked", 0, 0},  {"id", 0, 1},    {"options", 1, 0},
                  {"transform", 1, 0}, {"variant", 0, 0}};
    json_error_t jerr;
    json_t *v;
    long long n;
    int used = 0, k, fits = 1;
    *json = NULL;
    if (line[0] != '{')
        return line;
    if ((*json = json_loads(line, JSON_REJECT_DUPLICATES, &jerr)) == NULL || !json_is_object(*json)) {
        if (*json == NULL && strstr(jerr.text, "too big integer") != NULL) /* bin/gen's seed past 2^63 - 1 */
            snprintf(err, err_size, "a number past 2^63 - 1 at column %d: the bank keeps a seed up to 2^63 - 1",
                     jerr.column);
        else
            snprintf(err, err_size, "not a JSON object (%s at column %d)", *json ? "not an object" : jerr.text,
                     *json ? 1 : jerr.column);
        json_decref(*json);
        *json = NULL;
        return NULL;
    }
    for (k = 0; k < (int)(sizeof fields / sizeof fields[0]) && fits; k++)
        fits = field_fits(*json, fields[k].name, fields[k].want_string, fields[k].least, err, err_size);
    if (!fits) {
        json_decref(*json);
        *json = NULL;
        return NULL;
    }
    v = json_object_get(*json, "kind");
    if (json_is_string(v))
        *kind = json_string_value(v);
    if (json_is_string(v = json_object_get(*json, "box")) &&
        (sscanf(json_string_value(v), "%dx%d%n", &shape->box_rows, &shape->box_cols, &used) != 2 ||
         json_string_value(v)[used] != '\0' || shape->box_rows < 1 || shape->box_cols < 1)) {
        char given[64];
        field_value(v, given, sizeof given);
        snprintf(err, err_size, "\"box\" is \"RxC\", not %s", given);
        json_decref(*json);
        *json = NULL;
        return NULL;
    }
    if (json_is_string(v = json_object_get(*json, "shape"))) /* beside a box, checked against it by its kind */
        *shape_text = json_string_value(v);
    if (whole_number(json_object_get(*json, "seed"), &n, NULL))
        row->seed = n;
    if (whole_number(json_object_get(*json, "index"), &n, NULL))
        row->index = n;
    if (whole_number(json_object_get(*json, "id"), &n, NULL)) /* the export's: kept where the bank has no such id */
        row->id = n;
    if (!json_is_string(v = json_object_get(*json, "puzzle"))) {
        snprintf(err, err_size, "no \"puzzle\" string in the JSON object");
        json_decref(*json);
        *json = NULL;
        return NULL;
    }
    return json_string_value(v);
}

/* Fills err with why the JSON's level is not one of m's kind: its names and numbers. */
static void level_error(const row_maker *m, const char *given, char *err, size_t err_size)
{
    const cj_kind *kind = m->kind;
    int k, at = snprintf(err, err_size, "\"level\" %.40s is no %s level (", given, kind->name);
    for (k = 0; k < kind->n_levels && at > 0 && (size_t)at < err_size; k++)
        at += snprintf(err + at, err_size - (size_t)at, "%s%s", kind->levels[k], k + 1 < kind->n_levels ? ", " : "");
    if (at > 0 && (size_t)at < err_size && kind->n_levels > 0)
        snprintf(err + at, err_size - (size_t)at, "; or 0 to %d; -1 for none)", kind->n_levels - 1);
    else if (at > 0 && (size_t)at < err_size)
        snprintf(err + at, err_size - (size_t)at, "it has none: -1 only)");
}

/* The level, rating and technique a JSON line carries (every field of the bank's export; bin/gen's level by
   name) into row, of m's kind; the technique copied into m. 0, or -1 with err filled. */
static int read_grade(row_maker *m, const json_t *json, bank_row *row, char *err, size_t err_size)
{
    const json_t *v = json_object_get(json, "level");
    char given[48] = "";
    long long n;
    int k = -1;
    row->level = -1;
    row->rating = 0;
    row->technique = "";
    if (json_is_string(v)) {
        if ((k = cj_level_index(m->kind->levels, m->kind->n_levels, json_string_value(v))) < 0)
            snprintf(given, sizeof given, "\"%.40s\"", json_string_value(v));
    } else if (whole_number(v, &n, NULL)) {
        if (n < -1 || n >= m->kind->n_levels)
            snprintf(given, sizeof given, "%lld", n);
        else
            k = (int)n;
    } else if (v != NULL && !json_is_null(v)) {
        snprintf(given, sizeof given, "(not a name or a number)");
    }
    if (given[0] != '\0') {
        level_error(m, given, err, err_size);
        return -1;
    }
    row->level = k;
    if (json_is_number(v = json_object_get(json, "rating"))) {
        row->rating = json_number_value(v);
    } else if (v != NULL && !json_is_null(v)) {
        snprintf(err, err_size, "\"rating\" is a number");
        return -1;
    }
    if (json_is_string(v = json_object_get(json, "technique")) && json_string_length(v) < sizeof m->technique) {
        row->technique = memcpy(m->technique, json_string_value(v), json_string_length(v) + 1);
    } else if (v != NULL && !json_is_null(v)) {
        snprintf(err, err_size, "\"technique\" is a string of at most %d bytes", (int)sizeof m->technique - 1);
        return -1;
    }
    return 0;
}

/* Parses the puzzle text as kind: the first field, or the whole text for kinds whose lines have fields. */
static int parse_as(row_maker *maker, const cj_kind *kind, const cj_shape *shape, const char *text, size_t indent,
                    char *err, size_t err_size)
{
    size_t len = kind->line_fields ? strlen(text) : strcspn(text, " \t");
    char *copy = malloc(len + 1);
    int rc;
    if (copy == NULL) {
        snprintf(err, err_size, "out of memory");
        return -1;
    }
    memcpy(copy, text, len);
    copy[len] = '\0';
    rc = row_maker_parse(maker, kind, shape, copy, indent, err, err_size);
    free(copy);
    return rc;
}

/* The k-th kind to try on a line of unknown kind (NULL after the last): the table's order, but for a line with
   fields after its first, the kinds whose lines have fields first (a 6x6 Futoshiki's `GIVENS H V` line would be
   read as a Sudoku by its first field, the rest taken for a label). */
/* Whether the line's first field is "WxH:" with a '/' after it: only a Nonogram's line has that form (its clues). */
static int slashed_id(const char *text)
{
    size_t end = strcspn(text, " \t"), at = strspn(text, "0123456789");
    if (at == 0 || text[at] != 'x')
        return 0;
    at += 1 + strspn(text + at + 1, "0123456789");
    return text[at] == ':' && memchr(text + at, '/', end - at) != NULL;
}

static const cj_kind *guess_order(int fields, int k)
{
    int pass, j;
    for (pass = fields ? 0 : 1; pass < 2; pass++)
        for (j = 0; cj_kinds[j] != NULL; j++)
            if ((pass == 1 && !(fields && cj_kinds[j]->line_fields)) || (pass == 0 && cj_kinds[j]->line_fields))
                if (k-- == 0)
                    return cj_kinds[j];
    return NULL;
}

/* Whether the JSON's size, width or height, when present and not null, differ from the puzzle read (m's shape):
   then err names the field and both values. A value that is no whole number from 1 is refused as such. */
static int size_differs(const row_maker *m, const json_t *json, char *err, size_t err_size)
{
    static const char *const names[] = {"size", "width", "height"};
    char box[40] = "";
    int k;
    if (cj_kind_has_boxes(m->kind))
        snprintf(box, sizeof box, " (box %dx%d)", m->shape.box_rows, m->shape.box_cols);
    for (k = 0; k < 3; k++) {
        const json_t *v = json_object_get(json, names[k]);
        long long want = k == 2 ? m->shape.height : m->shape.width, n = 0;
        if (!field_fits(json, names[k], 0, 1, err, err_size))
            return 1;
        if (v == NULL || json_is_null(v) ||
            (whole_number(v, &n, NULL) && n == want && (k != 0 || m->shape.height == want)))
            continue;
        snprintf(err, err_size, "the line's \"%s\" %lld differs from its puzzle, %dx%d%s", names[k], n,
                 m->shape.width, m->shape.height, box);
        return 1;
    }
    return 0;
}

/* Whether a JSON line's box (shape's) differs from the one --box asked (asked's): then err names both. */
static int box_differs(const cj_shape *shape, const cj_shape *asked, char *err, size_t err_size)
{
    if (shape->box_rows == asked->box_rows && shape->box_cols == asked->box_cols)
        return 0;
    snprintf(err, err_size, "the line's box %dx%d differs from --box %dx%d (give --box only for lines without a box)",
             shape->box_rows, shape->box_cols, asked->box_rows, asked->box_cols);
    return 1;
}

/* Keeps a copy of the solution given beside the puzzle in maker->given (see bank_parse_line); 0, or -1 with err:
   out of memory, or a JSON "solution" that is no text of the shape's count of cells. */
static int keep_given(row_maker *maker, const json_t *json, const char *text, char *err, size_t err_size)
{
    const json_t *v = json_object_get(json, "solution");
    size_t len = json_is_string(v) ? strlen(json_string_value(v)) : 0;
    int cells = maker->shape.width * maker->shape.height;
    if (v != NULL && (len == 0 || len != json_string_length(v) || strpbrk(json_string_value(v), " \t\r\n") ||
                      given_solution_count(json_string_value(v), len) != cells)) { /* one, never a label */
        snprintf(err, err_size, KIND_JSON_NO_SOLUTION,
                 maker->shape.width, maker->shape.height, maker->kind->name, cells);
        return -1;
    }
    if (json_is_string(v) && (maker->given = malloc(len + 1)) != NULL)
        memcpy(maker->given, json_string_value(v), len + 1);
    if ((json_is_string(v) && maker->given == NULL) ||
        (json == NULL && given_solution_take(maker->kind, text, strlen(text), maker->shape.width * maker->shape.height,
                                             &maker->given) != 0)) {
        snprintf(err, err_size, "out of memory");
        return -1;
    }
    return 0;
}

/* The request (BANK_ASKED_*) a JSON line of bin/gen answers: its level's bit (ANY without one) with the options
   of its "options" that bank build asks too (--empty T, --symmetry S); none (0) for a transformed variant or
   other options (--strategy puzzlejar, --max-region K, ...), which make other puzzles than any build's. */
static int64_t asked_of_gen_line(const json_t *json, int level)
{
    const json_t *options = json_object_get(json, "options"), *variant = json_object_get(json, "variant");
    const char *at = json_is_string(options) ? json_string_value(options) : "";
    char word[24], value[24];
    long target = -1;
    int symmetry = CJ_SYM_NONE, used;
    if (json_object_get(json, "transform") != NULL || (json_is_integer(variant) && json_integer_value(variant) != 0))
        return 0;
    while (sscanf(at, "%23s%n", word, &used) == 1) {
        at += used;
        if (sscanf(at, "%23s%n", value, &used) != 1)
            return 0;
        at += used;
        if (strcmp(word, "--empty") == 0 && cj_parse_long(value, 0, 1L << 20, &target) == 0)
            continue;
        if (strcmp(word, "--symmetry") == 0 && (symmetry = cj_symmetry_of(value)) >= 0)
            continue;
        return 0;
    }
    return (level >= 0 && level < 32 ? BANK_ASKED_LEVEL(level) : BANK_ASKED_ANY) | BANK_ASKED_OPTIONS(target, symmetry);
}

int bank_parse_line(row_maker *maker, const cj_kind *kind, const cj_shape *run_shape, const char *line, size_t indent,
                    int *guess, bank_row *ids, char *err, size_t err_size)
{
    const char *kind_name = NULL, *text, *shape_text = NULL;
    cj_shape shape = *run_shape, line_box;
    json_t *json;
    char first_err[600] = "";
    int k, fields, rc = -1, conflict = 0;
    free(maker->given);
    maker->given = NULL;
    ids->seed = ids->index = -1;
    ids->id = 0;
    ids->asked = 0;
    ids->level = -1;
    ids->rating = 0;
    ids->technique = "";
    if ((text = read_line(line, &json, &kind_name, &shape, &shape_text, ids, err, err_size)) == NULL)
        return -1;
    if (kind_name != NULL) { /* the line's own kind: known, and the one --kind asked if it asked one */
        const cj_kind *named = cj_kind_find(kind_name);
        if (named == NULL)
            snprintf(err, err_size, "unknown kind '%s'", kind_name);
        else if (kind != NULL && named != kind)
            snprintf(err, err_size, "the line's kind %s differs from --kind %s (give --kind only for lines without a "
                     "kind)", named->name, kind->name);
        if (named == NULL || (kind != NULL && named != kind)) {
            json_decref(json);
            return -1;
        }
        kind = named;
    }
    if (run_shape->box_rows != 0 && json != NULL && box_differs(&shape, run_shape, err, err_size)) {
        json_decref(json);
        return -1;
    }
    line_box = shape; /* the line's own box when it has one (json_object_get below says) */
    ids->kind = kind ? kind->name : NULL;
    fields = text[strcspn(text, " \t") + strspn(text + strcspn(text, " \t"), " \t")] != '\0';
    for (k = kind ? 0 : *guess; k < KINDS_MAX && (kind ? k == 0 : guess_order(fields, k) != NULL); k++) {
        const cj_kind *as = kind ? kind : guess_order(fields, k); /* the kind named, or the first that reads it */
        if (shape_text != NULL && puzzle_shape_parse(as, shape_text, &shape) != 0) {
            snprintf(err, err_size, "\"shape\" \"%.40s\" is no %s shape", shape_text, as->name);
            rc = -1;
        } else if (shape_text != NULL && cj_kind_has_boxes(as) && json_is_string(json_object_get(json, "box")) &&
                   (shape.box_rows != line_box.box_rows || shape.box_cols != line_box.box_cols)) {
            snprintf(err, err_size, "the line's \"box\" %dx%d differs from its \"shape\" %.40s", line_box.box_rows,
                     line_box.box_cols, shape_text);
            rc = -1;
            conflict = 1;
        } else if (shape_text != NULL && run_shape->box_rows != 0 && cj_kind_has_boxes(as) &&
                   box_differs(&shape, run_shape, err, err_size)) {
            rc = -1;
            conflict = 1;
        } else {
            rc = parse_as(maker, as, &shape, text, json != NULL ? 0 : indent, err, err_size);
        }
        if (rc == 0 || conflict) /* a box the line read as a kind with boxes contradicts: that is the error */
            break;
        if (kind == NULL && as == (slashed_id(text) ? &cj_kind_nonogram : cj_kinds[0])) /* said in the words of the
                                   tools' own kind, or of the one kind whose lines are "WxH:" and clues split by '/' */
            snprintf(first_err, sizeof first_err, "%.400s (no kind reads it; name one with --kind)", err);
    }
    if (rc != 0 && !conflict && kind == NULL && first_err[0] != '\0')
        snprintf(err, err_size, "%.500s", first_err);
    if (kind == NULL)
        *guess = k;
    if (rc == 0 && json != NULL && size_differs(maker, json, err, err_size))
        rc = -1;
    if (rc == 0)
        rc = keep_given(maker, json, text, err, err_size);
    if (rc == 0)
        rc = read_grade(maker, json, ids, err, err_size);
    /* the bank's export carries its rows' asked (null: not known); bin/gen's lines name the level and options
       asked; an export without it (graded, with a rating) does not */
    if (rc == 0 && json != NULL && ids->seed >= 0 && ids->index >= 0) {
        json_t *asked = json_object_get(json, "asked");
        long long n;
        if (asked != NULL)
            ids->asked = whole_number(asked, &n, NULL) && n >= 0 ? n : -1;
        else
            ids->asked = json_object_get(json, "rating") != NULL ? -1 : asked_of_gen_line(json, ids->level);
    }
    json_decref(json); /* the parsed puzzle is the maker's own */
    return rc;
}
