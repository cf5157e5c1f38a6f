/* proc.c: bin/bench's measured children: an external command (a peer or a coverjar tool) or a
   forked function, with a wall-time cap, CPU time and peak RSS from wait4's rusage. */
#define _DEFAULT_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <sys/resource.h>
#include <sys/time.h>
#include <sys/types.h>
#include <sys/wait.h>

#include "bench/bench.h"

static void redirect(const char *path, int fd, int write)
{
    int f = open(path != NULL ? path : "/dev/null", write ? (O_WRONLY | O_CREAT | O_TRUNC) : O_RDONLY, 0644);
    if (f < 0)
        _exit(127);
    dup2(f, fd);
    close(f);
}

/* Wall caps are stretched on a loaded machine (full runs only), so that a cap meant for the
   CPU time a peer needs is not hit because other jobs share the cores. Tool state, set once. */
static double cap_scale = 1;

void proc_set_cap_scale(double s)
{
    cap_scale = s > 1 ? s : 1;
}

/* Waits for pid, killing its process group after cap seconds (times the scale). */
static void wait_capped(pid_t pid, double cap, double start, proc_result *r)
{
    int status = 0;
    struct rusage ru;
    struct timespec nap = {0, 2000000};
    memset(r, 0, sizeof *r);
    for (;;) {
        pid_t w = wait4(pid, &status, WNOHANG, &ru);
        if (w == pid)
            break;
        if (w < 0 && errno != EINTR) {
            r->exit_code = -1;
            return;
        }
        if (cap > 0 && wall_now() - start > cap * cap_scale && !r->timed_out) {
            r->timed_out = 1;
            kill(-pid, SIGKILL);
            kill(pid, SIGKILL);
        }
        nanosleep(&nap, NULL);
        if (nap.tv_nsec < 20000000)
            nap.tv_nsec += 1000000;
    }
    r->wall = wall_now() - start;
    r->cpu = (double)ru.ru_utime.tv_sec + (double)ru.ru_utime.tv_usec * 1e-6 + (double)ru.ru_stime.tv_sec +
             (double)ru.ru_stime.tv_usec * 1e-6;
    r->maxrss_kb = ru.ru_maxrss;
    r->exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

int proc_run(char *const argv[], const char *in_path, const char *out_path, const char *err_path, double cap,
             proc_result *r)
{
    double start = wall_now();
    pid_t pid;
    fflush(NULL);
    pid = fork();
    if (pid < 0)
        return -1;
    if (pid == 0) {
        setpgid(0, 0);
        redirect(in_path, 0, 0);
        redirect(out_path, 1, 1);
        redirect(err_path, 2, 1);
        execvp(argv[0], argv);
        _exit(127);
    }
    setpgid(pid, pid);
    wait_capped(pid, cap, start, r);
    return 0;
}

int child_run(child_fn fn, void *ctx, const char *out_path, double cap, proc_result *r)
{
    double start = wall_now();
    pid_t pid;
    fflush(NULL);
    pid = fork();
    if (pid < 0)
        return -1;
    if (pid == 0) {
        FILE *out;
        setpgid(0, 0);
        out = fopen(out_path, "w");
        if (out == NULL)
            _exit(127);
        fn(ctx, out);
        fclose(out);
        _exit(0);
    }
    setpgid(pid, pid);
    wait_capped(pid, cap, start, r);
    return 0;
}
