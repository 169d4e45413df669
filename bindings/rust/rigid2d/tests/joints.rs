//! Joints through the safe API: physics checked against formulas, every
//! runtime call read back, stale ids and refused inputs.

mod common;

use std::f32::consts::{FRAC_1_SQRT_2, PI};

use common::{assert_close, assert_kind, ball, crate_box, run, world, DT};
use rigid2d::{
    BodyDef, BodyId, BoxShape, DebugDraw, DistanceJointDef, DrawOptions, ErrorKind, JointBase, JointType,
    MotorJointDef, MouseJointDef, PrismaticJointDef, RevoluteJointDef, ShapeDef, Vec2, WeldJointDef, WheelJointDef,
    World,
};

/// A static body at the origin with no shape: something to hang things on.
fn anchor(world: &mut World) -> BodyId {
    world.create_body(&BodyDef::default()).unwrap()
}

/// A small pendulum of length L swinging 0.1 rad has the period
/// 2 pi sqrt(L / g) within 1%. (The bob's own inertia, r²/2 against L²,
/// and the amplitude, theta²/16, lengthen it by 0.06% each.)
#[test]
fn pendulum_period_follows_the_formula() {
    let mut world = world();
    world.enable_sleeping(false).unwrap();
    let g = -world.gravity().unwrap().y;
    let length = 2.0;
    let start = 0.1_f32;
    let pivot = anchor(&mut world);
    let (bob, _) = ball(&mut world, Vec2::new(length * start.sin(), -length * start.cos()), 0.1, &ShapeDef::default());
    world.create_joint(&RevoluteJointDef::at(&world, pivot, bob, Vec2::ZERO).unwrap()).unwrap();

    // Times the bob crosses x = 0 moving right, interpolated within a step.
    let mut crossings = Vec::new();
    let mut previous_x = world.body_position(bob).unwrap().x;
    for step in 1..=720 {
        world.step(DT).unwrap();
        let x = world.body_position(bob).unwrap().x;
        if previous_x < 0.0 && x >= 0.0 {
            crossings.push((step as f32 - x / (x - previous_x)) * DT);
        }
        previous_x = x;
    }
    assert!(crossings.len() >= 3, "too few swings: {crossings:?}");
    let periods = crossings.len() - 1;
    let period = (crossings[periods] - crossings[0]) / periods as f32;
    assert_close(period, 2.0 * PI * (length / g).sqrt(), 0.01, "period");
}

/// A motor with torque to spare spins a pinned wheel up to its speed
/// within 1%; one with too little accelerates it at torque / inertia.
#[test]
fn motor_reaches_its_speed_or_accelerates_at_its_torque() {
    let mut world = world();
    let pivot = anchor(&mut world);
    let (strong_wheel, _) = ball(&mut world, Vec2::ZERO, 0.5, &ShapeDef::default());
    let (weak_wheel, _) = ball(&mut world, Vec2::new(3.0, 0.0), 0.5, &ShapeDef::default());
    let motor = |world: &World, wheel, max_motor_torque| RevoluteJointDef {
        enable_motor: true,
        motor_speed: 3.0,
        max_motor_torque,
        ..RevoluteJointDef::at(world, pivot, wheel, world.body_position(wheel).unwrap()).unwrap()
    };
    let strong = world.create_joint(&motor(&world, strong_wheel, 100.0)).unwrap();
    let weak_torque = 0.05;
    let weak = world.create_joint(&motor(&world, weak_wheel, weak_torque)).unwrap();

    run(&mut world, 60);
    assert_close(world.body_angular_velocity(strong_wheel).unwrap(), 3.0, 0.01, "strong wheel speed");
    assert_close(world.joint_speed(strong).unwrap(), 3.0, 0.01, "strong joint speed");
    assert!(world.joint_motor_torque(strong).unwrap().abs() <= 100.0);

    // One second at the capped torque: omega = tau t / I, still below 3.
    let inertia = world.body_rotational_inertia(weak_wheel).unwrap();
    assert_close(world.body_angular_velocity(weak_wheel).unwrap(), weak_torque * 1.0 / inertia, 0.02, "weak speed");
    assert_close(world.joint_motor_torque(weak).unwrap(), weak_torque, 0.01, "weak motor torque");
}

/// A bar hinged at one end falls until its lower limit and stays there,
/// never more than 0.02 rad past it.
#[test]
fn revolute_limit_holds() {
    let mut world = world();
    let pivot = anchor(&mut world);
    let bar = common::dynamic_body(&mut world, Vec2::new(1.0, 0.0));
    world.create_box(bar, &ShapeDef::default(), &BoxShape::new(1.0, 0.1)).unwrap();
    let lower = -0.25;
    let hinge = world
        .create_joint(&RevoluteJointDef {
            enable_limit: true,
            lower_angle: lower,
            upper_angle: 0.5,
            ..RevoluteJointDef::at(&world, pivot, bar, Vec2::ZERO).unwrap()
        })
        .unwrap();
    for _ in 0..180 {
        world.step(DT).unwrap();
        let angle = world.joint_position(hinge).unwrap();
        assert!(angle >= lower - 0.02, "the bar swung past its limit to {angle}");
    }
    let angle = world.joint_position(hinge).unwrap();
    assert!((angle - lower).abs() < 0.02, "the bar should rest on its limit, not at {angle}");
    assert!((world.body_angle(bar).unwrap() - lower).abs() < 0.02);
}

/// A body on a 45° prismatic axis slides down it at g / sqrt(2) without
/// leaving the axis (1 cm) or turning (0.01 rad).
#[test]
fn prismatic_body_stays_on_its_axis() {
    let mut world = world();
    let g = -world.gravity().unwrap().y;
    let ground = anchor(&mut world);
    let (slider, _) = crate_box(&mut world, Vec2::ZERO, 0.25);
    let axis = Vec2::new(FRAC_1_SQRT_2, FRAC_1_SQRT_2);
    let joint = world.create_joint(&PrismaticJointDef::at(&world, ground, slider, Vec2::ZERO, axis).unwrap()).unwrap();

    let steps = 120;
    for _ in 0..steps {
        world.step(DT).unwrap();
        let position = world.body_position(slider).unwrap();
        assert!(axis.cross(position).abs() < 0.01, "off the axis at {position:?}");
        assert!(world.body_angle(slider).unwrap().abs() < 0.01, "the slider turned");
    }
    let t = steps as f32 * DT;
    assert_close(world.joint_position(joint).unwrap(), -0.5 * g * FRAC_1_SQRT_2 * t * t, 0.02, "translation");
    assert_close(world.joint_speed(joint).unwrap(), -g * FRAC_1_SQRT_2 * t, 0.02, "speed");
}

/// A rope is slack while shorter than its length (the bob falls freely,
/// pulled by nothing) and taut at its length, never stretched more than
/// 3 cm.
#[test]
fn rope_holds_at_its_length_and_is_slack_below_it() {
    let mut world = world();
    let g = -world.gravity().unwrap().y;
    let ceiling = anchor(&mut world);
    let (bob, _) = ball(&mut world, Vec2::new(0.0, -1.0), 0.1, &ShapeDef::default());
    let rope_length = 3.0;
    let rope = world
        .create_joint(
            &DistanceJointDef::rope(&world, ceiling, bob, Vec2::ZERO, Vec2::new(0.0, -1.0), rope_length).unwrap(),
        )
        .unwrap();

    let slack_steps = 15;
    run(&mut world, slack_steps);
    assert_close(world.body_linear_velocity(bob).unwrap().y, -g * slack_steps as f32 * DT, 0.01, "free fall");
    let weight = world.body_mass(bob).unwrap() * g;
    let pull = world.joint_constraint_force(rope).unwrap().length();
    assert!(pull < 1e-3 * weight, "a slack rope pulls nothing, not {pull} N");

    for _ in 0..180 {
        world.step(DT).unwrap();
        let length = world.joint_position(rope).unwrap();
        assert!(length <= rope_length + 0.03, "the rope stretched to {length}");
    }
    let length = world.joint_position(rope).unwrap();
    assert!((length - rope_length).abs() < 0.03, "the rope should end taut, not at {length}");
    assert!(world.body_position(bob).unwrap().y < -rope_length + 0.03);
}

/// The joint holding a hanging body pushes it up with m g, within 1%, and
/// a weld holding a beam out sideways adds the torque m g d, within 2%.
#[test]
fn reaction_force_and_torque_balance_gravity() {
    let mut world = world();
    let g = -world.gravity().unwrap().y;
    let pivot = anchor(&mut world);
    let (bob, _) = ball(&mut world, Vec2::new(0.0, -2.0), 0.25, &ShapeDef::default());
    let hanger = world.create_joint(&RevoluteJointDef::at(&world, pivot, bob, Vec2::ZERO).unwrap()).unwrap();
    let beam = common::dynamic_body(&mut world, Vec2::new(6.0, 0.0));
    world.create_box(beam, &ShapeDef::default(), &BoxShape::new(1.0, 0.1)).unwrap();
    let weld = world.create_joint(&WeldJointDef::at(&world, pivot, beam, Vec2::new(5.0, 0.0)).unwrap()).unwrap();
    assert_eq!(world.joint_constraint_force(hanger).unwrap(), Vec2::ZERO, "zero before the first step");

    run(&mut world, 60);
    let weight = world.body_mass(bob).unwrap() * g;
    let force = world.joint_constraint_force(hanger).unwrap();
    assert_close(force.y, weight, 0.01, "hanging force");
    assert!(force.x.abs() < 0.01 * weight, "sideways force {}", force.x);

    let beam_weight = world.body_mass(beam).unwrap() * g;
    assert_close(world.joint_constraint_force(weld).unwrap().y, beam_weight, 0.02, "weld force");
    // The beam's centre is 1 m out from the weld.
    assert_close(world.joint_constraint_torque(weld).unwrap(), beam_weight * 1.0, 0.02, "weld torque");
}

/// Every getter returns what the definition or the matching setter gave.
#[test]
fn runtime_calls_read_back_what_was_set() {
    let mut world = world();
    let ground = anchor(&mut world);
    let (a, _) = crate_box(&mut world, Vec2::new(0.0, 5.0), 0.5);
    let (b, _) = crate_box(&mut world, Vec2::new(2.0, 5.0), 0.5);

    let revolute = world
        .create_joint(&RevoluteJointDef {
            base: JointBase {
                local_anchor_a: Vec2::new(1.0, 0.0),
                local_anchor_b: Vec2::new(-1.0, 0.0),
                collide_connected: true,
                user_data: 42,
                ..JointBase::new(a, b)
            },
            enable_limit: true,
            lower_angle: -0.5,
            upper_angle: 0.75,
            enable_motor: true,
            motor_speed: 2.0,
            max_motor_torque: 10.0,
            enable_spring: true,
            hertz: 3.0,
            damping_ratio: 0.4,
            ..Default::default()
        })
        .unwrap();
    assert_eq!(world.joint_type(revolute).unwrap(), JointType::Revolute);
    assert_eq!(world.joint_bodies(revolute).unwrap(), (a, b));
    assert_eq!(world.joint_local_anchors(revolute).unwrap(), (Vec2::new(1.0, 0.0), Vec2::new(-1.0, 0.0)));
    assert!(world.joint_collide_connected(revolute).unwrap());
    assert_eq!(world.joint_user_data(revolute).unwrap(), 42);
    assert!(world.joint_spring_enabled(revolute).unwrap());
    assert_eq!(world.joint_spring(revolute).unwrap(), (3.0, 0.4));
    assert!(world.joint_limit_enabled(revolute).unwrap());
    assert_eq!(world.joint_limits(revolute).unwrap(), (-0.5, 0.75));
    assert!(world.joint_motor_enabled(revolute).unwrap());
    assert_eq!(world.joint_motor_speed(revolute).unwrap(), 2.0);
    assert_eq!(world.joint_max_motor_torque(revolute).unwrap(), 10.0);

    world.set_joint_collide_connected(revolute, false).unwrap();
    world.set_joint_user_data(revolute, 7).unwrap();
    world.enable_joint_spring(revolute, false).unwrap();
    world.set_joint_spring(revolute, 5.0, 1.0).unwrap();
    world.enable_joint_limit(revolute, false).unwrap();
    world.set_joint_limits(revolute, -1.0, 1.0).unwrap();
    world.enable_joint_motor(revolute, false).unwrap();
    world.set_joint_motor_speed(revolute, -1.5).unwrap();
    world.set_joint_max_motor_torque(revolute, 20.0).unwrap();
    assert!(!world.joint_collide_connected(revolute).unwrap());
    assert_eq!(world.joint_user_data(revolute).unwrap(), 7);
    assert!(!world.joint_spring_enabled(revolute).unwrap());
    assert_eq!(world.joint_spring(revolute).unwrap(), (5.0, 1.0));
    assert!(!world.joint_limit_enabled(revolute).unwrap());
    assert_eq!(world.joint_limits(revolute).unwrap(), (-1.0, 1.0));
    assert!(!world.joint_motor_enabled(revolute).unwrap());
    assert_eq!(world.joint_motor_speed(revolute).unwrap(), -1.5);
    assert_eq!(world.joint_max_motor_torque(revolute).unwrap(), 20.0);

    let prismatic = world.create_joint(&PrismaticJointDef { max_motor_force: 30.0, ..prismatic_def(a, b) }).unwrap();
    assert_eq!(world.joint_type(prismatic).unwrap(), JointType::Prismatic);
    assert_eq!(world.joint_max_motor_force(prismatic).unwrap(), 30.0);
    world.set_joint_max_motor_force(prismatic, 40.0).unwrap();
    assert_eq!(world.joint_max_motor_force(prismatic).unwrap(), 40.0);
    assert_eq!(world.joint_motor_force(prismatic).unwrap(), 0.0, "the motor is off");

    let distance = world
        .create_joint(&DistanceJointDef::at(&world, a, b, Vec2::new(0.0, 5.0), Vec2::new(2.0, 5.0)).unwrap())
        .unwrap();
    assert_eq!(world.distance_joint_length(distance).unwrap(), 2.0);
    world.set_distance_joint_length(distance, 2.5).unwrap();
    assert_eq!(world.distance_joint_length(distance).unwrap(), 2.5);

    let weld = world
        .create_joint(&WeldJointDef { linear_hertz: 4.0, ..WeldJointDef::at(&world, ground, a, Vec2::ZERO).unwrap() })
        .unwrap();
    assert_eq!(world.weld_joint_linear_spring(weld).unwrap(), (4.0, 0.0));
    world.set_weld_joint_linear_spring(weld, 6.0, 0.5).unwrap();
    world.set_weld_joint_angular_spring(weld, 2.0, 0.25).unwrap();
    assert_eq!(world.weld_joint_linear_spring(weld).unwrap(), (6.0, 0.5));
    assert_eq!(world.weld_joint_angular_spring(weld).unwrap(), (2.0, 0.25));

    let wheel = world
        .create_joint(&WheelJointDef::at(&world, a, b, Vec2::new(2.0, 5.0), Vec2::new(0.0, 1.0)).unwrap())
        .unwrap();
    assert_eq!(world.joint_spring(wheel).unwrap(), (1.0, 0.7), "the header's wheel defaults");
    world.set_joint_max_motor_torque(wheel, 15.0).unwrap();
    assert_eq!(world.joint_max_motor_torque(wheel).unwrap(), 15.0);

    let motor = world.create_joint(&MotorJointDef { base: JointBase::new(ground, b), ..Default::default() }).unwrap();
    world.set_motor_joint_linear_offset(motor, Vec2::new(1.0, 2.0)).unwrap();
    world.set_motor_joint_angular_offset(motor, 0.5).unwrap();
    world.set_motor_joint_max_force(motor, 50.0).unwrap();
    world.set_motor_joint_max_torque(motor, 60.0).unwrap();
    world.set_motor_joint_correction_factor(motor, 0.9).unwrap();
    assert_eq!(world.motor_joint_linear_offset(motor).unwrap(), Vec2::new(1.0, 2.0));
    assert_eq!(world.motor_joint_angular_offset(motor).unwrap(), 0.5);
    assert_eq!(world.motor_joint_max_force(motor).unwrap(), 50.0);
    assert_eq!(world.motor_joint_max_torque(motor).unwrap(), 60.0);
    assert_eq!(world.motor_joint_correction_factor(motor).unwrap(), 0.9);

    let mouse = world.create_joint(&MouseJointDef::at(&world, ground, a, Vec2::new(0.25, 5.0)).unwrap()).unwrap();
    assert_eq!(world.mouse_joint_target(mouse).unwrap(), Vec2::new(0.25, 5.0));
    assert_eq!(world.joint_local_anchors(mouse).unwrap().1, Vec2::new(0.25, 0.0));
    world.set_mouse_joint_target(mouse, Vec2::new(3.0, 3.0)).unwrap();
    world.set_mouse_joint_max_force(mouse, 500.0).unwrap();
    assert_eq!(world.mouse_joint_target(mouse).unwrap(), Vec2::new(3.0, 3.0));
    assert_eq!(world.mouse_joint_max_force(mouse).unwrap(), 500.0);
    assert_eq!(world.joint_spring(mouse).unwrap(), (5.0, 0.7), "the header's mouse defaults");

    assert_eq!(world.joint_count().unwrap(), 7);
    assert_eq!(world.body_joint_count(ground).unwrap(), 3);
    assert_eq!(world.body_joints(ground).unwrap(), vec![mouse, motor, weld], "the most recent first");
}

/// A prismatic definition between `a` and `b` along x, anchored at A's
/// origin.
fn prismatic_def(a: BodyId, b: BodyId) -> PrismaticJointDef {
    PrismaticJointDef { base: JointBase::new(a, b), ..Default::default() }
}

/// Destroying a body destroys its joints: their ids are refused and no
/// other body keeps them.
#[test]
fn a_destroyed_body_makes_its_joints_stale() {
    let mut world = world();
    let pivot = anchor(&mut world);
    let (upper, _) = ball(&mut world, Vec2::new(0.0, -1.0), 0.2, &ShapeDef::default());
    let (lower, _) = ball(&mut world, Vec2::new(0.0, -2.0), 0.2, &ShapeDef::default());
    let top = world.create_joint(&RevoluteJointDef::at(&world, pivot, upper, Vec2::ZERO).unwrap()).unwrap();
    let link = world.create_joint(&RevoluteJointDef::at(&world, upper, lower, Vec2::new(0.0, -1.0)).unwrap()).unwrap();
    assert_eq!(world.body_joints(upper).unwrap(), vec![link, top]);

    world.destroy_body(upper).unwrap();
    for joint in [top, link] {
        assert!(!world.is_valid_joint(joint));
        assert_kind(world.joint_type(joint), ErrorKind::InvalidId);
        assert_kind(world.joint_constraint_force(joint), ErrorKind::InvalidId);
        assert_kind(world.set_joint_limits(joint, 0.0, 1.0), ErrorKind::InvalidId);
        assert_kind(world.destroy_joint(joint), ErrorKind::InvalidId);
    }
    assert_eq!(world.joint_count().unwrap(), 0);
    assert_eq!(world.body_joints(pivot).unwrap(), vec![]);
    assert_eq!(world.body_joint_count(lower).unwrap(), 0);

    // And destroying a joint itself leaves its bodies free.
    let rope = world.create_joint(&RevoluteJointDef::at(&world, pivot, lower, Vec2::ZERO).unwrap()).unwrap();
    world.destroy_joint(rope).unwrap();
    assert_kind(world.joint_type(rope), ErrorKind::InvalidId);
    assert_eq!(world.joint_count().unwrap(), 0);
}

/// Bad definitions and setter values are refused with their kind and a
/// message, and nothing changes.
#[test]
fn bad_inputs_are_refused_and_change_nothing() {
    let mut world = world();
    let ground = anchor(&mut world);
    let (bob, _) = ball(&mut world, Vec2::new(0.0, -1.0), 0.2, &ShapeDef::default());
    let hinge = RevoluteJointDef::at(&world, ground, bob, Vec2::ZERO).unwrap();

    assert_kind(world.create_joint(&RevoluteJointDef::default()), ErrorKind::InvalidId);
    assert_kind(
        world.create_joint(&RevoluteJointDef { base: JointBase::new(bob, bob), ..hinge }),
        ErrorKind::InvalidArgument,
    );
    assert_kind(
        world.create_joint(&RevoluteJointDef { enable_spring: true, hertz: -1.0, ..hinge }),
        ErrorKind::OutOfRange,
    );
    assert_kind(
        world.create_joint(&RevoluteJointDef { enable_limit: true, lower_angle: 0.5, upper_angle: -0.5, ..hinge }),
        ErrorKind::OutOfRange,
    );
    assert_kind(world.create_joint(&RevoluteJointDef { max_motor_torque: -1.0, ..hinge }), ErrorKind::OutOfRange);
    let nan_anchor = JointBase { local_anchor_a: Vec2::new(f32::NAN, 0.0), ..hinge.base };
    assert_kind(world.create_joint(&RevoluteJointDef { base: nan_anchor, ..hinge }), ErrorKind::InvalidNumber);
    assert_kind(
        world.create_joint(&RevoluteJointDef { motor_speed: f32::INFINITY, ..hinge }),
        ErrorKind::InvalidNumber,
    );
    assert_kind(
        world.create_joint(&PrismaticJointDef { local_axis_a: Vec2::ZERO, ..prismatic_def(ground, bob) }),
        ErrorKind::OutOfRange,
    );
    assert_kind(
        world.create_joint(&WheelJointDef {
            local_axis_a: Vec2::ZERO,
            base: JointBase::new(ground, bob),
            ..Default::default()
        }),
        ErrorKind::OutOfRange,
    );
    assert_kind(
        world.create_joint(&DistanceJointDef { length: 0.0, base: JointBase::new(ground, bob), ..Default::default() }),
        ErrorKind::OutOfRange,
    );
    let mut other = common::world();
    let stranger = anchor(&mut other);
    assert_kind(
        world.create_joint(&RevoluteJointDef { base: JointBase::new(ground, stranger), ..hinge }),
        ErrorKind::WrongWorld,
    );
    assert_eq!(world.joint_count().unwrap(), 0);
    assert_eq!(world.body_joint_count(bob).unwrap(), 0);
    assert_eq!(world.body_position(bob).unwrap(), Vec2::new(0.0, -1.0));

    // Setters: a refused value leaves the joint as it was.
    let joint = world
        .create_joint(&RevoluteJointDef { enable_limit: true, lower_angle: -0.5, upper_angle: 0.5, ..hinge })
        .unwrap();
    assert_kind(world.set_joint_limits(joint, 1.0, 0.0), ErrorKind::OutOfRange);
    assert_kind(world.set_joint_spring(joint, -2.0, 0.5), ErrorKind::OutOfRange);
    assert_kind(world.set_joint_spring(joint, f32::NAN, 0.5), ErrorKind::InvalidNumber);
    assert_kind(world.set_joint_max_motor_torque(joint, -1.0), ErrorKind::OutOfRange);
    assert_kind(world.set_joint_max_motor_force(joint, 5.0), ErrorKind::InvalidOperation);
    assert_kind(world.joint_motor_force(joint), ErrorKind::InvalidOperation);
    assert_kind(world.distance_joint_length(joint), ErrorKind::InvalidOperation);
    assert_kind(world.set_mouse_joint_target(joint, Vec2::ZERO), ErrorKind::InvalidOperation);
    assert_eq!(world.joint_limits(joint).unwrap(), (-0.5, 0.5));
    assert_eq!(world.joint_spring(joint).unwrap(), (0.0, 0.0));
    assert_eq!(world.joint_max_motor_torque(joint).unwrap(), 0.0);

    // Features a kind lacks.
    let weld = world.create_joint(&WeldJointDef::at(&world, ground, bob, Vec2::ZERO).unwrap()).unwrap();
    assert_kind(world.enable_joint_limit(weld, true), ErrorKind::InvalidOperation);
    assert_kind(world.joint_position(weld), ErrorKind::InvalidOperation);
    assert_kind(world.joint_max_motor_torque(weld), ErrorKind::InvalidOperation);
    assert!(world.joint_type(weld).is_ok());
}

/// Joint ids are tied to their world like body ids, even after it is
/// dropped.
#[test]
fn joint_ids_of_another_world_are_refused() {
    let mut first = world();
    let mut second = world();
    let pivot = anchor(&mut second);
    let (bob, _) = ball(&mut second, Vec2::new(0.0, -1.0), 0.2, &ShapeDef::default());
    let joint = second.create_joint(&RevoluteJointDef::at(&second, pivot, bob, Vec2::ZERO).unwrap()).unwrap();
    assert_kind(first.joint_type(joint), ErrorKind::WrongWorld);
    assert_kind(first.destroy_joint(joint), ErrorKind::WrongWorld);
    assert!(!first.is_valid_joint(joint) && second.is_valid_joint(joint));
    // Held past its world's drop, the id is still refused, never followed.
    drop(second);
    let _fresh = world();
    assert_kind(first.joint_type(joint), ErrorKind::WrongWorld);
    assert!(!first.is_valid_joint(joint));
}

/// Keeps the colour of everything drawn.
#[derive(Default)]
struct Colours(Vec<u32>);

impl DebugDraw for Colours {
    fn draw_segment(&mut self, _point1: Vec2, _point2: Vec2, color: u32) {
        self.0.push(color);
    }
    fn draw_point(&mut self, _point: Vec2, _size: f32, color: u32) {
        self.0.push(color);
    }
    fn draw_circle(&mut self, _center: Vec2, _radius: f32, color: u32) {
        self.0.push(color);
    }
    fn draw_polygon(&mut self, _vertices: &[Vec2], color: u32) {
        self.0.push(color);
    }
}

#[test]
fn joints_are_drawn_in_their_colour_when_asked() {
    let mut world = world();
    let pivot = anchor(&mut world);
    let (bob, _) = ball(&mut world, Vec2::new(0.0, -1.0), 0.2, &ShapeDef::default());
    world.create_joint(&DistanceJointDef::at(&world, pivot, bob, Vec2::ZERO, Vec2::new(0.0, -1.0)).unwrap()).unwrap();
    let options = DrawOptions { shapes: false, color_joint: 0x12ab34, ..Default::default() };
    assert!(options.joints, "joints are drawn by default");

    let mut drawn = Colours::default();
    world.draw(&mut drawn, &options).unwrap();
    assert!(!drawn.0.is_empty(), "the joint was not drawn");
    assert!(drawn.0.iter().all(|&colour| colour == 0x12ab34), "{:x?}", drawn.0);

    let mut drawn = Colours::default();
    world.draw(&mut drawn, &DrawOptions { joints: false, ..options }).unwrap();
    assert!(drawn.0.is_empty(), "nothing selected, nothing drawn: {:x?}", drawn.0);
}
