# fillomino/module.mk: the Fillomino model, formats, region-growing solver/counter and generator
# (core library), PuzzleJAR's features, and bin/fillomino (solve, features, gen, transform) with its tests.
LIB_SRC        += fillomino/board.c fillomino/format.c fillomino/solver.c fillomino/solver_rules.c fillomino/solver_reach.c fillomino/lean.c fillomino/lean_rules.c fillomino/lean_tries.c fillomino/gen.c fillomino/gen_memory.c fillomino/gen_fill.c fillomino/gen_target.c
LIB_SRC        += fillomino/fm_features.c
TOOLS          += fillomino
fillomino_NAME := solve, generate and transform Fillomino puzzles
fillomino_SRC  := fillomino/main.c fillomino/cmd_gen.c fillomino/tool.c fillomino/reader.c $(CLI_SRC)
fillomino_LIBS := -ljansson -lpthread
TESTS_C        += test_fillomino test_fillomino_lean test_fillomino_features
TESTS_SH       += fillomino_cli.sh fillomino_orient.sh fillomino_gen_cli.sh fillomino_input_cli.sh fillomino_limit_cli.sh fillomino_solution_cli.sh
APT_TEST_NEEDS += sgt-puzzles
HEADERS        += fillomino/board.h fillomino/format.h fillomino/solver.h fillomino/lean.h fillomino/gen.h
HEADERS        += fillomino/fm_features.h
