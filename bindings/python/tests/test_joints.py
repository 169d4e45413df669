"""Joints hold real physics, answer for their state and refuse bad input."""

import gc
import math
import weakref

import pytest

import rigid2d
from rigid2d import draw

DT = 1 / 60
G = 10.0  # the library's default gravity, (0, -10)


def step(world, seconds, dt=DT, each=None):
    """Step for a time; each(), if given, is sampled after every step."""
    samples = []
    for _ in range(round(seconds / dt)):
        world.step(dt)
        if each is not None:
            samples.append(each())
    return samples


def upward_crossing_times(values, dt):
    """Times at which a sampled signal crosses zero going up, interpolated
    between steps (sample i is taken at time (i + 1) dt)."""
    times = []
    for i in range(1, len(values)):
        before, after = values[i - 1], values[i]
        if before < 0 <= after:
            times.append((i + before / (before - after)) * dt)
    return times


def mean_period(values, dt):
    times = upward_crossing_times(values, dt)
    assert len(times) >= 3, "the signal did not oscillate"
    return (times[-1] - times[0]) / (len(times) - 1)


@pytest.fixture
def anchor_body(world):
    """A static body at the origin to hang things from."""
    return world.create_body("static")


def ball(world, position, radius=0.1, density=10.0, **options):
    body = world.create_body("dynamic", position=position, **options)
    body.add_circle(radius, density=density)
    return body


# ------------------------------------------------------------ physics

def test_pendulum_period_is_two_pi_root_l_over_g_within_one_percent():
    length, amplitude = 1.0, 0.1
    with rigid2d.World(sleeping=False) as world:
        pivot = world.create_body("static")
        # A small dense ball: the point-mass and small-angle corrections
        # (1 + r^2 / 2L^2 and 1 + amplitude^2 / 16) are below 0.1%.
        bob = ball(world, (length * math.sin(amplitude), -length * math.cos(amplitude)), radius=0.02,
                   density=1000)
        world.create_revolute_joint(pivot, bob, anchor=(0, 0))
        xs = step(world, 10, each=lambda: bob.position.x)
    expected = 2 * math.pi * math.sqrt(length / G)
    assert mean_period(xs, DT) == pytest.approx(expected, rel=0.01)
    assert max(xs) == pytest.approx(length * math.sin(amplitude), rel=0.05)  # it swings, not creeps


def test_revolute_motor_reaches_its_speed_and_its_torque_bounds_the_acceleration(world, anchor_body):
    world.gravity = (0, 0)
    wheel = ball(world, (0, 0), radius=0.5)
    max_torque, target_speed = 2.0, 3.0
    motor = world.create_revolute_joint(anchor_body, wheel, anchor=(0, 0), enable_motor=True,
                                        motor_speed=target_speed, max_motor_torque=max_torque)
    step(world, 0.25)
    # Still accelerating: the speed is what the largest torque gives, w = T t / I.
    assert motor.angular_speed == pytest.approx(max_torque * 0.25 / wheel.inertia, rel=0.02)
    assert motor.motor_torque == pytest.approx(max_torque, rel=0.01)
    step(world, 3)
    assert motor.angular_speed == pytest.approx(target_speed, abs=0.01)
    assert wheel.angular_velocity == pytest.approx(target_speed, abs=0.01)
    assert abs(motor.motor_torque) < 0.01 * max_torque  # at speed the motor only holds
    assert -math.pi <= motor.angle <= math.pi  # more than a turn made, reported wrapped


def test_revolute_limit_holds_within_two_hundredths_of_a_radian(world, anchor_body):
    bar = world.create_body("dynamic")
    bar.add_box(1, 0.05, center=(1, 0), density=5)
    hinge = world.create_revolute_joint(anchor_body, bar, anchor=(0, 0), enable_limit=True,
                                        lower_angle=-0.25, upper_angle=0.25)
    angles = step(world, 3, each=lambda: hinge.angle)
    assert min(angles) >= -0.25 - 0.02
    assert angles[-1] == pytest.approx(-0.25, abs=0.02)  # gravity pressed it onto the lower limit
    hinge.limit_enabled = False
    step(world, 0.5)
    assert hinge.angle < -0.5  # without the limit it swings on down


def test_prismatic_joint_keeps_the_body_on_its_axis(world, anchor_body):
    slider = world.create_body("dynamic", position=(1, 1))
    slider.add_box(0.2, 0.2, density=5)
    direction = (math.sqrt(0.5), math.sqrt(0.5))
    rail = world.create_prismatic_joint(anchor_body, slider, anchor=(1, 1), axis=direction)

    def off_axis():
        x, y = slider.position
        return abs((x - 1) * direction[1] - (y - 1) * direction[0])

    drift = step(world, 1, each=off_axis)
    assert max(drift) < 0.005 and abs(slider.angle) < 0.005
    # Gravity's share along the axis accelerates it down the slope.
    slope_gravity = -G * direction[1]
    assert rail.translation == pytest.approx(0.5 * slope_gravity * 1.0 ** 2, rel=0.01)
    assert rail.speed == pytest.approx(slope_gravity * 1.0, rel=0.01)


def test_distance_spring_oscillates_at_its_frequency(world, anchor_body):
    world.gravity = (0, 0)
    hertz = 2.0
    weight = ball(world, (1.1, 0))
    spring = world.create_distance_joint(anchor_body, weight, anchor_a=(0, 0), anchor_b=(1.1, 0), length=1.0,
                                         enable_spring=True, hertz=hertz, damping_ratio=0.0)
    stretch = step(world, 3, dt=1 / 240, each=lambda: spring.current_length - spring.length)
    assert mean_period(stretch, 1 / 240) == pytest.approx(1 / hertz, rel=0.01)
    assert max(stretch) == pytest.approx(0.1, rel=0.1)


def test_rope_is_slack_below_its_length_and_holds_at_it(world, anchor_body):
    weight = ball(world, (0, -1))
    rope = world.create_distance_joint(anchor_body, weight, anchor_a=(0, 0), anchor_b=(0, -1), enable_spring=True,
                                       hertz=0.0, enable_limit=True, min_length=0.0, max_length=2.0)
    step(world, 0.3)
    # Slack: it falls freely for the first 0.45 m.
    assert weight.position.y == pytest.approx(-1 - 0.5 * G * 0.3 ** 2, rel=0.02)
    assert rope.speed == pytest.approx(-weight.linear_velocity.y, rel=1e-3)  # lengthening is positive
    lengths = step(world, 2, each=lambda: rope.current_length)
    assert max(lengths) < 2.0 + 0.02
    assert lengths[-1] == pytest.approx(2.0, abs=0.02)


def test_rigid_distance_joint_keeps_its_length_defaulting_to_the_anchors_distance(world, anchor_body):
    weight = ball(world, (3, 4))
    rod = world.create_distance_joint(anchor_body, weight, anchor_a=(0, 0), anchor_b=(3, 4))
    assert rod.length == pytest.approx(5.0)
    lengths = step(world, 2, each=lambda: rod.current_length)
    assert max(abs(length - 5.0) for length in lengths) < 0.01


def test_reaction_force_of_a_hanging_body_is_its_weight(world, anchor_body):
    hanging = world.create_body("dynamic", position=(0, -1))
    hanging.add_box(0.2, 0.2, density=5)
    hinge = world.create_revolute_joint(anchor_body, hanging, anchor=(0, 0))
    assert hinge.reaction_force == (0, 0)  # nothing held before the first step
    step(world, 2)
    force = hinge.reaction_force
    assert force.y == pytest.approx(hanging.mass * G, rel=0.01)  # on B, upwards
    assert abs(force.x) < 0.01 * hanging.mass * G
    assert abs(hinge.reaction_torque) < 1e-3


def test_wheel_suspension_settles_where_the_spring_carries_the_weight(world, anchor_body):
    wheel = ball(world, (0, 0), radius=0.3)
    axle = world.create_wheel_joint(anchor_body, wheel, anchor=(0, 0), axis=(0, 1), hertz=1.0, damping_ratio=0.7)
    step(world, 5)
    # Against a static body the spring is k = m (2 pi f)^2, so it sags by g / (2 pi f)^2.
    assert axle.translation == pytest.approx(-G / (2 * math.pi) ** 2, rel=0.02)
    axle.motor_enabled, axle.motor_speed, axle.max_motor_torque = True, -4.0, 10.0
    step(world, 2)
    assert wheel.angular_velocity == pytest.approx(-4.0, abs=0.02)


def test_weld_joint_carries_the_bodies_as_one(world):
    first = world.create_body("dynamic", position=(0, 0), angle=0.3)
    first.add_box(0.5, 0.1, density=1)
    second = world.create_body("dynamic", position=(1, 0.5), angle=-0.2)
    second.add_box(0.1, 0.5, density=1)
    world.create_weld_joint(first, second, anchor=(0.5, 0.25))
    first.apply_angular_impulse(2.0)
    relative_before = second.local_point(first.position), first.angle - second.angle
    step(world, 1)
    relative_after = second.local_point(first.position), first.angle - second.angle
    assert relative_after[0] == pytest.approx(relative_before[0], abs=0.01)
    assert relative_after[1] == pytest.approx(relative_before[1], abs=0.01)
    assert first.angular_velocity == pytest.approx(second.angular_velocity, abs=0.01)
    assert abs(first.angular_velocity) > 0.1  # the impulse turned both


def test_motor_joint_holds_the_pose_it_was_made_in_and_drives_to_a_new_offset(world, anchor_body):
    world.gravity = (0, 0)
    carried = world.create_body("dynamic", position=(2, 1), angle=0.5)
    carried.add_box(0.5, 0.5, density=1)
    motor = world.create_motor_joint(anchor_body, carried, max_force=100, max_torque=100)
    assert motor.linear_offset == pytest.approx((2, 1)) and motor.angular_offset == pytest.approx(0.5)
    motor.linear_offset, motor.angular_offset = (0, 3), -0.5
    step(world, 3)
    assert carried.position == pytest.approx((0, 3), abs=0.01)
    assert carried.angle == pytest.approx(-0.5, abs=0.01)


def test_mouse_joint_drags_the_grabbed_point_to_the_target(world, anchor_body):
    grabbed = world.create_body("dynamic", position=(0, 0))
    grabbed.add_box(0.5, 0.5, density=1)
    # Grabbed at its centre, so it hangs without swinging about the grip.
    mouse = world.create_mouse_joint(anchor_body, grabbed, target=(0, 0), max_force=500)
    mouse.target = (3, 2)
    step(world, 3)
    # Gravity pulls it below the target by m g / k, with k = m (2 pi f)^2.
    sag = G / (2 * math.pi * mouse.spring_hertz) ** 2
    assert grabbed.position == pytest.approx((3, 2 - sag), abs=1e-3)
    assert mouse.reaction_force == pytest.approx((0, grabbed.mass * G), rel=0.01, abs=1e-3)


def test_a_mouse_joint_pulls_with_at_most_its_max_force(world, anchor_body):
    heavy = world.create_body("dynamic")
    heavy.add_box(0.5, 0.5, density=1)  # 1 kg: 10 N of weight against a 5 N pull
    mouse = world.create_mouse_joint(anchor_body, heavy, target=(0, 0), max_force=5)
    mouse.target = (0, 100)
    step(world, 1)
    assert mouse.reaction_force == pytest.approx((0, 5), abs=1e-3)
    assert heavy.linear_velocity.y == pytest.approx(-(heavy.mass * G - 5) / heavy.mass * 1.0, rel=0.01)


# ------------------------------------------------- properties and anchors

def test_world_anchors_become_each_bodys_local_anchors(world):
    turned = world.create_body("dynamic", position=(1, 2), angle=math.pi / 2)
    moved = world.create_body("dynamic", position=(-3, 0), angle=-0.4)
    hinge = world.create_revolute_joint(turned, moved, anchor=(2, 3))
    assert hinge.local_anchor_a == pytest.approx((1, -1), abs=1e-6)
    assert moved.world_point(hinge.local_anchor_b) == pytest.approx((2, 3), abs=1e-5)
    assert hinge.angle == pytest.approx(0, abs=1e-6)  # the reference angle is their relative angle now
    local = world.create_revolute_joint(turned, moved, local_anchor_a=(0.5, 0), local_anchor_b=(0, 0.5))
    assert local.local_anchor_a == (0.5, 0) and local.local_anchor_b == (0, 0.5)


def test_a_mouse_joint_grabs_its_body_at_the_target_unless_told_otherwise(world, anchor_body):
    grabbed = world.create_body("dynamic", position=(1, 1), angle=0.3)
    at_target = world.create_mouse_joint(anchor_body, grabbed, target=(1.2, 1.1))
    assert grabbed.world_point(at_target.local_anchor_b) == pytest.approx((1.2, 1.1), abs=1e-5)
    at_centre = world.create_mouse_joint(anchor_body, grabbed, target=(1.2, 1.1), anchor=(1, 1))
    assert at_centre.local_anchor_b == pytest.approx((0, 0), abs=1e-6)
    assert at_centre.target == pytest.approx((1.2, 1.1))


def test_a_world_axis_is_turned_into_body_as_frame(world):
    frame = world.create_body("kinematic", angle=math.pi / 2)
    slider = world.create_body("dynamic", position=(0, 0))
    slider.add_circle(0.2)
    world.gravity = (0, 0)
    rail = world.create_prismatic_joint(frame, slider, anchor=(0, 0), axis=(1, 0))
    slider.linear_velocity = (1, 1)  # the part across the axis is taken away
    step(world, 1)
    assert slider.position.y == pytest.approx(0, abs=0.01)
    assert rail.translation == pytest.approx(slider.position.x, abs=1e-4)


def test_common_properties_read_back_what_was_set(world, anchor_body):
    bob = ball(world, (0, -1))
    hinge = world.create_revolute_joint(anchor_body, bob, anchor=(0, 0), collide_connected=True, user_data=2 ** 64 - 1,
                                        enable_spring=True, hertz=3, damping_ratio=0.5, enable_motor=True,
                                        motor_speed=-1.5, max_motor_torque=7, enable_limit=True, lower_angle=-1,
                                        upper_angle=0.5)
    assert hinge.type == rigid2d.JointType.REVOLUTE
    assert hinge.body_a is anchor_body and hinge.body_b is bob
    assert hinge.collide_connected is True and hinge.user_data == 2 ** 64 - 1
    assert (hinge.spring_enabled, hinge.spring_hertz, hinge.spring_damping_ratio) == (True, 3, 0.5)
    assert (hinge.motor_enabled, hinge.motor_speed, hinge.max_motor_torque) == (True, -1.5, 7)
    assert (hinge.limit_enabled, hinge.limits) == (True, (-1, 0.5))
    hinge.collide_connected, hinge.user_data = False, 5
    hinge.spring_damping_ratio = 1.0
    hinge.limits = (-0.25, 0.25)
    assert (hinge.collide_connected, hinge.user_data) == (False, 5)
    assert (hinge.spring_hertz, hinge.spring_damping_ratio, hinge.limits) == (3, 1.0, (-0.25, 0.25))


def test_kind_settings_read_back_what_was_set(world, anchor_body):
    bob = ball(world, (0, -1))
    rod = world.create_distance_joint(anchor_body, bob, anchor_b=(0, -1), max_motor_force=4)
    rod.length = 2.5
    assert rod.length == 2.5 and rod.max_motor_force == 4
    weld = world.create_weld_joint(anchor_body, bob, anchor=(0, 0), linear_hertz=5, angular_damping_ratio=0.25)
    weld.angular_hertz = 2
    assert (weld.linear_hertz, weld.linear_damping_ratio, weld.angular_hertz, weld.angular_damping_ratio) == (
        5, 0, 2, 0.25)
    motor = world.create_motor_joint(anchor_body, bob, correction_factor=0.5)
    motor.max_force, motor.max_torque = 20, 30
    assert (motor.max_force, motor.max_torque, motor.correction_factor) == (20, 30, 0.5)
    mouse = world.create_mouse_joint(anchor_body, bob, (0, -1), hertz=8)
    mouse.max_force = 50
    assert (mouse.max_force, mouse.spring_hertz, mouse.target) == (50, 8, (0, -1))


KINDS = {
    rigid2d.RevoluteJoint: lambda w, a, b: w.create_revolute_joint(a, b, (0, 0)),
    rigid2d.PrismaticJoint: lambda w, a, b: w.create_prismatic_joint(a, b, (0, 0), (1, 0)),
    rigid2d.DistanceJoint: lambda w, a, b: w.create_distance_joint(a, b, (0, 0), (0, -1)),
    rigid2d.WeldJoint: lambda w, a, b: w.create_weld_joint(a, b, (0, 0)),
    rigid2d.WheelJoint: lambda w, a, b: w.create_wheel_joint(a, b, (0, 0), (0, 1)),
    rigid2d.MotorJoint: lambda w, a, b: w.create_motor_joint(a, b),
    rigid2d.MouseJoint: lambda w, a, b: w.create_mouse_joint(a, b, (0, -1)),
}


@pytest.mark.parametrize("kind", KINDS, ids=lambda kind: kind.__name__)
def test_each_class_is_the_library_kind_it_names(world, anchor_body, kind):
    bob = ball(world, (0, -1))
    joint = KINDS[kind](world, anchor_body, bob)
    assert type(joint) is kind and joint.type == kind.joint_type
    assert isinstance(joint, rigid2d.Joint)
    # A joint the binding has not met (as a restored snapshot could bring
    # back) gets the class of the kind the library reports.
    world._joints.clear()
    found = bob.joints[0]
    assert type(found) is kind and found == joint and found is bob.joints[0]


# ------------------------------------------------------ lists and lifetime

def test_bodies_list_their_joints_most_recent_first(world, anchor_body):
    first, second = ball(world, (0, -1)), ball(world, (0, -2))
    upper = world.create_revolute_joint(anchor_body, first, (0, 0))
    lower = world.create_distance_joint(first, second, (0, -1), (0, -2))
    assert first.joints == [lower, upper] and first.joints[0] is lower
    assert (anchor_body.joint_count, first.joint_count, second.joint_count, world.joint_count) == (1, 2, 1, 2)
    assert second.joints[0].body_a is first


def test_destroying_a_body_makes_its_joints_stale_and_keeps_the_others(world, anchor_body):
    first, second = ball(world, (0, -1)), ball(world, (0, -2))
    upper = world.create_revolute_joint(anchor_body, first, (0, 0))
    lower = world.create_distance_joint(first, second, (0, -1), (0, -2))
    side = world.create_weld_joint(anchor_body, second, (0, -2))
    second.destroy()
    assert not lower.valid and not side.valid and upper.valid
    assert world.joint_count == 1 and first.joints == [upper] and anchor_body.joints == [upper]
    for use in (lambda: lower.current_length, lambda: lower.body_a, lambda: side.reaction_force,
                lambda: setattr(lower, "length", 2), lambda: lower.destroy()):
        with pytest.raises(rigid2d.InvalidIdError):
            use()


def test_a_destroyed_joint_refuses_every_use_and_frees_its_bodies(world, anchor_body):
    bob = ball(world, (0, -1))
    hinge = world.create_revolute_joint(anchor_body, bob, (0, 0), enable_limit=True)
    hinge.destroy()
    assert not hinge.valid and world.joint_count == 0 and bob.joints == []
    for use in (lambda: hinge.angle, lambda: hinge.limits, lambda: setattr(hinge, "motor_speed", 1),
                lambda: hinge.type, lambda: hinge.destroy()):
        with pytest.raises(rigid2d.InvalidIdError):
            use()
    step(world, 0.5)
    assert bob.position.y < -1.5  # free, it falls


def test_joints_of_a_closed_world_raise_and_do_not_keep_it_alive():
    world = rigid2d.World()
    pivot = world.create_body("static")
    hinge = world.create_revolute_joint(pivot, ball(world, (0, -1)), (0, 0))
    world.close()
    with pytest.raises(rigid2d.InvalidIdError, match="closed"):
        hinge.angle
    assert not hinge.valid

    world = rigid2d.World()
    hinge = world.create_revolute_joint(world.create_body("static"), ball(world, (0, -1)), (0, 0))
    world_ref = weakref.ref(world)
    del world
    gc.collect()
    assert world_ref() is hinge.world  # the joint holds its world, as bodies do
    del hinge
    gc.collect()
    assert world_ref() is None


def test_collide_connected_decides_whether_the_joined_bodies_touch(world):
    world.gravity = (0, 0)
    first = world.create_body("dynamic")
    first.add_box(0.5, 0.5)
    second = world.create_body("dynamic", position=(0.8, 0))  # overlapping by 0.2 m
    second.add_box(0.5, 0.5)
    hinge = world.create_revolute_joint(first, second, anchor=(0.4, 0))
    step(world, 0.1)
    assert world.contact_count == 0
    hinge.collide_connected = True
    step(world, 0.1)
    assert world.contact_count == 1
    hinge.collide_connected = False
    assert world.contact_count == 0  # ended at once, not at the next step


# --------------------------------------------------------------- errors

def world_state(world):
    return (world.joint_count, [(body.position, body.linear_velocity, body.joint_count) for body in world.bodies])


BAD_JOINTS = {
    "same body twice": (rigid2d.InvalidArgumentError, lambda w, a, b: w.create_revolute_joint(b, b, (0, 0))),
    "negative hertz": (rigid2d.OutOfRangeError,
                       lambda w, a, b: w.create_revolute_joint(a, b, (0, 0), enable_spring=True, hertz=-1)),
    "lower above upper": (rigid2d.OutOfRangeError,
                          lambda w, a, b: w.create_prismatic_joint(a, b, (0, 0), (1, 0), lower_translation=1,
                                                                   upper_translation=-1)),
    "zero axis": (rigid2d.OutOfRangeError, lambda w, a, b: w.create_wheel_joint(a, b, (0, 0), (0, 0))),
    "NaN anchor": (rigid2d.InvalidNumberError, lambda w, a, b: w.create_weld_joint(a, b, (math.nan, 0))),
    "NaN speed": (rigid2d.InvalidNumberError,
                  lambda w, a, b: w.create_revolute_joint(a, b, (0, 0), motor_speed=math.nan)),
    "zero length": (rigid2d.OutOfRangeError, lambda w, a, b: w.create_distance_joint(a, b, (0, -1), (0, -1))),
    "mouse hertz 0": (rigid2d.OutOfRangeError, lambda w, a, b: w.create_mouse_joint(a, b, (0, 0), hertz=0)),
    "negative force": (rigid2d.OutOfRangeError, lambda w, a, b: w.create_motor_joint(a, b, max_force=-1)),
}


@pytest.mark.parametrize("error, create", BAD_JOINTS.values(), ids=BAD_JOINTS.keys())
def test_bad_joints_are_refused_and_the_world_is_unchanged(world, anchor_body, error, create):
    bob = ball(world, (0, -1))
    before = world_state(world)
    with pytest.raises(error):
        create(world, anchor_body, bob)
    assert world_state(world) == before


def test_bodies_of_different_worlds_are_refused(world, anchor_body):
    with rigid2d.World() as other:
        stranger = ball(other, (0, -1))
        before, other_before = world_state(world), world_state(other)
        with pytest.raises(rigid2d.WrongWorldError):
            world.create_revolute_joint(anchor_body, stranger, (0, 0))
        assert world_state(world) == before and world_state(other) == other_before


def test_binding_level_mistakes_are_type_errors(world, anchor_body):
    bob = ball(world, (0, -1))
    with pytest.raises(TypeError, match="lower_limit"):
        world.create_revolute_joint(anchor_body, bob, (0, 0), lower_limit=1)
    with pytest.raises(TypeError, match="not both"):
        world.create_revolute_joint(anchor_body, bob, (0, 0), local_anchor_a=(0, 0))
    with pytest.raises(TypeError, match="not both"):
        world.create_prismatic_joint(anchor_body, bob, (0, 0), axis=(1, 0), local_axis_a=(0, 1))
    with pytest.raises(TypeError, match="Body"):
        world.create_motor_joint(anchor_body, "bob", linear_offset=(0, 0), angular_offset=0)
    assert world.joint_count == 0


def test_refused_setters_leave_the_joint_as_it_was(world, anchor_body):
    bob = ball(world, (0, -1))
    rail = world.create_prismatic_joint(anchor_body, bob, (0, 0), (1, 0), lower_translation=-1,
                                        upper_translation=1, hertz=2, damping_ratio=0.5, max_motor_force=3)
    refusals = [
        (rigid2d.OutOfRangeError, lambda: setattr(rail, "limits", (2, 1))),
        (rigid2d.OutOfRangeError, lambda: setattr(rail, "spring_hertz", -1)),
        (rigid2d.InvalidNumberError, lambda: setattr(rail, "spring_damping_ratio", math.nan)),
        (rigid2d.OutOfRangeError, lambda: setattr(rail, "max_motor_force", -3)),
        (rigid2d.InvalidNumberError, lambda: setattr(rail, "motor_speed", math.inf)),
    ]
    for error, refused in refusals:
        with pytest.raises(error):
            refused()
    assert (rail.limits, rail.spring_hertz, rail.spring_damping_ratio, rail.max_motor_force, rail.motor_speed) == (
        (-1, 1), 2, 0.5, 3, 0)
    mouse = world.create_mouse_joint(anchor_body, bob, (0, -1))
    with pytest.raises(rigid2d.OutOfRangeError):
        mouse.spring_hertz = 0  # a mouse joint's spring must stay on
    assert mouse.spring_hertz == 5


def test_joints_cannot_be_made_or_destroyed_while_the_world_draws(world, anchor_body):
    bob = ball(world, (0, -1))
    hinge = world.create_revolute_joint(anchor_body, bob, (0, 0))
    refusals = []

    def meddle(*_):
        for attempt in (hinge.destroy, lambda: world.create_weld_joint(anchor_body, bob, (0, 0))):
            try:
                attempt()
            except rigid2d.LockedError as error:
                refusals.append(error)

    world.draw(solid_circle=meddle)
    assert len(refusals) == 2
    assert hinge.valid and world.joint_count == 1 and bob.joints == [hinge]


# ------------------------------------------------------------ drawing

def test_joints_are_drawn_in_their_colour_unless_turned_off(world, anchor_body):
    bob = ball(world, (0, -2))
    world.create_distance_joint(anchor_body, bob, (0, 0), (0, -2))
    drawn = draw.collect(world, shapes=False, colors={"joint": 0xABCDEF})
    assert drawn and all(call[-1] == 0xABCDEF for call in drawn)
    segments = [{tuple(call[1]), tuple(call[2])} for call in drawn if call[0] == "segment"]
    assert {(0, 0), (0, -2)} in segments  # a line from anchor to anchor
    assert draw.collect(world, shapes=False, joints=False) == []
