/* fuzz_bank_json.c: fuzz target for the lines `bin/bank add` reads: `bin/gen --format json` objects (kind, box,
   seed, index, puzzle, level, rating, technique) and plain puzzle lines of any kind, parsed as the bank parses them. */
#include "tests/fuzz/fuzz.h"
#include "gen/bank/rows.h"
#include "gen/kinds/driver_int.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *s = fuzz_string(data, size), err[600];
    row_maker maker;
    cj_shape shape;
    bank_row ids;
    int guess = 0, cell;
    memset(&maker, 0, sizeof maker);
    memset(&shape, 0, sizeof shape);
    if (bank_parse_line(&maker, NULL, &shape, s, 0, &guess, &ids, err, sizeof err) == 0 &&
        (maker.kind == NULL || maker.shape.width < 1 || maker.puzzle == NULL ||
         (maker.given != NULL &&
          given_solution_differs(maker.given, maker.given, maker.shape.width, &cell, err, sizeof err))))
        abort(); /* a parsed line leaves its kind, shape and puzzle; a solution beside it is the same as itself */
    row_maker_free(&maker);
    free(s);
    return 0;
}
