/* fuzz_classify_model.c: fuzz target for bin/classify's model file (our header, then libsvm's text,
   which is checked before libsvm's loader sees it). */
#include "tests/fuzz/fuzz.h"
#include "classify/tool.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    model_file_check(fuzz_file(data, size));
    return 0;
}
