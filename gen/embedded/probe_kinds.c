/* probe_kinds.c: a firmware, built on the general node layout (without -DDLX_LAYOUT_SUDOKU), that prints as C
   defines the bytes of a Nonogram and a Futoshiki worker per shape (their kind tables' work_bytes) on the target. */
#include "dlx/kind.h"
#include "gen/embedded/semihost.h"
#include "gen/kinds/kinds.h"

static void define(const char *name, int n, const cj_kind *kind)
{
    cj_shape shape = {0, 0, 0, 0, 0};
    shape.width = shape.height = n;
    sh_write("#define ");
    sh_write(name);
    sh_write_uint((unsigned long)n);
    sh_write(" ");
    sh_write_uint((unsigned long)kind->work_bytes(&shape));
    sh_write("u\n");
}

int main(void)
{
    static const int nonogram_sides[4] = {5, 10, 20, 30};
    int k;
    sh_write("/* kinds.h: worker bytes per shape on the general layout, printed by gen/embedded/probe_kinds.c */\n");
    for (k = 0; k < 4; k++)
        define("FW_NG_WORK_BYTES_", nonogram_sides[k], &cj_kind_nonogram);
    define("FW_FUTOSHIKI_WORK_BYTES_", 6, &cj_kind_futoshiki);
    define("FW_FUTOSHIKI_WORK_BYTES_", 9, &cj_kind_futoshiki);
    return 0;
}
