"""Run-time settings as properties: each one a getter and a setter of the
C ABI, so World, Body and Shape declare a setting in one line."""

from __future__ import annotations

from typing import Any, Callable, NamedTuple

from ._native import lib


def setting(getter: str, setter: str, out_type: str, doc: str,
            to_python: Callable[[Any], Any] = lambda value: value,
            to_c: Callable[[Any], Any] = lambda value: value) -> property:
    """A property reading through the C function named getter(id, out) and
    writing through setter(id, value); a refused value raises and changes
    nothing. Functions are looked up at use, so the package imports
    without the library."""

    def get(self: Any) -> Any:
        return to_python(self._get(getattr(lib, getter), out_type))

    def set_(self: Any, value: Any) -> None:
        self._call(getattr(lib, setter), to_c(value))

    return property(get, set_, doc=doc)


class MassData(NamedTuple):
    """A body's mass (kg), centre of mass (body coordinates, m) and
    rotational inertia about it (kg m^2)."""

    mass: float
    center: tuple
    rotational_inertia: float
