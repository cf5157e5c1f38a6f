# install_cli.sh: `make install` into a staging folder (DESTDIR), the installed tools, model, page and library
# at work from there, then `make uninstall`, which must leave no file of coverjar's behind.
. tests/shcheck.sh

# make install needs only the build's Debian packages (make test also the tests', the bench's and the
# firmware's): the package list each one's deps recipe would check, as make -n shows it.
make -s -n install DESTDIR="$TMP/none" > "$TMP/install_n" 2>&1
make -s -n test > "$TMP/test_n" 2>&1
check "make install checks the build's packages only, make test the tests' too" holds \
    'grep -q "for p in .*libsqlite3-dev.*libmicrohttpd-dev" "$TMP/install_n" &&
     ! grep -q "for p in .*\(chromium\|qemu-system-arm\|valgrind\|clang\|gnuplot\)" "$TMP/install_n" &&
     grep -q "for p in .*chromium.*" "$TMP/test_n" && grep -q "for p in .*qemu-system-arm" "$TMP/test_n"'

inst=$TMP/inst
make -s install DESTDIR="$inst" PREFIX=/usr > "$TMP/install.log" 2>&1; rc=$?
check "make install DESTDIR=... PREFIX=/usr: exit 0" holds '[ $rc -eq 0 ]'
find "$inst" -type f | sort > "$TMP/files"
check "install puts six tools, their man pages, the library, coverjar.pc, the model and the page" holds \
    '[ "$(grep -c "/usr/bin/coverjar-" "$TMP/files")" -eq 6 ] && [ "$(grep -c "/usr/share/man/man1/coverjar-.*\.1$" "$TMP/files")" -eq 6 ] &&
     grep -q "/usr/lib/libcoverjar.a$" "$TMP/files" && grep -q "/usr/lib/pkgconfig/coverjar.pc$" "$TMP/files" &&
     grep -q "/usr/share/coverjar/default.model$" "$TMP/files" && grep -q "/usr/share/coverjar/page/index.html$" "$TMP/files" &&
     grep -q "/usr/include/coverjar/dlx/dlx.h$" "$TMP/files"'

"$inst/usr/bin/coverjar-gen" -n 3 --seed 5 > "$TMP/gen_inst" 2> "$TMP/err"; rc=$?
$RELBIN/gen -n 3 --seed 5 > "$TMP/gen_rel"
check "the installed coverjar-gen makes the same puzzles as bin/gen" holds '[ $rc -eq 0 ] && [ -s "$TMP/gen_inst" ] && cmp -s "$TMP/gen_inst" "$TMP/gen_rel"'
"$inst/usr/bin/coverjar-dlx" --count "$TMP/gen_inst" > "$TMP/count" 2> "$TMP/err"; rc=$?
check "the installed coverjar-dlx counts one solution for each" holds '[ $rc -eq 0 ] && [ "$(sort -u "$TMP/count")" = 1 ]'
"$inst/usr/bin/coverjar-classify" predict "$TMP/gen_inst" > "$TMP/pred_inst" 2> "$TMP/err"; rc=$?
$RELBIN/classify predict "$TMP/gen_inst" > "$TMP/pred_rel" 2> /dev/null
check "the installed coverjar-classify predict finds the installed model: bin/classify's labels" holds \
    '[ $rc -eq 0 ] && [ "$(wc -l < "$TMP/pred_inst")" -eq 3 ] && cmp -s "$TMP/pred_inst" "$TMP/pred_rel"'
check "coverjar.pc names the prefix, the include folder and the library" holds \
    'grep -qx "prefix=/usr" "$inst/usr/lib/pkgconfig/coverjar.pc" && grep -q "^Libs: .*-lcoverjar" "$inst/usr/lib/pkgconfig/coverjar.pc" &&
     grep -q "^Cflags: -I\${includedir}" "$inst/usr/lib/pkgconfig/coverjar.pc"'

make -s uninstall DESTDIR="$inst" PREFIX=/usr > "$TMP/uninstall.log" 2>&1; rc=$?
check "make uninstall: exit 0" holds '[ $rc -eq 0 ]'
check "make uninstall removes every file install made" holds \
    '[ -z "$(while read -r f; do [ -e "$f" ] && echo "$f"; done < "$TMP/files")" ] && [ -z "$(find "$inst" -type f)" ]'
check "make uninstall leaves no folder of coverjar's (include/coverjar, share/coverjar)" holds \
    '[ -z "$(find "$inst" -name "*coverjar*")" ] && [ -d "$inst/usr/bin" ]'
make -s uninstall DESTDIR="$inst" PREFIX=/usr > "$TMP/uninstall.log" 2>&1; rc=$?
check "make uninstall again, with nothing installed: exit 0" holds '[ $rc -eq 0 ]'

finish
