/* bridge: twenty planks hung between two posts on revolute joints carry a
 * crate. The joints report the force they hold; one that holds more than
 * its rating breaks, as a game would break an overloaded hinge. */
#include <math.h>
#include <stdio.h>

#include "check.h"
#include "rigid2d/rigid2d.h"

#define PLANKS 20

int main(void)
{
    r2d_world_def world_def = r2d_world_def_default();
    r2d_world_id world;
    CHECK(r2d_world_create(&world_def, &world));

    r2d_body_def ground_def = r2d_body_def_default();
    r2d_body_id ground;
    CHECK(r2d_body_create(world, &ground_def, &ground));

    /* Planks 1 m long, from x = -10 to x = 10 at y = 5, each pinned to the
     * last at their touching ends; the first and last to the ground. */
    r2d_shape_def plank_shape = r2d_shape_def_default();
    plank_shape.density = 20.0f;
    r2d_box plank_box = {.half_extents = {0.5f, 0.125f}};
    r2d_revolute_joint_def hinge = r2d_revolute_joint_def_default();
    r2d_joint_id hinges[PLANKS + 1];
    r2d_body_id previous = ground;
    for (int i = 0; i < PLANKS; ++i) {
        r2d_body_def plank_def = r2d_body_def_default();
        plank_def.type = R2D_BODY_DYNAMIC;
        plank_def.position = (r2d_vec2){-9.5f + (float)i, 5.0f};
        r2d_body_id plank;
        CHECK(r2d_body_create(world, &plank_def, &plank));
        r2d_shape_id shape;
        CHECK(r2d_shape_create_box(plank, &plank_shape, &plank_box, &shape));
        hinge.base.body_a = previous;
        hinge.base.body_b = plank;
        hinge.base.local_anchor_a = i == 0 ? (r2d_vec2){-10.0f, 5.0f} : (r2d_vec2){0.5f, 0.0f};
        hinge.base.local_anchor_b = (r2d_vec2){-0.5f, 0.0f};
        CHECK(r2d_joint_create_revolute(world, &hinge, &hinges[i]));
        previous = plank;
    }
    hinge.base.body_a = previous;
    hinge.base.body_b = ground;
    hinge.base.local_anchor_a = (r2d_vec2){0.5f, 0.0f};
    hinge.base.local_anchor_b = (r2d_vec2){10.0f, 5.0f};
    CHECK(r2d_joint_create_revolute(world, &hinge, &hinges[PLANKS]));

    /* A 100 kg crate dropped on the middle. */
    r2d_body_def crate_def = r2d_body_def_default();
    crate_def.type = R2D_BODY_DYNAMIC;
    crate_def.position = (r2d_vec2){0.0f, 7.0f};
    r2d_body_id crate;
    CHECK(r2d_body_create(world, &crate_def, &crate));
    r2d_shape_def crate_shape = r2d_shape_def_default();
    crate_shape.density = 100.0f;
    r2d_box crate_box = {.half_extents = {0.5f, 0.5f}};
    r2d_shape_id shape;
    CHECK(r2d_shape_create_box(crate, &crate_shape, &crate_box, &shape));

    /* Five seconds; then the end hinges are rated below what they hold. */
    for (int step = 0; step < 300; ++step) CHECK(r2d_world_step(world, 1.0f / 60.0f));
    r2d_vec2 crate_position;
    CHECK(r2d_body_get_position(crate, &crate_position));
    float end_force = 0.0f;
    for (int i = 0; i <= PLANKS; i += PLANKS) {
        r2d_vec2 force;
        CHECK(r2d_joint_get_constraint_force(hinges[i], &force));
        end_force += hypotf(force.x, force.y);
    }
    /* The planks and the crate hang from the two end hinges: they hold
     * their weight between them, more with the sag's tension. */
    float weight = (PLANKS * 1.0f * 0.25f * 20.0f + 100.0f) * 10.0f;
    printf("crate rests at y = %.2f m; the end hinges hold %.0f N for a weight of %.0f N\n", crate_position.y,
           end_force, weight);
    if (!(crate_position.y > 2.0f && crate_position.y < 5.5f) || end_force < weight) {
        fprintf(stderr, "the bridge did not hold the crate as expected\n");
        return 1;
    }

    float rating = 0.4f * end_force;
    int broken = 0;
    for (int step = 0; step < 120; ++step) {
        CHECK(r2d_world_step(world, 1.0f / 60.0f));
        if (broken) continue;
        r2d_vec2 force;
        CHECK(r2d_joint_get_constraint_force(hinges[0], &force));
        if (hypotf(force.x, force.y) > rating) {
            CHECK(r2d_joint_destroy(hinges[0]));
            broken = 1;
        }
    }
    CHECK(r2d_body_get_position(crate, &crate_position));
    printf("the first hinge broke: the crate fell to y = %.2f m\n", crate_position.y);
    r2d_status stale = r2d_joint_get_constraint_force(hinges[0], &(r2d_vec2){0.0f, 0.0f});
    if (!broken || stale != R2D_ERROR_INVALID_ID || crate_position.y > 0.0f) {
        fprintf(stderr, "breaking the hinge did not drop the bridge\n");
        return 1;
    }
    CHECK(r2d_world_destroy(world));
    return 0;
}
