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

r2d_world_id box_under_a_sleepless_one(r2d_body_id* out_lower)
{
    r2d_world_id world = create_world(vec2(0.0f, -10.0f));
    add_ground(world, NULL);
    *out_lower = add_box_body(world, R2D_BODY_DYNAMIC, vec2(0.0f, 0.5f), 0.0f, 0.5f, 0.5f, NULL);
    r2d_body_def def = r2d_body_def_default();
    def.type = R2D_BODY_DYNAMIC;
    def.position = vec2(0.0f, 1.5f);
    def.allow_sleep = false;
    r2d_body_id upper;
    CHECK_OK(r2d_body_create(world, &def, &upper));
    r2d_shape_def shape_def = r2d_shape_def_default();
    r2d_box box;
    memset(&box, 0, sizeof box);
    box.half_extents = vec2(0.5f, 0.5f);
    r2d_shape_id shape;
    CHECK_OK(r2d_shape_create_box(upper, &shape_def, &box, &shape));
    return world;
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

unsigned char* save_snapshot(r2d_world_id world, size_t* out_size)
{
    CHECK_OK(r2d_world_get_snapshot_size(world, out_size));
    unsigned char* bytes = malloc(*out_size);
    assert_non_null(bytes);
    size_t written = 0;
    CHECK_OK(r2d_world_save_snapshot(world, bytes, *out_size, &written));
    assert_int_equal(written, *out_size);
    return bytes;
}

world_fingerprint world_fingerprint_take(r2d_world_id world)
{
    world_fingerprint print;
    print.body_count = world_body_count(world);
    print.shape_count = world_shape_count(world);
    CHECK_OK(r2d_world_get_joint_count(world, &print.joint_count));
    print.hash = world_state_hash(world);
    return print;
}

bool world_fingerprint_equal(const world_fingerprint* a, const world_fingerprint* b)
{
    return a->body_count == b->body_count && a->shape_count == b->shape_count && a->joint_count == b->joint_count &&
           a->hash == b->hash;
}

bad_input_worlds bad_input_worlds_open(r2d_vec2 gravity)
{
    bad_input_worlds worlds;
    memset(&worlds, 0, sizeof worlds);
    worlds.world = create_world(gravity);
    worlds.other_world = create_world(gravity);
    worlds.other_body = add_circle_body(worlds.other_world, R2D_BODY_DYNAMIC, vec2(0.0f, 0.0f), 0.5f, NULL);
    worlds.dead_world = create_world(gravity);
    CHECK_OK(r2d_world_destroy(worlds.dead_world));
    return worlds;
}

void bad_input_worlds_seal(bad_input_worlds* worlds)
{
    worlds->before[0] = world_fingerprint_take(worlds->world);
    worlds->before[1] = world_fingerprint_take(worlds->other_world);
}

void bad_input_worlds_close(bad_input_worlds* worlds)
{
    CHECK_OK(r2d_world_destroy(worlds->world));
    CHECK_OK(r2d_world_destroy(worlds->other_world));
}

void check_refused(const bad_input_worlds* worlds, r2d_status got, r2d_status expected, const char* call, int line)
{
    if (got != expected) {
        fail_msg("line %d: %s returned %d (%s), expected %d (%s)", line, call, (int)got, r2d_status_string(got),
                 (int)expected, r2d_status_string(expected));
    }
    if (r2d_last_error_message()[0] == '\0') {
        fail_msg("line %d: %s failed without a message", line, call);
    }
    const r2d_world_id live[2] = {worlds->world, worlds->other_world};
    for (int i = 0; i < 2; ++i) {
        world_fingerprint now = world_fingerprint_take(live[i]);
        const world_fingerprint* was = &worlds->before[i];
        if (!world_fingerprint_equal(&now, was)) {
            fail_msg("line %d: %s changed world %d: bodies %d -> %d, shapes %d -> %d, joints %d -> %d, hash %s", line,
                     call, i, was->body_count, now.body_count, was->shape_count, now.shape_count, was->joint_count,
                     now.joint_count, now.hash == was->hash ? "same" : "changed");
        }
    }
}

r2d_vec2 body_world_point(r2d_body_id body, r2d_vec2 local_point)
{
    r2d_vec2 origin = body_position(body);
    float angle = body_angle(body);
    float c = cosf(angle);
    float s = sinf(angle);
    return vec2(origin.x + c * local_point.x - s * local_point.y, origin.y + s * local_point.x + c * local_point.y);
}

/* The world point p in the body's frame. */
static r2d_vec2 body_local_point(r2d_body_id body, r2d_vec2 p)
{
    r2d_vec2 origin = body_position(body);
    float angle = body_angle(body);
    float c = cosf(angle);
    float s = sinf(angle);
    float dx = p.x - origin.x;
    float dy = p.y - origin.y;
    return vec2(c * dx + s * dy, -s * dx + c * dy);
}

r2d_joint_id add_revolute_at(r2d_world_id world, r2d_body_id a, r2d_body_id b, r2d_vec2 pivot)
{
    r2d_revolute_joint_def def = r2d_revolute_joint_def_default();
    def.base.body_a = a;
    def.base.body_b = b;
    def.base.local_anchor_a = body_local_point(a, pivot);
    def.base.local_anchor_b = body_local_point(b, pivot);
    def.reference_angle = body_angle(b) - body_angle(a);
    r2d_joint_id joint;
    CHECK_OK(r2d_joint_create_revolute(world, &def, &joint));
    return joint;
}

float joint_position(r2d_joint_id joint)
{
    float position;
    CHECK_OK(r2d_joint_get_position(joint, &position));
    return position;
}

float joint_anchor_gap(r2d_joint_id joint)
{
    r2d_body_id body_a;
    r2d_body_id body_b;
    r2d_vec2 local_a;
    r2d_vec2 local_b;
    CHECK_OK(r2d_joint_get_body_a(joint, &body_a));
    CHECK_OK(r2d_joint_get_body_b(joint, &body_b));
    CHECK_OK(r2d_joint_get_local_anchor_a(joint, &local_a));
    CHECK_OK(r2d_joint_get_local_anchor_b(joint, &local_b));
    r2d_vec2 a = body_world_point(body_a, local_a);
    r2d_vec2 b = body_world_point(body_b, local_b);
    return hypotf(b.x - a.x, b.y - a.y);
}

float oscillation_period(r2d_world_id world, int step_count, float (*signal)(const void* context),
                         const void* context)
{
    double first_crossing = -1.0;
    double last_crossing = -1.0;
    int crossing_count = 0;
    float previous = signal(context);
    for (int step = 1; step <= step_count; ++step) {
        step_world(world, 1);
        float now = signal(context);
        if (previous < 0.0f && now >= 0.0f) {
            /* The time within this step at which the signal reached zero. */
            double crossing = ((double)step - 1.0 + (double)previous / ((double)previous - now)) * TEST_TIME_STEP;
            if (crossing_count == 0) {
                first_crossing = crossing;
            }
            last_crossing = crossing;
            ++crossing_count;
        }
        previous = now;
    }
    if (crossing_count < 2) {
        return -1.0f;
    }
    return (float)((last_crossing - first_crossing) / (crossing_count - 1));
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

r2d_shape_proxy make_shape_proxy(const r2d_vec2* points, int32_t count, float radius, r2d_vec2 position,
                                 float angle)
{
    r2d_shape_proxy proxy;
    memset(&proxy, 0, sizeof proxy);
    for (int32_t i = 0; i < count && i < R2D_MAX_POLYGON_VERTICES; ++i) proxy.points[i] = points[i];
    proxy.count = count;
    proxy.radius = radius;
    proxy.position = position;
    proxy.angle = angle;
    return proxy;
}

r2d_shape_proxy circle_shape_proxy(r2d_vec2 center, float radius)
{
    r2d_vec2 origin = vec2(0.0f, 0.0f);
    return make_shape_proxy(&origin, 1, radius, center, 0.0f);
}
