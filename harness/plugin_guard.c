/* Crash isolation for contenders (see plugin_guard.h). */
#define _POSIX_C_SOURCE 200809L
#define _DEFAULT_SOURCE /* MAP_ANONYMOUS */
#include "plugin_guard.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#if !defined(__wasi__)
#include <signal.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>
#endif

#include "plugin_load.h"

/* What the child records before each contender call. Two polygons of SAT2D_MAX_CORNERS
 * corners in hex floats take about 70 KB, so the text has room to spare. */
typedef struct guard_record {
    volatile int inside;             /* 1 from enter to leave */
    const sat2d_variant *volatile v; /* the same address in parent and child (fork) */
    char where[256 * 1024 - 64];
} guard_record;

static guard_record *record; /* the shared page, in the child of sat2d_guard_run only */

int sat2d_guard_armed(void) {
    return record != NULL;
}

void sat2d_guard_enter_case(const sat2d_variant *v, const sat2d_case *c) {
    if (!record || !sat2d_variant_origin(v)) return;
    sat2d_case_line(c, record->where, sizeof record->where);
    record->v = v;
    record->inside = 1;
}

void sat2d_guard_enter_text(const sat2d_variant *v, const char *where) {
    if (!record || !sat2d_variant_origin(v)) return;
    snprintf(record->where, sizeof record->where, "%s", where);
    record->v = v;
    record->inside = 1;
}

void sat2d_guard_leave(void) {
    if (record) record->inside = 0;
}

#if defined(__wasi__)
/* wasm32-wasi has no fork, shared mappings or signals, and no plugin loads there
 * (plugin_load.c refuses every --plugin): the work runs directly. */
int sat2d_guard_run(const char *prog, int (*work)(void *arg), void *arg) {
    (void)prog;
    return work(arg);
}
#else
/* "SIGSEGV" for the signals a crash raises, else "signal N". */
static const char *signal_name(int sig, char *buf, size_t size) {
    static const struct {
        int sig;
        const char *name;
    } names[] = {{SIGSEGV, "SIGSEGV"}, {SIGBUS, "SIGBUS"},   {SIGFPE, "SIGFPE"},
                 {SIGILL, "SIGILL"},   {SIGABRT, "SIGABRT"}, {SIGTRAP, "SIGTRAP"},
                 {SIGSYS, "SIGSYS"},   {SIGKILL, "SIGKILL"}, {SIGTERM, "SIGTERM"},
                 {SIGXCPU, "SIGXCPU"}, {SIGINT, "SIGINT"},   {SIGPIPE, "SIGPIPE"}};
    for (size_t i = 0; i < sizeof names / sizeof *names; i++)
        if (names[i].sig == sig) return names[i].name;
    snprintf(buf, size, "signal %d", sig);
    return buf;
}

/* The case text as the report's tail: " on case: LINE" for one line, else " WHERE". */
static void print_where(const char *where) {
    if (strncmp(where, "on ", 3) == 0)
        fprintf(stderr, " %s\n", where);
    else
        fprintf(stderr, " on case: %s\n", where);
}

int sat2d_guard_run(const char *prog, int (*work)(void *arg), void *arg) {
    if (!sat2d_plugins_loaded()) return work(arg);
    guard_record *page =
        mmap(NULL, sizeof *page, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
    if (page == MAP_FAILED) {
        perror("mmap");
        return 2;
    }
    page->inside = 0;
    page->v = NULL;
    fflush(stdout);
    fflush(stderr);
    pid_t child = fork();
    if (child < 0) {
        perror("fork");
        munmap(page, sizeof *page);
        return 2;
    }
    if (child == 0) {
        record = page;
        int status = work(arg);
        record = NULL; /* whatever runs at exit (sanitizer reports) is not a contender's */
        page->inside = 0;
        exit(status);
    }
    int status = 0;
    while (waitpid(child, &status, 0) < 0) {
        if (errno != EINTR) {
            perror("waitpid");
            munmap(page, sizeof *page);
            return 2;
        }
    }
    int result;
    if (page->inside && page->v) {
        const sat2d_variant *v = page->v;
        char sig[32];
        fflush(stdout);
        if (WIFSIGNALED(status))
            fprintf(stderr, "%s: contender '%s' (from %s) crashed with %s", prog, v->name,
                    sat2d_variant_origin(v), signal_name(WTERMSIG(status), sig, sizeof sig));
        else
            fprintf(stderr,
                    "%s: contender '%s' (from %s) ended the process (exit status %d, a "
                    "sanitizer's report or the contender's own exit) inside a call",
                    prog, v->name, sat2d_variant_origin(v), WEXITSTATUS(status));
        print_where(page->where);
        result = SAT2D_EXIT_CONTENDER_CRASH;
    } else if (WIFSIGNALED(status)) {
        char sig[32];
        /* A closed pipe (`sat2d check ... | head`) ends the work as it would end the program. */
        if (WTERMSIG(status) != SIGPIPE)
            fprintf(stderr, "%s: died with %s outside any contender call\n", prog,
                    signal_name(WTERMSIG(status), sig, sizeof sig));
        result = 128 + WTERMSIG(status);
    } else {
        result = WEXITSTATUS(status);
    }
    munmap(page, sizeof *page);
    return result;
}
#endif
