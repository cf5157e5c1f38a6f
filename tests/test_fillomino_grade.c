/* test_fillomino_grade.c: Fillomino's grade, hint and levelled generation through its kind table, against a
   brute-force count on tiny boards (the region solver's on larger ones), each level against its hints replayed. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "dlx/kind.h"
#include "dlx/rng.h"
#include "fillomino/solver.h"
#include "gen/kinds/kinds.h"
#include "kind_run.h"

check_counts checks;

#define MAX_CELLS 25
#define BRUTE_CELLS 12 /* brute force up to here; past it the region solver (not the kind's lean solver) */

/* Brute force: the cells in row-major order take their clue or 1..n; a group of equal values may not outgrow
   its number, and a group with no empty neighbour left must have exactly its number. */
typedef struct brute {
    int w, n, clue[MAX_CELLS], g[MAX_CELLS], last[MAX_CELLS];
} brute;

/* The size of the group of equal values through cell a among the cells 0..upto; *open: it touches a later
   (still empty) cell. */
static int group(const brute *b, int a, int upto, int *open)
{
    int stack[MAX_CELLS], seen[MAX_CELLS], top = 0, size = 0;
    memset(seen, 0, sizeof seen);
    *open = 0;
    stack[top++] = a;
    seen[a] = 1;
    while (top > 0) {
        int c = stack[--top], k;
        int nb[4] = {c - b->w, c + b->w, c % b->w ? c - 1 : -1, (c + 1) % b->w ? c + 1 : -1};
        size++;
        for (k = 0; k < 4; k++) {
            int x = nb[k];
            if (x < 0 || x >= b->n)
                continue;
            if (x > upto)
                *open = 1;
            else if (!seen[x] && b->g[x] == b->g[a]) {
                seen[x] = 1;
                stack[top++] = x;
            }
        }
    }
    return size;
}

/* Whether the groups through cell c and its earlier neighbours keep the rule once c is set. */
static int fits(const brute *b, int c)
{
    int nb[3] = {c, c - b->w, c % b->w ? c - 1 : -1}, k; /* the later neighbours are still empty */
    for (k = 0; k < 3; k++) {
        int open, size;
        if (nb[k] < 0)
            continue;
        size = group(b, nb[k], c, &open);
        if (size > b->g[nb[k]] || (!open && size != b->g[nb[k]]))
            return 0;
    }
    return 1;
}

/* Solutions from cell c on, up to 2 or 3; the last one found goes to last. */
static long brute_count(brute *b, int c)
{
    long found = 0;
    int v, lo, hi;
    if (c == b->n) {
        memcpy(b->last, b->g, sizeof b->g);
        return 1;
    }
    lo = b->clue[c] ? b->clue[c] : 1;
    hi = b->clue[c] ? b->clue[c] : b->n;
    for (v = lo; v <= hi && found < 2; v++) {
        b->g[c] = v;
        if (fits(b, c))
            found += brute_count(b, c + 1);
    }
    return found;
}

/* The solutions of b's clues, 0, 1 or 2 for several; the unique one in b->last. */
static long count_of(brute *b)
{
    fm_val clues[MAX_CELLS], first[MAX_CELLS];
    size_t bytes = fm_solver_bytes(b->w, b->n / b->w);
    void *mem;
    fm_solver *s;
    long got;
    int c;
    if (b->n <= BRUTE_CELLS) {
        got = brute_count(b, 0);
        return got > 2 ? 2 : got;
    }
    mem = malloc(bytes);
    s = mem ? fm_solver_init(mem, bytes, b->w, b->n / b->w) : NULL;
    for (c = 0; c < b->n; c++)
        clues[c] = (fm_val)b->clue[c];
    got = s ? fm_solve(s, clues, 2, first, -1, 0, NULL) : -1;
    for (c = 0; got >= 1 && c < b->n; c++)
        b->last[c] = first[c];
    free(mem);
    if (got < 0)
        CHECK(0, "the region solver counts a %dx%d puzzle (%ld)", b->w, b->n / b->w, got);
    return got < 0 ? 0 : got;
}

/* The one-line form of clues on a w x h board (values up to 9 here); 0 when a value is larger. */
static int line_of(const int *clue, int w, int h, char *out)
{
    int c, at = sprintf(out, "%dx%d:", w, h);
    for (c = 0; c < w * h; c++) {
        if (clue[c] > 9)
            return 0;
        out[at++] = clue[c] ? (char)('0' + clue[c]) : '.';
    }
    out[at] = '\0';
    return 1;
}

/* Hints from an empty player's grid, each value placed as the next hint says, until none fills a cell: each
   value against the solution; the look-ahead steps counted; 1 when the grid was filled, 0 when the hints
   stopped at a guess, -1 on a wrong value or a failed hint. */
static int replay(kind_run *k, const int *solution, int n, int *look_aheads)
{
    cj_cell player[MAX_CELLS];
    int steps;
    memset(player, 0, sizeof player);
    *look_aheads = 0;
    for (steps = 0; steps <= n; steps++) {
        cj_hint h;
        if (k->kind->hint(k->work, k->puzzle, player, &h) != CJ_KIND_OK)
            return -1;
        if (h.cell < 0)
            return strcmp(h.text, "solved") == 0 ? 1 : strstr(h.text, "guess (search)") != NULL ? 0 : -1;
        if (h.value != (cj_cell)solution[h.cell] || player[h.cell] != 0)
            return -1;
        *look_aheads += strstr(h.text, "look-ahead") != NULL;
        player[h.cell] = h.value;
    }
    return -1;
}

/* Puzzles generated on a w x h board, one clue dropped or one wrong clue added: the grade's verdict against
   a second count; on the unique ones the level against the hints replayed, and a wrong value refused. */
static void test_board(int w, int h, int rounds, uint64_t seed)
{
    kind_run k;
    cj_rng rng;
    int i, counts[3] = {0, 0, 0}, verdicts = 0, levels[3] = {0, 0, 0}, replays = 0, refused = 0, again = 0, n = w * h;
    int several_hints = 0, several_sound = 0;
    if (kind_open(&k, "fillomino", w, h, 0, 0) != 0)
        return;
    cj_rng_seed(&rng, seed, 0);
    for (i = 0; i < rounds; i++) {
        cj_gen_request req;
        cj_cell solution[MAX_CELLS];
        cj_grade grade;
        cj_shape shape = k.shape;
        brute b;
        char line[64], err[200];
        int c, variant = i % 3, rc, look_aheads;
        long count;
        req = kind_minimal_request(1);
        if (k.kind->generate(k.work, &req, &rng, k.puzzle, solution, err, sizeof err) != CJ_KIND_OK)
            continue;
        memset(&b, 0, sizeof b);
        b.w = w;
        b.n = n;
        for (c = 0; c < n; c++)
            b.clue[c] = ((const uint16_t *)k.puzzle)[c];
        c = (int)cj_rng_below(&rng, (uint32_t)n);
        if (variant == 1) /* a clue dropped: often several solutions */
            b.clue[c] = 0;
        else if (variant == 2 && b.clue[c] == 0) /* a clue added, often wrong: often none */
            b.clue[c] = 1 + (int)cj_rng_below(&rng, (uint32_t)(n < 9 ? n : 9));
        if (!line_of(b.clue, w, h, line) ||
            k.kind->parse(line, strlen(line), 0, &shape, k.puzzle, err, sizeof err) != CJ_KIND_OK)
            continue;
        count = count_of(&b);
        counts[count]++;
        rc = k.kind->grade(k.work, k.puzzle, &grade);
        verdicts += rc == (count == 0 ? CJ_KIND_ENOSOLUTION : count == 1 ? CJ_KIND_OK : CJ_KIND_EMANY);
        if (count == 2 && n <= BRUTE_CELLS) { /* a hint's cell holds its value in every solution */
            cj_hint hint;
            if (k.kind->hint(k.work, k.puzzle, NULL, &hint) == CJ_KIND_OK && hint.cell >= 0) {
                int v, others = 0, keep = b.clue[hint.cell];
                for (v = 1; v <= n; v++) {
                    if (v == hint.value)
                        continue;
                    b.clue[hint.cell] = v;
                    others += count_of(&b) > 0;
                }
                b.clue[hint.cell] = keep;
                several_hints++;
                several_sound += others == 0;
            }
        }
        if (count != 1 || rc != CJ_KIND_OK)
            continue;
        levels[grade.level]++;
        {
            cj_grade g2;
            again += cj_kind_grade_unique(k.kind, k.work, k.puzzle, &g2) == CJ_KIND_OK && g2.level == grade.level &&
                     g2.rating == grade.rating && strcmp(g2.technique, grade.technique) == 0;
        }
        rc = replay(&k, b.last, n, &look_aheads);
        replays += grade.level == 0 ? rc == 1 && look_aheads == 0 : grade.level == 1 ? rc == 1 && look_aheads > 0 : rc == 0;
        for (c = 0; c < n && b.clue[c]; c++)
            ;
        if (c < n) { /* a value the solution does not have there, then one beyond the board */
            cj_cell player[MAX_CELLS];
            cj_hint hint;
            memset(player, 0, sizeof player);
            player[c] = (cj_cell)(b.last[c] % n + 1);
            refused += k.kind->hint(k.work, k.puzzle, player, &hint) == CJ_KIND_ENOSOLUTION;
            player[c] = (cj_cell)(n + 1);
            refused += k.kind->hint(k.work, k.puzzle, player, &hint) == CJ_KIND_ENOSOLUTION;
        } else {
            refused += 2;
        }
    }
    CHECK(counts[0] > 0 && counts[1] > 0 && counts[2] > 0, "%dx%d: puzzles with 0, 1 and several solutions (%d, %d, %d)",
          w, h, counts[0], counts[1], counts[2]);
    CHECK(verdicts == counts[0] + counts[1] + counts[2],
          "%dx%d: grade refuses none and several, grades one, as a second count says (%d of %d)", w, h, verdicts,
          counts[0] + counts[1] + counts[2]);
    CHECK(replays == counts[1],
          "%dx%d: easy: the hints fill the board by the rules; hard: with look-ahead; beyond: they stop at a guess; "
          "each value the solution's (%d of %d; easy %d, hard %d, beyond %d)",
          w, h, replays, counts[1], levels[0], levels[1], levels[2]);
    if (n <= BRUTE_CELLS)
        CHECK(several_hints > 0 && several_sound == several_hints,
              "%dx%d: several solutions: a hinted cell holds its value in every one, by brute force (%d of %d)", w, h,
              several_sound, several_hints);
    CHECK(again == counts[1], "%dx%d: cj_kind_grade_unique (no count) grades as grade does (%d of %d)", w, h, again,
          counts[1]);
    CHECK(refused == 2 * counts[1], "%dx%d: a wrong value or one beyond the board: no solution (%d of %d)", w, h,
          refused, 2 * counts[1]);
    kind_close(&k);
}

/* Puzzles asked at each level: unique by a second count, graded at that level; easy and hard ones minimal for
   their logic (without any one clue they grade harder, or lose their one solution). Beyond may be out of
   reach on a tiny board: then refused with the reason. */
static void test_levels(int w, int h, int rounds, uint64_t seed)
{
    static const char *const names[] = {"easy", "hard", "beyond"};
    kind_run k;
    cj_rng rng;
    int level, n = w * h;
    if (kind_open(&k, "fillomino", w, h, 0, 0) != 0)
        return;
    cj_rng_seed(&rng, seed, 0);
    for (level = 0; level < 3; level++) {
        int i, made = 0, right = 0, minimal = 0, clues = 0, refusals = 0;
        for (i = 0; i < rounds; i++) {
            cj_gen_request req;
            cj_cell solution[MAX_CELLS];
            cj_grade grade;
            brute b;
            char err[200];
            int c, rc;
            req = kind_minimal_request(1);
            req.level = level;
            rc = k.kind->generate(k.work, &req, &rng, k.puzzle, solution, err, sizeof err);
            if (rc == CJ_KIND_EGAVEUP && strstr(err, names[level]) != NULL) {
                refusals++;
                continue;
            }
            made++;
            memset(&b, 0, sizeof b);
            b.w = w;
            b.n = n;
            for (c = 0; c < n; c++)
                b.clue[c] = ((uint16_t *)k.puzzle)[c];
            right += rc == CJ_KIND_OK && count_of(&b) == 1 &&
                     k.kind->grade(k.work, k.puzzle, &grade) == CJ_KIND_OK && grade.level == level;
            for (c = 0; level < 2 && c < n; c++) {
                uint16_t *cells = k.puzzle, keep = cells[c];
                if (keep == 0)
                    continue;
                cells[c] = 0;
                clues++;
                rc = k.kind->grade(k.work, k.puzzle, &grade);
                minimal += rc != CJ_KIND_OK || grade.level > level;
                cells[c] = keep;
            }
        }
        CHECK(made > rounds / 2 || (level == 2 && made > 0), "%dx%d %s: made %d of %d (the others refused, naming the level: %d)",
              w, h, names[level], made, rounds, refusals);
        CHECK(made + refusals == rounds && right == made, "%dx%d %s: unique by a second count and graded %s (%d of %d)", w,
              h, names[level], names[level], right, made);
        if (level < 2)
            CHECK(minimal == clues && clues > 0, "%dx%d %s: no clue can go with the puzzle still %s (%d of %d)", w, h,
                  names[level], names[level], minimal, clues);
    }
    kind_close(&k);
}

int main(void)
{
    test_board(3, 3, 200, 1);
    test_board(4, 3, 120, 2);
    test_board(5, 5, 200, 3);
    test_levels(4, 3, 20, 4);
    test_levels(5, 5, 20, 5);
    return check_summary();
}
