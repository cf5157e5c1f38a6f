/* janko_blocks.h: the Fillomino tests' reader of ../shared/data/fillomino_janko.txt: every puzzle, with
   its published solution and the number of '.' in its rows, handed to a callback. */
#ifndef COVERJAR_TESTS_JANKO_BLOCKS_H
#define COVERJAR_TESTS_JANKO_BLOCKS_H

#include "fillomino/format.h"
#include "tests/check.h"

#include <stdio.h>
#include <string.h>

#define JANKO_MAX_CELLS 4096

/* puzzle may be changed by the callback if it puts it back. */
typedef void (*janko_fn)(void *ctx, fm_val *puzzle, const fm_val *solution, int w, int h, int empty_text);

static void janko_each(janko_fn fn, void *ctx)
{
    char path[512], line[1024];
    static fm_val puzzle[JANKO_MAX_CELLS], want[JANKO_MAX_CELLS];
    int w = 0, h = 0, rows = 0, in_solution = 0, empty_text = 0;
    FILE *file;
    snprintf(path, sizeof path, "%s/fillomino_janko.txt", check_data_dir());
    file = fopen(path, "r");
    CHECK(file != NULL, "cannot open %s", path);
    if (file == NULL)
        return;
    for (;;) {
        int end = fgets(line, sizeof line, file) == NULL;
        size_t len = end ? 0 : strlen(line);
        while (len > 0 && (line[len - 1] == '\n' || line[len - 1] == '\r'))
            line[--len] = '\0';
        if (end || len == 0) {
            if (rows == h && h > 0 && in_solution)
                fn(ctx, puzzle, want, w, h, empty_text);
            rows = 0;
            in_solution = 0;
            h = 0;
            empty_text = 0;
            if (end)
                break;
            continue;
        }
        if (strncmp(line, "## solution", 11) == 0) {
            in_solution = 1;
            rows = 0;
            continue;
        }
        if (line[0] == '#') {
            fm_parse_header(line, &w, &h);
            CHECK(w * h <= JANKO_MAX_CELLS, "janko %dx%d: larger than the reader's buffers", w, h);
            if (w * h > JANKO_MAX_CELLS)
                h = 0;
            continue;
        }
        if (rows < h) {
            const char *t;
            if (!in_solution)
                for (t = line; *t; t++)
                    empty_text += *t == '.';
            CHECK(fm_parse_row(line, (in_solution ? want : puzzle) + rows * w, w) == w, "janko row '%s'", line);
            rows++;
        }
    }
    fclose(file);
}

#endif
