/* stop_signal.c: SIGINT, SIGTERM and SIGHUP in `bank add`, `build` and `regrade`: noted, so that the work in hand
   is finished and stored and the summary printed, before the tool ends by the signal. */
#define _POSIX_C_SOURCE 200809L
#include <signal.h>
#include <stdatomic.h>
#include <string.h>

#include "gen/bank/bank_cli.h"

volatile sig_atomic_t bank_stop_signal;

static const int stop_signals[] = {SIGINT, SIGTERM, SIGHUP};
static atomic_int stops_seen; /* lock-free on the hosts the tools run on: safe in a handler, on any thread */

/* The first stop signal is noted, and all three caught get their default action back (sigaction is
   async-signal-safe); a second one, of any of them and on any thread, even while the first is handled, ends the
   tool at once by its own default action. */
static void on_stop_signal(int sig)
{
    struct sigaction dfl;
    size_t k;
    memset(&dfl, 0, sizeof dfl);
    dfl.sa_handler = SIG_DFL;
    sigemptyset(&dfl.sa_mask);
    if (atomic_fetch_add(&stops_seen, 1) > 0) {
        sigaction(sig, &dfl, NULL);
        raise(sig);
        return;
    }
    bank_stop_signal = sig;
    for (k = 0; k < sizeof stop_signals / sizeof stop_signals[0]; k++) {
        struct sigaction was;
        if (sigaction(stop_signals[k], NULL, &was) == 0 && was.sa_handler == on_stop_signal)
            sigaction(stop_signals[k], &dfl, NULL);
    }
}

/* Without SA_RESTART, so that a read waiting for input returns (cj_lines' stop); a signal ignored when the tool
   started (nohup) stays ignored. */
void bank_catch_stop_signals(void)
{
    struct sigaction sa, was;
    size_t k;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_stop_signal;
    sa.sa_flags = 0; /* the handler gives every stop signal its default action back */
    sigemptyset(&sa.sa_mask);
    for (k = 0; k < sizeof stop_signals / sizeof stop_signals[0]; k++)
        if (sigaction(stop_signals[k], NULL, &was) == 0 && was.sa_handler != SIG_IGN)
            sigaction(stop_signals[k], &sa, NULL);
}

void bank_end_by_stop_signal(void)
{
    if (bank_stop_signal) /* its default action now (the handler): the tool ends as the signal would have ended it */
        raise(bank_stop_signal);
}
