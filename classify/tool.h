/* tool.h: what bin/classify's source files share (host only): the per-shape context cache, reading
   puzzles from files, step descriptions, and the sub-commands. */
#ifndef COVERJAR_CLASSIFY_TOOL_H
#define COVERJAR_CLASSIFY_TOOL_H

#include <stdint.h>
#include "classify/features.h"
#include "dlx/cli.h"
#include "dlx/grid_text.h"
#include "dlx/puzzle_io.h"

#define TOOL "classify"

/* Contexts made on first use, one per box shape; beside each, in its block, what the counts' restarts take
   (sudoku_solve_probed: a second model, room for 2 solutions). */
typedef struct ctx_cache {
    int count, br[16], bc[16];
    classify_ctx *ctx[16];
    sudoku_probe probe[16];
    uint64_t give_up; /* --max-nodes: a count gives up after so many nodes (0: never) */
} ctx_cache;
classify_ctx *cache_get(ctx_cache *cc, int br, int bc);
void cache_free(ctx_cache *cc);

/* Box shape for side n: --box when given (force_br > 0), else the default. Returns 0 or -1. */
int tool_box(int n, int force_br, int force_bc, int *br, int *bc);

/* One puzzle read from a file, kept in memory (for train, eval and parallel feature runs). */
typedef struct kept_puzzle {
    uint8_t *grid;
    int n, br, bc;
    int solo;          /* read from a Solo id, which brings its box shape (a line takes --box or the default) */
    char *label;       /* last column of the line, or NULL */
    const char *file;
    long lineno;
    int bad;           /* answer "error": why says what is wrong (report_bad prints it) */
    char *why;         /* the message for a bad puzzle, or NULL */
} kept_puzzle;

/* Reports a bad puzzle: "classify: FILE:LINE: what" (kept.c, as what follows up to report_bad). */
void bad_at(const char *file, long lineno, const char *what);
/* A refused line that is another kind's puzzle: err names the kind and its --variant. */
void name_other_kind(const cj_lines *l, char *err, size_t size);

/* Reads every puzzle of the files (NULL/none = stdin). Bad lines are kept with bad = 1 and their message
   (report_bad prints them). A line takes --box (force_br > 0), else its side's default shape; a side without
   one (a prime above 3) leaves br = bc = 0, for the caller to give a shape (a model's) or mark_no_box.
   need_label: a line without a second column is bad. Returns the count, or -1 when a file cannot be read
   (said on stderr, and the problems of the lines read before it too). */
long read_all(char **files, int nfiles, int force_br, int force_bc, int need_label, kept_puzzle **out);
void free_all(kept_puzzle *p, long count);
/* Marks a kept puzzle bad with what is wrong (the first message given is kept). */
void mark_bad(kept_puzzle *k, const char *what);
/* Marks a puzzle without a box shape bad: "no box shape for side N (give --box RxC)". */
void mark_no_box(kept_puzzle *k);
/* Prints "classify: FILE:LINE: why" for every bad puzzle, in the order read (by line within a file). */
void report_bad(const kept_puzzle *p, long count);

/* Computes the features of every good puzzle (threads workers) into rows of count values each;
   a puzzle whose features fail is marked bad (with its message). */
void features_all(kept_puzzle *p, long count, int set, int threads, double *rows, int width);

/* "hidden-single: r4c7=3 (box 6)" and the like, with the default symbols. */
void describe_step(cj_buf *b, const classify_step *s, int n);

/* The tool's usage, and an option that none of a command's own matched: --help or -h prints the usage on
   stdout and returns 0; anything else is named on stderr as unknown and returns 2. The caller exits with that
   status. */
extern const char classify_usage[];
int classify_other_option(const char *option);

int cmd_grade(int argc, char **argv, int hint);
int cmd_features(int argc, char **argv);
int cmd_train(int argc, char **argv);
int cmd_predict(int argc, char **argv, int eval);
/* NAME=VALUE or NAME VALUE at argv[*i] (train's, predict's and eval's options): 1 with *value set (past VALUE: ""),
   and *i on the value's argument; 0 when argv[*i] is another option. */
int svm_option_value(int argc, char **argv, int *i, const char *name, const char **value);

/* Copies the libsvm part of a model file from in to out, checking it line by line (line numbers from
   first_line) against what libsvm's loader needs: the header fields, nr_class up to n_labels, total_sv
   support vectors with feature indices within width. Returns 0, or the line of the first problem with *why
   set (libsvm's own loader crashes on such files). */
long svm_text_check(FILE *in, FILE *out, long first_line, int width, int n_labels, const char **why);
/* A model file's line, read as getline reads one but of at most MODEL_LINE_MAX bytes: its length, -1 at the end,
   MODEL_LINE_LONG for a longer one (a file of no newline, /dev/zero, is no model). */
#define MODEL_LINE_MAX (1L << 20)
#define MODEL_LINE_MAX_TEXT "1 MiB"
#define MODEL_LINE_LONG (-2L)
long model_line(char **line, size_t *cap, FILE *in);

/* Loads a model file and frees it: 0, or -1 with the problem on stderr (for the fuzz tests). */
int model_file_check(const char *path);

/* Finds the shipped model: $COVERJAR_CLASSIFY_MODEL, then beside the binary. Writes into out. */
int default_model_path(char *out, size_t size);

#endif
