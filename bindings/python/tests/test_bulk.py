"""Bulk numpy state equals the per-body getters and setters."""

import math
import sys

import numpy
import pytest

import rigid2d

DT = 1 / 60


@pytest.fixture
def busy_world(world, ground):
    for i in range(30):
        body = world.create_body("dynamic", position=(i % 6 - 3, 1 + i // 6), angle=0.1 * i,
                                 angular_velocity=0.05 * i)
        if i % 2:
            body.add_box(0.4, 0.3)
        else:
            body.add_circle(0.4)
    for _ in range(30):
        world.step(DT)
    return world


def test_bulk_getters_equal_per_body_getters(busy_world):
    bodies = busy_world.bodies
    state = busy_world.get_state()
    assert state.positions.shape == (len(bodies), 2) and state.positions.dtype == numpy.float32
    assert state.angles.shape == (len(bodies),) and state.angles.dtype == numpy.float32
    # float32 to float32: exactly equal, not just close.
    assert state.positions.tolist() == [list(body.position) for body in bodies]
    assert state.angles.tolist() == [body.angle for body in bodies]
    assert state.linear_velocities.tolist() == [list(body.linear_velocity) for body in bodies]
    assert state.angular_velocities.tolist() == [body.angular_velocity for body in bodies]
    assert numpy.array_equal(busy_world.positions(), state.positions)
    assert numpy.array_equal(busy_world.angles(), state.angles)
    assert numpy.array_equal(busy_world.linear_velocities(), state.linear_velocities)
    assert numpy.array_equal(busy_world.angular_velocities(), state.angular_velocities)
    assert numpy.abs(state.angular_velocities).max() > 0  # not a trivial all-zero state


def test_selected_state_only(busy_world):
    state = busy_world.get_state(positions=False, angular_velocities=False)
    assert state.positions is None and state.angular_velocities is None
    assert state.angles.shape == (31,)


def test_bulk_of_an_empty_world(world):
    assert world.positions().shape == (0, 2)
    assert world.angles().shape == (0,)


def test_set_velocities_in_bulk(busy_world):
    bodies = [body for body in busy_world.bodies if body.type is rigid2d.BodyType.DYNAMIC]
    linear = numpy.arange(2 * len(bodies), dtype=numpy.float64).reshape(-1, 2) / 10
    angular = -numpy.arange(len(bodies)) / 7
    busy_world.set_velocities(bodies, linear, angular)
    assert [list(body.linear_velocity) for body in bodies] == linear.astype(numpy.float32).tolist()
    assert [body.angular_velocity for body in bodies] == angular.astype(numpy.float32).tolist()
    busy_world.set_velocities(bodies[:2], angular=[1.5, 2.5])  # linear left alone
    assert bodies[0].linear_velocity == tuple(linear[0].astype(numpy.float32))
    assert bodies[1].angular_velocity == 2.5


def test_set_velocities_is_all_or_nothing(busy_world):
    bodies = [body for body in busy_world.bodies if body.type is rigid2d.BodyType.DYNAMIC][:3]
    before = [body.linear_velocity for body in bodies]
    with pytest.raises(rigid2d.InvalidNumberError):
        busy_world.set_velocities(bodies, [(1, 1), (2, 2), (math.nan, 0)])
    bodies[1].destroy()
    with pytest.raises(rigid2d.InvalidIdError):
        busy_world.set_velocities(bodies, [(1, 1)] * 3)
    assert [bodies[0].linear_velocity, bodies[2].linear_velocity] == [before[0], before[2]]


def test_set_velocities_checks_shapes(busy_world):
    bodies = busy_world.bodies[:2]
    with pytest.raises(ValueError, match="shape"):
        busy_world.set_velocities(bodies, [(1, 2, 3), (4, 5, 6)])
    with pytest.raises(ValueError, match="shape"):
        busy_world.set_velocities(bodies, angular=[1.0])


def test_without_numpy_bulk_calls_say_numpy_is_needed(world, monkeypatch):
    monkeypatch.setitem(sys.modules, "numpy", None)  # makes "import numpy" fail
    world.create_body("dynamic").add_circle(1)
    with pytest.raises(rigid2d.NumpyRequiredError, match="numpy"):
        world.positions()
    with pytest.raises(ImportError):
        world.set_velocities(world.bodies, [(0, 0)])
    world.step(DT)  # the rest works
    assert world.bodies[0].position.y < 0
