/* guess.c: a singles-and-guessing solver, randomised and repeated, whose mean number of guesses is a
   difficulty feature (how often a solver that only knows singles must guess). Caller memory. */
#include <limits.h>
#include <string.h>
#include "classify/guess.h"
#include "dlx/arena.h"
#include "classify/grader_int.h"


static size_t frame_bytes(int n)
{
    size_t ncell = (size_t)n * (size_t)n;
    return cj_align(sizeof(uint64_t) * (ncell + 3u * (size_t)n) + ncell + 64u + 4u * sizeof(int));
}

size_t classify_guess_bytes(int box_rows, int box_cols, int max_depth)
{
    int n = box_rows * box_cols;
    if (box_rows < 1 || box_cols < 1 || n > 64 || max_depth < 1) return 0;
    return frame_bytes(n) * (size_t)max_depth;
}

/* A frame: cand[ncell], placed[3n], then grid[ncell], order[64], then cell, count, next, empties. The block
   may sit at any address, so the 64-bit words and the ints are copied in and out by bytes. */
typedef struct frame_view {
    unsigned char *cand, *placed;
    uint8_t *grid, *order;
    unsigned char *meta;
} frame_view;

static frame_view frame_at(unsigned char *mem, int n, int depth)
{
    frame_view f;
    size_t ncell = (size_t)n * (size_t)n;
    unsigned char *p = mem + frame_bytes(n) * (size_t)depth;
    f.cand = p;
    f.placed = f.cand + sizeof(uint64_t) * ncell;
    f.grid = f.placed + sizeof(uint64_t) * 3u * (size_t)n;
    f.order = f.grid + ncell;
    f.meta = p + cj_align(sizeof(uint64_t) * (ncell + 3u * (size_t)n) + ncell + 64u);
    return f;
}

static int meta_get(const frame_view *f, int k)
{
    int v;
    memcpy(&v, f->meta + sizeof(int) * (size_t)k, sizeof v);
    return v;
}

static void meta_set(frame_view *f, int k, int v) { memcpy(f->meta + sizeof(int) * (size_t)k, &v, sizeof v); }

static void snap(classify_grader *g, frame_view *f)
{
    memcpy(f->cand, g->cand, sizeof(uint64_t) * (size_t)g->ncell);
    memcpy(f->placed, g->placed, sizeof(uint64_t) * (size_t)g->nunit);
    memcpy(f->grid, g->grid, (size_t)g->ncell);
    meta_set(f, 3, g->empties);
}

static void back(classify_grader *g, const frame_view *f)
{
    memcpy(g->cand, f->cand, sizeof(uint64_t) * (size_t)g->ncell);
    memcpy(g->placed, f->placed, sizeof(uint64_t) * (size_t)g->nunit);
    memcpy(g->grid, f->grid, (size_t)g->ncell);
    g->empties = meta_get(f, 3);
}

/* One run: returns guesses made until the first solution, or -1 (no solution / limits); *path gets the
   number of guesses the solution rests on (the depth of the search when it was found), *deepest the
   most guesses any branch stacked up before singles refuted it or solved the grid. */
static long one_run(classify_grader *g, const uint8_t *grid, void *mem, int max_depth, cj_rng *rng, long limit,
                    long *dead, int *path, int *deepest)
{
    int depth = 0, placed = 0, n = g->n;
    long guesses = 0;
    if (classify_grader_load(g, grid) || cg_propagate(g, &placed, INT_MAX) < 0) return -1;
    for (;;) {
        frame_view f;
        int best = -1, best_pc = 65, ties = 0, i;
        if (depth > *deepest) *deepest = depth;
        if (g->empties == 0) {
            *path = depth;
            return guesses;
        }
        for (i = 0; i < g->ncell; i++) {
            int pc;
            if (g->grid[i]) continue;
            pc = cg_popcount(g->cand[i]);
            if (pc < best_pc) {
                best_pc = pc;
                best = i;
                ties = 1;
            } else if (pc == best_pc && cj_rng_below(rng, (uint32_t)++ties) == 0) {
                best = i; /* a uniform choice among the tied cells */
            }
        }
        if (depth == max_depth) return -1;
        f = frame_at((unsigned char *)mem, n, depth++);
        snap(g, &f);
        {
            int order[64], k = 0, v;
            for (v = 1; v <= n; v++)
                if (g->cand[best] & CJ_BIT(v)) order[k++] = v;
            cj_rng_shuffle(rng, order, k);
            for (v = 0; v < k; v++) f.order[v] = (uint8_t)order[v];
            meta_set(&f, 0, best);
            meta_set(&f, 1, k);
            meta_set(&f, 2, 0);
        }
        /* Try the next choice of the top frame; pop exhausted frames. */
        for (;;) {
            frame_view t = frame_at((unsigned char *)mem, n, depth - 1);
            int next = meta_get(&t, 2);
            if (next >= meta_get(&t, 1)) {
                if (--depth == 0) return -1;
                continue;
            }
            back(g, &t);
            meta_set(&t, 2, next + 1);
            cg_place(g, meta_get(&t, 0), t.order[next]);
            if (++guesses > limit) return -1;
            if (cg_propagate(g, &placed, INT_MAX) == 0) break;
            (*dead)++;
        }
    }
}

int classify_guess_stats(classify_grader *g, const uint8_t *grid, void *mem, int max_depth, int runs, uint64_t seed,
                         long limit, classify_guess_result *out)
{
    int r;
    memset(out, 0, sizeof *out);
    for (r = 0; r < runs; r++) {
        cj_rng rng;
        long dead = 0, k;
        int path = 0, deepest = 0;
        cj_rng_seed(&rng, seed, (uint64_t)r);
        k = one_run(g, grid, mem, max_depth, &rng, limit, &dead, &path, &deepest);
        if (k < 0) {
            out->failed++;
            continue;
        }
        out->runs++;
        out->guesses += k;
        out->path_depth += path;
        out->deepest += deepest;
        out->dead_ends += dead;
        if (k == 0) out->no_guess++;
        if (k > out->max_guesses) out->max_guesses = k;
    }
    return out->runs ? 0 : -1;
}
