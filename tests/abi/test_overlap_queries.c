/* Box, point and closest-ray queries of the world equal a brute-force check
 * of every shape, on 1,000 random scenes of mixed shapes, some moved by a
 * few steps so the broadphase has refitted and reinserted proxies. The
 * brute-force point test is worked out here from each shape's geometry,
 * independently of the library's. */
#include "helpers.h"

#include <math.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#define SCENE_COUNT 1000
#define MAX_SHAPES 32
#define QUERIES_PER_SCENE 4
/* Points closer than this to a surface are left out: there float rounding,
 * not the query, decides which side they are on. */
#define SURFACE_MARGIN 1e-4f

typedef struct scene {
    r2d_world_id world;
    int32_t shape_count;
    r2d_shape_id shapes[MAX_SHAPES];
} scene;

static void add_random_shape(r2d_body_id body, test_random* random, r2d_shape_id* out)
{
    r2d_shape_def def = r2d_shape_def_default();
    def.filter.category_bits = 1u << (int)random_range(random, 0.0f, 2.99f);
    def.filter.mask_bits = random_range(random, 0.0f, 1.0f) < 0.8f ? ~(uint64_t)0 : 3u;
    float size = random_range(random, 0.2f, 1.5f);
    switch ((int)random_range(random, 0.0f, 4.99f)) {
        case 0: {
            r2d_circle circle = {{random_range(random, -0.5f, 0.5f), 0.0f}, size};
            CHECK_OK(r2d_shape_create_circle(body, &def, &circle, out));
            break;
        }
        case 1: {
            r2d_capsule capsule = {{-size, 0.0f}, {size, 0.2f}, 0.5f * size};
            CHECK_OK(r2d_shape_create_capsule(body, &def, &capsule, out));
            break;
        }
        case 2: {
            r2d_segment segment = {{-size, -0.3f}, {size, 0.4f}};
            CHECK_OK(r2d_shape_create_segment(body, &def, &segment, out));
            break;
        }
        case 3: {
            r2d_box box = {{size, 0.6f * size}, {0.1f, -0.2f}, random_range(random, -1.0f, 1.0f)};
            CHECK_OK(r2d_shape_create_box(body, &def, &box, out));
            break;
        }
        default: {
            r2d_vec2 points[3] = {{-size, -size}, {size, -0.5f * size}, {0.0f, size}};
            CHECK_OK(r2d_shape_create_polygon(body, &def, points, 3, out));
            break;
        }
    }
}

static scene make_scene(test_random* random, int index)
{
    scene s;
    s.world = create_world(vec2(0.0f, 0.0f));
    s.shape_count = 4 + index % (MAX_SHAPES - 4);
    for (int32_t i = 0; i < s.shape_count; ++i) {
        r2d_body_def def = r2d_body_def_default();
        def.type = random_range(random, 0.0f, 1.0f) < 0.4f ? R2D_BODY_STATIC : R2D_BODY_DYNAMIC;
        def.position = vec2(random_range(random, -10.0f, 10.0f), random_range(random, -10.0f, 10.0f));
        def.angle = random_range(random, -3.14f, 3.14f);
        if (def.type == R2D_BODY_DYNAMIC) {
            def.linear_velocity = vec2(random_range(random, -20.0f, 20.0f), random_range(random, -20.0f, 20.0f));
            def.angular_velocity = random_range(random, -5.0f, 5.0f);
        }
        r2d_body_id body;
        CHECK_OK(r2d_body_create(s.world, &def, &body));
        add_random_shape(body, random, &s.shapes[i]);
    }
    if (index % 2 == 1) step_world(s.world, 1 + index % 5);
    return s;
}

static r2d_query_filter random_filter(test_random* random)
{
    r2d_query_filter filter = r2d_query_filter_default();
    if (random_range(random, 0.0f, 1.0f) < 0.5f) {
        filter.category_bits = 1u << (int)random_range(random, 0.0f, 2.99f);
        filter.mask_bits = 1u + (uint64_t)random_range(random, 0.0f, 6.99f);
    }
    return filter;
}

static bool filter_sees(r2d_query_filter query, r2d_shape_id shape)
{
    r2d_filter filter;
    CHECK_OK(r2d_shape_get_filter(shape, &filter));
    return (query.mask_bits & filter.category_bits) != 0 && (query.category_bits & filter.mask_bits) != 0;
}

static int compare_shape_ids(const void* a, const void* b)
{
    uint64_t x = ((const r2d_shape_id*)a)->bits;
    uint64_t y = ((const r2d_shape_id*)b)->bits;
    return x < y ? -1 : (x > y ? 1 : 0);
}

static void assert_same_sets(r2d_shape_id* found, int32_t found_count, r2d_shape_id* expected, int32_t expected_count)
{
    assert_int_equal(found_count, expected_count);
    qsort(found, (size_t)found_count, sizeof(r2d_shape_id), compare_shape_ids);
    qsort(expected, (size_t)expected_count, sizeof(r2d_shape_id), compare_shape_ids);
    for (int32_t i = 0; i < found_count; ++i) assert_true(found[i].bits == expected[i].bits);
}

static void check_aabb_query(const scene* s, r2d_aabb box, r2d_query_filter filter)
{
    r2d_shape_id found[MAX_SHAPES];
    int32_t found_count;
    CHECK_OK(r2d_world_get_shapes_in_aabb(s->world, box, filter, found, MAX_SHAPES, &found_count));
    r2d_shape_id expected[MAX_SHAPES];
    int32_t expected_count = 0;
    for (int32_t i = 0; i < s->shape_count; ++i) {
        r2d_aabb shape_box;
        CHECK_OK(r2d_shape_get_aabb(s->shapes[i], &shape_box));
        bool overlaps = !(shape_box.lower.x > box.upper.x || shape_box.lower.y > box.upper.y ||
                          box.lower.x > shape_box.upper.x || box.lower.y > shape_box.upper.y);
        if (overlaps && filter_sees(filter, s->shapes[i])) expected[expected_count++] = s->shapes[i];
    }
    assert_same_sets(found, found_count, expected, expected_count);
}

static r2d_vec2 to_world(r2d_vec2 position, float angle, r2d_vec2 local)
{
    float c = cosf(angle);
    float sn = sinf(angle);
    return vec2(position.x + c * local.x - sn * local.y, position.y + sn * local.x + c * local.y);
}

static float distance_to_segment(r2d_vec2 p, r2d_vec2 a, r2d_vec2 b)
{
    float ex = b.x - a.x;
    float ey = b.y - a.y;
    float t = ((p.x - a.x) * ex + (p.y - a.y) * ey) / (ex * ex + ey * ey);
    t = t < 0.0f ? 0.0f : (t > 1.0f ? 1.0f : t);
    return hypotf(p.x - (a.x + t * ex), p.y - (a.y + t * ey));
}

/* Signed distance-like measure: negative inside, positive outside, exact
 * near the surface; NAN for a segment, which has no inside. */
static float surface_measure(r2d_shape_id shape, r2d_vec2 point)
{
    r2d_body_id body;
    CHECK_OK(r2d_shape_get_body(shape, &body));
    r2d_vec2 position = body_position(body);
    float angle = body_angle(body);
    r2d_shape_type type;
    CHECK_OK(r2d_shape_get_type(shape, &type));
    r2d_vec2 local[R2D_MAX_POLYGON_VERTICES];
    int32_t count;
    float radius;
    CHECK_OK(r2d_shape_get_geometry(shape, local, R2D_MAX_POLYGON_VERTICES, &count, &radius));
    r2d_vec2 points[R2D_MAX_POLYGON_VERTICES];
    for (int32_t i = 0; i < count; ++i) points[i] = to_world(position, angle, local[i]);
    switch (type) {
        case R2D_SHAPE_CIRCLE:
            return hypotf(point.x - points[0].x, point.y - points[0].y) - radius;
        case R2D_SHAPE_CAPSULE:
            return distance_to_segment(point, points[0], points[1]) - radius;
        case R2D_SHAPE_SEGMENT:
        case R2D_SHAPE_CHAIN_SEGMENT:
            return NAN;
        case R2D_SHAPE_POLYGON: {
            float largest = -INFINITY;
            for (int32_t i = 0; i < count; ++i) {
                r2d_vec2 a = points[i];
                r2d_vec2 b = points[(i + 1) % count];
                float ex = b.x - a.x;
                float ey = b.y - a.y;
                float len = hypotf(ex, ey);
                /* Counter-clockwise hull: the outward normal is (ey, -ex). */
                float d = ((point.x - a.x) * ey - (point.y - a.y) * ex) / len;
                if (d > largest) largest = d;
            }
            return largest;
        }
    }
    return NAN;
}

/* Returns false when the point is too near a surface to judge. */
static bool check_point_query(const scene* s, r2d_vec2 point, r2d_query_filter filter)
{
    r2d_shape_id expected[MAX_SHAPES];
    int32_t expected_count = 0;
    for (int32_t i = 0; i < s->shape_count; ++i) {
        float measure = surface_measure(s->shapes[i], point);
        if (fabsf(measure) < SURFACE_MARGIN) return false;
        bool inside = measure < 0.0f; /* false for segments (NAN) */
        bool tested;
        CHECK_OK(r2d_shape_test_point(s->shapes[i], point, &tested));
        assert_true(tested == inside);
        if (inside && filter_sees(filter, s->shapes[i])) expected[expected_count++] = s->shapes[i];
    }
    r2d_shape_id found[MAX_SHAPES];
    int32_t found_count;
    CHECK_OK(r2d_world_get_shapes_at_point(s->world, point, filter, found, MAX_SHAPES, &found_count));
    assert_same_sets(found, found_count, expected, expected_count);
    return true;
}

static void check_ray_query(const scene* s, r2d_vec2 origin, r2d_vec2 translation, r2d_query_filter filter)
{
    bool expected_found = false;
    float expected_fraction = 2.0f;
    for (int32_t i = 0; i < s->shape_count; ++i) {
        r2d_ray_hit hit;
        bool found;
        CHECK_OK(r2d_shape_ray_cast(s->shapes[i], origin, translation, &hit, &found));
        if (found && filter_sees(filter, s->shapes[i]) && hit.fraction < expected_fraction) {
            expected_found = true;
            expected_fraction = hit.fraction;
        }
    }
    r2d_ray_hit hit;
    bool found;
    CHECK_OK(r2d_world_ray_cast_closest(s->world, origin, translation, filter, &hit, &found));
    assert_true(found == expected_found);
    if (found) assert_true(hit.fraction == expected_fraction);
}

static void queries_equal_brute_force(void** state)
{
    (void)state;
    test_random random = {0x9e3779b97f4a7c15ull};
    int judged_points = 0;
    int points_inside = 0;
    for (int index = 0; index < SCENE_COUNT; ++index) {
        scene s = make_scene(&random, index);
        for (int q = 0; q < QUERIES_PER_SCENE; ++q) {
            r2d_vec2 corner = vec2(random_range(&random, -14.0f, 12.0f), random_range(&random, -14.0f, 12.0f));
            r2d_aabb box = {corner, vec2(corner.x + random_range(&random, 0.0f, 6.0f),
                                         corner.y + random_range(&random, 0.0f, 6.0f))};
            check_aabb_query(&s, box, random_filter(&random));

            /* Points near a shape's box, so that many fall inside something. */
            r2d_aabb near;
            CHECK_OK(r2d_shape_get_aabb(s.shapes[q % s.shape_count], &near));
            r2d_vec2 point = vec2(random_range(&random, near.lower.x, near.upper.x),
                                  random_range(&random, near.lower.y, near.upper.y));
            int32_t inside_count;
            r2d_shape_id ignored[MAX_SHAPES];
            CHECK_OK(r2d_world_get_shapes_at_point(s.world, point, r2d_query_filter_default(), ignored, MAX_SHAPES,
                                                   &inside_count));
            if (check_point_query(&s, point, random_filter(&random))) {
                ++judged_points;
                points_inside += inside_count > 0;
            }

            r2d_vec2 origin = vec2(random_range(&random, -15.0f, 15.0f), random_range(&random, -15.0f, 15.0f));
            r2d_vec2 translation = vec2(random_range(&random, -30.0f, 30.0f), random_range(&random, -30.0f, 30.0f));
            check_ray_query(&s, origin, translation, random_filter(&random));
        }
        CHECK_OK(r2d_world_destroy(s.world));
    }
    /* The scenes really exercised both outcomes. */
    assert_true(judged_points > SCENE_COUNT * QUERIES_PER_SCENE * 9 / 10);
    assert_true(points_inside > judged_points / 4);
}

typedef struct stop_after {
    int limit;
    int calls;
} stop_after;

static bool count_and_stop(r2d_shape_id shape, void* context)
{
    (void)shape;
    stop_after* stop = (stop_after*)context;
    ++stop->calls;
    return stop->calls < stop->limit;
}

static void callbacks_stop_and_arrays_refuse_short_capacity(void** state)
{
    (void)state;
    r2d_world_id world = create_world(vec2(0.0f, 0.0f));
    for (int i = 0; i < 5; ++i) add_circle_body(world, R2D_BODY_STATIC, vec2((float)i, 0.0f), 0.4f, NULL);
    r2d_aabb everything = {{-10.0f, -10.0f}, {10.0f, 10.0f}};
    stop_after stop = {2, 0};
    CHECK_OK(r2d_world_overlap_aabb(world, everything, r2d_query_filter_default(), count_and_stop, &stop));
    assert_int_equal(stop.calls, 2);
    stop.limit = 100;
    stop.calls = 0;
    CHECK_OK(r2d_world_overlap_aabb(world, everything, r2d_query_filter_default(), count_and_stop, &stop));
    assert_int_equal(stop.calls, 5);
    stop.calls = 0;
    CHECK_OK(r2d_world_overlap_point(world, vec2(2.1f, 0.1f), r2d_query_filter_default(), count_and_stop, &stop));
    assert_int_equal(stop.calls, 1);

    r2d_shape_id shapes[3];
    int32_t count = 0;
    assert_int_equal(r2d_world_get_shapes_in_aabb(world, everything, r2d_query_filter_default(), shapes, 3, &count),
                     R2D_ERROR_CAPACITY);
    assert_int_equal(count, 5);
    /* A count with no array is how a caller learns the size to allocate. */
    assert_int_equal(r2d_world_get_shapes_in_aabb(world, everything, r2d_query_filter_default(), NULL, 0, &count),
                     R2D_ERROR_CAPACITY);
    assert_int_equal(count, 5);
    CHECK_OK(r2d_world_destroy(world));
}

/* ---- Shape overlap: r2d_world_overlap_shape against closest points ---- */

/* A probe shape of no query's concern: its mask meets no query category. */
#define PROBE_MASK ((uint64_t)1 << 10)

/* A random circle, capsule or (sharp) polygon proxy, and the same geometry
 * added to the world as a static shape, so that r2d_shape_get_closest_points
 * can judge each pair the slow way. */
static r2d_shape_proxy add_random_probe(r2d_world_id world, test_random* random, r2d_shape_id* out_probe)
{
    r2d_shape_proxy proxy;
    memset(&proxy, 0, sizeof proxy);
    proxy.position = vec2(random_range(random, -12.0f, 12.0f), random_range(random, -12.0f, 12.0f));
    proxy.angle = random_range(random, -3.14f, 3.14f);
    float size = random_range(random, 0.3f, 3.0f);
    r2d_body_def body_def = r2d_body_def_default();
    body_def.position = proxy.position;
    body_def.angle = proxy.angle;
    r2d_body_id body;
    CHECK_OK(r2d_body_create(world, &body_def, &body));
    r2d_shape_def def = r2d_shape_def_default();
    def.filter.mask_bits = PROBE_MASK;
    switch ((int)random_range(random, 0.0f, 2.99f)) {
        case 0: {
            proxy.count = 1;
            proxy.radius = size;
            r2d_circle circle = {{0.0f, 0.0f}, size};
            CHECK_OK(r2d_shape_create_circle(body, &def, &circle, out_probe));
            break;
        }
        case 1: {
            proxy.count = 2;
            proxy.points[0] = vec2(-size, 0.0f);
            proxy.points[1] = vec2(size, 0.3f);
            proxy.radius = 0.3f * size;
            r2d_capsule capsule = {proxy.points[0], proxy.points[1], proxy.radius};
            CHECK_OK(r2d_shape_create_capsule(body, &def, &capsule, out_probe));
            break;
        }
        default: {
            proxy.count = 5;
            for (int32_t i = 0; i < proxy.count; ++i) {
                float turn = 6.2831853f * (float)i / (float)proxy.count + random_range(random, -0.3f, 0.3f);
                proxy.points[i] = vec2(size * cosf(turn), size * sinf(turn));
            }
            CHECK_OK(r2d_shape_create_polygon(body, &def, proxy.points, proxy.count, out_probe));
            break;
        }
    }
    return proxy;
}

/* A circle probe judged by plain geometry as well, away from the surface.
 * Outside a polygon the largest face distance only bounds the true distance
 * from below, so there only a clear inside or a clear outside is judged. */
static void check_circle_probe(r2d_shape_id shape, r2d_shape_proxy circle, float distance)
{
    float centre_measure = surface_measure(shape, circle.position);
    float gap = centre_measure - circle.radius;
    r2d_shape_type type;
    CHECK_OK(r2d_shape_get_type(shape, &type));
    if (type == R2D_SHAPE_POLYGON) {
        if (centre_measure < -SURFACE_MARGIN) assert_true(distance <= 0.0f);
        if (gap > SURFACE_MARGIN) assert_true(distance >= gap - 1e-4f);
        return;
    }
    if (!(fabsf(gap) > SURFACE_MARGIN)) return; /* near the surface, or a segment (NAN) */
    assert_true((distance <= 0.0f) == (gap < 0.0f));
    if (gap > 0.0f) ASSERT_NEAR(distance, gap, 1e-4f);
}

static void shape_overlap_equals_brute_force(void** state)
{
    (void)state;
    test_random random = {0x2545f4914f6cdd1dull};
    int found_total = 0;
    int near_misses = 0;
    for (int index = 0; index < SCENE_COUNT; ++index) {
        scene s = make_scene(&random, index);
        r2d_shape_id probe;
        r2d_shape_proxy proxy = add_random_probe(s.world, &random, &probe);
        r2d_query_filter filter = random_filter(&random);
        r2d_shape_id expected[MAX_SHAPES];
        int32_t expected_count = 0;
        for (int32_t i = 0; i < s.shape_count; ++i) {
            r2d_distance_result result;
            CHECK_OK(r2d_shape_get_closest_points(s.shapes[i], probe, &result));
            if (result.distance <= 0.0f && filter_sees(filter, s.shapes[i])) expected[expected_count++] = s.shapes[i];
            near_misses += result.distance > 0.0f && result.distance < 0.1f;
            if (proxy.count == 1) check_circle_probe(s.shapes[i], proxy, result.distance);
        }
        r2d_shape_id found[MAX_SHAPES];
        int32_t found_count;
        CHECK_OK(r2d_world_get_shapes_overlapping(s.world, &proxy, filter, found, MAX_SHAPES, &found_count));
        assert_same_sets(found, found_count, expected, expected_count);
        found_total += found_count;
        CHECK_OK(r2d_world_destroy(s.world));
    }
    /* Both outcomes, and pairs within a whisker of touching, were exercised. */
    assert_true(found_total > SCENE_COUNT / 4);
    assert_true(near_misses > 20);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(queries_equal_brute_force),
        cmocka_unit_test(callbacks_stop_and_arrays_refuse_short_capacity),
        cmocka_unit_test(shape_overlap_equals_brute_force),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
