/* The grounds shared by several scenes. */
#ifndef RIGID2D_BENCH_SCENE_GROUND_H
#define RIGID2D_BENCH_SCENE_GROUND_H

#include "scene.h"

/* A static box 2 * half_width wide whose top is at y = 0. */
void scene_add_flat_ground(scene* s, float half_width, scene_material m);

/* A static open box: floor top at y = 0, inner width 2 * half_width, walls
 * of the given height. It is the scene's container: bodies that leave it
 * count as escaped. */
void scene_add_open_box(scene* s, float half_width, float wall_height);

#endif
