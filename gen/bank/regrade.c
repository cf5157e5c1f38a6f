/* regrade.c: `bank regrade DB [FILTERS]`: the matching rows graded again by their kind's grader, 500 at a time
   on J threads outside any transaction, then each batch's changed grades written in one short transaction. A stop
   signal ends it after the batch in hand, with its counts. */
#define _POSIX_C_SOURCE 200809L
#include <pthread.h>
#include <stdatomic.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "gen/bank/bank_cli.h"
#include "gen/bank/puzzle_cells.h"

#define BATCH_ROWS 500

/* A row read for grading: its id, kind, shape and puzzle, the grade it has and the one it gets. */
typedef struct item {
    int64_t id;
    const cj_kind *kind;
    char *texts; /* the shape, then the puzzle, then the old technique */
    const char *shape, *puzzle, *technique;
    int level;
    double rating;
    int unreadable; /* the puzzle could not be read back: left as it is, err says why */
    cj_grade grade;
    char err[160];
} item;

typedef struct regrade_run {
    bank *db;
    item *items;
    long n;           /* items in the batch */
    atomic_long next; /* the next item a thread grades */
    int64_t last_id;  /* the largest id read so far */
    long seen, left, unreadable, changed, levels, unchanged;
    int failed; /* a row could not be kept (out of memory) */
    int done;   /* the last batch read was the last of the matching rows */
    int threads;
    row_maker makers[BANK_MAX_THREADS];
} regrade_run;

typedef struct worker_arg {
    regrade_run *run;
    int t;
} worker_arg;

/* A bank_pick callback: keeps each row the grader grades (one solution, a kind with a grader); the others, a
   kind without a grader or several solutions (add leaves those ungraded), are left as they are. */
static int collect(const bank_row *row, void *ctx)
{
    regrade_run *run = ctx;
    const cj_kind *kind = cj_kind_find(row->kind);
    item *it = &run->items[run->n];
    size_t ls = strlen(row->shape) + 1, lp = strlen(row->puzzle) + 1, lt = strlen(row->technique) + 1;
    run->last_id = row->id;
    run->seen++;
    if (kind == NULL || kind->grade == NULL || row->solutions != 1) {
        run->left++;
        return 0;
    }
    if ((it->texts = malloc(ls + lp + lt)) == NULL) {
        run->failed = 1;
        return 1;
    }
    it->id = row->id;
    it->kind = kind;
    it->shape = memcpy(it->texts, row->shape, ls);
    it->puzzle = memcpy(it->texts + ls, row->puzzle, lp);
    it->technique = memcpy(it->texts + ls + lp, row->technique, lt);
    it->level = row->level;
    it->rating = row->rating;
    it->unreadable = 0;
    run->n++;
    return 0;
}

/* Grades the batch's items as threads take them: the grade add gives (ungraded when the grader finds none). */
static void *grade_items(void *p)
{
    worker_arg *arg = p;
    regrade_run *run = arg->run;
    row_maker *m = &run->makers[arg->t];
    long k;
    while ((k = atomic_fetch_add(&run->next, 1)) < run->n) {
        item *it = &run->items[k];
        cj_shape shape;
        memset(&shape, 0, sizeof shape);
        if (puzzle_shape_parse(it->kind, it->shape, &shape) != 0) {
            snprintf(it->err, sizeof it->err, "the shape '%.40s' is no %s shape", it->shape, it->kind->name);
            it->unreadable = 1;
        } else if (row_maker_parse(m, it->kind, &shape, it->puzzle, 0, it->err, sizeof it->err) != 0) {
            it->unreadable = 1;
        } else if (it->kind->grade(m->work, m->puzzle, &it->grade) != 0) {
            memset(&it->grade, 0, sizeof it->grade);
            it->grade.level = -1;
        }
    }
    return NULL;
}

static void grade_batch(regrade_run *run)
{
    pthread_t tid[BANK_MAX_THREADS];
    worker_arg args[BANK_MAX_THREADS];
    int t, started[BANK_MAX_THREADS] = {0};
    atomic_store(&run->next, 0);
    for (t = 0; t < run->threads; t++) {
        args[t].run = run;
        args[t].t = t;
        if (t > 0 && run->n > t)
            started[t] = pthread_create(&tid[t], NULL, grade_items, &args[t]) == 0;
    }
    grade_items(&args[0]);
    for (t = 1; t < run->threads; t++)
        if (started[t])
            pthread_join(tid[t], NULL);
}

static int differs(const item *it)
{
    return it->grade.level != it->level || it->grade.rating != it->rating ||
           strcmp(it->grade.technique, it->technique) != 0;
}

/* Writes the batch's changed grades in one transaction (none when nothing changed) and counts the batch once
   it is in. 0, or -1 when the bank failed (the transaction is rolled back, the batch not counted). */
static int write_batch(regrade_run *run, const char *path)
{
    long k, changed = 0, levels = 0, unchanged = 0, unreadable = 0;
    int rc = 0;
    for (k = 0; k < run->n; k++) {
        const item *it = &run->items[k];
        if (it->unreadable)
            fprintf(stderr, "bank: %s: puzzle %lld: %s (left as it is)\n", path, (long long)it->id, it->err);
        unreadable += it->unreadable;
        if (!it->unreadable && differs(it))
            changed++, levels += it->grade.level != it->level;
        else if (!it->unreadable)
            unchanged++;
    }
    if (changed > 0)
        rc = bank_begin(run->db);
    for (k = 0; k < run->n && changed > 0 && rc >= 0; k++) {
        const item *it = &run->items[k];
        if (!it->unreadable && differs(it))
            rc = bank_set_grade(run->db, it->id, it->grade.level, it->grade.rating, it->grade.technique);
    }
    if (changed > 0 && (rc < 0 || bank_commit(run->db) != 0)) {
        bank_rollback(run->db);
        return -1;
    }
    run->changed += changed, run->levels += levels, run->unchanged += unchanged, run->unreadable += unreadable;
    return 0;
}

static void clear_batch(regrade_run *run)
{
    long k;
    for (k = 0; k < run->n; k++)
        free(run->items[k].texts);
    run->n = 0;
}

/* The closing line on stderr: the rows graded, changed and unchanged, left and unreadable. */
static void say_counts(const regrade_run *run)
{
    fprintf(stderr, "regraded %ld puzzle%s: %ld changed (levels %ld), %ld unchanged", run->changed + run->unchanged,
            run->changed + run->unchanged == 1 ? "" : "s", run->changed, run->levels, run->unchanged);
    if (run->left > 0)
        fprintf(stderr, "; %ld left as %s (no grader, or several solutions)", run->left,
                run->left == 1 ? "it is" : "they are");
    if (run->unreadable > 0)
        fprintf(stderr, "; %ld could not be read", run->unreadable);
    if (bank_stop_signal && !run->done)
        fprintf(stderr, "; stopped by a signal: run the same command again to go on");
    fprintf(stderr, "\n");
}

int bank_regrade_main(int argc, char **argv)
{
    regrade_run run;
    bank_query q;
    char err[512];
    long found = BATCH_ROWS, total = 0;
    double started = cj_wall_seconds(), shown = 0;
    int rc = bank_read_query(&q, argc, argv, BANK_REGRADE), t, progress;
    if (rc != 0)
        return rc;
    progress = q.progress >= 0 ? q.progress : isatty(2);
    memset(&run, 0, sizeof run);
    run.threads = q.threads;
    q.filter.by_id = 1;
    if ((run.items = calloc(BATCH_ROWS, sizeof *run.items)) == NULL)
        return fprintf(stderr, "bank: out of memory\n"), 2;
    if ((run.db = bank_open(argv[1], BANK_WRITE, err, sizeof err)) == NULL) { /* a failed write or a lock held: 1 */
        rc = errno != 0 ? 1 : 2;
        return free(run.items), fprintf(stderr, "bank: %s\n", err), rc;
    }
    if (progress && (total = bank_count(run.db, &q.filter, 1L << 62)) < 0)
        rc = 2;
    bank_catch_stop_signals(); /* a signal: the batch in hand is graded and written, then the counts */
    while (rc == 0 && found == BATCH_ROWS && !bank_stop_signal) { /* read and graded outside any transaction */
        q.filter.after_id = run.last_id;
        found = bank_pick(run.db, &q.filter, BATCH_ROWS, collect, &run);
        if (found < 0 || run.failed) {
            rc = 2;
            break;
        }
        grade_batch(&run);
        if (write_batch(&run, argv[1]) != 0)
            rc = 1;
        clear_batch(&run);
        run.done = found < BATCH_ROWS;
        if (progress && (cj_wall_seconds() - shown > 0.5 || run.done || rc != 0 || bank_stop_signal)) {
            bank_progress(run.seen, total > run.seen ? total : run.seen, 0, started,
                          run.done || rc != 0 || bank_stop_signal);
            shown = cj_wall_seconds();
        }
    }
    if (run.failed)
        bank_note_error(run.db, "out of memory");
    if (rc != 0)
        fprintf(stderr, "bank: %s: %s%s\n", argv[1], bank_error(run.db),
                rc == 1 ? " (the grades of the batch that failed were not written)" : "");
    clear_batch(&run);
    if (rc != 2 || run.seen > 0) /* a refusal before any row was graded has nothing to count */
        say_counts(&run);
    for (t = 0; t < run.threads; t++)
        row_maker_free(&run.makers[t]);
    free(run.items);
    bank_close(run.db);
    bank_end_by_stop_signal();
    return rc != 0 ? rc : run.unreadable > 0 ? 1 : 0;
}
