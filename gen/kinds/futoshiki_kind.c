/* futoshiki_kind.c: the Futoshiki table of the puzzle-kind interface: an N x N Latin square with < / >
   relations and given digits (Tatham's Unequal ids too); functions shared with Jidoku in latin_kind.c. */
#include "gen/kinds/kinds.h"
#include "gen/kinds/latin_kind.h"

const cj_kind cj_kind_futoshiki = {
    "futoshiki",
    latin_kind_levels,
    LATIN_KIND_LEVELS,
    latin_kind_numbered_level,
    futoshiki_shape_check,
    latin_kind_puzzle_bytes,
    latin_kind_work_bytes,
    latin_kind_work_init,
    futoshiki_parse,
    latin_kind_format,
    latin_kind_solve,
    latin_kind_generate,
    latin_kind_grade,
    latin_kind_grade_unique,
    latin_kind_hint,
    latin_kind_solution_fits,
    1,    /* line_fields: `GIVENS H V`, and futoshiki.txt's blocks */
    0,    /* blank_means */
    CJ_KFMT_ALL, /* formats: line, grid, Unequal ids */
    latin_kind_set_node_limit,
};
