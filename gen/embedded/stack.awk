# stack.awk: worst-case stack depth from GCC's -fcallgraph-info=su files (*.ci): the deepest call chain
# from ROOT (awk -v ROOT=main), summing each function's frame. Prints "bytes path"; flags recursion/unknowns.
function field(line, key,    s, e) {
    s = index(line, key "\"")
    if (s == 0) return ""
    line = substr(line, s + length(key) + 1)
    e = index(line, "\"")
    return substr(line, 1, e - 1)
}
/^node:/ {
    t = field($0, "title: ")
    l = field($0, "label: ")
    if (match(l, /[0-9]+ bytes \([a-z,]+\)/)) {
        frame[t] = substr(l, RSTART, RLENGTH) + 0
        kind[t] = substr(l, RSTART, RLENGTH)
        known[t] = 1
        if (kind[t] !~ /\(static\)/) dynamic[t] = 1
    }
    if (l ~ /^__indirect_call/ || t ~ /__indirect_call/) indirect = 1
    seen[t] = 1
}
/^edge:/ {
    s = field($0, "sourcename: ")
    d = field($0, "targetname: ")
    key = s SUBSEP d
    if (!(key in edge)) { edge[key] = 1; nout[s]++; out[s, nout[s]] = d }
}
function depth(f,    k, best, d, bestpath) {
    if (f in memo) return memo[f]
    if (busy[f]) { recursion = recursion " " f; return 0 }
    busy[f] = 1
    best = 0; bestpath = ""
    for (k = 1; k <= nout[f]; k++) {
        d = depth(out[f, k])
        if (d > best) { best = d; bestpath = path[out[f, k]] }
    }
    busy[f] = 0
    if (!(f in known) && nout[f] == 0 && f !~ /^__indirect_call/) unknown = unknown " " f
    memo[f] = best + frame[f]
    path[f] = f (bestpath != "" ? " > " bestpath : "")
    return memo[f]
}
END {
    total = depth(ROOT)
    printf "%d %s\n", total, path[ROOT]
    if (recursion != "") printf "recursion:%s\n", recursion
    if (indirect) print "indirect calls present"
    for (f in dynamic) printf "dynamic frame: %s (%s)\n", f, kind[f]
    if (unknown != "") printf "no stack figure (leaf outside the build):%s\n", unknown
}
