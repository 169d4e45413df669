#!/usr/bin/env python3
"""Regenerate bindings/python/rigid2d/_cdef.h from include/rigid2d/rigid2d.h.

Run after every change to the public header; tests/test_cdef.py fails when
the committed file no longer matches what this script produces.
"""

import argparse
import importlib.util
import sys
from pathlib import Path

BINDINGS_DIR = Path(__file__).resolve().parent.parent
REPO_ROOT = BINDINGS_DIR.parent.parent


def _load_cdefgen():
    """Load rigid2d/_cdefgen.py alone: importing the package would load the
    library and parse the very cdef this script is about to replace."""
    path = BINDINGS_DIR / "rigid2d" / "_cdefgen.py"
    spec = importlib.util.spec_from_file_location("rigid2d_cdefgen", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


_cdefgen = _load_cdefgen()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--output", type=Path, default=_cdefgen.SHIPPED_CDEF,
                        help="where to write the cdef (default: the package's _cdef.h)")
    arguments = parser.parse_args()
    compiler = _cdefgen.find_compiler()
    if compiler is None:
        print("gen_cdef: no C compiler found (set CC)", file=sys.stderr)
        return 1
    cdef = _cdefgen.preprocess(REPO_ROOT / "include", compiler)
    arguments.output.write_text(cdef, encoding="utf-8")
    print(f"gen_cdef: wrote {arguments.output}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
