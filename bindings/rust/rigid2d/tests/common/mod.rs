//! Scene pieces shared by the integration tests.
#![allow(dead_code)] // each test binary uses its own subset

use rigid2d::{
    BodyDef, BodyId, BodyType, BoxShape, Circle, Error, ErrorKind, ShapeDef, ShapeId, Vec2, World, WorldDef,
};

/// The time step every test uses.
pub const DT: f32 = 1.0 / 60.0;

/// A world with the library's default settings.
pub fn world() -> World {
    World::new(&WorldDef::default()).expect("default world")
}

/// A static box 40 m wide whose top face is the line y = 0.
pub fn ground(world: &mut World, def: &ShapeDef) -> (BodyId, ShapeId) {
    let body = world.create_body(&BodyDef { position: Vec2::new(0.0, -0.5), ..Default::default() }).unwrap();
    let shape = world.create_box(body, def, &BoxShape::new(20.0, 0.5)).unwrap();
    (body, shape)
}

/// A dynamic body at `position` with no shape yet.
pub fn dynamic_body(world: &mut World, position: Vec2) -> BodyId {
    world.create_body(&BodyDef { body_type: BodyType::Dynamic, position, ..Default::default() }).unwrap()
}

/// A dynamic ball of `radius` at `position`.
pub fn ball(world: &mut World, position: Vec2, radius: f32, def: &ShapeDef) -> (BodyId, ShapeId) {
    let body = dynamic_body(world, position);
    let shape = world.create_circle(body, def, &Circle { center: Vec2::ZERO, radius }).unwrap();
    (body, shape)
}

/// A dynamic box of half extents `half` at `position`.
pub fn crate_box(world: &mut World, position: Vec2, half: f32) -> (BodyId, ShapeId) {
    let body = dynamic_body(world, position);
    let shape = world.create_box(body, &ShapeDef::default(), &BoxShape::new(half, half)).unwrap();
    (body, shape)
}

/// Steps `world` `steps` times by [`DT`].
pub fn run(world: &mut World, steps: usize) {
    for _ in 0..steps {
        world.step(DT).unwrap();
    }
}

/// Every body's pose and velocity, in the world's order, to compare bit for bit.
pub fn body_states(world: &World) -> Vec<(Vec2, f32, Vec2)> {
    let bodies = world.bodies().unwrap();
    bodies
        .iter()
        .map(|&b| (world.body_position(b).unwrap(), world.body_angle(b).unwrap(), world.body_linear_velocity(b).unwrap()))
        .collect()
}

/// Every body's position, angle and velocity as bits.
pub fn state_bits(world: &World) -> Vec<u32> {
    body_states(world)
        .iter()
        .flat_map(|(p, angle, v)| [p.x.to_bits(), p.y.to_bits(), angle.to_bits(), v.x.to_bits(), v.y.to_bits()])
        .collect()
}

/// Saves `world`'s snapshot, steps `steps` times, restores the snapshot and
/// steps again: the rerun must end on the first run's bits (`what` says
/// which world, if it does not). Returns the snapshot.
#[track_caller]
pub fn snapshot_and_rerun(world: &mut World, steps: usize, what: &str) -> Vec<u8> {
    let snapshot = world.snapshot().unwrap();
    run(world, steps);
    let first = state_bits(world);
    world.restore(&snapshot).unwrap();
    run(world, steps);
    assert!(state_bits(world) == first, "{what}: the restored world stepped otherwise");
    snapshot
}

/// `actual` within `fraction` of `expected`, relative to `expected`.
pub fn assert_close(actual: f32, expected: f32, fraction: f32, what: &str) {
    let error = (actual - expected).abs();
    assert!(
        error <= fraction * expected.abs(),
        "{what}: {actual} is not within {}% of {expected} (off by {:.3}%)",
        fraction * 100.0,
        100.0 * error / expected.abs()
    );
}

/// The call was refused with `kind` and a message saying why.
#[track_caller]
pub fn assert_kind<T: std::fmt::Debug>(result: Result<T, Error>, kind: ErrorKind) {
    let err = result.expect_err("the call should be refused");
    assert_eq!(err.kind(), kind, "{err}");
    assert!(!err.message().is_empty(), "{kind:?} without a message");
    assert!(err.to_string().contains(err.message()));
}
