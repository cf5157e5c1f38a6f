/* store_rows.c: the puzzle bank's rows (gen/bank/store.c opens it): transactions, adding a puzzle, grading,
   reading rows by id, the builds' marks and the shapes held. Prepared statements only. */
#define _POSIX_C_SOURCE 200809L /* strdup */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dlx/cli.h"
#include "gen/bank/store_int.h"

static int run(bank *b, sqlite3_stmt *stmt)
{
    int rc = sqlite3_step(stmt);
    sqlite3_reset(stmt);
    return rc == SQLITE_DONE ? 0 : store_fail(b);
}

int bank_begin(bank *b)
{
    return run(b, b->begin);
}

int bank_commit(bank *b)
{
    return run(b, b->commit);
}

void bank_checkpoint(bank *b)
{
    sqlite3_wal_checkpoint_v2(b->db, NULL, SQLITE_CHECKPOINT_TRUNCATE, NULL, NULL); /* busy: the next one does it */
}

int bank_rollback(bank *b)
{
    return sqlite3_get_autocommit(b->db) ? 0 : run(b, b->rollback);
}

int bank_set_grade(bank *b, int64_t id, int level, double rating, const char *technique)
{
    sqlite3_bind_int64(b->grade, 1, id);
    sqlite3_bind_int(b->grade, 2, level);
    sqlite3_bind_double(b->grade, 3, rating);
    sqlite3_bind_text(b->grade, 4, technique, -1, SQLITE_TRANSIENT);
    return run(b, b->grade) == 0 ? sqlite3_changes(b->db) : -1;
}

/* 64-bit FNV-1a of s and a 0xff after it (texts hashed one after another stay apart), continuing from h. */
static uint64_t hash_text(uint64_t h, const char *s)
{
    return (cj_fnv1a(h, s, strlen(s)) ^ 0xff) * UINT64_C(1099511628211);
}

/* A position in the pick order: a finalised hash, non-negative as SQLite integers are signed. */
int64_t store_order_position(uint64_t h)
{
    h ^= h >> 30;
    h *= 0xbf58476d1ce4e5b9ULL;
    h ^= h >> 27;
    h *= 0x94d049bb133111ebULL;
    h ^= h >> 31;
    return (int64_t)(h >> 1);
}

void store_bind_text(sqlite3_stmt *s, int at, const char *text)
{
    if (text)
        sqlite3_bind_text(s, at, text, -1, SQLITE_STATIC);
    else
        sqlite3_bind_null(s, at);
}

int bank_add(bank *b, const bank_row *r)
{
    sqlite3_stmt *s = b->insert;
    uint64_t h = hash_text(hash_text(hash_text(CJ_FNV1A_START, r->kind), r->shape), r->canon);
    int rc;
    store_bind_text(s, 1, r->kind);
    store_bind_text(s, 2, r->shape);
    store_bind_text(s, 3, r->puzzle);
    store_bind_text(s, 4, r->solution);
    sqlite3_bind_int(s, 5, r->clues);
    sqlite3_bind_int(s, 6, r->empties);
    sqlite3_bind_int(s, 7, r->solutions);
    sqlite3_bind_int(s, 8, r->level);
    sqlite3_bind_double(s, 9, r->rating);
    store_bind_text(s, 10, r->technique ? r->technique : "");
    sqlite3_bind_int64(s, 11, r->seed);
    sqlite3_bind_int64(s, 12, r->index);
    store_bind_text(s, 13, r->canon);
    sqlite3_bind_int64(s, 14, store_order_position(h));
    if (r->asked >= 0)
        sqlite3_bind_int64(s, 15, r->asked);
    else
        sqlite3_bind_null(s, 15);
    if (r->id > 0)
        sqlite3_bind_int64(s, 16, r->id);
    else
        sqlite3_bind_null(s, 16); /* the next id */
    if ((rc = run(b, s)) != 0)
        return rc;
    if (sqlite3_changes(b->db) == 0 && r->id > 0) { /* its id taken by another puzzle (or a duplicate): the next id */
        sqlite3_bind_null(s, 16);
        if ((rc = run(b, s)) != 0)
            return rc;
    }
    if (sqlite3_changes(b->db) == 1)
        return 1;
    if (r->asked <= 0 || r->seed < 0 || r->index < 0) /* asked by no request, or not known */
        return 0;
    s = b->also_asked;
    store_bind_text(s, 1, r->kind);
    store_bind_text(s, 2, r->shape);
    store_bind_text(s, 3, r->canon);
    sqlite3_bind_int64(s, 4, r->asked);
    sqlite3_bind_int64(s, 5, r->seed);
    sqlite3_bind_int64(s, 6, r->index);
    if ((rc = run(b, s)) != 0)
        return rc;
    return sqlite3_changes(b->db) == 1 ? 2 : 0;
}

const char *store_column_text(sqlite3_stmt *s, int col)
{
    const unsigned char *t = sqlite3_column_text(s, col);
    return t ? (const char *)t : NULL;
}

/* Fills row from the current result of s (columns in b->columns order); texts point into s. */
void store_read_row(sqlite3_stmt *s, bank_row *row)
{
    row->id = sqlite3_column_int64(s, 0);
    row->kind = store_column_text(s, 1);
    row->shape = store_column_text(s, 2);
    row->puzzle = store_column_text(s, 3);
    row->solution = store_column_text(s, 4);
    row->clues = sqlite3_column_int(s, 5);
    row->empties = sqlite3_column_int(s, 6);
    row->solutions = sqlite3_column_int(s, 7);
    row->level = sqlite3_column_int(s, 8);
    row->rating = sqlite3_column_double(s, 9);
    row->technique = store_column_text(s, 10);
    row->seed = sqlite3_column_int64(s, 11);
    row->index = sqlite3_column_int64(s, 12);
    row->canon = store_column_text(s, 13);
    row->asked = sqlite3_column_type(s, 14) == SQLITE_NULL ? -1 : sqlite3_column_int64(s, 14);
}

/* Copies the row's texts into the bank's buffer, so they outlive the statement. */
static int keep_texts(bank *b, bank_row *row)
{
    const char **field[6];
    size_t need = 0, at = 0;
    int k;
    field[0] = &row->kind, field[1] = &row->shape, field[2] = &row->puzzle;
    field[3] = &row->solution, field[4] = &row->technique, field[5] = &row->canon;
    for (k = 0; k < 6; k++)
        need += *field[k] ? strlen(*field[k]) + 1 : 0;
    if (need > b->text_cap) {
        char *grown = realloc(b->text, need);
        if (grown == NULL) {
            snprintf(b->err, sizeof b->err, "out of memory");
            return -1;
        }
        b->text = grown;
        b->text_cap = need;
    }
    for (k = 0; k < 6; k++)
        if (*field[k]) {
            size_t len = strlen(*field[k]) + 1;
            memcpy(b->text + at, *field[k], len);
            *field[k] = b->text + at;
            at += len;
        }
    return 0;
}

int bank_get(bank *b, int64_t id, bank_row *row)
{
    int rc, result;
    sqlite3_bind_int64(b->get, 1, id);
    rc = sqlite3_step(b->get);
    if (rc == SQLITE_ROW) {
        store_read_row(b->get, row);
        result = keep_texts(b, row) == 0 ? 1 : -1;
    } else {
        result = rc == SQLITE_DONE ? 0 : store_fail(b);
    }
    sqlite3_reset(b->get);
    return result;
}

int bank_generated(bank *b, const char *kind, const char *shape, int64_t seed, int64_t asked, int level,
                   long *count, int64_t *next_index)
{
    int rc;
    store_bind_text(b->generated, 1, kind);
    store_bind_text(b->generated, 2, shape);
    sqlite3_bind_int64(b->generated, 3, seed);
    sqlite3_bind_int(b->generated, 4, level);
    sqlite3_bind_int64(b->generated, 5, asked);
    rc = sqlite3_step(b->generated);
    if (rc == SQLITE_ROW) {
        int64_t noted = sqlite3_column_int64(b->generated, 2), held = sqlite3_column_int64(b->generated, 1) + 1;
        *count = (long)sqlite3_column_int64(b->generated, 0);
        if (sqlite3_column_type(b->generated, 1) == SQLITE_NULL) /* none held (NULL reads as 0) */
            held = 0;
        *next_index = noted > held ? noted : held; /* puzzles of the seed added since the mark count too */
    }
    sqlite3_reset(b->generated);
    return rc == SQLITE_ROW ? 0 : store_fail(b);
}

int bank_generated_mark(bank *b, const char *kind, const char *shape, int64_t seed, int64_t asked,
                        int64_t next_index)
{
    store_bind_text(b->mark, 1, kind);
    store_bind_text(b->mark, 2, shape);
    sqlite3_bind_int64(b->mark, 3, seed);
    sqlite3_bind_int64(b->mark, 4, asked);
    sqlite3_bind_int64(b->mark, 5, next_index);
    return run(b, b->mark);
}

long bank_shapes(bank *b, void (*each)(const char *kind, const char *shape, void *ctx), void *ctx)
{
    sqlite3_stmt *s = NULL;
    char kind[64] = "", shape[64] = "", next_kind[64], next_shape[64];
    long n = 0;
    int rc;
    if (store_prepare(b, "SELECT kind, shape FROM puzzles WHERE (kind, shape) > (?1, ?2) ORDER BY kind, shape LIMIT 1",
                &s) != 0)
        return -1;
    while (store_bind_text(s, 1, kind), store_bind_text(s, 2, shape), (rc = sqlite3_step(s)) == SQLITE_ROW) {
        snprintf(next_kind, sizeof next_kind, "%s", (const char *)sqlite3_column_text(s, 0));
        snprintf(next_shape, sizeof next_shape, "%s", (const char *)sqlite3_column_text(s, 1));
        sqlite3_reset(s);
        memcpy(kind, next_kind, sizeof kind);
        memcpy(shape, next_shape, sizeof shape);
        each(kind, shape, ctx);
        n++;
    }
    sqlite3_finalize(s);
    return rc == SQLITE_DONE ? n : store_fail(b);
}
