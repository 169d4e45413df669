// Which vector instructions the engine's kernels use, chosen once per
// process: the widest the machine has, unless the environment variable
// RIGID2D_SIMD names a narrower set: "avx" keeps the kernels off AVX-512,
// "baseline" keeps every kernel on SSE2 (or plain C++ off x86-64). Every
// kernel gives the same results on every path; forcing a narrower one
// lets one machine check that.
#pragma once

namespace r2d {

bool cpu_use_avx512();
bool cpu_use_avx();
bool cpu_use_avx2();

}  // namespace r2d
