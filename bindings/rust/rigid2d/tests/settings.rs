//! Run-time settings from Rust: what is set reads back, acts on the
//! simulation as physics says, and a refused value changes nothing.

mod common;

use common::{assert_close, ground, run, world};
use rigid2d::{BodyDef, BodyType, BoxShape, ErrorKind, MassData, ShapeDef, Vec2};

#[test]
fn world_settings_read_back_and_refuse_bad_values() {
    let mut world = world();
    world.set_substep_count(8).unwrap();
    world.set_contact_hertz(45.0).unwrap();
    world.set_contact_damping_ratio(3.0).unwrap();
    world.set_contact_push_max_speed(2.0).unwrap();
    world.set_restitution_threshold(0.5).unwrap();
    world.set_hit_event_threshold(4.0).unwrap();
    world.set_max_linear_speed(100.0).unwrap();
    assert_eq!(world.substep_count().unwrap(), 8);
    assert_eq!(world.contact_hertz().unwrap(), 45.0);
    assert_eq!(world.contact_damping_ratio().unwrap(), 3.0);
    assert_eq!(world.contact_push_max_speed().unwrap(), 2.0);
    assert_eq!(world.restitution_threshold().unwrap(), 0.5);
    assert_eq!(world.hit_event_threshold().unwrap(), 4.0);
    assert_eq!(world.max_linear_speed().unwrap(), 100.0);
    assert_eq!(world.set_contact_hertz(f32::NAN).unwrap_err().kind(), ErrorKind::InvalidNumber);
    assert_eq!(world.set_contact_hertz(0.0).unwrap_err().kind(), ErrorKind::OutOfRange);
    assert_eq!(world.contact_hertz().unwrap(), 45.0);
}

#[test]
fn friction_raised_mid_slide_stops_within_the_coulomb_distance() {
    let mut world = world();
    let slippery = ShapeDef { static_friction: 0.0, dynamic_friction: 0.0, ..Default::default() };
    let floor = world.create_body(&BodyDef { position: Vec2::new(0.0, -1.0), ..Default::default() }).unwrap();
    let floor_shape = world.create_box(floor, &slippery, &BoxShape::new(100.0, 1.0)).unwrap();
    let def = BodyDef { body_type: BodyType::Dynamic, position: Vec2::new(-40.0, 0.5), ..Default::default() };
    let body = world.create_body(&def).unwrap();
    let shape = world.create_box(body, &slippery, &BoxShape::new(0.5, 0.5)).unwrap();
    world.set_body_linear_velocity(body, Vec2::new(5.0, 0.0)).unwrap();
    run(&mut world, 30);
    let v0 = world.body_linear_velocity(body).unwrap().x;
    world.set_shape_friction(floor_shape, 0.5, 0.5).unwrap();
    world.set_shape_friction(shape, 0.5, 0.5).unwrap();
    assert_eq!(world.shape_friction(shape).unwrap(), (0.5, 0.5));
    let start = world.body_position(body).unwrap().x;
    for _ in 0..600 {
        if world.body_linear_velocity(body).unwrap().x < 1e-3 {
            break;
        }
        run(&mut world, 1);
    }
    let expected = v0 * v0 / (2.0 * 0.5 * 10.0); // v² / (2 μ g)
    assert_close(world.body_position(body).unwrap().x - start, expected, 0.05, "slide");
}

#[test]
fn body_type_enabled_gravity_scale_and_mass_data() {
    let mut world = world();
    ground(&mut world, &ShapeDef::default());
    let def = BodyDef { body_type: BodyType::Dynamic, position: Vec2::new(0.0, 10.0), ..Default::default() };
    let body = world.create_body(&def).unwrap();
    let shape = world.create_box(body, &ShapeDef::default(), &BoxShape::new(0.5, 0.5)).unwrap();
    world.set_body_gravity_scale(body, 0.0).unwrap();
    run(&mut world, 30);
    assert_eq!(world.body_position(body).unwrap().y, 10.0, "scale 0 floats");
    world.set_body_type(body, BodyType::Static).unwrap();
    assert_eq!(world.body_mass(body).unwrap(), 0.0);
    world.set_body_type(body, BodyType::Dynamic).unwrap();
    world.set_body_gravity_scale(body, 1.0).unwrap();
    world.set_body_enabled(body, false).unwrap();
    assert!(!world.body_is_enabled(body).unwrap());
    run(&mut world, 30);
    assert_eq!(world.body_position(body).unwrap().y, 10.0, "a disabled body stays");
    world.set_body_enabled(body, true).unwrap();
    run(&mut world, 60);
    assert_close(10.0 - world.body_position(body).unwrap().y, 5.0, 0.03, "falls g t²/2 once enabled");

    world.set_shape_density(shape, 2.0).unwrap();
    assert_close(world.body_mass(body).unwrap(), 2.0, 1e-6, "density doubled, mass doubled");
    let data = MassData { mass: 5.0, center: Vec2::new(0.25, 0.0), rotational_inertia: 2.0 };
    world.set_body_mass_data(body, data).unwrap();
    assert_eq!(world.body_mass_data(body).unwrap(), data);
    world.reset_body_mass_data(body).unwrap();
    assert_close(world.body_mass(body).unwrap(), 2.0, 1e-6, "the shapes' mass again");
    world.set_body_bullet(body, true).unwrap();
    assert!(world.body_is_bullet(body).unwrap());
    world.set_shape_sensor(shape, true).unwrap();
    assert!(world.shape_is_sensor(shape).unwrap());
    assert_eq!(world.set_shape_restitution(shape, 2.0).unwrap_err().kind(), ErrorKind::OutOfRange);
    assert_eq!(world.shape_restitution(shape).unwrap(), 0.0);
}
