//! Chains: smooth one-sided terrain, loops, per-segment materials, ids and errors.

mod common;

use common::{ball, crate_box, run, DT};
use rigid2d::{BodyDef, ChainDef, ErrorKind, QueryFilter, ShapeDef, ShapeType, SurfaceMaterial, Vec2, World, WorldDef};

fn world_without_sleep() -> World {
    World::new(&WorldDef { enable_sleep: false, ..Default::default() }).unwrap()
}

/// A flat open chain of 50 one-metre segments along y = 0 from x = -5.
fn flat_chain(world: &mut World, friction: f32) -> rigid2d::ChainId {
    let ground = world.create_body(&BodyDef::default()).unwrap();
    let points = (0..=50).map(|i| Vec2::new(-5.0 + i as f32, 0.0)).collect();
    let material = SurfaceMaterial { static_friction: friction, dynamic_friction: friction, restitution: 0.0 };
    world.create_chain(ground, &ChainDef { points, material, ..Default::default() }).unwrap()
}

#[test]
fn frictionless_box_keeps_its_speed_over_the_joins() {
    // The bar: within 1% of 5 m/s over 40 m.
    let mut world = world_without_sleep();
    flat_chain(&mut world, 0.0);
    let slick = ShapeDef { static_friction: 0.0, dynamic_friction: 0.0, ..Default::default() };
    let body = world
        .create_body(&BodyDef {
            body_type: rigid2d::BodyType::Dynamic,
            position: Vec2::new(0.0, 0.5),
            ..Default::default()
        })
        .unwrap();
    world.create_box(body, &slick, &rigid2d::BoxShape::new(0.5, 0.5)).unwrap();
    run(&mut world, 30);
    world.set_body_linear_velocity(body, Vec2::new(5.0, 0.0)).unwrap();
    let mut worst: f32 = 5.0;
    while world.body_position(body).unwrap().x < 40.0 {
        world.step(DT).unwrap();
        let speed = world.body_linear_velocity(body).unwrap().length();
        if (speed - 5.0).abs() > (worst - 5.0).abs() {
            worst = speed;
        }
    }
    assert!((worst - 5.0).abs() <= 0.05, "worst speed {worst}");
}

#[test]
fn looped_chain_holds_boxes_inside() {
    // Boxes thrown at 12 m/s inside a counter-clockwise ring of radius 4 stay
    // inside: no centre gets past the ring less the boxes' half size.
    let mut world = World::new(&WorldDef::default()).unwrap();
    let bowl = world.create_body(&BodyDef::default()).unwrap();
    let points = (0..32)
        .map(|i| {
            let angle = std::f32::consts::TAU * i as f32 / 32.0;
            Vec2::new(4.0 * angle.cos(), 4.0 * angle.sin())
        })
        .collect();
    world.create_chain(bowl, &ChainDef { points, is_loop: true, ..Default::default() }).unwrap();
    let boxes: Vec<_> = (0..6).map(|i| crate_box(&mut world, Vec2::new(-1.5 + 0.6 * i as f32, 0.0), 0.25).0).collect();
    for (i, &b) in boxes.iter().enumerate() {
        let angle = i as f32;
        world.set_body_linear_velocity(b, Vec2::new(12.0 * angle.cos(), 12.0 * angle.sin())).unwrap();
    }
    let mut farthest: f32 = 0.0;
    for _ in 0..300 {
        world.step(DT).unwrap();
        for &b in &boxes {
            farthest = farthest.max(world.body_position(b).unwrap().length());
        }
    }
    assert!(farthest < 4.0 - 0.2, "farthest {farthest}");
}

#[test]
fn one_sided_and_per_segment_materials() {
    let mut world = World::new(&WorldDef::default()).unwrap();
    let ground = world.create_body(&BodyDef::default()).unwrap();
    let points = vec![Vec2::new(-5.0, 0.0), Vec2::new(0.0, 0.0), Vec2::new(5.0, 0.0)];
    let materials = vec![
        SurfaceMaterial { restitution: 0.9, ..Default::default() },
        SurfaceMaterial { restitution: 0.0, ..Default::default() },
    ];
    let chain = world.create_chain(ground, &ChainDef { points, materials, ..Default::default() }).unwrap();
    // A ball rising from below passes through: free flight to
    // y = -2 + 10 t - 5 t^2 = 1.75 m after 0.5 s.
    let (rising, _) = ball(&mut world, Vec2::new(0.0, -2.0), 0.25, &ShapeDef::default());
    world.set_body_linear_velocity(rising, Vec2::new(0.0, 10.0)).unwrap();
    run(&mut world, 30);
    assert!((world.body_position(rising).unwrap().y - 1.75).abs() < 0.05);
    // Rays hit it from above only.
    let filter = QueryFilter::default();
    let down = world.ray_cast_closest(Vec2::new(2.5, 5.0), Vec2::new(0.0, -10.0), &filter).unwrap();
    assert_eq!(down.map(|hit| hit.normal), Some(Vec2::new(0.0, 1.0)));
    assert!(world.ray_cast_closest(Vec2::new(2.5, -5.0), Vec2::new(0.0, 10.0), &filter).unwrap().is_none());

    let segments = world.chain_segments(chain).unwrap();
    assert_eq!(world.shape_restitution(segments[0]).unwrap(), 0.9);
    assert_eq!(world.shape_restitution(segments[1]).unwrap(), 0.0);
    world.set_chain_restitution(chain, 0.25).unwrap();
    world.set_chain_friction(chain, 0.3, 0.2).unwrap();
    for &s in &segments {
        assert_eq!(world.shape_restitution(s).unwrap(), 0.25);
        assert_eq!(world.shape_friction(s).unwrap(), (0.3, 0.2));
    }
}

#[test]
fn ids_geometry_and_lifetime() {
    let mut world = World::new(&WorldDef::default()).unwrap();
    let ground = world.create_body(&BodyDef::default()).unwrap();
    let points = vec![Vec2::new(0.0, 0.0), Vec2::new(1.0, 0.0), Vec2::new(2.0, 1.0)];
    let chain = world.create_chain(ground, &ChainDef { points: points.clone(), ..Default::default() }).unwrap();
    assert!(world.is_valid_chain(chain));
    assert_eq!(world.chain_body(chain).unwrap(), ground);
    let segments = world.chain_segments(chain).unwrap();
    assert_eq!(segments.len(), 2);
    assert_eq!(world.shape_type(segments[1]).unwrap(), ShapeType::ChainSegment);
    assert_eq!(world.shape_chain(segments[0]).unwrap(), Some(chain));
    let second = world.chain_segment(segments[1]).unwrap();
    assert_eq!((second.segment.point1, second.segment.point2), (points[1], points[2]));
    assert_eq!(second.ghost1, points[0]);

    let (_, circle) = ball(&mut world, Vec2::new(0.0, 5.0), 0.5, &ShapeDef::default());
    assert_eq!(world.shape_chain(circle).unwrap(), None);
    assert_eq!(world.chain_segment(circle).unwrap_err().kind(), ErrorKind::InvalidOperation);
    assert_eq!(world.destroy_shape(segments[0]).unwrap_err().kind(), ErrorKind::InvalidOperation);

    world.destroy_chain(chain).unwrap();
    assert!(!world.is_valid_chain(chain));
    assert_eq!(world.chain_segments(chain).unwrap_err().kind(), ErrorKind::InvalidId);
    assert_eq!(world.shape_type(segments[0]).unwrap_err().kind(), ErrorKind::InvalidId);
    let again = world.create_chain(ground, &ChainDef { points, ..Default::default() }).unwrap();
    world.destroy_body(ground).unwrap();
    assert!(!world.is_valid_chain(again));

    // Another world's chain id is refused before the library sees it.
    let other = World::new(&WorldDef::default()).unwrap();
    assert_eq!(other.chain_body(again).unwrap_err().kind(), ErrorKind::WrongWorld);
    assert!(!other.is_valid_chain(again));
}

#[test]
fn bad_chains_are_refused() {
    let mut world = World::new(&WorldDef::default()).unwrap();
    let ground = world.create_body(&BodyDef::default()).unwrap();
    let p = |x: f32, y: f32| Vec2::new(x, y);
    let cases = [
        (vec![p(0.0, 0.0)], false, ErrorKind::DegeneratePolygon),
        (vec![p(0.0, 0.0), p(1.0, 0.0)], true, ErrorKind::DegeneratePolygon),
        (vec![p(0.0, 0.0), p(1.0, 0.0), p(1.0, 0.001)], false, ErrorKind::DegeneratePolygon),
        (vec![p(0.0, 0.0), p(f32::NAN, 0.0)], false, ErrorKind::InvalidNumber),
    ];
    for (points, is_loop, kind) in cases {
        let err = world.create_chain(ground, &ChainDef { points, is_loop, ..Default::default() }).unwrap_err();
        assert_eq!(err.kind(), kind, "{err}");
    }
    let points = vec![p(0.0, 0.0), p(1.0, 0.0), p(2.0, 0.0)];
    let materials = vec![SurfaceMaterial::default(); 3];
    let err = world.create_chain(ground, &ChainDef { points, materials, ..Default::default() }).unwrap_err();
    assert_eq!(err.kind(), ErrorKind::OutOfRange);
    assert_eq!(world.shape_count().unwrap(), 0);
}
