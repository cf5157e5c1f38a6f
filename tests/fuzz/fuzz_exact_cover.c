/* fuzz_exact_cover.c: fuzz target for bin/dlx's exact-cover text format (items, options, comments),
   read and solved up to the first solution. */
#include "tests/fuzz/fuzz.h"
#include "dlx/exact_cover_text.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    ec_options o;
    int status;
    fuzz_quiet_stdout();
    memset(&o, 0, sizeof o);
    o.limit = 1;
    o.all = 1;
    o.stats = 1;
    status = ec_solve_file(&o, fuzz_file(data, size));
    if (status != 0 && status != 2)
        abort();
    return 0;
}
