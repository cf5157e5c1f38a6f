/* test_kind_hint.c: a failed hint is named for what it is: a stub kind's hint that gives up (CJ_KIND_EGAVEUP) is
   told as a give-up, not as a contradiction, a real contradiction (Sudoku, Futoshiki) as one, and clues of
   another shape than the worker's as that. */
#include <string.h>

#include "check.h"
#include "dlx/kind.h"
#include "gen/kinds/kinds.h"
#include "kind_run.h"

check_counts checks;

/* A kind whose hint answers what its work says (the rc it holds), as a search stopped at its limit would. */
static int stub_hint(void *work, const void *puzzle, const cj_cell *player, cj_hint *hint)
{
    (void)puzzle;
    (void)player;
    memset(hint, 0, sizeof *hint);
    return *(const int *)work;
}

/* What the tools say for a hint that failed with what kind->hint returned. */
static const char *hint_said(const cj_kind *kind, void *work, const void *puzzle)
{
    cj_hint h;
    int rc = kind->hint(work, puzzle, NULL, &h);
    return rc == CJ_KIND_OK ? NULL : cj_kind_hint_failure(rc);
}

/* A real kind's hint on a puzzle line with a contradiction: said as a contradiction. */
static void contradiction(const char *kind_name, int side, const char *line)
{
    kind_run k;
    char err[256];
    const char *said;
    if (kind_open(&k, kind_name, side, side, 0, 0) != 0) {
        CHECK(0, "a %s worker for %dx%d opens", kind_name, side, side);
        return;
    }
    CHECK(k.kind->parse(line, strlen(line), 0, &k.shape, k.puzzle, err, sizeof err) == CJ_KIND_OK, "%s: %s parses",
          kind_name, line);
    said = hint_said(k.kind, k.work, k.puzzle);
    CHECK(said != NULL && strstr(said, "contradiction") != NULL, "%s %s: said '%s'", kind_name, line,
          said ? said : "(a hint)");
    kind_close(&k);
}

int main(void)
{
    cj_kind stub;
    int rc;
    const char *said;
    memset(&stub, 0, sizeof stub);
    stub.name = "stub";
    stub.hint = stub_hint;
    rc = CJ_KIND_EGAVEUP;
    said = hint_said(&stub, &rc, NULL);
    CHECK(said != NULL && strstr(said, "gave up") != NULL && strstr(said, "contradiction (") == NULL &&
              strncmp(said, "no solution", 11) != 0,
          "a hint that gave up: said '%s'", said ? said : "(a hint)");
    rc = CJ_KIND_ENOSOLUTION;
    said = hint_said(&stub, &rc, NULL);
    CHECK(said != NULL && strstr(said, "contradiction") != NULL, "no solution: said '%s'", said ? said : "(a hint)");
    rc = CJ_KIND_ESPACE;
    said = hint_said(&stub, &rc, NULL);
    CHECK(said != NULL && strstr(said, "contradiction") == NULL && strstr(said, "gave up") == NULL,
          "another failure: said '%s'", said ? said : "(a hint)");
    { /* a Nonogram hint asked of clues of another shape than its worker's: said as that, not as a give-up */
        kind_run big, small;
        char err[256];
        const char *line = "3x3:1/1/1/1/1/1";
        if (kind_open(&big, "nonogram", 5, 5, 0, 0) == 0 && kind_open(&small, "nonogram", 3, 3, 0, 0) == 0) {
            CHECK(small.kind->parse(line, strlen(line), 0, &small.shape, small.puzzle, err, sizeof err) == CJ_KIND_OK,
                  "%s parses", line);
            said = hint_said(big.kind, big.work, small.puzzle);
            CHECK(said != NULL && strstr(said, "another shape") != NULL, "a 3x3 Nonogram to a 5x5 worker: said '%s'",
                  said ? said : "(a hint)");
            kind_close(&small);
            kind_close(&big);
        } else
            CHECK(0, "Nonogram workers for 5x5 and 3x3 open");
    }
    contradiction("sudoku", 4, "123....4........"); /* r1c4 can be nothing: 1-3 in its row, 4 in its column */
    contradiction("futoshiki", 4, "123....4........ ............ ............"); /* and in Futoshiki */
    return check_summary();
}
