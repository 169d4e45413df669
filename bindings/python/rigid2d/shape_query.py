"""Shape casts, shape overlaps and distances between shapes.

A proxy is a convex shape that belongs to no world: a :class:`Circle`, a
:class:`Capsule` or a :class:`Polygon` (the hull of its points, corners
rounded by ``radius``), given in its own frame and placed by the
``position`` and ``angle`` of each query. ``world.cast_shape(proxy,
translation)`` sweeps it and returns the first :class:`RayHit` or None; a
proxy that starts touching or overlapping a shape hits it at fraction 0.
``world.overlap_shape(proxy)`` lists the shapes whose geometry (not just
their boxes) touches or overlaps it. ``shape.closest_points(other)`` and
``shape.distance(other)`` measure two shapes of one world.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, List, NamedTuple, Optional, Sequence, Tuple, Union

from ._native import ffi, lib, pair
from .query import QueryFilter, RayHit, _collect_hit, _filter, _found_shapes, _hit_of
from .types import Vec2

if TYPE_CHECKING:
    from .shape import Shape
    from .world import World

Point = Sequence[float]


class Circle(NamedTuple):
    """A circle of ``radius`` (> 0) about ``center``."""

    radius: float
    center: Point = (0.0, 0.0)

    def _points(self) -> Tuple[Point, ...]:
        return (self.center,)


class Capsule(NamedTuple):
    """Two circles of one ``radius`` (> 0) about ``center1`` and ``center2``, joined by their tangents."""

    center1: Point
    center2: Point
    radius: float

    def _points(self) -> Tuple[Point, ...]:
        return (self.center1, self.center2)


class Polygon(NamedTuple):
    """The convex hull of 3 to 8 ``points``, its corners rounded by ``radius`` (>= 0)."""

    points: Sequence[Point]
    radius: float = 0.0

    def _points(self) -> Tuple[Point, ...]:
        return tuple(self.points)


ShapeProxy = Union[Circle, Capsule, Polygon]


class ClosestPoints(NamedTuple):
    """How far apart two shapes are, and where (r2d_distance_result)."""

    point_a: Vec2
    """On the first shape's surface; midway between the surfaces when they touch or overlap."""
    point_b: Vec2
    """On the second shape's surface; equal to point_a when they touch or overlap."""
    normal: Vec2
    """Unit, from the first shape towards the second; zero when their cores overlap."""
    distance: float
    """Between the surfaces; 0 when they touch or overlap."""


def _proxy(proxy: ShapeProxy, position: Point, angle: float) -> Any:
    """The r2d_shape_proxy of proxy at the pose. More points than the C
    struct holds are counted but not copied, so the library refuses them
    with TooManyVerticesError like any other bad proxy."""
    points = proxy._points()
    record = ffi.new("r2d_shape_proxy *")
    for i, point in enumerate(points[:len(record.points)]):
        record.points[i] = pair(point)
    record.count = len(points)
    record.radius = proxy.radius
    record.position = pair(position)
    record.angle = angle
    return record


def cast_shape(world: "World", proxy: ShapeProxy, translation: Point, position: Point = (0.0, 0.0),
               angle: float = 0.0, query_filter: Optional[QueryFilter] = None) -> Optional[RayHit]:
    """The first shape proxy hits when swept from its pose along translation, or None."""
    hit = ffi.new("r2d_ray_hit *")
    found = ffi.new("bool *")
    world._call(lib.r2d_world_cast_shape, _proxy(proxy, position, angle), pair(translation),
                _filter(query_filter), hit, found)
    return _hit_of(world, hit[0]) if found[0] else None


def cast_shape_all(world: "World", proxy: ShapeProxy, translation: Point, position: Point = (0.0, 0.0),
                   angle: float = 0.0, query_filter: Optional[QueryFilter] = None) -> List[RayHit]:
    """Every shape the swept proxy hits, nearest first."""
    records: List[Any] = []
    handle = ffi.new_handle(records)  # alive for the call
    world._call(lib.r2d_world_cast_shape_each, _proxy(proxy, position, angle), pair(translation),
                _filter(query_filter), _collect_hit, handle)
    hits = [_hit_of(world, record[0]) for record in records]
    hits.sort(key=lambda hit: hit.fraction)
    return hits


def overlap_shape(world: "World", proxy: ShapeProxy, position: Point = (0.0, 0.0), angle: float = 0.0,
                  query_filter: Optional[QueryFilter] = None) -> List["Shape"]:
    """Shapes whose geometry touches or overlaps proxy at the pose."""
    return _found_shapes(world, lib.r2d_world_get_shapes_overlapping, _proxy(proxy, position, angle), query_filter)


def closest_points(shape: "Shape", other: "Shape") -> ClosestPoints:
    """Closest points between two shapes of one world, where they stand."""
    result = ffi.new("r2d_distance_result *")
    shape._call(lib.r2d_shape_get_closest_points, other._id, result)
    record = result[0]
    return ClosestPoints(Vec2(record.point_a.x, record.point_a.y), Vec2(record.point_b.x, record.point_b.y),
                         Vec2(record.normal.x, record.normal.y), record.distance)
