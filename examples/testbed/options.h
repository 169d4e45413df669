/* The testbed's command line. */
#ifndef TESTBED_OPTIONS_H
#define TESTBED_OPTIONS_H

#include <stdbool.h>

typedef struct options {
    bool headless;     /* render to PNG files instead of a window */
    bool list;         /* print the scene names and exit */
    bool help;         /* print the usage and exit */
    const char* scene; /* the scene to start with */
    const char* load;  /* a saved world to start from (its scene's name and time step are --scene's) */
    int frames;        /* steps to run; 0 in a window means until closed */
    int every;         /* headless: write a picture every this many steps */
    const char* out;   /* headless: the folder for the pictures */
    int width;
    int height;
    int workers;       /* threads that share each step */
    bool profile;      /* headless: print where the steps' time went (r2d_world_get_profile) */
} options;

/* Fills o from argv; false (after printing why and the usage) on a bad
 * command line. */
bool options_parse(options* o, int argc, char** argv);

#include <stdio.h>

void options_print_usage(FILE* to, const char* program);

#endif
