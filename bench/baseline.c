#define _POSIX_C_SOURCE 200809L /* fork, pipe, dup2 under -std=c99 */
#include "baseline.h"

#include <fcntl.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

static engine baselines[4] = {
    {"rigid2d_base", "rigid2d built from another commit (--baseline), run as its own process", NULL, NULL, NULL,
     NULL, NULL, NULL, "rigid2d", NULL},
    {"rigid2d_base_2t", "the --baseline build on 2 workers", NULL, NULL, NULL, NULL, NULL, NULL, "rigid2d_2t", NULL},
    {"rigid2d_base_3t", "the --baseline build on 3 workers", NULL, NULL, NULL, NULL, NULL, NULL, "rigid2d_3t", NULL},
    {"rigid2d_base_4t", "the --baseline build on 4 workers", NULL, NULL, NULL, NULL, NULL, NULL, "rigid2d_4t", NULL},
};

const engine* baseline_engine(const char* path, int32_t worker_count)
{
    engine* baseline = &baselines[worker_count - 1];
    baseline->external_bench = path;
    return baseline;
}

/* The number after "key": in text, or fallback when it is missing or null. */
static double json_value(const char* text, const char* key, double fallback)
{
    char pattern[64];
    snprintf(pattern, sizeof(pattern), "\"%s\": ", key);
    const char* at = strstr(text, pattern);
    if (at == NULL) {
        return fallback;
    }
    char* end = NULL;
    double value = strtod(at + strlen(pattern), &end);
    return end == at + strlen(pattern) ? fallback : value;
}

/* Runs path with args, returning what it printed on stdout (to be freed). */
static char* capture(const char* path, char* const* args)
{
    int fds[2];
    if (pipe(fds) != 0) {
        return NULL;
    }
    fflush(stdout);
    pid_t child = fork();
    if (child == 0) {
        int null_fd = open("/dev/null", O_WRONLY);
        dup2(fds[1], STDOUT_FILENO);
        dup2(null_fd, STDERR_FILENO);
        close(fds[0]);
        execv(path, args);
        _exit(127);
    }
    close(fds[1]);
    size_t size = 0;
    size_t capacity = 4096;
    char* text = child > 0 ? (char*)malloc(capacity) : NULL;
    while (text != NULL) {
        if (size + 1 == capacity) {
            char* grown = (char*)realloc(text, capacity *= 2);
            if (grown == NULL) {
                free(text);
                text = NULL;
                break;
            }
            text = grown;
        }
        ssize_t n = read(fds[0], text + size, capacity - size - 1);
        if (n <= 0) {
            break;
        }
        size += (size_t)n;
    }
    close(fds[0]);
    int status = 0;
    if (child > 0) {
        waitpid(child, &status, 0);
    }
    if (text != NULL) {
        text[size] = '\0';
    }
    return text;
}

run_result run_baseline(const engine* e, const scene* s, int32_t step_count)
{
    const char* path = e->external_bench;
    run_result r;
    memset(&r, 0, sizeof(r));
    char steps[16];
    snprintf(steps, sizeof(steps), "%d", (int)step_count);
    char* args[] = {(char*)path, "--engines", (char*)e->external_engine, "--scenes", (char*)s->name, "--repeats", "1", "--json",
                    step_count > 0 ? "--steps" : NULL, steps, NULL};
    char* text = capture(path, args);
    if (text == NULL || strstr(text, "\"ok\": true") == NULL) {
        snprintf(r.error, sizeof(r.error), "%s gave no result for %s", path, s->name);
        free(text);
        return r;
    }
    r.ok = true;
    r.bodies = (int32_t)json_value(text, "bodies", 0);
    r.contacts = (int32_t)json_value(text, "contacts", -1);
    r.steps = (int32_t)json_value(text, "steps", 0);
    r.timed_steps = (int32_t)json_value(text, "timed_steps", 0);
    r.mean_ms = json_value(text, "mean_ms", 0.0);
    r.median_ms = json_value(text, "median_ms", 0.0);
    r.build_ms = json_value(text, "build_ms", 0.0);
    r.peak_rss_kb = (long)json_value(text, "peak_rss_kb", 0);
    r.allocs_per_step = json_value(text, "allocs_per_step", 0.0);
    r.quality.apex_y = (float)json_value(text, "apex_y", NAN);
    r.quality.apex_drop = (float)json_value(text, "apex_drop", NAN);
    r.quality.max_dx = (float)json_value(text, "max_dx", 0.0);
    r.quality.lowest_y = (float)json_value(text, "lowest_y", NAN);
    r.quality.joint_gap = (float)json_value(text, "joint_gap", NAN);
    r.quality.escaped = (int32_t)json_value(text, "escaped", 0);
    r.quality.non_finite = (int32_t)json_value(text, "nan", 0);
    /* A build from before the step profile passes no stages on. */
    r.has_stages = true;
    for (int i = 0; i < BENCH_STAGE_COUNT; ++i) {
        char key[32];
        bench_stage_json_key(i, key, sizeof(key));
        r.stage_ms[i] = json_value(text, key, NAN);
        r.has_stages = r.has_stages && !isnan(r.stage_ms[i]);
    }
    free(text);
    return r;
}
