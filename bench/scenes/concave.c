/* Concave outlines falling on the ground and on each other. */
#include "ground.h"

scene* scene_make_concave(void)
{
    static const scene_vec2 l_shape[6] = {{0.0f, 0.0f}, {1.2f, 0.0f}, {1.2f, 0.4f},
                                          {0.4f, 0.4f}, {0.4f, 1.2f}, {0.0f, 1.2f}};
    static const scene_vec2 u_shape[8] = {{-0.8f, 0.0f}, {0.8f, 0.0f},  {0.8f, 1.0f}, {0.5f, 1.0f},
                                          {0.5f, 0.3f},  {-0.5f, 0.3f}, {-0.5f, 1.0f}, {-0.8f, 1.0f}};
    static const scene_vec2 star[10] = {{0.0f, 0.8f},    {0.19f, 0.26f},  {0.76f, 0.25f},  {0.31f, -0.1f},
                                        {0.47f, -0.65f}, {0.0f, -0.32f},  {-0.47f, -0.65f}, {-0.31f, -0.1f},
                                        {-0.76f, 0.25f}, {-0.19f, 0.26f}};
    static const scene_vec2 arrow[7] = {{-0.8f, -0.15f}, {0.2f, -0.15f}, {0.2f, -0.45f}, {0.8f, 0.0f},
                                        {0.2f, 0.45f},   {0.2f, 0.15f},  {-0.8f, 0.15f}};
    static const scene_vec2* const outlines[4] = {l_shape, u_shape, star, arrow};
    static const int32_t counts[4] = {6, 8, 10, 7};

    scene* s = scene_new("concave", 600);
    if (s == NULL) {
        return NULL;
    }
    scene_add_flat_ground(s, 20.0f, scene_material_default());
    for (int32_t k = 0; k < 40; ++k) {
        float x = -6.0f + 2.0f * (float)(k % 7);
        float y = 1.5f + 1.8f * (float)(k / 7);
        scene_add_body(s, SCENE_BODY_DYNAMIC, scene_v(x, y), 0.4f * (float)k);
        scene_add_concave(s, scene_material_default(), outlines[k % 4], counts[k % 4]);
    }
    return scene_finish(s);
}
