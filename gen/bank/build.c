/* build.c: `bank build DB`: puzzles i = 0, 1, ... of a seed generated (as `bin/gen --seed S` makes them),
   graded and keyed on J threads, then added in order, one transaction per batch; a rerun goes on. */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <limits.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "classify/grader.h"
#include "dlx/cli.h"
#include "gen/bank/bank_cli.h"
#include "gen/bank/puzzle_cells.h"
#include "gen/kinds/kinds.h"

#define MAX_THREADS BANK_MAX_THREADS
#define MAX_LEVELS 32
/* A run of generated puzzles that add nothing stops the build when longer than this, plus the puzzles the bank
   held of the kind and shape (each may come back once as a duplicate), plus 100 per --per-level K. */
#define GIVE_UP 1000

/* One generated puzzle waiting to be added: the level it was asked for, its row, with copies of the texts. */
typedef struct slot {
    int ok, aim;
    int made; /* its making ended (made or failed); 0: not taken, or stopped by a signal: made again later */
    bank_row row;
    char *texts;
} slot;

typedef struct build_run {
    const cj_kind *kind;
    cj_shape shape;
    cj_gen_request req;
    uint64_t seed;
    int64_t asked; /* the request (BANK_ASKED_*): counted and resumed apart from the seed's others */
    long first, count, batch; /* this batch: indices first .. first+count-1, count at most batch */
    atomic_long next;  /* the batch's next slot to generate: threads take slots as they finish */
    atomic_int refused; /* the kind refused the request: the options are wrong, not one puzzle */
    int refused_level;  /* the level asked for then */
    atomic_long failed; /* puzzles that could not be made; a reason is said once in a row */
    atomic_long over_budget; /* this batch's puzzles that gave up at the budget without reaching --empty */
    double budget;           /* --budget: CPU seconds a puzzle of --empty T may take */
    pthread_mutex_t said_lock;
    char said[256];
    int threads;
    slot *slots;
    row_maker makers[MAX_THREADS];
} build_run;

typedef struct worker_arg {
    build_run *run;
    int t;
} worker_arg;

/* Copies the row's texts into the slot. */
static int keep(slot *s, const bank_row *row)
{
    size_t lp = strlen(row->puzzle) + 1, ls = strlen(row->solution) + 1, lc = strlen(row->canon) + 1;
    size_t lt = strlen(row->technique) + 1, lsh = strlen(row->shape) + 1;
    char *t = malloc(lp + ls + lc + lt + lsh);
    if (t == NULL)
        return -1;
    s->row = *row;
    s->texts = t;
    s->row.puzzle = memcpy(t, row->puzzle, lp);
    s->row.solution = memcpy(t += lp, row->solution, ls);
    s->row.canon = memcpy(t += ls, row->canon, lc);
    s->row.technique = memcpy(t += lc, row->technique, lt);
    s->row.shape = memcpy(t + lt, row->shape, lsh);
    return 0;
}

/* Empties the batch's slots. */
static void clear_slots(build_run *run)
{
    long k;
    for (k = 0; k < run->count; k++) {
        free(run->slots[k].texts);
        run->slots[k].texts = NULL;
        run->slots[k].ok = 0;
        run->slots[k].made = 0;
    }
}

/* The CPU seconds a puzzle of --empty T may take unless --budget says, bin/gen's default --budget with a target;
   asked by the kind's generator between its checks. */
#define BUILD_BUDGET 60
static int before_deadline(void *budget)
{
    return !bank_stop_signal && cj_budget_left(budget); /* a stop ends the puzzle in hand too */
}

static void *work(void *p)
{
    worker_arg *arg = p;
    build_run *run = arg->run;
    row_maker *m = &run->makers[arg->t];
    long k;
    while (!atomic_load(&run->refused) && !bank_stop_signal && (k = atomic_fetch_add(&run->next, 1)) < run->count) {
        slot *s = &run->slots[k];
        long index = run->first + k;
        cj_gen_request req = run->req;
        cj_rng rng;
        bank_row row;
        char err[256];
        cj_budget budget;
        int rc;
        cj_rng_seed(&rng, run->seed, (uint64_t)index);
        s->ok = 0;
        req.level = s->aim;
        cj_budget_start(&budget, run->budget);
        if (req.target_empty >= 0) { /* as bin/gen's --budget: a target that takes restarts gives up in time */
            req.keep_going = before_deadline;
            req.keep_going_ctx = &budget;
        }
        rc = run->kind->generate(m->work, &req, &rng, m->puzzle, m->solution, err, sizeof err);
        if (rc == CJ_KIND_EGAVEUP && bank_stop_signal)
            break; /* not made: a later build makes it */
        s->made = 1;
        if (rc == CJ_KIND_EGAVEUP && req.keep_going != NULL && !cj_budget_left(&budget)) {
            atomic_fetch_add(&run->over_budget, 1);
            snprintf(err, sizeof err, "gave up after %g s of CPU time without reaching --empty %d (--budget)",
                     run->budget, req.target_empty);
        }
        if (rc == CJ_KIND_EOPTIONS) {
            if (atomic_exchange(&run->refused, 1) == 0) {
                run->refused_level = s->aim;
                fprintf(stderr, "bank: %s\n", err);
            }
            break;
        }
        if (rc != CJ_KIND_OK || row_maker_row(m, run->req.max_solutions, 1, &row, err, sizeof err) != 0) {
            atomic_fetch_add(&run->failed, 1);
            pthread_mutex_lock(&run->said_lock);
            if (strcmp(err, run->said) != 0) /* the closing line counts them all */
                fprintf(stderr, "bank: puzzle %ld: %s%s\n", index, err,
                        run->said[0] ? "" : " (puzzles failing alike are counted at the end)");
            snprintf(run->said, sizeof run->said, "%s", err);
            pthread_mutex_unlock(&run->said_lock);
            continue;
        }
        row.seed = (int64_t)run->seed;
        row.index = index;
        row.asked = run->asked;
        s->ok = keep(s, &row) == 0;
    }
    return NULL;
}

/* Generates the batch on the threads. */
static void generate_batch(build_run *run)
{
    pthread_t tid[MAX_THREADS];
    worker_arg args[MAX_THREADS];
    int t, started = 0;
    atomic_store(&run->next, 0);
    atomic_store(&run->over_budget, 0);
    for (t = 0; t < run->threads; t++) {
        args[t].run = run;
        args[t].t = t;
        if (t > 0 && pthread_create(&tid[t], NULL, work, &args[t]) == 0)
            started |= 1 << (t & 31);
    }
    work(&args[0]);
    for (t = 1; t < run->threads; t++)
        if (started & (1 << (t & 31)))
            pthread_join(tid[t], NULL);
}

uint64_t bank_clock_seed(void)
{
    struct timespec now;
    clock_gettime(CLOCK_REALTIME, &now);
    return ((uint64_t)now.tv_sec * 1000000007u ^ (uint64_t)now.tv_nsec ^ (uint64_t)getpid() << 20) &
           (((uint64_t)1 << 63) - 1);
}

/* How many rows of each level the bank holds for this kind and shape (up to cap each). */
static int level_counts(bank *b, const build_run *run, const char *shape, long cap, long *have)
{
    bank_filter f;
    int l;
    memset(&f, 0, sizeof f);
    f.kind = run->kind->name;
    f.shape = shape;
    f.empty_min = f.empty_max = run->req.target_empty; /* --empty T: the puzzles of T empty cells; else any */
    for (l = 0; l < run->kind->n_levels && l < MAX_LEVELS; l++) {
        f.level = l;
        if ((have[l] = bank_count(b, &f, cap)) < 0)
            return -1;
    }
    return 0;
}

void bank_progress(long done, long target, long start_done, double started, int last)
{
    double secs = cj_wall_seconds() - started, rate = secs > 0 ? (double)(done - start_done) / secs : 0;
    long eta = rate > 0 ? (long)((double)(target - done) / rate) : 0;
    fprintf(stderr, "\rbank: %ld of %ld puzzle%s, %.0f/s, ETA %ld:%02ld   %s", done, target,
            target == 1 ? "" : "s", rate, eta / 60, eta % 60, last ? "\n" : "");
}

typedef struct build_opts {
    long count, per_level, threads, level;
    uint64_t seed;
    int progress;
    long target_empty; /* --empty T, or -1: minimal puzzles */
    double budget;     /* --budget S for each puzzle of --empty T */
    int symmetry;      /* --symmetry (enum cj_symmetry) */
} build_opts;

/* Reads --empty T, --symmetry S and --budget S, refused in bin/gen's words; *used says whether a was one of them.
   0 or 2. */
static int generator_option(build_opts *o, const char *a, const char *v, int *used)
{
    char why[160];
    *used = 1;
    if (strcmp(a, "--empty") == 0) {
        if (cj_parse_long(v, 0, 1L << 20, &o->target_empty) != 0)
            return bank_usage("--empty takes a number of cells, not", v);
    } else if (strcmp(a, "--budget") == 0) {
        char *end;
        o->budget = v != NULL ? strtod(v, &end) : 0;
        if (v == NULL || v[0] < '0' || v[0] > '9' || *end != '\0' || !(o->budget > 0 && o->budget <= 3600))
            return bank_usage("--budget takes CPU seconds from more than 0 to 3600, not", v ? v : "");
    } else if (strcmp(a, "--symmetry") == 0) {
        if ((o->symmetry = cj_symmetry_of(v)) < 0) {
            snprintf(why, sizeof why, "unknown --symmetry '%.40s' (none, rot180, rot90, mirror, diagonal; flip for "
                     "fillomino)", v);
            return bank_usage(why, NULL);
        }
    } else {
        *used = 0;
    }
    return 0;
}

static int read_options(int argc, char **argv, bank_query *q, build_opts *o)
{
    const char *level = NULL;
    int k, used, rc, top;
    memset(q, 0, sizeof *q);
    memset(o, 0, sizeof *o);
    o->target_empty = -1;
    o->budget = BUILD_BUDGET;
    o->count = o->per_level = -1;
    o->threads = 1;
    o->seed = 1;
    o->level = -1;
    o->progress = isatty(2);
    for (k = 2; k < argc; k++) {
        const char *a = argv[k], *v = k + 1 < argc ? argv[k + 1] : NULL;
        long *num = strcmp(a, "-n") == 0 ? &o->count : strcmp(a, "--per-level") == 0 ? &o->per_level
                    : strcmp(a, "-j") == 0 ? &o->threads : NULL;
        long hi = num == &o->threads ? MAX_THREADS : 0x7fffffffL;
        if (strcmp(a, "--progress") == 0 || strcmp(a, "--no-progress") == 0) {
            o->progress = a[2] == 'p';
            continue;
        }
        if (v == NULL)
            return bank_usage(a[0] != '-' ? "unexpected" : bank_value_option(a) ? "a value is missing after"
                                                                                 : "unknown option", a);
        if ((rc = bank_shape_option(q, a, v, &used)) != 0 || (!used && (rc = generator_option(o, a, v, &used)) != 0))
            return rc;
        if (num != NULL && cj_parse_long(v, 1, hi, num) != 0)
            return bank_range_usage(a, 1, hi, v);
        if (strcmp(a, "--seed") == 0 && bank_seed_parse(v, &o->seed) != 0)
            return bank_usage(BANK_SEED_RANGE " after", a);
        if (strcmp(a, "--level") == 0)
            level = v;
        else if (!used && num == NULL && strcmp(a, "--seed") != 0)
            return bank_usage("unknown option", a);
        k++;
    }
    if ((o->count < 0) == (o->per_level < 0))
        return bank_usage("build takes -n COUNT or --per-level K", NULL);
    if (q->kind == NULL)
        q->kind = cj_kinds[0];
    if (o->symmetry == CJ_SYM_FLIP && strcmp(q->kind->name, "fillomino") != 0) { /* as bin/gen --variant says it */
        char why[160];
        snprintf(why, sizeof why, "--symmetry flip is for %s fillomino (%s: none, rot180, rot90, mirror, diagonal)",
                 q->kind_option ? q->kind_option : "--kind", q->kind->name);
        return bank_usage(why, NULL);
    }
    if (o->per_level > 0 && o->symmetry != CJ_SYM_NONE) /* its levels are counted by level and empty squares */
        return bank_usage("--per-level does not take --symmetry: build each level with --level L -n K", NULL);
    if (o->per_level > 0 && (level != NULL || q->kind->n_levels == 0))
        return bank_usage(level ? "--per-level fills every level: drop --level" : "--per-level: this kind has no levels:",
                          level ? NULL : q->kind->name);
    if (!q->have_shape)
        q->shape.width = q->shape.height = q->kind->name[0] == 's' ? 9 : 0;
    q->have_shape = 1;
    if ((rc = bank_query_shape(q)) != 0)
        return rc;
    if (level != NULL) {
        if ((k = cj_level_index(q->kind->levels, q->kind->n_levels, level)) < 0) {
            char why[200];
            cj_kind_level_refusal(q->kind, level, NULL, 0, why, sizeof why);
            return bank_usage(why, NULL);
        }
        o->level = k;
        top = strcmp(q->kind->name, "sudoku") == 0 ? classify_hardest_level(q->shape.box_rows, q->shape.box_cols) : k;
        if (k > top) { /* as bin/gen --difficulty refuses it */
            fprintf(stderr, "bank: no %dx%d puzzle is %s: " CLASSIFY_HARDEST_WHY ", so all are %s\n", q->shape.width,
                    q->shape.height, level, q->kind->levels[top]);
            return 2;
        }
    }
    return 0;
}

/* Marks in want[] the levels --per-level fills: a Sudoku's up to the hardest its shape can have and at most evil
   (guessing is no level to aim at), as bin/gen --per-level; another kind's, all of them (one its generator refuses
   is dropped when the build comes to it). Returns how many; says so when the shape has fewer than the seeds' four. */
static int levels_to_fill(const bank_query *q, int levels, int *want)
{
    int top = levels - 1, k, n = 0;
    if (strcmp(q->kind->name, "sudoku") == 0) {
        top = classify_hardest_level(q->shape.box_rows, q->shape.box_cols);
        top = top < CL_EVIL ? top : CL_EVIL;
        if (top < CL_EVIL)
            fprintf(stderr, "bank: --per-level: only %s exists at %dx%d (" CLASSIFY_HARDEST_WHY "); filling %d level%s\n",
                    q->kind->levels[top], q->shape.width, q->shape.height, top + 1, top ? "s" : "");
    }
    for (k = 0; k < levels; k++)
        n += want[k] = k <= top;
    return n;
}

/* Lays out the next batch: a slot for each puzzle missing, and at least one a thread (at most the batch's
   room), each asked for --level, or under --per-level k for the levels short of k, easiest first (a first
   batch that fits asks for what bin/gen --per-level k makes), the slots past those in turn. */
static void lay_out(build_run *run, long missing, const long *have, const int *want, int levels, long k)
{
    long room = missing > run->threads ? missing : run->threads, n;
    int l;
    room = room < run->batch ? room : run->batch;
    for (run->count = 0; k <= 0 && run->count < room; run->count++)
        run->slots[run->count].aim = run->req.level;
    for (l = 0; k > 0 && l < levels; l++)
        for (n = want[l] ? k - have[l] : 0; n > 0 && run->count < room; n--)
            run->slots[run->count++].aim = l;
    for (n = run->count; k > 0 && n > 0 && run->count < room; run->count++) /* the missing levels again */
        run->slots[run->count].aim = run->slots[run->count - n].aim;
}

static int stop_at_once(void *ctx)
{
    (void)ctx;
    return 0;
}

/* --per-level with --empty or --symmetry: whether the kind's generator refuses them (asked for no level, told to
   stop at its first check), before a refusal would be taken for one level's. 0, or 2 after its reason. */
static int options_refused(const bank_query *q, const build_opts *o)
{
    row_maker m;
    cj_gen_request req;
    cj_rng rng;
    char err[256] = "";
    int rc;
    if (o->target_empty < 0 && o->symmetry == CJ_SYM_NONE)
        return 0;
    if (row_maker_init(&m, q->kind, &q->shape) != 0)
        return fprintf(stderr, "bank: out of memory\n"), 2;
    cj_gen_request_default(&req);
    req.target_empty = (int)o->target_empty;
    req.minimal = o->target_empty < 0;
    req.symmetry = o->symmetry;
    req.keep_going = stop_at_once;
    cj_rng_seed(&rng, o->seed, 0);
    rc = q->kind->generate(m.work, &req, &rng, m.puzzle, m.solution, err, sizeof err);
    row_maker_free(&m);
    if (rc != CJ_KIND_EOPTIONS)
        return 0;
    fprintf(stderr, "bank: %s\n", err);
    return 2;
}

int bank_build_main(int argc, char **argv)
{
    bank_query q;
    build_opts o;
    build_run run;
    bank *b;
    char err[512], title[96], options[64] = "";
    long have = 0, target, added = 0, have_level[MAX_LEVELS], useless = 0, give_up, k;
    long have_before, added_before, level_before[MAX_LEVELS], skip;
    int want[MAX_LEVELS];
    bank_filter shape_filter;
    long stored;
    int64_t next = 0, reached;
    double started = cj_wall_seconds(), shown = 0;
    int rc = read_options(argc, argv, &q, &o), t, levels, done = 0, elsewhere = 0, made;
    if (rc != 0 || (o.per_level > 0 && (rc = options_refused(&q, &o)) != 0))
        return rc;
    made = access(argv[1], F_OK) != 0; /* a bank this build makes is removed again if the kind refuses the request */
    if ((b = bank_open(argv[1], BANK_CREATE, err, sizeof err)) == NULL) {
        rc = errno != 0 ? 1 : 2; /* a failed write (a full disk), else a bank that cannot be opened */
        return fprintf(stderr, "bank: %s\n", err), rc;
    }
    memset(&run, 0, sizeof run);
    pthread_mutex_init(&run.said_lock, NULL);
    run.kind = q.kind;
    run.shape = q.shape;
    run.seed = (uint64_t)o.seed;
    run.threads = (int)o.threads;
    run.req.level = (int)o.level;
    run.asked = (o.per_level > 0 ? BANK_ASKED_PER_LEVEL : o.level >= 0 ? BANK_ASKED_LEVEL(o.level) : BANK_ASKED_ANY) |
                BANK_ASKED_OPTIONS(o.target_empty, o.symmetry);
    run.budget = o.budget;
    run.req.max_solutions = 1;
    run.req.target_empty = (int)o.target_empty;
    run.req.minimal = o.target_empty < 0;
    run.req.symmetry = o.symmetry;
    levels = q.kind->n_levels < MAX_LEVELS ? q.kind->n_levels : MAX_LEVELS;
    run.batch = run.threads * (q.shape.width * q.shape.height <= 100 ? 128 : 2);
    run.slots = calloc((size_t)run.batch, sizeof *run.slots);
    for (t = 0; t < run.threads && run.slots; t++)
        if (row_maker_init(&run.makers[t], q.kind, &q.shape) != 0)
            break;
    memset(&shape_filter, 0, sizeof shape_filter);
    shape_filter.kind = q.kind->name;
    shape_filter.shape = q.shape_text;
    shape_filter.level = shape_filter.empty_min = shape_filter.empty_max = -1;
    if (run.slots == NULL || t < run.threads ||
        bank_generated(b, q.kind->name, q.shape_text, (int64_t)run.seed, run.asked, run.req.level, &have, &next) != 0 ||
        (o.per_level > 0 && level_counts(b, &run, q.shape_text, o.per_level, have_level) != 0) ||
        (stored = bank_count(b, &shape_filter, LONG_MAX)) < 0) { /* in the index: not every row of the bank */
        fprintf(stderr, "bank: %s: %s\n", argv[1], run.slots && t == run.threads ? bank_error(b) : "out of memory");
        rc = 2;
        goto out;
    }
    target = o.count > 0 ? o.count : o.per_level * levels_to_fill(&q, levels, want);
    give_up = GIVE_UP + stored + 100 * (o.per_level > 0 ? o.per_level : 0);
    if (o.per_level > 0)
        for (have = 0, t = 0; t < levels; t++)
            have += want[t] ? have_level[t] : 0;
    run.first = (long)next;
    bank_catch_stop_signals(); /* a signal: the batch in hand is finished and stored, then the summary */
    while (have < target && rc == 0 && !bank_stop_signal) {
        lay_out(&run, target - have, have_level, want, levels, o.per_level);
        generate_batch(&run);
        if (atomic_load(&run.refused) && o.per_level > 0) { /* a level the kind does not generate: the others */
            fprintf(stderr, "bank: --per-level: no %s puzzles made; filling the other levels\n",
                    q.kind->levels[run.refused_level]);
            want[run.refused_level] = 0;
            target -= o.per_level, have -= have_level[run.refused_level];
            atomic_store(&run.refused, 0);
            clear_slots(&run);
            continue;
        }
        if (atomic_load(&run.refused)) {
            rc = 2;
            goto out;
        }
        have_before = have, added_before = added; /* a batch that fails to be written adds nothing */
        memcpy(level_before, have_level, sizeof have_level);
        if (bank_begin(b) != 0) /* writing the bank failed: exit 1, as for a failed write */
            rc = 1;
        else if ((elsewhere = bank_written_elsewhere(b)) != 0 && /* another build or add: count again */
                 (bank_generated(b, q.kind->name, q.shape_text, (int64_t)run.seed, run.asked, run.req.level, &have,
                                 &next) != 0 ||
                  (o.per_level > 0 && level_counts(b, &run, q.shape_text, o.per_level, have_level) != 0)))
            rc = 1;
        if (o.per_level > 0 && rc == 0 && elsewhere)
            for (have = 0, t = 0; t < levels; t++)
                have += want[t] ? have_level[t] : 0;
        /* the indices another build of the seed has stored meanwhile are gone past, as a rerun goes past them */
        skip = next > run.first ? (next - run.first < run.count ? (long)(next - run.first) : run.count) : 0;
        for (k = skip; k < run.count && rc == 0 && have < target; k++) { /* useless: failed, duplicate, not needed */
            slot *s = &run.slots[k];
            int lv = s->row.level;
            if (!s->made) /* stopped by a signal: this index and those after it are made by a later build */
                break;
            if (!s->ok || (o.per_level > 0 && (lv < 0 || lv >= levels || !want[lv] || have_level[lv] >= o.per_level))) {
                useless++;
            } else if ((t = bank_add(b, &s->row)) < 0) {
                rc = 1;
            } else if (t == 0 || (t == 2 && o.per_level > 0)) { /* 2: held already (the levels counted it) */
                useless++;
            } else { /* added, or held already at this index (of another request): now of this one too */
                have += o.level < 0 || lv == o.level, added += t == 1, useless = 0; /* --level: that level's */
                if (o.per_level > 0)
                    have_level[lv]++;
            }
        }
        clear_slots(&run);
        reached = run.first + k > next ? run.first + k : next;
        if (rc == 0 && (bank_generated_mark(b, q.kind->name, q.shape_text, (int64_t)run.seed, run.asked, reached) ||
                        bank_commit(b) != 0)) /* slots past the last one needed: made again by a later build */
            rc = 1;
        if (rc != 0) {
            fprintf(stderr, "%sbank: %s: %s\n", o.progress ? "\n" : "", argv[1], bank_error(b));
            have = have_before, added = added_before;
            memcpy(have_level, level_before, sizeof have_level);
        }
        run.first = rc == 0 ? (long)reached : run.first + k;
        if (o.progress && (cj_wall_seconds() - shown > 0.5 || have >= target)) {
            bank_progress(have, target, have - added, started, have >= target);
            shown = cj_wall_seconds();
        }
        if (rc == 0 && have < target && run.count > 0 && atomic_load(&run.over_budget) == run.count) {
            fprintf(stderr, "%sbank: --empty %ld: none of the last %ld puzzles reached it in %g s of CPU time each: "
                    "ask fewer empty squares or a larger --budget\n", o.progress ? "\n" : "", o.target_empty, run.count,
                    o.budget);
            rc = 1;
        } else if (rc == 0 && have < target && useless > give_up) {
            fprintf(stderr, "%sbank: no new puzzle%s in the last %ld generated%s", o.progress ? "\n" : "",
                    o.per_level > 0 ? " of the missing levels" : "", useless, o.per_level > 0 ? ":" : "");
            for (t = 0; o.per_level > 0 && t < levels; t++)
                if (want[t] && have_level[t] < o.per_level)
                    fprintf(stderr, " %s has %ld of %ld", q.kind->levels[t], have_level[t], o.per_level);
            fprintf(stderr, "\n");
            rc = 1;
        }
    }
    done = have >= target;
    if (rc != 0)
        bank_rollback(b);
    puzzle_shape_title(q.kind, q.shape_text, title, sizeof title);
    if (bank_stop_signal && o.progress && shown > 0 && !done && rc == 0)
        fputc('\n', stderr); /* after the open progress line */
    if (o.target_empty >= 0) /* the generator's options the count is of */
        snprintf(options, sizeof options, "--empty %ld%s", o.target_empty, o.symmetry ? ", " : "");
    if (o.symmetry != CJ_SYM_NONE)
        snprintf(options + strlen(options), sizeof options - strlen(options), "--symmetry %s", cj_symmetry_name(o.symmetry));
    fprintf(stderr, "bank: %s: %ld added, %ld of %ld %s%s%s puzzle%s%s%s%s%s in %.1f s", argv[1], added, have, target,
            o.level >= 0 ? q.kind->levels[o.level] : "", o.level >= 0 ? " " : "", title, target == 1 ? "" : "s",
            o.per_level > 0 ? " (all levels" : " of this seed", options[0] ? (o.per_level > 0 ? ", " : " (") : "",
            options, o.per_level > 0 || options[0] ? ")" : "", cj_wall_seconds() - started);
    if (atomic_load(&run.failed) > 0)
        fprintf(stderr, "; %ld generated could not be made", atomic_load(&run.failed));
    if (bank_stop_signal && !done)
        fprintf(stderr, "; stopped by a signal: run the same command again to go on");
    fprintf(stderr, "\n");
out:
    pthread_mutex_destroy(&run.said_lock);
    for (t = 0; t < run.threads; t++)
        row_maker_free(&run.makers[t]);
    free(run.slots);
    bank_close(b);
    if (made && atomic_load(&run.refused) && added == 0)
        bank_remove(argv[1]);
    bank_end_by_stop_signal();
    return rc != 0 ? rc : done ? 0 : 1;
}
