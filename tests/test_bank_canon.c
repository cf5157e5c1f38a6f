/* test_bank_canon.c: the bank's canonical keys against brute force (every transformation of 4x4, 6x6 and
   Fillomino grids tried), random transformations of 9x9 and 16x16, and Royle's distinct 17-clue puzzles. */
#include <stdio.h>
#include <string.h>

#include "dlx/rng.h"
#include "gen/bank/canon.h"
#include "tests/check.h"

check_counts checks;

#define MAXC (CANON_MAX_SIDE * CANON_MAX_SIDE)

/* Relabels g by first appearance, in place. */
static void relabel(cj_cell *g, int cells)
{
    cj_cell map[CANON_MAX_SIDE + 1] = {0};
    int k, next = 0;
    for (k = 0; k < cells; k++)
        if (g[k]) {
            if (map[g[k]] == 0)
                map[g[k]] = (cj_cell)++next;
            g[k] = map[g[k]];
        }
}

/* The permutations of 0..m-1 in lexicographic order, each m entries. */
static int permutations(int m, int *out)
{
    int p[8], count = 0, k, i, j;
    for (k = 0; k < m; k++)
        p[k] = k;
    for (;;) {
        memcpy(out + count++ * m, p, (size_t)m * sizeof *p);
        for (i = m - 2; i >= 0 && p[i] > p[i + 1]; i--)
            ;
        if (i < 0)
            return count;
        for (j = m - 1; p[j] < p[i]; j--)
            ;
        k = p[i], p[i] = p[j], p[j] = k;
        for (j = m - 1, i++; i < j; i++, j--)
            k = p[i], p[i] = p[j], p[j] = k;
    }
}

/* Every line order allowed by groups of size g (of n lines): the group order, then each group's order. */
static int line_orders(int n, int g, int *out)
{
    int groups = n / g, gp[720 * 6], lp[720 * 6], ng = permutations(groups, gp), nl = permutations(g, lp);
    int total = 0, a, k, idx[8] = {0};
    for (a = 0; a < ng; a++) {
        memset(idx, 0, sizeof idx);
        for (;;) {
            for (k = 0; k < n; k++)
                out[total * n + k] = gp[a * groups + k / g] * g + lp[idx[k / g] * g + k % g];
            total++;
            for (k = 0; k < groups && ++idx[k] == nl; k++)
                idx[k] = 0;
            if (k == groups)
                break;
        }
    }
    return total;
}

static void random_transform(cj_rng *rng, const cj_cell *g, int R, int C, cj_cell *out);

/* Every transformation of g by brute force: for each image (relabelled by first appearance), whether it
   is the key, and whether its own key is the key. */
static void every_image(canon_state *st, const cj_cell *g, int R, int C, const char *key, int *in_orbit,
                        int *all_same)
{
    static int rows[20000 * 6], cols[20000 * 6];
    int n = R * C, nr = line_orders(n, R, rows), nc = line_orders(n, C, cols), t, a, b, k;
    cj_cell img[36];
    char text[64], image_key[64];
    *in_orbit = 0;
    *all_same = 1;
    for (t = 0; t < (R == C ? 2 : 1); t++)
        for (a = 0; a < nr; a++)
            for (b = 0; b < nc; b++) {
                for (k = 0; k < n * n; k++) {
                    int r = rows[a * n + k / n], c = cols[b * n + k % n];
                    img[k] = t ? g[c * n + r] : g[r * n + c];
                }
                canon_sudoku(st, img, R, C, image_key, sizeof image_key);
                *all_same &= strcmp(image_key, key) == 0;
                relabel(img, n * n);
                for (k = 0; k < n * n; k++)
                    text[k] = (char)('0' + img[k]);
                text[n * n] = '\0';
                *in_orbit |= strcmp(text, key) == 0;
            }
}

/* A random transformation of g (lines within groups and groups shuffled, digits relabelled, maybe
   transposed) into out. */
static void random_transform(cj_rng *rng, const cj_cell *g, int R, int C, cj_cell *out)
{
    int n = R * C, rows[CANON_MAX_SIDE], cols[CANON_MAX_SIDE], digit[CANON_MAX_SIDE + 1], k, r, c;
    int t = R == C && cj_rng_below(rng, 2);
    for (k = 0; k < n; k++)
        rows[k] = cols[k] = k, digit[k + 1] = k + 1;
    digit[0] = 0;
    for (k = n - 1; k > 0; k--) { /* digits: any permutation */
        int j = 1 + (int)cj_rng_below(rng, (uint32_t)k + 1), x = digit[k + 1];
        digit[k + 1] = digit[j], digit[j] = x;
    }
    for (k = 0; k < 200; k++) { /* swaps of two lines in a group, or of two groups */
        int *p = k % 2 ? rows : cols, g = k % 2 ? R : C, a = (int)cj_rng_below(rng, (uint32_t)n);
        int b = a / g * g + (int)cj_rng_below(rng, (uint32_t)g), x;
        if (k % 4 < 2) {
            x = p[a], p[a] = p[b], p[b] = x;
        } else {
            int ga = a / g, gb = (int)cj_rng_below(rng, (uint32_t)(n / g)), i;
            for (i = 0; i < g; i++)
                x = p[ga * g + i], p[ga * g + i] = p[gb * g + i], p[gb * g + i] = x;
        }
    }
    for (r = 0; r < n; r++)
        for (c = 0; c < n; c++) {
            cj_cell v = g[rows[r] * n + cols[c]];
            out[t ? c * n + r : r * n + c] = (cj_cell)digit[v];
        }
}

/* A random puzzle of R x C boxes: a full grid (the usual pattern, randomly transformed) with some cells
   kept; valid, so no digit twice in a row, column or box. */
static void random_grid(cj_rng *rng, cj_cell *g, int R, int C, int percent_given)
{
    cj_cell full[CANON_MAX_SIDE * CANON_MAX_SIDE];
    int n = R * C, r, c, k;
    for (r = 0; r < n; r++)
        for (c = 0; c < n; c++)
            full[r * n + c] = (cj_cell)(((r % R) * C + r / R + c) % n + 1);
    random_transform(rng, full, R, C, g);
    for (k = 0; k < n * n; k++)
        if (cj_rng_below(rng, 100) >= (uint32_t)percent_given)
            g[k] = 0;
}

/* Keys against brute force: each key is one of the puzzle's own images (so different puzzles cannot share
   one), and every image of the puzzle, under every transformation, has the same key. */
static void against_brute_force(int R, int C, int puzzles, cj_rng *rng)
{
    static cj_cell g[36];
    char key[64];
    canon_state *st = canon_state_new(), *st2 = canon_state_new();
    int p, in_orbit, all_same, orbit = 0, same = 0;
    for (p = 0; p < puzzles; p++) {
        random_grid(rng, g, R, C, 10 + p % 60);
        canon_sudoku(st, g, R, C, key, sizeof key);
        every_image(st2, g, R, C, key, &in_orbit, &all_same);
        orbit += in_orbit;
        same += all_same;
    }
    CHECK(orbit == puzzles, "%dx%d boxes: %d of %d keys are an image of their puzzle", R, C, orbit, puzzles);
    CHECK(same == puzzles, "%dx%d boxes: %d of %d puzzles have the same key under every transformation", R, C,
          same, puzzles);
    printf("  %dx%d boxes: %d random puzzles, each key an image of its puzzle and kept by every transformation\n",
           R, C, puzzles);
    canon_state_free(st);
    canon_state_free(st2);
}

/* Whether 9x9 grid b is an image of a: every transformation tried (3,359,232 of them), digits mapped as
   they come. */
static int equivalent_9x9(const cj_cell *a, const cj_cell *b)
{
    static int rows[1296 * 9], cols[1296 * 9];
    int nr = line_orders(9, 3, rows), nc = line_orders(9, 3, cols), t, x, y, k;
    for (t = 0; t < 2; t++)
        for (x = 0; x < nr; x++)
            for (y = 0; y < nc; y++) {
                int map[10] = {0}, back[10] = {0}, ok = 1;
                for (k = 0; k < 81 && ok; k++) {
                    int r = rows[x * 9 + k / 9], c = cols[y * 9 + k % 9], v = t ? a[c * 9 + r] : a[r * 9 + c];
                    if (map[v] == 0 && back[b[k]] == 0)
                        map[v] = b[k], back[b[k]] = v;
                    else
                        ok = map[v] == b[k];
                }
                if (ok)
                    return 1;
            }
    return 0;
}

/* Puzzles of a data set, known to be essentially different (Royle's 17-clue list) or not known to be:
   their keys are kept by random transformations; distinct ones have distinct keys. */
static void data_set(cj_rng *rng, const char *file, int field, int R, int count, int distinct)
{
    static char keys[1500][CANON_MAX_SIDE * CANON_MAX_SIDE / 4 + 2];
    static const char symbols[] = "123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
    char path[512], line[1024], key[sizeof keys[0]];
    cj_cell g[700], h[700];
    canon_state *st = canon_state_new();
    FILE *f;
    static cj_cell grids[1500][81];
    int n = R * R, read = 0, k, kept = 0, same = 0, i, j, checked = 0, equivalent = 0;
    snprintf(path, sizeof path, "%s/%s", check_data_dir(), file);
    f = fopen(path, "r");
    CHECK(f != NULL, "%s opens", path);
    if (f == NULL)
        return;
    while (read < count && fgets(line, sizeof line, f)) {
        const char *text = line;
        for (k = 0; k < field && (text = strchr(text, ' ')) != NULL; k++)
            text++;
        if (text == NULL || strlen(text) < (size_t)(n * n))
            continue;
        for (k = 0; k < n * n; k++) {
            const char *at = text[k] != '.' && text[k] != '0' ? strchr(symbols, text[k]) : NULL;
            g[k] = at ? (cj_cell)(at - symbols + 1) : 0;
        }
        canon_sudoku(st, g, R, R, keys[read], sizeof keys[read]);
        if (R == 3)
            memcpy(grids[read], g, sizeof grids[read]);
        random_transform(rng, g, R, R, h);
        canon_sudoku(st, h, R, R, key, sizeof key);
        kept += strcmp(key, keys[read]) == 0;
        read++;
    }
    fclose(f);
    for (i = 0; i < read; i++) { /* puzzles whose key an earlier one has */
        for (j = 0; j < i && strcmp(keys[i], keys[j]) != 0; j++)
            ;
        if (j < i) {
            same++;
            if (R == 3 && checked < 8) { /* 9x9: the two are equivalent, by brute force */
                checked++;
                equivalent += equivalent_9x9(grids[j], grids[i]);
            }
        }
    }
    CHECK(equivalent == checked, "%s: %d of %d pairs with one key found equivalent by brute force", file,
          equivalent, checked);
    CHECK(kept == read, "%s: %d of %d keys kept by a random transformation", file, kept, read);
    CHECK(!distinct || same == 0, "%s: %d distinct puzzles share an earlier one's key", file, same);
    printf("  %s%s: %d grids, %d distinct keys, each kept by a random transformation\n", file,
           field ? " (solutions)" : "", read, read - same);
    canon_state_free(st);
}

/* Rotations by 90 degrees (square grids) and mirror images, composed: the rectangle's symmetries. */
static void rotate90(const cj_cell *g, int n, cj_cell *out)
{
    int x, y;
    for (y = 0; y < n; y++)
        for (x = 0; x < n; x++)
            out[y * n + x] = g[(n - 1 - x) * n + y];
}

static void mirror(const cj_cell *g, int w, int h, cj_cell *out)
{
    int x, y;
    for (y = 0; y < h; y++)
        for (x = 0; x < w; x++)
            out[y * w + x] = g[y * w + (w - 1 - x)];
}

static int less_cells(const cj_cell *a, const cj_cell *b, int n)
{
    int k;
    for (k = 0; k < n && a[k] == b[k]; k++)
        ;
    return k < n && a[k] < b[k];
}

/* Fillomino keys: the same for every image, and the numbers of the least image by brute force. */
static void fillomino(cj_rng *rng)
{
    cj_cell g[36], img[8][36], tmp[36], best[36];
    char key[256], want[256];
    int trials, k, t, w, h, images, wrong = 0, moved = 0;
    for (trials = 0; trials < 300; trials++) {
        w = trials % 2 ? 5 : 6;
        h = trials % 3 ? 5 : 6;
        for (k = 0; k < w * h; k++)
            g[k] = (cj_cell)(cj_rng_below(rng, 3) ? 0 : 1 + cj_rng_below(rng, 12));
        memcpy(img[0], g, sizeof g);
        mirror(g, w, h, img[1]);
        if (w == h) {
            images = 8;
            for (t = 2; t < 8; t++)
                rotate90(img[t - 2], w, img[t]);
        } else {
            images = 4;
            for (t = 2; t < 4; t++) {
                mirror(img[t - 2], w, h, tmp); /* rot180 = mirror then flip upside down */
                for (k = 0; k < w * h; k++)
                    img[t][k] = tmp[(h - 1 - k / w) * w + k % w];
            }
        }
        memcpy(best, img[0], sizeof best);
        for (t = 1; t < images; t++)
            if (less_cells(img[t], best, w * h))
                memcpy(best, img[t], sizeof best);
        want[0] = '\0';
        for (k = 0; k < w * h; k++)
            snprintf(want + strlen(want), sizeof want - strlen(want), "%s%u", k ? "," : "", (unsigned)best[k]);
        for (t = 0; t < images; t++) {
            canon_rectangle(img[t], w, h, key, sizeof key);
            wrong += strcmp(key, want) != 0;
        }
        moved += less_cells(best, g, w * h);
    }
    CHECK(wrong == 0, "fillomino: %d images whose key is not the least image's numbers", wrong);
    CHECK(moved > 0, "fillomino: some grids are not their own least image (%d)", moved);
}

/* A Sudoku of too many symmetries for the search (the 25x25 pattern grid, cell (r, c) holding
   (5 (r mod 5) + r div 5 + c) mod 25 + 1, its first square empty): past CANON_MAX_STEPS canon_sudoku itself keys
   it as '~' and the numbers of its least image under rotations and mirrors (by brute force here), for the grid
   and a rotation alike; a buffer that holds only a searched key (n*n + 1 bytes) is refused. */
static void too_many_symmetries(void)
{
    enum { N = 25 };
    static cj_cell img[8][N * N], best[N * N];
    static char key[3 * N * N + 2], key90[3 * N * N + 2], tiny[N * N + 1], want[3 * N * N + 2];
    int r, c, t, k;
    long len, len90, small;
    for (r = 0; r < N; r++)
        for (c = 0; c < N; c++)
            img[0][r * N + c] = (cj_cell)((5 * (r % 5) + r / 5 + c) % N + 1);
    img[0][0] = 0;
    mirror(img[0], N, N, img[1]);
    for (t = 2; t < 8; t++)
        rotate90(img[t - 2], N, img[t]);
    memcpy(best, img[0], sizeof best);
    for (t = 1; t < 8; t++)
        if (less_cells(img[t], best, N * N))
            memcpy(best, img[t], sizeof best);
    snprintf(want, sizeof want, "~");
    for (k = 0; k < N * N; k++)
        snprintf(want + strlen(want), sizeof want - strlen(want), "%s%u", k ? "," : "", (unsigned)best[k]);
    {
        canon_state *st = canon_state_new();
        CHECK(st != NULL, "pattern 25x25: a search state");
        if (st == NULL)
            return;
        len = canon_sudoku(st, img[0], 5, 5, key, sizeof key);
        len90 = canon_sudoku(st, img[2], 5, 5, key90, sizeof key90);
        small = canon_sudoku(st, img[0], 5, 5, tiny, sizeof tiny);
        canon_state_free(st);
    }
    CHECK(len == (long)strlen(want) && strcmp(key, want) == 0 && strcmp(key90, want) == 0 && len90 == len,
          "pattern 25x25: keyed past the step limit as its least image up to rotations and mirrors (%ld, %ld: %.40s)",
          len, len90, key90);
    CHECK(small == -1, "pattern 25x25: a buffer of n*n + 1 bytes is too small for that key (%ld)", small);
}

int main(void)
{
    cj_rng rng;
    cj_rng_seed(&rng, 7, 0);
    against_brute_force(2, 2, 400, &rng);
    against_brute_force(2, 3, 30, &rng);
    against_brute_force(3, 2, 30, &rng);
    data_set(&rng, "sudoku9_royle17.txt", 0, 3, 1500, 1);
    data_set(&rng, "sudoku9_magictour_top1465.txt", 0, 3, 1000, 0);
    data_set(&rng, "sudoku9_magictour_top1465.txt", 1, 3, 200, 0); /* full grids: the hardest case */
    data_set(&rng, "sudoku16_janko.txt", 0, 4, 95, 0);
    data_set(&rng, "sudoku16_janko.txt", 1, 4, 95, 0);
    fillomino(&rng);
    too_many_symmetries();
    return check_summary();
}
