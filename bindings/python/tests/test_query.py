"""Scene queries from Python: analytic ray hits, all hits nearest first,
filters, box and point queries against a brute-force check, and errors."""

import math
import random

import pytest

import rigid2d
from rigid2d import QueryFilter


def circle_at(world, position, radius, **material):
    body = world.create_body("static", position=position)
    return body.add_circle(radius, **material)


def test_closest_hit_is_analytic(world):
    circle = circle_at(world, (5, 0), 1.0)
    hit = world.ray_cast((0, 0.5), (10, 0.5))
    assert hit is not None
    assert hit.shape == circle
    assert hit.point.x == pytest.approx(5 - math.sqrt(0.75), abs=1e-4)
    assert hit.point.y == pytest.approx(0.5, abs=1e-4)
    assert hit.normal.x == pytest.approx(-math.sqrt(0.75), abs=1e-4)
    assert hit.normal.y == pytest.approx(0.5, abs=1e-4)
    assert hit.fraction == pytest.approx((5 - math.sqrt(0.75)) / 10, abs=1e-5)
    assert world.ray_cast((0, 2), (10, 2)) is None
    assert circle.ray_cast((10, 0), (0, 0)).point.x == pytest.approx(6, abs=1e-4)


def test_all_hits_come_nearest_first_and_filters_apply(world):
    shapes = [circle_at(world, (2 + 2 * i, 0), 0.5, filter=rigid2d.Filter(category_bits=1 << i))
              for i in range(3)]
    hits = world.ray_cast_all((0, 0), (10, 0))
    assert [hit.shape for hit in hits] == shapes
    assert [hit.fraction for hit in hits] == pytest.approx([0.15, 0.35, 0.55], abs=1e-5)
    skip_first = QueryFilter(mask_bits=0b110)
    assert world.ray_cast((0, 0), (10, 0), skip_first).shape == shapes[1]
    assert [hit.shape for hit in world.ray_cast_all((0, 0), (10, 0), skip_first)] == shapes[1:]


def test_ray_from_inside_sees_past_the_shape(world):
    inner = world.create_body("static").add_box(1, 1)
    outer = circle_at(world, (5, 0), 1.0)
    assert world.ray_cast((0, 0), (10, 0)).shape == outer
    assert inner.ray_cast((0, 0), (10, 0)) is None


def test_box_and_point_queries_equal_brute_force():
    rng = random.Random(5)
    for _ in range(20):
        with rigid2d.World(gravity=(0, 0)) as world:
            shapes = []
            for _ in range(15):
                body = world.create_body(rng.choice(["static", "dynamic"]),
                                         position=(rng.uniform(-8, 8), rng.uniform(-8, 8)),
                                         angle=rng.uniform(-3, 3))
                shapes.append(rng.choice([lambda: body.add_circle(rng.uniform(0.2, 1.5)),
                                          lambda: body.add_box(rng.uniform(0.2, 1.5), rng.uniform(0.2, 1.5))])())
            for _ in range(10):
                x, y = rng.uniform(-10, 8), rng.uniform(-10, 8)
                lower, upper = (x, y), (x + rng.uniform(0, 5), y + rng.uniform(0, 5))
                expected = {s for s in shapes
                            if not (s.aabb.lower.x > upper[0] or s.aabb.lower.y > upper[1]
                                    or lower[0] > s.aabb.upper.x or lower[1] > s.aabb.upper.y)}
                assert set(world.query_aabb(lower, upper)) == expected
                point = (rng.uniform(-9, 9), rng.uniform(-9, 9))
                assert set(world.query_point(point)) == {s for s in shapes if s.test_point(point)}


def test_point_inside_a_circle(world):
    circle = circle_at(world, (1, 1), 0.5)
    assert world.query_point((1.2, 1.2)) == [circle]
    assert world.query_point((1.5, 1.5)) == []
    assert circle.test_point((1.0, 1.4))


def test_bad_queries_raise(world):
    circle_at(world, (5, 0), 1.0)
    with pytest.raises(rigid2d.InvalidNumberError):
        world.ray_cast((math.nan, 0), (1, 0))
    with pytest.raises(rigid2d.InvalidArgumentError):
        world.ray_cast((0, 0), (1, 0), QueryFilter(mask_bits=0))
    with pytest.raises(rigid2d.OutOfRangeError):
        world.query_aabb((1, 1), (0, 0))
    with pytest.raises(ValueError):
        world.query_point((1, 2, 3))


def test_many_rays_equal_single_casts(world):
    numpy = pytest.importorskip("numpy")
    shapes = [circle_at(world, (2 + 2 * i, 0), 0.5) for i in range(3)]
    rng = numpy.random.default_rng(3)
    origins = rng.uniform(-1, 8, size=(200, 2)).astype(numpy.float32)
    translations = rng.uniform(-6, 6, size=(200, 2)).astype(numpy.float32)
    batch = world.ray_cast_many(origins, translations)
    assert batch.hit.any() and not batch.hit.all()
    for i in range(200):
        single = world.ray_cast(origins[i], origins[i] + translations[i])
        assert batch.hit[i] == (single is not None)
        if single is None:
            assert batch.fractions[i] == 1.0 and batch.shape_ids[i] == 0
        else:
            assert batch.shape_ids[i] == single.shape.id and single.shape in shapes
            assert batch.points[i] == pytest.approx(single.point, abs=1e-4)
            assert batch.normals[i] == pytest.approx(single.normal, abs=1e-6)
    with pytest.raises(ValueError):
        world.ray_cast_many(origins, translations[:10])
