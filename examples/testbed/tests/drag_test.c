/* Mouse dragging without a window: grab the pyramid's apex box, pull it
 * up and aside through a mouse joint, and see the grabbed point follow the
 * cursor; clicks on empty space or on the static ground grab nothing, and
 * letting go leaves no joint behind. */
#include <math.h>
#include <stdio.h>

#include "drag.h"
#include "session.h"

static int failures = 0;

static void expect(bool ok, const char* what)
{
    printf("%s: %s\n", ok ? "ok  " : "FAIL", what);
    failures += ok ? 0 : 1;
}

/* The dynamic body with the highest origin: the pyramid's apex. */
static r2d_body_id highest_body(const session* s, r2d_vec2* out_position)
{
    r2d_body_id best = s->bodies[0];
    out_position->x = 0.0f;
    out_position->y = -INFINITY;
    for (int32_t i = 0; i < s->body_count; ++i) {
        r2d_vec2 p;
        r2d_body_type type;
        if (r2d_body_get_type(s->bodies[i], &type) == R2D_OK && type == R2D_BODY_DYNAMIC &&
            r2d_body_get_position(s->bodies[i], &p) == R2D_OK && p.y > out_position->y) {
            best = s->bodies[i];
            *out_position = p;
        }
    }
    return best;
}

int main(void)
{
    session s;
    if (!session_open(&s, "pyramid")) {
        return 1;
    }
    drag d;
    r2d_vec2 apex;
    r2d_body_id apex_body = highest_body(&s, &apex);

    r2d_vec2 sky = {apex.x, apex.y + 5.0f};
    expect(!drag_begin(&d, s.world, sky), "a click in empty sky grabs nothing");
    r2d_vec2 ground = {0.0f, -1.0f}; /* inside the static ground box */
    expect(!drag_begin(&d, s.world, ground), "a click on the static ground grabs nothing");

    /* Grab the apex box a quarter metre right of its centre. */
    r2d_vec2 grab = {apex.x + 0.25f, apex.y};
    expect(drag_begin(&d, s.world, grab) && d.body.bits == apex_body.bits, "a click on the apex box grabs it");
    int32_t joints = 0;
    r2d_world_get_joint_count(s.world, &joints);
    expect(joints == 1, "the grab is one joint");

    r2d_vec2 target = {apex.x + 3.0f, apex.y + 2.0f};
    drag_move(&d, target);
    for (int i = 0; i < 90; ++i) {
        session_step(&s);
    }
    /* Where the grabbed point is now, from the body's transform. */
    r2d_vec2 p;
    float a;
    r2d_body_get_position(apex_body, &p);
    r2d_body_get_angle(apex_body, &a);
    r2d_vec2 held = {p.x + cosf(a) * d.local_point.x - sinf(a) * d.local_point.y,
                     p.y + sinf(a) * d.local_point.x + cosf(a) * d.local_point.y};
    float gap = hypotf(held.x - target.x, held.y - target.y);
    printf("      grabbed point %.3f m from the cursor after 1.5 s\n", (double)gap);
    expect(gap < 0.2f, "the grabbed point follows the cursor to within 0.2 m");

    /* Released, the box falls back under gravity (within a second, whatever
     * swing about the grabbed point it had). */
    drag_end(&d);
    r2d_world_get_joint_count(s.world, &joints);
    expect(joints == 0, "letting go removes the joint");
    for (int i = 0; i < 60; ++i) {
        session_step(&s);
    }
    r2d_vec2 after;
    r2d_body_get_position(apex_body, &after);
    expect(after.y < p.y - 0.5f, "released, the box falls");

    session_close(&s);
    return failures == 0 ? 0 : 1;
}
