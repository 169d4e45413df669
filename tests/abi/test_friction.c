/* A box on a slope holds by static friction while tan(slope) < mu_s, and
 * once it slides, dynamic friction sets its acceleration:
 *   a = g (sin t - mu_d cos t). */
#include "helpers.h"

#include <math.h>

#define GRAVITY 10.0f
#define STATIC_FRICTION 0.6f
#define DYNAMIC_FRICTION 0.3f
#define BOX_HALF 0.5f
#define SLOPE_HALF_THICKNESS 0.5f
#define SECONDS 2

typedef struct slope_run {
    double distance; /* how far the box moved, m */
    double slope_angle;
} slope_run;

/* Puts a box at rest on a static slope of gradient tan_angle and returns
 * how far it has moved after two seconds. */
static slope_run run_box_on_slope(double tan_angle)
{
    r2d_world_id world = create_world(vec2(0.0f, -GRAVITY));
    r2d_shape_def def = r2d_shape_def_default();
    def.static_friction = STATIC_FRICTION;
    def.dynamic_friction = DYNAMIC_FRICTION;

    float angle = (float)atan(tan_angle);
    add_box_body(world, R2D_BODY_STATIC, vec2(0.0f, 0.0f), angle, 20.0f, SLOPE_HALF_THICKNESS, &def);
    /* The box sits on the slope's upper face, turned with it. */
    float lift = SLOPE_HALF_THICKNESS + BOX_HALF;
    r2d_vec2 start = vec2(-sinf(angle) * lift, cosf(angle) * lift);
    r2d_body_id box = add_box_body(world, R2D_BODY_DYNAMIC, start, angle, BOX_HALF, BOX_HALF, &def);

    step_world(world, 60 * SECONDS);

    r2d_vec2 end = body_position(box);
    slope_run run;
    run.distance = sqrt(((double)end.x - start.x) * (end.x - start.x) + ((double)end.y - start.y) * (end.y - start.y));
    run.slope_angle = angle;
    /* Sliding goes down the slope, i.e. towards -x. */
    assert_true(end.x <= start.x + 1e-3f);
    print_message("tan t = %.2f: moved %.4f m\n", tan_angle, run.distance);
    CHECK_OK(r2d_world_destroy(world));
    return run;
}

static void holds_on_gentle_slope(void** state)
{
    (void)state;
    assert_true(run_box_on_slope(0.2).distance < 0.01);
}

static void static_friction_holds_above_dynamic_limit(void** state)
{
    (void)state;
    /* Steeper than mu_d but below mu_s - 0.05: only static friction holds it. */
    double tan_angle = STATIC_FRICTION - 0.1;
    assert_true(tan_angle > DYNAMIC_FRICTION);
    assert_true(run_box_on_slope(tan_angle).distance < 0.01);
}

static void slides_above_static_limit_with_dynamic_friction(void** state)
{
    (void)state;
    slope_run run = run_box_on_slope(STATIC_FRICTION + 0.1);
    double t = SECONDS;
    double acceleration = GRAVITY * (sin(run.slope_angle) - DYNAMIC_FRICTION * cos(run.slope_angle));
    double expected = 0.5 * acceleration * t * t;
    ASSERT_NEAR(run.distance, expected, 0.1 * expected);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(holds_on_gentle_slope),
        cmocka_unit_test(static_friction_holds_above_dynamic_limit),
        cmocka_unit_test(slides_above_static_limit_with_dynamic_friction),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
