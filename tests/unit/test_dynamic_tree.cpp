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

// A pile drifting in small steps: moved proxies are reinserted near their
// old place, and the tree must stay exact and shallow all the same.
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

// Keeps nothing: visit_state with it is what a snapshot restore does to
// the tree's remembered regions.
struct ForgetfulVisitor {
    template <class T>
    void array(T&) {}
    template <class T>
    void value(T&) {}
};

// Region moves, as finalize makes them on the workers: each region's moves
// in its own order, the regions in any order, the deferred ones after.
// One tree remembers its leaves' regions from step to step, the other
// forgets them at every step, as after a restore; both must find the same
// regions and end as the same tree, and answer queries exactly.
void test_region_moves(void**) {
    Random random{4242u};
    CheckedTree trees[2];
    std::vector<int> proxies[2];
    for (int t = 0; t < 2; ++t) {
        Random same{99u};
        for (int i = 0; i < 3000; ++i) proxies[t].push_back(trees[t].create(random_box(same), i));
    }
    int region_moved = 0;
    int deferred = 0;
    for (int round = 0; round < 40; ++round) {
        // A third drift a little, a few jump far, a few are made anew.
        std::vector<std::pair<size_t, AABB>> moves;
        for (size_t i = static_cast<size_t>(round % 3); i < proxies[0].size(); i += 3) {
            const AABB& box = trees[0].boxes[proxies[0][i]];
            Vec2 drift = {random.uniform(-0.4f, 0.4f), random.uniform(-0.4f, 0.4f)};
            bool jump = random.uniform(0.0f, 1.0f) < 0.02f;
            moves.push_back({i, jump ? random_box(random) : AABB{box.lower + drift, box.upper + drift}});
        }
        size_t remade = static_cast<size_t>(random.uniform(0.0f, static_cast<float>(proxies[0].size())));
        AABB remade_box = random_box(random);
        int regions[2][DynamicTree::region_count][2] = {};
        for (int t = 0; t < 2; ++t) {
            CheckedTree& checked = trees[t];
            if (t == 1) {
                ForgetfulVisitor forget;
                checked.tree.visit_state(forget);
            }
            checked.tree.begin_regions();
            // Indices into moves, by region, and those that move one by one.
            std::vector<size_t> by_region[DynamicTree::region_count];
            std::vector<size_t> serial;
            for (size_t m = 0; m < moves.size(); ++m) {
                int region = checked.tree.region_of(proxies[t][moves[m].first]);
                (region < 0 ? serial : by_region[region]).push_back(m);
            }
            // The first tree takes the regions in order, the second backwards.
            for (int k = 0; k < DynamicTree::region_count; ++k) {
                int region = t == 0 ? k : DynamicTree::region_count - 1 - k;
                for (size_t m : by_region[region]) {
                    int proxy = proxies[t][moves[m].first];
                    if (checked.tree.move_proxy_in_region(proxy, moves[m].second, region)) {
                        checked.boxes[proxy] = moves[m].second;
                        ++regions[t][region][0];
                    } else {
                        serial.push_back(m);
                        ++regions[t][region][1];
                    }
                }
            }
            checked.tree.end_regions();
            std::sort(serial.begin(), serial.end());
            for (size_t m : serial) checked.move(proxies[t][moves[m].first], moves[m].second);
            checked.destroy(proxies[t][remade]);
            proxies[t][remade] = checked.create(remade_box, 9000 + round);
            assert_true(checked.tree.is_valid());
        }
        for (int region = 0; region < DynamicTree::region_count; ++region) {
            assert_int_equal(regions[0][region][0], regions[1][region][0]);
            assert_int_equal(regions[0][region][1], regions[1][region][1]);
            region_moved += regions[0][region][0];
            deferred += regions[0][region][1];
        }
        AABB everything = {{-60.0f, -60.0f}, {60.0f, 60.0f}};
        std::vector<int> orders[2];
        for (int t = 0; t < 2; ++t) {
            trees[t].tree.query(everything, [&](int proxy) {
                orders[t].push_back(proxy);
                return true;
            });
        }
        assert_true(orders[0] == orders[1]);
        for (int q = 0; q < 20; ++q) {
            AABB query = random_box(random);
            assert_true(trees[0].answers_exactly(query));
        }
    }
    // Most moves stay in their region; some leave it.
    assert_true(region_moved > 10 * deferred);
    assert_true(deferred > 0);
    assert_true(trees[0].tree.height() <= 30);
}

// Leaves remember their regions; boxes added far away rebuild the top of
// the tree, and leaves removed make it shallower: every region a leaf
// remembers must still be its own (is_valid checks each against a walk).
void test_region_labels_follow_the_top(void**) {
    Random random{31u};
    CheckedTree checked;
    std::vector<int> proxies;
    for (int i = 0; i < 2000; ++i) proxies.push_back(checked.create(random_box(random), i));
    auto label_all = [&]() {
        checked.tree.begin_regions();
        int in_regions = 0;
        for (int proxy : proxies) in_regions += checked.tree.region_of(proxy) >= 0 ? 1 : 0;
        return in_regions;
    };
    assert_true(label_all() > 1900);
    for (int i = 0; i < 200; ++i) {
        Vec2 lower = {1000.0f + static_cast<float>(i), 1000.0f};
        proxies.push_back(checked.create({lower, lower + Vec2{0.5f, 0.5f}}, 5000 + i));
        assert_true(checked.tree.is_valid());
    }
    label_all();
    while (proxies.size() > 20) {
        checked.destroy(proxies.back());
        proxies.pop_back();
        assert_true(checked.tree.is_valid());
    }
    // 20 leaves: few lie below the regions' roots
    assert_true(label_all() < 20);
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
        cmocka_unit_test(test_region_moves),
        cmocka_unit_test(test_region_labels_follow_the_top),
    };
    return cmocka_run_group_tests(tests, nullptr, nullptr);
}
