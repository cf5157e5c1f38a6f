# spearman.awk: Spearman's rank correlation of two numeric columns (default $1 and $2; set X= and Y= for
# others), ties given their average rank; prints "rho N". POSIX awk (mawk), for compare_graders.sh.
BEGIN { if (X == "") X = 1; if (Y == "") Y = 2 }
/^#/ || NF < 2 { next }
{ n++; xs[n] = $X + 0; ys[n] = $Y + 0; cx[$X + 0]++; cy[$Y + 0]++ }

# Average rank of each distinct value of count[] into rank[]: values below it, plus the middle of its run.
function ranks(count, rank,    k, v, w, m, vals, below, i, j, t) {
    m = 0
    for (v in count) vals[++m] = v + 0
    for (i = 2; i <= m; i++) { # insertion sort of the distinct values (few of them)
        t = vals[i]
        for (j = i - 1; j >= 1 && vals[j] > t; j--) vals[j + 1] = vals[j]
        vals[j + 1] = t
    }
    below = 0
    for (i = 1; i <= m; i++) {
        w = vals[i]
        k = count[w]
        rank[w] = below + (k + 1) / 2
        below += k
    }
}

END {
    if (n < 2) { print "nan", n; exit }
    ranks(cx, rx)
    ranks(cy, ry)
    for (i = 1; i <= n; i++) { a = rx[xs[i]]; b = ry[ys[i]]; sa += a; sb += b }
    ma = sa / n; mb = sb / n
    for (i = 1; i <= n; i++) {
        a = rx[xs[i]] - ma; b = ry[ys[i]] - mb
        sab += a * b; saa += a * a; sbb += b * b
    }
    if (saa == 0 || sbb == 0) { print "nan", n; exit }
    printf "%.3f %d\n", sab / sqrt(saa * sbb), n
}
