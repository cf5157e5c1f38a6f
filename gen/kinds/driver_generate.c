/* driver_generate.c: bin/gen --variant KIND through the kind's table (host only): one worker per thread, -j
   and --range, --budget, --format json, --resume and a Nonogram's --image. */
#define _POSIX_C_SOURCE 200809L
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dlx/cli.h"
#include "dlx/kind.h"
#include "dlx/nonogram.h"
#include "gen/kinds/driver.h"
#include "gen/kinds/driver_int.h"
#include "gen/kinds/kinds.h"
#include "gen/kinds/pbm.h"

typedef struct gen_run {
    const driver_opts *o;
    driver_worker *workers;
    atomic_int refused;     /* the kind refused the request: the options are wrong, not one puzzle */
    int checking;           /* --resume's check makes a kept puzzle again: its --image note was given then */
} gen_run;

static int before_deadline(void *ctx)
{
    const driver_worker *w = ctx;
    return cj_budget_left(&w->budget);
}

/* Appends ,"key":"text" (the line forms are printable ASCII; a quote or backslash is escaped all the same). */
static void put_json_text(cj_buf *out, const char *key, const char *text, size_t len)
{
    size_t i;
    cj_buf_printf(out, ",\"%s\":\"", key);
    for (i = 0; i < len; i++) {
        if (text[i] == '"' || text[i] == '\\')
            cj_buf_put(out, "\\", 1);
        if ((unsigned char)text[i] < 0x20)
            cj_buf_printf(out, "\\u%04x", (unsigned)(unsigned char)text[i]);
        else
            cj_buf_put(out, text + i, 1);
    }
    cj_buf_put(out, "\"", 1);
}

/* The line 'error' (in grid form a block: then a blank line) in the place of a puzzle not made, so that output
   record i stays puzzle i (what --resume counts); in json too, as bin/gen's --transforms writes it there. */
static void put_error(const driver_opts *o, cj_buf *out)
{
    cj_buf_put(out, o->form == CJ_KFMT_GRID ? "error\n\n" : "error\n", o->form == CJ_KFMT_GRID ? 7 : 6);
}

/* --format json's "options": the options beside the defaults that made the puzzle (another one than the seed and
   index make without them), in bin/gen's words, so that bin/bank add knows the request it answers. */
static void put_json_options(const driver_opts *o, const driver_worker *w, cj_buf *out)
{
    const cj_gen_request *r = &o->req;
    cj_buf words = {0};
    if (r->symmetry != CJ_SYM_NONE)
        cj_buf_printf(&words, " --symmetry %s", cj_symmetry_name(r->symmetry));
    if (r->target_empty >= 0)
        cj_buf_printf(&words, " --empty %d", r->target_empty);
    if (r->max_solutions != 1)
        cj_buf_printf(&words, " --max-solutions %d", r->max_solutions);
    if (r->density_percent > 0)
        cj_buf_printf(&words, " --density %d", r->density_percent);
    if (r->max_region > 0)
        cj_buf_printf(&words, " --max-region %d", r->max_region);
    if (w->shape.flags != 0 && cj_kind_has_boxes(o->kind)) /* Jidoku's relations across boxes (Futoshiki's always) */
        cj_buf_printf(&words, " --relations all");
    if (r->fine_level > 0) /* a numbered level: another puzzle than its bucket's name asks */
        cj_buf_printf(&words, " --level %d", r->fine_level - 1);
    if (o->image != NULL) /* the picture's own name is no option of a build */
        cj_buf_printf(&words, " --image");
    cj_put_json_options(out, &words);
}

/* --format json: the puzzle and its solution in their line forms, in one object a line with the keys
   bin/fillomino gen writes (and a box, a level where there is one, the options), which bin/bank add reads. */
static int put_json(const driver_opts *o, const driver_worker *w, long index, cj_buf *out)
{
    cj_buf text = {0};
    const char *level = cj_kind_level_name(o->kind, &w->shape, &o->req);
    int k, rc = 0;
    cj_buf_printf(out, "{\"kind\":\"%s\",\"width\":%d,\"height\":%d", o->kind->name, w->shape.width,
                  w->shape.height);
    if (w->shape.box_rows > 0)
        cj_buf_printf(out, ",\"box\":\"%dx%d\"", w->shape.box_rows, w->shape.box_cols);
    cj_buf_printf(out, ",\"seed\":%llu,\"index\":%ld", o->seed, index);
    for (k = 0; k < 2 && rc == 0; k++) {
        text.len = 0;
        rc = (int)driver_put_formatted(o->kind, &w->shape, k ? NULL : w->puzzle, w->solution, CJ_KFMT_LINE, &text, NULL, 0);
        if (rc == 0)
            put_json_text(out, k ? "solution" : "puzzle", text.data, text.len);
    }
    cj_buf_free(&text);
    if (level != NULL)
        cj_buf_printf(out, ",\"level\":\"%s\"", level);
    put_json_options(o, w, out);
    cj_buf_put(out, "}\n", 2);
    if (rc != 0) {
        fprintf(stderr, "%s: puzzle %ld cannot be written in its line form\n", o->tool, index);
        out->len = 0;
        put_error(o, out);
        return 1;
    }
    return 0;
}

static int generate_one(void *ctx, int wi, long index, cj_buf *out)
{
    gen_run *run = ctx;
    const driver_opts *o = run->o;
    driver_worker *w = &run->workers[wi];
    cj_gen_request req = o->req;
    cj_rng rng;
    char err[256];
    int rc, k, boards = o->with_solution ? 2 : 1;
    if (atomic_load(&run->refused))
        return 1;
    cj_budget_start(&w->budget, o->budget);
    req.keep_going = before_deadline;
    req.keep_going_ctx = w;
    req.form = o->form;
    cj_rng_seed(&rng, o->seed, (uint64_t)index);
    rc = o->kind->generate(w->work, &req, &rng, w->puzzle, w->solution, err, sizeof err);
    if (rc == CJ_KIND_EOPTIONS) {
        if (atomic_exchange(&run->refused, 1) == 0)
            fprintf(stderr, "%s: %s\n", o->tool, err);
        return 1;
    }
    if (rc != CJ_KIND_OK) {
        cj_note("%s: puzzle %ld: %s%s\n", o->tool, index, err,
                rc == CJ_KIND_EGAVEUP && !before_deadline(w) ? " (budget; try a larger --budget)" : "");
        put_error(o, out);
        return 1;
    }
    if (req.picture != NULL && !run->checking) { /* how far the unique puzzle is from the picture */
        int cells = w->shape.width * w->shape.height, flipped = 0;
        for (k = 0; k < cells; k++)
            flipped += (w->solution[k] == NG_BLACK) != (req.picture[k] != 0);
        cj_note("%s: puzzle %ld: %d of %d cells differ from %s\n", o->tool, index, flipped, cells, o->image);
    }
    if (o->json)
        return put_json(o, w, index, out);
    for (k = 0; k < boards; k++) {
        if (k > 0) /* in a grid, the solution's rows right under the puzzle's, as the grid readers take one */
            cj_buf_put(out, o->form == CJ_KFMT_GRID ? "\n## solution\n" : " ", o->form == CJ_KFMT_GRID ? 13 : 1);
        if (driver_put_formatted(o->kind, &w->shape, k ? NULL : w->puzzle, w->solution, o->form, out, NULL, 0) != 0) {
            if (atomic_exchange(&run->refused, 1) == 0)
                fprintf(stderr, "%s: these puzzles cannot be written in this --format\n", o->tool);
            out->len = 0;
            return 1;
        }
    }
    cj_buf_put(out, o->form == CJ_KFMT_GRID ? "\n\n" : "\n", o->form == CJ_KFMT_GRID ? 2 : 1);
    return 0;
}

/* --image: the picture read into *pixels (malloc'd) and the shape's size taken from it; 0, or 2 after a message. */
static int load_image(driver_opts *o, cj_shape *shape, uint8_t **pixels)
{
    char err[600];
    int w, h;
    if (strcmp(o->kind->name, "nonogram") != 0) {
        fprintf(stderr, "%s: --image makes Nonograms (--variant nonogram)\n", o->tool);
        return 2;
    }
    *pixels = malloc(NG_MAX_SIDE * NG_MAX_SIDE);
    if (*pixels == NULL || pbm_read(o->image, NG_MAX_SIDE, *pixels, &w, &h, err, sizeof err) != 0) {
        fprintf(stderr, "%s: %s\n", o->tool, *pixels == NULL ? "out of memory" : err);
        return 2;
    }
    if (strcmp(o->image, "-") == 0)
        o->image = "stdin"; /* as its messages name it */
    if ((shape->width != 0 && shape->width != w) || (shape->height != 0 && shape->height != h)) {
        char asked[64]; /* the sides asked: one, or both */
        if (shape->width == 0)
            snprintf(asked, sizeof asked, "--height %d", shape->height);
        else if (shape->height == 0)
            snprintf(asked, sizeof asked, "--width %d", shape->width);
        else
            snprintf(asked, sizeof asked, "--width %d and --height %d", shape->width, shape->height);
        fprintf(stderr, "%s: %s is %dx%d (width x height), not the %s asked\n", o->tool, o->image, w, h, asked);
        return 2;
    }
    shape->width = w;
    shape->height = h;
    o->req.picture = *pixels;
    return 0;
}

/* The generating run; *pixels is the --image picture, freed by the caller. */
static int generate_all(const char *tool, int argc, char **argv, uint8_t **pixels)
{
    driver_opts o;
    gen_run run;
    cj_shape shape;
    char err[256];
    long failures;
    cj_kept found;
    int k, status = 2;
    if (driver_start(&o, tool, MODE_GENERATE, argc, argv, 1) != 0) {
        free(o.files);
        return 2;
    }
    shape = o.shape;
    if (o.image != NULL && load_image(&o, &shape, pixels) != 0)
        status = 2;
    else if (o.nfiles > 0 && strcmp(o.files[0], "transform") == 0) /* bin/gen transform: Sudoku's command */
        fprintf(stderr, "%s: transform is for Sudoku %s, not --variant %s%s\n", tool,
                strcmp(o.kind->name, "sudoku") == 0 ? "without --via-table" : "alone (no --variant)", o.kind->name,
                strcmp(o.kind->name, "sudoku") == 0 ? " --via-table" : "");
    else if (o.nfiles > 0)
        fprintf(stderr, "%s: unexpected argument '%s' (see --help)\n", tool, o.files[0]);
    else if (o.kind->shape_check(&shape, err, sizeof err) != CJ_KIND_OK)
        fprintf(stderr, "%s: %s\n", tool, err);
    else
        status = 0;
    free(o.files);
    if (status != 0)
        return status;
    if (o.resume && (o.output == NULL || o.form == CJ_KFMT_GRID)) {
        fprintf(stderr, "%s: --resume needs -o FILE and a one-line format (line, tatham or json)\n", tool);
        return 2;
    }
    if (o.output != NULL && (status = cj_output_to(tool, o.output, o.resume, 1, &o.first, o.last, &found)) != 0)
        return status < 0 ? 2 : 1;
    if (shape.box_rows > 0 && !o.json && (o.form == CJ_KFMT_LINE || o.form == CJ_KFMT_GRID))
        cj_note_box_unwritten(tool, shape.width, shape.box_rows, shape.box_cols,
                              o.form == CJ_KFMT_LINE ? "line" : "grid", 1);
    if (o.threads > o.last - o.first && o.last > o.first)
        o.threads = (int)(o.last - o.first);
    run.o = &o;
    atomic_init(&run.refused, 0);
    run.checking = 0;
    run.workers = calloc((size_t)o.threads, sizeof *run.workers);
    if (run.workers == NULL)
        return 2;
    for (k = 0; k < o.threads; k++)
        if (driver_worker_for(o.kind, &run.workers[k], &shape) != 0) {
            fprintf(stderr, "%s: cannot make a %s worker for this shape (out of memory?)\n", tool, o.kind->name);
            status = 2;
            break;
        }
    run.checking = 1;
    if (status == 0 && o.resume && (status = cj_resume_check(tool, o.output, &found, generate_one, &run)) != 0)
        status = status < 0 ? 2 : 1;
    run.checking = 0;
    failures = status || o.first >= o.last
                   ? 0
                   : cj_run_jobs(o.first, o.last, o.threads, generate_one, &run, o.progress, tool, "puzzles");
    for (k = 0; k < o.threads; k++)
        driver_worker_free(&run.workers[k]);
    free(run.workers);
    if (status != 0)
        return status;
    if (atomic_load(&run.refused))
        return 2;
    if (failures > 0) {
        fprintf(stderr, "%s: %ld of %ld puzzle%s not made\n", tool, failures, o.last - o.first,
                o.last - o.first == 1 ? "" : "s");
        return 1;
    }
    return 0;
}

int kind_driver_generate(const char *tool, int argc, char **argv)
{
    uint8_t *pixels = NULL;
    int status = generate_all(tool, argc, argv, &pixels);
    free(pixels);
    return status;
}
