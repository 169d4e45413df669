/* Chains through the public ABI: bodies slide and roll over the joins of
 * a flat chain without losing speed (where tiles laid edge to edge snag
 * them), a looped chain holds bodies inside, a chain is one-sided, its
 * segments carry their own materials, and its ids behave as ids. */
#include "helpers.h"

#include <math.h>

#define SEGMENTS 50
#define SEGMENT_LENGTH 1.0f
#define SLIDE_SPEED 5.0f
#define SLIDE_DISTANCE 40.0f
/* The bar: within 1% of the starting speed over the whole run. */
#define SPEED_TOLERANCE 0.01f

/* A static body with a flat open chain from x = -5 along y = 0, solid below. */
static r2d_chain_id add_flat_chain(r2d_world_id world, float friction)
{
    r2d_vec2 points[SEGMENTS + 1];
    for (int i = 0; i <= SEGMENTS; ++i) points[i] = vec2(-5.0f + SEGMENT_LENGTH * (float)i, 0.0f);
    r2d_body_def body_def = r2d_body_def_default();
    r2d_body_id ground;
    CHECK_OK(r2d_body_create(world, &body_def, &ground));
    r2d_chain_def def = r2d_chain_def_default();
    def.points = points;
    def.count = SEGMENTS + 1;
    def.material.static_friction = friction;
    def.material.dynamic_friction = friction;
    r2d_chain_id chain;
    CHECK_OK(r2d_chain_create(ground, &def, &chain));
    return chain;
}

/* Steps until the body has travelled SLIDE_DISTANCE (or 12 s pass) and
 * returns the speed furthest from SLIDE_SPEED on the way, m/s. */
static float worst_speed_over_run(r2d_world_id world, r2d_body_id body)
{
    float start = body_position(body).x;
    float worst = SLIDE_SPEED;
    for (int step = 0; step < 12 * 60 && body_position(body).x - start < SLIDE_DISTANCE; ++step) {
        step_world(world, 1);
        r2d_vec2 v = body_velocity(body);
        float speed = sqrtf(v.x * v.x + v.y * v.y);
        if (fabsf(speed - SLIDE_SPEED) > fabsf(worst - SLIDE_SPEED)) worst = speed;
    }
    assert_true(body_position(body).x - start >= SLIDE_DISTANCE);
    return worst;
}

static void frictionless_box_keeps_its_speed_over_the_joins(void** state)
{
    (void)state;
    r2d_world_id world = create_world_without_sleep(vec2(0.0f, -10.0f));
    add_flat_chain(world, 0.0f);
    r2d_shape_def def = r2d_shape_def_default();
    def.static_friction = def.dynamic_friction = 0.0f;
    /* Resting on the chain, sunk the solver's slop, moving right. */
    r2d_body_id box = add_box_body(world, R2D_BODY_DYNAMIC, vec2(0.0f, 0.5f), 0.0f, 0.5f, 0.5f, &def);
    step_world(world, 30);
    CHECK_OK(r2d_body_set_linear_velocity(box, vec2(SLIDE_SPEED, 0.0f)));
    float worst = worst_speed_over_run(world, box);
    print_message("box over a chain: worst speed %.4f m/s of %.1f\n", worst, SLIDE_SPEED);
    ASSERT_NEAR(worst, SLIDE_SPEED, SPEED_TOLERANCE * SLIDE_SPEED);
    /* It stays on top: never lifted off nor sunk through. */
    ASSERT_NEAR(body_position(box).y, 0.5f, 0.02f);
    CHECK_OK(r2d_world_destroy(world));
}

static void ball_rolls_over_the_joins_at_its_speed(void** state)
{
    (void)state;
    r2d_world_id world = create_world_without_sleep(vec2(0.0f, -10.0f));
    add_flat_chain(world, 0.6f);
    const float radius = 0.5f;
    r2d_body_id ball = add_circle_body(world, R2D_BODY_DYNAMIC, vec2(0.0f, radius), radius, NULL);
    step_world(world, 30);
    /* Already rolling without slipping, so friction has nothing to do. */
    CHECK_OK(r2d_body_set_linear_velocity(ball, vec2(SLIDE_SPEED, 0.0f)));
    CHECK_OK(r2d_body_set_angular_velocity(ball, -SLIDE_SPEED / radius));
    float worst = worst_speed_over_run(world, ball);
    print_message("ball over a chain: worst speed %.4f m/s of %.1f\n", worst, SLIDE_SPEED);
    ASSERT_NEAR(worst, SLIDE_SPEED, SPEED_TOLERANCE * SLIDE_SPEED);
    CHECK_OK(r2d_world_destroy(world));
}

/* The same frictionless slide over 50 boxes laid edge to edge loses its
 * speed at the joins: the case chains exist for, and proof that the scene
 * above does provoke ghost collisions. */
static void the_same_slide_over_tiles_snags(void** state)
{
    (void)state;
    r2d_world_id world = create_world_without_sleep(vec2(0.0f, -10.0f));
    r2d_shape_def def = r2d_shape_def_default();
    def.static_friction = def.dynamic_friction = 0.0f;
    for (int i = 0; i < SEGMENTS; ++i) {
        add_box_body(world, R2D_BODY_STATIC, vec2(-4.5f + (float)i, -0.5f), 0.0f, 0.5f, 0.5f, &def);
    }
    r2d_body_id box = add_box_body(world, R2D_BODY_DYNAMIC, vec2(0.0f, 0.5f), 0.0f, 0.5f, 0.5f, &def);
    step_world(world, 30);
    CHECK_OK(r2d_body_set_linear_velocity(box, vec2(SLIDE_SPEED, 0.0f)));
    step_world(world, 8 * 60);
    r2d_vec2 v = body_velocity(box);
    print_message("box over tiles: %.3f m/s after 8 s\n", v.x);
    assert_true(v.x < 0.5f * SLIDE_SPEED);
    CHECK_OK(r2d_world_destroy(world));
}

#define LOOP_POINTS 48
#define LOOP_RADIUS 5.0f

/* Balls and boxes thrown about inside a counter-clockwise ring all stay
 * inside it: no body's centre ever gets beyond the ring's radius. */
static void looped_chain_holds_bodies_inside(void** state)
{
    (void)state;
    r2d_world_id world = create_world(vec2(0.0f, -10.0f));
    r2d_vec2 ring[LOOP_POINTS];
    for (int i = 0; i < LOOP_POINTS; ++i) {
        float angle = 2.0f * 3.14159265f * (float)i / LOOP_POINTS;
        ring[i] = vec2(LOOP_RADIUS * cosf(angle), LOOP_RADIUS * sinf(angle));
    }
    r2d_body_def body_def = r2d_body_def_default();
    r2d_body_id bowl;
    CHECK_OK(r2d_body_create(world, &body_def, &bowl));
    r2d_chain_def def = r2d_chain_def_default();
    def.points = ring;
    def.count = LOOP_POINTS;
    def.loop = true;
    r2d_chain_id chain;
    CHECK_OK(r2d_chain_create(bowl, &def, &chain));
    int32_t segment_count = 0;
    CHECK_OK(r2d_chain_get_segment_count(chain, &segment_count));
    assert_int_equal(segment_count, LOOP_POINTS);

    test_random random = {7u};
    r2d_body_id bodies[20];
    for (int i = 0; i < 20; ++i) {
        r2d_vec2 at = vec2(random_range(&random, -2.5f, 2.5f), random_range(&random, -2.5f, 2.5f));
        bodies[i] = i % 2 == 0 ? add_circle_body(world, R2D_BODY_DYNAMIC, at, 0.3f, NULL)
                               : add_box_body(world, R2D_BODY_DYNAMIC, at, 0.0f, 0.3f, 0.3f, NULL);
        CHECK_OK(r2d_body_set_linear_velocity(
            bodies[i], vec2(random_range(&random, -15.0f, 15.0f), random_range(&random, -15.0f, 15.0f))));
    }
    float farthest = 0.0f;
    for (int step = 0; step < 5 * 60; ++step) {
        step_world(world, 1);
        for (int i = 0; i < 20; ++i) {
            r2d_vec2 p = body_position(bodies[i]);
            float r = sqrtf(p.x * p.x + p.y * p.y);
            if (r > farthest) farthest = r;
        }
    }
    print_message("farthest centre from the ring's middle: %.3f m (ring %.1f m)\n", farthest, LOOP_RADIUS);
    /* A centre can come no closer to the ring than the body's inner size. */
    assert_true(farthest < LOOP_RADIUS - 0.25f);
    CHECK_OK(r2d_world_destroy(world));
}

/* From below, a ball passes up through a terrain; from above it lands. */
static void chain_is_one_sided(void** state)
{
    (void)state;
    r2d_world_id world = create_world(vec2(0.0f, -10.0f));
    add_flat_chain(world, 0.6f);
    r2d_body_id rising = add_circle_body(world, R2D_BODY_DYNAMIC, vec2(0.0f, -2.0f), 0.25f, NULL);
    CHECK_OK(r2d_body_set_linear_velocity(rising, vec2(0.0f, 10.0f)));
    r2d_body_id falling = add_circle_body(world, R2D_BODY_DYNAMIC, vec2(10.0f, 2.0f), 0.25f, NULL);
    step_world(world, 30);
    /* Free flight would reach y = -2 + 10 t - 5 t^2 = 1.75 m at t = 0.5 s. */
    ASSERT_NEAR(body_position(rising).y, 1.75f, 0.05f);
    step_world(world, 60);
    ASSERT_NEAR(body_position(falling).y, 0.25f, 0.02f);

    /* Rays: from above they hit the chain; from below they pass through. */
    bool found = false;
    r2d_ray_hit hit;
    r2d_query_filter filter = r2d_query_filter_default();
    CHECK_OK(r2d_world_ray_cast_closest(world, vec2(20.5f, 5.0f), vec2(0.0f, -10.0f), filter, &hit, &found));
    assert_true(found);
    ASSERT_NEAR(hit.point.y, 0.0f, 1e-5f);
    ASSERT_NEAR(hit.normal.y, 1.0f, 1e-5f);
    CHECK_OK(r2d_world_ray_cast_closest(world, vec2(20.5f, -5.0f), vec2(0.0f, 10.0f), filter, &hit, &found));
    assert_false(found);
    CHECK_OK(r2d_world_destroy(world));
}

/* Drop height h = 1 m above the surface, e = restitution: a ball bounces
 * back to about e^2 h; the lively segment's ball rises, the dead one's not. */
static void segments_carry_their_own_materials(void** state)
{
    (void)state;
    r2d_world_id world = create_world(vec2(0.0f, -10.0f));
    r2d_vec2 points[3] = {{-5.0f, 0.0f}, {0.0f, 0.0f}, {5.0f, 0.0f}};
    r2d_surface_material materials[2] = {{0.6f, 0.6f, 0.9f}, {0.6f, 0.6f, 0.0f}};
    r2d_body_def body_def = r2d_body_def_default();
    r2d_body_id ground;
    CHECK_OK(r2d_body_create(world, &body_def, &ground));
    r2d_chain_def def = r2d_chain_def_default();
    def.points = points;
    def.count = 3;
    def.materials = materials;
    def.material_count = 2;
    r2d_chain_id chain;
    CHECK_OK(r2d_chain_create(ground, &def, &chain));
    r2d_shape_def ball_def = r2d_shape_def_default();
    ball_def.restitution = 1.0f; /* pairs take the smaller restitution */
    r2d_body_id lively = add_circle_body(world, R2D_BODY_DYNAMIC, vec2(-2.5f, 1.25f), 0.25f, &ball_def);
    r2d_body_id dead = add_circle_body(world, R2D_BODY_DYNAMIC, vec2(2.5f, 1.25f), 0.25f, &ball_def);
    float highest_lively = 0.0f;
    float highest_dead = 0.0f;
    bool lively_landed = false;
    bool dead_landed = false;
    for (int step = 0; step < 90; ++step) {
        step_world(world, 1);
        float y_lively = body_position(lively).y - 0.25f;
        float y_dead = body_position(dead).y - 0.25f;
        lively_landed = lively_landed || body_velocity(lively).y > 0.0f;
        dead_landed = dead_landed || y_dead < 0.01f;
        if (lively_landed && y_lively > highest_lively) highest_lively = y_lively;
        if (dead_landed && y_dead > highest_dead) highest_dead = y_dead;
    }
    print_message("rebounds: %.3f m on e = 0.9, %.3f m on e = 0\n", highest_lively, highest_dead);
    ASSERT_NEAR(highest_lively, 0.81f, 0.1f);
    assert_true(highest_dead < 0.02f);

    /* Setting the chain's restitution sets every segment's. */
    CHECK_OK(r2d_chain_set_restitution(chain, 0.5f));
    r2d_shape_id segments[2];
    int32_t count = 0;
    CHECK_OK(r2d_chain_get_segments(chain, segments, 2, &count));
    assert_int_equal(count, 2);
    for (int i = 0; i < 2; ++i) {
        float restitution = 0.0f;
        CHECK_OK(r2d_shape_get_restitution(segments[i], &restitution));
        ASSERT_NEAR(restitution, 0.5f, 0.0f);
    }
    CHECK_OK(r2d_world_destroy(world));
}

/* What the debug draw gave for a chain: its segments and their ticks. */
typedef struct drawn_lines {
    int count;
    r2d_vec2 from[8];
    r2d_vec2 to[8];
} drawn_lines;

static void record_segment(r2d_vec2 point1, r2d_vec2 point2, uint32_t color, void* context)
{
    (void)color;
    drawn_lines* lines = context;
    if (lines->count < 8) {
        lines->from[lines->count] = point1;
        lines->to[lines->count] = point2;
    }
    lines->count++;
}

/* Each segment draws as itself and a short tick from its middle towards
 * the side it collides on (up, for a terrain listed left to right). */
static void chain_draws_its_segments_and_their_sides(void** state)
{
    (void)state;
    r2d_world_id world = create_world(vec2(0.0f, -10.0f));
    r2d_vec2 points[3] = {{0.0f, 0.0f}, {2.0f, 0.0f}, {4.0f, 0.0f}};
    r2d_body_def body_def = r2d_body_def_default();
    body_def.position = vec2(1.0f, 1.0f);
    r2d_body_id ground;
    CHECK_OK(r2d_body_create(world, &body_def, &ground));
    r2d_chain_def def = r2d_chain_def_default();
    def.points = points;
    def.count = 3;
    r2d_chain_id chain;
    CHECK_OK(r2d_chain_create(ground, &def, &chain));
    drawn_lines lines = {0};
    r2d_debug_draw draw = r2d_debug_draw_default();
    draw.draw_segment = record_segment;
    draw.context = &lines;
    CHECK_OK(r2d_world_draw(world, &draw));
    assert_int_equal(lines.count, 4);
    for (int i = 0; i < 4; i += 2) {
        float x1 = 1.0f + 2.0f * (float)(i / 2);
        ASSERT_NEAR(lines.from[i].x, x1, 1e-6f);
        ASSERT_NEAR(lines.to[i].x, x1 + 2.0f, 1e-6f);
        ASSERT_NEAR(lines.from[i].y, 1.0f, 1e-6f);
        /* The tick: from the middle, straight up. */
        ASSERT_NEAR(lines.from[i + 1].x, x1 + 1.0f, 1e-6f);
        ASSERT_NEAR(lines.to[i + 1].x, x1 + 1.0f, 1e-6f);
        assert_true(lines.to[i + 1].y > lines.from[i + 1].y);
    }
    CHECK_OK(r2d_world_destroy(world));
}

static bool same_chain(r2d_chain_id a, r2d_chain_id b)
{
    return a.bits == b.bits;
}

/* Segments are shapes that know their chain and their neighbours; the
 * chain goes as a whole, with its body too, and its ids go stale. */
static void segments_ids_and_lifetime(void** state)
{
    (void)state;
    r2d_world_id world = create_world(vec2(0.0f, -10.0f));
    r2d_vec2 points[4] = {{0.0f, 0.0f}, {1.0f, 0.0f}, {2.0f, 1.0f}, {3.0f, 1.0f}};
    r2d_body_def body_def = r2d_body_def_default();
    r2d_body_id ground;
    CHECK_OK(r2d_body_create(world, &body_def, &ground));
    r2d_chain_def def = r2d_chain_def_default();
    def.points = points;
    def.count = 4;
    r2d_chain_id chain;
    CHECK_OK(r2d_chain_create(ground, &def, &chain));
    assert_true(r2d_chain_is_valid(chain));
    assert_int_equal(world_shape_count(world), 3);
    r2d_body_id owner;
    CHECK_OK(r2d_chain_get_body(chain, &owner));
    assert_true(owner.bits == ground.bits);

    r2d_shape_id segments[3];
    int32_t count = 0;
    CHECK_OK(r2d_chain_get_segments(chain, segments, 3, &count));
    assert_int_equal(count, 3);
    for (int i = 0; i < 3; ++i) {
        r2d_shape_type type;
        CHECK_OK(r2d_shape_get_type(segments[i], &type));
        assert_int_equal(type, R2D_SHAPE_CHAIN_SEGMENT);
        r2d_chain_id of;
        CHECK_OK(r2d_shape_get_chain(segments[i], &of));
        assert_true(same_chain(of, chain));
    }
    /* The middle segment's ghosts are its neighbours' far ends; the open
     * ends' ghosts sit one unit below the segment, on its solid side. */
    r2d_chain_segment middle;
    CHECK_OK(r2d_shape_get_chain_segment(segments[1], &middle));
    ASSERT_NEAR(middle.segment.point1.x, 1.0f, 0.0f);
    ASSERT_NEAR(middle.segment.point2.y, 1.0f, 0.0f);
    ASSERT_NEAR(middle.ghost1.x, 0.0f, 0.0f);
    ASSERT_NEAR(middle.ghost2.x, 3.0f, 0.0f);
    r2d_chain_segment first;
    CHECK_OK(r2d_shape_get_chain_segment(segments[0], &first));
    ASSERT_NEAR(first.ghost1.x, 0.0f, 1e-6f);
    ASSERT_NEAR(first.ghost1.y, -1.0f, 1e-6f);

    /* A shape outside any chain has the null chain and no chain geometry. */
    r2d_body_id ball = add_circle_body(world, R2D_BODY_DYNAMIC, vec2(0.0f, 5.0f), 0.5f, NULL);
    r2d_chain_id none;
    CHECK_OK(r2d_shape_get_chain(only_shape(ball), &none));
    assert_true(none.bits == 0);
    assert_int_equal(r2d_shape_get_chain_segment(only_shape(ball), &middle), R2D_ERROR_INVALID_OPERATION);

    /* A segment goes only with its chain. */
    assert_int_equal(r2d_shape_destroy(segments[1]), R2D_ERROR_INVALID_OPERATION);
    assert_int_equal(world_shape_count(world), 4);
    CHECK_OK(r2d_chain_destroy(chain));
    assert_false(r2d_chain_is_valid(chain));
    assert_int_equal(world_shape_count(world), 1);
    r2d_shape_type type;
    assert_int_equal(r2d_shape_get_type(segments[0], &type), R2D_ERROR_INVALID_ID);
    assert_int_equal(r2d_chain_destroy(chain), R2D_ERROR_INVALID_ID);

    /* A body takes its chains with it. */
    CHECK_OK(r2d_chain_create(ground, &def, &chain));
    CHECK_OK(r2d_chain_get_segments(chain, segments, 3, &count));
    CHECK_OK(r2d_body_destroy(ground));
    assert_false(r2d_chain_is_valid(chain));
    assert_int_equal(r2d_shape_get_type(segments[2], &type), R2D_ERROR_INVALID_ID);
    assert_int_equal(world_shape_count(world), 1);
    CHECK_OK(r2d_world_destroy(world));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(frictionless_box_keeps_its_speed_over_the_joins),
        cmocka_unit_test(ball_rolls_over_the_joins_at_its_speed),
        cmocka_unit_test(the_same_slide_over_tiles_snags),
        cmocka_unit_test(looped_chain_holds_bodies_inside),
        cmocka_unit_test(chain_is_one_sided),
        cmocka_unit_test(segments_carry_their_own_materials),
        cmocka_unit_test(segments_ids_and_lifetime),
        cmocka_unit_test(chain_draws_its_segments_and_their_sides),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
