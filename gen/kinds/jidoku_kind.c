/* jidoku_kind.c: the Jidoku table of the puzzle-kind interface (seed 002): a Sudoku grid of any box R x C
   whose clues are only < / > relations, inside boxes unless the shape's flags allow all (--relations all). */
#include "gen/kinds/kinds.h"
#include "gen/kinds/latin_kind.h"

const cj_kind cj_kind_jidoku = {
    "jidoku",
    latin_kind_levels,
    LATIN_KIND_LEVELS,
    latin_kind_numbered_level,
    jidoku_shape_check,
    latin_kind_puzzle_bytes,
    latin_kind_work_bytes,
    latin_kind_work_init,
    jidoku_parse,
    latin_kind_format,
    latin_kind_solve,
    latin_kind_generate,
    latin_kind_grade,
    latin_kind_grade_unique,
    latin_kind_hint,
    latin_kind_solution_fits,
    1,    /* line_fields: `GIVENS H V`, and futoshiki.txt's blocks */
    0,    /* blank_means */
    CJ_KFMT_BIT(CJ_KFMT_LINE) | CJ_KFMT_BIT(CJ_KFMT_GRID), /* formats: line and grid: no Tatham game plays it */
    latin_kind_set_node_limit,
};
