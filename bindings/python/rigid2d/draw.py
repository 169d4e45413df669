"""Debug drawing: r2d_world_draw with Python functions as its callbacks.

The C callbacks are made once per process (cffi callbacks are costly to
create) and find the Python functions of the current draw call through the
context pointer, an ffi handle.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Dict, List, Mapping, Optional

from ._native import ffi, lib, python_value
from .types import Vec2

if TYPE_CHECKING:
    from .world import World

# Python function keyword -> (r2d_debug_draw field, C signature).
_CALLBACKS = {
    "polygon": ("draw_polygon", "void(const r2d_vec2*, int32_t, uint32_t, void*)"),
    "solid_polygon": ("draw_solid_polygon", "void(const r2d_vec2*, int32_t, uint32_t, void*)"),
    "circle": ("draw_circle", "void(r2d_vec2, float, uint32_t, void*)"),
    "solid_circle": ("draw_solid_circle", "void(r2d_vec2, float, r2d_vec2, uint32_t, void*)"),
    "solid_capsule": ("draw_solid_capsule", "void(r2d_vec2, r2d_vec2, float, uint32_t, void*)"),
    "segment": ("draw_segment", "void(r2d_vec2, r2d_vec2, uint32_t, void*)"),
    "point": ("draw_point", "void(r2d_vec2, float, uint32_t, void*)"),
}

_FLAGS = {"shapes": "draw_shapes", "aabbs": "draw_aabbs", "contacts": "draw_contacts",
          "contact_normals": "draw_contact_normals", "mass": "draw_mass", "joints": "draw_joints"}

_COLORS = ("static", "kinematic", "dynamic", "sleeping", "contact", "normal", "aabb", "mass", "joint")


class _Session:
    """The Python side of one draw call: its functions and first error."""

    def __init__(self, functions: Dict[str, Callable[..., Any]]) -> None:
        self.functions = functions
        self.error: Optional[BaseException] = None


def _make_callback(name: str, signature: str) -> Any:
    polygon = signature.startswith("void(const r2d_vec2*")

    def trampoline(*args: Any) -> None:
        session = ffi.from_handle(args[-1])
        if session.error is not None:
            return  # after a failure, let the library finish quietly
        try:
            if polygon:
                vertices, count, color = args[:3]
                session.functions[name]([Vec2(vertices[i].x, vertices[i].y) for i in range(count)], color)
            else:
                session.functions[name](*(python_value(arg) for arg in args[:-1]))
        except BaseException as error:  # an exception must not unwind through C
            session.error = error

    return ffi.callback(signature, trampoline)


_c_callbacks: Dict[str, Any] = {}


def draw_world(world: "World", *, shapes: bool = True, aabbs: bool = False, contacts: bool = False,
               contact_normals: bool = False, mass: bool = False, joints: bool = True,
               colors: Optional[Mapping[str, int]] = None, **functions: Callable[..., Any]) -> None:
    """Have the world call Python functions for what it draws.

    Functions, all optional, by keyword: ``polygon(vertices, color)``,
    ``solid_polygon(vertices, color)``, ``circle(center, radius, color)``,
    ``solid_circle(center, radius, axis, color)``,
    ``solid_capsule(center1, center2, radius, color)``,
    ``segment(point1, point2, color)``, ``point(point, size, color)``.
    Points are Vec2 in world coordinates, colours 0xRRGGBB. The flags pick
    what is drawn (joints: their anchors and the lines between them);
    ``colors`` overrides colours by name (static, kinematic, dynamic,
    sleeping, contact, normal, aabb, mass, joint). The world refuses other
    calls (LockedError) while it draws; an exception raised by a function
    stops further calls and is raised again here.
    """
    unknown = set(functions) - set(_CALLBACKS)
    if unknown:
        raise TypeError(f"unknown draw function(s): {', '.join(sorted(unknown))}")
    bad_colors = set(colors or ()) - set(_COLORS)
    if bad_colors:
        raise TypeError(f"unknown colour name(s): {', '.join(sorted(bad_colors))}")
    definition = ffi.new("r2d_debug_draw *", lib.r2d_debug_draw_default())
    for name, function in functions.items():
        field, signature = _CALLBACKS[name]
        if name not in _c_callbacks:
            _c_callbacks[name] = _make_callback(name, signature)
        setattr(definition, field, _c_callbacks[name])
    flags = {"shapes": shapes, "aabbs": aabbs, "contacts": contacts,
             "contact_normals": contact_normals, "mass": mass, "joints": joints}
    for name, value in flags.items():
        setattr(definition, _FLAGS[name], bool(value))
    for name, color in (colors or {}).items():
        setattr(definition, f"color_{name}", color)
    session = _Session(functions)
    handle = ffi.new_handle(session)  # kept alive by this frame during the call
    definition.context = handle
    world._call(lib.r2d_world_draw, definition)
    if session.error is not None:
        raise session.error


def collect(world: "World", **flags: Any) -> List[tuple]:
    """Everything the world draws as (kind, arguments...) tuples, for tests and plotting."""
    calls: List[tuple] = []
    recorders = {name: (lambda *args, kind=name: calls.append((kind,) + args)) for name in _CALLBACKS}
    draw_world(world, **flags, **recorders)
    return calls
