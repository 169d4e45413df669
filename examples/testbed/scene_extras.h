/* What some scenes add to their plain description, looked up by the
 * body flags of bench/scenes: one-way platforms (a pre-solve callback),
 * sensor zones that light up while something is inside them, and, in the
 * ray_casts scene, a fan of rays drawn with their hits. The overlays are
 * drawn after the world, in colours no body has. */
#ifndef TESTBED_SCENE_EXTRAS_H
#define TESTBED_SCENE_EXTRAS_H

#include <stdbool.h>
#include <stdint.h>

#include "canvas.h"
#include "one_way.h"
#include "rigid2d/rigid2d.h"
#include "scene.h"

#define EXTRAS_RAY_COLOR 0xE8C547u    /* a ray up to its hit, or its end */
#define EXTRAS_HIT_COLOR 0xF25F5Cu    /* hit points */
#define EXTRAS_NORMAL_COLOR 0x7BDFF2u /* hit normals */
#define EXTRAS_LIT_COLOR 0xFFF275u    /* the rim of a sensor zone with a visitor */

typedef struct scene_extras {
    r2d_shape_id* platforms;  /* one-way platform shapes; their array */
    one_way_platforms one_way;
    r2d_shape_id* sensors;    /* sensor shapes, each with its visitor count */
    int32_t* visitors;
    int32_t sensor_count;
    bool ray_fan;
} scene_extras;

/* Sets up the extras of the scene just built in world (bodies in the
 * scene's order); false on failure. Free with scene_extras_free. */
bool scene_extras_attach(scene_extras* e, const scene* description, r2d_world_id world, const r2d_body_id* bodies);

/* Counts the sensor visitors from the events of the step just taken. */
void scene_extras_after_step(scene_extras* e, r2d_world_id world);

/* Draws the overlays over the world already drawn on c. */
void scene_extras_draw(const scene_extras* e, canvas* c, r2d_world_id world);

/* Whether a pixel of this colour is an overlay's, not a body's or the background's. */
bool scene_extras_is_overlay_color(uint32_t color);

void scene_extras_free(scene_extras* e);

#endif
