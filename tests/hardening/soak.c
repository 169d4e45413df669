/*
 * Soak: a world where bodies are created and destroyed on every step, run
 * for many steps. It fails when the resident memory keeps growing after a
 * warm-up, when any number goes non-finite, or when the world's body and
 * shape counts differ from what this program created.
 *
 *   hardening_soak [--steps N]     (default 100000)
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rigid2d/rigid2d.h"
#include "world_probe.h"

#define LIVE_TARGET 300         /* bodies kept alive once the world is full */
#define CHECK_EVERY 100         /* steps between full checks */
#define SIDE_WORLD_EVERY 1000   /* steps between creating and dropping a small second world */
#define RSS_SLACK_BYTES (4L << 20)

/* AddressSanitizer keeps freed memory in quarantine, so RSS says nothing
 * there; its leak checker does that job instead. */
#if defined(__SANITIZE_ADDRESS__)
#define RSS_MEANINGFUL 0
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define RSS_MEANINGFUL 0
#endif
#endif
#ifndef RSS_MEANINGFUL
#define RSS_MEANINGFUL 1
#endif

typedef struct live_body {
    r2d_body_id id;
    int32_t shape_count;
} live_body;

typedef struct soak {
    r2d_world_id world;
    live_body bodies[LIVE_TARGET + 1];
    int32_t body_count;
    int32_t shape_count;
    uint64_t random;
} soak;

static void fail(const char* what, long step)
{
    fprintf(stderr, "soak FAILED at step %ld: %s (%s)\n", step, what, r2d_last_error_message());
    exit(1);
}

static void must(r2d_status status, const char* call, long step)
{
    if (status != R2D_OK) {
        fail(call, step);
    }
}

static float random_range(soak* s, float low, float high)
{
    s->random ^= s->random << 13;
    s->random ^= s->random >> 7;
    s->random ^= s->random << 17;
    return low + (high - low) * (float)(s->random >> 40) / (float)(1u << 24);
}

/* One shape of a random kind on body; returns how many shapes it added. */
static int32_t add_random_shape(soak* s, r2d_body_id body, long step)
{
    r2d_shape_def def = r2d_shape_def_default();
    def.restitution = random_range(s, 0.0f, 0.5f);
    r2d_shape_id shape;
    float size = random_range(s, 0.1f, 0.8f);
    switch ((int)random_range(s, 0.0f, 5.0f)) {
    case 0: {
        r2d_circle circle = {{0.0f, 0.0f}, size};
        must(r2d_shape_create_circle(body, &def, &circle, &shape), "circle", step);
        return 1;
    }
    case 1: {
        r2d_box box = {{size, 0.5f * size}, {0.0f, 0.0f}, 0.0f};
        must(r2d_shape_create_box(body, &def, &box, &shape), "box", step);
        return 1;
    }
    case 2: {
        r2d_capsule capsule = {{-size, 0.0f}, {size, 0.0f}, 0.5f * size};
        must(r2d_shape_create_capsule(body, &def, &capsule, &shape), "capsule", step);
        return 1;
    }
    case 3: {
        r2d_vec2 points[5] = {{-size, -size}, {size, -size}, {1.2f * size, 0.3f * size}, {0.0f, size}, {-size, 0.2f}};
        must(r2d_shape_create_polygon(body, &def, points, 5, &shape), "polygon", step);
        return 1;
    }
    default: {
        /* An L: concave, so it splits into pieces. */
        r2d_vec2 points[6] = {{0.0f, 0.0f}, {2.0f * size, 0.0f}, {2.0f * size, 0.5f * size},
                              {0.5f * size, 0.5f * size}, {0.5f * size, 2.0f * size}, {0.0f, 2.0f * size}};
        r2d_shape_id pieces[8];
        int32_t piece_count = 0;
        must(r2d_shape_create_concave_polygon(body, &def, points, 6, pieces, 8, &piece_count), "concave", step);
        return piece_count;
    }
    }
}

static void spawn(soak* s, long step)
{
    r2d_body_def def = r2d_body_def_default();
    def.type = R2D_BODY_DYNAMIC;
    def.position.x = random_range(s, -20.0f, 20.0f);
    def.position.y = random_range(s, 15.0f, 30.0f);
    def.angle = random_range(s, -3.0f, 3.0f);
    def.linear_velocity.x = random_range(s, -5.0f, 5.0f);
    live_body* slot = &s->bodies[s->body_count];
    must(r2d_body_create(s->world, &def, &slot->id), "r2d_body_create", step);
    slot->shape_count = add_random_shape(s, slot->id, step);
    if (random_range(s, 0.0f, 1.0f) < 0.3f) {
        slot->shape_count += add_random_shape(s, slot->id, step);
    }
    s->body_count++;
    s->shape_count += slot->shape_count;
}

static void destroy_body(soak* s, int32_t index, long step)
{
    must(r2d_body_destroy(s->bodies[index].id), "r2d_body_destroy", step);
    s->shape_count -= s->bodies[index].shape_count;
    s->bodies[index] = s->bodies[--s->body_count];
}

/* Drops one shape of a body that has more than one, as games do. */
static void destroy_one_shape(soak* s, int32_t index, long step)
{
    live_body* body = &s->bodies[index];
    r2d_shape_id shapes[16];
    int32_t count = 0;
    if (body->shape_count < 2) {
        return;
    }
    must(r2d_body_get_shapes(body->id, shapes, 16, &count), "r2d_body_get_shapes", step);
    must(r2d_shape_destroy(shapes[0]), "r2d_shape_destroy", step);
    body->shape_count--;
    s->shape_count--;
}

static void check_world(soak* s, long step)
{
    int32_t bodies = -1, shapes = -1;
    must(r2d_world_get_body_count(s->world, &bodies), "r2d_world_get_body_count", step);
    must(r2d_world_get_shape_count(s->world, &shapes), "r2d_world_get_shape_count", step);
    /* +1 body and +1 shape: the ground. */
    if (bodies != s->body_count + 1 || shapes != s->shape_count + 1) {
        fprintf(stderr, "bodies %d, expected %d; shapes %d, expected %d\n", bodies, s->body_count + 1, shapes,
                s->shape_count + 1);
        fail("counts differ from what was created", step);
    }
    if (!probe_states_finite(s->world)) {
        fail("a non-finite position or velocity", step);
    }
}

/* A small world made, stepped and destroyed whole, so world slots and
 * their memory are recycled too. */
static void side_world(long step)
{
    r2d_world_def def = r2d_world_def_default();
    r2d_world_id world;
    must(r2d_world_create(&def, &world), "r2d_world_create", step);
    for (int i = 0; i < 20; ++i) {
        r2d_body_def body_def = r2d_body_def_default();
        body_def.type = R2D_BODY_DYNAMIC;
        body_def.position.y = (float)i;
        r2d_body_id body;
        r2d_shape_def shape_def = r2d_shape_def_default();
        r2d_circle circle = {{0.0f, 0.0f}, 0.4f};
        r2d_shape_id shape;
        must(r2d_body_create(world, &body_def, &body), "side r2d_body_create", step);
        must(r2d_shape_create_circle(body, &shape_def, &circle, &shape), "side circle", step);
    }
    for (int i = 0; i < 10; ++i) {
        must(r2d_world_step(world, 1.0f / 60.0f), "side r2d_world_step", step);
    }
    must(r2d_world_destroy(world), "r2d_world_destroy", step);
}

int main(int argc, char** argv)
{
    long steps = 100000;
    for (int i = 1; i + 1 < argc; ++i) {
        if (strcmp(argv[i], "--steps") == 0) {
            steps = atol(argv[i + 1]);
        }
    }
    long warm_up = steps / 10 > 1000 ? steps / 10 : 1000;

    static soak s;
    s.random = 0x9e3779b97f4a7c15ull;
    r2d_world_def world_def = r2d_world_def_default();
    must(r2d_world_create(&world_def, &s.world), "r2d_world_create", 0);
    r2d_body_def ground_def = r2d_body_def_default();
    r2d_body_id ground;
    must(r2d_body_create(s.world, &ground_def, &ground), "ground", 0);
    r2d_shape_def ground_shape = r2d_shape_def_default();
    r2d_box ground_box = {{40.0f, 1.0f}, {0.0f, -1.0f}, 0.0f};
    r2d_shape_id ground_shape_id;
    must(r2d_shape_create_box(ground, &ground_shape, &ground_box, &ground_shape_id), "ground box", 0);

    long rss_warm = -1, rss_peak = 0, rss_end = 0, created = 0;
    for (long step = 1; step <= steps; ++step) {
        spawn(&s, step);
        created++;
        if (s.body_count > LIVE_TARGET) {
            destroy_body(&s, (int32_t)random_range(&s, 0.0f, (float)s.body_count - 0.5f), step);
        }
        if (step % 7 == 0) {
            destroy_one_shape(&s, (int32_t)random_range(&s, 0.0f, (float)s.body_count - 0.5f), step);
        }
        must(r2d_world_step(s.world, 1.0f / 60.0f), "r2d_world_step", step);
        if (step % SIDE_WORLD_EVERY == 0) {
            side_world(step);
        }
        if (step % CHECK_EVERY == 0) {
            check_world(&s, step);
            long rss = probe_rss_bytes();
            rss_peak = rss > rss_peak ? rss : rss_peak;
            rss_end = rss;
            if (step == warm_up / CHECK_EVERY * CHECK_EVERY) {
                rss_warm = rss;
            }
        }
    }
    check_world(&s, steps);
    must(r2d_world_destroy(s.world), "r2d_world_destroy", steps);

    long growth = rss_end - rss_warm;
    printf("soak: %ld steps, %ld bodies created, %d alive at the end; RSS after warm-up %ld KiB, "
           "at the end %ld KiB (growth %ld KiB), peak %ld KiB\n",
           steps, created, s.body_count, rss_warm / 1024, rss_end / 1024, growth / 1024, rss_peak / 1024);
    if (!RSS_MEANINGFUL) {
        printf("soak: RSS bound not checked under AddressSanitizer (its quarantine holds freed memory)\n");
    } else if (rss_warm > 0 && growth > RSS_SLACK_BYTES + rss_warm / 4) {
        fprintf(stderr, "soak FAILED: RSS grew %ld KiB after warm-up (bound %ld KiB)\n", growth / 1024,
                (RSS_SLACK_BYTES + rss_warm / 4) / 1024);
        return 1;
    }
    return 0;
}
