/* replay.c: runs a fuzz target without libFuzzer: every file given (or every file in a directory given)
   goes once through LLVMFuzzerTestOneInput; for `make test` on the sanitizer build. */
#define _POSIX_C_SOURCE 200809L
#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static long replayed;

static int replay_file(const char *path)
{
    FILE *f = fopen(path, "rb");
    uint8_t *data = NULL;
    size_t size = 0, cap = 0, got;
    if (f == NULL) {
        fprintf(stderr, "replay: %s: cannot open\n", path);
        return -1;
    }
    do {
        if (size == cap) {
            uint8_t *bigger = realloc(data, cap = cap ? cap * 2 : 4096);
            if (bigger == NULL) {
                free(data);
                fclose(f);
                return -1;
            }
            data = bigger;
        }
        got = fread(data + size, 1, cap - size, f);
        size += got;
    } while (got > 0);
    fclose(f);
    LLVMFuzzerTestOneInput(data, size);
    free(data);
    replayed++;
    return 0;
}

static int replay_path(const char *path)
{
    struct stat st;
    DIR *dir;
    struct dirent *e;
    int status = 0;
    if (stat(path, &st) != 0) {
        fprintf(stderr, "replay: %s: missing\n", path);
        return -1;
    }
    if (!S_ISDIR(st.st_mode))
        return replay_file(path);
    dir = opendir(path);
    if (dir == NULL)
        return -1;
    while ((e = readdir(dir)) != NULL) {
        char full[4096];
        if (e->d_name[0] == '.')
            continue;
        snprintf(full, sizeof full, "%s/%s", path, e->d_name);
        if (replay_path(full) != 0)
            status = -1;
    }
    closedir(dir);
    return status;
}

int main(int argc, char **argv)
{
    int i, status = 0;
    for (i = 1; i < argc; i++)
        if (replay_path(argv[i]) != 0)
            status = 1;
    fprintf(stderr, "replay: %ld inputs\n", replayed);
    return status;
}
