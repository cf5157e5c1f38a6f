/* proc.c: bin/bench's measured children: an external command (a peer or a coverjar tool) or a
   forked function, with a wall-time cap, CPU time from wait4's rusage and, on request, peak memory. */
#define _GNU_SOURCE /* sched_setaffinity */
#include <errno.h>
#include <fcntl.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <sys/ptrace.h>
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

/* Measured children run on one CPU, the last the bench may use (-1: where the kernel puts them). On a
   shared machine the cores' speeds drift apart for seconds at a time, and two programs run in turn on
   different cores made top1465's ratio to kudoku swing by a tenth; on one core they share its drift.
   Tool state. */
static int pin_cpu = -1;

void proc_pin_children(void)
{
    cpu_set_t set;
    int c;
    pin_cpu = -1;
    if (sched_getaffinity(0, sizeof set, &set) == 0)
        for (c = 0; c < CPU_SETSIZE; c++)
            if (CPU_ISSET(c, &set))
                pin_cpu = c;
}

int proc_pinned_cpu(void)
{
    return pin_cpu;
}

/* Moves the bench to the chosen CPU, its own mask kept in *mine: 1, or 0 when it stays where it is (no CPU
   chosen, or the kernel refuses). A child forked meanwhile inherits the mask from its first instruction. */
static int move_to_pinned(cpu_set_t *mine)
{
    cpu_set_t one;
    if (pin_cpu < 0 || sched_getaffinity(0, sizeof *mine, mine) != 0)
        return 0;
    CPU_ZERO(&one);
    CPU_SET(pin_cpu, &one);
    return sched_setaffinity(0, sizeof one, &one) == 0;
}

/* Back to the mask move_to_pinned kept, when it moved. */
static void move_back(int moved, const cpu_set_t *mine)
{
    if (moved)
        (void)sched_setaffinity(0, sizeof *mine, mine);
}

static pid_t fork_pinned(void)
{
    cpu_set_t mine;
    int moved = move_to_pinned(&mine);
    pid_t pid = fork();
    if (pid != 0)
        move_back(moved, &mine);
    return pid;
}

int proc_system(const char *cmd)
{
    cpu_set_t mine;
    int moved = move_to_pinned(&mine), rc = system(cmd);
    move_back(moved, &mine);
    /* system() ignores SIGINT and SIGQUIT while it waits: a Ctrl-C then ends only its child, which says so */
    if (rc != -1 && WIFSIGNALED(rc) && (WTERMSIG(rc) == SIGINT || WTERMSIG(rc) == SIGQUIT))
        stop_note(SIGINT);
    stop_check(); /* the section is interrupted here, not misled by the helper's answer */
    return rc;
}

FILE *proc_popen(const char *cmd)
{
    cpu_set_t mine;
    int moved = move_to_pinned(&mine);
    FILE *p = popen(cmd, "r");
    move_back(moved, &mine);
    return p;
}

/* The peak resident memory of pid's present image (VmHWM, KiB), or -1. */
static long vm_hwm_kb(pid_t pid)
{
    char path[64], line[256];
    long kb = -1;
    FILE *f;
    snprintf(path, sizeof path, "/proc/%ld/status", (long)pid);
    if ((f = fopen(path, "r")) == NULL)
        return -1;
    while (kb < 0 && fgets(line, sizeof line, f) != NULL)
        if (sscanf(line, "VmHWM: %ld", &kb) != 1)
            kb = -1;
    fclose(f);
    return kb;
}

/* Waits for pid, killing its process group after cap seconds (times the scale). A traced child
   stops after its exec (then it is asked to stop at its exit too) and at its exit, where its peak
   memory is read; signals that stop it on their way are passed on. When the bench is stopped (stop.c),
   the process group is killed at once (by the handler, and here should the signal have come before the
   group was noted), reaped, and stop_check ends the bench. */
static void wait_capped(pid_t pid, double cap, double start, int traced, proc_result *r)
{
    int status = 0, killed = 0;
    struct rusage ru;
    struct timespec nap = {0, 2000000};
    memset(r, 0, sizeof *r);
    r->peak_kb = -1;
    stop_child_running(pid);
    for (;;) {
        pid_t w = wait4(pid, &status, WNOHANG, &ru);
        if (w == pid && traced && WIFSTOPPED(status)) {
            long sig = WSTOPSIG(status);
            if (status >> 16 == PTRACE_EVENT_EXIT) {
                r->peak_kb = vm_hwm_kb(pid);
                sig = 0;
            } else if (sig == SIGTRAP && traced == 1) {
                ptrace(PTRACE_SETOPTIONS, pid, NULL, (void *)(long)PTRACE_O_TRACEEXIT);
                traced = 2;
                sig = 0;
            }
            ptrace(PTRACE_CONT, pid, NULL, (void *)sig);
            continue;
        }
        if (w == pid)
            break;
        if (w < 0 && errno != EINTR) {
            stop_child_running(0);
            r->exit_code = -1;
            stop_check();
            return;
        }
        if (stop_requested() && !killed) {
            killed = 1;
            kill(-pid, SIGKILL);
            kill(pid, SIGKILL);
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
    stop_child_running(0);
    r->wall = wall_now() - start;
    r->cpu = (double)ru.ru_utime.tv_sec + (double)ru.ru_utime.tv_usec * 1e-6 + (double)ru.ru_stime.tv_sec +
             (double)ru.ru_stime.tv_usec * 1e-6;
    r->maxrss_kb = ru.ru_maxrss;
    r->exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    stop_check();
}

/* Runs argv in dir (NULL: the bench's folder; the paths given are opened before the move). */
static int run(const char *dir, char *const argv[], const char *in_path, const char *out_path, const char *err_path,
               double cap, int traced, proc_result *r)
{
    double start = wall_now();
    pid_t pid;
    stop_check(); /* a bench that was stopped starts no more children */
    fflush(NULL);
    pid = fork_pinned();
    if (pid < 0)
        return -1;
    if (pid == 0) {
        stop_in_child();
        setpgid(0, 0);
        redirect(in_path, 0, 0);
        redirect(out_path, 1, 1);
        redirect(err_path, 2, 1);
        if (dir != NULL && chdir(dir) != 0)
            _exit(127);
        if (traced && ptrace(PTRACE_TRACEME, 0, NULL, NULL) != 0)
            _exit(126);
        execvp(argv[0], argv);
        _exit(127);
    }
    setpgid(pid, pid);
    wait_capped(pid, cap, start, traced, r);
    return 0;
}

int proc_run(char *const argv[], const char *in_path, const char *out_path, const char *err_path, double cap,
             proc_result *r)
{
    return run(NULL, argv, in_path, out_path, err_path, cap, 0, r);
}

int proc_run_in(const char *dir, char *const argv[], const char *err_path, double cap, proc_result *r)
{
    return run(dir, argv, NULL, NULL, err_path, cap, 0, r);
}

int proc_run_peak(char *const argv[], double cap, proc_result *r)
{
    return run(NULL, argv, NULL, NULL, NULL, cap, 1, r);
}

int child_run(child_fn fn, void *ctx, const char *out_path, double cap, proc_result *r)
{
    double start = wall_now();
    pid_t pid;
    stop_check();
    fflush(NULL);
    pid = fork_pinned();
    if (pid < 0)
        return -1;
    if (pid == 0) {
        FILE *out;
        stop_in_child();
        setpgid(0, 0);
        out = fopen(out_path, "w");
        if (out == NULL)
            _exit(127);
        fn(ctx, out);
        fclose(out);
        _exit(0);
    }
    setpgid(pid, pid);
    wait_capped(pid, cap, start, 0, r);
    return 0;
}
