//! Every status code the safe API can provoke arrives as its `ErrorKind`
//! with a message, and the refused call changed nothing.
//! (NullPointer, Capacity and the library's own InvalidArgument and
//! WrongWorld are provoked through the raw bindings in the crate's unit
//! tests; Locked in tests/draw.rs; OutOfMemory cannot be provoked.)

mod common;

use common::{assert_kind, ball, run, world};
use rigid2d::{
    validate_concave_polygon, validate_polygon, BodyDef, Capsule, Circle, ErrorKind, ShapeDef, Vec2, World, WorldDef,
};

#[test]
fn invalid_number() {
    let mut world = world();
    let (body, _) = ball(&mut world, Vec2::ZERO, 0.5, &ShapeDef::default());
    assert_kind(world.step(f32::NAN), ErrorKind::InvalidNumber);
    assert_kind(world.set_gravity(Vec2::new(f32::INFINITY, 0.0)), ErrorKind::InvalidNumber);
    assert_kind(world.set_body_linear_velocity(body, Vec2::new(0.0, f32::NAN)), ErrorKind::InvalidNumber);
    assert_kind(
        world.create_body(&BodyDef { position: Vec2::new(f32::NAN, 0.0), ..Default::default() }),
        ErrorKind::InvalidNumber,
    );
    // Nothing moved or changed.
    assert_eq!(world.gravity().unwrap(), Vec2::new(0.0, -10.0));
    assert_eq!(world.body_linear_velocity(body).unwrap(), Vec2::ZERO);
    assert_eq!(world.body_position(body).unwrap(), Vec2::ZERO);
    assert_eq!(world.body_count().unwrap(), 1);
}

#[test]
fn out_of_range() {
    let mut world = world();
    assert_kind(world.step(0.0), ErrorKind::OutOfRange);
    assert_kind(world.step(2.0), ErrorKind::OutOfRange);
    assert_kind(world.set_substep_count(0), ErrorKind::OutOfRange);
    assert_kind(world.set_substep_count(65), ErrorKind::OutOfRange);
    assert_kind(World::new(&WorldDef { substep_count: 0, ..Default::default() }), ErrorKind::OutOfRange);
    let body = world.create_body(&BodyDef::default()).unwrap();
    let circle = Circle { center: Vec2::ZERO, radius: 0.0 };
    assert_kind(world.create_circle(body, &ShapeDef::default(), &circle), ErrorKind::OutOfRange);
    let unit = Circle { center: Vec2::ZERO, radius: 1.0 };
    assert_kind(
        world.create_circle(body, &ShapeDef { density: -1.0, ..Default::default() }, &unit),
        ErrorKind::OutOfRange,
    );
    assert_kind(
        world.create_circle(body, &ShapeDef { restitution: 1.5, ..Default::default() }, &unit),
        ErrorKind::OutOfRange,
    );
    assert_eq!(world.shape_count().unwrap(), 0);
}

#[test]
fn invalid_id() {
    let mut world = world();
    let body = world.create_body(&BodyDef::default()).unwrap();
    world.destroy_body(body).unwrap();
    assert_kind(world.body_position(body), ErrorKind::InvalidId);
    assert_kind(world.destroy_body(body), ErrorKind::InvalidId);
}

#[test]
fn wrong_world() {
    let mut first = world();
    let mut second = world();
    let (body, shape) = ball(&mut second, Vec2::ZERO, 0.5, &ShapeDef::default());
    assert_kind(first.body_position(body), ErrorKind::WrongWorld);
    assert_kind(first.destroy_shape(shape), ErrorKind::WrongWorld);
    assert_kind(first.set_body_velocities(&[body], Some(&[Vec2::ZERO]), None), ErrorKind::WrongWorld);
    assert_eq!(second.shape_count().unwrap(), 1);
}

#[test]
fn polygon_errors() {
    let mut world = world();
    let body = world.create_body(&BodyDef::default()).unwrap();
    let def = ShapeDef::default();
    let collinear = [(0.0, 0.0), (1.0, 0.0), (2.0, 0.0)].map(Vec2::from);
    assert_kind(world.create_polygon(body, &def, &collinear), ErrorKind::DegeneratePolygon);
    assert_kind(validate_polygon(&collinear), ErrorKind::DegeneratePolygon);
    let repeated = [Vec2::new(1.0, 1.0); 4];
    assert_kind(world.create_polygon(body, &def, &repeated), ErrorKind::DegeneratePolygon);

    // Nine points of a circle: all on the hull, one more than allowed.
    let nine: Vec<Vec2> = (0..9)
        .map(|i| {
            let a = i as f32 * std::f32::consts::TAU / 9.0;
            Vec2::new(a.cos(), a.sin())
        })
        .collect();
    assert_kind(world.create_polygon(body, &def, &nine), ErrorKind::TooManyVertices);
    assert_kind(validate_polygon(&nine), ErrorKind::TooManyVertices);
    let too_many_concave = vec![Vec2::ZERO; rigid2d::MAX_CONCAVE_VERTICES + 1];
    assert_kind(world.create_concave_polygon(body, &def, &too_many_concave), ErrorKind::TooManyVertices);

    let bow_tie = [(0.0, 0.0), (1.0, 1.0), (1.0, 0.0), (0.0, 1.0)].map(Vec2::from);
    assert_kind(world.create_concave_polygon(body, &def, &bow_tie), ErrorKind::SelfIntersecting);
    assert_kind(validate_concave_polygon(&bow_tie), ErrorKind::SelfIntersecting);

    assert_eq!(world.shape_count().unwrap(), 0, "refused polygons added nothing");
    assert_eq!(world.body_shapes(body).unwrap(), vec![]);
}

#[test]
fn invalid_operation() {
    let mut world = world();
    let body = world.create_body(&BodyDef::default()).unwrap();
    assert_kind(world.set_body_linear_velocity(body, Vec2::new(1.0, 0.0)), ErrorKind::InvalidOperation);
    assert_kind(world.set_body_angular_velocity(body, 1.0), ErrorKind::InvalidOperation);
    assert_kind(world.set_body_velocities(&[body], Some(&[Vec2::new(1.0, 0.0)]), None), ErrorKind::InvalidOperation);
    assert_eq!(world.body_linear_velocity(body).unwrap(), Vec2::ZERO);
}

#[test]
fn mismatched_lengths_are_invalid_arguments() {
    let mut world = world();
    let (body, _) = ball(&mut world, Vec2::ZERO, 0.5, &ShapeDef::default());
    assert_kind(world.set_body_velocities(&[body], Some(&[]), None), ErrorKind::InvalidArgument);
    assert_kind(world.set_body_velocities(&[body], None, Some(&[1.0, 2.0])), ErrorKind::InvalidArgument);
}

#[test]
fn a_refused_call_leaves_a_moving_world_as_it_was() {
    let mut world = world();
    let (body, _) = ball(&mut world, Vec2::ZERO, 0.5, &ShapeDef::default());
    run(&mut world, 10);
    let before = (world.body_position(body).unwrap(), world.body_linear_velocity(body).unwrap());
    let capsule = Capsule { center1: Vec2::ZERO, center2: Vec2::ZERO, radius: 0.5 };
    assert!(world.create_capsule(body, &ShapeDef::default(), &capsule).is_err(), "coincident centres");
    assert!(world.step(-1.0).is_err());
    assert_eq!((world.body_position(body).unwrap(), world.body_linear_velocity(body).unwrap()), before);
    assert_eq!(world.body_shapes(body).unwrap().len(), 1);
}
