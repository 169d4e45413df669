// Flat arrays of objects whose indices stay put: freed slots are chained
// through next_free and reused first. Objects carry a generation so that
// ids of a slot's earlier occupants can be told apart.
#pragma once

#include <cstdint>

namespace r2d {

// Takes a slot from the free list, or grows the array, and resets it to a
// fresh in-use object whose generation follows the slot's last one.
template <class Vector>
int32_t allocate_slot(Vector& items, int32_t& free_head) {
    int32_t index;
    if (free_head >= 0) {
        index = free_head;
        free_head = items[index].next_free;
    } else {
        index = static_cast<int32_t>(items.size());
        items.emplace_back();
    }
    uint16_t generation = items[index].generation;
    items[index] = typename Vector::value_type{};
    // Generations start at 1 so that an all-zero id never names an object.
    uint16_t next = static_cast<uint16_t>(generation + 1);
    items[index].generation = next == 0 ? 1 : next;
    items[index].in_use = true;
    return index;
}

template <class Vector>
void release_slot(Vector& items, int32_t& free_head, int32_t index) {
    items[index].in_use = false;
    items[index].next_free = free_head;
    free_head = index;
}

}  // namespace r2d
