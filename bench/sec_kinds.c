/* sec_kinds.c: the report's puzzle-kinds section: every kind of the registry (dlx/kind.h) timed through its
   table: generation of puzzle i of a seed, then solving (counting to 2) of what it made, and the worker's memory. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench/bench.h"
#include "dlx/kind.h"

/* Seconds one kind's generation may take in all (then it stops and reports what it made). */
#define KIND_BUDGET 20.0

typedef struct kind_budget {
    double until;
} kind_budget;

static int within_budget(void *ctx)
{
    return wall_now() < ((const kind_budget *)ctx)->until && !stop_requested(); /* a stop ends the row early */
}

/* Generates n puzzles of the shape through the table and solves them back. Returns the puzzles made. */
static int time_kind(const cj_kind *kind, cj_shape shape, int n, unsigned long long seed, FILE *csv, FILE *md)
{
    char err[256], size[64];
    size_t bytes = kind->work_bytes(&shape), cells = (size_t)shape.width * (size_t)shape.height;
    void *mem = malloc(bytes), *work = mem ? kind->work_init(mem, bytes, &shape) : NULL;
    unsigned char *puzzles = malloc(kind->puzzle_bytes(&shape) * (size_t)n + 1);
    cj_cell *solution = malloc(sizeof(cj_cell) * cells);
    cj_gen_request req;
    kind_budget budget;
    double t0, gen_cpu, solve_cpu;
    int made = 0, unique = 0, i;
    snprintf(size, sizeof size, "%dx%d", shape.width, shape.height);
    if (work == NULL || puzzles == NULL || solution == NULL) {
        fprintf(md, "| %s | %s | out of memory | | | |\n", kind->name, size);
        free(mem);
        free(puzzles);
        free(solution);
        return 0;
    }
    memset(&req, 0, sizeof req);
    req.level = -1;
    req.max_solutions = 1;
    req.target_empty = -1;
    req.minimal = 1;
    req.keep_going = within_budget;
    req.keep_going_ctx = &budget;
    budget.until = wall_now() + KIND_BUDGET;
    t0 = cpu_now();
    for (i = 0; i < n && within_budget(&budget); i++) {
        cj_rng rng;
        cj_rng_seed(&rng, seed, (uint64_t)i);
        if (kind->generate(work, &req, &rng, puzzles + (size_t)made * kind->puzzle_bytes(&shape), solution, err,
                           sizeof err) == CJ_KIND_OK)
            made++;
    }
    gen_cpu = cpu_now() - t0;
    stop_check(); /* a row cut short by a stop is not written */
    t0 = cpu_now();
    for (i = 0; i < made; i++)
        unique += kind->solve(work, puzzles + (size_t)i * kind->puzzle_bytes(&shape), 2, solution) == 1;
    solve_cpu = cpu_now() - t0;
    fprintf(csv, "%s,%s,%d,%d,%.6f,%.6f,%lu\n", kind->name, size, made, unique, made ? gen_cpu / made : -1.0,
            made ? solve_cpu / made : -1.0, (unsigned long)bytes);
    fprintf(md, "| %s | %s | %d | %s | %s | %d of %d | %s |\n", kind->name, size, made, num(made ? 1e3 * gen_cpu / made : -1),
            num(made ? 1e3 * solve_cpu / made : -1), unique, made, num((double)bytes / 1024.0));
    free(mem);
    free(puzzles);
    free(solution);
    return made;
}

void section_kinds(const bench_cfg *cfg, FILE *md)
{
    static const int sides[] = {0, 16}; /* the kind's default shape, then a larger square one */
    FILE *csv = section_start(cfg, md, "Puzzle kinds through their tables", PART_KINDS, "kinds.csv");
    int k, s, n = cfg->tiny ? 3 : cfg->quick ? 20 : 200;
    if (csv == NULL)
        return;
    fprintf(csv, "kind,shape,puzzles,unique,gen_cpu_s,solve_cpu_s,work_bytes\n");
    fprintf(md, "Every kind linked in, served only through its `cj_kind` table (as `bin/gen --variant KIND` and "
                "`bin/dlx --variant KIND` do): puzzle i of seed %llu generated with the kind's defaults (unique, "
                "minimal), then each solved back counting to 2. CPU per puzzle of one thread; at most %.0f s of "
                "generation per row. Raw rows: `kinds.csv`.\n\n",
            cfg->seed, KIND_BUDGET);
    fprintf(md, "| kind | shape | puzzles | generate ms | solve ms | unique | worker KiB |\n|---|---|---|---|---|---|---|\n");
    for (k = 0; cj_kinds[k] != NULL; k++)
        for (s = 0; s < 2; s++) {
            cj_shape shape;
            char err[256];
            memset(&shape, 0, sizeof shape);
            shape.width = shape.height = sides[s];
            if (cj_kinds[k]->shape_check(&shape, err, sizeof err) != CJ_KIND_OK)
                continue;
            progress("kinds", "%s %dx%d", cj_kinds[k]->name, shape.width, shape.height);
            time_kind(cj_kinds[k], shape, s ? (n + 9) / 10 : n, cfg->seed, csv, md);
            stop_check(); /* in-process work: a stop is seen between rows */
        }
    fprintf(md, "\n");
    fclose(csv);
}
