// r2d_shape_def in every layout the ABI has known, read into a ShapeDef.
#pragma once

#include "dynamics/shape.h"
#include "rigid2d/rigid2d.h"

namespace r2d {

// Checks def (pointer, struct_size of a known layout, material ranges) and
// converts it; fields a shorter, older layout lacks keep their defaults.
r2d_status read_shape_def(const r2d_shape_def* def, ShapeDef* out);

// The ranges of density, frictions and restitution, at creation and when set.
r2d_status check_material(const Material& material);

}  // namespace r2d
