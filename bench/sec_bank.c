/* sec_bank.c: the report's bank section: canonical keys per second on public and generated puzzle sets,
   and the time of one pick (median and p99) from a bank of a million rows, with and without filters. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench/bench.h"
#include "gen/bank/canon.h"
#include "gen/bank/store.h"

#define KEY_REPS 3

/* Puzzles read as cells, box R x R. */
typedef struct key_set {
    int box, n, count, cap;
    cj_cell *cells;
} key_set;

static void add_line(void *ctx, const char *line)
{
    static const char symbols[] = "123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
    key_set *s = ctx;
    int k, cells = s->n * s->n;
    if (s->count >= s->cap || (int)strcspn(line, " \t\n") != cells)
        return;
    for (k = 0; k < cells; k++) {
        const char *at = line[k] != '.' && line[k] != '0' ? strchr(symbols, line[k]) : NULL;
        s->cells[(size_t)s->count * cells + k] = at ? (cj_cell)(at - symbols + 1) : 0;
    }
    s->count++;
}

static void read_file(const char *path, key_set *s)
{
    char line[4096];
    FILE *f = fopen(path, "r");
    while (f && fgets(line, sizeof line, f))
        add_line(s, line);
    if (f)
        fclose(f);
}

/* Times the keys of every puzzle of the set; writes a row and returns keys per second (median of reps). */
static double time_keys(const char *name, key_set *s, FILE *csv, FILE *md)
{
    canon_state *st = canon_state_new();
    char *key = malloc((size_t)s->n * s->n + 1);
    double rates[KEY_REPS], t;
    int rep, i;
    if (st == NULL || key == NULL || s->count == 0) {
        fprintf(md, "| %s | %d | not measured |\n", name, s->count);
        canon_state_free(st);
        free(key);
        return -1;
    }
    for (rep = 0; rep < KEY_REPS; rep++) {
        t = cpu_now();
        for (i = 0; i < s->count; i++)
            canon_sudoku(st, s->cells + (size_t)i * s->n * s->n, s->box, s->box, key, (size_t)s->n * s->n + 1);
        t = cpu_now() - t;
        rates[rep] = t > 0 ? s->count / t : 0;
        fprintf(csv, "keys,%s,%d,%d,%.6f\n", name, rep, s->count, t);
        stop_check(); /* in-process work: a stop is seen between measurements */
    }
    fprintf(md, "| %s | %d | %.0f |\n", name, s->count, stat_median(rates, KEY_REPS));
    canon_state_free(st);
    free(key);
    return rates[KEY_REPS / 2];
}

static void keys_part(const bench_cfg *cfg, FILE *csv, FILE *md)
{
    static const struct {
        const char *file;
        int box, cap;
    } sets[] = {{"sudoku9_royle17.txt", 3, 20000}, {"sudoku9_magictour_top1465.txt", 3, 2000},
                {"sudoku9_kaggle3m_rated.txt", 3, 20000}, {"sudoku16_janko.txt", 4, 200}, {"sudoku25.txt", 5, 10}};
    char path[4600], gen[4200], count[16];
    key_set s;
    proc_result r;
    int k, scale = cfg->tiny ? 20 : cfg->quick ? 4 : 1;
    fprintf(md, "Canonical keys (gen/bank/canon.c: the least grid over the shape's symmetries, exact), one core, "
                "median of %d runs:\n\n| set | puzzles | keys/s |\n|---|---|---|\n", KEY_REPS);
    for (k = 0; k < (int)(sizeof sets / sizeof sets[0]) + 1; k++) {
        int box = k < 5 ? sets[k].box : 3, cap = k < 5 ? sets[k].cap / scale : 5000 / scale;
        memset(&s, 0, sizeof s);
        s.box = box;
        s.n = box * box;
        s.cap = cap > 0 ? cap : 1;
        s.cells = malloc(sizeof(cj_cell) * (size_t)s.cap * s.n * s.n);
        if (s.cells == NULL)
            return;
        if (k < 5) {
            path_join(path, sizeof path, cfg->data, sets[k].file);
            read_file(path, &s);
            time_keys(sets[k].file, &s, csv, md);
        } else { /* minimal 9x9 puzzles as the bank's builds make them */
            char *argv[] = {gen, "-n", count, "--seed", "1", NULL};
            path_join(gen, sizeof gen, cfg->root, "bin/gen");
            snprintf(count, sizeof count, "%d", s.cap);
            run_lines(cfg, argv, 300, &r, add_line, &s);
            time_keys("bin/gen minimal 9x9", &s, csv, md);
        }
        free(s.cells);
    }
    fprintf(md, "\n");
}

static int count_row(const bank_row *row, void *ctx)
{
    (void)row;
    ++*(long *)ctx;
    return 0;
}

/* One kind of pick, timed picks times: median and p99 in ms. */
static void time_picks(bank *b, const char *name, bank_filter f, int picks, FILE *csv, FILE *md)
{
    double *ms = malloc(sizeof(double) * (size_t)picks), t;
    long found = 0;
    int i;
    if (ms == NULL)
        return;
    for (i = 0; i < picks; i++) {
        f.random = 1;
        f.seed = (uint64_t)i + 1;
        t = wall_now();
        bank_pick(b, &f, 1, count_row, &found);
        ms[i] = (wall_now() - t) * 1000;
        fprintf(csv, "pick,\"%s\",%d,1,%.6f\n", name, i, ms[i] / 1000); /* the name has commas */
    }
    fprintf(md, "| %s | %d | %ld | %.3f | %.3f |\n", name, picks, found, stat_median(ms, picks),
            stat_pct(ms, picks, 99));
    free(ms);
    stop_check();
}

static void picks_part(const bench_cfg *cfg, FILE *csv, FILE *md)
{
    char path[4400], err[512], puzzle[32], canon[32];
    long rows = cfg->tiny ? 5000 : cfg->quick ? 100000 : 1000000, i;
    int picks = cfg->tiny ? 200 : 2000;
    bank *b;
    bank_row row;
    bank_filter f;
    double t;
    path_join(path, sizeof path, cfg->out, "bank_bench.db");
    remove(path);
    if ((b = bank_open(path, BANK_CREATE, err, sizeof err)) == NULL) {
        not_run(md, err);
        return;
    }
    progress("bank", "filling a bank of %ld rows", rows);
    memset(&row, 0, sizeof row);
    row.kind = "sudoku";
    row.shape = "3x3";
    row.puzzle = puzzle;
    row.canon = canon;
    row.technique = "";
    row.solutions = 1;
    t = wall_now();
    for (i = 0; i < rows; i++) { /* rows of four levels and 20 empties counts, spread as a hash spreads them */
        unsigned long h = (unsigned long)i * 2654435761UL;
        if (i % 10000 == 0) {
            if (i > 0)
                bank_commit(b);
            stop_check();
            bank_begin(b);
        }
        snprintf(puzzle, sizeof puzzle, "p%ld", i);
        snprintf(canon, sizeof canon, "k%ld", i);
        row.level = (int)(h >> 7) % 4;
        row.empties = 45 + (int)((h >> 13) % 20);
        row.clues = 81 - row.empties;
        row.seed = 1;
        row.index = i;
        bank_add(b, &row);
    }
    bank_commit(b);
    t = wall_now() - t;
    fprintf(csv, "fill,%ld rows,0,%ld,%.6f\n", rows, rows, t);
    fprintf(md, "Picks from a bank of %ld rows (filled in %.1f s, %.0f rows/s, one transaction per 10,000): one "
                "`bank_pick` of one row from a place chosen by a seed, %d seeds each, wall time:\n\n"
                "| pick | picks | found | median ms | p99 ms |\n|---|---|---|---|---|\n",
            rows, t, t > 0 ? rows / t : 0, picks);
    memset(&f, 0, sizeof f);
    f.level = f.empty_min = f.empty_max = -1;
    time_picks(b, "any", f, picks, csv, md);
    f.kind = "sudoku";
    f.shape = "3x3";
    time_picks(b, "kind and shape", f, picks, csv, md);
    f.level = 2;
    time_picks(b, "level", f, picks, csv, md);
    f.empty_min = 55;
    f.empty_max = 57;
    time_picks(b, "level, empties 55:57", f, picks, csv, md);
    f.empty_min = f.empty_max = 64;
    f.solutions = 1;
    time_picks(b, "level, empties 64, unique", f, picks, csv, md);
    fprintf(md, "\n");
    bank_close(b);
    remove(path);
}

void section_bank(const bench_cfg *cfg, FILE *md)
{
    FILE *csv = section_start(cfg, md, "The puzzle bank: canonical keys and picks", PART_BANK, "bank.csv");
    if (csv == NULL)
        return;
    fprintf(csv, "work,set,rep,count,seconds\n");
    keys_part(cfg, csv, md);
    picks_part(cfg, csv, md);
    fclose(csv);
}
