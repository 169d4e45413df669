// Room reserved ahead of need, so that later pushes cannot allocate.
#pragma once

#include <algorithm>
#include <cstddef>

namespace r2d {

// Grows the capacity at least twofold, so a need that creeps up one by one
// (contacts added, bodies created) allocates a few times, not every time.
template <typename Vector>
void reserve_doubling(Vector& vector, size_t count) {
    if (count > vector.capacity()) vector.reserve(std::max(count, 2 * vector.capacity()));
}

}  // namespace r2d
