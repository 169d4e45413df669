#include "dynamics/joint_solver.h"

#include "dynamics/world.h"

namespace r2d {

namespace {

// The anchors and centres every kind starts from.
void prepare_frames(Joint& joint, const World& world, const SolverBodyRef& ref_a, const SolverBodyRef& ref_b) {
    const Body& a = world.bodies[joint.edges[0].body];
    const Body& b = world.bodies[joint.edges[1].body];
    JointBodies& bodies = joint.bodies;
    bodies.solver_a = ref_a.solver_index;
    bodies.solver_b = ref_b.solver_index;
    bodies.inv_mass_a = ref_a.inv_mass;
    bodies.inv_mass_b = ref_b.inv_mass;
    bodies.inv_inertia_a = ref_a.inv_inertia;
    bodies.inv_inertia_b = ref_b.inv_inertia;
    joint.anchor_a = rotate(a.transform.q, joint.local_anchor_a - a.local_center);
    joint.anchor_b = rotate(b.transform.q, joint.local_anchor_b - b.local_center);
    joint.delta_center = b.center - a.center;
}

void prepare_kind(Joint& joint, const World& world, const JointContext& context) {
    switch (joint.type) {
        case JointType::revolute: prepare_revolute(joint, world, context); break;
        case JointType::prismatic: prepare_prismatic(joint, world, context); break;
        case JointType::distance: prepare_distance(joint, world, context); break;
        case JointType::weld: prepare_weld(joint, world, context); break;
        case JointType::wheel: prepare_wheel(joint, world, context); break;
        case JointType::motor: prepare_motor(joint, world, context); break;
        case JointType::mouse: prepare_mouse(joint, world, context); break;
    }
}

// Calls run(joint, state of A, state of B) for each of the joints. A body
// that does not move gets a fresh resting state, which the joint may
// change freely: nothing reads it back.
template <class Run>
void for_each_joint(World& world, const std::vector<int32_t>& joints, BodyState* states, Run run) {
    for (int32_t index : joints) {
        Joint& joint = world.joints[index];
        BodyState fixed_a;
        BodyState fixed_b;
        BodyState& a = joint.bodies.solver_a >= 0 ? states[joint.bodies.solver_a] : fixed_a;
        BodyState& b = joint.bodies.solver_b >= 0 ? states[joint.bodies.solver_b] : fixed_b;
        run(joint, a, b);
    }
}

}  // namespace

void JointSolver::prepare(World& world, float h) {
    context.h = h;
    context.inv_h = 1.0f / h;
    context.rigid = make_softness(world.settings.joint.hertz, world.settings.joint.damping_ratio, h);
    active.clear();
    singles.clear();
    point_blocks.begin(static_cast<int32_t>(world.solver.bodies.size()));
    const LargeVector<SolverBodyRef>& refs = world.solver.body_refs;
    for (int32_t index = 0; index < static_cast<int32_t>(world.joints.size()); ++index) {
        Joint& joint = world.joints[index];
        if (!joint.in_use) continue;
        // A joint of a disabled body waits for it to come back.
        if (!world.bodies[joint.edges[0].body].enabled || !world.bodies[joint.edges[1].body].enabled) continue;
        const SolverBodyRef& ref_a = refs[joint.edges[0].body];
        const SolverBodyRef& ref_b = refs[joint.edges[1].body];
        // Nothing to do unless one side is solved and can be moved.
        if (ref_a.movable_index < 0 && ref_b.movable_index < 0) continue;
        prepare_frames(joint, world, ref_a, ref_b);
        prepare_kind(joint, world, context);
        active.push_back(index);
        if (!PointJointBlocks::takes(joint) || !point_blocks.add(joint, index)) singles.push_back(index);
    }
    point_blocks.pack(world);
}

void JointSolver::warm_start(World& world, BodyState* states) {
    point_blocks.warm_start(world.workers, states);
    for_each_joint(world, singles, states, [](Joint& joint, BodyState& a, BodyState& b) {
        switch (joint.type) {
            case JointType::revolute: warm_start_revolute(joint, a, b); break;
            case JointType::prismatic: warm_start_prismatic(joint, a, b); break;
            case JointType::distance: warm_start_distance(joint, a, b); break;
            case JointType::weld: warm_start_weld(joint, a, b); break;
            case JointType::wheel: warm_start_wheel(joint, a, b); break;
            case JointType::motor: warm_start_motor(joint, a, b); break;
            case JointType::mouse: warm_start_mouse(joint, a, b); break;
        }
    });
}

void JointSolver::solve(World& world, BodyState* states, bool use_bias) {
    point_blocks.solve(world.workers, states, context, use_bias);
    const JointContext& c = context;
    for_each_joint(world, singles, states, [&c, use_bias](Joint& joint, BodyState& a, BodyState& b) {
        switch (joint.type) {
            case JointType::revolute: solve_revolute(joint, c, a, b, use_bias); break;
            case JointType::prismatic: solve_prismatic(joint, c, a, b, use_bias); break;
            case JointType::distance: solve_distance(joint, c, a, b, use_bias); break;
            case JointType::weld: solve_weld(joint, c, a, b, use_bias); break;
            case JointType::wheel: solve_wheel(joint, c, a, b, use_bias); break;
            case JointType::motor: solve_motor(joint, c, a, b, use_bias); break;
            case JointType::mouse: solve_mouse(joint, c, a, b, use_bias); break;
        }
    });
}

void JointSolver::store(World& world) const {
    point_blocks.store(world);
}

}  // namespace r2d
