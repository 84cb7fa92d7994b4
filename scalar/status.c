/* Explanations of every sat2d_status, for error messages in the CLI, tests and callers. */
#include "sat2d/build.h"

const char *sat2d_status_string(sat2d_status status) {
    switch (status) {
    case SAT2D_OK:
        return "ok";
    case SAT2D_ERR_TOO_FEW_CORNERS:
        return "too few corners (a polygon needs at least 3 distinct corners)";
    case SAT2D_ERR_TOO_MANY_CORNERS:
        return "too many corners (more than SAT2D_MAX_CORNERS = 1024)";
    case SAT2D_ERR_NON_FINITE:
        return "non-finite value (NaN or infinity)";
    case SAT2D_ERR_ZERO_AREA:
        return "zero area (all corners on one line)";
    case SAT2D_ERR_COLLINEAR:
        return "collinear corners (three consecutive corners on one line)";
    case SAT2D_ERR_NON_CONVEX:
        return "not convex (a reflex corner, crossing edges, or an outline that winds more than "
               "once)";
    case SAT2D_ERR_SELF_INTERSECTING:
        return "self-intersecting outline (two edges of the polygon meet)";
    case SAT2D_ERR_NEGATIVE_SIZE:
        return "negative radius, width or height";
    case SAT2D_ERR_BUFFER_TOO_SMALL:
        return "buffer too small for this many corners";
    case SAT2D_ERR_OUT_OF_MEMORY:
        return "out of memory";
    case SAT2D_ERR_ZERO_DIRECTION:
        return "zero direction (a ray's d is 0, 0)";
    case SAT2D_ERR_FRACTION_RANGE:
        return "maximum fraction outside [0, 1]";
    case SAT2D_STATUS_COUNT:
        break;
    }
    return "unknown status";
}
