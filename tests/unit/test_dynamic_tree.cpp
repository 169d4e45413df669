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

// A tree with the boxes it was given, to check its answers by brute force.
struct CheckedTree {
    DynamicTree tree;
    std::vector<AABB> boxes;  // indexed by proxy id
    std::vector<bool> alive;

    int create(const AABB& box, int32_t user_data) {
        int proxy = tree.create_proxy(box, user_data);
        if (proxy >= static_cast<int>(boxes.size())) {
            boxes.resize(proxy + 1);
            alive.resize(proxy + 1, false);
        }
        boxes[proxy] = box;
        alive[proxy] = true;
        return proxy;
    }
    void move(int proxy, const AABB& box) {
        tree.move_proxy(proxy, box);
        boxes[proxy] = box;
    }
    void destroy(int proxy) {
        tree.destroy_proxy(proxy);
        alive[proxy] = false;
    }
    bool answers_exactly(const AABB& query) const {
        std::vector<int> expected;
        for (int p = 0; p < static_cast<int>(boxes.size()); ++p) {
            if (alive[p] && aabb_overlaps(boxes[p], query)) expected.push_back(p);
        }
        return tree_hits(tree, query) == expected;
    }
};

void test_query_matches_brute_force(void**) {
    Random random{12345u};
    CheckedTree checked;
    std::vector<int> proxies;
    for (int i = 0; i < 1000; ++i) proxies.push_back(checked.create(random_box(random), i));
    for (int round = 0; round < 20; ++round) {
        // move a third, destroy and recreate a few
        for (size_t i = 0; i < proxies.size(); i += 3) {
            checked.move(proxies[(i + round) % proxies.size()], random_box(random));
        }
        for (int k = 0; k < 10; ++k) {
            size_t index = static_cast<size_t>(random.uniform(0.0f, static_cast<float>(proxies.size())));
            checked.destroy(proxies[index]);
            proxies[index] = checked.create(random_box(random), 5000 + k);
        }
        assert_true(checked.tree.is_valid());
        assert_int_equal(checked.tree.proxy_count(), 1000);
        for (int q = 0; q < 50; ++q) {
            AABB query = random_box(random);
            query.upper += Vec2{5.0f, 5.0f};
            assert_true(checked.answers_exactly(query));
        }
    }
    // 1000 leaves: a balanced tree is about 10 deep
    assert_true(checked.tree.height() <= 20);
}

// A pile drifting in small steps: moved proxies mostly keep their place,
// the ancestors below one that holds the new box refitted (the test fails
// if only the parent is), else are reinserted near it; the tree must stay
// exact and shallow all the same.
void test_small_moves_keep_queries_exact(void**) {
    Random random{2024u};
    CheckedTree checked;
    std::vector<int> proxies;
    for (int i = 0; i < 40; ++i) {
        for (int j = 0; j < 40; ++j) {
            Vec2 lower = {0.3f * static_cast<float>(i), 0.3f * static_cast<float>(j)};
            proxies.push_back(checked.create({lower, lower + Vec2{0.35f, 0.35f}}, i * 40 + j));
        }
    }
    for (int round = 0; round < 30; ++round) {
        for (size_t i = static_cast<size_t>(round % 3); i < proxies.size(); i += 3) {
            int proxy = proxies[i];
            Vec2 drift = {random.uniform(-0.1f, 0.1f), random.uniform(-0.1f, 0.1f)};
            const AABB& box = checked.boxes[proxy];
            checked.move(proxy, {box.lower + drift, box.upper + drift});
        }
        assert_true(checked.tree.is_valid());
        for (int q = 0; q < 20; ++q) {
            Vec2 lower = {random.uniform(-1.0f, 12.0f), random.uniform(-1.0f, 12.0f)};
            assert_true(checked.answers_exactly({lower, lower + Vec2{0.6f, 0.6f}}));
        }
    }
    // 1600 leaves: a balanced tree is about 11 deep
    assert_true(checked.tree.height() <= 22);
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
        cmocka_unit_test(test_small_moves_keep_queries_exact),
        cmocka_unit_test(test_sorted_insertion_stays_balanced),
        cmocka_unit_test(test_identical_boxes_stay_shallow),
        cmocka_unit_test(test_query_stops_when_asked),
        cmocka_unit_test(test_deterministic),
    };
    return cmocka_run_group_tests(tests, nullptr, nullptr);
}
