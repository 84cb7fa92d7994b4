/* sat2d/mca.h — markers of the blocks that llvm-mca's CPU models estimate (perfcheck's cycle
 * models). Empty in every build that does not define SAT2D_MCA. */
#ifndef SAT2D_MCA_H
#define SAT2D_MCA_H

/* Marks a kernel's steady-state block for the cycle models (docs/benchmarking.md, "Cycle
 * models"; a contender's kernels may use them too): one execution of the block between
 * SAT2D_MCA_BEGIN and SAT2D_MCA_END answers `pairs` pairs of `test` for `variant` (string
 * literals; pairs a number or a macro of one). Empty unless the analysis build
 * (bench/perfgate/mca.py) defines SAT2D_MCA, so the timed code is unmarked. There each marker is
 * an assembler comment that llvm-mca reads, with a memory clobber so that the block's loads and
 * stores stay between its markers. SAT2D_MCA_END_INT ends a block that returns its answer in the
 * int lvalue `result`, computed before it, and ties the block's two pointer inputs `in1` and
 * `in2`: their registers are then not reused inside the block, since llvm-mca runs a block back to
 * back and would read such a reuse as a dependency of the next pair on the last one. */
#define SAT2D_MCA_STR_(x) #x
#define SAT2D_MCA_STR(x) SAT2D_MCA_STR_(x)
#if defined(SAT2D_MCA) && (defined(__GNUC__) || defined(__clang__))
#if defined(__aarch64__)
#define SAT2D_MCA_COMMENT_ "//" /* the assembler's line comment */
#else
#define SAT2D_MCA_COMMENT_ "#"
#endif
#define SAT2D_MCA_MARK_(what, test, variant, pairs)                                                \
    SAT2D_MCA_COMMENT_ " LLVM-MCA-" what " " test "/" variant "/" SAT2D_MCA_STR(pairs)
#define SAT2D_MCA_BEGIN(test, variant, pairs)                                                      \
    __asm__ volatile(SAT2D_MCA_MARK_("BEGIN", test, variant, pairs))
#define SAT2D_MCA_END(test, variant, pairs)                                                        \
    __asm__ volatile(SAT2D_MCA_MARK_("END", test, variant, pairs))
#define SAT2D_MCA_END_INT(test, variant, pairs, result, in1, in2)                                  \
    __asm__ volatile(SAT2D_MCA_MARK_("END", test, variant, pairs)                                  \
                     : "+r"(result), "+r"(in1), "+r"(in2))
/* At file scope, no semicolon after it: `variant` of `test` runs the marked block of `on_amd`
 * on AMD's CPUs and that of `on_others` elsewhere (a choice made at run time by CPU vendor), so
 * the models of each vendor's cores estimate the variant by the block it gets there. */
#define SAT2D_MCA_SERVES(test, variant, on_amd, on_others)                                         \
    __asm__(SAT2D_MCA_COMMENT_ " SAT2D-MCA-SERVES " test "/" variant " amd=" on_amd                \
                               " others=" on_others);
#else
#define SAT2D_MCA_SERVES(test, variant, on_amd, on_others)
#define SAT2D_MCA_BEGIN(test, variant, pairs) ((void)0)
#define SAT2D_MCA_END(test, variant, pairs) ((void)0)
#define SAT2D_MCA_END_INT(test, variant, pairs, result, in1, in2) ((void)(result))
#endif

#endif
