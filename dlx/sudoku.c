/* sudoku.c: the Sudoku model: 4N^2 primary items (cell, row-value, column-value, box-value) and
   N^3 options, built once per box shape into the caller's memory, givens committed per puzzle. */
#include "dlx/sudoku.h"

#include "dlx/arena.h"
#include <string.h>

struct sudoku {
    int box_rows, box_cols, n;
    dlx *engine;
};

#define HEADER_BYTES cj_align(sizeof(struct sudoku))

static int shape_ok(int box_rows, int box_cols)
{
    return box_rows >= 1 && box_cols >= 1 && box_rows <= SUDOKU_MAX_N && box_cols <= SUDOKU_MAX_N &&
           box_rows * box_cols <= SUDOKU_MAX_N;
}

size_t sudoku_bytes(int box_rows, int box_cols)
{
    int n;
    size_t engine;
    if (!shape_ok(box_rows, box_cols))
        return 0;
    n = box_rows * box_cols;
    engine = dlx_bytes(4 * n * n, 0, n * n * n, 4 * n * n * n);
    return engine ? HEADER_BYTES + engine : 0;
}

int sudoku_box_of(const sudoku *s, int cell)
{
    int r = cell / s->n, c = cell % s->n;
    return (r / s->box_rows) * s->box_rows + c / s->box_cols;
}

sudoku *sudoku_init(void *mem, size_t bytes, int box_rows, int box_cols)
{
    struct sudoku *s = mem;
    size_t need = sudoku_bytes(box_rows, box_cols);
    int n, cell, v;
    if (mem == NULL || !cj_aligned(mem) || need == 0 || bytes < need)
        return NULL;
    n = box_rows * box_cols;
    s->box_rows = box_rows;
    s->box_cols = box_cols;
    s->n = n;
    s->engine = dlx_init((unsigned char *)mem + HEADER_BYTES, bytes - HEADER_BYTES, 4 * n * n, 0, n * n * n,
                         4 * n * n * n);
    if (s->engine == NULL)
        return NULL;
    for (cell = 0; cell < n * n; cell++) {
        int r = cell / n, c = cell % n, b = sudoku_box_of(s, cell);
        for (v = 0; v < n; v++) {
            int items[4];
            items[0] = cell;
            items[1] = n * n + r * n + v;
            items[2] = 2 * n * n + c * n + v;
            items[3] = 3 * n * n + b * n + v;
            if (dlx_add_option(s->engine, items, 4) < 0)
                return NULL;
        }
    }
    return s;
}

int sudoku_n(const sudoku *s) { return s->n; }
int sudoku_box_rows(const sudoku *s) { return s->box_rows; }
int sudoku_box_cols(const sudoku *s) { return s->box_cols; }
dlx *sudoku_engine(sudoku *s) { return s->engine; }
int sudoku_option(const sudoku *s, int cell, int value) { return cell * s->n + value - 1; }
int sudoku_option_cell(const sudoku *s, int option) { return option / s->n; }
int sudoku_option_value(const sudoku *s, int option) { return option % s->n + 1; }

int sudoku_find_clash(int box_rows, int box_cols, const uint8_t *grid, int *a, int *b)
{
    /* For each unit kind and value, the first cell seen holding it (cell + 1; 0 = none). */
    int n = box_rows * box_cols, cell;
    uint16_t seen[3][SUDOKU_MAX_N];
    if (!shape_ok(box_rows, box_cols))
        return SUDOKU_ESHAPE;
    for (cell = 0; cell < n * n; cell++)
        if (grid[cell] > n)
            return *a = cell, *b = cell, SUDOKU_EVALUE;
    /* Rows, columns and boxes in turn; each unit uses a fresh table. */
    {
        int kind, unit, k;
        for (kind = 0; kind < 3; kind++) {
            for (unit = 0; unit < n; unit++) {
                memset(seen[kind], 0, sizeof seen[kind]);
                for (k = 0; k < n; k++) {
                    int r, c, v;
                    if (kind == 0) {
                        r = unit; c = k;
                    } else if (kind == 1) {
                        r = k; c = unit;
                    } else {
                        r = (unit / box_rows) * box_rows + k / box_cols;
                        c = (unit % box_rows) * box_cols + k % box_cols;
                    }
                    cell = r * n + c;
                    v = grid[cell];
                    if (v == 0)
                        continue;
                    if (seen[kind][v - 1]) {
                        int other = seen[kind][v - 1] - 1;
                        *a = other < cell ? other : cell;
                        *b = other < cell ? cell : other;
                        return SUDOKU_ECLASH;
                    }
                    seen[kind][v - 1] = (uint16_t)(cell + 1);
                }
            }
        }
    }
    return SUDOKU_OK;
}

/* Commits the givens of grid from cell on, in cell order; on a value out of range or a clash, nothing stays
   committed. */
static int commit_from(sudoku *s, const uint8_t *grid, int cell)
{
    int n2 = s->n * s->n;
    for (; cell < n2; cell++) {
        int rc;
        if (grid[cell] == 0)
            continue;
        if (grid[cell] > s->n) {
            dlx_reset(s->engine);
            return SUDOKU_EVALUE;
        }
        rc = dlx_commit(s->engine, sudoku_option(s, cell, grid[cell]));
        if (rc != DLX_OK) {
            dlx_reset(s->engine);
            return SUDOKU_ECLASH;
        }
    }
    return SUDOKU_OK;
}

int sudoku_apply(sudoku *s, const uint8_t *grid)
{
    return commit_from(s, grid, 0);
}

int sudoku_apply_over(sudoku *s, uint8_t *held, const uint8_t *grid)
{
    int cell, n2 = s->n * s->n, stay = 0, rc;
    for (cell = 0; cell < n2 && held[cell] == grid[cell]; cell++)
        stay += grid[cell] != 0;
    while (dlx_committed(s->engine) > stay)
        dlx_retract(s->engine);
    rc = commit_from(s, grid, cell);
    if (rc == SUDOKU_OK)
        memcpy(held, grid, (size_t)n2);
    else
        memset(held, 0, (size_t)n2);
    return rc;
}

void sudoku_clear(sudoku *s)
{
    dlx_reset(s->engine);
}

void sudoku_options_to_grid(const sudoku *s, const dlx_index *options, int count, uint8_t *grid)
{
    int k;
    for (k = 0; k < count; k++)
        grid[sudoku_option_cell(s, options[k])] = (uint8_t)sudoku_option_value(s, options[k]);
}

long sudoku_solve(sudoku *s, long limit, uint8_t *solution, dlx_stats *stats)
{
    dlx_search_opts o;
    long found;
    memset(&o, 0, sizeof o);
    o.limit = limit;
    o.first_item = -1;
    found = dlx_search(s->engine, &o, stats);
    if (found > 0 && solution != NULL) {
        const dlx_index *opts;
        int count = dlx_first_solution(s->engine, &opts);
        sudoku_options_to_grid(s, opts, count, solution);
    }
    return found;
}
