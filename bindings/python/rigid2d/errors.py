"""Exceptions: one class per r2d_status, all subclasses of :class:`Error`.

Classes for statuses that mean "the caller passed a bad value" also derive
from ValueError, as Python's own closed-file errors do; each carries the
status code and the library's detailed message (r2d_last_error_message).
"""

from __future__ import annotations

from typing import Dict, Type


class Error(Exception):
    """Base class of every rigid2d error.

    ``status`` is the r2d_status code (None for errors raised by the binding
    itself) and ``message`` the library's explanation.
    """

    status_name = ""

    def __init__(self, message: str, status: "int | None" = None) -> None:
        super().__init__(message)
        self.message = message
        self.status = status


class NullPointerError(Error, ValueError):
    """A required pointer was null (R2D_ERROR_NULL_POINTER); the Python API never passes one."""

    status_name = "R2D_ERROR_NULL_POINTER"


class InvalidNumberError(Error, ValueError):
    """A float was NaN or infinite (R2D_ERROR_INVALID_NUMBER)."""

    status_name = "R2D_ERROR_INVALID_NUMBER"


class OutOfRangeError(Error, ValueError):
    """A number was outside its allowed range (R2D_ERROR_OUT_OF_RANGE)."""

    status_name = "R2D_ERROR_OUT_OF_RANGE"


class InvalidIdError(Error, ValueError):
    """The object was destroyed, or its world closed (R2D_ERROR_INVALID_ID)."""

    status_name = "R2D_ERROR_INVALID_ID"


class WrongWorldError(Error, ValueError):
    """Objects of different worlds were mixed in one call (R2D_ERROR_WRONG_WORLD)."""

    status_name = "R2D_ERROR_WRONG_WORLD"


class DegeneratePolygonError(Error, ValueError):
    """Polygon points were collinear, repeated or too small (R2D_ERROR_DEGENERATE_POLYGON)."""

    status_name = "R2D_ERROR_DEGENERATE_POLYGON"


class TooManyVerticesError(Error, ValueError):
    """More polygon points than the limit (R2D_ERROR_TOO_MANY_VERTICES)."""

    status_name = "R2D_ERROR_TOO_MANY_VERTICES"


class SelfIntersectingError(Error, ValueError):
    """The edges of a polygon cross (R2D_ERROR_SELF_INTERSECTING)."""

    status_name = "R2D_ERROR_SELF_INTERSECTING"


class InvalidArgumentError(Error, ValueError):
    """A bad enum value or definition (R2D_ERROR_INVALID_ARGUMENT)."""

    status_name = "R2D_ERROR_INVALID_ARGUMENT"


class CapacityError(Error):
    """A limit on the number of objects was reached (R2D_ERROR_CAPACITY)."""

    status_name = "R2D_ERROR_CAPACITY"


class OutOfMemoryError(Error, MemoryError):
    """The library could not allocate memory (R2D_ERROR_OUT_OF_MEMORY)."""

    status_name = "R2D_ERROR_OUT_OF_MEMORY"


class LockedError(Error, RuntimeError):
    """The world is busy, e.g. called from a debug-draw callback (R2D_ERROR_LOCKED)."""

    status_name = "R2D_ERROR_LOCKED"


class InvalidOperationError(Error):
    """Not possible for this object, e.g. a velocity on a static body (R2D_ERROR_INVALID_OPERATION)."""

    status_name = "R2D_ERROR_INVALID_OPERATION"


class LibraryNotFoundError(Error, ImportError):
    """librigid2d.so could not be found or opened."""


class VersionMismatchError(Error, ImportError):
    """The loaded librigid2d has a major or ABI version this package does not speak."""


class NumpyRequiredError(Error, ImportError):
    """A bulk call was made but numpy is not installed."""


STATUS_ERRORS: Dict[str, Type[Error]] = {
    cls.status_name: cls
    for cls in (NullPointerError, InvalidNumberError, OutOfRangeError, InvalidIdError, WrongWorldError,
                DegeneratePolygonError, TooManyVerticesError, SelfIntersectingError, InvalidArgumentError,
                CapacityError, OutOfMemoryError, LockedError, InvalidOperationError)
}
"""Status name (as spelled in rigid2d.h) to exception class."""
