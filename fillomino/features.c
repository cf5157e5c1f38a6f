/* features.c: the Fillomino feature vector: counts from the puzzle, the number of regions of its solution
   (cells of value v make count/v regions), the emptiable test (one exclusion search per clue), solver stats. */
#include "fillomino/features.h"

#include "dlx/arena.h"

#include <string.h>

static const char *const names[FM_FEATURES] = {"cells",     "empty", "regions",    "emptiable", "solutions",
                                               "nodes",     "backtracks", "passes", "depth"};

/* Carves the working memory: a copy of the puzzle, the first solution, and a count per value. */
static size_t layout(int w, int h, unsigned char *base, fm_val **copy, fm_val **sol, uint32_t **count)
{
    size_t n = (size_t)w * (size_t)h, off = 0;
    fm_val *c = cj_take(base, &off, sizeof(fm_val), n);
    fm_val *s = cj_take(base, &off, sizeof(fm_val), n);
    uint32_t *k = cj_take(base, &off, sizeof(uint32_t), n + 1);
    if (base) {
        *copy = c;
        *sol = s;
        *count = k;
    }
    return off;
}

size_t fm_features_bytes(int w, int h)
{
    if (!fm_shape_ok(w, h))
        return 0;
    return layout(w, h, NULL, NULL, NULL, NULL) + 8;
}

/* Regions of a valid full board: the cells holding v form count(v) / v regions of v cells each. */
static int count_regions(const fm_val *sol, int n, uint32_t *count)
{
    int i, v, regions = 0;
    memset(count, 0, sizeof(uint32_t) * (size_t)(n + 1));
    for (i = 0; i < n; i++)
        count[sol[i]]++;
    for (v = 1; v <= n; v++)
        regions += (int)(count[v] / (uint32_t)v);
    return regions;
}

int fm_features_compute(fm_solver *s, const fm_val *puzzle, int w, int h, void *work, size_t bytes,
                        fm_features *f)
{
    unsigned char *base = work;
    fm_val *copy, *sol;
    uint32_t *count;
    int n, i;
    long got;
    memset(f, 0, sizeof *f);
    if (s == NULL || work == NULL || !fm_shape_ok(w, h) || bytes < fm_features_bytes(w, h))
        return FM_ERR_SIZE;
    base += (8 - ((uintptr_t)base & 7u)) & 7u;
    layout(w, h, base, &copy, &sol, &count);
    n = w * h;
    for (i = 0; i < n; i++)
        if (puzzle[i] > n)
            return FM_ERR_VALUE;
    f->cells = n;
    f->empty = n - fm_count_clues(puzzle, n);
    got = fm_solve(s, puzzle, 2, sol, -1, 0, &f->stats);
    if (got < 0)
        return (int)got;
    f->solutions = (int)got;
    if (got == 0)
        return FM_OK;
    f->regions = count_regions(sol, n, count);
    if (got != 1)
        return FM_OK;
    memcpy(copy, puzzle, sizeof(fm_val) * (size_t)n);
    for (i = 0; i < n && !f->emptiable; i++) {
        fm_val v = copy[i];
        if (v == 0)
            continue;
        copy[i] = 0; /* without this clue, is there a solution other than sol? */
        got = fm_solve(s, copy, 1, NULL, i, v, NULL);
        copy[i] = v;
        if (got < 0)
            return (int)got;
        f->emptiable = got == 0;
    }
    return FM_OK;
}

void fm_features_row(const fm_features *f, uint64_t *row)
{
    row[0] = (uint64_t)f->cells;
    row[1] = (uint64_t)f->empty;
    row[2] = (uint64_t)f->regions;
    row[3] = (uint64_t)f->emptiable;
    row[4] = (uint64_t)f->solutions;
    row[5] = f->stats.nodes;
    row[6] = f->stats.backtracks;
    row[7] = f->stats.passes;
    row[8] = (uint64_t)f->stats.max_depth;
}

const char *fm_feature_name(int i)
{
    return i >= 0 && i < FM_FEATURES ? names[i] : NULL;
}
