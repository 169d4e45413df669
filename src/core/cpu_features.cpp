#include "core/cpu_features.h"

#include <cstdlib>
#include <cstring>

namespace r2d {

namespace {

bool baseline_forced() {
    const char* forced = std::getenv("RIGID2D_SIMD");
    return forced != nullptr && std::strcmp(forced, "baseline") == 0;
}

struct CpuChoice {
    bool avx = false;
    bool avx2 = false;
};

CpuChoice choose() {
    CpuChoice choice;
#if defined(__x86_64__)
    if (!baseline_forced()) {
        choice.avx = __builtin_cpu_supports("avx");
        choice.avx2 = __builtin_cpu_supports("avx2");
    }
#endif
    return choice;
}

const CpuChoice& chosen() {
    static const CpuChoice choice = choose();
    return choice;
}

}  // namespace

bool cpu_use_avx() {
    return chosen().avx;
}

bool cpu_use_avx2() {
    return chosen().avx2;
}

}  // namespace r2d
