/* One-way platforms on rigid2d's pre-solve callback: a platform holds what
 * comes down onto its top and lets through what comes from below or the
 * side. Shared by the one_way scene of the testbed and the C tests. */
#ifndef RIGID2D_BENCH_SCENE_ONE_WAY_H
#define RIGID2D_BENCH_SCENE_ONE_WAY_H

#include <stdbool.h>
#include <stdint.h>

#include "rigid2d/rigid2d.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The platforms' shapes; the caller owns the array. */
typedef struct one_way_platforms {
    const r2d_shape_id* shapes;
    int32_t count;
} one_way_platforms;

/* A body sunk deeper than this into a platform is on its way through. */
#define ONE_WAY_MAX_SINK 0.05f

/* An r2d_pre_solve_fn; context is a one_way_platforms. It keeps a
 * platform's contact only while the other shape lies on the platform's
 * upper side (normal from platform to it pointing up) and has not sunk
 * into it deeper than ONE_WAY_MAX_SINK; every other contact is kept. */
bool one_way_pre_solve(const r2d_contact_data* contact, void* context);

#ifdef __cplusplus
}
#endif

#endif
