# gen/module.mk: Sudoku generation (full grids, emptying, transformations, Solo ids) and bin/gen.
LIB_SRC  += gen/generator.c gen/transform.c gen/tatham.c
TOOLS    += gen
gen_SRC  := gen/main.c gen/gen_level.c $(CLI_SRC)
gen_LIBS := -lpthread -lm
HEADERS  += gen/generator.h gen/transform.h gen/tatham.h
TESTS_C  += test_gen
TESTS_SH += gen_cli.sh
