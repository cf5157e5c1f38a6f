# docs_cli.sh: the documentation says what the software does: every example command of the README and
# the guides (```sh blocks) runs as written, every relative link leads to a file, every tool reports the
# version the Makefile sets, and the README stays short.
. tests/shcheck.sh
ROOT=$(pwd)
case "$BIN" in /*) ABSBIN=$BIN ;; *) ABSBIN=$ROOT/$BIN ;; esac
case "$DATA" in /*) ABSDATA=$DATA ;; *) ABSDATA=$ROOT/$DATA ;; esac

# The guides: the README and every Markdown file in the modules (not the generated benchmark reports).
guides=$(ls README.md CHANGELOG.md */*.md */*/*.md 2>/dev/null | grep -v -e '^bench/results/' -e '^bench/latest' \
         -e '^node_modules/' -e '^build/')

# Example commands, run from a scratch folder laid out like the project: bin/ (the tools under test),
# the sources, and ../shared/data; files the examples write stay in the scratch folder.
mkdir -p "$TMP/proj"
ln -s "$ABSBIN" "$TMP/proj/bin"
ln -s "$(dirname "$ABSDATA")" "$TMP/shared"
for d in dlx gen fillomino classify bench tests; do ln -s "$ROOT/$d" "$TMP/proj/$d"; done
n_commands=0
for g in $guides; do
    # Lines of ```sh blocks; a line ending in a backslash continues on the next.
    awk '/^```sh *$/ { on = 1; next } /^```/ { on = 0 } on { print }' "$g" |
        awk '{ if (sub(/\\$/, "")) { acc = acc $0; next } print acc $0; acc = "" }' > "$TMP/cmds"
    lineno=0
    while IFS= read -r cmd; do
        lineno=$((lineno + 1))
        case "$cmd" in '' | '#'*) continue ;; esac
        n_commands=$((n_commands + 1))
        (cd "$TMP/proj" && timeout 300 sh -c "$cmd" > "$TMP/out" 2> "$TMP/err" < /dev/null)
        rc=$?
        check "$g: '$cmd' exits 0 (got $rc: $(head -c 300 "$TMP/err"))" [ "$rc" -eq 0 ]
        check "$g: '$cmd' answers no puzzle with error" sh -c "! grep -qx error '$TMP/out'"
    done < "$TMP/cmds"
done
check "the guides hold example commands ($n_commands)" [ "$n_commands" -ge 20 ]

# Relative links [text](path) lead to files of the project.
for g in $guides; do
    dir=$(dirname "$g")
    grep -o '](\([^)#: ]*\))' "$g" | sed 's/^](//; s/)$//' | while IFS= read -r link; do
        [ -n "$link" ] || continue
        [ -e "$dir/$link" ] || echo "$g: $link"
    done
done > "$TMP/dead"
check "no dead links in the guides ($(tr '\n' ' ' < "$TMP/dead"))" [ ! -s "$TMP/dead" ]

# --version: every tool names itself and the Makefile's VERSION.
version=$(sed -n 's/^VERSION *:= *//p' Makefile)
check "the Makefile sets a version" [ -n "$version" ]
for t in "$ABSBIN"/*; do
    name=$(basename "$t")
    check "$name --version" [ "$("$t" --version | head -n 1)" = "$name (coverjar) $version" ]
    check "$name --help exits 0 on stdout" sh -c "'$t' --help > '$TMP/help' && [ -s '$TMP/help' ]"
done
# after a command too, as --help is (README: "after a command too")
for cmd in "classify grade" "fillomino solve" "gen transform" "bank serve"; do
    check "$cmd --version" [ "$("$ABSBIN"/$cmd --version | head -n 1)" = "${cmd%% *} (coverjar) $version" ]
done
check "the changelog names the release" grep -q "^## $version " CHANGELOG.md

check "README under 12 KB" [ "$(wc -c < README.md)" -lt 12288 ]
check "README starts with the two set-up commands" sh -c "sed -n '1,8p' README.md | grep -q '^make run' && sed -n '1,8p' README.md | grep -q '^make test'"
finish
