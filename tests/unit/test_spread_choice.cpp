// SpreadChoice, fed made-up step times: it settles on the faster way,
// tries the other way seldom enough to cost under 1% while its choice
// holds, and follows a change of the faster way within about max_wait
// steps.
#include "core/spread_choice.h"
#include "unit_test.h"

using namespace r2d;

namespace {

// Runs steps that take spread_ms spread and inline_ms inline; returns how
// many ran spread.
int32_t run_steps(SpreadChoice& choice, int32_t steps, float spread_ms, float inline_ms) {
    int32_t spread = 0;
    for (int32_t i = 0; i < steps; ++i) {
        bool spreads = choice.spread();
        spread += spreads ? 1 : 0;
        choice.record(spreads ? spread_ms : inline_ms);
    }
    return spread;
}

void test_keeps_spreading_when_it_pays(void**) {
    SpreadChoice choice;
    int32_t steps = 20000;
    int32_t inline_steps = steps - run_steps(choice, steps, 10.0f, 16.0f);
    // Trials after 64, 256 and 1,024 steps, then every 1,024.
    assert_true(inline_steps > 0);
    assert_true(inline_steps < steps / 100);
}

void test_runs_inline_when_spreading_is_slower(void**) {
    SpreadChoice choice;
    int32_t steps = 20000;
    int32_t spread_steps = run_steps(choice, steps, 2.6f, 2.5f);
    // Spread until the first trial, then only trials.
    int32_t before_first_trial = SpreadChoice::untimed_steps + SpreadChoice::min_wait;
    assert_true(spread_steps >= before_first_trial);
    assert_true(spread_steps - before_first_trial < steps / 100);
}

void test_follows_a_change_of_the_faster_way(void**) {
    SpreadChoice choice;
    run_steps(choice, 10000, 10.0f, 16.0f);
    // The cores now pass lines slowly: inline is faster. After the longest
    // wait and one trial the choice has followed; from then on the other
    // way runs only in trials (after 64, 256 and 1,024 steps).
    int32_t change = SpreadChoice::max_wait + SpreadChoice::trial_steps;
    run_steps(choice, change, 20.0f, 16.0f);
    int32_t trials_within_2000 = 3 * SpreadChoice::trial_steps;
    assert_true(run_steps(choice, 2000, 20.0f, 16.0f) <= trials_within_2000);
    // And back.
    run_steps(choice, change, 10.0f, 16.0f);
    assert_true(2000 - run_steps(choice, 2000, 10.0f, 16.0f) <= trials_within_2000);
}

}  // namespace

int main() {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_keeps_spreading_when_it_pays),
        cmocka_unit_test(test_runs_inline_when_spreading_is_slower),
        cmocka_unit_test(test_follows_a_change_of_the_faster_way),
    };
    return cmocka_run_group_tests(tests, nullptr, nullptr);
}
