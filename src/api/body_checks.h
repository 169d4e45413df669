// The ranges of a body's settings, checked alike by r2d_body_create and
// by the setters.
#pragma once

#include "api/validate.h"

namespace r2d {

inline r2d_status check_damping(float damping, const char* what) {
    return check_range(damping, 0.0f, max_coordinate, what);
}

inline r2d_status check_gravity_scale(float scale) {
    return check_range(scale, -max_coordinate, max_coordinate, "gravity_scale");
}

inline r2d_status check_body_type(int32_t type) {
    if (type < R2D_BODY_STATIC || type > R2D_BODY_DYNAMIC) {
        return fail(R2D_ERROR_INVALID_ARGUMENT, "body type %d is not an r2d_body_type", type);
    }
    return R2D_OK;
}

}  // namespace r2d
