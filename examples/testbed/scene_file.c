#include "scene_file.h"

#include <stdio.h>
#include <stdlib.h>

static void report(const char* what, const char* path, r2d_status status)
{
    fprintf(stderr, "testbed: %s %s failed: %s (%s)\n", what, path, r2d_status_string(status),
            r2d_last_error_message());
}

bool scene_file_save(const session* s, const char* path)
{
    size_t size = 0;
    r2d_status status = r2d_world_get_serialized_size(s->world, &size);
    unsigned char* bytes = status == R2D_OK ? malloc(size) : NULL;
    if (bytes == NULL) {
        report("saving to", path, status == R2D_OK ? R2D_ERROR_OUT_OF_MEMORY : status);
        return false;
    }
    status = r2d_world_serialize(s->world, bytes, size, &size);
    FILE* file = status == R2D_OK ? fopen(path, "wb") : NULL;
    bool ok = file != NULL && fwrite(bytes, 1, size, file) == size;
    if (file != NULL && fclose(file) != 0) {
        ok = false;
    }
    if (!ok) {
        if (status != R2D_OK) {
            report("saving to", path, status);
        } else {
            fprintf(stderr, "testbed: cannot write %s\n", path);
        }
    }
    free(bytes);
    return ok;
}

/* The whole file in memory; NULL (with a message) when it cannot be read. */
static unsigned char* read_file(const char* path, size_t* out_size)
{
    FILE* file = fopen(path, "rb");
    unsigned char* bytes = NULL;
    long size = -1;
    if (file != NULL && fseek(file, 0, SEEK_END) == 0 && (size = ftell(file)) >= 0 && fseek(file, 0, SEEK_SET) == 0) {
        bytes = malloc(size > 0 ? (size_t)size : 1);
        if (bytes != NULL && fread(bytes, 1, (size_t)size, file) != (size_t)size) {
            free(bytes);
            bytes = NULL;
        }
    }
    if (file != NULL) {
        fclose(file);
    }
    if (bytes == NULL) {
        fprintf(stderr, "testbed: cannot read %s\n", path);
    }
    *out_size = (size_t)size;
    return bytes;
}

bool scene_file_load(session* s, const char* path)
{
    size_t size = 0;
    unsigned char* bytes = read_file(path, &size);
    if (bytes == NULL) {
        return false;
    }
    r2d_world_id loaded;
    r2d_status status = r2d_world_deserialize(NULL, bytes, size, &loaded);
    free(bytes);
    if (status != R2D_OK) {
        report("loading", path, status);
        return false;
    }
    /* The bodies in the saved order: a saved scene's bodies keep its order. */
    int32_t count = 0;
    r2d_world_get_body_count(loaded, &count);
    r2d_body_id* bodies = malloc((size_t)(count > 0 ? count : 1) * sizeof(r2d_body_id));
    if (bodies == NULL) {
        r2d_world_destroy(loaded);
        fprintf(stderr, "testbed: out of memory\n");
        return false;
    }
    r2d_world_get_bodies(loaded, bodies, count, &count);
    r2d_world_destroy(s->world);
    free(s->bodies);
    s->world = loaded;
    s->bodies = bodies;
    s->body_count = count;
    s->steps = 0;
    return true;
}
