#include "options.h"

#include "scene_file.h"

#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void options_print_usage(FILE* to, const char* program)
{
    fprintf(to,
            "usage: %s [--scene NAME] [--load FILE] [--frames N] [--width W] [--height H] [--workers T]\n"
            "       %s --headless [--scene NAME] [--load FILE] [--frames N] [--every K] [--out DIR] [--width W] [--height H]\n"
            "          [--workers T] [--profile]\n"
            "       %s --list\n"
            "A window (SDL2) shows the scene; --frames N closes it after N frames. In it: space pause,\n"
            "s step, r reset, up/down (or a click on a name) scene, c contacts, n normals, a AABBs,\n"
            "m centres of mass, j joints, l scene list, t workers (1, 2, 4), w save the world to FILE,\n"
            "o load it, q quit;\n"
            "drag dynamic bodies with the mouse. --load FILE starts from a saved world (FILE defaults\n"
            "to " SCENE_FILE_DEFAULT " for the keys).\n"
            "--headless writes PNG pictures after steps 0, K, 2K, ... up to N (defaults: N 240, K 60,\n"
            "DIR shots) and prints their paths. Size defaults to 800 x 600. --workers T (1..64, default 1)\n"
            "steps on T threads; the pictures are the same at any T. --profile prints, after the pictures,\n"
            "the mean ms per step of each stage of the step (r2d_world_get_profile).\n",
            program, program, program);
}

static bool parse_count(const char* text, int min, int max, int* out)
{
    char* end = NULL;
    errno = 0;
    long value = strtol(text, &end, 10);
    if (errno != 0 || end == text || *end != '\0' || value < min || value > max) {
        return false;
    }
    *out = (int)value;
    return true;
}

bool options_parse(options* o, int argc, char** argv)
{
    o->headless = false;
    o->list = false;
    o->help = false;
    o->scene = "pyramid";
    o->load = NULL;
    o->frames = -1; /* unset: the mode decides */
    o->every = 60;
    o->out = "shots";
    o->width = 800;
    o->height = 600;
    o->workers = 1;
    o->profile = false;

    for (int i = 1; i < argc; ++i) {
        const char* arg = argv[i];
        const char* value = i + 1 < argc ? argv[i + 1] : NULL;
        bool ok = true;
        bool takes_value = true;
        if (strcmp(arg, "--headless") == 0) {
            o->headless = true;
            takes_value = false;
        } else if (strcmp(arg, "--list") == 0) {
            o->list = true;
            takes_value = false;
        } else if (strcmp(arg, "--profile") == 0) {
            o->profile = true;
            takes_value = false;
        } else if (strcmp(arg, "--help") == 0 || strcmp(arg, "-h") == 0) {
            o->help = true;
            takes_value = false;
        } else if (value == NULL) {
            ok = false;
        } else if (strcmp(arg, "--scene") == 0) {
            o->scene = value;
        } else if (strcmp(arg, "--load") == 0) {
            o->load = value;
        } else if (strcmp(arg, "--out") == 0) {
            o->out = value;
        } else if (strcmp(arg, "--frames") == 0) {
            ok = parse_count(value, 0, INT_MAX, &o->frames);
        } else if (strcmp(arg, "--every") == 0) {
            ok = parse_count(value, 1, INT_MAX, &o->every);
        } else if (strcmp(arg, "--width") == 0) {
            ok = parse_count(value, 16, 8192, &o->width);
        } else if (strcmp(arg, "--height") == 0) {
            ok = parse_count(value, 16, 8192, &o->height);
        } else if (strcmp(arg, "--workers") == 0) {
            ok = parse_count(value, 1, 64, &o->workers);
        } else {
            ok = false;
        }
        if (!ok) {
            fprintf(stderr, "testbed: bad argument '%s%s%s'\n", arg, value != NULL && takes_value ? " " : "",
                    value != NULL && takes_value ? value : "");
            return false;
        }
        if (takes_value) {
            ++i;
        }
    }
    if (o->frames < 0) {
        o->frames = o->headless ? 240 : 0;
    }
    return true;
}
