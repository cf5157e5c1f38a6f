/* reader.h: the tool-side reader of Fillomino inputs (host only): blocks of rows (janko style, with "# WxH"
   headers and "## solution" sections) and one-line "WxH:" puzzles, one at a time, and a given solution's check. */
#ifndef COVERJAR_FILLOMINO_READER_H
#define COVERJAR_FILLOMINO_READER_H

#include "dlx/cli.h"
#include "fillomino/board.h"

enum { FM_IN_BLOCK = 0, FM_IN_LINE = 1, FM_IN_TATHAM = 2, FM_IN_OTHER = 3 };

typedef struct fm_reader {
    cj_lines lines;
    const char *tool;
    int pending;      /* the current line of lines is not consumed yet */
    long pending_len;
    char *pending_text;
    int last_kind;    /* the kind of the input read before: a bad line with no row read answers in it */
    int pass_other;   /* set by the caller: a JSON line ('{') or an 'error' line outside a block is handed back (a
                         header right above it heads no block: a comment) */
    long row_line[FM_MAX_SIDE]; /* the line of each row of the block read last (comments may stand between) */
} fm_reader;

typedef struct fm_input {
    int w, h, kind;   /* kind: FM_IN_BLOCK, FM_IN_LINE or FM_IN_TATHAM (a line with letter runs) */
    int bad;          /* 1: malformed; the message was printed with file and line */
    fm_val *cells;    /* FM_MAX_CELLS values, owned by the caller */
    fm_val *solution; /* NULL: a solution beside the puzzle is skipped; else FM_MAX_CELLS values (the caller's)
                         that take it: a second column of the puzzle's shape, or a block's '## solution' */
    int has_solution; /* 1: solution holds the puzzle's solution as read (full, of its shape) */
    long solution_line; /* with has_solution: the line of its first row (a block's rows follow it, one a line), or
                           of the one-line puzzle it stands beside */
    long lineno;      /* the puzzle's line (its one line, or a block's first row), named in messages about it */
    char *text;       /* FM_IN_OTHER (with pass_other): the line, as read, for the caller to read */
} fm_input;

/* Opens path ("-" or NULL = stdin); -1 with a message when it cannot. */
int fm_reader_open(fm_reader *r, const char *tool, const char *path);
/* Reads the next puzzle. Returns 1 (check in->bad) or 0 at the end of the input. */
int fm_reader_next(fm_reader *r, fm_input *in);
/* Whether the solution read beside a puzzle (in->has_solution: its shape checked) is one of its solutions: every
   clue kept, every region as large as its number. 1, or 0 after naming the cell (or a cell of the region) at the
   line of the solution row that holds it. work holds 2 * w * h ints (fm_board_valid's). bin/fillomino solve's
   check, and bin/dlx --variant fillomino's. */
int fm_reader_check_solution(fm_reader *r, const fm_input *in, int *work);
/* Closes the input; returns 0, or 2 after reporting a read error or an input without puzzles. */
int fm_reader_finish(fm_reader *r, long puzzles);

#endif
