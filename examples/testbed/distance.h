/* Distance from a point to a segment, shared by the rasteriser (pixels)
 * and the shape queries (metres). */
#ifndef TESTBED_DISTANCE_H
#define TESTBED_DISTANCE_H

#include <math.h>

/* From (px, py) to the segment (ax, ay)-(bx, by); a point when a == b. */
static inline float distance_to_segment(float px, float py, float ax, float ay, float bx, float by)
{
    float dx = bx - ax;
    float dy = by - ay;
    float length_squared = dx * dx + dy * dy;
    float t = length_squared > 0.0f ? ((px - ax) * dx + (py - ay) * dy) / length_squared : 0.0f;
    t = t < 0.0f ? 0.0f : (t > 1.0f ? 1.0f : t);
    float ex = px - (ax + t * dx);
    float ey = py - (ay + t * dy);
    return sqrtf(ex * ex + ey * ey);
}

#endif
