/* model_file.c: bin/classify's model file (our header, the features' scaling, then libsvm's text):
   save, load and check, where the default model is found, and the scaling shared by train and predict. */
#define _GNU_SOURCE /* realpath, memfd_create */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>
#include "classify/model_file.h"
#include "classify/tool.h"
#include "dlx/shape.h"

int label_index(char **labels, int *n, const char *name, int add)
{
    int i;
    for (i = 0; i < *n; i++)
        if (!strcmp(labels[i], name)) return i;
    if (!add || *n == MAX_LABELS) return -1;
    if ((labels[*n] = strdup(name)) == NULL) return LABEL_NO_MEMORY;
    return (*n)++;
}

void scale_rows(double *rows, long count, int width, const double *lo, const double *hi)
{
    long i;
    int k;
    for (i = 0; i < count; i++)
        for (k = 0; k < width; k++) {
            double *v = &rows[i * width + k];
            *v = hi[k] > lo[k] ? -1.0 + 2.0 * (*v - lo[k]) / (hi[k] - lo[k]) : 0.0;
        }
}

/* Sparse libsvm nodes for scaled row r (zeros left out). */
void make_nodes(const double *row, int width, struct svm_node *out)
{
    int k, m = 0;
    for (k = 0; k < width; k++)
        if (row[k] != 0.0) {
            out[m].index = k + 1;
            out[m].value = row[k];
            m++;
        }
    out[m].index = -1;
    out[m].value = 0;
}

/* ---- model file ---- */

void model_free(model_file *m)
{
    int i;
    for (i = 0; i < m->n_labels; i++) free(m->labels[i]);
    free(m->lo);
    free(m->hi);
    if (m->svm) svm_free_and_destroy_model(&m->svm);
    memset(m, 0, sizeof *m);
}

/* Opens where the model goes: a new file beside path (*tmp, renamed over path once complete, so a failed
   write leaves an existing model whole), or, when path is there but is no regular file (/dev/stdout, a
   pipe), path itself. */
static FILE *open_target(const char *path, char **tmp)
{
    struct stat st;
    int exists = stat(path, &st) == 0;
    char *real = NULL;
    const char *where = path;
    FILE *out;
    int fd;
    mode_t mask;
    *tmp = NULL;
    if (exists) {
        if (!S_ISREG(st.st_mode))
            return fopen(path, "w");
        real = realpath(path, NULL); /* through a link: replace the file it names, not the link */
        if (!real)
            return NULL;
        where = real;
    }
    *tmp = malloc(strlen(where) + 8);
    if (!*tmp) {
        free(real);
        return NULL;
    }
    sprintf(*tmp, "%s.XXXXXX", where);
    free(real);
    fd = mkstemp(*tmp);
    if (fd < 0) {
        free(*tmp);
        *tmp = NULL;
        return NULL;
    }
    mask = umask(0); /* the permissions fopen would have given */
    umask(mask);
    fchmod(fd, (exists ? st.st_mode & 0777 : 0666) & ~mask);
    out = fdopen(fd, "w");
    if (!out) {
        close(fd);
        unlink(*tmp);
        free(*tmp);
        *tmp = NULL;
    }
    return out;
}

int model_target_ok(const char *path)
{
    struct stat st;
    char *tmp;
    FILE *out;
    if (stat(path, &st) == 0 && !S_ISREG(st.st_mode))
        return 0; /* a device or a pipe: opened only to write the model */
    if ((out = open_target(path, &tmp)) == NULL)
        return -1;
    fclose(out);
    unlink(tmp);
    free(tmp);
    return 0;
}

/* A file in memory for libsvm, which reads and writes models only by name: its descriptor, name set to
   /proc/self/fd/N (opened by that name it starts at its beginning); -1 when the system gives none. No disk is
   written, so a full /tmp cannot cut a model short. */
static int memory_file(char *name, size_t size)
{
    int fd = memfd_create("coverjar-svm", MFD_CLOEXEC);
    if (fd >= 0)
        snprintf(name, size, "/proc/self/fd/%d", fd);
    return fd;
}

int model_save(const model_file *m, const char *path)
{
    char svm[64], *tmp = NULL;
    int fd = memory_file(svm, sizeof svm), i, ch, failed, saved, br, bc;
    FILE *in, *out;
    if (fd < 0) return -1;
    if (svm_save_model(svm, m->svm) || (in = fdopen(fd, "r")) == NULL) {
        saved = errno;
        close(fd);
        errno = saved;
        return -1;
    }
    out = open_target(path, &tmp);
    if (!out) {
        saved = errno;
        fclose(in);
        errno = saved;
        return -1;
    }
    fprintf(out, "%s\nfeatures %s\nside %d\n", MODEL_MAGIC, classify_feature_set_name(m->set), m->side);
    if (m->br > 0 && (cj_default_box(m->side, &br, &bc) != 0 || br != m->br || bc != m->bc))
        fprintf(out, "box %dx%d\n", m->br, m->bc); /* only then: models of the default shape read as before */
    fprintf(out, "width %d\nlabels %d", m->width, m->n_labels);
    for (i = 0; i < m->n_labels; i++) fprintf(out, " %s", m->labels[i]);
    fprintf(out, "\nsearch C %.17g gamma %.17g cv_accuracy %.6f\n", m->C, m->gamma, m->cv);
    for (i = 0; i < m->width; i++) fprintf(out, "scale %d %.17g %.17g\n", i + 1, m->lo[i], m->hi[i]);
    fprintf(out, "libsvm\n");
    while ((ch = fgetc(in)) != EOF) fputc(ch, out);
    failed = ferror(in) != 0 || ferror(out) != 0;
    fclose(in);
    failed |= fclose(out) != 0;
    saved = errno;
    if (tmp) {
        char *dest = strndup(tmp, strlen(tmp) - 7); /* the name without ".XXXXXX": path, or the file it links to */
        if (!failed && (!dest || rename(tmp, dest) != 0)) {
            failed = 1;
            saved = dest ? errno : ENOMEM;
        }
        if (failed) unlink(tmp);
        free(dest);
        free(tmp);
    }
    errno = saved;
    return failed ? -1 : 0;
}

/* A finite number filling the whole word. */
static int finite_number(const char *word, double *value)
{
    char *end;
    *value = strtod(word, &end);
    return end != word && *end == 0 && *value == *value && *value - *value == 0;
}

#define SCALE_SEEN 6 /* seen[] of header_line: its keys, then each scale line */

/* One line of our header, split into words (the line is cut up). Returns a problem, or NULL. */
static const char *header_line(model_file *m, char *line, unsigned char *seen, int *scales)
{
    static const char *const keys[] = {"features", "side", "width", "labels", "search", "box", NULL};
    char *save = NULL, *word = strtok_r(line, " \t\r\n", &save), *w[8];
    int k, n;
    long v;
    if (!word) return NULL; /* a blank line */
    for (n = 0; n < (strcmp(word, "labels") ? 8 : 1) && (w[n] = strtok_r(NULL, " \t\r\n", &save)) != NULL; n++)
        ; /* the label names are read below */
    if (!strcmp(word, "scale")) {
        double lo, hi;
        if (!m->lo) return "a scale line before the width line";
        if (n != 3 || cj_parse_long(w[0], 1, m->width, &v) || !finite_number(w[1], &lo) || !finite_number(w[2], &hi))
            return "a scale line is not 'scale K LO HI' with K in 1 .. the width";
        if (seen[SCALE_SEEN + v - 1]) return "a second scale line for one feature";
        seen[SCALE_SEEN + v - 1] = 1;
        m->lo[v - 1] = lo;
        m->hi[v - 1] = hi;
        (*scales)++;
        return NULL;
    }
    for (k = 0; keys[k] && strcmp(word, keys[k]); k++)
        ;
    if (!keys[k]) return "an unknown header line";
    if (seen[k]) return "a header line given a second time";
    seen[k] = 1;
    switch (k) {
    case 0:
        m->set = n == 1 ? classify_feature_set_parse(w[0]) : -1;
        return m->set < 0 ? "features is not one of puzzlejar, full" : NULL;
    case 1:
        if (n != 1 || cj_parse_long(w[0], 1, MODEL_MAX_SIDE, &v)) return "side is not 1 .. 64";
        m->side = (int)v;
        return NULL;
    case 2:
        if (n != 1 || cj_parse_long(w[0], 1, 1024, &v)) return "width is not 1 .. 1024";
        m->width = (int)v;
        m->lo = calloc((size_t)m->width, sizeof(double));
        m->hi = calloc((size_t)m->width, sizeof(double));
        return m->lo && m->hi ? NULL : "out of memory";
    case 3:
        if (n < 1 || cj_parse_long(w[0], 1, MAX_LABELS, &v)) return "the label count is not 1 .. 64";
        for (word = strtok_r(NULL, " \t\r\n", &save); word; word = strtok_r(NULL, " \t\r\n", &save)) {
            if (m->n_labels == v) return "more labels than the count says";
            if (strlen(word) > MAX_LABEL_LENGTH) return "a label longer than 255 characters";
            if (label_index(m->labels, &m->n_labels, word, 0) >= 0) return "a label named twice";
            if (label_index(m->labels, &m->n_labels, word, 1) < 0) return "out of memory";
        }
        return m->n_labels == v ? NULL : "fewer labels than the count says";
    case 5:
        if (n != 1 || cj_parse_box(w[0], &m->br, &m->bc)) return "box is not RxC";
        return NULL;
    default:
        if (n != 6 || strcmp(w[0], "C") || strcmp(w[2], "gamma") || strcmp(w[4], "cv_accuracy") ||
            !finite_number(w[1], &m->C) || !finite_number(w[3], &m->gamma) || !finite_number(w[5], &m->cv))
            return "the search line is not 'search C X gamma Y cv_accuracy Z'";
        return NULL;
    }
}

/* Loads a model file; on failure prints why and returns -1. */
int model_load(model_file *m, const char *path)
{
    FILE *in = fopen(path, "r"), *out = NULL;
    char *line = NULL, svm[64];
    unsigned char seen[SCALE_SEEN + 1024] = {0}; /* the keys of header_line, then each scale line */
    size_t cap = 0;
    int fd, scales = 0, ended = 0, first;
    long got;
    long lineno = 1, bad;
    const char *why = NULL;
    struct stat st;
    memset(m, 0, sizeof *m);
    m->set = -1;
    if (in && fstat(fileno(in), &st) == 0 && S_ISDIR(st.st_mode)) { /* as the tools say of a directory given */
        fclose(in);
        in = NULL;
        errno = EISDIR;
    }
    if (!in) {
        fprintf(stderr, "%s: %s: cannot open the model file: %s\n", TOOL, path, strerror(errno));
        return -1;
    }
    first = model_line(&line, &cap, in) >= 0; /* bounded: /dev/zero is no model */
    if (first)
        line[strcspn(line, "\r\n")] = 0; /* the whole line is the version: "... 17" or "... 1 junk" is not 1 */
    if (!first || strcmp(line, MODEL_MAGIC)) {
        size_t stem = strlen(MODEL_MAGIC) - 1; /* "coverjar-classify-model " */
        if (first && !strncmp(line, MODEL_MAGIC, stem))
            fprintf(stderr, "%s: %s:1: a classify model file of another version (want exactly '%s')\n", TOOL, path,
                    MODEL_MAGIC);
        else
            fprintf(stderr, "%s: %s:1: not a classify model file (want '%s')\n", TOOL, path, MODEL_MAGIC);
        free(line);
        fclose(in);
        return -1;
    }
    while (!why && (got = model_line(&line, &cap, in)) != -1) {
        lineno++;
        if (got == MODEL_LINE_LONG) {
            why = "a line longer than " MODEL_LINE_MAX_TEXT " bytes";
            break;
        }
        if (strcspn(line, "\r\n") == 6 && !strncmp(line, "libsvm", 6)) { /* CRLF line ends too */
            ended = 1;
            break;
        }
        why = header_line(m, line, seen, &scales);
    }
    free(line);
    if (!why && m->side > 0 && m->br > 0 && m->br * m->bc != m->side) {
        why = "the box does not fit the side";
        lineno = 0;
    }
    if (!why && m->br == 0 && m->side > 0 && cj_default_box(m->side, &m->br, &m->bc) != 0)
        m->br = m->bc = 0; /* no box line: the side's default shape, as train without --box wrote it */
    if (why || !ended || m->set < 0 || m->side < 1 || !m->lo || scales != m->width || m->n_labels < 1) {
        if (why && lineno == 0)
            fprintf(stderr, "%s: %s: %s\n", TOOL, path, why);
        else if (why)
            fprintf(stderr, "%s: %s:%ld: %s\n", TOOL, path, lineno, why);
        else
            fprintf(stderr, "%s: %s: incomplete model header (features, side, width, labels, scale lines)\n", TOOL,
                    path);
        fclose(in);
        model_free(m);
        return -1;
    }
    fd = memory_file(svm, sizeof svm);
    if (fd >= 0 && (out = fdopen(fd, "w")) == NULL)
        close(fd);
    if (!out) {
        fprintf(stderr, "%s: %s: no room in memory for the model: %s\n", TOOL, path, strerror(errno));
        fclose(in);
        model_free(m);
        return -1;
    }
    bad = svm_text_check(in, out, lineno + 1, m->width, m->n_labels, &why);
    fclose(in);
    if (!bad && (fflush(out) != 0 || ferror(out))) {
        fprintf(stderr, "%s: %s: no room in memory for the model: %s\n", TOOL, path, strerror(errno));
        fclose(out);
        model_free(m);
        return -1;
    }
    if (bad) {
        fprintf(stderr, "%s: %s:%ld: the libsvm part of the model is damaged: %s\n", TOOL, path, bad, why);
        fclose(out);
        model_free(m);
        return -1;
    }
    m->svm = svm_load_model(svm);
    fclose(out);
    if (!m->svm || svm_get_nr_class(m->svm) > m->n_labels) {
        fprintf(stderr, "%s: %s: the libsvm part of the model does not load\n", TOOL, path);
        model_free(m);
        return -1;
    }
    return 0;
}

int model_file_check(const char *path)
{
    model_file m;
    if (model_load(&m, path) != 0)
        return -1;
    model_free(&m);
    return 0;
}

int default_model_path(char *out, size_t size)
{
    static const char *const rel[] = {"/../classify/models/default.model", "/../../../classify/models/default.model",
                                      "/../share/coverjar/default.model"};
    const char *env = getenv("COVERJAR_CLASSIFY_MODEL");
    char exe[4096];
    ssize_t len;
    size_t i;
    if (env && *env) {
        snprintf(out, size, "%s", env);
        return 0;
    }
    len = readlink("/proc/self/exe", exe, sizeof exe - 1);
    if (len > 0) {
        char *slash;
        exe[len] = 0;
        slash = strrchr(exe, '/');
        if (slash) *slash = 0;
        for (i = 0; i < sizeof rel / sizeof rel[0]; i++) {
            snprintf(out, size, "%s%s", exe, rel[i]);
            if (access(out, R_OK) == 0) return 0;
        }
    }
#ifdef CLASSIFY_MODEL_PATH
    snprintf(out, size, "%s", CLASSIFY_MODEL_PATH);
    return 0;
#else
    snprintf(out, size, "classify/models/default.model");
    return access(out, R_OK) == 0 ? 0 : -1;
#endif
}
