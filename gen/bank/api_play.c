/* api_play.c: the player's side of the API: POST /api/check marks the filled cells that fit no solution,
   POST /api/hint gives the kind's next step that fills a cell (or points at a wrong cell, or reveals one) (host only). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dlx/grid_text.h"
#include "gen/bank/api_work.h"
#include "gen/kinds/kind_text.h"

/* Counts the solutions (up to 1) of the puzzle's givens plus the cells of extra that keep[] selects:
   1 or 0, or negative when the engine gave up. */
static long solvable_with(api_loaded *p, const cj_cell *extra, const unsigned char *keep)
{
    int k, n = api_cell_count(p);
    cj_cell *cells = malloc((size_t)n * sizeof *cells);
    char *text;
    long found = -1;
    if (cells == NULL)
        return -1;
    for (k = 0; k < n; k++)
        cells[k] = p->givens[k] ? p->givens[k] : keep[k] ? extra[k] : 0;
    text = api_cells_text(p, cells);
    if (text != NULL && api_parse_into(p->w, text) == 0)
        found = p->kind->solve(p->w->work, p->w->puzzle, 1, NULL);
    else if (text != NULL)
        found = 0; /* the cells break a rule of the kind outright */
    free(text);
    free(cells);
    return found;
}

/* Marks in wrong[] the player's filled cells that fit no solution: those that differ from the stored
   solution of a unique puzzle (of any puzzle whose blanks mean a value); with several solutions, those that fit none
   alone, then (when the rest still fit none together) each that would leave the cells kept before it without a
   solution. */
static int find_wrong(api_loaded *p, const cj_cell *grid, unsigned char *wrong)
{
    int k, n = api_cell_count(p), any = 0, rc = 0;
    unsigned char *keep;
    memset(wrong, 0, (size_t)n);
    if ((p->solutions == 1 || p->kind->blank_means) && p->expected != NULL) { /* no cells in its line: the first */
        for (k = 0; k < n; k++)
            wrong[k] = !p->givens[k] && grid[k] && grid[k] != p->expected[k];
        return 0;
    }
    if (p->kind->blank_means)
        return 0; /* no cells in its line to try: without a solution, nothing is marked */
    keep = calloc((size_t)n, 1);
    if (keep == NULL)
        return -1;
    for (k = 0; k < n; k++)
        keep[k] = !p->givens[k] && grid[k] != 0;
    if (solvable_with(p, grid, keep) != 0)
        goto done;
    for (k = 0; k < n; k++) {
        if (p->givens[k] || grid[k] == 0)
            continue;
        memset(keep, 0, (size_t)n);
        keep[k] = 1;
        wrong[k] = solvable_with(p, grid, keep) == 0;
        any |= wrong[k];
    }
    for (k = 0; k < n; k++)
        keep[k] = !p->givens[k] && grid[k] != 0 && !wrong[k];
    if (any || solvable_with(p, grid, keep) != 0)
        goto done;
    memset(keep, 0, (size_t)n);
    for (k = 0; k < n; k++) {
        if (p->givens[k] || grid[k] == 0)
            continue;
        keep[k] = 1;
        if (solvable_with(p, grid, keep) == 0) {
            keep[k] = 0;
            wrong[k] = 1;
        }
    }
done:
    free(keep);
    return rc;
}

/* Why a grid's text is not one value per cell of n, in words: a blank in it (a player's empty cell is '.' or
   '0'), or its count of values. */
static const char *grid_text_problem(const char *text, int n, char *said, size_t size)
{
    const char *blank = strpbrk(text, " \t\r\n");
    if (blank != NULL)
        snprintf(said, size, "the grid holds a blank at character %d: an empty cell is '.' or '0' (or nothing "
                 "between commas)", (int)(blank - text) + 1);
    else
        snprintf(said, size, "the grid does not have one value per cell of the puzzle's %d: one symbol each ('.' "
                 "or '0' empty), or numbers between commas", n);
    return said;
}

/* Whether a grid's text has a part before a ':' other than the puzzle's own ("6x6:" of a Fillomino's line; a
   Sudoku's has none): then said names it. */
static int grid_prefix_differs(const char *text, const puzzle_cells *own, char *said, size_t size)
{
    const char *colon = strchr(text, ':');
    size_t len = colon != NULL ? (size_t)(colon - text) + 1 : 0;
    if (colon == NULL || (len == own->start && memcmp(text, own->line, len) == 0))
        return 0;
    if (own->start > 0)
        snprintf(said, size, "the grid's text before its ':' is not the puzzle's own '%.*s': give the cells alone, "
                 "or after '%.*s'", (int)own->start, own->line, (int)own->start, own->line);
    else
        snprintf(said, size, "the grid's text holds a ':' at character %d: give the cells alone", (int)len);
    return 1;
}

/* Reads {"id":..,"grid":..} into a loaded puzzle and the player's cells (givens kept as given). */
static int read_play(bank_api *a, const char *body, size_t len, api_loaded *p, cj_cell **grid, const char **why,
                     char *said, size_t said_size, int *status)
{
    json_error_t jerr;
    json_t *root = json_loadb(body, len, JSON_REJECT_DUPLICATES, &jerr), *id, *g; /* one id, one grid */
    int rc = -1, n, k, largest;
    *why = "the body is not a JSON object with \"id\" and \"grid\"";
    *status = 400;
    *grid = NULL;
    memset(p, 0, sizeof *p);
    if (root == NULL) {
        snprintf(said, said_size, "the body is not JSON: %.100s", jerr.text);
        *why = said;
    }
    if (root == NULL || !json_is_object(root))
        goto out;
    id = json_object_get(root, "id");
    g = json_object_get(root, "grid");
    if (id != NULL && !json_is_integer(id))
        *why = json_is_string(id) ? "\"id\" is a puzzle's id, a whole number from 1 (not a string)"
                                  : "\"id\" is a puzzle's id, a whole number from 1";
    else if (g != NULL && !(json_is_string(g) || json_is_array(g)))
        *why = "\"grid\" is a text of the cells or an array of numbers";
    if (!json_is_integer(id) || !(json_is_string(g) || json_is_array(g)))
        goto out;
    if (api_load_id(a, (int64_t)json_integer_value(id), p, why, status) != 0)
        goto out;
    *status = 400;
    n = api_cell_count(p);
    *grid = calloc((size_t)n, sizeof **grid);
    *why = "the grid does not have one value (0 = empty) per cell of the puzzle";
    if (*grid == NULL)
        goto out;
    if (json_is_string(g) && grid_prefix_differs(json_string_value(g), &p->cells, said, said_size)) {
        *why = said;
        goto out;
    }
    if (json_is_string(g) && (strpbrk(json_string_value(g), " \t\r\n") != NULL ||
                              puzzle_cells_read(json_string_value(g), *grid, n) != 0)) {
        *why = grid_text_problem(json_string_value(g), n, said, said_size);
        goto out;
    }
    if (json_is_array(g) && (int)json_array_size(g) != n)
        goto out;
    *why = "a cell of the grid is not a whole number from 0 (empty) to the puzzle's largest value";
    for (k = 0; json_is_array(g) && k < n; k++) {
        json_t *v = json_array_get(g, (size_t)k);
        if (!json_is_integer(v) || json_integer_value(v) < 0 || json_integer_value(v) > 0xffff)
            goto out;
        (*grid)[k] = (cj_cell)json_integer_value(v);
    }
    largest = puzzle_largest_value(p->kind, &p->w->shape);
    for (k = 0; k < n; k++) {
        if ((*grid)[k] > largest) {
            snprintf(said, said_size, "cell %d holds %u, above %d, the largest value of this puzzle", k,
                     (unsigned)(*grid)[k], largest);
            *why = said;
            goto out;
        }
        if (p->givens[k])
            (*grid)[k] = p->givens[k];
    }
    rc = 0;
out:
    json_decref(root);
    if (rc != 0) {
        free(*grid);
        *grid = NULL;
    }
    return rc;
}

/* A player's request read: the puzzle, the grid and its wrong cells. */
typedef struct play {
    api_loaded p;
    cj_cell *grid;
    unsigned char *wrong;
    int n;
} play;

static void play_close(play *g)
{
    free(g->grid);
    free(g->wrong);
    api_loaded_free(&g->p);
}

/* Reads the request and finds the wrong cells: 0, or the HTTP status with *json set. */
static int play_open(bank_api *a, const char *body, size_t len, play *g, char **json)
{
    const char *why;
    char said[192];
    int status;
    memset(g, 0, sizeof *g);
    if (read_play(a, body, len, &g->p, &g->grid, &why, said, sizeof said, &status) != 0) {
        api_loaded_free(&g->p);
        return api_fail(json, status, why);
    }
    g->n = api_cell_count(&g->p);
    g->wrong = malloc((size_t)g->n);
    if (g->wrong == NULL || find_wrong(&g->p, g->grid, g->wrong) != 0) {
        play_close(g);
        return api_fail(json, 500, "out of memory");
    }
    return 0;
}

/* A kind whose blanks mean a value (a Nonogram's empty cell) is solved once the board read that way is the
   solution: every filled cell placed, the empty ones marked or not. */
static int blank_solved(const play *g)
{
    cj_cell blank = g->p.kind->blank_means;
    int k;
    if (blank == 0 || g->p.expected == NULL)
        return 0;
    for (k = 0; k < g->n; k++)
        if ((g->grid[k] ? g->grid[k] : blank) != g->p.expected[k])
            return 0;
    return 1;
}

/* Whether the grid is solved, as check and hint both say it: full with no wrong cell, or (blanks meaning a value)
   the solution with its blanks read so. */
static int play_solved(const play *g)
{
    int k;
    for (k = 0; k < g->n && g->grid[k] != 0 && !g->wrong[k]; k++)
        ;
    return k == g->n || blank_solved(g);
}

int api_check(bank_api *a, const char *body, size_t len, char **json)
{
    play g;
    json_t *list;
    int k, complete = 1, status = play_open(a, body, len, &g, json);
    if (status != 0)
        return status;
    list = json_array();
    for (k = 0; k < g.n; k++) {
        complete &= g.grid[k] != 0;
        if (g.wrong[k])
            json_array_append_new(list, json_integer(k));
    }
    status = api_json(json, json_pack("{s:b,s:b,s:o}", "solved", play_solved(&g), "complete", complete, "wrong", list));
    play_close(&g);
    return status;
}

/* A revealed cell's value as the page shows it: a Nonogram's square "filled"; a Fillomino's size as a number; a
   Latin square's value as its hints spell it (cj_value_word: a 16x16's 14 is E). */
static void put_revealed(kind_text *t, const cj_kind *kind, int value, int width)
{
    char word[CJ_VALUE_WORD];
    if (kind->blank_means) { /* a Nonogram: the cells revealed are the filled ones */
        kind_text_str(t, " filled");
        return;
    }
    kind_text_str(t, "=");
    if (strcmp(kind->name, "fillomino") == 0) {
        kind_text_int(t, value);
        return;
    }
    cj_value_word(value, width, word);
    kind_text_str(t, word);
}

/* A hint for a kind without one (or when its hint fails): point at a wrong cell, else reveal an empty one
   from a solution the filled cells allow. */
static void reveal(api_loaded *p, const cj_cell *grid, const unsigned char *wrong, cj_hint *h)
{
    int k, n = api_cell_count(p), width = p->w->shape.width;
    kind_text t;
    unsigned char *keep = calloc((size_t)n, 1);
    cj_cell *solution = malloc((size_t)n * sizeof *solution);
    memset(h, 0, sizeof *h);
    h->cell = -1;
    kind_text_init(&t, h->text, sizeof h->text);
    for (k = 0; k < n && h->n_cells < (int)(sizeof h->cells / sizeof h->cells[0]); k++)
        if (wrong[k])
            h->cells[h->n_cells++] = k;
    if (h->n_cells > 0 || keep == NULL || solution == NULL) {
        kind_text_str(&t, h->n_cells ? "wrong: these cells fit no solution" : "no hint");
        goto out;
    }
    for (k = 0; k < n; k++)
        keep[k] = grid[k] != 0;
    if ((p->solutions == 1 || p->kind->blank_means) && p->expected != NULL)
        memcpy(solution, p->expected, (size_t)n * sizeof *solution);
    else if (p->kind->blank_means || solvable_with(p, grid, keep) != 1 ||
             p->kind->solve(p->w->work, p->w->puzzle, 1, solution) < 1) {
        kind_text_str(&t, "no solution found from these cells");
        goto out;
    }
    for (k = 0; k < n && (grid[k] != 0 || (p->kind->blank_means && solution[k] == p->kind->blank_means)); k++)
        ; /* the first blank cell the player must fill */
    if (k == n) {
        kind_text_str(&t, "solved");
        goto out;
    }
    h->cell = h->cells[0] = k;
    h->n_cells = 1;
    h->value = solution[k];
    kind_text_str(&t, "revealed: ");
    kind_text_cell(&t, k, width);
    put_revealed(&t, p->kind, solution[k], width);
out:
    free(keep);
    free(solution);
}

int api_hint(bank_api *a, const char *body, size_t len, char **json)
{
    play g;
    cj_hint h;
    json_t *cells;
    int k, any = 0, status = play_open(a, body, len, &g, json);
    if (status != 0)
        return status;
    for (k = 0; k < g.n; k++)
        any |= g.wrong[k];
    if (play_solved(&g)) { /* as check says it: a Nonogram's filled cells all in, its blanks empty */
        memset(&h, 0, sizeof h);
        h.cell = -1;
        snprintf(h.text, sizeof h.text, "solved");
    } else if (any || g.p.kind->hint == NULL || api_parse_into(g.p.w, g.p.solo ? g.p.solo : g.p.cells.line) != 0 ||
        g.p.kind->hint(g.p.w->work, g.p.w->puzzle, g.grid, &h) != 0 || (h.n_cells == 0 && h.cell < 0))
        reveal(&g.p, g.grid, g.wrong, &h); /* wrong cells, no hint of the kind's own, or its logic found no step */
    cells = json_array();
    for (k = 0; k < h.n_cells; k++)
        json_array_append_new(cells, json_integer(h.cells[k]));
    /* removals: the steps that only removed candidates on the way to the cell (their cells are in cells) */
    status = api_json(json, json_pack("{s:s,s:o,s:o,s:o,s:i}", "text", h.text, "cells", cells, "cell",
                                      h.cell >= 0 ? json_integer(h.cell) : json_null(), "value",
                                      h.cell >= 0 ? json_integer(h.value) : json_null(), "removals", h.removals));
    play_close(&g);
    return status;
}
