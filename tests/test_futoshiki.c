/* test_futoshiki.c: the Futoshiki / Jidoku model, propagation solver, generator and text forms against
   independent truth: a brute-force counter written here, the public futoshiki.txt, and invariants. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "classify/inference.h"
#include "dlx/latin.h"
#include "dlx/relations_text.h"
#include "gen/relgen.h"
#include "tests/check.h"

check_counts checks;

/* ---- A brute-force counter: fills cells in row order, checking houses and relations directly. ---- */
static int brute_ok(const latin_puzzle *p, const uint8_t *g, int cell)
{
    int n = p->n, r = cell / n, c = cell % n, k, v = g[cell];
    if (p->givens[cell] && p->givens[cell] != v)
        return 0;
    for (k = 0; k < c; k++)
        if (g[r * n + k] == v)
            return 0;
    for (k = 0; k < r; k++)
        if (g[k * n + c] == v)
            return 0;
    if (p->box_rows) {
        int r0 = r / p->box_rows * p->box_rows, c0 = c / p->box_cols * p->box_cols, rr, cc;
        for (rr = r0; rr <= r; rr++)
            for (cc = c0; cc < c0 + p->box_cols; cc++)
                if (rr * n + cc < cell && g[rr * n + cc] == v)
                    return 0;
    }
    if (c > 0) {
        int rel = p->rel[r * (n - 1) + c - 1];
        if ((rel == LATIN_REL_LESS && !(g[cell - 1] < v)) || (rel == LATIN_REL_MORE && !(g[cell - 1] > v)))
            return 0;
    }
    if (r > 0) {
        int rel = p->rel[n * (n - 1) + cell - n];
        if ((rel == LATIN_REL_LESS && !(g[cell - n] < v)) || (rel == LATIN_REL_MORE && !(g[cell - n] > v)))
            return 0;
    }
    return 1;
}

static long brute_count(const latin_puzzle *p, uint8_t *g, int cell, long cap)
{
    long total = 0;
    int v;
    if (cell == p->n * p->n)
        return 1;
    for (v = 1; v <= p->n && total < cap; v++) {
        g[cell] = (uint8_t)v;
        if (brute_ok(p, g, cell))
            total += brute_count(p, g, cell + 1, cap - total);
    }
    return total;
}

static uint64_t lcg(uint64_t *s)
{
    *s = *s * 6364136223846793005ULL + 1442695040888963407ULL;
    return *s >> 33;
}

/* The propagation's scheduled fixpoint (done, status st) against two other routes to it: the explained steps
   one at a time (what hints follow), and the relations taken up one by one with propagation or settling in
   between, then copied on (as the generator does). Each must end in the same domains, or in a contradiction
   when st is one. */
static void same_fixpoint(const latin_puzzle *p, int level, const inference *done, int st)
{
    inference *by_steps = malloc(sizeof *by_steps), *by_parts = malloc(sizeof *by_parts);
    inference *copy = malloc(sizeof *copy);
    latin_puzzle growing = *p;
    int house, rc, e, ok_steps, ok_parts, part = INF_STUCK;
    size_t bytes = sizeof done->dom[0] * (size_t)(p->n * p->n);
    if (by_steps == NULL || by_parts == NULL || copy == NULL) {
        CHECK(0, "memory");
        free(by_steps), free(by_parts), free(copy);
        return;
    }
    inf_init(by_steps, p, level);
    while ((rc = inf_step(by_steps, &house)) > 0)
        ;
    /* Relations taken up one by one, propagated or only settled now and then, then the state copied into
       another set up for the whole puzzle, which takes up the givens and goes on to the fixpoint. */
    memset(growing.rel, LATIN_REL_NONE, sizeof growing.rel);
    memset(growing.givens, 0, sizeof growing.givens);
    inf_init(by_parts, &growing, level);
    for (e = 0; e < latin_edge_count(p->n) && part != INF_CONTRADICTION; e++)
        if (p->rel[e] != LATIN_REL_NONE) {
            growing.rel[e] = p->rel[e];
            inf_relate(by_parts, e);
            if (e % 3 == 0)
                part = inf_propagate(by_parts);
            else if (e % 3 == 1 && inf_settle(by_parts) < 0)
                part = INF_CONTRADICTION;
        }
    inf_init(copy, p, level);
    inf_copy(copy, by_parts);
    for (e = 0; e < p->n * p->n; e++)
        if (p->givens[e])
            inf_fix(copy, e, p->givens[e]);
    if (part != INF_CONTRADICTION)
        part = inf_propagate(copy);
    ok_steps = st == INF_CONTRADICTION ? rc < 0 : rc == 0 && memcmp(by_steps->dom, done->dom, bytes) == 0;
    ok_parts = st == INF_CONTRADICTION ? part == INF_CONTRADICTION
                                       : part == st && memcmp(copy->dom, done->dom, bytes) == 0;
    CHECK(ok_steps, "n=%d level %d: stepping ends elsewhere than the propagation (status %d, step %d)", p->n, level, st,
          rc);
    CHECK(ok_parts, "n=%d level %d: relations one by one end elsewhere (status %d, %d)", p->n, level, st, part);
    free(by_steps);
    free(by_parts);
    free(copy);
}

/* A cell given two values is a contradiction, and stays one when the state is propagated again. */
static void test_refuted_stays_refuted(void)
{
    latin_puzzle p;
    inference s;
    int first, again;
    latin_puzzle_clear(&p, 4, 0, 0);
    inf_init(&s, &p, 0);
    inf_fix(&s, 5, 1);
    inf_fix(&s, 5, 2);
    first = inf_propagate(&s);
    again = inf_propagate(&s);
    CHECK(first == INF_CONTRADICTION && again == INF_CONTRADICTION, "a cell given 1 and 2: %d, then %d", first,
          again);
}

/* A random puzzle: relations on about density% of the edges with random directions, a few givens. */
static void random_puzzle(latin_puzzle *p, int n, int br, int bc, int density, int givens, uint64_t *s)
{
    int e, k;
    latin_puzzle_clear(p, n, br, bc);
    for (e = 0; e < latin_edge_count(n); e++)
        if ((int)(lcg(s) % 100) < density)
            p->rel[e] = (uint8_t)(1 + lcg(s) % 2);
    for (k = 0; k < givens; k++)
        p->givens[lcg(s) % (uint64_t)(n * n)] = (uint8_t)(1 + lcg(s) % (uint64_t)n);
}

static void test_counts_against_brute_force(void)
{
    static const int shapes[][4] = {{4, 0, 0, 80}, {5, 0, 0, 120}, {4, 2, 2, 60}, {6, 2, 3, 120}};
    int s_i, zero = 0, one = 0, many = 0;
    uint64_t seed = 12345;
    for (s_i = 0; s_i < 4; s_i++) {
        int n = shapes[s_i][0], br = shapes[s_i][1], bc = shapes[s_i][2], trials = shapes[s_i][3], t;
        size_t bytes = latin_bytes(n, br, bc);
        void *mem = malloc(bytes);
        latin *m = latin_init(mem, bytes, n, br, bc);
        CHECK(m != NULL, "latin_init %d", n);
        for (t = 0; t < trials && m; t++) {
            latin_puzzle p;
            uint8_t g[LATIN_MAX_N * LATIN_MAX_N], sol[LATIN_MAX_N * LATIN_MAX_N];
            long cap = 1000, want, got;
            int density = n == 6 ? 30 + (int)(lcg(&seed) % 50) : (int)(lcg(&seed) % 60);
            int givens = n == 6 ? 2 + (int)(lcg(&seed) % 6) : (int)(lcg(&seed) % 3);
            random_puzzle(&p, n, br, bc, density, givens, &seed);
            if (t % 2) { /* relations and givens true to a random solution: at least one solution */
                cj_rng rng;
                int e, a, b, k;
                cj_rng_seed(&rng, seed, (uint64_t)t);
                latin_puzzle_clear(&p, n, br, bc);
                latin_load(m, &p);
                latin_solve(m, 1, g, &rng, NULL);
                for (e = 0; e < latin_edge_count(n); e++) {
                    latin_edge_cells(n, e, &a, &b);
                    if ((int)(lcg(&seed) % 100) < density + 20)
                        p.rel[e] = (uint8_t)(g[a] < g[b] ? LATIN_REL_LESS : LATIN_REL_MORE);
                }
                for (k = 0; k < givens; k++) {
                    int cell = (int)(lcg(&seed) % (uint64_t)(n * n));
                    p.givens[cell] = g[cell];
                }
            }
            want = brute_count(&p, g, 0, cap);
            if (latin_load(m, &p) != LATIN_OK) {
                CHECK(want == 0, "load refused a puzzle with %ld solutions", want);
                zero++;
                continue;
            }
            got = latin_solve(m, cap, sol, NULL, NULL);
            CHECK(got == want, "n=%d box %dx%d trial %d: engine %ld, brute force %ld", n, br, bc, t, got, want);
            if (got > 0)
                CHECK(latin_is_solution(&p, sol), "n=%d trial %d: engine's solution invalid", n, t);
            { /* propagation is sound: it solves only unique puzzles, refutes only unsolvable ones */
                inference inf;
                int level = (int)(lcg(&seed) % (uint64_t)(latin_house_count(&p) + 1)), st, c, ok = 1;
                inf_init(&inf, &p, level);
                st = inf_propagate(&inf);
                if (st == INF_CONTRADICTION)
                    CHECK(want == 0, "propagation refuted a puzzle with %ld solutions", want);
                if (st == INF_SOLVED) {
                    CHECK(want == 1, "propagation solved a puzzle with %ld solutions", want);
                    for (c = 0; c < n * n && want == 1; c++)
                        ok &= inf_value(&inf, c) == sol[c];
                    CHECK(ok, "propagation's solution differs");
                }
                if (st == INF_STUCK && got > 0)
                    for (c = 0; c < n * n; c++)
                        CHECK(inf.dom[c] >> (sol[c] - 1) & 1u, "propagation removed a solution's value");
                same_fixpoint(&p, level, &inf, st);
                if (st != INF_CONTRADICTION) { /* the engine narrowed by propagation counts the same */
                    long narrowed = -1;
                    if (latin_load(m, &p) == LATIN_OK)
                        narrowed = latin_restrict(m, inf.dom) == LATIN_OK ? latin_solve(m, cap, NULL, NULL, NULL) : 0;
                    CHECK(narrowed == want, "narrowed engine %ld, brute force %ld", narrowed, want);
                }
            }
            zero += want == 0;
            one += want == 1;
            many += want > 1;
        }
        free(mem);
    }
    CHECK(zero > 10 && one > 10 && many > 10, "sample spread: %d zero, %d one, %d many", zero, one, many);
    printf("counts: %d zero, %d one, %d many\n", zero, one, many);
}

/* ---- futoshiki.txt: every block solved by the engine and by inference, equal to its solution ---- */
static void test_data_set(void)
{
    FILE *f = check_open_data("futoshiki.txt");
    char line[512], block[8192];
    size_t used = 0;
    int blocks = 0, done = 0;
    if (!f)
        return;
    for (;;) {
        char *got = fgets(line, sizeof line, f);
        if ((!got || strncmp(line, "# ", 2) == 0) && used > 0) {
            latin_puzzle p;
            uint8_t want[LATIN_MAX_N * LATIN_MAX_N], sol[LATIN_MAX_N * LATIN_MAX_N];
            int has = 0, a, b;
            char err[160];
            int rc = latin_parse(block, used, LATIN_BOX_NONE, 0, &p, want, &has, err, sizeof err);
            blocks++;
            CHECK(rc == 0 && has, "block %d: %s", blocks, err);
            if (rc == 0 && has) {
                size_t bytes = latin_bytes(p.n, 0, 0);
                void *mem = malloc(bytes);
                latin *m = latin_init(mem, bytes, p.n, 0, 0);
                CHECK(latin_check(&p, &a, &b) == LATIN_OK, "block %d check", blocks);
                CHECK(m && latin_load(m, &p) == LATIN_OK, "block %d load", blocks);
                CHECK(m && latin_solve(m, 2, sol, NULL, NULL) == 1, "block %d not unique", blocks);
                CHECK(memcmp(sol, want, (size_t)(p.n * p.n)) == 0, "block %d: solution differs", blocks);
                CHECK(latin_is_solution(&p, want), "block %d: file's solution fails the checker", blocks);
                done++;
                free(mem);
            }
            used = 0;
        }
        if (!got)
            break;
        if (strncmp(line, "# ", 2) == 0)
            continue;
        if (used + strlen(line) < sizeof block) {
            memcpy(block + used, line, strlen(line));
            used += strlen(line);
        }
    }
    fclose(f);
    CHECK(blocks >= 7 && done == blocks, "futoshiki.txt: %d of %d blocks", done, blocks);
}

/* ---- The generator: unique, graded, minimal, symmetric, clues true to the solution ---- */
static void check_generated(const relgen_request *req, const latin_puzzle *p, const uint8_t *sol, int grade, latin *m,
                            const relgen_orbits *orbits, const char *what)
{
    int n = p->n, e, a, b, o, k, edges = latin_edge_count(n), minimal = 1, symmetric = 1;
    latin_puzzle q;
    CHECK(latin_is_solution(p, sol), "%s: solution breaks the clues", what);
    { /* Unique by the engine: plain up to 7x7; larger ones narrowed first by propagation at the level
         below the grade (which leaves cells open, as the grade says) */
        inference weak;
        long count = -1;
        inf_init(&weak, p, grade > 0 ? grade - 1 : 0);
        inf_propagate(&weak);
        if (latin_load(m, p) == LATIN_OK && (n <= 7 || grade == 0 || latin_restrict(m, weak.dom) == LATIN_OK))
            count = latin_solve(m, 3, NULL, NULL, NULL);
        CHECK(count == 1, "%s: %ld solutions", what, count);
    }
    CHECK(grade >= req->level_lo && grade <= req->level_hi, "%s: grade %d outside range", what, grade);
    CHECK(inf_solves(p, grade), "%s: not solved at its level %d", what, grade);
    CHECK(grade == 0 || !inf_solves(p, grade - 1), "%s: solved below its level %d", what, grade);
    for (e = 0; e < edges; e++)
        if (p->rel[e] && req->box_rows && !req->relations_all) {
            latin_edge_cells(n, e, &a, &b);
            CHECK(latin_box_of(p, a) == latin_box_of(p, b), "%s: relation across boxes", what);
        }
    if (!req->givens)
        CHECK(latin_given_count(p) == 0, "%s: givens in a relations-only puzzle", what);
    /* Minimal at the generation level: dropping any orbit of clues stops propagation. */
    for (o = 0; o < orbits->count; o++) {
        int present = 0, absent = 0;
        q = *p;
        for (k = orbits->start[o]; k < orbits->start[o + 1]; k++) {
            int clue = orbits->members[k];
            int has = clue < edges ? p->rel[clue] != 0 : p->givens[clue - edges] != 0;
            present += has;
            absent += !has;
            if (clue < edges)
                q.rel[clue] = 0;
            else
                q.givens[clue - edges] = 0;
        }
        if (present && absent)
            symmetric = 0;
        if (present && inf_solves(&q, req->level_hi))
            minimal = 0;
    }
    CHECK(minimal, "%s: a clue orbit could be dropped", what);
    CHECK(symmetric, "%s: clues not symmetric", what);
}

/* The line form (with the solution) and Tatham ids read back to the same puzzle; the drawn grid shows
   one sign per relation. */
static void check_text_round_trip(const latin_puzzle *p, const uint8_t *sol, const char *what)
{
    char text[8192];
    latin_puzzle q;
    uint8_t back[LATIN_MAX_N * LATIN_MAX_N];
    int has = 0, signs = 0, k;
    char err[160];
    int br = p->box_rows ? p->box_rows : LATIN_BOX_NONE;
    long len = latin_format(p, sol, LATIN_FORM_LINE, text, sizeof text);
    CHECK(len > 0 && latin_parse(text, (size_t)len, br, p->box_cols, &q, back, &has, err, sizeof err) == 0 && has &&
              memcmp(&q, p, sizeof q) == 0 && memcmp(back, sol, (size_t)(p->n * p->n)) == 0,
          "%s: line form round trip", what);
    len = latin_format(p, NULL, LATIN_FORM_TATHAM, text, sizeof text);
    if (p->box_rows)
        CHECK(len < 0, "%s: a Tatham id for a Jidoku", what);
    else
        CHECK(len > 0 && latin_parse(text, (size_t)len, LATIN_BOX_NONE, 0, &q, NULL, &has, err, sizeof err) == 0 &&
                  memcmp(&q, p, sizeof q) == 0,
              "%s: Tatham id round trip", what);
    len = latin_format(p, NULL, LATIN_FORM_GRID, text, sizeof text);
    for (k = 0; k < len; k++)
        signs += text[k] == '<' || text[k] == '>' || text[k] == '^' || text[k] == 'v';
    CHECK(len > 0 && signs == latin_relation_count(p), "%s: grid shows %d signs for %d relations", what, signs,
          latin_relation_count(p));
    CHECK(len > 0 && strstr(text, "\n\n") == NULL && text[0] != '\n', "%s: the drawn grid has no empty line", what);
    len = latin_format(p, NULL, LATIN_FORM_ROWS, text, sizeof text);
    for (k = signs = 0; k < len; k++)
        signs += text[k] == '\n';
    CHECK(len > 0 && signs == (p->box_rows ? p->n + p->n / p->box_rows - 2 : p->n - 1),
          "%s: the rows form is the rows and box borders", what);
}

static void test_generator(void)
{
    /* n, box r, box c, relations_all, givens, lo, hi, symmetry */
    static const int cases[][8] = {
        {5, 0, 0, 1, 1, 0, 10, RELGEN_SYM_NONE},     {5, 0, 0, 1, 1, 3, 6, RELGEN_SYM_ROT180},
        {7, 0, 0, 1, 1, 0, 14, RELGEN_SYM_ROT90},    {5, 0, 0, 1, 0, 0, 10, RELGEN_SYM_MIRROR},
        {4, 2, 2, 0, 0, 0, 12, RELGEN_SYM_ROT180},   {9, 3, 3, 0, 0, 0, 27, RELGEN_SYM_ROT180},
        {9, 3, 3, 1, 0, 0, 27, RELGEN_SYM_DIAGONAL}, {6, 2, 3, 0, 0, 0, 18, RELGEN_SYM_NONE},
        {12, 3, 4, 0, 2, 0, 36, RELGEN_SYM_ROT180},  {9, 3, 3, 0, 0, 0, 0, RELGEN_SYM_NONE},
        {8, 2, 4, 0, 0, 0, 0, RELGEN_SYM_ROT180},
    };
    int c_i, made = 0;
    for (c_i = 0; c_i < (int)(sizeof cases / sizeof cases[0]); c_i++) {
        relgen_request req;
        static relgen_orbits orbits;
        size_t bytes;
        void *mem;
        latin *m;
        int i;
        memset(&req, 0, sizeof req);
        req.n = cases[c_i][0], req.box_rows = cases[c_i][1], req.box_cols = cases[c_i][2];
        req.relations_all = cases[c_i][3], req.givens = cases[c_i][4];
        req.level_lo = cases[c_i][5], req.level_hi = cases[c_i][6], req.symmetry = cases[c_i][7];
        req.max_tries = req.level_hi == 0 ? 20000 : 0; /* level 0: a 9x9 try succeeds about once in 700 */
        bytes = latin_bytes(req.n, req.box_rows, req.box_cols);
        mem = malloc(bytes);
        m = latin_init(mem, bytes, req.n, req.box_rows, req.box_cols);
        CHECK(relgen_orbits_make(&req, &orbits) == RELGEN_OK, "case %d: the orbits of its symmetry", c_i);
        for (i = 0; i < 3 && m; i++) {
            cj_rng rng;
            latin_puzzle p;
            uint8_t sol[LATIN_MAX_N * LATIN_MAX_N];
            int grade = -1, rc;
            char what[64];
            cj_rng_seed(&rng, 7, (uint64_t)i);
            rc = relgen_generate(m, &req, &orbits, &rng, &p, sol, &grade);
            snprintf(what, sizeof what, "case %d puzzle %d", c_i, i);
            CHECK(rc == RELGEN_OK, "%s: generate %d", what, rc);
            if (rc == RELGEN_OK) {
                check_generated(&req, &p, sol, grade, m, &orbits, what);
                check_text_round_trip(&p, sol, what);
                made++;
            }
        }
        free(mem);
    }
    printf("generated %d\n", made);
}

/* relgen_box_path against brute force: every path drawn holds each cell of the box once, each next to the one
   before (rows and columns worked out here); out-of-range boxes are refused; and over many seeds of a 2x3 and
   a 3x3 box every Hamiltonian path that an enumeration of all orders of the cells finds is drawn. */
static int path_ok(int rows, int cols, const int *path)
{
    int cells = rows * cols, k, dr, dc;
    char seen[RELGEN_PATH_MAX] = {0};
    for (k = 0; k < cells; k++) {
        if (path[k] < 0 || path[k] >= cells || seen[path[k]]++)
            return 0;
        dr = k ? path[k] / cols - path[k - 1] / cols : 1;
        dc = k ? path[k] % cols - path[k - 1] % cols : 0;
        if (dr * dr + dc * dc != 1)
            return 0;
    }
    return 1;
}

static void test_box_path(void)
{
    static const int small[][2] = {{2, 3}, {3, 3}};
    int r, c, s, k, i, path[RELGEN_PATH_MAX], bad = 0, drawn = 0;
    cj_rng rng;
    for (r = 1; r <= RELGEN_PATH_MAX; r++)
        for (c = 1; r * c <= RELGEN_PATH_MAX; c++)
            for (s = 0; s < (r * c <= 25 ? 200 : 10); s++) {
                cj_rng_seed(&rng, (uint64_t)s, (uint64_t)(r * 100 + c));
                k = relgen_box_path(r, c, &rng, path);
                bad += k != RELGEN_OK || !path_ok(r, c, path);
                drawn++;
            }
    CHECK(bad == 0, "box paths: %d of %d drawn are no Hamiltonian path of their box", bad, drawn);
    CHECK(relgen_box_path(0, 3, &rng, path) == RELGEN_EOPTIONS &&
              relgen_box_path(9, 8, &rng, path) == RELGEN_EOPTIONS &&
              relgen_box_path(1, 65, &rng, path) == RELGEN_EOPTIONS,
          "box paths: boxes of no cells or over %d refused", RELGEN_PATH_MAX);
    for (i = 0; i < 2; i++) { /* orders of the cells in lexicographic order; each path as a base-9 number */
        static uint32_t all[400000];
        static char hit[400000];
        int rows = small[i][0], cols = small[i][1], cells = rows * cols, order[9], n_all = 0, missed = 0;
        for (k = 0; k < cells; k++)
            order[k] = k;
        for (;;) {
            int a, b;
            uint32_t code = 0;
            if (path_ok(rows, cols, order)) {
                for (k = 0; k < cells; k++)
                    code = code * 9 + (uint32_t)order[k];
                all[n_all++] = code;
            }
            for (a = cells - 2; a >= 0 && order[a] > order[a + 1]; a--)
                ;
            if (a < 0)
                break;
            for (b = cells - 1; order[b] < order[a]; b--)
                ;
            k = order[a], order[a] = order[b], order[b] = k;
            for (a++, b = cells - 1; a < b; a++, b--)
                k = order[a], order[a] = order[b], order[b] = k;
        }
        memset(hit, 0, sizeof hit);
        for (s = 0; s < 20000; s++) {
            uint32_t code = 0;
            int lo = 0, hi = n_all - 1;
            cj_rng_seed(&rng, (uint64_t)s, 7);
            relgen_box_path(rows, cols, &rng, path);
            for (k = 0; k < cells; k++)
                code = code * 9 + (uint32_t)path[k];
            while (lo < hi) /* all[] is ascending: the orders were enumerated in lexicographic order */
                if (all[(lo + hi) / 2] < code)
                    lo = (lo + hi) / 2 + 1;
                else
                    hi = (lo + hi) / 2;
            if (n_all && all[lo] == code)
                hit[lo] = 1;
        }
        for (k = 0; k < n_all; k++)
            missed += !hit[k];
        CHECK(n_all > 0 && missed == 0, "box paths %dx%d: %d of the %d Hamiltonian paths never drawn", rows, cols,
              missed, n_all);
        printf("box paths %dx%d: %d of %d drawn\n", rows, cols, n_all - missed, n_all);
    }
}

/* The stop hook: counts its calls and says stop at the call numbered stop_at (0: never). */
typedef struct hook_count {
    long calls, stop_at;
} hook_count;

static int count_and_go(void *ctx)
{
    hook_count *h = ctx;
    return ++h->calls != h->stop_at;
}

/* relgen_generate asks its stop hook within a try (before each clue and each drop check), not only between
   tries: a 12x12 stopped at any of its calls returns RELGEN_ESTOPPED there, and a hook that never stops
   leaves the puzzle what it is without one. */
static void test_generator_stop(void)
{
    relgen_request req;
    static relgen_orbits orbits;
    size_t bytes = latin_bytes(12, 0, 0);
    void *mem = malloc(bytes);
    latin *m = latin_init(mem, bytes, 12, 0, 0);
    latin_puzzle p, q;
    uint8_t sol[LATIN_MAX_N * LATIN_MAX_N], sol2[LATIN_MAX_N * LATIN_MAX_N];
    hook_count h = {0, 0};
    cj_rng rng;
    int grade, grade2, rc, rc2, stops[4], k;
    memset(&req, 0, sizeof req);
    req.n = 12, req.relations_all = 1, req.givens = 1, req.level_hi = 24, req.max_tries = 5;
    CHECK(m != NULL && relgen_orbits_make(&req, &orbits) == RELGEN_OK, "stop: the model and orbits");
    if (m == NULL) {
        free(mem);
        return;
    }
    cj_rng_seed(&rng, 3, 0);
    rc = relgen_generate(m, &req, &orbits, &rng, &p, sol, &grade);
    req.keep_going = count_and_go;
    req.keep_going_ctx = &h;
    cj_rng_seed(&rng, 3, 0);
    rc2 = relgen_generate(m, &req, &orbits, &rng, &q, sol2, &grade2);
    CHECK(rc == RELGEN_OK && rc2 == RELGEN_OK && memcmp(&p, &q, sizeof p) == 0 && grade == grade2 &&
              memcmp(sol, sol2, 144) == 0,
          "stop: a hook that never stops changes nothing (rc %d, %d)", rc, rc2);
    CHECK(h.calls > 100, "stop: the hook asked within the try (%ld calls)", h.calls);
    stops[0] = 1, stops[1] = 2, stops[2] = (int)(h.calls / 2), stops[3] = (int)h.calls;
    for (k = 0; k < 4; k++) {
        hook_count at = {0, 0};
        at.stop_at = stops[k];
        req.keep_going_ctx = &at;
        cj_rng_seed(&rng, 3, 0);
        rc = relgen_generate(m, &req, &orbits, &rng, &q, sol2, &grade2);
        CHECK(rc == RELGEN_ESTOPPED && at.calls == stops[k], "stop: said at call %d of %ld: stopped there (rc %d, %ld calls)",
              stops[k], h.calls, rc, at.calls);
    }
    free(mem);
}

/* Hints: following them from an empty grid fills every cell with the solution's value; a wrong entry is
   named as wrong. */
static void test_hints(void)
{
    relgen_request req;
    static relgen_orbits orbits;
    size_t bytes = latin_bytes(6, 0, 0);
    void *mem = malloc(bytes);
    latin *m = latin_init(mem, bytes, 6, 0, 0);
    int i;
    memset(&req, 0, sizeof req);
    req.n = 6, req.relations_all = 1, req.givens = 1, req.level_hi = 12;
    CHECK(relgen_orbits_make(&req, &orbits) == RELGEN_OK, "hints: the orbits");
    for (i = 0; i < 4 && m; i++) {
        cj_rng rng;
        latin_puzzle p;
        uint8_t sol[LATIN_MAX_N * LATIN_MAX_N], player[LATIN_MAX_N * LATIN_MAX_N];
        int grade, steps = 0, ok = 1, c, wrong;
        inf_hint h;
        cj_rng_seed(&rng, 11, (uint64_t)i);
        if (relgen_generate(m, &req, &orbits, &rng, &p, sol, &grade) != RELGEN_OK)
            continue;
        memset(player, 0, sizeof player);
        for (;;) {
            inf_hint_next(&p, player, 12, &h);
            if (h.status != 0)
                break;
            ok &= h.value == sol[h.cell] && player[h.cell] == 0 && h.n_cells >= 1 && h.cells[0] == h.cell;
            player[h.cell] = (uint8_t)h.value;
            steps++;
        }
        CHECK(ok && h.status == 2, "puzzle %d: hints went wrong after %d steps (status %d)", i, steps, h.status);
        for (c = 0; c < 36; c++)
            ok &= p.givens[c] || player[c] == sol[c];
        CHECK(ok, "puzzle %d: hints did not fill the solution", i);
        memset(player, 0, sizeof player);
        for (wrong = 0; p.givens[wrong]; wrong++)
            ;
        player[wrong] = (uint8_t)(sol[wrong] % 6 + 1);
        inf_hint_next(&p, player, 12, &h);
        CHECK(h.status == 1 && h.cell == wrong, "puzzle %d: a wrong entry not named (status %d)", i, h.status);
    }
    free(mem);
}

int main(void)
{
    test_counts_against_brute_force();
    test_data_set();
    test_generator();
    test_box_path();
    test_generator_stop();
    test_hints();
    test_refuted_stays_refuted();
    return check_summary();
}
