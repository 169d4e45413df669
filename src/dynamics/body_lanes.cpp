#include "dynamics/body_lanes.h"

#include <cstdlib>
#include <cstring>

namespace r2d {

namespace {

bool choose_avx() {
#if defined(__x86_64__)
    const char* forced = std::getenv("RIGID2D_SIMD");
    if (forced != nullptr && std::strcmp(forced, "baseline") == 0) return false;
    return __builtin_cpu_supports("avx");
#else
    return false;
#endif
}

}  // namespace

bool lanes_use_avx() {
    static const bool use_avx = choose_avx();
    return use_avx;
}

}  // namespace r2d
