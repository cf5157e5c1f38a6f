# dlx/module.mk: the exact-cover engine, the Sudoku model, the shared RNG, text formats and
# tool plumbing, and bin/dlx.
LIB_SRC  += dlx/rng.c dlx/dlx.c dlx/dlx_build.c dlx/sudoku.c dlx/grid_text.c dlx/shape.c dlx/latin.c dlx/relations_text.c
LIB_SRC  += dlx/nonogram.c dlx/nonogram_logic.c
CLI_SRC  := dlx/cli.c dlx/json_line.c dlx/jobs.c dlx/puzzle_io.c dlx/version.c dlx/tool_exit.c
TOOLS    += dlx
APT_NEEDS += libjansson-dev   # the tools read bin/gen's JSON lines (dlx/json_line.c)
dlx_NAME := solve and count Sudoku, exact-cover and other puzzles
dlx_SRC  := dlx/main.c dlx/exact_cover_text.c $(CLI_SRC)
dlx_LIBS := -ljansson -lpthread
TESTS_C  += test_dlx test_xcc test_nonogram test_nonogram_search test_sudoku test_futoshiki test_shape_bound
TESTS_SH += nonogram_header_cli.sh block_header_cli.sh
TESTS_SH += dlx_cli.sh grid_solution_cli.sh nonogram_cli.sh reliability_cli.sh   # reliability: write errors, unknown options, the input contract
HEADERS  += dlx/arena.h dlx/bits.h dlx/rng.h dlx/dlx.h dlx/sudoku.h dlx/grid_text.h dlx/nonogram.h dlx/shape.h dlx/latin.h dlx/relations_text.h
# The library as an application uses it: bad arguments, the headers from C++, the README's snippet.
TESTS_SH += library_cli.sh
# The tools' line reader (dlx/cli.c): LF, CRLF and CR-only line ends, a CRLF across reads, byte order marks.
TESTS_SH += line_ends_cli.sh

# The engine's two node layouts (dlx/nodes_arrays.h, dlx/nodes_sudoku.h), with the 16-bit indices of a
# microcontroller and (for 25x25) 32-bit ones: tests/layout_cli.sh runs one workload
# (tests/layout_transcript.c) on each pair and compares.
LAYOUT_SRC := dlx/rng.c dlx/dlx.c dlx/dlx_build.c dlx/sudoku.c dlx/grid_text.c gen/generator.c \
  gen/full_grid.c gen/pair_sets.c tests/layout_transcript.c
LAYOUTS    := arrays sudoku arrays32 sudoku32
TEST_BINS  += $(foreach l,$(LAYOUTS),build/layout/$(l)/transcript)
TESTS_SH   += layout_cli.sh
build/layout/arrays/%.o: %.c
	@mkdir -p $(dir $@)
	$(CC) $(DBG_FLAGS) -DDLX_INDEX_16 -c -o $@ $<
build/layout/sudoku/%.o: %.c
	@mkdir -p $(dir $@)
	$(CC) $(DBG_FLAGS) -DDLX_INDEX_16 -DDLX_LAYOUT_SUDOKU -c -o $@ $<
build/layout/arrays32/%.o: %.c
	@mkdir -p $(dir $@)
	$(CC) $(DBG_FLAGS) -c -o $@ $<
build/layout/sudoku32/%.o: %.c
	@mkdir -p $(dir $@)
	$(CC) $(DBG_FLAGS) -DDLX_LAYOUT_SUDOKU -c -o $@ $<
build/layout/%/transcript: $(addprefix build/layout/%/,$(LAYOUT_SRC:.c=.o))
	$(CC) $(DBG_LINK) -o $@ $^
.SECONDARY: $(foreach l,$(LAYOUTS),$(addprefix build/layout/$(l)/,$(LAYOUT_SRC:.c=.o)))
