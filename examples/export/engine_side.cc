// An engine's C++ code: it sees the exported header's declarations only (the implementation
// is compiled once, as C, in sat2d_impl.c) and calls the batch functions directly.
#include <vector>

#include "engine_side.h"
#include "sat2d_single.h"

extern "C" int engine_count_contacts(const sat2dx_convex_poly *const *a,
                                     const sat2dx_convex_poly *const *b, size_t n) {
    std::vector<uint8_t> hit(n);
    std::vector<sat2dx_mtv> mtv(n);
    sat2dx_batch_poly_poly(a, b, n, hit.data(), mtv.data());
    int contacts = 0;
    for (uint8_t h : hit)
        contacts += h;
    return contacts;
}
