// Definition structs that grew (see the header's preamble): a caller built
// against RIGID2D_0 passes the older, shorter layout, which is everything
// before the first appended field, and calls the RIGID2D_0 *_default(),
// which must fill only that much.
#pragma once

#include <cstdint>
#include <cstring>

#include "api/validate.h"

namespace r2d {

// Reads a def of the old or the current layout into the current one; the
// fields an old layout lacks keep their values from defaults.
template <class Def>
r2d_status read_grown_def(const Def* given, uint32_t layout0_size, const Def& defaults, Def* out, const char* what) {
    R2D_TRY(check_pointer(given, what));
    if (given->struct_size != layout0_size) R2D_TRY(check_def(given, given->struct_size, sizeof(Def), what));
    *out = defaults;
    std::memcpy(static_cast<void*>(out), given, given->struct_size);
    return R2D_OK;
}

// What a RIGID2D_0 *_default() returns: the old layout's bytes.
template <uint32_t layout0_size>
struct Layout0 {
    unsigned char bytes[layout0_size];
};

// The old layout of defaults, its struct_size saying so.
template <uint32_t layout0_size, class Def>
Layout0<layout0_size> layout0_of(Def defaults) {
    defaults.struct_size = layout0_size;
    Layout0<layout0_size> old;
    std::memcpy(old.bytes, &defaults, layout0_size);
    return old;
}

}  // namespace r2d
