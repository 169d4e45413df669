/* The rigid2d testbed: watch the shared scenes move, in a window or as PNG
 * pictures. An example of the public C API; see --help. */
#include <stdio.h>

#include "headless.h"
#include "options.h"
#include "scene.h"
#ifdef TESTBED_HAVE_WINDOW
#include "window.h"
#endif

int main(int argc, char** argv)
{
    options o;
    if (!options_parse(&o, argc, argv)) {
        options_print_usage(stderr, argv[0]);
        return 2;
    }
    if (o.help) {
        options_print_usage(stdout, argv[0]);
        return 0;
    }
    if (o.list) {
        for (const char* const* name = scene_names(); *name != NULL; ++name) {
            printf("%s\n", *name);
        }
        return 0;
    }
    if (o.headless) {
        return headless_run(&o);
    }
#ifdef TESTBED_HAVE_WINDOW
    return window_run(&o);
#else
    fprintf(stderr, "testbed: built without SDL2, so only --headless works\n");
    return 1;
#endif
}
