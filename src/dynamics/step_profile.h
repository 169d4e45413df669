// Where a step's time went, stage by stage: what r2d_world_get_profile
// reports, so that a program can see which stage a scene spends its step
// in, and how each scales with workers. Timing only: nothing a step
// computes reads it, so snapshots, serialization and state hashes leave it.
#pragma once

#include <chrono>

namespace r2d {

// Wall-clock milliseconds of the stages of world_step (world_step.cpp), in
// pipeline order; with workers, a stage lasts until all its work is done.
struct StepProfile {
    float step = 0.0f;  // the whole step: the stages and the little between them
    float pairs = 0.0f;
    float collide = 0.0f;
    float prepare = 0.0f;
    float substeps = 0.0f;
    float store = 0.0f;
    float finalize = 0.0f;
    float continuous = 0.0f;
    float sleep = 0.0f;
    float sensors = 0.0f;
};

// Times stages that follow one another: lap() gives the milliseconds since
// the last lap, or since the clock was made.
class StageClock {
public:
    StageClock() : start_(Clock::now()), last_(start_) {}

    float lap() {
        Clock::time_point now = Clock::now();
        float elapsed = milliseconds(now - last_);
        last_ = now;
        return elapsed;
    }
    float since_start() const { return milliseconds(Clock::now() - start_); }

private:
    using Clock = std::chrono::steady_clock;

    static float milliseconds(Clock::duration span) { return std::chrono::duration<float, std::milli>(span).count(); }

    Clock::time_point start_;
    Clock::time_point last_;
};

}  // namespace r2d
