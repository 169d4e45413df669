/* Dragging a dynamic body with the mouse. rigid2d has no joints yet, so
 * instead of a mouse joint the grabbed point's body is given, each step, a
 * velocity that carries the grabbed point towards the cursor. */
#ifndef TESTBED_DRAG_H
#define TESTBED_DRAG_H

#include <stdbool.h>

#include "rigid2d/rigid2d.h"

typedef struct drag {
    bool active;
    r2d_body_id body;
    r2d_vec2 local_point; /* the grabbed point in the body's frame */
    r2d_vec2 target;      /* the cursor in the world */
} drag;

/* Grabs the dynamic body under point, if any; returns whether it did. */
bool drag_begin(drag* d, r2d_world_id world, r2d_vec2 point);
void drag_move(drag* d, r2d_vec2 target);
void drag_end(drag* d);

/* Before each step: steer the grabbed body (drops a body that vanished). */
void drag_apply(drag* d, float time_step);

#endif
