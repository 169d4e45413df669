#include "geometry/geometry_pool.h"

#include <cstring>

#include "core/reserve_doubling.h"
#include "core/stream_checksum.h"

namespace r2d {

namespace {

uint64_t hash_bytes(const Geometry& geometry) {
    StreamChecksum checksum;
    checksum.take(&geometry, sizeof(Geometry));
    return checksum.finish();
}

bool same_bytes(const Geometry& a, const Geometry& b) {
    return std::memcmp(&a, &b, sizeof(Geometry)) == 0;
}

}  // namespace

int32_t& GeometryPool::bucket_of(const Geometry& geometry) {
    return buckets_[hash_bytes(geometry) & (buckets_.size() - 1)];
}

void GeometryPool::rehash(std::size_t entry_count) {
    std::size_t bucket_count = 16;
    while (bucket_count < entry_count) bucket_count *= 2;
    std::vector<int32_t> buckets(bucket_count, -1);  // the one allocation, before anything changes
    buckets_.swap(buckets);
    // Chained in index order, so that the same history gives the same
    // chains (and the same snapshot bytes).
    for (int32_t i = static_cast<int32_t>(entries_.size()) - 1; i >= 0; --i) {
        Entry& entry = entries_[i];
        if (entry.users == 0) continue;
        int32_t& head = bucket_of(entry.geometry);
        entry.next = head;
        head = i;
    }
}

void GeometryPool::reserve(int32_t count) {
    // As if every add were new and the free entries all taken already.
    reserve_doubling(entries_, entries_.size() + static_cast<std::size_t>(count));
    std::size_t live = static_cast<std::size_t>(live_count_) + static_cast<std::size_t>(count);
    if (live > buckets_.size()) rehash(2 * live);
}

int32_t GeometryPool::add(const Geometry& geometry) {
    reserve(1);
    int32_t& head = bucket_of(geometry);
    for (int32_t i = head; i >= 0; i = entries_[i].next) {
        if (same_bytes(entries_[i].geometry, geometry)) {
            entries_[i].users += 1;
            return i;
        }
    }
    int32_t index;
    if (free_entry_ >= 0) {
        index = free_entry_;
        free_entry_ = entries_[index].next;
    } else {
        index = static_cast<int32_t>(entries_.size());
        entries_.emplace_back();
    }
    Entry& entry = entries_[index];
    entry.geometry = geometry;
    entry.users = 1;
    entry.next = head;
    head = index;
    live_count_ += 1;
    return index;
}

void GeometryPool::release(int32_t index) {
    Entry& entry = entries_[index];
    if (--entry.users > 0) return;
    int32_t* link = &bucket_of(entry.geometry);
    while (*link != index) link = &entries_[*link].next;
    *link = entry.next;
    entry.next = free_entry_;
    free_entry_ = index;
    live_count_ -= 1;
}

}  // namespace r2d
