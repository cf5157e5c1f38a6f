/* stop_signal.c: SIGINT, SIGTERM and SIGHUP in `bank add` and `bank build`: noted, so that the work in hand is
   finished and stored and the summary printed, before the tool ends by the signal. */
#define _POSIX_C_SOURCE 200809L
#include <signal.h>
#include <string.h>

#include "gen/bank/bank_cli.h"

volatile sig_atomic_t bank_stop_signal;

static void on_stop_signal(int sig)
{
    bank_stop_signal = sig;
}

/* Without SA_RESTART, so that a read waiting for input returns (cj_lines' stop); a signal ignored when the tool
   started (nohup) stays ignored. */
void bank_catch_stop_signals(void)
{
    static const int sigs[] = {SIGINT, SIGTERM, SIGHUP};
    struct sigaction sa, was;
    size_t k;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_stop_signal;
    sa.sa_flags = SA_RESETHAND; /* the second signal: its default action */
    sigemptyset(&sa.sa_mask);
    for (k = 0; k < sizeof sigs / sizeof sigs[0]; k++)
        if (sigaction(sigs[k], NULL, &was) == 0 && was.sa_handler != SIG_IGN)
            sigaction(sigs[k], &sa, NULL);
}

void bank_end_by_stop_signal(void)
{
    if (bank_stop_signal) /* its default action now (SA_RESETHAND): the tool ends as the signal would have ended it */
        raise(bank_stop_signal);
}
