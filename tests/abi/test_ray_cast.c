/* Ray casts through the public ABI: analytic hit points and normals for
 * every shape kind (within 1e-4 m), rays that start inside a shape, the
 * callback's clip, stop and ignore answers, query filters, and a callback
 * that calls back into the world. */
#include "helpers.h"

#include <math.h>
#include <stdbool.h>

#define GEOMETRY_TOLERANCE 1e-4f

static r2d_body_id static_body_at(r2d_world_id world, r2d_vec2 position, float angle)
{
    r2d_body_def def = r2d_body_def_default();
    def.type = R2D_BODY_STATIC;
    def.position = position;
    def.angle = angle;
    r2d_body_id body;
    CHECK_OK(r2d_body_create(world, &def, &body));
    return body;
}

static r2d_shape_id add_circle_at(r2d_world_id world, r2d_vec2 center, float radius, const r2d_shape_def* def)
{
    return only_shape(add_circle_body(world, R2D_BODY_STATIC, center, radius, def));
}

/* Casts for the closest hit and checks it against the expected one. */
static void expect_hit(r2d_world_id world, r2d_vec2 origin, r2d_vec2 translation, r2d_shape_id shape,
                       r2d_vec2 point, r2d_vec2 normal)
{
    r2d_ray_hit hit;
    bool found = false;
    CHECK_OK(r2d_world_ray_cast_closest(world, origin, translation, r2d_query_filter_default(), &hit, &found));
    assert_true(found);
    assert_true(hit.shape.bits == shape.bits);
    ASSERT_NEAR(hit.point.x, point.x, GEOMETRY_TOLERANCE);
    ASSERT_NEAR(hit.point.y, point.y, GEOMETRY_TOLERANCE);
    ASSERT_NEAR(hit.normal.x, normal.x, GEOMETRY_TOLERANCE);
    ASSERT_NEAR(hit.normal.y, normal.y, GEOMETRY_TOLERANCE);
    /* The fraction places the point on the ray. */
    ASSERT_NEAR(origin.x + hit.fraction * translation.x, point.x, GEOMETRY_TOLERANCE);
    ASSERT_NEAR(origin.y + hit.fraction * translation.y, point.y, GEOMETRY_TOLERANCE);

    /* The per-shape cast agrees with the world's. */
    r2d_ray_hit own;
    CHECK_OK(r2d_shape_ray_cast(shape, origin, translation, &own, &found));
    assert_true(found);
    ASSERT_NEAR(own.fraction, hit.fraction, 1e-6);
}

static void expect_miss(r2d_world_id world, r2d_vec2 origin, r2d_vec2 translation)
{
    r2d_ray_hit hit;
    bool found = true;
    CHECK_OK(r2d_world_ray_cast_closest(world, origin, translation, r2d_query_filter_default(), &hit, &found));
    assert_false(found);
}

static void circle_hits_are_analytic(void** state)
{
    (void)state;
    r2d_world_id world = create_world(vec2(0.0f, 0.0f));
    r2d_shape_id circle = add_circle_at(world, vec2(5.0f, 0.0f), 1.0f, NULL);
    expect_hit(world, vec2(0.0f, 0.0f), vec2(10.0f, 0.0f), circle, vec2(4.0f, 0.0f), vec2(-1.0f, 0.0f));
    /* Off centre by half the radius: the chord's near end. */
    float x = 5.0f - sqrtf(0.75f);
    expect_hit(world, vec2(0.0f, 0.5f), vec2(10.0f, 0.0f), circle, vec2(x, 0.5f), vec2(-sqrtf(0.75f), 0.5f));
    /* Too short, passing by, pointing away. */
    expect_miss(world, vec2(0.0f, 0.0f), vec2(3.9f, 0.0f));
    expect_miss(world, vec2(0.0f, 1.1f), vec2(10.0f, 0.0f));
    expect_miss(world, vec2(0.0f, 0.0f), vec2(-10.0f, 0.0f));
    CHECK_OK(r2d_world_destroy(world));
}

static void rotated_box_hit_is_analytic(void** state)
{
    (void)state;
    r2d_world_id world = create_world(vec2(0.0f, 0.0f));
    /* A unit-half-extent box turned 45 degrees: its left corner is at
     * (5 - sqrt 2, 0) and its upper-left face is the line x - y = 5 - sqrt 2. */
    r2d_shape_id box = only_shape(add_box_body(world, R2D_BODY_STATIC, vec2(5.0f, 0.0f), 0.7853981634f, 1.0f, 1.0f, NULL));
    float corner = 5.0f - sqrtf(2.0f);
    float h = sqrtf(0.5f);
    expect_hit(world, vec2(0.0f, 0.2f), vec2(10.0f, 0.0f), box, vec2(corner + 0.2f, 0.2f), vec2(-h, h));
    expect_hit(world, vec2(0.0f, -0.3f), vec2(10.0f, 0.0f), box, vec2(corner + 0.3f, -0.3f), vec2(-h, -h));
    /* From above, straight down onto the top corner's right face. */
    expect_hit(world, vec2(5.5f, 5.0f), vec2(0.0f, -10.0f), box, vec2(5.5f, sqrtf(2.0f) - 0.5f), vec2(h, h));
    CHECK_OK(r2d_world_destroy(world));
}

static void polygon_hit_is_analytic(void** state)
{
    (void)state;
    r2d_world_id world = create_world(vec2(0.0f, 0.0f));
    r2d_body_id body = static_body_at(world, vec2(2.0f, 1.0f), 0.0f);
    /* A right triangle whose hypotenuse is x + y = 2 in body coordinates. */
    r2d_vec2 points[3] = {{0.0f, 0.0f}, {2.0f, 0.0f}, {0.0f, 2.0f}};
    r2d_shape_def def = r2d_shape_def_default();
    r2d_shape_id triangle;
    CHECK_OK(r2d_shape_create_polygon(body, &def, points, 3, &triangle));
    float h = sqrtf(0.5f);
    /* Down from above at body x = 0.5: the hypotenuse at body y = 1.5. */
    expect_hit(world, vec2(2.5f, 6.0f), vec2(0.0f, -10.0f), triangle, vec2(2.5f, 2.5f), vec2(h, h));
    /* Up from below onto the bottom edge. */
    expect_hit(world, vec2(3.0f, -2.0f), vec2(0.0f, 4.0f), triangle, vec2(3.0f, 1.0f), vec2(0.0f, -1.0f));
    CHECK_OK(r2d_world_destroy(world));
}

static void capsule_hits_are_analytic(void** state)
{
    (void)state;
    r2d_world_id world = create_world(vec2(0.0f, 0.0f));
    r2d_body_id body = static_body_at(world, vec2(5.0f, 0.0f), 0.0f);
    r2d_capsule geometry = {{-1.0f, 0.0f}, {1.0f, 0.0f}, 0.5f};
    r2d_shape_def def = r2d_shape_def_default();
    r2d_shape_id capsule;
    CHECK_OK(r2d_shape_create_capsule(body, &def, &geometry, &capsule));
    /* The flat side, the end along the axis, and the end cap off axis. */
    expect_hit(world, vec2(5.0f, 5.0f), vec2(0.0f, -10.0f), capsule, vec2(5.0f, 0.5f), vec2(0.0f, 1.0f));
    expect_hit(world, vec2(0.0f, 0.0f), vec2(10.0f, 0.0f), capsule, vec2(3.5f, 0.0f), vec2(-1.0f, 0.0f));
    expect_hit(world, vec2(0.0f, 0.3f), vec2(10.0f, 0.0f), capsule, vec2(3.6f, 0.3f), vec2(-0.8f, 0.6f));
    CHECK_OK(r2d_world_destroy(world));
}

static void segment_is_hit_from_both_sides(void** state)
{
    (void)state;
    r2d_world_id world = create_world(vec2(0.0f, 0.0f));
    r2d_body_id body = static_body_at(world, vec2(0.0f, 0.0f), 0.0f);
    r2d_segment geometry = {{4.0f, -1.0f}, {4.0f, 1.0f}};
    r2d_shape_def def = r2d_shape_def_default();
    r2d_shape_id segment;
    CHECK_OK(r2d_shape_create_segment(body, &def, &geometry, &segment));
    expect_hit(world, vec2(0.0f, 0.5f), vec2(10.0f, 0.0f), segment, vec2(4.0f, 0.5f), vec2(-1.0f, 0.0f));
    expect_hit(world, vec2(8.0f, -0.5f), vec2(-10.0f, 0.0f), segment, vec2(4.0f, -0.5f), vec2(1.0f, 0.0f));
    expect_miss(world, vec2(0.0f, 1.5f), vec2(10.0f, 0.0f));
    CHECK_OK(r2d_world_destroy(world));
}

/* Documented: a ray from inside a shape does not hit it, and sees past it. */
static void ray_from_inside_sees_past_the_shape(void** state)
{
    (void)state;
    r2d_world_id world = create_world(vec2(0.0f, 0.0f));
    r2d_shape_id inner = only_shape(add_box_body(world, R2D_BODY_STATIC, vec2(0.0f, 0.0f), 0.0f, 1.0f, 1.0f, NULL));
    r2d_shape_id outer = add_circle_at(world, vec2(5.0f, 0.0f), 1.0f, NULL);
    expect_hit(world, vec2(0.0f, 0.0f), vec2(10.0f, 0.0f), outer, vec2(4.0f, 0.0f), vec2(-1.0f, 0.0f));
    r2d_ray_hit hit;
    bool found = true;
    CHECK_OK(r2d_shape_ray_cast(inner, vec2(0.0f, 0.0f), vec2(10.0f, 0.0f), &hit, &found));
    assert_false(found);
    /* Starting on the surface counts as inside too. */
    CHECK_OK(r2d_shape_ray_cast(inner, vec2(-1.0f, 0.0f), vec2(10.0f, 0.0f), &hit, &found));
    assert_false(found);
    CHECK_OK(r2d_world_destroy(world));
}

/* Three unit-diameter circles on the x axis at x = 2, 4, 6. */
typedef struct row_of_circles {
    r2d_world_id world;
    r2d_shape_id circles[3];
} row_of_circles;

static row_of_circles make_row(void)
{
    row_of_circles row;
    row.world = create_world(vec2(0.0f, 0.0f));
    r2d_shape_def def = r2d_shape_def_default();
    for (int i = 0; i < 3; ++i) {
        def.filter.category_bits = 1u << i;
        row.circles[i] = add_circle_at(row.world, vec2(2.0f + 2.0f * (float)i, 0.0f), 0.5f, &def);
    }
    return row;
}

static int circle_number(const row_of_circles* row, r2d_shape_id shape)
{
    for (int i = 0; i < 3; ++i) {
        if (row->circles[i].bits == shape.bits) return i;
    }
    fail_msg("a hit names a shape that is not in the row");
    return -1;
}

typedef enum answer_rule { ANSWER_GO_ON, ANSWER_STOP, ANSWER_CLIP, ANSWER_IGNORE_FIRST_CIRCLE } answer_rule;

typedef struct cast_log {
    const row_of_circles* row;
    answer_rule rule;
    int calls;
    int hit_circle[8];
    float hit_fraction[8];
    float end; /* the ray's end as the callback last set it */
} cast_log;

static float log_hit(const r2d_ray_hit* hit, void* context)
{
    cast_log* log = (cast_log*)context;
    assert_true(log->calls < 8);
    /* A clipped ray never reports a hit beyond its new end. */
    assert_true(hit->fraction <= log->end);
    int circle = circle_number(log->row, hit->shape);
    log->hit_circle[log->calls] = circle;
    log->hit_fraction[log->calls] = hit->fraction;
    ++log->calls;
    switch (log->rule) {
        case ANSWER_GO_ON:
            return 1.0f;
        case ANSWER_STOP:
            return 0.0f;
        case ANSWER_CLIP:
            log->end = hit->fraction;
            return hit->fraction;
        case ANSWER_IGNORE_FIRST_CIRCLE:
            if (circle == 0) return -1.0f;
            log->end = hit->fraction;
            return hit->fraction;
    }
    return 0.0f;
}

static cast_log cast_along_row(const row_of_circles* row, answer_rule rule, r2d_query_filter filter)
{
    cast_log log = {row, rule, 0, {0}, {0}, 1.0f};
    CHECK_OK(r2d_world_ray_cast(row->world, vec2(0.0f, 0.0f), vec2(10.0f, 0.0f), filter, log_hit, &log));
    return log;
}

/* The fraction at which the ray from (0,0) along (10,0) enters circle i. */
static float entry_fraction(int circle)
{
    return (1.5f + 2.0f * (float)circle) / 10.0f;
}

static int closest_in_log(const cast_log* log)
{
    int best = 0;
    for (int i = 1; i < log->calls; ++i) {
        if (log->hit_fraction[i] < log->hit_fraction[best]) best = i;
    }
    return log->hit_circle[best];
}

static void callback_sees_all_hits_and_obeys_answers(void** state)
{
    (void)state;
    row_of_circles row = make_row();
    r2d_query_filter all = r2d_query_filter_default();

    cast_log go_on = cast_along_row(&row, ANSWER_GO_ON, all);
    assert_int_equal(go_on.calls, 3);
    bool seen[3] = {false, false, false};
    for (int i = 0; i < 3; ++i) {
        seen[go_on.hit_circle[i]] = true;
        ASSERT_NEAR(go_on.hit_fraction[i], entry_fraction(go_on.hit_circle[i]), 1e-5);
    }
    assert_true(seen[0] && seen[1] && seen[2]);

    cast_log stop = cast_along_row(&row, ANSWER_STOP, all);
    assert_int_equal(stop.calls, 1);

    /* Clipping to each hit ends on the closest circle, whatever the order. */
    cast_log clip = cast_along_row(&row, ANSWER_CLIP, all);
    assert_true(clip.calls >= 1 && clip.calls <= 3);
    assert_int_equal(closest_in_log(&clip), 0);
    ASSERT_NEAR(clip.end, entry_fraction(0), 1e-5);

    /* Ignoring the first circle leaves the ray long enough for the second. */
    cast_log ignore = cast_along_row(&row, ANSWER_IGNORE_FIRST_CIRCLE, all);
    ASSERT_NEAR(ignore.end, entry_fraction(1), 1e-5);
    CHECK_OK(r2d_world_destroy(row.world));
}

static void filters_decide_what_rays_see(void** state)
{
    (void)state;
    row_of_circles row = make_row();
    r2d_query_filter filter = r2d_query_filter_default();
    /* Circle i has category 1 << i: a mask without bit 0 skips the first. */
    filter.mask_bits = 6u;
    r2d_ray_hit hit;
    bool found = false;
    CHECK_OK(r2d_world_ray_cast_closest(row.world, vec2(0.0f, 0.0f), vec2(10.0f, 0.0f), filter, &hit, &found));
    assert_true(found);
    assert_true(hit.shape.bits == row.circles[1].bits);
    cast_log log = cast_along_row(&row, ANSWER_GO_ON, filter);
    assert_int_equal(log.calls, 2);

    /* The shape's own mask must accept the query's category too. */
    r2d_filter middle;
    CHECK_OK(r2d_shape_get_filter(row.circles[1], &middle));
    middle.mask_bits = ~(uint64_t)2u;
    CHECK_OK(r2d_shape_set_filter(row.circles[1], middle));
    filter.category_bits = 2u;
    CHECK_OK(r2d_world_ray_cast_closest(row.world, vec2(0.0f, 0.0f), vec2(10.0f, 0.0f), filter, &hit, &found));
    assert_true(found);
    assert_true(hit.shape.bits == row.circles[2].bits);

    /* A filter that could see nothing is refused. */
    filter.mask_bits = 0;
    assert_int_equal(r2d_world_ray_cast_closest(row.world, vec2(0.0f, 0.0f), vec2(10.0f, 0.0f), filter, &hit, &found),
                     R2D_ERROR_INVALID_ARGUMENT);
    CHECK_OK(r2d_world_destroy(row.world));
}

typedef struct reentry {
    r2d_world_id world;
    r2d_status count_status;
    r2d_status cast_status;
    r2d_status destroy_status;
} reentry;

static float call_back_into_world(const r2d_ray_hit* hit, void* context)
{
    reentry* attempt = (reentry*)context;
    int32_t count;
    attempt->count_status = r2d_world_get_body_count(attempt->world, &count);
    r2d_ray_hit inner;
    bool found;
    attempt->cast_status = r2d_world_ray_cast_closest(attempt->world, vec2(0.0f, 0.0f), vec2(1.0f, 0.0f),
                                                      r2d_query_filter_default(), &inner, &found);
    attempt->destroy_status = r2d_shape_destroy(hit->shape);
    return 0.0f;
}

static void callback_calling_back_is_refused(void** state)
{
    (void)state;
    row_of_circles row = make_row();
    reentry attempt = {row.world, R2D_OK, R2D_OK, R2D_OK};
    CHECK_OK(r2d_world_ray_cast(row.world, vec2(0.0f, 0.0f), vec2(10.0f, 0.0f), r2d_query_filter_default(),
                                call_back_into_world, &attempt));
    assert_int_equal(attempt.count_status, R2D_ERROR_LOCKED);
    assert_int_equal(attempt.cast_status, R2D_ERROR_LOCKED);
    assert_int_equal(attempt.destroy_status, R2D_ERROR_LOCKED);
    /* Nothing was destroyed, and the world is unlocked again. */
    assert_int_equal(world_shape_count(row.world), 3);
    step_world(row.world, 1);
    CHECK_OK(r2d_world_destroy(row.world));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(circle_hits_are_analytic),
        cmocka_unit_test(rotated_box_hit_is_analytic),
        cmocka_unit_test(polygon_hit_is_analytic),
        cmocka_unit_test(capsule_hits_are_analytic),
        cmocka_unit_test(segment_is_hit_from_both_sides),
        cmocka_unit_test(ray_from_inside_sees_past_the_shape),
        cmocka_unit_test(callback_sees_all_hits_and_obeys_answers),
        cmocka_unit_test(filters_decide_what_rays_see),
        cmocka_unit_test(callback_calling_back_is_refused),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
