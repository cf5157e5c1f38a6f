/* fuzz_classify_labels.c: fuzz target for bin/classify's label files (a puzzle, then its label as the
   last column; Solo ids too), read as train and eval read them. */
#include "tests/fuzz/fuzz.h"
#include "classify/tool.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *files[1];
    kept_puzzle *kept = NULL;
    long count, i;
    files[0] = (char *)fuzz_file(data, size);
    count = read_all(files, 1, 0, 0, 1, &kept);
    if (count < 0)
        return 0; /* refused as a whole, as an empty file is (the tools' input contract) */
    for (i = 0; i < count; i++)
        if (!kept[i].bad && (kept[i].grid == NULL || kept[i].label == NULL || kept[i].n < 1 ||
                             kept[i].br * kept[i].bc != kept[i].n))
            abort();
    free_all(kept, count);
    return 0;
}
