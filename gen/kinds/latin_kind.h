/* latin_kind.h: what the Futoshiki and Jidoku tables share (gen/kinds/latin_kind.c): both are relation
   puzzles on the latin model, told apart by their shape check, their clue kinds and their name. */
#ifndef COVERJAR_LATIN_KIND_H
#define COVERJAR_LATIN_KIND_H

#include "dlx/kind.h"

/* cj_shape.flags of Jidoku: relations across box borders too (bin/gen --relations all). */
#define LATIN_KIND_RELATIONS_ALL 1

extern const char *const latin_kind_levels[];
#define LATIN_KIND_LEVELS 5 /* easy, medium, hard, evil, beyond (propagation alone does not solve it) */

int futoshiki_shape_check(cj_shape *shape, char *err, size_t err_size);
int jidoku_shape_check(cj_shape *shape, char *err, size_t err_size);
size_t latin_kind_puzzle_bytes(const cj_shape *shape);
size_t latin_kind_work_bytes(const cj_shape *shape);
void *latin_kind_work_init(void *mem, size_t bytes, const cj_shape *shape);
int futoshiki_parse(const char *text, size_t len, size_t indent, cj_shape *shape, void *puzzle,
                  char *err, size_t err_size);
int jidoku_parse(const char *text, size_t len, size_t indent, cj_shape *shape, void *puzzle,
                  char *err, size_t err_size);
long latin_kind_format(const cj_shape *shape, const void *puzzle, const cj_cell *solution, int form, char *out,
                       size_t size);
long latin_kind_solve(void *work, const void *puzzle, long limit, cj_cell *solution);
int latin_kind_generate(void *work, const cj_gen_request *req, cj_rng *rng, void *puzzle, cj_cell *solution,
                        char *err, size_t err_size);
int latin_kind_grade(void *work, const void *puzzle, cj_grade *grade);
int latin_kind_grade_unique(void *work, const void *puzzle, cj_grade *grade);
/* Whether a full grid of cells is a solution: the givens kept, the grid solved by the engine with it given. */
int latin_kind_solution_fits(void *work, const void *puzzle, const cj_cell *cells);
int latin_kind_hint(void *work, const void *puzzle, const cj_cell *player, cj_hint *hint);
void latin_kind_set_node_limit(void *work, uint64_t nodes);
/* The bucket (0..3: easy..evil) of inference level L among houses houses. */
int latin_kind_bucket(int level, int houses);
/* The table's numbered_level: the bucket of inference level N on the shape (its houses: rows, columns, boxes). */
int latin_kind_numbered_level(const cj_shape *shape, int number);

#endif
