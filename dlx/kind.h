/* kind.h: one table of functions per puzzle kind (after Tatham's struct game): the tools, the bank and the
   benchmark serve every kind through it. Freestanding: memory and text buffers come from the caller. */
#ifndef COVERJAR_KIND_H
#define COVERJAR_KIND_H

#include <stddef.h>
#include <stdint.h>
#include "dlx/rng.h"

#ifdef __cplusplus
extern "C" {
#endif

/* One cell of a grid: a digit, a region size, a colour (0 = empty / unknown). */
typedef uint16_t cj_cell;

/* The shape of a puzzle. Each kind fills what it uses and its shape_check sets the defaults. */
typedef struct cj_shape {
    int width, height;       /* in cells (Sudoku, Futoshiki: N x N) */
    int box_rows, box_cols;  /* Sudoku and Jidoku boxes; 0 where the kind has none */
    int flags;               /* kind-specific (Jidoku: relations across box borders too) */
} cj_shape;

/* Text forms of a puzzle. Not every kind has every form (its table's formats says which it has): format
   returns CJ_KIND_EUNSUPPORTED for the others. */
enum cj_kind_format { CJ_KFMT_LINE, CJ_KFMT_GRID, CJ_KFMT_TATHAM };
#define CJ_KFMT_BIT(form) (1u << (form))
#define CJ_KFMT_ALL (CJ_KFMT_BIT(CJ_KFMT_LINE) | CJ_KFMT_BIT(CJ_KFMT_GRID) | CJ_KFMT_BIT(CJ_KFMT_TATHAM))

enum cj_kind_error {
    CJ_KIND_OK = 0,
    CJ_KIND_EPARSE = -60,       /* malformed text: err says what */
    CJ_KIND_ESHAPE = -61,       /* a shape the kind cannot take */
    CJ_KIND_ESPACE = -62,       /* the caller's buffer is too small (format: for the text and its NUL) */
    CJ_KIND_EUNSUPPORTED = -63, /* the kind has no such operation or format */
    CJ_KIND_EGAVEUP = -64,      /* generation stopped (keep_going said so, or no puzzle within its tries) */
    CJ_KIND_EOPTIONS = -65,     /* a generation request the shape cannot meet: err says why */
    CJ_KIND_ENOSOLUTION = -66,  /* grade, hint: the puzzle (for a hint, with the player's cells) has no solution */
    CJ_KIND_EMANY = -67         /* grade: more than one solution (a level is for a puzzle with one) */
};

/* Clue symmetries a generator may keep (kinds take those that fit their shape). Mirror reverses the columns,
   flip the rows (the top row is the bottom's image); flip is Fillomino's only. */
enum cj_symmetry { CJ_SYM_NONE, CJ_SYM_ROT180, CJ_SYM_ROT90, CJ_SYM_MIRROR, CJ_SYM_DIAGONAL, CJ_SYM_FLIP };

/* What to generate. level: -1 = any, else 0..levels-1 of the kind's level names. */
typedef struct cj_gen_request {
    int level;
    int symmetry;            /* enum cj_symmetry */
    int minimal;             /* no clue can be dropped */
    int max_solutions;       /* at most this many solutions, >= 1 (1 = unique) */
    int target_empty;        /* Sudoku/Fillomino: stop at this many empty cells; -1 = minimal (others refuse) */
    int density_percent;     /* Nonogram: share of filled cells; 0 = the kind's default */
    const uint8_t *picture;  /* Nonogram: NULL, or width*height pixels (non-zero = filled) to stay nearest to */
    int (*keep_going)(void *ctx); /* optional: asked between attempts; zero = give up */
    void *keep_going_ctx;
    int fine_level;          /* kinds with numbered levels (Futoshiki, Jidoku): 1 + the number; 0 = none */
    int form;                /* the form (enum cj_kind_format) the puzzle is for; a kind keeps within what that
                                form's readers take (a Fillomino for sgt-filling: regions up to max(W, H, 3)) */
    int max_region;          /* Fillomino: the largest region of the full board; 0 = the kind's default */
} cj_gen_request;

/* A grade: the kind's level (0..levels-1), a rating where larger is harder, the hardest step needed. */
typedef struct cj_grade {
    int level;
    double rating;
    char technique[48];
} cj_grade;

/* A hint: the next step in words, and the cells it concerns (row-major indices). */
typedef struct cj_hint {
    char text[160];
    int cells[16];
    int n_cells;
    int cell;     /* a cell the step fills, or -1 */
    cj_cell value; /* its value */
    int removals; /* steps that only removed candidates, applied before the one that fills cell (Sudoku) */
} cj_hint;

typedef struct cj_kind {
    const char *name;        /* "sudoku", "fillomino", "futoshiki", ... as --variant takes it */
    const char *const *levels; /* level names, easiest first */
    int n_levels;
    /* Optional (NULL where the kind takes no numbered level): the level, 0..n_levels-1 or -1 for none, that
       numbered level N (bin/gen --level N: cj_gen_request.fine_level N + 1) falls in on this shape. */
    int (*numbered_level)(const cj_shape *shape, int number);

    /* Checks a shape and fills its defaults (Sudoku's box from N); err says what is wrong. */
    int (*shape_check)(cj_shape *shape, char *err, size_t err_size);
    /* Bytes of one puzzle in the kind's own encoding (givens and clues), and of one worker:
       the engine, solver and generator state for this shape, reused for many puzzles. */
    size_t (*puzzle_bytes)(const cj_shape *shape);
    size_t (*work_bytes)(const cj_shape *shape);
    void *(*work_init)(void *mem, size_t bytes, const cj_shape *shape);

    /* Parses one puzzle from text (one line; a Tatham id where the kind has one; a block's lines joined by
       '\n' where line_fields says so), which must be NUL-terminated at len or later (a reader may look at
       text[len]). puzzle holds puzzle_bytes of the shape given; when the shape's width is 0 the text sets the
       shape, and puzzle must hold the kind's largest (the tools give 1 MiB). A text of another size than a
       shape given is refused before a cell is written. Returns 0, or
       CJ_KIND_EPARSE with err filled; an error on one line of a block starts "line K: " (K from 1, every
       line of text counted: cj_text_error_line of dlx/grid_text.h), which the tools turn into FILE:LINE.
       indent is the count of bytes before text on its line (the blanks a reader dropped, 0 for none): a column
       named in err counts them, so that it is the column of the line as it stands in the file. */
    int (*parse)(const char *text, size_t len, size_t indent, cj_shape *shape, void *puzzle, char *err,
                 size_t err_size);
    /* Writes a puzzle (or, with puzzle NULL, the solution cells) in a form, NUL-terminated, into out of size
       bytes; returns the length or a negative error. Any size that holds the text and its NUL will do (length
       + 1); below that, CJ_KIND_ESPACE, and nothing is ever written at or past out[size]. A form this puzzle
       cannot take is CJ_KIND_EUNSUPPORTED;
       where the kind knows why (a Fillomino value over the bound of Tatham's ids), out then holds the
       reason, else it is left as it was. */
    long (*format)(const cj_shape *shape, const void *puzzle, const cj_cell *solution, int form, char *out,
                   size_t size);

    /* Counts solutions up to limit (>= 1); writes the first to solution (width*height cells) when not
       NULL. Returns the count or a negative error. */
    long (*solve)(void *work, const void *puzzle, long limit, cj_cell *solution);
    /* Generates one puzzle from rng into puzzle, its solution into solution. */
    int (*generate)(void *work, const cj_gen_request *req, cj_rng *rng, void *puzzle, cj_cell *solution,
                    char *err, size_t err_size);
    /* Optional (NULL where the kind has none): grading, and hints from a player's grid (cells as the
       player filled them, 0 = empty). grade counts the
       solutions first, by the kind's solve up to 2 (cj_kind_count_verdict): CJ_KIND_ENOSOLUTION for none,
       CJ_KIND_EMANY for several. hint returns CJ_KIND_ENOSOLUTION when the grid has no solution,
       CJ_KIND_EGAVEUP when its search stopped before it could tell; on a grid with several it gives a step
       where it finds one, else says "(the grid has more than one solution)". */
    int (*grade)(void *work, const void *puzzle, cj_grade *grade);
    /* Optional: grade's work past its count, for a puzzle solve has counted to one solution already (bin/bank
       add counts to store it); NULL: grade, count and all. */
    int (*grade_unique)(void *work, const void *puzzle, cj_grade *grade);
    int (*hint)(void *work, const void *puzzle, const cj_cell *player, cj_hint *hint);
    /* Optional: 1 when cells (width*height, every one filled) are a solution of the puzzle, else 0: how a
       solution given beside a puzzle of several solutions is checked (NULL: the kind's reader checks it). */
    int (*solution_fits)(void *work, const void *puzzle, const cj_cell *cells);
    /* Non-zero: parse takes the whole input line (fields separated by spaces), and a line with neither
       space nor ':' starts a block of lines that ends at a blank line; zero: the first token only. 2: as 1, and
       a line whose first field is one character ("R 2 1", janko's Nonogram blocks) starts a block too. */
    int line_fields;
    /* What a cell the player leaves blank counts as when a board is checked: 0, every cell must be filled;
       a value (a Nonogram's empty cell), blanks are that value. A kind with a value has no givens in its
       line form (its clues are about lines), so its boards start blank. */
    cj_cell blank_means;
    /* The forms format writes, CJ_KFMT_BIT of each (CJ_KFMT_ALL: every one). The tools refuse a --format the
       kind lacks before any work; a form it has may still fail for one puzzle (a Fillomino region over
       max(W, H, 3) has no Tatham id), and that puzzle alone gets an error, with format's reason. */
    unsigned formats;
    /* Optional (NULL: the kind's own caps only): the most nodes of the kind's search (a Nonogram's: splits of
       its count) that solve, grade and hint spend on one puzzle from now on, so one hard puzzle cannot stall a
       bulk run; past them they return CJ_KIND_EGAVEUP (a Sudoku's hint keeps its own bound: past it, a hint
       without the steps that assume one solution). 0 gives back the kind's default (Fillomino's cap, else
       none). */
    void (*set_node_limit)(void *work, uint64_t nodes);
} cj_kind;

/* A request for unique minimal puzzles of any level, without symmetry (bin/gen --variant's defaults): level -1,
   minimal 1, max_solutions 1, target_empty -1, the rest 0 or NULL. A zeroed request is no such default: its
   max_solutions 0 is refused, and its target_empty 0 asks for no empty square. */
void cj_gen_request_default(cj_gen_request *req);
/* The kinds linked in, in a fixed order (sudoku first); the list ends with NULL. */
extern const cj_kind *const cj_kinds[];
/* The kind of that name (in any case: "Sudoku" is sudoku), or NULL. */
const cj_kind *cj_kind_find(const char *name);
/* The name --symmetry gives symmetry (enum cj_symmetry: "none", "rot180", ..., "flip"), NULL for a value out of
   range; and the symmetry of a name, -1 for none of them. */
const char *cj_symmetry_name(int symmetry);
int cj_symmetry_of(const char *name);
/* Non-zero when the kind can write form (enum cj_kind_format), as its formats says. */
int cj_kind_writes(const cj_kind *kind, int form);
/* The name --format gives form (enum cj_kind_format): "line", "grid" or "tatham"; NULL for no form. */
const char *cj_kind_form_name(int form);
/* Refuses a form the kind cannot write in the words every tool uses: 0 when it writes form, else -1 after
   writing to why (cut to size) "OPTION KIND cannot be written in --format FORM (only ...)", option being how
   the kind was named (--variant, --kind); the forms listed are the kind's among those the tool offers
   (CJ_KFMT_BIT of each), then also (a form of the tool's own, or NULL): "--variant jidoku cannot be written
   in --format tatham (only line or grid)". */
int cj_kind_form_refusal(const cj_kind *kind, int form, const char *option, unsigned offered, const char *also,
                         char *why, size_t size);
/* Why a level name is refused, with the ones the kind takes: "unknown level 'tough' for fillomino (easy, hard or
   beyond)"; also (may be NULL) one more the tool takes ("ungraded"); numbered: the kind takes numbers too. */
void cj_kind_level_refusal(const cj_kind *kind, const char *level, const char *also, int numbered, char *why,
                           size_t size);
/* What a count of solutions by a kind's solve, up to 2, means for a grade: CJ_KIND_OK for one,
   CJ_KIND_ENOSOLUTION for none, CJ_KIND_EMANY for more; a negative count (an error) is returned as it is. */
int cj_kind_count_verdict(long count);
/* Non-zero when the kind's shapes have boxes (Sudoku, Jidoku): its shape_check keeps a 2x2 box. */
int cj_kind_has_boxes(const cj_kind *kind);

#ifdef __cplusplus
}
#endif

#endif
