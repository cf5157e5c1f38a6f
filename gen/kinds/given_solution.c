/* given_solution.c: a solution given beside a puzzle (`--with-solution`'s field after a line's puzzle, a block's
   rows under `## solution`) taken as text, and the first cell where it differs from the kind's own (host only). */
#include "gen/kinds/driver_int.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The next cell of a solution's text from *s: its text, up to a separator of the form (`/` between rows, and `,` or
   `_` between values where the form has them, else one character a cell). 0 at the end. */
static size_t next_cell(const char **s, const char *seps)
{
    size_t n;
    while (**s == '/' || (**s != '\0' && seps[0] != '\0' && strchr(seps, **s) != NULL))
        (*s)++;
    if (**s == '\0')
        return 0;
    n = seps[0] != '\0' ? strcspn(*s, "/,_") : 1;
    return n;
}

static int is_blank(char c) { return c == ' ' || c == '\t'; }

int given_solution_count(const char *f, size_t len)
{
    const char *end = f + len, *colon = memchr(f, ':', len);
    char sep;
    int count = 0;
    f = colon != NULL ? colon + 1 : f;
    sep = memchr(f, ',', (size_t)(end - f)) ? ',' : memchr(f, '_', (size_t)(end - f)) ? '_' : '\0';
    while (f < end) {
        while (f < end && (*f == '/' || (sep != '\0' && *f == sep)))
            f++;
        if (f == end)
            break;
        count++;
        if (sep == '\0')
            f++;
        else
            while (f < end && *f != '/' && *f != ',' && *f != '_')
                f++;
    }
    return count;
}

int given_solution_take(const cj_kind *kind, const char *text, size_t len, int cells, char **given)
{
    const char *end = text + len, *from = NULL, *at = text;
    size_t k = 0;
    *given = NULL;
    while (at < end && from == NULL) { /* a block's `## solution` line: its rows follow */
        const char *eol = memchr(at, '\n', (size_t)(end - at));
        if (eol == NULL)
            break;
        if (eol - at >= 11 && memcmp(at, "## solution", 11) == 0)
            from = eol + 1;
        at = eol + 1;
    }
    if (from == NULL && memchr(text, '\n', len) != NULL)
        return 0; /* a block without solution rows */
    if (from == NULL) { /* a line: the field after its puzzle, or for kinds with fields the first of the board's
                           count of cells (a Futoshiki line's relations have fewer; a label may follow) */
        for (at = text; at < end && !is_blank(*at); at++)
            ;
        while (at < end) {
            const char *field;
            while (at < end && is_blank(*at))
                at++;
            if (at == end)
                break;
            field = at;
            while (at < end && !is_blank(*at))
                at++;
            if (!kind->line_fields || given_solution_count(field, (size_t)(at - field)) == cells) {
                from = field;
                break;
            }
        }
        if (from == NULL)
            return 0;
        for (end = from; end < text + len && !is_blank(*end); end++)
            ;
    }
    if ((*given = malloc((size_t)(end - from) + 1)) == NULL)
        return -1;
    for (at = from; at < end; at++) /* a block's rows joined, as a line writes them */
        if (!is_blank(*at) && *at != '\n' && *at != '\r')
            (*given)[k++] = *at;
    (*given)[k] = '\0';
    if (given_solution_count(*given, k) != cells) { /* a label, or a Futoshiki line's relations */
        free(*given);
        *given = NULL;
    }
    return 0;
}

/* The cells of given and own past a "WxH:" prefix that both have (or neither), and the separators of own's
   form; 0 when the prefixes differ: no solution of this form, a label. */
static int cells_of_both(const char *given, const char *own, const char **g, const char **o, const char **seps)
{
    *g = strchr(given, ':');
    *o = strchr(own, ':');
    if ((*g == NULL) != (*o == NULL) ||
        (*o != NULL && (*g - given != *o - own || memcmp(given, own, (size_t)(*o - own)) != 0)))
        return 0;
    *g = *g ? *g + 1 : given;
    *o = *o ? *o + 1 : own;
    *seps = strchr(*o, ',') ? "," : strchr(*o, '_') ? "_" : "";
    return 1;
}

int given_solution_differs(const char *given, const char *own, int width, int *at, char *err, size_t err_size)
{
    const char *g, *o, *seps, *g_at = NULL, *o_at = NULL;
    size_t gn, on, g_len = 0, o_len = 0;
    int cell, differs = -1;
    if (!cells_of_both(given, own, &g, &o, &seps))
        return 0;
    for (cell = 0; (gn = next_cell(&g, seps)) != 0 && (on = next_cell(&o, seps)) != 0; cell++) {
        if (differs < 0 && (gn != on || memcmp(g, o, on) != 0))
            differs = cell, g_at = g, o_at = o, g_len = gn, o_len = on;
        g += gn;
        o += on;
    }
    if (*g != '\0' || next_cell(&o, seps) != 0 || differs < 0)
        return 0; /* the same text, or another count of cells than its own: a label */
    *at = differs;
    snprintf(err, err_size, "the solution given is no solution of the puzzle: %.*s at row %d, column %d, where its one "
             "solution has %.*s", (int)(g_len < 12 ? g_len : 12), g_at, differs / width + 1, differs % width + 1,
             (int)(o_len < 12 ? o_len : 12), o_at);
    return 1;
}

int given_solution_cells(const char *given, const char *own, const cj_cell *own_cells, int width, cj_cell *cells,
                         int *bad, char *err, size_t err_size)
{
    const char *g, *o, *seps, *at;
    size_t gn, on = 0;
    int cell, k;
    if (!cells_of_both(given, own, &g, &o, &seps))
        return -1;
    for (cell = 0; (gn = next_cell(&g, seps)) != 0; cell++, g += gn) {
        for (at = o, k = 0; (on = next_cell(&at, seps)) != 0; k++, at += on)
            if (on == gn && memcmp(at, g, gn) == 0)
                break;
        if (on == 0) {
            snprintf(err, err_size, "the solution given is no solution of the puzzle: %.*s at row %d, column %d is "
                     "none of its values", (int)(gn < 12 ? gn : 12), g, cell / width + 1, cell % width + 1);
            *bad = cell;
            return 0;
        }
        cells[cell] = own_cells[k];
    }
    return 1;
}
