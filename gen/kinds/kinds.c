/* kinds.c: the registry of puzzle kinds (dlx/kind.h): every table linked in, Sudoku first, in a plain
   list that a new kind joins with one line. Freestanding. */
#include <string.h>

#include "gen/kinds/kind_text.h"
#include "gen/kinds/kinds.h"

const cj_kind *const cj_kinds[] = {
    &cj_kind_sudoku,
    &cj_kind_fillomino,
    &cj_kind_futoshiki,
    &cj_kind_jidoku,
    &cj_kind_nonogram,
    NULL,
};

static int ascii_lower(int c) { return c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c; }

/* Whether two names are the same but for the case of their ASCII letters ("Hard", "hard"; "Sudoku", "sudoku"). */
static int same_name(const char *a, const char *b)
{
    size_t i;
    for (i = 0; a[i] != '\0' && ascii_lower((unsigned char)a[i]) == ascii_lower((unsigned char)b[i]); i++)
        ;
    return a[i] == '\0' && b[i] == '\0';
}

const cj_kind *cj_kind_find(const char *name)
{
    int k;
    for (k = 0; cj_kinds[k] != NULL; k++)
        if (same_name(cj_kinds[k]->name, name))
            return cj_kinds[k];
    return NULL;
}

static const char *const symmetry_names[] = {"none", "rot180", "rot90", "mirror", "diagonal", "flip"};

const char *cj_symmetry_name(int symmetry)
{
    return symmetry >= CJ_SYM_NONE && symmetry <= CJ_SYM_FLIP ? symmetry_names[symmetry] : NULL;
}

int cj_symmetry_of(const char *name)
{
    int k;
    for (k = CJ_SYM_NONE; k <= CJ_SYM_FLIP; k++)
        if (strcmp(name, symmetry_names[k]) == 0)
            return k;
    return -1;
}

int cj_level_index(const char *const *names, int n, const char *text)
{
    int k;
    for (k = 0; k < n; k++)
        if (same_name(names[k], text))
            return k;
    return -1;
}

void cj_kind_names(char *buf, size_t size)
{
    kind_text t;
    int k;
    kind_text_init(&t, buf, size);
    for (k = 0; cj_kinds[k] != NULL; k++) {
        kind_text_str(&t, k ? ", " : "");
        kind_text_str(&t, cj_kinds[k]->name);
    }
}

int cj_kind_grade_unique(const cj_kind *kind, void *work, const void *puzzle, cj_grade *grade)
{
    if (kind->grade_unique != NULL)
        return kind->grade_unique(work, puzzle, grade);
    return kind->grade != NULL ? kind->grade(work, puzzle, grade) : CJ_KIND_EUNSUPPORTED;
}

const char *cj_kind_level_name(const cj_kind *kind, const cj_shape *shape, const cj_gen_request *req)
{
    int level = req->level;
    if (req->fine_level > 0)
        level = kind->numbered_level != NULL ? kind->numbered_level(shape, req->fine_level - 1) : -1;
    return level >= 0 && level < kind->n_levels ? kind->levels[level] : NULL;
}

const char *cj_kind_hint_failure(int rc)
{
    if (rc == CJ_KIND_ENOSOLUTION)
        return "no solution: the grid holds a contradiction (a wrong value?)";
    if (rc == CJ_KIND_EGAVEUP)
        return "gave up: the search for a step stopped at its limit before it could tell (no contradiction found)";
    if (rc == CJ_KIND_EPARSE)
        return "a value in the grid is out of range";
    if (rc == CJ_KIND_ESHAPE)
        return "a puzzle of another shape than the one the hint was opened for";
    return "the hint failed";
}

int cj_kind_writes(const cj_kind *kind, int form)
{
    return form >= CJ_KFMT_LINE && form <= CJ_KFMT_TATHAM && (kind->formats & CJ_KFMT_BIT(form)) != 0;
}

const char *cj_kind_form_name(int form)
{
    static const char *const names[] = {"line", "grid", "tatham"};
    return form >= CJ_KFMT_LINE && form <= CJ_KFMT_TATHAM ? names[form] : NULL;
}

int cj_kind_form_refusal(const cj_kind *kind, int form, const char *option, unsigned offered, const char *also,
                         char *why, size_t size)
{
    const char *left[CJ_KFMT_TATHAM + 2]; /* the forms that are left: the kind's the tool offers, then also */
    kind_text t;
    int f, n = 0, k;
    if (cj_kind_writes(kind, form))
        return 0;
    for (f = CJ_KFMT_LINE; f <= CJ_KFMT_TATHAM; f++)
        if (cj_kind_writes(kind, f) && (offered & CJ_KFMT_BIT(f)))
            left[n++] = cj_kind_form_name(f);
    if (also != NULL)
        left[n++] = also;
    kind_text_init(&t, why, size); /* "--variant jidoku cannot be written in --format tatham (only line or grid)" */
    kind_text_str(&t, option);
    kind_text_str(&t, " ");
    kind_text_str(&t, kind->name);
    kind_text_str(&t, " cannot be written in --format ");
    kind_text_str(&t, cj_kind_form_name(form) ? cj_kind_form_name(form) : "?");
    kind_text_str(&t, " (only");
    for (k = 0; k < n; k++) {
        kind_text_str(&t, k == 0 ? " " : k + 1 < n ? ", " : " or ");
        kind_text_str(&t, left[k]);
    }
    kind_text_str(&t, ")");
    return -1;
}

void cj_kind_level_refusal(const cj_kind *kind, const char *level, const char *also, int numbered, char *why,
                           size_t size)
{
    const char *names[16];
    kind_text t;
    int n = 0, k;
    for (k = 0; k < kind->n_levels && n < 14; k++)
        names[n++] = kind->levels[k];
    if (numbered)
        names[n++] = "a number";
    if (also != NULL)
        names[n++] = also;
    kind_text_init(&t, why, size);
    kind_text_str(&t, "unknown level '");
    kind_text_str(&t, level);
    kind_text_str(&t, "' for ");
    kind_text_str(&t, kind->name);
    if (n == 0) {
        kind_text_str(&t, " (it has no levels)");
        return;
    }
    for (k = 0; k < n; k++) {
        kind_text_str(&t, k == 0 ? " (" : k + 1 < n ? ", " : " or ");
        kind_text_str(&t, names[k]);
    }
    kind_text_str(&t, ")");
}

int cj_kind_has_boxes(const cj_kind *kind)
{
    cj_shape s;
    char err[160];
    memset(&s, 0, sizeof s);
    s.box_rows = s.box_cols = 2;
    return kind->shape_check(&s, err, sizeof err) == 0 && s.box_rows == 2;
}
