#include "dynamics/chain.h"

#include "core/reserve_doubling.h"
#include "dynamics/slot_array.h"
#include "dynamics/world.h"

namespace r2d {

ChainSegment make_chain_segment(const Vec2* points, int32_t count, bool loop, int32_t index) {
    auto point = [&](int32_t i) { return points[(i + count) % count]; };
    ChainSegment s;
    s.segment = {point(index), point(index + 1)};
    Vec2 normal = normalize(left_perp(s.segment.point2 - s.segment.point1));
    bool first = !loop && index == 0;
    s.ends_chain = !loop && index == count - 2;
    s.ghost1 = first ? s.segment.point1 - normal : point(index - 1);
    s.ghost2 = s.ends_chain ? s.segment.point2 - normal : point(index + 2);
    return s;
}

int32_t create_chain(World& world, int32_t body_index, const ShapeDef& def, const Vec2* points, int32_t count,
                     bool loop, const Material* materials, int32_t material_count) {
    int32_t segment_count = chain_segment_count(count, loop);
    // Everything that can fail, first.
    reserve_shapes(world, body_index, segment_count);
    reserve_doubling(world.chains, world.chains.size() + 1);
    reserve_doubling(world.chain_links, world.shapes.size() + static_cast<size_t>(segment_count));

    int32_t chain_index = allocate_slot(world.chains, world.free_chain);
    world.chain_count += 1;
    ShapeDef segment_def = def;
    int32_t previous = -1;
    for (int32_t i = 0; i < segment_count; ++i) {
        segment_def.material = materials[material_count == 1 ? 0 : i];
        Geometry geometry;
        geometry.kind = ShapeKind::chain_segment;
        geometry.chain_segment = make_chain_segment(points, count, loop, i);
        int32_t shape_index = create_shape(world, body_index, segment_def, geometry);
        if (world.chain_links.size() <= static_cast<size_t>(shape_index)) world.chain_links.resize(shape_index + 1);
        world.chain_links[shape_index] = {chain_index, -1};
        if (previous >= 0) {
            world.chain_links[previous].next = shape_index;
        } else {
            world.chains[chain_index].first_segment = shape_index;
        }
        previous = shape_index;
    }
    Chain& chain = world.chains[chain_index];
    chain.body = body_index;
    chain.segment_count = segment_count;
    chain.loop = loop;
    return chain_index;
}

void destroy_chain(World& world, int32_t chain_index, bool update_mass) {
    Chain& chain = world.chains[chain_index];
    int32_t body_index = chain.body;
    // Once for all the segments, not once each.
    if (update_mass) prepare_shape_removal(world, body_index);
    for (int32_t s = chain.first_segment; s >= 0;) {
        int32_t next = world.chain_links[s].next;
        destroy_shape(world, s, false);
        s = next;
    }
    chain.body = -1;
    release_slot(world.chains, world.free_chain, chain_index);
    world.chain_count -= 1;
    if (update_mass) update_body_mass(world, body_index);
}

}  // namespace r2d
