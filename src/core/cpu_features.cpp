#include "core/cpu_features.h"

#include <cstdlib>
#include <cstring>

namespace r2d {

namespace {

// The widest set RIGID2D_SIMD allows.
enum class Allowed { baseline, avx, all };

Allowed allowed_by_environment() {
    const char* forced = std::getenv("RIGID2D_SIMD");
    if (forced == nullptr) return Allowed::all;
    if (std::strcmp(forced, "baseline") == 0) return Allowed::baseline;
    if (std::strcmp(forced, "avx") == 0) return Allowed::avx;
    return Allowed::all;
}

struct CpuChoice {
    bool avx512 = false;
    bool avx = false;
    bool avx2 = false;
};

CpuChoice choose() {
    CpuChoice choice;
#if defined(__x86_64__)
    Allowed allowed = allowed_by_environment();
    if (allowed != Allowed::baseline) {
        choice.avx = __builtin_cpu_supports("avx");
        choice.avx2 = __builtin_cpu_supports("avx2");
    }
    // The kernels use AVX-512 for its 32 registers on eight-float vectors
    // (its VL part), not for wider vectors.
    if (allowed == Allowed::all) {
        choice.avx512 = __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512vl");
    }
#endif
    return choice;
}

const CpuChoice& chosen() {
    static const CpuChoice choice = choose();
    return choice;
}

}  // namespace

bool cpu_use_avx512() {
    return chosen().avx512;
}

bool cpu_use_avx() {
    return chosen().avx;
}

bool cpu_use_avx2() {
    return chosen().avx2;
}

}  // namespace r2d
