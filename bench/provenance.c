/* provenance.c: what the report's header says of its run: the command line as given (shell-quoted), the
   coverjar release and git commit, and the peers' source folders, their commits and how they were built. */
#define _DEFAULT_SOURCE /* realpath */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench/bench.h"
#include "dlx/version.h"

/* Writes s to f as one word of the shell: as it is when it holds only characters the shell takes literally,
   else in single quotes (a quote in it as '\''). */
static void put_quoted(FILE *f, const char *s)
{
    const char *p;
    if (s[0] != '\0' && strspn(s, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-./,:=+@%") ==
                            strlen(s)) {
        fputs(s, f);
        return;
    }
    fputc('\'', f);
    for (p = s; *p; p++)
        if (*p == '\'')
            fputs("'\\''", f);
        else
            fputc(*p, f);
    fputc('\'', f);
}

/* s shell-quoted into buf ("" when it does not fit). */
static void quoted(const char *s, char *buf, size_t cap)
{
    char *text = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&text, &len);
    buf[0] = '\0';
    if (f == NULL)
        return;
    put_quoted(f, s);
    if (fclose(f) == 0 && len < cap)
        memcpy(buf, text, len + 1);
    free(text);
}

char *report_command(int argc, char **argv)
{
    char *text = NULL, *code;
    size_t len = 0;
    FILE *f = open_memstream(&text, &len);
    int i;
    if (f == NULL)
        return NULL;
    for (i = 0; i < argc; i++) {
        if (i > 0)
            fputc(' ', f);
        put_quoted(f, argv[i]);
    }
    if (fclose(f) != 0) {
        free(text);
        return NULL;
    }
    /* Markdown code: a backtick in the command would end a one-backtick span */
    code = malloc(len + 8);
    if (code != NULL)
        snprintf(code, len + 8, strchr(text, '`') != NULL ? "`` %s ``" : "`%s`", text);
    free(text);
    return code;
}

int command_output(const char *cmd, char *first, char *last, size_t cap)
{
    char line[4096];
    int n = 0;
    FILE *p = proc_popen(cmd);
    if (first != NULL)
        first[0] = '\0';
    if (last != NULL)
        last[0] = '\0';
    if (p == NULL)
        return -1;
    while (fgets(line, sizeof line, p) != NULL) {
        line[strcspn(line, "\r\n")] = '\0';
        if (n++ == 0 && first != NULL)
            snprintf(first, cap, "%s", line);
        if (last != NULL)
            snprintf(last, cap, "%s", line);
    }
    pclose(p);
    return n;
}

/* The git state of the folder dir, as Markdown: "commit C" (with "uncommitted changes" when git status
   --porcelain lists any), "not a git checkout" (also when dir lies inside a checkout of something else, or git
   refuses it), or "git is not installed". Read-only: status takes no lock on the index. */
static void git_state(FILE *md, const char *dir)
{
    char q[8400], cmd[9000], top[4200], real[PATH_MAX], head[256], last[256];
    int n;
    if (command_output("command -v git 2>/dev/null", NULL, NULL, 0) <= 0) {
        fputs("git is not installed", md);
        return;
    }
    quoted(dir, q, sizeof q);
    snprintf(cmd, sizeof cmd, "git -C %s rev-parse --show-toplevel 2>/dev/null", q);
    if (q[0] == '\0' || realpath(dir, real) == NULL || command_output(cmd, top, NULL, sizeof top) != 1 ||
        strcmp(top, real) != 0) {
        fputs("not a git checkout", md);
        return;
    }
    snprintf(cmd, sizeof cmd, "git -C %s rev-parse --short HEAD 2>/dev/null", q);
    if (command_output(cmd, head, NULL, sizeof head) != 1) {
        fputs("a git checkout with no commit yet", md);
        return;
    }
    fprintf(md, "commit %s", head);
    snprintf(cmd, sizeof cmd, "git -C %s --no-optional-locks status --porcelain 2>/dev/null && echo status-ok", q);
    n = command_output(cmd, NULL, last, sizeof last);
    if (n < 1 || strcmp(last, "status-ok") != 0)
        fputs(" (`git status` failed: uncommitted changes not known)", md);
    else if (n == 1)
        fputs(", no uncommitted changes", md);
    else
        fprintf(md, " with uncommitted changes (`git status --porcelain` lists %d paths)", n - 1);
}

/* A peer's source folder: its path and git state, or that it is not there. */
static void peer_folder(FILE *md, const bench_cfg *cfg, const char *name, const char *sub)
{
    char dir[4200], real[PATH_MAX];
    path_join(dir, sizeof dir, cfg->peers_dir, sub);
    fprintf(md, "%s `%s`: ", name, dir);
    if (realpath(dir, real) == NULL)
        fputs("not there", md);
    else
        git_state(md, dir);
}

char *report_provenance(const bench_cfg *cfg)
{
    char *text = NULL;
    size_t len = 0;
    FILE *md = open_memstream(&text, &len);
    if (md == NULL)
        return NULL;
    fprintf(md, "- coverjar %s, `%s`: ", cj_version_number(), cfg->root);
    git_state(md, cfg->root);
    fputs("; its tools built by `make tools` with the compiler and the Makefile's REL_FLAGS that the Machine table "
          "names\n",
          md);
    if (cfg->peers_dir[0] == '\0')
        fputs("- peers tdoku and kudoku: no source folder given (`--peers-dir`, `$COVERJAR_PEERS`)\n", md);
    else {
        char tools[256], version[256], cmd[64];
        const char *cc, *cxx;
        fputs("- peers: ", md);
        peer_folder(md, cfg, "tdoku", "tdoku");
        fputs("; ", md);
        peer_folder(md, cfg, "kudoku", "plb");
        if (!(cfg->parts & PART_FAST_PEERS))
            fputs("; not built in this run (the fastpeers part did not run)\n", md);
        else {
            fast_peers_compilers(&cc, &cxx);
            fast_peers_toolchain(tools, sizeof tools);
            snprintf(cmd, sizeof cmd, "%s --version 2>/dev/null", cc);
            command_output(cmd, version, NULL, sizeof version);
            fprintf(md, "; built with %s, %s: %s\n", tools, cc, version[0] ? version : "version unknown");
        }
    }
    if (fclose(md) != 0) {
        free(text);
        return NULL;
    }
    return text;
}
