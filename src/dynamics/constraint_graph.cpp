#include "dynamics/constraint_graph.h"

namespace r2d {

void ConstraintGraph::begin(int32_t body_count) {
    body_colors.assign(body_count, 0);
}

}  // namespace r2d
