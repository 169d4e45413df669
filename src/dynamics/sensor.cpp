#include "dynamics/sensor.h"

#include <algorithm>

#include "collision/manifold.h"

namespace r2d {

namespace {

bool sensor_sees(const World& world, const Shape& sensor, int32_t visitor_index) {
    const Shape& visitor = world.shapes[visitor_index];
    if (visitor.is_sensor || !visitor.enable_sensor_events || visitor.body == sensor.body) return false;
    if (!filters_collide(sensor.filter, visitor.filter) || !aabb_overlaps(sensor.aabb, visitor.aabb)) return false;
    // Touching is not overlapping: a visitor resting on a sensor's edge is outside.
    Manifold manifold = collide(geometry_of(world, sensor), world.bodies[sensor.body].transform,
                                geometry_of(world, visitor), world.bodies[visitor.body].transform, 0.0f);
    for (int i = 0; i < manifold.point_count; ++i) {
        if (manifold.points[i].separation < 0.0f) return true;
    }
    return false;
}

// Whether the overlap's sensor and visitor are still the shapes it saw.
bool still_alive(const World& world, const ContactEvent& overlap) {
    const Shape& sensor = world.shapes[overlap.shape_a];
    const Shape& visitor = world.shapes[overlap.shape_b];
    return sensor.in_use && sensor.generation == overlap.generation_a && visitor.in_use &&
           visitor.generation == overlap.generation_b;
}

bool before(const ContactEvent& a, const ContactEvent& b) {
    return a.shape_a != b.shape_a ? a.shape_a < b.shape_a : a.shape_b < b.shape_b;
}

}  // namespace

void update_sensors(World& world) {
    world.sensor_begin_events.clear();
    world.sensor_end_events.clear();
    std::vector<ContactEvent>& previous = world.sensor_overlaps;
    std::vector<ContactEvent>& current = world.scratch.sensor_overlaps;
    current.clear();
    // Sensors in slot order, visitors sorted within each: the events come
    // out in an order that depends only on the calls made.
    for (int32_t sensor_index = 0; world.sensor_count > 0 && sensor_index < static_cast<int32_t>(world.shapes.size());
         ++sensor_index) {
        const Shape& sensor = world.shapes[sensor_index];
        if (!sensor.in_use || !sensor.is_sensor || !world.bodies[sensor.body].enabled) continue;
        size_t first = current.size();
        world.broadphase.query(sensor.aabb, [&](int32_t visitor_index) {
            if (sensor_sees(world, sensor, visitor_index)) {
                current.push_back({sensor_index, visitor_index, sensor.generation,
                                   world.shapes[visitor_index].generation});
            }
            return true;
        });
        std::sort(current.begin() + static_cast<std::ptrdiff_t>(first), current.end(), before);
    }
    previous.erase(std::remove_if(previous.begin(), previous.end(),
                                  [&](const ContactEvent& overlap) { return !still_alive(world, overlap); }),
                   previous.end());
    // Both lists are sorted and name live shapes only: a merge finds what began and what ended.
    size_t p = 0;
    size_t c = 0;
    while (p < previous.size() || c < current.size()) {
        if (c == current.size() || (p < previous.size() && before(previous[p], current[c]))) {
            world.sensor_end_events.push_back(previous[p++]);
        } else if (p == previous.size() || before(current[c], previous[p])) {
            world.sensor_begin_events.push_back(current[c++]);
        } else {
            ++p;
            ++c;
        }
    }
    previous.swap(current);
}

}  // namespace r2d
