/* tool.h: what bin/fillomino's files share (host only): main.c's reading commands (solve, features,
   transform), the generating command (cmd_gen.c), and the helpers in tool.c. */
#ifndef COVERJAR_FILLOMINO_TOOL_H
#define COVERJAR_FILLOMINO_TOOL_H

#include <stdio.h>
#include "dlx/cli.h"
#include "fillomino/board.h"

#define FM_TOOL "fillomino"

/* Output forms; OUT_SAME follows the input, OUT_JSON is gen's only. */
enum { OUT_SAME = -1, OUT_BLOCK = 0, OUT_LINE = 1, OUT_TATHAM = 2, OUT_JSON = 3 };

/* Prints "fillomino: " and the message with a pointer to --help; returns 2. */
int fm_bad_option(const char *fmt, const char *arg);
/* The usage of every command (main.c), on f. */
void fm_usage(FILE *f);
/* An option that none of a command's own matched: --help or -h prints the usage on stdout and returns 0;
   solve's --stats and --count are named as solve's, anything else as unknown, and 2 is returned. The caller
   exits with that status. */
int fm_other_option(const char *option);
/* Option matching: "--name VALUE" or "--name=VALUE"; sets *val (NULL when missing) and advances *i. */
int fm_opt_value(int argc, char **argv, int *i, const char *name, const char **val);
/* block, line or tatham: 0 with *out set, or -1. */
int fm_parse_format(const char *v, int *out);
enum { FM_PUT_NO_TATHAM = -1, FM_PUT_MEMORY = -2 };
/* Appends a board in form (OUT_*); header (may be NULL) is a block's "# ..." line. 0, FM_PUT_NO_TATHAM when
   form is OUT_TATHAM and a value exceeds fm_tatham_max_value(w, h) (nothing appended), or FM_PUT_MEMORY. */
int fm_put_board(cj_buf *b, const fm_val *cells, int w, int h, int form, const char *header);
/* fm_put_board for a puzzle read from lines: when it fails, "FILE:LINE: why" on stderr and "error" appended. */
int fm_put_answer(cj_buf *b, cj_lines *lines, const fm_val *cells, int w, int h, int form, const char *header);
/* --max-nodes N: 1 taken, 0 not this option, -1 bad (message printed). */
int fm_max_nodes_option(int argc, char **argv, int *i, long *max_nodes);

/* fillomino gen OPTIONS (cmd_gen.c); argv holds the options only. Returns the exit status. */
int fm_cmd_gen(int argc, char **argv);

#endif
