//! Contact callbacks through the safe API: a one-way platform lets a box
//! through from below exactly as if it were absent and holds it from above;
//! a pair filter keeps two chosen shapes apart; a panic in a callback is
//! resumed by `step`, after which the world carries on.

mod common;

use std::panic::{self, AssertUnwindSafe};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

use common::{ball, crate_box, ground, run, DT};
use rigid2d::{BodyDef, BodyId, BodyType, BoxShape, ShapeDef, ShapeId, Vec2, World, WorldDef};

const PLATFORM_TOP: f32 = 5.0;
const HALF: f32 = 0.25;

fn world_without_sleep() -> World {
    World::new(&WorldDef { enable_sleep: false, ..WorldDef::default() }).unwrap()
}

/// A box thrown up at 12 m/s from y = 2, under a platform whose top is
/// PLATFORM_TOP if `with_platform`.
fn throw_box_up(world: &mut World, with_platform: bool) -> (BodyId, Option<ShapeId>) {
    let platform = with_platform.then(|| {
        let body =
            world.create_body(&BodyDef { position: Vec2::new(0.0, PLATFORM_TOP - 0.1), ..Default::default() }).unwrap();
        world.create_box(body, &ShapeDef::default(), &BoxShape::new(2.0, 0.1)).unwrap()
    });
    let body = world
        .create_body(&BodyDef {
            body_type: BodyType::Dynamic,
            position: Vec2::new(0.0, 2.0),
            linear_velocity: Vec2::new(0.0, 12.0),
            fixed_rotation: true,
            ..Default::default()
        })
        .unwrap();
    world.create_box(body, &ShapeDef::default(), &BoxShape::new(HALF, HALF)).unwrap();
    (body, platform)
}

#[test]
fn one_way_platform_lets_through_from_below_and_holds_from_above() {
    let mut world = world_without_sleep();
    let mut free = world_without_sleep();
    let (body, platform) = throw_box_up(&mut world, true);
    let platform = platform.unwrap();
    let (free_body, _) = throw_box_up(&mut free, false);
    let calls = Arc::new(AtomicUsize::new(0));
    let counted = Arc::clone(&calls);
    world
        .set_pre_solve(move |contact| {
            counted.fetch_add(1, Ordering::Relaxed);
            let upward = if contact.shape_a == platform {
                contact.normal.y
            } else if contact.shape_b == platform {
                -contact.normal.y
            } else {
                return true;
            };
            upward > 0.5 && contact.points().iter().all(|point| point.separation > -0.05)
        })
        .unwrap();
    let mut highest = 0.0f32;
    for _ in 0..72 {
        world.step(DT).unwrap();
        free.step(DT).unwrap();
        let y = world.body_position(body).unwrap().y;
        assert_eq!(y, free.body_position(free_body).unwrap().y, "through the platform as without it");
        highest = highest.max(y);
    }
    assert!(calls.load(Ordering::Relaxed) > 0);
    assert!(highest - HALF > PLATFORM_TOP + 2.0);
    run(&mut world, 240);
    let resting = world.body_position(body).unwrap().y - HALF;
    assert!((resting - PLATFORM_TOP).abs() <= 0.005, "rests on top within the linear slop: {resting}");
}

#[test]
fn pair_filter_keeps_chosen_shapes_apart() {
    let mut world = common::world();
    let (_, ground_shape) = ground(&mut world, &ShapeDef::default());
    let (ghost, ghost_shape) = ball(&mut world, Vec2::new(-2.0, 1.0), 0.5, &ShapeDef::default());
    let (other, _) = ball(&mut world, Vec2::new(2.0, 1.0), 0.5, &ShapeDef::default());
    let asked = Arc::new(Mutex::new(Vec::new()));
    let log = Arc::clone(&asked);
    let chosen = [ground_shape, ghost_shape];
    world
        .set_pair_filter(move |a, b| {
            log.lock().unwrap().push((a, b));
            !(chosen.contains(&a) && chosen.contains(&b))
        })
        .unwrap();
    run(&mut world, 120);
    assert!(world.body_position(ghost).unwrap().y < -5.0, "fell through the ground");
    assert!((world.body_position(other).unwrap().y - 0.5).abs() <= 0.005, "rests on the ground");
    assert_eq!(asked.lock().unwrap().len(), 2, "asked once per pair as their boxes met");
    world.clear_pair_filter().unwrap();
    crate_box(&mut world, Vec2::new(0.0, 1.0), 0.5);
    run(&mut world, 60);
    assert_eq!(asked.lock().unwrap().len(), 2);
    assert_eq!(world.contact_count().unwrap(), 2);
}

#[test]
fn a_panic_in_a_callback_is_resumed_by_step() {
    let mut world = world_without_sleep();
    ground(&mut world, &ShapeDef::default());
    let (body, _) = crate_box(&mut world, Vec2::new(0.0, 0.5), 0.5);
    let calls = Arc::new(AtomicUsize::new(0));
    let counted = Arc::clone(&calls);
    world
        .set_pre_solve(move |_| {
            counted.fetch_add(1, Ordering::Relaxed);
            panic!("from the callback");
        })
        .unwrap();
    let outcome = panic::catch_unwind(AssertUnwindSafe(|| world.step(DT)));
    let payload = outcome.expect_err("the panic comes back out of step");
    assert_eq!(payload.downcast_ref::<&str>(), Some(&"from the callback"));
    assert_eq!(calls.load(Ordering::Relaxed), 1, "no more calls in that step");
    // The step finished with the contact kept; the world goes on.
    world.clear_pre_solve().unwrap();
    run(&mut world, 1);
    assert!((world.body_position(body).unwrap().y - 0.5).abs() <= 0.01);
    assert_eq!(world.contact_count().unwrap(), 1);
}
