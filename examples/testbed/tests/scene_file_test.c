/* Saving and loading without a window: the pyramid saved after 30 steps
 * and loaded into another session steps on bit for bit as the original
 * (this very build reads its own build snapshot); a missing or damaged
 * file is refused and leaves the session as it was. */
#include <stdio.h>
#include <string.h>

#include "scene_file.h"

static int failures = 0;

static void expect(bool ok, const char* what)
{
    printf("%s: %s\n", ok ? "ok  " : "FAIL", what);
    failures += ok ? 0 : 1;
}

static void run(session* s, int steps)
{
    for (int i = 0; i < steps; ++i) {
        session_step(s);
    }
}

/* Every body's position, angle and velocities bit for bit. */
static bool same_motion(const session* a, const session* b)
{
    if (a->body_count != b->body_count) {
        return false;
    }
    for (int32_t i = 0; i < a->body_count; ++i) {
        r2d_vec2 pa, pb, va, vb;
        float anga, angb;
        r2d_body_get_position(a->bodies[i], &pa);
        r2d_body_get_position(b->bodies[i], &pb);
        r2d_body_get_angle(a->bodies[i], &anga);
        r2d_body_get_angle(b->bodies[i], &angb);
        r2d_body_get_linear_velocity(a->bodies[i], &va);
        r2d_body_get_linear_velocity(b->bodies[i], &vb);
        if (memcmp(&pa, &pb, sizeof pa) != 0 || memcmp(&va, &vb, sizeof va) != 0 || anga != angb) {
            return false;
        }
    }
    return true;
}

int main(int argc, char** argv)
{
    const char* path = argc > 1 ? argv[1] : "scene_file_test.r2dw";
    session original;
    session copy;
    if (!session_open(&original, "pyramid") || !session_open(&copy, "pyramid")) {
        return 1;
    }
    run(&original, 30);
    run(&copy, 5); /* a world the load replaces */
    expect(scene_file_save(&original, path), "the pyramid is saved after 30 steps");
    expect(scene_file_load(&copy, path), "the file loads into another session");
    expect(copy.body_count == original.body_count && copy.steps == 0, "the loaded world has the pyramid's bodies");
    run(&original, 60);
    run(&copy, 60);
    expect(same_motion(&original, &copy), "60 steps later the loaded world moves bit for bit as the original");

    r2d_world_id before = copy.world;
    expect(!scene_file_load(&copy, "/nonexistent/scene.r2dw"), "a missing file is refused");
    FILE* file = fopen(path, "r+b");
    if (file != NULL) {
        fseek(file, 100, SEEK_SET);
        int byte = fgetc(file);
        fseek(file, 100, SEEK_SET);
        fputc(byte ^ 0x20, file);
        fclose(file);
    }
    expect(!scene_file_load(&copy, path), "a damaged file is refused");
    expect(copy.world.bits == before.bits && copy.body_count == original.body_count,
           "a refused load leaves the session as it was");
    remove(path);
    session_close(&original);
    session_close(&copy);
    return failures == 0 ? 0 : 1;
}
