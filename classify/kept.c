/* kept.c: bin/classify's whole files read into memory for train, eval and predict: every puzzle kept with its
   box shape and label, or with what is wrong with it, reported in the order read. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "classify/tool.h"
#include "dlx/shape.h"
#include "gen/kinds/driver.h"

/* Reports a bad puzzle: "classify: FILE:LINE: what". */
void bad_at(const char *file, long lineno, const char *what)
{
    fprintf(stderr, "%s: %s:%ld: %s\n", TOOL, file, lineno, what);
}

/* A refused line that is another kind's puzzle: err names the kind and its --variant. */
void name_other_kind(const cj_lines *l, char *err, size_t size)
{
    kind_driver_name_other(l, err, size);
}

long read_all(char **files, int nfiles, int force_br, int force_bc, int need_label, kept_puzzle **out)
{
    long count = 0, cap = 256;
    int f;
    kept_puzzle *all = malloc(sizeof *all * (size_t)cap);
    char *stdin_name[1] = {"-"};
    cj_puzzle *p = malloc(sizeof *p); /* up to 64x64 cells and a label: too big for a stack frame */
    if (!all || !p) {
        fprintf(stderr, "%s: out of memory\n", TOOL);
        free(all);
        free(p);
        return -1;
    }
    if (nfiles == 0) {
        files = stdin_name;
        nfiles = 1;
    }
    for (f = 0; f < nfiles; f++) {
        cj_puzzle_reader r;
        char err[200];
        int rc, json_box;
        memset(&r, 0, sizeof r);
        r.format = CJ_FORMAT_LINE;
        r.symbols = CJ_DEFAULT_SYMBOLS;
        if (cj_lines_open(&r.lines, TOOL, files[f])) {
            report_bad(all, count); /* the earlier files' problems are said too */
            free_all(all, count);
            free(p);
            return -1;
        }
        r.lines.json_level = need_label; /* a JSON line's label: its "level" */
        long puzzles = count;
        while ((rc = cj_read_puzzle(&r, p, err, sizeof err)) != 0) {
            kept_puzzle *k;
            if (count == cap) {
                kept_puzzle *bigger = realloc(all, sizeof *all * (size_t)cap * 2);
                if (!bigger) { /* never a silently shorter file */
                    fprintf(stderr, "%s: %s:%ld: out of memory after %ld puzzles\n", TOOL, r.lines.name, p->lineno,
                            count);
                    cj_lines_close(&r.lines); /* not finish: a file cut at its first puzzle is not one without any */
                    free_all(all, count);
                    free(p);
                    return -1;
                }
                all = bigger;
                cap *= 2;
            }
            k = &all[count++];
            memset(k, 0, sizeof *k);
            k->file = r.lines.name;
            k->lineno = p->lineno;
            if (rc < 0 && cj_read_solo_id(&r.lines, force_br, force_bc, p, &k->br, &k->bc, err, sizeof err) <= 0) {
                name_other_kind(&r.lines, err, sizeof err);
                mark_bad(k, err);
                continue;
            }
            json_box = rc > 0 ? cj_json_box(&r.lines, p->n, force_br, force_bc, &k->br, &k->bc, err, sizeof err) : 0;
            if (json_box < 0) { /* a JSON line's "box" (bin/gen writes one) is the puzzle's, unless it cannot be */
                mark_bad(k, err);
                continue;
            }
            k->n = p->n;
            k->solo = rc < 0;
            if (rc > 0 && !json_box && force_br > 0 && tool_box(p->n, force_br, force_bc, &k->br, &k->bc)) {
                snprintf(err, sizeof err, "--box %dx%d does not fit a side of %d", force_br, force_bc, p->n);
                mark_bad(k, err);
                continue;
            }
            if (rc > 0 && !json_box && force_br <= 0 && cj_default_box(p->n, &k->br, &k->bc) != 0)
                k->br = k->bc = 0; /* no default shape for the side: the caller's (a model's), or mark_no_box */
            if (k->br > 0 && cj_beside_is_wrong(p, CJ_DEFAULT_SYMBOLS, k->solo, k->br, k->bc, err, sizeof err)) {
                mark_bad(k, err);
                continue;
            }
            k->grid = malloc((size_t)p->n * (size_t)p->n);
            if (k->grid == NULL) {
                mark_bad(k, "out of memory");
                continue;
            }
            memcpy(k->grid, p->grid, (size_t)p->n * (size_t)p->n);
            {
                const char *s = p->label, *last = NULL;
                size_t len = 0, i;
                uint8_t beside[SUDOKU_MAX_N * SUDOKU_MAX_N];
                if (k->br > 0) /* a solution beside the puzzle (--with-solution, a JSON line's) is no label */
                    cj_read_solution(&s, CJ_DEFAULT_SYMBOLS, k->solo, k->br, k->bc, beside);
                while (*s) {
                    while (*s == ' ' || *s == '\t') s++;
                    if (!*s) break;
                    last = s;
                    while (*s && *s != ' ' && *s != '\t') s++;
                    len = (size_t)(s - last);
                }
                for (i = 0; last != NULL && need_label && i < len; i++)
                    if ((unsigned char)last[i] < 0x20 || last[i] == 0x7f)
                        break;
                if (last != NULL && need_label && i < len) { /* a model file could not hold it as one label */
                    snprintf(err, sizeof err, "a control character (0x%02x) in the label; labels are split at spaces "
                             "and tabs only", (unsigned)(unsigned char)last[i]);
                    mark_bad(k, err);
                } else if (last) {
                    k->label = malloc(len + 1);
                    if (k->label) {
                        memcpy(k->label, last, len);
                        k->label[len] = 0;
                    } else if (need_label)
                        mark_bad(k, "out of memory");
                } else if (need_label) {
                    mark_bad(k, "no label: the label is the last whitespace-separated column (after a solution, "
                                "if any)");
                }
            }
        }
        /* the file name stays alive for messages: it is the one given */
        if (cj_lines_finish(&r.lines, count - puzzles) != 0) {
            report_bad(all, count);
            free_all(all, count);
            free(p);
            return -1;
        }
    }
    free(p);
    *out = all;
    return count;
}

void free_all(kept_puzzle *p, long count)
{
    long i;
    for (i = 0; i < count; i++) {
        free(p[i].grid);
        free(p[i].label);
        free(p[i].why);
    }
    free(p);
}

void mark_bad(kept_puzzle *k, const char *what)
{
    size_t len = strlen(what) + 1;
    k->bad = 1;
    if (k->why == NULL && (k->why = malloc(len)) != NULL)
        memcpy(k->why, what, len);
}

void mark_no_box(kept_puzzle *k)
{
    char msg[80];
    snprintf(msg, sizeof msg, CJ_NO_DEFAULT_BOX, k->n, k->n, k->n);
    mark_bad(k, msg);
}

void report_bad(const kept_puzzle *p, long count)
{
    long i;
    for (i = 0; i < count; i++)
        if (p[i].bad)
            bad_at(p[i].file, p[i].lineno, p[i].why != NULL ? p[i].why : "out of memory");
}
