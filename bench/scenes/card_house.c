/* A house of cards: leaning pairs in rows of 4, 3, 2, 1 with flat cards
 * bridging the pairs' tops. It stands only if friction holds the feet. */
#include <math.h>

#include "ground.h"

scene* scene_make_card_house(void)
{
    const float half_length = 0.5f;
    const float half_thickness = 0.02f;
    const float lean = 0.3f;      /* rad from vertical */
    const float pair_step = 1.0f; /* between the apexes of neighbouring pairs */
    const int32_t levels = 4;

    scene* s = scene_new("card_house", 600);
    if (s == NULL) {
        return NULL;
    }
    scene_material card = scene_material_default();
    card.friction = 0.9f;
    scene_add_flat_ground(s, 20.0f, card);

    float c = cosf(lean);
    float sn = sinf(lean);
    /* Shift outwards so the inner faces, not the axes, meet at the apex, and
     * up so the lower corners sit on the floor. */
    float shift_x = half_length * sn + half_thickness / c;
    float lift = half_thickness * sn;
    float base_y = 0.0f;
    for (int32_t level = 0; level < levels; ++level) {
        int32_t pairs = levels - level;
        float first_x = -0.5f * pair_step * (float)(pairs - 1);
        float center_y = base_y + half_length * c + lift;
        for (int32_t p = 0; p < pairs; ++p) {
            float apex_x = first_x + pair_step * (float)p;
            for (int32_t side = -1; side <= 1; side += 2) {
                scene_vec2 p_card = scene_v(apex_x + (float)side * shift_x, center_y);
                int32_t body = scene_add_body(s, SCENE_BODY_DYNAMIC, p_card, (float)side * lean);
                scene_add_box(s, card, scene_v(half_thickness, half_length), scene_v(0.0f, 0.0f), 0.0f);
                if (body >= 0 && level == levels - 1) {
                    s->bodies[body].flags |= SCENE_BODY_APEX; /* the top pair shows a collapse */
                }
            }
        }
        /* Flat cards from apex to apex, a hair short so they do not touch. */
        float top_y = base_y + 2.0f * half_length * c + 2.0f * lift;
        for (int32_t p = 0; p + 1 < pairs; ++p) {
            float x = first_x + pair_step * ((float)p + 0.5f);
            scene_add_body(s, SCENE_BODY_DYNAMIC, scene_v(x, top_y + half_thickness), 0.0f);
            scene_add_box(s, card, scene_v(0.5f * pair_step - 0.01f, half_thickness), scene_v(0.0f, 0.0f), 0.0f);
        }
        base_y = top_y + 2.0f * half_thickness;
    }
    return scene_finish(s);
}
