/* model_file.c: bin/classify's model file (our header, the features' scaling, then libsvm's text):
   save, load and check, where the default model is found, and the scaling shared by train and predict. */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "classify/model_file.h"
#include "classify/tool.h"

int label_index(char **labels, int *n, const char *name, int add)
{
    int i;
    for (i = 0; i < *n; i++)
        if (!strcmp(labels[i], name)) return i;
    if (!add || *n == MAX_LABELS) return -1;
    labels[*n] = strdup(name);
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

int model_save(const model_file *m, const char *path)
{
    char tmp[] = "/tmp/coverjar-svm-XXXXXX";
    int fd = mkstemp(tmp), i, ch;
    FILE *in, *out;
    if (fd < 0) return -1;
    close(fd);
    if (svm_save_model(tmp, m->svm)) {
        unlink(tmp);
        return -1;
    }
    in = fopen(tmp, "r");
    out = fopen(path, "w");
    if (!in || !out) {
        if (in) fclose(in);
        if (out) fclose(out);
        unlink(tmp);
        return -1;
    }
    fprintf(out, "%s\nfeatures %s\nside %d\nwidth %d\nlabels %d", MODEL_MAGIC, classify_feature_set_name(m->set),
            m->side, m->width, m->n_labels);
    for (i = 0; i < m->n_labels; i++) fprintf(out, " %s", m->labels[i]);
    fprintf(out, "\nsearch C %.17g gamma %.17g cv_accuracy %.6f\n", m->C, m->gamma, m->cv);
    for (i = 0; i < m->width; i++) fprintf(out, "scale %d %.17g %.17g\n", i + 1, m->lo[i], m->hi[i]);
    fprintf(out, "libsvm\n");
    while ((ch = fgetc(in)) != EOF) fputc(ch, out);
    fclose(in);
    unlink(tmp);
    return fclose(out) ? -1 : 0;
}

/* Loads a model file; on failure prints why and returns -1. */
int model_load(model_file *m, const char *path)
{
    FILE *in = fopen(path, "r"), *out = NULL;
    char line[4096], word[64], tmp[] = "/tmp/coverjar-svm-XXXXXX";
    int i, fd, scales = 0;
    long lineno = 1, bad;
    const char *why;
    memset(m, 0, sizeof *m);
    m->set = -1;
    if (!in) {
        fprintf(stderr, "%s: %s: cannot open the model file: %s\n", TOOL, path, strerror(errno));
        return -1;
    }
    if (!fgets(line, sizeof line, in) || strncmp(line, MODEL_MAGIC, strlen(MODEL_MAGIC))) {
        fprintf(stderr, "%s: %s:1: not a classify model file (want '%s')\n", TOOL, path, MODEL_MAGIC);
        fclose(in);
        return -1;
    }
    while (fgets(line, sizeof line, in)) {
        char *p = line;
        lineno++;
        if (!strncmp(line, "libsvm", 6)) break;
        if (sscanf(line, "%63s", word) != 1) continue;
        if (!strcmp(word, "features")) {
            char name[64] = "";
            if (sscanf(line, "features %63s", name) == 1) m->set = classify_feature_set_parse(name);
        } else if (!strcmp(word, "side")) sscanf(line, "side %d", &m->side);
        else if (!strcmp(word, "width")) {
            free(m->lo); /* a repeated line replaces the earlier one */
            free(m->hi);
            m->lo = m->hi = NULL;
            scales = 0;
            if (sscanf(line, "width %d", &m->width) == 1 && m->width > 0 && m->width <= 1024) {
                m->lo = calloc((size_t)m->width, sizeof(double));
                m->hi = calloc((size_t)m->width, sizeof(double));
            }
        } else if (!strcmp(word, "labels")) {
            int n = 0, off = 0;
            while (m->n_labels > 0) free(m->labels[--m->n_labels]); /* a repeated line replaces it */
            p = line + 6;
            if (sscanf(p, "%d%n", &n, &off) == 1 && n > 0 && n <= MAX_LABELS) {
                p += off;
                for (i = 0; i < n; i++) {
                    char name[256];
                    if (sscanf(p, "%255s%n", name, &off) != 1) break;
                    p += off;
                    m->labels[m->n_labels++] = strdup(name);
                }
            }
        } else if (!strcmp(word, "search")) sscanf(line, "search C %lf gamma %lf cv_accuracy %lf", &m->C, &m->gamma, &m->cv);
        else if (!strcmp(word, "scale") && m->lo) {
            int k;
            double lo, hi;
            if (sscanf(line, "scale %d %lf %lf", &k, &lo, &hi) == 3 && k >= 1 && k <= m->width) {
                m->lo[k - 1] = lo;
                m->hi[k - 1] = hi;
                scales++;
            }
        }
    }
    if (m->set < 0 || m->side < 1 || !m->lo || scales != m->width || m->n_labels < 1) {
        fprintf(stderr, "%s: %s: incomplete model header (features, side, width, labels, scale lines)\n", TOOL, path);
        fclose(in);
        model_free(m);
        return -1;
    }
    fd = mkstemp(tmp);
    if (fd >= 0) {
        close(fd);
        out = fopen(tmp, "w");
    }
    if (!out) {
        fclose(in);
        model_free(m);
        fprintf(stderr, "%s: cannot write a temporary file\n", TOOL);
        return -1;
    }
    bad = svm_text_check(in, out, lineno + 1, m->width, m->n_labels, &why);
    fclose(in);
    fclose(out);
    if (bad) {
        fprintf(stderr, "%s: %s:%ld: the libsvm part of the model is damaged: %s\n", TOOL, path, bad, why);
        unlink(tmp);
        model_free(m);
        return -1;
    }
    m->svm = svm_load_model(tmp);
    unlink(tmp);
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
