/* version.h: the release every tool reports with --version; the number comes from VERSION in the
   Makefile, the one place it is written. */
#ifndef COVERJAR_VERSION_H
#define COVERJAR_VERSION_H

#ifndef COVERJAR_VERSION
#define COVERJAR_VERSION "unknown"
#endif

/* When argv[1] is --version, or (a tool with commands) the one word after a command (`classify grade
   --version`): prints "TOOL (coverjar) VERSION" and returns the exit status (0, or 1 after a write error);
   otherwise returns -1. */
int cj_version(int argc, char **argv, const char *tool, int commands);

/* The release number alone ("0.3.0"), as --version prints it: for a report that names it. */
const char *cj_version_number(void);

#endif
