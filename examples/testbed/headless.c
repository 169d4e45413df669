#define _POSIX_C_SOURCE 200809L /* mkdir */
#include "headless.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>

#include <stb/stb_image_write.h>

#include "canvas.h"
#include "scene_extras.h"
#include "scene_file.h"
#include "session.h"

/* mkdir -p: every missing folder along the path. */
static bool make_folders(const char* path)
{
    char partial[4096];
    size_t length = strlen(path);
    if (length == 0 || length >= sizeof(partial)) {
        return false;
    }
    for (size_t i = 1; i <= length; ++i) {
        if (path[i] == '/' || path[i] == '\0') {
            memcpy(partial, path, i);
            partial[i] = '\0';
            if (mkdir(partial, 0777) != 0 && errno != EEXIST) {
                return false;
            }
        }
    }
    return true;
}

static bool write_picture(const options* o, const session* s, const raster* picture)
{
    char path[4096];
    int n = snprintf(path, sizeof(path), "%s/%s_%04lld.png", o->out, s->description->name, (long long)s->steps);
    if (n < 0 || (size_t)n >= sizeof(path)) {
        fprintf(stderr, "testbed: output path too long\n");
        return false;
    }
    if (!stbi_write_png(path, picture->width, picture->height, 4, picture->rgba, picture->width * 4)) {
        fprintf(stderr, "testbed: cannot write %s\n", path);
        return false;
    }
    printf("%s\n", path);
    return true;
}

/* One line: the mean ms per step of each stage since the scene began. */
static void print_profile(const session* s)
{
    double n = s->steps > 0 ? (double)s->steps : 1.0;
    const r2d_step_profile* p = &s->profile_total;
    printf("profile %s workers=%d steps=%lld step=%.4f pairs=%.4f collide=%.4f prepare=%.4f substeps=%.4f "
           "store=%.4f finalize=%.4f continuous=%.4f sleep=%.4f sensors=%.4f\n",
           s->description->name, (int)s->worker_count, (long long)s->steps, p->step / n, p->pairs / n,
           p->collide / n, p->prepare / n, p->substeps / n, p->store / n, p->finalize / n, p->continuous / n,
           p->sleep / n, p->sensors / n);
}

int headless_run(const options* o)
{
    session s;
    raster picture;
    if (!make_folders(o->out)) {
        fprintf(stderr, "testbed: cannot make the folder %s: %s\n", o->out, strerror(errno));
        return 1;
    }
    if (!raster_init(&picture, o->width, o->height)) {
        fprintf(stderr, "testbed: no memory for a %d x %d picture\n", o->width, o->height);
        return 1;
    }
    if (!session_open(&s, o->scene) || (o->workers != 1 && !session_set_workers(&s, o->workers))) {
        raster_free(&picture);
        return 1;
    }
    if (o->load != NULL && !scene_file_load(&s, o->load)) {
        session_close(&s);
        raster_free(&picture);
        return 1;
    }
    canvas c;
    c.target = &picture;
    c.view = camera_fit(s.world, picture.width, picture.height);
    canvas_options plain = {false, false, false, false, true}; /* shapes and joints */

    int exit_code = 0;
    for (;;) {
        if (s.steps % o->every == 0 || s.steps == o->frames) {
            r2d_status status = canvas_draw_world(&c, s.world, plain);
            if (status != R2D_OK) {
                fprintf(stderr, "testbed: r2d_world_draw failed: %s (%s)\n", r2d_status_string(status),
                        r2d_last_error_message());
                exit_code = 1;
                break;
            }
            scene_extras_draw(s.extras, &c, s.world);
            if (!write_picture(o, &s, &picture)) {
                exit_code = 1;
                break;
            }
        }
        if (s.steps >= o->frames) {
            break;
        }
        if (!session_step(&s)) {
            exit_code = 1;
            break;
        }
    }
    if (exit_code == 0 && o->profile) {
        print_profile(&s);
    }
    session_close(&s);
    raster_free(&picture);
    return exit_code;
}
