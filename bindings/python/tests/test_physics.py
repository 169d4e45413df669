"""Real physics through the Python API: falling, bouncing, resting, contacts."""

import dataclasses
import math

import pytest

import rigid2d

DT = 1 / 60


def run(world, seconds):
    for _ in range(round(seconds / DT)):
        world.step(DT)


def test_free_fall_follows_gravity(world):
    body = world.create_body("dynamic", position=(3, 100))
    body.add_circle(0.5)
    floating = world.create_body("dynamic", position=(-3, 100), gravity_scale=0)
    floating.add_circle(0.5)
    run(world, 1.0)
    t = 1.0
    vx, vy = body.linear_velocity
    assert vx == pytest.approx(0, abs=1e-6)
    assert vy == pytest.approx(-10 * t, rel=1e-3)
    # Semi-implicit Euler is off from y0 - g t^2 / 2 by at most g t dt / 2.
    x, y = body.position
    assert x == pytest.approx(3, abs=1e-6)
    assert abs(y - (100 - 0.5 * 10 * t * t)) <= 0.5 * 10 * t * DT + 1e-3
    assert body.angle == pytest.approx(0, abs=1e-6)
    assert floating.position == pytest.approx((-3, 100), abs=1e-6)


@pytest.mark.parametrize("density_b, restitution", [(1.0, 0.5), (3.0, 0.8)])
def test_head_on_collision_obeys_restitution(density_b, restitution):
    with rigid2d.World(gravity=(0, 0)) as world:
        a = world.create_body("dynamic", position=(-2, 0), linear_velocity=(4, 0))
        a.add_circle(0.5, density=1.0, restitution=restitution, friction=0)
        b = world.create_body("dynamic", position=(2, 0), linear_velocity=(-2, 0))
        b.add_circle(0.5, density=density_b, restitution=restitution, friction=0)
        m1, m2, v1, v2 = a.mass, b.mass, 4.0, -2.0
        assert m2 / m1 == pytest.approx(density_b, rel=1e-4)
        run(world, 1.5)  # they meet after 0.5 s and then fly apart
        momentum = m1 * v1 + m2 * v2
        expected_a = (momentum + m2 * restitution * (v2 - v1)) / (m1 + m2)
        expected_b = (momentum + m1 * restitution * (v1 - v2)) / (m1 + m2)
        approach = v1 - v2
        (va, va_y), (vb, vb_y) = a.linear_velocity, b.linear_velocity
        assert abs(va - expected_a) <= 0.02 * approach
        assert abs(vb - expected_b) <= 0.02 * approach
        assert (vb - va) == pytest.approx(restitution * approach, rel=0.02)
        assert m1 * va + m2 * vb == pytest.approx(momentum, abs=1e-3 * m1 * approach)
        assert va_y == pytest.approx(0, abs=1e-4) and vb_y == pytest.approx(0, abs=1e-4)


def test_a_resting_stack_stays_and_sleeps(world, ground):
    boxes = []
    for level in range(5):
        box = world.create_body("dynamic", position=(0, 0.5 + level))
        box.add_box(0.5, 0.5, friction=0.6)
        boxes.append(box)
    run(world, 5.0)
    for level, box in enumerate(boxes):
        x, y = box.position
        assert x == pytest.approx(0, abs=0.02), level
        assert y == pytest.approx(0.5 + level, abs=0.05), level
        assert box.angle == pytest.approx(0, abs=0.01), level
        assert box.linear_velocity == pytest.approx((0, 0), abs=0.05)
        assert not box.awake, level


def test_a_box_on_the_ground_has_one_two_point_contact(world, ground):
    box = world.create_body("dynamic", position=(0, 0.5))
    shape = box.add_box(0.5, 0.5, density=2.0)
    world.enable_sleeping(False)
    run(world, 1.0)
    contacts = world.contacts()
    assert len(contacts) == 1 and world.contact_count == 1
    contact = contacts[0]
    assert {contact.body_a, contact.body_b} == {ground, box}
    assert (contact.body_a is box) == (contact.shape_a is shape)
    assert contact.shape_a in ground.shapes + [shape] and contact.shape_b in ground.shapes + [shape]
    upward = 1 if contact.body_a is ground else -1  # the normal points from A to B
    assert contact.normal == pytest.approx((0, upward), abs=1e-4)
    assert len(contact.points) == 2
    assert sorted(p.point.x for p in contact.points) == pytest.approx([-0.5, 0.5], abs=0.02)
    for point in contact.points:
        assert point.point.y == pytest.approx(0, abs=0.02)
        assert point.separation == pytest.approx(0, abs=0.02)
    # Together the points carry the box's weight over one step.
    weight_impulse = box.mass * 10 * DT
    assert sum(p.normal_impulse for p in contact.points) == pytest.approx(weight_impulse, rel=0.05)
    assert box.contacts() == contacts and ground.contacts() == contacts
    with pytest.raises(dataclasses.FrozenInstanceError):
        contact.normal = (1, 0)


def test_begin_and_end_events_name_the_shapes(world, ground):
    ground_shape = ground.shapes[0]
    ball = world.create_body("dynamic", position=(0, 2))
    ball_shape = ball.add_circle(0.5)
    touched = None
    for _ in range(120):
        world.step(DT)
        begin = world.contact_events().begin
        if begin:
            touched = begin
            break
    assert touched is not None, "the ball never touched the ground"
    assert len(touched) == 1
    assert {touched[0].shape_a, touched[0].shape_b} == {ground_shape, ball_shape}
    assert ball_shape in (touched[0].shape_a, touched[0].shape_b)
    ball.destroy()
    end = world.contact_events().end
    assert len(end) == 1
    ended = {end[0].shape_a, end[0].shape_b}
    # The destroyed shape comes back as the very object the caller held.
    assert any(shape is ball_shape for shape in ended) and ground_shape in ended
    world.step(DT)
    assert world.contact_events() == ((), ())


def test_no_events_for_shapes_that_opt_out(world):
    floor = world.create_body("static")
    floor.add_segment((-5, 0), (5, 0), contact_events=False)
    ball = world.create_body("dynamic", position=(0, 0.6))
    ball.add_circle(0.5, contact_events=False)
    begins = []
    for _ in range(30):
        world.step(DT)
        begins.extend(world.contact_events().begin)
    assert world.contact_count == 1
    assert begins == []


def test_mass_and_inertia_come_from_the_shapes(world):
    box = world.create_body("dynamic")
    box.add_box(1.0, 0.5, density=2.0)
    mass = 2.0 * 2.0 * 1.0
    assert box.mass == pytest.approx(mass, rel=1e-5)
    assert box.inertia == pytest.approx(mass * (2.0 ** 2 + 1.0 ** 2) / 12, rel=1e-4)
    ball = world.create_body("dynamic")
    ball.add_circle(0.5, center=(1, 0), density=3.0)
    assert ball.mass == pytest.approx(3.0 * math.pi * 0.25, rel=1e-5)
    assert ball.local_center_of_mass == pytest.approx((1, 0), abs=1e-6)
    assert world.create_body("static").mass == 0


def test_shape_geometry_type_and_aabb(world):
    body = world.create_body("dynamic", position=(10, 5))
    box = body.add_box(1, 2, center=(1, 0))
    assert box.type is rigid2d.ShapeType.POLYGON
    geometry = box.geometry
    assert geometry.radius == 0
    assert sorted(geometry.points) == pytest.approx(sorted([(0, -2), (2, -2), (2, 2), (0, 2)]), abs=1e-5)
    lower, upper = box.aabb
    assert lower.x <= 10 and lower.y <= 3 and upper.x >= 12 and upper.y >= 7
    assert upper.x < 12.2 and upper.y < 7.2
    circle = body.add_circle(0.25, center=(0, 1))
    assert circle.type is rigid2d.ShapeType.CIRCLE
    assert circle.geometry == ((rigid2d.Vec2(0, 1),), 0.25)
    capsule = body.add_capsule((0, 0), (1, 0), 0.2)
    assert capsule.type is rigid2d.ShapeType.CAPSULE and capsule.geometry.radius == pytest.approx(0.2)
    segment = body.add_segment((0, 0), (3, 0))
    assert segment.type is rigid2d.ShapeType.SEGMENT and len(segment.geometry.points) == 2
    assert body.shapes == [box, circle, capsule, segment]
    assert all(shape.body is body for shape in body.shapes)


def test_polygon_is_the_hull_of_its_points(world):
    body = world.create_body("dynamic")
    shape = body.add_polygon([(0, 0), (2, 0), (2, 2), (0, 2), (1, 1)], density=1.0)
    assert len(shape.geometry.points) == 4
    assert body.mass == pytest.approx(4.0, rel=1e-5)


def test_concave_polygon_is_split_into_convex_pieces(world):
    body = world.create_body("dynamic")
    l_shape = [(0, 0), (3, 0), (3, 1), (1, 1), (1, 3), (0, 3)]
    pieces = body.add_concave_polygon(l_shape, density=2.0)
    assert len(pieces) >= 2
    assert all(piece.type is rigid2d.ShapeType.POLYGON for piece in pieces)
    assert body.shapes == pieces
    assert body.mass == pytest.approx(2.0 * 5.0, rel=1e-4)  # area 5


def test_polygons_validate_without_a_world():
    rigid2d.validate_polygon([(0, 0), (1, 0), (0, 1)])
    with pytest.raises(rigid2d.DegeneratePolygonError):
        rigid2d.validate_polygon([(0, 0), (1, 0), (2, 0)])
    assert rigid2d.validate_concave_polygon([(0, 0), (3, 0), (3, 1), (1, 1), (1, 3), (0, 3)]) >= 2
    assert rigid2d.validate_concave_polygon([(0, 0), (1, 0), (1, 1), (0, 1)]) == 1
    with pytest.raises(rigid2d.SelfIntersectingError):
        rigid2d.validate_concave_polygon([(0, 0), (2, 2), (2, 0), (0, 2)])


def test_filters_round_trip_and_groups_stop_collisions(world, ground):
    assert world.create_body("dynamic").add_circle(1).filter == rigid2d.Filter()
    no_ground = rigid2d.Filter(category_bits=2, mask_bits=2)
    ghost = world.create_body("dynamic", position=(0, 2))
    ghost_shape = ghost.add_circle(0.5, filter=no_ground)
    assert ghost_shape.filter == no_ground
    run(world, 1.0)
    assert ghost.position.y < -0.5  # fell through the ground
    ghost_shape.filter = rigid2d.Filter(group_index=-3)
    assert ghost_shape.filter == (1, rigid2d.types.ALL_BITS, -3)


def test_impulses_and_forces_change_velocity_by_the_laws_of_motion():
    with rigid2d.World(gravity=(0, 0)) as world:
        body = world.create_body("dynamic")
        body.add_box(1, 1, density=0.5)  # mass 2, inertia 2 * 8 / 12
        mass, inertia = body.mass, body.inertia
        body.apply_linear_impulse((4, 0))
        assert body.linear_velocity == pytest.approx((4 / mass, 0), rel=1e-5)
        body.apply_angular_impulse(2)
        assert body.angular_velocity == pytest.approx(2 / inertia, rel=1e-5)
        body.linear_velocity = (0, 0)
        body.angular_velocity = 0
        body.apply_force((0, 6))
        body.apply_torque(3)
        world.step(DT)
        assert body.linear_velocity == pytest.approx((0, 6 / mass * DT), rel=1e-4)
        assert body.angular_velocity == pytest.approx(3 / inertia * DT, rel=1e-4)
        world.step(DT)  # a force lasts one step only
        assert body.linear_velocity == pytest.approx((0, 6 / mass * DT), rel=1e-4)
        body.apply_linear_impulse((0, 1), point=(1, 0))  # off centre: also spins
        assert body.angular_velocity > 3 / inertia * DT


def test_forces_on_static_bodies_do_nothing(world):
    wall = world.create_body("static", position=(1, 1))
    wall.add_box(1, 1)
    wall.apply_force((100, 0))
    wall.apply_linear_impulse((100, 0))
    world.step(DT)
    assert wall.position == (1, 1) and wall.linear_velocity == (0, 0)


def test_kinematic_bodies_move_at_their_velocity(world):
    platform = world.create_body(rigid2d.BodyType.KINEMATIC, linear_velocity=(2, 0), angular_velocity=1)
    platform.add_box(1, 0.1)
    assert platform.type is rigid2d.BodyType.KINEMATIC and platform.mass == 0
    run(world, 1.0)
    assert platform.position == pytest.approx((2, 0), abs=1e-3)
    assert platform.angle == pytest.approx(1, abs=1e-3)


def test_body_definition_and_properties(world):
    body = world.create_body("Dynamic", position=(1, 2), angle=0.5, awake=False, user_data=42,
                             fixed_rotation=True, linear_damping=0.1)
    assert body.type is rigid2d.BodyType.DYNAMIC
    assert body.position == pytest.approx((1, 2)) and body.angle == pytest.approx(0.5)
    assert body.user_data == 42
    assert body.awake is False
    body.awake = True
    assert body.awake is True
    body.user_data = 2 ** 64 - 1
    assert body.user_data == 2 ** 64 - 1
    body.position = (5, 6)
    assert body.position == (5, 6) and body.angle == pytest.approx(0.5)
    body.angle = -1.0
    assert body.angle == pytest.approx(-1.0) and body.position == (5, 6)
    body.add_circle(0.5)
    body.apply_torque(100)
    world.step(DT)
    assert body.angular_velocity == 0  # fixed rotation


def test_world_settings_and_counts():
    with rigid2d.World(gravity=(1, -3), substeps=8, sleeping=False) as world:
        assert world.gravity == (1, -3)
        world.gravity = (0, -20)
        assert world.gravity == (0, -20)
        world.set_substep_count(2)
        body = world.create_body("dynamic")
        body.add_circle(0.5)
        body.add_box(0.5, 0.5)
        wall = world.create_body("static")
        assert (world.body_count, world.shape_count) == (2, 2)
        assert world.awake_body_count >= 1
        assert sorted(world.bodies, key=id) == sorted([body, wall], key=id)
        run(world, 3.0)
        assert body.awake  # sleeping is off


def test_unknown_shape_keywords_are_refused(world):
    body = world.create_body("dynamic")
    with pytest.raises(TypeError, match="bounciness"):
        body.add_circle(1, bounciness=0.5)
    assert body.shapes == []
