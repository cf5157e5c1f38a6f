# bank_help_cli.sh: `bank CMD --help` prints that command's usage alone (its synopsis as `bank --help` lists it,
# FILTERS where it takes them) and a pointer to `bank --help`, which lists every command; options taken as usage says.
. tests/shcheck.sh
$BIN/bank --help > $TMP/all; rc=$?
sed -n 's/^\(usage:\|      \) bank \([a-z]*\) .*/\2/p' $TMP/all > $TMP/commands
check "bank --help: exit 0, a synopsis of each of the 7 commands ($(tr '\n' ' ' < $TMP/commands))" holds \
    '[ $rc = 0 ] && [ "$(tr "\n" " " < $TMP/commands)" = "add build pick export stats regrade serve " ]'
for cmd in $(cat $TMP/commands); do
    for at in "$cmd --help" "$cmd $TMP/x.db -h"; do
        $BIN/bank $at > $TMP/o 2> $TMP/e; rc=$?
        others=$(grep -v "^\(usage:\|      \) bank $cmd " $TMP/o | grep -c "^\(usage:\|      \) bank [a-z]* ")
        check "bank $at: exit 0, its own usage first, no other command's ($others), the pointer to bank --help last" holds \
            '[ $rc = 0 ] && [ ! -s $TMP/e ] && head -n 1 $TMP/o | grep -q "^usage: bank $cmd DB" && [ $others = 0 ] &&
             [ "$(tail -n 1 $TMP/o)" = "(bank --help: the usage of every command)" ] && [ ! -e $TMP/x.db ]'
    done
    # the first line of its usage is its line in bank --help (serve's there points to its own --help)
    mine=$(head -n 1 $TMP/o | sed 's/^usage: //'); listed=$(grep "^\(usage:\|      \) bank $cmd " $TMP/all | sed 's/^\(usage:\|      \) //')
    case $cmd in
    serve) check "serve: bank --help points to bank serve --help" holds 'echo "$listed" | grep -q "see bank serve --help"' ;;
    *) check "$cmd: its synopsis is its line of bank --help" holds '[ "$mine" = "$listed" ]' ;;
    esac
    case $cmd in pick | export | stats | regrade) want=1 ;; *) want=0 ;; esac
    check "$cmd --help: FILTERS $([ $want = 1 ] && echo "described" || echo "not described")" \
        holds '[ "$(grep -c "^  FILTERS: --kind K" $TMP/o)" = $want ]'
done
$BIN/bank frob --help > $TMP/o 2> $TMP/e; rc=$?
check "bank frob --help: no such command, exit 2, said" holds '[ $rc = 2 ] && [ ! -s $TMP/o ] && grep -q "unknown command .frob." $TMP/e'
# Every option of build's usage is one build takes: with its value (of the usage's shape) none is unknown.
$BIN/bank build --help | sed -n '1,2p' | grep -o -- '--[a-z-]*\|-[nj] ' | tr -d ' ' | sort -u > $TMP/opts
unknown=
for o in $(cat $TMP/opts); do
    case $o in --kind) v=sudoku ;; --box) v=2x2 ;; --level) v=easy ;; --symmetry) v=none ;; --progress | --no-progress) v= ;; *) v=4 ;; esac
    $BIN/bank build $TMP/y.db $o $v -j 1 > /dev/null 2> $TMP/e
    grep -q "unknown option" $TMP/e && unknown="$unknown $o"
done
check "bank build: each option its usage names is taken ($(tr '\n' ' ' < $TMP/opts)), none unknown ($unknown)" \
    holds '[ -z "$unknown" ] && grep -qx -- --empty $TMP/opts && grep -qx -- --symmetry $TMP/opts'
finish
