/* gen_level.h: bin/gen's complexity function C for --difficulty and --per-level: classify's logical
   grader wired in by the tool, so the gen library never depends on classify. */
#ifndef COVERJAR_GEN_LEVEL_H
#define COVERJAR_GEN_LEVEL_H

#include <stdint.h>

typedef struct gen_level_grader gen_level_grader;

/* easy, medium, hard, evil -> 0..3; -1 for anything else. */
int gen_level_parse(const char *name);
const char *gen_level_name(int level);
/* The hardest level a unique puzzle of this box shape can have: easy when N <= 4, else evil. */
int gen_level_hardest(int box_rows, int box_cols);
gen_level_grader *gen_level_new(int box_rows, int box_cols);
void gen_level_free(gen_level_grader *g);
/* A gen_level_fn: the grader's level of puzzle (4 = beyond evil: needs guessing). */
int gen_level_grade(void *ctx, const uint8_t *puzzle, const uint8_t *solution, int box_rows, int box_cols);

#endif
