// A contact as the ABI reports it, for the contact lists and for pre-solve.
#pragma once

#include <cstdint>

#include "api/handles.h"

namespace r2d {

// The contact's shapes, bodies and manifold, with the impulses its points
// carry: the last step's, or, before the solver ran, those it starts from.
r2d_contact_data contact_data_of(const WorldEntry& entry, int32_t contact_index);

}  // namespace r2d
