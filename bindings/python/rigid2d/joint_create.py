"""Making joints: the world's create_*_joint methods and the defs they fill."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any, Callable, Dict, Optional, Sequence, Type

from ._native import ffi, lib, pair
from .body import Body
from .joint import Joint
from .joint_kinds import (DistanceJoint, MotorJoint, MouseJoint, PrismaticJoint, RevoluteJoint, WeldJoint,
                          WheelJoint)

if TYPE_CHECKING:
    from .world import World

Point = Sequence[float]
_ORIGIN = (0.0, 0.0)

# Keywords every kind takes for its r2d_joint_base_def; the bodies and
# anchors are arguments of their own.
_BASE_KEYWORDS = ("collide_connected", "user_data")


class JointCreation:
    """The joint-making part of :class:`World`.

    Every ``create_*_joint`` method joins body_a (the reference) and body_b
    of this world. Anchors are given as world points, turned into each
    body's frame from the bodies' poses now, or as ``local_anchor_a`` and
    ``local_anchor_b`` in the bodies' own frames (default: their origins),
    not both. The other keywords are the fields of the kind's C def (such
    as ``r2d_revolute_joint_def``), spelled as there, plus
    ``collide_connected`` (default False) and ``user_data`` (default 0);
    one left out or None keeps the library's default, an unknown one raises
    TypeError. Bad values raise the library's errors (OutOfRangeError for a
    negative hertz or lower > upper, InvalidNumberError for NaN,
    InvalidArgumentError for the same body twice, WrongWorldError for a
    body of another world...) and leave the world unchanged.
    """

    def create_revolute_joint(self, body_a: Body, body_b: Body, anchor: Optional[Point] = None, *,
                              local_anchor_a: Optional[Point] = None, local_anchor_b: Optional[Point] = None,
                              **fields: Any) -> RevoluteJoint:
        """Hinge body_b to body_a at anchor, a world point B turns about.

        Keywords: reference_angle (rad; default B's angle minus A's now, so
        the joint's angle starts at 0), enable_limit, lower_angle and
        upper_angle (rad, -pi..pi), enable_motor, motor_speed (rad/s),
        max_motor_torque (N m), enable_spring, hertz and damping_ratio (a
        torsion spring towards angle 0), collide_connected, user_data.
        """
        _default(fields, "reference_angle", lambda: _relative_angle(body_a, body_b))
        return self._create_pinned(RevoluteJoint, body_a, body_b, anchor, local_anchor_a, local_anchor_b, fields)

    def create_prismatic_joint(self, body_a: Body, body_b: Body, anchor: Optional[Point] = None,
                               axis: Optional[Point] = None, *, local_anchor_a: Optional[Point] = None,
                               local_anchor_b: Optional[Point] = None, **fields: Any) -> PrismaticJoint:
        """Let body_b slide along axis, a world direction fixed in body_a,
        through anchor, a world point; B keeps its angle relative to A.

        Keywords: local_axis_a (the axis in A's frame, instead of axis;
        default (1, 0)), reference_angle (default B's angle minus A's now),
        enable_limit, lower_translation and upper_translation (m),
        enable_motor, motor_speed (m/s), max_motor_force (N),
        enable_spring, hertz and damping_ratio (a spring towards
        translation 0), collide_connected, user_data.
        """
        _set_axis(fields, body_a, axis)
        _default(fields, "reference_angle", lambda: _relative_angle(body_a, body_b))
        return self._create_pinned(PrismaticJoint, body_a, body_b, anchor, local_anchor_a, local_anchor_b, fields)

    def create_distance_joint(self, body_a: Body, body_b: Body, anchor_a: Optional[Point] = None,
                              anchor_b: Optional[Point] = None, *, local_anchor_a: Optional[Point] = None,
                              local_anchor_b: Optional[Point] = None, **fields: Any) -> DistanceJoint:
        """Keep anchor_a on body_a and anchor_b on body_b, world points, at
        a distance: a rod, a spring or a rope.

        Keywords: length (m, > 0; default the anchors' distance now),
        enable_spring, hertz and damping_ratio (with the spring on, hertz 0
        is no force at all), enable_limit, min_length and max_length (m),
        enable_motor, motor_speed (m/s), max_motor_force (N),
        collide_connected, user_data. A rope of length L is
        ``enable_spring=True, enable_limit=True, max_length=L``.
        """
        local_a = _local_anchor(body_a, anchor_a, local_anchor_a, "anchor_a")
        local_b = _local_anchor(body_b, anchor_b, local_anchor_b, "anchor_b")
        _default(fields, "length", lambda: math.dist(body_a.world_point(local_a), body_b.world_point(local_b)))
        return self._create_joint(DistanceJoint, body_a, body_b, local_a, local_b, fields)

    def create_weld_joint(self, body_a: Body, body_b: Body, anchor: Optional[Point] = None, *,
                          local_anchor_a: Optional[Point] = None, local_anchor_b: Optional[Point] = None,
                          **fields: Any) -> WeldJoint:
        """Fix body_b to body_a at anchor, a world point, as they stand now.

        Keywords: reference_angle (default B's angle minus A's now),
        linear_hertz, linear_damping_ratio, angular_hertz and
        angular_damping_ratio (0 Hz, the default, is rigid),
        collide_connected, user_data.
        """
        _default(fields, "reference_angle", lambda: _relative_angle(body_a, body_b))
        return self._create_pinned(WeldJoint, body_a, body_b, anchor, local_anchor_a, local_anchor_b, fields)

    def create_wheel_joint(self, body_a: Body, body_b: Body, anchor: Optional[Point] = None,
                           axis: Optional[Point] = None, *, local_anchor_a: Optional[Point] = None,
                           local_anchor_b: Optional[Point] = None, **fields: Any) -> WheelJoint:
        """Mount body_b, a wheel, on body_a at anchor (a world point, usually
        the wheel's centre), sprung along axis, a world direction.

        Keywords: local_axis_a (the axis in A's frame, instead of axis;
        default (0, 1)), enable_spring (default True), hertz (default 1),
        damping_ratio (default 0.7), enable_limit, lower_translation and
        upper_translation (m), enable_motor, motor_speed (rad/s),
        max_motor_torque (N m), collide_connected, user_data.
        """
        _set_axis(fields, body_a, axis)
        return self._create_pinned(WheelJoint, body_a, body_b, anchor, local_anchor_a, local_anchor_b, fields)

    def create_motor_joint(self, body_a: Body, body_b: Body, **fields: Any) -> MotorJoint:
        """Drive body_b towards a pose in body_a's frame.

        Keywords: linear_offset (B's origin in A's frame, m) and
        angular_offset (B's angle minus A's, rad), both defaulting to the
        bodies' relative pose now; max_force (N, default 1), max_torque
        (N m, default 1), correction_factor (0..1, default 0.3),
        collide_connected, user_data.
        """
        _default(fields, "linear_offset", lambda: body_a.local_point(body_b.position))
        _default(fields, "angular_offset", lambda: _relative_angle(body_a, body_b))
        return self._create_joint(MotorJoint, body_a, body_b, _ORIGIN, _ORIGIN, fields)

    def create_mouse_joint(self, body_a: Body, body_b: Body, target: Point, *, anchor: Optional[Point] = None,
                           local_anchor_b: Optional[Point] = None, **fields: Any) -> MouseJoint:
        """Pull a point of body_b towards target, a world point; body_a is
        only a reference, usually a static ground body.

        The pulled point is anchor (a world point) or local_anchor_b,
        default the target itself, as where a mouse grabs a body.
        Keywords: hertz (> 0, default 5), damping_ratio (default 0.7),
        max_force (N, default 1000), collide_connected, user_data.
        """
        if anchor is None and local_anchor_b is None:
            anchor = target
        local_b = _local_anchor(body_b, anchor, local_anchor_b, "anchor")
        fields["target"] = target
        return self._create_joint(MouseJoint, body_a, body_b, _ORIGIN, local_b, fields)

    def _create_pinned(self, kind: Type[Joint], body_a: Body, body_b: Body, anchor: Optional[Point],
                       local_anchor_a: Optional[Point], local_anchor_b: Optional[Point],
                       fields: Dict[str, Any]) -> Any:
        """Create a joint whose two anchors start at one world point."""
        local_a = _local_anchor(body_a, anchor, local_anchor_a, "anchor")
        local_b = _local_anchor(body_b, anchor, local_anchor_b, "anchor")
        return self._create_joint(kind, body_a, body_b, local_a, local_b, fields)

    def _create_joint(self: "World", kind: Type[Joint], body_a: Body, body_b: Body, local_anchor_a: Point,
                      local_anchor_b: Point, fields: Dict[str, Any]) -> Any:
        name = kind.joint_type.name.lower()
        definition = _joint_def(name, body_a, body_b, local_anchor_a, local_anchor_b, fields)
        out = ffi.new("r2d_joint_id *")
        self._call(getattr(lib, f"r2d_joint_create_{name}"), definition, out)
        return self._register_joint(kind, out[0])


def _joint_def(name: str, body_a: Body, body_b: Body, local_anchor_a: Point, local_anchor_b: Point,
               fields: Dict[str, Any]) -> Any:
    """An r2d_<name>_joint_def: the library's defaults, then the arguments."""
    for body in (body_a, body_b):
        if not isinstance(body, Body):
            raise TypeError(f"a joint joins two Body objects, not {type(body).__name__}")
    c_type = f"r2d_{name}_joint_def"
    definition = ffi.new(f"{c_type} *", getattr(lib, f"{c_type}_default")())
    base = definition.base
    base.body_a = body_a._id
    base.body_b = body_b._id
    base.local_anchor_a = pair(local_anchor_a)
    base.local_anchor_b = pair(local_anchor_b)
    # Keyword -> (the struct holding it, its C type).
    settable = {field: (definition, field_type.type) for field, field_type in ffi.typeof(c_type).fields
                if field not in ("struct_size", "base")}
    base_types = dict(ffi.typeof("r2d_joint_base_def").fields)
    settable.update({field: (base, base_types[field].type) for field in _BASE_KEYWORDS})
    for field, value in fields.items():
        if field not in settable:
            raise TypeError(f"unknown {name} joint keyword {field!r}")
        if value is None:
            continue
        struct, field_type = settable[field]
        setattr(struct, field, pair(value) if field_type.cname == "r2d_vec2" else value)
    return definition


def _local_anchor(body: Body, world_point: Optional[Point], local_point: Optional[Point], world_name: str) -> Point:
    """The anchor in body's frame, from a world point or a local one."""
    if world_point is None:
        return _ORIGIN if local_point is None else local_point
    if local_point is not None:
        raise TypeError(f"give {world_name} (a world point) or the local anchor, not both")
    return body.local_point(world_point)


def _set_axis(fields: Dict[str, Any], body_a: Body, axis: Optional[Point]) -> None:
    """Turn a world axis into A's frame, as the def's local_axis_a."""
    if axis is None:
        return
    if fields.get("local_axis_a") is not None:
        raise TypeError("give axis (a world direction) or local_axis_a, not both")
    fields["local_axis_a"] = body_a.local_vector(axis)


def _relative_angle(body_a: Body, body_b: Body) -> float:
    return body_b.angle - body_a.angle


def _default(fields: Dict[str, Any], name: str, make: Callable[[], Any]) -> None:
    """Fill a keyword the caller left out with make()."""
    if fields.get(name) is None:
        fields[name] = make()
