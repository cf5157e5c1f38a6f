/* store_query.c: the bank's statements over the rows a filter selects: picks in a fixed pseudo-random order (a
   hash of the canonical key) from a seeded start, counts, export's order by id and stats, all one WHERE clause. */
#include <stdio.h>

#include "gen/bank/store_int.h"

/* A random pick takes one of the WINDOW rows after a random place (see random_start). */
enum { WINDOW = 64 };

/* A shape's size as a number, for stats to list 9 before 10 (its text puts "10" first): "A" is A*A, "AxB"
   A*B (the cells of Fillomino's WxH; of a Sudoku's box RxC, whose side it is). */
#define SHAPE_SIZE \
    "CAST(shape AS INTEGER) * CAST(CASE WHEN instr(shape, 'x') > 0 THEN substr(shape, instr(shape, 'x') + 1)" \
    " ELSE shape END AS INTEGER)"

/* The one statement of an order over the rows f selects: f's filters make its WHERE clause, the same for every
   order, with ?1 kind, ?2 shape, ?3 level (-1: ungraded), ?4 and ?5 the bounds of the empties, ?6 the solutions and
   ?9 a row left out, bound from f; n (?7) and start (?8) are the order's own. Prepared on first use for these
   filters and order; NULL on error. */
static sqlite3_stmt *filter_statement(bank *b, const bank_filter *f, int order, int64_t n, int64_t start)
{
    static const char *const head[ORDERS] = {
        "SELECT %s FROM", "SELECT %s FROM", "SELECT %s FROM",
        "SELECT count(*) FROM (SELECT 1 FROM", "SELECT rnd FROM",
        "SELECT kind, shape, level, clues, count(*) FROM"};
    static const char *const tail[ORDERS] = {
        " AND rnd >= ?8 ORDER BY rnd LIMIT ?7", " AND rnd < ?8 ORDER BY rnd LIMIT ?7",
        " AND id > ?8 ORDER BY id LIMIT ?7", " AND rnd >= ?8 LIMIT ?7)", " AND rnd >= ?8 ORDER BY rnd LIMIT 1 OFFSET ?7",
        " GROUP BY kind, shape, level, clues ORDER BY kind, " SHAPE_SIZE
        ", CAST(shape AS INTEGER), shape, level, clues"};
    int mask = (f->kind ? F_KIND : 0) | (f->shape ? F_SHAPE : 0) | (f->level >= 0 || f->ungraded ? F_LEVEL : 0) |
               (f->empty_min >= 0 || f->empty_max >= 0 ? F_EMPTY : 0) | (f->solutions > 0 ? F_SOLUTIONS : 0) |
               (f->other_than > 0 ? F_OTHER : 0);
    sqlite3_stmt **s = &b->filtered[mask * ORDERS + order];
    char sql[768], select[160];
    if (*s == NULL) {
        snprintf(select, sizeof select, head[order], b->columns); /* a head without %s is copied as it is */
        snprintf(sql, sizeof sql, "%s puzzles WHERE 1%s%s%s%s%s%s%s", select,
                 mask & F_KIND ? " AND kind = ?1" : "", mask & F_SHAPE ? " AND shape = ?2" : "",
                 mask & F_LEVEL ? " AND level = ?3" : "", mask & F_EMPTY ? " AND empties BETWEEN ?4 AND ?5" : "",
                 mask & F_SOLUTIONS ? " AND solutions = ?6" : "", mask & F_OTHER ? " AND id != ?9" : "",
                 tail[order]);
        if (store_prepare(b, sql, s) != 0)
            return NULL;
    }
    store_bind_text(*s, 1, f->kind);
    store_bind_text(*s, 2, f->shape);
    sqlite3_bind_int(*s, 3, f->ungraded ? -1 : f->level);
    sqlite3_bind_int(*s, 4, f->empty_min >= 0 ? f->empty_min : 0);
    sqlite3_bind_int(*s, 5, f->empty_max >= 0 ? f->empty_max : 1 << 30);
    sqlite3_bind_int(*s, 6, f->solutions);
    sqlite3_bind_int64(*s, 7, n);
    sqlite3_bind_int64(*s, 8, start);
    sqlite3_bind_int64(*s, 9, f->other_than);
    return *s;
}

/* Runs one pick statement for up to n rows; returns the number found (stopping early when each asks) or
   -1; *stop is set when each asked to stop. */
static long pick_part(bank *b, const bank_filter *f, int order, int64_t start, long n,
                      int (*each)(const bank_row *, void *), void *ctx, int *stop)
{
    sqlite3_stmt *s = filter_statement(b, f, order, n, start);
    bank_row row;
    long found = 0;
    int rc;
    if (s == NULL)
        return -1;
    while ((rc = sqlite3_step(s)) == SQLITE_ROW) {
        store_read_row(s, &row);
        found++;
        if (each(&row, ctx) != 0) {
            *stop = 1;
            break;
        }
    }
    sqlite3_reset(s);
    return rc == SQLITE_ROW || rc == SQLITE_DONE ? found : store_fail(b);
}

/* Runs COUNT_FROM (how many keys from `from`, at most k) or KEY_FROM (the key k rows after `from`) into
   *out; 0, or -1 on error. A KEY_FROM past the last row leaves *out as it was. */
static int key_query(bank *b, const bank_filter *f, int order, int64_t from, int64_t k, int64_t *out)
{
    sqlite3_stmt *s = filter_statement(b, f, order, k, from);
    int rc;
    if (s == NULL)
        return -1;
    rc = sqlite3_step(s);
    if (rc == SQLITE_ROW)
        *out = sqlite3_column_int64(s, 0);
    sqlite3_reset(s);
    return rc == SQLITE_ROW || rc == SQLITE_DONE ? 0 : store_fail(b);
}

long bank_count(bank *b, const bank_filter *f, long cap)
{
    int64_t n = 0;
    return key_query(b, f, COUNT_FROM, 0, cap, &n) == 0 ? (long)n : -1;
}

/* Where a random pick starts, from f->seed. When fewer than WINDOW rows match, at one of them, each as
   likely. Otherwise at the j-th row (j < WINDOW, from the seed) after a place in the order chosen by the
   seed, wrapping around: a row's chance is then the mean of the WINDOW gaps between keys before it, within
   about an eighth of even, where the row after a random place alone would be as likely as the gap before
   it (one row of n in ln n times more likely than even, some almost never). 0, or -1 on error. */
static int random_start(bank *b, const bank_filter *f, int64_t *start)
{
    uint64_t h = f->seed * 0x9e3779b97f4a7c15ULL + 1;
    int64_t place = store_order_position(h), pick = store_order_position(h ^ 0x5851f42d4c957f2dULL), total = 0,
            after = 0;
    *start = 0;
    if (key_query(b, f, COUNT_FROM, 0, WINDOW, &total) != 0)
        return -1;
    if (total == 0)
        return 0;
    if (total < WINDOW)
        return key_query(b, f, KEY_FROM, 0, pick % total, start);
    pick %= WINDOW;
    if (key_query(b, f, COUNT_FROM, place, pick + 1, &after) != 0)
        return -1;
    return after > pick ? key_query(b, f, KEY_FROM, place, pick, start)
                        : key_query(b, f, KEY_FROM, 0, pick - after, start);
}

long bank_pick(bank *b, const bank_filter *f, long n, int (*each)(const bank_row *row, void *ctx), void *ctx)
{
    int64_t start = 0;
    long found, more;
    int stop = 0;
    if (f->by_id)
        return pick_part(b, f, ORDER_ID, f->after_id, n, each, ctx, &stop);
    if (f->random && random_start(b, f, &start) != 0)
        return -1;
    found = pick_part(b, f, ORDER_FROM, start, n, each, ctx, &stop);
    if (found < 0 || found >= n || stop || start == 0)
        return found;
    more = pick_part(b, f, ORDER_BEFORE, start, n - found, each, ctx, &stop);
    return more < 0 ? -1 : found + more;
}

long bank_stats(bank *b, const bank_filter *f, void (*each)(const bank_stat *stat, void *ctx), void *ctx)
{
    sqlite3_stmt *s = filter_statement(b, f, STATS, 0, 0);
    bank_stat st;
    long groups = 0;
    int rc;
    if (s == NULL)
        return -1;
    while ((rc = sqlite3_step(s)) == SQLITE_ROW) {
        st.kind = store_column_text(s, 0);
        st.shape = store_column_text(s, 1);
        st.level = sqlite3_column_int(s, 2);
        st.clues = sqlite3_column_int(s, 3);
        st.count = sqlite3_column_int64(s, 4);
        each(&st, ctx);
        groups++;
    }
    sqlite3_reset(s);
    return rc == SQLITE_DONE ? groups : store_fail(b);
}
