/* Level geometry on one static body: 100,000 overlapping boxes on one body
 * must be created in linear time and collide like the same boxes on
 * 100,000 static bodies. Balls dropped on both worlds must make the same
 * number of contacts, and no contact may join two shapes of one body.
 * Prints creation and first-step times for both (figures, not
 * assertions: the machine's speed is not the test's business).
 *
 * usage: hardening_many_shapes [--shapes N] */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "rigid2d/rigid2d.h"

#define COLUMNS 1000
#define BALLS 300

static void must(r2d_status status, const char* what)
{
    if (status != R2D_OK) {
        fprintf(stderr, "FAIL: %s: %s: %s\n", what, r2d_status_string(status), r2d_last_error_message());
        exit(1);
    }
}

static double seconds_now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

typedef struct figures {
    double create_seconds;
    double first_step_seconds;
    int32_t contacts;
} figures;

/* Boxes 1.2 m wide on a 1 m grid, so neighbours overlap, with balls
 * dropped on the top row; the boxes on one static body or one body each. */
static figures run(int shape_count, int one_body)
{
    figures f;
    r2d_world_def world_def = r2d_world_def_default();
    r2d_world_id world;
    must(r2d_world_create(&world_def, &world), "world_create");
    r2d_body_def body_def = r2d_body_def_default();
    r2d_body_id level;
    must(r2d_body_create(world, &body_def, &level), "body_create (level)");
    r2d_shape_def shape_def = r2d_shape_def_default();
    double start = seconds_now();
    for (int i = 0; i < shape_count; ++i) {
        r2d_vec2 cell = {(float)(i % COLUMNS), -(float)(i / COLUMNS)};
        r2d_box box = {{0.6f, 0.6f}, cell, 0.0f};
        r2d_body_id body = level;
        if (!one_body) {
            body_def.position = cell;
            box.center = (r2d_vec2){0.0f, 0.0f};
            must(r2d_body_create(world, &body_def, &body), "body_create (box)");
        }
        r2d_shape_id shape;
        must(r2d_shape_create_box(body, &shape_def, &box, &shape), "shape_create_box");
    }
    f.create_seconds = seconds_now() - start;
    r2d_body_def ball_def = r2d_body_def_default();
    ball_def.type = R2D_BODY_DYNAMIC;
    for (int i = 0; i < BALLS; ++i) {
        ball_def.position = (r2d_vec2){(float)(i * 3 % COLUMNS) + 0.25f, 1.2f + 0.1f * (float)(i % 3)};
        r2d_body_id ball;
        must(r2d_body_create(world, &ball_def, &ball), "body_create (ball)");
        r2d_circle circle = {{0.0f, 0.0f}, 0.4f};
        r2d_shape_id shape;
        must(r2d_shape_create_circle(ball, &shape_def, &circle, &shape), "shape_create_circle");
    }
    start = seconds_now();
    must(r2d_world_step(world, 1.0f / 60.0f), "first step");
    f.first_step_seconds = seconds_now() - start;
    for (int i = 0; i < 30; ++i) must(r2d_world_step(world, 1.0f / 60.0f), "step");

    must(r2d_world_get_contact_count(world, &f.contacts), "get_contact_count");
    r2d_contact_data* contacts = malloc(sizeof(r2d_contact_data) * (size_t)(f.contacts + 1));
    int32_t count = 0;
    must(r2d_world_get_contacts(world, contacts, f.contacts + 1, &count), "get_contacts");
    for (int32_t i = 0; i < count; ++i) {
        r2d_body_id a, b;
        must(r2d_shape_get_body(contacts[i].shape_a, &a), "shape_get_body");
        must(r2d_shape_get_body(contacts[i].shape_b, &b), "shape_get_body");
        if (a.bits == b.bits) {
            fprintf(stderr, "FAIL: a contact joins two shapes of one body\n");
            exit(1);
        }
    }
    free(contacts);
    must(r2d_world_destroy(world), "world_destroy");
    return f;
}

int main(int argc, char** argv)
{
    int shape_count = 100000;
    if (argc == 3 && strcmp(argv[1], "--shapes") == 0) shape_count = atoi(argv[2]);
    figures one = run(shape_count, 1);
    figures separate = run(shape_count, 0);
    printf("%d boxes on one static body:   create %.3f s, first step %.4f s, %d touching contacts\n", shape_count,
           one.create_seconds, one.first_step_seconds, one.contacts);
    printf("%d boxes on as many bodies:    create %.3f s, first step %.4f s, %d touching contacts\n", shape_count,
           separate.create_seconds, separate.first_step_seconds, separate.contacts);
    if (one.contacts != separate.contacts || one.contacts < BALLS) {
        fprintf(stderr, "FAIL: the balls touch %d boxes on one body but %d on separate bodies (at least %d)\n",
                one.contacts, separate.contacts, BALLS);
        return 1;
    }
    printf("summary: %d shapes on one body created in %.3f s, first step %.4f s (separate bodies: %.3f s, %.4f s)\n",
           shape_count, one.create_seconds, one.first_step_seconds, separate.create_seconds,
           separate.first_step_seconds);
    return 0;
}
