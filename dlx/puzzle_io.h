/* puzzle_io.h: reading and writing Sudoku puzzles for the tools (host only): line format with a
   carried label, or the grid format (rows of integers, puzzles separated by blank lines). */
#ifndef COVERJAR_PUZZLE_IO_H
#define COVERJAR_PUZZLE_IO_H

#include <stdint.h>
#include "dlx/cli.h"
#include "dlx/sudoku.h"

enum cj_format { CJ_FORMAT_LINE, CJ_FORMAT_GRID };

typedef struct cj_puzzle {
    uint8_t grid[SUDOKU_MAX_N * SUDOKU_MAX_N];
    int n;
    long lineno;       /* first line of the puzzle */
    const char *label; /* text after the puzzle on its line ("" if none); valid until the next read */
    uint8_t solution[SUDOKU_MAX_N * SUDOKU_MAX_N]; /* a grid's rows under "## solution", when has_solution */
    int has_solution;
    int json_solution; /* the line was JSON with a "solution": the label's first field must be one */
} cj_puzzle;

typedef struct cj_puzzle_reader {
    cj_lines lines;
    enum cj_format format;
    const char *symbols;
} cj_puzzle_reader;

/* Reads the next puzzle. Returns 1 with a puzzle, 0 at the end, or -1 for a malformed one:
   then err holds what is wrong and p->lineno where (the reader has skipped past it). */
int cj_read_puzzle(cj_puzzle_reader *r, cj_puzzle *p, char *err, size_t err_size);

/* Where the grid format's reader takes its lines: next gives each line as cj_lines_text does (blanks before it
   dropped, -1 at the end), with its number and problem in the cj_lines; again leaves the line just given to be
   given next (0, or -1 when memory ran out). */
typedef struct cj_grid_source {
    long (*next)(void *ctx, char **text);
    int (*again)(void *ctx, char *text, long len);
    void *ctx;
} cj_grid_source;

/* The grid format's reader (cj_read_puzzle's, CJ_FORMAT_GRID) on lines from src, whose number and problem are in
   *lines. A "## solution" line right under the grid's rows, and as many rows under it, are read as its solution
   (p->solution, p->has_solution). Returns as cj_read_puzzle does; after a malformed grid or solution it has read on
   to a blank line. */
int cj_read_grid(cj_lines *lines, const cj_grid_source *src, cj_puzzle *p, char *err, size_t err_size);

/* After cj_read_puzzle refused a line: 1 when the line is a Solo game id (p->grid, p->n and the id's box
   shape set), 0 when it is none (keep the reader's message), -1 when it is a bad one (err says where), or its
   box is not the one --box forces (forced_rows > 0). */
int cj_read_solo_id(const cj_lines *l, int forced_rows, int forced_cols, cj_puzzle *p, int *box_rows, int *box_cols,
                    char *err, size_t err_size);
/* Whether a Solo id's box (rows x cols) is not the one --box forces (forced_rows > 0): 1 with err saying both, else
   0. */
int cj_solo_box_not_forced(int forced_rows, int forced_cols, int rows, int cols, char *err, size_t err_size);

/* Whether text, what follows a puzzle's givens on its line, begins with a Futoshiki or Jidoku line's
   relations for side n: two fields of n*(n-1) characters, of '<', '>', '.' and of '^', 'v', '.'. */
int cj_is_relations(const char *text, int n);

/* A JSON line's "solution" (a solution, never a label) that is none of a side's grids (printf: the side twice). */
#define CJ_JSON_NO_GRID "the JSON line's \"solution\" is no full %dx%d grid of the puzzle's symbols"
#define CJ_RELATIONS_LINE "a Futoshiki or Jidoku line (relations after the givens): read it with --variant futoshiki or jidoku"

/* Reads the first token of *label as a solution beside a puzzle of boxes rows x cols: a full grid in the line
   form (symbols), or for a puzzle given as a Solo id (solo), a Solo id of the same boxes. Returns 1 and moves
   *label past it and the blanks after it, or 0 when the token is no full grid of that shape (a label). */
int cj_read_solution(const char **label, const char *symbols, int solo, int rows, int cols, uint8_t *solution);

/* Whether solution, a full grid, solves puzzle (boxes rows x cols): it holds each given and no value twice in a
   row, column or box. 1, or 0 with err saying where not, in bin/fillomino solve's words: "the solution given is no
   solution of the puzzle: 4 at row 1, column 3 where the puzzle has 7". */
int cj_solution_fits(const uint8_t *puzzle, const uint8_t *solution, int rows, int cols, char *err, size_t err_size);

/* Whether the first token of p's label is a full grid of its shape (its solution beside it, as --with-solution
   writes it; a Solo id beside a Solo id, solo), or a grid's rows under "## solution", that is no solution of it:
   1 with err saying where, else 0 (none there, or a token that is no full grid: a label). */
int cj_beside_is_wrong(const cj_puzzle *p, const char *symbols, int solo, int rows, int cols, char *err,
                       size_t err_size);

/* Appends a grid in the given format: a line (no newline), or N rows of integers. */
void cj_put_grid(cj_buf *out, const uint8_t *grid, int n, enum cj_format format, const char *symbols);

/* Parses "line" or "grid"; returns 0 or -1. */
int cj_parse_format(const char *text, enum cj_format *format);

#endif
