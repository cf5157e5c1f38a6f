/* svm_predict.c: bin/classify's predict and eval: a trained model (model_file.c) applied to each puzzle's
   features, the level it predicts; eval also prints the confusion matrix against the file's labels. */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <libsvm/svm.h>
#include "classify/tool.h"
#include "dlx/shape.h"
#include "classify/model_file.h"

#define OTHER_LABELS (-2) /* eval's truth for a label past the MAX_LABELS its matrix has rows for */

/* The model's own spelling of a file's label when they differ only in case (bin/gen writes "easy", the shipped
   model says "Easy"), else the label as the file has it. */
static const char *model_spelling(const model_file *m, const char *label)
{
    int i;
    for (i = 0; label != NULL && i < m->n_labels; i++)
        if (strcasecmp(m->labels[i], label) == 0) return m->labels[i];
    return label;
}

int cmd_predict(int argc, char **argv, int eval)
{
    model_file m;
    char path[4096];
    const char *model = NULL, *v, *labels = NULL;
    char **files = malloc(sizeof(char *) * (size_t)(argc + 1));
    int nfiles = 0, i, status = 0, set = -1, br = 0, bc = 0, threads = 2;
    for (i = 1; i < argc; i++) {
        if (svm_option_value(argc, argv, &i, "--model", &v)) model = v;
        else if (svm_option_value(argc, argv, &i, "--labels", &v)) {
            if (!eval) { /* predict reads puzzles without labels: eval is the command for a labelled file */
                fprintf(stderr, "%s: predict takes no --labels (eval --labels FILE measures a model)\n", TOOL);
                free(files);
                return 2;
            }
            labels = v;
        }
        else if (svm_option_value(argc, argv, &i, "--features", &v)) {
            set = classify_feature_set_parse(v);
            if (set < 0) {
                fprintf(stderr, "%s: --features wants puzzlejar or full, not '%s'\n", TOOL, v);
                free(files);
                return 2;
            }
        } else if (svm_option_value(argc, argv, &i, "--box", &v)) {
            if (cj_parse_box(v, &br, &bc)) {
                fprintf(stderr, "%s: --box wants RxC with R*C from 2 to 64, not '%s'\n", TOOL, v);
                free(files);
                return 2;
            }
        } else if (svm_option_value(argc, argv, &i, "-j", &v)) {
            long x;
            if (cj_parse_long(v, 1, 16, &x)) {
                fprintf(stderr, "%s: -j wants 1..16\n", TOOL);
                free(files);
                return 2;
            }
            threads = (int)x;
        } else if (argv[i][0] == '-' && argv[i][1] != '\0') {
            free(files);
            return classify_other_option(argv[i]);
        } else if (eval) {
            fprintf(stderr, "%s: eval reads --labels FILE only, not %s\n", TOOL, argv[i]);
            free(files);
            return 2;
        } else files[nfiles++] = argv[i];
    }
    if (eval && !labels) {
        fprintf(stderr, "%s: eval needs --labels FILE\n", TOOL);
        free(files);
        return 2;
    }
    if (!model) {
        if (default_model_path(path, sizeof path)) {
            fprintf(stderr, "%s: no default model found (build it with `make model`, or give --model FILE)\n", TOOL);
            free(files);
            return 2;
        }
        model = path;
    }
    if (model_load(&m, model)) {
        free(files);
        return 2;
    }
    if (set >= 0 && set != m.set) {
        fprintf(stderr, "%s: %s: the model was trained on the %s features, not %s\n", TOOL, model,
                classify_feature_set_name(m.set), classify_feature_set_name(set));
        model_free(&m);
        free(files);
        return 2;
    }
    if (br > 0 && m.br > 0 && (br != m.br || bc != m.bc)) {
        fprintf(stderr, "%s: %s: the model was trained on %dx%d puzzles with %dx%d boxes, not --box %dx%d\n", TOOL, model,
                m.side, m.side, m.br, m.bc, br, bc);
        model_free(&m);
        free(files);
        return 2;
    }
    if (classify_feature_count(m.side, m.set) != m.width) {
        fprintf(stderr, "%s: %s: the model has %d features; the %s set for %dx%d has %d (another version?)\n", TOOL,
                model, m.width, classify_feature_set_name(m.set), m.side, m.side, classify_feature_count(m.side, m.set));
        model_free(&m);
        free(files);
        return 2;
    }
    {
        kept_puzzle *kp;
        long count, n_read, k;
        double *rows;
        struct svm_node *nodes = malloc(sizeof(struct svm_node) * (size_t)(m.width + 1));
        int *pred, *truth, nt = m.n_labels;
        char *tlabels[MAX_LABELS];
        if (eval) files[nfiles++] = (char *)labels;
        count = n_read = read_all(files, nfiles, br, bc, eval, &kp);
        if (count < 0) {
            model_free(&m);
            free(files);
            free(nodes);
            return 2;
        }
        for (k = 0; k < count; k++) {
            char msg[120];
            if (kp[k].bad) continue;
            if (kp[k].n != m.side) {
                snprintf(msg, sizeof msg, "a %dx%d puzzle; the model is for %dx%d", kp[k].n, kp[k].n, m.side, m.side);
                mark_bad(&kp[k], msg);
            } else if (m.br > 0 && !kp[k].solo && br == 0) { /* a line: the model's box shape (also for a side */
                kp[k].br = m.br;                                /* without a default one, as 5x5 in 1x5 boxes) */
                kp[k].bc = m.bc;
            } else if (m.br > 0 && (kp[k].br != m.br || kp[k].bc != m.bc)) {
                snprintf(msg, sizeof msg, "a puzzle with %dx%d boxes; the model is for %dx%d boxes", kp[k].br, kp[k].bc,
                         m.br, m.bc);
                mark_bad(&kp[k], msg);
            } else if (kp[k].br == 0) /* a model of such a side that names no box shape */
                mark_no_box(&kp[k]);
        }
        rows = malloc(sizeof(double) * (size_t)m.width * (size_t)(count + 1));
        pred = malloc(sizeof(int) * (size_t)(count + 1));
        truth = malloc(sizeof(int) * (size_t)(count + 1));
        if (rows == NULL || pred == NULL || truth == NULL || nodes == NULL) {
            fprintf(stderr, "%s: out of memory for %ld puzzles\n", TOOL, count);
            count = 0; /* nothing predicted; the puzzles read are still freed */
            status = 1;
        }
        if (count > 0)
            features_all(kp, count, m.set, threads, rows, m.width);
        report_bad(kp, count);
        for (k = 0; k < m.n_labels; k++) tlabels[k] = m.labels[k];
        for (k = 0; k < count; k++) {
            if (kp[k].bad) {
                pred[k] = truth[k] = -1;
                status = 2;
                if (!eval) printf("error\n");
                continue;
            }
            scale_rows(rows + k * m.width, 1, m.width, m.lo, m.hi);
            make_nodes(rows + k * m.width, m.width, nodes);
            pred[k] = (int)svm_predict(m.svm, nodes);
            if (pred[k] < 0 || pred[k] >= m.n_labels) pred[k] = 0;
            truth[k] = eval ? label_index(tlabels, &nt, model_spelling(&m, kp[k].label), 1) : -1;
            if (truth[k] == LABEL_NO_MEMORY) {
                fprintf(stderr, "%s: %s:%ld: out of memory\n", TOOL, kp[k].file, kp[k].lineno);
                status = 1;
                truth[k] = pred[k] = -1;
            } else if (eval && truth[k] < 0) /* past the table's MAX_LABELS labels: counted under "(others)", never right */
                truth[k] = OTHER_LABELS;
            if (!eval) printf("%s\n", m.labels[pred[k]]);
        }
        if (eval) {
            long total = 0, correct = 0, others = 0, t, p;
            int width = 6;
            for (k = 0; k < nt; k++)
                if ((int)strlen(tlabels[k]) > width) width = (int)strlen(tlabels[k]);
            for (k = 0; k < count; k++)
                if (pred[k] >= 0 && (truth[k] >= 0 || truth[k] == OTHER_LABELS)) {
                    total++;
                    correct += pred[k] == truth[k];
                    others += truth[k] == OTHER_LABELS;
                }
            if (others > 0 && width < (int)strlen("(others)")) width = (int)strlen("(others)");
            if (total == 0) { /* nothing read that eval could count: no accuracy to give */
                fprintf(stderr, "%s: %s: no labelled puzzle to evaluate\n", TOOL, labels);
                status = status ? status : 2;
            } else {
                printf("accuracy %.2f%% (%ld of %ld) model %s features %s\n", 100.0 * correct / total, correct, total,
                       model, classify_feature_set_name(m.set));
                printf("confusion matrix (rows: label in the file, columns: predicted)\n%*s", width, "");
                for (p = 0; p < m.n_labels; p++) printf(" %*s", width, m.labels[p]);
                printf("\n");
                for (t = 0; t < nt + (others > 0); t++) { /* then a row for the labels past the table's */
                    int row = t < nt ? (int)t : OTHER_LABELS;
                    printf("%*s", width, t < nt ? tlabels[t] : "(others)");
                    for (p = 0; p < m.n_labels; p++) {
                        long c = 0;
                        for (k = 0; k < count; k++) c += truth[k] == row && pred[k] == p;
                        printf(" %*ld", width, c);
                    }
                    printf("\n");
                }
            }
        }
        for (k = m.n_labels; k < nt; k++) free(tlabels[k]);
        free(rows);
        free(pred);
        free(truth);
        free(nodes);
        free_all(kp, n_read);
    }
    model_free(&m);
    free(files);
    return status;
}
