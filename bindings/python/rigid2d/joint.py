"""Joints: what every kind shares, and the property makers the kinds use."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Optional, Tuple

from ._handle import Handle
from ._native import ffi, lib, pair, python_value
from .types import JointType

if TYPE_CHECKING:
    from .body import Body

# The properties below name their C functions by string: ``lib`` is a
# stand-in that raises until the library is loaded, so it must not be
# touched while the classes are being defined at import.


def _unchanged(value: Any) -> Any:
    return value


# How a Python value is passed for the C type a property reads: pairs as
# r2d_vec2, truthy values as bool (cffi takes only 0 and 1 for a C bool).
_TO_C = {"r2d_vec2 *": pair, "bool *": bool}


def value_property(getter: str, setter: Optional[str], out_type: str, doc: str) -> property:
    """A property read by ``getter(id, out)`` and, unless setter is None,
    written by ``setter(id, value)``; out_type is the C output pointer type."""
    to_c = _TO_C.get(out_type, _unchanged)

    def get(self: "Joint") -> Any:
        return python_value(self._get(getattr(lib, getter), out_type))

    def set_(self: "Joint", value: Any) -> None:
        self._call(getattr(lib, setter), to_c(value))

    return property(get, set_ if setter else None, doc=doc)


def float_pair_property(getter: str, setter: str, doc: str) -> property:
    """A (first, second) property over ``getter(id, &first, &second)`` and
    ``setter(id, first, second)``, such as a joint's limits."""

    def set_(self: "Joint", value: Tuple[float, float]) -> None:
        first, second = value
        self._call(getattr(lib, setter), first, second)

    return property(lambda self: self._get_float_pair(getattr(lib, getter)), set_, doc=doc)


def float_pair_part(getter: str, setter: str, index: int, doc: str) -> property:
    """One number of a pair that the library sets together, such as a
    spring's hertz: setting it writes the pair back with the other kept."""

    def set_(self: "Joint", value: float) -> None:
        with self._world._lock:  # no other thread may change the other half between
            both = list(self._get_float_pair(getattr(lib, getter)))
            both[index] = value
            self._call(getattr(lib, setter), *both)

    return property(lambda self: self._get_float_pair(getattr(lib, getter))[index], set_, doc=doc)


class Joint(Handle):
    """A joint: it constrains how body B moves relative to body A.

    Made by the world's ``create_*_joint`` methods, as one of the subclasses
    (RevoluteJoint, PrismaticJoint, ...). It lives until :meth:`destroy`,
    the destruction of either body or the world's close; after that every
    use raises :class:`rigid2d.InvalidIdError`. Anchors are in each body's
    own frame, relative to the body origin.
    """

    joint_type: JointType
    """The kind every joint of this class is."""

    @property
    def type(self) -> JointType:
        """The kind of joint, as the library reports it."""
        return JointType(self._get(lib.r2d_joint_get_type, "r2d_joint_type *"))

    @property
    def body_a(self) -> "Body":
        """The body the joint is attached to first, its reference."""
        return self._world._body_for(self._get(lib.r2d_joint_get_body_a, "r2d_body_id *"))

    @property
    def body_b(self) -> "Body":
        """The body whose motion relative to body A the joint constrains."""
        return self._world._body_for(self._get(lib.r2d_joint_get_body_b, "r2d_body_id *"))

    local_anchor_a = value_property("r2d_joint_get_local_anchor_a", None, "r2d_vec2 *",
                                    "The anchor on body A, in A's frame (m).")
    local_anchor_b = value_property("r2d_joint_get_local_anchor_b", None, "r2d_vec2 *",
                                    "The anchor on body B, in B's frame (m).")
    collide_connected = value_property(
        "r2d_joint_get_collide_connected", "r2d_joint_set_collide_connected", "bool *",
        "Whether the two bodies' shapes may collide; turning it off ends their contacts at once.")
    user_data = value_property("r2d_joint_get_user_data", "r2d_joint_set_user_data", "uint64_t *",
                               "An unsigned 64-bit integer kept by the library for the caller.")
    reaction_force = value_property(
        "r2d_joint_get_constraint_force", None, "r2d_vec2 *",
        "The force (N, world frame) the joint applied to body B in the last step; "
        "compare it with a threshold to break an overloaded joint.")
    reaction_torque = value_property("r2d_joint_get_constraint_torque", None, "float *",
                                     "The torque (N m) the joint applied to body B in the last step.")

    def destroy(self) -> None:
        """Remove the joint and wake its bodies."""
        self._call(lib.r2d_joint_destroy)
        self._world._forget_joint(self)

    def _get_float_pair(self, function: Any) -> Tuple[float, float]:
        """function(id, &first, &second) as a tuple."""
        out = ffi.new("float[2]")
        self._call(function, out, out + 1)
        return out[0], out[1]
