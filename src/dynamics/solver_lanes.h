// Lanes: the contact solver works on eight constraints at once.
//
// GCC/Clang vector extensions give one portable source: on x86-64 the
// compiler emits AVX when the function is built for it and pairs of SSE2
// instructions otherwise; other targets get their own vector or scalar
// code. Every lane does the same IEEE operations as a scalar loop would
// (no fused multiply-add, no approximate reciprocals), so results do not
// depend on which instructions ran.
#pragma once

#include <cstdint>

// Vector arguments change the calling convention between SSE and AVX
// builds; these never cross the library boundary, so the note is noise.
#pragma GCC diagnostic ignored "-Wpsabi"

// Lane helpers must be inlined into each build of the block loops, or the
// AVX build calls SSE2 copies through memory.
#define R2D_LANE_INLINE inline __attribute__((always_inline))

namespace r2d {

constexpr int lane_count = 8;

// Aligned to their size even where the widest registers are narrower, so
// the SSE2 and AVX builds agree on the layout.
typedef float FloatW __attribute__((vector_size(lane_count * sizeof(float)), aligned(lane_count * sizeof(float))));
typedef float Float4 __attribute__((vector_size(4 * sizeof(float)), aligned(4 * sizeof(float))));
// For reading a record of eight floats as one vector.
typedef float FloatWAlias
    __attribute__((vector_size(lane_count * sizeof(float)), aligned(lane_count * sizeof(float)), may_alias));
typedef int32_t MaskW __attribute__((vector_size(lane_count * sizeof(int32_t)), aligned(lane_count * sizeof(int32_t))));

R2D_LANE_INLINE FloatW splat(float value) {
    return FloatW{} + value;
}

// Same choice as std::min / std::max, lane by lane.
R2D_LANE_INLINE FloatW min_lanes(FloatW a, FloatW b) {
    return b < a ? b : a;
}
R2D_LANE_INLINE FloatW max_lanes(FloatW a, FloatW b) {
    return a < b ? b : a;
}

// Square roots lane by lane, zero for a lane that is not positive. IEEE
// square roots are exact to the last bit, so every build agrees; built
// without errno (meson.build), the eight are one vector instruction.
R2D_LANE_INLINE FloatW sqrt_lanes(FloatW x) {
    FloatW root = {};
    for (int i = 0; i < lane_count; ++i) root[i] = x[i] > 0.0f ? __builtin_sqrtf(x[i]) : 0.0f;
    return root;
}

R2D_LANE_INLINE bool any_lane(MaskW mask) {
    for (int i = 0; i < lane_count; ++i) {
        if (mask[i] != 0) return true;
    }
    return false;
}

// Transposes eight rows of eight floats: row i lane j becomes row j lane i.
// The shuffle patterns are those of the unpack, shuffle and half-swap
// instructions, so each step is one instruction (two with SSE2).
R2D_LANE_INLINE void transpose(FloatW (&rows)[8]) {
    FloatW t[8];
    for (int i = 0; i < 8; i += 2) {
        t[i] = __builtin_shufflevector(rows[i], rows[i + 1], 0, 8, 1, 9, 4, 12, 5, 13);
        t[i + 1] = __builtin_shufflevector(rows[i], rows[i + 1], 2, 10, 3, 11, 6, 14, 7, 15);
    }
    FloatW s[8];
    for (int i = 0; i < 8; i += 4) {
        for (int k = 0; k < 2; ++k) {
            s[i + 2 * k] = __builtin_shufflevector(t[i + k], t[i + k + 2], 0, 1, 8, 9, 4, 5, 12, 13);
            s[i + 2 * k + 1] = __builtin_shufflevector(t[i + k], t[i + k + 2], 2, 3, 10, 11, 6, 7, 14, 15);
        }
    }
    for (int i = 0; i < 4; ++i) {
        rows[i] = __builtin_shufflevector(s[i], s[i + 4], 0, 1, 2, 3, 8, 9, 10, 11);
        rows[i + 4] = __builtin_shufflevector(s[i], s[i + 4], 4, 5, 6, 7, 12, 13, 14, 15);
    }
}

// Transposes each half of four rows as a 4x4 matrix: in each half, row i
// element j becomes row j element i. Its own inverse.
R2D_LANE_INLINE void transpose_halves(FloatW (&rows)[4]) {
    FloatW t0 = __builtin_shufflevector(rows[0], rows[1], 0, 8, 1, 9, 4, 12, 5, 13);
    FloatW t1 = __builtin_shufflevector(rows[0], rows[1], 2, 10, 3, 11, 6, 14, 7, 15);
    FloatW t2 = __builtin_shufflevector(rows[2], rows[3], 0, 8, 1, 9, 4, 12, 5, 13);
    FloatW t3 = __builtin_shufflevector(rows[2], rows[3], 2, 10, 3, 11, 6, 14, 7, 15);
    rows[0] = __builtin_shufflevector(t0, t2, 0, 1, 8, 9, 4, 5, 12, 13);
    rows[1] = __builtin_shufflevector(t0, t2, 2, 3, 10, 11, 6, 7, 14, 15);
    rows[2] = __builtin_shufflevector(t1, t3, 0, 1, 8, 9, 4, 5, 12, 13);
    rows[3] = __builtin_shufflevector(t1, t3, 2, 3, 10, 11, 6, 7, 14, 15);
}

// Transposes four rows of eight floats into eight groups of four: group j
// holds lane j of each row. Half the work of the full transpose, for
// writing back only the first four floats of each lane's record.
R2D_LANE_INLINE void transpose_to_quads(const FloatW (&rows)[4], Float4 (&quads)[8]) {
    // Then s[j] holds lane j in its low half and lane j + 4 in its high half.
    FloatW s[4] = {rows[0], rows[1], rows[2], rows[3]};
    transpose_halves(s);
    for (int j = 0; j < 4; ++j) {
        quads[j] = __builtin_shufflevector(s[j], s[j], 0, 1, 2, 3);
        quads[j + 4] = __builtin_shufflevector(s[j], s[j], 4, 5, 6, 7);
    }
}

// The inverse: eight groups of four floats into four rows of eight, for
// reading only the first four floats of each lane's record.
R2D_LANE_INLINE void transpose_from_quads(const Float4 (&quads)[8], FloatW (&rows)[4]) {
    for (int j = 0; j < 4; ++j) rows[j] = __builtin_shufflevector(quads[j], quads[j + 4], 0, 1, 2, 3, 4, 5, 6, 7);
    transpose_halves(rows);
}

}  // namespace r2d
