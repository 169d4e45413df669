"""Small immutable values the API takes and returns."""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import TYPE_CHECKING, NamedTuple, Tuple, Union

from .errors import InvalidArgumentError

if TYPE_CHECKING:  # only for annotations; avoids an import cycle
    from .body import Body
    from .shape import Shape


class Vec2(NamedTuple):
    """A 2D vector in metres (or m/s, N...); also a plain ``(x, y)`` tuple."""

    x: float
    y: float


class AABB(NamedTuple):
    """An axis-aligned box: lower and upper corners in world coordinates."""

    lower: Vec2
    upper: Vec2


class BodyType(enum.IntEnum):
    """How a body moves; the values are r2d_body_type's."""

    STATIC = 0
    """Never moves; infinite mass."""
    KINEMATIC = 1
    """Moves at its set velocity; infinite mass."""
    DYNAMIC = 2
    """Moved by forces and contacts."""


class ShapeType(enum.IntEnum):
    """The kind of a shape; the values are r2d_shape_type's."""

    CIRCLE = 0
    CAPSULE = 1
    SEGMENT = 2
    POLYGON = 3
    CHAIN_SEGMENT = 4


class JointType(enum.IntEnum):
    """The kind of a joint; the values are r2d_joint_type's."""

    REVOLUTE = 0
    """A shared point; B turns about it."""
    PRISMATIC = 1
    """B slides along an axis fixed in A, without turning."""
    DISTANCE = 2
    """The anchors keep a distance: rod, spring or rope."""
    WELD = 3
    """B is fixed to A, rigidly or through springs."""
    WHEEL = 4
    """B slides on a sprung axis in A and turns freely."""
    MOTOR = 5
    """Drives B towards an offset from A with bounded force and torque."""
    MOUSE = 6
    """Pulls a point of B towards a world target with a soft spring."""


ALL_BITS = (1 << 64) - 1


class Filter(NamedTuple):
    """Collision filter of a shape, as in r2d_filter.

    Two shapes collide when each one's category_bits meets the other's
    mask_bits, except that a shared non-zero group_index decides alone:
    positive always collide, negative never. The defaults are the library's.
    """

    category_bits: int = 1
    mask_bits: int = ALL_BITS
    group_index: int = 0


class Geometry(NamedTuple):
    """A shape's points in body coordinates and its radius.

    One point (the centre) for a circle, two for capsules and segments, the
    hull for polygons; the radius is 0 for polygons and segments.
    """

    points: Tuple[Vec2, ...]
    radius: float


@dataclass(frozen=True)
class ManifoldPoint:
    """One touching point of a contact."""

    point: Vec2
    """World point midway between the surfaces (m)."""
    separation: float
    """Distance between the surfaces (m), negative when overlapping."""
    normal_impulse: float
    """Impulse along the normal in the last step (N s)."""
    tangent_impulse: float
    """Friction impulse in the last step (N s)."""
    id: int
    """Feature id, stable while the same features touch."""


@dataclass(frozen=True)
class Contact:
    """Two shapes that touch, with the manifold of the last step."""

    shape_a: "Shape"
    shape_b: "Shape"
    body_a: "Body"
    body_b: "Body"
    normal: Vec2
    """Unit vector from shape A towards shape B."""
    points: Tuple[ManifoldPoint, ...]
    """One or two points."""


@dataclass(frozen=True)
class ContactBeginEvent:
    """Two shapes started touching."""

    shape_a: "Shape"
    shape_b: "Shape"


@dataclass(frozen=True)
class ContactEndEvent:
    """Two shapes stopped touching; either may already be destroyed."""

    shape_a: "Shape"
    shape_b: "Shape"


class ContactEvents(NamedTuple):
    """The contact events of the last step (and of destroy calls since)."""

    begin: Tuple[ContactBeginEvent, ...]
    end: Tuple[ContactEndEvent, ...]


BodyTypeLike = Union[BodyType, str, int]
"""A body type as BodyType, its name ('dynamic', any case) or its value."""


def body_type_value(value: BodyTypeLike) -> int:
    """The r2d_body_type value for a BodyType, a name or an int.

    Integers go to the library unchecked, so that an unknown value is
    refused there (InvalidArgumentError) by the one place that validates.
    """
    if isinstance(value, str):
        try:
            return BodyType[value.upper()].value
        except KeyError:
            names = ", ".join(repr(member.name.lower()) for member in BodyType)
            raise InvalidArgumentError(f"unknown body type {value!r}; expected one of {names}") from None
    return int(value)
