/* pair_sets.c: unavoidable sets of two values: swapping values a and b on such a set gives another
   solution, so an emptying that leaves one without a clue needs no search to be refused. */
#include <string.h>

#include "gen/generator_int.h"

/* Swapping values a and b on a set of cells gives another solution when the set holds, in each row,
   column and box, both of that unit's a and b cells or neither. The smallest such sets are the connected
   components of the cells holding a or b, each unit linking its two: every unique puzzle keeps a clue in
   each, so a clue that is the last of one is kept without a search (the 4-cell sets are the unavoidable
   rectangles). The scratch arrays serve before the emptying uses them. */
static int root_of(int *parent, int x)
{
    while (parent[x] != x)
        x = parent[x] = parent[parent[x]];
    return x;
}

/* Cell k of the 2n holding a or b (a's first, by row), and the other value of its pair. */
static int pair_cell(const int *in_row, int n, int a, int b, int k, int *other)
{
    *other = k < n ? b : a;
    return in_row[(k < n ? a : b) * n + k % n];
}

void gen_find_pair_sets(struct generator *g, const uint8_t *solution)
{
    int n = g->n, R = g->o.box_rows, C = g->o.box_cols, a, b, u, k, cell, sets = 0;
    int *parent = g->stack, *in_row = g->spare, *in_col = g->removed, *in_box = g->unit_ends;
    for (cell = 0; cell < g->n2; cell++) { /* the cell of each value in each unit */
        int v = solution[cell] - 1, r = cell / n, c = cell % n;
        in_row[v * n + r] = in_col[v * n + c] = in_box[v * n + (r / R) * R + c / C] = cell;
    }
    for (a = 0; a < n; a++)
        for (b = a + 1; b < n; b++) {
            for (u = 0; u < n; u++)
                parent[in_row[a * n + u]] = in_row[a * n + u], parent[in_row[b * n + u]] = in_row[b * n + u];
            for (u = 0; u < n; u++) {
                parent[root_of(parent, in_row[a * n + u])] = root_of(parent, in_row[b * n + u]);
                parent[root_of(parent, in_col[a * n + u])] = root_of(parent, in_col[b * n + u]);
                parent[root_of(parent, in_box[a * n + u])] = root_of(parent, in_box[b * n + u]);
            }
            /* Number the sets at their roots, then give every cell its root's number. */
            for (k = 0; k < 2 * n; k++) {
                int w, x = pair_cell(in_row, n, a, b, k, &w);
                if (root_of(parent, x) == x) {
                    g->set_of[x * n + w] = (uint16_t)sets;
                    g->set_clues[sets++] = 0;
                }
            }
            for (k = 0; k < 2 * n; k++) {
                int w, x = pair_cell(in_row, n, a, b, k, &w), root = root_of(parent, x);
                int set = g->set_of[root * n + (solution[root] - 1 == a ? b : a)];
                g->set_of[x * n + w] = (uint16_t)set;
                g->set_clues[set]++;
            }
        }
}

/* Would emptying these cells leave a two-value set without a clue? */
int gen_empties_a_pair_set(const struct generator *g, const uint8_t *solution, const int *cells, int m)
{
    int n = g->n, k, j, w;
    for (k = 0; k < m; k++) {
        int v = solution[cells[k]] - 1;
        for (w = 0; w < n; w++) {
            int set = g->set_of[cells[k] * n + w], inside = 0;
            if (w == v)
                continue;
            for (j = 0; j < m; j++) {
                int vj = solution[cells[j]] - 1, other = vj == v ? w : vj == w ? v : -1;
                inside += other >= 0 && g->set_of[cells[j] * n + other] == set;
            }
            if (g->set_clues[set] == inside)
                return 1;
        }
    }
    return 0;
}

void gen_clue_leaves_sets(struct generator *g, const uint8_t *solution, int cell)
{
    int n = g->n, w;
    for (w = 0; w < n; w++)
        if (w != solution[cell] - 1)
            g->set_clues[g->set_of[cell * n + w]]--;
}
