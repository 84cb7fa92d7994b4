/* --plugin for sat2d-bench (see bench_plugins.h). */
#include "bench_plugins.h"

#include <stdio.h>

#if defined(__unix__) || defined(__APPLE__)
#include <fcntl.h>
#include <unistd.h>
#define SAT2D_CAN_MUTE 1
#endif

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

int sat2d_bench_prepare_again(int (*prepare)(void *arg), void *arg) {
#ifdef SAT2D_CAN_MUTE
    if (sat2d_plugins_loaded()) {
        fflush(stderr);
        const int saved = dup(STDERR_FILENO), null = open("/dev/null", O_WRONLY);
        if (saved >= 0 && null >= 0 && dup2(null, STDERR_FILENO) >= 0) {
            close(null);
            const int status = prepare(arg);
            fflush(stderr);
            dup2(saved, STDERR_FILENO);
            close(saved);
            if (status)
                fprintf(stderr, "sat2d-bench: building the data sets again for timing failed "
                                "where the check passed (did the data change meanwhile?)\n");
            return status;
        }
        if (null >= 0) close(null);
        if (saved >= 0) close(saved);
    }
#endif
    return prepare(arg);
}
