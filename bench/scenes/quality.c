/* End-of-run quality figures, the same for every engine. */
#include <math.h>

#include "scene.h"

static bool finite_state(const scene_body_state* st)
{
    return isfinite(st->position.x) && isfinite(st->position.y) && isfinite(st->angle);
}

static int32_t count_non_finite(const scene_body_state* st)
{
    return (int32_t)!isfinite(st->position.x) + (int32_t)!isfinite(st->position.y) + (int32_t)!isfinite(st->angle);
}

/* Is p outside the container, looked at from the container body's frame? */
static bool outside(const scene_container* c, const scene_body_state* frame, scene_vec2 p)
{
    float dx = p.x - frame->position.x;
    float dy = p.y - frame->position.y;
    float cs = cosf(frame->angle);
    float sn = sinf(frame->angle);
    float lx = cs * dx + sn * dy;
    float ly = -sn * dx + cs * dy;
    return lx < c->lower.x || lx > c->upper.x || ly < c->lower.y || ly > c->upper.y;
}

/* A point of a body's frame in the world, at the body's state. */
static scene_vec2 world_point(const scene_body_state* st, scene_vec2 local)
{
    float cs = cosf(st->angle);
    float sn = sinf(st->angle);
    return scene_v(st->position.x + cs * local.x - sn * local.y, st->position.y + sn * local.x + cs * local.y);
}

/* The largest gap between a revolute joint's anchors (a wheel's slide by design). */
static float largest_joint_gap(const scene* s, const scene_body_state* states)
{
    float gap = NAN;
    for (int32_t i = 0; i < s->joint_count; ++i) {
        const scene_joint* j = &s->joints[i];
        if (j->kind != SCENE_JOINT_REVOLUTE) {
            continue;
        }
        scene_vec2 a = world_point(&states[j->body_a], j->anchor_a);
        scene_vec2 b = world_point(&states[j->body_b], j->anchor_b);
        float d = hypotf(a.x - b.x, a.y - b.y);
        /* A lost body's joint is the worst; as NaN fmaxf would drop it. */
        d = isfinite(d) ? d : INFINITY;
        gap = isnan(gap) ? d : fmaxf(gap, d);
    }
    return gap;
}

scene_quality scene_measure(const scene* s, const scene_body_state* states)
{
    scene_quality q;
    q.apex_y = NAN;
    q.apex_drop = 0.0f;
    q.max_dx = 0.0f;
    q.escaped = 0;
    q.non_finite = 0;
    q.joint_gap = largest_joint_gap(s, states);
    q.lowest_y = NAN;

    const scene_body_state* frame = NULL;
    if (s->container.body >= 0 && s->container.body < s->body_count && finite_state(&states[s->container.body])) {
        frame = &states[s->container.body];
    }
    for (int32_t i = 0; i < s->body_count; ++i) {
        const scene_body* b = &s->bodies[i];
        const scene_body_state* st = &states[i];
        q.non_finite += count_non_finite(st);
        if (b->type != SCENE_BODY_DYNAMIC) {
            continue;
        }
        if (!finite_state(st)) {
            q.escaped += frame != NULL ? 1 : 0; /* a lost body has left whatever held it */
            continue;
        }
        q.max_dx = fmaxf(q.max_dx, fabsf(st->position.x - b->position.x));
        q.lowest_y = isnan(q.lowest_y) ? st->position.y : fminf(q.lowest_y, st->position.y);
        if ((b->flags & SCENE_BODY_APEX) != 0) {
            q.apex_y = isnan(q.apex_y) ? st->position.y : fminf(q.apex_y, st->position.y);
            q.apex_drop = fmaxf(q.apex_drop, b->position.y - st->position.y);
        }
        if (frame != NULL && outside(&s->container, frame, st->position)) {
            q.escaped += 1;
        }
    }
    return q;
}
