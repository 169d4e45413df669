// The Box2D 2.4.1 adapter (Debian's libbox2d), built from the same scene
// description. Box2D 2.4.1 mixes friction as sqrt(a * b) like rigid2d, so
// frictions pass through; it mixes restitution as max(a, b), not min (the
// benchmark scenes have none). It has no capsule (a box and two circles on
// one body stand in) and no concave decomposition (such scenes are refused).
// Of the joints it builds the revolute ones, all that the benchmark's scenes use.
#include <box2d/box2d.h>

#include <cstdio>
#include <memory>
#include <vector>

#include "engine.h"

namespace {

// Its own testbed's iterations.
constexpr int velocity_iterations = 8;
constexpr int position_iterations = 3;

struct box2d_world {
    b2World world{b2Vec2(0.0f, -10.0f)};
    std::vector<b2Body*> bodies; // in the scene's order
    float time_step = 1.0f / 60.0f;
};

b2Vec2 to_b2(scene_vec2 v)
{
    return b2Vec2(v.x, v.y);
}

b2FixtureDef fixture_of(const scene_shape& source, const b2Shape* shape)
{
    b2FixtureDef def;
    def.shape = shape;
    def.density = source.material.density;
    def.friction = source.material.friction;
    def.restitution = source.material.restitution;
    // A shared negative group never collides.
    def.filter.groupIndex = static_cast<int16>(-static_cast<int32_t>(source.never_collide_group));
    return def;
}

// False with a reason for what Box2D 2.4.1 cannot express.
bool add_shape(b2Body* body, const scene* s, const scene_shape& shape, char* error, size_t error_size)
{
    switch (shape.kind) {
    case SCENE_SHAPE_CIRCLE: {
        b2CircleShape circle;
        circle.m_p = to_b2(shape.center);
        circle.m_radius = shape.radius;
        b2FixtureDef def = fixture_of(shape, &circle);
        body->CreateFixture(&def);
        return true;
    }
    case SCENE_SHAPE_BOX: {
        b2PolygonShape box;
        box.SetAsBox(shape.half_extents.x, shape.half_extents.y, to_b2(shape.center), shape.angle);
        b2FixtureDef def = fixture_of(shape, &box);
        body->CreateFixture(&def);
        return true;
    }
    case SCENE_SHAPE_POLYGON: {
        if (shape.point_count > b2_maxPolygonVertices) {
            std::snprintf(error, error_size, "polygon of %d points: Box2D 2.4.1 takes at most %d",
                          (int)shape.point_count, (int)b2_maxPolygonVertices);
            return false;
        }
        b2Vec2 points[b2_maxPolygonVertices];
        for (int32_t i = 0; i < shape.point_count; ++i) {
            points[i] = to_b2(s->points[shape.first_point + i]);
        }
        b2PolygonShape polygon;
        polygon.Set(points, shape.point_count);
        b2FixtureDef def = fixture_of(shape, &polygon);
        body->CreateFixture(&def);
        return true;
    }
    case SCENE_SHAPE_CAPSULE: {
        // A box between the two centres and a circle on each end.
        b2Vec2 c1 = to_b2(shape.point1);
        b2Vec2 c2 = to_b2(shape.point2);
        b2Vec2 axis = c2 - c1;
        float half_length = 0.5f * axis.Length();
        b2PolygonShape box;
        box.SetAsBox(half_length, shape.radius, 0.5f * (c1 + c2), b2Atan2(axis.y, axis.x));
        b2FixtureDef box_def = fixture_of(shape, &box);
        body->CreateFixture(&box_def);
        for (b2Vec2 c : {c1, c2}) {
            b2CircleShape end;
            end.m_p = c;
            end.m_radius = shape.radius;
            b2FixtureDef end_def = fixture_of(shape, &end);
            body->CreateFixture(&end_def);
        }
        return true;
    }
    case SCENE_SHAPE_SEGMENT: {
        b2EdgeShape edge;
        edge.SetTwoSided(to_b2(shape.point1), to_b2(shape.point2));
        b2FixtureDef def = fixture_of(shape, &edge);
        body->CreateFixture(&def);
        return true;
    }
    case SCENE_SHAPE_CONCAVE:
        std::snprintf(error, error_size, "concave polygon: Box2D 2.4.1 has no decomposition");
        return false;
    case SCENE_SHAPE_CHAIN: {
        // Box2D's chains collide on the right of each edge, the scene's on
        // the left: the same surface, listed backwards. An open chain's
        // ghosts carry its end segments straight on.
        std::vector<b2Vec2> points(static_cast<size_t>(shape.point_count));
        for (int32_t i = 0; i < shape.point_count; ++i) {
            points[static_cast<size_t>(shape.point_count - 1 - i)] = to_b2(s->points[shape.first_point + i]);
        }
        int32_t n = shape.point_count;
        if (n < (shape.loop ? 3 : 2)) {
            std::snprintf(error, error_size, "chain of %d points", (int)n);
            return false;
        }
        b2ChainShape chain;
        if (shape.loop) {
            chain.CreateLoop(points.data(), n);
        } else {
            chain.CreateChain(points.data(), n, 2.0f * points[0] - points[1], 2.0f * points[n - 1] - points[n - 2]);
        }
        b2FixtureDef def = fixture_of(shape, &chain);
        body->CreateFixture(&def);
        return true;
    }
    }
    std::snprintf(error, error_size, "unknown shape kind %d", (int)shape.kind);
    return false;
}

// False with a reason for a joint other than revolute.
bool add_joint(box2d_world& w, const scene_joint& joint, char* error, size_t error_size)
{
    if (joint.kind != SCENE_JOINT_REVOLUTE) {
        std::snprintf(error, error_size, "joint kind %d: this adapter builds only revolute joints", (int)joint.kind);
        return false;
    }
    b2RevoluteJointDef def;
    def.bodyA = w.bodies[static_cast<size_t>(joint.body_a)];
    def.bodyB = w.bodies[static_cast<size_t>(joint.body_b)];
    def.localAnchorA = to_b2(joint.anchor_a);
    def.localAnchorB = to_b2(joint.anchor_b);
    def.referenceAngle = joint.reference_angle;
    def.enableLimit = joint.enable_limit;
    def.lowerAngle = joint.lower;
    def.upperAngle = joint.upper;
    def.enableMotor = joint.enable_motor;
    def.motorSpeed = joint.motor_speed;
    def.maxMotorTorque = joint.max_motor_torque;
    w.world.CreateJoint(&def);
    return true;
}

b2BodyType body_type_of(scene_body_type type)
{
    switch (type) {
    case SCENE_BODY_KINEMATIC:
        return b2_kinematicBody;
    case SCENE_BODY_DYNAMIC:
        return b2_dynamicBody;
    case SCENE_BODY_STATIC:
        break;
    }
    return b2_staticBody;
}

void* create(const scene* s, char* error, size_t error_size)
{
    auto w = std::make_unique<box2d_world>();
    w->world.SetGravity(to_b2(s->gravity));
    w->world.SetAllowSleeping(s->enable_sleep);
    w->time_step = s->time_step;
    w->bodies.reserve(static_cast<size_t>(s->body_count));
    for (int32_t i = 0; i < s->body_count; ++i) {
        const scene_body& b = s->bodies[i];
        b2BodyDef def;
        def.type = body_type_of(b.type);
        def.position = to_b2(b.position);
        def.angle = b.angle;
        def.linearVelocity = to_b2(b.linear_velocity);
        def.angularVelocity = b.angular_velocity;
        def.allowSleep = (b.flags & SCENE_BODY_NEVER_SLEEPS) == 0;
        b2Body* body = w->world.CreateBody(&def);
        for (int32_t k = 0; k < b.shape_count; ++k) {
            if (!add_shape(body, s, s->shapes[b.first_shape + k], error, error_size)) {
                return nullptr;
            }
        }
        w->bodies.push_back(body);
    }
    for (int32_t i = 0; i < s->joint_count; ++i) {
        if (!add_joint(*w, s->joints[i], error, error_size)) {
            return nullptr;
        }
    }
    return w.release();
}

bool step(void* handle)
{
    auto* w = static_cast<box2d_world*>(handle);
    w->world.Step(w->time_step, velocity_iterations, position_iterations);
    return true;
}

void read_states(void* handle, scene_body_state* out)
{
    auto* w = static_cast<box2d_world*>(handle);
    for (size_t i = 0; i < w->bodies.size(); ++i) {
        const b2Vec2& p = w->bodies[i]->GetPosition();
        out[i].position.x = p.x;
        out[i].position.y = p.y;
        out[i].angle = w->bodies[i]->GetAngle();
    }
}

// Its contact list also holds pairs whose boxes merely overlap: count the touching ones.
int32_t contact_count(void* handle)
{
    auto* w = static_cast<box2d_world*>(handle);
    int32_t count = 0;
    for (const b2Contact* c = w->world.GetContactList(); c != nullptr; c = c->GetNext()) {
        count += c->IsTouching() ? 1 : 0;
    }
    return count;
}

void destroy(void* handle)
{
    delete static_cast<box2d_world*>(handle);
}

} // namespace

extern "C" const engine engine_box2d = {
    "box2d", "Box2D 2.4.1 (Debian): velocity/position iterations 8/3 as its testbed",
    create, step, read_states, contact_count, destroy, nullptr, nullptr, nullptr,
};
