/* test_nonogram_search.c: the Nonogram counter on clue sets far from unique (met while repairing noise pictures):
   two distinct grids that meet the clues, within a bound on the splits the count takes. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dlx/nonogram.h"
#include "tests/check.h"

check_counts checks;

/* The clues of bench/nonogram_hard.txt (25x25): the count took 1,897 nodes on the first before it found two. */
static const char *const HARD[] = {
    "25x25:1.6.3.6/4.4/3.3/1.1.2.1.1.2/1.2.2.3.3/2.3.3/2.5/2/1.3.2/2.6/3.4/1.4/1.1.1.1/3.1.1/1.1.2.3.2.1/1.1.1.2/"
    "1.1.2/1.1.1.1/3.1/3/1.6/2.2.4/1.1.1.1.4/3.1.1.1/1.3/2.1.2/3.2.1/3.2.2/1.4.1.1/1/1.2.3/1.1.1.1.1/1.1.1/"
    "1.1.4.2.1/1.1.3/1.3.1.1/3.1.3/1.2.1/1.3.2.1/1.3.2.2/1.2/1.2/2.3.1/4.1.5.1/1.3.1.3.1/1.1.6/2.1.3.1.3/"
    "3.1.1.1.3/5.1.2.2/5.4",
    "25x25:1.3.1/1.1.2.1/1.1.2.1.1.2.1.2/2.1.1.1/3.2.1/1.1.2.1/2.1.1.1.1/2.1.1.2.2.1/1.1.1.1/1.1.3.2.1/2.1.1.1.1/"
    "1.1.3/1.1.3.1.1.2.2/1.1.2.1.2.1/1.1.1/1.2/1.1.2.2.1/1.1.2.1.1.1/2.1.1.4.1.1/1.1.1.1.3/1.2.3.1/1.2.3.1/"
    "1.1.1.2.1.1.1/1.2.3.1.1/1.1.2.2.1.1.1/1.2.1.1.2.1/2.3.1.1.1/2.1.2/1.1.1/1.1.3.2/1.2.2.1.1.2.1/3.1.1.1.1/"
    "1.1.1.1.2/2.1.1.2.1/1.3.2/1.2.2.3.1/1.2.1.2.1/2.2.3/2.1.2.1.1.3/1.1.1.1.1/1.2.2.1.1.1/2.1.1.1/1.1.1.1.1.2/"
    "1.1.1.1.1.4.1.1/1.1.2/1.1.1.1.2/1.2/1.1.1/2.1.2.3.2/1.2.1.4",
    "25x25:1.3.1/1.1.1.1.1/1.1.2.2.1.2.1.2/2.1.1.1.1.1/3.2.1/1.1.3/2.1.1.1.2.1/2.1.1.1.1.3/1.1.1.1.1/"
    "1.2.3.1.1.1.1.1/2.1.1.1.1.2/1.1.2/1.1.1.3.1.1.1/1.3.1.2.1/1.1.1.1.1.1/1.1/2.1.2.1/1.2.1.1.1/2/1.1.1.3/"
    "1.2.1.2.1/2.1.1.1.1/2.1.1.5/1.1.2.1.2.1/1.1.1.2.1/1.2.1.1.2.1/2.3.1.1.1.3/2.1.2/1.1.1/1.1.3.2/1.2.2.1.1.2.1/"
    "3.1.2.1.1/1.2.1.1.1/2.1.2.1/1.3.2/1.2.3.2.1/2.2.1.2.2/1.4/2.2.1.1.1.2.1.1/1.1.1.1.3/1.2.2.3/1.2.1.1.1.1/"
    "1.1.1.1/1.1.1.1.1.4.1/1.2.1.1/1.2/1.1/1.1.1/2.1.1.1/2.1.2.1.2",
};

/* A clue line `WxH:` then the W column clues and the H row clues ('/' between lines, '.' between runs). */
static int parse(const char *s, ng_puzzle *p)
{
    int line = 0, w, h, n;
    memset(p, 0, sizeof *p);
    if (sscanf(s, "%dx%d:%n", &w, &h, &n) != 2 || !ng_shape_ok(w, h))
        return 0;
    p->w = w;
    p->h = h;
    for (s += n; *s && line < w + h; s++) {
        int at = line < w ? h + line : line - w, run = (int)strtol(s, (char **)&s, 10);
        if (run > 0)
            p->runs[at][p->n_runs[at]++] = (uint8_t)run;
        if (*s == '/')
            line++;
        else if (*s != '.')
            break;
    }
    return line == w + h - 1;
}

static int go_for(void *ctx)
{
    int *left = ctx;
    return (*left)-- > 0;
}

/* Counted to 2 within 1,500 nodes of the count (each asks the stop hook): two grids, each with the clues asked
   (ng_clues_of, no solver), not equal. */
static void test_hard(void)
{
    size_t k;
    for (k = 0; k < sizeof HARD / sizeof HARD[0]; k++) {
        ng_puzzle p, q;
        uint8_t first[625], second[625];
        size_t bytes;
        void *mem;
        ng_solver *s;
        int left = 1500;
        long got;
        CHECK(parse(HARD[k], &p) && p.w * p.h <= 625, "hard %zu: the clues parse", k);
        bytes = ng_solver_bytes(p.w, p.h);
        mem = malloc(bytes);
        s = mem != NULL ? ng_solver_init(mem, bytes, p.w, p.h) : NULL;
        CHECK(s != NULL, "hard %zu: memory", k);
        if (s == NULL) {
            free(mem);
            continue;
        }
        ng_solver_stop_hook(s, go_for, &left);
        got = ng_count(s, &p, 2, 1, first, second);
        CHECK(got == 2, "hard %zu: %ld solutions after %d nodes, want 2 within 1500", k, got, 1500 - left);
        if (got == 2) {
            ng_clues_of(&q, p.w, p.h, first);
            CHECK(memcmp(&p, &q, sizeof p) == 0, "hard %zu: the first grid meets the clues", k);
            ng_clues_of(&q, p.w, p.h, second);
            CHECK(memcmp(&p, &q, sizeof p) == 0, "hard %zu: the second grid meets the clues", k);
            CHECK(memcmp(first, second, (size_t)(p.w * p.h)) != 0, "hard %zu: the two grids differ", k);
        }
        printf("  hard %zu: %ld solutions, %d nodes\n", k, got, 1500 - left);
        free(mem);
    }
}

int main(void)
{
    test_hard();
    return check_summary();
}
