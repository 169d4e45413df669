"""Turn the public C header into the declarations cffi parses.

The cdef is never written by hand: the C preprocessor expands rigid2d.h
(R2D_API becomes nothing outside the library build), and the integer
``R2D_*`` macros are kept as ``#define`` lines, which cffi understands.
The same function produces the shipped ``_cdef.h`` (for installs without a
compiler) and the cdef built at import time, so the two cannot differ in
how they are made.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from pathlib import Path
from typing import Optional, Sequence

PACKAGE_DIR = Path(__file__).resolve().parent
STUB_INCLUDE_DIR = PACKAGE_DIR / "_cstubs"
SHIPPED_CDEF = PACKAGE_DIR / "_cdef.h"
HEADER_NAME = Path("rigid2d") / "rigid2d.h"

GENERATED_NOTICE = (
    "/* Generated from include/rigid2d/rigid2d.h by bindings/python/tools/gen_cdef.py;\n"
    "   do not edit: run that script after changing the header. */\n"
)

# Only the header's own integer constants survive; predefined compiler
# macros, include guards and the empty R2D_API are dropped.
_INTEGER_DEFINE = re.compile(r"^#define (R2D_[A-Z0-9_]+) (\d+)$")


class CdefError(RuntimeError):
    """The header could not be preprocessed into a cdef."""


def find_compiler() -> Optional[str]:
    """The C compiler to preprocess with: $CC if set, else ``cc``, or None."""
    candidate = os.environ.get("CC") or "cc"
    # $CC may carry flags ("gcc -m64"); only its first word is looked up.
    words = candidate.split()
    return candidate if words and shutil.which(words[0]) else None


def find_include_dir(extra: Sequence[Path] = ()) -> Optional[Path]:
    """The directory holding ``rigid2d/rigid2d.h``, or None.

    Looked for in $RIGID2D_INCLUDE_DIR, then ``extra`` (the source
    checkout's include directory), then the usual system prefixes.
    """
    candidates = []
    if os.environ.get("RIGID2D_INCLUDE_DIR"):
        candidates.append(Path(os.environ["RIGID2D_INCLUDE_DIR"]))
    candidates.extend(extra)
    candidates.extend([Path("/usr/local/include"), Path("/usr/include")])
    for directory in candidates:
        if (directory / HEADER_NAME).is_file():
            return directory
    return None


def preprocess(include_dir: Path, compiler: str) -> str:
    """Run the preprocessor on the header and return the cdef text."""
    command = compiler.split() + [
        "-E", "-P", "-dD", "-nostdinc",
        "-I", str(STUB_INCLUDE_DIR), "-I", str(include_dir),
        "-x", "c", str(include_dir / HEADER_NAME),
    ]
    try:
        result = subprocess.run(command, capture_output=True, text=True, check=False)
    except OSError as error:
        raise CdefError(f"cannot run {command[0]}: {error}") from error
    if result.returncode != 0:
        raise CdefError(f"{' '.join(command)} failed:\n{result.stderr}")
    return _to_cdef(result.stdout)


def _to_cdef(preprocessed: str) -> str:
    """Keep R2D_* integer macros and the declarations, in a layout that does
    not depend on the compiler: whitespace is collapsed and lines indented
    by brace depth (gcc and clang leave different spaces for R2D_API)."""
    defines = []
    declarations = []
    depth = 0
    for line in preprocessed.splitlines():
        if line.startswith("#"):
            if _INTEGER_DEFINE.match(line.strip()):
                defines.append(line.strip())
            continue
        words = " ".join(line.split())
        if not words:
            continue
        depth -= words.startswith("}")
        declarations.append("    " * depth + words)
        depth += words.count("{") - words.count("}") + words.startswith("}")
    return GENERATED_NOTICE + "\n".join(defines) + "\n\n" + "\n".join(declarations) + "\n"


def shipped_cdef() -> str:
    """The committed cdef, made by tools/gen_cdef.py."""
    return SHIPPED_CDEF.read_text(encoding="utf-8")
