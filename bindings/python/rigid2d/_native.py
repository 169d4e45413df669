"""The cffi handle on librigid2d: declarations, library search, version check.

Everything else in the package calls the C library through ``ffi`` and
``lib`` from this module. Loading never raises at import: if the library is
missing or of the wrong version, ``lib`` is a stand-in that raises the
reason on first use, so ``import rigid2d`` always works and the error shows
where the library is needed.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any, Mapping, NamedTuple, Optional, Sequence

import cffi

from . import _cdefgen
from .errors import STATUS_ERRORS, Error, LibraryNotFoundError, VersionMismatchError
from .types import Vec2

# The C API this package was written against; a library whose major or ABI
# version differs is refused (minor and patch releases only add).
BINDING_MAJOR = 0
BINDING_ABI = 0

SYSTEM_LIBRARY = f"librigid2d.so.{BINDING_ABI}"

PACKAGE_DIR = _cdefgen.PACKAGE_DIR
# bindings/python/rigid2d -> repository root, when running from a checkout.
SOURCE_ROOT = PACKAGE_DIR.parent.parent.parent


def _build_cdef() -> tuple:
    """The cdef text and where it came from ("header" or "shipped")."""
    compiler = _cdefgen.find_compiler()
    include_dir = _cdefgen.find_include_dir([SOURCE_ROOT / "include"])
    if compiler and include_dir:
        try:
            return _cdefgen.preprocess(include_dir, compiler), "header"
        except _cdefgen.CdefError:
            pass  # a broken toolchain must not stop an installed package
    return _cdefgen.shipped_cdef(), "shipped"


CDEF, CDEF_SOURCE = _build_cdef()
ffi = cffi.FFI()
ffi.cdef(CDEF)


def _library_in(directory: Path) -> Optional[Path]:
    """The rigid2d shared object in a directory, preferring the SONAME."""
    for name in (SYSTEM_LIBRARY, "librigid2d.so"):
        if (directory / name).exists():
            return directory / name
    others = sorted(directory.glob("librigid2d.so*"))
    return others[0] if others else None


def library_candidates(environ: Mapping[str, str] = os.environ,
                       package_dir: Path = PACKAGE_DIR,
                       source_root: Path = SOURCE_ROOT) -> Sequence[str]:
    """Where the library is looked for, first loadable one wins.

    $RIGID2D_LIBRARY alone when set (an explicit choice must not quietly
    fall back to another library); else a copy inside the package, the
    Meson build directories of a source checkout ('build' first, then
    build* by name), and last the system loader by SONAME.
    """
    if environ.get("RIGID2D_LIBRARY"):
        return [environ["RIGID2D_LIBRARY"]]
    candidates = []
    in_package = _library_in(package_dir)
    if in_package:
        candidates.append(str(in_package))
    build_dirs = sorted(source_root.glob("build*/src"), key=lambda d: (d.parent.name != "build", d.parent.name))
    for build_dir in build_dirs:
        found = _library_in(build_dir)
        if found:
            candidates.append(str(found))
    candidates.append(SYSTEM_LIBRARY)
    return candidates


class Version(NamedTuple):
    """A library version as r2d_get_version() reports it."""

    major: int
    minor: int
    patch: int
    abi: int

    def __str__(self) -> str:
        return f"{self.major}.{self.minor}.{self.patch}"


def check_version(version: Version, path: str) -> None:
    """Refuse a library whose major or ABI version differs from the binding's."""
    if version.major != BINDING_MAJOR or version.abi != BINDING_ABI:
        raise VersionMismatchError(
            f"{path} is rigid2d {version} (ABI {version.abi}), but this Python package was "
            f"written for major version {BINDING_MAJOR}, ABI {BINDING_ABI}; "
            f"set RIGID2D_LIBRARY to a matching librigid2d.so")


def load(candidates: Optional[Sequence[str]] = None) -> tuple:
    """Open the first loadable candidate; return (lib, path, version)."""
    reasons = []
    for path in candidates if candidates is not None else library_candidates():
        try:
            library = ffi.dlopen(path)
        except OSError as error:
            reasons.append(f"  {path}: {error}")
            continue
        raw = library.r2d_get_version()
        version = Version(raw.major, raw.minor, raw.patch, raw.abi)
        check_version(version, path)
        return library, path, version
    raise LibraryNotFoundError(
        "librigid2d could not be loaded. An installed package carries it: reinstall with "
        "'pip install --no-build-isolation <checkout>/bindings/python' (in a venv). In a source "
        "checkout, build it with 'meson setup build && meson compile -C build', or set "
        "RIGID2D_LIBRARY to a librigid2d.so. Tried:\n"
        + "\n".join(reasons))


class _Unavailable:
    """Stands in for the library when loading failed; raises why on use."""

    def __init__(self, error: Exception) -> None:
        self._error = error

    def __getattr__(self, name: str) -> Any:
        raise self._error


try:
    lib, LIBRARY_PATH, VERSION = load()
    LOAD_ERROR: Optional[Exception] = None
except (LibraryNotFoundError, VersionMismatchError) as _error:
    lib, LIBRARY_PATH, VERSION, LOAD_ERROR = _Unavailable(_error), None, None, _error


def new_vec2() -> Any:
    """A fresh r2d_vec2 output slot."""
    return ffi.new("r2d_vec2 *")


def pair(value: Sequence[float]) -> tuple:
    """A Python pair as an r2d_vec2 initialiser (cffi takes tuples for
    structs passed by value); unpacking rejects anything but two items."""
    x, y = value
    return (x, y)


def python_value(value: Any) -> Any:
    """A C value as a Python one: r2d_vec2 (the only struct read this way)
    becomes Vec2; numbers and bools already arrive as Python values."""
    if isinstance(value, ffi.CData):
        return Vec2(value.x, value.y)
    return value


def points_array(points: Sequence[Sequence[float]]) -> Any:
    """Points as an r2d_vec2[] the library reads."""
    return ffi.new("r2d_vec2[]", [pair(point) for point in points])


# r2d_status value -> exception class, from the enum as the header spells it.
ERROR_BY_CODE = {code: STATUS_ERRORS.get(name, Error)
                 for name, code in ffi.typeof("r2d_status").relements.items() if code != 0}


def raise_status(status: int, world_closed: bool = False) -> None:
    """Raise the exception for a failed call, with the library's message.

    Must run right after the failing call, before any other rigid2d call on
    this thread replaces the message. ``world_closed`` explains an invalid
    id that comes from a world closed on the Python side.
    """
    message = ffi.string(lib.r2d_last_error_message()).decode("utf-8", "replace")
    if not message:
        message = ffi.string(lib.r2d_status_string(status)).decode("utf-8", "replace")
    if world_closed and status == lib.R2D_ERROR_INVALID_ID:
        message = f"the world is closed ({message})"
    raise ERROR_BY_CODE.get(status, Error)(message, status)
