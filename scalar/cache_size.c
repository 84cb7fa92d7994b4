/* The size of the core's L2 cache, which decides whether a batch loop prefetches its shapes
 * (compiler_hints.h, sat2d_batch_prefetches). */
#define _DEFAULT_SOURCE /* glibc's sysconf names for the cache sizes */
#include <stdatomic.h>
#include <unistd.h>

#include "compiler_hints.h"

size_t sat2d_l2_cache_bytes(void) {
    /* Asked once: glibc answers from cpuid, which a virtual machine traps (microseconds, as
     * long as a batch of a few thousand pairs takes). -1: not asked yet. */
    static atomic_long cached = -1;
    long bytes = atomic_load_explicit(&cached, memory_order_relaxed);
    if (bytes < 0) {
#ifdef _SC_LEVEL2_CACHE_SIZE
        bytes = sysconf(_SC_LEVEL2_CACHE_SIZE);
#endif
        if (bytes < 0) bytes = 0;
        atomic_store_explicit(&cached, bytes, memory_order_relaxed);
    }
    return (size_t)bytes;
}
