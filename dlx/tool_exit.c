/* tool_exit.c: stdout (and stderr, when it carries --stats) checked at exit by every tool, so a full disk or a
   closed file never looks like success; a broken pipe still ends the tool by SIGPIPE, quietly, as Unix tools do. */
#define _POSIX_C_SOURCE 200809L
#include "dlx/tool_exit.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* One tool per process: the name for the at-exit message, the file stdout writes (-o), whether a write
   error was reported, and whether stderr carries what was asked for (--stats). */
static const char *checked_tool = "coverjar", *stdout_path;
static volatile sig_atomic_t write_error_reported;
static int stderr_asked_for;

void cj_stdout_is(const char *path) { stdout_path = path; }

void cj_stderr_is_output(void) { stderr_asked_for = 1; }

void cj_write_error(const char *tool, int err)
{
    if (write_error_reported)
        return;
    write_error_reported = 1;
    fprintf(stderr, "%s: %s%swrite error: %s\n", tool, stdout_path ? stdout_path : "", stdout_path ? ": " : "",
            strerror(err ? err : EIO));
}

static void check_stdout(void)
{
    int err = 0;
    errno = 0;
    if (fflush(stdout) != 0)
        err = errno ? errno : EIO;
    else if (ferror(stdout))
        err = EIO; /* an earlier write failed; its errno is gone */
    else if (fclose(stdout) != 0 && errno != EBADF) /* EBADF: stdout was closed and never written */
        err = errno ? errno : EIO;
    if (stderr_asked_for && (fflush(stderr) != 0 || ferror(stderr)))
        _exit(1); /* what was asked for is lost, and so would be any word of it */
    if (err == 0 && !write_error_reported)
        return;
    cj_write_error(checked_tool, err);
    _exit(1);
}

void cj_check_stdout_at_exit(const char *tool)
{
    checked_tool = tool;
    /* a closed stdin stays one that cannot be read (a read says EBADF), rather than the next file opened (SQLite
       puts /dev/null there, so a bank read nothing and said the input had no puzzles) */
    if (fcntl(0, F_GETFD) == -1 && errno == EBADF) {
        int fd = open("/dev/null", O_WRONLY);
        if (fd > 0)
            close(fd);
    }
    atexit(check_stdout);
}
