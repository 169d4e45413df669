/* Every bad input to the joint API is refused with its exact status and a
 * message, and leaves both worlds as they were (bodies, shapes, joints,
 * state hash) and a refused setter leaves its joint's settings as they
 * were. Each creation check runs over all seven kinds of joint. */
#include "helpers.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define GARBAGE_SIZE 0xDEADBEEFu
#define KIND_COUNT 7

typedef union any_joint_def {
    r2d_revolute_joint_def revolute;
    r2d_prismatic_joint_def prismatic;
    r2d_distance_joint_def distance;
    r2d_weld_joint_def weld;
    r2d_wheel_joint_def wheel;
    r2d_motor_joint_def motor;
    r2d_mouse_joint_def mouse;
} any_joint_def;

/* What the checks need to know of one kind: how to make its default def,
 * where its base and its float fields are, and how to create it. */
typedef struct joint_kind {
    const char* name;
    void (*fill_default)(any_joint_def* def);
    size_t base_offset;
    r2d_status (*create)(r2d_world_id world, const any_joint_def* def, r2d_joint_id* out_joint);
    int float_count;
    size_t float_offsets[16];
} joint_kind;

static void revolute_default(any_joint_def* def) { def->revolute = r2d_revolute_joint_def_default(); }
static void prismatic_default(any_joint_def* def) { def->prismatic = r2d_prismatic_joint_def_default(); }
static void distance_default(any_joint_def* def) { def->distance = r2d_distance_joint_def_default(); }
static void weld_default(any_joint_def* def) { def->weld = r2d_weld_joint_def_default(); }
static void wheel_default(any_joint_def* def) { def->wheel = r2d_wheel_joint_def_default(); }
static void motor_default(any_joint_def* def) { def->motor = r2d_motor_joint_def_default(); }
static void mouse_default(any_joint_def* def) { def->mouse = r2d_mouse_joint_def_default(); }

/* NULL when def is, so the null-def check reaches the library. */
#define DEF_OF(def, member) ((def) != NULL ? &(def)->member : NULL)

static r2d_status create_revolute(r2d_world_id w, const any_joint_def* d, r2d_joint_id* out)
{
    return r2d_joint_create_revolute(w, DEF_OF(d, revolute), out);
}
static r2d_status create_prismatic(r2d_world_id w, const any_joint_def* d, r2d_joint_id* out)
{
    return r2d_joint_create_prismatic(w, DEF_OF(d, prismatic), out);
}
static r2d_status create_distance(r2d_world_id w, const any_joint_def* d, r2d_joint_id* out)
{
    return r2d_joint_create_distance(w, DEF_OF(d, distance), out);
}
static r2d_status create_weld(r2d_world_id w, const any_joint_def* d, r2d_joint_id* out)
{
    return r2d_joint_create_weld(w, DEF_OF(d, weld), out);
}
static r2d_status create_wheel(r2d_world_id w, const any_joint_def* d, r2d_joint_id* out)
{
    return r2d_joint_create_wheel(w, DEF_OF(d, wheel), out);
}
static r2d_status create_motor(r2d_world_id w, const any_joint_def* d, r2d_joint_id* out)
{
    return r2d_joint_create_motor(w, DEF_OF(d, motor), out);
}
static r2d_status create_mouse(r2d_world_id w, const any_joint_def* d, r2d_joint_id* out)
{
    return r2d_joint_create_mouse(w, DEF_OF(d, mouse), out);
}

#define BASE_FLOATS(type) \
    offsetof(type, base.local_anchor_a.x), offsetof(type, base.local_anchor_a.y), \
        offsetof(type, base.local_anchor_b.x), offsetof(type, base.local_anchor_b.y)

static const joint_kind kinds[KIND_COUNT] = {
    {"revolute", revolute_default, offsetof(r2d_revolute_joint_def, base), create_revolute, 11,
     {BASE_FLOATS(r2d_revolute_joint_def), offsetof(r2d_revolute_joint_def, reference_angle),
      offsetof(r2d_revolute_joint_def, lower_angle), offsetof(r2d_revolute_joint_def, upper_angle),
      offsetof(r2d_revolute_joint_def, motor_speed), offsetof(r2d_revolute_joint_def, max_motor_torque),
      offsetof(r2d_revolute_joint_def, hertz), offsetof(r2d_revolute_joint_def, damping_ratio)}},
    {"prismatic", prismatic_default, offsetof(r2d_prismatic_joint_def, base), create_prismatic, 13,
     {BASE_FLOATS(r2d_prismatic_joint_def), offsetof(r2d_prismatic_joint_def, local_axis_a.x),
      offsetof(r2d_prismatic_joint_def, local_axis_a.y), offsetof(r2d_prismatic_joint_def, reference_angle),
      offsetof(r2d_prismatic_joint_def, lower_translation), offsetof(r2d_prismatic_joint_def, upper_translation),
      offsetof(r2d_prismatic_joint_def, motor_speed), offsetof(r2d_prismatic_joint_def, max_motor_force),
      offsetof(r2d_prismatic_joint_def, hertz), offsetof(r2d_prismatic_joint_def, damping_ratio)}},
    {"distance", distance_default, offsetof(r2d_distance_joint_def, base), create_distance, 11,
     {BASE_FLOATS(r2d_distance_joint_def), offsetof(r2d_distance_joint_def, length),
      offsetof(r2d_distance_joint_def, hertz), offsetof(r2d_distance_joint_def, damping_ratio),
      offsetof(r2d_distance_joint_def, min_length), offsetof(r2d_distance_joint_def, max_length),
      offsetof(r2d_distance_joint_def, motor_speed), offsetof(r2d_distance_joint_def, max_motor_force)}},
    {"weld", weld_default, offsetof(r2d_weld_joint_def, base), create_weld, 9,
     {BASE_FLOATS(r2d_weld_joint_def), offsetof(r2d_weld_joint_def, reference_angle),
      offsetof(r2d_weld_joint_def, linear_hertz), offsetof(r2d_weld_joint_def, linear_damping_ratio),
      offsetof(r2d_weld_joint_def, angular_hertz), offsetof(r2d_weld_joint_def, angular_damping_ratio)}},
    {"wheel", wheel_default, offsetof(r2d_wheel_joint_def, base), create_wheel, 12,
     {BASE_FLOATS(r2d_wheel_joint_def), offsetof(r2d_wheel_joint_def, local_axis_a.x),
      offsetof(r2d_wheel_joint_def, local_axis_a.y), offsetof(r2d_wheel_joint_def, hertz),
      offsetof(r2d_wheel_joint_def, damping_ratio), offsetof(r2d_wheel_joint_def, lower_translation),
      offsetof(r2d_wheel_joint_def, upper_translation), offsetof(r2d_wheel_joint_def, motor_speed),
      offsetof(r2d_wheel_joint_def, max_motor_torque)}},
    {"motor", motor_default, offsetof(r2d_motor_joint_def, base), create_motor, 10,
     {BASE_FLOATS(r2d_motor_joint_def), offsetof(r2d_motor_joint_def, linear_offset.x),
      offsetof(r2d_motor_joint_def, linear_offset.y), offsetof(r2d_motor_joint_def, angular_offset),
      offsetof(r2d_motor_joint_def, max_force), offsetof(r2d_motor_joint_def, max_torque),
      offsetof(r2d_motor_joint_def, correction_factor)}},
    {"mouse", mouse_default, offsetof(r2d_mouse_joint_def, base), create_mouse, 9,
     {BASE_FLOATS(r2d_mouse_joint_def), offsetof(r2d_mouse_joint_def, target.x),
      offsetof(r2d_mouse_joint_def, target.y), offsetof(r2d_mouse_joint_def, hertz),
      offsetof(r2d_mouse_joint_def, damping_ratio), offsetof(r2d_mouse_joint_def, max_force)}},
};

/* A world with a box resting on the ground, a ball, a joint of each kind
 * between ground and box or box and ball, and stale ids; a second world. */
typedef struct fixture {
    bad_input_worlds w;
    r2d_body_id ground;
    r2d_body_id box;
    r2d_body_id ball;
    r2d_body_id stale_body;
    r2d_joint_id stale_joint;
    r2d_joint_id revolute;
    r2d_joint_id prismatic;
    r2d_joint_id distance;
    r2d_joint_id weld;
    r2d_joint_id wheel;
    r2d_joint_id motor;
    r2d_joint_id mouse;
} fixture;

#define EXPECT_REFUSED(f, expected, call) check_refused(&(f)->w, (call), (expected), #call, __LINE__)

/* The default def of a kind between box (A) and ball (B); the mouse
 * joint's A is the ground, as usual. */
static any_joint_def valid_def(const fixture* f, const joint_kind* kind)
{
    any_joint_def def;
    memset(&def, 0, sizeof def);
    kind->fill_default(&def);
    r2d_joint_base_def base;
    memcpy(&base, (const char*)&def + kind->base_offset, sizeof base);
    base.body_a = kind->create == create_mouse ? f->ground : f->box;
    base.body_b = f->ball;
    memcpy((char*)&def + kind->base_offset, &base, sizeof base);
    return def;
}

static void set_bodies(any_joint_def* def, const joint_kind* kind, r2d_body_id a, r2d_body_id b)
{
    r2d_joint_base_def base;
    memcpy(&base, (const char*)def + kind->base_offset, sizeof base);
    base.body_a = a;
    base.body_b = b;
    memcpy((char*)def + kind->base_offset, &base, sizeof base);
}

static r2d_joint_id create_or_fail(const fixture* f, const joint_kind* kind)
{
    any_joint_def def = valid_def(f, kind);
    r2d_joint_id joint;
    CHECK_OK(kind->create(f->w.world, &def, &joint));
    return joint;
}

static int setup(void** state)
{
    fixture* f = calloc(1, sizeof *f);
    assert_non_null(f);
    f->w = bad_input_worlds_open(vec2(0.0f, -10.0f));
    f->ground = add_ground(f->w.world, NULL);
    f->box = add_box_body(f->w.world, R2D_BODY_DYNAMIC, vec2(0.0f, 0.5f), 0.0f, 0.5f, 0.5f, NULL);
    f->ball = add_circle_body(f->w.world, R2D_BODY_DYNAMIC, vec2(2.0f, 0.5f), 0.5f, NULL);
    f->revolute = create_or_fail(f, &kinds[0]);
    f->prismatic = create_or_fail(f, &kinds[1]);
    f->distance = create_or_fail(f, &kinds[2]);
    f->weld = create_or_fail(f, &kinds[3]);
    f->wheel = create_or_fail(f, &kinds[4]);
    f->motor = create_or_fail(f, &kinds[5]);
    f->mouse = create_or_fail(f, &kinds[6]);

    f->stale_body = add_circle_body(f->w.world, R2D_BODY_DYNAMIC, vec2(-3.0f, 3.0f), 0.5f, NULL);
    any_joint_def def = valid_def(f, &kinds[0]);
    set_bodies(&def, &kinds[0], f->box, f->stale_body);
    CHECK_OK(r2d_joint_create_revolute(f->w.world, &def.revolute, &f->stale_joint));
    CHECK_OK(r2d_joint_destroy(f->stale_joint));
    CHECK_OK(r2d_body_destroy(f->stale_body));
    step_world(f->w.world, 30);

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

static void expect_create_refused(const fixture* f, const joint_kind* kind, const any_joint_def* def,
                                  r2d_status expected, const char* what, int line)
{
    r2d_joint_id joint = {0};
    char call[160];
    snprintf(call, sizeof call, "create %s joint with %s", kind->name, what);
    check_refused(&f->w, kind->create(f->w.world, def, &joint), expected, call, line);
    if (joint.bits != 0) {
        fail_msg("line %d: %s wrote an id", line, call);
    }
}

static void wrong_bodies_and_worlds(void** state)
{
    fixture* f = *state;
    for (int k = 0; k < KIND_COUNT; ++k) {
        const joint_kind* kind = &kinds[k];
        any_joint_def def = valid_def(f, kind);
        set_bodies(&def, kind, f->box, f->box);
        expect_create_refused(f, kind, &def, R2D_ERROR_INVALID_ARGUMENT, "the same body twice", __LINE__);
        set_bodies(&def, kind, f->box, f->w.other_body);
        expect_create_refused(f, kind, &def, R2D_ERROR_WRONG_WORLD, "a body of another world", __LINE__);
        set_bodies(&def, kind, f->w.other_body, f->ball);
        expect_create_refused(f, kind, &def, R2D_ERROR_WRONG_WORLD, "body A of another world", __LINE__);
        set_bodies(&def, kind, f->box, f->stale_body);
        expect_create_refused(f, kind, &def, R2D_ERROR_INVALID_ID, "a destroyed body", __LINE__);
        set_bodies(&def, kind, (r2d_body_id){0}, f->ball);
        expect_create_refused(f, kind, &def, R2D_ERROR_INVALID_ID, "a null body", __LINE__);

        def = valid_def(f, kind);
        r2d_joint_id joint;
        check_refused(&f->w, kind->create(f->w.other_world, &def, &joint), R2D_ERROR_WRONG_WORLD,
                              "create in the other world with this world's bodies", __LINE__);
        check_refused(&f->w, kind->create(f->w.dead_world, &def, &joint), R2D_ERROR_INVALID_ID,
                              "create in a destroyed world", __LINE__);
    }
}

static void not_finite_numbers_in_every_field(void** state)
{
    fixture* f = *state;
    const float bad_values[3] = {NAN, INFINITY, -INFINITY};
    for (int k = 0; k < KIND_COUNT; ++k) {
        const joint_kind* kind = &kinds[k];
        for (int field = 0; field < kind->float_count; ++field) {
            for (int v = 0; v < 3; ++v) {
                any_joint_def def = valid_def(f, kind);
                memcpy((char*)&def + kind->float_offsets[field], &bad_values[v], sizeof(float));
                char what[64];
                snprintf(what, sizeof what, "%g in float field %d", (double)bad_values[v], field);
                expect_create_refused(f, kind, &def, R2D_ERROR_INVALID_NUMBER, what, __LINE__);
            }
        }
    }
}

static void uninitialised_defs_and_null_pointers(void** state)
{
    fixture* f = *state;
    const uint32_t bad_sizes[2] = {0u, GARBAGE_SIZE};
    for (int k = 0; k < KIND_COUNT; ++k) {
        const joint_kind* kind = &kinds[k];
        for (int s = 0; s < 2; ++s) {
            any_joint_def def = valid_def(f, kind);
            /* struct_size is the first member of every def. */
            memcpy(&def, &bad_sizes[s], sizeof bad_sizes[s]);
            expect_create_refused(f, kind, &def, R2D_ERROR_INVALID_ARGUMENT, "a wrong struct_size", __LINE__);
        }
        any_joint_def def = valid_def(f, kind);
        r2d_joint_id joint;
        check_refused(&f->w, kind->create(f->w.world, NULL, &joint), R2D_ERROR_NULL_POINTER, "a null def", __LINE__);
        check_refused(&f->w, kind->create(f->w.world, &def, NULL), R2D_ERROR_NULL_POINTER, "a null out id",
                              __LINE__);
    }

    float x;
    int32_t count;
    EXPECT_REFUSED(f, R2D_ERROR_NULL_POINTER, r2d_joint_get_type(f->revolute, NULL));
    EXPECT_REFUSED(f, R2D_ERROR_NULL_POINTER, r2d_joint_get_world(f->revolute, NULL));
    EXPECT_REFUSED(f, R2D_ERROR_NULL_POINTER, r2d_joint_get_body_a(f->revolute, NULL));
    EXPECT_REFUSED(f, R2D_ERROR_NULL_POINTER, r2d_joint_get_local_anchor_b(f->revolute, NULL));
    EXPECT_REFUSED(f, R2D_ERROR_NULL_POINTER, r2d_joint_get_collide_connected(f->revolute, NULL));
    EXPECT_REFUSED(f, R2D_ERROR_NULL_POINTER, r2d_joint_get_user_data(f->revolute, NULL));
    EXPECT_REFUSED(f, R2D_ERROR_NULL_POINTER, r2d_joint_get_constraint_force(f->revolute, NULL));
    EXPECT_REFUSED(f, R2D_ERROR_NULL_POINTER, r2d_joint_get_constraint_torque(f->revolute, NULL));
    EXPECT_REFUSED(f, R2D_ERROR_NULL_POINTER, r2d_joint_get_spring(f->revolute, NULL, &x));
    EXPECT_REFUSED(f, R2D_ERROR_NULL_POINTER, r2d_joint_get_spring(f->revolute, &x, NULL));
    EXPECT_REFUSED(f, R2D_ERROR_NULL_POINTER, r2d_joint_get_limits(f->revolute, &x, NULL));
    EXPECT_REFUSED(f, R2D_ERROR_NULL_POINTER, r2d_joint_is_motor_enabled(f->revolute, NULL));
    EXPECT_REFUSED(f, R2D_ERROR_NULL_POINTER, r2d_joint_get_position(f->revolute, NULL));
    EXPECT_REFUSED(f, R2D_ERROR_NULL_POINTER, r2d_joint_get_speed(f->revolute, NULL));
    EXPECT_REFUSED(f, R2D_ERROR_NULL_POINTER, r2d_joint_get_motor_effort(f->revolute, NULL));
    EXPECT_REFUSED(f, R2D_ERROR_NULL_POINTER, r2d_distance_joint_get_length(f->distance, NULL));
    EXPECT_REFUSED(f, R2D_ERROR_NULL_POINTER, r2d_weld_joint_get_linear_spring(f->weld, NULL, &x));
    EXPECT_REFUSED(f, R2D_ERROR_NULL_POINTER, r2d_motor_joint_get_linear_offset(f->motor, NULL));
    EXPECT_REFUSED(f, R2D_ERROR_NULL_POINTER, r2d_mouse_joint_get_target(f->mouse, NULL));
    EXPECT_REFUSED(f, R2D_ERROR_NULL_POINTER, r2d_world_get_joint_count(f->w.world, NULL));
    EXPECT_REFUSED(f, R2D_ERROR_NULL_POINTER, r2d_body_get_joint_count(f->box, NULL));
    EXPECT_REFUSED(f, R2D_ERROR_NULL_POINTER, r2d_body_get_joints(f->box, NULL, 4, &count));
}

static void stale_and_null_joint_ids(void** state)
{
    fixture* f = *state;
    const r2d_joint_id ids[2] = {f->stale_joint, {0}};
    r2d_vec2 v;
    float x;
    bool b;
    r2d_joint_type type;
    r2d_body_id body;
    int32_t count;
    r2d_joint_id listed[4];
    for (int i = 0; i < 2; ++i) {
        r2d_joint_id j = ids[i];
        EXPECT_REFUSED(f, R2D_ERROR_INVALID_ID, r2d_joint_destroy(j));
        EXPECT_REFUSED(f, R2D_ERROR_INVALID_ID, r2d_joint_get_type(j, &type));
        EXPECT_REFUSED(f, R2D_ERROR_INVALID_ID, r2d_joint_get_body_b(j, &body));
        EXPECT_REFUSED(f, R2D_ERROR_INVALID_ID, r2d_joint_get_local_anchor_a(j, &v));
        EXPECT_REFUSED(f, R2D_ERROR_INVALID_ID, r2d_joint_set_collide_connected(j, true));
        EXPECT_REFUSED(f, R2D_ERROR_INVALID_ID, r2d_joint_set_user_data(j, 7u));
        EXPECT_REFUSED(f, R2D_ERROR_INVALID_ID, r2d_joint_get_constraint_force(j, &v));
        EXPECT_REFUSED(f, R2D_ERROR_INVALID_ID, r2d_joint_enable_spring(j, true));
        EXPECT_REFUSED(f, R2D_ERROR_INVALID_ID, r2d_joint_set_spring(j, 1.0f, 0.5f));
        EXPECT_REFUSED(f, R2D_ERROR_INVALID_ID, r2d_joint_set_limits(j, -1.0f, 1.0f));
        EXPECT_REFUSED(f, R2D_ERROR_INVALID_ID, r2d_joint_is_limit_enabled(j, &b));
        EXPECT_REFUSED(f, R2D_ERROR_INVALID_ID, r2d_joint_set_motor_speed(j, 1.0f));
        EXPECT_REFUSED(f, R2D_ERROR_INVALID_ID, r2d_joint_set_max_motor_effort(j, 1.0f));
        EXPECT_REFUSED(f, R2D_ERROR_INVALID_ID, r2d_joint_get_position(j, &x));
        EXPECT_REFUSED(f, R2D_ERROR_INVALID_ID, r2d_distance_joint_set_length(j, 1.0f));
        EXPECT_REFUSED(f, R2D_ERROR_INVALID_ID, r2d_weld_joint_set_angular_spring(j, 1.0f, 0.5f));
        EXPECT_REFUSED(f, R2D_ERROR_INVALID_ID, r2d_motor_joint_set_max_force(j, 1.0f));
        EXPECT_REFUSED(f, R2D_ERROR_INVALID_ID, r2d_mouse_joint_set_target(j, vec2(0.0f, 0.0f)));
    }
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_ID, r2d_body_get_joint_count(f->stale_body, &count));
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_ID, r2d_body_get_joints(f->stale_body, listed, 4, &count));
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_ID, r2d_world_get_joint_count(f->w.dead_world, &count));
}

static void numbers_out_of_range_at_creation(void** state)
{
    fixture* f = *state;
    any_joint_def def = valid_def(f, &kinds[0]);
    def.revolute.hertz = -1.0f;
    expect_create_refused(f, &kinds[0], &def, R2D_ERROR_OUT_OF_RANGE, "negative hertz", __LINE__);
    def = valid_def(f, &kinds[0]);
    def.revolute.damping_ratio = -0.1f;
    expect_create_refused(f, &kinds[0], &def, R2D_ERROR_OUT_OF_RANGE, "negative damping", __LINE__);
    def = valid_def(f, &kinds[0]);
    def.revolute.lower_angle = 0.5f;
    def.revolute.upper_angle = -0.5f;
    expect_create_refused(f, &kinds[0], &def, R2D_ERROR_OUT_OF_RANGE, "lower above upper", __LINE__);
    def = valid_def(f, &kinds[0]);
    def.revolute.max_motor_torque = -1.0f;
    expect_create_refused(f, &kinds[0], &def, R2D_ERROR_OUT_OF_RANGE, "negative torque", __LINE__);

    def = valid_def(f, &kinds[1]);
    def.prismatic.local_axis_a = vec2(0.0f, 0.0f);
    expect_create_refused(f, &kinds[1], &def, R2D_ERROR_OUT_OF_RANGE, "a zero axis", __LINE__);
    def = valid_def(f, &kinds[1]);
    def.prismatic.lower_translation = 1.0f;
    def.prismatic.upper_translation = 0.0f;
    expect_create_refused(f, &kinds[1], &def, R2D_ERROR_OUT_OF_RANGE, "lower above upper", __LINE__);
    def = valid_def(f, &kinds[1]);
    def.prismatic.max_motor_force = -1.0f;
    expect_create_refused(f, &kinds[1], &def, R2D_ERROR_OUT_OF_RANGE, "negative force", __LINE__);

    def = valid_def(f, &kinds[2]);
    def.distance.length = 0.0f;
    expect_create_refused(f, &kinds[2], &def, R2D_ERROR_OUT_OF_RANGE, "a zero length", __LINE__);
    def.distance.length = -1.0f;
    expect_create_refused(f, &kinds[2], &def, R2D_ERROR_OUT_OF_RANGE, "a negative length", __LINE__);
    def = valid_def(f, &kinds[2]);
    def.distance.min_length = 2.0f;
    def.distance.max_length = 1.0f;
    expect_create_refused(f, &kinds[2], &def, R2D_ERROR_OUT_OF_RANGE, "min above max", __LINE__);
    def = valid_def(f, &kinds[2]);
    def.distance.min_length = -1.0f;
    expect_create_refused(f, &kinds[2], &def, R2D_ERROR_OUT_OF_RANGE, "a negative min length", __LINE__);
    def = valid_def(f, &kinds[2]);
    def.distance.hertz = -2.0f;
    expect_create_refused(f, &kinds[2], &def, R2D_ERROR_OUT_OF_RANGE, "negative hertz", __LINE__);

    def = valid_def(f, &kinds[3]);
    def.weld.linear_hertz = -1.0f;
    expect_create_refused(f, &kinds[3], &def, R2D_ERROR_OUT_OF_RANGE, "negative linear hertz", __LINE__);
    def = valid_def(f, &kinds[3]);
    def.weld.angular_damping_ratio = -1.0f;
    expect_create_refused(f, &kinds[3], &def, R2D_ERROR_OUT_OF_RANGE, "negative angular damping", __LINE__);

    def = valid_def(f, &kinds[4]);
    def.wheel.local_axis_a = vec2(0.0f, 0.0f);
    expect_create_refused(f, &kinds[4], &def, R2D_ERROR_OUT_OF_RANGE, "a zero axis", __LINE__);
    def = valid_def(f, &kinds[4]);
    def.wheel.hertz = -1.0f;
    expect_create_refused(f, &kinds[4], &def, R2D_ERROR_OUT_OF_RANGE, "negative hertz", __LINE__);
    def = valid_def(f, &kinds[4]);
    def.wheel.lower_translation = 0.1f;
    def.wheel.upper_translation = -0.1f;
    expect_create_refused(f, &kinds[4], &def, R2D_ERROR_OUT_OF_RANGE, "lower above upper", __LINE__);

    def = valid_def(f, &kinds[5]);
    def.motor.max_force = -1.0f;
    expect_create_refused(f, &kinds[5], &def, R2D_ERROR_OUT_OF_RANGE, "negative force", __LINE__);
    def = valid_def(f, &kinds[5]);
    def.motor.max_torque = -1.0f;
    expect_create_refused(f, &kinds[5], &def, R2D_ERROR_OUT_OF_RANGE, "negative torque", __LINE__);
    def = valid_def(f, &kinds[5]);
    def.motor.correction_factor = 1.5f;
    expect_create_refused(f, &kinds[5], &def, R2D_ERROR_OUT_OF_RANGE, "a correction above 1", __LINE__);
    def.motor.correction_factor = -0.1f;
    expect_create_refused(f, &kinds[5], &def, R2D_ERROR_OUT_OF_RANGE, "a negative correction", __LINE__);

    def = valid_def(f, &kinds[6]);
    def.mouse.hertz = 0.0f;
    expect_create_refused(f, &kinds[6], &def, R2D_ERROR_OUT_OF_RANGE, "zero hertz", __LINE__);
    def = valid_def(f, &kinds[6]);
    def.mouse.damping_ratio = -1.0f;
    expect_create_refused(f, &kinds[6], &def, R2D_ERROR_OUT_OF_RANGE, "negative damping", __LINE__);
    def = valid_def(f, &kinds[6]);
    def.mouse.max_force = -1.0f;
    expect_create_refused(f, &kinds[6], &def, R2D_ERROR_OUT_OF_RANGE, "negative force", __LINE__);
}

/* The settings a refused setter must not touch, read through the getters
 * each kind has. */
typedef struct joint_settings {
    float a;
    float b;
} joint_settings;

static joint_settings spring_of(r2d_joint_id joint)
{
    joint_settings s;
    CHECK_OK(r2d_joint_get_spring(joint, &s.a, &s.b));
    return s;
}

static joint_settings limits_of(r2d_joint_id joint)
{
    joint_settings s;
    CHECK_OK(r2d_joint_get_limits(joint, &s.a, &s.b));
    return s;
}

static joint_settings motor_of(r2d_joint_id joint)
{
    joint_settings s;
    CHECK_OK(r2d_joint_get_motor_speed(joint, &s.a));
    CHECK_OK(r2d_joint_get_max_motor_effort(joint, &s.b));
    return s;
}

#define ASSERT_SETTINGS_SAME(before, after) \
    do { \
        assert_memory_equal(&(before).a, &(after).a, sizeof(float)); \
        assert_memory_equal(&(before).b, &(after).b, sizeof(float)); \
    } while (0)

static void refused_setters_leave_the_joint_unchanged(void** state)
{
    fixture* f = *state;
    const r2d_joint_id sprung[4] = {f->revolute, f->prismatic, f->distance, f->wheel};
    const r2d_joint_id limited[4] = {f->revolute, f->prismatic, f->distance, f->wheel};
    for (int i = 0; i < 4; ++i) {
        joint_settings spring = spring_of(sprung[i]);
        EXPECT_REFUSED(f, R2D_ERROR_OUT_OF_RANGE, r2d_joint_set_spring(sprung[i], -1.0f, 0.5f));
        EXPECT_REFUSED(f, R2D_ERROR_OUT_OF_RANGE, r2d_joint_set_spring(sprung[i], 1.0f, -0.5f));
        EXPECT_REFUSED(f, R2D_ERROR_INVALID_NUMBER, r2d_joint_set_spring(sprung[i], NAN, 0.5f));
        EXPECT_REFUSED(f, R2D_ERROR_INVALID_NUMBER, r2d_joint_set_spring(sprung[i], 1.0f, INFINITY));
        joint_settings spring_after = spring_of(sprung[i]);
        ASSERT_SETTINGS_SAME(spring, spring_after);

        joint_settings limits = limits_of(limited[i]);
        EXPECT_REFUSED(f, R2D_ERROR_OUT_OF_RANGE, r2d_joint_set_limits(limited[i], 1.0f, 0.5f));
        EXPECT_REFUSED(f, R2D_ERROR_INVALID_NUMBER, r2d_joint_set_limits(limited[i], -INFINITY, 0.5f));
        EXPECT_REFUSED(f, R2D_ERROR_INVALID_NUMBER, r2d_joint_set_limits(limited[i], 0.0f, NAN));
        joint_settings limits_after = limits_of(limited[i]);
        ASSERT_SETTINGS_SAME(limits, limits_after);

        joint_settings motor = motor_of(limited[i]);
        EXPECT_REFUSED(f, R2D_ERROR_OUT_OF_RANGE, r2d_joint_set_max_motor_effort(limited[i], -1.0f));
        EXPECT_REFUSED(f, R2D_ERROR_INVALID_NUMBER, r2d_joint_set_max_motor_effort(limited[i], NAN));
        EXPECT_REFUSED(f, R2D_ERROR_INVALID_NUMBER, r2d_joint_set_motor_speed(limited[i], INFINITY));
        joint_settings motor_after = motor_of(limited[i]);
        ASSERT_SETTINGS_SAME(motor, motor_after);
    }

    float length;
    CHECK_OK(r2d_distance_joint_get_length(f->distance, &length));
    EXPECT_REFUSED(f, R2D_ERROR_OUT_OF_RANGE, r2d_distance_joint_set_length(f->distance, 0.0f));
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_NUMBER, r2d_distance_joint_set_length(f->distance, NAN));
    float length_after;
    CHECK_OK(r2d_distance_joint_get_length(f->distance, &length_after));
    assert_memory_equal(&length, &length_after, sizeof length);

    EXPECT_REFUSED(f, R2D_ERROR_OUT_OF_RANGE, r2d_weld_joint_set_linear_spring(f->weld, -1.0f, 0.0f));
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_NUMBER, r2d_weld_joint_set_angular_spring(f->weld, 1.0f, NAN));
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_NUMBER, r2d_motor_joint_set_linear_offset(f->motor, vec2(NAN, 0.0f)));
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_NUMBER, r2d_motor_joint_set_angular_offset(f->motor, INFINITY));
    EXPECT_REFUSED(f, R2D_ERROR_OUT_OF_RANGE, r2d_motor_joint_set_max_force(f->motor, -1.0f));
    EXPECT_REFUSED(f, R2D_ERROR_OUT_OF_RANGE, r2d_motor_joint_set_max_torque(f->motor, -1.0f));
    EXPECT_REFUSED(f, R2D_ERROR_OUT_OF_RANGE, r2d_motor_joint_set_correction_factor(f->motor, 2.0f));
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_NUMBER, r2d_mouse_joint_set_target(f->mouse, vec2(0.0f, INFINITY)));
    EXPECT_REFUSED(f, R2D_ERROR_OUT_OF_RANGE, r2d_mouse_joint_set_max_force(f->mouse, -1.0f));

    /* The mouse joint's spring must keep hertz > 0. */
    joint_settings mouse_spring = spring_of(f->mouse);
    EXPECT_REFUSED(f, R2D_ERROR_OUT_OF_RANGE, r2d_joint_set_spring(f->mouse, 0.0f, 0.7f));
    joint_settings mouse_spring_after = spring_of(f->mouse);
    ASSERT_SETTINGS_SAME(mouse_spring, mouse_spring_after);

    r2d_vec2 offset;
    CHECK_OK(r2d_motor_joint_get_linear_offset(f->motor, &offset));
    assert_true(offset.x == 0.0f && offset.y == 0.0f);
    float factor;
    CHECK_OK(r2d_motor_joint_get_correction_factor(f->motor, &factor));
    ASSERT_NEAR(factor, 0.3f, 0.0f);
}

static void features_a_kind_lacks(void** state)
{
    fixture* f = *state;
    float x;
    float y;
    bool b;
    r2d_vec2 v;
    /* Weld and motor joints have no spring, limit or motor of the shared
     * kind, and no coordinate. */
    const r2d_joint_id plain[2] = {f->weld, f->motor};
    for (int i = 0; i < 2; ++i) {
        EXPECT_REFUSED(f, R2D_ERROR_INVALID_OPERATION, r2d_joint_enable_spring(plain[i], true));
        EXPECT_REFUSED(f, R2D_ERROR_INVALID_OPERATION, r2d_joint_set_spring(plain[i], 1.0f, 0.5f));
        EXPECT_REFUSED(f, R2D_ERROR_INVALID_OPERATION, r2d_joint_get_spring(plain[i], &x, &y));
        EXPECT_REFUSED(f, R2D_ERROR_INVALID_OPERATION, r2d_joint_enable_limit(plain[i], true));
        EXPECT_REFUSED(f, R2D_ERROR_INVALID_OPERATION, r2d_joint_set_limits(plain[i], -1.0f, 1.0f));
        EXPECT_REFUSED(f, R2D_ERROR_INVALID_OPERATION, r2d_joint_is_limit_enabled(plain[i], &b));
        EXPECT_REFUSED(f, R2D_ERROR_INVALID_OPERATION, r2d_joint_enable_motor(plain[i], true));
        EXPECT_REFUSED(f, R2D_ERROR_INVALID_OPERATION, r2d_joint_set_motor_speed(plain[i], 1.0f));
        EXPECT_REFUSED(f, R2D_ERROR_INVALID_OPERATION, r2d_joint_set_max_motor_effort(plain[i], 1.0f));
        EXPECT_REFUSED(f, R2D_ERROR_INVALID_OPERATION, r2d_joint_get_motor_effort(plain[i], &x));
        EXPECT_REFUSED(f, R2D_ERROR_INVALID_OPERATION, r2d_joint_get_position(plain[i], &x));
        EXPECT_REFUSED(f, R2D_ERROR_INVALID_OPERATION, r2d_joint_get_speed(plain[i], &x));
    }
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_OPERATION, r2d_joint_enable_limit(f->mouse, true));
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_OPERATION, r2d_joint_enable_motor(f->mouse, true));
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_OPERATION, r2d_joint_get_position(f->mouse, &x));
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_OPERATION, r2d_joint_enable_spring(f->weld, false));

    /* The setters of one kind refuse every other kind. */
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_OPERATION, r2d_distance_joint_set_length(f->revolute, 1.0f));
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_OPERATION, r2d_distance_joint_get_length(f->wheel, &x));
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_OPERATION, r2d_weld_joint_set_linear_spring(f->prismatic, 1.0f, 0.5f));
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_OPERATION, r2d_weld_joint_get_angular_spring(f->distance, &x, &y));
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_OPERATION, r2d_motor_joint_set_linear_offset(f->weld, vec2(1.0f, 0.0f)));
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_OPERATION, r2d_motor_joint_set_correction_factor(f->mouse, 0.5f));
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_OPERATION, r2d_motor_joint_get_max_torque(f->revolute, &x));
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_OPERATION, r2d_mouse_joint_set_target(f->motor, vec2(1.0f, 1.0f)));
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_OPERATION, r2d_mouse_joint_set_max_force(f->wheel, 10.0f));
    EXPECT_REFUSED(f, R2D_ERROR_INVALID_OPERATION, r2d_mouse_joint_get_target(f->distance, &v));
}

#define FIXTURE_TEST(name) cmocka_unit_test_setup_teardown(name, setup, teardown)

int main(void)
{
    const struct CMUnitTest tests[] = {
        FIXTURE_TEST(wrong_bodies_and_worlds),
        FIXTURE_TEST(not_finite_numbers_in_every_field),
        FIXTURE_TEST(uninitialised_defs_and_null_pointers),
        FIXTURE_TEST(stale_and_null_joint_ids),
        FIXTURE_TEST(numbers_out_of_range_at_creation),
        FIXTURE_TEST(refused_setters_leave_the_joint_unchanged),
        FIXTURE_TEST(features_a_kind_lacks),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
