// Flat arrays of objects whose indices stay put: freed slots are chained
// through next_free and reused first. Objects carry a generation so that
// ids of a slot's earlier occupants can be told apart.
#pragma once

#include <cstdint>
#include <stdexcept>
#include <type_traits>

namespace r2d {

// Ids keep 22 bits of slot and 12 of generation (api/handles.h). A slot of
// an object named by ids is retired, never reused, once its generation
// reaches the maximum, so an old id cannot come to name a new object.
constexpr int32_t max_id_slots = (1 << 22) - 2;
constexpr uint16_t max_id_generation = 0xFFF;

// Whether ids name objects of this type; internal objects (contacts) set it
// false and reuse their slots for ever.
template <class T>
struct NamedByIds : std::true_type {};

// Whether allocate_slot can give count id-named objects slots whose
// indices fit an id: free slots first (a short walk, count is small), then
// new ones.
template <class Vector>
bool slots_available(const Vector& items, int32_t free_head, int32_t count = 1) {
    for (int32_t i = free_head; i >= 0 && count > 0; i = items[i].next_free) count -= 1;
    return static_cast<int32_t>(items.size()) + count <= max_id_slots;
}

// Takes a slot from the free list, or grows the array, and resets it to a
// fresh in-use object whose generation follows the slot's last one.
template <class Vector>
int32_t allocate_slot(Vector& items, int32_t& free_head) {
    using T = typename Vector::value_type;
    int32_t index;
    if (free_head >= 0) {
        index = free_head;
        free_head = items[index].next_free;
    } else {
        // Callers check slots_available first and report CAPACITY; this
        // keeps an index out of the id's other fields regardless.
        if (NamedByIds<T>::value && !slots_available(items, free_head)) throw std::length_error("id slots");
        index = static_cast<int32_t>(items.size());
        items.emplace_back();
    }
    uint16_t generation = items[index].generation;
    items[index] = T{};
    // Generations start at 1 so that an all-zero id never names an object.
    uint16_t next = static_cast<uint16_t>(generation + 1);
    items[index].generation = next == 0 ? 1 : next;
    items[index].in_use = true;
    return index;
}

template <class Vector>
void release_slot(Vector& items, int32_t& free_head, int32_t index) {
    items[index].in_use = false;
    if (NamedByIds<typename Vector::value_type>::value && items[index].generation >= max_id_generation) return;
    items[index].next_free = free_head;
    free_head = index;
}

}  // namespace r2d
