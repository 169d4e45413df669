/* Dragging a dynamic body with the mouse through a mouse joint: a soft
 * spring pulls the grabbed point towards the cursor with a force bounded
 * by the body's mass, so a dragged body still collides and is pushed back. */
#ifndef TESTBED_DRAG_H
#define TESTBED_DRAG_H

#include <stdbool.h>

#include "rigid2d/rigid2d.h"

typedef struct drag {
    bool active;
    r2d_body_id body;
    r2d_vec2 local_point;   /* the grabbed point in the body's frame */
    r2d_body_id reference;  /* a shapeless static body, the joint's body A */
    r2d_joint_id joint;
} drag;

/* Grabs the dynamic body under point, if any; returns whether it did. */
bool drag_begin(drag* d, r2d_world_id world, r2d_vec2 point);
/* The cursor moved: the joint's new target. */
void drag_move(drag* d, r2d_vec2 target);
/* Lets go: the joint and its reference body go. After the world itself
 * went (a reset), their stale ids are refused harmlessly. */
void drag_end(drag* d);

#endif
