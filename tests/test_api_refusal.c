/* test_api_refusal.c: what `bank serve` answers a live request the generator refuses: the request in the page's
   words, then the generator's reason whole (a long one too, which was cut at about 184 characters), its option
   names said as the page's fields. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "gen/bank/api_work.h"
#include "kind_run.h"

check_counts checks;

static void no_filter(bank_filter *f)
{
    memset(f, 0, sizeof *f);
    f->level = -1, f->empty_min = f->empty_max = -1;
}

int main(void)
{
    /* bin/gen's option names, and the page's words for them, as a long reason and as the user is to read it */
    static const char part[] = "try --empty 40 or --max-solutions 2, then --level easy; ",
                      said[] = "try empty squares 40 or solutions 2, then level easy; ";
    char reason[600] = "", want[900], err[256] = "";
    bank_filter f;
    cj_gen_request req;
    cj_rng rng;
    kind_run k;
    char *got;
    int i;

    /* a real refusal: Sudoku's generator on a 4x4 asked for level hard */
    if (kind_open(&k, "sudoku", 4, 4, 0, 0) == 0) {
        memset(&req, 0, sizeof req);
        req.level = 2, req.max_solutions = 1, req.minimal = 1, req.target_empty = -1;
        cj_rng_seed(&rng, 1, 0);
        CHECK(k.kind->generate(k.work, &req, &rng, k.puzzle, NULL, err, sizeof err) == CJ_KIND_EOPTIONS && err[0],
              "sudoku 4x4 at level hard: the generator refuses it with a reason (%s)", err);
        no_filter(&f);
        f.level = 2;
        got = api_options_refusal(k.kind, &k.shape, &f, err);
        snprintf(want, sizeof want, "a new sudoku 4x4 (box 2x2) cannot be generated with level hard: %s", err);
        CHECK(got != NULL && strcmp(got, want) == 0, "the refusal of a 4x4 at level hard:\n  %s\nwanted\n  %s", got,
              want);
        free(got);
        kind_close(&k);
    }

    /* a reason of 392 characters, option names all through it, arrives whole in the page's words */
    for (i = 0; i < 7; i++)
        strcat(reason, part);
    snprintf(want, sizeof want, "a new futoshiki 5x5 cannot be generated with 10 to 12 empty squares, 3 solutions: ");
    for (i = 0; i < 7; i++)
        strcat(want, said);
    no_filter(&f);
    f.empty_min = 10, f.empty_max = 12, f.solutions = 3;
    {
        cj_shape shape = {5, 5, 0, 0, 0};
        got = api_options_refusal(cj_kind_find("futoshiki"), &shape, &f, reason);
        CHECK(got != NULL && strcmp(got, want) == 0 && strlen(got) > 400,
              "a long reason whole (%zu characters of %zu):\n  %s\nwanted\n  %s", got ? strlen(got) : 0, strlen(want),
              got, want);
        free(got);
        got = api_options_refusal(cj_kind_find("futoshiki"), &shape, &f, "");
        CHECK(got != NULL && strcmp(got, "a new futoshiki 5x5 cannot be generated with 10 to 12 empty squares, 3 "
                                         "solutions") == 0, "no reason: the request alone (%s)", got);
        free(got);
    }

    /* a live request out of time: what was asked and the time it had, kept whole for the longest title and request */
    no_filter(&f);
    f.level = 0, f.empty_min = 100, f.empty_max = 4095, f.solutions = 1000000;
    {
        cj_shape shape = {64, 64, 8, 8, 0};
        got = api_late_text(cj_kind_find("jidoku"), &shape, &f, 20);
        CHECK(got != NULL && strcmp(got, "no puzzle found in time: the generator found no jidoku 64x64 (box 8x8) with "
                                         "level easy, 100 to 4095 empty squares, 1000000 solutions: none within the 20 s "
                                         "a live request may take (ask another level or shape, or pick from the bank "
                                         "without live)") == 0, "a live request out of time: %s", got);
        free(got);
    }
    return check_summary();
}
