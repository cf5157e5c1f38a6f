/* svm_model.c: bin/classify's train: features scaled to [-1,1], an RBF C-SVC from libsvm, C and gamma chosen by
   stratified cross-validation (predict and eval: svm_predict.c; the model file is model_file.c). */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <libsvm/svm.h>
#include "classify/tool.h"
#include "dlx/rng.h"
#include "dlx/shape.h"
#include "classify/model_file.h"

static void quiet_print(const char *s) { (void)s; }

/* ---- data ---- */

typedef struct dataset {
    long count;       /* puzzles with features */
    int width, n_labels;
    char *labels[MAX_LABELS];
    long per_label[MAX_LABELS];
    double *rows;     /* count * width, scaled in place */
    int *y;
    struct svm_node *nodes; /* count * (width + 1) */
    struct svm_node **x;
} dataset;
/* ---- training ---- */

typedef struct grid_job {
    const dataset *d;
    const int *fold;
    int folds, n_points, next;
    double *Cs, *gammas, *acc;
    pthread_mutex_t lock;
} grid_job;

static struct svm_parameter rbf_param(double C, double gamma)
{
    struct svm_parameter p;
    memset(&p, 0, sizeof p);
    p.svm_type = C_SVC;
    p.kernel_type = RBF;
    p.gamma = gamma;
    p.C = C;
    p.cache_size = 64;
    p.eps = 1e-3;
    p.shrinking = 1;
    return p;
}

/* Cross-validated accuracy of one (C, gamma). */
static double cv_accuracy(const dataset *d, const int *fold, int folds, double C, double gamma)
{
    struct svm_problem prob;
    struct svm_parameter param = rbf_param(C, gamma);
    param.eps = 1e-2; /* looser for the search; the final model uses 1e-3 */
    long i, correct = 0, total = 0;
    int f;
    prob.y = malloc(sizeof(double) * (size_t)d->count);
    prob.x = malloc(sizeof(struct svm_node *) * (size_t)d->count);
    if (!prob.y || !prob.x) {
        free(prob.y);
        free(prob.x);
        return 0;
    }
    for (f = 0; f < folds; f++) {
        struct svm_model *model;
        prob.l = 0;
        for (i = 0; i < d->count; i++)
            if (fold[i] != f) {
                prob.y[prob.l] = d->y[i];
                prob.x[prob.l++] = d->x[i];
            }
        if (prob.l == 0) /* every puzzle is in this fold (labels with one puzzle each): nothing to train on */
            continue;
        model = svm_train(&prob, &param);
        for (i = 0; i < d->count; i++)
            if (fold[i] == f) {
                total++;
                correct += (int)svm_predict(model, d->x[i]) == d->y[i];
            }
        svm_free_and_destroy_model(&model);
    }
    free(prob.y);
    free(prob.x);
    return total ? (double)correct / (double)total : 0;
}

static void *grid_worker(void *arg)
{
    grid_job *j = (grid_job *)arg;
    for (;;) {
        int k;
        pthread_mutex_lock(&j->lock);
        k = j->next++;
        pthread_mutex_unlock(&j->lock);
        if (k >= j->n_points) return NULL;
        j->acc[k] = cv_accuracy(j->d, j->fold, j->folds, j->Cs[k], j->gammas[k]);
    }
}

typedef struct train_opts {
    const char *labels, *model;
    int set, folds, threads, quick, verbose, br, bc;
} train_opts;

int svm_option_value(int argc, char **argv, int *i, const char *name, const char **value)
{
    size_t len = strlen(name);
    if (!strncmp(argv[*i], name, len) && argv[*i][len] == '=') {
        *value = argv[*i] + len + 1;
        return 1;
    }
    if (!strcmp(argv[*i], name)) {
        *value = *i + 1 < argc ? argv[++*i] : "";
        return 1;
    }
    return 0;
}

/* Builds the data set of a labelled file: features of every puzzle (all of one side), labels. Returns 0, or 2
   when a line is bad (a puzzle, a label that is too long or past the MAX_LABELS-th, when labels are added):
   every problem is said on stderr in line order, and no model can be made of the file. */
static int load_dataset(const train_opts *o, dataset *d, kept_puzzle **kp, long *kcount, int *side, int *br, int *bc,
                        int add_labels, char **labels, int *n_labels)
{
    char *files[1];
    long i, count;
    int status = 0, width, over = 0;
    double *raw;
    files[0] = (char *)o->labels;
    count = read_all(files, 1, o->br, o->bc, 1, kp);
    if (count < 0) return 2;
    *kcount = count;
    for (i = 0; i < count; i++) {
        kept_puzzle *k = &(*kp)[i];
        char msg[120];
        if (k->bad) continue;
        if (k->br == 0) { /* a side without a default box shape, and no --box */
            mark_no_box(k);
            continue;
        }
        if (*side == 0) {
            *side = k->n;
            *br = k->br;
            *bc = k->bc;
        }
        if (k->n != *side) {
            snprintf(msg, sizeof msg, "a %dx%d puzzle among %dx%d ones (one side per file)", k->n, k->n, *side, *side);
            mark_bad(k, msg);
        } else if (k->br != *br || k->bc != *bc) { /* a Solo id of another shape: its features would differ */
            snprintf(msg, sizeof msg, "a puzzle with %dx%d boxes among ones with %dx%d (one box shape per file)", k->br,
                     k->bc, *br, *bc);
            mark_bad(k, msg);
        }
    }
    if (*side == 0) {
        report_bad(*kp, count);
        fprintf(stderr, "%s: %s: no puzzles\n", TOOL, o->labels);
        return 2;
    }
    width = classify_feature_count(*side, o->set);
    raw = malloc(sizeof(double) * (size_t)width * (size_t)(count + 1));
    if (!raw) return 2;
    features_all(*kp, count, o->set, o->threads, raw, width);
    memset(d, 0, sizeof *d);
    d->width = width;
    d->rows = malloc(sizeof(double) * (size_t)width * (size_t)(count + 1));
    d->y = malloc(sizeof(int) * (size_t)(count + 1));
    d->nodes = malloc(sizeof(struct svm_node) * (size_t)(width + 1) * (size_t)(count + 1));
    d->x = malloc(sizeof(struct svm_node *) * (size_t)(count + 1));
    if (!d->rows || !d->y || !d->nodes || !d->x) {
        free(raw);
        return 2;
    }
    for (i = 0; i < count; i++) {
        kept_puzzle *k = &(*kp)[i];
        char msg[120];
        int y;
        if (k->bad) continue;
        if (add_labels && strlen(k->label) > MAX_LABEL_LENGTH) {
            snprintf(msg, sizeof msg, "a label longer than %d characters", MAX_LABEL_LENGTH);
            mark_bad(k, msg);
            continue;
        }
        y = label_index(labels, n_labels, k->label, add_labels);
        if (y == LABEL_NO_MEMORY) {
            mark_bad(k, "out of memory");
            continue;
        }
        if (y < 0 && add_labels) { /* no model can be made of the file: said once, at the first such line */
            snprintf(msg, sizeof msg, "more than %d labels", MAX_LABELS);
            if (!over) mark_bad(k, msg);
            over = 1;
            continue;
        } /* else a label the model does not know: y = -1, kept for eval's confusion matrix */
        memcpy(d->rows + d->count * width, raw + i * width, sizeof(double) * (size_t)width);
        d->y[d->count] = y;
        if (y >= 0 && y < MAX_LABELS) d->per_label[y]++;
        d->count++;
    }
    free(raw);
    for (i = 0; i < count && !status; i++)
        if ((*kp)[i].bad) status = 2;
    report_bad(*kp, count);
    return status; /* the first line past MAX_LABELS is marked bad too */
}

static void dataset_free(dataset *d)
{
    free(d->rows);
    free(d->y);
    free(d->nodes);
    free(d->x);
}

static void dataset_nodes(dataset *d)
{
    long i;
    for (i = 0; i < d->count; i++) {
        d->x[i] = d->nodes + i * (d->width + 1);
        make_nodes(d->rows + i * d->width, d->width, d->x[i]);
    }
}

int cmd_train(int argc, char **argv)
{
    train_opts o;
    dataset d;
    model_file m;
    kept_puzzle *kp = NULL;
    long kcount = 0, i;
    int status, side = 0, k, f, n_points, best = 0, *fold, *order;
    const char *v;
    memset(&o, 0, sizeof o);
    memset(&m, 0, sizeof m);
    o.set = CF_FULL;
    o.folds = 5;
    o.threads = 2;
    for (i = 1; i < argc; i++) {
        int ii = (int)i;
        if (svm_option_value(argc, argv, &ii, "--labels", &v)) o.labels = v;
        else if (svm_option_value(argc, argv, &ii, "--model", &v)) o.model = v;
        else if (svm_option_value(argc, argv, &ii, "--features", &v)) {
            o.set = classify_feature_set_parse(v);
            if (o.set < 0) {
                fprintf(stderr, "%s: --features wants puzzlejar or full, not '%s'\n", TOOL, v);
                return 2;
            }
        } else if (svm_option_value(argc, argv, &ii, "--folds", &v)) {
            long x;
            if (cj_parse_long(v, 2, 20, &x)) {
                fprintf(stderr, "%s: --folds wants 2..20\n", TOOL);
                return 2;
            }
            o.folds = (int)x;
        } else if (svm_option_value(argc, argv, &ii, "-j", &v)) {
            long x;
            if (cj_parse_long(v, 1, 16, &x)) {
                fprintf(stderr, "%s: -j wants 1..16\n", TOOL);
                return 2;
            }
            o.threads = (int)x;
        } else if (svm_option_value(argc, argv, &ii, "--box", &v)) {
            if (cj_parse_box(v, &o.br, &o.bc)) {
                fprintf(stderr, "%s: --box wants RxC with R*C from 2 to 64, not '%s'\n", TOOL, v);
                return 2;
            }
        } else if (!strcmp(argv[i], "--quick")) o.quick = 1;
        else if (!strcmp(argv[i], "--verbose")) o.verbose = 1;
        else {
            if (argv[i][0] == '-' && argv[i][1] != '\0')
                return classify_other_option(argv[i]);
            fprintf(stderr, "%s: train: unexpected argument '%s'\n", TOOL, argv[i]);
            return 2;
        }
        i = ii;
    }
    if (!o.labels || !o.model) {
        fprintf(stderr, "%s: train needs --labels FILE and --model OUT\n", TOOL);
        return 2;
    }
    errno = 0;
    if (model_target_ok(o.model) != 0) { /* said before the training, not after it */
        fprintf(stderr, "%s: %s: cannot write the model file: %s\n", TOOL, o.model, strerror(errno ? errno : EIO));
        return 1;
    }
    svm_set_print_string_function(quiet_print);
    memset(&d, 0, sizeof d);
    status = load_dataset(&o, &d, &kp, &kcount, &side, &m.br, &m.bc, 1, m.labels, &m.n_labels);
    free_all(kp, kcount);
    if (status != 0 || d.count == 0 || m.n_labels < 1) { /* no model written, an existing one left as it was */
        for (k = 0; k < m.n_labels; k++) free(m.labels[k]);
        dataset_free(&d);
        return 2;
    }
    if (m.n_labels == 1) /* the conformance check trains on such a file: a constant model, with a warning */
        fprintf(stderr, "%s: %s: warning: only one label ('%s'): the model predicts it for every puzzle\n", TOOL,
                o.labels, m.labels[0]);
    m.set = o.set;
    m.side = side;
    m.width = d.width;
    m.lo = malloc(sizeof(double) * (size_t)d.width);
    m.hi = malloc(sizeof(double) * (size_t)d.width);
    for (k = 0; k < d.width; k++) {
        m.lo[k] = m.hi[k] = d.rows[k];
        for (i = 1; i < d.count; i++) {
            double x = d.rows[i * d.width + k];
            if (x < m.lo[k]) m.lo[k] = x;
            if (x > m.hi[k]) m.hi[k] = x;
        }
    }
    scale_rows(d.rows, d.count, d.width, m.lo, m.hi);
    dataset_nodes(&d);
    /* Stratified folds: each label's puzzles shuffled with a fixed seed, dealt round-robin. */
    fold = malloc(sizeof(int) * (size_t)d.count);
    order = malloc(sizeof(int) * (size_t)d.count);
    {
        int folds = o.folds;
        for (k = 0; k < m.n_labels; k++)
            if (d.per_label[k] < folds) folds = (int)d.per_label[k] < 2 ? 2 : (int)d.per_label[k];
        o.folds = folds;
        for (k = 0; k < m.n_labels; k++) {
            cj_rng rng;
            int cnt = 0;
            for (i = 0; i < d.count; i++)
                if (d.y[i] == k) order[cnt++] = (int)i;
            cj_rng_seed(&rng, 20140519u, (uint64_t)k);
            cj_rng_shuffle(&rng, order, cnt);
            for (i = 0; i < cnt; i++) fold[order[i]] = (int)(i % folds);
        }
    }
    {
        /* The grid: C = 2^-1 .. 2^11 and gamma = 2^-11 .. 2^1 in steps of 2^2; with --quick
           C = 2^-1 .. 2^8 and gamma = 2^-10 .. 2^-1 in steps of 2^3 (16 points). */
        grid_job j;
        pthread_t tid[16];
        int step = o.quick ? 3 : 2, lc, lg, t, c_hi = o.quick ? 8 : 11, g_lo = o.quick ? -10 : -11;
        n_points = 0;
        j.Cs = malloc(sizeof(double) * 64);
        j.gammas = malloc(sizeof(double) * 64);
        j.acc = malloc(sizeof(double) * 64);
        for (lc = -1; lc <= c_hi; lc += step)
            for (lg = g_lo; lg <= 1 && n_points < 64; lg += step) {
                j.Cs[n_points] = lc < 0 ? 1.0 / (double)(1 << -lc) : (double)(1 << lc);
                j.gammas[n_points] = lg < 0 ? 1.0 / (double)(1 << -lg) : (double)(1 << lg);
                n_points++;
            }
        j.d = &d;
        j.fold = fold;
        j.folds = o.folds;
        j.n_points = n_points;
        j.next = 0;
        pthread_mutex_init(&j.lock, NULL);
        for (t = 0; t < o.threads && m.n_labels > 1; t++)
            if (pthread_create(&tid[t], NULL, grid_worker, &j)) break;
        if (m.n_labels == 1) {
            j.acc[0] = 1.0;
            j.next = n_points;
        }
        if (t == 0) grid_worker(&j);
        while (t-- > 0) pthread_join(tid[t], NULL);
        pthread_mutex_destroy(&j.lock);
        if (m.n_labels == 1) n_points = 1; /* nothing to choose */
        for (f = 0; f < n_points; f++) {
            if (o.verbose) printf("C=%g gamma=%g cv_accuracy=%.4f\n", j.Cs[f], j.gammas[f], j.acc[f]);
            if (j.acc[f] > j.acc[best] + 1e-12) best = f;
        }
        m.C = j.Cs[best];
        m.gamma = j.gammas[best];
        m.cv = j.acc[best];
        free(j.Cs);
        free(j.gammas);
        free(j.acc);
    }
    {
        struct svm_problem prob;
        struct svm_parameter param = rbf_param(m.C, m.gamma);
        double *yd = malloc(sizeof(double) * (size_t)d.count);
        for (i = 0; i < d.count; i++) yd[i] = d.y[i];
        prob.l = (int)d.count;
        prob.y = yd;
        prob.x = d.x;
        m.svm = svm_train(&prob, &param);
        printf("trained on %ld puzzles (%dx%d, %dx%d boxes), features %s (%d), labels:", d.count, side, side, m.br,
               m.bc, classify_feature_set_name(o.set), d.width);
        for (k = 0; k < m.n_labels; k++) printf(" %s=%ld", m.labels[k], d.per_label[k]);
        printf("\ncross-validation (%d folds, %d grid points): best C=%g gamma=%g accuracy %.2f%%\n", o.folds, n_points,
               m.C, m.gamma, 100.0 * m.cv);
        errno = 0;
        if (model_save(&m, o.model)) { /* a failed write: exit 1, as every tool's */
            fprintf(stderr, "%s: %s: cannot write the model file: %s\n", TOOL, o.model,
                    strerror(errno ? errno : EIO));
            status = 1;
        } else printf("model written to %s\n", o.model);
        /* the model's support vectors point into d.nodes: free the model first */
        model_free(&m);
        free(yd);
    }
    free(fold);
    free(order);
    dataset_free(&d);
    return status;
}
