"""Scene queries: what a ray hits, which shapes lie in a box or under a point.

Rays are given by their two ends, ``p1`` and ``p2``. A ray that starts
inside a shape does not hit that shape. A query sees a shape when the
shape's category_bits meet the query's mask_bits and the shape's
mask_bits meet the query's category_bits (see :class:`QueryFilter`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, List, NamedTuple, Optional, Sequence

from ._native import ffi, lib, pair
from .types import ALL_BITS, Vec2

if TYPE_CHECKING:
    from .shape import Shape
    from .world import World

Point = Sequence[float]


class QueryFilter(NamedTuple):
    """What a query is (category_bits) and what it sees (mask_bits); neither may be 0."""

    category_bits: int = 1
    mask_bits: int = ALL_BITS


class RayHit(NamedTuple):
    """Where a ray enters a shape: ``point = p1 + fraction * (p2 - p1)``."""

    shape: "Shape"
    point: Vec2
    normal: Vec2
    """Unit, outward from the shape."""
    fraction: float


def _filter(query_filter: Optional[QueryFilter]) -> tuple:
    query_filter = query_filter or QueryFilter()
    return (query_filter.category_bits, query_filter.mask_bits)


def _ray(p1: Point, p2: Point) -> tuple:
    x1, y1 = p1
    x2, y2 = p2
    return (x1, y1), (x2 - x1, y2 - y1)


def _hit_of(world: "World", record: Any) -> RayHit:
    return RayHit(world._shape_for(record.shape), Vec2(record.point.x, record.point.y),
                  Vec2(record.normal.x, record.normal.y), record.fraction)


def ray_cast(world: "World", p1: Point, p2: Point, query_filter: Optional[QueryFilter] = None) -> Optional[RayHit]:
    """The first shape the ray from p1 to p2 enters, or None."""
    hit = ffi.new("r2d_ray_hit *")
    found = ffi.new("bool *")
    origin, translation = _ray(p1, p2)
    world._call(lib.r2d_world_ray_cast_closest, origin, translation, _filter(query_filter), hit, found)
    return _hit_of(world, hit[0]) if found[0] else None


@ffi.callback("float(const r2d_ray_hit*, void*)")
def _collect_hit(hit: Any, context: Any) -> float:
    # A copy: hit points to memory that is valid only during the call.
    ffi.from_handle(context).append(ffi.new("r2d_ray_hit *", hit[0]))
    return 1.0  # go on: every hit


def ray_cast_all(world: "World", p1: Point, p2: Point, query_filter: Optional[QueryFilter] = None) -> List[RayHit]:
    """Every shape the ray from p1 to p2 enters, nearest first."""
    records: List[Any] = []
    handle = ffi.new_handle(records)  # alive for the call
    origin, translation = _ray(p1, p2)
    world._call(lib.r2d_world_ray_cast, origin, translation, _filter(query_filter), _collect_hit, handle)
    hits = [_hit_of(world, record[0]) for record in records]
    # Stable: equal fractions keep the library's deterministic order.
    hits.sort(key=lambda hit: hit.fraction)
    return hits


class RayHits(NamedTuple):
    """Closest hits of many rays, as numpy arrays indexed like the rays."""

    hit: Any
    """(n,) bool: whether ray i hit anything."""
    fractions: Any
    """(n,) float32: of each translation; 1 where nothing was hit, as a lidar reads it."""
    points: Any
    """(n, 2) float32; the ray's end where nothing was hit."""
    normals: Any
    """(n, 2) float32; zero where nothing was hit."""
    shape_ids: Any
    """(n,) uint64: the hit shape's id (Shape.id), 0 where nothing was hit."""


def ray_cast_many(world: "World", origins: Any, translations: Any,
                  query_filter: Optional[QueryFilter] = None) -> RayHits:
    """The closest hit of each ray origins[i] -> origins[i] + translations[i] ((n, 2) arrays)."""
    from .world import _float32_array, _numpy
    numpy = _numpy()
    origins = numpy.asarray(origins)
    count = origins.shape[0] if origins.ndim == 2 else -1
    origins = _float32_array(numpy, origins, (count, 2), "origins")
    translations = _float32_array(numpy, translations, (count, 2), "translations")
    result = RayHits(numpy.zeros(count, dtype=bool), numpy.ones(count, dtype=numpy.float32),
                     origins + translations, numpy.zeros((count, 2), dtype=numpy.float32),
                     numpy.zeros(count, dtype=numpy.uint64))
    hit = ffi.new("r2d_ray_hit *")
    found = ffi.new("bool *")
    raw_filter = _filter(query_filter)
    cast = lib.r2d_world_ray_cast_closest
    with world._lock:  # one lock for the batch, not one per ray
        for i, (origin, translation) in enumerate(zip(origins.tolist(), translations.tolist())):
            world._call(cast, origin, translation, raw_filter, hit, found)
            if found[0]:
                record = hit[0]
                result.hit[i] = True
                result.fractions[i] = record.fraction
                result.points[i] = (record.point.x, record.point.y)
                result.normals[i] = (record.normal.x, record.normal.y)
                result.shape_ids[i] = record.shape.bits
    return result


def _found_shapes(world: "World", function: Any, region: Any, query_filter: Optional[QueryFilter]) -> List["Shape"]:
    count = ffi.new("int32_t *")
    with world._lock:  # the shape count bounds what the query can find
        capacity = world.shape_count
        shapes = ffi.new("r2d_shape_id[]", capacity)
        world._call(function, region, _filter(query_filter), shapes, capacity, count)
    return [world._shape_for(shapes[i]) for i in range(count[0])]


def query_aabb(world: "World", lower: Point, upper: Point,
               query_filter: Optional[QueryFilter] = None) -> List["Shape"]:
    """Shapes whose bounding box overlaps the box from lower to upper."""
    return _found_shapes(world, lib.r2d_world_get_shapes_in_aabb, (pair(lower), pair(upper)), query_filter)


def query_point(world: "World", point: Point, query_filter: Optional[QueryFilter] = None) -> List["Shape"]:
    """Shapes that contain point (surface included; segments contain nothing)."""
    return _found_shapes(world, lib.r2d_world_get_shapes_at_point, pair(point), query_filter)


def shape_ray_cast(shape: "Shape", p1: Point, p2: Point) -> Optional[RayHit]:
    """Where the ray from p1 to p2 enters this one shape, or None."""
    hit = ffi.new("r2d_ray_hit *")
    found = ffi.new("bool *")
    origin, translation = _ray(p1, p2)
    shape._call(lib.r2d_shape_ray_cast, origin, translation, hit, found)
    return _hit_of(shape.world, hit[0]) if found[0] else None


def shape_test_point(shape: "Shape", point: Point) -> bool:
    """Whether the shape contains point."""
    inside = ffi.new("bool *")
    shape._call(lib.r2d_shape_test_point, pair(point), inside)
    return bool(inside[0])
