/* version.c: --version for every tool, in the form help2man reads (the first line names the tool,
   the package and the release). */
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include "dlx/tool_exit.h"
#include "dlx/version.h"

int cj_version(int argc, char **argv, const char *tool, int commands)
{
    int first = argc >= 2 && strcmp(argv[1], "--version") == 0;
    /* or right after a command of a tool that has commands: classify grade --version */
    int after_command = commands && argc == 3 && argv[1][0] != '-' && strcmp(argv[2], "--version") == 0;
    if (!first && !after_command)
        return -1;
    printf("%s (coverjar) %s\n", tool, COVERJAR_VERSION);
    printf("Puzzle generation on a resettable exact-cover engine. MIT License.\n");
    if (fflush(stdout) != 0 || ferror(stdout)) {
        cj_write_error(tool, errno);
        return 1;
    }
    return 0;
}

const char *cj_version_number(void)
{
    return COVERJAR_VERSION;
}
