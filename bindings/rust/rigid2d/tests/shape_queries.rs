//! Shape casts, shape overlaps and closest points through the safe API:
//! analytic times of impact and distances, overlaps against closest
//! points, the callback's controls, and refused proxies.

mod common;

use common::world;
use rigid2d::{
    BodyDef, BoxShape, Capsule, Circle, ErrorKind, Filter, Pose, QueryFilter, RayControl, ShapeDef, ShapeId,
    ShapeProxy, Vec2, World,
};

const ALONG_X: Vec2 = Vec2 { x: 10.0, y: 0.0 };

fn static_box(world: &mut World, position: Vec2, half_width: f32, half_height: f32) -> ShapeId {
    let body = world.create_body(&BodyDef { position, ..Default::default() }).unwrap();
    world.create_box(body, &ShapeDef::default(), &BoxShape::new(half_width, half_height)).unwrap()
}

fn static_circle(world: &mut World, position: Vec2, radius: f32) -> ShapeId {
    let body = world.create_body(&BodyDef { position, ..Default::default() }).unwrap();
    world.create_circle(body, &ShapeDef::default(), &Circle { center: Vec2::ZERO, radius }).unwrap()
}

fn ball(radius: f32) -> ShapeProxy {
    Circle { center: Vec2::ZERO, radius }.into()
}

fn square(radius: f32) -> ShapeProxy {
    let points = [(-0.5, -0.5), (0.5, -0.5), (0.5, 0.5), (-0.5, 0.5)].map(Vec2::from).to_vec();
    ShapeProxy::Polygon { points, radius }
}

#[test]
fn circle_cast_onto_a_box_face_and_corner() {
    let mut world = world();
    let shape = static_box(&mut world, Vec2::ZERO, 1.0, 0.5);
    let all = QueryFilter::default();
    let hit = world.cast_shape(&ball(0.25), Pose::at(Vec2::new(-5.0, 0.2)), ALONG_X, &all).unwrap().unwrap();
    assert_eq!(hit.shape, shape);
    assert!((hit.fraction - 0.375).abs() < 1e-4, "{hit:?}");
    assert!((hit.point - Vec2::new(-1.0, 0.2)).length() < 1e-4, "{hit:?}");
    assert!((hit.normal - Vec2::new(-1.0, 0.0)).length() < 1e-4, "{hit:?}");

    let touch_x = -1.0 - (0.25f32 * 0.25 - 0.01).sqrt();
    let corner = world.cast_shape(&ball(0.25), Pose::at(Vec2::new(-5.0, 0.6)), ALONG_X, &all).unwrap().unwrap();
    assert!((corner.fraction - (touch_x + 5.0) / 10.0).abs() < 1e-4, "{corner:?}");
    assert!((corner.normal - Vec2::new((touch_x + 1.0) / 0.25, 0.4)).length() < 1e-4, "{corner:?}");
    assert_eq!(world.cast_shape(&ball(0.25), Pose::at(Vec2::new(-5.0, 0.8)), ALONG_X, &all).unwrap(), None);
}

#[test]
fn capsule_and_polygon_casts() {
    let mut world = world();
    let ground = static_box(&mut world, Vec2::new(0.0, -1.0), 50.0, 1.0);
    let all = QueryFilter::default();
    let down = Vec2::new(0.0, -10.0);
    let capsule: ShapeProxy =
        Capsule { center1: Vec2::new(-0.5, 0.0), center2: Vec2::new(0.5, 0.0), radius: 0.2 }.into();
    let upright = Pose { position: Vec2::new(1.0, 5.0), angle: std::f32::consts::FRAC_PI_2 };
    let hit = world.cast_shape(&capsule, upright, down, &all).unwrap().unwrap();
    assert_eq!(hit.shape, ground);
    assert!((hit.fraction - 0.43).abs() < 1e-4, "{hit:?}");
    assert!((hit.point - Vec2::new(1.0, 0.0)).length() < 1e-4, "{hit:?}");

    let diamond = Pose { position: Vec2::new(0.0, 5.0), angle: std::f32::consts::FRAC_PI_4 };
    let hit = world.cast_shape(&square(0.0), diamond, down, &all).unwrap().unwrap();
    assert!((hit.fraction - (5.0 - 0.5f32.sqrt()) / 10.0).abs() < 1e-4, "{hit:?}");
    let rounded = world.cast_shape(&square(0.1), Pose::at(Vec2::new(0.0, 5.0)), down, &all).unwrap().unwrap();
    assert!((rounded.fraction - 0.44).abs() < 1e-4, "{rounded:?}");
    // A proxy that starts in the ground hits it at once.
    let inside = world.cast_shape(&ball(0.3), Pose::at(Vec2::new(0.0, 0.1)), ALONG_X, &all).unwrap().unwrap();
    assert_eq!(inside.fraction, 0.0);
}

#[test]
fn cast_callback_controls() {
    let mut world = world();
    let shapes = [0, 1, 2].map(|i| static_box(&mut world, Vec2::new(2.0 + 3.0 * i as f32, 0.0), 0.5, 0.5));
    let all = QueryFilter::default();
    let hits: Vec<_> = world.cast_shape_all(&ball(0.5), Pose::default(), ALONG_X, &all).unwrap().collect();
    assert_eq!(hits.iter().map(|hit| hit.shape).collect::<Vec<_>>(), shapes);
    for (hit, expected) in hits.iter().zip([0.1, 0.4, 0.7]) {
        assert!((hit.fraction - expected).abs() < 1e-4, "{hit:?}");
    }
    let mut calls = 0;
    world
        .cast_shape_with(&ball(0.5), Pose::default(), ALONG_X, &all, |_| {
            calls += 1;
            RayControl::Stop
        })
        .unwrap();
    assert_eq!(calls, 1);
}

#[test]
fn closest_points_are_analytic() {
    let mut world = world();
    let a = static_circle(&mut world, Vec2::ZERO, 1.0);
    let b = static_circle(&mut world, Vec2::new(3.0, 4.0), 0.5);
    let result = world.shape_closest_points(a, b).unwrap();
    assert!((result.distance - 3.5).abs() < 1e-5, "{result:?}");
    assert!((result.point_a - Vec2::new(0.6, 0.8)).length() < 1e-5, "{result:?}");
    assert!((result.point_b - Vec2::new(2.7, 3.6)).length() < 1e-5, "{result:?}");
    assert!((result.normal - Vec2::new(0.6, 0.8)).length() < 1e-5, "{result:?}");
    let square = static_box(&mut world, Vec2::new(0.0, -4.0), 2.0, 1.0);
    assert!((world.shape_distance(a, square).unwrap() - 2.0).abs() < 1e-5);
    let touching = static_circle(&mut world, Vec2::new(1.5, 0.0), 0.5);
    assert_eq!(world.shape_distance(a, touching).unwrap(), 0.0);
}

#[test]
fn overlaps_equal_closest_points() {
    let mut world = world();
    let shapes: Vec<ShapeId> = (0..25)
        .map(|i| static_circle(&mut world, Vec2::new((i % 5) as f32 * 2.0, (i / 5) as f32 * 2.0), 0.6))
        .collect();
    let centre = Vec2::new(3.9, 4.2);
    let radius = 1.7;
    let probe_body = world.create_body(&BodyDef { position: centre, ..Default::default() }).unwrap();
    let hidden = ShapeDef { filter: Filter { mask_bits: 1 << 10, ..Filter::default() }, ..ShapeDef::default() };
    let probe = world.create_circle(probe_body, &hidden, &Circle { center: Vec2::ZERO, radius }).unwrap();
    let mut expected: Vec<ShapeId> =
        shapes.iter().copied().filter(|&shape| world.shape_distance(shape, probe).unwrap() <= 0.0).collect();
    let mut found: Vec<ShapeId> =
        world.overlap_shape(&ball(radius), Pose::at(centre), &QueryFilter::default()).unwrap().collect();
    expected.sort_by_key(|shape| format!("{shape:?}"));
    found.sort_by_key(|shape| format!("{shape:?}"));
    assert!(found.len() >= 4, "{found:?}");
    assert_eq!(found, expected);
    let mut visited = 0;
    world
        .overlap_shape_with(&ball(radius), Pose::at(centre), &QueryFilter::default(), |_| {
            visited += 1;
            true
        })
        .unwrap();
    assert_eq!(visited, found.len());
}

#[test]
fn bad_proxies_are_refused() {
    let mut world = world();
    static_box(&mut world, Vec2::ZERO, 1.0, 1.0);
    let all = QueryFilter::default();
    let nine = (0..9).map(|i| Vec2::new((i as f32).cos(), (i as f32).sin())).collect();
    let cases = [
        (ball(0.0), ErrorKind::OutOfRange),
        (ball(f32::NAN), ErrorKind::InvalidNumber),
        (Capsule { center1: Vec2::ZERO, center2: Vec2::ZERO, radius: 0.5 }.into(), ErrorKind::DegeneratePolygon),
        (
            ShapeProxy::Polygon { points: vec![Vec2::ZERO, Vec2::new(1.0, 0.0), Vec2::new(2.0, 0.0)], radius: 0.0 },
            ErrorKind::DegeneratePolygon,
        ),
        (ShapeProxy::Polygon { points: nine, radius: 0.0 }, ErrorKind::TooManyVertices),
        (square(-1.0), ErrorKind::OutOfRange),
    ];
    for (proxy, kind) in cases {
        assert_eq!(world.cast_shape(&proxy, Pose::default(), ALONG_X, &all).unwrap_err().kind(), kind, "{proxy:?}");
        assert_eq!(world.overlap_shape(&proxy, Pose::default(), &all).unwrap_err().kind(), kind, "{proxy:?}");
    }
    let mut other = common::world();
    let foreign = static_circle(&mut other, Vec2::ZERO, 1.0);
    let mine = static_circle(&mut world, Vec2::new(5.0, 0.0), 1.0);
    assert_eq!(world.shape_closest_points(mine, foreign).unwrap_err().kind(), ErrorKind::WrongWorld);
}
