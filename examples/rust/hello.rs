//! Hello, rigid2d: a box falls onto the ground and comes to rest.
//!
//! Run with `cargo run --offline --example hello` in `bindings/rust`.

use rigid2d::{BodyDef, BodyType, BoxShape, ShapeDef, Vec2, World, WorldDef};

fn main() -> Result<(), rigid2d::Error> {
    let mut world = World::new(&WorldDef::default())?;

    // A static ground box 20 m wide whose top is at y = 0.
    let ground = world.create_body(&BodyDef {
        position: Vec2::new(0.0, -0.5),
        ..Default::default()
    })?;
    world.create_box(ground, &ShapeDef::default(), &BoxShape::new(10.0, 0.5))?;

    // A 1 m crate starting 4 m up, slightly turned so it lands on a corner.
    let falling = world.create_body(&BodyDef {
        body_type: BodyType::Dynamic,
        position: Vec2::new(0.0, 4.0),
        angle: 0.25,
        ..Default::default()
    })?;
    world.create_box(falling, &ShapeDef::default(), &BoxShape::new(0.5, 0.5))?;

    let time_step = 1.0 / 60.0;
    for step in 0..=180 {
        if step % 15 == 0 {
            let position = world.body_position(falling)?;
            let angle = world.body_angle(falling)?;
            println!(
                "t = {:4.2} s  position = ({:5.2}, {:5.2})  angle = {:5.2}",
                step as f32 * time_step,
                position.x,
                position.y,
                angle
            );
        }
        world.step(time_step)?;
    }
    Ok(())
}
