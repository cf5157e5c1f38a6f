/* serve.h: `bin/bank serve DB [--port P] [--bind ADDR] [--page DIR]`: the play page and its JSON API
   over HTTP (libmicrohttpd), answering from the bank (host only). */
#ifndef COVERJAR_BANK_SERVE_H
#define COVERJAR_BANK_SERVE_H

/* Runs the server until SIGINT or SIGTERM; argv[0] is "serve". Returns the exit status. */
int bank_serve_main(const char *tool, int argc, char **argv);

#endif
