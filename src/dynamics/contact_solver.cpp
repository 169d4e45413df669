#include "dynamics/contact_solver.h"

#include <algorithm>
#include <cmath>

#include "dynamics/world.h"

namespace r2d {

namespace {

// Below this slip speed a contact sticks and uses static friction.
constexpr float sticking_speed = 0.01f;

const BodyState fixed_body_state = {};

BodyState load(const std::vector<BodyState>& bodies, int32_t index) {
    return index >= 0 ? bodies[index] : fixed_body_state;
}

void store(std::vector<BodyState>& bodies, int32_t index, const BodyState& state) {
    if (index < 0) return;
    bodies[index].v = state.v;
    bodies[index].w = state.w;
}

// Velocity of B's anchor point relative to A's.
Vec2 relative_velocity(const BodyState& a, const BodyState& b, Vec2 anchor_a, Vec2 anchor_b) {
    return (b.v + cross(b.w, anchor_b)) - (a.v + cross(a.w, anchor_a));
}

// Applies impulse to B and its opposite to A at the anchors.
void apply_impulse(BodyState& a, BodyState& b, Vec2 anchor_a, Vec2 anchor_b, Vec2 impulse) {
    a.v -= a.inv_mass * impulse;
    a.w -= a.inv_inertia * cross(anchor_a, impulse);
    b.v += b.inv_mass * impulse;
    b.w += b.inv_inertia * cross(anchor_b, impulse);
}

}  // namespace

Softness make_softness(float hertz, float damping_ratio, float h) {
    if (hertz == 0.0f) return {0.0f, 1.0f, 0.0f};
    float omega = 2.0f * pi * hertz;
    float a1 = 2.0f * damping_ratio + h * omega;
    float a2 = h * omega * a1;
    float a3 = 1.0f / (1.0f + a2);
    return {omega / a1, a2 * a3, a3};
}

void ContactSolver::prepare(World& world, float h) {
    const WorldSettings& settings = world.settings;
    // A contact spring stiffer than a quarter of the sub-step rate is not
    // resolved by the integrator and starts to ring.
    float contact_hertz = std::min(settings.contact_hertz, 0.25f / h);
    Softness soft = make_softness(contact_hertz, settings.contact_damping_ratio, h);
    // Against immovable bodies all the correction falls on one side, so it
    // can be twice as stiff.
    Softness static_soft = make_softness(2.0f * contact_hertz, settings.contact_damping_ratio, h);

    constraints.clear();
    for (int32_t index = 0; index < static_cast<int32_t>(world.contacts.size()); ++index) {
        const Contact& contact = world.contacts[index];
        if (!contact.in_use || !contact.touching) continue;
        const Body& body_a = world.bodies[world.shapes[contact.shape_a].body];
        const Body& body_b = world.bodies[world.shapes[contact.shape_b].body];
        if (body_a.solver_index < 0 && body_b.solver_index < 0) continue;

        ContactConstraint c;
        c.contact = index;
        c.body_a = body_a.solver_index;
        c.body_b = body_b.solver_index;
        c.normal = contact.normal;
        c.restitution = contact.restitution;
        BodyState a = load(bodies, c.body_a);
        BodyState b = load(bodies, c.body_b);
        c.softness = (a.inv_mass == 0.0f || b.inv_mass == 0.0f) ? static_soft : soft;
        c.point_count = contact.point_count;

        Vec2 normal = contact.normal;
        Vec2 tangent = right_perp(normal);
        for (int i = 0; i < contact.point_count; ++i) {
            const ContactPoint& cp = contact.points[i];
            ConstraintPoint& p = c.points[i];
            p.anchor_a = cp.anchor_a;
            p.anchor_b = cp.anchor_b;
            p.normal_impulse = cp.normal_impulse;
            p.tangent_impulse = cp.tangent_impulse;
            p.max_normal_impulse = 0.0f;
            p.base_separation = cp.separation - dot(cp.anchor_b - cp.anchor_a, normal);

            float rn_a = cross(p.anchor_a, normal);
            float rn_b = cross(p.anchor_b, normal);
            float k_normal = a.inv_mass + b.inv_mass + a.inv_inertia * rn_a * rn_a + b.inv_inertia * rn_b * rn_b;
            p.normal_mass = k_normal > 0.0f ? 1.0f / k_normal : 0.0f;
            float rt_a = cross(p.anchor_a, tangent);
            float rt_b = cross(p.anchor_b, tangent);
            float k_tangent = a.inv_mass + b.inv_mass + a.inv_inertia * rt_a * rt_a + b.inv_inertia * rt_b * rt_b;
            p.tangent_mass = k_tangent > 0.0f ? 1.0f / k_tangent : 0.0f;

            Vec2 dv = relative_velocity(a, b, p.anchor_a, p.anchor_b);
            p.relative_velocity = dot(normal, dv);
            bool sliding = std::fabs(dot(tangent, dv)) > sticking_speed;
            p.friction = sliding ? contact.dynamic_friction : contact.static_friction;
        }
        constraints.push_back(c);
    }
}

void ContactSolver::warm_start() {
    for (const ContactConstraint& c : constraints) {
        BodyState a = load(bodies, c.body_a);
        BodyState b = load(bodies, c.body_b);
        Vec2 tangent = right_perp(c.normal);
        for (int i = 0; i < c.point_count; ++i) {
            const ConstraintPoint& p = c.points[i];
            Vec2 impulse = p.normal_impulse * c.normal + p.tangent_impulse * tangent;
            apply_impulse(a, b, p.anchor_a, p.anchor_b, impulse);
        }
        store(bodies, c.body_a, a);
        store(bodies, c.body_b, b);
    }
}

void ContactSolver::solve(float inv_h, float push_max_speed, bool use_bias) {
    for (ContactConstraint& c : constraints) {
        BodyState a = load(bodies, c.body_a);
        BodyState b = load(bodies, c.body_b);
        Vec2 normal = c.normal;
        Vec2 tangent = right_perp(normal);
        Vec2 dp = b.dp - a.dp;

        for (int i = 0; i < c.point_count; ++i) {
            ConstraintPoint& p = c.points[i];
            // Separation now, from how far the bodies moved since collision.
            Vec2 d = dp + (rotate(b.dq, p.anchor_b) - rotate(a.dq, p.anchor_a));
            float s = dot(d, normal) + p.base_separation;

            float bias = 0.0f;
            float mass_scale = 1.0f;
            float impulse_scale = 0.0f;
            if (s > 0.0f) {
                // Still apart: allow closing exactly the gap this sub-step.
                bias = s * inv_h;
            } else if (use_bias) {
                bias = std::max(c.softness.bias_rate * s, -push_max_speed);
                mass_scale = c.softness.mass_scale;
                impulse_scale = c.softness.impulse_scale;
            }

            Vec2 dv = relative_velocity(a, b, p.anchor_a, p.anchor_b);
            float vn = dot(dv, normal);
            float impulse = -p.normal_mass * mass_scale * (vn + bias) - impulse_scale * p.normal_impulse;
            float accumulated = std::max(p.normal_impulse + impulse, 0.0f);
            impulse = accumulated - p.normal_impulse;
            p.normal_impulse = accumulated;
            p.max_normal_impulse = std::max(p.max_normal_impulse, impulse);

            apply_impulse(a, b, p.anchor_a, p.anchor_b, impulse * normal);
        }

        for (int i = 0; i < c.point_count; ++i) {
            ConstraintPoint& p = c.points[i];
            Vec2 dv = relative_velocity(a, b, p.anchor_a, p.anchor_b);
            float vt = dot(dv, tangent);
            float impulse = -p.tangent_mass * vt;
            float limit = p.friction * p.normal_impulse;
            float accumulated = std::clamp(p.tangent_impulse + impulse, -limit, limit);
            impulse = accumulated - p.tangent_impulse;
            p.tangent_impulse = accumulated;

            apply_impulse(a, b, p.anchor_a, p.anchor_b, impulse * tangent);
        }

        store(bodies, c.body_a, a);
        store(bodies, c.body_b, b);
    }
}

void ContactSolver::apply_restitution(float threshold) {
    for (ContactConstraint& c : constraints) {
        if (c.restitution == 0.0f) continue;
        BodyState a = load(bodies, c.body_a);
        BodyState b = load(bodies, c.body_b);
        for (int i = 0; i < c.point_count; ++i) {
            ConstraintPoint& p = c.points[i];
            // Slow approaches do not bounce, and points that never pushed
            // (speculative ones) have nothing to bounce from.
            if (p.relative_velocity > -threshold || p.max_normal_impulse == 0.0f) continue;
            Vec2 dv = relative_velocity(a, b, p.anchor_a, p.anchor_b);
            float vn = dot(dv, c.normal);
            float impulse = -p.normal_mass * (vn + c.restitution * p.relative_velocity);
            float accumulated = std::max(p.normal_impulse + impulse, 0.0f);
            impulse = accumulated - p.normal_impulse;
            p.normal_impulse = accumulated;
            p.max_normal_impulse = std::max(p.max_normal_impulse, impulse);

            apply_impulse(a, b, p.anchor_a, p.anchor_b, impulse * c.normal);
        }
        store(bodies, c.body_a, a);
        store(bodies, c.body_b, b);
    }
}

void ContactSolver::store_impulses(World& world) const {
    for (const ContactConstraint& c : constraints) {
        Contact& contact = world.contacts[c.contact];
        for (int i = 0; i < c.point_count; ++i) {
            contact.points[i].normal_impulse = c.points[i].normal_impulse;
            contact.points[i].tangent_impulse = c.points[i].tangent_impulse;
        }
    }
}

}  // namespace r2d
