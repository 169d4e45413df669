// Debug drawing: the world describes itself through the caller's callbacks.
#include <cstddef>

#include "api/grown_def.h"
#include "api/handles.h"
#include "api/validate.h"

using namespace r2d;

namespace {

uint32_t body_color(const r2d_debug_draw& draw, const Body& body) {
    switch (body.type) {
        case BodyType::static_body: return draw.color_static;
        case BodyType::kinematic: return body.awake ? draw.color_kinematic : draw.color_sleeping;
        case BodyType::dynamic: break;
    }
    return body.awake ? draw.color_dynamic : draw.color_sleeping;
}

// The segment, and a short tick from its middle towards the side it
// collides on: a chain drawn the wrong way round shows it at a glance.
void draw_chain_segment(const r2d_debug_draw& draw, const Segment& segment, const Transform& xf, uint32_t color) {
    const float tick_length = 0.1f;  // m
    Vec2 p1 = transform_point(xf, segment.point1);
    Vec2 p2 = transform_point(xf, segment.point2);
    draw.draw_segment(to_r2d(p1), to_r2d(p2), color, draw.context);
    Vec2 middle = lerp(p1, p2, 0.5f);
    draw.draw_segment(to_r2d(middle), to_r2d(middle + tick_length * normalize(left_perp(p2 - p1))), color,
                      draw.context);
}

void draw_shape(const r2d_debug_draw& draw, const Geometry& g, const Transform& xf, uint32_t color) {
    switch (g.kind) {
        case ShapeKind::circle:
            if (draw.draw_solid_circle) {
                draw.draw_solid_circle(to_r2d(transform_point(xf, g.circle.center)), g.circle.radius,
                                       to_r2d(rotate(xf.q, {1.0f, 0.0f})), color, draw.context);
            }
            break;
        case ShapeKind::capsule:
            if (draw.draw_solid_capsule) {
                draw.draw_solid_capsule(to_r2d(transform_point(xf, g.capsule.center1)),
                                        to_r2d(transform_point(xf, g.capsule.center2)), g.capsule.radius, color,
                                        draw.context);
            }
            break;
        case ShapeKind::segment:
            if (draw.draw_segment) {
                draw.draw_segment(to_r2d(transform_point(xf, g.segment.point1)),
                                  to_r2d(transform_point(xf, g.segment.point2)), color, draw.context);
            }
            break;
        case ShapeKind::chain_segment:
            if (draw.draw_segment) draw_chain_segment(draw, g.chain_segment.segment, xf, color);
            break;
        case ShapeKind::polygon:
            if (draw.draw_solid_polygon) {
                r2d_vec2 vertices[max_polygon_vertices];
                for (int i = 0; i < g.polygon.count; ++i) {
                    vertices[i] = to_r2d(transform_point(xf, g.polygon.vertices[i]));
                }
                draw.draw_solid_polygon(vertices, g.polygon.count, color, draw.context);
            }
            break;
    }
}

void draw_box(const r2d_debug_draw& draw, const AABB& box) {
    r2d_vec2 corners[4] = {
        {box.lower.x, box.lower.y}, {box.upper.x, box.lower.y}, {box.upper.x, box.upper.y}, {box.lower.x, box.upper.y}};
    draw.draw_polygon(corners, 4, draw.color_aabb, draw.context);
}

void draw_contacts(const r2d_debug_draw& draw, const World& world) {
    // Normals are drawn this long, in metres.
    const float normal_length = 0.3f;
    for (const Contact& contact : world.contacts) {
        if (!contact.in_use || !contact.touching) continue;
        for (int i = 0; i < contact.point_count; ++i) {
            Vec2 p = contact.points[i].point;
            if (draw.draw_contacts && draw.draw_point)
                draw.draw_point(to_r2d(p), 5.0f, draw.color_contact, draw.context);
            if (draw.draw_contact_normals && draw.draw_segment) {
                draw.draw_segment(to_r2d(p), to_r2d(p + normal_length * contact.normal), draw.color_normal,
                                  draw.context);
            }
        }
    }
}

// A joint as lines: from each body's origin to its anchor and between the
// anchors; a mouse joint from its anchor to its target, a motor joint
// between the two origins.
void draw_joint(const r2d_debug_draw& draw, const World& world, const Joint& joint) {
    const Transform& xa = world.bodies[joint.edges[0].body].transform;
    const Transform& xb = world.bodies[joint.edges[1].body].transform;
    Vec2 pa = transform_point(xa, joint.local_anchor_a);
    Vec2 pb = transform_point(xb, joint.local_anchor_b);
    uint32_t color = draw.color_joint;
    auto line = [&draw, color](Vec2 p1, Vec2 p2) { draw.draw_segment(to_r2d(p1), to_r2d(p2), color, draw.context); };
    switch (joint.type) {
        case JointType::mouse: line(pb, joint.kind.mouse.target); break;
        case JointType::motor: line(xa.p, xb.p); break;
        case JointType::distance: line(pa, pb); break;
        default:
            line(xa.p, pa);
            line(pa, pb);
            line(xb.p, pb);
            break;
    }
    if (draw.draw_point) {
        draw.draw_point(to_r2d(pa), 4.0f, color, draw.context);
        draw.draw_point(to_r2d(pb), 4.0f, color, draw.context);
    }
}

r2d_debug_draw current_default() {
    r2d_debug_draw draw = {};
    draw.struct_size = sizeof(r2d_debug_draw);
    draw.draw_shapes = true;
    draw.color_static = 0x7FBF7F;
    draw.color_kinematic = 0x7F7FE6;
    draw.color_dynamic = 0xE6B35A;
    draw.color_sleeping = 0x9A9A9A;
    draw.color_contact = 0xFFE033;
    draw.color_normal = 0xFF4D4D;
    draw.color_aabb = 0xD65CD6;
    draw.color_mass = 0xFFFFFF;
    draw.draw_joints = true;
    draw.color_joint = 0x4DB3E6;
    return draw;
}

// r2d_debug_draw as RIGID2D_0 knew it: everything before draw_joints.
constexpr uint32_t layout0_size = offsetof(r2d_debug_draw, draw_joints);

}  // namespace

// Programs built against RIGID2D_0 call this version: it fills only the
// fields their struct has.
extern "C" __attribute__((visibility("default"))) Layout0<layout0_size> debug_draw_default_layout0(void) {
    return layout0_of<layout0_size>(current_default());
}
__asm__(".symver debug_draw_default_layout0, r2d_debug_draw_default@RIGID2D_0");

extern "C" {

r2d_debug_draw r2d_debug_draw_default(void) {
    return current_default();
}

r2d_status r2d_world_draw(r2d_world_id world, const r2d_debug_draw* draw) {
    return guard_allocation([&] {
        WorldEntry* entry;
        R2D_TRY(resolve_world(world, &entry));
        r2d_debug_draw def;
        R2D_TRY(read_grown_def(draw, layout0_size, current_default(), &def, "debug draw"));
        draw = &def;
        World& w = entry->world;
        // Callbacks may call back into the library; the lock refuses that.
        WorldLock lock(w);
        for (const Shape& shape : w.shapes) {
            if (!shape.in_use) continue;
            const Body& body = w.bodies[shape.body];
            if (draw->draw_shapes) draw_shape(*draw, geometry_of(w, shape), body.transform, body_color(*draw, body));
            if (draw->draw_aabbs && draw->draw_polygon && shape.proxy >= 0) draw_box(*draw, w.broadphase.fat_aabb(shape.proxy));
        }
        if (draw->draw_contacts || draw->draw_contact_normals) draw_contacts(*draw, w);
        if (draw->draw_joints && draw->draw_segment) {
            for (const Joint& joint : w.joints) {
                if (joint.in_use) draw_joint(*draw, w, joint);
            }
        }
        if (draw->draw_mass && draw->draw_point) {
            for (const Body& body : w.bodies) {
                if (body.in_use && body.type == BodyType::dynamic) {
                    draw->draw_point(to_r2d(body.center), 4.0f, draw->color_mass, draw->context);
                }
            }
        }
        return succeed();
    });
}

}  // extern "C"
