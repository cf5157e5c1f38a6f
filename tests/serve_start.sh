# serve_start.sh: sourced by the server's tests after shcheck.sh: builds a small bank ($TMP/bank.db: 4x4, 9x9
# at two levels and 16x16 Sudoku, 6x6 Fillomino) and starts `bank serve` on a free loopback port ($URL).
RELBIN=${RELBIN:-bin}
jget() { # jget FIELD < JSON: the field's value (objects and arrays as JSON)
    node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>{let v;try{v=JSON.parse(s)[process.argv[1]]}catch(e){v="(not JSON)"}
             console.log(v!==null&&typeof v==="object"?JSON.stringify(v):String(v))})' "$1"
}
make_bank() {
    { $RELBIN/gen --size 4 -n 4 --seed 1 --format json
      $RELBIN/gen -n 3 --seed 2 --difficulty easy --format json
      $RELBIN/gen -n 3 --seed 3 --difficulty hard --format json
      $RELBIN/gen --size 16 -n 1 --seed 4 --format json
      $RELBIN/gen --variant fillomino --size 6 -n 3 --seed 5; } > $TMP/puzzles.txt
    $BIN/bank add --grade $TMP/bank.db $TMP/puzzles.txt 2> $TMP/add.err
}
start_server() { # start_server [OPTIONS]: one more server of the bank; sets SERVER (its pid), LOG (its stderr,
                 # the first's $TMP/serve.log) and URL; every server started is stopped at exit
    served=$((${served:-0} + 1)); LOG=$TMP/serve$([ $served -gt 1 ] && echo $served).log
    $BIN/bank serve $TMP/bank.db --port 0 --seed 1 "$@" 2> $LOG & SERVER=$!
    SERVERS="${SERVERS:-} $SERVER"
    trap 'kill $SERVERS 2> /dev/null; wait $SERVERS 2> /dev/null; rm -rf "$TMP"' EXIT
    for i in $(seq 100); do grep -q 'serving' $LOG 2> /dev/null && break; sleep 0.1; done
    URL=$(sed -n 's|.* on \(http://[^ ]*\)/ .*|\1|p' $LOG)
    [ -n "$URL" ]
}
