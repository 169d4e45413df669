//! Step profiles: zero before the first step, then plausible timings of
//! each stage at one and at two workers. (A stale world handle cannot be
//! had through the safe API; the crate's unit tests in src/profile.rs call
//! `profile` on a destroyed handle.)

mod common;

use common::{crate_box, ground, run, DT};
use rigid2d::{ShapeDef, StepProfile, Vec2, World, WorldDef};

/// A pile of 200 boxes, 10 wide and 20 high, standing on the ground.
fn pile(worker_count: i32) -> World {
    let mut world = World::new(&WorldDef { worker_count, ..Default::default() }).unwrap();
    ground(&mut world, &ShapeDef::default());
    for row in 0..20 {
        for column in 0..10 {
            crate_box(&mut world, Vec2::new(column as f32 * 1.02 - 5.0, 0.5 + row as f32), 0.5);
        }
    }
    world
}

/// The nine stages in the order they run, without `step`.
fn stages(p: &StepProfile) -> [(&'static str, f32); 9] {
    [
        ("pairs", p.pairs),
        ("collide", p.collide),
        ("prepare", p.prepare),
        ("substeps", p.substeps),
        ("store", p.store),
        ("finalize", p.finalize),
        ("continuous", p.continuous),
        ("sleep", p.sleep),
        ("sensors", p.sensors),
    ]
}

#[track_caller]
fn assert_plausible(p: &StepProfile, what: &str) {
    assert!(p.step.is_finite() && p.step > 0.0, "{what}: step {p:?}");
    for (name, ms) in stages(p) {
        assert!(ms.is_finite() && ms >= 0.0, "{what}: {name} is {ms} in {p:?}");
    }
    assert!(p.substeps > 0.0, "{what}: no time in the sub-steps: {p:?}");
    assert!(p.collide > 0.0, "{what}: no time in collide: {p:?}");
    let sum: f32 = stages(p).iter().map(|&(_, ms)| ms).sum();
    assert!(sum <= p.step * 1.0001 + 1e-6, "{what}: the stages add up to {sum} ms, more than the step's {} ms", p.step);
}

#[test]
fn the_profile_is_zero_before_the_first_step() {
    for workers in [1, 2] {
        let world = pile(workers);
        let profile = world.profile().unwrap();
        assert_eq!(profile, StepProfile::default(), "{workers} workers");
        assert!(stages(&profile).iter().all(|&(_, ms)| ms.to_bits() == 0) && profile.step.to_bits() == 0);
    }
}

#[test]
fn every_stage_of_a_pile_is_timed_at_one_and_two_workers() {
    for workers in [1, 2] {
        let mut world = pile(workers);
        assert_eq!(world.worker_count().unwrap(), workers as usize);
        run(&mut world, 20);
        assert!(world.contact_count().unwrap() > 100, "the boxes of the pile touch");
        for step in 0..20 {
            world.step(DT).unwrap();
            assert_plausible(&world.profile().unwrap(), &format!("{workers} workers, step {step}"));
        }
    }
}

#[test]
fn a_refused_step_keeps_the_last_profile() {
    let mut world = pile(1);
    run(&mut world, 3);
    let last = world.profile().unwrap();
    assert_plausible(&last, "after three steps");
    assert!(world.step(-1.0).is_err());
    assert_eq!(world.profile().unwrap(), last);
}
