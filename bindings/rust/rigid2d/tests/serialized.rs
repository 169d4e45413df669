//! Serialized worlds through the Rust API: a loaded world steps bit for bit
//! with the original, keeps its joints and user data, takes new settings,
//! and damaged bytes create nothing.

mod common;

use common::{body_states, run};
use rigid2d::{BodyDef, BodyType, BoxShape, ErrorKind, RevoluteJointDef, ShapeDef, Vec2, World, WorldDef};

/// A hinged plank over a pile of boxes, with sleeping off.
fn scene() -> World {
    let mut world = World::new(&WorldDef { enable_sleep: false, ..WorldDef::default() }).unwrap();
    let ground = world.create_body(&BodyDef::default()).unwrap();
    world.create_box(ground, &ShapeDef::default(), &BoxShape::new(20.0, 0.5)).unwrap();
    for i in 0..8 {
        let position = Vec2::new(-2.0 + (i % 4) as f32 * 1.01, 1.0 + (i / 4) as f32 * 1.05);
        let def = BodyDef { body_type: BodyType::Dynamic, position, user_data: 100 + i, ..Default::default() };
        let body = world.create_body(&def).unwrap();
        world.create_box(body, &ShapeDef::default(), &BoxShape::new(0.5, 0.5)).unwrap();
    }
    let plank_def = BodyDef { body_type: BodyType::Dynamic, position: Vec2::new(0.0, 6.0), ..Default::default() };
    let plank = world.create_body(&plank_def).unwrap();
    world.create_box(plank, &ShapeDef::default(), &BoxShape::new(3.0, 0.1)).unwrap();
    world.create_joint(&RevoluteJointDef::at(&world, ground, plank, Vec2::new(-3.0, 6.0)).unwrap()).unwrap();
    world
}

#[test]
fn a_loaded_world_steps_bit_for_bit_with_the_original() {
    let mut world = scene();
    run(&mut world, 30);
    let bytes = world.serialize().unwrap();
    let mut loaded = World::deserialize(&bytes, None).unwrap();
    assert_eq!(loaded.joint_count().unwrap(), 1);
    let bodies = loaded.bodies().unwrap();
    assert_eq!(loaded.body_user_data(bodies[3]).unwrap(), 102);
    run(&mut world, 60);
    run(&mut loaded, 60);
    assert_eq!(body_states(&loaded), body_states(&world));
}

#[test]
fn a_def_replaces_the_saved_settings() {
    let bytes = scene().serialize().unwrap();
    let def = WorldDef { gravity: Vec2::new(0.0, 4.0), ..WorldDef::default() };
    let loaded = World::deserialize(&bytes, Some(&def)).unwrap();
    assert_eq!(loaded.gravity().unwrap(), Vec2::new(0.0, 4.0));
}

#[test]
fn damaged_bytes_are_refused() {
    let bytes = scene().serialize().unwrap();
    let mut changed = bytes.clone();
    let middle = changed.len() / 2;
    changed[middle] ^= 0x04;
    for damaged in [&bytes[..bytes.len() - 1], &changed[..], &b"R2DW"[..], &[][..]] {
        assert_eq!(World::deserialize(damaged, None).unwrap_err().kind(), ErrorKind::InvalidArgument);
    }
}
