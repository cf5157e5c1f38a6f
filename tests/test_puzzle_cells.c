/* test_puzzle_cells.c: the server's reading and rewriting of line forms, against the kind tables' own parse
   and format: cells read back as the table wrote them, rewritten lines parse to the cells put in, shape texts. */
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "dlx/kind.h"
#include "gen/bank/puzzle_cells.h"
#include "kind_run.h"

check_counts checks;

/* Generates one puzzle of kind and shape, writes its line form and solution line; returns the cell count. */
static int generate(const char *name, cj_shape *shape, char *line, char *sline, size_t size, cj_cell *solution)
{
    const cj_kind *kind = cj_kind_find(name);
    cj_gen_request req;
    cj_rng rng;
    char err[160];
    size_t bytes;
    void *mem, *work, *puzzle;
    int rc;
    req = kind_minimal_request(1);
    kind->shape_check(shape, err, sizeof err);
    bytes = kind->work_bytes(shape);
    mem = malloc(bytes);
    puzzle = calloc(1, kind->puzzle_bytes(shape));
    work = kind->work_init(mem, bytes, shape);
    cj_rng_seed(&rng, 11, 0);
    rc = kind->generate(work, &req, &rng, puzzle, solution, err, sizeof err);
    CHECK(rc == 0, "%s generates", name);
    kind->format(shape, puzzle, NULL, CJ_KFMT_LINE, line, size);
    kind->format(shape, NULL, solution, CJ_KFMT_LINE, sline, size);
    free(mem);
    free(puzzle);
    return shape->width * shape->height;
}

/* The solution's cells put into the puzzle's line parse (by the kind's own parse) to a full grid whose
   line form is the solution's cells; one cell emptied reads back as 0. */
static void round_trip(const char *name, cj_shape shape)
{
    const cj_kind *kind = cj_kind_find(name);
    static char line[1 << 16], sline[1 << 16], again[1 << 16];
    cj_cell solution[4096], read[4096];
    puzzle_cells p, ps;
    cj_shape parsed;
    char err[160], text[32];
    char *joined;
    void *puzzle;
    int n = generate(name, &shape, line, sline, sizeof line, solution), k, same = 1, has_prefix;
    CHECK(puzzle_cells_split(&p, line) == 0 && puzzle_cells_split(&ps, sline) == 0, "%s: split", name);
    CHECK(puzzle_cells_decode(&ps, read, n) == 0, "%s: the solution's cells read", name);
    for (k = 0; k < n; k++)
        same &= read[k] == solution[k];
    CHECK(same, "%s: read as the generator made them", name);
    joined = puzzle_cells_join(&p, solution, n);
    puzzle = calloc(1, kind->puzzle_bytes(&shape));
    memset(&parsed, 0, sizeof parsed);
    CHECK(kind->parse(joined, strlen(joined), 0, &parsed, puzzle, err, sizeof err) == 0, "%s: %s parses (%s)", name,
          joined, err);
    kind->format(&parsed, puzzle, NULL, CJ_KFMT_LINE, again, sizeof again);
    has_prefix = strchr(sline, ':') != NULL;
    CHECK(strncmp(again + (has_prefix ? strchr(again, ':') + 1 - again : 0), sline + ps.start, ps.len) == 0,
          "%s: the joined cells are the solution's", name);
    free(joined);
    read[0] = solution[0];
    solution[0] = 0;
    joined = puzzle_cells_join(&p, solution, n);
    CHECK(puzzle_cells_read(joined, read, n) == 0 && read[0] == 0, "%s: an emptied cell reads 0", name);
    CHECK(strlen(joined) - (p.start + (size_t)(strchr(joined + p.start, ' ') ? strlen(strchr(joined + p.start, ' ')) : 0)) >= (size_t)n,
          "%s: every cell written", name);
    free(joined);
    puzzle_shape_text(kind, &shape, text, sizeof text);
    CHECK(puzzle_shape_parse(kind, text, &parsed) == 0 && parsed.width == shape.width &&
          parsed.height == shape.height && parsed.box_rows == shape.box_rows, "%s: shape %s read back", name, text);
    free(puzzle);
    puzzle_cells_free(&p);
    puzzle_cells_free(&ps);
}

/* A Fillomino region of 12 cells: the line form's numbers with commas, read and rewritten as the table does. */
static void wide_fillomino(void)
{
    const cj_kind *kind = cj_kind_find("fillomino");
    const char *line = "4x3:12,.,.,.,.,.,.,.,.,.,.,.";
    cj_cell cells[12];
    puzzle_cells p;
    cj_shape shape;
    char err[160], again[256], *joined;
    void *puzzle;
    int k;
    memset(&shape, 0, sizeof shape);
    CHECK(puzzle_cells_split(&p, line) == 0 && puzzle_cells_decode(&p, cells, 12) == 0 && cells[0] == 12 &&
          cells[11] == 0, "a wide Fillomino line read");
    for (k = 0; k < 12; k++)
        cells[k] = 12;
    joined = puzzle_cells_join(&p, cells, 12);
    puzzle = calloc(1, 4096);
    CHECK(kind->parse(joined, strlen(joined), 0, &shape, puzzle, err, sizeof err) == 0, "the filled board parses (%s)",
          err);
    kind->format(&shape, puzzle, NULL, CJ_KFMT_LINE, again, sizeof again);
    CHECK(strcmp(again, joined) == 0, "written as the table writes it: %s", joined);
    free(puzzle);
    free(joined);
    puzzle_cells_free(&p);
}

int main(void)
{
    cj_shape s;
    cj_cell cells[16];
    char text[32];
    memset(&s, 0, sizeof s);
    s.box_rows = 2;
    s.box_cols = 3;
    round_trip("sudoku", s);
    memset(&s, 0, sizeof s);
    s.box_rows = s.box_cols = 4;
    round_trip("sudoku", s); /* letters above 9 */
    memset(&s, 0, sizeof s);
    s.width = 12;
    s.height = 9;
    round_trip("fillomino", s);
    wide_fillomino();
    memset(&s, 0, sizeof s);
    s.width = 6;
    round_trip("futoshiki", s);
    memset(&s, 0, sizeof s);
    s.box_rows = s.box_cols = 2;
    round_trip("jidoku", s);

    CHECK(puzzle_cells_read_field("1,,3,.", 6, cells, 4) == 0 && cells[0] == 1 && cells[1] == 0 && cells[2] == 3 &&
          cells[3] == 0, "numbers with commas, empty and '.' as 0");
    CHECK(puzzle_cells_read_field("1,,65536,.", 10, cells, 4) != 0, "a number above a cell's largest");
    CHECK(puzzle_cells_read_field("1,2", 3, cells, 3) != 0, "too few numbers");
    CHECK(puzzle_cells_read_field("1,2,3,4", 7, cells, 3) != 0, "too many numbers");
    CHECK(puzzle_cells_read_field("1,x,3", 5, cells, 3) != 0, "a number that is not one");
    CHECK(puzzle_cells_read_field("1.G?", 4, cells, 4) != 0, "an unknown symbol");
    CHECK(puzzle_cells_read_field("1.G0", 4, cells, 4) == 0 && cells[2] == 16 && cells[3] == 0, "symbols");
    CHECK(cj_kind_has_boxes(cj_kind_find("sudoku")) && cj_kind_has_boxes(cj_kind_find("jidoku")) &&
          !cj_kind_has_boxes(cj_kind_find("fillomino")) && !cj_kind_has_boxes(cj_kind_find("futoshiki")),
          "kinds with boxes");
    memset(&s, 0, sizeof s);
    CHECK(puzzle_shape_parse(cj_kind_find("futoshiki"), "7", &s) == 0 && s.width == 7 && s.height == 7, "futoshiki 7");
    puzzle_shape_text(cj_kind_find("futoshiki"), &s, text, sizeof text);
    CHECK(strcmp(text, "7") == 0, "futoshiki's shape text is N");
    CHECK(puzzle_shape_parse(cj_kind_find("sudoku"), "9", &s) == 0 && s.box_rows == 3, "sudoku 9: box 3x3");
    CHECK(puzzle_shape_parse(cj_kind_find("sudoku"), "3x", &s) != 0, "a malformed shape");
    CHECK(puzzle_shape_parse(cj_kind_find("fillomino"), "8x5", &s) == 0 && s.width == 8 && s.height == 5,
          "fillomino 8x5");
    return check_summary();
}
