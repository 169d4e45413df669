//! Every kind of shape: created, read back, and giving the body its mass.

mod common;

use std::f32::consts::PI;

use common::{assert_close, dynamic_body, world};
use rigid2d::{BoxShape, Capsule, Circle, Filter, Segment, ShapeDef, ShapeType, Vec2};

#[test]
fn circle() {
    let mut world = world();
    let body = dynamic_body(&mut world, Vec2::new(1.0, 2.0));
    let center = Vec2::new(0.5, 0.0);
    let shape = world.create_circle(body, &ShapeDef::default(), &Circle { center, radius: 0.5 }).unwrap();
    assert_eq!(world.shape_type(shape).unwrap(), ShapeType::Circle);
    let geometry = world.shape_geometry(shape).unwrap();
    assert_eq!((geometry.points, geometry.radius), (vec![center], 0.5));
    assert_close(world.body_mass(body).unwrap(), PI * 0.25, 1e-4, "mass");
    assert_eq!(world.body_local_center_of_mass(body).unwrap(), center);
    assert_eq!(world.body_world_center_of_mass(body).unwrap(), Vec2::new(1.5, 2.0));
    let aabb = world.shape_aabb(shape).unwrap();
    assert!((aabb.lower - Vec2::new(1.0, 1.5)).length() < 0.02, "{aabb:?}");
    assert!((aabb.upper - Vec2::new(2.0, 2.5)).length() < 0.02, "{aabb:?}");
}

#[test]
fn box_and_polygon() {
    let mut world = world();
    let body = dynamic_body(&mut world, Vec2::ZERO);
    let density = ShapeDef { density: 2.0, ..Default::default() };
    let b = world.create_box(body, &density, &BoxShape::new(1.0, 0.5)).unwrap();
    assert_eq!(world.shape_type(b).unwrap(), ShapeType::Polygon);
    let corners = world.shape_geometry(b).unwrap().points;
    assert_eq!(corners.len(), 4);
    assert!(corners.iter().all(|c| c.x.abs() == 1.0 && c.y.abs() == 0.5), "{corners:?}");
    assert_close(world.body_mass(body).unwrap(), 4.0, 1e-4, "box mass");

    // The interior point is dropped from the hull.
    let square = [(0.0, 0.0), (1.0, 0.0), (0.5, 0.5), (1.0, 1.0), (0.0, 1.0)].map(Vec2::from);
    let p = world.create_polygon(body, &ShapeDef::default(), &square).unwrap();
    let hull = world.shape_geometry(p).unwrap();
    assert_eq!(hull.points.len(), 4);
    assert!(!hull.points.contains(&Vec2::new(0.5, 0.5)));
    assert_eq!(hull.radius, 0.0);
    assert_close(world.body_mass(body).unwrap(), 5.0, 1e-4, "box and square");
    assert_eq!(world.body_shapes(body).unwrap(), vec![b, p]);

    world.destroy_shape(b).unwrap();
    assert_close(world.body_mass(body).unwrap(), 1.0, 1e-4, "mass after removing the box");
}

#[test]
fn capsule_and_segment() {
    let mut world = world();
    let body = dynamic_body(&mut world, Vec2::ZERO);
    let capsule = Capsule { center1: Vec2::new(-1.0, 0.0), center2: Vec2::new(1.0, 0.0), radius: 0.5 };
    let c = world.create_capsule(body, &ShapeDef::default(), &capsule).unwrap();
    assert_eq!(world.shape_type(c).unwrap(), ShapeType::Capsule);
    let geometry = world.shape_geometry(c).unwrap();
    assert_eq!((geometry.points, geometry.radius), (vec![capsule.center1, capsule.center2], 0.5));
    // A 2 x 1 rectangle and a disc of radius 0.5.
    assert_close(world.body_mass(body).unwrap(), 2.0 + PI * 0.25, 1e-4, "capsule mass");

    let segment = Segment { point1: Vec2::new(0.0, 1.0), point2: Vec2::new(3.0, 1.0) };
    let s = world.create_segment(body, &ShapeDef::default(), &segment).unwrap();
    assert_eq!(world.shape_type(s).unwrap(), ShapeType::Segment);
    let geometry = world.shape_geometry(s).unwrap();
    assert_eq!((geometry.points, geometry.radius), (vec![segment.point1, segment.point2], 0.0));
}

#[test]
fn concave_polygon_splits_into_convex_pieces() {
    let mut world = world();
    let body = dynamic_body(&mut world, Vec2::ZERO);
    // An L of area 3, given clockwise.
    let l_shape = [(0.0, 0.0), (0.0, 2.0), (1.0, 2.0), (1.0, 1.0), (2.0, 1.0), (2.0, 0.0)].map(Vec2::from);
    let pieces = world.create_concave_polygon(body, &ShapeDef::default(), &l_shape).unwrap();
    assert!(pieces.len() >= 2, "an L is not convex");
    assert_eq!(rigid2d::validate_concave_polygon(&l_shape).unwrap(), pieces.len());
    for &piece in &pieces {
        assert_eq!(world.shape_type(piece).unwrap(), ShapeType::Polygon);
        assert_eq!(world.shape_body(piece).unwrap(), body);
    }
    assert_eq!(world.body_shapes(body).unwrap(), pieces);
    assert_close(world.body_mass(body).unwrap(), 3.0, 1e-4, "mass of the L");

    // A convex outline is a single piece.
    let square = [(0.0, 0.0), (1.0, 0.0), (1.0, 1.0), (0.0, 1.0)].map(Vec2::from);
    assert_eq!(world.create_concave_polygon(body, &ShapeDef::default(), &square).unwrap().len(), 1);
}

#[test]
fn filters_and_user_data_round_trip() {
    let mut world = world();
    let body = dynamic_body(&mut world, Vec2::ZERO);
    let def = ShapeDef { user_data: 42, ..Default::default() };
    let shape = world.create_circle(body, &def, &Circle { center: Vec2::ZERO, radius: 1.0 }).unwrap();
    assert_eq!(world.shape_user_data(shape).unwrap(), 42);
    world.set_shape_user_data(shape, u64::MAX).unwrap();
    assert_eq!(world.shape_user_data(shape).unwrap(), u64::MAX);
    assert_eq!(world.shape_filter(shape).unwrap(), Filter::default());
    let filter = Filter { category_bits: 1 << 40, mask_bits: 0b101, group_index: -3 };
    world.set_shape_filter(shape, filter).unwrap();
    assert_eq!(world.shape_filter(shape).unwrap(), filter);
    world.set_body_user_data(body, 7).unwrap();
    assert_eq!(world.body_user_data(body).unwrap(), 7);
}

/// Shapes whose filters exclude each other pass through each other.
#[test]
fn filtered_shapes_do_not_collide() {
    let mut world = world();
    let floor = ShapeDef { filter: Filter { category_bits: 0b01, ..Default::default() }, ..Default::default() };
    common::ground(&mut world, &floor);
    let ghost = ShapeDef { filter: Filter { mask_bits: 0b10, ..Default::default() }, ..Default::default() };
    let (body, _) = common::ball(&mut world, Vec2::new(0.0, 1.0), 0.5, &ghost);
    common::run(&mut world, 60);
    assert!(world.body_position(body).unwrap().y < -1.0, "the ball fell through the floor");
    assert_eq!(world.contact_count().unwrap(), 0);
}
