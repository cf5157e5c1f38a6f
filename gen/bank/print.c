/* print.c: picked rows written to stdout as the kind's line, as JSON (every stored field), as a Tatham game id
   or drawn as rows, with write errors reported (host only). */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jansson.h>

#include "dlx/tool_exit.h"
#include "gen/bank/bank_cli.h"
#include "gen/bank/puzzle_cells.h"
#include "gen/kinds/driver_int.h"

int bank_format_named(const char *name)
{
    return strcmp(name, "line") == 0     ? BANK_LINE
           : strcmp(name, "json") == 0   ? BANK_JSON
           : strcmp(name, "tatham") == 0 ? BANK_TATHAM
           : strcmp(name, "grid") == 0   ? BANK_GRID
                                         : -1;
}

void bank_printer_init(bank_printer *p, int format)
{
    memset(p, 0, sizeof *p);
    p->format = format;
}

/* Every stored field, and the box of a kind with boxes as bin/gen writes it ("box"), which the solvers read. */
static int print_json(const bank_row *row)
{
    const cj_kind *kind = cj_kind_find(row->kind);
    cj_shape shape;
    json_t *o = json_pack("{s:I,s:s,s:s,s:s,s:s?,s:i,s:i,s:i,s:i,s:o,s:f,s:s,s:I,s:I,s:o}", "id", (json_int_t)row->id,
                          "kind", row->kind, "shape", row->shape, "puzzle", row->puzzle, "solution", row->solution,
                          "clues", row->clues, "empty", row->empties, "solutions", row->solutions, "level",
                          row->level, "levelName",
                          kind && row->level >= 0 && row->level < kind->n_levels
                              ? json_string(kind->levels[row->level]) : json_null(),
                          "rating", row->rating, "technique", row->technique ? row->technique : "", "seed",
                          (json_int_t)row->seed, "index", (json_int_t)row->index, "asked",
                          row->asked >= 0 ? json_integer((json_int_t)row->asked) : json_null());
    char *text;
    if (o != NULL && kind != NULL && puzzle_shape_parse(kind, row->shape, &shape) == 0 && shape.box_rows > 0)
        json_object_set_new(o, "box", json_sprintf("%dx%d", shape.box_rows, shape.box_cols));
    text = o ? json_dumps(o, JSON_COMPACT | JSON_REAL_PRECISION(6)) : NULL;
    int rc = text ? (puts(text) < 0 ? -1 : 0) : -1;
    free(text);
    json_decref(o);
    return rc;
}

/* The row as a Tatham game id, or drawn as the kind's rows (--format grid, a blank line after each, as bin/gen
   writes them), through its kind's parser and formatter; a kind without that form (a Jidoku's id) in a bank of
   several kinds gets an error line in its place, so the lines stay in step with the puzzles (with --kind jidoku
   the format is refused before any row). 1 then, -1 for a write error. */
static int print_formed(bank_printer *p, const bank_row *row, int form)
{
    const cj_kind *kind = cj_kind_find(row->kind);
    cj_shape shape;
    char err[160] = "";
    long rc = CJ_KIND_EPARSE;
    p->text.len = 0;
    if (kind != NULL && puzzle_shape_parse(kind, row->shape, &shape) == 0 &&
        row_maker_parse(&p->maker, kind, &shape, row->puzzle, 0, err, sizeof err) == 0) {
        err[0] = '\0'; /* where the kind's reason goes, if it gives one */
        rc = driver_put_formatted(kind, &p->maker.shape, p->maker.puzzle, NULL, form, &p->text, err, sizeof err);
    }
    if (rc < 0 || p->text.data == NULL) {
        if (rc == CJ_KIND_EUNSUPPORTED && err[0] != '\0') /* a Fillomino past sgt-filling's bound */
            fprintf(stderr, "bank: puzzle %lld (%s): %s: use --format line or json\n", (long long)row->id, row->kind,
                    err);
        else
            fprintf(stderr, "bank: puzzle %lld (%s) has no %s\n", (long long)row->id, row->kind,
                    form == CJ_KFMT_TATHAM ? "Tatham id" : "grid form");
        return puts(form == CJ_KFMT_GRID ? "error\n" : "error") < 0 ? -1 : 1;
    }
    if (form == CJ_KFMT_GRID && (p->text.len == 0 || p->text.data[p->text.len - 1] != '\n'))
        cj_buf_put(&p->text, "\n", 1);
    return fwrite(p->text.data, 1, p->text.len, stdout) != p->text.len || putchar('\n') == EOF ? -1 : 0; /* the
                                                                         id's line end, or the blank line after rows */
}

int bank_print_row(const bank_row *row, void *printer)
{
    bank_printer *p = printer;
    int rc = p->format == BANK_JSON     ? print_json(row)
             : p->format == BANK_TATHAM ? print_formed(p, row, CJ_KFMT_TATHAM)
             : p->format == BANK_GRID   ? print_formed(p, row, CJ_KFMT_GRID)
                                        : (puts(row->puzzle) < 0 ? -1 : 0);
    if (rc != 0)
        p->failed = 1;
    return rc < 0 || ferror(stdout);
}

int bank_flush_stdout(void)
{
    if (fflush(stdout) != 0 || ferror(stdout)) {
        cj_write_error("bank", errno);
        return 1;
    }
    return 0;
}

int bank_printer_close(bank_printer *p)
{
    int failed = p->failed && !ferror(stdout);
    row_maker_free(&p->maker);
    cj_buf_free(&p->text);
    return bank_flush_stdout() != 0 ? 1 : failed ? 2 : 0;
}
