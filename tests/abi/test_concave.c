/* Concave outlines are split into convex pieces that tile the outline:
 * every piece convex, made of the outline's own corners, areas adding up.
 * Crossing outlines and too small output arrays are refused cleanly. */
#include "helpers.h"

#include <math.h>
#include <stdbool.h>

#define MAX_PIECES R2D_MAX_CONCAVE_VERTICES

typedef struct outline {
    const char* name;
    const r2d_vec2* points;
    int32_t count;
} outline;

static const r2d_vec2 l_shape[] = {{0, 0}, {2, 0}, {2, 1}, {1, 1}, {1, 3}, {0, 3}};
static const r2d_vec2 l_shape_clockwise[] = {{0, 3}, {1, 3}, {1, 1}, {2, 1}, {2, 0}, {0, 0}};
static const r2d_vec2 comb[] = {{0, 0}, {2.5f, 0}, {2.5f, 3}, {2, 3}, {2, 1}, {1.5f, 1},
                                {1.5f, 3}, {1, 3}, {1, 1}, {0.5f, 1}, {0.5f, 3}, {0, 3}};
static const r2d_vec2 bow_tie[] = {{0, 0}, {1, 1}, {1, 0}, {0, 1}};

#define STAR_TIPS 5
static r2d_vec2 star[2 * STAR_TIPS];

/* A five-pointed star, counter-clockwise, alternating tips and notches. */
static void make_star(void)
{
    for (int i = 0; i < 2 * STAR_TIPS; ++i) {
        double angle = 3.14159265358979 * i / STAR_TIPS;
        double radius = (i % 2 == 0) ? 2.0 : 0.8;
        star[i] = vec2((float)(radius * cos(angle)), (float)(radius * sin(angle)));
    }
}

/* A star of long, thin spikes round a tiny hub: its 63 or 100 notches bend
 * the hub by less than linear slop at each, so ear clipping leaves slivers
 * there (issue 20: 126 points with 99 m edges were refused). */
#define MAX_SPIKY_POINTS 200
static r2d_vec2 spiky_star[MAX_SPIKY_POINTS];

static void make_spiky_star(int32_t count)
{
    for (int32_t i = 0; i < count; ++i) {
        double angle = 2.0 * 3.14159265358979 * i / count;
        double radius = (i % 2 == 0) ? 100.0 : 1.0;
        spiky_star[i] = vec2((float)(radius * cos(angle)), (float)(radius * sin(angle)));
    }
}

static bool is_outline_corner(const outline* shape, r2d_vec2 point)
{
    for (int32_t i = 0; i < shape->count; ++i) {
        if (fabsf(shape->points[i].x - point.x) < 1e-5f && fabsf(shape->points[i].y - point.y) < 1e-5f) {
            return true;
        }
    }
    return false;
}

/* Strictly convex: every turn goes the same way. */
static void check_convex(const r2d_vec2* points, int32_t count)
{
    double first_sign = 0.0;
    for (int32_t i = 0; i < count; ++i) {
        r2d_vec2 a = points[i];
        r2d_vec2 b = points[(i + 1) % count];
        r2d_vec2 c = points[(i + 2) % count];
        double cross = ((double)b.x - a.x) * ((double)c.y - b.y) - ((double)b.y - a.y) * ((double)c.x - b.x);
        assert_true(fabs(cross) > 1e-9);
        if (i == 0) {
            first_sign = cross;
        }
        assert_true(cross * first_sign > 0.0);
    }
}

/* Splits the outline on a fresh dynamic body and checks the pieces: their
 * areas add up to the outline's within lost_area (m^2), the room left for
 * slivers thinner than linear slop that no convex piece can hold. */
static void check_split_losing(const outline* shape, double lost_area)
{
    r2d_world_id world = create_world(vec2(0.0f, -10.0f));
    r2d_body_def body_def = r2d_body_def_default();
    body_def.type = R2D_BODY_DYNAMIC;
    r2d_body_id body;
    CHECK_OK(r2d_body_create(world, &body_def, &body));

    int32_t expected_pieces = -1;
    CHECK_OK(r2d_concave_polygon_validate(shape->points, shape->count, &expected_pieces));
    r2d_shape_def shape_def = r2d_shape_def_default();
    r2d_shape_id pieces[MAX_PIECES];
    int32_t piece_count = -1;
    CHECK_OK(r2d_shape_create_concave_polygon(body, &shape_def, shape->points, shape->count, pieces, MAX_PIECES,
                                              &piece_count));
    assert_int_equal(piece_count, expected_pieces);
    assert_true(piece_count >= 2); /* these outlines are all concave */
    int32_t body_shape_count;
    CHECK_OK(r2d_body_get_shape_count(body, &body_shape_count));
    assert_int_equal(body_shape_count, piece_count);

    double pieces_area = 0.0;
    for (int32_t p = 0; p < piece_count; ++p) {
        r2d_shape_type type;
        CHECK_OK(r2d_shape_get_type(pieces[p], &type));
        assert_int_equal(type, R2D_SHAPE_POLYGON);
        r2d_vec2 points[R2D_MAX_POLYGON_VERTICES];
        int32_t count;
        float radius = -1.0f;
        CHECK_OK(r2d_shape_get_geometry(pieces[p], points, R2D_MAX_POLYGON_VERTICES, &count, &radius));
        assert_in_range(count, 3, R2D_MAX_POLYGON_VERTICES);
        assert_true(radius == 0.0f);
        check_convex(points, count);
        for (int32_t i = 0; i < count; ++i) {
            assert_true(is_outline_corner(shape, points[i]));
        }
        pieces_area += fabs(polygon_signed_area(points, count));
    }

    double outline_area = fabs(polygon_signed_area(shape->points, shape->count));
    print_message("%s: %d pieces, area %.7f of %.7f\n", shape->name, piece_count, pieces_area, outline_area);
    ASSERT_NEAR(pieces_area, outline_area, 1e-5 * outline_area + lost_area);
    /* Density 1: the body weighs its area. */
    ASSERT_NEAR(body_mass(body), outline_area, 1e-4 * outline_area + lost_area);
    CHECK_OK(r2d_world_destroy(world));
}

static void check_split(const outline* shape)
{
    check_split_losing(shape, 0.0);
}

static void l_shape_splits_into_convex_pieces(void** state)
{
    (void)state;
    outline shape = {"L", l_shape, 6};
    check_split(&shape);
    outline clockwise = {"clockwise L", l_shape_clockwise, 6};
    check_split(&clockwise);
}

static void star_splits_into_convex_pieces(void** state)
{
    (void)state;
    outline shape = {"star", star, 2 * STAR_TIPS};
    check_split(&shape);
}

static void spiky_stars_of_126_and_200_points_split(void** state)
{
    (void)state;
    /* Slivers lie within linear slop (0.005 m) of the hub's chords, whose
     * lengths add up to less than the hub's circumference (2 pi 1 m). */
    double sliver_room = 2.0 * 3.14159265358979 * 1.0 * 0.005;
    make_spiky_star(126);
    outline shape126 = {"126-point spiky star", spiky_star, 126};
    check_split_losing(&shape126, sliver_room);
    make_spiky_star(200);
    outline shape200 = {"200-point spiky star", spiky_star, 200};
    check_split_losing(&shape200, sliver_room);
}

static void comb_splits_into_convex_pieces(void** state)
{
    (void)state;
    outline shape = {"comb", comb, 12};
    check_split(&shape);
}

static void bow_tie_is_refused(void** state)
{
    (void)state;
    int32_t piece_count = -1;
    assert_int_equal(r2d_concave_polygon_validate(bow_tie, 4, &piece_count), R2D_ERROR_SELF_INTERSECTING);

    r2d_world_id world = create_world(vec2(0.0f, -10.0f));
    r2d_body_id body = add_circle_body(world, R2D_BODY_DYNAMIC, vec2(0.0f, 0.0f), 0.5f, NULL);
    r2d_shape_def shape_def = r2d_shape_def_default();
    r2d_shape_id pieces[MAX_PIECES];
    int32_t count = -1;
    assert_int_equal(r2d_shape_create_concave_polygon(body, &shape_def, bow_tie, 4, pieces, MAX_PIECES, &count),
                     R2D_ERROR_SELF_INTERSECTING);
    assert_true(r2d_last_error_message()[0] != '\0');
    assert_int_equal(world_shape_count(world), 1);
    CHECK_OK(r2d_world_destroy(world));
}

static void small_capacity_reports_needed_count_and_adds_nothing(void** state)
{
    (void)state;
    int32_t needed = -1;
    CHECK_OK(r2d_concave_polygon_validate(star, 2 * STAR_TIPS, &needed));
    assert_true(needed >= 2);

    r2d_world_id world = create_world(vec2(0.0f, -10.0f));
    r2d_body_id body = add_circle_body(world, R2D_BODY_DYNAMIC, vec2(0.0f, 0.0f), 0.5f, NULL);
    float mass_before = body_mass(body);
    r2d_shape_def shape_def = r2d_shape_def_default();
    r2d_shape_id pieces[MAX_PIECES];
    int32_t count = -1;
    assert_int_equal(r2d_shape_create_concave_polygon(body, &shape_def, star, 2 * STAR_TIPS, pieces, needed - 1,
                                                      &count),
                     R2D_ERROR_CAPACITY);
    assert_int_equal(count, needed);
    assert_int_equal(world_shape_count(world), 1);
    assert_true(body_mass(body) == mass_before);
    CHECK_OK(r2d_world_destroy(world));
}

static void convex_outline_stays_one_piece(void** state)
{
    (void)state;
    const r2d_vec2 square[] = {{0, 0}, {1, 0}, {1, 1}, {0, 1}};
    int32_t piece_count = -1;
    CHECK_OK(r2d_concave_polygon_validate(square, 4, &piece_count));
    assert_int_equal(piece_count, 1);
}

static int setup_star(void** state)
{
    (void)state;
    make_star();
    return 0;
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(l_shape_splits_into_convex_pieces),
        cmocka_unit_test(star_splits_into_convex_pieces),
        cmocka_unit_test(comb_splits_into_convex_pieces),
        cmocka_unit_test(spiky_stars_of_126_and_200_points_split),
        cmocka_unit_test(bow_tie_is_refused),
        cmocka_unit_test(small_capacity_reports_needed_count_and_adds_nothing),
        cmocka_unit_test(convex_outline_stays_one_piece),
    };
    return cmocka_run_group_tests(tests, setup_star, NULL);
}
