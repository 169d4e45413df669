// The shape of every getter: resolve the id, check the output pointer,
// store what read(entry, object) gives.
#pragma once

#include "api/handles.h"
#include "api/validate.h"

namespace r2d {

template <class Id, class Object, class T, class Read>
r2d_status read_object(Id id, r2d_status (*resolve)(Id, WorldEntry**, int32_t*), LargeVector<Object> World::*objects,
                       T* out, const char* what, Read&& read) {
    WorldEntry* entry;
    int32_t index;
    R2D_TRY(resolve(id, &entry, &index));
    R2D_TRY(check_pointer(out, what));
    *out = read(*entry, (entry->world.*objects)[index]);
    return succeed();
}

// The same for what is kept beside the body record: read(options, body).
template <class T, class Read>
r2d_status read_body_options(r2d_body_id id, T* out, const char* what, Read&& read) {
    WorldEntry* entry;
    int32_t index;
    R2D_TRY(resolve_body(id, &entry, &index));
    R2D_TRY(check_pointer(out, what));
    *out = read(entry->world.body_options[index], entry->world.bodies[index]);
    return succeed();
}

template <class T, class Read>
r2d_status read_body(r2d_body_id id, T* out, const char* what, Read&& read) {
    return read_object(id, resolve_body, &World::bodies, out, what, read);
}

template <class T, class Read>
r2d_status read_shape(r2d_shape_id id, T* out, const char* what, Read&& read) {
    return read_object(id, resolve_shape, &World::shapes, out, what, read);
}

template <class T, class Read>
r2d_status read_chain(r2d_chain_id id, T* out, const char* what, Read&& read) {
    return read_object(id, resolve_chain, &World::chains, out, what, read);
}

}  // namespace r2d
