# plots.gp: written by bin/bench. Run it from its own folder (cd there; gnuplot plots.gp): it reads
# the .dat files there and writes the figures there, by bare name.
set datafile commentschars '#'
set key top left
set grid
set format y '10^{%L}'
set terminal svg size 800,500 dynamic font 'sans,11'
set output 'fig3_time_vs_empties.svg'
set title 'Time per puzzle against target empty squares (median, min-max)'
set xlabel 'target empty squares'
set ylabel 'CPU seconds per puzzle'
set logscale y
unset logscale x
set arrow 1 from 60, graph 0 to 60, graph 1 nohead dt 2 lc rgb '#1f77b4'
set arrow 2 from 163, graph 0 to 163, graph 1 nohead dt 2 lc rgb '#ff7f0e'
set arrow 3 from 281, graph 0 to 281, graph 1 nohead dt 2 lc rgb '#2ca02c'
plot 'scaling_fig3_9.dat' u 1:2:3:4 w yerrorlines lc rgb '#1f77b4' t '9x9', 'scaling_fig3_16.dat' u 1:2:3:4 w yerrorlines lc rgb '#ff7f0e' t '16x16', 'scaling_fig3_25.dat' u 1:2:3:4 w yerrorlines lc rgb '#2ca02c' t '25x25 (dashed: seed maxima 60/163/281)'
unset arrow 1
unset arrow 2
unset arrow 3
set output 'time_vs_n.svg'
set title 'Time per puzzle against N (median), with fitted a*N^b'
set xlabel 'N (grid side)'
set ylabel 'CPU seconds per puzzle'
set logscale xy
set xtics (4, 6, 9, 12, 16, 25, 36)
set xrange [3.5:40]
plot 'scaling_n.dat' u 1:($2>0?$2:1/0) w lp pt 7 t 'minimal', 'scaling_n.dat' u 1:($3>0?$3:1/0) w lp pt 5 t '40% empty', exp(-19.730863)*x**5.784919 dt 2 t sprintf('fit minimal: b = %.2f', 5.784919), exp(-18.417259)*x**4.286829 dt 3 t sprintf('fit 40%% empty: b = %.2f', 4.286829)
unset xtics
set xtics autofreq
set xrange [*:*]
unset logscale x
set output 'nodes_per_check.svg'
set title 'Engine nodes per isRemoveValid check against empties (marginal, median)'
set xlabel 'target empty squares'
set ylabel 'nodes per check'
set logscale y
plot 'scaling_fig3_9.dat' u 1:($7>0?$7:1/0) w lp t '9x9', 'scaling_fig3_16.dat' u 1:($7>0?$7:1/0) w lp t '16x16', 'scaling_fig3_25.dat' u 1:($7>0?$7:1/0) w lp t '25x25'
unset logscale y
set output
set terminal pngcairo size 800,500 font 'sans,10'
set output 'fig3_time_vs_empties.png'
set title 'Time per puzzle against target empty squares (median, min-max)'
set xlabel 'target empty squares'
set ylabel 'CPU seconds per puzzle'
set logscale y
unset logscale x
set arrow 1 from 60, graph 0 to 60, graph 1 nohead dt 2 lc rgb '#1f77b4'
set arrow 2 from 163, graph 0 to 163, graph 1 nohead dt 2 lc rgb '#ff7f0e'
set arrow 3 from 281, graph 0 to 281, graph 1 nohead dt 2 lc rgb '#2ca02c'
plot 'scaling_fig3_9.dat' u 1:2:3:4 w yerrorlines lc rgb '#1f77b4' t '9x9', 'scaling_fig3_16.dat' u 1:2:3:4 w yerrorlines lc rgb '#ff7f0e' t '16x16', 'scaling_fig3_25.dat' u 1:2:3:4 w yerrorlines lc rgb '#2ca02c' t '25x25 (dashed: seed maxima 60/163/281)'
unset arrow 1
unset arrow 2
unset arrow 3
set output 'time_vs_n.png'
set title 'Time per puzzle against N (median), with fitted a*N^b'
set xlabel 'N (grid side)'
set ylabel 'CPU seconds per puzzle'
set logscale xy
set xtics (4, 6, 9, 12, 16, 25, 36)
set xrange [3.5:40]
plot 'scaling_n.dat' u 1:($2>0?$2:1/0) w lp pt 7 t 'minimal', 'scaling_n.dat' u 1:($3>0?$3:1/0) w lp pt 5 t '40% empty', exp(-19.730863)*x**5.784919 dt 2 t sprintf('fit minimal: b = %.2f', 5.784919), exp(-18.417259)*x**4.286829 dt 3 t sprintf('fit 40%% empty: b = %.2f', 4.286829)
unset xtics
set xtics autofreq
set xrange [*:*]
unset logscale x
set output 'nodes_per_check.png'
set title 'Engine nodes per isRemoveValid check against empties (marginal, median)'
set xlabel 'target empty squares'
set ylabel 'nodes per check'
set logscale y
plot 'scaling_fig3_9.dat' u 1:($7>0?$7:1/0) w lp t '9x9', 'scaling_fig3_16.dat' u 1:($7>0?$7:1/0) w lp t '16x16', 'scaling_fig3_25.dat' u 1:($7>0?$7:1/0) w lp t '25x25'
unset logscale y
set output
