"""Every r2d_status maps to its own exception, raised with the library's message."""

import math
import re

import pytest

import rigid2d
from rigid2d import _native, errors
from rigid2d._native import ffi, lib

from conftest import REPO_ROOT

HEADER = (REPO_ROOT / "include" / "rigid2d" / "rigid2d.h").read_text()
HEADER_STATUSES = dict((name, int(value)) for name, value in re.findall(r"\b(R2D_ERROR_\w+) = (\d+)", HEADER))

# Statuses that say the caller passed a bad value are also ValueErrors.
VALUE_ERRORS = {"R2D_ERROR_NULL_POINTER", "R2D_ERROR_INVALID_NUMBER", "R2D_ERROR_OUT_OF_RANGE",
                "R2D_ERROR_INVALID_ID", "R2D_ERROR_WRONG_WORLD", "R2D_ERROR_DEGENERATE_POLYGON",
                "R2D_ERROR_TOO_MANY_VERTICES", "R2D_ERROR_SELF_INTERSECTING", "R2D_ERROR_INVALID_ARGUMENT"}


def raises_status(cls, action):
    """Run action, expect exactly cls with the status and a library message."""
    with pytest.raises(cls) as info:
        action()
    error = info.value
    assert type(error) is cls
    assert error.status == HEADER_STATUSES[cls.status_name]
    assert error.message and str(error) == error.message
    return error


# ------------------------------------------------------------ the table

def test_every_error_status_of_the_header_has_its_own_class():
    assert len(HEADER_STATUSES) >= 13
    assert set(errors.STATUS_ERRORS) == set(HEADER_STATUSES)
    classes = list(errors.STATUS_ERRORS.values())
    assert len(set(classes)) == len(classes)
    for name, cls in errors.STATUS_ERRORS.items():
        assert issubclass(cls, rigid2d.Error)
        assert issubclass(cls, ValueError) == (name in VALUE_ERRORS), name
        assert getattr(rigid2d, cls.__name__) is cls


def test_codes_map_to_the_classes_of_their_names():
    assert {code: cls.status_name for code, cls in _native.ERROR_BY_CODE.items()} == \
        {code: name for name, code in HEADER_STATUSES.items()}


def test_an_unknown_future_status_raises_the_base_class():
    with pytest.raises(rigid2d.Error) as info:
        _native.raise_status(1000)
    assert type(info.value) is rigid2d.Error and info.value.status == 1000


def test_the_message_is_the_librarys_last_error_message():
    out = ffi.new("r2d_world_id *")
    definition = ffi.new("r2d_world_def *", lib.r2d_world_def_default())
    definition.substep_count = 0
    assert lib.r2d_world_create(definition, out) == lib.R2D_ERROR_OUT_OF_RANGE
    expected = ffi.string(lib.r2d_last_error_message()).decode()
    assert expected
    error = raises_status(rigid2d.OutOfRangeError, lambda: rigid2d.World(substeps=0))
    assert error.message == expected


# ------------------------------------------------- each reachable status

def test_null_pointer_only_through_the_raw_layer():
    out = ffi.new("r2d_world_id *")
    status = lib.r2d_world_create(ffi.NULL, out)
    raises_status(rigid2d.NullPointerError, lambda: _native.raise_status(status))


@pytest.mark.parametrize("action", [
    lambda w: rigid2d.World(gravity=(math.nan, -10)),
    lambda w: w.step(math.nan),
    lambda w: w.create_body("dynamic", position=(math.inf, 0)),
    lambda w: w.create_body("dynamic").add_circle(math.nan),
    lambda w: setattr(w.create_body("dynamic"), "linear_velocity", (0, math.nan)),
], ids=["gravity", "step", "position", "radius", "velocity"])
def test_invalid_number(world, action):
    raises_status(rigid2d.InvalidNumberError, lambda: action(world))


@pytest.mark.parametrize("action", [
    lambda w: rigid2d.World(substeps=0),
    lambda w: rigid2d.World(substeps=65),
    lambda w: w.step(2.0),
    lambda w: w.step(0.0),
    lambda w: w.create_body("dynamic").add_circle(-1.0),
    lambda w: w.create_body("dynamic").add_box(1.0, 0.0),
    lambda w: w.create_body("dynamic").add_circle(1.0, restitution=1.5),
    lambda w: w.create_body("dynamic").add_circle(1.0, density=-1.0),
    lambda w: w.create_body("dynamic").add_circle(1.0, friction=-0.5),
], ids=["substeps-0", "substeps-65", "step-2s", "step-0", "radius", "box-height", "restitution",
        "density", "friction"])
def test_out_of_range(world, action):
    raises_status(rigid2d.OutOfRangeError, lambda: action(world))


def test_invalid_id_of_a_destroyed_body(world):
    body = world.create_body("dynamic")
    body.destroy()
    error = raises_status(rigid2d.InvalidIdError, lambda: body.position)
    assert "closed" not in error.message


def test_invalid_id_of_a_closed_world_says_so(world):
    body = world.create_body("dynamic")
    world.close()
    error = raises_status(rigid2d.InvalidIdError, lambda: body.position)
    assert error.message.startswith("the world is closed")


def test_wrong_world():
    with rigid2d.World() as first, rigid2d.World() as second:
        body = first.create_body("dynamic")
        body.add_circle(0.5)
        raises_status(rigid2d.WrongWorldError, lambda: second.set_velocities([body], [(1.0, 0.0)]))
        assert body.linear_velocity == (0.0, 0.0)


def test_degenerate_polygon(world):
    body = world.create_body("dynamic")
    raises_status(rigid2d.DegeneratePolygonError, lambda: body.add_polygon([(0, 0), (1, 0), (2, 0)]))
    raises_status(rigid2d.DegeneratePolygonError, lambda: body.add_polygon([(0, 0), (0, 0), (0, 0)]))
    assert body.shapes == []


def test_too_many_vertices(world):
    body = world.create_body("dynamic")
    nine = [(math.cos(k * 2 * math.pi / 9), math.sin(k * 2 * math.pi / 9)) for k in range(9)]
    raises_status(rigid2d.TooManyVerticesError, lambda: body.add_polygon(nine))
    many = [(math.cos(k * 2 * math.pi / 257), math.sin(k * 2 * math.pi / 257)) for k in range(257)]
    raises_status(rigid2d.TooManyVerticesError, lambda: body.add_concave_polygon(many))


def test_self_intersecting(world):
    body = world.create_body("dynamic")
    bowtie = [(0, 0), (2, 2), (2, 0), (0, 2)]
    raises_status(rigid2d.SelfIntersectingError, lambda: body.add_concave_polygon(bowtie))


def test_invalid_argument_for_an_unknown_body_type_value(world):
    raises_status(rigid2d.InvalidArgumentError, lambda: world.create_body(7))
    assert world.body_count == 0


def test_invalid_argument_for_an_unknown_body_type_name(world):
    with pytest.raises(rigid2d.InvalidArgumentError, match="flying"):
        world.create_body("flying")


def test_capacity_when_too_many_worlds_are_alive():
    """The library caps the worlds alive at once (about 65,000, 800 bytes
    each); the guard stops a library without a cap from eating memory."""
    worlds = []
    try:
        def create_until_refused():
            while len(worlds) < 300_000:
                worlds.append(rigid2d.World())

        error = raises_status(rigid2d.CapacityError, create_until_refused)
        assert "world" in error.message
        assert len(worlds) >= 1000
        worlds.pop().close()
        worlds.append(rigid2d.World())  # closing one makes room for one
    finally:
        for world in worlds:
            world.close()


def test_capacity_through_the_raw_layer(world):
    """A too small output array; the package itself always sizes arrays
    from the library's counts, so this needs the raw layer."""
    body = world.create_body("dynamic")
    points = ffi.new("r2d_vec2[]", [(0, 0), (2, 0), (2, 2), (1, 1), (0, 2)])  # concave: 2+ pieces
    out_count = ffi.new("int32_t *")
    definition = ffi.new("r2d_shape_def *", lib.r2d_shape_def_default())
    status = lib.r2d_shape_create_concave_polygon(body._id, definition, points, 5,
                                                  ffi.NULL, 0, out_count)
    raises_status(rigid2d.CapacityError, lambda: _native.raise_status(status))
    assert out_count[0] >= 2
    assert body.shapes == []


def test_locked_while_drawing(world, ground):
    body = world.create_body("dynamic", position=(0, 1))
    body.add_box(0.5, 0.5)
    seen = []

    def step_from_callback(vertices, color):
        with pytest.raises(rigid2d.LockedError) as info:
            world.step(1 / 60)
        seen.append(info.value)

    world.draw(solid_polygon=step_from_callback)
    assert seen and all(error.status == HEADER_STATUSES["R2D_ERROR_LOCKED"] and error.message for error in seen)
    world.step(1 / 60)  # unlocked again afterwards


def test_invalid_operation_on_a_static_body(world):
    body = world.create_body("static")
    raises_status(rigid2d.InvalidOperationError, lambda: setattr(body, "linear_velocity", (1, 0)))
    raises_status(rigid2d.InvalidOperationError, lambda: world.set_velocities([body], angular=[1.0]))


def test_refused_calls_leave_the_world_unchanged(world):
    body = world.create_body("dynamic", position=(1, 2))
    body.add_circle(0.5)
    with pytest.raises(rigid2d.InvalidNumberError):
        body.set_transform((math.nan, 0), 0)
    assert body.position == (1, 2)
    assert world.body_count == 1 and world.shape_count == 1
