/* filter_parse.c: the values of a bank filter as commands and requests give them: a seed the bank can store,
   a level and an --empty range (no SQLite here; declared in store.h). */
#include <limits.h>
#include <stdint.h>
#include <string.h>

#include "dlx/cli.h"
#include "gen/bank/store.h"
#include "gen/kinds/kinds.h"

int bank_seed_parse(const char *text, uint64_t *seed)
{
    unsigned long long v;
    if (cj_parse_seed(text, &v) != 0 || v > INT64_MAX)
        return -1;
    *seed = (uint64_t)v;
    return 0;
}

int bank_level_parse(const cj_kind *kind, const char *text, bank_filter *f)
{
    long x;
    int k;
    if (strcmp(text, "ungraded") == 0) {
        f->ungraded = 1;
        return 0;
    }
    if ((k = cj_level_index(kind->levels, kind->n_levels, text)) < 0)
        k = kind->n_levels;
    if (k == kind->n_levels && cj_parse_long(text, 0, kind->n_levels - 1, &x) == 0)
        k = (int)x;
    if (k == kind->n_levels)
        return -1;
    f->level = k;
    return 0;
}

int bank_empty_parse(const char *text, int *lo, int *hi)
{
    char first[24];
    const char *colon = strchr(text, ':');
    size_t len = colon ? (size_t)(colon - text) : strlen(text);
    long a, b;
    if (len >= sizeof first)
        return -1;
    memcpy(first, text, len);
    first[len] = '\0';
    if (cj_parse_long(first, 0, INT_MAX, &a) != 0 || cj_parse_long(colon ? colon + 1 : first, a, INT_MAX, &b) != 0)
        return -1;
    *lo = (int)a;
    *hi = (int)b;
    return 0;
}
