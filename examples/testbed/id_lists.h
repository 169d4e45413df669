/* A world's bodies and a body's shapes and joints as arrays, through the public API's
 * count-then-copy calls. Free the arrays with free(); null (count 0) when
 * there are none or on failure. */
#ifndef TESTBED_ID_LISTS_H
#define TESTBED_ID_LISTS_H

#include <stdint.h>

#include "rigid2d/rigid2d.h"

r2d_body_id* list_bodies(r2d_world_id world, int32_t* out_count);
r2d_shape_id* list_shapes(r2d_body_id body, int32_t* out_count);
r2d_joint_id* list_joints(r2d_body_id body, int32_t* out_count);

#endif
