/* fm_features.c: the Fillomino feature vector: counts from the puzzle, the number of regions of its solution
   (cells of value v make count/v regions), the emptiable test (one exclusion search per clue), solver stats. */
#include "fillomino/fm_features.h"

#include "dlx/arena.h"

#include <string.h>

static const char *const names[FM_FEATURES] = {"cells",     "empty", "regions",    "emptiable", "solutions",
                                               "nodes",     "backtracks", "passes", "depth"};

typedef struct features_work {
    fm_val *copy, *sol, *root; /* the puzzle, its first solution, the lean search's root board */
    uint32_t *count;           /* cells per value */
    unsigned char *open;       /* clues the first round of the emptiable test left undecided */
} features_work;

/* Carves the working memory (fills *fw unless base is NULL); returns its size. */
static size_t layout(int w, int h, unsigned char *base, features_work *fw)
{
    size_t n = (size_t)w * (size_t)h, off = 0;
    features_work got;
    got.copy = cj_take(base, &off, sizeof(fm_val), n);
    got.sol = cj_take(base, &off, sizeof(fm_val), n);
    got.root = cj_take(base, &off, sizeof(fm_val), n);
    got.count = cj_take(base, &off, sizeof(uint32_t), n + 1);
    got.open = cj_take(base, &off, 1, n);
    if (base)
        *fw = got;
    return off;
}

size_t fm_features_bytes(int w, int h)
{
    if (!fm_shape_ok(w, h))
        return 0;
    return layout(w, h, NULL, NULL) + 8;
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

/* Plain lean nodes an emptiable check takes in the first round: steered toward the solution, the lean
   search finds another one fast (janko's 64x50: some 520 nodes, 5 ms, where the region solver took up to
   83,713 nodes and 359 s); proofs that none exists it mostly leaves to the second round's look-ahead. */
#define FM_FEATURES_LEAN_NODES 10000
#define FM_FEATURES_WORK_FACTOR 16 /* the region solver's work cap for a search without a clue, in its count's */

/* Solutions (0 or 1) of fw->copy whose cell i is not v. Round 0: the lean search steered toward the
   solution, up to a cap (negative beyond it); round 1: fm_solve_both. Without l: the region solver. */
static long other_solution(fm_solver *s, fm_lean *l, const features_work *fw, int i, fm_val v, int round)
{
    if (l == NULL)
        return fm_solve(s, fw->copy, 1, NULL, i, v, NULL);
    if (round == 1)
        return fm_solve_both(l, s, fw->copy, 1, NULL, i, v, fw->sol, fw->root, NULL, NULL);
    fm_lean_set_probing(l, 0);
    fm_lean_set_node_limit(l, FM_FEATURES_LEAN_NODES);
    return fm_lean_solve(l, fw->copy, 1, NULL, i, v, fw->sol, NULL);
}

int fm_features_compute(fm_solver *s, fm_lean *l, const fm_val *puzzle, int w, int h, void *work,
                        size_t bytes, fm_features *f)
{
    unsigned char *base = work;
    features_work fw;
    int n, i, round, rc = FM_OK;
    long got;
    uint64_t cap;
    memset(f, 0, sizeof *f);
    if (s == NULL || work == NULL || !fm_shape_ok(w, h) || bytes < fm_features_bytes(w, h))
        return FM_ERR_SIZE;
    base += (8 - ((uintptr_t)base & 7u)) & 7u;
    layout(w, h, base, &fw);
    n = w * h;
    for (i = 0; i < n; i++)
        if (puzzle[i] > n)
            return FM_ERR_VALUE;
    f->cells = n;
    f->empty = n - fm_count_clues(puzzle, n);
    got = fm_solve(s, puzzle, 2, fw.sol, -1, 0, &f->stats);
    if (got < 0)
        return (int)got;
    f->solutions = (int)got;
    if (got == 0)
        return FM_OK;
    f->regions = count_regions(fw.sol, n, fw.count);
    if (got != 1)
        return FM_OK;
    /* One clue that can go is enough: a cheap round over every clue first, then the hard ones. A search
       without a clue can take far more work than the count (janko's 9x9 number 266: 81 M cells against
       0.2 M), so each gets FM_FEATURES_WORK_FACTOR times the solver's work cap. */
    memcpy(fw.copy, puzzle, sizeof(fm_val) * (size_t)n);
    cap = fm_solver_work_limit(s);
    fm_solver_set_work_limit(s, cap > UINT64_MAX / FM_FEATURES_WORK_FACTOR ? 0 : cap * FM_FEATURES_WORK_FACTOR);
    for (round = 0; round < 2 && !f->emptiable && rc == FM_OK; round++)
        for (i = 0; i < n && !f->emptiable && rc == FM_OK; i++) {
            fm_val v = fw.copy[i];
            if (v == 0 || (round == 1 && !fw.open[i]))
                continue;
            fw.copy[i] = 0; /* without this clue, is there a solution other than sol? */
            got = other_solution(s, l, &fw, i, v, round);
            fw.copy[i] = v;
            fw.open[i] = round == 0 && l != NULL && got < 0; /* the second round decides */
            if (got < 0 && !fw.open[i])
                rc = (int)got;
            else
                f->emptiable = got == 0;
        }
    fm_solver_set_work_limit(s, cap);
    return rc;
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
