/* serve_options.h: `bank serve`'s command line, read by serve_options.c for serve.c (host only). */
#ifndef COVERJAR_SERVE_OPTIONS_H
#define COVERJAR_SERVE_OPTIONS_H

#include <netinet/in.h>
#include <stdint.h>

/* The command line, the addresses to listen on made from --bind and --port. */
typedef struct serve_opts {
    const char *db, *bind, *page, *cors, *log;
    long port, threads, live_seconds;
    uint64_t seed;
    int have_seed, no_live;
    struct sockaddr_in a4;
    struct sockaddr_in6 a6;
    int v6;
} serve_opts;

/* Reads the arguments after "serve"; 0, 1 after --help (the usage on stdout), or 2 after a one-line refusal. */
int serve_read_options(serve_opts *o, const char *tool, int argc, char **argv);

#endif
