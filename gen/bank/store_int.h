/* store_int.h: what the bank's two halves share (host only): store.c opens, writes and reads rows by id,
   store_query.c makes every statement a filter selects (pick, count, export, stats). Not installed. */
#ifndef COVERJAR_BANK_STORE_INT_H
#define COVERJAR_BANK_STORE_INT_H

#include <sqlite3.h>
#include <sys/stat.h>

#include "gen/bank/store.h"

/* Filters a statement may combine, as bits of the statement cache's index. */
enum { F_KIND = 1, F_SHAPE = 2, F_LEVEL = 4, F_EMPTY = 8, F_SOLUTIONS = 16, F_OTHER = 32, F_ALL = 64 };
/* The statements over a filter's rows: from a start in the pick order, the wrap-around before it, by id; to
   place a random start, how many keys lie from a place (up to a cap) and the key some rows after it; and the
   counts of stats by kind, shape, level and clues. */
enum { ORDER_FROM, ORDER_BEFORE, ORDER_ID, COUNT_FROM, KEY_FROM, STATS, ORDERS };

/* A row's columns as store_read_row reads them; the last, asked, is NULL in a bank only read that is older than it. */
#define COLUMNS "id, kind, shape, puzzle, solution, clues, empties, solutions, level, rating, technique, seed, idx, canon"
#define COLUMNS_ASKED COLUMNS ", asked"
#define COLUMNS_NO_ASKED COLUMNS ", NULL"

struct bank {
    sqlite3 *db;
    sqlite3_stmt *insert, *also_asked, *get, *begin, *commit, *rollback, *generated, *mark, *data_version, *grade;
    int64_t seen_version; /* PRAGMA data_version when bank_written_elsewhere last looked (-1: never) */
    sqlite3_stmt *filtered[F_ALL * ORDERS]; /* by filter bits and order, prepared on first use */
    char *text;      /* bank_get's copies of the row's texts */
    size_t text_cap;
    char err[256];
    char *path;          /* as opened, for bank_refresh */
    int immutable;       /* read as a file that cannot change (no lock): a reader who may not write it */
    struct stat as_read; /* the file when an immutable read was opened: its device, inode, size and time */
    const char *columns; /* COLUMNS_ASKED, or COLUMNS_NO_ASKED for an older bank only read */
};

int store_fail(bank *b); /* notes SQLite's error in b->err; returns -1 */
int store_prepare(bank *b, const char *sql, sqlite3_stmt **stmt); /* a persistent statement; 0 or store_fail */
void store_bind_text(sqlite3_stmt *s, int at, const char *text); /* NULL binds NULL */
const char *store_column_text(sqlite3_stmt *s, int col);
/* Fills row from the current result of s (columns in b->columns order); texts point into s. */
void store_read_row(sqlite3_stmt *s, bank_row *row);
/* A position in the pick order: a finalised hash, non-negative as SQLite integers are signed. */
int64_t store_order_position(uint64_t h);

#endif
