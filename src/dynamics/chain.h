// Chains: runs of chain segments on one body, for terrain and level
// geometry. Each segment is an ordinary shape (its own contacts, material
// and queries); the chain makes and unmakes them together and knows their
// order.
#pragma once

#include <cstdint>

#include "core/math.h"
#include "dynamics/shape.h"

namespace r2d {

struct World;

struct Chain {
    int32_t body = -1;
    int32_t first_segment = -1;  // shape index; the others follow through World::chain_links
    int32_t segment_count = 0;
    bool loop = false;
    uint8_t padding[3] = {};  // see Geometry (geometry/shapes.h)
    int32_t next_free = -1;
    uint16_t generation = 0;
    bool in_use = false;
    uint8_t padding_after_in_use = 0;
};

// By shape index, meaningful for chain segments only: their chain and the
// segment after them in it (-1 after the last).
struct ChainLink {
    int32_t chain = -1;
    int32_t next = -1;
};

// Segment index of a chain through count points; a loop also joins the
// last point to the first. Open ends get ghosts that make them cliff edges
// (geometry/shapes.h).
ChainSegment make_chain_segment(const Vec2* points, int32_t count, bool loop, int32_t index);

inline int32_t chain_segment_count(int32_t point_count, bool loop) {
    return loop ? point_count : point_count - 1;
}

// Adds a chain through the points (apart, checked by the caller) to the
// body, in the order of the points. materials holds one material for all
// segments (material_count 1) or one each. Reserves its room first: a
// failed allocation leaves the world as it was.
int32_t create_chain(World& world, int32_t body_index, const ShapeDef& def, const Vec2* points, int32_t count,
                     bool loop, const Material* materials, int32_t material_count);

// Removes the chain's segments with their contacts; update_mass is false
// when the whole body is going away anyway.
void destroy_chain(World& world, int32_t chain_index, bool update_mass);

}  // namespace r2d
