/* serve_options.c: `bank serve`'s command line: the options read and checked, each refusal in one line naming the
   argument, exit status 2 (host only). */
#define _POSIX_C_SOURCE 200809L
#include <arpa/inet.h>
#include <stdio.h>
#include <string.h>

#include "dlx/cli.h"
#include "gen/bank/bank_cli.h"
#include "gen/bank/serve_options.h"
#include "gen/bank/serve_pool.h"

static const char usage[] =
    "usage: bank serve DB [--port P] [--bind ADDR] [--page DIR] [--seed S] [--threads N] [--no-live]\n"
    "                     [--live-seconds S] [--cors ORIGIN] [--log FILE]\n"
    "  serves the play page and its JSON API on http://ADDR:P/ (default 127.0.0.1:8080; --port 0 picks a\n"
    "  free port) until SIGINT or SIGTERM. --page: the folder of index.html and the files it loads (default:\n"
    "  gen/bank/page beside the binary's tree). --seed: the first seed of random picks (default: the clock).\n"
    "  --threads: threads answering requests (1 to 64), each with its own connection to the bank (default 2).\n"
    "  --no-live: serve the bank as it is: live=1 is refused (403), the bank is only read.\n"
    "  --live-seconds: how long a live=1 generation may take before it answers 503 (1 to 3600, default 20).\n"
    "  --cors ORIGIN: pages of ORIGIN (https://app.example, or * for any) may call the API from a browser:\n"
    "  its answers carry Access-Control-Allow-Origin, and a preflight OPTIONS is answered 204.\n"
    "  --log FILE: a line for each answer in the Common Log Format, appended to FILE (- for standard output).\n"
    "  GET /api/puzzle?kind=&size=&box=&width=&height=&level=&empty=A:B&solutions=K[&not=ID][&live=1][&seed=S][&id=N]\n"
    "  GET /api/kinds   POST /api/check {\"id\":N,\"grid\":\"...\"}   POST /api/hint {\"id\":N,\"grid\":\"...\"}\n"
    BANK_ALL_COMMANDS;

/* Refuses the command line in one line: the problem, the argument it is about in quotes, where help is; 2. */
static int serve_refuse(const char *tool, const char *problem, const char *arg)
{
    fprintf(stderr, "%s: serve: %s%s%s%s (see %s serve --help)\n", tool, problem, arg ? "'" : "", arg ? arg : "",
            arg ? "'" : "", tool);
    return 2;
}

/* Whether text is "*" or an origin as a browser sends it: http:// or https://, then a host and maybe a port (no
   path, blank or control character, which would end the header). */
static int origin_ok(const char *text)
{
    const char *host = strncmp(text, "https://", 8) == 0 ? text + 8 : strncmp(text, "http://", 7) == 0 ? text + 7
                                                                                                         : NULL;
    if (strcmp(text, "*") == 0)
        return 1;
    if (host == NULL || *host == '\0')
        return 0;
    for (; *host != '\0'; host++)
        if ((unsigned char)*host <= ' ' || *host == '/' || (unsigned char)*host >= 127)
            return 0;
    return 1;
}


int serve_read_options(serve_opts *o, const char *tool, int argc, char **argv)
{
    int k;
    memset(o, 0, sizeof *o);
    o->bind = "127.0.0.1";
    o->port = 8080;
    o->threads = 2;
    o->live_seconds = BANK_LIVE_SECONDS;
    for (k = 1; k < argc; k++) {
        const char *a = argv[k], *v = k + 1 < argc ? argv[k + 1] : NULL;
        if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
            fputs(usage, stdout);
            return 1;
        } else if (strcmp(a, "--seed") == 0 && v && bank_seed_parse(v, &o->seed) == 0) {
            o->have_seed = 1;
            k++;
        } else if (strcmp(a, "--seed") == 0) {
            return v ? serve_refuse(tool, "--seed takes " BANK_SEED_RANGE ", not ", v)
                     : serve_refuse(tool, "a value is missing after ", a);
        } else if (strcmp(a, "--cors") == 0) {
            if (v == NULL || !origin_ok(v))
                return serve_refuse(tool, v ? "--cors takes * or an origin (https://host[:port]), not "
                                            : "a value is missing after ", v ? v : a);
            o->cors = v;
            k++;
        } else if (strcmp(a, "--live-seconds") == 0) {
            char problem[64];
            if (v == NULL || cj_parse_long(v, 1, BANK_LIVE_SECONDS_MAX, &o->live_seconds)) {
                snprintf(problem, sizeof problem, "%s takes a number from 1 to %d, not ", a, BANK_LIVE_SECONDS_MAX);
                return serve_refuse(tool, v ? problem : "a value is missing after ", v ? v : a);
            }
            k++;
        } else if (strcmp(a, "--port") == 0 || strcmp(a, "--threads") == 0) {
            int port = a[2] == 'p', most = port ? 65535 : SERVE_MAX_THREADS;
            char problem[64];
            if (v == NULL || cj_parse_long(v, port ? 0 : 1, most, port ? &o->port : &o->threads)) {
                snprintf(problem, sizeof problem, "%s takes a number from %d to %d, not ", a, port ? 0 : 1, most);
                return serve_refuse(tool, v ? problem : "a value is missing after ", v ? v : a);
            }
            k++;
        } else if (strcmp(a, "--bind") == 0 && v) {
            o->bind = argv[++k];
        } else if (strcmp(a, "--page") == 0 && v) {
            o->page = argv[++k];
        } else if (strcmp(a, "--log") == 0 && v) {
            o->log = argv[++k];
        } else if (strcmp(a, "--no-live") == 0) {
            o->no_live = 1;
        } else if (a[0] != '-' && o->db == NULL) {
            o->db = a;
        } else if (a[0] == '-' && strcmp(a, "--bind") != 0 && strcmp(a, "--page") != 0 && strcmp(a, "--log") != 0) {
            fprintf(stderr, "%s: unknown option '%s' (see %s serve --help)\n", tool, a, tool);
            return 2;
        } else {
            return serve_refuse(tool, a[0] == '-' ? "a value is missing after " : "one bank only; unexpected ", a);
        }
    }
    if (o->db == NULL)
        return serve_refuse(tool, "no bank named", NULL);
    o->a4.sin_family = AF_INET;
    o->a4.sin_port = htons((uint16_t)o->port);
    o->a6.sin6_family = AF_INET6;
    o->a6.sin6_port = htons((uint16_t)o->port);
    if (inet_pton(AF_INET, o->bind, &o->a4.sin_addr) != 1) {
        if (inet_pton(AF_INET6, o->bind, &o->a6.sin6_addr) != 1)
            return serve_refuse(tool, "--bind takes an IPv4 or IPv6 address, not ", o->bind);
        o->v6 = 1;
    }
    return 0;
}
