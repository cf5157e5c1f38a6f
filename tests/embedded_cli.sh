# embedded_cli.sh: the core as firmware (Cortex-M3/M4F and rv32 images, gen/README.md's program too) under QEMU:
# puzzles equal to the host's (bin/fillomino, tests/firmware_twin.c), each unique, within budget and the guide's figures.
. tests/shcheck.sh

le() { [ -n "$1" ] && [ -n "$2" ] && [ "$1" -le "$2" ]; } # both numbers known and $1 <= $2

if ! sh gen/embedded/build.sh tools >/dev/null 2>&1; then
    echo "SKIP: embedded tests need gcc-arm-none-eabi, qemu-system-arm, gcc-riscv64-unknown-elf and"
    echo "      qemu-system-misc (run 'make embedded' as root to install them)"
    finish
    exit
fi

if [ -n "${EMBEDDED_PREBUILT:-}" ]; then
    OUT=${EMBEDDED_OUT:-build/embedded}
else
    OUT=$TMP/embedded
    EMBEDDED_OUT=$OUT sh gen/embedded/build.sh build core run sizes >"$TMP/build.log" 2>&1
    rc=$?
    check "firmware images build warning-free (-Werror) and run" [ "$rc" -eq 0 ]
    [ "$rc" -eq 0 ] || tail -n 20 "$TMP/build.log"
    check "the linker warns of nothing either ($(grep -m 1 -i warning "$TMP/build.log"))" \
        holds '! grep -q -i warning "$TMP/build.log"'
fi

# The whole core (every module's LIB_SRC, the grader too) compiles freestanding for rv32imac.
if [ -f "$OUT/core-check/failed.txt" ]; then
    bad=$(tr '\n' ' ' <"$OUT/core-check/failed.txt")
    check "core library files compile freestanding for rv32imac (failing: ${bad:-none})" [ -z "$bad" ]
fi

TWIN=${FIRMWARE_TWIN:-build/firmware_twin/firmware_twin}

# Every image: exit status 0, puzzle lines byte-identical to the host's, each puzzle unique.
for host in "$OUT"/*/*.host; do
    [ -f "$host" ] || continue
    img=${host%.host}
    name=$(basename "$(dirname "$img")")/$(basename "$img")
    check "$name: firmware exits 0" [ "$(cat "$img.rc" 2>/dev/null)" = 0 ]
    if [ "${img##*/}" = errors ]; then # the core's refusals on the target: "# ok WHAT" lines, no "# FAIL"
        grep '^# FAIL' "$img.out" | sed 's/^/    /'
        check "$name: every refusal an error, never a crash ($(grep -c '^# ok ' "$img.out") ok lines)" \
            holds '[ "$(grep -c "^# ok " "$img.out")" -ge 12 ] && ! grep -q "^# FAIL" "$img.out"'
    fi
    [ "${img##*/}" = errors ] || while read -r cmd; do
        # shellcheck disable=SC2086
        case $cmd in
        firmware_twin*) "$TWIN" ${cmd#firmware_twin} ;;
        *) $BIN/$cmd ;;
        esac
    done <"$host" >"$TMP/host.txt"
    grep -v '^#' "$img.out" >"$TMP/fw.txt"
    if [ "${img##*/}" != errors ]; then
        check "$name: host printed puzzles" [ -s "$TMP/host.txt" ]
        check "$name: firmware output equals the host's, byte for byte" cmp -s "$TMP/fw.txt" "$TMP/host.txt"
    fi
    grep -v ':' "$TMP/fw.txt" >"$TMP/sudoku.txt"
    grep ':' "$TMP/fw.txt" >"$TMP/fillomino.txt"
    if [ -s "$TMP/sudoku.txt" ]; then
        $BIN/dlx --count <"$TMP/sudoku.txt" >"$TMP/counts.txt"
        check "$name: every Sudoku has exactly one solution (bin/dlx --count)" \
            [ "$(grep -c -x 1 "$TMP/counts.txt")" -eq "$(wc -l <"$TMP/sudoku.txt")" ]
    fi
    if [ -s "$TMP/fillomino.txt" ]; then
        $BIN/fillomino solve --count <"$TMP/fillomino.txt" >"$TMP/counts.txt"
        check "$name: every Fillomino has exactly one solution (bin/fillomino solve --count)" \
            [ "$(grep -c -x 1 "$TMP/counts.txt")" -eq "$(wc -l <"$TMP/fillomino.txt")" ]
    fi
    # The static stack analysis is an upper bound of the painted-stack high-water mark (which the guide's
    # program, the readme image, does not print).
    used=$(sed -n 's/^# stack used \([0-9]*\) of.*/\1/p' "$img.out")
    worst=$(head -n 1 "$img.stack" | cut -d' ' -f1)
    [ "${img##*/}" = readme ] || check "$name: measured stack ($used) <= static worst case ($worst)" le "$used" "$worst"
    # ... and fits the stack the image links with: what runs past it lands on the static RAM below, unseen.
    size=$(cat "$img.stack_size" 2>/dev/null)
    check "$name: static worst-case stack ($worst) <= the image's stack ($size)" le "$worst" "$size"
    check "$name: no recursion in the call graph" [ -z "$(grep '^recursion' "$img.stack")" ]
done

# latin_init builds the empty puzzle's model as latin_load builds any other: its deepest call chain on Cortex-M3
# (the errors image calls both) is latin_load's, give or take a frame of a few words (no puzzle on its stack).
chain() { awk -v ROOT="$1" -f gen/embedded/stack.awk "$OUT/m3/errors.ci.all" 2>/dev/null | head -n 1 | cut -d' ' -f1; }
init=$(chain latin_init); load=$(chain latin_load)
check "m3 errors: latin_init's deepest stack ($init B) within 64 B of latin_load's ($load B)" \
    holds '[ -n "$init" ] && [ -n "$load" ] && [ "$init" -le $((load + 64)) ]'

# Budget (arm-none-eabi-size is deterministic). size columns: target image text data bss flash
# static_ram stack_max ram_total. The budget: 16 KB flash and 16 KB RAM for 9x9 on Cortex-M3, 128 KB RAM for
# 16x16; the firmware's engine uses the computed Sudoku node layout (dlx/nodes_sudoku.h).
size_of() { # image column
    awk -v c="$2" '{ print $c }' "$OUT/$1.size" 2>/dev/null
}
flash9=$(size_of m3/sudoku9 6); ram9=$(size_of m3/sudoku9 9); flash16=$(size_of m3/sudoku16 6)
ram16=$(size_of m3/sudoku16 9)
check "m3 sudoku9: flash $flash9 <= 16384 (the budget)" le "$flash9" 16384
check "m3 sudoku9: RAM $ram9 <= 16384 (static + worst stack; the budget)" le "$ram9" 16384
check "m3 sudoku16: flash $flash16 <= 16384" le "$flash16" 16384
check "m3 sudoku16: RAM $ram16 <= 131072 (static + worst stack; the budget)" le "$ram16" 131072

# The guide's memory figures (gen/README.md, "On a microcontroller") in KB to one decimal, as measured: each
# Cortex-M3 image's RAM (static + worst stack), and the bytes per shape the probe reports on Cortex-M3.
kb() { [ -n "$1" ] && awk -v b="$1" 'BEGIN { printf "%.1f", b / 1024 }'; }
for row in "9x9 Sudoku generator=sudoku9" "6x6 Fillomino generator=fillomino6" "both (demo)=demo" \
           "16x16 Sudoku generator=sudoku16"; do
    img=${row##*=}
    doc=$(grep -F "| ${row%=*} |" gen/README.md | awk -F'|' '{ print $4 }' | sed -n 's/^ *\([0-9.]*\) KB.*/\1/p')
    got=$(kb "$(size_of "m3/$img" 9)")
    check "gen/README.md: m3 $img RAM ${doc:-?} KB, measured ${got:-?} KB" holds '[ -n "$got" ] && [ "$doc" = "$got" ]'
done
# The guides' flash figures (text + data of each Cortex-M3 image: gen/README.md's table and its readme image,
# gen/embedded/README.md's sudoku9) against the build's measurement, within 0.5% (60 to 120 B at these sizes):
# arm-none-eabi-gcc's code size moves by a few bytes between Debian point releases, which a figure may miss,
# while a stale figure, an image grown by a change of the core (230 B on fillomino6, 1.8%, once went unseen), may
# not. A table's KB must also be its bytes to one decimal; a figure given in KB alone has half a tenth more.
near() { # documented measured [slack]: both known, within 0.5% of the measurement (and slack bytes)
    [ -n "$1" ] && [ -n "$2" ] &&
        awk -v d="$1" -v m="$2" -v s="${3:-0}" 'BEGIN { t = m * 0.005 + s; exit !(d - m <= t && m - d <= t) }'
}
for row in "9x9 Sudoku generator=sudoku9" "6x6 Fillomino generator=fillomino6" "both (demo)=demo" \
           "16x16 Sudoku generator=sudoku16"; do
    img=${row##*=}
    cell=$(grep -F "| ${row%=*} |" gen/README.md | awk -F'|' '{ print $3 }')
    kbdoc=$(printf '%s' "$cell" | sed -n 's/^ *\([0-9.]*\) KB.*/\1/p')
    bdoc=$(printf '%s' "$cell" | sed -n 's/.*(\([0-9,]*\) B).*/\1/p' | tr -d ,)
    got=$(size_of "m3/$img" 6)
    check "gen/README.md: m3 $img flash ${kbdoc:-?} KB (${bdoc:-?} B), measured ${got:-?} B (0.5% allowed)" \
        holds 'near "$bdoc" "$got" && [ "$kbdoc" = "$(kb "$bdoc")" ]'
done
doc=$(tr '\n' ' ' <gen/README.md | grep -o 'as the `readme` image, [0-9.]* KB of flash' | grep -o '[0-9.]* KB' | cut -d' ' -f1)
got=$(size_of m3/readme 6)
check "gen/README.md: m3 readme flash ${doc:-?} KB, measured ${got:-?} B (0.5% allowed)" \
    holds '[ -n "$doc" ] && near "$(awk -v k="$doc" "BEGIN { print k * 1024 }")" "$got" 52'
doc=$(grep -F '| flash (sudoku9 image) |' gen/embedded/README.md | awk -F'|' '{ print $4 }' | grep -o '^ *[0-9,]*' | tr -d ' ,')
got=$(size_of m3/sudoku9 6)
check "gen/embedded/README.md: m3 sudoku9 flash ${doc:-?} B on the computed layout, measured ${got:-?} B (0.5% allowed)" \
    near "$doc" "$got"
probe() { sed -n "s/^#define $1 \([0-9]*\)u$/\1/p" "$OUT/m3/arena.h" 2>/dev/null; }
for n in 4 6 9 16; do
    doc=$(grep -o "${n}x$n [0-9.]* / [0-9.]* KB" gen/README.md | head -n 1 | awk '{ print $2 "/" $4 }')
    got=$(kb "$(probe "FW_GEN_BYTES_$n")")/$(kb "$(probe "FW_FM_GEN_BYTES_$n")")
    check "gen/README.md: ${n}x$n generators ${doc:-?} KB (Sudoku/Fillomino), probed $got KB" \
        holds '[ -n "$doc" ] && [ "$doc" = "$got" ]'
done
# The workers on the general layout (gen/embedded/probe_kinds.c): the guide's "a Futoshiki worker then takes
# X KB at NxN ..." and "a Nonogram one X KB at NxN, ...", each figure as probed on Cortex-M3.
worker() { sed -n "s/^#define $1 \([0-9]*\)u$/\1/p" "$OUT/m3/kinds.h" 2>/dev/null; }
guide=$(tr '\n' ' ' <gen/README.md)
for row in "Futoshiki worker then takes:FW_FUTOSHIKI_WORK_BYTES_:6 9" "a Nonogram one:FW_NG_WORK_BYTES_:5 10 20 30"; do
    words=${row%%:*}; rest=${row#*:}; define=${rest%%:*}
    part=$(printf '%s' "$guide" | grep -o "$words [^(]*" | head -n 1)
    for n in ${rest#*:}; do
        doc=$(printf '%s' "$part" | grep -o "[0-9.]* KB at ${n}x$n" | head -n 1 | cut -d' ' -f1)
        got=$(kb "$(worker "$define$n")")
        check "gen/README.md: $words ${doc:-?} KB at ${n}x$n, probed ${got:-?} KB" \
            holds '[ -n "$doc" ] && [ "$doc" = "$got" ]'
    done
done
finish
