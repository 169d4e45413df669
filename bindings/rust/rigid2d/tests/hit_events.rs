//! Contact hit events through the safe API: a dropped ball reports one hit
//! at its free-fall speed, within 2%.

mod common;

use common::{ball, ground, DT};
use rigid2d::{ShapeDef, Vec2, World, WorldDef};

#[test]
fn dropped_ball_hits_at_free_fall_speed() {
    let mut world = World::new(&WorldDef::default()).unwrap();
    ground(&mut world, &ShapeDef::default());
    let def = ShapeDef { enable_hit_events: true, ..ShapeDef::default() };
    let (_, shape) = ball(&mut world, Vec2::new(0.0, 5.25), 0.25, &def);
    let mut hits = Vec::new();
    for _ in 0..120 {
        world.step(DT).unwrap();
        hits.extend(world.contact_hit_events().unwrap());
    }
    assert_eq!(hits.len(), 1, "{hits:?}");
    assert!(hits[0].shape_a == shape || hits[0].shape_b == shape);
    let expected = (2.0f32 * 10.0 * 5.0).sqrt();
    assert!((hits[0].approach_speed - expected).abs() <= 0.02 * expected, "{hits:?}");
}
