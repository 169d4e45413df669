/* r2d_shape_def grew is_sensor and enable_sensor_events in RIGID2D_0.2. A
 * program built before calls the RIGID2D_0 r2d_shape_def_default, which
 * must fill only the old, shorter layout, and shape creation must accept
 * that layout with the appended fields at their defaults: not a sensor,
 * and seen by sensors. */
#define _GNU_SOURCE
#include "helpers.h"

#include <dlfcn.h>
#include <string.h>

/* Bytes of the layout RIGID2D_0 knew: everything before is_sensor. */
#define LAYOUT0_SIZE offsetof(r2d_shape_def, is_sensor)

typedef struct layout0 {
    unsigned char bytes[LAYOUT0_SIZE];
} layout0;
typedef layout0 (*default_layout0_fn)(void);

static layout0 old_default(void)
{
    void* library = dlopen("librigid2d.so.0", RTLD_NOW | RTLD_NOLOAD);
    assert_non_null(library);
    void* symbol = dlvsym(library, "r2d_shape_def_default", "RIGID2D_0");
    assert_non_null(symbol);
    /* POSIX lets a data pointer from dlsym hold a function; ISO C needs the copy. */
    default_layout0_fn function;
    memcpy(&function, &symbol, sizeof function);
    layout0 old = function();
    dlclose(library);
    return old;
}

static void old_default_fills_only_the_old_layout(void** state)
{
    (void)state;
    layout0 old = old_default();
    r2d_shape_def current = r2d_shape_def_default();
    uint32_t old_size;
    memcpy(&old_size, old.bytes, sizeof old_size);
    assert_int_equal(old_size, LAYOUT0_SIZE);
    assert_int_equal(current.struct_size, sizeof(r2d_shape_def));
    assert_false(current.is_sensor);
    assert_true(current.enable_sensor_events);
    /* Field by field: padding bytes hold whatever the compiler left. */
    r2d_shape_def seen;
    memset(&seen, 0, sizeof seen);
    memcpy(&seen, old.bytes, LAYOUT0_SIZE);
    assert_true(seen.density == current.density);
    assert_true(seen.static_friction == current.static_friction);
    assert_true(seen.dynamic_friction == current.dynamic_friction);
    assert_true(seen.restitution == current.restitution);
    assert_true(seen.filter.category_bits == current.filter.category_bits);
    assert_true(seen.filter.mask_bits == current.filter.mask_bits);
    assert_int_equal(seen.filter.group_index, current.filter.group_index);
    assert_true(seen.enable_contact_events == current.enable_contact_events);
    assert_true(seen.user_data == current.user_data);
}

/* An old def read into the tail of a larger buffer whose remaining bytes
 * are garbage: the library must not read past struct_size. */
static void old_layout_makes_a_solid_shape_seen_by_sensors(void** state)
{
    (void)state;
    unsigned char buffer[sizeof(r2d_shape_def)];
    memset(buffer, 0xAB, sizeof buffer);
    layout0 old = old_default();
    memcpy(buffer, old.bytes, LAYOUT0_SIZE);

    r2d_world_id world = create_world(vec2(0.0f, -10.0f));
    r2d_shape_def sensor = r2d_shape_def_default();
    sensor.is_sensor = true;
    add_box_body(world, R2D_BODY_STATIC, vec2(0.0f, 0.5f), 0.0f, 5.0f, 0.5f, &sensor);
    add_ground(world, NULL);
    r2d_body_def body_def = r2d_body_def_default();
    body_def.type = R2D_BODY_DYNAMIC;
    body_def.position = vec2(0.0f, 3.0f);
    r2d_body_id ball;
    CHECK_OK(r2d_body_create(world, &body_def, &ball));
    r2d_circle circle = {{0.0f, 0.0f}, 0.25f};
    r2d_shape_id old_shape;
    CHECK_OK(r2d_shape_create_circle(ball, (const r2d_shape_def*)buffer, &circle, &old_shape));
    int seen = 0;
    for (int step = 0; step < 120; ++step) {
        step_world(world, 1);
        r2d_sensor_event events[4];
        int32_t count;
        CHECK_OK(r2d_world_get_sensor_begin_events(world, events, 4, &count));
        for (int32_t i = 0; i < count; ++i) seen += events[i].visitor.bits == old_shape.bits;
    }
    /* Solid: it rests on the ground, inside the sensor, which saw it come. */
    ASSERT_NEAR(body_position(ball).y, 0.25f, 0.02f);
    assert_int_equal(seen, 1);
    CHECK_OK(r2d_world_destroy(world));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(old_default_fills_only_the_old_layout),
        cmocka_unit_test(old_layout_makes_a_solid_shape_seen_by_sensors),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
