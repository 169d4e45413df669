// The ranges of the world's settings, checked alike when a world is
// created and when a setting changes later.
#pragma once

#include "api/validate.h"

namespace r2d {

inline r2d_status check_substeps(int32_t substep_count) {
    if (substep_count < 1 || substep_count > 64) {
        return fail(R2D_ERROR_OUT_OF_RANGE, "substep_count is %d; it must be 1..64", substep_count);
    }
    return R2D_OK;
}

// Workers of one world's step, or threads of a batch step.
inline r2d_status check_worker_count(int32_t count, const char* what) {
    if (count < 1 || count > 64) return fail(R2D_ERROR_OUT_OF_RANGE, "%s is %d; it must be 1..64", what, count);
    return R2D_OK;
}

inline r2d_status check_contact_hertz(float hertz) {
    return check_positive(hertz, 1.0e4f, "contact_hertz");
}

inline r2d_status check_contact_damping_ratio(float ratio) {
    return check_range(ratio, 0.0f, 1.0e4f, "contact_damping_ratio");
}

inline r2d_status check_contact_push_max_speed(float speed) {
    return check_positive(speed, 1.0e4f, "contact_push_max_speed");
}

inline r2d_status check_restitution_threshold(float speed) {
    return check_range(speed, 0.0f, 1.0e4f, "restitution_threshold");
}

inline r2d_status check_hit_event_threshold(float speed) {
    return check_range(speed, 0.0f, 1.0e4f, "hit_event_threshold");
}

inline r2d_status check_max_linear_speed(float speed) {
    return check_positive(speed, 1.0e6f, "max_linear_speed");
}

}  // namespace r2d
