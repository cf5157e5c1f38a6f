/* model_file.h: bin/classify's model file and the features' scaling, shared by train, predict and eval
   (model_file.c); the tool's own header, not part of the library. */
#ifndef CLASSIFY_MODEL_FILE_H
#define CLASSIFY_MODEL_FILE_H
#include <libsvm/svm.h>

#define MODEL_MAGIC "coverjar-classify-model 1"
#define MAX_LABELS 64
#define MAX_LABEL_LENGTH 255 /* characters of a label */
#define MODEL_MAX_SIDE 64     /* the largest side the tools read */

typedef struct model_file {
    int set, side, width, n_labels;
    int br, bc; /* the box shape trained on: a "box RxC" line when not the side's default; 0 when unknown */
    char *labels[MAX_LABELS];
    double *lo, *hi;
    double C, gamma, cv;
    struct svm_model *svm;
} model_file;

#define LABEL_NO_MEMORY (-3) /* label_index could not copy a new label */

/* The index of label name in labels[0..*n), added at the end when add is set; -1 when absent or full,
   LABEL_NO_MEMORY when out of memory. */
int label_index(char **labels, int *n, const char *name, int add);
/* Scales count rows of width features to [-1, 1] by the columns' ranges lo..hi (0 where lo == hi). */
void scale_rows(double *rows, long count, int width, const double *lo, const double *hi);
/* Sparse libsvm nodes for a scaled row (zeros left out), ended by index -1. */
void make_nodes(const double *row, int width, struct svm_node *out);
void model_free(model_file *m);
/* Whether a model can be written at path, asked before the work that makes it: a temporary file beside it made
   and removed (a device or pipe is taken as it is); 0, or -1 with errno. */
int model_target_ok(const char *path);
/* Writes the model to path through a temporary file; 0 or -1 with a message on stderr. */
int model_save(const model_file *m, const char *path);
/* Reads and checks a model file; 0 or -1 with a message on stderr. */
int model_load(model_file *m, const char *path);

#endif
