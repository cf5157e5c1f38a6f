/* kind_grade.h: each grader past its count of solutions (gen/kinds/KIND_kind.c): a kind's grade counts up to two
   solutions (cj_kind_count_verdict) and then runs this, which cj_kind_grade_unique (kinds.c) runs alone. */
#ifndef COVERJAR_KIND_GRADE_H
#define COVERJAR_KIND_GRADE_H

#include "dlx/kind.h"

int sudoku_kind_grade_unique(void *work, const void *puzzle, cj_grade *grade);
int latin_kind_grade_unique(void *work, const void *puzzle, cj_grade *grade); /* Futoshiki and Jidoku */
int nonogram_kind_grade_unique(void *work, const void *puzzle, cj_grade *grade);

#endif
