//! Ids stay safe to hold: after their object is destroyed, after its slot
//! is reused, and after their world is dropped, they are refused.

mod common;

use common::{ball, crate_box, run, world};
use rigid2d::{BodyDef, ErrorKind, ShapeDef, Vec2};

#[test]
fn destroyed_body_ids_are_refused_even_when_the_slot_is_reused() {
    let mut world = world();
    let keep = world.create_body(&BodyDef::default()).unwrap();
    let mut stale = Vec::new();
    // Many create/destroy rounds, so slots are certainly reused.
    for round in 0..50 {
        let (body, shape) = ball(&mut world, Vec2::new(round as f32, 0.0), 0.5, &ShapeDef::default());
        world.destroy_body(body).unwrap();
        stale.push((body, shape));
    }
    let (live, live_shape) = ball(&mut world, Vec2::new(7.0, 7.0), 0.5, &ShapeDef::default());

    for &(body, shape) in &stale {
        assert_ne!(body, live);
        assert_eq!(world.body_position(body).unwrap_err().kind(), ErrorKind::InvalidId);
        assert_eq!(world.destroy_body(body).unwrap_err().kind(), ErrorKind::InvalidId);
        // A body's shapes go with it.
        assert_eq!(world.shape_type(shape).unwrap_err().kind(), ErrorKind::InvalidId);
        assert_eq!(world.destroy_shape(shape).unwrap_err().kind(), ErrorKind::InvalidId);
        assert!(!world.is_valid_body(body) && !world.is_valid_shape(shape));
    }
    assert!(world.is_valid_body(live) && world.is_valid_shape(live_shape));
    // The refusals touched nothing alive.
    assert_eq!(world.body_position(live).unwrap(), Vec2::new(7.0, 7.0));
    assert_eq!(world.body_shapes(live).unwrap(), vec![live_shape]);
    assert_eq!(world.body_position(keep).unwrap(), Vec2::ZERO);
    assert_eq!(world.body_count().unwrap(), 2);
}

#[test]
fn destroyed_shape_ids_are_refused_even_when_the_slot_is_reused() {
    let mut world = world();
    let (body, first) = crate_box(&mut world, Vec2::ZERO, 0.5);
    world.destroy_shape(first).unwrap();
    let second =
        world.create_circle(body, &ShapeDef::default(), &rigid2d::Circle { center: Vec2::ZERO, radius: 0.25 }).unwrap();
    assert_ne!(first, second);
    assert_eq!(world.shape_aabb(first).unwrap_err().kind(), ErrorKind::InvalidId);
    assert_eq!(world.destroy_shape(first).unwrap_err().kind(), ErrorKind::InvalidId);
    assert_eq!(world.shape_type(second).unwrap(), rigid2d::ShapeType::Circle);
    assert_eq!(world.body_shapes(body).unwrap(), vec![second]);
}

#[test]
fn ids_outlive_their_dropped_world_and_are_refused() {
    let (old_body, old_shape) = {
        let mut old = world();
        let ids = ball(&mut old, Vec2::ZERO, 0.5, &ShapeDef::default());
        run(&mut old, 5);
        ids
        // `old` is dropped here, destroying its bodies; the ids remain.
    };
    // A new world may well take the old one's slot.
    let mut new = world();
    let (body, shape) = ball(&mut new, Vec2::new(1.0, 2.0), 0.5, &ShapeDef::default());

    assert_eq!(new.body_position(old_body).unwrap_err().kind(), ErrorKind::WrongWorld);
    assert_eq!(new.destroy_body(old_body).unwrap_err().kind(), ErrorKind::WrongWorld);
    assert_eq!(new.shape_body(old_shape).unwrap_err().kind(), ErrorKind::WrongWorld);
    assert!(!new.is_valid_body(old_body) && !new.is_valid_shape(old_shape));
    assert_eq!(new.body_position(body).unwrap(), Vec2::new(1.0, 2.0));
    assert_eq!(new.shape_body(shape).unwrap(), body);
}

#[test]
fn worlds_dropped_in_any_order_leave_the_others_working() {
    let mut a = world();
    let mut b = world();
    let mut c = world();
    let ids: Vec<_> =
        [&mut a, &mut b, &mut c].into_iter().map(|w| ball(w, Vec2::ZERO, 0.5, &ShapeDef::default()).0).collect();
    drop(b);
    run(&mut a, 3);
    run(&mut c, 3);
    drop(a);
    assert!(c.body_position(ids[2]).unwrap().y < 0.0, "c still simulates");
    assert_eq!(c.body_position(ids[0]).unwrap_err().kind(), ErrorKind::WrongWorld);
    assert_eq!(c.body_position(ids[1]).unwrap_err().kind(), ErrorKind::WrongWorld);
}

#[test]
fn ids_from_the_world_agree_with_the_ids_handed_out() {
    let mut world = world();
    let (body, shape) = ball(&mut world, Vec2::ZERO, 0.5, &ShapeDef::default());
    assert_eq!(world.bodies().unwrap(), vec![body]);
    assert_eq!(world.shape_body(shape).unwrap(), body);
    assert_eq!(world.body_shapes(body).unwrap(), vec![shape]);
}
