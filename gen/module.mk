# gen/module.mk: Sudoku generation (full grids, emptying, transformations, Solo ids) and bin/gen.
LIB_SRC  += gen/generator.c gen/full_grid.c gen/pair_sets.c gen/transform.c gen/tatham.c gen/relgen.c
TOOLS    += gen
gen_NAME := generate puzzles with a guaranteed number of solutions
# The puzzle-kind tables and their registry (core), and the tools' generic driver over them (host):
# bin/dlx, bin/gen and bin/classify take --variant KIND through it (classify/module.mk adds it there).
LIB_SRC  += gen/kinds/kinds.c gen/kinds/kind_text.c gen/kinds/sudoku_kind.c gen/kinds/sudoku_text.c gen/kinds/fillomino_kind.c
LIB_SRC  += gen/kinds/latin_kind.c gen/kinds/futoshiki_kind.c gen/kinds/jidoku_kind.c
# Nonograms: the generator and the kind table (the model and line solver are in dlx/module.mk).
LIB_SRC  += gen/nonogram_gen.c gen/kinds/nonogram_kind.c gen/kinds/nonogram_read.c
KIND_DRIVER_SRC := gen/kinds/driver.c gen/kinds/driver_generate.c gen/kinds/driver_options.c gen/kinds/driver_read.c gen/kinds/given_solution.c gen/kinds/formatted.c gen/kinds/pbm.c fillomino/reader.c
dlx_SRC  += $(KIND_DRIVER_SRC)
gen_SRC  := gen/main.c gen/gen_options.c gen/gen_transform.c gen/gen_level.c $(CLI_SRC) $(KIND_DRIVER_SRC)
gen_LIBS := -ljansson -lpthread -lm
HEADERS  += gen/generator.h gen/transform.h gen/tatham.h gen/kinds/kinds.h dlx/kind.h gen/relgen.h gen/nonogram_gen.h
TESTS_C  += test_gen
TESTS_SH += gen_cli.sh futoshiki_cli.sh resume_cli.sh error_lines_cli.sh one_cell_cli.sh transform_read_cli.sh
TESTS_SH += indent_columns_cli.sh max_nodes_kinds_cli.sh

# The core on microcontrollers: `make embedded` installs the cross tools when missing, builds
# Cortex-M3/M4F and rv32imac firmware (gen/embedded/), runs it under QEMU, prints the size table and
# checks it against the host tools. tests/embedded_cli.sh skips with a note when the tools are absent.
TESTS_SH += embedded_cli.sh
APT_TEST_NEEDS += gcc-arm-none-eabi libnewlib-arm-none-eabi qemu-system-arm gcc-riscv64-unknown-elf qemu-system-misc
# The firmware's Sudoku generator on the host, with the firmware's engine flags (16-bit indices, the
# computed layout, no propagation): the firmware's Sudoku lines must equal its lines byte for byte.
FIRMWARE_TWIN := build/firmware_twin/firmware_twin
FIRMWARE_TWIN_SRC := $(filter-out tests/layout_transcript.c,$(LAYOUT_SRC)) dlx/shape.c tests/firmware_twin.c
TEST_BINS += $(FIRMWARE_TWIN)
build/firmware_twin/%.o: %.c
	@mkdir -p $(dir $@)
	$(CC) $(DBG_FLAGS) -DDLX_INDEX_16 -DDLX_LAYOUT_SUDOKU -DDLX_NO_PROPAGATE -c -o $@ $<
$(FIRMWARE_TWIN): $(addprefix build/firmware_twin/,$(FIRMWARE_TWIN_SRC:.c=.o))
	$(CC) $(DBG_LINK) -o $@ $^
embedded: deps
	+@$(BUILD_AFTER_DEPS) bin/gen bin/fillomino bin/dlx $(FIRMWARE_TWIN)
	sh gen/embedded/build.sh install build core run sizes
	@EMBEDDED_PREBUILT=1 BIN=bin sh tests/embedded_cli.sh

# The kind tables: unit tests against brute force, and the tools' table path against their native paths.
TESTS_C  += test_kinds test_kind_grades test_fillomino_grade test_kind_format test_kind_hint test_api_misuse
TESTS_SH += kinds_cli.sh
