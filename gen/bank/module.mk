# gen/bank/module.mk: the puzzle bank (SQLite) and `bin/bank`: add, build, pick, export, stats, regrade, and the
# play page's server (serve.mk); host only. Its tests: canonical keys against brute force, the CLI.
TOOLS     += bank
bank_NAME := keep a bank of graded puzzles in SQLite, pick them and serve a page to play them
bank_SRC  := gen/bank/main.c gen/bank/add.c gen/bank/build.c gen/bank/regrade.c gen/bank/print.c gen/bank/rows.c gen/bank/canon.c \
             gen/bank/store.c gen/bank/store_rows.c gen/bank/store_query.c gen/bank/filter_parse.c gen/bank/puzzle_cells.c $(CLI_SRC) \
             gen/bank/stop_signal.c gen/kinds/driver_read.c gen/kinds/given_solution.c gen/kinds/formatted.c fillomino/reader.c
bank_LIBS := -lsqlite3 -ljansson -lpthread -lm
APT_NEEDS += libsqlite3-dev libjansson-dev
APT_TEST_NEEDS += sqlite3
TESTS_C   += test_bank_canon test_bank_pick
TESTS_SH  += bank_cli.sh bank_open_cli.sh bank_regrade_cli.sh bank_blocks_cli.sh bank_numbers_cli.sh
TESTS_SH  += bank_json_fields_cli.sh bank_add_options_cli.sh bank_lock_cli.sh bank_wide_cli.sh bank_grid_cli.sh bank_stop_cli.sh bank_build_stop_cli.sh
TESTS_SH  += solution_beside_cli.sh bank_build_options_cli.sh bank_help_cli.sh
build/dbg/tests/test_bank_canon: build/dbg/gen/bank/canon.o
build/dbg/tests/test_bank_pick: build/dbg/gen/bank/store.o build/dbg/gen/bank/store_rows.o build/dbg/gen/bank/store_query.o build/dbg/dlx/cli.o build/dbg/dlx/tool_exit.o \
                              build/dbg/dlx/json_line.o build/dbg/dlx/shape.o
test_bank_pick_LIBS := -lsqlite3 -ljansson
# The store is three files; bin/bench (bench/module.mk) names store.c, and links the others from here.
bench_SRC += gen/bank/store_rows.c gen/bank/store_query.c
include gen/bank/serve.mk
