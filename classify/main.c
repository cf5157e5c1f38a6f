/* main.c: bin/classify: difficulty of Sudoku puzzles: logical grading, hints, features, and an SVM
   (libsvm) trained on labelled puzzles. Dispatches to the sub-commands. */
#include <stdio.h>
#include <string.h>
#include "classify/tool.h"
#include "gen/kinds/driver.h"
#include "dlx/tool_exit.h"
#include "dlx/version.h"

/* Whether an argument asks what a --variant before the command asks for: --variant KIND (or --variant=KIND)
   and --via-table; *width is how many arguments it takes. */
static int variant_argument(int argc, char **argv, int k, int *width)
{
    *width = strcmp(argv[k], "--variant") == 0 && k + 1 < argc ? 2 : 1;
    return *width == 2 || strncmp(argv[k], "--variant=", 10) == 0 || strcmp(argv[k], "--via-table") == 0;
}

/* Moves argv[k] to argv[1], the arguments between one place on: where the command is looked for. */
static void move_first(char **argv, int k)
{
    char *cmd = argv[k];
    for (; k > 1; k--)
        argv[k] = argv[k - 1];
    argv[1] = cmd;
}

/* classify OPTIONS COMMAND ... (classify --variant jidoku --box 2x3 grade): the first argument that names a
   command, after options, moves first. */
static void command_first(int argc, char **argv)
{
    static const char *const commands[] = {"grade", "hint", "features", "train", "predict", "eval", "help"};
    int k, c;
    if (argc < 3 || argv[1][0] != '-')
        return;
    for (k = 2; k < argc && strcmp(argv[k], "--") != 0; k++)
        for (c = 0; c < 7 && strcmp(argv[k - 1], "--variant") != 0; c++) /* "--variant grade": the kind left out */
            if (strcmp(argv[k], commands[c]) == 0) {
                move_first(argv, k);
                return;
            }
}

/* --variant KIND and no command named first (command_first found none): the first other argument goes to argv[1],
   where the kind driver says what is wrong with it; then --help or -h (not as --variant's value) with a command
   other than grade and hint, whose own usage the driver prints, prints the usage. Returns the exit status. */
static int variant_command(int argc, char **argv)
{
    int k = 1, width;
    while (k < argc && variant_argument(argc, argv, k, &width))
        k += width;
    if (k < argc)
        move_first(argv, k);
    if (strcmp(argv[1], "grade") != 0 && strcmp(argv[1], "hint") != 0)
        for (k = 1; k < argc; k += variant_argument(argc, argv, k, &width) ? width : 1)
            if (strcmp(argv[k], "--help") == 0 || strcmp(argv[k], "-h") == 0)
                return classify_other_option(argv[k]);
    return kind_driver_classify("classify", argc - 1, argv + 1);
}

int main(int argc, char **argv)
{
    int version_status;
    const char *cmd;
    cj_check_stdout_at_exit("classify");
    if ((version_status = cj_version(argc, argv, "classify", 1)) >= 0)
        return version_status;
    command_first(argc, argv);
    if (argc > 1 && kind_driver_wanted(&argc, argv)) /* --variant KIND: through the kind's table */
        return variant_command(argc, argv);
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
    if (cmd[0] != '\0') {
        fprintf(stderr, "classify: unknown command '%s' (grade, hint, features, train, predict, eval) (see classify "
                        "--help)\n", cmd);
        return 2;
    }
    fputs(classify_usage, stderr);
    return 2;
}
