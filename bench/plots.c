/* plots.c: the report's figures: a gnuplot script over the section data files (time against target
   empties, time against N with the fitted growth, nodes per check), rendered as SVG and PNG. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench/bench.h"

static const char *TERMS[2][2] = {{"svg size 800,500 dynamic font 'sans,11'", "svg"},
                                  {"pngcairo size 800,500 font 'sans,10'", "png"}};

void make_plots(const bench_cfg *cfg, FILE *md)
{
    char gp[4200], f9[4200], fit[4200], line[256];
    double a0 = 0, b0 = 0, a1 = 0, b1 = 0;
    int n0 = 0, n1 = 0, t, have_gnuplot = proc_system("command -v gnuplot >/dev/null 2>&1") == 0;
    FILE *f;
    const char *o = cfg->out;
    fprintf(md, "## Plots\n\n");
    path_join(f9, sizeof f9, o, "scaling_fig3_9.dat");
    if (!(cfg->parts & PART_SCALING) || !file_exists(f9)) {
        not_run(md, "the scaling study did not run");
        return;
    }
    if (!have_gnuplot) {
        fprintf(md, "_gnuplot is not installed (`apt-get install gnuplot-nox`); the data files are in this folder._\n\n");
        return;
    }
    path_join(fit, sizeof fit, o, "scaling_fit.dat");
    first_line(fit, line, sizeof line);
    if (sscanf(line, "%lf %lf %lf %lf %d %d", &a0, &b0, &a1, &b1, &n0, &n1) != 6)
        n0 = n1 = 0;
    path_join(gp, sizeof gp, o, "plots.gp");
    f = open_rows(gp); /* a failed write is said (write_error) and ends the run after this section */
    if (f == NULL)
        return;
    /* Every name is relative to the script's folder, so that a copy of the folder draws its own figures. */
    fprintf(f, "# plots.gp: written by bin/bench. Run it from its own folder (cd there; gnuplot plots.gp): it reads\n"
               "# the .dat files there and writes the figures there, by bare name.\n");
    fprintf(f, "set datafile commentschars '#'\nset key top left\nset grid\nset format y '10^{%%L}'\n");
    for (t = 0; t < 2; t++) {
        fprintf(f, "set terminal %s\n", TERMS[t][0]);
        /* The seed's Figure 3: time against target empties. */
        fprintf(f, "set output 'fig3_time_vs_empties.%s'\n", TERMS[t][1]);
        fprintf(f, "set title 'Time per puzzle against target empty squares (median, min-max)'\n");
        fprintf(f, "set xlabel 'target empty squares'\nset ylabel 'CPU seconds per puzzle'\nset logscale y\nunset logscale x\n");
        fprintf(f, "set arrow 1 from 60, graph 0 to 60, graph 1 nohead dt 2 lc rgb '#1f77b4'\n");
        fprintf(f, "set arrow 2 from 163, graph 0 to 163, graph 1 nohead dt 2 lc rgb '#ff7f0e'\n");
        fprintf(f, "set arrow 3 from 281, graph 0 to 281, graph 1 nohead dt 2 lc rgb '#2ca02c'\n");
        fprintf(f, "plot 'scaling_fig3_9.dat' u 1:2:3:4 w yerrorlines lc rgb '#1f77b4' t '9x9', "
                   "'scaling_fig3_16.dat' u 1:2:3:4 w yerrorlines lc rgb '#ff7f0e' t '16x16', "
                   "'scaling_fig3_25.dat' u 1:2:3:4 w yerrorlines lc rgb '#2ca02c' t '25x25 (dashed: seed maxima 60/163/281)'\n");
        fprintf(f, "unset arrow 1\nunset arrow 2\nunset arrow 3\n");
        /* Time against N. */
        fprintf(f, "set output 'time_vs_n.%s'\n", TERMS[t][1]);
        fprintf(f, "set title 'Time per puzzle against N (median), with fitted a*N^b'\n");
        fprintf(f, "set xlabel 'N (grid side)'\nset ylabel 'CPU seconds per puzzle'\nset logscale xy\n");
        fprintf(f, "set xtics (4, 6, 9, 12, 16, 25, 36)\nset xrange [3.5:40]\n");
        fprintf(f, "plot 'scaling_n.dat' u 1:($2>0?$2:1/0) w lp pt 7 t 'minimal'");
        fprintf(f, ", 'scaling_n.dat' u 1:($3>0?$3:1/0) w lp pt 5 t '40%% empty'");
        if (n0 >= 2)
            fprintf(f, ", exp(%.6f)*x**%.6f dt 2 t sprintf('fit minimal: b = %%.2f', %.6f)", a0, b0, b0);
        if (n1 >= 2)
            fprintf(f, ", exp(%.6f)*x**%.6f dt 3 t sprintf('fit 40%%%% empty: b = %%.2f', %.6f)", a1, b1, b1);
        fprintf(f, "\nunset xtics\nset xtics autofreq\nset xrange [*:*]\nunset logscale x\n");
        /* Engine nodes per check. */
        fprintf(f, "set output 'nodes_per_check.%s'\n", TERMS[t][1]);
        fprintf(f, "set title 'Engine nodes per isRemoveValid check against empties (marginal, median)'\n");
        fprintf(f, "set xlabel 'target empty squares'\nset ylabel 'nodes per check'\nset logscale y\n");
        fprintf(f, "plot 'scaling_fig3_9.dat' u 1:($7>0?$7:1/0) w lp t '9x9', "
                   "'scaling_fig3_16.dat' u 1:($7>0?$7:1/0) w lp t '16x16', "
                   "'scaling_fig3_25.dat' u 1:($7>0?$7:1/0) w lp t '25x25'\n");
        fprintf(f, "unset logscale y\nset output\n");
    }
    fclose(f);
    {
        char *argv[] = {"gnuplot", "plots.gp", NULL};
        char err[4200];
        proc_result pr;
        path_join(err, sizeof err, o, "plots.log");
        progress("plots", "gnuplot plots.gp in %s", o);
        if (proc_run_in(o, argv, err, 60, &pr) != 0 || pr.exit_code != 0)
            fprintf(md, "_gnuplot failed (see plots.log)._\n\n");
    }
    fprintf(md, "| figure | SVG | PNG |\n|---|---|---|\n");
    fprintf(md, "| 1. time against target empties (the seed's Figure 3) | [fig3_time_vs_empties.svg](fig3_time_vs_empties.svg) | "
                "[fig3_time_vs_empties.png](fig3_time_vs_empties.png) |\n");
    fprintf(md, "| 2. time per puzzle against N, log-log, fitted growth | [time_vs_n.svg](time_vs_n.svg) | "
                "[time_vs_n.png](time_vs_n.png) |\n");
    fprintf(md, "| 3. engine nodes per check against empties | [nodes_per_check.svg](nodes_per_check.svg) | "
                "[nodes_per_check.png](nodes_per_check.png) |\n\n");
    fprintf(md, "![time against target empties](fig3_time_vs_empties.svg)\n\n![time against N](time_vs_n.svg)\n\n"
                "![nodes per check](nodes_per_check.svg)\n\n");
}
