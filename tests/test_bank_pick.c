/* test_bank_pick.c: the bank's random picks counted over many seeds: each row of a small choice as likely
   (a chi-square test), each row of a large one within a factor of two of even, filters kept (a row left out by
   its id too), seeds repeatable; stats, counts, picks and export agree with a count of the rows by hand. */
#define _DEFAULT_SOURCE /* mkdtemp */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "gen/bank/store.h"
#include "tests/check.h"

check_counts checks;

enum { MAX_ROWS = 400 };

/* Adds rows of a made-up kind and shape with distinct keys; row k gets level k % levels. */
static int add_rows(bank *b, const char *shape, int rows, int levels)
{
    char canon[32];
    bank_row r;
    int k;
    memset(&r, 0, sizeof r);
    r.kind = "sudoku", r.shape = shape, r.puzzle = "x", r.solution = "x", r.technique = "";
    r.solutions = 1, r.seed = -1, r.index = -1;
    if (bank_begin(b) != 0)
        return -1;
    for (k = 0; k < rows; k++) {
        snprintf(canon, sizeof canon, "%s-%d", shape, k);
        r.canon = canon, r.level = k % levels;
        if (bank_add(b, &r) != 1)
            return -1;
    }
    return bank_commit(b);
}

/* A pick's callback: keeps the row's id and level. */
typedef struct seen {
    int64_t id;
    int level, rows;
} seen;

static int keep(const bank_row *row, void *ctx)
{
    seen *s = ctx;
    s->id = row->id, s->level = row->level, s->rows++;
    return 0;
}

/* Picks one row for each of `picks` seeds and counts each id (ids are 1..MAX_ROWS*2); the number of picks
   that found a row outside f's level, or found none, is returned. */
static long count_picks(bank *b, bank_filter *f, long picks, long *count)
{
    long bad = 0, p;
    seen s;
    for (p = 0; p < picks; p++) {
        f->seed = (uint64_t)p * 7919 + 3;
        s.rows = 0, s.id = 0, s.level = -2;
        if (bank_pick(b, f, 1, keep, &s) != 1 || s.rows != 1 || s.id < 1 || s.id > 2 * MAX_ROWS ||
            (f->level >= 0 && s.level != f->level))
            bad++;
        else
            count[s.id]++;
    }
    return bad;
}

/* Pearson's chi-square of counts[first..first+n-1] against `even` picks each. */
static double chi_square(const long *count, int first, int n, double even)
{
    double sum = 0;
    int k;
    for (k = first; k < first + n; k++)
        sum += (count[k] - even) * (count[k] - even) / even;
    return sum;
}

/* Rows of every filter's values, made up: kinds, shapes, levels (-1: ungraded), empties and solutions by turns. */
enum { MIXED = 360 };
static const char *const mixed_kinds[] = {"sudoku", "futoshiki", "jidoku"}, *const mixed_shapes[] = {"3x3", "5", "2x2"};

static void mixed_row(int k, bank_row *r, char *canon, size_t size)
{
    memset(r, 0, sizeof *r);
    r->kind = mixed_kinds[k % 3], r->shape = mixed_shapes[(k / 3) % 3], r->puzzle = "x", r->solution = "x";
    r->technique = "", r->seed = -1, r->index = -1;
    r->level = (k / 9) % 5 - 1, r->empties = 20 + (k * 7) % 41, r->solutions = 1 + (k / 45) % 3;
    snprintf(canon, size, "mixed-%d", k);
    r->canon = canon;
}

static void add_stat(const bank_stat *st, void *ctx)
{
    *(long *)ctx += st->count;
}

static int count_row(const bank_row *row, void *ctx)
{
    (void)row;
    ++*(long *)ctx;
    return 0;
}

/* Under each mix of kind, shape, level (ungraded too), empties and solutions: bank_stats' groups, bank_count, a
   pick of every row and export's order by id all find the rows that match by hand; returns the filters that
   disagree, and counts in *some those that match rows. */
static int filters_agree(bank *b, int *some)
{
    static const char *const kinds[] = {NULL, "sudoku", "futoshiki"}, *const shapes[] = {NULL, "3x3", "5"};
    static const int levels[] = {-1, 0, 2, -2}, empties[][2] = {{-1, -1}, {30, 45}, {50, -1}}, solutions[] = {0, 1, 3};
    bank_filter f;
    bank_row r;
    char canon[32];
    int k, n, bad = 0;
    for (n = 0; n < 3 * 3 * 4 * 3 * 3; n++) {
        long truth = 0, stats = 0, picked = 0, exported = 0, counted;
        memset(&f, 0, sizeof f);
        f.kind = kinds[n % 3], f.shape = shapes[(n / 3) % 3], f.level = levels[(n / 9) % 4];
        f.ungraded = f.level == -2, f.level = f.ungraded ? -1 : f.level;
        f.empty_min = empties[(n / 36) % 3][0], f.empty_max = empties[(n / 36) % 3][1];
        f.solutions = solutions[n / 108];
        for (k = 0; k < MIXED; k++) {
            mixed_row(k, &r, canon, sizeof canon);
            truth += (!f.kind || strcmp(f.kind, r.kind) == 0) && (!f.shape || strcmp(f.shape, r.shape) == 0) &&
                     (f.ungraded ? r.level == -1 : f.level < 0 || r.level == f.level) &&
                     (f.empty_min < 0 || r.empties >= f.empty_min) && (f.empty_max < 0 || r.empties <= f.empty_max) &&
                     (!f.solutions || r.solutions == f.solutions);
        }
        counted = bank_count(b, &f, 1L << 30);
        f.random = 1, f.seed = (uint64_t)n;
        if (bank_stats(b, &f, add_stat, &stats) < 0 || bank_pick(b, &f, 1L << 30, count_row, &picked) < 0)
            return -1;
        f.random = 0, f.by_id = 1;
        if (bank_pick(b, &f, 1L << 30, count_row, &exported) < 0)
            return -1;
        *some += truth > 0;
        if (stats != truth || counted != truth || picked != truth || exported != truth) {
            bad++;
            CHECK(0, "filter %d (kind %s, shape %s, level %d%s, empties %d:%d, solutions %d): %ld rows, stats %ld, "
                  "count %ld, pick %ld, export %ld", n, f.kind ? f.kind : "any", f.shape ? f.shape : "any", f.level,
                  f.ungraded ? " ungraded" : "", f.empty_min, f.empty_max, f.solutions, truth, stats, counted,
                  picked, exported);
        }
    }
    return bad;
}

int main(void)
{
    char dir[] = "/tmp/coverjar-pick-XXXXXX", path[64], err[256];
    static long count[2 * MAX_ROWS + 1];
    bank_filter f;
    bank *b;
    long lo = 1L << 30, hi = 0, bad;
    int k, others = 0;
    seen a, c;
    if (mkdtemp(dir) == NULL)
        return perror("mkdtemp"), 1;
    snprintf(path, sizeof path, "%s/pick.db", dir);
    b = bank_open(path, BANK_CREATE, err, sizeof err);
    CHECK(b != NULL, "opening %s: %s", path, err);
    if (b == NULL)
        return check_summary();
    /* ids 1..20: a small choice; ids 21..420: a large one, levels 0 and 1 in turn */
    CHECK(add_rows(b, "small", 20, 1) == 0 && add_rows(b, "large", MAX_ROWS, 2) == 0, "adding rows: %s",
          bank_error(b));

    memset(&f, 0, sizeof f);
    f.kind = "sudoku", f.shape = "small", f.level = -1, f.empty_min = f.empty_max = -1, f.random = 1;
    bad = count_picks(b, &f, 20000, count);
    CHECK(bad == 0, "small choice: %ld picks found no row or a wrong one", bad);
    /* 19 degrees of freedom: 60 is passed by chance once in 300,000; gaps between keys as weights give
       thousands */
    CHECK(chi_square(count, 1, 20, 1000) < 60, "small choice: chi-square %.1f over 20 rows (1000 picks each)",
          chi_square(count, 1, 20, 1000));

    memset(count, 0, sizeof count);
    f.shape = "large", f.level = 1;
    bad = count_picks(b, &f, 80000, count);
    CHECK(bad == 0, "large choice, level 1: %ld picks found no row or one of another level", bad);
    for (k = 21; k < 21 + MAX_ROWS; k++) {
        if ((k - 21) % 2 == 0) {
            others += count[k] != 0;
            continue;
        }
        lo = count[k] < lo ? count[k] : lo;
        hi = count[k] > hi ? count[k] : hi;
    }
    CHECK(others == 0, "large choice: %d rows of level 0 picked under level 1", others);
    /* 200 rows, 400 picks each on average: each within a factor of two */
    CHECK(lo >= 200 && hi <= 800, "large choice: a row picked %ld to %ld times (400 on average)", lo, hi);

    f.seed = 12345, a.rows = c.rows = 0;
    CHECK(bank_pick(b, &f, 1, keep, &a) == 1 && bank_pick(b, &f, 1, keep, &c) == 1 && a.id == c.id,
          "the same seed picks the same row");
    f.shape = "none", a.rows = 0;
    CHECK(bank_pick(b, &f, 1, keep, &a) == 0 && a.rows == 0, "a choice with no rows picks none");
    f.shape = "small", f.level = -1, a.rows = 0;
    CHECK(bank_pick(b, &f, 25, keep, &a) == 20 && a.rows == 20, "a pick of 25 from 20 rows gives each once");
    memset(count, 0, sizeof count);
    f.other_than = 7;
    bad = count_picks(b, &f, 2000, count);
    CHECK(bad == 0 && count[7] == 0 && chi_square(count, 1, 6, 2000 / 19.0) + chi_square(count, 8, 13, 2000 / 19.0) < 60,
          "other than row 7: never row 7, the 19 others as likely (%ld bad picks)", bad);

    bank_close(b);
    unlink(path);
    snprintf(err, sizeof err, "%s-wal", path), unlink(err);
    snprintf(err, sizeof err, "%s-shm", path), unlink(err);

    snprintf(path, sizeof path, "%s/filters.db", dir);
    b = bank_open(path, BANK_CREATE, err, sizeof err);
    CHECK(b != NULL, "opening %s: %s", path, err);
    if (b == NULL)
        return check_summary();
    CHECK(bank_begin(b) == 0, "a batch: %s", bank_error(b));
    for (k = 0, others = 0; k < MIXED; k++) {
        char canon[32];
        bank_row r;
        mixed_row(k, &r, canon, sizeof canon);
        others += bank_add(b, &r) != 1;
    }
    CHECK(bank_commit(b) == 0 && others == 0, "adding %d mixed rows: %d not added (%s)", MIXED, others, bank_error(b));
    others = 0;
    CHECK(filters_agree(b, &others) == 0 && others >= 200, "stats, count, pick and export select the rows each of 324 "
          "filters matches (%d match some; %s)", others, bank_error(b));
    bank_close(b);
    unlink(path);
    snprintf(err, sizeof err, "%s-wal", path), unlink(err);
    snprintf(err, sizeof err, "%s-shm", path), unlink(err);
    rmdir(dir);
    return check_summary();
}
