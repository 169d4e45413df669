"""Sensors from Python: a ball falling through a trigger zone begins and
ends overlapping it once, without being slowed; opting out hides a shape."""

import pytest

import rigid2d


def fall_through(world, **ball_material):
    zone = world.create_body("static", position=(0, 5)).add_box(1, 1, sensor=True)
    ball = world.create_body("dynamic", position=(0, 9))
    ball_shape = ball.add_circle(0.25, **ball_material)
    begins, ends = [], []
    for step in range(90):
        world.step(1 / 60)
        events = world.sensor_events()
        begins += [(step, event) for event in events.begin]
        ends += [(step, event) for event in events.end]
    return zone, ball, ball_shape, begins, ends


def test_ball_passes_through_a_trigger_zone(world):
    zone, ball, ball_shape, begins, ends = fall_through(world)
    assert [event for _, event in begins] == [rigid2d.SensorEvent(zone, ball_shape)]
    assert [event for _, event in ends] == [rigid2d.SensorEvent(zone, ball_shape)]
    assert begins[0][0] < ends[0][0]
    # 1.5 s of free fall: the sensor exerted no force.
    assert ball.linear_velocity.y == pytest.approx(-15.0, abs=1e-3)


def test_shapes_can_opt_out(world):
    _, _, _, begins, ends = fall_through(world, sensor_events=False)
    assert begins == [] and ends == []
