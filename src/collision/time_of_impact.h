// Time of impact: how far along a step a moving shape first comes within a
// target gap of a still one, for continuous collision. The body's centre
// of mass and angle are taken to move linearly over the step, from its
// pose before to its pose after; conservative advancement on the GJK
// distance then walks the shape forward by no more than the gap could
// close, so it never steps past the first touch.
#pragma once

#include "collision/convex_proxy.h"
#include "core/math.h"

namespace r2d {

struct Sweep {
    Vec2 local_center;  // centre of mass in body coordinates
    Vec2 center1;       // world centre of mass at fraction 0
    Vec2 center2;       // and at fraction 1
    Rot q1;             // rotation at fraction 0
    float turn;         // radians turned from fraction 0 to 1
};

// The body's pose at fraction t of the sweep.
Transform sweep_transform(const Sweep& sweep, float t);

struct ToiInput {
    ConvexProxy moving;  // body coordinates
    Sweep sweep;
    float extent;        // no point of moving (radius included) is farther from the centre of mass
    ConvexProxy still;   // world coordinates
    float target;        // the gap to stop at, > 0
};

// The first fraction in [0, 1) at which the gap between the surfaces is
// within a quarter of target of target, or 1 when it stays wider over the
// whole sweep. 0 when the sweep starts that close.
float time_of_impact(const ToiInput& input);

}  // namespace r2d
