// The broadphase reports every pair whose fat boxes came to overlap since
// the last report exactly once, ordered, and never pairs two static shapes,
// on one worker and across three (whose search may run out of room and
// start again on one).
#include <algorithm>
#include <set>
#include <utility>
#include <vector>

#include "collision/broadphase.h"
#include "unit_test.h"

using namespace r2d;
using namespace r2d_test;

namespace {

using Pair = std::pair<int, int>;

AABB fattened(const AABB& box) {
    Vec2 margin = {fat_margin, fat_margin};
    return {box.lower - margin, box.upper + margin};
}

Workers one_worker;

std::vector<Pair> collect(BroadPhase& broadphase, Workers& workers = one_worker) {
    std::vector<Pair> pairs;
    broadphase.update_pairs(workers, [&](int a, int b) { pairs.emplace_back(a, b); });
    return pairs;
}

// The worker counts each search test runs at.
constexpr int worker_counts[] = {1, 3};

Workers started(int count) {
    Workers workers;
    workers.start(count, {});
    return workers;
}

void assert_ordered_and_unique(const std::vector<Pair>& pairs) {
    for (size_t i = 0; i < pairs.size(); ++i) {
        assert_true(pairs[i].first < pairs[i].second);
        if (i > 0) assert_true(pairs[i - 1] < pairs[i]);
    }
}

struct Scene {
    BroadPhase broadphase;
    std::vector<int> proxies;
    std::vector<AABB> tight;
    std::vector<ProxyType> types;
    Random random{99u};

    void add(const AABB& box, ProxyType type) {
        proxies.push_back(broadphase.create_proxy(box, static_cast<int32_t>(proxies.size()), type));
        tight.push_back(box);
        types.push_back(type);
    }
    AABB random_box() {
        Vec2 lower = {random.uniform(-10.0f, 10.0f), random.uniform(-10.0f, 10.0f)};
        return {lower, lower + Vec2{random.uniform(0.2f, 2.0f), random.uniform(0.2f, 2.0f)}};
    }
    std::vector<AABB> fat_boxes() const {
        std::vector<AABB> boxes;
        for (int proxy : proxies) boxes.push_back(broadphase.fat_aabb(proxy));
        return boxes;
    }
    // Every pair of fat boxes overlapping, excluding static-static and
    // kinematic-kinematic, among those with a moved member whose boxes did
    // not overlap at the last report (last_boxes; empty: all are new).
    std::vector<Pair> expected(const std::vector<bool>& moved, const std::vector<AABB>& last_boxes = {}) const {
        std::vector<Pair> pairs;
        for (size_t i = 0; i < proxies.size(); ++i) {
            for (size_t j = i + 1; j < proxies.size(); ++j) {
                if (!moved[i] && !moved[j]) continue;
                if (types[i] == types[j] && types[i] != ProxyType::dynamic_body) continue;
                if (!last_boxes.empty() && aabb_overlaps(last_boxes[i], last_boxes[j])) continue;
                if (aabb_overlaps(broadphase.fat_aabb(proxies[i]), broadphase.fat_aabb(proxies[j])))
                    pairs.emplace_back(static_cast<int>(i), static_cast<int>(j));
            }
        }
        return pairs;
    }
};

void test_initial_pairs_match_brute_force(void**) {
    for (int count : worker_counts) {
        Workers workers = started(count);
        Scene scene;
        for (int i = 0; i < 600; ++i) {
            ProxyType type = i % 5 == 0 ? ProxyType::static_body
                                        : (i % 7 == 0 ? ProxyType::kinematic_body : ProxyType::dynamic_body);
            scene.add(scene.random_box(), type);
        }
        for (size_t i = 0; i < scene.proxies.size(); ++i) {
            const AABB& fat = scene.broadphase.fat_aabb(scene.proxies[i]);
            AABB want = fattened(scene.tight[i]);
            assert_true(aabb_contains(fat, want) && aabb_contains(want, fat));
        }
        std::vector<Pair> pairs = collect(scene.broadphase, workers);
        assert_ordered_and_unique(pairs);
        std::vector<Pair> expected = scene.expected(std::vector<bool>(scene.proxies.size(), true));
        // More than three workers' first room (3 x 256): some worker runs
        // out, and the search starts again on the stepping thread.
        assert_true(expected.size() > 3 * 256);
        assert_true(pairs == expected);
        // nothing moved since: nothing to report
        assert_int_equal(collect(scene.broadphase, workers).size(), 0);
    }
}

void test_moves_report_only_new_candidates(void**) {
    for (int count : worker_counts) {
        Workers workers = started(count);
        Scene scene;
        for (int i = 0; i < 200; ++i) {
            scene.add(scene.random_box(), i % 4 == 0 ? ProxyType::static_body : ProxyType::dynamic_body);
        }
        collect(scene.broadphase, workers);
        for (int round = 0; round < 10; ++round) {
            std::vector<bool> moved(scene.proxies.size(), false);
            std::vector<AABB> last_boxes = scene.fat_boxes();
            for (size_t i = 0; i < scene.proxies.size(); ++i) {
                // small drift stays inside the fat box; jumps leave it
                bool jump = (i + static_cast<size_t>(round)) % 6 == 0;
                AABB box = jump ? scene.random_box() : scene.tight[i];
                if (!jump) {
                    Vec2 drift = {0.3f * fat_margin, -0.3f * fat_margin};
                    box = {box.lower + drift, box.upper + drift};
                }
                bool left = scene.broadphase.move_proxy(scene.proxies[i], box, {});
                assert_true(left == !aabb_contains(fattened(scene.tight[i]), box));
                if (left) scene.tight[i] = box;
                moved[i] = left;
            }
            std::vector<Pair> pairs = collect(scene.broadphase, workers);
            assert_ordered_and_unique(pairs);
            std::vector<Pair> expected = scene.expected(moved, last_boxes);
            assert_true(!expected.empty());
            assert_true(pairs == expected);
        }
    }
}

void test_destroyed_proxies_are_forgotten(void**) {
    BroadPhase broadphase;
    int a = broadphase.create_proxy({{0.0f, 0.0f}, {1.0f, 1.0f}}, 0, ProxyType::dynamic_body);
    int b = broadphase.create_proxy({{0.5f, 0.5f}, {1.5f, 1.5f}}, 1, ProxyType::dynamic_body);
    broadphase.create_proxy({{0.5f, 0.0f}, {1.5f, 1.0f}}, 2, ProxyType::static_body);
    broadphase.destroy_proxy(b);
    std::vector<Pair> pairs = collect(broadphase);
    assert_int_equal(pairs.size(), 1);
    assert_true(pairs[0] == Pair(0, 2));
    // the freed slot is reused, and the newcomer pairs with both
    int c = broadphase.create_proxy({{0.2f, 0.2f}, {0.8f, 0.8f}}, 3, ProxyType::dynamic_body);
    assert_true(c != a);
    pairs = collect(broadphase);
    assert_int_equal(pairs.size(), 2);
    assert_true(pairs[0] == Pair(0, 3));
    assert_true(pairs[1] == Pair(2, 3));
}

void test_pairs_compare_with_boxes_at_last_report(void**) {
    BroadPhase broadphase;
    AABB home = {{0.0f, 0.0f}, {1.0f, 1.0f}};
    AABB away = {{5.0f, 5.0f}, {6.0f, 6.0f}};
    int a = broadphase.create_proxy(home, 0, ProxyType::dynamic_body);
    broadphase.create_proxy(home, 1, ProxyType::static_body);
    // a new proxy pairs with all it overlaps, however often it moved since
    broadphase.move_proxy(a, away, {});
    broadphase.move_proxy(a, home, {});
    assert_int_equal(collect(broadphase).size(), 1);
    // away and back between two reports: the pair is not new
    broadphase.move_proxy(a, away, {});
    broadphase.move_proxy(a, home, {});
    assert_int_equal(collect(broadphase).size(), 0);
    // apart at one report, together at the next: new again
    broadphase.move_proxy(a, away, {});
    assert_int_equal(collect(broadphase).size(), 0);
    broadphase.move_proxy(a, home, {});
    assert_int_equal(collect(broadphase).size(), 1);
}

void test_fat_boxes_reach_ahead_of_travel(void**) {
    BroadPhase broadphase;
    AABB box = {{0.0f, 0.0f}, {1.0f, 1.0f}};
    int proxy = broadphase.create_proxy(box, 0, ProxyType::dynamic_body);
    Vec2 travel = {0.5f, -0.25f};
    // the box swept by travel sticks out of the fat box: a new fat box
    assert_true(broadphase.move_proxy(proxy, box, travel));
    const AABB& fat = broadphase.fat_aabb(proxy);
    assert_float_equal(fat.lower.x, -fat_margin, 1e-6f);
    assert_float_equal(fat.upper.x, 1.0f + fat_travel_steps * travel.x + fat_margin, 1e-6f);
    assert_float_equal(fat.lower.y, fat_travel_steps * travel.y - fat_margin, 1e-6f);
    assert_float_equal(fat.upper.y, 1.0f + fat_margin, 1e-6f);
    // moving on at that speed keeps it inside for the steps it anticipated
    for (int step = 1; step < static_cast<int>(fat_travel_steps); ++step) {
        Vec2 offset = static_cast<float>(step) * travel;
        assert_false(broadphase.move_proxy(proxy, {box.lower + offset, box.upper + offset}, travel));
    }
    Vec2 offset = fat_travel_steps * travel;
    assert_true(broadphase.move_proxy(proxy, {box.lower + offset, box.upper + offset}, travel));
}

// finalize_bodies moves a proxy in two halves: the test and the new fat
// box where the body is placed, the move later. The halves end where
// move_proxy does, with the same pairs reported.
void test_split_moves_match_whole_moves(void**) {
    Scene whole;
    Scene split;
    for (int i = 0; i < 200; ++i) {
        AABB box = whole.random_box();
        whole.add(box, ProxyType::dynamic_body);
        split.add(box, ProxyType::dynamic_body);
    }
    collect(whole.broadphase);
    collect(split.broadphase);
    Random random{7u};
    for (int round = 0; round < 10; ++round) {
        int moved = 0;
        for (size_t i = 0; i < whole.proxies.size(); ++i) {
            Vec2 travel = {random.uniform(-0.5f, 0.5f), random.uniform(-0.5f, 0.5f)};
            AABB box = {whole.tight[i].lower + travel, whole.tight[i].upper + travel};
            whole.tight[i] = box;
            bool left = whole.broadphase.move_proxy(whole.proxies[i], box, travel);
            assert_true(left == !split.broadphase.fat_box_holds(split.proxies[i], box, travel));
            if (left) split.broadphase.move_proxy_to(split.proxies[i], BroadPhase::moved_fat_box(box, travel));
            moved += left;
            const AABB& a = whole.broadphase.fat_aabb(whole.proxies[i]);
            const AABB& b = split.broadphase.fat_aabb(split.proxies[i]);
            assert_true(aabb_contains(a, b) && aabb_contains(b, a));
        }
        assert_true(moved > 0);
        std::vector<Pair> pairs = collect(split.broadphase);
        assert_true(!pairs.empty());
        assert_true(pairs == collect(whole.broadphase));
    }
}

}  // namespace

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_initial_pairs_match_brute_force),
        cmocka_unit_test(test_moves_report_only_new_candidates),
        cmocka_unit_test(test_destroyed_proxies_are_forgotten),
        cmocka_unit_test(test_pairs_compare_with_boxes_at_last_report),
        cmocka_unit_test(test_fat_boxes_reach_ahead_of_travel),
        cmocka_unit_test(test_split_moves_match_whole_moves),
    };
    return cmocka_run_group_tests(tests, nullptr, nullptr);
}
