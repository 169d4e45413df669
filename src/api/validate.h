// Argument checks shared by the entry points. Each returns R2D_OK or a
// failure with a message naming the argument.
#pragma once

#include <cmath>

#include "api/status.h"
#include "core/math.h"
#include "rigid2d/rigid2d.h"

// Returns from the enclosing function when a check fails.
#define R2D_TRY(expr)                                          \
    do {                                                       \
        r2d_status r2d_try_status_ = (expr);                   \
        if (r2d_try_status_ != R2D_OK) return r2d_try_status_; \
    } while (0)

namespace r2d {

// Largest coordinate or length accepted from a caller, in metres; floats
// beyond it have no useful precision left for physics.
constexpr float max_coordinate = 1.0e6f;

inline Vec2 to_vec2(r2d_vec2 v) {
    return {v.x, v.y};
}
inline r2d_vec2 to_r2d(Vec2 v) {
    return {v.x, v.y};
}

inline r2d_status check_pointer(const void* pointer, const char* what) {
    return pointer != nullptr ? R2D_OK : fail(R2D_ERROR_NULL_POINTER, "%s is null", what);
}

inline r2d_status check_finite(float value, const char* what) {
    return std::isfinite(value) ? R2D_OK : fail(R2D_ERROR_INVALID_NUMBER, "%s is not finite", what);
}

inline r2d_status check_finite(r2d_vec2 value, const char* what) {
    return std::isfinite(value.x) && std::isfinite(value.y) ? R2D_OK
                                                            : fail(R2D_ERROR_INVALID_NUMBER, "%s is not finite", what);
}

inline r2d_status check_coordinate(r2d_vec2 value, const char* what) {
    R2D_TRY(check_finite(value, what));
    if (std::fabs(value.x) > max_coordinate || std::fabs(value.y) > max_coordinate) {
        return fail(R2D_ERROR_OUT_OF_RANGE, "%s is beyond %g m", what, static_cast<double>(max_coordinate));
    }
    return R2D_OK;
}

// Finite and within [low, high].
inline r2d_status check_range(float value, float low, float high, const char* what) {
    R2D_TRY(check_finite(value, what));
    if (value < low || value > high) {
        return fail(R2D_ERROR_OUT_OF_RANGE, "%s is %g, outside %g..%g", what, static_cast<double>(value),
                    static_cast<double>(low), static_cast<double>(high));
    }
    return R2D_OK;
}

inline r2d_status check_positive(float value, float high, const char* what) {
    R2D_TRY(check_finite(value, what));
    if (!(value > 0.0f) || value > high) {
        return fail(R2D_ERROR_OUT_OF_RANGE, "%s is %g; it must be above 0 and at most %g", what,
                    static_cast<double>(value), static_cast<double>(high));
    }
    return R2D_OK;
}

// An output array of capacity elements with its count: the count pointer
// is required, the array only when it has room for something.
inline r2d_status check_output(const void* out, int32_t capacity, const int32_t* out_count, const char* what) {
    R2D_TRY(check_pointer(out_count, "out_count"));
    if (capacity < 0) return fail(R2D_ERROR_OUT_OF_RANGE, "capacity is negative");
    if (capacity > 0) R2D_TRY(check_pointer(out, what));
    return R2D_OK;
}

// A def must come from its *_default() function: struct_size says which
// layout the caller has, and garbage there means it was never initialised.
inline r2d_status check_def(const void* def, uint32_t struct_size, uint32_t expected, const char* what) {
    R2D_TRY(check_pointer(def, what));
    if (struct_size != expected) {
        return fail(R2D_ERROR_INVALID_ARGUMENT,
                    "%s has struct_size %u; fill it with its r2d_*_default() function first", what, struct_size);
    }
    return R2D_OK;
}

}  // namespace r2d
