/* The six convex shapes of rain_mixed, about 0.6 m across, shared by the
 * scenes that pile every kind. */
#ifndef RIGID2D_BENCH_SCENE_MIXED_SHAPES_H
#define RIGID2D_BENCH_SCENE_MIXED_SHAPES_H

#include "scene.h"

/* Adds shape kind % 6 to the last body: a circle, a box, a hexagon, a
 * capsule, a triangle or a kite, centred on the body's origin. */
void scene_add_mixed_shape(scene* s, scene_material m, int32_t kind);

#endif
