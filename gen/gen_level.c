/* gen_level.c: adapts classify's logical grader to the generator's level callback.
   Levels are the seeds' four: Easy, Medium, Hard, Evil; puzzles that need guessing grade above Evil. */
#include "gen/gen_level.h"

#include <stdlib.h>

#include "classify/features.h"
#include "gen/kinds/kinds.h"

static const char *const names[] = {"easy", "medium", "hard", "evil"};

struct gen_level_grader {
    classify_ctx *ctx;
};

int gen_level_parse(const char *name)
{
    return cj_level_index(names, 4, name);
}

const char *gen_level_name(int level)
{
    return level >= 0 && level < 4 ? names[level] : "beyond";
}

int gen_level_hardest(int box_rows, int box_cols)
{
    int top = classify_hardest_level(box_rows, box_cols);
    return top < 3 ? top : 3;
}

gen_level_grader *gen_level_new(int box_rows, int box_cols)
{
    gen_level_grader *g = malloc(sizeof *g);
    size_t bytes = classify_ctx_bytes(box_rows, box_cols);
    void *mem = bytes ? malloc(bytes) : NULL;
    if (g == NULL || mem == NULL || (g->ctx = classify_ctx_init(mem, bytes, box_rows, box_cols)) == NULL) {
        free(g);
        free(mem);
        return NULL;
    }
    return g;
}

void gen_level_free(gen_level_grader *g)
{
    if (g != NULL) {
        free(g->ctx);
        free(g);
    }
}

int gen_level_grade(void *ctx, const uint8_t *puzzle, const uint8_t *solution, int box_rows, int box_cols)
{
    gen_level_grader *g = ctx;
    (void)solution;
    return classify_level(g->ctx, puzzle, box_rows, box_cols);
}
