/* test_dlx.c: the exact-cover engine on instances with published answers (N-queens, pentominoes,
   Langford pairs), and the claim that commits, hides and searches leave no trace once undone. */
#include <stdlib.h>
#include <string.h>

#include "dlx/dlx.h"
#include "dlx/rng.h"
#include "tests/check.h"

check_counts checks;

static dlx *new_engine(int primary, int secondary, int options, int entries)
{
    size_t bytes = dlx_bytes(primary, secondary, options, entries);
    void *mem = malloc(bytes);
    dlx *d = dlx_init(mem, bytes, primary, secondary, options, entries);
    CHECK(d != NULL, "dlx_init(%d, %d, %d, %d)", primary, secondary, options, entries);
    return d;
}

static long count_all(dlx *d)
{
    return dlx_search(d, NULL, NULL);
}

/* The count with the engine's propagation on (items left with 2..k options), which must not change
   it, and must leave the engine as it found it. */
static long count_propagating(dlx *d, int k)
{
    dlx_search_opts o;
    uint64_t before = dlx_state_hash(d);
    long got;
    memset(&o, 0, sizeof o);
    o.first_item = -1;
    o.propagate = k;
    got = dlx_search(d, &o, NULL);
    CHECK(dlx_state_hash(d) == before, "propagation %d: state restored after the search", k);
    return got;
}

/* N queens: rows and columns primary, both diagonal families secondary. */
static dlx *queens(int n)
{
    int diag = 2 * n - 1, r, c;
    dlx *d = new_engine(2 * n, 2 * diag, n * n, 4 * n * n);
    for (r = 0; r < n; r++)
        for (c = 0; c < n; c++) {
            int items[4];
            items[0] = r;
            items[1] = n + c;
            items[2] = 2 * n + (r + c);
            items[3] = 2 * n + diag + (r - c + n - 1);
            CHECK(dlx_add_option(d, items, 4) == r * n + c, "queens option numbering");
        }
    return d;
}

static void test_queens(void)
{
    static const long known[11] = {0, 1, 0, 0, 2, 10, 4, 40, 92, 352, 724};
    int n;
    for (n = 1; n <= 10; n++) {
        dlx *d = queens(n);
        long got = count_all(d), k2 = count_propagating(d, 2), k4 = count_propagating(d, 4);
        CHECK(got == known[n], "%d-queens: %ld solutions, want %ld", n, got, known[n]);
        CHECK(k2 == known[n] && k4 == known[n], "%d-queens with propagation: %ld, %ld", n, k2, k4);
        free(d);
    }
}

/* The 8-queens solutions each hold one queen per row and column, on distinct diagonals:
   checked directly from the options the callback sees. */
static int check_queens_solution(void *ctx, const dlx_index *options, int count)
{
    int *bad = ctx, a, b;
    if (count != 8)
        (*bad)++;
    for (a = 0; a < count; a++)
        for (b = a + 1; b < count; b++) {
            int ra = options[a] / 8, ca = options[a] % 8, rb = options[b] / 8, cb = options[b] % 8;
            if (ra == rb || ca == cb || ra + ca == rb + cb || ra - ca == rb - cb)
                (*bad)++;
        }
    return 0;
}

static void test_enumerate_callback(void)
{
    dlx *d = queens(8);
    dlx_search_opts o;
    int bad = 0;
    long found;
    memset(&o, 0, sizeof o);
    o.first_item = -1;
    o.on_solution = check_queens_solution;
    o.ctx = &bad;
    found = dlx_search(d, &o, NULL);
    CHECK(found == 92 && bad == 0, "8-queens by callback: %ld solutions, %d bad", found, bad);
    o.on_solution = NULL;
    o.limit = 10;
    CHECK(dlx_search(d, &o, NULL) == 10, "limit 10 stops at 10");
    free(d);
}

/* Pentominoes on a 6x10 board: 12 piece items and 60 cell items. */
static const char *pentominoes[12] = {
    "00 01 02 03 04", "00 01 02 03 10", "00 01 02 03 11", "00 01 02 10 11", "00 01 02 10 20", "00 01 02 11 21",
    "00 01 11 12 22", "00 01 11 21 22", "00 01 10 20 21", "01 10 11 12 21", "00 01 11 12 13", "01 02 10 11 21",
};

typedef struct shape {
    int r[5], c[5];
} shape;

static void normalise(shape *s)
{
    int k, j, mr = 99, mc = 99;
    for (k = 0; k < 5; k++) {
        if (s->r[k] < mr)
            mr = s->r[k];
        if (s->c[k] < mc)
            mc = s->c[k];
    }
    for (k = 0; k < 5; k++) {
        s->r[k] -= mr;
        s->c[k] -= mc;
    }
    for (k = 0; k < 5; k++) /* sort cells so equal shapes compare equal */
        for (j = k + 1; j < 5; j++)
            if (s->r[j] * 10 + s->c[j] < s->r[k] * 10 + s->c[k]) {
                int t = s->r[j];
                s->r[j] = s->r[k];
                s->r[k] = t;
                t = s->c[j];
                s->c[j] = s->c[k];
                s->c[k] = t;
            }
}

static void test_pentominoes(void)
{
    const int rows = 6, cols = 10;
    int options = 0, p, k;
    dlx *d = new_engine(72, 0, 2500, 2500 * 6);
    long got;
    for (p = 0; p < 12; p++) {
        shape base, seen[8];
        int n_seen = 0, o;
        for (k = 0; k < 5; k++) {
            base.r[k] = pentominoes[p][3 * k] - '0';
            base.c[k] = pentominoes[p][3 * k + 1] - '0';
        }
        for (o = 0; o < 8; o++) {
            shape s;
            int j, dup = 0, dr, dc;
            for (k = 0; k < 5; k++) {
                int r = base.r[k], c = base.c[k], t;
                for (j = 0; j < o % 4; j++) { /* rotate a quarter turn */
                    t = r;
                    r = c;
                    c = -t;
                }
                if (o >= 4)
                    c = -c;
                s.r[k] = r;
                s.c[k] = c;
            }
            normalise(&s);
            for (j = 0; j < n_seen; j++)
                if (memcmp(&seen[j], &s, sizeof s) == 0)
                    dup = 1;
            if (dup)
                continue;
            seen[n_seen++] = s;
            for (dr = 0; dr < rows; dr++)
                for (dc = 0; dc < cols; dc++) {
                    int items[6], fits = 1;
                    items[0] = p;
                    for (k = 0; k < 5; k++) {
                        int r = s.r[k] + dr, c = s.c[k] + dc;
                        if (r >= rows || c >= cols)
                            fits = 0;
                        items[k + 1] = 12 + r * cols + c;
                    }
                    if (fits && dlx_add_option(d, items, 6) >= 0)
                        options++;
                }
        }
    }
    CHECK(options == 2056, "6x10 pentomino placements: %d, want 2056", options);
    got = count_all(d);
    CHECK(got == 9356, "6x10 pentomino tilings: %ld, want 9356 (2339 up to symmetry)", got);
    /* With propagation: the same counts below a few committed placements (the full count takes long). */
    for (k = 0; k < 2056; k += 700) {
        long plain, propagated;
        if (dlx_commit(d, k) != DLX_OK)
            continue;
        plain = count_all(d);
        propagated = count_propagating(d, 3);
        CHECK(plain == propagated && plain > 0, "pentominoes below placement %d: %ld plain, %ld with propagation",
              k, plain, propagated);
        dlx_retract(d);
    }
    free(d);
}

/* Langford pairs for n = 7: value k at positions i and i+k+1. */
static void test_langford(void)
{
    const int n = 7;
    int k, i;
    dlx *d = new_engine(3 * n, 0, n * 2 * n, n * 2 * n * 3);
    for (k = 1; k <= n; k++)
        for (i = 0; i + k + 1 < 2 * n; i++) {
            int items[3];
            items[0] = k - 1;
            items[1] = n + i;
            items[2] = n + i + k + 1;
            dlx_add_option(d, items, 3);
        }
    CHECK(count_all(d) == 52, "Langford n=7: 52 solutions (26 up to reversal)");
    CHECK(count_propagating(d, 2) == 52 && count_propagating(d, 6) == 52, "Langford n=7 with propagation");
    free(d);
}

/* Random commits, hides and searches, undone: the state hash returns to the initial one, and
   every count agrees with a fresh engine given the same commits and hides. */
static void test_restore(void)
{
    cj_rng rng;
    int round;
    dlx *d = queens(8);
    uint64_t initial = dlx_state_hash(d);
    cj_rng_seed(&rng, 42, 0);
    for (round = 0; round < 300; round++) {
        int ops = (int)cj_rng_below(&rng, 12), k, done[16], kinds[16], n_done = 0;
        for (k = 0; k < ops; k++) {
            int option = (int)cj_rng_below(&rng, 64), kind = (int)cj_rng_below(&rng, 3);
            if (kind == 0 && dlx_commit(d, option) == DLX_OK) {
                kinds[n_done] = 0;
                done[n_done++] = option;
            } else if (kind == 1 && dlx_hide(d, option) == DLX_OK) {
                kinds[n_done] = 1;
                done[n_done++] = option;
            } else if (kind == 2) {
                dlx_search_opts o;
                long got, want;
                dlx *fresh = queens(8);
                int j;
                memset(&o, 0, sizeof o);
                o.first_item = -1;
                o.rng = cj_rng_below(&rng, 2) ? &rng : NULL;
                o.propagate = (int)cj_rng_below(&rng, 4); /* 0, 1: off; 2, 3: on */
                got = dlx_search(d, &o, NULL);
                for (j = 0; j < n_done; j++)
                    if (kinds[j] == 0)
                        dlx_commit(fresh, done[j]);
                    else
                        dlx_hide(fresh, done[j]);
                want = count_all(fresh);
                CHECK(got == want, "round %d: %ld solutions after %d operations, fresh engine says %ld", round,
                      got, n_done, want);
                free(fresh);
            }
        }
        /* LIFO order is enforced: undo in reverse. */
        while (n_done > 0) {
            n_done--;
            CHECK((kinds[n_done] == 0 ? dlx_retract(d) : dlx_unhide(d)) == DLX_OK, "undo in LIFO order");
        }
        CHECK(dlx_state_hash(d) == initial, "round %d: state restored", round);
    }
    /* Out-of-order undo is refused, and commit of a taken option is a conflict. */
    CHECK(dlx_commit(d, 0) == DLX_OK && dlx_hide(d, 10) == DLX_OK, "commit then hide");
    CHECK(dlx_retract(d) == DLX_EORDER, "retract under a later hide is refused");
    CHECK(dlx_commit(d, 1) == DLX_ECONFLICT, "option in the same row conflicts");
    CHECK(dlx_hide(d, 10) == DLX_ECONFLICT, "hiding a hidden option conflicts");
    dlx_reset(d);
    CHECK(dlx_state_hash(d) == initial && dlx_committed(d) == 0, "dlx_reset restores");
    free(d);
}

static void test_errors_and_sizes(void)
{
    unsigned char small[64];
    int items[3] = {0, 1, 1};
    dlx *d;
    CHECK(dlx_init(small, sizeof small, 4, 0, 4, 16) == NULL, "too small a block is refused");
    CHECK(dlx_bytes(0, 0, 1, 1) == 0, "an instance needs items");
    /* Past 2^31 nodes (1 + 2 + 2^30 - 1 + 2^30) the engine's int node numbers cannot count them: 0, not a size
       (the coloured size wrapped to a block too small). */
    CHECK(dlx_bytes(1, 0, 1073741824, 1073741823) == 0 && dlx_bytes_coloured(1, 0, 1073741824, 1073741823) == 0,
          "an instance of more than 2^31 nodes has no size");
    CHECK(dlx_bytes(1, 0, 1, 1) > 0 && dlx_bytes_coloured(1, 0, 1, 1) >= dlx_bytes(1, 0, 1, 1),
          "a small instance has one, the coloured one no smaller");
    d = new_engine(3, 0, 2, 6);
    CHECK(dlx_add_option(d, items, 3) == DLX_EDUP, "duplicate item in an option");
    items[2] = 3;
    CHECK(dlx_add_option(d, items, 3) == DLX_ERANGE, "item out of range");
    items[2] = 2;
    CHECK(dlx_add_option(d, items, 3) == 0 && dlx_add_option(d, items, 3) == 1, "two options");
    CHECK(dlx_add_option(d, items, 3) == DLX_ERANGE, "more options than sized for");
    CHECK(count_all(d) == 2, "two identical options: two solutions");
    free(d);
}

/* An option refused for an item twice leaves no trace: random instances (secondary items too) built with such an
   attempt before every option are, state for state, the ones built without, and count alike (repeats after the
   first item too). */
static void test_refused_options_leave_no_trace(void)
{
    cj_rng rng;
    int round;
    cj_rng_seed(&rng, 7, 0);
    for (round = 0; round < 200; round++) {
        int primary = 2 + (int)cj_rng_below(&rng, 6), secondary = (int)cj_rng_below(&rng, 3), k, j;
        int items = primary + secondary, options = 1 + (int)cj_rng_below(&rng, 10);
        dlx *a = new_engine(primary, secondary, options, options * items);
        dlx *b = new_engine(primary, secondary, options, options * items);
        for (k = 0; k < options; k++) {
            int option[9], twice[10], len = 0, at;
            for (j = 0; j < items; j++)
                if (cj_rng_below(&rng, 3) == 0 || (j == items - 1 && len == 0))
                    option[len++] = j;
            at = (int)cj_rng_below(&rng, (uint32_t)len + 1); /* a copy of one of the items, put at `at` */
            for (j = 0; j < len + 1; j++)
                twice[j] = j < at ? option[j] : j == at ? option[cj_rng_below(&rng, (uint32_t)len)] : option[j - 1];
            CHECK(dlx_add_option(a, twice, len + 1) == DLX_EDUP, "round %d: an item twice is refused", round);
            CHECK(dlx_add_option(a, option, len) == k && dlx_add_option(b, option, len) == k, "round %d: added", round);
        }
        CHECK(dlx_state_hash(a) == dlx_state_hash(b), "round %d: the refusals left the engine as it was", round);
        CHECK(count_all(a) == count_all(b), "round %d: the same count", round);
        free(a);
        free(b);
    }
}

static void test_stats_and_random(void)
{
    dlx *d = queens(8);
    dlx_search_opts o;
    dlx_stats st;
    cj_rng rng;
    const dlx_index *sol;
    int n, seen_first[8] = {0}, k, j, distinct = 0;
    memset(&o, 0, sizeof o);
    o.first_item = -1;
    dlx_search(d, &o, &st);
    CHECK(st.solutions == 92 && st.nodes > 92 && st.backtracks > 0 && st.max_depth == 8 && st.root_branching == 8,
          "8-queens stats: nodes %llu backtracks %llu depth %d root %d", (unsigned long long)st.nodes,
          (unsigned long long)st.backtracks, st.max_depth, st.root_branching);
    o.limit = 1;
    o.rng = &rng;
    for (k = 0; k < 40; k++) {
        cj_rng_seed(&rng, 7, (uint64_t)k);
        dlx_search(d, &o, NULL);
        n = dlx_first_solution(d, &sol);
        CHECK(n == 8, "a random first solution has 8 queens");
        for (j = 0; j < n; j++) /* the column of the queen in row 0 (option r * 8 + c) */
            if (sol[j] / 8 == 0 && !seen_first[sol[j] % 8]++)
                distinct++;
    }
    CHECK(distinct >= 4, "random option order varies the first solution (%d distinct)", distinct);
    o.rng = NULL;
    o.node_limit = 5;
    dlx_search(d, &o, &st);
    CHECK(st.aborted == 1 && st.nodes == 5, "node limit aborts");
    free(d);
}

/* Limited discrepancy search: a limit that cuts says so; a limit that cuts nothing finds everything;
   with the preferred options forming a solution, no discrepancy is needed to find it. */
static void test_discrepancies(void)
{
    dlx *d = queens(8);
    dlx_search_opts o;
    dlx_stats st;
    uint8_t prefer[64];
    static const int sol[8] = {0, 4, 7, 5, 2, 6, 1, 3}; /* a known 8-queens solution: column per row */
    long prev = 0, got;
    int k, r;
    memset(&o, 0, sizeof o);
    o.first_item = -1;
    memset(prefer, 0, sizeof prefer);
    for (r = 0; r < 8; r++)
        prefer[r * 8 + sol[r]] = 1;
    o.prefer = prefer;
    o.limit = 1;
    o.max_discrepancies = 1;
    got = dlx_search(d, &o, &st);
    {
        const dlx_index *opts;
        int n = dlx_first_solution(d, &opts), same = 0;
        for (k = 0; k < n; k++)
            same += prefer[opts[k]];
        CHECK(got == 1 && n == 8 && same == 8, "the preferred solution is found first (%d of 8 preferred)", same);
    }
    o.limit = 0;
    for (k = 1; k <= 8; k++) {
        o.max_discrepancies = k;
        got = dlx_search(d, &o, &st);
        CHECK(got >= prev && (got == 92 || st.pruned), "limit %d: %ld solutions, pruned %d", k, got, st.pruned);
        prev = got;
    }
    o.max_discrepancies = 1;
    got = dlx_search(d, &o, &st);
    CHECK(got < 92 && st.pruned == 1, "a tight limit cuts and says so (%ld)", got);
    o.max_discrepancies = 64;
    got = dlx_search(d, &o, &st);
    CHECK(got == 92 && st.pruned == 0, "a loose limit cuts nothing and finds all 92");
    free(d);
}

int main(void)
{
    test_discrepancies();
    test_queens();
    test_enumerate_callback();
    test_langford();
    test_pentominoes();
    test_restore();
    test_errors_and_sizes();
    test_refused_options_leave_no_trace();
    test_stats_and_random();
    return check_summary();
}
