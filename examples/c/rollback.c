/* rollback: the way a networked game uses snapshots. Two players push
 * their crates around a pile; each frame's state is saved. Every 30
 * frames a late input arrives for the frame 8 back: the game restores
 * that frame's snapshot and simulates the 8 frames again with the
 * corrected input. At the end the world must equal, bit for bit, a
 * straight run that had the right inputs from the start. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "rigid2d/rigid2d.h"

#define FRAMES 600
#define LATE_BY 8

typedef struct game {
    r2d_world_id world;
    r2d_body_id players[2];
    r2d_body_id boxes[30];
} game;

static game make_game(void)
{
    game g;
    r2d_world_def world_def = r2d_world_def_default();
    CHECK(r2d_world_create(&world_def, &g.world));
    r2d_body_def body_def = r2d_body_def_default();
    body_def.position = (r2d_vec2){0.0f, -1.0f};
    r2d_body_id ground;
    CHECK(r2d_body_create(g.world, &body_def, &ground));
    r2d_shape_def shape_def = r2d_shape_def_default();
    r2d_box floor = {.half_extents = {30.0f, 1.0f}};
    r2d_shape_id shape;
    CHECK(r2d_shape_create_box(ground, &shape_def, &floor, &shape));
    body_def.type = R2D_BODY_DYNAMIC;
    r2d_box crate = {.half_extents = {0.5f, 0.5f}};
    for (int i = 0; i < 30; ++i) {
        body_def.position = (r2d_vec2){-3.0f + (float)(i % 6) * 1.05f, 0.5f + (float)(i / 6) * 1.05f};
        CHECK(r2d_body_create(g.world, &body_def, &g.boxes[i]));
        CHECK(r2d_shape_create_box(g.boxes[i], &shape_def, &crate, &shape));
    }
    for (int p = 0; p < 2; ++p) {
        body_def.position = (r2d_vec2){p == 0 ? -12.0f : 12.0f, 0.5f};
        CHECK(r2d_body_create(g.world, &body_def, &g.players[p]));
        CHECK(r2d_shape_create_box(g.players[p], &shape_def, &crate, &shape));
    }
    return g;
}

/* A player's input at a frame: a push to the right (+1), left (-1) or none. */
static int input(int player, int frame, int corrected)
{
    int pattern = ((frame / 20) + player) % 3 - 1;
    /* The late input: what really happened differs from the prediction on
     * frames that were predicted (the corrected run knows them all). */
    if (!corrected && frame % 30 >= 30 - LATE_BY && player == 1) return 0;
    return pattern;
}

static void simulate_frame(const game* g, int frame, int corrected)
{
    for (int p = 0; p < 2; ++p) {
        float push = 60.0f * (float)input(p, frame, corrected);
        CHECK(r2d_body_apply_force_to_center(g->players[p], (r2d_vec2){push, 0.0f}, true));
    }
    CHECK(r2d_world_step(g->world, 1.0f / 60.0f));
}

/* Every body's position, angle and velocities, as exact bits. */
static uint64_t state_hash(const game* g)
{
    enum { capacity = 64 };
    r2d_vec2 positions[capacity], velocities[capacity];
    float angles[capacity], spins[capacity];
    int32_t count = 0;
    CHECK(r2d_world_get_body_states(g->world, positions, angles, velocities, spins, capacity, &count));
    uint64_t hash = 1469598103934665603u;
    const unsigned char* parts[4] = {(const unsigned char*)positions, (const unsigned char*)velocities,
                                     (const unsigned char*)angles, (const unsigned char*)spins};
    size_t sizes[4] = {sizeof(r2d_vec2) * (size_t)count, sizeof(r2d_vec2) * (size_t)count,
                       sizeof(float) * (size_t)count, sizeof(float) * (size_t)count};
    for (int k = 0; k < 4; ++k) {
        for (size_t i = 0; i < sizes[k]; ++i) hash = (hash ^ parts[k][i]) * 1099511628211u;
    }
    return hash;
}

/* One frame's snapshot; its buffer grows when the world does. */
typedef struct snapshot {
    unsigned char* bytes;
    size_t capacity;
    size_t size;
} snapshot;

static void save(r2d_world_id world, snapshot* s)
{
    size_t needed = 0;
    CHECK(r2d_world_get_snapshot_size(world, &needed));
    if (needed > s->capacity) {
        unsigned char* grown = realloc(s->bytes, needed);
        if (grown == NULL) {
            fprintf(stderr, "out of memory\n");
            exit(EXIT_FAILURE);
        }
        s->bytes = grown;
        s->capacity = needed;
    }
    CHECK(r2d_world_save_snapshot(world, s->bytes, s->capacity, &s->size));
}

int main(void)
{
    /* The straight run: every input known in time. */
    game truth = make_game();
    for (int frame = 0; frame < FRAMES; ++frame) simulate_frame(&truth, frame, 1);
    uint64_t expected = state_hash(&truth);

    /* The rollback run: predicted inputs, corrected 8 frames late. The
     * last LATE_BY + 1 frames' snapshots are kept in a ring. */
    game g = make_game();
    snapshot ring[LATE_BY + 1];
    memset(ring, 0, sizeof ring);
    int rollbacks = 0;
    for (int frame = 0; frame < FRAMES; ++frame) {
        save(g.world, &ring[frame % (LATE_BY + 1)]);
        simulate_frame(&g, frame, 0);
        if (frame % 30 == 29) {
            /* The true inputs of the last 8 frames arrive: rewind, replay. */
            int from = frame + 1 - LATE_BY;
            const snapshot* then = &ring[from % (LATE_BY + 1)];
            CHECK(r2d_world_restore_snapshot(g.world, then->bytes, then->size));
            for (int replay = from; replay <= frame; ++replay) simulate_frame(&g, replay, 1);
            rollbacks += 1;
        }
    }
    uint64_t got = state_hash(&g);
    printf("%d frames, %d rollbacks of %d frames, snapshots of %zu bytes: %s\n", FRAMES, rollbacks, LATE_BY,
           ring[0].size, got == expected ? "the same state as the straight run" : "DIFFERENT from the straight run");
    for (int i = 0; i <= LATE_BY; ++i) free(ring[i].bytes);
    CHECK(r2d_world_destroy(g.world));
    CHECK(r2d_world_destroy(truth.world));
    return got == expected ? 0 : 1;
}
