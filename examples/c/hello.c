/* hello: a box falls onto the ground and comes to rest. */
#include <math.h>
#include <stdbool.h>
#include <stdio.h>

#include "check.h"
#include "rigid2d/rigid2d.h"

int main(void)
{
    /* A world with the default gravity, (0, -10) m/s^2. */
    r2d_world_def world_def = r2d_world_def_default();
    r2d_world_id world;
    CHECK(r2d_world_create(&world_def, &world));

    /* The ground: a static box 100 m wide whose top face is y = 0. */
    r2d_body_def ground_def = r2d_body_def_default();
    ground_def.position = (r2d_vec2){0.0f, -1.0f};
    r2d_body_id ground;
    CHECK(r2d_body_create(world, &ground_def, &ground));
    r2d_shape_def shape_def = r2d_shape_def_default();
    r2d_box ground_box = {.half_extents = {50.0f, 1.0f}};
    r2d_shape_id ground_shape;
    CHECK(r2d_shape_create_box(ground, &shape_def, &ground_box, &ground_shape));

    /* A 1 m dynamic box, 4 m up and slightly turned. */
    r2d_body_def box_def = r2d_body_def_default();
    box_def.type = R2D_BODY_DYNAMIC;
    box_def.position = (r2d_vec2){0.0f, 4.0f};
    box_def.angle = 0.3f;
    r2d_body_id box;
    CHECK(r2d_body_create(world, &box_def, &box));
    r2d_box box_shape = {.half_extents = {0.5f, 0.5f}};
    r2d_shape_id shape;
    CHECK(r2d_shape_create_box(box, &shape_def, &box_shape, &shape));

    /* Four seconds at 60 Hz, printing every half second. */
    const float time_step = 1.0f / 60.0f;
    for (int step = 1; step <= 240; ++step) {
        CHECK(r2d_world_step(world, time_step));
        if (step % 30 == 0) {
            r2d_vec2 position;
            float angle;
            CHECK(r2d_body_get_position(box, &position));
            CHECK(r2d_body_get_angle(box, &angle));
            printf("t = %.1f s: x = %6.3f m, y = %6.3f m, angle = %6.3f rad\n", step * time_step, position.x,
                   position.y, angle);
        }
    }

    /* By now it lies flat on the ground, centre 0.5 m up, asleep. */
    r2d_vec2 position;
    bool awake;
    CHECK(r2d_body_get_position(box, &position));
    CHECK(r2d_body_is_awake(box, &awake));
    CHECK(r2d_world_destroy(world));
    if (fabsf(position.y - 0.5f) > 0.01f || awake) {
        fprintf(stderr, "the box did not settle: y = %.3f m, %s\n", position.y, awake ? "awake" : "asleep");
        return EXIT_FAILURE;
    }
    printf("settled at y = %.3f m\n", position.y);
    return EXIT_SUCCESS;
}
