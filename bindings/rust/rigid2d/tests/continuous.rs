//! Continuous collision from Rust: fast bodies stop at thin geometry.

mod common;

use rigid2d::{BodyDef, BodyType, BoxShape, Circle, ShapeDef, Vec2, World, WorldDef};

/// A 0.5 m ball dropped from 4 m onto 1 m thick ground, 10 s at
/// time_step: its height after.
fn drop_ball(time_step: f32, continuous: bool) -> f32 {
    let mut world = World::new(&WorldDef::default()).unwrap();
    world.set_continuous(continuous).unwrap();
    let ground = world.create_body(&BodyDef { position: Vec2::new(0.0, -0.5), ..Default::default() }).unwrap();
    world.create_box(ground, &ShapeDef::default(), &BoxShape::new(20.0, 0.5)).unwrap();
    let def = BodyDef { body_type: BodyType::Dynamic, position: Vec2::new(0.0, 4.0), ..Default::default() };
    let ball = world.create_body(&def).unwrap();
    world.create_circle(ball, &ShapeDef::default(), &Circle { center: Vec2::new(0.0, 0.0), radius: 0.5 }).unwrap();
    for _ in 0..(10.0 / time_step).round() as i32 {
        world.step(time_step).unwrap();
    }
    world.body_position(ball).unwrap().y
}

#[test]
fn dropped_ball_lands_even_with_one_second_steps() {
    // Resting height 0.5 m; at 1 s per step the contact, softened to a
    // quarter-second sub-step, yields by a few centimetres (3 cm allowed).
    assert!((drop_ball(1.0 / 60.0, true) - 0.5).abs() < 0.01);
    assert!((drop_ball(1.0, true) - 0.5).abs() < 0.03);
    // Without the sweep the same step jumps the ball through the ground.
    assert!(drop_ball(1.0, false) < -1.0);
}

#[test]
fn bullet_does_not_pass_a_thin_dynamic_plank() {
    // A 0.05 m ball at 300 m/s against a free plank 0.1 m thick (400 m
    // long, so the ball cannot go round it): the ball's centre stays in
    // front of the plank's near face, in the plank's frame, every step.
    for angle in [-0.6f32, -0.2, 0.0, 0.3, 0.7] {
        let mut world = World::new(&WorldDef { gravity: Vec2::new(0.0, 0.0), ..Default::default() }).unwrap();
        let dynamic = BodyDef { body_type: BodyType::Dynamic, ..Default::default() };
        let plank = world.create_body(&dynamic).unwrap();
        world.create_box(plank, &ShapeDef::default(), &BoxShape::new(0.05, 200.0)).unwrap();
        let ball = world.create_body(&BodyDef { position: Vec2::new(-3.0, 0.0), ..dynamic }).unwrap();
        world.create_circle(ball, &ShapeDef::default(), &Circle { center: Vec2::new(0.0, 0.0), radius: 0.05 }).unwrap();
        world.set_body_bullet(ball, true).unwrap();
        assert!(world.body_is_bullet(ball).unwrap());
        world.set_body_linear_velocity(ball, Vec2::new(300.0 * angle.cos(), 300.0 * angle.sin())).unwrap();
        for _ in 0..20 {
            world.step(1.0 / 60.0).unwrap();
            let p = world.body_position(ball).unwrap();
            let c = world.body_position(plank).unwrap();
            let a = world.body_angle(plank).unwrap();
            assert!(a.cos() * (p.x - c.x) + a.sin() * (p.y - c.y) < -0.05);
        }
    }
}

#[test]
fn continuous_reads_back() {
    let mut world = common::world();
    assert!(world.continuous().unwrap());
    world.set_continuous(false).unwrap();
    assert!(!world.continuous().unwrap());
}
