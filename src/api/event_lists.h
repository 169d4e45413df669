// The world's buffered event lists (contacts, sensors) as the ABI hands
// them out: counts, and copies that name each shape by the generation it
// had, so an event outliving a shape names the destroyed shape.
#pragma once

#include <vector>

#include "api/handles.h"
#include "api/validate.h"

namespace r2d {

using EventList = std::vector<ContactEvent> World::*;

inline r2d_status get_event_counts(r2d_world_id world, EventList begin, EventList end, int32_t* out_begin_count,
                                   int32_t* out_end_count) {
    WorldEntry* entry;
    R2D_TRY(resolve_world(world, &entry));
    R2D_TRY(check_pointer(out_begin_count, "out_begin_count"));
    R2D_TRY(check_pointer(out_end_count, "out_end_count"));
    *out_begin_count = static_cast<int32_t>((entry->world.*begin).size());
    *out_end_count = static_cast<int32_t>((entry->world.*end).size());
    return succeed();
}

// Copies up to capacity events of list into out; write(record, id_a, id_b)
// fills one record. *out_count gets the number copied.
template <class Record, class Write>
r2d_status copy_events(r2d_world_id world, EventList list, Record* out, int32_t capacity, int32_t* out_count,
                       Write&& write) {
    WorldEntry* entry;
    R2D_TRY(resolve_world(world, &entry));
    R2D_TRY(check_output(out, capacity, out_count, "out_events"));
    const std::vector<ContactEvent>& events = entry->world.*list;
    int32_t count = 0;
    for (; count < capacity && count < static_cast<int32_t>(events.size()); ++count) {
        const ContactEvent& event = events[count];
        write(out[count], shape_id_at(*entry, event.shape_a, event.generation_a),
              shape_id_at(*entry, event.shape_b, event.generation_b));
    }
    *out_count = count;
    return succeed();
}

}  // namespace r2d
