/* bench/bench_plugins.h — --plugin for the Google Benchmark shim (C++), which includes no sat2d
 * header: loading contenders and running the hits check in a child (harness/plugin_guard.h). */
#ifndef SAT2D_BENCH_PLUGINS_H
#define SAT2D_BENCH_PLUGINS_H

#ifdef __cplusplus
extern "C" {
#endif

/* Loads a contender (harness/plugin_load.h); 1 on success, else prints why and returns 0. */
int sat2d_bench_load_plugin(const char *path);

/* With a plugin loaded: runs sat2d_bench_prepare(quick, data_dir) in a child process first and
 * returns 0 if every variant passed the hits check, 1 if some disagreed, 3
 * (SAT2D_EXIT_CONTENDER_CRASH) after reporting a contender's crash. 0 at once without plugins. */
int sat2d_bench_check_contenders(int quick, const char *data_dir);

/* Runs prepare(arg) and returns its status; when a plugin is loaded, with stderr muted: the
 * child of sat2d_bench_check_contenders or sat2d_bench_check_pairs_contenders has already
 * printed everything that building the data sets says (bad lines, data sets, progress), and
 * this second pass, which builds them again for timing, would print it all twice. If the muted
 * pass fails where the child's passed (the trace changed in between), says so. */
int sat2d_bench_prepare_again(int (*prepare)(void *arg), void *arg);

#ifdef __cplusplus
}
#endif
#endif
