/* harness/plugin_guard.h — crash isolation for contenders. A loaded plugin is untrusted code: the
 * programs run the work that calls contenders in a forked child (sat2d_guard_run). Before each
 * call into a contender, the child writes which variant and which case (a case-file line) into
 * a page it shares with the parent; if the child dies inside that call, the parent prints
 *   PROG: contender 'NAME' (from PATH) crashed with SIGSEGV on case: <case line>
 * and exits with SAT2D_EXIT_CONTENDER_CRASH. Without loaded plugins nothing forks and every
 * guard call is a no-op. */
#ifndef SAT2D_PLUGIN_GUARD_H
#define SAT2D_PLUGIN_GUARD_H

#include <stddef.h>

#include "case_file.h"

/* Exit status of every sat2d program when a contender crashed (or ended the process) inside
 * a call. */
#define SAT2D_EXIT_CONTENDER_CRASH 3

/* Runs work(arg) and returns its status: directly when no plugin is loaded, else in a forked
 * child whose stdout and stderr are the caller's (flushed before the fork, so output stays in
 * order). If the child dies inside a contender call, prints the report above and returns
 * SAT2D_EXIT_CONTENDER_CRASH; if it dies by a signal elsewhere, says so and returns
 * 128 + the signal number. */
int sat2d_guard_run(const char *prog, int (*work)(void *arg), void *arg);

/* 1 inside a child of sat2d_guard_run (calls into contenders are then recorded), else 0. */
int sat2d_guard_armed(void);

/* Records that v is about to answer case c (its case-file line); a no-op unless armed and v is
 * a contender. Pair with sat2d_guard_leave after the call returns. */
void sat2d_guard_enter_case(const sat2d_variant *v, const sat2d_case *c);

/* Records that v is about to run on what `where` describes ("on data set ...", or "on one of
 * these cases:\n..."); same conditions as sat2d_guard_enter_case. */
void sat2d_guard_enter_text(const sat2d_variant *v, const char *where);

/* The contender call recorded last has returned. */
void sat2d_guard_leave(void);

#endif
