#include "ground.h"

void scene_add_flat_ground(scene* s, float half_width, scene_material m)
{
    scene_add_body(s, SCENE_BODY_STATIC, scene_v(0.0f, -1.0f), 0.0f);
    scene_add_box(s, m, scene_v(half_width, 1.0f), scene_v(0.0f, 0.0f), 0.0f);
}

void scene_add_open_box(scene* s, float half_width, float wall_height)
{
    scene_material m = scene_material_default();
    int32_t box = scene_add_body(s, SCENE_BODY_STATIC, scene_v(0.0f, 0.0f), 0.0f);
    scene_add_box(s, m, scene_v(half_width + 1.0f, 0.5f), scene_v(0.0f, -0.5f), 0.0f);
    scene_add_box(s, m, scene_v(0.5f, 0.5f * wall_height), scene_v(-half_width - 0.5f, 0.5f * wall_height), 0.0f);
    scene_add_box(s, m, scene_v(0.5f, 0.5f * wall_height), scene_v(half_width + 0.5f, 0.5f * wall_height), 0.0f);
    s->container.body = box;
    s->container.lower = scene_v(-half_width, 0.0f);
    s->container.upper = scene_v(half_width, 1.0e9f);
}
