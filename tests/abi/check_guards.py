#!/usr/bin/env python3
"""No C++ exception crosses the ABI: every function the library exports
that returns an r2d_status runs its whole body inside guard_allocation
(api/status.h), which turns any exception into a status. The exported
names come from the built library; the bodies from src/api/*.cpp.
Functions that return a value instead of a status (defaults, version,
status text) are listed: they build a struct or return a constant, and
have no status to report a failure with.

usage: check_guards.py path/to/librigid2d.so path/to/src/api"""
import pathlib
import re
import subprocess
import sys

library, api_dir = sys.argv[1], pathlib.Path(sys.argv[2])
nm = subprocess.run(["nm", "-D", "--defined-only", library], capture_output=True, text=True, check=True).stdout
exported = sorted({line.split()[2].split("@")[0] for line in nm.splitlines()
                   if len(line.split()) == 3 and line.split()[1] != "A"})

# A definition starts at the left margin with "<type> r2d_name(" and ends
# at the first closing brace at the left margin.
definition = re.compile(r"^([a-z_0-9 ]+?\**)\s*(r2d_[a-z0-9_]+)\(.*?^\}", re.M | re.S)
bodies = {}
for source in sorted(api_dir.glob("*.cpp")):
    for match in definition.finditer(source.read_text()):
        bodies[match.group(2)] = (match.group(1).strip(), match.group(0), source.name)

# Files whose unguarded functions are shown as known gaps; a file that has
# become fully guarded fails the check until it leaves this list.
KNOWN_GAPS = {}

problems, valued, gaps = [], [], {}
for name in exported:
    if name not in bodies:
        problems.append(f"{name}: exported but no definition found in {api_dir}")
        continue
    return_type, text, source = bodies[name]
    if return_type != "r2d_status":
        valued.append(name)
        continue
    body = text[text.index("{") + 1:].strip()
    if not body.startswith("return guard_allocation("):
        if source in KNOWN_GAPS:
            gaps.setdefault(source, []).append(name)
        else:
            problems.append(f"{name} ({source}): the body does not start with return guard_allocation(")
for source, reason in KNOWN_GAPS.items():
    if source not in gaps:
        problems.append(f"{source} is fully guarded now: remove it from KNOWN_GAPS")
    else:
        print(f"KNOWN GAP {source} ({reason}): {len(gaps[source])} unguarded: {' '.join(gaps[source])}")

print(f"{len(exported) - len(valued)} entry points returning a status, {len(valued)} returning a value: "
      + " ".join(valued))
for problem in problems:
    print(problem, file=sys.stderr)
sys.exit(1 if problems else 0)
