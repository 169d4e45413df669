"""Shapes: the collision geometry and material attached to a body."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Optional, Sequence, Tuple

from ._handle import Handle
from .chain import Chain
from ._native import ffi, lib, points_array, raise_status
from .query import RayHit, shape_ray_cast, shape_test_point
from .shape_query import ClosestPoints, closest_points
from .settings import setting
from .types import AABB, Filter, Geometry, ShapeType, Vec2

if TYPE_CHECKING:
    from .body import Body
    from .world import World


class Shape(Handle):
    """A shape on a body; made by the body's add_* methods.

    After :meth:`destroy`, or once its body is destroyed or its world
    closed, every use raises :class:`rigid2d.InvalidIdError`.
    """

    def __init__(self, world: "World", id_: Any, body: Optional["Body"]) -> None:
        super().__init__(world, id_)
        self._body = body

    @property
    def body(self) -> "Body":
        """The body the shape belongs to."""
        if self._body is None:
            # Known only from an end event, after its destruction: ask the
            # library, which refuses the stale id.
            self._body = self._world._body_for(self._get(lib.r2d_shape_get_body, "r2d_body_id *"))
        return self._body

    @property
    def type(self) -> ShapeType:
        """CIRCLE, CAPSULE, SEGMENT, POLYGON or CHAIN_SEGMENT."""
        return ShapeType(self._get(lib.r2d_shape_get_type, "r2d_shape_type *"))

    @property
    def aabb(self) -> AABB:
        """The shape's bounding box in world coordinates."""
        box = self._get(lib.r2d_shape_get_aabb, "r2d_aabb *")
        return AABB(Vec2(box.lower.x, box.lower.y), Vec2(box.upper.x, box.upper.y))

    @property
    def filter(self) -> Filter:
        """The collision filter; setting it re-filters the shape's contacts."""
        value = self._get(lib.r2d_shape_get_filter, "r2d_filter *")
        return Filter(value.category_bits, value.mask_bits, value.group_index)

    @filter.setter
    def filter(self, value: Filter) -> None:
        self._call(lib.r2d_shape_set_filter, tuple(Filter(*value)))

    @property
    def user_data(self) -> int:
        """An unsigned 64-bit integer kept by the library for the caller."""
        return self._get(lib.r2d_shape_get_user_data, "uint64_t *")

    @user_data.setter
    def user_data(self, value: int) -> None:
        self._call(lib.r2d_shape_set_user_data, value)

    @property
    def geometry(self) -> Geometry:
        """The shape's points in body coordinates, and its radius."""
        capacity = lib.R2D_MAX_POLYGON_VERTICES
        points = ffi.new("r2d_vec2[]", capacity)
        count = ffi.new("int32_t *")
        radius = ffi.new("float *")
        self._call(lib.r2d_shape_get_geometry, points, capacity, count, radius)
        return Geometry(tuple(Vec2(points[i].x, points[i].y) for i in range(min(count[0], capacity))),
                        radius[0])

    @property
    def chain(self) -> Optional["Chain"]:
        """The chain this shape is a segment of, or None."""
        id_ = self._get(lib.r2d_shape_get_chain, "r2d_chain_id *")
        return Chain(self._world, id_) if id_.bits else None

    def destroy(self) -> None:
        """Remove the shape and its contacts, and update the body's mass;
        a chain's segment goes only with its chain (InvalidOperationError)."""
        self._call(lib.r2d_shape_destroy)
        self._world._forget_shape(self)

    # ------------------------------------------------------- run-time settings

    @property
    def friction(self) -> float:
        """Dynamic friction; setting it sets static and dynamic friction alike."""
        return self.frictions[1]

    @friction.setter
    def friction(self, value: float) -> None:
        self.frictions = (value, value)

    @property
    def frictions(self) -> Tuple[float, float]:
        """(static, dynamic) friction, each 0 to 1e3."""
        static, dynamic = ffi.new("float *"), ffi.new("float *")
        self._call(lib.r2d_shape_get_friction, static, dynamic)
        return static[0], dynamic[0]

    @frictions.setter
    def frictions(self, value: Tuple[float, float]) -> None:
        self._call(lib.r2d_shape_set_friction, value[0], value[1])

    restitution = setting("r2d_shape_get_restitution", "r2d_shape_set_restitution", "float *",
                          "Restitution, 0..1.")
    density = setting("r2d_shape_get_density", "r2d_shape_set_density", "float *",
                      "Density (kg/m^2); setting it updates the body's mass.")
    sensor = setting("r2d_shape_is_sensor", "r2d_shape_set_sensor", "bool *",
                     "Whether the shape is a sensor: no contacts, overlaps reported.", bool, bool)
    contact_events = setting("r2d_shape_get_contact_events", "r2d_shape_set_contact_events", "bool *",
                             "Whether the shape reports begin and end touch.", bool, bool)
    sensor_events = setting("r2d_shape_get_sensor_events", "r2d_shape_set_sensor_events", "bool *",
                            "Whether sensors see the shape.", bool, bool)
    hit_events = setting("r2d_shape_get_hit_events", "r2d_shape_set_hit_events", "bool *",
                         "Whether the shape's hard contacts make hit events.", bool, bool)

    # ------------------------------------------------------ scene queries

    def ray_cast(self, p1: Sequence[float], p2: Sequence[float]) -> Optional[RayHit]:
        """Where the ray from p1 to p2 enters this shape, or None."""
        return shape_ray_cast(self, p1, p2)

    def test_point(self, point: Sequence[float]) -> bool:
        """Whether the shape contains point (surface included)."""
        return shape_test_point(self, point)

    def closest_points(self, other: "Shape") -> ClosestPoints:
        """Closest points between this shape and other (same world), where they stand."""
        return closest_points(self, other)

    def distance(self, other: "Shape") -> float:
        """Distance between the surfaces of this shape and other; 0 when they touch or overlap."""
        return closest_points(self, other).distance


def validate_polygon(points: Sequence[Sequence[float]]) -> None:
    """Raise what Body.add_polygon would raise for these points, without a world."""
    array = points_array(points)
    status = lib.r2d_polygon_validate(array, len(array))
    if status:
        raise_status(status)


def validate_concave_polygon(points: Sequence[Sequence[float]]) -> int:
    """Check points as Body.add_concave_polygon would; return the number of convex pieces."""
    array = points_array(points)
    pieces = ffi.new("int32_t *")
    status = lib.r2d_concave_polygon_validate(array, len(array), pieces)
    if status:
        raise_status(status)
    return pieces[0]
