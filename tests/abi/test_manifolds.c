/* Contact manifolds as the ABI reports them: point counts per shape pair,
 * normals from shape A to shape B, and the bodies and shapes they name. */
#include "helpers.h"

#include <math.h>
#include <stdbool.h>
#include <string.h>

#define MAX_CONTACTS 8

static bool same_body(r2d_body_id a, r2d_body_id b)
{
    return a.bits == b.bits;
}

/* The record is self-consistent: each shape belongs to its body, the
 * normal is a unit vector pointing from A's body towards B's. */
static void check_contact_orientation(const r2d_contact_data* contact)
{
    r2d_body_id owner;
    CHECK_OK(r2d_shape_get_body(contact->shape_a, &owner));
    assert_true(same_body(owner, contact->body_a));
    CHECK_OK(r2d_shape_get_body(contact->shape_b, &owner));
    assert_true(same_body(owner, contact->body_b));

    ASSERT_NEAR(contact->normal.x * contact->normal.x + contact->normal.y * contact->normal.y, 1.0, 1e-4);
    r2d_vec2 a = body_position(contact->body_a);
    r2d_vec2 b = body_position(contact->body_b);
    double along = contact->normal.x * ((double)b.x - a.x) + contact->normal.y * ((double)b.y - a.y);
    assert_true(along > 0.0);
}

/* Field by field: the record's padding bytes carry no meaning. */
static void check_same_contact(const r2d_contact_data* a, const r2d_contact_data* b)
{
    assert_true(a->shape_a.bits == b->shape_a.bits && a->shape_b.bits == b->shape_b.bits);
    assert_true(same_body(a->body_a, b->body_a) && same_body(a->body_b, b->body_b));
    assert_true(a->normal.x == b->normal.x && a->normal.y == b->normal.y);
    assert_int_equal(a->point_count, b->point_count);
    for (int i = 0; i < a->point_count; ++i) {
        assert_memory_equal(&a->points[i], &b->points[i], sizeof a->points[i]);
    }
}

/* The world's only contact, checked for orientation and for naming the
 * two given bodies in either order. */
static r2d_contact_data only_contact(r2d_world_id world, r2d_body_id first, r2d_body_id second)
{
    r2d_contact_data contacts[MAX_CONTACTS];
    int32_t count;
    CHECK_OK(r2d_world_get_contacts(world, contacts, MAX_CONTACTS, &count));
    assert_int_equal(count, 1);
    assert_int_equal(world_contact_count(world), 1);
    r2d_contact_data contact = contacts[0];
    check_contact_orientation(&contact);
    bool forward = same_body(contact.body_a, first) && same_body(contact.body_b, second);
    bool backward = same_body(contact.body_a, second) && same_body(contact.body_b, first);
    assert_true(forward || backward);
    return contact;
}

static void box_on_box_has_two_points(void** state)
{
    (void)state;
    const float gravity = 10.0f;
    r2d_world_id world = create_world_without_sleep(vec2(0.0f, -gravity));
    r2d_body_id ground = add_ground(world, NULL);
    r2d_body_id box = add_box_body(world, R2D_BODY_DYNAMIC, vec2(0.0f, 0.5f), 0.0f, 0.5f, 0.5f, NULL);
    step_world(world, 60);

    r2d_contact_data contact = only_contact(world, ground, box);
    assert_int_equal(contact.point_count, 2);
    ASSERT_NEAR(fabs(contact.normal.y), 1.0, 1e-4);
    double total_impulse = 0.0;
    for (int i = 0; i < 2; ++i) {
        /* The points are the bottom corners, on the ground's face. */
        ASSERT_NEAR(fabs(contact.points[i].point.x), 0.5, 0.01);
        ASSERT_NEAR(contact.points[i].point.y, 0.0, 0.01);
        ASSERT_NEAR(contact.points[i].separation, 0.0, 0.01);
        total_impulse += contact.points[i].normal_impulse;
    }
    assert_true(contact.points[0].id != contact.points[1].id);
    /* At rest the ground carries the weight: m g per second of step. */
    double weight_impulse = body_mass(box) * gravity * TEST_TIME_STEP;
    ASSERT_NEAR(total_impulse, weight_impulse, 0.1 * weight_impulse);

    /* The body's own view gives the same record. */
    int32_t body_count;
    CHECK_OK(r2d_body_get_contact_count(box, &body_count));
    assert_int_equal(body_count, 1);
    r2d_contact_data from_body[MAX_CONTACTS];
    CHECK_OK(r2d_body_get_contacts(box, from_body, MAX_CONTACTS, &body_count));
    assert_int_equal(body_count, 1);
    check_same_contact(&from_body[0], &contact);
    CHECK_OK(r2d_world_destroy(world));
}

static void circle_on_box_has_one_point(void** state)
{
    (void)state;
    r2d_world_id world = create_world_without_sleep(vec2(0.0f, -10.0f));
    r2d_body_id ground = add_ground(world, NULL);
    r2d_body_id ball = add_circle_body(world, R2D_BODY_DYNAMIC, vec2(1.0f, 0.5f), 0.5f, NULL);
    step_world(world, 60);

    r2d_contact_data contact = only_contact(world, ground, ball);
    assert_int_equal(contact.point_count, 1);
    ASSERT_NEAR(fabs(contact.normal.y), 1.0, 1e-4);
    ASSERT_NEAR(contact.points[0].point.x, 1.0, 0.01);
    ASSERT_NEAR(contact.points[0].point.y, 0.0, 0.01);
    assert_true(contact.points[0].normal_impulse > 0.0f);
    CHECK_OK(r2d_world_destroy(world));
}

static void side_by_side_boxes_normal_is_horizontal(void** state)
{
    (void)state;
    /* Without gravity, the left box drifts into the right one. */
    r2d_world_id world = create_world_without_sleep(vec2(0.0f, 0.0f));
    r2d_body_id left = add_box_body(world, R2D_BODY_DYNAMIC, vec2(-0.55f, 0.0f), 0.0f, 0.5f, 0.5f, NULL);
    r2d_body_id right = add_box_body(world, R2D_BODY_DYNAMIC, vec2(0.55f, 0.0f), 0.0f, 0.5f, 0.5f, NULL);
    CHECK_OK(r2d_body_set_linear_velocity(left, vec2(0.5f, 0.0f)));
    step_world(world, 30);

    r2d_contact_data contact = only_contact(world, left, right);
    assert_int_equal(contact.point_count, 2);
    ASSERT_NEAR(fabs(contact.normal.x), 1.0, 1e-3);
    CHECK_OK(r2d_world_destroy(world));
}

static void separated_shapes_have_no_contact(void** state)
{
    (void)state;
    r2d_world_id world = create_world_without_sleep(vec2(0.0f, 0.0f));
    /* 10 cm apart: near enough for the broadphase, not touching. */
    r2d_body_id left = add_box_body(world, R2D_BODY_DYNAMIC, vec2(-0.55f, 0.0f), 0.0f, 0.5f, 0.5f, NULL);
    r2d_body_id ball = add_circle_body(world, R2D_BODY_DYNAMIC, vec2(0.6f, 0.0f), 0.5f, NULL);
    step_world(world, 10);

    r2d_contact_data contacts[MAX_CONTACTS];
    int32_t count = -1;
    CHECK_OK(r2d_world_get_contacts(world, contacts, MAX_CONTACTS, &count));
    assert_int_equal(count, 0);
    assert_int_equal(world_contact_count(world), 0);
    CHECK_OK(r2d_body_get_contact_count(left, &count));
    assert_int_equal(count, 0);
    CHECK_OK(r2d_body_get_contacts(ball, contacts, MAX_CONTACTS, &count));
    assert_int_equal(count, 0);
    CHECK_OK(r2d_world_destroy(world));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(box_on_box_has_two_points),
        cmocka_unit_test(circle_on_box_has_one_point),
        cmocka_unit_test(side_by_side_boxes_normal_is_horizontal),
        cmocka_unit_test(separated_shapes_have_no_contact),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
