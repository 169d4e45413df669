#include "dynamics/continuous.h"

#include <algorithm>
#include <cmath>

#include "collision/time_of_impact.h"
#include "dynamics/contact_hooks.h"
#include "dynamics/world.h"

namespace r2d {

namespace {

// The gap a sweep stops at: the speculative contacts of the next step
// close it.
constexpr float toi_target = linear_slop;

// The fewest sweeps a parallel task takes.
constexpr int32_t fast_bodies_per_task = 16;

// A chain segment is one-sided: a shape whose centre starts on its back
// side passes through it, so a sweep must not stop it there. start is the
// fast shape's body pose before the step.
bool starts_behind(const World& world, const Shape& fast, const Transform& start, const Shape& chain) {
    Vec2 centre = transform_point(start, shape_centroid(geometry_of(world, fast)));
    Vec2 local = inv_transform_point(world.bodies[chain.body].transform, centre);
    const ChainSegment& segment = geometry_of(world, chain).chain_segment;
    return dot(local - segment.segment.point1, chain_segment_normal(segment)) < 0.0f;
}

// Whether the step should ignore other for the fast shape: the same rules
// as contacts, so that a sweep never stops a body where no contact would.
bool sweep_ignores(World& world, int32_t fast_shape, const Transform& start, int32_t other_shape, bool bullet) {
    const Shape& other = world.shapes[other_shape];
    const Body& other_body = world.bodies[other.body];
    if (other_body.type == BodyType::dynamic) {
        // Bullets do not sweep against each other, so that which goes
        // first does not matter.
        if (!bullet || world.body_options[other.body].is_bullet) return true;
    }
    if (!shapes_should_collide(world, fast_shape, other_shape)) return true;
    if (geometry_of(world, other).kind == ShapeKind::chain_segment &&
        starts_behind(world, world.shapes[fast_shape], start, other)) {
        return true;
    }
    if (!pair_filter_allows(world, fast_shape, other_shape)) return true;
    if (world.hooks.pre_solve == nullptr) return false;
    // Pre-solve may have disabled the pair's contact for this step (a
    // one-way platform): such a contact has no points. A pair without a
    // contact yet is swept.
    const Body& fast_body = world.bodies[world.shapes[fast_shape].body];
    for (int32_t key = fast_body.contact_head; key >= 0;) {
        const Contact& contact = world.contacts[key >> 1];
        key = contact.edges[key & 1].next_key;
        if ((contact.shape_a == other_shape || contact.shape_b == other_shape) &&
            (contact.shape_a == fast_shape || contact.shape_b == fast_shape)) {
            return contact.point_count == 0;
        }
    }
    return false;
}

// The first fraction of the sweep at which the fast shape comes within
// toi_target of other; 1 when it does not. A shape that starts that close
// (it rests on or slides along other) is swept again as a core circle a
// quarter of its thickness across around its centroid: surface contacts
// do not stop it, but it still cannot pass through.
float shape_toi(const World& world, const Shape& fast, const Sweep& sweep, float extent, const Shape& other) {
    const Geometry& fast_geometry = geometry_of(world, fast);
    ToiInput input;
    input.moving = make_proxy(fast_geometry);
    input.sweep = sweep;
    input.extent = extent;
    input.still = place_proxy(make_proxy(geometry_of(world, other)), world.bodies[other.body].transform);
    input.target = toi_target;
    float t = time_of_impact(input);
    if (t > 0.0f) return t;
    input.moving = ConvexProxy{};
    input.moving.points[0] = shape_centroid(fast_geometry);
    input.moving.count = 1;
    input.moving.radius = 0.25f * min_extent(fast_geometry);
    t = time_of_impact(input);
    return t > 0.0f ? t : 1.0f;
}

Sweep sweep_of(const Body& body, const FastBody& fast) {
    Sweep sweep;
    sweep.local_center = body.local_center;
    sweep.center1 = fast.center1;
    sweep.center2 = body.center;
    sweep.q1 = fast.q1;
    sweep.turn = relative_angle(body.transform.q, fast.q1);
    return sweep;
}

// The fraction of its sweep at which the body first touches something it
// must not pass, 1 when nothing. Changes nothing but may call the pair
// filter.
float first_touch(World& world, const FastBody& fast, bool bullet) {
    const Body& body = world.bodies[fast.body];
    Sweep sweep = sweep_of(body, fast);
    Transform start = sweep_transform(sweep, 0.0f);
    ProxyType last_tree = bullet ? ProxyType::dynamic_body : ProxyType::kinematic_body;

    float first = 1.0f;
    for (int32_t s = body.shape_head; s >= 0; s = world.shapes[s].next_shape) {
        const Shape& shape = world.shapes[s];
        if (shape.is_sensor) continue;
        const Geometry& geometry = geometry_of(world, shape);
        AABB swept = aabb_union(compute_aabb(geometry, start), compute_aabb(geometry, body.transform));
        world.broadphase.query(
            swept,
            [&](int32_t other_index) {
                const Shape& other = world.shapes[other_index];
                if (other.body == fast.body || !aabb_overlaps(swept, other.aabb)) return true;
                if (sweep_ignores(world, s, start, other_index, bullet)) return true;
                first = std::min(first, shape_toi(world, shape, sweep, body.max_extent, other));
                return true;
            },
            last_tree);
    }
    return first;
}

// Puts the body back to its first touch along its sweep, if any, and its
// shapes' boxes where it ends; returns its ProxyMove. Writes the body and
// its shapes alone.
ProxyMove stop_at_first_touch(World& world, const FastBody& fast, bool bullet, float dt) {
    float first = first_touch(world, fast, bullet);
    Body& body = world.bodies[fast.body];
    if (first < 1.0f) {
        Sweep sweep = sweep_of(body, fast);
        body.transform = sweep_transform(sweep, first);
        body.center = lerp(sweep.center1, sweep.center2, first);
    }
    return place_for_proxy_move(world, fast.body, dt * body.linear_velocity);
}

}  // namespace

bool moved_far(const Body& body, Vec2 travel, float spin, float dt) {
    // A segment is no thickness at all: anything beyond slop counts. What
    // the turn leaves of the allowance, the travel may use; compared
    // squared, as this runs for every awake body.
    float allowed = std::max(0.5f * body.min_extent, linear_slop) - std::fabs(spin) * dt * body.max_extent;
    return allowed < 0.0f || length_squared(travel) > allowed * allowed;
}

void solve_continuous(World& world, float dt) {
    const LargeVector<FastBody>& fast_bodies = world.scratch.fast_bodies;
    int32_t count = static_cast<int32_t>(fast_bodies.size());
    // Others first: they sweep only against shapes that do not move in this
    // stage, and each writes only its own body and shapes, so they sweep
    // and stop at once across the workers; the pair filter, the owner's
    // callback, keeps them on this thread. Their proxies then move in body
    // order. Then the bullets, which see the others where they ended.
    LargeVector<ProxyMove>& moves = world.scratch.fast_moves;
    moves.resize(fast_bodies.size());
    auto sweep = [&world, &fast_bodies, &moves, dt](int32_t start, int32_t end) {
        for (int32_t i = start; i < end; ++i) {
            const FastBody& fast = fast_bodies[i];
            bool bullet = world.body_options[fast.body].is_bullet;
            moves[i] =
                bullet ? ProxyMove{ProxyMove::bullet, fast.body, {}} : stop_at_first_touch(world, fast, false, dt);
        }
    };
    if (world.hooks.pair_filter == nullptr) {
        // In home runs, as the solver's passes take the bodies: the fast
        // bodies are listed in solver order, so a worker mostly sweeps
        // bodies whose motion it has just solved, still in its core's
        // cache (the tumbler 0-4% faster on two workers).
        world.workers.parallel_for_home_runs(count, fast_bodies_per_task, sweep);
    } else {
        sweep(0, count);
    }
    for (const ProxyMove& move : moves) make_proxy_move(world, move, dt);
    for (int32_t i = 0; i < count; ++i) {
        if (moves[i].proxy != ProxyMove::bullet) continue;
        make_proxy_move(world, stop_at_first_touch(world, fast_bodies[i], true, dt), dt);
    }
}

}  // namespace r2d
