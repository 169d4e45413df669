//! Snapshots through the Rust API: a restored world steps on bit for bit,
//! and bytes that are not this world's snapshot are refused.

mod common;

use common::{body_states, run, snapshot_and_rerun};
use rigid2d::{BodyDef, BodyType, BoxShape, ErrorKind, ShapeDef, Vec2, World, WorldDef};

/// A pile of boxes on the ground, with sleeping off so it is solved every step.
fn pile() -> World {
    let mut world = World::new(&WorldDef { enable_sleep: false, ..WorldDef::default() }).unwrap();
    let ground = world.create_body(&BodyDef::default()).unwrap();
    world.create_box(ground, &ShapeDef::default(), &BoxShape::new(20.0, 0.5)).unwrap();
    for i in 0..20 {
        let position = Vec2::new(-2.0 + (i % 5) as f32 * 1.01, 1.0 + (i / 5) as f32 * 1.05);
        let def = BodyDef { body_type: BodyType::Dynamic, position, angle: 0.05 * i as f32, ..Default::default() };
        let body = world.create_body(&def).unwrap();
        world.create_box(body, &ShapeDef::default(), &BoxShape::new(0.5, 0.5)).unwrap();
    }
    world
}

#[test]
fn a_restored_world_steps_on_bit_for_bit() {
    let mut world = pile();
    run(&mut world, 40);
    snapshot_and_rerun(&mut world, 60, "the pile");
}

#[test]
fn foreign_changed_and_short_bytes_are_refused() {
    let mut world = pile();
    run(&mut world, 10);
    let saved = world.snapshot().unwrap();
    run(&mut world, 10);
    let before = body_states(&world);

    let mut changed = saved.clone();
    let middle = changed.len() / 2;
    changed[middle] ^= 0x10;
    let other = pile().snapshot().unwrap();
    for bytes in [&saved[..saved.len() - 1], &changed[..], &other[..], &[][..]] {
        assert_eq!(world.restore(bytes).unwrap_err().kind(), ErrorKind::InvalidArgument);
    }
    assert_eq!(body_states(&world), before);
}
