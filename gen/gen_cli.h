/* gen_cli.h: what bin/gen's files share (host only): the options read from the command line
   (gen_options.c), and `gen transform` (gen_transform.c), beside the generating run in main.c. */
#ifndef COVERJAR_GEN_CLI_H
#define COVERJAR_GEN_CLI_H

#include "gen/generator.h"
#include "gen/transform.h"

enum out_format { OUT_LINE, OUT_GRID, OUT_JSON, OUT_TATHAM };

typedef struct config {
    int n, box_rows, box_cols;
    long number, first, last;
    unsigned long long seed;
    int threads, progress, stats, with_solution, transforms, per_level;
    double budget;
    enum out_format format;
    const char *symbols;
    const char *difficulty;
    const char *output; /* -o FILE, or NULL for stdout */
    int resume;
    gen_options gen;
    char **files; /* the files named (transform), in order, wherever they stand among the options */
    int nfiles;
} config;

/* Prints "gen: " and the message on stderr; returns -1. */
int gen_fail(const char *fmt, const char *arg);
/* Reads the command line into c, options and files in any order (after "--", only files): 0, or -1 after a
   message; --help prints the usage and exits. The caller frees c->files either way. */
int gen_parse_args(int argc, char **argv, config *c, int *transform_mode, const char **named);
/* Called with each variant found, the transform that made it, and its number (from 1). */
typedef void (*gen_variant_fn)(void *ctx, const gen_transform *t, const uint8_t *variant, int number);
/* Calls put for k random variants of puzzle (N = box_rows * box_cols), distinct from it and from each other.
   Transforms are drawn uniformly from the shape's group until k are found or 50 k + 100 have been drawn;
   each draw meets a given variant with odds 1 in (their count + 1), so when the draws run out the puzzle
   has no more variants (short of odds below e^-50). Returns how many it found, or -1 when out of memory. */
int gen_distinct_variants(int box_rows, int box_cols, const uint8_t *puzzle, int k, cj_rng *rng, gen_variant_fn put,
                          void *ctx);
/* Why a puzzle of box_rows x box_cols has only `made` variants, fewer than asked, into why: every element of
   the shape's group but the identity gave one (made is the group's size less 1), or it has symmetries. */
void gen_variants_why(int box_rows, int box_cols, int made, char *why, size_t size);
/* gen transform: named or random distinct variants of each puzzle of c's files (stdin when none). */
int gen_transform_main(config *c, const char *named);

#endif
