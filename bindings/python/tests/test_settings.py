"""Run-time settings from Python: properties that read back what was set,
act on the simulation, and refuse bad values without changing anything."""

import math

import pytest

import rigid2d


def test_world_settings_read_back(world):
    world.gravity = (0, -5)
    world.sub_steps = 8
    world.contact_hertz = 45
    world.contact_damping_ratio = 3
    world.contact_push_max_speed = 2
    world.restitution_threshold = 0.5
    world.hit_event_threshold = 4
    world.max_linear_speed = 100
    assert world.gravity == rigid2d.Vec2(0, -5)
    assert (world.sub_steps, world.contact_hertz, world.contact_damping_ratio) == (8, 45, 3)
    assert (world.contact_push_max_speed, world.restitution_threshold) == (2, 0.5)
    assert (world.hit_event_threshold, world.max_linear_speed) == (4, 100)


def test_refused_values_raise_and_change_nothing(world):
    body = world.create_body("dynamic")
    shape = body.add_box(0.5, 0.5)
    with pytest.raises(rigid2d.OutOfRangeError):
        world.sub_steps = 0
    with pytest.raises(rigid2d.InvalidNumberError):
        world.contact_hertz = math.nan
    with pytest.raises(rigid2d.OutOfRangeError):
        shape.restitution = 2
    with pytest.raises(rigid2d.OutOfRangeError):
        body.linear_damping = -1
    with pytest.raises(rigid2d.InvalidArgumentError):
        body.type = 7
    assert (world.sub_steps, world.contact_hertz, shape.restitution) == (4, 30, 0)
    assert (body.linear_damping, body.type) == (0, rigid2d.BodyType.DYNAMIC)


def test_shape_material_and_flags(world):
    body = world.create_body("dynamic", position=(0, 5))
    shape = body.add_box(1, 0.5)
    assert body.mass == pytest.approx(2.0, rel=1e-6)
    shape.density = 2
    assert body.mass == pytest.approx(4.0, rel=1e-6)
    shape.friction = 0.5
    assert shape.frictions == (0.5, 0.5)
    shape.frictions = (0.75, 0.25)
    assert shape.friction == 0.25
    shape.restitution = 0.5
    assert shape.restitution == 0.5
    for flag in ("sensor", "contact_events", "sensor_events", "hit_events"):
        setattr(shape, flag, True)
        assert getattr(shape, flag) is True
        setattr(shape, flag, False)
        assert getattr(shape, flag) is False


def test_friction_raised_mid_slide_stops_within_coulomb_distance(world):
    ground = world.create_body("static", position=(0, -1)).add_box(100, 1, friction=0)
    box = world.create_body("dynamic", position=(-40, 0.5))
    box_shape = box.add_box(0.5, 0.5, friction=0)
    box.linear_velocity = (5, 0)
    for _ in range(30):
        world.step(1 / 60)
    v0 = box.linear_velocity.x
    ground.friction = box_shape.friction = 0.5
    start = box.position.x
    for _ in range(600):
        world.step(1 / 60)
        if box.linear_velocity.x < 1e-3:
            break
    expected = v0 * v0 / (2 * 0.5 * 10)  # v^2 / (2 mu g)
    assert box.position.x - start == pytest.approx(expected, rel=0.05)


def test_body_type_enabled_and_gravity_scale(world):
    world.create_body("static", position=(0, -1)).add_box(100, 1)
    box = world.create_body("dynamic", position=(0, 10))
    box.add_box(0.5, 0.5)
    box.gravity_scale = 0
    for _ in range(30):
        world.step(1 / 60)
    assert box.position.y == 10  # floats
    box.type = "static"
    assert box.mass == 0 and box.linear_velocity == rigid2d.Vec2(0, 0)
    box.type = rigid2d.BodyType.DYNAMIC
    box.gravity_scale = 1
    box.enabled = False
    for _ in range(30):
        world.step(1 / 60)
    assert box.position.y == 10 and not box.enabled  # out of the simulation
    assert world.ray_cast((0, 20), (0, -10)).shape != box.shapes[0]
    box.enabled = True
    for _ in range(60):
        world.step(1 / 60)
    assert box.position.y == pytest.approx(10 - 0.5 * 10 * 1.0, rel=0.03)


def test_bullet_fixed_rotation_and_mass_data(world):
    body = world.create_body("dynamic")
    body.add_box(0.5, 0.5)
    body.bullet = True
    body.fixed_rotation = True
    assert body.bullet and body.fixed_rotation
    body.mass_data = rigid2d.MassData(5.0, (0.25, 0.0), 2.0)
    assert body.mass_data == rigid2d.MassData(5.0, rigid2d.Vec2(0.25, 0.0), 0.0)  # fixed rotation: no inertia
    body.fixed_rotation = False
    assert body.mass_data.rotational_inertia == 2.0
    body.reset_mass_data()
    assert body.mass == pytest.approx(1.0, rel=1e-6)
