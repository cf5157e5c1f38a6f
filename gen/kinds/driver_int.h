/* driver_int.h: what the kind driver's files share (host only): the options read from the command line
   (driver_options.c), the workers, for the solving, grading and hinting paths (driver.c) and generating
   (driver_generate.c). */
#ifndef COVERJAR_KIND_DRIVER_INT_H
#define COVERJAR_KIND_DRIVER_INT_H

#include "dlx/cli.h"
#include "dlx/kind.h"
#include "dlx/puzzle_io.h"
#include "fillomino/reader.h"

enum driver_mode { MODE_SOLVE, MODE_GENERATE, MODE_GRADE, MODE_HINT };

typedef struct driver_opts {
    const char *tool;
    enum driver_mode mode;
    const cj_kind *kind;
    cj_shape shape;           /* as asked: zeros are taken from the text or the kind's defaults */
    int form;                 /* enum cj_kind_format */
    int json;                 /* generate: --format json, each puzzle's line form in a JSON object */
    long limit;               /* solve: 0 = print a solution, else count to limit */
    long max_nodes;           /* solve, grade, hint: --max-nodes, the kind's set_node_limit (0: its default) */
    long first, last;         /* generate: puzzles first..last-1 */
    unsigned long long seed;
    int threads, progress, with_solution;
    double budget;            /* seconds per puzzle; <= 0: none */
    cj_gen_request req;
    const char *level_option, *level_text; /* generate: --level or --difficulty as given, and its value */
    char **files;
    int nfiles;
    const char *output;       /* generate: -o FILE, or NULL for stdout */
    int resume;               /* generate: --resume FILE's complete puzzles */
    const char *image;        /* generate: --image FILE.pbm, the picture a Nonogram is made from */
} driver_opts;

/* Reads the options and files of argv from first on into o (tool and mode set): 0, or -1 after a message. */
int driver_parse_options(driver_opts *o, int argc, char **argv, int first);
/* o cleared, tool and mode set, then the options read: driver_parse_options' answer. */
int driver_start(driver_opts *o, const char *tool, enum driver_mode mode, int argc, char **argv, int first);

/* One worker: the kind's work memory for one shape, and buffers for one puzzle. */
typedef struct driver_worker {
    cj_shape shape;
    void *mem, *work, *puzzle;
    cj_cell *solution;
    cj_budget budget; /* --budget of the puzzle in hand */
} driver_worker;

/* Makes the worker's memory for shape (kept when it already is for that shape). Returns 0 or -1. */
int driver_worker_for(const cj_kind *kind, driver_worker *w, const cj_shape *shape);
void driver_worker_free(driver_worker *w);
/* Appends a puzzle (or, with puzzle NULL, a solution) in form; returns 0 or the kind's negative error, with the
   kind's reason in why (when not NULL; empty when it gives none). */
long driver_put_formatted(const cj_kind *kind, const cj_shape *shape, const void *puzzle, const cj_cell *solution,
                          int form, cj_buf *out, char *why, size_t why_size);
/* The kind --variant names in argv (NULL when none) and whether it is one: 1 when known, else 0 after
   "unknown --variant 'KIND' (the kinds)" on stderr. */
int driver_variant_known(const char *tool, int argc, char **argv);

/* A line read ahead, to be read again: where its text is held, its number and problem flags. */
typedef struct driver_held {
    size_t at, len, indent; /* indent: the blanks dropped before the text */
    long lineno;
    int too_long, binary, endless, maker_error;
    int json_box_rows, json_box_cols;
} driver_held;

/* Parts one file into puzzles for the kinds with line_fields (driver_read.c). */
typedef struct driver_reader {
    cj_lines *r;       /* the file */
    cj_buf block;      /* a block's lines joined by '\n' */
    cj_buf held;       /* the texts of the lines read ahead */
    driver_held *lines;
    int count, next, cap; /* lines held, the next to read again, room */
    long bad_line;        /* the puzzle read last: its first line with a problem (cj_lines_problem), or 0 */
    size_t indent;        /* the puzzle read last: the blanks dropped before its first line (for columns) */
    size_t taken_indent;  /* the line taken last: the blanks dropped before it */
    long header_line;     /* the puzzle read last, a block: its "# WxH" header's line, or 0 */
    long header_w, header_h;
    long seen_line, seen_w, seen_h; /* the header read last, before the next puzzle (line 0: none) */
    int whole_lines;      /* set by the caller: a kind without line_fields gets its lines whole (bank add) */
} driver_reader;

/* Reads one puzzle by the rule of cj_lines_next_puzzle (blank and '#' lines skipped, the indent dropped).
   Returns the length of its text in *line: for kinds without line_fields the first token (the whole line with
   d->whole_lines); for the others the
   line, or a block's lines joined by '\n' (up to a blank line or a "# WxH" header, or an 'error' line, left to be
   read next as a record of its own) when the line can start
   one: a Nonogram's "R runs" or "C runs" line, or a Futoshiki or Jidoku row of N symbols followed, within
   N + 1 lines, by an 'h' or 'v' line or "## solution". A row not so followed is a line of its own, and the
   lines read after it are read again. -1 at the end. *first is the number of the puzzle's first line. A "# WxH" header
   that a blank line or the end of the file follows is a comment: it heads no block. A
   block's line with a problem (cj_lines_problem) is its problem: d->bad_line names that line, and the
   reader's flags are that line's when the block is returned; a line with a problem is returned as its first
   token. d->indent is the count of blanks dropped before the puzzle's first line; d->header_line, for a block
   (R/C lines, or Futoshiki or Jidoku rows), the line of the "# WxH" header before it (comments between them, no
   blank line), or 0. With kind
   NULL (any kind: `bank add`), a line without a problem is all of it, and both kinds of blocks are read. */
long driver_next_puzzle(const cj_kind *kind, driver_reader *d, char **line, long *first);
void driver_reader_free(driver_reader *d);

/* One file parted into puzzles for any kind: Fillomino's by bin/fillomino's reader, the others' by the driver's
   (driver_read.c). With pass_other (bank add) JSON and 'error' lines are handed back and Sudoku lines whole. */
typedef struct driver_source {
    fm_reader fm;        /* fm.lines is the file, for every kind */
    fm_input in;         /* Fillomino: the board read (cells: FM_MAX_CELLS values) */
    char *line;          /* Fillomino: that board in its one-line form, for the kind's parse */
    int *work;           /* Fillomino, with driver_source_solutions: 2 * FM_MAX_CELLS ints, its solution's check */
    void *puzzle;        /* a block read by its kind's parse, to check its header (DRIVER_PUZZLE_BYTES) */
    driver_reader rd;    /* the other kinds: lines and blocks */
    const cj_kind *kind; /* the kind read, or NULL: any kind but Fillomino (bank add) */
    int pass_other;
    size_t indent;       /* the puzzle read last: the bytes before its text on its line (the kind's parse
                            counts them in a column it names); 0 for a Fillomino board and a JSON line */
    cj_puzzle *grid;     /* pass_other, Sudoku or any kind: a Sudoku grid read by the grid format's reader */
    int was_grid;        /* the record read last was a grid (read, or refused by that reader) */
} driver_source;

/* Makes s (zeroed) read puzzles of kind: 0, or -1 when memory ran out (s freed). */
int driver_source_init(driver_source *s, const cj_kind *kind, int pass_other);
/* Fillomino: a solution beside a puzzle (a second column, a block's '## solution' rows) is read and checked, by the
   reader's check of bin/fillomino solve (fm_reader_check_solution): one of another shape, or no solution of the
   puzzle, makes the puzzle one that cannot be read. Else, and for the other kinds, it is left to the kind's parse
   and the driver's check (a Sudoku line comes whole, its puzzle the first field). 0, or -1 when memory ran out (s
   freed). */
int driver_source_solutions(driver_source *s);

/* The solution given beside a puzzle's text (len bytes) of kind (given_solution.c): a line's field after its
   puzzle, or for kinds whose lines have fields the first after them of the board's count of cells (a label may
   follow); a block's rows under `## solution`,
   joined, when it has as many cells as the puzzle (cells). Into *given, malloc'd, or NULL when there is none; 0, or
   -1 when out of memory. */
int given_solution_take(const cj_kind *kind, const char *text, size_t len, int cells, char **given);
/* A JSON line's "solution" (a solution, never a label) that is no text of the shape's cells (printf: width,
   height, the kind's name, the count of cells), in the words of the tools and bank add alike. */
#define KIND_JSON_NO_SOLUTION "the JSON line's \"solution\" is no solution of a %dx%d %s (%d cells)"
/* The count of cells of a solution's text (len bytes, past a "WxH:" prefix): one a character, or where the text
   has ',' or '_' between values, one a value; '/' parts rows. */
int given_solution_count(const char *text, size_t len);
/* Whether given, a solution taken as text, has the form of own (the kind's text of the puzzle's one solution: its
   "WxH:" prefix, as many cells) and differs from it: then err names the first cell that differs, for a puzzle of
   that width ("the solution given is no solution of the puzzle: 7 at row 1, column 1, where its one solution has
   5"), and *cell is that cell. A text of another form is a label (0). */
int given_solution_differs(const char *given, const char *own, int width, int *cell, char *err, size_t err_size);
/* The cells of given read as the values their texts have in own, the kind's text of a solution of the puzzle
   (its cells own_cells): where the puzzle has several, every value is spelled in any one of them. 1, 0 when a
   cell's text is none of own's (err names it, *bad is that cell), -1 for a text of another form (a label). */
int given_solution_cells(const char *given, const char *own, const cj_cell *own_cells, int width, cj_cell *cells,
                         int *bad, char *err, size_t err_size);
/* Opens path ("-": stdin) for tool: 0, or -1 after a message. Closed by fm_reader_finish(&s->fm, puzzles), or by
   cj_lines_close(&s->fm.lines) when the run gives up on it. */
int driver_source_open(driver_source *s, const char *tool, const char *path);
/* Reads the next puzzle's text into *text, *len and the number of its first line (a Fillomino block's: of the
   line after it, as bin/fillomino names it) into *first. Returns 1, 0 at the end of the file, -1 after
   reporting a puzzle that cannot be read (a block whose "# WxH" header disagrees with the size its kind reads in
   it, named at the header's line), or -2 (pass_other) for an 'error' line: no puzzle. With pass_other, for Sudoku
   or any kind, a line whose first field is a number of one or two digits with more after it starts a grid (rows
   of numbers, `bin/gen --format grid`), read by the grid format's reader (cj_read_grid, as `bin/dlx --format grid`
   reads it): 2 then, with the grid in s->grid and its first line in *first (no text); a malformed one is named at
   its line, -1. */
int driver_source_next(driver_source *s, char **text, long *len, long *first);
void driver_source_free(driver_source *s);
/* Reports err for tool about the puzzle text (len bytes) whose first line is first: for a block, at the line
   err names (cj_text_take_error_line, taken out of err). r's line number is left as it was. */
void driver_report_at(const char *tool, cj_lines *r, long first, const char *text, size_t len, char *err);

#endif
