// Geometry shared by the shapes that have the same: a world of a thousand
// equal crates keeps one polygon. Collide then reads every crate's polygon
// from the same few cache lines, a shape is two lines instead of four, and
// a snapshot of the world is an eighth smaller. Shapes hold an entry's
// index; entries are found by their bytes (every byte of a Geometry is
// defined, see Geometry) and counted, and the last release frees one.
#pragma once

#include <cstdint>
#include <vector>

#include "geometry/shapes.h"

namespace r2d {

class GeometryPool {
public:
    // Room for count more adds, which then allocate nothing, so cannot fail.
    void reserve(int32_t count);
    // The index of the entry with these bytes: an existing one, now shared
    // once more, or a new one.
    int32_t add(const Geometry& geometry);
    // One user fewer; the last frees the entry.
    void release(int32_t index);

    const Geometry& operator[](int32_t index) const { return entries_[index].geometry; }
    int32_t users(int32_t index) const { return entries_[index].users; }
    // Entries in use: different geometries.
    int32_t live_count() const { return live_count_; }

    // For snapshots: the pool's whole state, as world_state.h visits it.
    template <class Visitor>
    void visit_state(Visitor& visitor) {
        visitor.array(entries_);
        visitor.array(buckets_);
        visitor.value(free_entry_);
        visitor.value(live_count_);
    }

private:
    struct Entry {
        Geometry geometry;
        int32_t users = 0;  // 0 when free
        int32_t next = -1;  // in its bucket's chain, or in the free list
    };

    int32_t& bucket_of(const Geometry& geometry);
    // Buckets for at least entry_count entries, the entries chained anew.
    void rehash(std::size_t entry_count);

    std::vector<Entry> entries_;
    std::vector<int32_t> buckets_;  // a power of two of chain heads, -1 for none
    int32_t free_entry_ = -1;
    int32_t live_count_ = 0;
};

}  // namespace r2d
