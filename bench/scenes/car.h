/* The car of the car scene, for any scene that wants one. */
#ifndef RIGID2D_BENCH_SCENE_CAR_H
#define RIGID2D_BENCH_SCENE_CAR_H

#include "scene.h"

/* A car facing +x and driving that way: a chassis at x on two sprung
 * wheels (radius 0.4 m) resting on a ground at ground_y, the rear wheel
 * driven by its joint's motor. */
void scene_add_car(scene* s, float x, float ground_y);

#endif
