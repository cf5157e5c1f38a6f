/* gen_cli.h: what bin/gen's files share (host only): the options read from the command line
   (gen_options.c), and `gen transform` (gen_transform.c), beside the generating run in main.c. */
#ifndef COVERJAR_GEN_CLI_H
#define COVERJAR_GEN_CLI_H

#include "gen/generator.h"

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
} config;

/* Prints "gen: " and the message on stderr; returns -1. */
int gen_fail(const char *fmt, const char *arg);
/* Reads the command line into c: 0, 1 after --help, or -1 after a message. */
int gen_parse_args(int argc, char **argv, config *c, int *first_file, int *transform_mode, const char **named);
/* gen transform: named or random distinct variants of each puzzle of the files from argv[first] on. */
int gen_transform_main(config *c, int argc, char **argv, int first, const char *named);

#endif
