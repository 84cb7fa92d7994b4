/* The one translation unit that compiles the exported header's implementation (C11). */
#define SAT2D_IMPLEMENTATION
#include "sat2d_single.h"
