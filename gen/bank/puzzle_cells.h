/* puzzle_cells.h: the cells of a kind's one-line form (Sudoku symbols, `GIVENS H V`, Fillomino's `WxH:`
   cells) read and rewritten as numbers, and the bank's shape text ("3x3" box, "10x10", "9") (host only). */
#ifndef COVERJAR_BANK_PUZZLE_CELLS_H
#define COVERJAR_BANK_PUZZLE_CELLS_H

#include <stddef.h>

#include "dlx/kind.h"

/* The largest number a cell field may hold (a cj_cell); what a kind allows is puzzle_largest_value's. */
#define PUZZLE_CELL_MAX 0xffff

/* A line form split around its cells field: the text after the first token's ':' (if any) up to the
   first blank; before it a prefix such as "10x10:", after it the other fields (" H V"). */
typedef struct puzzle_cells {
    char *line; /* malloc'd copy of the whole line */
    size_t start, len;
} puzzle_cells;

/* Splits a copy of line; 0, or -1 when out of memory. */
int puzzle_cells_split(puzzle_cells *p, const char *line);
void puzzle_cells_free(puzzle_cells *p);
/* Reads n cells from the cells field: one symbol each (`.` or `0` empty, 1-9 then A-Z, a-z) or numbers
   separated by commas (empty or `.` = 0, at most PUZZLE_CELL_MAX). 0, or -1 when malformed or not n cells. */
int puzzle_cells_read_field(const char *text, size_t len, cj_cell *cells, int n);
int puzzle_cells_decode(const puzzle_cells *p, cj_cell *cells, int n);
/* The same, straight from a whole line. */
int puzzle_cells_read(const char *line, cj_cell *cells, int n);
/* The line with its cells field replaced by cells, written as the field was (numbers with commas when the
   line has a `WxH:` prefix and a value exceeds 9); malloc'd, NULL when out of memory. */
char *puzzle_cells_join(const puzzle_cells *p, const cj_cell *cells, int n);
/* Numbers separated by commas, `.` for an empty cell ("12,.,64"): the cells of a Sudoku of side 62 and up, whose
   line form cannot spell them, as the page and the API read them; malloc'd, NULL when out of memory. */
char *puzzle_cells_numbers(const cj_cell *cells, int n);
/* Reads n cells of a stored puzzle or solution of kind: its line form, or for a kind with boxes its Solo game id
   ("8x8:...", what the bank stores where the line form cannot spell the values). 0 or -1. */
int puzzle_cells_read_stored(const cj_kind *kind, const char *text, cj_cell *cells, int n);

/* The bank's shape text: "RxC" boxes for kinds with boxes, "N" for other square kinds without a `WxH:`
   prefix (Futoshiki), else "WxH". parse fills a shape and runs the kind's shape_check; 0 or -1. */
int puzzle_shape_parse(const cj_kind *kind, const char *text, cj_shape *shape);
void puzzle_shape_text(const cj_kind *kind, const cj_shape *shape, char *out, size_t size);
/* The kind and shape as people read them: "sudoku 9x9 (box 3x3)" for a kind with boxes (whose shape text is
   its box), else the kind and its shape text ("fillomino 8x5"), a square-only kind's side twice ("futoshiki 5x5"). */
void puzzle_shape_title(const cj_kind *kind, const char *shape_text, char *out, size_t size);
/* The largest value a player's cell may hold in a puzzle of kind and shape: N for a Latin square of side N
   (Sudoku, Jidoku, Futoshiki), the cell count for Fillomino, the blank value for a Nonogram (2, marked empty). */
int puzzle_largest_value(const cj_kind *kind, const cj_shape *shape);

#endif
