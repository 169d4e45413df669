#include "id_lists.h"

#include <stdlib.h>

r2d_body_id* list_bodies(r2d_world_id world, int32_t* out_count)
{
    int32_t count = 0;
    r2d_body_id* bodies = NULL;
    *out_count = 0;
    if (r2d_world_get_body_count(world, &count) != R2D_OK || count <= 0) {
        return NULL;
    }
    bodies = malloc((size_t)count * sizeof(*bodies));
    if (bodies == NULL || r2d_world_get_bodies(world, bodies, count, out_count) != R2D_OK) {
        free(bodies);
        *out_count = 0;
        return NULL;
    }
    return bodies;
}

r2d_shape_id* list_shapes(r2d_body_id body, int32_t* out_count)
{
    int32_t count = 0;
    r2d_shape_id* shapes = NULL;
    *out_count = 0;
    if (r2d_body_get_shape_count(body, &count) != R2D_OK || count <= 0) {
        return NULL;
    }
    shapes = malloc((size_t)count * sizeof(*shapes));
    if (shapes == NULL || r2d_body_get_shapes(body, shapes, count, out_count) != R2D_OK) {
        free(shapes);
        *out_count = 0;
        return NULL;
    }
    return shapes;
}

r2d_joint_id* list_joints(r2d_body_id body, int32_t* out_count)
{
    int32_t count = 0;
    r2d_joint_id* joints = NULL;
    *out_count = 0;
    if (r2d_body_get_joint_count(body, &count) != R2D_OK || count <= 0) {
        return NULL;
    }
    joints = malloc((size_t)count * sizeof(*joints));
    if (joints == NULL || r2d_body_get_joints(body, joints, count, out_count) != R2D_OK) {
        free(joints);
        *out_count = 0;
        return NULL;
    }
    return joints;
}
