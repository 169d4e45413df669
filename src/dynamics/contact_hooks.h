// Contact hooks: the world's owner may veto contacts from inside the step.
// The pair filter is asked when a contact would be made, pre-solve once a
// contact's manifold is known. They see slot indices, never ids: src/api
// sets trampolines that translate. Each runs with the world locked, so a
// hook that calls back into the library is refused rather than followed.
#pragma once

#include <cstdint>

namespace r2d {

struct World;

struct ContactHooks {
    // Two shapes that pass the filter test are about to make a contact;
    // false keeps them apart until their fat boxes part and meet again.
    bool (*pair_filter)(void* context, int32_t shape_a, int32_t shape_b) = nullptr;
    // The contact's manifold of this step has points; false disables the
    // contact for this step.
    bool (*pre_solve)(void* context, int32_t contact_index) = nullptr;
    void* context = nullptr;  // handed to both, never read here
};

// Whether the pair filter, if any, lets these shapes make a contact.
bool pair_filter_allows(World& world, int32_t shape_a, int32_t shape_b);

// Whether pre-solve, if any, keeps the contact this step. A contact it
// disables loses its points, so it gets no impulses, is not touching and
// makes no begin or hit event; its manifold is computed afresh next step.
bool pre_solve_allows(World& world, int32_t contact_index);

}  // namespace r2d
