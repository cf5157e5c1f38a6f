/* main.c: bin/classify: difficulty of Sudoku puzzles: logical grading, hints, features, and an SVM
   (libsvm) trained on labelled puzzles. Dispatches to the sub-commands. */
#include <stdio.h>
#include <string.h>
#include "classify/tool.h"
#include "gen/kinds/driver.h"
#include "dlx/tool_exit.h"
#include "dlx/version.h"

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
    fputs(classify_usage, stderr);
    return 2;
}
