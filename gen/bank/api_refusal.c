/* api_refusal.c: a live request the kind's generator refuses or gives up on, or that would leave the player nothing
   to do, said in the request's words: what was asked, then the reason whole, its option names as the page's fields. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gen/bank/api_work.h"

/* "a new TITLE cannot be generated with ASKED: REASON", with gave_up 1 "no new puzzle matches: the generator found
   no TITLE with ASKED: REASON", with 2 "no puzzle found in time: the generator found no TITLE with ASKED: REASON". */
static char *said_in_request_words(const cj_kind *kind, const cj_shape *shape, const bank_filter *f, const char *reason,
                                   int gave_up)
{
    /* bin/gen's names and the page's; none of the page's is twice as long as its option's */
    static const char *const as[3][2] = {{"--empty", "empty squares"}, {"--max-solutions", "solutions"}, {"--", ""}};
    char text[32], title[64], asked[128] = "", *out;
    size_t k, n, size, words;
    int at = 0, r;
    puzzle_shape_text(kind, shape, text, sizeof text);
    puzzle_shape_title(kind, text, title, sizeof title);
    if (f->level >= 0)
        at += snprintf(asked + at, sizeof asked - (size_t)at, ", level %s", kind->levels[f->level]);
    if (f->empty_min >= 0 && f->empty_min == f->empty_max)
        at += snprintf(asked + at, sizeof asked - (size_t)at, ", %d empty squares", f->empty_min);
    else if (f->empty_min >= 0)
        at += snprintf(asked + at, sizeof asked - (size_t)at, ", %d to %d empty squares", f->empty_min, f->empty_max);
    if (f->solutions > 1)
        snprintf(asked + at, sizeof asked - (size_t)at, ", %d solutions", f->solutions);
    size = sizeof "no puzzle found in time: the generator found no  with : " + strlen(title) + strlen(asked) +
           2 * strlen(reason);
    if ((out = malloc(size)) == NULL)
        return NULL;
    n = words = (size_t)snprintf(out, size, "%s%s%s%s%s: ",
                                 gave_up == 2 ? "no puzzle found in time: the generator found no "
                                 : gave_up    ? "no new puzzle matches: the generator found no "
                                              : "a new ", title,
                                 gave_up ? "" : " cannot be generated", asked[0] ? " with " : "",
                                 asked[0] ? asked + 2 : "");
    for (k = 0; reason[k] != '\0';) { /* "--level" reads "level" */
        for (r = 0; r < 3 && strncmp(reason + k, as[r][0], strlen(as[r][0])) != 0; r++)
            ;
        if (r < 3) {
            memcpy(out + n, as[r][1], strlen(as[r][1]));
            n += strlen(as[r][1]);
            k += strlen(as[r][0]);
        } else {
            out[n++] = reason[k++];
        }
    }
    out[n == words ? n - 2 : n] = '\0'; /* no reason in words: no ": " */
    return out;
}

char *api_options_refusal(const cj_kind *kind, const cj_shape *shape, const bank_filter *f, const char *reason)
{
    return said_in_request_words(kind, shape, f, reason, 0);
}

char *api_gave_up_text(const cj_kind *kind, const cj_shape *shape, const bank_filter *f, const char *reason)
{
    return said_in_request_words(kind, shape, f, reason, 1);
}

char *api_late_text(const cj_kind *kind, const cj_shape *shape, const bank_filter *f, int seconds)
{
    char reason[160];
    snprintf(reason, sizeof reason, "none within the %d s a live request may take (ask another level or shape, or "
             "pick from the bank without live)", seconds);
    return said_in_request_words(kind, shape, f, reason, 2);
}

int api_live_refusal(const cj_kind *kind, const cj_shape *shape, bank_filter *f, char **said)
{
    const char *reason = NULL;
    *said = NULL;
    if (shape->width < API_LIVE_MIN_SIDE || shape->height < API_LIVE_MIN_SIDE)
        reason = "a live puzzle has at least 2 rows and 2 columns (a board of one row or column leaves next to nothing "
                 "to work out: each cell of a 1xN Nonogram is given by its own clue)";
    else if (f->empty_max == 0)
        reason = "a live puzzle has at least 1 empty square, for the player to fill (ask empty=1 or more)";
    else if (f->empty_min == 0)
        f->empty_min = 1; /* empty=0:B: from 1 */
    if (reason == NULL)
        return 0;
    *said = said_in_request_words(kind, shape, f, reason, 0);
    return *said != NULL ? 400 : 500;
}
