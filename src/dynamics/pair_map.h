// Shape pair -> contact index, as one flat open-addressing table.
//
// Contacts come and go every step in busy scenes; a node-based map would
// allocate for each. Here an insert allocates only when the table grows,
// and removal shifts later entries back so no tombstones pile up. The map
// is only looked up, never iterated, so its layout cannot leak into results.
#pragma once

#include <cstdint>
#include <vector>

namespace r2d {

class PairMap {
public:
    // -1 when absent.
    int32_t find(uint64_t key) const {
        if (slots_.empty()) return -1;
        for (size_t i = home(key);; i = next(i)) {
            const Slot& slot = slots_[i];
            if (slot.value < 0) return -1;
            if (slot.key == key) return slot.value;
        }
    }

    // The key must not be present yet.
    void insert(uint64_t key, int32_t value) {
        if (2 * (count_ + 1) > slots_.size()) grow();
        size_t i = home(key);
        while (slots_[i].value >= 0) i = next(i);
        slots_[i] = {key, value};
        count_ += 1;
    }

    void erase(uint64_t key) {
        if (slots_.empty()) return;
        size_t i = home(key);
        while (slots_[i].value >= 0 && slots_[i].key != key) i = next(i);
        if (slots_[i].value < 0) return;
        // Backward-shift deletion: pull later entries of the run into the
        // hole unless that would move them before their home slot.
        size_t hole = i;
        for (size_t j = next(hole); slots_[j].value >= 0; j = next(j)) {
            size_t h = home(slots_[j].key);
            bool between = hole <= j ? (hole < h && h <= j) : (hole < h || h <= j);
            if (between) continue;
            slots_[hole] = slots_[j];
            hole = j;
        }
        slots_[hole] = Slot{};
        count_ -= 1;
    }

private:
    struct Slot {
        uint64_t key = 0;
        int32_t value = -1;  // -1 marks an empty slot
    };

    size_t home(uint64_t key) const {
        // A multiplicative hash spreads the packed shape indices.
        return static_cast<size_t>((key * 0x9E3779B97F4A7C15ull) >> 32) & (slots_.size() - 1);
    }
    size_t next(size_t i) const { return (i + 1) & (slots_.size() - 1); }

    void grow() {
        std::vector<Slot> old;
        old.swap(slots_);
        slots_.assign(old.empty() ? 64 : 2 * old.size(), Slot{});
        count_ = 0;
        for (const Slot& slot : old) {
            if (slot.value >= 0) insert(slot.key, slot.value);
        }
    }

    std::vector<Slot> slots_;
    size_t count_ = 0;
};

}  // namespace r2d
