/* test_xcc.c: the engine's colours (Knuth's XCC), and its propagation without them, on Knuth's small example
   and thousands of tiny random instances against a naive enumerator; commits, hides and searches leave no trace. */
#include <stdlib.h>
#include <string.h>

#include "dlx/dlx.h"
#include "dlx/rng.h"
#include "tests/check.h"

check_counts checks;

#define MAX_OPTIONS 14
#define MAX_ITEMS 8

/* One instance, kept apart from the engine so the naive count can read it. */
typedef struct xcc {
    int n_primary, n_secondary, n_options;
    int len[MAX_OPTIONS];
    int items[MAX_OPTIONS][MAX_ITEMS];
    int colours[MAX_OPTIONS][MAX_ITEMS];
} xcc;

/* The engine of an instance: coloured, or plain (an instance without colours: propagation's own paths, and
   its marks of the items it may look at, made at the first commit, hide or search after options were added).
   stage 1-3: an engine whose first half of options is searched (1), or searched with an option committed
   (2) or hidden (3), then put back, before the rest are added. */
static dlx *build_staged(const xcc *x, void **mem, int coloured, int stage)
{
    int k, entries = 0;
    size_t bytes;
    dlx *d;
    for (k = 0; k < x->n_options; k++)
        entries += x->len[k];
    bytes = coloured ? dlx_bytes_coloured(x->n_primary, x->n_secondary, x->n_options, entries)
                     : dlx_bytes(x->n_primary, x->n_secondary, x->n_options, entries);
    *mem = malloc(bytes);
    d = coloured ? dlx_init_coloured(*mem, bytes, x->n_primary, x->n_secondary, x->n_options, entries)
                 : dlx_init(*mem, bytes, x->n_primary, x->n_secondary, x->n_options, entries);
    CHECK(d != NULL, "dlx_init");
    for (k = 0; k < x->n_options; k++) {
        if (k == x->n_options / 2 && stage > 0) {
            dlx_search_opts o;
            memset(&o, 0, sizeof o);
            o.first_item = -1;
            o.propagate = 3;
            if (stage > 1)
                CHECK((stage == 2 ? dlx_commit(d, 0) : dlx_hide(d, 0)) == DLX_OK, "option 0 taken out");
            dlx_search(d, &o, NULL);
            if (stage > 1)
                CHECK((stage == 2 ? dlx_retract(d) : dlx_unhide(d)) == DLX_OK, "and put back");
        }
        CHECK(dlx_add_coloured_option(d, x->items[k], coloured ? x->colours[k] : NULL, x->len[k]) == k,
              "option %d added", k);
    }
    return d;
}

static dlx *build(const xcc *x, void **mem, int coloured) { return build_staged(x, mem, coloured, 0); }

/* Whether the options in the bit set are a solution: every primary item once; every secondary item either
   once without a colour or only ever with one colour; no option of secondary items alone. */
static int is_solution(const xcc *x, unsigned set)
{
    int uses[MAX_ITEMS] = {0}, colour[MAX_ITEMS] = {0}, plain[MAX_ITEMS] = {0}, k, j;
    for (k = 0; k < x->n_options; k++) {
        if (!(set >> k & 1u))
            continue;
        for (j = 0; j < x->len[k]; j++) {
            int i = x->items[k][j], c = x->colours[k][j];
            uses[i]++;
            if (c == 0)
                plain[i] = 1;
            else if (colour[i] != 0 && colour[i] != c)
                return 0;
            else
                colour[i] = c;
        }
    }
    for (k = 0; k < x->n_options; k++) { /* as Knuth's DLX: an option without a primary item is never chosen */
        int primary = 0;
        for (j = 0; j < x->len[k]; j++)
            primary |= x->items[k][j] < x->n_primary;
        if ((set >> k & 1u) && !primary)
            return 0;
    }
    for (j = 0; j < x->n_primary; j++)
        if (uses[j] != 1)
            return 0;
    for (; j < x->n_primary + x->n_secondary; j++)
        if (plain[j] && uses[j] > 1)
            return 0;
    return 1;
}

/* Solutions containing every option of must (a bit set). */
static long naive_count(const xcc *x, unsigned must)
{
    unsigned set;
    long n = 0;
    for (set = 0; set < 1u << x->n_options; set++)
        if ((set & must) == must && is_solution(x, set))
            n++;
    return n;
}

/* Solutions without option a. */
static long naive_without(const xcc *x, int a)
{
    unsigned set;
    long n = 0;
    for (set = 0; set < 1u << x->n_options; set++)
        if (!(set >> a & 1u) && is_solution(x, set))
            n++;
    return n;
}

/* Whether options a and b can be in one solution: no primary item in common, and every secondary item
   in common given the same colour by both. */
static int pair_ok(const xcc *x, int a, int b)
{
    int j, k;
    for (j = 0; j < x->len[a]; j++)
        for (k = 0; k < x->len[b]; k++)
            if (x->items[a][j] == x->items[b][k] &&
                (x->items[a][j] < x->n_primary || x->colours[a][j] == 0 || x->colours[a][j] != x->colours[b][k]))
                return 0;
    return 1;
}

/* Knuth's example of colours (TAOCP 7.2.2.1): the only solution is "q x:A" with "p r x:A y". */
static void test_knuth_example(void)
{
    static const xcc ex = {3, 2, 5, {4, 4, 2, 2, 2},
                           {{0, 1, 3, 4}, {0, 2, 3, 4}, {0, 3}, {1, 3}, {2, 4}},
                           {{0, 0, 0, 1}, {0, 0, 1, 0}, {0, 2}, {0, 1}, {0, 2}}};
    void *mem;
    dlx *d = build(&ex, &mem, 1);
    const dlx_index *sol;
    int n;
    CHECK(dlx_search(d, NULL, NULL) == 1, "Knuth's XCC example has one solution");
    n = dlx_first_solution(d, &sol);
    CHECK(n == 2 && ((sol[0] == 3 && sol[1] == 1) || (sol[0] == 1 && sol[1] == 3)), "its options are 3 and 1");
    CHECK(naive_count(&ex, 0) == 1, "the naive count agrees");
    free(mem);
}

/* A random instance: every option names one or more primary items, and secondary items with a colour
   (1..n_colours) or none. */
static void random_instance(xcc *x, cj_rng *rng)
{
    int n_colours = 1 + (int)cj_rng_below(rng, 3), k, i;
    x->n_primary = 2 + (int)cj_rng_below(rng, 4);
    x->n_secondary = 1 + (int)cj_rng_below(rng, 3);
    x->n_options = 4 + (int)cj_rng_below(rng, MAX_OPTIONS - 3);
    for (k = 0; k < x->n_options; k++) {
        x->len[k] = 0;
        while (x->len[k] == 0)
            for (i = 0; i < x->n_primary; i++)
                if (cj_rng_below(rng, 3) == 0) {
                    x->items[k][x->len[k]] = i;
                    x->colours[k][x->len[k]++] = 0;
                }
        for (i = x->n_primary; i < x->n_primary + x->n_secondary; i++)
            if (cj_rng_below(rng, 2) == 0) {
                x->items[k][x->len[k]] = i;
                x->colours[k][x->len[k]++] = cj_rng_below(rng, 4) == 0 ? 0 : 1 + (int)cj_rng_below(rng, (uint32_t)n_colours);
            }
    }
}

typedef struct found {
    const xcc *x;
    int bad;
} found;

static int check_solution(void *ctx, const dlx_index *options, int count)
{
    found *f = ctx;
    unsigned set = 0;
    int k;
    for (k = 0; k < count; k++)
        set |= 1u << options[k];
    if (!is_solution(f->x, set))
        f->bad++;
    return 0;
}

/* The engine against the naive count: the whole instance, with propagation on, each solution checked,
   then under a commit (and a second compatible one) and a hide, availability, and the state restored. */
static void test_random(void)
{
    cj_rng rng;
    int t, agree = 0, trials = 3000, restored = 0, avail_ok = 0;
    long total = 0;
    cj_rng_seed(&rng, 21, 0);
    for (t = 0; t < trials; t++) {
        xcc x;
        void *mem;
        dlx *d;
        dlx_search_opts o;
        found f;
        uint64_t built;
        int a, b, k, ok = 1;
        long want, got;
        random_instance(&x, &rng);
        d = build(&x, &mem, 1);
        built = dlx_state_hash(d);
        want = naive_count(&x, 0);
        memset(&o, 0, sizeof o);
        o.first_item = -1;
        f.x = &x;
        f.bad = 0;
        o.on_solution = check_solution;
        o.ctx = &f;
        got = dlx_search(d, &o, NULL);
        total += got;
        ok &= got == want && f.bad == 0;
        o.on_solution = NULL;
        o.propagate = 3;
        ok &= dlx_search(d, &o, NULL) == want;
        a = (int)cj_rng_below(&rng, (uint32_t)x.n_options);
        ok &= dlx_commit(d, a) == DLX_OK;
        ok &= dlx_search(d, NULL, NULL) == naive_count(&x, 1u << a);
        for (b = 0, k = 1; b < x.n_options; b++)
            if (b != a && dlx_available(d, b) != pair_ok(&x, a, b))
                k = 0;
        avail_ok += k;
        for (b = 0; b < x.n_options; b++)
            if (b != a && pair_ok(&x, a, b)) {
                int c;
                ok &= dlx_commit(d, b) == DLX_OK;
                ok &= dlx_search(d, NULL, NULL) == naive_count(&x, 1u << a | 1u << b);
                for (c = 0; c < x.n_options; c++)
                    if (c != a && c != b && dlx_available(d, c) != (pair_ok(&x, a, c) && pair_ok(&x, b, c)))
                        ok = 0;
                ok &= dlx_retract(d) == DLX_OK;
                break;
            }
        ok &= dlx_retract(d) == DLX_OK;
        /* Hiding an option: the solutions without it. */
        ok &= dlx_hide(d, a) == DLX_OK;
        ok &= dlx_search(d, NULL, NULL) == naive_without(&x, a);
        ok &= dlx_unhide(d) == DLX_OK;
        restored += dlx_state_hash(d) == built;
        agree += ok;
        free(mem);
    }
    CHECK(agree == trials, "%d of %d random XCC instances agree with the naive enumerator", agree, trials);
    CHECK(avail_ok == trials, "availability after a commit is pairwise compatibility (%d of %d)", avail_ok, trials);
    CHECK(restored == trials, "the state is restored after commits, hides and searches (%d of %d)", restored, trials);
    CHECK(total > trials / 4, "the instances have solutions to find (%ld in all)", total);
}

/* The uncoloured engine with propagation (2 to 8 options looked at) against the naive count, on the random
   instances stripped of colours: the whole instance, under a commit or a hide made before any search, and
   under a hide;
   and propagation does take options away (fewer nodes in all than without it). */
static void test_random_plain(void)
{
    cj_rng rng;
    int t, agree = 0, trials = 3000, same_nodes = 0;
    long nodes_plain = 0, nodes_propagating = 0;
    cj_rng_seed(&rng, 22, 0);
    for (t = 0; t < trials; t++) {
        xcc x;
        void *mem;
        dlx *d;
        dlx_search_opts o;
        dlx_stats st;
        int a, k, j, ok = 1, first_out = t % 3;
        long whole;
        random_instance(&x, &rng);
        for (k = 0; k < x.n_options; k++)
            for (j = 0; j < x.len[k]; j++)
                x.colours[k][j] = 0;
        d = build(&x, &mem, 0);
        memset(&o, 0, sizeof o);
        o.first_item = -1;
        o.propagate = 2 + t % 7;
        a = (int)cj_rng_below(&rng, (uint32_t)x.n_options);
        if (first_out == 1) { /* a commit before any search: the marks are made with every column whole */
            ok &= dlx_commit(d, a) == DLX_OK;
            ok &= dlx_search(d, &o, NULL) == naive_count(&x, 1u << a);
            ok &= dlx_retract(d) == DLX_OK;
        } else if (first_out == 2) { /* a hide, likewise */
            ok &= dlx_hide(d, a) == DLX_OK;
            ok &= dlx_search(d, &o, NULL) == naive_without(&x, a);
            ok &= dlx_unhide(d) == DLX_OK;
        }
        whole = naive_count(&x, 0);
        ok &= dlx_search(d, &o, &st) == whole;
        nodes_propagating += (long)st.nodes;
        { /* the marks do not depend on when they were made: an engine built in one go, searched first, and one
             whose options came in two halves around a search, a commit or a hide, take the same nodes */
            void *mem2;
            dlx_stats st2;
            dlx *fresh = build_staged(&x, &mem2, 0, t % 4);
            ok &= dlx_search(fresh, &o, &st2) == whole;
            same_nodes += st2.nodes == st.nodes;
            free(mem2);
        }
        o.propagate = 0;
        ok &= dlx_search(d, &o, &st) == whole;
        nodes_plain += (long)st.nodes;
        o.propagate = 2 + t % 7;
        ok &= dlx_hide(d, a) == DLX_OK;
        ok &= dlx_search(d, &o, NULL) == naive_without(&x, a);
        ok &= dlx_unhide(d) == DLX_OK;
        agree += ok;
        free(mem);
    }
    CHECK(agree == trials, "%d of %d uncoloured random instances agree with the naive enumerator under "
          "propagation", agree, trials);
    CHECK(same_nodes == trials, "%d of %d searches take the nodes of an engine whose marks were made otherwise",
          same_nodes, trials);
    CHECK(nodes_propagating < nodes_plain, "propagation takes options away: %ld nodes against %ld without",
          nodes_propagating, nodes_plain);
}

/* A sparse instance without colours: options of two or three of up to 8 items, so that an item has few
   pairs of options that share another item, and one hidden option may be in the only one. */
static void sparse_instance(xcc *x, cj_rng *rng)
{
    int k, i;
    x->n_primary = 5 + (int)cj_rng_below(rng, 3);
    x->n_secondary = (int)cj_rng_below(rng, 2);
    x->n_options = 6 + (int)cj_rng_below(rng, MAX_OPTIONS - 5);
    for (k = 0; k < x->n_options; k++) {
        int want = 2 + (int)cj_rng_below(rng, 2);
        x->len[k] = 0;
        while (x->len[k] < want) {
            int item = (int)cj_rng_below(rng, (uint32_t)(x->n_primary + x->n_secondary)), seen = 0;
            for (i = 0; i < x->len[k]; i++)
                seen |= x->items[k][i] == item;
            if (!seen) {
                x->items[k][x->len[k]] = item;
                x->colours[k][x->len[k]++] = 0;
            }
        }
    }
}

/* The marks made at a hide: an engine whose first search comes with an option hidden must mark the items two
   of whose options share another item with that option still in its column (a mark made then, the option
   out, would miss a pair it is in, and keep missing it once the option is back). For every option of each
   instance: hidden before any search, a search, put back; then the whole search takes the nodes of a fresh
   engine, and the count of the naive enumerator. */
static void test_marks_at_hide(void)
{
    cj_rng rng;
    int t, h, trials = 0, same = 0, counted = 0;
    cj_rng_seed(&rng, 23, 0);
    for (t = 0; t < 400; t++) {
        xcc x;
        long whole;
        sparse_instance(&x, &rng);
        whole = naive_count(&x, 0);
        for (h = 0; h < x.n_options; h++) {
            void *mem, *mem2;
            dlx *d = build(&x, &mem, 0), *fresh = build(&x, &mem2, 0);
            dlx_search_opts o;
            dlx_stats st, st2;
            int ok = 1;
            memset(&o, 0, sizeof o);
            o.first_item = -1;
            o.propagate = 2 + t % 3;
            ok &= dlx_hide(d, h) == DLX_OK;
            ok &= dlx_search(d, &o, NULL) == naive_without(&x, h);
            ok &= dlx_unhide(d) == DLX_OK;
            ok &= dlx_search(d, &o, &st) == whole;
            ok &= dlx_search(fresh, &o, &st2) == whole;
            counted += ok;
            same += ok && st.nodes == st2.nodes;
            trials++;
            free(mem);
            free(mem2);
        }
    }
    CHECK(counted == trials, "%d of %d searches after a hide count as the naive enumerator", counted, trials);
    CHECK(same == trials, "%d of %d searches after a first hide take the nodes of a fresh engine", same, trials);
}

/* No primary items (Knuth's convention, TAOCP 7.2.2): the empty set of options is the one exact cover, so the
   count is 1 and the first solution is empty, whatever the secondary items and colours; the naive count agrees,
   and a hidden option changes nothing. Coloured and plain engines, with and without propagation. */
static void test_no_primary(void)
{
    cj_rng rng;
    int t, agree = 0, trials = 200;
    cj_rng_seed(&rng, 22, 0);
    for (t = 0; t < trials; t++) {
        xcc x;
        void *mem;
        dlx *d;
        dlx_search_opts o;
        const dlx_index *first;
        int k, i, coloured = t % 2, ok = 1;
        long want;
        x.n_primary = 0;
        x.n_secondary = 1 + (int)cj_rng_below(&rng, 4);
        x.n_options = 1 + (int)cj_rng_below(&rng, 8);
        for (k = 0; k < x.n_options; k++) {
            x.len[k] = 0;
            while (x.len[k] == 0)
                for (i = 0; i < x.n_secondary; i++)
                    if (cj_rng_below(&rng, 2) == 0) {
                        x.items[k][x.len[k]] = i;
                        x.colours[k][x.len[k]++] = coloured ? (int)cj_rng_below(&rng, 3) : 0;
                    }
        }
        want = naive_count(&x, 0);
        d = build(&x, &mem, coloured);
        memset(&o, 0, sizeof o);
        o.first_item = -1;
        ok &= dlx_search(d, &o, NULL) == want && want == 1 && dlx_first_solution(d, &first) == 0;
        o.propagate = 3;
        ok &= dlx_search(d, &o, NULL) == want;
        ok &= dlx_hide(d, 0) == DLX_OK && dlx_search(d, NULL, NULL) == naive_without(&x, 0) && dlx_unhide(d) == DLX_OK;
        agree += ok;
        free(mem);
    }
    CHECK(agree == trials, "%d of %d instances without primary items: one cover, the empty one, as the naive count",
          agree, trials);
}

/* Colours are refused on primary items, and on an engine built without colours. */
static void test_refusals(void)
{
    int items[2] = {0, 1}, colours[2] = {1, 0}, late[2] = {0, 3};
    size_t bytes = dlx_bytes_coloured(1, 1, 2, 4);
    void *mem = malloc(bytes), *plain_mem = malloc(dlx_bytes(1, 1, 2, 4));
    dlx *d = dlx_init_coloured(mem, bytes, 1, 1, 2, 4), *plain = dlx_init(plain_mem, dlx_bytes(1, 1, 2, 4), 1, 1, 2, 4);
    CHECK(dlx_add_coloured_option(d, items, colours, 2) == DLX_ERANGE, "a colour on a primary item is refused");
    CHECK(dlx_add_coloured_option(d, items, late, 2) == 0, "a colour on a secondary item is taken");
    CHECK(dlx_add_coloured_option(plain, items, late, 2) == DLX_ERANGE, "no colours on an engine built without");
    CHECK(dlx_add_coloured_option(plain, items, NULL, 2) == 0, "no colours at all is a plain option");
    free(mem);
    free(plain_mem);
}

int main(void)
{
    test_knuth_example();
    test_random();
    test_random_plain();
    test_marks_at_hide();
    test_no_primary();
    test_refusals();
    return check_summary();
}
