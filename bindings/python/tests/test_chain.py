"""Chains through the Python API: smooth one-sided terrain, loops, materials, errors."""

import math

import pytest

import rigid2d

DT = 1 / 60


def flat_chain(world, friction=0.6, segments=50):
    """A static body with a flat open chain along y = 0 from x = -5, solid below."""
    ground = world.create_body("static")
    points = [(-5.0 + i, 0.0) for i in range(segments + 1)]
    return ground.create_chain(points, friction=friction)


def test_frictionless_box_keeps_its_speed_over_the_joins():
    # The bar: within 1% of 5 m/s over 40 m of a 50-segment chain.
    with rigid2d.World(gravity=(0, -10), sleeping=False) as world:
        flat_chain(world, friction=0)
        box = world.create_body("dynamic", position=(0, 0.5))
        box.add_box(0.5, 0.5, friction=0)
        for _ in range(30):
            world.step(DT)
        box.linear_velocity = (5, 0)
        worst = 5.0
        while box.position.x < 40:
            world.step(DT)
            speed = math.hypot(*box.linear_velocity)
            worst = speed if abs(speed - 5) > abs(worst - 5) else worst
        assert worst == pytest.approx(5, rel=0.01)
        assert box.position.y == pytest.approx(0.5, abs=0.02)


def test_looped_chain_holds_a_ball():
    # A ball thrown at 20 m/s inside a counter-clockwise ring of radius 4
    # stays inside: its centre never comes closer than its radius to the ring.
    with rigid2d.World(gravity=(0, -10)) as world:
        bowl = world.create_body("static")
        ring = [(4 * math.cos(2 * math.pi * i / 32), 4 * math.sin(2 * math.pi * i / 32)) for i in range(32)]
        chain = bowl.create_chain(ring, loop=True, restitution=0.5)
        assert chain.segment_count == 32
        ball = world.create_body("dynamic", position=(0, 0), linear_velocity=(20, 7))
        ball.add_circle(0.5, restitution=0.5)
        farthest = 0.0
        for _ in range(300):
            world.step(DT)
            farthest = max(farthest, math.hypot(*ball.position))
        # The ring's chords come within 4 cos(pi / 32) = 3.99 m of the centre.
        assert farthest < 3.99 - 0.5 + 0.02


def test_segments_are_shapes_of_their_chain():
    with rigid2d.World() as world:
        ground = world.create_body("static")
        chain = ground.create_chain([(0, 0), (1, 0), (2, 1)],
                                    materials=[{"friction": 0.1}, {"friction": 0.9, "restitution": 0.3}])
        segments = chain.segments
        assert [s.type for s in segments] == [rigid2d.ShapeType.CHAIN_SEGMENT] * 2
        assert all(s.chain == chain for s in segments)
        assert segments[0].body is ground and chain.body is ground
        assert set(ground.shapes) == set(segments)
        assert segments[0].friction == pytest.approx(0.1)
        assert segments[1].restitution == pytest.approx(0.3)
        chain.set_friction(0.4)
        chain.set_restitution(0.2)
        assert [s.frictions for s in segments] == [pytest.approx((0.4, 0.4))] * 2
        assert [s.restitution for s in segments] == [pytest.approx(0.2)] * 2
        assert ground.create_chain([(5, 0), (6, 0)]).segments[0].chain != chain

        circle = ground.add_circle(1.0, center=(10, 10))
        assert circle.chain is None

        # A segment goes only with its chain; a chain goes with its body.
        with pytest.raises(rigid2d.InvalidOperationError, match="destroy the chain"):
            segments[0].destroy()
        chain.destroy()
        assert not chain.valid
        assert not segments[1].valid
        with pytest.raises(rigid2d.InvalidIdError):
            chain.segment_count
        other = ground.create_chain([(0, 5), (1, 5)])
        ground.destroy()
        assert not other.valid


@pytest.mark.parametrize("points, loop, error", [
    ([(0, 0)], False, rigid2d.DegeneratePolygonError),
    ([(0, 0), (1, 0)], True, rigid2d.DegeneratePolygonError),
    ([(0, 0), (1, 0), (1, 0.001)], False, rigid2d.DegeneratePolygonError),
    ([(0, 0), (float("nan"), 0)], False, rigid2d.InvalidNumberError),
    ([(0, 0), (2e6, 0)], False, rigid2d.OutOfRangeError),
])
def test_bad_points_are_refused(world, points, loop, error):
    ground = world.create_body("static")
    with pytest.raises(error):
        ground.create_chain(points, loop=loop)
    assert world.shape_count == 0


def test_bad_materials_are_refused(world):
    ground = world.create_body("static")
    points = [(0, 0), (1, 0), (2, 0)]
    with pytest.raises(rigid2d.OutOfRangeError, match="material_count"):
        ground.create_chain(points, materials=[{"friction": 0.5}] * 3)
    with pytest.raises(rigid2d.OutOfRangeError):
        ground.create_chain(points, restitution=2)
    chain = ground.create_chain(points)
    with pytest.raises(rigid2d.InvalidNumberError):
        chain.set_friction(float("nan"))
    assert [s.friction for s in chain.segments] == [pytest.approx(0.6)] * 2
