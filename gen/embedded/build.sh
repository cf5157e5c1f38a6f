#!/bin/sh
# build.sh: coverjar's embedded build (run from the project root): cross-compiles the core freestanding for
# Cortex-M3/M4F and rv32imac, links firmware images, runs them under QEMU, prints the size table.
# usage: sh gen/embedded/build.sh [tools] [install] [build] [core] [run] [sizes]   (none: all but tools)
# tools: exit 1 when a cross tool is missing. EMBEDDED_OUT: output folder (default build/embedded).
set -eu

OUT=${EMBEDDED_OUT:-build/embedded}
HERE=gen/embedded
QEMU_TIMEOUT=${QEMU_TIMEOUT:-300}
PACKAGES="gcc-arm-none-eabi libnewlib-arm-none-eabi qemu-system-arm gcc-riscv64-unknown-elf qemu-system-misc"

# The fixed runs: the host commands that must print the same lines (bin/fillomino; for Sudoku the twin,
# tests/firmware_twin.c, which prints what `bin/gen --size N -n COUNT --seed SEED` prints when built with
# the firmware's engine flags).
SUDOKU9="-DFW_SUDOKU_N=9 -DFW_SUDOKU_COUNT=8 -DFW_SUDOKU_SEED=7"
SUDOKU9_HOST="firmware_twin 9 8 7"
FILLOMINO6="-DFW_FILLOMINO_N=6 -DFW_FILLOMINO_COUNT=3 -DFW_FILLOMINO_SEED=11"
FILLOMINO6_HOST="fillomino gen --size 6 -n 3 --seed 11 --format line"
SUDOKU16="-DFW_SUDOKU_N=16 -DFW_SUDOKU_COUNT=1 -DFW_SUDOKU_SEED=7"
SUDOKU16_HOST="firmware_twin 16 1 7"

# The core: the engine, the Sudoku model, the generator, transformations, and Fillomino's library files; the
# Futoshiki and Nonogram models for the errors image (the linker drops them from the others).
core_sources() {
    echo dlx/rng.c dlx/dlx.c dlx/dlx_build.c dlx/sudoku.c gen/generator.c gen/full_grid.c gen/pair_sets.c gen/transform.c
    echo dlx/latin.c dlx/nonogram.c dlx/nonogram_logic.c
    sed -n 's/^LIB_SRC *+= *//p' fillomino/module.mk
}

have_tools() {
    for t in arm-none-eabi-gcc arm-none-eabi-size qemu-system-arm riscv64-unknown-elf-gcc qemu-system-riscv32 timeout; do
        command -v "$t" >/dev/null 2>&1 || return 1
    done
}

do_install() {
    have_tools && return 0
    if [ "$(id -u)" != 0 ]; then
        echo "embedded: missing cross tools; run: sudo apt-get install -y --no-install-recommends $PACKAGES" >&2
        exit 1
    fi
    echo "embedded: installing $PACKAGES"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $PACKAGES >/dev/null
}

# Per target: compiler, CPU flags, linker script, start-up files, QEMU command (-icount shift=0 on the MPS2
# boards: one instruction per virtual nanosecond, so the firmware can count instructions).
target_setup() {
    case $1 in
    m3)   CC=arm-none-eabi-gcc; ARCH="-mthumb -mcpu=cortex-m3"; BOARD=-DFW_MPS2
          LD=$HERE/cortexm.ld; START="$HERE/cortexm_start.c"; ROOT=cj_reset_handler
          QEMU="qemu-system-arm -M mps2-an385 -icount shift=0" ;;
    m4f)  CC=arm-none-eabi-gcc; ARCH="-mthumb -mcpu=cortex-m4 -mfloat-abi=hard -mfpu=fpv4-sp-d16"; BOARD=-DFW_MPS2
          LD=$HERE/cortexm.ld; START="$HERE/cortexm_start.c"; ROOT=cj_reset_handler
          QEMU="qemu-system-arm -M mps2-an386 -icount shift=0" ;;
    rv32) CC=riscv64-unknown-elf-gcc; ARCH="-march=rv32imac -mabi=ilp32 -mcmodel=medany"; BOARD=
          LD=$HERE/riscv.ld; START="$HERE/riscv_start.c $HERE/riscv_entry.S"; ROOT=cj_riscv_start
          QEMU="qemu-system-riscv32 -M virt -bios none" ;;
    esac
    # Strictly freestanding: no system headers but the compiler's own (stdint.h, stddef.h, stdbool.h) and
    # gen/embedded/include/string.h; no libc; 16-bit engine indices on the computed Sudoku node layout
    # (dlx/nodes_sudoku.h), which changes no result; the engine's optional propagation left out, which
    # changes node counts, so a generation check near its node cap can end otherwise than on the host;
    # FM_SMALL_FLASH leaves out what the Fillomino generator has for the host alone: its shortcuts (the same
    # puzzles) and the row-order fill (fillomino/gen_fill.c), a last resort for small region bounds that the
    # 6x6 with the default bound never reaches.
    GCCINC="-isystem $($CC $ARCH -print-file-name=include) -isystem $($CC $ARCH -print-file-name=include-fixed)"
    CFLAGS="-std=c99 -Wall -Wextra -Wpedantic -Werror -Os $ARCH -ffreestanding -nostdinc $GCCINC
            -I$HERE/include -I. -I$OUT/$1 -DDLX_INDEX_16 -DDLX_LAYOUT_SUDOKU -DDLX_NO_PROPAGATE -DFM_SMALL_FLASH $BOARD -ffunction-sections -fdata-sections
            -fno-tree-loop-distribute-patterns -fstack-usage -fcallgraph-info=su"
}

compile() { # target source object [defines]
    mkdir -p "$(dirname "$3")"
    $CC $CFLAGS $4 -c -o "$3" "$2"
}

# Links an image: target name ram_size stack_size objects...
link() {
    t=$1; name=$2; ram=$3; stack=$4; shift 4
    $CC $ARCH -nostdlib -Wl,--gc-sections -T "$LD" -Wl,--defsym=RAM_SIZE="$ram" -Wl,--defsym=STACK_SIZE="$stack" \
        -Wl,-Map="$OUT/$t/$name.map" -o "$OUT/$t/$name.elf" "$@" -lgcc
}

run_qemu() { # target elf -> stdout; exit status of the firmware
    target_setup "$1"
    timeout "$QEMU_TIMEOUT" $QEMU -display none -monitor none -serial none -chardev stdio,id=shc \
        -semihosting-config enable=on,target=native,chardev=shc -kernel "$2" </dev/null
}

# Images of a target: name, defines, RAM size, stack size, host commands (';'-separated). The readme image is
# gen/README.md's microcontroller program as written (readme_source), errors is gen/embedded/errors.c (the core's
# refusals, printed as "# ok WHAT" lines; no host command), the others gen/embedded/firmware.c.
images() {
    case $1 in
    m3)   echo "sudoku9|$SUDOKU9 -DFW_FILLOMINO_N=0|64K|4K|$SUDOKU9_HOST"
          echo "fillomino6|-DFW_SUDOKU_N=0 $FILLOMINO6|64K|4K|$FILLOMINO6_HOST"
          echo "demo|$SUDOKU9 $FILLOMINO6|64K|4K|$SUDOKU9_HOST;$FILLOMINO6_HOST"
          echo "sudoku16|$SUDOKU16 -DFW_FILLOMINO_N=0|1024K|4K|$SUDOKU16_HOST"
          echo "readme||64K|4K|$SUDOKU9_HOST"
          echo "errors||64K|4K|" ;;
    m4f)  echo "demo|$SUDOKU9 $FILLOMINO6|64K|4K|$SUDOKU9_HOST;$FILLOMINO6_HOST" ;;
    rv32) echo "demo|$SUDOKU9 $FILLOMINO6|256K|4K|$SUDOKU9_HOST;$FILLOMINO6_HOST"
          echo "readme||256K|4K|$SUDOKU9_HOST" ;;
    esac
}

# gen/README.md's program (the ```c block of "On a microcontroller"), after the show() it leaves to the
# reader: one puzzle as a line, as bin/gen prints it.
readme_source() {
    cat <<'EOF'
#include <stdint.h>
#include "gen/embedded/semihost.h"
static void show(const uint8_t *puzzle)
{
    char line[83];
    int k;
    for (k = 0; k < 81; k++)
        line[k] = (char)(puzzle[k] == 0 ? '.' : '0' + puzzle[k]);
    line[81] = '\n';
    line[82] = '\0';
    sh_write(line);
}
EOF
    awk '/^## On a microcontroller/ { on = 1 } on && /^```c/ { code = 1; next } code && /^```/ { exit } code' gen/README.md
}

# The workers of the kinds the computed layout does not hold, on the general one (the whole core compiled
# again without -DDLX_LAYOUT_SUDOKU): gen/embedded/probe_kinds.c's bytes per shape into $OUT/$t/kinds.h.
probe_kinds() {
    t=$1
    target_setup "$t"
    CFLAGS=$(echo "$CFLAGS" | sed 's/-DDLX_LAYOUT_SUDOKU//')
    gobjs=""
    for src in $(sed -n 's/^LIB_SRC *+= *//p' */module.mk) $HERE/libc.c $HERE/semihost.c $START $HERE/probe_kinds.c; do
        obj=$OUT/$t/general/$(echo "$src" | sed 's|/|_|g; s|\.[cS]$|.o|')
        compile "$t" "$src" "$obj" ""
        gobjs="$gobjs $obj"
    done
    link "$t" probe_kinds 64K 4K $gobjs
    run_qemu "$t" "$OUT/$t/probe_kinds.elf" >"$OUT/$t/kinds.h"
    grep -q '^#define FW_NG_WORK_BYTES_5 [1-9]' "$OUT/$t/kinds.h" ||
        { echo "embedded: probe_kinds failed on $t" >&2; exit 1; }
    target_setup "$t"
}

build_target() {
    t=$1
    target_setup "$t"
    rm -rf "${OUT:?}/$t"
    mkdir -p "$OUT/$t"
    objs=""
    for src in $(core_sources) $HERE/libc.c $HERE/semihost.c $START; do
        obj=$OUT/$t/obj/$(echo "$src" | sed 's|/|_|g; s|\.[cS]$|.o|')
        compile "$t" "$src" "$obj" ""
        objs="$objs $obj"
    done
    # The probe asks the core's size functions on the target; its output sizes the arenas.
    compile "$t" $HERE/probe.c "$OUT/$t/obj/probe.o" ""
    link "$t" probe 64K 4K $objs "$OUT/$t/obj/probe.o"
    run_qemu "$t" "$OUT/$t/probe.elf" >"$OUT/$t/arena.h"
    grep -q '^#define FW_GEN_BYTES_9 [1-9]' "$OUT/$t/arena.h" || { echo "embedded: probe failed on $t" >&2; exit 1; }
    [ "$t" != m3 ] || probe_kinds "$t"
    target_setup "$t"
    readme_source >"$OUT/$t/readme.c"
    images "$t" | while IFS='|' read -r name defs ram stack host; do
        case $name in readme) src=$OUT/$t/readme.c ;; errors) src=$HERE/errors.c ;; *) src=$HERE/firmware.c ;; esac
        compile "$t" "$src" "$OUT/$t/obj/fw_$name.o" "$defs"
        link "$t" "$name" "$ram" "$stack" $objs "$OUT/$t/obj/fw_$name.o"
        echo "$host" | tr ';' '\n' >"$OUT/$t/$name.host"
        case $stack in *K) echo $((${stack%K} * 1024)) ;; *) echo "$stack" ;; esac >"$OUT/$t/$name.stack_size"
        for o in $objs "$OUT/$t/obj/fw_$name.o"; do [ ! -f "${o%.o}.ci" ] || cat "${o%.o}.ci"; done >"$OUT/$t/$name.ci.all"
        awk -v ROOT="$ROOT" -f $HERE/stack.awk "$OUT/$t/$name.ci.all" >"$OUT/$t/$name.stack"
    done
    echo "embedded: built $t: $(images "$t" | cut -d'|' -f1 | tr '\n' ' ')"
}

run_target() {
    t=$1
    images "$t" | while IFS='|' read -r name defs ram stack host; do
        set +e
        run_qemu "$t" "$OUT/$t/$name.elf" >"$OUT/$t/$name.out"
        rc=$?
        set -e
        echo "$rc" >"$OUT/$t/$name.rc"
        echo "== $t $name (exit $rc): $(grep -c -v '^#' "$OUT/$t/$name.out") puzzles"
        grep '^#' "$OUT/$t/$name.out" | sed 's/^/   /'
    done
}

# Every library file of every module (LIB_SRC: the core, including the grader) compiled freestanding for
# rv32imac with -Werror; the files that fail are listed in $OUT/core-check/failed.txt.
core_check() {
    target_setup rv32
    mkdir -p "$OUT/core-check"
    : >"$OUT/core-check/failed.txt"
    n=0
    for src in $(sed -n 's/^LIB_SRC *+= *//p' */module.mk); do
        n=$((n + 1))
        obj=$OUT/core-check/$(echo "$src" | sed 's|/|_|g; s|\.c$|.o|')
        if ! $CC $CFLAGS -c -o "$obj" "$src" >"$obj.log" 2>&1; then
            echo "$src" >>"$OUT/core-check/failed.txt"
            sed -n '1,3p' "$obj.log" | sed 's/^/   /'
        fi
    done
    echo "embedded: core check (rv32imac, freestanding, -Werror): $n library files, $(wc -l <"$OUT/core-check/failed.txt") fail:" \
        $(cat "$OUT/core-check/failed.txt")
}

sizes() {
    printf '%-5s %-11s %7s %6s %7s %7s %9s %9s %9s\n' target image text data bss flash static_ram stack_max ram_total
    for t in m3 m4f rv32; do
        target_setup "$t"
        sz=arm-none-eabi-size
        [ "$t" = rv32 ] && sz=riscv64-unknown-elf-size
        images "$t" | while IFS='|' read -r name defs ram stack host; do
            set -- $($sz "$OUT/$t/$name.elf" | tail -n 1)
            st=$(head -n 1 "$OUT/$t/$name.stack" | cut -d' ' -f1)
            printf '%-5s %-11s %7d %6d %7d %7d %9d %9d %9d\n' "$t" "$name" "$1" "$2" "$3" $(($1 + $2)) $(($2 + $3)) \
                "$st" $(($2 + $3 + st)) | tee "$OUT/$t/$name.size"
        done
    done
    echo "flash = text + data; static_ram = data + bss; stack_max = deepest call chain (-fcallgraph-info=su,"
    echo "$OUT/*/*.stack: $(cat "$OUT"/*/*.stack | grep -c '^recursion') with recursion; calls through function pointers"
    echo "are not followed: the firmware passes none); ram_total = static_ram + stack_max. Bytes per shape: $OUT/m3/arena.h"
    echo "(the Futoshiki and Nonogram workers, on the general node layout: $OUT/m3/kinds.h)"
}

steps=${*:-install build core run sizes}
for step in $steps; do
    case $step in
    tools)   have_tools ;;
    install) do_install ;;
    build)   for t in m3 m4f rv32; do build_target "$t"; done ;;
    core)    core_check ;;
    run)     for t in m3 m4f rv32; do run_target "$t"; done ;;
    sizes)   sizes ;;
    *) echo "usage: sh gen/embedded/build.sh [tools] [install] [build] [core] [run] [sizes]" >&2; exit 2 ;;
    esac
done
