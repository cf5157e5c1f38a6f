/* kinds.h: the kind tables linked into coverjar (each defined in gen/kinds/KIND_kind.c); the registry
   cj_kinds[] and cj_kind_find() of dlx/kind.h list them (gen/kinds/kinds.c). */
#ifndef COVERJAR_KINDS_H
#define COVERJAR_KINDS_H

#include "dlx/kind.h"

#ifdef __cplusplus
extern "C" {
#endif

extern const cj_kind cj_kind_sudoku;
extern const cj_kind cj_kind_fillomino;
extern const cj_kind cj_kind_futoshiki;
extern const cj_kind cj_kind_jidoku;
extern const cj_kind cj_kind_nonogram;

/* The names of the kinds in cj_kinds[], in its order: "sudoku, fillomino, ..." (cut to size, NUL-terminated). */
void cj_kind_names(char *buf, size_t size);

/* The grade kind->grade gives a puzzle whose count of solutions by kind->solve was one, without counting them
   again (bank add has counted them to store the puzzle); CJ_KIND_EUNSUPPORTED for a kind without a grader. */
int cj_kind_grade_unique(const cj_kind *kind, void *work, const void *puzzle, cj_grade *grade);

/* The index of a level name among names[0..n-1], in any case ("Evil", as bin/classify grade prints it, is
   "evil"); -1 when it is none of them. The one way the tools read a level's name. */
int cj_level_index(const char *const *names, int n, const char *text);

/* The name of the level the puzzles of req are made at, on that shape: the one req->level names, or the one a
   numbered level falls in (the kind's numbered_level); NULL for none (any level, or a kind without numbers). */
const char *cj_kind_level_name(const cj_kind *kind, const cj_shape *shape, const cj_gen_request *req);

/* What a failed kind->hint (rc, not CJ_KIND_OK) means, in the tools' words: CJ_KIND_ENOSOLUTION is a grid that
   holds a contradiction; CJ_KIND_EGAVEUP a search that stopped at its limit, which says nothing against the grid;
   anything else a hinter that could not work. */
const char *cj_kind_hint_failure(int rc);

#ifdef __cplusplus
}
#endif

#endif
