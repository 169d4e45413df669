#include "core/spread_choice.h"

#include <algorithm>

namespace r2d {

namespace {

// Weight of a step in the chosen way's smoothed time.
constexpr float smoothing = 0.125f;

}  // namespace

void SpreadChoice::record(float step_ms) {
    if (steps_ < untimed_steps) {
        ++steps_;
        return;
    }
    float& chosen_ms = way_ms_[spreads_ ? 1 : 0];
    if (trial_left_ > 0) {
        trial_ms_ += step_ms;
        if (--trial_left_ > 0) return;
        float trial_ms = trial_ms_ / static_cast<float>(trial_steps);
        way_ms_[spreads_ ? 0 : 1] = trial_ms;
        if (trial_ms < chosen_ms) {
            spreads_ = !spreads_;
            wait_ = min_wait;
        } else {
            wait_ = std::min(wait_growth * wait_, max_wait);
        }
        since_trial_ = 0;
        return;
    }
    chosen_ms = chosen_ms == 0.0f ? step_ms : chosen_ms + smoothing * (step_ms - chosen_ms);
    if (++since_trial_ >= wait_) {
        trial_left_ = trial_steps;
        trial_ms_ = 0.0f;
    }
}

}  // namespace r2d
