// Whether a world's step spreads over its own worker threads or runs on
// the stepping thread alone. The results are the same either way (see
// core/workers.h); the time is not. On the development machine a cache
// line took about 110 ns to pass between its two cores at some hours and
// 420 to 600 ns at others, and in the slow hours the tumblers (2,000
// bodies) stepped 0.75 to 0.96 times as fast on two workers as on one,
// while the large scenes still gained 1.2 to 1.6 times. So steps are
// timed both ways: mostly the faster way, and now and then a few the
// other way, to notice when the machine or the scene changes. Timing
// chooses only which thread runs what, never what is computed.
#pragma once

#include <cstdint>

namespace r2d {

class SpreadChoice {
public:
    // Whether the next step spreads.
    bool spread() const { return trial_left_ > 0 ? !spreads_ : spreads_; }
    // How long the step just run took, the way spread() said.
    void record(float step_ms);

    // Steps of each trial of the other way, and the fewest and most steps
    // between trials. A trial that confirms the choice makes the wait four
    // times as long, so that a choice the large scenes make by far costs
    // the trials' slower steps once in max_wait (about 0.15% of
    // many_pyramids' steps on two workers) and its first 200 steps one
    // trial; a trial that changes it resets the wait, so a change of hour
    // is followed within seconds. many_pyramids' first 200 steps on two
    // workers were 2% slower with trials after 16 steps and 3% with trials
    // of 4 steps.
    static constexpr int32_t trial_steps = 2;
    static constexpr int32_t min_wait = 64;
    static constexpr int32_t wait_growth = 4;
    static constexpr int32_t max_wait = 1024;
    // The first steps of a world make its contacts and grow its arrays:
    // not timed.
    static constexpr int32_t untimed_steps = 2;

private:
    float way_ms_[2] = {};   // smoothed step time, on one thread [0] and spread [1]
    float trial_ms_ = 0.0f;  // the current trial's total
    int32_t steps_ = 0;
    int32_t wait_ = min_wait;
    int32_t since_trial_ = 0;
    int32_t trial_left_ = 0;  // steps of the current trial still to run
    bool spreads_ = true;
};

}  // namespace r2d
