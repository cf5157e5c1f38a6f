# library_cli.sh: libcoverjar as an application uses it: bad arguments get the documented errors, no crash and no
# undefined behaviour (tests/library_api.c under ASan/UBSan, also with 16-bit engine indices); headers from C++; README snippet.
. tests/shcheck.sh
CC=${CC:-cc}
CXX=${CXX:-g++}
make -s build/rel/libcoverjar.a build/dbg/libcoverjar.a build/index16/libcoverjar.a > "$TMP/make.log" 2>&1
check "the release and sanitizer libraries build (and the one with 16-bit engine indices)" [ $? -eq 0 ]
# Every member of the archive has a name of its own: `ar x` writes one file per name, and of two objects named
# alike (classify's and fillomino's features.o) it kept one.
mkdir "$TMP/ax" && (cd "$TMP/ax" && ar x "$OLDPWD/build/rel/libcoverjar.a")
check "libcoverjar.a: ar x gives back every member ar t lists ($(ar t build/rel/libcoverjar.a | sort | uniq -d | tr '\n' ' '))" \
    holds '[ "$(ls "$TMP/ax" | wc -l)" -eq "$(ar t build/rel/libcoverjar.a | wc -l)" ]'
HEADERS=$(sed -n 's/^HEADERS *+= *//p' */module.mk)

# Bad arguments: every init and size function, under the sanitizers, on the host's library and on the one
# built with a microcontroller's 16-bit engine indices (-DDLX_INDEX_16: the limits fall within reach).
for lib in dbg index16; do
    flags=
    [ "$lib" = dbg ] || flags=-DDLX_INDEX_16
    $CC -std=c99 -Wall -Wextra -Wpedantic -Werror -g -I. -fsanitize=address,undefined $flags -o "$TMP/api" \
        tests/library_api.c build/$lib/libcoverjar.a -lm 2> "$TMP/api.cc"
    check "$lib: tests/library_api.c builds as C99 ($(head -c 300 "$TMP/api.cc"))" [ -x "$TMP/api" ]
    "$TMP/api" > "$TMP/api.out" 2> "$TMP/api.err"
    rc=$?
    while read -r verdict what; do
        check "$lib: $what" [ "$verdict" = ok ]
    done < "$TMP/api.out"
    check "$lib: every contract checked, exit 0 (got $rc, $(grep -c . "$TMP/api.out") lines)" \
        holds '[ $rc -eq 0 ] && [ "$(grep -c . "$TMP/api.out")" -eq "$(grep -c "^ *expect(" tests/library_api.c)" ]'
    check "$lib: no sanitizer report ($(grep -m 1 -e 'runtime error' -e 'ERROR: AddressSanitizer' "$TMP/api.err"))" \
        holds '! grep -q -e "runtime error" -e "AddressSanitizer" "$TMP/api.err"'
    rm -f "$TMP/api"
done

# C++: every public header compiles and a function of each module links (extern "C").
if command -v "$CXX" > /dev/null; then
    for h in $HEADERS; do echo "#include \"$h\""; done > "$TMP/cxx.cc"
    cat >> "$TMP/cxx.cc" << 'EOF'
#include <cstdio>
int main()
{
    cj_rng rng;
    cj_rng_seed(&rng, 1, 0);
    std::printf("%d %d %d %d %d %d %d\n", gen_bytes(3, 3) > 0, dlx_bytes(1, 0, 1, 1) > 0, fm_gen_bytes(5, 5) > 0,
                classify_grader_bytes(3, 3) > 0, latin_bytes(5, 0, 0) > 0, ng_solver_bytes(5, 5) > 0,
                cj_kind_find("sudoku") == cj_kinds[0]);
    return 0;
}
EOF
    $CXX -std=c++11 -Wall -Wextra -Wpedantic -Werror -I. -o "$TMP/cxx" "$TMP/cxx.cc" build/rel/libcoverjar.a -lm \
        2> "$TMP/cxx.err"
    check "the public headers compile and link from C++11 ($(grep -m 1 -e error -e undefined "$TMP/cxx.err"))" [ -x "$TMP/cxx" ]
    check "C++: the library answers" holds '[ -x "$TMP/cxx" ] && [ "$("$TMP/cxx")" = "1 1 1 1 1 1 1" ]'
else
    echo "note: no C++ compiler ($CXX): the headers were not tried from C++"
fi

# The README's library snippet, as written inside a main: puzzle 0 of seed 42, what bin/gen --seed 42 prints.
awk '/^## The library/ { on = 1 } on && /^```c/ { code = 1; next } code && /^```/ { exit } code' README.md > "$TMP/snippet.txt"
{
    grep '^#include' "$TMP/snippet.txt"
    printf '#include <stdio.h>\n#include <stdlib.h>\nint main(void)\n{\n'
    grep -v '^#include' "$TMP/snippet.txt"
    cat << 'EOF2'
for (int i = 0; i < 81; i++) putchar(puzzle[i] ? '0' + puzzle[i] : '.');
putchar('\n');
free(g);
return 0;
}
EOF2
} > "$TMP/snippet.c"
$CC -std=c11 -Wall -Wextra -Werror -I. -o "$TMP/snippet" "$TMP/snippet.c" build/rel/libcoverjar.a -lm 2> "$TMP/snippet.err"
check "README's library snippet builds ($(head -c 300 "$TMP/snippet.err"))" [ -x "$TMP/snippet" ]
check "README's library snippet makes bin/gen --seed 42's puzzle" \
    holds '[ -x "$TMP/snippet" ] && [ -n "$("$TMP/snippet")" ] && [ "$("$TMP/snippet")" = "$(${RELBIN:-bin}/gen --seed 42)" ]'

# gen/README.md's whole program, as C99: its 9x9, count and grade, and its Futoshiki through the kind table, are the
# tools' own answers.
awk '/^## The library/ { on = 1 } on && /^```c/ { code = 1; next } code && /^```/ { exit } code' gen/README.md > "$TMP/prog.c"
$CC -std=c99 -Wall -Wextra -Wpedantic -Werror -I. -o "$TMP/prog" "$TMP/prog.c" build/rel/libcoverjar.a -lm 2> "$TMP/prog.err"
check "gen/README.md's library program builds as C99 ($(head -c 300 "$TMP/prog.err"))" [ -x "$TMP/prog" ]
R=${RELBIN:-bin}
[ -x "$TMP/prog" ] && "$TMP/prog" > "$TMP/prog.out"; rc=$?
s9=$($R/gen --seed 42); fu=$($R/gen --variant futoshiki --size 5 --seed 42)
check "gen/README.md's program prints the tools' puzzles, counts and grade (rc $rc)" \
    holds '[ $rc -eq 0 ] && [ "$(sed -n 1p "$TMP/prog.out")" = "$s9" ] &&
           [ "$(sed -n 2p "$TMP/prog.out")" = "solutions: $(echo "$s9" | $R/dlx --count)" ] &&
           [ "$(sed -n 3p "$TMP/prog.out")" = "$(echo "$s9" | $R/classify grade | cut -d" " -f1,2)" ] &&
           [ "$(sed -n 4p "$TMP/prog.out")" = "$fu" ] &&
           [ "$(sed -n 5p "$TMP/prog.out")" = "solutions: $(echo "$fu" | $R/dlx --variant futoshiki --count)" ]'
finish
