/* main.c: bin/classify: difficulty of Sudoku puzzles: logical grading, hints, features, and an SVM
   (libsvm) trained on labelled puzzles. Dispatches to the sub-commands. */
#include <stdio.h>
#include <string.h>
#include "classify/tool.h"
#include "gen/kinds/driver.h"
#include "dlx/tool_exit.h"
#include "dlx/version.h"

static const char usage[] =
    "usage: classify COMMAND [options] [FILES]   (FILES default to standard input; one puzzle per line,\n"
    "       or a Solo game id such as sgt-solo prints: '3x3:c4b6_2...', its box shape from the id)\n"
    "  grade [--trace] [--box RxC] [FILES]     RATING LEVEL HARDEST-TECHNIQUE per puzzle (--trace: the steps)\n"
    "  hint [--box RxC] [FILES]                the next logical step for each (partly filled) grid\n"
    "  features [--features puzzlejar|full] [--header] [FILES]   the feature vector per puzzle\n"
    "  train --labels FILE --model OUT [--features puzzlejar|full] [--folds K] [-j N] [--quick] [--verbose]\n"
    "                                          RBF SVM, C/gamma by cross-validation; label = last column\n"
    "  predict [--model FILE] [FILES]          one label per puzzle (default: the shipped model)\n"
    "  eval --labels FILE [--model FILE]       accuracy and confusion matrix\n"
    "  grade|hint --variant KIND [FILES]       another puzzle kind through its table (gen/kinds/README.md)\n"
    "Levels of grade: Easy (hidden singles), Medium (naked singles, locked candidates), Hard (subsets,\n"
    "fish, wings, unique rectangles, BUG+1, short X-chains), Evil (longer X-chains, forcing chains), Beyond\n"
    "(needs guessing). Unique rectangles and BUG+1 assume the puzzle has one solution. Bad input: exit 2.\n";

int classify_other_option(const char *option)
{
    if (!strcmp(option, "--help") || !strcmp(option, "-h")) {
        fputs(usage, stdout);
        return 0;
    }
    fprintf(stderr, "classify: unknown option '%s' (see classify --help)\n", option);
    return 2;
}

int main(int argc, char **argv)
{
    int version_status;
    const char *cmd;
    cj_check_stdout_at_exit("classify");
    if ((version_status = cj_version(argc, argv, "classify")) >= 0)
        return version_status;
    if (argc > 1 && kind_driver_wanted(&argc, argv)) /* --variant KIND: through the kind's table */
        return kind_driver_classify("classify", argc - 1, argv + 1);
    cmd = argc > 1 ? argv[1] : "";
    if (!strcmp(cmd, "grade")) return cmd_grade(argc - 1, argv + 1, 0);
    if (!strcmp(cmd, "hint")) return cmd_grade(argc - 1, argv + 1, 1);
    if (!strcmp(cmd, "features")) return cmd_features(argc - 1, argv + 1);
    if (!strcmp(cmd, "train")) return cmd_train(argc - 1, argv + 1);
    if (!strcmp(cmd, "predict")) return cmd_predict(argc - 1, argv + 1, 0);
    if (!strcmp(cmd, "eval")) return cmd_predict(argc - 1, argv + 1, 1);
    if (!strcmp(cmd, "help"))
        return classify_other_option("--help");
    if (cmd[0] == '-')
        return classify_other_option(cmd);
    fputs(usage, stderr);
    return 2;
}
