# gen/module.mk: Sudoku generation (full grids, emptying, transformations, Solo ids) and bin/gen.
LIB_SRC  += gen/generator.c gen/transform.c gen/tatham.c gen/relgen.c
TOOLS    += gen
gen_SRC  := gen/main.c gen/gen_level.c $(CLI_SRC)
gen_LIBS := -lpthread -lm
HEADERS  += gen/generator.h gen/transform.h gen/tatham.h gen/relgen.h
TESTS_C  += test_gen
TESTS_SH += gen_cli.sh

# The core on microcontrollers (issue 7): `make embedded` installs the cross tools when missing, builds
# Cortex-M3/M4F and rv32imac firmware (gen/embedded/), runs it under QEMU, prints the size table and
# checks it against the host tools. tests/embedded_cli.sh skips with a note when the tools are absent.
TESTS_SH += embedded_cli.sh
APT_NEEDS += gcc-arm-none-eabi libnewlib-arm-none-eabi qemu-system-arm gcc-riscv64-unknown-elf qemu-system-misc
embedded: bin/gen bin/fillomino bin/dlx
	sh gen/embedded/build.sh install build core run sizes
	@EMBEDDED_PREBUILT=1 BIN=bin sh tests/embedded_cli.sh
