/* The implementation unit of the exported header, as an engine writes it: what the refusal
 * tests compile with the flags the header must refuse. */
#define SAT2D_IMPLEMENTATION
#include "sat2d_single.h"
