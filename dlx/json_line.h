/* json_line.h: the JSON line reading behind cj_lines_text, private to dlx/cli.c and dlx/json_line.c (host
   only, not installed): a line of `bin/gen --format json` read as the puzzle line it carries. */
#ifndef COVERJAR_JSON_LINE_H
#define COVERJAR_JSON_LINE_H

#include "dlx/cli.h"

/* Rewrites a JSON line (text, len) in place as "PUZZLE [SOLUTION]", with " LEVEL" after when r->json_level (a
   label, as classify train reads one): no longer than the JSON that spells them. Sets r->json_box_rows and
   r->json_box_cols from its "box" (cj_json_box), r->json_solution from its "solution". Returns the new length, or
   len when the line is no object with a one-line "puzzle" string that begins with a symbol (not empty, a blank or
   '#'). */
long cj_json_line(cj_lines *r, char *text, long len);
/* Whether the last line was a JSON line of another kind than Sudoku ("kind"): 1 after writing to err (unless NULL)
   "a KIND puzzle (its JSON line's \"kind\"): read it with --variant KIND", else 0. */
int cj_json_other_kind(const cj_lines *r, char *err, size_t err_size);

#endif
