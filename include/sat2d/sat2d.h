/* sat2d/sat2d.h — the whole public interface of sat2d: shapes, builders, the scalar reference
 * tests and the registry of variants. */
#ifndef SAT2D_SAT2D_H
#define SAT2D_SAT2D_H

#include "sat2d/shapes.h"
#include "sat2d/build.h"
#include "sat2d/tests.h"
#include "sat2d/registry.h"
#include "sat2d/batch.h"
#include "sat2d/exact.h"
#include "sat2d/twin_exact_paths.h"

#endif
