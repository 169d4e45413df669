// The dynamic tree answers box queries exactly like a brute-force scan,
// through creations, moves and destructions, and stays balanced.
#include <algorithm>
#include <vector>

#include "collision/dynamic_tree.h"
#include "unit_test.h"

using namespace r2d;
using namespace r2d_test;

namespace {

AABB random_box(Random& random) {
    Vec2 lower = {random.uniform(-50.0f, 50.0f), random.uniform(-50.0f, 50.0f)};
    Vec2 size = {random.uniform(0.1f, 3.0f), random.uniform(0.1f, 3.0f)};
    return {lower, lower + size};
}

std::vector<int> tree_hits(const DynamicTree& tree, const AABB& query) {
    std::vector<int> hits;
    tree.query(query, [&](int proxy) {
        hits.push_back(proxy);
        return true;
    });
    std::sort(hits.begin(), hits.end());
    return hits;
}

void test_query_matches_brute_force(void**) {
    Random random{12345u};
    DynamicTree tree;
    std::vector<int> proxies;
    std::vector<AABB> boxes;  // indexed by proxy id
    std::vector<bool> alive;
    for (int i = 0; i < 1000; ++i) {
        AABB box = random_box(random);
        int proxy = tree.create_proxy(box, i);
        if (proxy >= static_cast<int>(boxes.size())) {
            boxes.resize(proxy + 1);
            alive.resize(proxy + 1, false);
        }
        boxes[proxy] = box;
        alive[proxy] = true;
        proxies.push_back(proxy);
    }
    for (int round = 0; round < 20; ++round) {
        // move a third, destroy and recreate a few
        for (size_t i = 0; i < proxies.size(); i += 3) {
            int proxy = proxies[(i + round) % proxies.size()];
            AABB box = random_box(random);
            tree.move_proxy(proxy, box);
            boxes[proxy] = box;
        }
        for (int k = 0; k < 10; ++k) {
            size_t index = static_cast<size_t>(random.uniform(0.0f, static_cast<float>(proxies.size())));
            tree.destroy_proxy(proxies[index]);
            alive[proxies[index]] = false;
            AABB box = random_box(random);
            int proxy = tree.create_proxy(box, 5000 + k);
            if (proxy >= static_cast<int>(boxes.size())) {
                boxes.resize(proxy + 1);
                alive.resize(proxy + 1, false);
            }
            boxes[proxy] = box;
            alive[proxy] = true;
            proxies[index] = proxy;
        }
        assert_true(tree.is_valid());
        assert_int_equal(tree.proxy_count(), 1000);
        for (int q = 0; q < 50; ++q) {
            AABB query = random_box(random);
            query.upper += Vec2{5.0f, 5.0f};
            std::vector<int> expected;
            for (int p = 0; p < static_cast<int>(boxes.size()); ++p) {
                if (alive[p] && aabb_overlaps(boxes[p], query)) expected.push_back(p);
            }
            assert_true(tree_hits(tree, query) == expected);
        }
    }
    // 1000 leaves: a balanced tree is about 10 deep
    assert_true(tree.height() <= 20);
}

// Boxes inserted in sorted order (a worst case for naive insertion) still
// give a shallow tree.
void test_sorted_insertion_stays_balanced(void**) {
    DynamicTree tree;
    for (int i = 0; i < 4096; ++i) {
        float x = static_cast<float>(i);
        tree.create_proxy({{x, 0.0f}, {x + 0.5f, 0.5f}}, i);
    }
    assert_true(tree.is_valid());
    assert_true(tree.height() <= 2 * 12);
}

// Identical boxes tie every insertion cost; height balancing must still
// stop them forming a chain (which would also overflow a query's stack).
void test_identical_boxes_stay_shallow(void**) {
    DynamicTree tree;
    for (int i = 0; i < 5000; ++i) tree.create_proxy({{0.0f, 0.0f}, {1.0f, 1.0f}}, i);
    assert_true(tree.is_valid());
    assert_true(tree.height() <= 40);
    int hits = 0;
    tree.query({{0.5f, 0.5f}, {0.6f, 0.6f}}, [&](int) { return ++hits > 0; });
    assert_int_equal(hits, 5000);
}

void test_query_stops_when_asked(void**) {
    DynamicTree tree;
    for (int i = 0; i < 10; ++i) tree.create_proxy({{0.0f, 0.0f}, {1.0f, 1.0f}}, i);
    int visits = 0;
    tree.query({{0.0f, 0.0f}, {1.0f, 1.0f}}, [&](int) { return ++visits < 3; });
    assert_int_equal(visits, 3);
}

// Same operations, same tree: query results come in the same order.
void test_deterministic(void**) {
    std::vector<int> orders[2];
    for (std::vector<int>& order : orders) {
        Random random{777u};
        DynamicTree tree;
        for (int i = 0; i < 300; ++i) tree.create_proxy(random_box(random), i);
        for (int i = 0; i < 300; i += 2) tree.move_proxy(i, random_box(random));
        tree.query({{-20.0f, -20.0f}, {20.0f, 20.0f}}, [&](int proxy) {
            order.push_back(tree.user_data(proxy));
            return true;
        });
    }
    assert_true(!orders[0].empty());
    assert_true(orders[0] == orders[1]);
}

}  // namespace

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_query_matches_brute_force),
        cmocka_unit_test(test_sorted_insertion_stays_balanced),
        cmocka_unit_test(test_identical_boxes_stay_shallow),
        cmocka_unit_test(test_query_stops_when_asked),
        cmocka_unit_test(test_deterministic),
    };
    return cmocka_run_group_tests(tests, nullptr, nullptr);
}
