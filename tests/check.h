/* check.h: the tiny assertion kit every C test program uses.
   CHECK counts and reports; check_summary prints "N passed, N failed" and gives the exit status. */
#ifndef COVERJAR_CHECK_H
#define COVERJAR_CHECK_H

#include <stdio.h>
#include <stdlib.h>

typedef struct check_counts {
    long passed;
    long failed;
} check_counts;

/* One counter per test program, defined in the program's main file. */
extern check_counts checks;

#define CHECK(cond, ...)                                                   \
    do {                                                                   \
        if (cond) {                                                        \
            checks.passed++;                                               \
        } else {                                                           \
            checks.failed++;                                               \
            fprintf(stderr, "FAIL %s:%d: ", __FILE__, __LINE__);           \
            fprintf(stderr, __VA_ARGS__);                                  \
            fputc('\n', stderr);                                           \
        }                                                                  \
    } while (0)

static inline int check_summary(void)
{
    printf("%ld passed, %ld failed\n", checks.passed, checks.failed);
    return checks.failed ? 1 : 0;
}

/* The folder of public data sets (../shared/data), from COVERJAR_DATA. */
static inline const char *check_data_dir(void)
{
    const char *d = getenv("COVERJAR_DATA");
    return d ? d : "../shared/data";
}

/* Opens a file of the data folder for reading, checking that it opened (NULL when not). */
static inline FILE *check_open_data(const char *name)
{
    char path[1024];
    FILE *f;
    snprintf(path, sizeof path, "%s/%s", check_data_dir(), name);
    f = fopen(path, "r");
    CHECK(f != NULL, "open %s", path);
    return f;
}

#endif
