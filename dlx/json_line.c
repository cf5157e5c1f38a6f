/* json_line.c: the tools' JSON lines (`bin/gen --format json`, `bin/bank export --format json`), read by
   cj_lines_text as the puzzle line they carry, and the box a line names (cj_json_box). */
#define _POSIX_C_SOURCE 200809L
#include "dlx/json_line.h"

#include <stdio.h>
#include <string.h>

#include <jansson.h>

#include "dlx/shape.h"

/* A string member of a JSON object (NULL when it has none), and its length; one with a line break is none (a NUL
   is none either: jansson refuses \u0000 unless asked). */
static const char *json_line_field(json_t *object, const char *key, size_t *len)
{
    json_t *v = json_object_get(object, key);
    const char *s = json_is_string(v) ? json_string_value(v) : NULL;
    *len = s != NULL ? json_string_length(v) : 0;
    return s != NULL && memchr(s, '\n', *len) == NULL && memchr(s, '\r', *len) == NULL ? s : NULL;
}

/* Appends a JSON string member's text (none when absent or of a line break) after a blank at text[*len]. */
static void json_line_append(char *text, long *len, json_t *object, const char *key)
{
    size_t n;
    const char *s = json_line_field(object, key, &n);
    if (s != NULL && n > 0) {
        text[(*len)++] = ' ';
        memcpy(text + *len, s, n);
        *len += (long)n;
    }
}

long cj_json_line(cj_lines *r, char *text, long len)
{
    /* numbers as reals: a seed past 2^63 (bin/gen writes up to 2^64 - 1) is a field not read, never a bad line */
    json_t *object = json_loadb(text, (size_t)len, JSON_REJECT_DUPLICATES | JSON_DECODE_INT_AS_REAL, NULL);
    size_t plen;
    const char *puzzle = json_is_object(object) ? json_line_field(object, "puzzle", &plen) : NULL;
    int level = r->json_level;
    if (puzzle != NULL && plen > 0 && strchr(" \t#", puzzle[0]) == NULL) {
        json_t *box = json_object_get(object, "box");
        if (box != NULL && (!json_is_string(box) ||
                            cj_parse_box(json_string_value(box), &r->json_box_rows, &r->json_box_cols) != 0))
            r->json_box_rows = -1; /* a "box" that is no box: cj_json_box says so */
        json_t *kind = json_object_get(object, "kind");
        const char *name = json_is_string(kind) ? json_string_value(kind) : "";
        size_t nlen = strlen(name);
        if (nlen > 0 && nlen < sizeof r->json_kind &&
            strspn(name, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_") == nlen)
            memcpy(r->json_kind, name, nlen + 1);
        memcpy(text, puzzle, plen);
        len = (long)plen;
        if (json_object_get(object, "solution") != NULL) {
            size_t slen;
            const char *sol = json_line_field(object, "solution", &slen);
            r->json_solution = sol != NULL && slen > 0 && strcspn(sol, " \t") == slen ? 1 : -1;
        }
        json_line_append(text, &len, object, "solution");
        if (level) /* bin/gen's name, or bin/bank export's name beside its number */
            json_line_append(text, &len, object,
                             json_is_string(json_object_get(object, "level")) ? "level" : "levelName");
        text[len] = '\0';
    }
    json_decref(object);
    return len;
}

int cj_json_box(const cj_lines *r, int n, int forced_rows, int forced_cols, int *rows, int *cols, char *err,
                size_t err_size)
{
    if (r->json_box_rows == 0)
        return 0;
    if (r->json_box_rows < 0)
        snprintf(err, err_size, "the JSON line's \"box\" is no box (want \"RxC\", R*C up to 64)");
    else if (n > 0 && r->json_box_rows * r->json_box_cols != n)
        snprintf(err, err_size, "the JSON line's box %dx%d does not fit its side of %d", r->json_box_rows,
                 r->json_box_cols, n);
    else if (forced_rows > 0 && (forced_rows != r->json_box_rows || forced_cols != r->json_box_cols))
        snprintf(err, err_size, "the JSON line's box is %dx%d, --box says %dx%d", r->json_box_rows, r->json_box_cols,
                 forced_rows, forced_cols);
    else {
        *rows = r->json_box_rows;
        *cols = r->json_box_cols;
        return 1;
    }
    return -1;
}

int cj_json_other_kind(const cj_lines *r, char *err, size_t err_size)
{
    if (r->json_kind[0] == '\0' || strcmp(r->json_kind, "sudoku") == 0)
        return 0;
    if (err != NULL)
        snprintf(err, err_size, "a %s puzzle (its JSON line's \"kind\"): read it with --variant %s", r->json_kind,
                 r->json_kind);
    return 1;
}
