// Which vector instructions the engine's kernels use, chosen once per
// process: what the machine has, unless the environment variable
// RIGID2D_SIMD is "baseline", which keeps every kernel on SSE2 (or plain
// C++ off x86-64). Every kernel gives the same results on every path;
// forcing the baseline lets one machine check that.
#pragma once

namespace r2d {

bool cpu_use_avx();
bool cpu_use_avx2();

}  // namespace r2d
