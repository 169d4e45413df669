//! The bindings drive real physics: results checked against formulas.

mod common;

use common::{assert_close, ball, crate_box, ground, run, world, DT};
use rigid2d::{ShapeDef, Vec2};

/// y(t) = -g t²/2 and v(t) = -g t within 1% after two seconds of free fall.
#[test]
fn free_fall_follows_the_formula() {
    let mut world = world();
    let g = -world.gravity().unwrap().y;
    let (body, _) = ball(&mut world, Vec2::ZERO, 0.5, &ShapeDef::default());
    let steps = 120;
    run(&mut world, steps);

    let t = steps as f32 * DT;
    let position = world.body_position(body).unwrap();
    let velocity = world.body_linear_velocity(body).unwrap();
    assert_close(position.y, -g * t * t / 2.0, 0.01, "height");
    assert_close(velocity.y, -g * t, 0.01, "velocity");
    assert_eq!(position.x, 0.0, "no sideways drift");
}

/// A ball dropped on the ground leaves it at e times the speed it arrived
/// with, within 2%, where e = min(e_ball, e_ground).
#[test]
fn bounce_speed_follows_the_restitution() {
    let mut world = world();
    let restitution = 0.5;
    ground(&mut world, &ShapeDef { restitution: 0.9, ..Default::default() });
    let (body, _) = ball(&mut world, Vec2::new(0.0, 10.25), 0.25, &ShapeDef { restitution, ..Default::default() });

    let mut arriving = 0.0;
    for _ in 0..240 {
        world.step(DT).unwrap();
        let vy = world.body_linear_velocity(body).unwrap().y;
        if vy > 0.0 {
            assert!(arriving < -10.0, "the ball should hit at about 14 m/s, not {arriving}");
            assert_close(vy, -restitution * arriving, 0.02, "rebound speed");
            return;
        }
        arriving = vy;
    }
    panic!("the ball never bounced");
}

/// Five boxes stacked on the ground stay where they were put: no sliding,
/// toppling or sinking beyond the contact slop.
#[test]
fn resting_stack_stays() {
    let mut world = world();
    ground(&mut world, &ShapeDef::default());
    let boxes: Vec<_> = (0..5).map(|i| crate_box(&mut world, Vec2::new(0.0, 0.5 + i as f32), 0.5).0).collect();

    run(&mut world, 120);
    let settled: Vec<Vec2> = boxes.iter().map(|&b| world.body_position(b).unwrap()).collect();
    run(&mut world, 120);

    for (i, &body) in boxes.iter().enumerate() {
        let position = world.body_position(body).unwrap();
        assert!(position.x.abs() < 0.01, "box {i} slid to x = {}", position.x);
        assert!((position.y - (0.5 + i as f32)).abs() < 0.05, "box {i} at y = {}", position.y);
        assert!(world.body_angle(body).unwrap().abs() < 0.01, "box {i} turned");
        assert!((position - settled[i]).length() < 0.005, "box {i} still moves: {:?} -> {position:?}", settled[i]);
    }
}
