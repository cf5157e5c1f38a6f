/* grader.c: the grader's memory and the driver that tries the techniques from the easiest (singles and
   locked candidates in grader_core.c, the others in their files) and rates a puzzle by its hardest step. */
#include <limits.h>
#include <string.h>
#include "classify/grader_int.h"
#include "dlx/arena.h"

/* Lays out every array in one block; with base == NULL only measures. */
static size_t layout(classify_grader *g, unsigned char *base, int br, int bc)
{
    int n = br * bc, ncell = n * n, nunit = 3 * n, cap = ncell * 4;
    size_t off = cj_align(sizeof(classify_grader));
#define TAKE(field, type, count)                                  \
    do {                                                          \
        if (base) g->field = (type *)(void *)(base + off);        \
        off = cj_align(off + sizeof(type) * (size_t)(count));       \
    } while (0)
    TAKE(cand, uint64_t, ncell);
    TAKE(placed, uint64_t, nunit);
    TAKE(save_cand, uint64_t, ncell);
    TAKE(save_placed, uint64_t, nunit);
    TAKE(acc, uint64_t, ncell);
    TAKE(queued, uint64_t, ncell);
    TAKE(gone, uint64_t, ncell);
    TAKE(elims, uint32_t, cap);
    TAKE(parent, int32_t, 2 * ncell);
    TAKE(dist, int32_t, 2 * ncell);
    TAKE(queue, int32_t, 2 * ncell);
    TAKE(seen, uint32_t, 2 * ncell);
    TAKE(scratch, int, ncell);
    TAKE(ucell, uint16_t, nunit * n);
    TAKE(cunit, uint16_t, ncell * 3);
    TAKE(grid, uint8_t, ncell);
    TAKE(save_grid, uint8_t, ncell);
    TAKE(cpos, uint8_t, ncell * 3);
#undef TAKE
    if (g) g->elim_cap = cap;
    return off;
}

size_t classify_grader_bytes(int box_rows, int box_cols)
{
    if (box_rows < 1 || box_cols < 1 || box_rows > 64 || box_cols > 64 || box_rows * box_cols > 64) return 0;
    return layout(NULL, NULL, box_rows, box_cols);
}

classify_grader *classify_grader_init(void *mem, size_t bytes, int box_rows, int box_cols)
{
    size_t need = classify_grader_bytes(box_rows, box_cols);
    classify_grader *g = (classify_grader *)mem;
    int r, c, n;
    if (!need || !mem || bytes < need || ((uintptr_t)mem & 7u)) return NULL;
    memset(mem, 0, need);
    layout(g, (unsigned char *)mem, box_rows, box_cols);
    n = box_rows * box_cols;
    g->n = n;
    g->br = box_rows;
    g->bc = box_cols;
    g->ncell = n * n;
    g->nunit = 3 * n;
    g->full = n == 64 ? ~(uint64_t)0 : (((uint64_t)1 << n) - 1);
    for (r = 0; r < n; r++)
        for (c = 0; c < n; c++) {
            int cell = r * n + c;
            int b = (r / box_rows) * (n / box_cols) + c / box_cols;
            int bp = (r % box_rows) * box_cols + c % box_cols;
            g->cunit[cell * 3] = (uint16_t)r;
            g->cunit[cell * 3 + 1] = (uint16_t)(n + c);
            g->cunit[cell * 3 + 2] = (uint16_t)(2 * n + b);
            g->cpos[cell * 3] = (uint8_t)c;
            g->cpos[cell * 3 + 1] = (uint8_t)r;
            g->cpos[cell * 3 + 2] = (uint8_t)bp;
            g->ucell[r * n + c] = (uint16_t)cell;
            g->ucell[(n + c) * n + r] = (uint16_t)cell;
            g->ucell[(2 * n + b) * n + bp] = (uint16_t)cell;
        }
    classify_grader_set_budget(g, 0);
    g->assume_unique = 1;
    return g;
}

int classify_grader_n(const classify_grader *g) { return g->n; }

void classify_grader_set_budget(classify_grader *g, uint64_t budget)
{
    /* About a second of work for a 9x9; larger grids get proportionally more per cell. */
    g->budget = budget ? budget : (uint64_t)200000000u;
}

void classify_grader_set_unique(classify_grader *g, int assume_unique) { g->assume_unique = assume_unique != 0; }

const uint8_t *classify_grader_grid(const classify_grader *g) { return g->grid; }
const uint64_t *classify_grader_candidates(const classify_grader *g) { return g->cand; }

int classify_grader_next(classify_grader *g, classify_step *step)
{
    int k;
    g->n_elims = 0;
    cg_step_init(step, -1, 0);
    if (g->empties == 0) return 0;
    if (cg_contradiction(g)) return CLASSIFY_EINVALID;
    if (cg_singles(g, step, 0) || cg_singles(g, step, 1) || cg_locked(g, step, 0) || cg_locked(g, step, 1))
        return 1;
    if (cg_naked_subset(g, step, 2) || cg_fish(g, step, 2) || cg_hidden_subset(g, step, 2)) return 1;
    if (cg_naked_subset(g, step, 3) || cg_fish(g, step, 3) || cg_hidden_subset(g, step, 3)) return 1;
    if (cg_x_chain(g, step, 3) || cg_wing(g, step, 3) || (g->assume_unique && cg_unique_rectangle(g, step))) return 1;
    if (cg_naked_subset(g, step, 4) || cg_fish(g, step, 4) || cg_hidden_subset(g, step, 4)) return 1;
    if (cg_x_chain(g, step, 5) || cg_wing(g, step, 4) || (g->assume_unique && cg_bug(g, step)) ||
        cg_x_chain(g, step, 7))
        return 1;
    if (cg_wing(g, step, 5) || cg_x_chain(g, step, 11) || cg_x_chain(g, step, INT_MAX - 1)) return 1;
    k = cg_forcing(g, step, 1);
    if (k) return k;
    k = cg_forcing(g, step, 0);
    if (k) return k;
    cg_step_init(step, CT_GUESSING, 100);
    return 0;
}

int classify_grader_next_placement(classify_grader *g, classify_step *step, classify_step_fn on_removal, void *ctx)
{
    for (;;) { /* each removal step takes at least one candidate: the loop ends */
        int rc = classify_grader_next(g, step);
        if (rc != 1 || step->cell >= 0) return rc;
        if (on_removal && on_removal(ctx, step)) return 1;
    }
}

int classify_level_of(const classify_result *res)
{
    int h = res->hardest;
    if (res->status == CLASSIFY_STUCK || h == CT_GUESSING) return CL_BEYOND;
    if (h <= CT_HIDDEN_SINGLE) return CL_EASY;
    if (h <= CT_CLAIMING) return CL_MEDIUM;
    if (res->rating < 65) return CL_HARD; /* short X-chains (up to six strong links) are Hard */
    return CL_EVIL;
}

/* Counts the placements singles offer at the start (cells that are a naked or hidden single). */
static int count_singles(const classify_grader *g)
{
    int i, u, k, n = g->n, count = 0;
    int *mark = g->scratch;
    for (i = 0; i < g->ncell; i++) mark[i] = !g->grid[i] && cg_popcount(g->cand[i]) == 1;
    for (u = 0; u < g->nunit; u++) {
        const uint16_t *cells = g->ucell + u * n;
        uint64_t once = 0, more = 0, single;
        for (k = 0; k < n; k++) {
            more |= once & g->cand[cells[k]];
            once |= g->cand[cells[k]];
        }
        single = once & ~more;
        for (k = 0; k < n && single; k++)
            if (g->cand[cells[k]] & single) mark[cells[k]] = 1;
    }
    for (i = 0; i < g->ncell; i++) count += mark[i];
    return count;
}

int classify_grade(classify_grader *g, const uint8_t *grid, classify_result *res, classify_step_fn on_step, void *ctx)
{
    classify_step step;
    int rc, i;
    memset(res, 0, sizeof *res);
    res->hardest = -1;
    rc = classify_grader_load(g, grid);
    if (rc) {
        res->status = rc;
        return rc;
    }
    res->empties = g->empties;
    for (i = 0; i < g->ncell; i++)
        if (!g->grid[i]) {
            int pc = cg_popcount(g->cand[i]);
            res->start_candidates += pc;
            res->start_bivalue += pc == 2;
        }
    res->start_singles = count_singles(g);
    for (;;) {
        rc = classify_grader_next(g, &step);
        if (rc < 0) {
            res->status = rc;
            break;
        }
        if (rc == 0) {
            res->status = g->empties ? CLASSIFY_STUCK : CLASSIFY_SOLVED;
            break;
        }
        res->steps++;
        res->counts[step.tech]++;
        res->eliminated += step.n_elims;
        if (step.rating >= res->rating) {
            res->rating = step.rating;
            res->hardest = step.tech;
        }
        if ((step.tech == CT_X_CHAIN || step.tech == CT_FORCING_CHAIN) && step.length > res->max_chain)
            res->max_chain = step.length;
        if (on_step && on_step(ctx, &step)) {
            res->status = g->empties ? CLASSIFY_STOPPED : CLASSIFY_SOLVED;
            break;
        }
    }
    res->remaining = g->empties;
    if (res->status == CLASSIFY_SOLVED && res->hardest == CT_FORCING_CHAIN) {
        /* Many forcing chains are harder than one: a tenth per doubling of their number. */
        long k = res->counts[CT_FORCING_CHAIN] + 1;
        while (k > 1 && res->rating < 99) {
            res->rating++;
            k /= 2;
        }
    }
    if (res->status == CLASSIFY_STUCK) {
        /* Guessing: 10.0 and up, more the more of the grid is left open when logic runs out. */
        res->hardest = CT_GUESSING;
        res->counts[CT_GUESSING] = 1;
        res->rating = 100 + (res->empties ? (res->remaining * 50) / res->empties : 0);
    }
    if (res->hardest < 0) res->rating = 10;
    res->level = res->status < 0 ? -1 : classify_level_of(res);
    return res->status;
}

const char *classify_tech_name(int tech)
{
    static const char *const names[CT_COUNT] = {
        "hidden-single", "naked-single", "pointing", "claiming", "naked-pair", "x-wing",
        "hidden-pair", "naked-triple", "swordfish", "hidden-triple", "xy-wing", "xyz-wing",
        "unique-rectangle", "naked-quad", "jellyfish", "hidden-quad", "wxyz-wing", "bug",
        "vwxyz-wing", "x-chain", "forcing-chain", "guessing"};
    return tech >= 0 && tech < CT_COUNT ? names[tech] : "none";
}

int classify_hardest_level(int box_rows, int box_cols)
{
    return box_rows * box_cols <= 4 ? CL_EASY : CL_BEYOND;
}

const char *classify_level_name(int level)
{
    static const char *const names[CL_COUNT] = {"Easy", "Medium", "Hard", "Evil", "Beyond"};
    return level >= 0 && level < CL_COUNT ? names[level] : "Invalid";
}
