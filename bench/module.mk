# bench/module.mk: bin/bench, the benchmark harness (report.md, CSV, gnuplot plots) and its peers.
TOOLS     += bench
bench_NAME := measure coverjar beside its peers
bench_SRC := bench/main.c bench/util.c bench/proc.c bench/genrun.c bench/sec_solve.c bench/array_cover.c \
             bench/sec_gen.c bench/sec_scaling.c bench/sec_peers.c bench/sec_memory.c bench/sec_fillomino.c bench/sec_futoshiki.c \
             bench/plots.c bench/stop.c bench/provenance.c bench/machine.c
bench_SRC += bench/sec_kinds.c bench/sec_fast_peers.c bench/targets.c bench/sec_bank.c bench/sec_nonogram.c gen/bank/canon.c gen/bank/store.c dlx/version.c \
             dlx/tool_exit.c dlx/cli.c dlx/json_line.c
bench_LIBS := -lsqlite3 -ljansson -lm
TESTS_SH  += bench_cli.sh bench_stop_cli.sh
APT_TEST_NEEDS += gnuplot-nox qqwing sgt-puzzles python3-z3 procps
# The bench's array-based exact-cover solver is checked against the data sets like the engine.
TESTS_C   += test_array_cover
build/dbg/tests/test_array_cover: build/dbg/bench/array_cover.o
