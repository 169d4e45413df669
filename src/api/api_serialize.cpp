// Entry points that save a world in the serialized format and load one
// (api/serialize.h).
#include <cstring>

#include "api/serialize.h"
#include "api/validate.h"

using namespace r2d;

extern "C" {

r2d_status r2d_world_get_serialized_size(r2d_world_id world, size_t* out_size) {
    return guard_allocation([&] {
        WorldEntry* entry;
        R2D_TRY(resolve_world(world, &entry));
        R2D_TRY(check_pointer(out_size, "out_size"));
        *out_size = serialize_world(*entry).size();
        return succeed();
    });
}

r2d_status r2d_world_serialize(r2d_world_id world, void* buffer, size_t capacity, size_t* out_written) {
    return guard_allocation([&] {
        WorldEntry* entry;
        R2D_TRY(resolve_world(world, &entry));
        R2D_TRY(check_pointer(out_written, "out_written"));
        std::vector<unsigned char> bytes = serialize_world(*entry);
        if (capacity < bytes.size()) {
            *out_written = bytes.size();
            return fail(R2D_ERROR_CAPACITY, "the serialized world needs %zu bytes; the buffer has %zu", bytes.size(),
                        capacity);
        }
        R2D_TRY(check_pointer(buffer, "buffer"));
        std::memcpy(buffer, bytes.data(), bytes.size());
        *out_written = bytes.size();
        return succeed();
    });
}

r2d_status r2d_world_deserialize(const r2d_world_def* def, const void* buffer, size_t size, r2d_world_id* out_world) {
    return guard_allocation([&] {
        R2D_TRY(check_pointer(out_world, "out_world"));
        R2D_TRY(check_pointer(buffer, "buffer"));
        return deserialize_world(def, static_cast<const unsigned char*>(buffer), size, out_world);
    });
}

}  // extern "C"
