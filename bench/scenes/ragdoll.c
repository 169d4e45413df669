/* Ragdolls tumbling down a flight of steps: eleven parts each (boxes,
 * capsules, a circle) held by revolute joints whose limits keep the limbs
 * to a body's range of motion, and whose motors, at speed 0, give the
 * joints a little friction. A ragdoll's parts never collide with each other. */
#include "ground.h"

#define RAGDOLL_COUNT 4
#define STEP_COUNT 8

static const float joint_friction_torque = 0.05f; /* N m */

/* A part's origin is the joint it hangs from (the torso's, its neck), so
 * the joints draw along the bones and clear of the parts' middles. */
typedef struct limb {
    scene_vec2 joint;    /* from the hip, standing upright facing +x */
    scene_vec2 center;   /* the shape's middle, from the hip */
    float half_length;   /* of the capsule's axis, vertical */
    float radius;
    int32_t parent;      /* index into the limbs, -1 for the torso */
    float lower, upper;  /* joint limits, rad: positive swings the far end forward */
} limb;

/* The torso first, then each limb after its parent; mirrored sides alike. */
static const limb limbs[] = {
    {{0.0f, 0.6f}, {0.0f, 0.3f}, 0.0f, 0.0f, -1, 0.0f, 0.0f},           /* torso: a box, see below */
    {{0.0f, 0.6f}, {0.0f, 0.75f}, 0.0f, 0.13f, 0, -0.5f, 0.5f},         /* head: a circle */
    {{0.25f, 0.55f}, {0.25f, 0.4f}, 0.13f, 0.06f, 0, -1.0f, 3.0f},      /* upper arms */
    {{-0.25f, 0.55f}, {-0.25f, 0.4f}, 0.13f, 0.06f, 0, -1.0f, 3.0f},
    {{0.25f, 0.22f}, {0.25f, 0.08f}, 0.12f, 0.055f, 2, 0.0f, 2.3f},     /* forearms */
    {{-0.25f, 0.22f}, {-0.25f, 0.08f}, 0.12f, 0.055f, 3, 0.0f, 2.3f},
    {{0.09f, 0.0f}, {0.09f, -0.22f}, 0.17f, 0.08f, 0, -0.6f, 1.6f},     /* thighs */
    {{-0.09f, 0.0f}, {-0.09f, -0.22f}, 0.17f, 0.08f, 0, -0.6f, 1.6f},
    {{0.09f, -0.45f}, {0.09f, -0.68f}, 0.17f, 0.07f, 6, -2.2f, 0.0f},   /* shins */
    {{-0.09f, -0.45f}, {-0.09f, -0.68f}, 0.17f, 0.07f, 7, -2.2f, 0.0f},
};
#define LIMB_COUNT ((int32_t)(sizeof(limbs) / sizeof(limbs[0])))

static void add_ragdoll(scene* s, scene_vec2 hip, scene_vec2 velocity, uint32_t group)
{
    int32_t bodies[LIMB_COUNT];
    for (int32_t i = 0; i < LIMB_COUNT; ++i) {
        const limb* l = &limbs[i];
        scene_vec2 joint = scene_v(hip.x + l->joint.x, hip.y + l->joint.y);
        scene_vec2 middle = scene_v(l->center.x - l->joint.x, l->center.y - l->joint.y);
        bodies[i] = scene_add_body(s, SCENE_BODY_DYNAMIC, joint, 0.0f);
        int32_t shape;
        if (l->parent < 0) {
            shape = scene_add_box(s, scene_material_default(), scene_v(0.17f, 0.3f), middle, 0.0f);
        } else if (l->half_length == 0.0f) {
            shape = scene_add_circle(s, scene_material_default(), middle, l->radius);
        } else {
            shape = scene_add_capsule(s, scene_material_default(), scene_v(middle.x, middle.y - l->half_length),
                                      scene_v(middle.x, middle.y + l->half_length), l->radius);
        }
        if (bodies[i] < 0 || shape < 0) {
            return;
        }
        s->shapes[shape].never_collide_group = group;
        s->bodies[bodies[i]].linear_velocity = velocity;
        if (l->parent < 0) {
            continue;
        }
        int32_t hinge = scene_add_revolute(s, bodies[l->parent], bodies[i], joint);
        if (hinge >= 0) {
            scene_joint* j = &s->joints[hinge];
            j->enable_limit = true;
            j->lower = l->lower;
            j->upper = l->upper;
            j->enable_motor = true;
            j->max_motor_torque = joint_friction_torque;
        }
    }
}

scene* scene_make_ragdoll(void)
{
    scene* s = scene_new("ragdoll", 600);
    if (s == NULL) {
        return NULL;
    }
    scene_add_flat_ground(s, 20.0f, scene_material_default());
    /* Steps down to the right, 1.5 m deep and 0.5 m high, from 4 m down to the floor. */
    scene_add_body(s, SCENE_BODY_STATIC, scene_v(0.0f, 0.0f), 0.0f);
    for (int32_t k = 0; k < STEP_COUNT; ++k) {
        float top = 0.5f * (float)(STEP_COUNT - k);
        scene_add_box(s, scene_material_default(), scene_v(0.75f, 0.5f * top), scene_v(-10.0f + 1.5f * (float)k, 0.5f * top), 0.0f);
    }
    /* One over every other step, a little in the air, pushed towards the drop. */
    for (int32_t r = 0; r < RAGDOLL_COUNT; ++r) {
        int32_t step = 2 * r;
        float step_top = 0.5f * (float)(STEP_COUNT - step);
        scene_vec2 hip = scene_v(-10.0f + 1.5f * (float)step, step_top + 1.5f);
        add_ragdoll(s, hip, scene_v(1.0f + 0.5f * (float)r, 0.0f), (uint32_t)r + 1u);
    }
    return scene_finish(s);
}
