/* The registry's contents, in listing order (reference first). Each line names a variant
 * table `sat2d_variant_<name>` defined next to its kernels; registry.c expands this list.
 * To register a variant, add one line. */
SAT2D_VARIANT(textbook)
SAT2D_VARIANT(textbook_bc)
SAT2D_VARIANT(unnorm)
SAT2D_VARIANT(planes)
SAT2D_VARIANT(walk)
SAT2D_VARIANT(pitfalls)
SAT2D_VARIANT(sse_axes)
SAT2D_VARIANT(sse_axes_bl)
SAT2D_VARIANT(sse_corners)
SAT2D_VARIANT(sse_walk)
SAT2D_VARIANT(sse_batch)
SAT2D_VARIANT(avx_axes)
SAT2D_VARIANT(avx_axes_bl)
SAT2D_VARIANT(avx_corners)
SAT2D_VARIANT(avx_walk)
SAT2D_VARIANT(avx_batch)
