/* kind_run.h: the test programs' one way to open a puzzle kind's table on a shape: its worker and a puzzle
   block, malloc'd and checked (a CHECK names the kind and shape), to close it again, and the default request. */
#ifndef COVERJAR_TESTS_KIND_RUN_H
#define COVERJAR_TESTS_KIND_RUN_H

#include <stdlib.h>
#include <string.h>
#include "check.h"
#include "dlx/kind.h"

typedef struct kind_run {
    const cj_kind *kind;
    cj_shape shape;
    void *mem, *work, *puzzle;
} kind_run;

/* 0, or -1 for a kind or shape the registry refuses (no check) or a worker that could not be made (a failed
   check). box_rows and box_cols are 0 for the kind's default. */
static inline int kind_open(kind_run *k, const char *name, int width, int height, int box_rows, int box_cols)
{
    char err[200];
    size_t bytes;
    memset(k, 0, sizeof *k);
    k->kind = cj_kind_find(name);
    if (k->kind == NULL)
        return -1;
    k->shape.width = width;
    k->shape.height = height;
    k->shape.box_rows = box_rows;
    k->shape.box_cols = box_cols;
    if (k->kind->shape_check(&k->shape, err, sizeof err) != CJ_KIND_OK)
        return -1;
    bytes = k->kind->work_bytes(&k->shape);
    k->mem = malloc(bytes);
    k->puzzle = malloc(k->kind->puzzle_bytes(&k->shape));
    k->work = k->mem ? k->kind->work_init(k->mem, bytes, &k->shape) : NULL;
    CHECK(k->work != NULL && k->puzzle != NULL, "a %s worker for %dx%d", name, width, height);
    return k->work && k->puzzle ? 0 : -1;
}

/* What the tools ask by default: any level, no symmetry, minimal, at most max_solutions solutions. */
static inline cj_gen_request kind_minimal_request(int max_solutions)
{
    cj_gen_request req;
    cj_gen_request_default(&req);
    req.max_solutions = max_solutions;
    return req;
}

static inline void kind_close(kind_run *k)
{
    free(k->mem);
    free(k->puzzle);
}

#endif
