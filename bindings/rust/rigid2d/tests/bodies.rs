//! Body calls: forces and impulses against Newton's laws, kinematic and
//! scaled-gravity motion, teleports and sleep.

mod common;

use common::{assert_close, crate_box, ground, run, world, DT};
use rigid2d::{BodyDef, BodyType, BoxShape, ShapeDef, Vec2, World, WorldDef};

/// A world without gravity, so only what a test applies moves a body.
fn weightless() -> World {
    World::new(&WorldDef { gravity: Vec2::ZERO, ..Default::default() }).unwrap()
}

/// A dynamic 2 m x 1 m box of density 1 at the origin: mass 2 kg,
/// inertia m (w² + h²) / 12 = 5/6 kg m².
fn plank(world: &mut World) -> rigid2d::BodyId {
    let body = common::dynamic_body(world, Vec2::ZERO);
    world.create_box(body, &ShapeDef::default(), &BoxShape::new(1.0, 0.5)).unwrap();
    body
}

#[test]
fn mass_and_inertia_of_a_plank() {
    let mut world = weightless();
    let body = plank(&mut world);
    assert_close(world.body_mass(body).unwrap(), 2.0, 1e-5, "mass");
    assert_close(world.body_rotational_inertia(body).unwrap(), 5.0 / 6.0, 1e-4, "inertia");
    let fixed = world.create_body(&BodyDef::default()).unwrap();
    world.create_box(fixed, &ShapeDef::default(), &BoxShape::new(1.0, 1.0)).unwrap();
    assert_eq!(world.body_mass(fixed).unwrap(), 0.0, "static bodies have no mass");
}

#[test]
fn forces_and_torques_act_for_one_step() {
    let mut world = weightless();
    let body = plank(&mut world);
    world.apply_force_to_center(body, Vec2::new(20.0, 0.0), true).unwrap();
    world.apply_torque(body, 5.0 / 6.0 * 3.0, true).unwrap();
    world.step(DT).unwrap();
    // a = F / m = 10 m/s², α = τ / I = 3 rad/s², each for one step.
    assert_close(world.body_linear_velocity(body).unwrap().x, 10.0 * DT, 1e-3, "velocity");
    assert_close(world.body_angular_velocity(body).unwrap(), 3.0 * DT, 1e-3, "angular velocity");
    world.step(DT).unwrap();
    assert_close(world.body_linear_velocity(body).unwrap().x, 10.0 * DT, 1e-3, "the force is gone");
}

#[test]
fn an_off_centre_impulse_pushes_and_spins() {
    let mut world = weightless();
    let body = plank(&mut world);
    // 1 N s upwards at the right end: Δv = J / m, Δω = (r × J) / I.
    world.apply_linear_impulse(body, Vec2::new(0.0, 1.0), Vec2::new(1.0, 0.0), true).unwrap();
    assert_close(world.body_linear_velocity(body).unwrap().y, 0.5, 1e-4, "velocity");
    assert_close(world.body_angular_velocity(body).unwrap(), 1.0 / (5.0 / 6.0), 1e-4, "spin");
    // Its angular momentum is I ω = 1 N m s; taking that away stops it.
    world.apply_angular_impulse(body, -1.0, true).unwrap();
    assert!(world.body_angular_velocity(body).unwrap().abs() < 1e-5, "an opposite angular impulse stops it");
}

#[test]
fn forces_on_static_bodies_do_nothing_and_succeed() {
    let mut world = world();
    let body = world.create_body(&BodyDef::default()).unwrap();
    world.apply_force_to_center(body, Vec2::new(100.0, 0.0), true).unwrap();
    world.apply_linear_impulse_to_center(body, Vec2::new(100.0, 0.0), true).unwrap();
    world.step(DT).unwrap();
    assert_eq!(world.body_position(body).unwrap(), Vec2::ZERO);
}

#[test]
fn kinematic_bodies_move_at_their_velocity_whatever_gravity_says() {
    let mut world = world();
    let def = BodyDef { body_type: BodyType::Kinematic, linear_velocity: Vec2::new(1.0, 0.0), ..Default::default() };
    let body = world.create_body(&def).unwrap();
    world.set_body_angular_velocity(body, 0.5).unwrap();
    run(&mut world, 60);
    let position = world.body_position(body).unwrap();
    assert_close(position.x, 1.0, 1e-3, "x after 1 s");
    assert_eq!(position.y, 0.0);
    assert_close(world.body_angle(body).unwrap(), 0.5, 1e-3, "angle after 1 s");
}

#[test]
fn gravity_scale_and_world_gravity() {
    let mut world = world();
    let floating = BodyDef { body_type: BodyType::Dynamic, gravity_scale: 0.0, ..Default::default() };
    let float = world.create_body(&floating).unwrap();
    world.create_box(float, &ShapeDef::default(), &BoxShape::new(0.5, 0.5)).unwrap();
    let (fall, _) = crate_box(&mut world, Vec2::new(5.0, 0.0), 0.5);
    world.set_gravity(Vec2::new(10.0, 0.0)).unwrap();
    run(&mut world, 30);
    assert_eq!(world.body_position(float).unwrap(), Vec2::ZERO);
    let position = world.body_position(fall).unwrap();
    assert!(position.x > 5.5 && position.y == 0.0, "falls sideways: {position:?}");
}

#[test]
fn teleporting_moves_and_wakes() {
    let mut world = world();
    ground(&mut world, &ShapeDef::default());
    let (body, _) = crate_box(&mut world, Vec2::new(0.0, 0.5), 0.5);
    world.set_body_transform(body, Vec2::new(3.0, 0.5), 0.5).unwrap();
    assert_eq!(world.body_position(body).unwrap(), Vec2::new(3.0, 0.5));
    assert_eq!(world.body_angle(body).unwrap(), 0.5);
    assert_close(world.body_world_center_of_mass(body).unwrap().x, 3.0, 1e-6, "centre of mass moves along");
    assert!(world.body_is_awake(body).unwrap());
}

#[test]
fn resting_bodies_fall_asleep_and_wake_when_asked() {
    let mut world = world();
    ground(&mut world, &ShapeDef::default());
    let (body, _) = crate_box(&mut world, Vec2::new(0.0, 0.5), 0.5);
    assert_eq!(world.awake_body_count().unwrap(), 1);
    run(&mut world, 180);
    assert!(!world.body_is_awake(body).unwrap(), "at rest for 3 s, past time_to_sleep");
    assert_eq!(world.awake_body_count().unwrap(), 0);

    // A gentle push without waking leaves it asleep; waking it works.
    world.apply_force_to_center(body, Vec2::new(1.0, 0.0), false).unwrap();
    assert!(!world.body_is_awake(body).unwrap());
    world.set_body_awake(body, true).unwrap();
    assert!(world.body_is_awake(body).unwrap());
    world.set_body_awake(body, false).unwrap();
    assert!(!world.body_is_awake(body).unwrap());

    // Turning sleep off wakes everything and keeps it awake.
    world.enable_sleeping(false).unwrap();
    assert!(world.body_is_awake(body).unwrap());
    run(&mut world, 180);
    assert!(world.body_is_awake(body).unwrap());
}

#[test]
fn more_substeps_still_follow_free_fall() {
    let mut world = world();
    world.set_substep_count(8).unwrap();
    let (body, _) = crate_box(&mut world, Vec2::ZERO, 0.5);
    run(&mut world, 60);
    assert_close(world.body_position(body).unwrap().y, -5.0, 0.01, "height after 1 s");
}
