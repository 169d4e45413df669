//! Scene queries through the safe API: analytic hits, the callback's
//! controls, filters, box and point queries, panics and re-entry.

mod common;

use common::world;
use rigid2d::{Aabb, BodyDef, Circle, ErrorKind, Filter, QueryFilter, RayControl, ShapeDef, ShapeId, Vec2, World};

/// A static circle of `radius` centred at `center`, in the given categories.
fn circle(world: &mut World, center: Vec2, radius: f32, category_bits: u64) -> ShapeId {
    let body = world.create_body(&BodyDef { position: center, ..Default::default() }).unwrap();
    let def = ShapeDef { filter: Filter { category_bits, ..Filter::default() }, ..ShapeDef::default() };
    world.create_circle(body, &def, &Circle { center: Vec2::ZERO, radius }).unwrap()
}

/// Three circles of radius 0.5 on the x axis at x = 2, 4, 6, in categories 1, 2, 4.
fn row(world: &mut World) -> [ShapeId; 3] {
    [0, 1, 2].map(|i| circle(world, Vec2::new(2.0 + 2.0 * i as f32, 0.0), 0.5, 1 << i))
}

const ALONG_X: Vec2 = Vec2 { x: 10.0, y: 0.0 };

#[test]
fn closest_hit_is_analytic() {
    let mut world = world();
    let shape = circle(&mut world, Vec2::new(5.0, 0.0), 1.0, 1);
    let hit = world.ray_cast_closest(Vec2::new(0.0, 0.5), ALONG_X, &QueryFilter::default()).unwrap().unwrap();
    let chord = 0.75f32.sqrt();
    assert_eq!(hit.shape, shape);
    assert!((hit.point - Vec2::new(5.0 - chord, 0.5)).length() < 1e-4, "{hit:?}");
    assert!((hit.normal - Vec2::new(-chord, 0.5)).length() < 1e-4, "{hit:?}");
    assert!(world.ray_cast_closest(Vec2::new(0.0, 2.0), ALONG_X, &QueryFilter::default()).unwrap().is_none());
    let own = world.shape_ray_cast(shape, Vec2::new(10.0, 0.0), -ALONG_X).unwrap().unwrap();
    assert!((own.point.x - 6.0).abs() < 1e-4);
}

#[test]
fn all_hits_come_nearest_first() {
    let mut world = world();
    let shapes = row(&mut world);
    let hits: Vec<_> = world.ray_cast_all(Vec2::ZERO, ALONG_X, &QueryFilter::default()).unwrap().collect();
    assert_eq!(hits.iter().map(|hit| hit.shape).collect::<Vec<_>>(), shapes);
    for (hit, expected) in hits.iter().zip([0.15, 0.35, 0.55]) {
        assert!((hit.fraction - expected).abs() < 1e-5, "{hit:?}");
    }
}

#[test]
fn controls_stop_clip_and_ignore() {
    let mut world = world();
    let shapes = row(&mut world);
    let filter = QueryFilter::default();
    let mut calls = 0;
    world
        .ray_cast(Vec2::ZERO, ALONG_X, &filter, |_| {
            calls += 1;
            RayControl::Stop
        })
        .unwrap();
    assert_eq!(calls, 1);

    // Ignoring the first circle and clipping to every other hit ends on the second.
    let mut nearest = None;
    world
        .ray_cast(Vec2::ZERO, ALONG_X, &filter, |hit| {
            if hit.shape == shapes[0] {
                return RayControl::Ignore;
            }
            nearest = Some(hit.shape);
            RayControl::Clip(hit.fraction)
        })
        .unwrap();
    assert_eq!(nearest, Some(shapes[1]));
}

#[test]
fn filters_choose_what_queries_see() {
    let mut world = world();
    let shapes = row(&mut world);
    let skip_first = QueryFilter { mask_bits: 0b110, ..QueryFilter::default() };
    let hit = world.ray_cast_closest(Vec2::ZERO, ALONG_X, &skip_first).unwrap().unwrap();
    assert_eq!(hit.shape, shapes[1]);
    let everything = Aabb { lower: Vec2::new(-10.0, -10.0), upper: Vec2::new(10.0, 10.0) };
    let mut seen: Vec<ShapeId> = world.query_aabb(everything, &skip_first).unwrap().collect();
    seen.sort_by_key(|shape| format!("{shape:?}"));
    let mut expected = shapes[1..].to_vec();
    expected.sort_by_key(|shape| format!("{shape:?}"));
    assert_eq!(seen, expected);
    let nothing = QueryFilter { mask_bits: 0, ..QueryFilter::default() };
    assert_eq!(world.ray_cast_closest(Vec2::ZERO, ALONG_X, &nothing).unwrap_err().kind(), ErrorKind::InvalidArgument);
}

#[test]
fn box_and_point_queries_find_the_right_shapes() {
    let mut world = world();
    let shapes = row(&mut world);
    let around_second = Aabb { lower: Vec2::new(3.4, -0.1), upper: Vec2::new(3.6, 0.1) };
    assert_eq!(world.query_aabb(around_second, &QueryFilter::default()).unwrap().collect::<Vec<_>>(), [shapes[1]]);
    assert_eq!(
        world.query_point(Vec2::new(6.2, 0.2), &QueryFilter::default()).unwrap().collect::<Vec<_>>(),
        [shapes[2]]
    );
    assert_eq!(world.query_point(Vec2::new(5.0, 0.0), &QueryFilter::default()).unwrap().count(), 0);
    assert!(world.shape_test_point(shapes[0], Vec2::new(2.0, 0.49)).unwrap());
    let mut visited = 0;
    let everything = Aabb { lower: Vec2::new(-10.0, -10.0), upper: Vec2::new(10.0, 10.0) };
    world
        .overlap_aabb(everything, &QueryFilter::default(), |_| {
            visited += 1;
            visited < 2
        })
        .unwrap();
    assert_eq!(visited, 2);
}

#[test]
fn callbacks_cannot_reenter_and_panics_pass_through() {
    let mut world = world();
    row(&mut world);
    let mut inner = None;
    world
        .ray_cast(Vec2::ZERO, ALONG_X, &QueryFilter::default(), |_| {
            inner = Some(world.body_count());
            RayControl::Stop
        })
        .unwrap();
    assert_eq!(inner.unwrap().unwrap_err().kind(), ErrorKind::Locked);

    let caught = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        world.overlap_point(Vec2::new(2.0, 0.0), &QueryFilter::default(), |_| panic!("from the callback")).unwrap();
    }));
    assert!(caught.is_err());
    // The world is unlocked again.
    assert_eq!(world.body_count().unwrap(), 3);
}

#[test]
fn bad_arguments_are_errors() {
    let world = world();
    let filter = QueryFilter::default();
    let nan = Vec2::new(f32::NAN, 0.0);
    assert_eq!(world.ray_cast_closest(nan, ALONG_X, &filter).unwrap_err().kind(), ErrorKind::InvalidNumber);
    let inverted = Aabb { lower: Vec2::new(1.0, 1.0), upper: Vec2::ZERO };
    assert_eq!(world.query_aabb(inverted, &filter).unwrap_err().kind(), ErrorKind::OutOfRange);
}
