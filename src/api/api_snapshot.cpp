// Entry points for world snapshots (dynamics/snapshot.h).
#include "api/snapshot_owner.h"
#include "api/validate.h"

using namespace r2d;

namespace r2d {

SnapshotOwner snapshot_owner(uint64_t world_tag) {
    r2d_version version = r2d_get_version();
    uint32_t library = static_cast<uint32_t>(version.major * 10000 + version.minor * 100 + version.patch);
    return {world_tag, library};
}

}  // namespace r2d

namespace {

r2d_status refuse(SnapshotProblem problem) {
    switch (problem) {
        case SnapshotProblem::none: break;
        case SnapshotProblem::truncated:
            return fail(R2D_ERROR_INVALID_ARGUMENT, "the snapshot is truncated or has bytes past its end");
        case SnapshotProblem::not_a_snapshot: return fail(R2D_ERROR_INVALID_ARGUMENT, "the buffer is not a snapshot");
        case SnapshotProblem::other_build:
            return fail(R2D_ERROR_INVALID_ARGUMENT, "the snapshot was taken by another build of the library");
        case SnapshotProblem::other_world:
            return fail(R2D_ERROR_INVALID_ARGUMENT, "the snapshot is of another world");
        case SnapshotProblem::corrupted:
            return fail(R2D_ERROR_INVALID_ARGUMENT, "the snapshot was changed since it was saved");
    }
    return R2D_OK;
}

}  // namespace

extern "C" {

r2d_status r2d_world_get_snapshot_size(r2d_world_id world, size_t* out_size) {
    return guard_allocation([&] {
        WorldEntry* entry;
        R2D_TRY(resolve_world(world, &entry));
        R2D_TRY(check_pointer(out_size, "out_size"));
        *out_size = snapshot_size(entry->world);
        return succeed();
    });
}

r2d_status r2d_world_save_snapshot(r2d_world_id world, void* buffer, size_t capacity, size_t* out_written) {
    return guard_allocation([&] {
        WorldEntry* entry;
        R2D_TRY(resolve_world(world, &entry));
        R2D_TRY(check_pointer(out_written, "out_written"));
        size_t size = snapshot_size(entry->world);
        if (capacity < size) {
            *out_written = size;
            return fail(R2D_ERROR_CAPACITY, "the snapshot needs %zu bytes; the buffer has %zu", size, capacity);
        }
        R2D_TRY(check_pointer(buffer, "buffer"));
        save_snapshot(entry->world, entry->snapshot_staging, snapshot_owner_of(*entry),
                      static_cast<unsigned char*>(buffer));
        *out_written = size;
        return succeed();
    });
}

r2d_status r2d_world_restore_snapshot(r2d_world_id world, const void* buffer, size_t size) {
    return guard_allocation([&] {
        WorldEntry* entry;
        R2D_TRY(resolve_world(world, &entry));
        R2D_TRY(check_pointer(buffer, "buffer"));
        const unsigned char* bytes = static_cast<const unsigned char*>(buffer);
        R2D_TRY(refuse(restore_snapshot(entry->world, entry->snapshot_staging, snapshot_owner_of(*entry), bytes, size)));
        return succeed();
    });
}

}  // extern "C"
