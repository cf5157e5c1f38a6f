# dlx/module.mk: the exact-cover engine, the Sudoku model, the shared RNG, text formats and
# tool plumbing, and bin/dlx.
LIB_SRC  += dlx/rng.c dlx/dlx.c dlx/sudoku.c dlx/grid_text.c dlx/shape.c
CLI_SRC  := dlx/cli.c dlx/puzzle_io.c
TOOLS    += dlx
dlx_SRC  := dlx/main.c dlx/exact_cover_text.c $(CLI_SRC)
dlx_LIBS := -lpthread
TESTS_C  += test_dlx test_sudoku
TESTS_SH += dlx_cli.sh
HEADERS  += dlx/arena.h dlx/rng.h dlx/dlx.h dlx/sudoku.h dlx/grid_text.h dlx/shape.h
