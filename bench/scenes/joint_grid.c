/* The joint grid of SCENES.md: a 100 x 100 net of circles hanging from
 * seven static ones in the middle of its top row, each linked by revolute
 * joints to its neighbours above and to the left. */
#include "scene.h"

#define GRID_SIZE 100

/* The top row's bodies k = 47..53 are the net's fixed points. */
static bool is_fixed(int32_t row, int32_t column)
{
    return row == 0 && column >= GRID_SIZE / 2 - 3 && column <= GRID_SIZE / 2 + 3;
}

scene* scene_make_joint_grid(void)
{
    scene* s = scene_new("joint_grid", 500);
    if (s == NULL) {
        return NULL;
    }
    s->enable_sleep = false;

    /* Column by column, so the body above is the previous one and the body
     * to the left is GRID_SIZE back. */
    for (int32_t k = 0; k < GRID_SIZE; ++k) {
        for (int32_t i = 0; i < GRID_SIZE; ++i) {
            scene_body_type type = is_fixed(i, k) ? SCENE_BODY_STATIC : SCENE_BODY_DYNAMIC;
            int32_t body = scene_add_body(s, type, scene_v((float)k, (float)-i), 0.0f);
            int32_t circle = scene_add_circle(s, scene_material_default(), scene_v(0.0f, 0.0f), 0.4f);
            if (body < 0 || circle < 0) {
                return scene_finish(s);
            }
            s->shapes[circle].never_collide_group = 1;
            /* Joints sit half way to the neighbour; none between two fixed bodies. */
            if (i > 0) {
                scene_add_revolute(s, body - 1, body, scene_v((float)k, 0.5f - (float)i));
            }
            if (k > 0 && !(is_fixed(i, k - 1) && is_fixed(i, k))) {
                scene_add_revolute(s, body - GRID_SIZE, body, scene_v((float)k - 0.5f, (float)-i));
            }
        }
    }
    return scene_finish(s);
}
