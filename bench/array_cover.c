/* array_cover.c: the bench's second exact-cover solver for 9x9, after kudoku's design (flat arrays of
   per-option conflict counts and per-item option counts, no links), so DLX is compared on this machine. */
#include <string.h>

#include "bench/array_cover.h"

/* Items: cell, row-value, column-value, box-value (81 each); option (cell * 9 + value) covers four. */
void array_cover_init(array_cover *a)
{
    int fill[324] = {0}, r, c, v, k;
    for (r = 0; r < 9; r++)
        for (c = 0; c < 9; c++)
            for (v = 0; v < 9; v++) {
                int o = (r * 9 + c) * 9 + v, b = r / 3 * 3 + c / 3;
                int items[4] = {r * 9 + c, 81 + r * 9 + v, 162 + c * 9 + v, 243 + b * 9 + v};
                for (k = 0; k < 4; k++) {
                    a->covers[o][k] = (uint16_t)items[k];
                    a->options[items[k]][fill[items[k]]++] = (uint16_t)o;
                }
            }
}

/* Takes option o: its items are covered, and every option sharing one gains a conflict (an option
   with conflicts is out; the items it would cover lose it). Returns the open item that fell lowest, as
   fewest * 1024 + item (kudoku's shortcut: an item left with one option needs no scan). */
static int take(array_cover *a, int o)
{
    int k, t, q, lowest = 255 * 1024;
    for (k = 0; k < 4; k++)
        a->left[a->covers[o][k]] += 128;
    for (k = 0; k < 4; k++) {
        int item = a->covers[o][k];
        for (t = 0; t < 9; t++) {
            int p = a->options[item][t];
            if (a->conflicts[p]++ == 0)
                for (q = 0; q < 4; q++) {
                    int j = a->covers[p][q];
                    if (--a->left[j] * 1024 < lowest)
                        lowest = a->left[j] * 1024 + j;
                }
        }
    }
    return lowest;
}

static void give_back(array_cover *a, int o)
{
    int k, t, q;
    for (k = 3; k >= 0; k--) {
        int item = a->covers[o][k];
        for (t = 0; t < 9; t++) {
            int p = a->options[item][t];
            if (--a->conflicts[p] == 0)
                for (q = 0; q < 4; q++)
                    a->left[a->covers[p][q]]++;
        }
    }
    for (k = 0; k < 4; k++)
        a->left[a->covers[o][k]] -= 128;
}

int array_cover_count(array_cover *a, const uint8_t *puzzle, uint8_t *solution)
{
    int item[82], tried[82], depth = 0, open = 81, found = 0, lowest = 255 * 1024, i, k;
    memset(a->conflicts, 0, sizeof a->conflicts);
    memset(a->left, 9, sizeof a->left);
    for (i = 0; i < 81; i++)
        if (puzzle[i] != 0) {
            int o = i * 9 + puzzle[i] - 1;
            if (puzzle[i] > 9 || a->conflicts[o] != 0)
                return 0;
            lowest = take(a, o);
            open--;
        }
    if (open == 0) {
        memcpy(solution, puzzle, 81);
        return 1;
    }
    item[0] = -1;
    for (;;) {
        int t;
        if (item[depth] < 0) { /* a new level: the open item with the fewest options */
            int least = 256, best = 0;
            if (lowest < 2 * 1024) /* the last take left an item with one option or none */
                least = lowest / 1024, best = lowest % 1024;
            for (i = 0; least > 1 && i < 324; i++)
                if (a->left[i] < least) {
                    least = a->left[i];
                    best = i;
                    if (least <= 1)
                        break;
                }
            item[depth] = best;
            tried[depth] = -1;
        } else {
            give_back(a, a->options[item[depth]][tried[depth]]);
        }
        for (t = tried[depth] + 1; t < 9 && a->conflicts[a->options[item[depth]][t]] != 0; t++)
            ;
        if (t == 9) { /* every option of this level tried */
            if (depth == 0)
                return found;
            depth--;
            continue;
        }
        tried[depth] = t;
        lowest = take(a, a->options[item[depth]][t]);
        if (depth + 1 < open) {
            item[++depth] = -1;
            continue;
        }
        if (++found == 1) { /* every item covered: the options taken are the solution */
            memcpy(solution, puzzle, 81);
            for (k = 0; k <= depth; k++) {
                int o = a->options[item[k]][tried[k]];
                solution[o / 9] = (uint8_t)(o % 9 + 1);
            }
        }
        if (found == 2) {
            for (k = depth; k >= 0; k--)
                give_back(a, a->options[item[k]][tried[k]]);
            return found;
        }
    }
}
