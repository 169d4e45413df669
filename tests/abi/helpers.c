#include "helpers.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

void check_status_ok(r2d_status status, const char* call, const char* file, int line)
{
    if (status != R2D_OK) {
        fail_msg("%s:%d: %s returned %d (%s): %s", file, line, call, (int)status, r2d_status_string(status),
                 r2d_last_error_message());
    }
}

void check_near(double actual, double expected, double tolerance, const char* what, const char* file, int line)
{
    /* Written so that a NaN actual fails too. */
    if (!(fabs(actual - expected) <= tolerance)) {
        fail_msg("%s:%d: %s = %.9g, expected %.9g within %.3g", file, line, what, actual, expected, tolerance);
    }
}

r2d_world_id create_world_from_def(const r2d_world_def* def)
{
    r2d_world_id world;
    CHECK_OK(r2d_world_create(def, &world));
    return world;
}

r2d_world_id create_world_without_sleep(r2d_vec2 gravity)
{
    r2d_world_def def = r2d_world_def_default();
    def.gravity = gravity;
    def.enable_sleep = false;
    return create_world_from_def(&def);
}

r2d_world_id create_world(r2d_vec2 gravity)
{
    r2d_world_def def = r2d_world_def_default();
    def.gravity = gravity;
    return create_world_from_def(&def);
}

static r2d_body_id create_body(r2d_world_id world, r2d_body_type type, r2d_vec2 position, float angle)
{
    r2d_body_def def = r2d_body_def_default();
    def.type = (int32_t)type;
    def.position = position;
    def.angle = angle;
    r2d_body_id body;
    CHECK_OK(r2d_body_create(world, &def, &body));
    return body;
}

static r2d_shape_def shape_def_or_default(const r2d_shape_def* shape_def)
{
    return shape_def != NULL ? *shape_def : r2d_shape_def_default();
}

r2d_body_id add_box_body(r2d_world_id world, r2d_body_type type, r2d_vec2 position, float angle, float hx, float hy,
                         const r2d_shape_def* shape_def)
{
    r2d_body_id body = create_body(world, type, position, angle);
    r2d_shape_def def = shape_def_or_default(shape_def);
    r2d_box box;
    memset(&box, 0, sizeof box);
    box.half_extents = vec2(hx, hy);
    r2d_shape_id shape;
    CHECK_OK(r2d_shape_create_box(body, &def, &box, &shape));
    return body;
}

r2d_shape_id add_circle_shape(r2d_body_id body, float radius, const r2d_shape_def* shape_def)
{
    r2d_shape_def def = shape_def_or_default(shape_def);
    r2d_circle circle;
    circle.center = vec2(0.0f, 0.0f);
    circle.radius = radius;
    r2d_shape_id shape;
    CHECK_OK(r2d_shape_create_circle(body, &def, &circle, &shape));
    return shape;
}

r2d_body_id add_circle_body(r2d_world_id world, r2d_body_type type, r2d_vec2 position, float radius,
                            const r2d_shape_def* shape_def)
{
    r2d_body_id body = create_body(world, type, position, 0.0f);
    add_circle_shape(body, radius, shape_def);
    return body;
}

r2d_body_id add_ground(r2d_world_id world, const r2d_shape_def* shape_def)
{
    return add_box_body(world, R2D_BODY_STATIC, vec2(0.0f, -1.0f), 0.0f, 100.0f, 1.0f, shape_def);
}

void step_world(r2d_world_id world, int step_count)
{
    for (int i = 0; i < step_count; ++i) {
        CHECK_OK(r2d_world_step(world, TEST_TIME_STEP));
    }
}

r2d_vec2 body_position(r2d_body_id body)
{
    r2d_vec2 position;
    CHECK_OK(r2d_body_get_position(body, &position));
    return position;
}

r2d_vec2 body_velocity(r2d_body_id body)
{
    r2d_vec2 velocity;
    CHECK_OK(r2d_body_get_linear_velocity(body, &velocity));
    return velocity;
}

float body_angle(r2d_body_id body)
{
    float angle;
    CHECK_OK(r2d_body_get_angle(body, &angle));
    return angle;
}

float body_mass(r2d_body_id body)
{
    float mass;
    CHECK_OK(r2d_body_get_mass(body, &mass));
    return mass;
}

int32_t world_body_count(r2d_world_id world)
{
    int32_t count;
    CHECK_OK(r2d_world_get_body_count(world, &count));
    return count;
}

int32_t world_shape_count(r2d_world_id world)
{
    int32_t count;
    CHECK_OK(r2d_world_get_shape_count(world, &count));
    return count;
}

int32_t world_contact_count(r2d_world_id world)
{
    int32_t count;
    CHECK_OK(r2d_world_get_contact_count(world, &count));
    return count;
}

world_states world_states_read(r2d_world_id world)
{
    world_states states;
    int32_t capacity = world_body_count(world);
    /* calloc of at least one element so an empty world still gets arrays. */
    size_t slots = (size_t)(capacity > 0 ? capacity : 1);
    states.positions = calloc(slots, sizeof(r2d_vec2));
    states.angles = calloc(slots, sizeof(float));
    states.linear_velocities = calloc(slots, sizeof(r2d_vec2));
    states.angular_velocities = calloc(slots, sizeof(float));
    assert_non_null(states.positions);
    assert_non_null(states.angles);
    assert_non_null(states.linear_velocities);
    assert_non_null(states.angular_velocities);
    CHECK_OK(r2d_world_get_body_states(world, states.positions, states.angles, states.linear_velocities,
                                       states.angular_velocities, capacity, &states.count));
    assert_int_equal(states.count, capacity);
    return states;
}

void world_states_free(world_states* states)
{
    free(states->positions);
    free(states->angles);
    free(states->linear_velocities);
    free(states->angular_velocities);
    memset(states, 0, sizeof *states);
}

static uint64_t fnv1a(uint64_t hash, const void* data, size_t size)
{
    const unsigned char* bytes = data;
    for (size_t i = 0; i < size; ++i) {
        hash ^= bytes[i];
        hash *= 1099511628211ull;
    }
    return hash;
}

uint64_t world_state_hash(r2d_world_id world)
{
    world_states states = world_states_read(world);
    size_t count = (size_t)states.count;
    uint64_t hash = 14695981039346656037ull;
    hash = fnv1a(hash, &states.count, sizeof states.count);
    hash = fnv1a(hash, states.positions, count * sizeof(r2d_vec2));
    hash = fnv1a(hash, states.angles, count * sizeof(float));
    hash = fnv1a(hash, states.linear_velocities, count * sizeof(r2d_vec2));
    hash = fnv1a(hash, states.angular_velocities, count * sizeof(float));
    world_states_free(&states);

    int32_t contact_count = world_contact_count(world);
    hash = fnv1a(hash, &contact_count, sizeof contact_count);
    r2d_vec2 gravity;
    CHECK_OK(r2d_world_get_gravity(world, &gravity));
    return fnv1a(hash, &gravity, sizeof gravity);
}

float random_range(test_random* random, float low, float high)
{
    /* xorshift64*: tiny, seeded, the same on every platform. */
    random->state ^= random->state >> 12;
    random->state ^= random->state << 25;
    random->state ^= random->state >> 27;
    uint64_t bits = random->state * 2685821657736338717ull;
    float unit = (float)(bits >> 40) / (float)(1u << 24);
    return low + (high - low) * unit;
}

float polygon_signed_area(const r2d_vec2* points, int32_t count)
{
    double twice_area = 0.0;
    for (int32_t i = 0; i < count; ++i) {
        r2d_vec2 a = points[i];
        r2d_vec2 b = points[(i + 1) % count];
        twice_area += (double)a.x * b.y - (double)b.x * a.y;
    }
    return (float)(0.5 * twice_area);
}

r2d_shape_id only_shape(r2d_body_id body)
{
    r2d_shape_id shape;
    int32_t count;
    CHECK_OK(r2d_body_get_shapes(body, &shape, 1, &count));
    assert_int_equal(count, 1);
    return shape;
}
