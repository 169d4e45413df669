/* r2d_debug_draw grew draw_joints and color_joint in RIGID2D_0.2. A
 * program built before calls the RIGID2D_0 r2d_debug_draw_default, which
 * must fill only the old, shorter layout, and r2d_world_draw must accept
 * that layout and draw with the appended fields at their defaults. */
#define _GNU_SOURCE
#include "helpers.h"

#include <dlfcn.h>
#include <string.h>

/* Bytes of the layout RIGID2D_0 knew: everything before draw_joints. */
#define LAYOUT0_SIZE offsetof(r2d_debug_draw, draw_joints)

/* The old default is returned by value in a struct of the old size. */
typedef struct layout0 {
    unsigned char bytes[LAYOUT0_SIZE];
} layout0;
typedef layout0 (*default_layout0_fn)(void);

typedef struct drawn {
    int segments;
    int polygons;
} drawn;

static void count_segment(r2d_vec2 p1, r2d_vec2 p2, uint32_t color, void* context)
{
    (void)p1;
    (void)p2;
    (void)color;
    ((drawn*)context)->segments += 1;
}

static void count_polygon(const r2d_vec2* vertices, int32_t count, uint32_t color, void* context)
{
    (void)vertices;
    (void)count;
    (void)color;
    ((drawn*)context)->polygons += 1;
}

static void old_default_fills_only_the_old_layout(void** state)
{
    (void)state;
    void* library = dlopen("librigid2d.so.0", RTLD_NOW | RTLD_NOLOAD);
    assert_non_null(library);
    void* symbol = dlvsym(library, "r2d_debug_draw_default", "RIGID2D_0");
    assert_non_null(symbol);
    /* POSIX lets a data pointer from dlsym hold a function; ISO C needs the copy. */
    default_layout0_fn old_default;
    memcpy(&old_default, &symbol, sizeof old_default);
    layout0 old = old_default();
    r2d_debug_draw current = r2d_debug_draw_default();
    uint32_t old_size;
    memcpy(&old_size, old.bytes, sizeof old_size);
    assert_int_equal(old_size, LAYOUT0_SIZE);
    assert_int_equal(current.struct_size, sizeof(r2d_debug_draw));
    /* The old fields hold the same defaults (field by field: padding
     * bytes hold whatever the compiler left). */
    r2d_debug_draw seen;
    memset(&seen, 0, sizeof seen);
    memcpy(&seen, old.bytes, LAYOUT0_SIZE);
    assert_true(seen.draw_shapes == current.draw_shapes && seen.draw_aabbs == current.draw_aabbs);
    assert_true(seen.draw_contacts == current.draw_contacts && seen.draw_mass == current.draw_mass);
    assert_int_equal(seen.color_static, current.color_static);
    assert_int_equal(seen.color_dynamic, current.color_dynamic);
    assert_int_equal(seen.color_mass, current.color_mass);
    assert_null(seen.draw_polygon);
    assert_null(seen.context);
    dlclose(library);
}

/* A two-body world with one revolute joint. */
static r2d_world_id jointed_world(void)
{
    r2d_world_id world = create_world((r2d_vec2){0.0f, -10.0f});
    r2d_body_id ground = add_box_body(world, R2D_BODY_STATIC, (r2d_vec2){0.0f, 0.0f}, 0.0f, 1.0f, 1.0f, NULL);
    r2d_body_id arm = add_box_body(world, R2D_BODY_DYNAMIC, (r2d_vec2){2.0f, 0.0f}, 0.0f, 0.5f, 0.1f, NULL);
    r2d_revolute_joint_def def = r2d_revolute_joint_def_default();
    def.base.body_a = ground;
    def.base.body_b = arm;
    def.base.local_anchor_a = (r2d_vec2){1.5f, 0.0f};
    def.base.local_anchor_b = (r2d_vec2){-0.5f, 0.0f};
    r2d_joint_id joint;
    CHECK_OK(r2d_joint_create_revolute(world, &def, &joint));
    return world;
}

static void old_layout_draws_with_joints_at_their_default(void** state)
{
    (void)state;
    r2d_world_id world = jointed_world();
    drawn seen = {0, 0};
    r2d_debug_draw draw = r2d_debug_draw_default();
    draw.draw_segment = count_segment;
    draw.draw_solid_polygon = count_polygon;
    draw.context = &seen;
    /* The old program's struct ends before draw_joints: whatever lies past
     * it is not its own and must not be read. */
    draw.struct_size = (uint32_t)LAYOUT0_SIZE;
    draw.draw_joints = false;
    CHECK_OK(r2d_world_draw(world, &draw));
    assert_int_equal(seen.polygons, 2);
    assert_int_equal(seen.segments, 3); /* the default draws the joint: three lines */

    seen = (drawn){0, 0};
    draw.struct_size = sizeof(r2d_debug_draw);
    CHECK_OK(r2d_world_draw(world, &draw));
    assert_int_equal(seen.segments, 0); /* the current layout's own choice */
    CHECK_OK(r2d_world_destroy(world));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(old_default_fills_only_the_old_layout),
        cmocka_unit_test(old_layout_draws_with_joints_at_their_default),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
