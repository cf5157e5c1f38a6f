/* driver.h: the tools' generic path through the puzzle-kind tables (host only): solve/count for bin/dlx,
   generate for bin/gen, grade and hint for bin/classify, for any kind named by --variant KIND. */
#ifndef COVERJAR_KIND_DRIVER_H
#define COVERJAR_KIND_DRIVER_H

#include "dlx/cli.h"

/* Called first in a tool's main(). Returns 1 when the arguments ask for the table path (--variant KIND
   for any KIND but sudoku, or --via-table); otherwise 0, after taking "--variant sudoku" out of argv
   (*argc shrinks) so the tool's native Sudoku path reads the rest. */
int kind_driver_wanted(int *argc, char **argv);

/* --level and --difficulty are one option under two names, and a run makes one level: call for each given,
   name as given and its value, with *seen_name and *seen_value (NULL at first) the one before, which it then
   updates. Given both, they must name the same level (the same name again takes the later value). Returns
   0, or -1 after "TOOL: --level medium and --difficulty hard name two levels: give one" (bin/gen's words on
   every path). */
int kind_driver_one_level(const char *tool, const char **seen_name, const char **seen_value, const char *name,
                          const char *value);

/* The puzzle buffer the tools parse any kind's line into before its shape is known. */
#define DRIVER_PUZZLE_BYTES (1u << 20)

/* After the tools' Sudoku reader refused the last line of l: when it was a JSON line of another "kind", or its
   first field holds a ':' (an id or a "WxH:" line) and another kind reads it, err becomes "a KIND puzzle ...: read
   it with --variant KIND" and 1 is returned; else 0, err as it was. */
int kind_driver_name_other(const cj_lines *l, char *err, size_t err_size);

/* bin/dlx --variant KIND [--count[=K]] [--box RxC] [--format line|grid|tatham] [FILE...] */
int kind_driver_solve(const char *tool, int argc, char **argv);
/* bin/gen --variant KIND [--size N | --box RxC | --width W --height H] [-n N | --range A:B] [--seed S] [-j J]
   [--level L] [--symmetry S] [--minimal | --empty T] [--max-solutions K] [--format F] [--with-solution] */
int kind_driver_generate(const char *tool, int argc, char **argv);
/* bin/classify grade|hint --variant KIND [FILE...]: argv[0] is the command. */
int kind_driver_classify(const char *tool, int argc, char **argv);

#endif
