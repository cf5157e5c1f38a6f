/* nonogram_gen.c: the Nonogram generator: a random picture of the asked density, repaired until its clues
   have one solution (a cell flipped where two solutions differ, or where logic stays unsure), then graded. */
#include "gen/nonogram_gen.h"

#include <string.h>

#include "dlx/arena.h"

struct ng_gen_work {
    int w, h;
    uint8_t *logic_grid, *first, *second, *best;
    uint16_t *unsure;   /* cells to pick from (unknown ones, or where solutions differ) */
    uint16_t *smoothed; /* a random picture's noise averaged over 3x3 cells */
};

/* Lays the grids out after the header in base (W H cells each); with base NULL (and wk NULL) only counts. */
static size_t work_layout(struct ng_gen_work *wk, unsigned char *base, int w, int h)
{
    size_t off = cj_align(sizeof(struct ng_gen_work)), cells = (size_t)w * (size_t)h;
    uint8_t *grids = cj_take(base, &off, 1, 4 * cells);
    uint16_t *lists = cj_take(base, &off, sizeof(uint16_t), 2 * cells);
    if (wk != NULL) {
        wk->w = w;
        wk->h = h;
        wk->logic_grid = grids;
        wk->first = grids + cells;
        wk->second = grids + 2 * cells;
        wk->best = grids + 3 * cells;
        wk->unsure = lists;
        wk->smoothed = lists + cells;
    }
    return off;
}

size_t ng_gen_work_bytes(int w, int h)
{
    return ng_shape_ok(w, h) ? work_layout(NULL, NULL, w, h) + 8 : 0;
}

ng_gen_work *ng_gen_work_init(void *mem, size_t bytes, int w, int h)
{
    size_t need = ng_gen_work_bytes(w, h);
    struct ng_gen_work *wk;
    if (mem == NULL || need == 0 || bytes < need)
        return NULL;
    wk = (struct ng_gen_work *)cj_align_base(mem);
    work_layout(wk, (unsigned char *)wk, w, h);
    return wk;
}

/* The cells a flip of x takes with it under the symmetry (x itself first); returns how many. */
static int orbit(int x, int w, int h, int symmetry, int *out)
{
    int r = x / w, c = x % w, n = 1, k, m;
    int cand[4];
    out[0] = x;
    m = 0;
    if (symmetry == NG_SYM_ROT180 || symmetry == NG_SYM_ROT90)
        cand[m++] = (h - 1 - r) * w + (w - 1 - c);
    if (symmetry == NG_SYM_ROT90) {
        cand[m++] = c * w + (w - 1 - r);
        cand[m++] = (w - 1 - c) * w + r;
    }
    if (symmetry == NG_SYM_MIRROR)
        cand[m++] = r * w + (w - 1 - c);
    if (symmetry == NG_SYM_DIAGONAL)
        cand[m++] = c * w + r;
    for (k = 0; k < m; k++) {
        int j, seen = 0;
        for (j = 0; j < n; j++)
            seen |= out[j] == cand[k];
        if (!seen)
            out[n++] = cand[k];
    }
    return n;
}

static void flip(uint8_t *grid, int x, int w, int h, int symmetry)
{
    int cells[4], n = orbit(x, w, h, symmetry, cells), k;
    uint8_t v = grid[x] == NG_BLACK ? NG_WHITE : NG_BLACK;
    for (k = 0; k < n; k++)
        grid[cells[k]] = v;
}

/* Whether x is the first cell (the lowest) of its orbit. */
static int orbit_first(int x, int w, int h, int symmetry)
{
    int orb[4], n = orbit(x, w, h, symmetry, orb), k;
    for (k = 1; k < n && orb[k] > x; k++)
        ;
    return k == n;
}

/* The cells where a and b differ (b NULL: where a is unknown), in order, into list; returns how many. */
static int cells_where(const uint8_t *a, const uint8_t *b, int cells, uint16_t *list)
{
    int x, n = 0;
    for (x = 0; x < cells; x++)
        if (b != NULL ? a[x] != b[x] : a[x] == NG_UNKNOWN)
            list[n++] = (uint16_t)x;
    return n;
}

/* A random cell of list, taken out of it (the others keep their order); -1 when it is empty. */
static int take_random(uint16_t *list, int *n, cj_rng *rng)
{
    int k, x;
    if (*n == 0)
        return -1;
    k = (int)cj_rng_below(rng, (uint32_t)*n);
    x = list[k];
    memmove(list + k, list + k + 1, (size_t)(*n - k - 1) * sizeof list[0]);
    (*n)--;
    return x;
}

/* A random cell of list whose colour in picture is excess (NG_BLACK or NG_WHITE), taken out of it; any cell of the
   list when none has that colour. -1 when the list is empty. */
static int take_excess(uint16_t *list, int *n, cj_rng *rng, const uint8_t *picture, int excess)
{
    int k, m = 0;
    for (k = 0; k < *n; k++)
        m += picture[list[k]] == excess;
    if (m == 0)
        return take_random(list, n, rng);
    m = (int)cj_rng_below(rng, (uint32_t)m);
    for (k = 0; picture[list[k]] != excess || m-- > 0; k++)
        ;
    m = list[k];
    memmove(list + k, list + k + 1, (size_t)(*n - k - 1) * sizeof list[0]);
    (*n)--;
    return m;
}

/* The cell to flip, taken out of list: a random one; unless the density is 50% or a start picture is repaired, one of
   the colour the picture (black cells of it) has more of than the density asks, when the list has one. -1 when
   the list is empty. */
static int take_flip(const ng_gen_opts *o, int density, const uint8_t *picture, int black, uint16_t *list, int *n,
                     cj_rng *rng)
{
    if (o->start != NULL || density == 50) /* 50: as it always was */
        return take_random(list, n, rng);
    return take_excess(list, n, rng, picture, black > o->w * o->h * density / 100 ? NG_BLACK : NG_WHITE);
}

/* For --level line (and, down to enough unknown cells, for a random picture without a level once the fresh
   tries are spent): line logic on the clues (g receives its grade); when it leaves more than enough cells
   unknown (0 for --level line), a random picture
   gets a flip per 3 unsure cells at once (a start picture none, to stay near it) and the cell to flip next is
   returned; -1 when line logic leaves at most enough. Each is a random cell of those still unsure. Unless the density
   is 50%, it is one of the colour the picture has more of than the density asks, when there is one, and a flip per
   8 unsure cells: the unknown cells of a sparse picture are mostly white, and flipping them at random took a
   30x30 asked at 25% black to 53% (a flip per 8 makes it in a third of the time a flip per 3 takes, 30x30 at 25%). */
static int line_flips(ng_logic *lg, const ng_gen_opts *o, int density, cj_rng *rng, const ng_puzzle *p,
                      uint8_t *picture, ng_gen_work *wk, ng_gen_stats *st, ng_grade *g, int enough)
{
    int cells = o->w * o->h, unsure, extra, x, n = 0, black = 0, orb[4];
    unsure = ng_grade_lines(lg, p, wk->logic_grid, g);
    if (unsure <= enough)
        return -1;
    n = cells_where(wk->logic_grid, NULL, cells, wk->unsure);
    for (x = 0; x < cells; x++)
        black += picture[x] == NG_BLACK;
    for (extra = o->start == NULL ? unsure / (density == 50 ? 3 : 8) : 0; extra >= 0; extra--) { /* fewer rounds */
        x = take_flip(o, density, picture, black, wk->unsure, &n, rng);
        if (extra > 0) {
            int k = orbit(x, o->w, o->h, o->symmetry, orb);
            black += picture[x] == NG_BLACK ? -k : k;
            flip(picture, x, o->w, o->h, o->symmetry);
            st->flips++;
        }
    }
    return x;
}

/* The cell to flip where a and b differ (b NULL: where a is unknown), as take_flip chooses it (random ones took a
   10x10 asked at 25% to 32% black with --level probing). -1 when none. */
static int pick_balanced(const ng_gen_opts *o, int density, const uint8_t *picture, const uint8_t *a,
                         const uint8_t *b, cj_rng *rng, uint16_t *list)
{
    int cells = o->w * o->h, n = cells_where(a, b, cells, list), x, black = 0;
    for (x = 0; x < cells; x++)
        black += picture[x] == NG_BLACK;
    return take_flip(o, density, picture, black, list, &n, rng);
}

/* The counts' stop hook: the caller's budget, and the generator's cap on the nodes (splits) of one count
   (without a level, of a random picture: a 30x30 at 15% black met a count of 94,360 nodes, 28 s; at 50% none
   takes over 2 nodes on seeds 1-3, 10-40 a side). */
enum { NG_COUNT_CAP = 2000 };
struct count_stop {
    const ng_gen_opts *o;
    long nodes, cap; /* cap 0: none */
};

static int count_keep_going(void *ctx)
{
    struct count_stop *cs = (struct count_stop *)ctx;
    if (cs->cap > 0 && ++cs->nodes > cs->cap)
        return 0;
    return cs->o->keep_going == NULL || cs->o->keep_going(cs->o->keep_going_ctx);
}

/* Repairs picture until its clues have one solution at the asked level, flipping at most max_flips cells:
   0 with p holding its clues and st its grade, -1 (a new picture is needed), or -3 when keep_going says stop
   (asked before each step: a step grades or counts the clues, far dearer than the question). Without a level,
   for a random picture, clues far from unique are not counted to the end: over a quarter of the cells unknown
   after probing, or a count past NG_COUNT_CAP nodes (sparse pictures: such counts took up to a minute, and a
   picture dozens of them, 30x30 at 25% black). With fresh set, the picture is then dropped for a new one;
   without, line logic's flips of the colour in excess first bring the cells it leaves unknown down to enough
   (a 32nd of the cells, halved each time a count passes the cap or probing leaves over a quarter unknown), then
   the repair counts. At 50% (the default) the counts are not capped and the later tries flip nothing first, as
   always: such pictures never needed it, and their puzzles stay as they were. */
static int repair(ng_solver *s, const ng_gen_opts *o, int density, cj_rng *rng, ng_puzzle *p, uint8_t *picture,
                  ng_gen_work *wk, ng_gen_stats *st, int fresh, struct count_stop *cs)
{
    int cells = o->w * o->h, target = o->level, flips, x, enough = cells / 32; /* target 0 = any level */
    int bounded = target == 0 && o->start == NULL && density != 50; /* capped counts, flips before the later ones */
    ng_logic *lg = ng_solver_logic(s);
    for (flips = 0; flips <= o->max_flips; flips++) {
        ng_grade g;
        if (o->keep_going != NULL && !o->keep_going(o->keep_going_ctx))
            return -3;
        ng_clues_of(p, o->w, o->h, picture);
        x = -1;
        if (target == 1)
            x = line_flips(lg, o, density, rng, p, picture, wk, st, &g, 0);
        else if (!bounded || fresh || (x = line_flips(lg, o, density, rng, p, picture, wk, st, &g, enough)) < 0)
            ng_grade_puzzle(lg, p, wk->logic_grid, &g);
        if (x < 0) { /* graded: done, or a cell where the asked logic stays unsure or two solutions differ */
            long n;
            int far;
            st->level = g.level;
            st->rating = g.rating;
            if (target == 0 ? g.level <= 2 : g.level == target && target != 3)
                return 0;
            if (g.level < 3)
                return -1; /* too easy for the target: a new picture */
            far = target == 0 && (fresh || bounded) && g.unknown_after_probing > cells / 4;
            if (target == 2) {
                x = pick_balanced(o, density, picture, wk->logic_grid, NULL, rng, wk->unsure);
            } else if (!far) {
                cs->nodes = 0;
                cs->cap = bounded ? NG_COUNT_CAP : 0;
                n = ng_count(s, p, 2, 1, wk->first, wk->second);
                far = cs->cap > 0 && cs->nodes > cs->cap; /* stopped at the cap, not by the caller */
                cs->cap = 0;
                st->counts++;
                if (n == NG_ESTOPPED && !far)
                    return -3;
                if (n == 1)
                    return 0;
                if (!far) /* n 0: never for a picture */
                    x = n < 2 ? -1 : pick_balanced(o, density, picture, wk->first, wk->second, rng, wk->unsure);
            }
            if (far && !fresh) { /* line logic to leave fewer cells unknown before the next count */
                enough = (g.unknown_after_lines < enough ? g.unknown_after_lines : enough) / 2;
                continue;
            }
            if (far)
                return -1; /* fresh: a new picture */
            if (x < 0)
                return -1;
        }
        flip(picture, x, o->w, o->h, o->symmetry);
        st->flips++;
    }
    return -1;
}

/* A random picture: noise smoothed over each cell's 3x3 neighbourhood, the density's share of the cells
   with the highest values black (ties may leave a few fewer), then each symmetry orbit coloured as its first
   cell. Shapes come out as blobs rather than speckle, as in Tatham's Pattern, so lines have fewer runs. */
static void smooth_picture(const ng_gen_opts *o, int density, cj_rng *rng, uint8_t *picture, ng_gen_work *wk)
{
    int w = o->w, h = o->h, cells = w * h, x, want = cells * density / 100, k;
    unsigned lo = 0, hi = 65535;
    for (x = 0; x < cells; x++)
        wk->unsure[x] = (uint16_t)cj_rng_below(rng, 1800); /* the raw noise (unsure is free until the repair);
                                                              36 * 1800 < 65536 */
    for (x = 0; x < cells; x++) {
        int r = x / w, c = x % w, dr, dc, sum = 0, n = 0;
        for (dr = -1; dr <= 1; dr++)
            for (dc = -1; dc <= 1; dc++)
                if (r + dr >= 0 && r + dr < h && c + dc >= 0 && c + dc < w) {
                    sum += wk->unsure[x + dr * w + dc];
                    n++;
                }
        wk->smoothed[x] = (uint16_t)(sum * (36 / n)); /* n is 4, 6 or 9 (or fewer on a thin board) */
    }
    while (lo < hi) { /* the least threshold with at most want cells at or above it */
        unsigned mid = (lo + hi) / 2;
        int above = 0;
        for (x = 0; x < cells; x++)
            above += wk->smoothed[x] >= mid;
        if (above <= want)
            hi = mid;
        else
            lo = mid + 1;
    }
    for (x = 0; x < cells; x++)
        picture[x] = want > 0 && wk->smoothed[x] >= lo ? NG_BLACK : NG_WHITE;
    for (x = 0; x < cells; x++) {
        int orb[4], n = orbit(x, w, h, o->symmetry, orb);
        if (orbit_first(x, w, h, o->symmetry))
            for (k = 1; k < n; k++)
                picture[orb[k]] = picture[x];
    }
}

/* The start picture made symmetric: each orbit filled when at least half its cells are (the majority, ties
   filled), so the repairs, which flip whole orbits, keep the symmetry. */
static void symmetric_start(const ng_gen_opts *o, uint8_t *picture)
{
    int x, k, cells = o->w * o->h;
    for (x = 0; x < cells; x++) {
        int orb[4], n = orbit(x, o->w, o->h, o->symmetry, orb), filled = 0;
        for (k = 0; k < n; k++)
            filled += o->start[orb[k]] != 0;
        picture[x] = 2 * filled >= n ? NG_BLACK : NG_WHITE;
    }
}

/* The picture an attempt starts from: the start picture (made symmetric when a symmetry is asked); for
   puzzles line logic solves (or any unique one), a smoothed random picture; for the harder levels, random
   cells at the density (with their symmetric partners), since smooth pictures seldom need more than line
   logic (10x10 --level probing: 10 of 40 not made within the tries, smoothed; all 40 from noise). */
static void first_picture(const ng_gen_opts *o, int density, cj_rng *rng, uint8_t *picture, ng_gen_work *wk)
{
    int x, cells = o->w * o->h;
    if (o->start != NULL) {
        symmetric_start(o, picture);
        return;
    }
    if (o->level <= 1) {
        smooth_picture(o, density, rng, picture, wk);
        return;
    }
    memset(picture, NG_WHITE, (size_t)cells);
    for (x = 0; x < cells; x++) /* one draw a cell; an orbit black by its first cell's, so at the density */
        if ((int)cj_rng_below(rng, 100) < density && orbit_first(x, o->w, o->h, o->symmetry))
            flip(picture, x, o->w, o->h, o->symmetry);
}

/* Whether a random picture is of one colour where another one could be had: the symmetry leaves two orbits or
   more, and the density asks for neither nearly all white nor nearly all black (an all-black 8x8 under rot90 is
   unique, and no puzzle). */
static int one_colour(const ng_gen_opts *o, int density, const uint8_t *picture)
{
    int cells = o->w * o->h, x, orbits = 0, black = 0;
    for (x = 0; x < cells; x++) {
        orbits += orbit_first(x, o->w, o->h, o->symmetry);
        black += picture[x] == NG_BLACK;
    }
    return o->start == NULL && orbits >= 2 && density >= 5 && density <= 95 && (black == 0 || black == cells);
}

static int generate(ng_solver *s, const ng_gen_opts *o, cj_rng *rng, ng_puzzle *p, uint8_t *picture,
                    ng_gen_work *wk, ng_gen_stats *st, struct count_stop *cs)
{
    int cells = o->w * o->h, attempt, x, best = -1, rc;
    int density = o->density_percent > 0 ? o->density_percent : 50;
    ng_grade g;
    memset(st, 0, sizeof *st);
    if (!ng_shape_ok(o->w, o->h) || density > 100 || wk->w != o->w || wk->h != o->h ||
        ((o->symmetry == NG_SYM_ROT90 || o->symmetry == NG_SYM_DIAGONAL) && o->w != o->h))
        return -1;
    for (attempt = 0; attempt < o->max_attempts && best != 0; attempt++) {
        st->attempts++;
        first_picture(o, density, rng, picture, wk);
        rc = repair(s, o, density, rng, p, picture, wk, st, o->start == NULL && attempt < o->max_attempts / 2, cs);
        if (rc == -3)
            return -3; /* stopped: even a repair of the start picture kept so far is not given */
        if (rc != 0 || one_colour(o, density, picture))
            continue;
        if (o->start == NULL)
            return 0;
        for (x = 0, st->distance = 0; x < cells; x++)
            st->distance += (picture[x] == NG_BLACK) != (o->start[x] != 0);
        if (best < 0 || st->distance < best) {
            best = st->distance;
            memcpy(wk->best, picture, (size_t)cells);
        }
    }
    if (best < 0)
        return -2;
    memcpy(picture, wk->best, (size_t)cells); /* the nearest of the repairs of the start picture */
    ng_clues_of(p, o->w, o->h, picture);
    ng_grade_puzzle(ng_solver_logic(s), p, wk->logic_grid, &g);
    st->level = g.level;
    st->rating = g.rating;
    st->distance = best;
    return 0;
}

int ng_generate(ng_solver *s, const ng_gen_opts *o, cj_rng *rng, ng_puzzle *p, uint8_t *picture, ng_gen_work *wk,
                ng_gen_stats *st)
{
    int rc;
    struct count_stop cs;
    cs.o = o;
    cs.nodes = cs.cap = 0;
    ng_solver_stop_hook(s, count_keep_going, &cs); /* a long count stops too */
    rc = generate(s, o, rng, p, picture, wk, st, &cs);
    ng_solver_stop_hook(s, NULL, NULL);
    return rc;
}
