// Concave outlines to convex pieces: validate the outline, clip ears (the
// best-shaped first, to avoid slivers), then merge neighbouring pieces while
// their union stays convex. Pieces are index lists into the cleaned outline
// until the end, where each goes through build_convex_polygon: a piece is
// held to exactly the rules of a polygon given directly.
#include "geometry/hull.h"

namespace r2d {

namespace {

struct Piece {
    int corners[max_hull_input_points];  // outline indices, counter-clockwise
    int count;
};

inline int wrap(int i, int count) { return i >= count ? i - count : (i < 0 ? i + count : i); }

float twice_signed_area(const Vec2* points, int count) {
    float sum = 0.0f;
    for (int i = 1; i + 1 < count; ++i) sum += cross(points[i] - points[0], points[i + 1] - points[0]);
    return sum;
}

inline float turn(Vec2 a, Vec2 b, Vec2 c) { return cross(b - a, c - b); }

// Whether p lies on segment ab, given that the three are collinear.
bool within_span(Vec2 a, Vec2 b, Vec2 p) {
    return std::fmin(a.x, b.x) <= p.x && p.x <= std::fmax(a.x, b.x) && std::fmin(a.y, b.y) <= p.y &&
           p.y <= std::fmax(a.y, b.y);
}

// Segments ab and cd cross or touch, end points included.
bool segments_meet(Vec2 a, Vec2 b, Vec2 c, Vec2 d) {
    float o1 = cross(b - a, c - a);
    float o2 = cross(b - a, d - a);
    float o3 = cross(d - c, a - c);
    float o4 = cross(d - c, b - c);
    if (((o1 > 0.0f && o2 < 0.0f) || (o1 < 0.0f && o2 > 0.0f)) && ((o3 > 0.0f && o4 < 0.0f) || (o3 < 0.0f && o4 > 0.0f)))
        return true;
    return (o1 == 0.0f && within_span(a, b, c)) || (o2 == 0.0f && within_span(a, b, d)) ||
           (o3 == 0.0f && within_span(c, d, a)) || (o4 == 0.0f && within_span(c, d, b));
}

// Repeated neighbours are degenerate; any other contact between the
// outline's edges, or an edge doubling back on the previous one, makes it
// self-intersecting.
PolygonError check_simple(const Vec2* points, int count) {
    for (int i = 0; i < count; ++i) {
        Vec2 a = points[i];
        Vec2 b = points[wrap(i + 1, count)];
        if (distance_squared(a, b) < linear_slop * linear_slop) return PolygonError::degenerate;
        Vec2 c = points[wrap(i + 2, count)];
        if (cross(b - a, c - b) == 0.0f && dot(b - a, c - b) < 0.0f) return PolygonError::self_intersecting;
    }
    for (int i = 0; i < count; ++i) {
        Vec2 a = points[i];
        Vec2 b = points[wrap(i + 1, count)];
        // edges i and j share no end point
        for (int j = i + 2; j < count; ++j) {
            if (i == 0 && j == count - 1) continue;
            if (segments_meet(a, b, points[j], points[wrap(j + 1, count)])) return PolygonError::self_intersecting;
        }
    }
    return PolygonError::none;
}

// Whether every point lies within linear_slop of one line: an outline with
// no area at all, which would otherwise fold back on itself.
bool all_on_one_line(const Vec2* points, int count) {
    int far = 0;
    for (int i = 1; i < count; ++i) {
        if (distance_squared(points[0], points[i]) > distance_squared(points[0], points[far])) far = i;
    }
    Vec2 axis = normalize(points[far] - points[0]);
    for (int i = 0; i < count; ++i) {
        if (std::fabs(cross(axis, points[i] - points[0])) >= linear_slop) return false;
    }
    return true;
}

// Copies the outline counter-clockwise without nearly straight corners,
// which a hull would drop anyway. Returns the number kept.
int clean_outline(const Vec2* points, int count, bool reverse, Vec2* out) {
    for (int i = 0; i < count; ++i) out[i] = points[reverse ? count - 1 - i : i];
    bool removed = true;
    while (removed && count > 3) {
        removed = false;
        for (int i = 0; i < count && count > 3; ++i) {
            if (is_nearly_collinear(out[wrap(i - 1, count)], out[i], out[wrap(i + 1, count)])) {
                for (int j = i + 1; j < count; ++j) out[j - 1] = out[j];
                --count;
                removed = true;
            }
        }
    }
    return count;
}

// Closed triangle abc (counter-clockwise) contains p, edges included.
bool triangle_contains(Vec2 a, Vec2 b, Vec2 c, Vec2 p) {
    return cross(b - a, p - a) >= 0.0f && cross(c - b, p - b) >= 0.0f && cross(a - c, p - c) >= 0.0f;
}

// Scale-free shape measure, largest for equilateral triangles.
float triangle_quality(Vec2 a, Vec2 b, Vec2 c) {
    float edges = distance_squared(a, b) + distance_squared(b, c) + distance_squared(c, a);
    return cross(b - a, c - a) / edges;
}

// Ear clipping of a counter-clockwise outline into triangles; returns the
// count, or -1 if no ear can be found (only for outlines that are not simple).
int clip_ears(const Vec2* outline, int count, Piece* triangles) {
    int ring[max_concave_vertices];
    for (int i = 0; i < count; ++i) ring[i] = i;
    int ring_count = count;
    int triangle_count = 0;
    while (ring_count > 3) {
        int best = -1;
        float best_quality = 0.0f;
        for (int k = 0; k < ring_count; ++k) {
            Vec2 a = outline[ring[wrap(k - 1, ring_count)]];
            Vec2 b = outline[ring[k]];
            Vec2 c = outline[ring[wrap(k + 1, ring_count)]];
            if (turn(a, b, c) <= 0.0f) continue;
            float quality = triangle_quality(a, b, c);
            if (quality <= best_quality) continue;
            bool empty = true;
            for (int m = 2; m < ring_count - 1 && empty; ++m) {
                empty = !triangle_contains(a, b, c, outline[ring[wrap(k + m, ring_count)]]);
            }
            if (empty) {
                best = k;
                best_quality = quality;
            }
        }
        if (best < 0) {
            // Only straight corners left to cut: drop one, it holds no area.
            for (int k = 0; k < ring_count && best < 0; ++k) {
                if (turn(outline[ring[wrap(k - 1, ring_count)]], outline[ring[k]],
                         outline[ring[wrap(k + 1, ring_count)]]) == 0.0f)
                    best = k;
            }
            if (best < 0) return -1;
        } else {
            Piece& t = triangles[triangle_count++];
            t.count = 3;
            t.corners[0] = ring[wrap(best - 1, ring_count)];
            t.corners[1] = ring[best];
            t.corners[2] = ring[wrap(best + 1, ring_count)];
        }
        for (int k = best + 1; k < ring_count; ++k) ring[k - 1] = ring[k];
        --ring_count;
    }
    if (turn(outline[ring[0]], outline[ring[1]], outline[ring[2]]) > 0.0f) {
        Piece& t = triangles[triangle_count++];
        t.count = 3;
        t.corners[0] = ring[0];
        t.corners[1] = ring[1];
        t.corners[2] = ring[2];
    }
    return triangle_count;
}

// Position in piece of the directed edge from u to v, or -1.
int find_edge(const Piece& piece, int u, int v) {
    for (int i = 0; i < piece.count; ++i) {
        if (piece.corners[i] == u && piece.corners[wrap(i + 1, piece.count)] == v) return i;
    }
    return -1;
}

// The union of a and b across their shared edge (a's edge at edge_a), if it
// is convex and has at most max_polygon_vertices corners that are not
// straight. A corner that is nearly but not exactly straight is refused:
// the hull would straighten it and the pieces would no longer tile.
bool merge_pieces(const Vec2* outline, const Piece& a, int edge_a, const Piece& b, int edge_b, Piece* out) {
    int total = a.count + b.count - 2;
    if (total > max_hull_input_points) return false;
    Piece merged;
    merged.count = 0;
    // all of a from the edge's end round to its start, then b's other corners
    for (int i = 1; i <= a.count; ++i) merged.corners[merged.count++] = a.corners[wrap(edge_a + i, a.count)];
    for (int i = 2; i < b.count; ++i) merged.corners[merged.count++] = b.corners[wrap(edge_b + i, b.count)];

    int corners = 0;
    for (int i = 0; i < merged.count; ++i) {
        Vec2 prev = outline[merged.corners[wrap(i - 1, merged.count)]];
        Vec2 p = outline[merged.corners[i]];
        Vec2 next = outline[merged.corners[wrap(i + 1, merged.count)]];
        float t = turn(prev, p, next);
        if (t < 0.0f) return false;
        if (is_nearly_collinear(prev, p, next)) {
            if (t != 0.0f) return false;
        } else {
            ++corners;
        }
    }
    if (corners > max_polygon_vertices) return false;
    *out = merged;
    return true;
}

// Greedy merging: sweeps over the pieces, joining each with any neighbour
// across a shared edge when the union allows, until a sweep joins nothing.
// Returns the number of pieces, compacted to the front.
int merge_neighbours(const Vec2* outline, Piece* pieces, int count) {
    bool merged_any = true;
    while (merged_any) {
        merged_any = false;
        for (int i = 0; i < count; ++i) {
            for (int e = 0; e < pieces[i].count; ++e) {
                int u = pieces[i].corners[e];
                int v = pieces[i].corners[wrap(e + 1, pieces[i].count)];
                for (int j = 0; j < count; ++j) {
                    if (j == i) continue;
                    int edge_j = find_edge(pieces[j], v, u);
                    if (edge_j < 0) continue;
                    Piece merged;
                    if (merge_pieces(outline, pieces[i], e, pieces[j], edge_j, &merged)) {
                        pieces[i] = merged;
                        pieces[j] = pieces[--count];
                        if (i == count) i = j;  // piece i was just moved into slot j
                        merged_any = true;
                        e = -1;  // rescan the grown piece's edges
                    }
                    break;  // an edge has one neighbour
                }
            }
        }
    }
    return count;
}

}  // namespace

PolygonError decompose_concave(const Vec2* points, int count, Polygon* pieces, int* piece_count) {
    *piece_count = 0;
    if (count > max_concave_vertices) return PolygonError::too_many_vertices;
    if (count < 3) return PolygonError::degenerate;
    for (int i = 0; i < count; ++i) {
        if (!is_finite(points[i])) return PolygonError::degenerate;
    }
    if (all_on_one_line(points, count)) return PolygonError::degenerate;
    PolygonError error = check_simple(points, count);
    if (error != PolygonError::none) return error;

    float twice_area = twice_signed_area(points, count);
    if (!(std::fabs(twice_area) >= 2.0f * linear_slop * linear_slop)) return PolygonError::degenerate;
    Vec2 outline[max_concave_vertices];
    int outline_count = clean_outline(points, count, twice_area < 0.0f, outline);
    if (outline_count < 3) return PolygonError::degenerate;

    Piece parts[max_concave_vertices];
    int part_count = clip_ears(outline, outline_count, parts);
    if (part_count <= 0) return PolygonError::degenerate;
    part_count = merge_neighbours(outline, parts, part_count);

    int kept = 0;
    for (int i = 0; i < part_count; ++i) {
        Vec2 corners[max_hull_input_points];
        for (int k = 0; k < parts[i].count; ++k) corners[k] = outline[parts[i].corners[k]];
        if (build_convex_polygon(corners, parts[i].count, &pieces[kept]) == PolygonError::none) {
            ++kept;
        } else if (!all_on_one_line(corners, parts[i].count)) {
            return PolygonError::degenerate;
        }
        // A sliver (every corner within linear_slop of one line) is left
        // out: ear clipping cuts one where a run of reflex corners bends by
        // less than the slop (the hub of a star with long, thin spikes), and
        // no convex piece without it could hold that corner either. What it
        // covered is thinner than the slop the solver allows anyway.
    }
    if (kept == 0) return PolygonError::degenerate;
    *piece_count = kept;
    return PolygonError::none;
}

}  // namespace r2d
