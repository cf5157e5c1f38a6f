/* stop.c: bin/bench stopped by SIGINT, SIGTERM or SIGHUP: the handler kills the measured child's process group
   and notes the signal; the bench then reaps the child, writes its partial report and ends by that signal. */
#define _POSIX_C_SOURCE 200809L
#include <signal.h>
#include <stddef.h>
#include <unistd.h>

#include "bench/bench.h"

static const int STOP_SIGNALS[3] = {SIGINT, SIGTERM, SIGHUP};

/* Tool state (a bench is one run): the signal that stopped the run (0: none), and the process group of the
   measured child while one runs (0: none). The handler reads the one and writes the other, nothing else. */
static volatile sig_atomic_t stop_signal;
static volatile sig_atomic_t child_group;
/* What the bench does once stopped (its partial report): set once, before the handler is installed; cleared
   when called, so that it runs once. */
static void (*on_stop)(void *ctx, int sig);
static void *on_stop_ctx;

static void handler(int sig)
{
    pid_t group = (pid_t)child_group;
    if (stop_signal == 0)
        stop_signal = sig;
    if (group > 0)
        kill(-group, SIGKILL); /* the child and whatever it started; the bench reaps it in wait_capped */
}

void stop_install(void (*fn)(void *ctx, int sig), void *ctx)
{
    struct sigaction sa, old;
    int k;
    on_stop = fn;
    on_stop_ctx = ctx;
    sa.sa_handler = handler;
    sa.sa_flags = SA_RESTART;
    sigemptyset(&sa.sa_mask);
    for (k = 0; k < 3; k++)
        sigaddset(&sa.sa_mask, STOP_SIGNALS[k]);
    for (k = 0; k < 3; k++)
        /* a signal ignored when the bench started (nohup; a background job of a shell) stays ignored */
        if (sigaction(STOP_SIGNALS[k], NULL, &old) == 0 && old.sa_handler != SIG_IGN)
            sigaction(STOP_SIGNALS[k], &sa, NULL);
}

void stop_in_child(void)
{
    struct sigaction sa, old;
    int k;
    sa.sa_handler = SIG_DFL;
    sa.sa_flags = 0;
    sigemptyset(&sa.sa_mask);
    for (k = 0; k < 3; k++)
        if (sigaction(STOP_SIGNALS[k], NULL, &old) == 0 && old.sa_handler == handler)
            sigaction(STOP_SIGNALS[k], &sa, NULL);
    on_stop = NULL;
}

void stop_child_running(pid_t group)
{
    child_group = (sig_atomic_t)group;
}

int stop_requested(void)
{
    return stop_signal;
}

void stop_note(int sig)
{
    if (stop_signal == 0)
        stop_signal = sig;
}

const char *stop_signal_name(int sig)
{
    return sig == SIGINT ? "SIGINT" : sig == SIGTERM ? "SIGTERM" : sig == SIGHUP ? "SIGHUP" : "a signal";
}

void stop_check(void)
{
    int sig = stop_signal;
    void (*fn)(void *ctx, int sig) = on_stop;
    sigset_t set;
    if (sig == 0 || fn == NULL) /* not stopped; or in a forked child, or already writing the partial report */
        return;
    on_stop = NULL;
    fn(on_stop_ctx, sig);
    signal(sig, SIG_DFL);
    sigemptyset(&set);
    sigaddset(&set, sig);
    sigprocmask(SIG_UNBLOCK, &set, NULL);
    raise(sig);
    _exit(128 + sig); /* not reached: the default action of the signal ends the process */
}
