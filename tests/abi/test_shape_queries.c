/* Shape casts and closest points through the public ABI, against answers
 * worked out by hand: times of impact of circles, capsules and polygons
 * swept onto known geometry, and closest points between pairs of shapes.
 * Bad inputs to these entry points are in test_bad_input.c. */
#include "helpers.h"

#include <math.h>
#include <string.h>

/* Casts stop at most 1e-5 m of travel short of the touch. */
#define CAST_TOLERANCE 1e-4f
/* GJK on a handful of points is exact up to float rounding. */
#define DISTANCE_TOLERANCE 1e-5f

static void assert_cast(r2d_world_id world, const r2d_shape_proxy* proxy, r2d_vec2 translation, r2d_shape_id expected,
                        float fraction, r2d_vec2 point, r2d_vec2 normal)
{
    r2d_ray_hit hit;
    bool found = false;
    CHECK_OK(r2d_world_cast_shape(world, proxy, translation, r2d_query_filter_default(), &hit, &found));
    assert_true(found);
    assert_true(hit.shape.bits == expected.bits);
    ASSERT_NEAR(hit.fraction, fraction, CAST_TOLERANCE);
    ASSERT_NEAR(hit.point.x, point.x, CAST_TOLERANCE);
    ASSERT_NEAR(hit.point.y, point.y, CAST_TOLERANCE);
    ASSERT_NEAR(hit.normal.x, normal.x, CAST_TOLERANCE);
    ASSERT_NEAR(hit.normal.y, normal.y, CAST_TOLERANCE);
}

/* A circle of radius 0.25 swept onto a 2 x 1 box at the origin: onto its
 * left face, onto its top-left corner, and down a diagonal onto its top. */
static void circle_cast_against_box(void** state)
{
    (void)state;
    r2d_world_id world = create_world(vec2(0.0f, 0.0f));
    r2d_body_id body = add_box_body(world, R2D_BODY_STATIC, vec2(0.0f, 0.0f), 0.0f, 1.0f, 0.5f, NULL);
    r2d_shape_id box = only_shape(body);
    float r = 0.25f;

    /* Face: the centre reaches x = -1.25 after 3.75 of 10 m. */
    r2d_shape_proxy circle = circle_shape_proxy(vec2(-5.0f, 0.2f), r);
    assert_cast(world, &circle, vec2(10.0f, 0.0f), box, 0.375f, vec2(-1.0f, 0.2f), vec2(-1.0f, 0.0f));

    /* Corner (-1, 0.5) with the centre 0.1 above it: touch when the centre
     * is r from the corner, at x = -1 - sqrt(r^2 - 0.1^2). */
    circle = circle_shape_proxy(vec2(-5.0f, 0.6f), r);
    float touch_x = -1.0f - sqrtf(r * r - 0.01f);
    assert_cast(world, &circle, vec2(10.0f, 0.0f), box, (touch_x + 5.0f) / 10.0f, vec2(-1.0f, 0.5f),
                vec2((touch_x + 1.0f) / r, 0.1f / r));

    /* Diagonal onto the top face: the centre falls from y = 3 to y = 0.75. */
    circle = circle_shape_proxy(vec2(-2.0f, 3.0f), r);
    float fraction = (3.0f - 0.75f) / 4.0f;
    assert_cast(world, &circle, vec2(4.0f, -4.0f), box, fraction, vec2(-2.0f + 4.0f * fraction, 0.5f),
                vec2(0.0f, 1.0f));

    /* Past the box, or moving away, nothing is hit. */
    r2d_ray_hit hit;
    bool found = true;
    circle = circle_shape_proxy(vec2(-5.0f, 0.76f), r);
    CHECK_OK(r2d_world_cast_shape(world, &circle, vec2(10.0f, 0.0f), r2d_query_filter_default(), &hit, &found));
    assert_false(found);
    circle = circle_shape_proxy(vec2(-5.0f, 0.0f), r);
    CHECK_OK(r2d_world_cast_shape(world, &circle, vec2(-10.0f, 0.0f), r2d_query_filter_default(), &hit, &found));
    assert_false(found);
    CHECK_OK(r2d_world_destroy(world));
}

/* A capsule lying flat and one standing up, dropped onto ground whose top is y = 0. */
static void capsule_cast_onto_ground(void** state)
{
    (void)state;
    r2d_world_id world = create_world(vec2(0.0f, -10.0f));
    r2d_shape_id ground = only_shape(add_ground(world, NULL));
    r2d_vec2 centres[2] = {{-0.5f, 0.0f}, {0.5f, 0.0f}};

    r2d_shape_proxy flat = make_shape_proxy(centres, 2, 0.2f, vec2(1.0f, 5.0f), 0.0f);
    r2d_ray_hit hit;
    bool found;
    CHECK_OK(r2d_world_cast_shape(world, &flat, vec2(0.0f, -10.0f), r2d_query_filter_default(), &hit, &found));
    assert_true(found && hit.shape.bits == ground.bits);
    ASSERT_NEAR(hit.fraction, 0.48f, CAST_TOLERANCE);
    ASSERT_NEAR(hit.point.y, 0.0f, CAST_TOLERANCE);
    assert_true(hit.point.x >= 0.5f - CAST_TOLERANCE && hit.point.x <= 1.5f + CAST_TOLERANCE);
    ASSERT_NEAR(hit.normal.y, 1.0f, CAST_TOLERANCE);

    /* Turned upright by the pose: the lower end is 0.5 + 0.2 below the centre. */
    r2d_shape_proxy upright = make_shape_proxy(centres, 2, 0.2f, vec2(1.0f, 5.0f), 0.5f * 3.14159265f);
    assert_cast(world, &upright, vec2(0.0f, -10.0f), ground, 0.43f, vec2(1.0f, 0.0f), vec2(0.0f, 1.0f));
    CHECK_OK(r2d_world_destroy(world));
}

/* A square turned 45 degrees falls tip first onto a circle; a rounded
 * square slides face first onto a wall. */
static void polygon_casts(void** state)
{
    (void)state;
    r2d_world_id world = create_world(vec2(0.0f, 0.0f));
    r2d_shape_id ball = only_shape(add_circle_body(world, R2D_BODY_STATIC, vec2(0.0f, 0.0f), 1.0f, NULL));
    r2d_shape_id wall = only_shape(add_box_body(world, R2D_BODY_STATIC, vec2(10.0f, 0.0f), 0.0f, 0.5f, 3.0f, NULL));
    r2d_vec2 square[4] = {{-0.5f, -0.5f}, {0.5f, -0.5f}, {0.5f, 0.5f}, {-0.5f, 0.5f}};

    /* The tip is sqrt(0.5) below the centre; it meets the ball's top at y = 1. */
    r2d_shape_proxy diamond = make_shape_proxy(square, 4, 0.0f, vec2(0.0f, 4.0f), 0.25f * 3.14159265f);
    float fraction = (4.0f - sqrtf(0.5f) - 1.0f) / 5.0f;
    assert_cast(world, &diamond, vec2(0.0f, -5.0f), ball, fraction, vec2(0.0f, 1.0f), vec2(0.0f, 1.0f));

    /* Rounded by 0.1: the right face reaches x = 9.5 when the centre is at 8.9. */
    r2d_shape_proxy rounded = make_shape_proxy(square, 4, 0.1f, vec2(5.0f, 0.0f), 0.0f);
    r2d_ray_hit hit;
    bool found;
    CHECK_OK(r2d_world_cast_shape(world, &rounded, vec2(8.0f, 0.0f), r2d_query_filter_default(), &hit, &found));
    assert_true(found && hit.shape.bits == wall.bits);
    ASSERT_NEAR(hit.fraction, (8.9f - 5.0f) / 8.0f, CAST_TOLERANCE);
    ASSERT_NEAR(hit.point.x, 9.5f, CAST_TOLERANCE);
    assert_true(fabsf(hit.point.y) <= 0.5f + CAST_TOLERANCE);
    ASSERT_NEAR(hit.normal.x, -1.0f, CAST_TOLERANCE);
    CHECK_OK(r2d_world_destroy(world));
}

/* A proxy that starts in a shape hits it at fraction 0; with the cores
 * overlapping the normal opposes the translation. A filter hides shapes. */
static void cast_from_overlap_and_filters(void** state)
{
    (void)state;
    r2d_world_id world = create_world(vec2(0.0f, 0.0f));
    r2d_shape_def hidden = r2d_shape_def_default();
    hidden.filter.category_bits = 2;
    r2d_shape_id box = only_shape(add_box_body(world, R2D_BODY_STATIC, vec2(0.0f, 0.0f), 0.0f, 1.0f, 1.0f, NULL));
    add_box_body(world, R2D_BODY_STATIC, vec2(5.0f, 0.0f), 0.0f, 1.0f, 1.0f, &hidden);

    r2d_shape_proxy inside = circle_shape_proxy(vec2(0.2f, 0.0f), 0.3f);
    assert_cast(world, &inside, vec2(3.0f, 4.0f), box, 0.0f, vec2(0.2f, 0.0f), vec2(-0.6f, -0.8f));
    /* Only the rims overlap: the normal points from the box to the circle. */
    r2d_shape_proxy grazing = circle_shape_proxy(vec2(1.2f, 0.0f), 0.3f);
    assert_cast(world, &grazing, vec2(0.0f, 1.0f), box, 0.0f, vec2(1.0f, 0.0f), vec2(1.0f, 0.0f));

    r2d_query_filter only_hidden = r2d_query_filter_default();
    only_hidden.mask_bits = 2;
    r2d_shape_proxy beside = circle_shape_proxy(vec2(2.0f, 3.0f), 0.5f);
    r2d_ray_hit hit;
    bool found = true;
    CHECK_OK(r2d_world_cast_shape(world, &beside, vec2(0.0f, -6.0f), only_hidden, &hit, &found));
    assert_false(found);
    CHECK_OK(r2d_world_cast_shape(world, &beside, vec2(3.0f, -6.0f), only_hidden, &hit, &found));
    assert_true(found);
    ASSERT_NEAR(hit.point.x, 4.0f, CAST_TOLERANCE);
    CHECK_OK(r2d_world_destroy(world));
}

typedef struct cast_log {
    int calls;
    float answer;  /* < -1: answer each hit's own fraction */
    float fractions[8];
} cast_log;

static float log_hit(const r2d_ray_hit* hit, void* context)
{
    cast_log* log = context;
    if (log->calls < 8) log->fractions[log->calls] = hit->fraction;
    ++log->calls;
    return log->answer < -1.0f ? hit->fraction : log->answer;
}

/* Three boxes in a row: the callback form sees all three when it goes on,
 * one when it stops, and clipping leaves only nearer ones. */
static void cast_callback_semantics(void** state)
{
    (void)state;
    r2d_world_id world = create_world(vec2(0.0f, 0.0f));
    for (int i = 0; i < 3; ++i) add_box_body(world, R2D_BODY_STATIC, vec2(2.0f + 3.0f * (float)i, 0.0f), 0.0f, 0.5f, 0.5f, NULL);
    r2d_shape_proxy circle = circle_shape_proxy(vec2(0.0f, 0.0f), 0.5f);
    r2d_vec2 translation = vec2(10.0f, 0.0f);
    r2d_query_filter all = r2d_query_filter_default();

    cast_log log = {0, 1.0f, {0}};
    CHECK_OK(r2d_world_cast_shape_each(world, &circle, translation, all, log_hit, &log));
    assert_int_equal(log.calls, 3);
    float expected[3] = {0.1f, 0.4f, 0.7f};
    for (int i = 0; i < 3; ++i) {
        bool seen = false;
        for (int j = 0; j < 3; ++j) seen = seen || fabsf(log.fractions[j] - expected[i]) <= CAST_TOLERANCE;
        assert_true(seen);
    }

    cast_log stop = {0, 0.0f, {0}};
    CHECK_OK(r2d_world_cast_shape_each(world, &circle, translation, all, log_hit, &stop));
    assert_int_equal(stop.calls, 1);

    cast_log ignore = {0, -1.0f, {0}};
    CHECK_OK(r2d_world_cast_shape_each(world, &circle, translation, all, log_hit, &ignore));
    assert_int_equal(ignore.calls, 3);

    /* Clipping to each hit: every later report is nearer than the one before. */
    cast_log clip = {0, -2.0f, {0}};
    CHECK_OK(r2d_world_cast_shape_each(world, &circle, translation, all, log_hit, &clip));
    assert_true(clip.calls >= 1 && clip.calls <= 3);
    for (int i = 1; i < clip.calls; ++i) assert_true(clip.fractions[i] < clip.fractions[i - 1]);
    ASSERT_NEAR(clip.fractions[clip.calls - 1], 0.1f, CAST_TOLERANCE);
    CHECK_OK(r2d_world_destroy(world));
}

static void assert_closest(r2d_shape_id a, r2d_shape_id b, float distance, r2d_vec2 point_a, r2d_vec2 point_b)
{
    r2d_distance_result result;
    CHECK_OK(r2d_shape_get_closest_points(a, b, &result));
    ASSERT_NEAR(result.distance, distance, DISTANCE_TOLERANCE);
    ASSERT_NEAR(result.point_a.x, point_a.x, DISTANCE_TOLERANCE);
    ASSERT_NEAR(result.point_a.y, point_a.y, DISTANCE_TOLERANCE);
    ASSERT_NEAR(result.point_b.x, point_b.x, DISTANCE_TOLERANCE);
    ASSERT_NEAR(result.point_b.y, point_b.y, DISTANCE_TOLERANCE);
    if (distance > 0.0f) {
        ASSERT_NEAR(result.normal.x, (point_b.x - point_a.x) / distance, DISTANCE_TOLERANCE);
        ASSERT_NEAR(result.normal.y, (point_b.y - point_a.y) / distance, DISTANCE_TOLERANCE);
    }
}

static r2d_shape_id add_capsule(r2d_world_id world, r2d_vec2 position, float angle, r2d_vec2 c1, r2d_vec2 c2, float r)
{
    r2d_body_def def = r2d_body_def_default();
    def.position = position;
    def.angle = angle;
    r2d_body_id body;
    CHECK_OK(r2d_body_create(world, &def, &body));
    r2d_shape_def shape_def = r2d_shape_def_default();
    r2d_capsule capsule = {c1, c2, r};
    r2d_shape_id shape;
    CHECK_OK(r2d_shape_create_capsule(body, &shape_def, &capsule, &shape));
    return shape;
}

/* Closest points of circle, capsule and polygon pairs, each placed so
 * the answer follows from a line of arithmetic. */
static void closest_points_match_analytic(void** state)
{
    (void)state;
    r2d_world_id world = create_world(vec2(0.0f, 0.0f));
    r2d_shape_id c1 = only_shape(add_circle_body(world, R2D_BODY_STATIC, vec2(0.0f, 0.0f), 1.0f, NULL));
    r2d_shape_id c2 = only_shape(add_circle_body(world, R2D_BODY_STATIC, vec2(3.0f, 4.0f), 0.5f, NULL));
    /* Circle-circle: centres 5 apart along (0.6, 0.8). */
    assert_closest(c1, c2, 3.5f, vec2(0.6f, 0.8f), vec2(3.0f - 0.3f, 4.0f - 0.4f));

    /* A horizontal capsule from x = -1 to 1 at y = -4, radius 0.5: the
     * circle at the origin is nearest its middle. */
    r2d_shape_id cap = add_capsule(world, vec2(0.0f, -4.0f), 0.0f, vec2(-1.0f, 0.0f), vec2(1.0f, 0.0f), 0.5f);
    assert_closest(c1, cap, 2.5f, vec2(0.0f, -1.0f), vec2(0.0f, -3.5f));
    /* Capsule to capsule, end to side: a vertical capsule whose lower
     * centre (4, -2) stands right of the first one's end (1, -4). */
    r2d_shape_id cap2 = add_capsule(world, vec2(4.0f, 0.0f), 0.0f, vec2(0.0f, -2.0f), vec2(0.0f, 2.0f), 0.25f);
    float d = sqrtf(9.0f + 4.0f);
    r2d_vec2 u = vec2(3.0f / d, 2.0f / d);
    assert_closest(cap, cap2, d - 0.75f, vec2(1.0f + 0.5f * u.x, -4.0f + 0.5f * u.y),
                   vec2(4.0f - 0.25f * u.x, -2.0f - 0.25f * u.y));

    /* A box turned 45 degrees (corner down at y = 10 - sqrt(2)) above a
     * square's top face y = 7. */
    r2d_shape_id diamond = only_shape(add_box_body(world, R2D_BODY_STATIC, vec2(20.0f, 10.0f), 0.25f * 3.14159265f,
                                                   1.0f, 1.0f, NULL));
    r2d_shape_id square = only_shape(add_box_body(world, R2D_BODY_STATIC, vec2(20.0f, 6.0f), 0.0f, 2.0f, 1.0f, NULL));
    float corner_y = 10.0f - sqrtf(2.0f);
    assert_closest(square, diamond, corner_y - 7.0f, vec2(20.0f, 7.0f), vec2(20.0f, corner_y));
    /* Circle to the square's corner (22, 5). */
    r2d_shape_id c3 = only_shape(add_circle_body(world, R2D_BODY_STATIC, vec2(25.0f, 1.0f), 1.0f, NULL));
    assert_closest(square, c3, 5.0f - 1.0f, vec2(22.0f, 5.0f), vec2(25.0f - 0.6f, 1.0f + 0.8f));

    /* Overlapping shapes are 0 apart; the order of the pair swaps the normal. */
    r2d_shape_id c4 = only_shape(add_circle_body(world, R2D_BODY_STATIC, vec2(21.5f, 5.0f), 1.0f, NULL));
    r2d_distance_result result;
    CHECK_OK(r2d_shape_get_closest_points(square, c4, &result));
    assert_true(result.distance == 0.0f);
    assert_true(result.point_a.x == result.point_b.x && result.point_a.y == result.point_b.y);
    r2d_distance_result ab;
    r2d_distance_result ba;
    CHECK_OK(r2d_shape_get_closest_points(c1, cap2, &ab));
    CHECK_OK(r2d_shape_get_closest_points(cap2, c1, &ba));
    ASSERT_NEAR(ab.distance, ba.distance, DISTANCE_TOLERANCE);
    ASSERT_NEAR(ab.normal.x, -ba.normal.x, DISTANCE_TOLERANCE);
    ASSERT_NEAR(ab.normal.y, -ba.normal.y, DISTANCE_TOLERANCE);
    CHECK_OK(r2d_world_destroy(world));
}

/* The same calls give bit-identical answers: two worlds built alike are
 * asked the same random casts and distances, and every float agrees. */
static void answers_are_bit_identical(void** state)
{
    (void)state;
    r2d_world_id worlds[2];
    r2d_shape_id first_shape[2];
    for (int w = 0; w < 2; ++w) {
        test_random random = {12345u};
        worlds[w] = create_world(vec2(0.0f, -10.0f));
        for (int i = 0; i < 40; ++i) {
            r2d_vec2 position = vec2(random_range(&random, -10.0f, 10.0f), random_range(&random, -10.0f, 10.0f));
            r2d_body_id body = add_box_body(worlds[w], R2D_BODY_DYNAMIC, position, random_range(&random, -3.0f, 3.0f),
                                            random_range(&random, 0.2f, 1.0f), random_range(&random, 0.2f, 1.0f), NULL);
            if (i == 0) first_shape[w] = only_shape(body);
        }
        step_world(worlds[w], 20);
    }
    test_random random = {777u};
    r2d_vec2 triangle[3] = {{-0.4f, -0.3f}, {0.5f, -0.2f}, {0.0f, 0.6f}};
    for (int i = 0; i < 200; ++i) {
        r2d_vec2 position = vec2(random_range(&random, -12.0f, 12.0f), random_range(&random, -12.0f, 12.0f));
        r2d_vec2 translation = vec2(random_range(&random, -20.0f, 20.0f), random_range(&random, -20.0f, 20.0f));
        r2d_shape_proxy proxy = make_shape_proxy(triangle, 3, random_range(&random, 0.0f, 0.3f), position,
                                                 random_range(&random, -3.0f, 3.0f));
        r2d_ray_hit hits[2];
        bool found[2];
        int32_t counts[2];
        r2d_shape_id overlapping[2][64];
        for (int w = 0; w < 2; ++w) {
            memset(&hits[w], 0, sizeof hits[w]);
            CHECK_OK(r2d_world_cast_shape(worlds[w], &proxy, translation, r2d_query_filter_default(), &hits[w], &found[w]));
            CHECK_OK(r2d_world_get_shapes_overlapping(worlds[w], &proxy, r2d_query_filter_default(), overlapping[w], 64,
                                                      &counts[w]));
        }
        assert_true(found[0] == found[1]);
        assert_memory_equal(&hits[0].point, &hits[1].point, sizeof hits[0].point);
        assert_memory_equal(&hits[0].normal, &hits[1].normal, sizeof hits[0].normal);
        assert_memory_equal(&hits[0].fraction, &hits[1].fraction, sizeof hits[0].fraction);
        assert_int_equal(counts[0], counts[1]);
    }
    r2d_shape_id shapes[2][64];
    int32_t count[2];
    for (int w = 0; w < 2; ++w) CHECK_OK(r2d_body_get_shapes(add_ground(worlds[w], NULL), shapes[w], 64, &count[w]));
    r2d_distance_result results[2];
    for (int w = 0; w < 2; ++w) CHECK_OK(r2d_shape_get_closest_points(first_shape[w], shapes[w][0], &results[w]));
    assert_memory_equal(&results[0], &results[1], sizeof results[0]);
    assert_true(results[0].distance > 0.0f);
    for (int w = 0; w < 2; ++w) CHECK_OK(r2d_world_destroy(worlds[w]));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(circle_cast_against_box),
        cmocka_unit_test(capsule_cast_onto_ground),
        cmocka_unit_test(polygon_casts),
        cmocka_unit_test(cast_from_overlap_and_filters),
        cmocka_unit_test(cast_callback_semantics),
        cmocka_unit_test(closest_points_match_analytic),
        cmocka_unit_test(answers_are_bit_identical),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
