/* features.c: PuzzleJAR's feature vector for any N, the engine's search statistics (one full count,
   randomised first-solution runs) and the grader's outputs; the context that holds engine and grader. */
#include <string.h>
#include "classify/features.h"
#include "classify/guess.h"
#include "dlx/rng.h"

struct classify_ctx {
    int br, bc, n;
    uint64_t node_limit;
    int guess_depth;
    sudoku *s;
    classify_grader *g;
    void *guess_mem;
};

#define SEARCH_FEATURES 15
#define GRADER_FEATURES (10 + CT_COUNT)

static size_t align16(size_t x) { return (x + 15u) & ~(size_t)15u; }

/* How deep the guessing solver may go: plenty for 9x9 and 16x16, less for the big grids. */
static int guess_depth(int n) { return n <= 16 ? 64 : 16; }

size_t classify_ctx_bytes(int box_rows, int box_cols)
{
    size_t s = sudoku_bytes(box_rows, box_cols), g = classify_grader_bytes(box_rows, box_cols);
    size_t q = classify_guess_bytes(box_rows, box_cols, guess_depth(box_rows * box_cols));
    if (!s || !g || !q) return 0;
    return align16(sizeof(classify_ctx)) + align16(s) + align16(g) + q;
}

classify_ctx *classify_ctx_init(void *mem, size_t bytes, int box_rows, int box_cols)
{
    size_t need = classify_ctx_bytes(box_rows, box_cols), s_bytes, off;
    classify_ctx *c = (classify_ctx *)mem;
    if (!need || !mem || bytes < need || ((uintptr_t)mem & 15u)) return NULL;
    s_bytes = sudoku_bytes(box_rows, box_cols);
    off = align16(sizeof(classify_ctx));
    c->br = box_rows;
    c->bc = box_cols;
    c->n = box_rows * box_cols;
    c->node_limit = 2000000u;
    c->s = sudoku_init((unsigned char *)mem + off, s_bytes, box_rows, box_cols);
    off += align16(s_bytes);
    c->g = classify_grader_init((unsigned char *)mem + off, classify_grader_bytes(box_rows, box_cols), box_rows,
                                box_cols);
    off += align16(classify_grader_bytes(box_rows, box_cols));
    c->guess_depth = guess_depth(c->n);
    c->guess_mem = (unsigned char *)mem + off;
    return c->s && c->g ? c : NULL;
}

classify_grader *classify_ctx_grader(classify_ctx *c) { return c->g; }
sudoku *classify_ctx_sudoku(classify_ctx *c) { return c->s; }
void classify_ctx_set_node_limit(classify_ctx *c, uint64_t nodes) { c->node_limit = nodes; }

int classify_feature_count(int n, int set)
{
    if (set == CF_PUZZLEJAR) return n + 6;
    if (set == CF_FULL) return n + 6 + SEARCH_FEATURES + GRADER_FEATURES;
    return 0;
}

const char *classify_feature_set_name(int set)
{
    return set == CF_PUZZLEJAR ? "puzzlejar" : set == CF_FULL ? "full" : "unknown";
}

int classify_feature_set_parse(const char *name)
{
    if (!strcmp(name, "puzzlejar")) return CF_PUZZLEJAR;
    if (!strcmp(name, "full")) return CF_FULL;
    return -1;
}

/* Appends text and a decimal number to out (room for 32). */
static void name_num(char *out, const char *text, int num)
{
    char digits[12];
    int k = 0, len = (int)strlen(text);
    memcpy(out, text, (size_t)len + 1);
    if (num < 0) return;
    do {
        digits[k++] = (char)('0' + num % 10);
        num /= 10;
    } while (num);
    while (k) out[len++] = digits[--k];
    out[len] = 0;
}

void classify_feature_name(int n, int set, int i, char *out)
{
    static const char *const seed[5] = {"solutions", "empty", "dense_rows", "dense_cols", "dense_boxes"};
    static const char *const search[SEARCH_FEATURES] = {
        "log_nodes", "log_backtracks", "max_depth", "root_branching",
        "rnd_log_nodes", "rnd_log_backtracks", "rnd_log_mean_backtracks", "rnd_no_backtrack",
        "guesses", "log_guesses", "dead_ends", "no_guess", "max_guesses", "path_depth", "deepest_guess"};
    static const char *const grader[10] = {"rating", "level", "hardest", "steps", "remaining", "eliminated",
                                           "start_candidates", "start_bivalue", "start_singles", "max_chain"};
    out[0] = 0;
    if (i < 0 || i >= classify_feature_count(n, set)) return;
    if (i < 5) name_num(out, seed[i], -1);
    else if (i < 5 + n) name_num(out, "count_", i - 4);
    else if (i == 5 + n) name_num(out, "count_spread", -1);
    else if (i < n + 6 + SEARCH_FEATURES) name_num(out, search[i - n - 6], -1);
    else if (i < n + 6 + SEARCH_FEATURES + 10) name_num(out, grader[i - n - 6 - SEARCH_FEATURES], -1);
    else {
        const char *t = classify_tech_name(i - n - 6 - SEARCH_FEATURES - 10);
        size_t len = strlen(t);
        if (len > 24) len = 24;
        memcpy(out, "uses_", 5);
        memcpy(out + 5, t, len);
        out[5 + len] = 0;
    }
}

/* log2(1 + x) without libm: exponent by halving, then the atanh series of the mantissa. */
static double log2p1(double x)
{
    double m = x + 1.0, y, y2, ln;
    int e = 0;
    while (m >= 2.0) {
        m *= 0.5;
        e++;
    }
    y = (m - 1.0) / (m + 1.0);
    y2 = y * y;
    ln = 2.0 * y * (1.0 + y2 / 3.0 + y2 * y2 / 5.0 + y2 * y2 * y2 / 7.0 + y2 * y2 * y2 * y2 / 9.0);
    return e + ln / 0.69314718055994531;
}

/* The seed's vector: solutions, empty squares, rows / columns / boxes with at least ceil(7N/9)
   blanks, occurrences of each value, and the spread of those occurrences (the population variance,
   which is what the seed's worked example shows under "standard deviation": 1.80 for its counts). */
static void seed_features(const classify_ctx *c, const uint8_t *grid, long solutions, double *out)
{
    int n = c->n, r, k, i, dense = (7 * n + 8) / 9, counts[64], rows = 0, cols = 0, boxes = 0, empty = 0;
    double mean = 0, var = 0;
    memset(counts, 0, sizeof counts);
    for (i = 0; i < n * n; i++) {
        if (grid[i]) counts[grid[i] - 1]++;
        else empty++;
    }
    for (r = 0; r < n; r++) {
        int er = 0, ec = 0, eb = 0;
        for (k = 0; k < n; k++) {
            int br = (r / c->br) * c->br + k / c->bc, bcol = (r % c->br) * c->bc + k % c->bc;
            er += !grid[r * n + k];
            ec += !grid[k * n + r];
            eb += !grid[br * n + bcol];
        }
        rows += er >= dense;
        cols += ec >= dense;
        boxes += eb >= dense;
    }
    out[0] = (double)solutions;
    out[1] = empty;
    out[2] = rows;
    out[3] = cols;
    out[4] = boxes;
    for (i = 0; i < n; i++) {
        out[5 + i] = counts[i];
        mean += counts[i];
    }
    mean /= n;
    for (i = 0; i < n; i++) var += (counts[i] - mean) * (counts[i] - mean);
    out[5 + n] = var / n;
}

int classify_features(classify_ctx *c, const uint8_t *grid, int set, double *out, int cap, classify_result *res)
{
    int n = c->n, count = classify_feature_count(n, set), a, b, rc, i, k;
    dlx_stats st;
    dlx_search_opts o;
    long solutions;
    double *x;
    classify_result local;
    if (!count || cap < count) return CLASSIFY_ESHAPE;
    rc = sudoku_find_clash(c->br, c->bc, grid, &a, &b);
    if (rc) return rc;
    rc = sudoku_apply(c->s, grid);
    if (rc) return rc;
    memset(&o, 0, sizeof o);
    o.limit = CLASSIFY_SOLUTION_LIMIT;
    o.node_limit = c->node_limit;
    o.first_item = -1;
    memset(&st, 0, sizeof st);
    solutions = dlx_search(sudoku_engine(c->s), &o, &st);
    seed_features(c, grid, solutions, out);
    if (set == CF_PUZZLEJAR) {
        sudoku_clear(c->s);
        return count;
    }
    x = out + n + 6;
    x[0] = log2p1((double)st.nodes);
    x[1] = log2p1((double)st.backtracks);
    x[2] = st.max_depth;
    x[3] = st.root_branching;
    {
        double sum_n = 0, sum_b = 0, mean_b = 0;
        int zero = 0;
        for (k = 0; k < CLASSIFY_RANDOM_RUNS; k++) {
            cj_rng rng;
            cj_rng_seed(&rng, 0x636c617373696679u, (uint64_t)k);
            memset(&o, 0, sizeof o);
            o.limit = 1;
            o.node_limit = c->node_limit;
            o.first_item = -1;
            o.rng = &rng;
            memset(&st, 0, sizeof st);
            dlx_search(sudoku_engine(c->s), &o, &st);
            sum_n += log2p1((double)st.nodes);
            sum_b += log2p1((double)st.backtracks);
            mean_b += (double)st.backtracks;
            zero += st.backtracks == 0;
        }
        x[4] = sum_n / CLASSIFY_RANDOM_RUNS;
        x[5] = sum_b / CLASSIFY_RANDOM_RUNS;
        x[6] = log2p1(mean_b / CLASSIFY_RANDOM_RUNS);
        x[7] = (double)zero / CLASSIFY_RANDOM_RUNS;
    }
    sudoku_clear(c->s);
    {
        classify_guess_result gr;
        classify_guess_stats(c->g, grid, c->guess_mem, c->guess_depth, CLASSIFY_GUESS_RUNS, 0x6775657373u, 20000, &gr);
        x[8] = gr.runs ? (double)gr.guesses / (double)gr.runs : 0.0;
        x[9] = log2p1(x[8]);
        x[10] = gr.runs ? (double)gr.dead_ends / (double)gr.runs : 0.0;
        x[11] = gr.runs ? (double)gr.no_guess / (double)gr.runs : 0.0;
        x[12] = (double)gr.max_guesses;
        x[13] = gr.runs ? (double)gr.path_depth / (double)gr.runs : 0.0;
        x[14] = gr.runs ? (double)gr.deepest / (double)gr.runs : 0.0;
    }
    if (!res) res = &local;
    classify_grade(c->g, grid, res, NULL, NULL);
    x += SEARCH_FEATURES;
    x[0] = res->rating / 10.0;
    x[1] = res->level;
    x[2] = res->hardest;
    x[3] = res->steps;
    x[4] = res->empties ? (double)res->remaining / res->empties : 0.0;
    x[5] = (double)res->eliminated;
    x[6] = res->start_candidates;
    x[7] = res->start_bivalue;
    x[8] = res->start_singles;
    x[9] = res->max_chain;
    for (i = 0; i < CT_COUNT; i++) x[10 + i] = (double)res->counts[i];
    return count;
}

int classify_level(void *ctx, const uint8_t *grid, int box_rows, int box_cols)
{
    classify_ctx *c = (classify_ctx *)ctx;
    classify_result res;
    int rc;
    if (!c || box_rows != c->br || box_cols != c->bc) return CLASSIFY_ESHAPE;
    rc = classify_grade(c->g, grid, &res, NULL, NULL);
    if (rc < 0) return rc;
    return res.level;
}

int classify_gen_level(void *ctx, const uint8_t *puzzle, const uint8_t *solution, int box_rows, int box_cols)
{
    (void)solution;
    return classify_level(ctx, puzzle, box_rows, box_cols);
}
