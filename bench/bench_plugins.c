/* --plugin for sat2d-bench (see bench_plugins.h). */
#include "bench_plugins.h"

#include <stdio.h>

#include "bench_api.h"
#include "plugin_guard.h"
#include "plugin_load.h"

int sat2d_bench_load_plugin(const char *path) {
    return sat2d_plugin_load("sat2d-bench", path);
}

typedef struct prepare_request {
    int quick;
    const char *data_dir;
} prepare_request;

static int prepare(void *arg) {
    const prepare_request *r = arg;
    return sat2d_bench_prepare(r->quick, r->data_dir) != 0 ? 1 : 0;
}

int sat2d_bench_check_contenders(int quick, const char *data_dir) {
    if (!sat2d_plugins_loaded()) return 0;
    fprintf(stderr, "sat2d-bench: checking the contenders in a child process first\n");
    prepare_request request = {quick, data_dir};
    return sat2d_guard_run("sat2d-bench", prepare, &request);
}
