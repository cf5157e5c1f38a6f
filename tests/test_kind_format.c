/* test_kind_format.c: every kind table's format takes any buffer that holds the text and its NUL: at each size
   up to length + 1 it gives the same text or CJ_KIND_ESPACE, and never writes past the buffer (guard bytes). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "dlx/kind.h"
#include "dlx/rng.h"
#include "kind_run.h"

check_counts checks;

/* format fits any buffer that holds the text and its NUL: at every size up to len + 1 of a puzzle and of its
   solution in every form, it returns the text (the same bytes) at len + 1 and up, CJ_KIND_ESPACE below, and
   writes nothing at or past size (guard bytes). */
static int format_sizes(const cj_kind *kind, const cj_shape *shape, const void *puzzle, const cj_cell *sol,
                        const char *what)
{
    enum { GUARD = 16 };
    int form, which, bad = 0;
    size_t room = 1 << 16;
    char *full = malloc(room), *buf = malloc(room + GUARD);
    for (form = CJ_KFMT_LINE; form <= CJ_KFMT_TATHAM; form++) {
        if (!cj_kind_writes(kind, form))
            continue;
        for (which = 0; which < 2; which++) {
            const void *p = which == 0 ? puzzle : NULL;
            long len = kind->format(shape, p, sol, form, full, room), r;
            size_t size, g;
            if (len == CJ_KIND_EUNSUPPORTED)
                continue; /* this puzzle has no such form (a Fillomino value over Tatham's bound) */
            CHECK(len > 0 && (size_t)len < room && full[len] == '\0', "%s %s form %d: written (%ld)", kind->name, what,
                  form, len);
            if (len <= 0 || (size_t)len >= room)
                continue;
            for (size = 0; size <= (size_t)len + 1; size++) {
                if (size > 64 && size + 64 < (size_t)len)
                    size = (size_t)len - 64; /* every small size, and every size near the text's length */
                memset(buf, 0x5a, size + GUARD);
                r = kind->format(shape, p, sol, form, buf, size);
                for (g = size; g < size + GUARD && buf[g] == 0x5a; g++)
                    ;
                if (g < size + GUARD || (size > (size_t)len ? r != len || memcmp(buf, full, (size_t)len + 1) != 0
                                                            : r != CJ_KIND_ESPACE)) {
                    if (bad++ < 3)
                        CHECK(0, "%s %s, %s in form %d (%ld bytes): size %zu gives %ld%s", kind->name, what,
                              which ? "solution" : "puzzle", form, len, size, r,
                              g < size + GUARD ? ", written past size" : "");
                }
            }
        }
    }
    free(full);
    free(buf);
    return bad;
}

static void test_format_sizes(void)
{
    static const struct {
        const char *kind;
        int w, h, count;
    } shapes[] = {{"sudoku", 4, 4, 3},    {"sudoku", 9, 9, 3},    {"sudoku", 16, 16, 1},  {"fillomino", 4, 4, 3},
                  {"fillomino", 7, 5, 3}, {"futoshiki", 4, 4, 3}, {"futoshiki", 6, 6, 2}, {"jidoku", 4, 4, 3},
                  {"nonogram", 4, 4, 3},  {"nonogram", 12, 9, 3}};
    size_t k;
    int i, bad = 0, kinds_seen = 0, j;
    for (j = 0; cj_kinds[j] != NULL; j++)
        for (k = 0; k < sizeof shapes / sizeof shapes[0]; k++)
            if (strcmp(shapes[k].kind, cj_kinds[j]->name) == 0) {
                kinds_seen++;
                break;
            }
    CHECK(kinds_seen == j, "every kind's format is held to its sizes (%d of %d)",
          kinds_seen, j);
    for (k = 0; k < sizeof shapes / sizeof shapes[0]; k++) {
        kind_run run;
        cj_cell *sol;
        char err[200], what[64];
        if (kind_open(&run, shapes[k].kind, shapes[k].w, shapes[k].h, 0, 0) != 0) {
            CHECK(0, "a %dx%d %s", shapes[k].w, shapes[k].h, shapes[k].kind);
            continue;
        }
        sol = malloc(sizeof(cj_cell) * (size_t)(shapes[k].w * shapes[k].h));
        for (i = 0; i < shapes[k].count; i++) {
            cj_gen_request req = kind_minimal_request(1);
            cj_rng rng;
            cj_rng_seed(&rng, 3, (uint64_t)i);
            if (run.kind->generate(run.work, &req, &rng, run.puzzle, sol, err, sizeof err) != CJ_KIND_OK) {
                CHECK(0, "a %dx%d %s generated: %s", shapes[k].w, shapes[k].h, shapes[k].kind, err);
                continue;
            }
            snprintf(what, sizeof what, "%dx%d #%d", shapes[k].w, shapes[k].h, i);
            bad += format_sizes(run.kind, &run.shape, run.puzzle, sol, what);
        }
        if (strcmp(shapes[k].kind, "fillomino") == 0) { /* values past 9: lines with commas, spaced rows */
            uint16_t *cells = run.puzzle;
            int n = shapes[k].w * shapes[k].h;
            for (i = 0; i < n; i++)
                cells[i] = sol[i] = (cj_cell)n;
            cells[1] = 0;
            bad += format_sizes(run.kind, &run.shape, run.puzzle, sol, "one region of 35");
        }
        free(sol);
        kind_close(&run);
    }
    CHECK(bad == 0, "format: the text at len + 1 bytes, CJ_KIND_ESPACE below, nothing past size (%d wrong)", bad);
}

int main(void)
{
    test_format_sizes();
    return check_summary();
}
