//! Contacts and their begin/end events, as Rust records.

mod common;

use common::{ball, crate_box, ground, run, world, DT};
use rigid2d::{BodyType, ShapeDef, Vec2};

/// The same two objects, in either order.
fn same_pair<T: PartialEq>(a: (T, T), b: (T, T)) -> bool {
    a == b || a == (b.1, b.0)
}

#[test]
fn a_landing_box_begins_touching_and_destroying_it_ends() {
    let mut world = world();
    let (ground_body, ground_shape) = ground(&mut world, &ShapeDef::default());
    let (body, shape) = crate_box(&mut world, Vec2::new(0.0, 2.0), 0.5);

    let mut landed = false;
    for _ in 0..120 {
        world.step(DT).unwrap();
        let events = world.contact_events().unwrap();
        assert!(events.end.is_empty(), "nothing can stop touching yet");
        if let [begin] = events.begin[..] {
            assert!(same_pair((begin.shape_a, begin.shape_b), (ground_shape, shape)));
            let y = world.body_position(body).unwrap().y;
            assert!(y < 1.2, "began touching at y = {y}, well above the ground");
            landed = true;
            break;
        }
        assert!(events.begin.is_empty(), "{events:?}");
        assert_eq!(world.contact_count().unwrap(), 0);
    }
    assert!(landed, "the box never touched the ground");

    // Resting: no new events, one contact with the face on the ground.
    for _ in 0..60 {
        world.step(DT).unwrap();
        assert_eq!(world.contact_events().unwrap(), Default::default());
    }
    let contacts = world.contacts().unwrap();
    assert_eq!(contacts.len(), 1);
    let contact = contacts[0];
    assert!(same_pair((contact.shape_a, contact.shape_b), (ground_shape, shape)));
    assert!(same_pair((contact.body_a, contact.body_b), (ground_body, body)));
    let upward = if contact.shape_a == ground_shape { 1.0 } else { -1.0 };
    assert!((contact.normal - Vec2::new(0.0, upward)).length() < 1e-3, "normal {:?}", contact.normal);
    assert_eq!(contact.points().len(), 2, "a face rests on the ground");
    for point in contact.points() {
        assert!(point.point.y.abs() < 0.02 && point.point.x.abs() < 0.51, "{point:?}");
        assert!(point.separation.abs() < 0.02, "{point:?}");
        assert!(point.normal_impulse > 0.0, "the ground holds the box up: {point:?}");
    }
    assert_eq!(world.body_contacts(body).unwrap(), contacts);
    assert_eq!(world.body_contacts(ground_body).unwrap(), contacts);

    world.destroy_body(body).unwrap();
    let events = world.contact_events().unwrap();
    assert!(events.begin.is_empty());
    assert_eq!(events.end.len(), 1, "{events:?}");
    assert!(same_pair((events.end[0].shape_a, events.end[0].shape_b), (ground_shape, shape)));
    assert_eq!(world.contact_count().unwrap(), 0);
    assert_eq!(world.contacts().unwrap(), vec![]);
}

#[test]
fn a_bouncing_ball_alternates_begin_and_end() {
    let mut world = world();
    // Restitution mixes as the minimum, so both sides are bouncy.
    let bouncy = ShapeDef { restitution: 0.8, ..Default::default() };
    ground(&mut world, &bouncy);
    ball(&mut world, Vec2::new(0.0, 2.25), 0.25, &bouncy);

    let mut sequence = String::new();
    for _ in 0..180 {
        world.step(DT).unwrap();
        let events = world.contact_events().unwrap();
        // A touch shorter than a step would show both in one step.
        sequence.extend(events.begin.iter().map(|_| 'b'));
        sequence.extend(events.end.iter().map(|_| 'e'));
    }
    assert!(sequence.starts_with("bebe"), "events: {sequence}");
    assert!(!sequence.contains("bb") && !sequence.contains("ee"), "events: {sequence}");
}

#[test]
fn shapes_without_contact_events_touch_silently() {
    let mut world = world();
    let quiet = ShapeDef { enable_contact_events: false, ..Default::default() };
    ground(&mut world, &quiet);
    ball(&mut world, Vec2::new(0.0, 1.0), 0.5, &quiet);
    for _ in 0..60 {
        world.step(DT).unwrap();
        assert_eq!(world.contact_events().unwrap(), Default::default());
    }
    assert_eq!(world.contact_count().unwrap(), 1);
}

#[test]
fn bulk_state_matches_the_single_body_calls() {
    let mut world = world();
    ground(&mut world, &ShapeDef::default());
    for i in 0..4 {
        crate_box(&mut world, Vec2::new(i as f32 * 1.5, 1.0 + i as f32), 0.5);
    }
    run(&mut world, 30);
    let bodies = world.bodies().unwrap();
    assert_eq!(bodies.len(), 5);

    let n = bodies.len();
    let (mut positions, mut angles) = (vec![Vec2::ZERO; n], vec![0.0; n]);
    let (mut linear, mut angular) = (vec![Vec2::ZERO; n], vec![0.0; n]);
    let copied = world
        .body_states(rigid2d::BodyStates {
            positions: Some(&mut positions),
            angles: Some(&mut angles),
            linear_velocities: Some(&mut linear),
            angular_velocities: Some(&mut angular),
        })
        .unwrap();
    assert_eq!(copied, n);
    for (i, &body) in bodies.iter().enumerate() {
        assert_eq!(positions[i], world.body_position(body).unwrap());
        assert_eq!(angles[i], world.body_angle(body).unwrap());
        assert_eq!(linear[i], world.body_linear_velocity(body).unwrap());
        assert_eq!(angular[i], world.body_angular_velocity(body).unwrap());
    }

    // A short slice gets as many as fit.
    let mut two = [Vec2::ZERO; 2];
    assert_eq!(world.body_positions(&mut two).unwrap(), 2);
    assert_eq!(two[..], positions[..2]);

    // Setting velocities is all or nothing: the static ground spoils it.
    let dynamic: Vec<_> =
        bodies.iter().copied().filter(|&b| world.body_type(b).unwrap() == BodyType::Dynamic).collect();
    assert_eq!(dynamic.len(), 4);
    let up = vec![Vec2::new(0.0, 5.0); dynamic.len()];
    let spin = vec![1.0; dynamic.len()];
    assert!(world.set_body_velocities(&bodies, Some(&vec![Vec2::new(0.0, 5.0); n]), None).is_err());
    for (i, &body) in bodies.iter().enumerate() {
        assert_eq!(world.body_linear_velocity(body).unwrap(), linear[i], "refused, so unchanged");
    }
    world.set_body_velocities(&dynamic, Some(&up), Some(&spin)).unwrap();
    for &body in &dynamic {
        assert_eq!(world.body_linear_velocity(body).unwrap(), Vec2::new(0.0, 5.0));
        assert_eq!(world.body_angular_velocity(body).unwrap(), 1.0);
    }
}
