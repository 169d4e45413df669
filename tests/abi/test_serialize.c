/* Serialized worlds: loaded by the same build, a world steps bit for bit as
 * the original; without its build snapshot it loads the scene and steps
 * close to it; a version 1.0 buffer written here from
 * docs/serialized_format.md loads, which pins the format; and damaged or
 * foreign buffers are refused with nothing created. */
#include "helpers.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "scene.h"

/* Bytes the test owns. */
typedef struct bytes {
    unsigned char* data;
    size_t size;
} bytes;

static bytes serialize(r2d_world_id world)
{
    bytes b = {NULL, 0};
    CHECK_OK(r2d_world_get_serialized_size(world, &b.size));
    b.data = (unsigned char*)malloc(b.size);
    assert_non_null(b.data);
    size_t written = 0;
    CHECK_OK(r2d_world_serialize(world, b.data, b.size, &written));
    assert_int_equal(written, b.size);
    return b;
}

/* ---- Writing the format by hand, from the spec ---- */

typedef struct writer {
    unsigned char data[4096];
    size_t size;
} writer;

static void put_u8(writer* w, uint8_t v)
{
    assert_true(w->size < sizeof w->data);
    w->data[w->size++] = v;
}

static void put_bytes_le(writer* w, uint64_t v, int count)
{
    for (int i = 0; i < count; ++i) put_u8(w, (uint8_t)(v >> (8 * i)));
}

static void put_u32(writer* w, uint32_t v) { put_bytes_le(w, v, 4); }
static void put_u64(writer* w, uint64_t v) { put_bytes_le(w, v, 8); }

static void put_f32(writer* w, float v)
{
    uint32_t bits;
    memcpy(&bits, &v, 4);
    put_u32(w, bits);
}

static void put_vec2(writer* w, float x, float y)
{
    put_f32(w, x);
    put_f32(w, y);
}

static void patch_le(writer* w, size_t at, uint64_t v, int count)
{
    for (int i = 0; i < count; ++i) w->data[at + (size_t)i] = (unsigned char)(v >> (8 * i));
}

/* Opens a section or a record; close_length writes the length of what follows it. */
static size_t open_section(writer* w, uint32_t kind)
{
    put_u32(w, kind);
    size_t at = w->size;
    put_u64(w, 0);
    return at;
}

static void close_section(writer* w, size_t at) { patch_le(w, at, w->size - at - 8, 8); }

static size_t open_record(writer* w)
{
    size_t at = w->size;
    put_u32(w, 0);
    return at;
}

static void close_record(writer* w, size_t at) { patch_le(w, at, w->size - at - 4, 4); }

static uint64_t fnv1a(const unsigned char* data, size_t size)
{
    uint64_t h = 0xcbf29ce484222325u;
    for (size_t i = 0; i < size; ++i) h = (h ^ data[i]) * 0x100000001b3u;
    return h;
}

/* Fills the header's length and checksum once the sections are written. */
static void seal(unsigned char* data, size_t size)
{
    uint64_t length = size - 24;
    uint64_t checksum = fnv1a(data + 24, length);
    for (int i = 0; i < 8; ++i) {
        data[8 + i] = (unsigned char)(length >> (8 * i));
        data[16 + i] = (unsigned char)(checksum >> (8 * i));
    }
}

/* The fields version 1.1 appended to the world and body records (the
 * ball, body 1, made a bullet of 2 kg with inertia 0.5 about its centre),
 * the world's continuous flag of 1.2 (off), and, for a later minor, fields
 * after them that a 1.2 reader skips. */
static const float fixture_max_linear_speed = 50.0f;
static const r2d_mass_data fixture_ball_mass = {2.0f, {0.0f, 0.0f}, 0.5f};

static void put_appended_world_fields(writer* w, uint16_t minor)
{
    if (minor < 1) return;
    put_f32(w, fixture_max_linear_speed);
    if (minor < 2) return;
    put_u8(w, 0); /* enable_continuous */
    if (minor > 2) put_u32(w, 0xdeadbeef);
}

static void put_appended_body_fields(writer* w, uint16_t minor, int body)
{
    if (minor < 1) return;
    put_u8(w, 1);                /* enabled */
    put_u8(w, body == 1 ? 1 : 0); /* bullet */
    put_u8(w, body == 1 ? 1 : 0); /* mass override */
    put_f32(w, body == 1 ? fixture_ball_mass.mass : 0.0f);
    put_vec2(w, 0.0f, 0.0f);     /* centre of mass */
    put_f32(w, body == 1 ? fixture_ball_mass.rotational_inertia : 0.0f);
    if (minor > 1) put_u64(w, 0xfeedfacecafef00du);
}

/* A file of version 1.minor: a static ground box and a dynamic ball of
 * radius 0.5 at height 3 with user data, hung from the ground by a
 * distance joint of length 2 from (0, 5). A section of an unknown kind
 * comes first, to be skipped. ball_y is the ball's height, for a record
 * that creation refuses. */
/* A shape's settings as shape and chain segment records hold them: the
 * defaults but for restitution and user data. */
static void put_shape_settings(writer* w, float restitution, uint64_t user_data)
{
    put_f32(w, 1.0f); /* density */
    put_f32(w, 0.6f);
    put_f32(w, 0.6f);
    put_f32(w, restitution);
    put_u64(w, 1);
    put_u64(w, ~(uint64_t)0);
    put_u32(w, 0);
    put_u8(w, 1); /* contact events */
    put_u8(w, 0); /* sensor */
    put_u8(w, 1); /* sensor events */
    put_u8(w, 0); /* hit events */
    put_u64(w, user_data);
}

/* Since 1.2: a chain on the ground body, far from the rest: three points
 * from x = 20 to 30 at y = 1, its second segment lively. */
static const float fixture_chain_restitution = 0.75f;

static void put_chains(writer* w)
{
    size_t section = open_section(w, 6); /* chains */
    put_u32(w, 1);
    size_t record = open_record(w);
    put_u32(w, 0); /* body */
    put_u8(w, 0);  /* open */
    put_u32(w, 3);
    put_vec2(w, 20.0f, 1.0f);
    put_vec2(w, 25.0f, 1.0f);
    put_vec2(w, 30.0f, 1.0f);
    put_shape_settings(w, 0.0f, 7);
    put_shape_settings(w, fixture_chain_restitution, 8);
    close_record(w, record);
    close_section(w, section);
}

static void write_fixture(writer* w, uint16_t minor, float ball_y)
{
    w->size = 0;
    put_u8(w, 'R');
    put_u8(w, '2');
    put_u8(w, 'D');
    put_u8(w, 'W');
    put_bytes_le(w, 1, 2); /* major */
    put_bytes_le(w, minor, 2);
    put_u64(w, 0);
    put_u64(w, 0);

    size_t section = open_section(w, 77);
    put_u32(w, 0xdeadbeef);
    close_section(w, section);

    section = open_section(w, 1); /* world */
    put_u32(w, 1);
    size_t record = open_record(w);
    put_vec2(w, 0.0f, -10.0f); /* gravity */
    put_u32(w, 4);             /* substeps */
    put_f32(w, 30.0f);         /* contact hertz */
    put_f32(w, 10.0f);         /* contact damping ratio */
    put_f32(w, 3.0f);          /* push max speed */
    put_f32(w, 1.0f);          /* restitution threshold */
    put_f32(w, 1.0f);          /* hit event threshold */
    put_u8(w, 1);              /* enable sleep */
    put_f32(w, 0.5f);          /* time to sleep */
    put_f32(w, 0.05f);         /* sleep speed */
    put_appended_world_fields(w, minor);
    close_record(w, record);
    close_section(w, section);

    section = open_section(w, 2); /* bodies */
    put_u32(w, 2);
    for (int body = 0; body < 2; ++body) {
        record = open_record(w);
        put_u32(w, body == 0 ? 0 : 2); /* static, dynamic */
        put_u8(w, 0);                  /* fixed rotation */
        put_u8(w, 1);                  /* allow sleep */
        put_u8(w, 1);                  /* awake */
        put_vec2(w, 0.0f, body == 0 ? 0.0f : ball_y);
        put_f32(w, 0.0f);           /* angle */
        put_vec2(w, 0.0f, 0.0f);    /* linear velocity */
        put_f32(w, 0.0f);           /* angular velocity */
        put_f32(w, 0.0f);           /* linear damping */
        put_f32(w, 0.0f);           /* angular damping */
        put_f32(w, 1.0f);           /* gravity scale */
        put_f32(w, 0.0f);           /* sleep time */
        put_vec2(w, 0.0f, 0.0f);    /* force */
        put_f32(w, 0.0f);           /* torque */
        put_u64(w, body == 0 ? 0 : 0x1234567890abcdefu);
        put_appended_body_fields(w, minor, body);
        close_record(w, record);
    }
    close_section(w, section);

    section = open_section(w, 3); /* shapes */
    put_u32(w, 2);
    for (int shape = 0; shape < 2; ++shape) {
        record = open_record(w);
        put_u32(w, (uint32_t)shape);       /* body */
        put_u32(w, shape == 0 ? 3u : 0u);  /* polygon, circle */
        put_shape_settings(w, 0.0f, 0);
        if (shape == 0) {
            put_u32(w, 4);
            put_vec2(w, -10.0f, -1.0f);
            put_vec2(w, 10.0f, -1.0f);
            put_vec2(w, 10.0f, 0.0f);
            put_vec2(w, -10.0f, 0.0f);
            put_f32(w, 0.0f);
        } else {
            put_u32(w, 1);
            put_vec2(w, 0.0f, 0.0f);
            put_f32(w, 0.5f);
        }
        close_record(w, record);
    }
    close_section(w, section);

    section = open_section(w, 4); /* joints */
    put_u32(w, 1);
    record = open_record(w);
    put_u32(w, 2); /* distance */
    put_u32(w, 0);
    put_u32(w, 1);
    put_vec2(w, 0.0f, 5.0f); /* anchor on the ground */
    put_vec2(w, 0.0f, 0.0f); /* the ball's centre */
    put_u8(w, 1);            /* collide connected */
    put_u64(w, 42);
    put_f32(w, 2.0f); /* length */
    put_u8(w, 0);     /* spring */
    put_f32(w, 0.0f);
    put_f32(w, 0.0f);
    put_u8(w, 0); /* limit */
    put_f32(w, 0.0f);
    put_f32(w, 1.0e6f);
    put_u8(w, 0); /* motor */
    put_f32(w, 0.0f);
    put_f32(w, 0.0f);
    close_record(w, record);
    close_section(w, section);
    if (minor >= 2) put_chains(w);
    seal(w->data, w->size);
}

/* ---- Scenes ---- */

/* Every joint kind, with limits, motors and springs switched on after
 * creation, over a ground that a pile of boxes lands on. */
static r2d_world_id jointed_world(void)
{
    r2d_world_id world = create_world_without_sleep(vec2(0.0f, -10.0f));
    r2d_body_id ground = add_ground(world, NULL);
    r2d_body_id previous = ground;
    for (int i = 0; i < 8; ++i) {
        r2d_body_id link = add_box_body(world, R2D_BODY_DYNAMIC, vec2(0.5f + (float)i, 10.0f), 0.0f, 0.5f, 0.1f, NULL);
        add_revolute_at(world, previous, link, vec2((float)i, 10.0f));
        previous = link;
    }
    r2d_body_id slider = add_box_body(world, R2D_BODY_DYNAMIC, vec2(-5.0f, 3.0f), 0.0f, 0.4f, 0.4f, NULL);
    r2d_prismatic_joint_def prismatic = r2d_prismatic_joint_def_default();
    prismatic.base.body_a = ground;
    prismatic.base.body_b = slider;
    prismatic.base.local_anchor_a = vec2(-5.0f, 3.0f);
    prismatic.local_axis_a = vec2(1.0f, 1.0f);
    prismatic.enable_limit = true;
    prismatic.lower_translation = -1.0f;
    prismatic.upper_translation = 1.5f;
    prismatic.enable_spring = true;
    prismatic.hertz = 2.0f;
    prismatic.damping_ratio = 0.3f;
    r2d_joint_id joint;
    CHECK_OK(r2d_joint_create_prismatic(world, &prismatic, &joint));

    r2d_body_id bob = add_circle_body(world, R2D_BODY_DYNAMIC, vec2(-8.0f, 6.0f), 0.3f, NULL);
    r2d_distance_joint_def distance = r2d_distance_joint_def_default();
    distance.base.body_a = ground;
    distance.base.body_b = bob;
    distance.base.local_anchor_a = vec2(-10.0f, 8.0f);
    distance.length = 2.5f;
    distance.enable_spring = true;
    distance.hertz = 3.0f;
    distance.damping_ratio = 0.1f;
    distance.enable_limit = true;
    distance.min_length = 1.0f;
    distance.max_length = 3.0f;
    CHECK_OK(r2d_joint_create_distance(world, &distance, &joint));

    r2d_body_id welded = add_box_body(world, R2D_BODY_DYNAMIC, vec2(-8.0f, 3.0f), 0.0f, 0.3f, 0.3f, NULL);
    r2d_weld_joint_def weld = r2d_weld_joint_def_default();
    weld.base.body_a = bob;
    weld.base.body_b = welded;
    weld.base.local_anchor_a = vec2(0.0f, -1.0f);
    weld.angular_hertz = 4.0f;
    weld.angular_damping_ratio = 0.5f;
    CHECK_OK(r2d_joint_create_weld(world, &weld, &joint));

    r2d_body_id chassis = add_box_body(world, R2D_BODY_DYNAMIC, vec2(12.0f, 2.0f), 0.0f, 1.5f, 0.3f, NULL);
    r2d_body_id wheel = add_circle_body(world, R2D_BODY_DYNAMIC, vec2(12.0f, 1.0f), 0.5f, NULL);
    r2d_wheel_joint_def wheel_def = r2d_wheel_joint_def_default();
    wheel_def.base.body_a = chassis;
    wheel_def.base.body_b = wheel;
    wheel_def.base.local_anchor_a = vec2(0.0f, -1.0f);
    wheel_def.enable_motor = true;
    wheel_def.motor_speed = -3.0f;
    wheel_def.max_motor_torque = 40.0f;
    CHECK_OK(r2d_joint_create_wheel(world, &wheel_def, &joint));

    r2d_body_id pushed = add_box_body(world, R2D_BODY_DYNAMIC, vec2(16.0f, 0.5f), 0.0f, 0.5f, 0.5f, NULL);
    r2d_motor_joint_def motor = r2d_motor_joint_def_default();
    motor.base.body_a = ground;
    motor.base.body_b = pushed;
    motor.linear_offset = vec2(18.0f, 0.5f);
    motor.max_force = 50.0f;
    CHECK_OK(r2d_joint_create_motor(world, &motor, &joint));

    r2d_body_id dragged = add_box_body(world, R2D_BODY_DYNAMIC, vec2(3.0f, 2.0f), 0.3f, 0.5f, 0.25f, NULL);
    r2d_mouse_joint_def mouse = r2d_mouse_joint_def_default();
    mouse.base.body_a = ground;
    mouse.base.body_b = dragged;
    mouse.target = vec2(4.0f, 5.0f);
    CHECK_OK(r2d_joint_create_mouse(world, &mouse, &joint));
    /* Runtime switches, set after creation. */
    CHECK_OK(r2d_mouse_joint_set_target(joint, vec2(5.0f, 4.0f)));

    for (int i = 0; i < 6; ++i) {
        add_box_body(world, R2D_BODY_DYNAMIC, vec2(-2.0f + 0.9f * (float)i, 4.0f + (float)i), 0.1f * (float)i, 0.3f,
                     0.3f, NULL);
    }
    return world;
}

static r2d_world_id world_of_scene(scene* description)
{
    assert_non_null(description);
    r2d_world_def def = scene_world_def_rigid2d(description);
    r2d_world_id world;
    CHECK_OK(r2d_world_create(&def, &world));
    CHECK_OK(scene_build_rigid2d(description, world, NULL));
    scene_free(description);
    return world;
}

/* What a test checks of a world just loaded against its original. */
typedef void (*loaded_check)(r2d_world_id loaded, r2d_world_id original);

/* Serialized after warm_up steps, loaded, checked by check (if not null),
 * and both stepped 100 times: the same state hash after every step. */
static void loaded_world_steps_like_the_original(r2d_world_id original, int warm_up, loaded_check check)
{
    step_world(original, warm_up);
    bytes b = serialize(original);
    r2d_world_id loaded;
    CHECK_OK(r2d_world_deserialize(NULL, b.data, b.size, &loaded));
    assert_int_equal(world_body_count(loaded), world_body_count(original));
    assert_int_equal(world_shape_count(loaded), world_shape_count(original));
    assert_int_equal(world_contact_count(loaded), world_contact_count(original));
    if (check != NULL) check(loaded, original);
    for (int step = 0; step < 100; ++step) {
        assert_true(world_state_hash(loaded) == world_state_hash(original));
        step_world(original, 1);
        step_world(loaded, 1);
    }
    assert_true(world_state_hash(loaded) == world_state_hash(original));
    free(b.data);
    CHECK_OK(r2d_world_destroy(loaded));
    CHECK_OK(r2d_world_destroy(original));
}

static void pyramid_loads_bit_for_bit(void** state)
{
    (void)state;
    loaded_world_steps_like_the_original(world_of_scene(scene_make_pyramid()), 50, NULL);
}

static void tumbler_loads_bit_for_bit(void** state)
{
    (void)state;
    loaded_world_steps_like_the_original(world_of_scene(scene_make_tumbler()), 120, NULL);
}

static void jointed_scene_loads_bit_for_bit(void** state)
{
    (void)state;
    loaded_world_steps_like_the_original(jointed_world(), 40, NULL);
}

/* Where the section of this kind starts in b (its kind field), and its
 * whole size with the 12 bytes of kind and length. */
static size_t find_section(const bytes* b, uint32_t kind, size_t* out_size)
{
    size_t at = 24;
    for (;;) {
        assert_true(at + 12 <= b->size);
        uint32_t found = 0;
        uint64_t length = 0;
        for (int i = 0; i < 4; ++i) found |= (uint32_t)b->data[at + (size_t)i] << (8 * i);
        for (int i = 0; i < 8; ++i) length |= (uint64_t)b->data[at + 4 + (size_t)i] << (8 * i);
        *out_size = 12 + (size_t)length;
        if (found == kind) return at;
        at += *out_size;
    }
}

/* Rewrites b without its build snapshot section (kind 5), resealed: what
 * a reader that skips the section sees. */
static void drop_snapshot_section(bytes* b)
{
    size_t size;
    size_t at = find_section(b, 5, &size);
    memmove(b->data + at, b->data + at + size, b->size - at - size);
    b->size -= size;
    seal(b->data, b->size);
}

/* Changes the build fingerprint inside the build snapshot (its header:
 * magic, format, then the fingerprint at byte 8) and reseals b: what a
 * build with other record layouts sees. */
static void foreign_build_snapshot(bytes* b)
{
    size_t size;
    size_t at = find_section(b, 5, &size);
    b->data[at + 12 + 8] ^= 0x01;
    seal(b->data, b->size);
}

/* Loaded without its snapshot, a box that has rested for 1 s, twice the
 * time to sleep, gets its rest back, and the world with it the knowledge
 * that an island may fall asleep at the first step's end: the step finds
 * the island, whose upper box may not sleep, rather than the box alone. */
static void loaded_rests_keep_islands_whole(void** state)
{
    (void)state;
    r2d_body_id lower;
    r2d_world_id original = box_under_a_sleepless_one(&lower);
    step_world(original, 60);
    bytes b = serialize(original);
    drop_snapshot_section(&b);
    r2d_world_id loaded;
    CHECK_OK(r2d_world_deserialize(NULL, b.data, b.size, &loaded));
    r2d_body_id bodies[3];
    int32_t count = 0;
    CHECK_OK(r2d_world_get_bodies(loaded, bodies, 3, &count));
    assert_int_equal(count, 3);
    for (int step = 0; step < 30; ++step) {
        step_world(loaded, 1);
        bool awake = false;
        CHECK_OK(r2d_body_is_awake(bodies[1], &awake));
        assert_true(awake);
    }
    free(b.data);
    CHECK_OK(r2d_world_destroy(loaded));
    CHECK_OK(r2d_world_destroy(original));
}

/* A wavy open chain with a material per segment, a looped bowl, and balls
 * and boxes rolling and tumbling on them; one segment edited after
 * creation, and a shape destroyed before the chains, so their slots are
 * not in creation order. */
static r2d_world_id chain_world(void)
{
    r2d_world_id world = create_world_without_sleep(vec2(0.0f, -10.0f));
    r2d_body_def body_def = r2d_body_def_default();
    r2d_body_id ground;
    CHECK_OK(r2d_body_create(world, &body_def, &ground));
    r2d_shape_id gap = add_circle_shape(ground, 1.0f, NULL);
    r2d_vec2 wave[30];
    r2d_surface_material materials[29];
    for (int i = 0; i < 30; ++i) wave[i] = vec2(-15.0f + (float)i, 0.5f * sinf(0.7f * (float)i));
    for (int i = 0; i < 29; ++i) {
        materials[i].static_friction = materials[i].dynamic_friction = 0.2f + 0.02f * (float)i;
        materials[i].restitution = i % 3 == 0 ? 0.5f : 0.0f;
    }
    r2d_chain_def def = r2d_chain_def_default();
    def.points = wave;
    def.count = 30;
    def.materials = materials;
    def.material_count = 29;
    def.user_data = 5;
    r2d_chain_id terrain;
    CHECK_OK(r2d_chain_create(ground, &def, &terrain));
    CHECK_OK(r2d_shape_destroy(gap));
    r2d_vec2 ring[16];
    for (int i = 0; i < 16; ++i) {
        float angle = 2.0f * 3.14159265f * (float)i / 16.0f;
        ring[i] = vec2(25.0f + 4.0f * cosf(angle), 5.0f + 4.0f * sinf(angle));
    }
    def = r2d_chain_def_default();
    def.points = ring;
    def.count = 16;
    def.loop = true;
    r2d_chain_id bowl;
    CHECK_OK(r2d_chain_create(ground, &def, &bowl));
    r2d_shape_id segments[3];
    int32_t count;
    CHECK_OK(r2d_chain_get_segments(bowl, segments, 3, &count));
    CHECK_OK(r2d_shape_set_friction(segments[2], 0.9f, 0.8f));
    CHECK_OK(r2d_shape_set_user_data(segments[2], 99));
    for (int i = 0; i < 6; ++i) {
        r2d_body_id ball = add_circle_body(world, R2D_BODY_DYNAMIC, vec2(-12.0f + 4.0f * (float)i, 2.0f), 0.4f, NULL);
        CHECK_OK(r2d_body_set_linear_velocity(ball, vec2(3.0f, 0.0f)));
        add_box_body(world, R2D_BODY_DYNAMIC, vec2(23.0f + 0.8f * (float)i, 5.0f), 0.3f * (float)i, 0.3f, 0.3f, NULL);
    }
    return world;
}

/* The shapes of every body, segments included, in body then shape order. */
static int32_t all_shapes(r2d_world_id world, r2d_shape_id* out, int32_t capacity)
{
    r2d_body_id bodies[16];
    int32_t body_count = 0;
    CHECK_OK(r2d_world_get_bodies(world, bodies, 16, &body_count));
    int32_t total = 0;
    for (int32_t i = 0; i < body_count; ++i) {
        int32_t count = 0;
        CHECK_OK(r2d_body_get_shapes(bodies[i], out + total, capacity - total, &count));
        total += count;
    }
    return total;
}

/* Each chain segment of loaded has the chain, geometry and settings of
 * the original's segment in the same place. */
static void expect_same_chains(r2d_world_id loaded, r2d_world_id original)
{
    r2d_shape_id a[64];
    r2d_shape_id b[64];
    int32_t count = all_shapes(loaded, a, 64);
    assert_int_equal(count, all_shapes(original, b, 64));
    int32_t segments = 0;
    for (int32_t i = 0; i < count; ++i) {
        r2d_shape_type type;
        CHECK_OK(r2d_shape_get_type(b[i], &type));
        if (type != R2D_SHAPE_CHAIN_SEGMENT) continue;
        segments += 1;
        r2d_chain_segment sa;
        r2d_chain_segment sb;
        CHECK_OK(r2d_shape_get_chain_segment(a[i], &sa));
        CHECK_OK(r2d_shape_get_chain_segment(b[i], &sb));
        assert_true(memcmp(&sa, &sb, sizeof sa) == 0);
        float fa[3];
        float fb[3];
        CHECK_OK(r2d_shape_get_friction(a[i], &fa[0], &fa[1]));
        CHECK_OK(r2d_shape_get_friction(b[i], &fb[0], &fb[1]));
        CHECK_OK(r2d_shape_get_restitution(a[i], &fa[2]));
        CHECK_OK(r2d_shape_get_restitution(b[i], &fb[2]));
        assert_true(memcmp(fa, fb, sizeof fa) == 0);
        uint64_t ua;
        uint64_t ub;
        CHECK_OK(r2d_shape_get_user_data(a[i], &ua));
        CHECK_OK(r2d_shape_get_user_data(b[i], &ub));
        assert_true(ua == ub);
    }
    assert_int_equal(segments, 29 + 16);
}

static void chains_load_bit_for_bit(void** state)
{
    (void)state;
    loaded_world_steps_like_the_original(chain_world(), 60, expect_same_chains);
}

/* From the records alone the chains come back whole, and after 60 more
 * steps every body is within 2 cm of the original's. */
static void chains_load_without_the_snapshot(void** state)
{
    (void)state;
    r2d_world_id original = chain_world();
    step_world(original, 60);
    bytes b = serialize(original);
    drop_snapshot_section(&b);
    r2d_world_id loaded;
    CHECK_OK(r2d_world_deserialize(NULL, b.data, b.size, &loaded));
    expect_same_chains(loaded, original);
    step_world(original, 60);
    step_world(loaded, 60);
    world_states s1 = world_states_read(original);
    world_states s2 = world_states_read(loaded);
    assert_int_equal(s1.count, s2.count);
    for (int32_t i = 0; i < s1.count; ++i) {
        ASSERT_NEAR(s1.positions[i].x, s2.positions[i].x, 0.02f);
        ASSERT_NEAR(s1.positions[i].y, s2.positions[i].y, 0.02f);
    }
    world_states_free(&s1);
    world_states_free(&s2);
    free(b.data);
    CHECK_OK(r2d_world_destroy(loaded));
    CHECK_OK(r2d_world_destroy(original));
}

/* Without a usable snapshot (the pyramid's section dropped, the jointed
 * scene's from another build) the scene still loads whole (bodies in the
 * same order and poses, masses, joints) and, with contacts found anew,
 * a settled pyramid and the jointed scene stay within 2 cm of the
 * original over 60 steps. */
static void scene_loads_without_its_snapshot(void** state)
{
    (void)state;
    r2d_world_id worlds[2] = {world_of_scene(scene_make_pyramid()), jointed_world()};
    for (int w = 0; w < 2; ++w) {
        r2d_world_id original = worlds[w];
        step_world(original, 120);
        bytes b = serialize(original);
        if (w == 0) {
            drop_snapshot_section(&b);
        } else {
            foreign_build_snapshot(&b);
        }
        r2d_world_id loaded;
        CHECK_OK(r2d_world_deserialize(NULL, b.data, b.size, &loaded));
        int32_t count = world_body_count(original);
        assert_int_equal(world_body_count(loaded), count);
        /* The snapshot went unused: no contacts until the first step. */
        assert_true(world_contact_count(original) > 0);
        assert_int_equal(world_contact_count(loaded), 0);
        int32_t joints_original = 0;
        int32_t joints_loaded = 0;
        CHECK_OK(r2d_world_get_joint_count(original, &joints_original));
        CHECK_OK(r2d_world_get_joint_count(loaded, &joints_loaded));
        assert_int_equal(joints_loaded, joints_original);
        r2d_body_id* a = (r2d_body_id*)malloc(sizeof(r2d_body_id) * (size_t)count);
        r2d_body_id* b_ids = (r2d_body_id*)malloc(sizeof(r2d_body_id) * (size_t)count);
        assert_non_null(a);
        assert_non_null(b_ids);
        int32_t got = 0;
        CHECK_OK(r2d_world_get_bodies(original, a, count, &got));
        CHECK_OK(r2d_world_get_bodies(loaded, b_ids, count, &got));
        for (int32_t i = 0; i < count; ++i) {
            ASSERT_NEAR(body_mass(b_ids[i]), body_mass(a[i]), 1e-5f * (1.0f + body_mass(a[i])));
            r2d_vec2 pa = body_position(a[i]);
            r2d_vec2 pb = body_position(b_ids[i]);
            assert_true(pa.x == pb.x && pa.y == pb.y);
        }
        step_world(original, 60);
        step_world(loaded, 60);
        float worst = 0.0f;
        for (int32_t i = 0; i < count; ++i) {
            r2d_vec2 pa = body_position(a[i]);
            r2d_vec2 pb = body_position(b_ids[i]);
            float gap = sqrtf((pa.x - pb.x) * (pa.x - pb.x) + (pa.y - pb.y) * (pa.y - pb.y));
            if (gap > worst) worst = gap;
        }
        print_message("without the snapshot, scene %d: largest gap after 60 steps %.2e m\n", w, (double)worst);
        assert_true(worst < 0.02f);
        free(a);
        free(b_ids);
        free(b.data);
        CHECK_OK(r2d_world_destroy(loaded));
        CHECK_OK(r2d_world_destroy(original));
    }
}

/* ---- The run-time settings (format 1.1) ---- */

/* Bodies in creation order: a ground, a box disabled in mid-air, a bullet
 * ball resting on the ground, a 1 m box whose overridden centre of mass
 * lies 0.3 m past its right edge, so it tips over, and a ball falling from
 * 50 m under a speed limit of 4 m/s, which free fall passes after 0.4 s. */
enum { ground_body, disabled_body, bullet_body, heavy_body, falling_body, settings_body_count };
static const float settings_max_speed = 4.0f;
static const r2d_mass_data heavy_mass = {5.0f, {0.8f, 0.0f}, 2.0f};

static r2d_world_id settings_world(void)
{
    r2d_world_id world = create_world_without_sleep(vec2(0.0f, -10.0f));
    add_ground(world, NULL);
    r2d_body_id disabled = add_box_body(world, R2D_BODY_DYNAMIC, vec2(-5.0f, 5.0f), 0.0f, 0.5f, 0.5f, NULL);
    r2d_body_id bullet = add_circle_body(world, R2D_BODY_DYNAMIC, vec2(0.0f, 0.25f), 0.25f, NULL);
    r2d_body_id heavy = add_box_body(world, R2D_BODY_DYNAMIC, vec2(3.0f, 0.5f), 0.0f, 0.5f, 0.5f, NULL);
    add_circle_body(world, R2D_BODY_DYNAMIC, vec2(8.0f, 50.0f), 0.5f, NULL);
    CHECK_OK(r2d_body_set_enabled(disabled, false));
    CHECK_OK(r2d_body_set_bullet(bullet, true));
    CHECK_OK(r2d_body_set_mass_data(heavy, heavy_mass));
    CHECK_OK(r2d_world_set_max_linear_speed(world, settings_max_speed));
    CHECK_OK(r2d_world_enable_continuous(world, false));
    return world;
}

static void world_bodies(r2d_world_id world, r2d_body_id bodies[settings_body_count])
{
    int32_t count = 0;
    CHECK_OK(r2d_world_get_bodies(world, bodies, settings_body_count, &count));
    assert_int_equal(count, settings_body_count);
}

/* The loaded world's settings equal the original's, bit for bit. */
static void expect_same_settings(r2d_world_id loaded, r2d_world_id original)
{
    float speeds[2];
    CHECK_OK(r2d_world_get_max_linear_speed(loaded, &speeds[0]));
    CHECK_OK(r2d_world_get_max_linear_speed(original, &speeds[1]));
    assert_true(speeds[0] == settings_max_speed && speeds[1] == settings_max_speed);
    bool continuous = true;
    CHECK_OK(r2d_world_is_continuous_enabled(loaded, &continuous));
    assert_false(continuous);
    r2d_body_id a[settings_body_count];
    r2d_body_id b[settings_body_count];
    world_bodies(original, a);
    world_bodies(loaded, b);
    for (int i = 0; i < settings_body_count; ++i) {
        bool enabled[2], bullet[2];
        r2d_mass_data mass[2];
        CHECK_OK(r2d_body_is_enabled(a[i], &enabled[0]));
        CHECK_OK(r2d_body_is_enabled(b[i], &enabled[1]));
        CHECK_OK(r2d_body_is_bullet(a[i], &bullet[0]));
        CHECK_OK(r2d_body_is_bullet(b[i], &bullet[1]));
        CHECK_OK(r2d_body_get_mass_data(a[i], &mass[0]));
        CHECK_OK(r2d_body_get_mass_data(b[i], &mass[1]));
        assert_int_equal(enabled[1], i != disabled_body);
        assert_int_equal(enabled[0], enabled[1]);
        assert_int_equal(bullet[1], i == bullet_body);
        assert_int_equal(bullet[0], bullet[1]);
        assert_true(memcmp(&mass[0], &mass[1], sizeof mass[0]) == 0);
    }
    r2d_mass_data heavy;
    CHECK_OK(r2d_body_get_mass_data(b[heavy_body], &heavy));
    assert_true(memcmp(&heavy, &heavy_mass, sizeof heavy) == 0);
}

/* With the build snapshot, a world whose settings were changed loads with
 * the same settings and steps bit for bit as the original. */
static void settings_load_bit_for_bit(void** state)
{
    (void)state;
    loaded_world_steps_like_the_original(settings_world(), 30, expect_same_settings);
}

/* Without the snapshot the settings come from the records alone, and
 * they act: over 60 more steps the disabled box stays where it hung (to
 * the bit), the falling ball keeps to the 4 m/s limit (a lost limit would
 * let it reach 14 m/s), and the box its override tips over follows the
 * original within 2 cm and 0.02 rad, lying on its side. */
static void settings_hold_without_the_snapshot(void** state)
{
    (void)state;
    r2d_world_id original = settings_world();
    step_world(original, 30);
    bytes b = serialize(original);
    drop_snapshot_section(&b);
    r2d_world_id loaded;
    CHECK_OK(r2d_world_deserialize(NULL, b.data, b.size, &loaded));
    assert_int_equal(world_contact_count(loaded), 0); /* the snapshot went unused */
    expect_same_settings(loaded, original);
    r2d_body_id a[settings_body_count];
    r2d_body_id l[settings_body_count];
    world_bodies(original, a);
    world_bodies(loaded, l);
    r2d_vec2 hung = body_position(l[disabled_body]);
    assert_true(hung.x == -5.0f && hung.y == 5.0f);
    step_world(original, 60);
    step_world(loaded, 60);
    r2d_vec2 still = body_position(l[disabled_body]);
    assert_true(still.x == hung.x && still.y == hung.y);
    r2d_vec2 velocity;
    CHECK_OK(r2d_body_get_linear_velocity(l[falling_body], &velocity));
    float speed = sqrtf(velocity.x * velocity.x + velocity.y * velocity.y);
    print_message("loaded without the snapshot: falling speed %.6f m/s (limit %.1f)\n", (double)speed,
                  (double)settings_max_speed);
    ASSERT_NEAR(speed, settings_max_speed, 1e-4f);
    r2d_vec2 pa = body_position(a[heavy_body]);
    r2d_vec2 pl = body_position(l[heavy_body]);
    float gap = sqrtf((pa.x - pl.x) * (pa.x - pl.x) + (pa.y - pl.y) * (pa.y - pl.y));
    float angles[2];
    CHECK_OK(r2d_body_get_angle(a[heavy_body], &angles[0]));
    CHECK_OK(r2d_body_get_angle(l[heavy_body], &angles[1]));
    print_message("loaded without the snapshot: tipping box %.2e m, %.2e rad from the original (at %.3f rad)\n",
                  (double)gap, (double)fabsf(angles[1] - angles[0]), (double)angles[0]);
    assert_true(angles[0] < -1.0f);
    assert_true(gap < 0.02f);
    ASSERT_NEAR(angles[1], angles[0], 0.02f);
    free(b.data);
    CHECK_OK(r2d_world_destroy(loaded));
    CHECK_OK(r2d_world_destroy(original));
}

/* The hand-written buffer of version 1.minor loads, reads back as written
 * (a 1.0 file with the defaults of the fields 1.1 appended), and the ball
 * hangs on its 2 m rope. */
static void hand_written_version_loads(uint16_t minor)
{
    static writer w;
    write_fixture(&w, minor, 3.0f);
    r2d_world_id world;
    CHECK_OK(r2d_world_deserialize(NULL, w.data, w.size, &world));
    r2d_body_id bodies[2];
    int32_t count = 0;
    CHECK_OK(r2d_world_get_bodies(world, bodies, 2, &count));
    assert_int_equal(count, 2);
    uint64_t user_data = 0;
    CHECK_OK(r2d_body_get_user_data(bodies[1], &user_data));
    assert_true(user_data == 0x1234567890abcdefu);
    r2d_body_type type;
    CHECK_OK(r2d_body_get_type(bodies[0], &type));
    assert_int_equal(type, R2D_BODY_STATIC);
    float max_speed = 0.0f;
    CHECK_OK(r2d_world_get_max_linear_speed(world, &max_speed));
    bool enabled = false;
    CHECK_OK(r2d_body_is_enabled(bodies[1], &enabled));
    assert_true(enabled);
    bool bullet = false;
    CHECK_OK(r2d_body_is_bullet(bodies[1], &bullet));
    r2d_mass_data mass;
    CHECK_OK(r2d_body_get_mass_data(bodies[1], &mass));
    bool continuous = false;
    CHECK_OK(r2d_world_is_continuous_enabled(world, &continuous));
    assert_int_equal(continuous, minor < 2);
    if (minor == 0) {
        assert_true(max_speed == 1.0e4f);
        assert_false(bullet);
        ASSERT_NEAR(mass.mass, 3.14159265f * 0.25f, 1e-5f);
    } else {
        assert_true(max_speed == fixture_max_linear_speed);
        assert_true(bullet);
        assert_true(memcmp(&mass, &fixture_ball_mass, sizeof mass) == 0);
    }
    /* The ground's box, then (since 1.2) its chain's two segments. */
    r2d_shape_id ground_shapes[3];
    CHECK_OK(r2d_body_get_shapes(bodies[0], ground_shapes, 3, &count));
    assert_int_equal(count, minor >= 2 ? 3 : 1);
    r2d_vec2 points[8];
    float radius = -1.0f;
    CHECK_OK(r2d_shape_get_geometry(ground_shapes[0], points, 8, &count, &radius));
    assert_int_equal(count, 4);
    if (minor >= 2) {
        r2d_chain_id chain;
        CHECK_OK(r2d_shape_get_chain(ground_shapes[2], &chain));
        r2d_shape_id segments[2];
        CHECK_OK(r2d_chain_get_segments(chain, segments, 2, &count));
        assert_int_equal(count, 2);
        float restitution = 0.0f;
        CHECK_OK(r2d_shape_get_restitution(segments[1], &restitution));
        assert_true(restitution == fixture_chain_restitution);
        CHECK_OK(r2d_shape_get_user_data(segments[0], &user_data));
        assert_true(user_data == 7);
        r2d_chain_segment second;
        CHECK_OK(r2d_shape_get_chain_segment(segments[1], &second));
        assert_true(second.segment.point1.x == 25.0f && second.segment.point2.x == 30.0f);
        assert_true(second.ghost1.x == 20.0f);
    }
    r2d_joint_id joint;
    CHECK_OK(r2d_body_get_joints(bodies[1], &joint, 1, &count));
    assert_int_equal(count, 1);
    r2d_joint_type joint_type;
    CHECK_OK(r2d_joint_get_type(joint, &joint_type));
    assert_int_equal(joint_type, R2D_JOINT_DISTANCE);
    CHECK_OK(r2d_joint_get_user_data(joint, &user_data));
    assert_true(user_data == 42);
    /* The ball starts 2 m below the anchor, on the rope's length: it hangs
     * there, 2.5 m above the ground. */
    step_world(world, 60);
    r2d_vec2 ball = body_position(bodies[1]);
    ASSERT_NEAR(ball.x, 0.0f, 1e-3f);
    ASSERT_NEAR(ball.y, 3.0f, 0.01f);
    CHECK_OK(r2d_world_destroy(world));
}

static void hand_written_version_1_0_loads(void** state)
{
    (void)state;
    hand_written_version_loads(0);
}

static void hand_written_version_1_1_loads(void** state)
{
    (void)state;
    hand_written_version_loads(1);
}

static void hand_written_version_1_2_loads(void** state)
{
    (void)state;
    hand_written_version_loads(2);
}

/* A later minor's fields, after 1.2's, are skipped. */
static void hand_written_later_minor_loads(void** state)
{
    (void)state;
    hand_written_version_loads(7);
}

/* What a refused deserialize leaves: no world, out_world untouched. */
static void expect_refused(const void* data, size_t size, r2d_status expected)
{
    r2d_world_id world = {0xabcdefu};
    assert_int_equal(r2d_world_deserialize(NULL, data, size, &world), expected);
    assert_true(strlen(r2d_last_error_message()) > 0);
    assert_true(world.bits == 0xabcdefu);
}

static void damaged_buffers_are_refused(void** state)
{
    (void)state;
    static writer w;
    write_fixture(&w, 7, 3.0f);
    for (size_t size = 0; size < w.size; ++size) expect_refused(w.data, size, R2D_ERROR_INVALID_ARGUMENT);
    static unsigned char copy[sizeof w.data + 1];
    memcpy(copy, w.data, w.size);
    copy[w.size] = 0;
    expect_refused(copy, w.size + 1, R2D_ERROR_INVALID_ARGUMENT);
    /* One flipped bit anywhere but the minor version (bytes 6 and 7),
     * which any reader of major 1 accepts. */
    for (size_t bit = 0; bit < 8 * w.size; bit += 7) {
        if (bit / 8 == 6 || bit / 8 == 7) continue;
        memcpy(copy, w.data, w.size);
        copy[bit / 8] ^= (unsigned char)(1u << (bit % 8));
        expect_refused(copy, w.size, R2D_ERROR_INVALID_ARGUMENT);
    }
    /* A later major version, resealed: refused by its version. */
    memcpy(copy, w.data, w.size);
    copy[4] = 2;
    seal(copy, w.size);
    expect_refused(copy, w.size, R2D_ERROR_INVALID_ARGUMENT);
    assert_non_null(strstr(r2d_last_error_message(), "2.7"));
    /* A snapshot is not a serialized world. */
    r2d_world_id world = create_world(vec2(0.0f, -10.0f));
    add_ground(world, NULL);
    size_t size = 0;
    unsigned char* snapshot = save_snapshot(world, &size);
    expect_refused(snapshot, size, R2D_ERROR_INVALID_ARGUMENT);
    free(snapshot);
    CHECK_OK(r2d_world_destroy(world));
    /* Whole and sealed, but a record creation refuses: a NaN position. */
    write_fixture(&w, 7, nanf(""));
    expect_refused(w.data, w.size, R2D_ERROR_INVALID_NUMBER);
    assert_non_null(strstr(r2d_last_error_message(), "body record 1"));
    /* A 1.0 file relabelled 1.1 (the minor is outside the checksum): its
     * records lack the fields of 1.1, so they are cut short. */
    write_fixture(&w, 0, 3.0f);
    w.data[6] = 1;
    expect_refused(w.data, w.size, R2D_ERROR_INVALID_ARGUMENT);
    assert_non_null(strstr(r2d_last_error_message(), "cut short"));
    /* Whole and sealed, but a setting its setter refuses: a mass of 0. */
    write_fixture(&w, 1, 3.0f);
    bytes fixture = {w.data, w.size};
    size_t bodies_size;
    size_t bodies_at = find_section(&fixture, 2, &bodies_size);
    /* The ball's record ends the section, and its override's 16 bytes end the record. */
    size_t ball_mass_at = bodies_at + bodies_size - 16;
    float mass;
    memcpy(&mass, w.data + ball_mass_at, 4);
    assert_true(mass == fixture_ball_mass.mass);
    memset(w.data + ball_mass_at, 0, 4);
    seal(w.data, w.size);
    expect_refused(w.data, w.size, R2D_ERROR_OUT_OF_RANGE);
    assert_non_null(strstr(r2d_last_error_message(), "body record 1"));
}

static void bad_arguments(void** state)
{
    (void)state;
    r2d_world_id world = create_world(vec2(0.0f, -10.0f));
    add_box_body(world, R2D_BODY_DYNAMIC, vec2(0.0f, 1.0f), 0.0f, 0.5f, 0.5f, NULL);
    CHECK_OK(r2d_world_set_max_linear_speed(world, 7.0f));
    bytes b = serialize(world);
    size_t written = 0;
    assert_int_equal(r2d_world_serialize(world, b.data, b.size - 1, &written), R2D_ERROR_CAPACITY);
    assert_int_equal(written, b.size);
    assert_int_equal(r2d_world_serialize(world, NULL, 0, &written), R2D_ERROR_CAPACITY);
    assert_int_equal(r2d_world_serialize(world, b.data, b.size, NULL), R2D_ERROR_NULL_POINTER);
    assert_int_equal(r2d_world_get_serialized_size(world, NULL), R2D_ERROR_NULL_POINTER);
    r2d_world_id loaded;
    assert_int_equal(r2d_world_deserialize(NULL, b.data, b.size, NULL), R2D_ERROR_NULL_POINTER);
    expect_refused(NULL, b.size, R2D_ERROR_NULL_POINTER);
    r2d_world_def def = r2d_world_def_default();
    def.struct_size = 3;
    assert_int_equal(r2d_world_deserialize(&def, b.data, b.size, &loaded), R2D_ERROR_INVALID_ARGUMENT);
    /* A def replaces the saved settings. */
    def = r2d_world_def_default();
    def.gravity = vec2(0.0f, 5.0f);
    CHECK_OK(r2d_world_deserialize(&def, b.data, b.size, &loaded));
    r2d_vec2 gravity;
    CHECK_OK(r2d_world_get_gravity(loaded, &gravity));
    ASSERT_NEAR(gravity.y, 5.0f, 0.0f);
    /* ... all of them, those no def carries included: their defaults. */
    float max_speed = 0.0f;
    CHECK_OK(r2d_world_get_max_linear_speed(loaded, &max_speed));
    assert_true(max_speed == 1.0e4f);
    CHECK_OK(r2d_world_destroy(loaded));
    CHECK_OK(r2d_world_destroy(world));
    size_t size;
    assert_int_equal(r2d_world_get_serialized_size(world, &size), R2D_ERROR_INVALID_ID);
    assert_int_equal(r2d_world_serialize(world, b.data, b.size, &written), R2D_ERROR_INVALID_ID);
    free(b.data);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(pyramid_loads_bit_for_bit),
        cmocka_unit_test(tumbler_loads_bit_for_bit),
        cmocka_unit_test(jointed_scene_loads_bit_for_bit),
        cmocka_unit_test(scene_loads_without_its_snapshot),
        cmocka_unit_test(loaded_rests_keep_islands_whole),
        cmocka_unit_test(chains_load_bit_for_bit),
        cmocka_unit_test(chains_load_without_the_snapshot),
        cmocka_unit_test(settings_load_bit_for_bit),
        cmocka_unit_test(settings_hold_without_the_snapshot),
        cmocka_unit_test(hand_written_version_1_0_loads),
        cmocka_unit_test(hand_written_version_1_1_loads),
        cmocka_unit_test(hand_written_version_1_2_loads),
        cmocka_unit_test(hand_written_later_minor_loads),
        cmocka_unit_test(damaged_buffers_are_refused),
        cmocka_unit_test(bad_arguments),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
