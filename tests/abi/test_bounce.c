/* A ball with restitution 1 dropped on a floor with restitution 1 keeps
 * its bounce: it rebounds at the speed it hits with, not at the slower
 * speed the impact step began with, and the rebound makes up for the
 * integrator, whose positions run a h / 2 ahead of the true path under
 * gravity (without that, 1.9% of a 1 m bounce and 0.4% of a 20 m one were
 * lost at every bounce). The issue asks for at least 0.99 of the apex
 * before at each of ten bounces from 1 m to 20 m at any phase of the
 * impact within a step; more than 1.01 would be energy made. */
#include "helpers.h"

#include <math.h>

#define BALL_RADIUS 0.5f

/* The apexes of bounces of a ball dropped from drop_height (its bottom
 * above the floor), phase shifting the drop by a fraction of a step. */
static int measure_apexes(float drop_height, float phase, float* apexes, int count)
{
    r2d_world_id world = create_world(vec2(0.0f, -10.0f));
    r2d_shape_def def = r2d_shape_def_default();
    def.restitution = 1.0f;
    add_ground(world, &def);
    float start = drop_height + BALL_RADIUS + phase * 10.0f * TEST_TIME_STEP * TEST_TIME_STEP;
    r2d_body_id ball = add_circle_body(world, R2D_BODY_DYNAMIC, vec2(0.0f, start), BALL_RADIUS, &def);
    int found = 0;
    float previous_vy = 0.0f;
    for (int step = 0; step < 60 * 60 && found < count; ++step) {
        step_world(world, 1);
        float vy = body_velocity(ball).y;
        /* The apex lies within the step where the rise turns to a fall:
         * the parabola through it gives it exactly. */
        if (previous_vy > 0.0f && vy <= 0.0f) {
            float y = body_position(ball).y - BALL_RADIUS;
            apexes[found++] = y + vy * vy / 20.0f;
        }
        previous_vy = vy;
    }
    CHECK_OK(r2d_world_destroy(world));
    return found;
}

static void check_bounces(float drop_height, float min_ratio)
{
    float lowest = 2.0f, highest = 0.0f;
    for (int phase = 0; phase < 4; ++phase) {
        float apexes[10];
        assert_int_equal(measure_apexes(drop_height, 0.25f * (float)phase, apexes, 10), 10);
        float previous = drop_height;
        for (int i = 0; i < 10; ++i) {
            float ratio = apexes[i] / previous;
            if (!(ratio >= min_ratio && ratio <= 1.01f)) {
                fail_msg("drop %g m, phase %d: bounce %d reached %g of the apex before (at least %g wanted)",
                         (double)drop_height, phase, i + 1, (double)ratio, (double)min_ratio);
            }
            lowest = fminf(lowest, ratio);
            highest = fmaxf(highest, ratio);
            previous = apexes[i];
        }
    }
    print_message("drop %g m: each bounce rose to %.4f .. %.4f of the apex before\n", (double)drop_height,
                  (double)lowest, (double)highest);
}

static void tall_drops_keep_99_percent(void** state)
{
    (void)state;
    check_bounces(5.0f, 0.99f);
    check_bounces(10.0f, 0.99f);
    check_bounces(20.0f, 0.99f);
}

/* Shorter flights, where the integrator's share used to be largest. */
static void short_drops_keep_99_percent(void** state)
{
    (void)state;
    check_bounces(1.0f, 0.99f);
    check_bounces(2.0f, 0.99f);
}

/* A 200 m/s ball still stops on a 0.1 m floor. */
static void fast_ball_does_not_pass_a_thin_floor(void** state)
{
    (void)state;
    r2d_world_id world = create_world(vec2(0.0f, -10.0f));
    r2d_shape_def def = r2d_shape_def_default();
    def.restitution = 1.0f;
    add_box_body(world, R2D_BODY_STATIC, vec2(0.0f, -0.05f), 0.0f, 20.0f, 0.05f, &def);
    r2d_body_id ball = add_circle_body(world, R2D_BODY_DYNAMIC, vec2(0.0f, 10.0f), 0.1f, &def);
    CHECK_OK(r2d_body_set_linear_velocity(ball, vec2(0.0f, -200.0f)));
    float lowest = 10.0f;
    for (int step = 0; step < 30; ++step) {
        step_world(world, 1);
        lowest = fminf(lowest, body_position(ball).y);
    }
    assert_true(lowest > 0.0f);
    CHECK_OK(r2d_world_destroy(world));
}

/* A spinning ball hits the floor obliquely. The impulse-based rigid-body
 * model: the normal impulse is m (1 + e) |vy|; the friction impulse stops
 * the contact point's slip if mu times that allows (a disc needs m |vt| / 3
 * to stop it), else it is mu times the normal impulse against the slip.
 * Returns the ball's velocity and spin once it has left the floor. */
static void oblique_impact(r2d_vec2 velocity, float spin, float e, float mu, r2d_vec2* out_velocity, float* out_spin)
{
    r2d_world_id world = create_world(vec2(0.0f, 0.0f));
    r2d_shape_def def = r2d_shape_def_default();
    def.restitution = e;
    def.static_friction = mu;
    def.dynamic_friction = mu;
    add_ground(world, &def);
    r2d_body_id ball = add_circle_body(world, R2D_BODY_DYNAMIC, vec2(0.0f, 0.9f), BALL_RADIUS, &def);
    CHECK_OK(r2d_body_set_linear_velocity(ball, velocity));
    CHECK_OK(r2d_body_set_angular_velocity(ball, spin));
    step_world(world, 20);
    assert_true(body_position(ball).y > 2.0f * BALL_RADIUS); /* it has left the floor */
    *out_velocity = body_velocity(ball);
    CHECK_OK(r2d_body_get_angular_velocity(ball, out_spin));
    CHECK_OK(r2d_world_destroy(world));
}

static void check_oblique(r2d_vec2 v, float w, float e, float mu)
{
    /* Per unit mass; the contact point is r = (0, -R), its slip vt = vx + w R. */
    float normal = (1.0f + e) * -v.y;
    float slip = v.x + w * BALL_RADIUS;
    float stop = slip / 3.0f;
    float friction = fabsf(stop) <= mu * normal ? -stop : (slip > 0.0f ? -mu * normal : mu * normal);
    float inertia = 0.5f * BALL_RADIUS * BALL_RADIUS;
    r2d_vec2 expected = vec2(v.x + friction, -e * v.y);
    float expected_spin = w + BALL_RADIUS * friction / inertia;

    r2d_vec2 got;
    float got_spin;
    oblique_impact(v, w, e, mu, &got, &got_spin);
    float speed = hypotf(got.x, got.y);
    float expected_speed = hypotf(expected.x, expected.y);
    if (fabsf(speed - expected_speed) > 0.1f * expected_speed || fabsf(got_spin - expected_spin) > 0.1f * fabsf(expected_spin)) {
        fail_msg("exit (%g, %g) spin %g; the impulse model gives (%g, %g) spin %g", (double)got.x, (double)got.y,
                 (double)got_spin, (double)expected.x, (double)expected.y, (double)expected_spin);
    }
}

/* Friction 0.5: one impact that ends rolling, one that slides throughout
 * and sends the ball back the way it came. */
static void oblique_spinning_impacts_follow_the_impulse_model(void** state)
{
    (void)state;
    check_oblique(vec2(5.0f, -8.0f), 0.0f, 0.5f, 0.5f);
    check_oblique(vec2(5.0f, -8.0f), 30.0f, 0.5f, 0.5f);
    check_oblique(vec2(-3.0f, -6.0f), 12.0f, 1.0f, 0.5f);
}

/* Kinetic energy of the bodies, per unit of their masses (all equal). */
static double kinetic_energy(const r2d_body_id* bodies, int count)
{
    double energy = 0.0;
    for (int i = 0; i < count; ++i) {
        r2d_vec2 v = body_velocity(bodies[i]);
        energy += 0.5 * ((double)v.x * v.x + (double)v.y * v.y);
    }
    return energy;
}

/* 200 perfectly elastic balls crowded in a closed box at 150 m/s, no
 * gravity, no friction. A ball touches several others in one step, so the
 * approach speed a contact saw at the start of the step goes stale as the
 * others push; bouncing at it anyway multiplied the energy 2,000 times in
 * a second. Crowds lose energy to the solver; they must never gain it. */
static void crowded_elastic_balls_never_gain_energy(void** state)
{
    (void)state;
    enum { BALLS = 200 };
    r2d_world_id world = create_world_without_sleep(vec2(0.0f, 0.0f));
    r2d_shape_def def = r2d_shape_def_default();
    def.restitution = 1.0f;
    def.static_friction = def.dynamic_friction = 0.0f;
    const r2d_vec2 walls[4][2] = {{{10.0f, 0.5f}, {0.0f, -10.5f}}, {{10.0f, 0.5f}, {0.0f, 10.5f}},
                                  {{0.5f, 10.0f}, {-10.5f, 0.0f}}, {{0.5f, 10.0f}, {10.5f, 0.0f}}};
    for (int i = 0; i < 4; ++i) {
        add_box_body(world, R2D_BODY_STATIC, walls[i][1], 0.0f, walls[i][0].x, walls[i][0].y, &def);
    }
    r2d_body_id balls[BALLS];
    uint32_t seed = 1;
    for (int i = 0; i < BALLS; ++i) {
        balls[i] = add_circle_body(world, R2D_BODY_DYNAMIC,
                                   vec2(-9.0f + 0.9f * (float)(i % 20), -9.0f + 0.9f * (float)(i / 20)), 0.4f, &def);
        seed = seed * 1664525u + 1013904223u;
        float angle = (float)(seed >> 8) / 16777216.0f * 6.2831853f;
        CHECK_OK(r2d_body_set_linear_velocity(balls[i], vec2(150.0f * cosf(angle), 150.0f * sinf(angle))));
    }
    double start = kinetic_energy(balls, BALLS);
    double highest = start;
    for (int step = 0; step < 120; ++step) {
        step_world(world, 1);
        double energy = kinetic_energy(balls, BALLS);
        if (energy > highest) highest = energy;
    }
    print_message("crowded elastic balls: highest energy %.4f of the start's\n", highest / start);
    assert_true(highest <= 1.01 * start);
    CHECK_OK(r2d_world_destroy(world));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(crowded_elastic_balls_never_gain_energy),
        cmocka_unit_test(tall_drops_keep_99_percent),
        cmocka_unit_test(short_drops_keep_99_percent),
        cmocka_unit_test(fast_ball_does_not_pass_a_thin_floor),
        cmocka_unit_test(oblique_spinning_impacts_follow_the_impulse_model),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
