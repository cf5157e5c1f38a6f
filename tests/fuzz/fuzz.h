/* fuzz.h: what the fuzz targets share: the input as a NUL-terminated string, or as a file for the readers
   that take a path, and the tools' standard output sent to /dev/null. Test code only. */
#ifndef COVERJAR_FUZZ_H
#define COVERJAR_FUZZ_H

#define _POSIX_C_SOURCE 200809L
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* A NUL-terminated copy of the input (the caller frees it). */
static inline char *fuzz_string(const uint8_t *data, size_t size)
{
    char *s = malloc(size + 1);
    if (s == NULL)
        abort();
    memcpy(s, data, size);
    s[size] = '\0';
    return s;
}

/* The path of this process's input file ("" until made). */
static inline char *fuzz_file_name(void)
{
    static char name[64];
    return name;
}

static inline void fuzz_file_remove(void)
{
    if (fuzz_file_name()[0])
        unlink(fuzz_file_name());
}

/* Writes the input to a file of this process (removed at exit) and returns its path. */
static inline const char *fuzz_file(const uint8_t *data, size_t size)
{
    char *name = fuzz_file_name();
    FILE *f;
    if (!name[0]) {
        const char *dir = getenv("TMPDIR");
        snprintf(name, 64, "%.32s/coverjar-fuzz-%ld", dir && *dir ? dir : "/tmp",
                 (long)getpid());
        atexit(fuzz_file_remove);
    }
    f = fopen(name, "wb");
    if (f == NULL || (size && fwrite(data, 1, size, f) != size) || fclose(f) != 0)
        abort();
    return name;
}

/* A path for this process's bank, NAME in $TMPDIR (or /tmp), with no file there yet. */
static inline void fuzz_bank_path(char *path, size_t size, const char *name)
{
    const char *dir = getenv("TMPDIR");
    snprintf(path, size, "%.40s/coverjar-fuzz-%s-%ld.db", dir && *dir ? dir : "/tmp", name, (long)getpid());
    unlink(path);
}

/* Removes a bank file the target made, with SQLite's -wal and -shm files beside it. */
static inline void fuzz_bank_remove(const char *path)
{
    char side[160];
    unlink(path);
    snprintf(side, sizeof side, "%s-wal", path);
    unlink(side);
    snprintf(side, sizeof side, "%s-shm", path);
    unlink(side);
}

/* Sends standard output to /dev/null (the solvers print their answers there). */
static inline void fuzz_quiet_stdout(void)
{
    static int done;
    if (!done) {
        fflush(stdout);
        if (freopen("/dev/null", "w", stdout) == NULL)
            abort();
        done = 1;
    }
}

#endif
