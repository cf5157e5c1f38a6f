/* driver.c: the tools' generic path through the puzzle-kind tables (host only): one worker per shape, solve
   and count (bin/dlx), grade and hint (bin/classify); generating is driver_generate.c. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dlx/cli.h"
#include "dlx/grid_text.h"
#include "dlx/json_line.h"
#include "dlx/kind.h"
#include "dlx/nonogram.h"
#include "gen/kinds/driver.h"
#include "gen/kinds/driver_int.h"
#include "gen/kinds/kinds.h"

void driver_worker_free(driver_worker *w)
{
    free(w->mem);
    free(w->puzzle);
    free(w->solution);
    memset(w, 0, sizeof *w);
}

static int same_shape(const cj_shape *a, const cj_shape *b)
{
    return a->width == b->width && a->height == b->height && a->box_rows == b->box_rows &&
           a->box_cols == b->box_cols && a->flags == b->flags;
}

int driver_worker_for(const cj_kind *kind, driver_worker *w, const cj_shape *shape)
{
    size_t bytes, cells = (size_t)shape->width * (size_t)shape->height;
    if (w->work != NULL && same_shape(&w->shape, shape))
        return 0;
    free(w->mem);
    free(w->solution);
    w->work = NULL;
    bytes = kind->work_bytes(shape);
    w->mem = bytes ? malloc(bytes) : NULL;
    w->solution = malloc(sizeof(cj_cell) * (cells ? cells : 1));
    if (w->puzzle == NULL)
        w->puzzle = malloc(DRIVER_PUZZLE_BYTES);
    if (w->mem == NULL || w->solution == NULL || w->puzzle == NULL || kind->puzzle_bytes(shape) > DRIVER_PUZZLE_BYTES)
        return -1;
    w->work = kind->work_init(w->mem, bytes, shape);
    w->shape = *shape;
    return w->work != NULL ? 0 : -1;
}

/* Whether a solution given beside a puzzle is none of its solutions (found of them, the first in w->solution):
   beside a puzzle of one, whether it differs from it (given_solution_differs, on the kind's line form of it); of
   several, whether the kind's solution_fits refuses its cells; beside a puzzle of none, it is none. 1 (err says
   why), 0, or -1 when out of memory. */
static int given_is_another(const cj_kind *kind, const cj_shape *shape, driver_worker *w, long found, const char *given,
                            int *cell, char *err, size_t err_size)
{
    cj_buf own = {0};
    cj_cell *cells = NULL;
    int differs = -1, read;
    if (found == 0 && shape->box_rows > 0) /* a puzzle read with boxes other than its own, as like as not */
        snprintf(err, err_size, "the solution given is no solution of the puzzle: read with boxes of %dx%d, it has "
                 "none (give --box RxC for other boxes)", shape->box_rows, shape->box_cols);
    else if (found == 0)
        snprintf(err, err_size, "the solution given is no solution of the puzzle: it has none");
    if (found == 0)
        return 1;
    if (found < 0 || (found > 1 && kind->solution_fits == NULL))
        return 0;
    if (driver_put_formatted(kind, shape, NULL, w->solution, CJ_KFMT_LINE, &own, NULL, 0) != 0)
        differs = 0; /* no line form to read it by */
    else if (own.data == NULL)
        ; /* out of memory (a cj_buf's text ends in a NUL) */
    else if (found == 1)
        differs = given_solution_differs(given, own.data, shape->width, cell, err, err_size);
    else if ((cells = malloc((size_t)shape->width * (size_t)shape->height * sizeof *cells)) != NULL) {
        read = given_solution_cells(given, own.data, w->solution, shape->width, cells, cell, err, err_size);
        differs = read == 0 || (read == 1 && !kind->solution_fits(w->work, w->puzzle, cells));
        if (read == 1 && differs)
            snprintf(err, err_size, "the solution given is none of the puzzle's solutions");
    }
    free(cells);
    cj_buf_free(&own);
    return differs;
}

/* A Nonogram player's grid for a hint, beside the clues as a solution is written but with '?' for the cells not
   yet decided ("6x6:##..??/??????/..."): into player (NG_BLACK, NG_WHITE, NG_UNKNOWN), 1; 0 when given holds no
   '?' (a solution, checked as one). */
static int nonogram_player(const char *given, int cells, cj_cell *player)
{
    const char *at = strchr(given, ':');
    int k = 0;
    if (strchr(given, '?') == NULL)
        return 0;
    for (at = at != NULL ? at + 1 : given; *at != '\0' && k < cells; at++)
        if (*at != '/')
            player[k++] = *at == '#' ? NG_BLACK : *at == '.' ? NG_WHITE : NG_UNKNOWN;
    return 1;
}

/* Where row (from 0) of a block's "## solution" rows starts in text (comment lines skipped), or len: none. */
static size_t solution_row_at(const char *text, size_t len, int row)
{
    size_t at = 0, mark = len;
    while (at < len && mark == len) {
        if (len - at >= 11 && memcmp(text + at, "## solution", 11) == 0)
            mark = at;
        while (at < len && text[at] != '\n')
            at++;
        at++;
    }
    for (; at < len; at++) {
        if (text[at] != '#' && text[at] != '\n' && row-- == 0)
            return at;
        while (at < len && text[at] != '\n')
            at++;
    }
    return len;
}

/* The length of text's first field: up to a blank, within len bytes. */
static size_t first_field_len(const char *text, size_t len)
{
    size_t k = 0;
    while (k < len && text[k] != ' ' && text[k] != '\t')
        k++;
    return k;
}

/* Answers one puzzle (solve, grade or hint; indent: the bytes before text on its line) into out; returns 0, or
   -1 after reporting the problem. */
static int answer(const driver_opts *o, driver_worker *w, cj_lines *r, const char *text, size_t len, size_t indent,
                  cj_buf *out)
{
    const cj_kind *kind = o->kind;
    cj_shape shape = o->shape;
    char err[256], *given = NULL;
    long found;
    size_t row_at;
    int differs, json_box, cell = -1;
    cj_cell *player = NULL; /* hint: a Nonogram player's grid beside the clues */
    if (w->puzzle == NULL && (w->puzzle = malloc(DRIVER_PUZZLE_BYTES)) == NULL)
        return cj_error_at(o->tool, r, "out of memory"), -1;
    json_box = cj_kind_has_boxes(kind) && memchr(text, '\n', len) == NULL /* a JSON line's "box" (bin/gen writes one) */
                   ? cj_json_box(r, 0, o->shape.box_rows, o->shape.box_cols, &shape.box_rows, &shape.box_cols, err,
                                 sizeof err)
                   : 0;
    if (json_box < 0)
        return cj_error_at(o->tool, r, "%s", err), -1;
    if (kind->parse(text, kind->line_fields ? len : first_field_len(text, len), indent, &shape, w->puzzle, err,
                    sizeof err) != CJ_KIND_OK) {
        if (json_box) /* the box is the JSON line's, not --box's */
            snprintf(err + strlen(err), sizeof err - strlen(err), " (the JSON line's box %dx%d)", shape.box_rows,
                     shape.box_cols);
        return driver_report_at(o->tool, r, r->lineno, text, len, err), -1;
    }
    if (kind->shape_check(&shape, err, sizeof err) != CJ_KIND_OK)
        return cj_error_at(o->tool, r, "%s", err), -1;
    if (driver_worker_for(kind, w, &shape) != 0) {
        driver_worker_free(w);
        return cj_error_at(o->tool, r, "out of memory for this shape"), -1;
    }
    if (kind->set_node_limit != NULL)
        kind->set_node_limit(w->work, (uint64_t)o->max_nodes);
    if (given_solution_take(kind, text, len, shape.width * shape.height, &given) != 0)
        return cj_error_at(o->tool, r, "out of memory"), -1;
    /* a JSON line's "solution" is one, never a label (Fillomino's reader has read and checked it) */
    if (given == NULL && r->json_solution > 0 && kind != &cj_kind_fillomino)
        return cj_error_at(o->tool, r, KIND_JSON_NO_SOLUTION,
                           shape.width, shape.height, kind->name, shape.width * shape.height), -1;
    if (o->mode == MODE_HINT && kind == &cj_kind_nonogram && given != NULL) { /* '?' cells: the player's grid */
        if ((player = malloc((size_t)shape.width * (size_t)shape.height * sizeof *player)) == NULL)
            return free(given), cj_error_at(o->tool, r, "out of memory"), -1;
        if (nonogram_player(given, shape.width * shape.height, player)) {
            free(given);
            given = NULL;
        } else { /* a full grid: a solution, checked as one */
            free(player);
            player = NULL;
        }
    }
    /* solved; with a solution given beside, counted to 2 (before a grade or hint too) to check it against */
    found = 0;
    if (o->mode == MODE_SOLVE || given != NULL)
        found = kind->solve(w->work, w->puzzle, given != NULL && o->limit < 2 ? 2 : o->limit ? o->limit : 1,
                            w->solution);
    if (given != NULL && (differs = given_is_another(kind, &shape, w, found, given, &cell, err, sizeof err)) != 0) {
        free(given);
        free(player);
        if (differs < 0)
            return cj_error_at(o->tool, r, "out of memory"), -1;
        if (cell >= 0 && (row_at = solution_row_at(text, len, cell / shape.width)) < len) /* at the row's line */
            cj_text_error_line(err, sizeof err, text, row_at);
        return driver_report_at(o->tool, r, r->lineno, text, len, err), -1;
    }
    free(given);
    if (o->mode == MODE_GRADE) {
        cj_grade g;
        int rc = kind->grade(w->work, w->puzzle, &g);
        if (rc == CJ_KIND_EGAVEUP && o->max_nodes > 0)
            return cj_error_at(o->tool, r, "%s", CJ_GIVEN_UP_COUNT), -1;
        if (rc != CJ_KIND_OK) /* in bin/classify's words for a Sudoku */
            return cj_error_at(o->tool, r, "%s",
                               rc == CJ_KIND_EMANY        ? "more than one solution: a level is for a puzzle with one"
                               : rc == CJ_KIND_ENOSOLUTION ? "no solution"
                               : rc == CJ_KIND_EGAVEUP     ? "the count of solutions gave up"
                                                           : "the grader failed"), -1;
        cj_buf_printf(out, "%.1f %s %s", g.rating, g.level >= 0 && g.level < kind->n_levels ? kind->levels[g.level] : "?",
                      g.technique);
        return 0;
    }
    if (o->mode == MODE_HINT) {
        cj_hint h;
        int rc = kind->hint(w->work, w->puzzle, player, &h);
        free(player);
        if (rc == CJ_KIND_EGAVEUP && o->max_nodes > 0)
            return cj_error_at(o->tool, r, "%s", CJ_GIVEN_UP_COUNT), -1;
        if (rc != CJ_KIND_OK) /* a contradiction, or a search that gave up: told apart */
            return cj_error_at(o->tool, r, "%s", cj_kind_hint_failure(rc)), -1;
        cj_buf_put(out, h.text, strlen(h.text));
        return 0;
    }
    if (found < 0 && o->max_nodes > 0)
        return cj_error_at(o->tool, r, CJ_GIVEN_UP_NODES, o->max_nodes, o->limit ? "count" : "solution"), -1;
    if (found < 0)
        return cj_error_at(o->tool, r, "the search gave up (over its node limit)"), -1;
    if (o->limit)
        cj_buf_printf(out, "%ld", found < o->limit ? found : o->limit);
    else if (found == 0)
        cj_buf_put(out, "none", 4);
    else if (driver_put_formatted(kind, &shape, NULL, w->solution, o->form, out, err, sizeof err) != 0) {
        if (err[0] != '\0') /* the kind's reason (a Fillomino's values past Tatham's bound) */
            return cj_error_at(o->tool, r, "%s: use --format line", err), -1;
        return cj_error_at(o->tool, r, "the solution cannot be written in this format"), -1;
    } else if (o->form == CJ_KFMT_GRID) /* a drawn solution is rows: a blank line ends it, as bin/dlx's own do */
        cj_buf_put(out, "\n", 1);
    return 0;
}

int kind_driver_name_other(const cj_lines *l, char *err, size_t err_size)
{
    const char *line = l->buf;
    size_t first;
    void *puzzle;
    int k, found = 0;
    if (cj_json_other_kind(l, err, err_size))
        return 1;
    if (line == NULL || l->binary || l->too_long)
        return 0;
    first = strcspn(line, " \t");
    if (memchr(line, ':', first) == NULL || (puzzle = malloc(DRIVER_PUZZLE_BYTES)) == NULL)
        return 0;
    for (k = 1; cj_kinds[k] != NULL && !found; k++) { /* every kind but Sudoku, the tools' own */
        cj_shape shape;
        char why[256];
        size_t len = cj_kinds[k]->line_fields ? strlen(line) : first;
        memset(&shape, 0, sizeof shape);
        found = cj_kinds[k]->parse(line, len, 0, &shape, puzzle, why, sizeof why) == CJ_KIND_OK &&
                cj_kinds[k]->shape_check(&shape, why, sizeof why) == CJ_KIND_OK;
        if (found)
            snprintf(err, err_size, "a %s puzzle: read it with --variant %s", cj_kinds[k]->name, cj_kinds[k]->name);
    }
    free(puzzle);
    return found;
}

/* One file's puzzles. Fillomino's come through bin/fillomino's reader (blocks of rows, one-line puzzles and
   Tatham ids, with its words for a bad block); the other kinds' through next_puzzle. */
/* Solve, grade or hint: one answer line per puzzle of every file (stdin when none). */
static int read_and_answer(driver_opts *o)
{
    driver_worker w;
    driver_source src;
    int f, status = 0;
    cj_buf out = {0};
    memset(&w, 0, sizeof w);
    memset(&src, 0, sizeof src);
    if (o->nfiles == 0)
        o->files[o->nfiles++] = "-";
    if (driver_source_init(&src, o->kind, 0) != 0 || driver_source_solutions(&src) != 0) {
        fprintf(stderr, "%s: out of memory\n", o->tool);
        o->nfiles = 0;
        status = 2;
    }
    cj_answers_open(o->tool, "answers");
    for (f = 0; f < o->nfiles; f++) {
        char *line;
        long len, puzzles = 0, first, last;
        int got;
        if (driver_source_open(&src, o->tool, o->files[f]) != 0) {
            status = 2;
            continue;
        }
        while ((got = driver_source_next(&src, &line, &len, &first)) != 0) {
            int failed;
            out.len = 0;
            puzzles++;
            last = src.fm.lines.lineno;
            src.fm.lines.lineno = first; /* a message names the first line of a block */
            failed = got < 0 || answer(o, &w, &src.fm.lines, line, (size_t)len, src.indent, &out) != 0;
            src.fm.lines.lineno = last;
            if (failed) {
                status = 2;
                out.len = 0;
                cj_buf_put(&out, "error", 5);
                if (o->mode == MODE_SOLVE && o->form == CJ_KFMT_GRID && !o->limit)
                    cj_buf_put(&out, "\n", 1); /* a blank line after it, as after a drawn solution */
            }
            cj_buf_put(&out, "\n", 1);
            cj_answers_put(out.data, out.len);
        }
        if (fm_reader_finish(&src.fm, puzzles) != 0)
            status = 2;
    }
    cj_answers_flush();
    cj_buf_free(&out);
    driver_source_free(&src);
    driver_worker_free(&w);
    return status;
}

int kind_driver_solve(const char *tool, int argc, char **argv)
{
    driver_opts o;
    int status = 2;
    if (driver_start(&o, tool, MODE_SOLVE, argc, argv, 1) == 0)
        status = read_and_answer(&o);
    free(o.files);
    return status;
}

int kind_driver_classify(const char *tool, int argc, char **argv)
{
    driver_opts o;
    int status = 2, hint = argc > 0 && strcmp(argv[0], "hint") == 0;
    if (argc < 1 || (!hint && strcmp(argv[0], "grade") != 0)) {
        if (driver_variant_known(tool, argc, argv)) /* else the kind is what is wrong ("--variant grade FILE") */
            fprintf(stderr, "%s: --variant works with grade and hint\n", tool);
        return 2;
    }
    if (driver_start(&o, tool, hint ? MODE_HINT : MODE_GRADE, argc, argv, 1) == 0) {
        if (hint ? o.kind->hint == NULL : o.kind->grade == NULL)
            fprintf(stderr, "%s: %s has no grader\n", tool, o.kind->name);
        else
            status = read_and_answer(&o);
    }
    free(o.files);
    return status;
}
