/* nonogram.h: Nonograms (paint by numbers): the clues, a line solver (overlap, exact line DP to a fixpoint,
   probing; grades and hints) and the exact-cover model with colours (Knuth's XCC) that counts solutions. */
#ifndef COVERJAR_NONOGRAM_H
#define COVERJAR_NONOGRAM_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#define NG_MAX_SIDE 64
#define NG_MAX_RUNS 32 /* (NG_MAX_SIDE + 1) / 2 */

/* Cell states; a solution has only NG_BLACK and NG_WHITE. */
enum { NG_UNKNOWN = 0, NG_BLACK = 1, NG_WHITE = 2 };

enum {
    NG_EGAVEUP = -70, /* the count cannot run: clues of another shape than the solver's */
    NG_ESHAPE = -71,  /* a board or line larger than the line solver was sized for */
    NG_ESTOPPED = -72 /* the solver's keep_going said stop (ng_solver_stop_hook) */
};

/* The clues. Line L is row L for L < h, column L - h after; its runs in order, none for an empty line. */
typedef struct ng_puzzle {
    int w, h;
    uint8_t n_runs[2 * NG_MAX_SIDE];
    uint8_t runs[2 * NG_MAX_SIDE][NG_MAX_RUNS];
} ng_puzzle;

/* Non-zero when a W x H board fits (1..NG_MAX_SIDE each way). */
int ng_shape_ok(int w, int h);
/* The clues of a grid of NG_BLACK / other cells (row-major). */
void ng_clues_of(ng_puzzle *p, int w, int h, const uint8_t *grid);
/* Line L: its length, and the grid index of its cell i. */
int ng_line_len(const ng_puzzle *p, int line);
int ng_line_cell(const ng_puzzle *p, int line, int i);

/* ---- the line solver (nonogram_logic.c): tables sized for one shape, in the caller's memory ---- */

typedef struct ng_logic ng_logic;

/* Bytes of a line solver for boards of up to w columns and h rows (lines of up to max(w, h) cells); 0 for a
   shape ng_shape_ok refuses. The init aligns the block itself (the bytes allow for it); NULL when the block is
   too small. A larger board, or a line longer than the shape's, is refused with NG_ESHAPE (0 placements). */
size_t ng_logic_bytes(int w, int h);
ng_logic *ng_logic_init(void *mem, size_t bytes, int w, int h);

/* Exact line deduction: sets every cell of cells[0..n-1] that all placements of the runs agree on.
   Returns the number of cells set, or -1 when no placement fits. */
int ng_line_deduce(ng_logic *lg, const uint8_t *runs, int k, uint8_t *cells, int n);
/* The placements of runs in a line as it stands (saturating at 2^31). */
uint32_t ng_line_placements(ng_logic *lg, const uint8_t *runs, int k, const uint8_t *cells, int n);
/* After ng_line_placements: the placements of runs j.. of that line in its cells i.. (i up to n). */
uint32_t ng_line_suffix(const ng_logic *lg, int j, int i);
/* Left-most / right-most overlap on a line (no other cells known): the cells every run covers in both. */
int ng_line_overlap(const uint8_t *runs, int k, uint8_t *cells, int n);
/* Line logic to a fixpoint on grid (the lines marked dirty in lg, or all when all_lines). Returns the
   unknown cells left, or -1 on a contradiction (NG_ESHAPE: p is larger than lg's shape, here and below). */
int ng_propagate(ng_logic *lg, const ng_puzzle *p, uint8_t *grid, int all_lines);
/* Probing: each unknown cell tried both ways under line logic; a way that fails at once fixes the cell.
   Repeated until solved or nothing more follows. Returns the unknown cells left, or -1. */
int ng_probe(ng_logic *lg, const ng_puzzle *p, uint8_t *grid);
/* After ng_probe left cells unknown: the one whose two ways, each under line logic, set the most cells (the
   largest product); -1 when it solved the grid or failed. A split there narrows both sides. */
int ng_probe_choice(const ng_logic *lg, int *gains);

/* A grade: 1 = line logic solves it, 2 = needs probing, 3 = needs search (or has several solutions);
   -1 = no solution. rating grows with the work. grid receives what logic found. */
typedef struct ng_grade {
    int level;
    double rating;
    int unknown_after_lines, unknown_after_probing;
} ng_grade;
int ng_grade_puzzle(ng_logic *lg, const ng_puzzle *p, uint8_t *grid, ng_grade *g);
/* Its first stage alone: level 1 when line logic solves p, 0 when cells stay unknown, -1 on a contradiction.
   Returns the unknown cells left, or -1. */
int ng_grade_lines(ng_logic *lg, const ng_puzzle *p, uint8_t *grid, ng_grade *g);

/* The next step from a player's grid (NULL = empty): the first line (rows, then columns) where line logic
   sets cells (kind 1), else a probe (kind 2), else none (kind 3: search). -1 when the grid contradicts the
   clues. line and the cells set (up to max_cells, with their values) are reported. */
typedef struct ng_hint {
    int kind, line, n_cells;
    int n_settled; /* the cells the step sets in all: n_cells, or more when they are over 16 */
    int cells[16];
    uint8_t values[16];
} ng_hint;
int ng_hint_next(ng_logic *lg, const ng_puzzle *p, const uint8_t *player, uint8_t *grid, ng_hint *h);

/* ---- the exact-cover model and the count (nonogram.c) ---- */

typedef struct ng_solver ng_solver;

/* Bytes of a solver for w x h boards (a solver serves one shape): the line solver, the grid of the count
   under way with the split depth of each known cell, and an engine with room for ng_solver_cap(w, h) options,
   the placements one search takes (4 (w + h)). All sized for the shape. */
size_t ng_solver_bytes(int w, int h);
ng_solver *ng_solver_init(void *mem, size_t bytes, int w, int h);
int ng_solver_cap(int w, int h);

/* Counts the solutions up to limit: line logic first (when use_logic), then the rows and columns as primary
   items with one option per placement consistent with the cells known, the unknown cells as secondary items
   coloured NG_BLACK / NG_WHITE. When the options would pass the cap, an unknown cell is split both ways first
   (lazy generation), as deep as it takes (each split sets a cell: at most w h deep, without recursion).
   first and second (may be NULL) receive the first two solutions found. Returns the count, or NG_EGAVEUP
   (clues of another shape) or NG_ESTOPPED. */
long ng_count(ng_solver *s, const ng_puzzle *p, long limit, int use_logic, uint8_t *first, uint8_t *second);
/* Asks keep_going(ctx) at each split of a count from now on (NULL: never): when it says 0, ng_count returns
   NG_ESTOPPED. A generator's budget; the solver starts with none. */
void ng_solver_stop_hook(ng_solver *s, int (*keep_going)(void *ctx), void *ctx);
/* The line solver inside (for grading and hints with the solver's memory). */
ng_logic *ng_solver_logic(ng_solver *s);

#ifdef __cplusplus
}
#endif

#endif
