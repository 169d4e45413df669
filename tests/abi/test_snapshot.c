/* Snapshots: a world restored from a snapshot steps on bit for bit as the
 * original did, its ids come back as they were, the same calls save the
 * same bytes, and a buffer that is not a whole, unchanged snapshot of this
 * world is refused with the world left as it was. */
#include "helpers.h"

#include <stdlib.h>
#include <string.h>

#include "scene.h"

/* A snapshot in memory the test owns. */
typedef struct snapshot {
    unsigned char* bytes;
    size_t size;
} snapshot;

static snapshot save(r2d_world_id world)
{
    snapshot s = {NULL, 0};
    s.bytes = save_snapshot(world, &s.size);
    return s;
}

/* A small pyramid of boxes on the ground, tumbling a little. Sleeping is
 * off: a resting pile is solved every step, warm started from the last. */
static r2d_world_id pyramid_world(void)
{
    r2d_world_id world = create_world_without_sleep(vec2(0.0f, -10.0f));
    add_ground(world, NULL);
    for (int row = 0; row < 10; ++row) {
        for (int i = 0; i < 10 - row; ++i) {
            float x = (float)i - 0.5f * (float)(10 - row) + 0.03f * (float)row;
            add_box_body(world, R2D_BODY_DYNAMIC, vec2(x, 0.5f + (float)row), 0.02f * (float)row, 0.5f, 0.5f, NULL);
        }
    }
    /* Boxes that land between steps 100 and 200: new broadphase pairs then. */
    for (int i = 0; i < 4; ++i) {
        add_box_body(world, R2D_BODY_DYNAMIC, vec2(-2.0f + 1.3f * (float)i, 30.0f + 6.0f * (float)i), 0.3f, 0.5f, 0.5f,
                     NULL);
    }
    return world;
}

/* A chain of 12 links from a static body, and a motor turning a paddle
 * that knocks into it: joints, springs and contacts all carry state. */
static r2d_world_id jointed_world(void)
{
    r2d_world_id world = create_world_without_sleep(vec2(0.0f, -10.0f));
    r2d_body_id ground = add_ground(world, NULL);
    r2d_body_id previous = ground;
    for (int i = 0; i < 12; ++i) {
        r2d_body_id link = add_box_body(world, R2D_BODY_DYNAMIC, vec2(0.5f + (float)i, 10.0f), 0.0f, 0.5f, 0.1f, NULL);
        r2d_revolute_joint_def def = r2d_revolute_joint_def_default();
        def.base.body_a = previous;
        def.base.body_b = link;
        def.base.local_anchor_a = i == 0 ? vec2(0.0f, 10.0f) : vec2(0.5f, 0.0f);
        def.base.local_anchor_b = vec2(-0.5f, 0.0f);
        r2d_joint_id joint;
        CHECK_OK(r2d_joint_create_revolute(world, &def, &joint));
        previous = link;
    }
    r2d_body_id paddle = add_box_body(world, R2D_BODY_DYNAMIC, vec2(6.0f, 4.0f), 0.0f, 3.0f, 0.2f, NULL);
    r2d_revolute_joint_def motor = r2d_revolute_joint_def_default();
    motor.base.body_a = ground;
    motor.base.body_b = paddle;
    motor.base.local_anchor_a = vec2(6.0f, 4.0f);
    motor.enable_motor = true;
    motor.motor_speed = 2.0f;
    motor.max_motor_torque = 500.0f;
    r2d_joint_id joint;
    CHECK_OK(r2d_joint_create_revolute(world, &motor, &joint));
    return world;
}

/* Save at about step save_step, run 100 more; restore, run 100 again: the
 * same hash. */
static void rerun_matches(r2d_world_id world, int save_step)
{
    step_world(world, save_step);
    /* Save right after a step with new touches, so that pending events
     * must come back too. */
    int32_t begins_at_save = 0;
    int32_t ends_at_save = 0;
    for (int extra = 0; extra < 200 && begins_at_save == 0; ++extra) {
        step_world(world, 1);
        CHECK_OK(r2d_world_get_contact_event_counts(world, &begins_at_save, &ends_at_save));
    }
    assert_true(begins_at_save > 0);
    snapshot s = save(world);
    step_world(world, 100);
    uint64_t first = world_state_hash(world);
    CHECK_OK(r2d_world_restore_snapshot(world, s.bytes, s.size));
    /* The events of the step before the save are pending again. */
    int32_t begins;
    int32_t ends;
    CHECK_OK(r2d_world_get_contact_event_counts(world, &begins, &ends));
    assert_int_equal(begins, begins_at_save);
    assert_int_equal(ends, ends_at_save);
    step_world(world, 100);
    assert_true(world_state_hash(world) == first);
    /* And again from the same snapshot: it is not used up. */
    CHECK_OK(r2d_world_restore_snapshot(world, s.bytes, s.size));
    step_world(world, 100);
    assert_true(world_state_hash(world) == first);
    free(s.bytes);
    CHECK_OK(r2d_world_destroy(world));
}

static void pyramid_reruns_bit_for_bit(void** state)
{
    (void)state;
    rerun_matches(pyramid_world(), 100);
}

static void jointed_scene_reruns_bit_for_bit(void** state)
{
    (void)state;
    rerun_matches(jointed_world(), 100);
}

/* Bodies made and destroyed after the save: the restore undoes both, and
 * the run after it matches a run that never made them. */
static void ids_come_back_as_they_were(void** state)
{
    (void)state;
    r2d_world_id world = pyramid_world();
    step_world(world, 60);
    r2d_body_id kept = add_box_body(world, R2D_BODY_DYNAMIC, vec2(20.0f, 1.0f), 0.0f, 0.5f, 0.5f, NULL);
    step_world(world, 10);
    snapshot s = save(world);
    step_world(world, 50);
    uint64_t untouched = world_state_hash(world);

    CHECK_OK(r2d_world_restore_snapshot(world, s.bytes, s.size));
    CHECK_OK(r2d_body_destroy(kept));
    r2d_body_id later = add_box_body(world, R2D_BODY_DYNAMIC, vec2(-20.0f, 1.0f), 0.0f, 0.5f, 0.5f, NULL);
    step_world(world, 30);
    r2d_vec2 position;
    assert_int_equal(r2d_body_get_position(kept, &position), R2D_ERROR_INVALID_ID);

    CHECK_OK(r2d_world_restore_snapshot(world, s.bytes, s.size));
    /* Destroyed after the save: valid again. Made after it: stale. */
    CHECK_OK(r2d_body_get_position(kept, &position));
    ASSERT_NEAR(position.x, 20.0f, 0.01f);
    assert_int_equal(r2d_body_get_position(later, &position), R2D_ERROR_INVALID_ID);
    step_world(world, 50);
    assert_true(world_state_hash(world) == untouched);
    free(s.bytes);
    CHECK_OK(r2d_world_destroy(world));
}

/* The half widths of the body's one shape, a box. */
static r2d_vec2 box_half_extents(r2d_body_id body)
{
    r2d_shape_id shape;
    int32_t count = 0;
    CHECK_OK(r2d_body_get_shapes(body, &shape, 1, &count));
    assert_int_equal(count, 1);
    r2d_vec2 points[R2D_MAX_POLYGON_VERTICES];
    float radius;
    CHECK_OK(r2d_shape_get_geometry(shape, points, R2D_MAX_POLYGON_VERTICES, &count, &radius));
    assert_int_equal(count, 4);
    r2d_vec2 upper = points[0];
    for (int i = 1; i < count; ++i) {
        upper.x = points[i].x > upper.x ? points[i].x : upper.x;
        upper.y = points[i].y > upper.y ? points[i].y : upper.y;
    }
    return upper;
}

/* Shapes of equal geometry share it (one copy for the pyramid's boxes):
 * a restore brings back a geometry whose last shape went after the save,
 * even after a shape of another geometry took its place, and leaves the
 * shared one to the shapes that use it. */
static void shared_geometry_comes_back(void** state)
{
    (void)state;
    r2d_world_id world = pyramid_world();
    r2d_body_id odd = add_box_body(world, R2D_BODY_DYNAMIC, vec2(20.0f, 1.0f), 0.0f, 0.7f, 0.3f, NULL);
    r2d_body_id crate = add_box_body(world, R2D_BODY_DYNAMIC, vec2(24.0f, 1.0f), 0.0f, 0.5f, 0.5f, NULL);
    r2d_body_id keeper = add_box_body(world, R2D_BODY_DYNAMIC, vec2(28.0f, 1.0f), 0.0f, 0.5f, 0.5f, NULL);
    step_world(world, 10);
    snapshot s = save(world);
    CHECK_OK(r2d_body_destroy(odd));
    r2d_body_id other = add_box_body(world, R2D_BODY_DYNAMIC, vec2(-20.0f, 1.0f), 0.0f, 0.2f, 0.9f, NULL);
    ASSERT_NEAR(box_half_extents(other).x, 0.2f, 1e-6f);
    CHECK_OK(r2d_world_restore_snapshot(world, s.bytes, s.size));
    r2d_vec2 half = box_half_extents(odd);
    ASSERT_NEAR(half.x, 0.7f, 1e-6f);
    ASSERT_NEAR(half.y, 0.3f, 1e-6f);
    r2d_vec2 position;
    assert_int_equal(r2d_body_get_position(other, &position), R2D_ERROR_INVALID_ID);
    /* The counts came back too: the crate's box is still the keeper's
     * (and the pyramid's) when the crate goes, so geometry made then
     * leaves it alone. */
    CHECK_OK(r2d_body_destroy(crate));
    CHECK_OK(r2d_body_destroy(odd));
    r2d_body_id thin = add_box_body(world, R2D_BODY_DYNAMIC, vec2(-20.0f, 1.0f), 0.0f, 0.1f, 0.8f, NULL);
    r2d_body_id crate_again = add_box_body(world, R2D_BODY_DYNAMIC, vec2(24.0f, 1.0f), 0.0f, 0.5f, 0.5f, NULL);
    ASSERT_NEAR(box_half_extents(thin).x, 0.1f, 1e-6f);
    ASSERT_NEAR(box_half_extents(crate_again).x, 0.5f, 1e-6f);
    ASSERT_NEAR(box_half_extents(keeper).x, 0.5f, 1e-6f);
    free(s.bytes);
    CHECK_OK(r2d_world_destroy(world));
}

/* The lower box has rested for 1 s at the save, twice the time to sleep,
 * and only its island keeps it awake. Woken after the save, it rests for
 * 0.1 s; the restore must bring back, with its 1 s rest, the world's
 * knowledge that an island may fall asleep at the next step's end, so that
 * the step finds the island rather than the box alone. */
static void restored_rests_keep_islands_whole(void** state)
{
    (void)state;
    r2d_body_id lower;
    r2d_world_id world = box_under_a_sleepless_one(&lower);
    step_world(world, 60);
    bool awake = false;
    CHECK_OK(r2d_body_is_awake(lower, &awake));
    assert_true(awake);
    snapshot s = save(world);
    step_world(world, 30);
    uint64_t straight = world_state_hash(world);

    CHECK_OK(r2d_world_restore_snapshot(world, s.bytes, s.size));
    CHECK_OK(r2d_body_set_awake(lower, true));
    step_world(world, 6);
    CHECK_OK(r2d_world_restore_snapshot(world, s.bytes, s.size));
    for (int step = 0; step < 30; ++step) {
        step_world(world, 1);
        CHECK_OK(r2d_body_is_awake(lower, &awake));
        assert_true(awake);
    }
    assert_true(world_state_hash(world) == straight);
    free(s.bytes);
    CHECK_OK(r2d_world_destroy(world));
}

/* Each refusal leaves the world exactly as it was. */
static void expect_refused(r2d_world_id world, const void* bytes, size_t size, r2d_status expected)
{
    uint64_t before = world_state_hash(world);
    assert_int_equal(r2d_world_restore_snapshot(world, bytes, size), expected);
    assert_true(strlen(r2d_last_error_message()) > 0);
    assert_true(world_state_hash(world) == before);
}

static void bad_buffers_are_refused(void** state)
{
    (void)state;
    r2d_world_id world = jointed_world();
    step_world(world, 30);
    snapshot s = save(world);
    step_world(world, 30);
    unsigned char* copy = (unsigned char*)malloc(s.size + 1);
    assert_non_null(copy);

    expect_refused(world, s.bytes, s.size - 1, R2D_ERROR_INVALID_ARGUMENT);
    expect_refused(world, s.bytes, 10, R2D_ERROR_INVALID_ARGUMENT);
    expect_refused(world, s.bytes, 0, R2D_ERROR_INVALID_ARGUMENT);
    memcpy(copy, s.bytes, s.size);
    copy[s.size] = 0;
    expect_refused(world, copy, s.size + 1, R2D_ERROR_INVALID_ARGUMENT);
    expect_refused(world, NULL, s.size, R2D_ERROR_NULL_POINTER);
    /* One flipped bit anywhere, header or payload. */
    test_random random = {7};
    for (int trial = 0; trial < 200; ++trial) {
        memcpy(copy, s.bytes, s.size);
        size_t at = (size_t)random_range(&random, 0.0f, (float)s.size - 1.0f);
        copy[at] ^= (unsigned char)(1u << (trial % 8));
        expect_refused(world, copy, s.size, R2D_ERROR_INVALID_ARGUMENT);
    }
    /* Garbage of the right size. */
    for (size_t i = 0; i < s.size; ++i) copy[i] = (unsigned char)random_range(&random, 0.0f, 255.0f);
    expect_refused(world, copy, s.size, R2D_ERROR_INVALID_ARGUMENT);

    /* Another world's snapshot, even of the same scene. */
    r2d_world_id other = jointed_world();
    step_world(other, 30);
    snapshot theirs = save(other);
    expect_refused(world, theirs.bytes, theirs.size, R2D_ERROR_INVALID_ARGUMENT);

    /* A world that reused a destroyed world's slot does not take its snapshots. */
    CHECK_OK(r2d_world_destroy(world));
    assert_int_equal(r2d_world_restore_snapshot(world, s.bytes, s.size), R2D_ERROR_INVALID_ID);
    free(theirs.bytes);
    free(copy);
    free(s.bytes);
    CHECK_OK(r2d_world_destroy(other));
}

static void small_buffer_reports_the_size_needed(void** state)
{
    (void)state;
    r2d_world_id world = pyramid_world();
    size_t size = 0;
    CHECK_OK(r2d_world_get_snapshot_size(world, &size));
    unsigned char small[64];
    size_t written = 0;
    assert_int_equal(r2d_world_save_snapshot(world, small, sizeof small, &written), R2D_ERROR_CAPACITY);
    assert_int_equal(written, size);
    assert_int_equal(r2d_world_save_snapshot(world, NULL, 0, &written), R2D_ERROR_CAPACITY);
    assert_int_equal(r2d_world_save_snapshot(world, small, sizeof small, NULL), R2D_ERROR_NULL_POINTER);
    assert_int_equal(r2d_world_get_snapshot_size(world, NULL), R2D_ERROR_NULL_POINTER);
    r2d_world_id null_world = {0};
    assert_int_equal(r2d_world_get_snapshot_size(null_world, &size), R2D_ERROR_INVALID_ID);
    CHECK_OK(r2d_world_destroy(world));
}

/* Leaves fill in freed heap blocks and in the stack below the caller, so
 * that any byte of a record the library never wrote (padding, the unused
 * tail of a union) would differ from one world to the next. */
static void dirty_memory(unsigned char fill)
{
    for (size_t size = 16; size <= (size_t)1 << 20; size *= 2) {
        unsigned char* block = malloc(size);
        assert_non_null(block);
        memset(block, fill, size);
        free(block);
    }
    volatile unsigned char stack[64 * 1024];
    for (size_t i = 0; i < sizeof stack; ++i) stack[i] = fill;
}

/* The hash of a snapshot of the scene's world after 30 steps, its world
 * tag (bytes 16 to 23, which name the world) left out. */
static uint64_t snapshot_hash(const char* name, unsigned char fill)
{
    scene* description = scene_find(name);
    assert_non_null(description);
    r2d_world_def def = scene_world_def_rigid2d(description);
    dirty_memory(fill);
    r2d_world_id world;
    CHECK_OK(r2d_world_create(&def, &world));
    CHECK_OK(scene_build_rigid2d(description, world, NULL));
    for (int i = 0; i < 30; ++i) {
        dirty_memory(fill);
        CHECK_OK(r2d_world_step(world, description->time_step));
    }
    snapshot s = save(world);
    uint64_t hash = 14695981039346656037u;
    for (size_t i = 0; i < s.size; ++i) {
        if (i < 16 || i >= 24) hash = (hash ^ s.bytes[i]) * 1099511628211u;
    }
    free(s.bytes);
    CHECK_OK(r2d_world_destroy(world));
    scene_free(description);
    return hash;
}

/* Rollback netcode compares hashes of saved states to find desyncs, so
 * the same calls must save the same bytes: every testbed scene (all shape
 * kinds, chains, sensors and joint kinds), built and stepped twice over
 * memory left dirty in two ways. */
static void same_calls_save_the_same_bytes(void** state)
{
    (void)state;
    const char* const* names = scene_names();
    int compared = 0;
    for (int i = 0; names[i] != NULL; ++i) {
        if (strncmp(names[i], "rain", 4) == 0 || strcmp(names[i], "many_pyramids") == 0) continue;
        if (snapshot_hash(names[i], 0x00) != snapshot_hash(names[i], 0xA5)) {
            fail_msg("scene %s: the same calls saved other bytes", names[i]);
        }
        compared += 1;
    }
    assert_true(compared >= 15);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(pyramid_reruns_bit_for_bit),
        cmocka_unit_test(jointed_scene_reruns_bit_for_bit),
        cmocka_unit_test(ids_come_back_as_they_were),
        cmocka_unit_test(shared_geometry_comes_back),
        cmocka_unit_test(restored_rests_keep_islands_whole),
        cmocka_unit_test(bad_buffers_are_refused),
        cmocka_unit_test(small_buffer_reports_the_size_needed),
        cmocka_unit_test(same_calls_save_the_same_bytes),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
