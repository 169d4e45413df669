//! Debug drawing through the `DebugDraw` trait.

mod common;

use std::panic::{self, AssertUnwindSafe};

use common::{ball, crate_box, world};
use rigid2d::{BodyDef, BoxShape, DebugDraw, DrawOptions, ErrorKind, ShapeDef, Vec2, World};

/// Keeps what the world drew.
#[derive(Default)]
struct Recorder {
    polygons: Vec<(Vec<Vec2>, u32)>,
    circles: Vec<(Vec2, f32, u32)>,
}

impl DebugDraw for Recorder {
    fn draw_solid_polygon(&mut self, vertices: &[Vec2], color: u32) {
        self.polygons.push((vertices.to_vec(), color));
    }
    fn draw_solid_circle(&mut self, center: Vec2, radius: f32, _axis: Vec2, color: u32) {
        self.circles.push((center, radius, color));
    }
}

#[test]
fn shapes_are_drawn_in_world_coordinates_and_body_colours() {
    let mut world = world();
    let ground = world.create_body(&BodyDef { position: Vec2::new(0.0, -1.0), ..Default::default() }).unwrap();
    world.create_box(ground, &ShapeDef::default(), &BoxShape::new(2.0, 1.0)).unwrap();
    ball(&mut world, Vec2::new(3.0, 4.0), 0.5, &ShapeDef::default());

    let options = DrawOptions::default();
    assert!(options.shapes);
    let mut recorder = Recorder::default();
    world.draw(&mut recorder, &options).unwrap();

    assert_eq!(recorder.polygons.len(), 1);
    let (vertices, color) = &recorder.polygons[0];
    assert_eq!(*color, options.color_static);
    assert_eq!(vertices.len(), 4);
    for corner in [(-2.0, -2.0), (2.0, -2.0), (2.0, 0.0), (-2.0, 0.0)].map(Vec2::from) {
        assert!(vertices.iter().any(|v| (*v - corner).length() < 1e-5), "{corner:?} missing from {vertices:?}");
    }
    assert_eq!(recorder.circles, vec![(Vec2::new(3.0, 4.0), 0.5, options.color_dynamic)]);

    // Nothing selected, nothing drawn.
    let mut recorder = Recorder::default();
    world.draw(&mut recorder, &DrawOptions { shapes: false, ..options }).unwrap();
    assert!(recorder.polygons.is_empty() && recorder.circles.is_empty());
}

/// A drawer that tries to use the world it is drawing.
struct Meddler<'w> {
    world: &'w World,
    results: Vec<Result<usize, rigid2d::Error>>,
}

impl DebugDraw for Meddler<'_> {
    fn draw_solid_polygon(&mut self, _vertices: &[Vec2], _color: u32) {
        self.results.push(self.world.body_count());
    }
}

#[test]
fn the_world_is_locked_while_it_draws() {
    let mut world = world();
    crate_box(&mut world, Vec2::ZERO, 0.5);
    let mut meddler = Meddler { world: &world, results: Vec::new() };
    world.draw(&mut meddler, &DrawOptions::default()).unwrap();
    assert_eq!(meddler.results.len(), 1);
    let err = meddler.results[0].clone().unwrap_err();
    assert_eq!(err.kind(), ErrorKind::Locked);
    assert!(!err.message().is_empty());
    assert_eq!(world.body_count().unwrap(), 1, "unlocked again after drawing");
}

struct Panicker;

impl DebugDraw for Panicker {
    fn draw_solid_polygon(&mut self, _vertices: &[Vec2], _color: u32) {
        panic!("drawer failed");
    }
}

#[test]
fn a_panicking_drawer_unwinds_after_the_library_returns() {
    let mut world = world();
    crate_box(&mut world, Vec2::ZERO, 0.5);
    crate_box(&mut world, Vec2::new(2.0, 0.0), 0.5);
    let caught = panic::catch_unwind(AssertUnwindSafe(|| world.draw(&mut Panicker, &DrawOptions::default())));
    let payload = caught.expect_err("the panic comes through");
    assert_eq!(payload.downcast_ref::<&str>(), Some(&"drawer failed"));
    // The world is unlocked and usable.
    world.step(1.0 / 60.0).unwrap();
    assert_eq!(world.body_count().unwrap(), 2);
}
