/* svm_text.c: checks the libsvm part of a model file line by line before libsvm reads it, because libsvm's
   own loader crashes on a damaged file (a truncated one, a missing field, a bad number). */
#define _POSIX_C_SOURCE 200809L
#include "classify/tool.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_SUPPORT_VECTORS 100000000L

long model_line(char **line, size_t *cap, FILE *in)
{
    size_t len = 0;
    int ch = 0;
    while ((ch = getc(in)) != EOF) {
        if (len + 2 > *cap) {
            size_t want = *cap ? 2 * *cap : 256;
            char *grown = realloc(*line, want);
            if (grown == NULL)
                return MODEL_LINE_LONG; /* no memory for it: refused as too long */
            *line = grown;
            *cap = want;
        }
        (*line)[len++] = (char)ch;
        if (ch == '\n')
            break;
        if (len >= MODEL_LINE_MAX)
            return MODEL_LINE_LONG;
    }
    if (len == 0)
        return -1;
    (*line)[len] = '\0';
    return (long)len;
}
/* A finite number filling the whole word. */
static int is_number(const char *word, double *value)
{
    char *end;
    double v = strtod(word, &end);
    if (end == word || *end != 0 || v != v || v - v != 0)
        return 0;
    if (value)
        *value = v;
    return 1;
}

/* The words after a line's first, want of them, each checked by kind: 'n' a number, 'l' a label index,
   'c' a count (added up into *sum). Returns a problem, or NULL. */
static const char *check_list(char *rest, long want, int kind, int n_labels, long *sum)
{
    long got = 0, v;
    char *w, *save = NULL;
    if (sum)
        *sum = 0;
    for (w = strtok_r(rest, " \t\r\n", &save); w; w = strtok_r(NULL, " \t\r\n", &save), got++) {
        if (kind == 'n' && !is_number(w, NULL))
            return "not a number";
        if (kind == 'l' && cj_parse_long(w, 0, n_labels - 1, &v) != 0)
            return "not a label number of this model";
        if (kind == 'c') {
            if (cj_parse_long(w, 0, MAX_SUPPORT_VECTORS, &v) != 0)
                return "not a count";
            *sum += v;
        }
    }
    return got == want ? NULL : "wrong number of values";
}

/* One support vector, its line end taken off: nr_class - 1 coefficients, then index:value pairs, indices
   rising within 1..width, words apart by spaces and tabs only (as libsvm splits them). */
static const char *check_vector(char *line, long n_class, int width)
{
    char *w, *save = NULL;
    long k = 0, last = 0;
    for (w = strtok_r(line, " \t", &save); w; w = strtok_r(NULL, " \t", &save), k++) {
        char *colon = strchr(w, ':');
        long index;
        if (k < n_class - 1) {
            if (!is_number(w, NULL))
                return "a coefficient is not a number";
            continue;
        }
        if (!colon)
            return "a feature is not index:value";
        *colon = 0;
        if (cj_parse_long(w, last + 1, width, &index) != 0)
            return "a feature index is out of order or beyond the width";
        if (!is_number(colon + 1, NULL))
            return "a feature value is not a number";
        last = index;
    }
    return k >= n_class - 1 ? NULL : "too few coefficients";
}

/* The header's keywords, in libsvm's names; each may come once. */
static const char *const keywords[] = {"svm_type", "kernel_type", "gamma", "nr_class", "total_sv", "rho",
                                       "label", "probA", "probB", "nr_sv", "SV", NULL};
enum { K_TYPE, K_KERNEL, K_GAMMA, K_CLASS, K_TOTAL, K_RHO, K_LABEL, K_PROBA, K_PROBB, K_NR_SV, K_SV };
#define HAVE(k) (1 << (k))
#define HAVE_NEEDED (HAVE(K_TYPE) | HAVE(K_KERNEL) | HAVE(K_GAMMA) | HAVE(K_CLASS) | HAVE(K_TOTAL) | \
                     HAVE(K_RHO) | HAVE(K_LABEL) | HAVE(K_NR_SV))

/* The header: one keyword per line with exactly its values, each keyword once, until "SV". libsvm reads
   the header word by word, not by lines, so a value too many would be read as the next keyword and a
   keyword given twice would change what the lines before it were read for. Returns a problem, or NULL. */
static const char *check_header(char *line, int n_labels, long *n_class, long *total, long *nr_sum, int *have)
{
    char *save = NULL, *word = strtok_r(line, " \t\r\n", &save), *rest = save, *arg, *extra;
    double g;
    int k;
    if (!word)
        return "an empty header line";
    for (k = 0; keywords[k] && strcmp(word, keywords[k]) != 0; k++)
        ;
    if (!keywords[k])
        return "an unknown header line";
    if (*have & HAVE(k))
        return "a keyword given a second time";
    *have |= HAVE(k);
    if (k == K_RHO || k == K_LABEL || k == K_PROBA || k == K_PROBB || k == K_NR_SV) {
        if (*n_class < 1)
            return "nr_class must come first";
        if (k == K_LABEL)
            return check_list(rest, *n_class, 'l', n_labels, NULL);
        if (k == K_NR_SV)
            return check_list(rest, *n_class, 'c', n_labels, nr_sum);
        return check_list(rest, *n_class * (*n_class - 1) / 2, 'n', n_labels, NULL); /* one per pair of classes */
    }
    arg = strtok_r(NULL, " \t\r\n", &save);
    extra = arg ? strtok_r(NULL, " \t\r\n", &save) : NULL;
    if (k == K_SV) {
        if (arg)
            return "words after SV";
        if ((*have & HAVE_NEEDED) != HAVE_NEEDED)
            return "the header lacks one of svm_type, kernel_type, gamma, nr_class, total_sv, rho, label, nr_sv";
        if (*n_class == 1 && *total != 0) /* libsvm keeps no coefficients for one class */
            return "a model of one class has no support vectors";
        return *nr_sum == *total ? NULL : "nr_sv does not add up to total_sv";
    }
    if (extra)
        return "more than one value";
    if (k == K_TYPE)
        return arg && (!strcmp(arg, "c_svc") || !strcmp(arg, "nu_svc")) ? NULL : "svm_type is not a classifier";
    if (k == K_KERNEL)
        return arg && !strcmp(arg, "rbf") ? NULL : "kernel_type is not rbf";
    if (k == K_GAMMA)
        return arg && is_number(arg, &g) && g > 0 ? NULL : "gamma is not a positive number";
    if (k == K_CLASS)
        return arg && cj_parse_long(arg, 1, n_labels, n_class) == 0 ? NULL
                                                                    : "nr_class is not 1 .. the number of labels";
    return arg && cj_parse_long(arg, 0, MAX_SUPPORT_VECTORS, total) == 0 ? NULL : "total_sv is not a count";
}

long svm_text_check(FILE *in, FILE *out, long first_line, int width, int n_labels, const char **why)
{
    char *line = NULL, *copy = NULL;
    size_t cap = 0;
    ssize_t len;
    long lineno = first_line - 1, n_class = -1, total = -1, nr_sum = -1, vectors = -1;
    int have = 0;
    *why = NULL;
    while (*why == NULL && (len = model_line(&line, &cap, in)) != -1) {
        lineno++;
        if (len == MODEL_LINE_LONG) {
            *why = "a line longer than " MODEL_LINE_MAX_TEXT " bytes";
            break;
        }
        fputs(line, out);
        free(copy);
        copy = strdup(line);
        if (!copy)
            *why = "out of memory";
        else if (memchr(line, 0, (size_t)len))
            *why = "a NUL byte";
        else if (len > 0 && line[len - 1] != '\n') /* libsvm ends every line: a number here may be cut */
            *why = "the last line ends without a newline (the file was cut short)";
        else if (vectors < 0) { /* the header */
            *why = check_header(copy, n_labels, &n_class, &total, &nr_sum, &have);
            if (*why == NULL && (have & HAVE(K_SV)))
                vectors = 0;
        } else if (vectors < total) { /* a support vector: libsvm reads the next total_sv lines, blank or not */
            size_t end = (size_t)len;
            if (end > 0 && copy[end - 1] == '\n')
                copy[--end] = 0;
            if (end > 0 && copy[end - 1] == '\r')
                copy[--end] = 0;
            vectors++;
            *why = strspn(copy, " \t") == end ? "a blank line among the support vectors"
                                                : check_vector(copy, n_class, width);
        } else if (strspn(line, " \t\r\n") != (size_t)len) {
            *why = "more support vectors than total_sv says";
        }
    }
    free(line);
    free(copy);
    if (*why)
        return lineno;
    lineno++;
    if (vectors < 0)
        *why = "the model ends before its support vectors (no SV line)";
    else if (vectors < total)
        *why = "fewer support vectors than total_sv says";
    return *why ? lineno : 0;
}
