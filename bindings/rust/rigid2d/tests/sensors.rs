//! Sensors through the safe API: a ball falling through a trigger zone
//! begins and ends overlapping it once and is not slowed by it.

mod common;

use common::{ball, run, world, DT};
use rigid2d::{BodyDef, BoxShape, SensorEvent, ShapeDef, Vec2};

#[test]
fn ball_passes_through_a_trigger_zone() {
    let mut world = world();
    let zone_body = world.create_body(&BodyDef { position: Vec2::new(0.0, 5.0), ..Default::default() }).unwrap();
    let sensor_def = ShapeDef { is_sensor: true, ..ShapeDef::default() };
    let zone = world.create_box(zone_body, &sensor_def, &BoxShape::new(1.0, 1.0)).unwrap();
    let (body, shape) = ball(&mut world, Vec2::new(0.0, 9.0), 0.25, &ShapeDef::default());
    let (mut begins, mut ends) = (Vec::new(), Vec::new());
    for step in 0..90 {
        world.step(DT).unwrap();
        let events = world.sensor_events().unwrap();
        begins.extend(events.begin.into_iter().map(|e| (step, e)));
        ends.extend(events.end.into_iter().map(|e| (step, e)));
    }
    let expected = SensorEvent { sensor: zone, visitor: shape };
    assert_eq!(begins.iter().map(|(_, e)| *e).collect::<Vec<_>>(), [expected]);
    assert_eq!(ends.iter().map(|(_, e)| *e).collect::<Vec<_>>(), [expected]);
    assert!(begins[0].0 < ends[0].0);
    // 1.5 s of free fall: the sensor exerted no force.
    assert!((world.body_linear_velocity(body).unwrap().y + 15.0).abs() < 1e-3);
}

#[test]
fn opted_out_shapes_are_not_seen() {
    let mut world = world();
    let zone_body = world.create_body(&BodyDef { position: Vec2::new(0.0, 5.0), ..Default::default() }).unwrap();
    world
        .create_box(zone_body, &ShapeDef { is_sensor: true, ..ShapeDef::default() }, &BoxShape::new(1.0, 1.0))
        .unwrap();
    let hidden = ShapeDef { enable_sensor_events: false, ..ShapeDef::default() };
    ball(&mut world, Vec2::new(0.0, 5.0), 0.25, &hidden);
    run(&mut world, 3);
    assert!(world.sensor_events().unwrap().begin.is_empty());
}
