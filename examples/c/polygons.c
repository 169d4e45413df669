/* polygons: a hexagon, a capsule and a concave arrow fall onto a ground
 * segment; the program prints contact events as they happen and, at the
 * end, every contact with its points, normal and impulses. */
#include <stdio.h>

#include "check.h"
#include "rigid2d/rigid2d.h"

#define MAX_RECORDS 32

/* Bodies carry their name's index as user data, for printing. */
static const char* const body_names[] = {"ground", "hexagon", "capsule", "arrow"};

static r2d_body_id add_body(r2d_world_id world, r2d_body_type type, r2d_vec2 position, float angle, uint64_t name)
{
    r2d_body_def def = r2d_body_def_default();
    def.type = (int32_t)type;
    def.position = position;
    def.angle = angle;
    def.user_data = name;
    r2d_body_id body;
    CHECK(r2d_body_create(world, &def, &body));
    return body;
}

static const char* body_name(r2d_body_id body)
{
    uint64_t name;
    CHECK(r2d_body_get_user_data(body, &name));
    return body_names[name];
}

static const char* shape_owner_name(r2d_shape_id shape)
{
    r2d_body_id body;
    CHECK(r2d_shape_get_body(shape, &body));
    return body_name(body);
}

static void print_events(r2d_world_id world, float time)
{
    r2d_contact_begin_event begins[MAX_RECORDS];
    r2d_contact_end_event ends[MAX_RECORDS];
    int32_t count;
    CHECK(r2d_world_get_contact_begin_events(world, begins, MAX_RECORDS, &count));
    for (int32_t i = 0; i < count; ++i) {
        printf("%5.2f s  begin  %s - %s\n", time, shape_owner_name(begins[i].shape_a),
               shape_owner_name(begins[i].shape_b));
    }
    /* Nothing is destroyed here, so the ended contacts' shapes still exist. */
    CHECK(r2d_world_get_contact_end_events(world, ends, MAX_RECORDS, &count));
    for (int32_t i = 0; i < count; ++i) {
        printf("%5.2f s  end    %s - %s\n", time, shape_owner_name(ends[i].shape_a), shape_owner_name(ends[i].shape_b));
    }
}

static void print_contacts(r2d_world_id world)
{
    r2d_contact_data contacts[MAX_RECORDS];
    int32_t count;
    CHECK(r2d_world_get_contacts(world, contacts, MAX_RECORDS, &count));
    printf("%d contacts:\n", count);
    for (int32_t i = 0; i < count; ++i) {
        const r2d_contact_data* contact = &contacts[i];
        printf("  %s - %s, normal (%.3f, %.3f)\n", body_name(contact->body_a), body_name(contact->body_b),
               contact->normal.x, contact->normal.y);
        for (int32_t p = 0; p < contact->point_count; ++p) {
            const r2d_manifold_point* point = &contact->points[p];
            printf("    point (%7.3f, %7.3f) separation %7.4f m, impulse normal %.4f tangent %.4f N s\n",
                   point->point.x, point->point.y, point->separation, point->normal_impulse, point->tangent_impulse);
        }
    }
}

int main(void)
{
    r2d_world_def world_def = r2d_world_def_default();
    r2d_world_id world;
    CHECK(r2d_world_create(&world_def, &world));
    r2d_shape_def shape_def = r2d_shape_def_default();
    r2d_shape_id shape;

    /* A static two-sided segment as the ground. */
    r2d_body_id ground = add_body(world, R2D_BODY_STATIC, (r2d_vec2){0.0f, 0.0f}, 0.0f, 0);
    r2d_segment ground_line = {{-20.0f, 0.0f}, {20.0f, 0.0f}};
    CHECK(r2d_shape_create_segment(ground, &shape_def, &ground_line, &shape));

    /* A convex polygon: the library takes the hull of up to 8 points. */
    r2d_body_id hexagon = add_body(world, R2D_BODY_DYNAMIC, (r2d_vec2){-3.0f, 2.0f}, 0.2f, 1);
    const r2d_vec2 hexagon_points[] = {{0.5f, 0.0f}, {0.25f, 0.43f}, {-0.25f, 0.43f},
                                       {-0.5f, 0.0f}, {-0.25f, -0.43f}, {0.25f, -0.43f}};
    CHECK(r2d_shape_create_polygon(hexagon, &shape_def, hexagon_points, 6, &shape));

    /* A capsule: two centres and a radius. */
    r2d_body_id capsule = add_body(world, R2D_BODY_DYNAMIC, (r2d_vec2){0.0f, 3.0f}, 0.4f, 2);
    r2d_capsule capsule_shape = {{-0.5f, 0.0f}, {0.5f, 0.0f}, 0.25f};
    CHECK(r2d_shape_create_capsule(capsule, &shape_def, &capsule_shape, &shape));

    /* A concave arrow, split by the library into convex pieces. */
    r2d_body_id arrow = add_body(world, R2D_BODY_DYNAMIC, (r2d_vec2){3.0f, 2.5f}, -0.3f, 3);
    const r2d_vec2 arrow_points[] = {{-1.0f, -0.2f}, {0.3f, -0.2f}, {0.3f, -0.6f}, {1.0f, 0.0f},
                                     {0.3f, 0.6f},   {0.3f, 0.2f},  {-1.0f, 0.2f}};
    r2d_shape_id pieces[8];
    int32_t piece_count;
    CHECK(r2d_shape_create_concave_polygon(arrow, &shape_def, arrow_points, 7, pieces, 8, &piece_count));
    printf("the arrow was split into %d convex pieces\n", piece_count);

    const float time_step = 1.0f / 60.0f;
    for (int step = 1; step <= 180; ++step) {
        CHECK(r2d_world_step(world, time_step));
        print_events(world, step * time_step);
    }
    print_contacts(world);

    int32_t contact_count;
    CHECK(r2d_world_get_contact_count(world, &contact_count));
    CHECK(r2d_world_destroy(world));
    /* All three shapes end up lying on the ground. */
    return contact_count >= 3 ? EXIT_SUCCESS : EXIT_FAILURE;
}
