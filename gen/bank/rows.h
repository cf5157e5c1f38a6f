/* rows.h: a bank row made from a puzzle: its solution and solution count from the kind's engine, its grade,
   its canonical key and its texts, with the memory of one kind and shape reused from puzzle to puzzle. */
#ifndef COVERJAR_BANK_ROWS_H
#define COVERJAR_BANK_ROWS_H

#include "dlx/kind.h"
#include "gen/bank/canon.h"
#include "gen/bank/store.h"

typedef struct row_maker {
    const cj_kind *kind;
    cj_shape shape;
    char shape_text[32];
    void *mem, *work, *puzzle; /* the kind's worker and one puzzle */
    cj_cell *solution, *cells;
    canon_state *canon;
    char *line, *solution_line, *key; /* the row's texts */
    size_t text_size;
    cj_grade grade;
    char technique[48]; /* the technique a JSON line carried */
    char *given;        /* the solution given beside the puzzle (bank_parse_line's), or NULL: row_maker_row checks it */
    int made_unique;    /* set by the caller: the puzzle and solution come from the kind's generate asked for one
                           solution, which its contract keeps: row_maker_row takes the count as 1 */
    uint64_t max_nodes; /* set by the caller: the kind's node limit (set_node_limit) for every shape; 0 its default */
} row_maker;

/* Sets m up for kind and shape (after the kind's shape_check); 0, or -1 when out of memory. */
int row_maker_init(row_maker *m, const cj_kind *kind, const cj_shape *shape);
void row_maker_free(row_maker *m);

/* Parses one puzzle line into m->puzzle, setting up m for the line's shape (default: *shape, whose
   width 0 lets the text decide); indent: the bytes before text on its line, counted in a column err names.
   0, or -1 with err filled. */
int row_maker_parse(row_maker *m, const cj_kind *kind, const cj_shape *shape, const char *text, size_t indent,
                    char *err, size_t err_size);

/* Fills row from m->puzzle: solutions counted to max_solutions + 1 (more, or none, is an error), the
   solution (one given beside a puzzle of one solution, m->given, that is a full grid of its cells must be it),
   the grade when grade is set and the kind has a grader, the canonical key and the texts (which stay m's).
   0, or -1 with err filled (-2: the puzzle has one solution, and the one given beside it is another). */
int row_maker_row(row_maker *m, int max_solutions, int grade, bank_row *row, char *err, size_t err_size);

/* Parses one input line of `bank add` (a puzzle line, or a `bin/gen --format json` object) into maker:
   as kind, or the kind the JSON names, or the first kind that reads it; ids gets the JSON's seed and index
   (-1 when absent) and its level (a number, -1 for none, or the kind's name of it), rating and technique
   (-1, 0 and "" when absent; the technique held by maker), and in ids->asked the request a line of bin/gen
   was made for (its level's bit, or BANK_ASKED_ANY without one; -1, not known, for the bank's export, 0 without
   a seed and index); ids->kind is the kind's name when kind or the JSON
   named it, NULL when the line went to the first kind that reads it (with kind NULL, the first from guess: *guess
   is 0 for the first kind to try, and is set to the one that read the line, so that ++*guess tries the next).
   maker->given gets the solution given beside the puzzle: a JSON line's "solution", the field after a line's
   puzzle (for kinds whose lines have fields, its last of two or more), or a block's rows under `## solution`,
   NULL for none. indent is the count of bytes before line
   on its line in the file (a column in err counts them; a JSON line's puzzle has its own). 0, or -1 with err
   filled. */
int bank_parse_line(row_maker *maker, const cj_kind *kind, const cj_shape *shape, const char *line, size_t indent,
                    int *guess, bank_row *ids, char *err, size_t err_size);

#endif
