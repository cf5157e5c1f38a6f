/* fuzz_relations.c: fuzz target for the Futoshiki / Jidoku text forms (the GIVENS H V line, Tatham's
   Unequal ids, blocks of lines), as a Latin square and with Sudoku boxes; parsed puzzles are written in
   every form, and the line form reads back the same. */
#include "tests/fuzz/fuzz.h"
#include "dlx/relations_text.h"

static void round_trip(const char *s, size_t len, int br, int bc)
{
    static latin_puzzle p, again;
    static uint8_t solution[LATIN_MAX_N * LATIN_MAX_N], solution2[LATIN_MAX_N * LATIN_MAX_N];
    char err[200], *out;
    int has, has2, form;
    size_t bytes;
    if (latin_parse(s, len, br, bc, &p, solution, &has, err, sizeof err) != 0)
        return;
    if (p.n < 1 || p.n > LATIN_MAX_N)
        abort();
    bytes = latin_text_bytes(p.n);
    out = malloc(bytes);
    if (out == NULL)
        abort();
    for (form = LATIN_FORM_LINE; form <= LATIN_FORM_ROWS; form++)
        latin_format(&p, has ? solution : NULL, form, out, bytes);
    if (latin_format(&p, NULL, LATIN_FORM_LINE, out, bytes) < 0 ||
        latin_parse(out, strlen(out), p.box_rows, p.box_cols, &again, solution2, &has2, err, sizeof err) != 0 ||
        again.n != p.n || memcmp(again.givens, p.givens, (size_t)p.n * (size_t)p.n) != 0 ||
        memcmp(again.rel, p.rel, (size_t)latin_edge_count(p.n)) != 0)
        abort(); /* the line form keeps the puzzle */
    free(out);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *s = fuzz_string(data, size);
    round_trip(s, size, LATIN_BOX_NONE, 0);
    round_trip(s, size, LATIN_BOX_DEFAULT, LATIN_BOX_DEFAULT);
    round_trip(s, size, 2, 3);
    free(s);
    return 0;
}
