/* exact_cover_text.h: bin/dlx's reader for generic exact-cover instances in Knuth's DLX text format
   (item names on the first line, '|' before secondary ones; one option per line, `item:colour` on secondary items as in
   Knuth's XCC; '|' comment lines). */
#ifndef COVERJAR_EXACT_COVER_TEXT_H
#define COVERJAR_EXACT_COVER_TEXT_H

typedef struct ec_options {
    long limit; /* 0 = count every solution */
    int all;    /* print each solution */
    int stats;
} ec_options;

/* Solves the instance in path (NULL = stdin), printing to stdout. Returns the exit status (0 or 2). */
int ec_solve_file(const ec_options *o, const char *path);

#endif
