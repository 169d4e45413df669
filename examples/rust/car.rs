//! A car on two sprung wheel joints, its rear wheel driven by a motor,
//! drives over a row of bumps and prints how far it got.
//!
//! Run with `cargo run --offline --example car` in `bindings/rust`.

use rigid2d::{
    BodyDef, BodyId, BodyType, BoxShape, Circle, Segment, ShapeDef, Vec2, WheelJointDef, World,
    WorldDef,
};

const WHEEL_RADIUS: f32 = 0.4;
/// Clockwise, so the car rolls towards +x.
const MOTOR_SPEED: f32 = -10.0;

/// Flat ground 70 m long with a low round bump every 4 m.
fn build_road(world: &mut World) -> Result<BodyId, rigid2d::Error> {
    let road = world.create_body(&BodyDef::default())?;
    let surface = ShapeDef {
        static_friction: 0.9,
        dynamic_friction: 0.9,
        ..Default::default()
    };
    let flat = Segment {
        point1: Vec2::new(-10.0, 0.0),
        point2: Vec2::new(60.0, 0.0),
    };
    world.create_segment(road, &surface, &flat)?;
    for i in 1..=12 {
        // Circles sunk 0.15 m into the road: bumps 0.1 m high.
        let bump = Circle {
            center: Vec2::new(4.0 * i as f32, -0.15),
            radius: 0.25,
        };
        world.create_circle(road, &surface, &bump)?;
    }
    Ok(road)
}

/// One wheel on a suspension that travels 0.25 m each way along the
/// chassis's vertical, at 4 Hz and damped at 0.7.
fn add_wheel(
    world: &mut World,
    chassis: BodyId,
    axle: Vec2,
    motor: bool,
) -> Result<BodyId, rigid2d::Error> {
    let wheel = world.create_body(&BodyDef {
        body_type: BodyType::Dynamic,
        position: axle,
        ..Default::default()
    })?;
    let rubber = ShapeDef {
        static_friction: 0.9,
        dynamic_friction: 0.9,
        ..Default::default()
    };
    let tyre = Circle {
        center: Vec2::ZERO,
        radius: WHEEL_RADIUS,
    };
    world.create_circle(wheel, &rubber, &tyre)?;
    world.create_joint(&WheelJointDef {
        hertz: 4.0,
        damping_ratio: 0.7,
        enable_limit: true,
        lower_translation: -0.25,
        upper_translation: 0.25,
        enable_motor: motor,
        motor_speed: MOTOR_SPEED,
        max_motor_torque: 20.0,
        ..WheelJointDef::at(world, chassis, wheel, axle, Vec2::new(0.0, 1.0))?
    })?;
    Ok(wheel)
}

fn main() -> Result<(), rigid2d::Error> {
    let mut world = World::new(&WorldDef::default())?;
    build_road(&mut world)?;

    let start = Vec2::new(0.0, 1.0);
    let chassis = world.create_body(&BodyDef {
        body_type: BodyType::Dynamic,
        position: start,
        ..Default::default()
    })?;
    world.create_box(chassis, &ShapeDef::default(), &BoxShape::new(1.25, 0.25))?;
    let rear = add_wheel(&mut world, chassis, Vec2::new(-0.9, 0.45), true)?;
    add_wheel(&mut world, chassis, Vec2::new(0.9, 0.45), false)?;
    println!(
        "a car of {} joints and a motor at {MOTOR_SPEED} rad/s",
        world.joint_count()?
    );

    let time_step = 1.0 / 60.0;
    for second in 1..=10 {
        for _ in 0..60 {
            world.step(time_step)?;
        }
        let position = world.body_position(chassis)?;
        println!(
            "t = {second:2} s  x = {:6.2} m  tilt = {:5.2} rad  rear wheel at {:6.2} rad/s",
            position.x,
            world.body_angle(chassis)?,
            world.body_angular_velocity(rear)?
        );
    }
    let travelled = world.body_position(chassis)?.x - start.x;
    let bumps = (travelled / 4.0).floor().clamp(0.0, 12.0);
    println!("the car drove {travelled:.1} m, over {bumps} bumps");
    Ok(())
}
