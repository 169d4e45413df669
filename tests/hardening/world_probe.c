/* sysconf() is POSIX, hidden by -std=c99 unless asked for. */
#define _POSIX_C_SOURCE 200809L

#include "world_probe.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

uint64_t probe_fnv1a(uint64_t hash, const void* data, size_t size)
{
    const unsigned char* bytes = (const unsigned char*)data;
    for (size_t i = 0; i < size; ++i) {
        hash ^= bytes[i];
        hash *= 1099511628211ull;
    }
    return hash;
}

probe_states probe_states_read(r2d_world_id world)
{
    probe_states states = {-1, NULL, NULL, NULL, NULL};
    int32_t count = 0;
    if (r2d_world_get_body_count(world, &count) != R2D_OK || count < 0) {
        return states;
    }
    size_t n = count > 0 ? (size_t)count : 1; /* malloc(0) may return null */
    states.positions = (r2d_vec2*)malloc(n * sizeof(r2d_vec2));
    states.angles = (float*)malloc(n * sizeof(float));
    states.linear_velocities = (r2d_vec2*)malloc(n * sizeof(r2d_vec2));
    states.angular_velocities = (float*)malloc(n * sizeof(float));
    if (!states.positions || !states.angles || !states.linear_velocities || !states.angular_velocities ||
        r2d_world_get_body_states(world, states.positions, states.angles, states.linear_velocities,
                                  states.angular_velocities, count, &states.count) != R2D_OK) {
        probe_states_free(&states);
    }
    return states;
}

void probe_states_free(probe_states* states)
{
    free(states->positions);
    free(states->angles);
    free(states->linear_velocities);
    free(states->angular_velocities);
    states->positions = NULL;
    states->angles = NULL;
    states->linear_velocities = NULL;
    states->angular_velocities = NULL;
    states->count = -1;
}

uint64_t probe_state_hash(r2d_world_id world)
{
    probe_states states = probe_states_read(world);
    uint64_t hash = probe_fnv1a(PROBE_FNV_OFFSET, &states.count, sizeof states.count);
    if (states.count > 0) {
        size_t n = (size_t)states.count;
        hash = probe_fnv1a(hash, states.positions, n * sizeof(r2d_vec2));
        hash = probe_fnv1a(hash, states.angles, n * sizeof(float));
        hash = probe_fnv1a(hash, states.linear_velocities, n * sizeof(r2d_vec2));
        hash = probe_fnv1a(hash, states.angular_velocities, n * sizeof(float));
    }
    probe_states_free(&states);
    return hash;
}

bool probe_states_finite(r2d_world_id world)
{
    probe_states states = probe_states_read(world);
    bool finite = states.count >= 0;
    for (int32_t i = 0; finite && i < states.count; ++i) {
        finite = isfinite(states.positions[i].x) && isfinite(states.positions[i].y) && isfinite(states.angles[i]) &&
                 isfinite(states.linear_velocities[i].x) && isfinite(states.linear_velocities[i].y) &&
                 isfinite(states.angular_velocities[i]);
    }
    probe_states_free(&states);
    return finite;
}

/* The ids of every body of the world in a malloc'd array; returns their count. */
static int32_t read_bodies(r2d_world_id world, r2d_body_id** out_bodies)
{
    int32_t count = 0;
    *out_bodies = NULL;
    if (r2d_world_get_body_count(world, &count) != R2D_OK || count <= 0) {
        return 0;
    }
    *out_bodies = (r2d_body_id*)malloc((size_t)count * sizeof(r2d_body_id));
    if (!*out_bodies || r2d_world_get_bodies(world, *out_bodies, count, &count) != R2D_OK) {
        free(*out_bodies);
        *out_bodies = NULL;
        return 0;
    }
    return count;
}

double probe_energy(r2d_world_id world)
{
    r2d_vec2 gravity = {0.0f, 0.0f};
    r2d_world_get_gravity(world, &gravity);
    r2d_body_id* bodies = NULL;
    int32_t count = read_bodies(world, &bodies);
    double energy = 0.0;
    for (int32_t i = 0; i < count; ++i) {
        r2d_body_type type = R2D_BODY_STATIC;
        float mass = 0.0f, inertia = 0.0f, spin = 0.0f;
        r2d_vec2 center = {0.0f, 0.0f}, velocity = {0.0f, 0.0f};
        r2d_body_get_type(bodies[i], &type);
        if (type != R2D_BODY_DYNAMIC) {
            continue;
        }
        r2d_body_get_mass(bodies[i], &mass);
        r2d_body_get_rotational_inertia(bodies[i], &inertia);
        r2d_body_get_world_center_of_mass(bodies[i], &center);
        r2d_body_get_linear_velocity(bodies[i], &velocity);
        r2d_body_get_angular_velocity(bodies[i], &spin);
        double v2 = (double)velocity.x * velocity.x + (double)velocity.y * velocity.y;
        double height_work = -((double)gravity.x * center.x + (double)gravity.y * center.y);
        energy += 0.5 * mass * v2 + 0.5 * inertia * (double)spin * spin + mass * height_work;
    }
    free(bodies);
    return energy;
}

double probe_max_speed(r2d_world_id world)
{
    probe_states states = probe_states_read(world);
    double fastest = 0.0;
    for (int32_t i = 0; i < states.count; ++i) {
        double speed = hypot(states.linear_velocities[i].x, states.linear_velocities[i].y);
        fastest = speed > fastest ? speed : fastest;
    }
    probe_states_free(&states);
    return fastest;
}

long probe_rss_bytes(void)
{
    long total_pages = 0, resident_pages = 0;
    FILE* statm = fopen("/proc/self/statm", "r");
    if (!statm) {
        return -1;
    }
    int read = fscanf(statm, "%ld %ld", &total_pages, &resident_pages);
    fclose(statm);
    return read == 2 ? resident_pages * sysconf(_SC_PAGESIZE) : -1;
}
