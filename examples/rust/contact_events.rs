//! Prints contacts as they begin and end: a bouncing ball, a crate that
//! lands and stays, and a crate that slides off a ledge.
//!
//! Run with `cargo run --offline --example contact_events` in `bindings/rust`.

use std::collections::HashMap;

use rigid2d::{BodyDef, BodyType, BoxShape, Circle, ShapeDef, ShapeId, Vec2, World, WorldDef};

/// The scene's shapes, named for printing.
struct Scene {
    world: World,
    names: HashMap<ShapeId, &'static str>,
}

impl Scene {
    fn new() -> Result<Scene, rigid2d::Error> {
        let mut world = World::new(&WorldDef::default())?;
        let mut names = HashMap::new();

        let ground = world.create_body(&BodyDef {
            position: Vec2::new(0.0, -0.5),
            ..Default::default()
        })?;
        // Restitution mixes as the minimum: a bouncy ground lets each body
        // decide how much it bounces.
        let bouncy_ground = ShapeDef {
            restitution: 1.0,
            ..Default::default()
        };
        names.insert(
            world.create_box(ground, &bouncy_ground, &BoxShape::new(8.0, 0.5))?,
            "ground",
        );
        let ledge = world.create_body(&BodyDef {
            position: Vec2::new(-5.0, 3.0),
            ..Default::default()
        })?;
        names.insert(
            world.create_box(ledge, &ShapeDef::default(), &BoxShape::new(1.0, 0.1))?,
            "ledge",
        );

        let ball = world.create_body(&BodyDef {
            body_type: BodyType::Dynamic,
            position: Vec2::new(3.0, 3.0),
            ..Default::default()
        })?;
        let bouncy = ShapeDef {
            restitution: 0.7,
            ..Default::default()
        };
        names.insert(
            world.create_circle(
                ball,
                &bouncy,
                &Circle {
                    center: Vec2::ZERO,
                    radius: 0.25,
                },
            )?,
            "ball",
        );

        let crate_body = world.create_body(&BodyDef {
            body_type: BodyType::Dynamic,
            position: Vec2::new(0.0, 2.0),
            ..Default::default()
        })?;
        names.insert(
            world.create_box(crate_body, &ShapeDef::default(), &BoxShape::new(0.5, 0.5))?,
            "crate",
        );

        // Frictionless and pushed right: it slides along the ledge and falls off.
        let slider = world.create_body(&BodyDef {
            body_type: BodyType::Dynamic,
            position: Vec2::new(-5.5, 3.35),
            linear_velocity: Vec2::new(3.0, 0.0),
            ..Default::default()
        })?;
        let slippery = ShapeDef {
            static_friction: 0.0,
            dynamic_friction: 0.0,
            ..Default::default()
        };
        names.insert(
            world.create_box(slider, &slippery, &BoxShape::new(0.25, 0.25))?,
            "slider",
        );

        Ok(Scene { world, names })
    }

    fn pair(&self, a: ShapeId, b: ShapeId) -> String {
        let name = |shape| self.names.get(&shape).copied().unwrap_or("?");
        format!("{} - {}", name(a), name(b))
    }
}

fn main() -> Result<(), rigid2d::Error> {
    let mut scene = Scene::new()?;
    let time_step = 1.0 / 60.0;
    for step in 1..=240 {
        scene.world.step(time_step)?;
        let events = scene.world.contact_events()?;
        let time = step as f32 * time_step;
        for begin in &events.begin {
            println!(
                "t = {time:4.2} s  begin  {}",
                scene.pair(begin.shape_a, begin.shape_b)
            );
        }
        for end in &events.end {
            println!(
                "t = {time:4.2} s  end    {}",
                scene.pair(end.shape_a, end.shape_b)
            );
        }
    }
    println!(
        "{} contacts touching at the end",
        scene.world.contact_count()?
    );
    Ok(())
}
