#!/bin/sh
# fillomino_bench.sh: one-core figures for bin/fillomino beside sgt-filling: median generation time per
# puzzle and clue density at several sizes, and solve time over the janko set. Prints a Markdown table.
# Usage: bench/fillomino_bench.sh [--quick] [--out DIR] [N puzzles per size, default 20; --quick: 5]
# (run from the project root; bin/bench calls it with --out DIR and pastes this Markdown into its report)
N=20
while [ $# -gt 0 ]; do
    case "$1" in
        --quick) N=5 ;;
        --out) shift ;;
        *) N=$1 ;;
    esac
    shift
done
F=${FILLOMINO:-bin/fillomino}
SGT=$(command -v sgt-filling || ls /usr/games/sgt-filling 2>/dev/null)
DATA=${COVERJAR_DATA:-../shared/data}
T=$(mktemp -d); trap 'rm -rf "$T"' EXIT
now() { date +%s%N; }
echo "| size | coverjar ms/puzzle (median) | clue % | sgt-filling ms/puzzle | sgt clue % | speed-up |"
echo "|---|---|---|---|---|---|"
for s in 5x5 9x7 10x10 13x9 16x16 17x13; do
    w=${s%x*}; h=${s#*x}
    : > "$T/times"
    i=0
    while [ $i -lt "$N" ]; do
        t0=$(now); taskset -c 0 "$F" gen --width "$w" --height "$h" --range $i:$((i+1)) --seed 1 --format line >> "$T/ours"; t1=$(now)
        echo $(( (t1 - t0) / 1000 )) >> "$T/times"; i=$((i+1))
    done
    med=$(sort -n "$T/times" | awk '{a[NR]=$1} END {printf "%.2f", a[int((NR+1)/2)]/1000}')
    dens=$(tail -n "$N" "$T/ours" | awk -F: '{c=$2; n=length(c); k=gsub(/[0-9]/,"",c); s+=k/n} END {printf "%.1f", 100*s/NR}')
    if [ -n "$SGT" ]; then
        /usr/bin/time -f "%U %S" -o "$T/st" taskset -c 0 "$SGT" --generate "$N" "$s" > "$T/sgt" 2>/dev/null
        sms=$(awk -v n="$N" '{printf "%.2f", 1000*($1+$2)/n}' "$T/st")
        sd=$(awk -F: -v n=$((w*h)) '{c=$2; k=gsub(/[1-9]/,"",c); s+=k/n} END {printf "%.1f", 100*s/NR}' "$T/sgt")
        ratio=$(awk -v a="$sms" -v b="$med" 'BEGIN {printf "%.2fx", (b > 0 ? a/b : 0)}')
    else sms="n/a"; sd="n/a"; ratio="n/a"; fi
    echo "| $s | $med | $dens | $sms | $sd | $ratio |"
done
t0=$(now); taskset -c 0 "$F" solve --count --max-nodes 20000 "$DATA/fillomino_janko.txt" > "$T/jc" 2>/dev/null; t1=$(now)
echo
echo "janko set: $(grep -c '^1$' "$T/jc") of $(wc -l < "$T/jc") counted unique, $(grep -c error "$T/jc") stopped at the node limit, $(( (t1 - t0) / 1000000 )) ms total (process start included per size row; medians above include process start)."
