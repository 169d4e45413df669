#include "dynamics/snapshot.h"

#include <algorithm>
#include <cstring>
#include <type_traits>

#include "core/reserve_doubling.h"
#include "core/stream_checksum.h"
#include "dynamics/world_state.h"

namespace r2d {

namespace {

constexpr uint32_t snapshot_magic = 0x53443252;  // "R2DS" in little-endian bytes
constexpr uint32_t snapshot_format = 5;

struct SnapshotHeader {
    uint32_t magic;
    uint32_t format;
    uint64_t build;      // build_fingerprint()
    uint64_t world_tag;  // names the world saved
    uint64_t payload_size;
    uint64_t checksum;  // of the payload
};

// The records' sizes and the library's version: a build that lays its
// records out otherwise has another fingerprint.
uint64_t build_fingerprint(uint32_t library_version) {
    const uint64_t sizes[] = {sizeof(Body),           sizeof(Shape),          sizeof(Contact),
                              sizeof(Joint),          sizeof(WorldSettings),
                              sizeof(ContactImpulses), sizeof(ContactEvent),  sizeof(JointContext),
                              sizeof(Chain),          sizeof(ChainLink),
                              library_version};
    uint64_t h = 0x9E3779B97F4A7C15u;
    for (uint64_t size : sizes) h = (h ^ size) * 0x100000001B3u;
    return h;
}

template <class T>
void check_record() {
    static_assert(std::is_trivially_copyable<T>::value, "snapshots copy records byte for byte");
}

// Adds up the bytes a world's snapshot payload takes.
struct Measure {
    std::size_t bytes = 0;
    template <class V>
    void array(V& v) {
        check_record<typename V::value_type>();
        bytes += 2 * sizeof(uint64_t) + v.size() * sizeof(typename V::value_type);
    }
    template <class T>
    void value(T&) {
        check_record<T>();
        bytes += sizeof(T);
    }
};

// The payload is checksummed in pieces of piece_bytes, each on its own,
// and then the pieces' sums in order: the pieces copy on all the world's
// workers at once, and the checksum is the same at any worker count.
constexpr std::size_t piece_bytes = std::size_t{256} << 10;

// The stretches of a payload, adjacent checksum-only ones merged, listed
// into the staging's vector.
class StretchList {
public:
    explicit StretchList(std::vector<SnapshotStretch>& stretches) : stretches_(stretches) { stretches_.clear(); }
    std::size_t end() const { return end_; }
    const std::vector<SnapshotStretch>& stretches() const { return stretches_; }

    void add(std::size_t size, const unsigned char* from, unsigned char* to) {
        if (size == 0) return;
        if (to == nullptr && !stretches_.empty() && stretches_.back().to == nullptr &&
            stretches_.back().from + stretches_.back().size == from) {
            stretches_.back().size += size;
        } else {
            stretches_.push_back({end_, size, from, to});
        }
        end_ += size;
    }

private:
    std::vector<SnapshotStretch>& stretches_;
    std::size_t end_ = 0;
};

// Copies and checksums one piece of the payload.
uint64_t take_piece(const std::vector<SnapshotStretch>& stretches, std::size_t piece, std::size_t payload_size) {
    std::size_t at = piece * piece_bytes;
    std::size_t end = std::min(at + piece_bytes, payload_size);
    auto holds_at = std::upper_bound(stretches.begin(), stretches.end(), at,
                                     [](std::size_t offset, const SnapshotStretch& s) { return offset < s.offset; });
    StreamChecksum checksum;
    for (auto s = holds_at - 1; at < end; ++s) {
        std::size_t skip = at - s->offset;
        std::size_t size = std::min(end, s->offset + s->size) - at;
        if (s->to == nullptr) {
            checksum.take(s->from + skip, size);
        } else {
            checksum.copy(s->to + skip, s->from + skip, size);
        }
        at += size;
    }
    return checksum.finish();
}

// Copies every stretch, the pieces across the world's workers, and returns
// the payload's checksum. Allocates (the sums' room) before the workers
// start, never in them.
uint64_t copy_payload(World& world, const StretchList& list, std::vector<uint64_t>& sums) {
    std::size_t piece_count = (list.end() + piece_bytes - 1) / piece_bytes;
    sums.resize(piece_count);
    auto take = [&](int32_t start, int32_t end) {
        for (int32_t piece = start; piece < end; ++piece) {
            sums[piece] = take_piece(list.stretches(), static_cast<std::size_t>(piece), list.end());
        }
    };
    world.workers.parallel_for(static_cast<int32_t>(piece_count), 1, take);
    StreamChecksum checksum;
    checksum.take(sums.data(), sums.size() * sizeof(uint64_t));
    return checksum.finish();
}

// Plans a save: array heads and single values are written at once; the
// arrays' records become stretches to copy.
struct PlanSave {
    unsigned char* payload;
    StretchList list;

    void put(const void* data, std::size_t size) {
        std::memcpy(payload + list.end(), data, size);
        list.add(size, payload + list.end(), nullptr);
    }
    template <class V>
    void array(V& v) {
        uint64_t head[2] = {sizeof(typename V::value_type), v.size()};
        put(head, sizeof(head));
        list.add(v.size() * sizeof(typename V::value_type), reinterpret_cast<const unsigned char*>(v.data()),
                 payload + list.end());
    }
    template <class T>
    void value(T& x) {
        put(&x, sizeof(T));
    }
};

// Walks a payload against the world's members without changing them:
// each array must have the element size the world's has, and the whole
// must come out exactly to the payload's end.
struct Walk {
    const unsigned char* at;
    const unsigned char* end;
    bool ok = true;

    bool take(std::size_t size) {
        if (!ok || static_cast<std::size_t>(end - at) < size) return ok = false;
        at += size;
        return true;
    }
    template <class V>
    void array(V&) {
        uint64_t head[2];
        const unsigned char* from = at;
        if (!take(sizeof(head))) return;
        std::memcpy(head, from, sizeof(head));
        using T = typename V::value_type;
        if (head[0] != sizeof(T) || head[1] > static_cast<uint64_t>(end - at) / sizeof(T)) {
            ok = false;
            return;
        }
        take(head[1] * sizeof(T));
    }
    template <class T>
    void value(T&) {
        take(sizeof(T));
    }
};

// Plans the first pass of a restore, which copies each array into the
// staging's and takes the payload's checksum on the way, changing nothing
// of the world. Sizes the staged arrays here, before any copy.
struct PlanRestore {
    const unsigned char* payload;
    SnapshotStaging& staging;
    StretchList list;
    std::size_t body_count = 0;
    std::size_t next = 0;

    template <class V>
    void array(V&) {
        uint64_t head[2];
        std::memcpy(head, payload + list.end(), sizeof(head));
        list.add(sizeof(head), payload + list.end(), nullptr);
        V& staged = staging.array<V>(next++);
        staged.resize(head[1]);
        if (std::is_same<typename V::value_type, Body>::value) body_count = head[1];
        list.add(head[1] * sizeof(typename V::value_type), payload + list.end(),
                 reinterpret_cast<unsigned char*>(staged.data()));
    }
    template <class T>
    void value(T&) {
        list.add(sizeof(T), payload + list.end(), nullptr);
    }
};

// The second pass, once the payload is known good: the staged arrays trade
// places with the world's, and single values are copied. Allocates nothing.
struct Adopt {
    const unsigned char* at;
    SnapshotStaging& staging;
    std::size_t next = 0;

    template <class V>
    void array(V& v) {
        uint64_t head[2];
        std::memcpy(head, at, sizeof(head));
        at += sizeof(head) + head[1] * sizeof(typename V::value_type);
        v.swap(staging.array<V>(next++));
    }
    template <class T>
    void value(T& x) {
        std::memcpy(static_cast<void*>(&x), at, sizeof(T));
        at += sizeof(T);
    }
};

}  // namespace

std::size_t snapshot_size(World& world) {
    Measure measure;
    visit_world_state(world, measure);
    return sizeof(SnapshotHeader) + measure.bytes;
}

void save_snapshot(World& world, SnapshotStaging& staging, const SnapshotOwner& owner, unsigned char* buffer) {
    PlanSave plan{buffer + sizeof(SnapshotHeader), StretchList(staging.stretches)};
    visit_world_state(world, plan);
    uint64_t checksum = copy_payload(world, plan.list, staging.piece_sums);
    SnapshotHeader header = {snapshot_magic,
                             snapshot_format,
                             build_fingerprint(owner.library_version),
                             owner.world_tag,
                             plan.list.end(),
                             checksum};
    std::memcpy(buffer, &header, sizeof(header));
}

SnapshotProblem restore_snapshot(World& world, SnapshotStaging& staging, const SnapshotOwner& owner,
                                 const unsigned char* buffer, std::size_t size) {
    SnapshotHeader header;
    if (size < sizeof(header)) return SnapshotProblem::truncated;
    std::memcpy(&header, buffer, sizeof(header));
    if (header.magic != snapshot_magic || header.format != snapshot_format) return SnapshotProblem::not_a_snapshot;
    if (header.build != build_fingerprint(owner.library_version)) return SnapshotProblem::other_build;
    if (owner.world_tag != any_world && header.world_tag != owner.world_tag) return SnapshotProblem::other_world;
    if (header.payload_size != size - sizeof(header)) return SnapshotProblem::truncated;
    const unsigned char* payload = buffer + sizeof(header);
    // The layout first, so that staging never sizes an array past the
    // buffer's end.
    Walk walk{payload, payload + header.payload_size};
    visit_world_state(world, walk);
    if (!walk.ok || walk.at != walk.end) return SnapshotProblem::corrupted;
    PlanRestore plan{payload, staging, StretchList(staging.stretches)};
    visit_world_state(world, plan);
    if (copy_payload(world, plan.list, staging.piece_sums) != header.checksum) return SnapshotProblem::corrupted;
    reserve_doubling(world.island_stack, plan.body_count);
    Adopt adopt{payload, staging};
    visit_world_state(world, adopt);
    return SnapshotProblem::none;
}

}  // namespace r2d
