/* nonogram_kind.h: what the Nonogram table (gen/kinds/nonogram_kind.c) takes from its reader
   (gen/kinds/nonogram_read.c). */
#ifndef COVERJAR_NONOGRAM_KIND_H
#define COVERJAR_NONOGRAM_KIND_H

#include "dlx/kind.h"

/* The kind's parse (dlx/kind.h): an sgt-pattern id or a janko block into an ng_puzzle. */
int nonogram_parse(const char *text, size_t len, size_t indent, cj_shape *shape, void *puzzle, char *err,
                    size_t err_size);

#endif
