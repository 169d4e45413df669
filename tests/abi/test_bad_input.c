/* Every kind of bad input is refused with its exact status and a message,
 * and a refused call leaves the worlds exactly as they were: same body,
 * shape and joint counts, same state hash. */
#include "helpers.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#define GARBAGE_SIZE 0xDEADBEEFu

/* A world with settled contacts, a second world, and ids gone stale. */
typedef struct fixture {
    bad_input_worlds w;
    r2d_body_id ground;
    r2d_body_id box;
    r2d_body_id stale_body;
    r2d_shape_id stale_shape;
} fixture;

#define EXPECT_REFUSED(f, expected, call) check_refused(&(f)->w, (call), (expected), #call, __LINE__)

static int setup(void** state)
{
    fixture* f = calloc(1, sizeof *f);
    assert_non_null(f);
    f->w = bad_input_worlds_open(vec2(0.0f, -10.0f));
    f->ground = add_ground(f->w.world, NULL);
    f->box = add_box_body(f->w.world, R2D_BODY_DYNAMIC, vec2(0.0f, 0.6f), 0.1f, 0.5f, 0.5f, NULL);
    add_circle_body(f->w.world, R2D_BODY_DYNAMIC, vec2(2.0f, 0.5f), 0.5f, NULL);

    f->stale_body = add_circle_body(f->w.world, R2D_BODY_DYNAMIC, vec2(-3.0f, 3.0f), 0.5f, NULL);
    CHECK_OK(r2d_body_destroy(f->stale_body));
    r2d_box square;
    memset(&square, 0, sizeof square);
    square.half_extents = vec2(0.2f, 0.2f);
    r2d_shape_def shape_def = r2d_shape_def_default();
    CHECK_OK(r2d_shape_create_box(f->box, &shape_def, &square, &f->stale_shape));
    CHECK_OK(r2d_shape_destroy(f->stale_shape));
    step_world(f->w.world, 30);
    assert_true(world_contact_count(f->w.world) > 0);

    bad_input_worlds_seal(&f->w);
    *state = f;
    return 0;
}

static int teardown(void** state)
{
    fixture* f = *state;
    bad_input_worlds_close(&f->w);
    free(f);
    return 0;
}

static r2d_body_def dynamic_body_def(void)
{
    r2d_body_def def = r2d_body_def_default();
    def.type = R2D_BODY_DYNAMIC;
    return def;
}

static r2d_circle unit_circle(void)
{
    r2d_circle circle;
    circle.center = vec2(0.0f, 0.0f);
    circle.radius = 0.5f;
    return circle;
}

static r2d_box box_of(float hx, float hy)
{
    r2d_box box;
    memset(&box, 0, sizeof box);
    box.half_extents = vec2(hx, hy);
    return box;
}

static void null_pointers(void** state)
{
    fixture* f = *state;
    r2d_world_def world_def = r2d_world_def_default();
    r2d_body_def body_def = dynamic_body_def();
    r2d_shape_def shape_def = r2d_shape_def_default();
    r2d_circle circle = unit_circle();
    r2d_box box = box_of(0.5f, 0.5f);
    r2d_world_id world;
    r2d_body_id body;
    r2d_shape_id shape;
    r2d_shape_id pieces[8];
    int32_t count;
    r2d_vec2 velocity = vec2(1.0f, 0.0f);
    const r2d_vec2 triangle[] = {{0, 0}, {1, 0}, {0, 1}};

    EXPECT_REFUSED(f, R2D_ERROR_NULL_POINTER, r2d_world_create(NULL, &world));
    EXPECT_REFUSED(f, R2D_ERROR_NULL_POINTER, r2d_world_create(&world_def, NULL));
    EXPECT_REFUSED(f, R2D_ERROR_NULL_POINTER, r2d_body_create(f->w.world, NULL, &body));
    EXPECT_REFUSED(f, R2D_ERROR_NULL_POINTER, r2d_body_create(f->w.world, &body_def, NULL));
    EXPECT_REFUSED(f, R2D_ERROR_NULL_POINTER, r2d_shape_create_circle(f->box, NULL, &circle, &shape));
    EXPECT_REFUSED(f, R2D_ERROR_NULL_POINTER, r2d_shape_create_circle(f->box, &shape_def, NULL, &shape));
    EXPECT_REFUSED(f, R2D_ERROR_NULL_POINTER, r2d_shape_create_box(f->box, &shape_def, &box, NULL));
    EXPECT_REFUSED(f, R2D_ERROR_NULL_POINTER, r2d_shape_create_polygon(f->box, &shape_def, NULL, 3, &shape));
    EXPECT_REFUSED(f, R2D_ERROR_NULL_POINTER,
                   r2d_shape_create_concave_polygon(f->box, &shape_def, triangle, 3, NULL, 8, &count));
    EXPECT_REFUSED(f, R2D_ERROR_NULL_POINTER,
                   r2d_shape_create_concave_polygon(f->box, &shape_def, triangle, 3, pieces, 8, NULL));
    EXPECT_REFUSED(f, R2D_ERROR_NULL_POINTER, r2d_polygon_validate(NULL, 3));
    EXPECT_REFUSED(f, R2D_ERROR_NULL_POINTER, r2d_body_get_position(f->box, NULL));
    EXPECT_REFUSED(f, R2D_ERROR_NULL_POINTER, r2d_world_get_gravity(f->w.world, NULL));
    EXPECT_REFUSED(f, R2D_ERROR_NULL_POINTER, r2d_world_get_body_count(f->w.world, NULL));
    EXPECT_REFUSED(f, R2D_ERROR_NULL_POINTER, r2d_world_get_profile(f->w.world, NULL));
    EXPECT_REFUSED(f, R2D_ERROR_NULL_POINTER,
                   r2d_world_get_body_states(f->w.world, NULL, NULL, NULL, NULL, 8, NULL));
    EXPECT_REFUSED(f, R2D_ERROR_NULL_POINTER, r2d_world_get_contacts(f->w.world, NULL, 4, &count));
    EXPECT_REFUSED(f, R2D_ERROR_NULL_POINTER, r2d_world_set_body_velocities(f->w.world, NULL, &velocity, NULL, 1));
    EXPECT_REFUSED(f, R2D_ERROR_NULL_POINTER, r2d_world_draw(f->w.world, NULL));
}

static void not_finite_numbers(void** state)
{
    fixture* f = *state;
    r2d_world_def world_def = r2d_world_def_default();
    r2d_body_def body_def = dynamic_body_def();
    r2d_shape_def shape_def = r2d_shape_def_default();
    r2d_circle circle = unit_circle();
    r2d_box box = box_of(INFINITY, 0.5f);
    r2d_world_id world;
    r2d_body_id body;
    r2d_shape_id shape;
    const r2d_vec2 nan_triangle[] = {{0, 0}, {1, 0}, {0, NAN}};
    r2d_vec2 nan_velocity = vec2(NAN, 0.0f);

    world_def.gravity = vec2(0.0f, NAN);
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_NUMBER, r2d_world_create(&world_def, &world));
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_NUMBER, r2d_world_set_gravity(f->w.world, vec2(INFINITY, 0.0f)));

    body_def.position = vec2(NAN, 0.0f);
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_NUMBER, r2d_body_create(f->w.world, &body_def, &body));
    body_def = dynamic_body_def();
    body_def.angle = INFINITY;
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_NUMBER, r2d_body_create(f->w.world, &body_def, &body));
    body_def = dynamic_body_def();
    body_def.linear_velocity = vec2(0.0f, -INFINITY);
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_NUMBER, r2d_body_create(f->w.world, &body_def, &body));

    circle.radius = NAN;
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_NUMBER, r2d_shape_create_circle(f->box, &shape_def, &circle, &shape));
    circle = unit_circle();
    circle.center = vec2(INFINITY, 0.0f);
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_NUMBER, r2d_shape_create_circle(f->box, &shape_def, &circle, &shape));
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_NUMBER, r2d_shape_create_box(f->box, &shape_def, &box, &shape));
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_NUMBER, r2d_shape_create_polygon(f->box, &shape_def, nan_triangle, 3, &shape));
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_NUMBER, r2d_polygon_validate(nan_triangle, 3));
    shape_def.density = NAN;
    circle = unit_circle();
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_NUMBER, r2d_shape_create_circle(f->box, &shape_def, &circle, &shape));
    shape_def = r2d_shape_def_default();
    shape_def.static_friction = INFINITY;
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_NUMBER, r2d_shape_create_circle(f->box, &shape_def, &circle, &shape));

    EXPECT_REFUSED(f, R2D_ERROR_INVALID_NUMBER, r2d_body_set_linear_velocity(f->box, nan_velocity));
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_NUMBER, r2d_body_set_angular_velocity(f->box, NAN));
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_NUMBER, r2d_body_set_transform(f->box, vec2(0.0f, INFINITY), 0.0f));
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_NUMBER, r2d_body_apply_force_to_center(f->box, nan_velocity, true));
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_NUMBER,
                   r2d_body_apply_linear_impulse(f->box, vec2(1.0f, 0.0f), vec2(NAN, 0.0f), true));
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_NUMBER, r2d_body_apply_angular_impulse(f->box, INFINITY, true));
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_NUMBER,
                   r2d_world_set_body_velocities(f->w.world, &f->box, &nan_velocity, NULL, 1));
}

static void sizes_and_materials_out_of_range(void** state)
{
    fixture* f = *state;
    r2d_shape_def shape_def = r2d_shape_def_default();
    r2d_circle circle = unit_circle();
    r2d_box flat_box = box_of(0.5f, 0.0f);
    r2d_box negative_box = box_of(-0.5f, 0.5f);
    r2d_capsule capsule = {{0.0f, 0.0f}, {1.0f, 0.0f}, 0.0f};
    r2d_shape_id shape;

    circle.radius = 0.0f;
    EXPECT_REFUSED(f, R2D_ERROR_OUT_OF_RANGE, r2d_shape_create_circle(f->box, &shape_def, &circle, &shape));
    circle.radius = -1.0f;
    EXPECT_REFUSED(f, R2D_ERROR_OUT_OF_RANGE, r2d_shape_create_circle(f->box, &shape_def, &circle, &shape));
    EXPECT_REFUSED(f, R2D_ERROR_OUT_OF_RANGE, r2d_shape_create_box(f->box, &shape_def, &flat_box, &shape));
    EXPECT_REFUSED(f, R2D_ERROR_OUT_OF_RANGE, r2d_shape_create_box(f->box, &shape_def, &negative_box, &shape));
    EXPECT_REFUSED(f, R2D_ERROR_OUT_OF_RANGE, r2d_shape_create_capsule(f->box, &shape_def, &capsule, &shape));

    circle = unit_circle();
    shape_def.density = -1.0f;
    EXPECT_REFUSED(f, R2D_ERROR_OUT_OF_RANGE, r2d_shape_create_circle(f->box, &shape_def, &circle, &shape));
    shape_def = r2d_shape_def_default();
    shape_def.dynamic_friction = -0.1f;
    EXPECT_REFUSED(f, R2D_ERROR_OUT_OF_RANGE, r2d_shape_create_circle(f->box, &shape_def, &circle, &shape));
    shape_def = r2d_shape_def_default();
    shape_def.restitution = 1.5f;
    EXPECT_REFUSED(f, R2D_ERROR_OUT_OF_RANGE, r2d_shape_create_circle(f->box, &shape_def, &circle, &shape));
    shape_def.restitution = -0.1f;
    EXPECT_REFUSED(f, R2D_ERROR_OUT_OF_RANGE, r2d_shape_create_circle(f->box, &shape_def, &circle, &shape));
}

static void world_and_body_settings_out_of_range(void** state)
{
    fixture* f = *state;
    r2d_world_def world_def = r2d_world_def_default();
    r2d_body_def body_def = dynamic_body_def();
    r2d_world_id world;
    r2d_body_id body;

    world_def.substep_count = 0;
    EXPECT_REFUSED(f, R2D_ERROR_OUT_OF_RANGE, r2d_world_create(&world_def, &world));
    world_def = r2d_world_def_default();
    world_def.contact_hertz = 0.0f;
    EXPECT_REFUSED(f, R2D_ERROR_OUT_OF_RANGE, r2d_world_create(&world_def, &world));
    EXPECT_REFUSED(f, R2D_ERROR_OUT_OF_RANGE, r2d_world_set_substep_count(f->w.world, 65));
    EXPECT_REFUSED(f, R2D_ERROR_OUT_OF_RANGE, r2d_world_set_substep_count(f->w.world, 0));
    body_def.linear_damping = -1.0f;
    EXPECT_REFUSED(f, R2D_ERROR_OUT_OF_RANGE, r2d_body_create(f->w.world, &body_def, &body));
}

static void bad_time_steps(void** state)
{
    fixture* f = *state;
    EXPECT_REFUSED(f, R2D_ERROR_OUT_OF_RANGE, r2d_world_step(f->w.world, 0.0f));
    EXPECT_REFUSED(f, R2D_ERROR_OUT_OF_RANGE, r2d_world_step(f->w.world, -TEST_TIME_STEP));
    EXPECT_REFUSED(f, R2D_ERROR_OUT_OF_RANGE, r2d_world_step(f->w.world, 2.0f));
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_NUMBER, r2d_world_step(f->w.world, NAN));
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_NUMBER, r2d_world_step(f->w.world, INFINITY));
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_NUMBER, r2d_world_step(f->w.world, -INFINITY));
}

/* Checks a polygon both through validation and through creation. */
static void expect_polygon_refused(const fixture* f, r2d_status expected, const r2d_vec2* points, int32_t count,
                                   int line)
{
    r2d_shape_def shape_def = r2d_shape_def_default();
    r2d_shape_id shape;
    check_refused(&f->w, r2d_polygon_validate(points, count), expected, "r2d_polygon_validate", line);
    check_refused(&f->w, r2d_shape_create_polygon(f->box, &shape_def, points, count, &shape), expected,
                          "r2d_shape_create_polygon", line);
}

static void degenerate_and_oversized_polygons(void** state)
{
    fixture* f = *state;
    const r2d_vec2 collinear[] = {{0, 0}, {1, 0}, {2, 0}};
    const r2d_vec2 repeated[] = {{0, 0}, {1, 0}, {1, 0}, {1, 1}, {0, 1}};
    const r2d_vec2 all_same[] = {{1, 1}, {1, 1}, {1, 1}};
    const r2d_vec2 tiny[] = {{0, 0}, {1e-4f, 0}, {0, 1e-4f}};
    r2d_vec2 too_many[R2D_MAX_POLYGON_VERTICES + 1];
    for (int i = 0; i <= R2D_MAX_POLYGON_VERTICES; ++i) {
        double angle = 2.0 * 3.14159265358979 * i / (R2D_MAX_POLYGON_VERTICES + 1);
        too_many[i] = vec2((float)cos(angle), (float)sin(angle));
    }

    expect_polygon_refused(f, R2D_ERROR_DEGENERATE_POLYGON, collinear, 3, __LINE__);
    expect_polygon_refused(f, R2D_ERROR_DEGENERATE_POLYGON, repeated, 5, __LINE__);
    expect_polygon_refused(f, R2D_ERROR_DEGENERATE_POLYGON, all_same, 3, __LINE__);
    expect_polygon_refused(f, R2D_ERROR_DEGENERATE_POLYGON, tiny, 3, __LINE__);
    expect_polygon_refused(f, R2D_ERROR_TOO_MANY_VERTICES, too_many, R2D_MAX_POLYGON_VERTICES + 1, __LINE__);
}

static void bad_concave_outlines(void** state)
{
    fixture* f = *state;
    const r2d_vec2 bow_tie[] = {{0, 0}, {1, 1}, {1, 0}, {0, 1}};
    static r2d_vec2 too_many[R2D_MAX_CONCAVE_VERTICES + 1];
    for (int i = 0; i <= R2D_MAX_CONCAVE_VERTICES; ++i) {
        double angle = 2.0 * 3.14159265358979 * i / (R2D_MAX_CONCAVE_VERTICES + 1);
        too_many[i] = vec2((float)(10.0 * cos(angle)), (float)(10.0 * sin(angle)));
    }
    r2d_shape_def shape_def = r2d_shape_def_default();
    r2d_shape_id pieces[8];
    int32_t count;

    EXPECT_REFUSED(f, R2D_ERROR_SELF_INTERSECTING, r2d_concave_polygon_validate(bow_tie, 4, &count));
    EXPECT_REFUSED(f, R2D_ERROR_SELF_INTERSECTING,
                   r2d_shape_create_concave_polygon(f->box, &shape_def, bow_tie, 4, pieces, 8, &count));
    EXPECT_REFUSED(f, R2D_ERROR_TOO_MANY_VERTICES,
                   r2d_concave_polygon_validate(too_many, R2D_MAX_CONCAVE_VERTICES + 1, &count));
    EXPECT_REFUSED(f, R2D_ERROR_TOO_MANY_VERTICES,
                   r2d_shape_create_concave_polygon(f->box, &shape_def, too_many, R2D_MAX_CONCAVE_VERTICES + 1,
                                                    pieces, 8, &count));
}

static void destroyed_and_malformed_ids(void** state)
{
    fixture* f = *state;
    r2d_shape_def shape_def = r2d_shape_def_default();
    r2d_circle circle = unit_circle();
    r2d_shape_id shape;
    r2d_vec2 position;
    r2d_aabb aabb;
    const r2d_body_id null_body = {0};
    const r2d_body_id garbage_body = {UINT64_MAX};
    const r2d_shape_id null_shape = {0};
    const r2d_world_id null_world = {0};
    r2d_body_id live_then_stale[2];
    r2d_vec2 velocities[2] = {{1.0f, 0.0f}, {1.0f, 0.0f}};
    live_then_stale[0] = f->box;
    live_then_stale[1] = f->stale_body;

    EXPECT_REFUSED(f, R2D_ERROR_INVALID_ID, r2d_body_get_position(f->stale_body, &position));
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_ID, r2d_body_set_linear_velocity(f->stale_body, vec2(1.0f, 0.0f)));
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_ID, r2d_body_destroy(f->stale_body));
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_ID, r2d_shape_create_circle(f->stale_body, &shape_def, &circle, &shape));
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_ID, r2d_shape_get_aabb(f->stale_shape, &aabb));
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_ID, r2d_shape_destroy(f->stale_shape));
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_ID, r2d_body_get_position(null_body, &position));
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_ID, r2d_body_destroy(garbage_body));
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_ID, r2d_shape_destroy(null_shape));
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_ID, r2d_world_step(null_world, TEST_TIME_STEP));
    /* One bad id in a batch: the good one is not touched either. */
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_ID,
                   r2d_world_set_body_velocities(f->w.world, live_then_stale, velocities, NULL, 2));
}

static void ids_of_another_world(void** state)
{
    fixture* f = *state;
    r2d_vec2 velocities[2] = {{1.0f, 0.0f}, {1.0f, 0.0f}};
    r2d_body_id mixed[2];
    mixed[0] = f->box;
    mixed[1] = f->w.other_body;

    EXPECT_REFUSED(f, R2D_ERROR_WRONG_WORLD,
                   r2d_world_set_body_velocities(f->w.world, &f->w.other_body, velocities, NULL, 1));
    EXPECT_REFUSED(f, R2D_ERROR_WRONG_WORLD, r2d_world_set_body_velocities(f->w.world, mixed, velocities, NULL, 2));
}

static void calls_on_a_destroyed_world(void** state)
{
    fixture* f = *state;
    r2d_body_def body_def = dynamic_body_def();
    r2d_body_id body;
    int32_t count;

    EXPECT_REFUSED(f, R2D_ERROR_INVALID_ID, r2d_world_step(f->w.dead_world, TEST_TIME_STEP));
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_ID, r2d_body_create(f->w.dead_world, &body_def, &body));
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_ID, r2d_world_get_body_count(f->w.dead_world, &count));
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_ID, r2d_world_set_gravity(f->w.dead_world, vec2(0.0f, 0.0f)));
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_ID, r2d_world_destroy(f->w.dead_world));
}

static void uninitialised_definitions(void** state)
{
    fixture* f = *state;
    r2d_world_def world_def = r2d_world_def_default();
    r2d_body_def body_def = dynamic_body_def();
    r2d_shape_def shape_def = r2d_shape_def_default();
    r2d_debug_draw draw = r2d_debug_draw_default();
    r2d_circle circle = unit_circle();
    r2d_world_id world;
    r2d_body_id body;
    r2d_shape_id shape;

    world_def.struct_size = GARBAGE_SIZE;
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_ARGUMENT, r2d_world_create(&world_def, &world));
    world_def.struct_size = 0;
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_ARGUMENT, r2d_world_create(&world_def, &world));
    body_def.struct_size = GARBAGE_SIZE;
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_ARGUMENT, r2d_body_create(f->w.world, &body_def, &body));
    /* Stack garbage everywhere, as from a def never passed to *_default(). */
    memset(&body_def, 0xAB, sizeof body_def);
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_ARGUMENT, r2d_body_create(f->w.world, &body_def, &body));
    shape_def.struct_size = GARBAGE_SIZE;
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_ARGUMENT, r2d_shape_create_circle(f->box, &shape_def, &circle, &shape));
    draw.struct_size = GARBAGE_SIZE;
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_ARGUMENT, r2d_world_draw(f->w.world, &draw));
}

static void bad_body_type(void** state)
{
    fixture* f = *state;
    r2d_body_def body_def = dynamic_body_def();
    r2d_body_id body;

    body_def.type = 3;
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_ARGUMENT, r2d_body_create(f->w.world, &body_def, &body));
    body_def.type = -1;
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_ARGUMENT, r2d_body_create(f->w.world, &body_def, &body));
}

static void velocity_of_a_static_body(void** state)
{
    fixture* f = *state;
    r2d_vec2 velocity = vec2(1.0f, 0.0f);
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_OPERATION, r2d_body_set_linear_velocity(f->ground, velocity));
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_OPERATION,
                   r2d_world_set_body_velocities(f->w.world, &f->ground, &velocity, NULL, 1));
}

/* What a draw callback saw when it tried to change the world. */
typedef struct reentry {
    r2d_world_id world;
    r2d_status step_status;
    r2d_status create_status;
    int calls;
} reentry;

static void draw_polygon_and_step(const r2d_vec2* vertices, int32_t count, uint32_t color, void* context)
{
    (void)vertices;
    (void)count;
    (void)color;
    reentry* seen = context;
    r2d_body_def body_def = r2d_body_def_default();
    r2d_body_id body;
    seen->step_status = r2d_world_step(seen->world, TEST_TIME_STEP);
    seen->create_status = r2d_body_create(seen->world, &body_def, &body);
    ++seen->calls;
}

static void calls_from_a_callback_are_locked_out(void** state)
{
    fixture* f = *state;
    reentry seen = {f->w.world, R2D_OK, R2D_OK, 0};
    r2d_debug_draw draw = r2d_debug_draw_default();
    draw.draw_solid_polygon = draw_polygon_and_step;
    draw.context = &seen;
    draw.draw_shapes = true;

    CHECK_OK(r2d_world_draw(f->w.world, &draw));
    assert_true(seen.calls > 0); /* the ground and the box are polygons */
    assert_int_equal(seen.step_status, R2D_ERROR_LOCKED);
    assert_int_equal(seen.create_status, R2D_ERROR_LOCKED);
    world_fingerprint after = world_fingerprint_take(f->w.world);
    assert_true(world_fingerprint_equal(&after, &f->w.before[0]));
}

/* Scene queries: every argument of every query entry point. */
static float ray_go_on(const r2d_ray_hit* hit, void* context)
{
    (void)hit;
    (void)context;
    return 1.0f;
}

static bool shape_go_on(r2d_shape_id shape, void* context)
{
    (void)shape;
    (void)context;
    return true;
}

static void bad_scene_queries(void** state)
{
    fixture* f = *state;
    r2d_query_filter all = r2d_query_filter_default();
    r2d_query_filter sees_nothing = all;
    sees_nothing.mask_bits = 0;
    r2d_query_filter is_nothing = all;
    is_nothing.category_bits = 0;
    r2d_vec2 origin = vec2(-5.0f, 0.5f);
    r2d_vec2 translation = vec2(10.0f, 0.0f);
    r2d_vec2 not_a_number = vec2(NAN, 0.0f);
    r2d_vec2 infinite = vec2(0.0f, INFINITY);
    r2d_vec2 far_away = vec2(2.0e6f, 0.0f);
    r2d_aabb box = {{-1.0f, -1.0f}, {1.0f, 1.0f}};
    r2d_aabb inverted = {{1.0f, -1.0f}, {-1.0f, 1.0f}};
    r2d_aabb nan_box = {{-1.0f, NAN}, {1.0f, 1.0f}};
    r2d_ray_hit hit;
    bool found;
    r2d_shape_id shapes[8];
    int32_t count;
    r2d_shape_id shape;
    CHECK_OK(r2d_body_get_shapes(f->box, &shape, 1, &count));
    r2d_world_id world = f->w.world;

    EXPECT_REFUSED(f, R2D_ERROR_NULL_POINTER, r2d_world_ray_cast_closest(world, origin, translation, all, NULL, &found));
    EXPECT_REFUSED(f, R2D_ERROR_NULL_POINTER, r2d_world_ray_cast_closest(world, origin, translation, all, &hit, NULL));
    EXPECT_REFUSED(f, R2D_ERROR_NULL_POINTER, r2d_world_ray_cast(world, origin, translation, all, NULL, NULL));
    EXPECT_REFUSED(f, R2D_ERROR_NULL_POINTER, r2d_world_overlap_aabb(world, box, all, NULL, NULL));
    EXPECT_REFUSED(f, R2D_ERROR_NULL_POINTER, r2d_world_overlap_point(world, origin, all, NULL, NULL));
    EXPECT_REFUSED(f, R2D_ERROR_NULL_POINTER, r2d_world_get_shapes_in_aabb(world, box, all, NULL, 8, &count));
    EXPECT_REFUSED(f, R2D_ERROR_NULL_POINTER, r2d_world_get_shapes_in_aabb(world, box, all, shapes, 8, NULL));
    EXPECT_REFUSED(f, R2D_ERROR_NULL_POINTER, r2d_world_get_shapes_at_point(world, origin, all, NULL, 8, &count));
    EXPECT_REFUSED(f, R2D_ERROR_NULL_POINTER, r2d_world_get_shapes_at_point(world, origin, all, shapes, 8, NULL));
    EXPECT_REFUSED(f, R2D_ERROR_NULL_POINTER, r2d_shape_ray_cast(shape, origin, translation, NULL, &found));
    EXPECT_REFUSED(f, R2D_ERROR_NULL_POINTER, r2d_shape_ray_cast(shape, origin, translation, &hit, NULL));
    EXPECT_REFUSED(f, R2D_ERROR_NULL_POINTER, r2d_shape_test_point(shape, origin, NULL));

    EXPECT_REFUSED(f, R2D_ERROR_INVALID_NUMBER,
                   r2d_world_ray_cast_closest(world, not_a_number, translation, all, &hit, &found));
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_NUMBER, r2d_world_ray_cast_closest(world, origin, infinite, all, &hit, &found));
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_NUMBER, r2d_world_ray_cast(world, origin, not_a_number, all, ray_go_on, NULL));
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_NUMBER, r2d_world_overlap_aabb(world, nan_box, all, shape_go_on, NULL));
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_NUMBER, r2d_world_overlap_point(world, infinite, all, shape_go_on, NULL));
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_NUMBER, r2d_world_get_shapes_in_aabb(world, nan_box, all, shapes, 8, &count));
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_NUMBER,
                   r2d_world_get_shapes_at_point(world, not_a_number, all, shapes, 8, &count));
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_NUMBER, r2d_shape_ray_cast(shape, origin, infinite, &hit, &found));
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_NUMBER, r2d_shape_test_point(shape, not_a_number, &found));

    EXPECT_REFUSED(f, R2D_ERROR_OUT_OF_RANGE, r2d_world_ray_cast_closest(world, far_away, translation, all, &hit, &found));
    EXPECT_REFUSED(f, R2D_ERROR_OUT_OF_RANGE, r2d_world_ray_cast(world, origin, far_away, all, ray_go_on, NULL));
    EXPECT_REFUSED(f, R2D_ERROR_OUT_OF_RANGE, r2d_world_overlap_aabb(world, inverted, all, shape_go_on, NULL));
    EXPECT_REFUSED(f, R2D_ERROR_OUT_OF_RANGE, r2d_world_get_shapes_in_aabb(world, inverted, all, shapes, 8, &count));
    EXPECT_REFUSED(f, R2D_ERROR_OUT_OF_RANGE, r2d_world_get_shapes_in_aabb(world, box, all, shapes, -1, &count));
    EXPECT_REFUSED(f, R2D_ERROR_OUT_OF_RANGE, r2d_world_get_shapes_at_point(world, far_away, all, shapes, 8, &count));
    EXPECT_REFUSED(f, R2D_ERROR_OUT_OF_RANGE, r2d_shape_test_point(shape, far_away, &found));

    EXPECT_REFUSED(f, R2D_ERROR_INVALID_ARGUMENT,
                   r2d_world_ray_cast_closest(world, origin, translation, sees_nothing, &hit, &found));
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_ARGUMENT,
                   r2d_world_ray_cast(world, origin, translation, is_nothing, ray_go_on, NULL));
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_ARGUMENT, r2d_world_overlap_aabb(world, box, sees_nothing, shape_go_on, NULL));
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_ARGUMENT, r2d_world_overlap_point(world, origin, is_nothing, shape_go_on, NULL));
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_ARGUMENT,
                   r2d_world_get_shapes_in_aabb(world, box, is_nothing, shapes, 8, &count));
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_ARGUMENT,
                   r2d_world_get_shapes_at_point(world, origin, sees_nothing, shapes, 8, &count));

    r2d_world_id null_world = {0};
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_ID, r2d_world_ray_cast_closest(f->w.dead_world, origin, translation, all, &hit, &found));
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_ID, r2d_world_ray_cast(null_world, origin, translation, all, ray_go_on, NULL));
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_ID, r2d_world_overlap_aabb(f->w.dead_world, box, all, shape_go_on, NULL));
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_ID, r2d_world_overlap_point(null_world, origin, all, shape_go_on, NULL));
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_ID, r2d_world_get_shapes_in_aabb(f->w.dead_world, box, all, shapes, 8, &count));
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_ID, r2d_world_get_shapes_at_point(null_world, origin, all, shapes, 8, &count));
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_ID, r2d_shape_ray_cast(f->stale_shape, origin, translation, &hit, &found));
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_ID, r2d_shape_test_point(f->stale_shape, origin, &found));
}

/* Shape casts, overlaps and closest points: every bad proxy, then bad everything else. */
static void bad_shape_queries(void** state)
{
    fixture* f = *state;
    r2d_shape_id shape = only_shape(f->box);
    r2d_shape_id other_shape = only_shape(f->w.other_body);
    r2d_world_id world = f->w.world;
    r2d_query_filter all = r2d_query_filter_default();
    r2d_query_filter sees_nothing = all;
    sees_nothing.mask_bits = 0;
    r2d_vec2 down = vec2(0.0f, -5.0f);
    r2d_ray_hit hit;
    bool found;
    r2d_shape_id shapes[8];
    int32_t count;
    r2d_distance_result result;

    r2d_shape_proxy good = circle_shape_proxy(vec2(0.0f, 3.0f), 0.5f);
    r2d_shape_proxy bad[12];
    r2d_status bad_status[12];
    int bad_count = 0;
    r2d_vec2 square[4] = {{-0.5f, -0.5f}, {0.5f, -0.5f}, {0.5f, 0.5f}, {-0.5f, 0.5f}};
    r2d_vec2 collinear[3] = {{0.0f, 0.0f}, {1.0f, 0.0f}, {2.0f, 0.0f}};
    r2d_vec2 nan_point = vec2(NAN, 0.0f);
    r2d_vec2 twice[2] = {{1.0f, 1.0f}, {1.0f, 1.0f}};
#define BAD(proxy, status) (bad[bad_count] = (proxy), bad_status[bad_count++] = (status))
    BAD(circle_shape_proxy(vec2(0.0f, 3.0f), 0.0f), R2D_ERROR_OUT_OF_RANGE);
    BAD(circle_shape_proxy(vec2(0.0f, 3.0f), -1.0f), R2D_ERROR_OUT_OF_RANGE);
    BAD(circle_shape_proxy(vec2(0.0f, 3.0f), NAN), R2D_ERROR_INVALID_NUMBER);
    BAD(circle_shape_proxy(vec2(NAN, 3.0f), 0.5f), R2D_ERROR_INVALID_NUMBER);
    BAD(circle_shape_proxy(vec2(2.0e6f, 3.0f), 0.5f), R2D_ERROR_OUT_OF_RANGE);
    BAD(make_shape_proxy(&nan_point, 1, 0.5f, vec2(0.0f, 0.0f), 0.0f), R2D_ERROR_INVALID_NUMBER);
    BAD(make_shape_proxy(square, 4, 0.0f, vec2(0.0f, 0.0f), INFINITY), R2D_ERROR_INVALID_NUMBER);
    BAD(make_shape_proxy(square, 4, -0.1f, vec2(0.0f, 0.0f), 0.0f), R2D_ERROR_OUT_OF_RANGE);
    BAD(make_shape_proxy(collinear, 3, 0.1f, vec2(0.0f, 0.0f), 0.0f), R2D_ERROR_DEGENERATE_POLYGON);
    BAD(make_shape_proxy(twice, 2, 0.1f, vec2(0.0f, 0.0f), 0.0f), R2D_ERROR_DEGENERATE_POLYGON);
    BAD(make_shape_proxy(square, 0, 0.1f, vec2(0.0f, 0.0f), 0.0f), R2D_ERROR_OUT_OF_RANGE);
    r2d_shape_proxy too_many = make_shape_proxy(square, 4, 0.1f, vec2(0.0f, 0.0f), 0.0f);
    too_many.count = R2D_MAX_POLYGON_VERTICES + 1;
    BAD(too_many, R2D_ERROR_TOO_MANY_VERTICES);
#undef BAD
    for (int i = 0; i < bad_count; ++i) {
        EXPECT_REFUSED(f, bad_status[i], r2d_world_cast_shape(world, &bad[i], down, all, &hit, &found));
        EXPECT_REFUSED(f, bad_status[i], r2d_world_cast_shape_each(world, &bad[i], down, all, ray_go_on, NULL));
        EXPECT_REFUSED(f, bad_status[i], r2d_world_overlap_shape(world, &bad[i], all, shape_go_on, NULL));
        EXPECT_REFUSED(f, bad_status[i], r2d_world_get_shapes_overlapping(world, &bad[i], all, shapes, 8, &count));
    }

    EXPECT_REFUSED(f, R2D_ERROR_NULL_POINTER, r2d_world_cast_shape(world, NULL, down, all, &hit, &found));
    EXPECT_REFUSED(f, R2D_ERROR_NULL_POINTER, r2d_world_cast_shape(world, &good, down, all, NULL, &found));
    EXPECT_REFUSED(f, R2D_ERROR_NULL_POINTER, r2d_world_cast_shape(world, &good, down, all, &hit, NULL));
    EXPECT_REFUSED(f, R2D_ERROR_NULL_POINTER, r2d_world_cast_shape_each(world, &good, down, all, NULL, NULL));
    EXPECT_REFUSED(f, R2D_ERROR_NULL_POINTER, r2d_world_overlap_shape(world, NULL, all, shape_go_on, NULL));
    EXPECT_REFUSED(f, R2D_ERROR_NULL_POINTER, r2d_world_overlap_shape(world, &good, all, NULL, NULL));
    EXPECT_REFUSED(f, R2D_ERROR_NULL_POINTER, r2d_world_get_shapes_overlapping(world, &good, all, NULL, 8, &count));
    EXPECT_REFUSED(f, R2D_ERROR_NULL_POINTER, r2d_world_get_shapes_overlapping(world, &good, all, shapes, 8, NULL));
    EXPECT_REFUSED(f, R2D_ERROR_NULL_POINTER, r2d_shape_get_closest_points(shape, shape, NULL));

    EXPECT_REFUSED(f, R2D_ERROR_INVALID_NUMBER, r2d_world_cast_shape(world, &good, vec2(NAN, 0.0f), all, &hit, &found));
    EXPECT_REFUSED(f, R2D_ERROR_OUT_OF_RANGE,
                   r2d_world_cast_shape_each(world, &good, vec2(0.0f, -3.0e6f), all, ray_go_on, NULL));
    EXPECT_REFUSED(f, R2D_ERROR_OUT_OF_RANGE, r2d_world_get_shapes_overlapping(world, &good, all, shapes, -1, &count));
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_ARGUMENT, r2d_world_cast_shape(world, &good, down, sees_nothing, &hit, &found));
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_ARGUMENT, r2d_world_overlap_shape(world, &good, sees_nothing, shape_go_on, NULL));

    r2d_world_id null_world = {0};
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_ID, r2d_world_cast_shape(f->w.dead_world, &good, down, all, &hit, &found));
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_ID, r2d_world_cast_shape_each(null_world, &good, down, all, ray_go_on, NULL));
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_ID, r2d_world_overlap_shape(f->w.dead_world, &good, all, shape_go_on, NULL));
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_ID,
                   r2d_world_get_shapes_overlapping(null_world, &good, all, shapes, 8, &count));
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_ID, r2d_shape_get_closest_points(f->stale_shape, shape, &result));
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_ID, r2d_shape_get_closest_points(shape, f->stale_shape, &result));
    r2d_shape_id as_shape = {f->box.bits};
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_ID, r2d_shape_get_closest_points(shape, as_shape, &result));
    EXPECT_REFUSED(f, R2D_ERROR_WRONG_WORLD, r2d_shape_get_closest_points(shape, other_shape, &result));

    /* Too small an array: CAPACITY with the number needed. */
    r2d_shape_proxy everything = circle_shape_proxy(vec2(0.0f, 0.0f), 2.0f);
    EXPECT_REFUSED(f, R2D_ERROR_CAPACITY, r2d_world_get_shapes_overlapping(world, &everything, all, shapes, 1, &count));
    assert_int_equal(count, 3);
}

/* Sensor events. */
static void bad_sensor_event_calls(void** state)
{
    fixture* f = *state;
    r2d_sensor_event events[4];
    int32_t begin_count;
    int32_t count;
    EXPECT_REFUSED(f, R2D_ERROR_NULL_POINTER, r2d_world_get_sensor_event_counts(f->w.world, NULL, &count));
    EXPECT_REFUSED(f, R2D_ERROR_NULL_POINTER, r2d_world_get_sensor_event_counts(f->w.world, &begin_count, NULL));
    EXPECT_REFUSED(f, R2D_ERROR_NULL_POINTER, r2d_world_get_sensor_begin_events(f->w.world, NULL, 4, &count));
    EXPECT_REFUSED(f, R2D_ERROR_NULL_POINTER, r2d_world_get_sensor_end_events(f->w.world, events, 4, NULL));
    EXPECT_REFUSED(f, R2D_ERROR_OUT_OF_RANGE, r2d_world_get_sensor_begin_events(f->w.world, events, -1, &count));
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_ID, r2d_world_get_sensor_event_counts(f->w.dead_world, &begin_count, &count));
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_ID, r2d_world_get_sensor_end_events(f->w.dead_world, events, 4, &count));
}

/* Contact hit events, and the world def's hit-event threshold. */
static void bad_hit_event_calls(void** state)
{
    fixture* f = *state;
    r2d_contact_hit_event events[4];
    int32_t count;
    r2d_world_id world;
    r2d_world_def def = r2d_world_def_default();
    EXPECT_REFUSED(f, R2D_ERROR_NULL_POINTER, r2d_world_get_contact_hit_event_count(f->w.world, NULL));
    EXPECT_REFUSED(f, R2D_ERROR_NULL_POINTER, r2d_world_get_contact_hit_events(f->w.world, NULL, 4, &count));
    EXPECT_REFUSED(f, R2D_ERROR_NULL_POINTER, r2d_world_get_contact_hit_events(f->w.world, events, 4, NULL));
    EXPECT_REFUSED(f, R2D_ERROR_OUT_OF_RANGE, r2d_world_get_contact_hit_events(f->w.world, events, -1, &count));
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_ID, r2d_world_get_contact_hit_event_count(f->w.dead_world, &count));
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_ID, r2d_world_get_contact_hit_events(f->w.dead_world, events, 4, &count));
    def.hit_event_threshold = -1.0f;
    EXPECT_REFUSED(f, R2D_ERROR_OUT_OF_RANGE, r2d_world_create(&def, &world));
    def.hit_event_threshold = NAN;
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_NUMBER, r2d_world_create(&def, &world));
}

/* Contact callbacks: only the world id can be wrong. */
static bool keep_contact(const r2d_contact_data* contact, void* context)
{
    (void)contact;
    (void)context;
    return true;
}

static bool keep_pair(r2d_shape_id shape_a, r2d_shape_id shape_b, void* context)
{
    (void)shape_a;
    (void)shape_b;
    (void)context;
    return true;
}

static void bad_contact_callback_calls(void** state)
{
    fixture* f = *state;
    r2d_world_id null_world = {0};
    r2d_world_id shape_as_world = {f->stale_shape.bits};
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_ID, r2d_world_set_pre_solve_callback(f->w.dead_world, keep_contact, NULL));
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_ID, r2d_world_set_pre_solve_callback(null_world, NULL, NULL));
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_ID, r2d_world_set_pre_solve_callback(shape_as_world, keep_contact, NULL));
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_ID, r2d_world_set_custom_filter_callback(f->w.dead_world, keep_pair, NULL));
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_ID, r2d_world_set_custom_filter_callback(null_world, NULL, NULL));
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_ID, r2d_world_set_custom_filter_callback(shape_as_world, keep_pair, NULL));
    /* Clearing what was never set is no error. */
    CHECK_OK(r2d_world_set_pre_solve_callback(f->w.world, NULL, NULL));
    CHECK_OK(r2d_world_set_custom_filter_callback(f->w.world, NULL, NULL));
}

/* Serialized worlds: the calls refuse bad arguments, and a damaged buffer
 * creates no world. */
static void bad_serialize_calls(void** state)
{
    fixture* f = *state;
    size_t size = 0;
    CHECK_OK(r2d_world_get_serialized_size(f->w.world, &size));
    unsigned char* bytes = malloc(size);
    assert_non_null(bytes);
    size_t written;
    r2d_world_id world = {0};
    r2d_world_def def = r2d_world_def_default();
    EXPECT_REFUSED(f, R2D_ERROR_NULL_POINTER, r2d_world_get_serialized_size(f->w.world, NULL));
    EXPECT_REFUSED(f, R2D_ERROR_NULL_POINTER, r2d_world_serialize(f->w.world, bytes, size, NULL));
    EXPECT_REFUSED(f, R2D_ERROR_CAPACITY, r2d_world_serialize(f->w.world, bytes, size - 1, &written));
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_ID, r2d_world_get_serialized_size(f->w.dead_world, &size));
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_ID, r2d_world_serialize(f->w.dead_world, bytes, size, &written));
    CHECK_OK(r2d_world_serialize(f->w.world, bytes, size, &written));
    EXPECT_REFUSED(f, R2D_ERROR_NULL_POINTER, r2d_world_deserialize(NULL, NULL, size, &world));
    EXPECT_REFUSED(f, R2D_ERROR_NULL_POINTER, r2d_world_deserialize(NULL, bytes, size, NULL));
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_ARGUMENT, r2d_world_deserialize(NULL, bytes, size - 1, &world));
    def.substep_count = 0;
    EXPECT_REFUSED(f, R2D_ERROR_OUT_OF_RANGE, r2d_world_deserialize(&def, bytes, size, &world));
    bytes[size / 2] ^= 0x10;
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_ARGUMENT, r2d_world_deserialize(NULL, bytes, size, &world));
    assert_true(world.bits == 0);
    free(bytes);
}

#define FIXTURE_TEST(name) cmocka_unit_test_setup_teardown(name, setup, teardown)

int main(void)
{
    const struct CMUnitTest tests[] = {
        FIXTURE_TEST(null_pointers),
        FIXTURE_TEST(not_finite_numbers),
        FIXTURE_TEST(sizes_and_materials_out_of_range),
        FIXTURE_TEST(world_and_body_settings_out_of_range),
        FIXTURE_TEST(bad_time_steps),
        FIXTURE_TEST(degenerate_and_oversized_polygons),
        FIXTURE_TEST(bad_concave_outlines),
        FIXTURE_TEST(destroyed_and_malformed_ids),
        FIXTURE_TEST(ids_of_another_world),
        FIXTURE_TEST(calls_on_a_destroyed_world),
        FIXTURE_TEST(uninitialised_definitions),
        FIXTURE_TEST(bad_body_type),
        FIXTURE_TEST(velocity_of_a_static_body),
        FIXTURE_TEST(calls_from_a_callback_are_locked_out),
        /* scene queries */
        FIXTURE_TEST(bad_scene_queries),
        FIXTURE_TEST(bad_shape_queries),
        /* sensors */
        FIXTURE_TEST(bad_sensor_event_calls),
        /* hit events */
        FIXTURE_TEST(bad_hit_event_calls),
        /* contact callbacks */
        FIXTURE_TEST(bad_contact_callback_calls),
        /* serialized worlds */
        FIXTURE_TEST(bad_serialize_calls),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
