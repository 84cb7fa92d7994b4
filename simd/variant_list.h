/* The registry's contents, in listing order (reference first). Each line names a variant
 * table `sat2d_variant_<name>` defined next to its kernels; registry.c expands this list.
 * To register a variant, add one line. */
SAT2D_VARIANT(textbook)
SAT2D_VARIANT(unnorm)
SAT2D_VARIANT(planes)
SAT2D_VARIANT(pitfalls)
