"""Debug drawing calls Python functions with what the world holds."""

import pytest

import rigid2d
from rigid2d import draw


def test_draw_reports_every_shape_with_its_colour(world, ground):
    box = world.create_body("dynamic", position=(0, 3))
    box.add_box(0.5, 0.25)
    ball = world.create_body("dynamic", position=(3, 3))
    ball.add_circle(0.75)
    polygons, circles = [], []
    world.draw(solid_polygon=lambda vertices, color: polygons.append((vertices, color)),
               solid_circle=lambda center, radius, axis, color: circles.append((center, radius, axis, color)))
    assert len(polygons) == 2  # the ground and the box
    box_vertices = next(vertices for vertices, _ in polygons if len(vertices) == 4 and vertices[0].y > 1)
    assert sorted(box_vertices) == pytest.approx(sorted([(-0.5, 2.75), (0.5, 2.75), (0.5, 3.25), (-0.5, 3.25)]),
                                                 abs=1e-5)
    assert circles == [((3, 3), 0.75, (1, 0), circles[0][3])]
    assert all(isinstance(point, rigid2d.Vec2) for point in box_vertices)
    colors = {color for _, color in polygons}
    assert len(colors) == 2  # static and dynamic differ


def test_flags_and_colours_select_what_is_drawn(world, ground):
    ball = world.create_body("dynamic", position=(0, 0.5))
    ball.add_circle(0.5)
    for _ in range(10):
        world.step(1 / 60)
    nothing = draw.collect(world, shapes=False)
    assert nothing == []
    with_aabbs = draw.collect(world, shapes=False, aabbs=True, colors={"aabb": 0x123456})
    assert len(with_aabbs) == 2 and all(call[-1] == 0x123456 for call in with_aabbs)
    contacts = draw.collect(world, shapes=False, contacts=True)
    assert contacts and all(kind == "point" for kind, *_ in contacts)


def test_an_exception_in_a_callback_is_raised_after_drawing(world, ground):
    def broken(vertices, color):
        raise KeyError("from the callback")

    with pytest.raises(KeyError, match="from the callback"):
        world.draw(solid_polygon=broken)
    world.step(1 / 60)  # the world is unlocked again


def test_unknown_draw_keywords_are_refused(world):
    with pytest.raises(TypeError, match="triangle"):
        world.draw(triangle=print)
    with pytest.raises(TypeError, match="purple"):
        world.draw(colors={"purple": 1})


def test_closing_the_world_while_it_draws_is_refused(world, ground):
    refusals = []

    def close_now(vertices, color):
        try:
            world.close()
        except rigid2d.LockedError as error:
            refusals.append(error)

    world.draw(solid_polygon=close_now)
    assert refusals and not world.closed
    world.step(1 / 60)
