"""Shape casts, shape overlaps and closest points from Python: analytic
times of impact and distances, overlap against a brute-force check, and
errors for bad proxies."""

import math
import random

import pytest

import rigid2d
from rigid2d import Capsule, Circle, Polygon, QueryFilter

SQUARE = [(-0.5, -0.5), (0.5, -0.5), (0.5, 0.5), (-0.5, 0.5)]


def test_circle_cast_onto_a_box_face_and_corner(world):
    box = world.create_body("static").add_box(1.0, 0.5)
    hit = world.cast_shape(Circle(0.25), (10, 0), position=(-5, 0.2))
    assert hit.shape == box
    assert hit.fraction == pytest.approx(0.375, abs=1e-4)
    assert tuple(hit.point) == pytest.approx((-1.0, 0.2), abs=1e-4)
    assert tuple(hit.normal) == pytest.approx((-1.0, 0.0), abs=1e-4)
    touch_x = -1 - math.sqrt(0.25 ** 2 - 0.1 ** 2)
    corner = world.cast_shape(Circle(0.25), (10, 0), position=(-5, 0.6))
    assert corner.fraction == pytest.approx((touch_x + 5) / 10, abs=1e-4)
    assert tuple(corner.normal) == pytest.approx(((touch_x + 1) / 0.25, 0.1 / 0.25), abs=1e-4)
    assert world.cast_shape(Circle(0.25), (10, 0), position=(-5, 0.8)) is None


def test_capsule_and_polygon_casts(world):
    ground = world.create_body("static").add_box(50, 1, center=(0, -1))
    upright = world.cast_shape(Capsule((-0.5, 0), (0.5, 0), 0.2), (0, -10), position=(1, 5), angle=math.pi / 2)
    assert upright.shape == ground
    assert upright.fraction == pytest.approx(0.43, abs=1e-4)
    diamond = world.cast_shape(Polygon(SQUARE), (0, -10), position=(0, 5), angle=math.pi / 4)
    assert diamond.fraction == pytest.approx((5 - math.sqrt(0.5)) / 10, abs=1e-4)
    rounded = world.cast_shape(Polygon(SQUARE, radius=0.1), (0, -10), position=(0, 5))
    assert rounded.fraction == pytest.approx(0.44, abs=1e-4)
    # Starting in the ground: fraction 0.
    assert world.cast_shape(Circle(0.3), (1, 0), position=(0, 0.1)).fraction == 0.0


def test_cast_all_is_nearest_first_and_filtered(world):
    shapes = [world.create_body("static", position=(2 + 3 * i, 0)).add_box(
        0.5, 0.5, filter=rigid2d.Filter(category_bits=1 << i)) for i in range(3)]
    hits = world.cast_shape_all(Circle(0.5), (10, 0))
    assert [hit.shape for hit in hits] == shapes
    assert [hit.fraction for hit in hits] == pytest.approx([0.1, 0.4, 0.7], abs=1e-4)
    assert world.cast_shape(Circle(0.5), (10, 0), filter=QueryFilter(mask_bits=0b110)).shape == shapes[1]


def test_closest_points_and_distance(world):
    a = world.create_body("static").add_circle(1.0)
    b = world.create_body("static", position=(3, 4)).add_circle(0.5)
    result = a.closest_points(b)
    assert result.distance == pytest.approx(3.5, abs=1e-5)
    assert tuple(result.point_a) == pytest.approx((0.6, 0.8), abs=1e-5)
    assert tuple(result.point_b) == pytest.approx((2.7, 3.6), abs=1e-5)
    assert tuple(result.normal) == pytest.approx((0.6, 0.8), abs=1e-5)
    capsule = world.create_body("static", position=(0, -4)).add_capsule((-1, 0), (1, 0), 0.5)
    assert a.distance(capsule) == pytest.approx(2.5, abs=1e-5)
    touching = world.create_body("static", position=(1.5, 0)).add_circle(0.5)
    assert a.distance(touching) == 0.0


def test_overlap_equals_brute_force():
    rng = random.Random(7)
    found_any = 0
    for _ in range(40):
        with rigid2d.World(gravity=(0, 0)) as world:
            shapes = []
            for _ in range(12):
                body = world.create_body("static", position=(rng.uniform(-8, 8), rng.uniform(-8, 8)),
                                         angle=rng.uniform(-3, 3))
                kind = rng.randrange(3)
                if kind == 0:
                    shapes.append(body.add_circle(rng.uniform(0.2, 1.5)))
                elif kind == 1:
                    shapes.append(body.add_capsule((-1, 0), (1, 0.2), rng.uniform(0.1, 0.6)))
                else:
                    shapes.append(body.add_box(rng.uniform(0.2, 1.5), rng.uniform(0.2, 1.5)))
            centre = (rng.uniform(-8, 8), rng.uniform(-8, 8))
            radius = rng.uniform(0.5, 3)
            probe = world.create_body("static", position=centre).add_circle(
                radius, filter=rigid2d.Filter(mask_bits=1 << 10))
            expected = {shape for shape in shapes if shape.distance(probe) <= 0.0}
            found = set(world.overlap_shape(Circle(radius), position=centre))
            assert found == expected
            found_any += len(found)
    assert found_any > 20


@pytest.mark.parametrize("proxy, error", [
    (Circle(0.0), rigid2d.OutOfRangeError),
    (Circle(float("nan")), rigid2d.InvalidNumberError),
    (Capsule((1, 1), (1, 1), 0.5), rigid2d.DegeneratePolygonError),
    (Polygon([(0, 0), (1, 0), (2, 0)]), rigid2d.DegeneratePolygonError),
    (Polygon([(math.cos(i), math.sin(i)) for i in range(9)]), rigid2d.TooManyVerticesError),
    (Polygon(SQUARE, radius=-1), rigid2d.OutOfRangeError),
])
def test_bad_proxies_raise(world, proxy, error):
    world.create_body("static").add_box(1, 1)
    with pytest.raises(error):
        world.cast_shape(proxy, (1, 0))
    with pytest.raises(error):
        world.overlap_shape(proxy)


def test_shapes_of_two_worlds_have_no_distance(world):
    with rigid2d.World() as other:
        a = world.create_body("static").add_circle(1)
        b = other.create_body("static").add_circle(1)
        with pytest.raises(rigid2d.WrongWorldError):
            a.closest_points(b)
