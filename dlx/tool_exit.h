/* tool_exit.h: every tool's output guarantee (host only): a failed write, flush or close of stdout is
   reported as "TOOL: write error: REASON" and ends the tool with exit status 1, never silently. */
#ifndef COVERJAR_TOOL_EXIT_H
#define COVERJAR_TOOL_EXIT_H

/* Prints "tool: write error: strerror(err)" on stderr (once per process), "tool: FILE: write error: ..." once
   stdout is FILE (-o FILE). */
void cj_write_error(const char *tool, int err);

/* Notes that stdout now writes FILE (path kept, not copied), which the write error names. */
void cj_stdout_is(const char *path);

/* Notes that stderr carries what the user asked for (--stats' lines): a failed write there, met at exit, turns the
   exit status into 1 too (with no message, since stderr is where it would go). */
void cj_stderr_is_output(void);

/* Registers the check run at exit (and keeps a closed stdin one whose reads fail with EBADF): stdout is flushed and closed, and a failure (or an error met earlier
   on stdout) is reported as above and turns the exit status into 1. Call once, first thing in main. */
void cj_check_stdout_at_exit(const char *tool);

#endif
