/* kinds.c: the registry of puzzle kinds (dlx/kind.h): every table linked in, Sudoku first, in a plain
   list that a new kind joins with one line. Freestanding. */
#include <string.h>

#include "gen/kinds/kinds.h"

const cj_kind *const cj_kinds[] = {
    &cj_kind_sudoku,
    &cj_kind_fillomino,
    &cj_kind_futoshiki,
    &cj_kind_jidoku,
    &cj_kind_nonogram,
    NULL,
};

const cj_kind *cj_kind_find(const char *name)
{
    int k;
    for (k = 0; cj_kinds[k] != NULL; k++)
        if (strcmp(cj_kinds[k]->name, name) == 0)
            return cj_kinds[k];
    return NULL;
}

int cj_kind_writes(const cj_kind *kind, int form)
{
    return form >= CJ_KFMT_LINE && form <= CJ_KFMT_TATHAM && (kind->formats & CJ_KFMT_BIT(form)) != 0;
}

int cj_kind_has_boxes(const cj_kind *kind)
{
    cj_shape s;
    char err[160];
    memset(&s, 0, sizeof s);
    s.box_rows = s.box_cols = 2;
    return kind->shape_check(&s, err, sizeof err) == 0 && s.box_rows == 2;
}
