#include "window.h"

#include <SDL.h>
#include <stdio.h>
#include <string.h>

#include "canvas.h"
#include "drag.h"
#include "scene_extras.h"
#include "scene_file.h"
#include "session.h"
#include "text.h"

static const float text_scale = 2.0f;
static const float text_margin = 8.0f;
/* Clicks left of this, below the statistics line, pick from the list:
 * wide enough for the longest scene name at text_scale. */
static const float list_width = 260.0f;
static const uint32_t text_color = 0xD8DEE9u;
static const uint32_t selected_color = 0xEBCB8Bu;
static const char* const help_text = "space pause  s step  r reset  up/down scene  t workers  q quit\n"
                                     "c contacts  n normals  a aabbs  m mass  j joints  l list  mouse: drag";

typedef struct testbed {
    SDL_Window* window;
    SDL_Renderer* renderer;
    SDL_Texture* texture;
    raster picture;
    canvas screen;
    canvas_options draw;
    session sim;
    drag grab;
    int scene_index;
    bool paused;
    bool step_once;
    bool show_list;
    bool running;
    const char* file; /* where w saves the world and o loads it from */
} testbed;

static int scene_count(void)
{
    int n = 0;
    while (scene_names()[n] != NULL) {
        ++n;
    }
    return n;
}

static int scene_index_of(const char* name)
{
    for (int i = 0; scene_names()[i] != NULL; ++i) {
        if (strcmp(scene_names()[i], name) == 0) {
            return i;
        }
    }
    return -1;
}

/* Below the two top lines: the statistics and the step's stages. */
static float list_top(void)
{
    return text_margin + 2.0f * text_line_height(text_scale);
}

/* The camera frames the world in the part of the window the text leaves
 * free: right of the scene list while it shows, below the two top lines
 * and above the two help lines, so no text lies over the scene. */
static void fit_view(testbed* t)
{
    float left = t->show_list ? list_width : 0.0f;
    float bottom = 2.0f * text_line_height(text_scale) + 2.0f * text_margin;
    t->screen.view = camera_fit_inside(t->sim.world, t->picture.width, t->picture.height, left, list_top(), 0.0f,
                                       bottom);
}

/* The picture follows the window's size; the camera is fitted again. */
static bool resize(testbed* t, int width, int height)
{
    if (t->texture != NULL) {
        SDL_DestroyTexture(t->texture);
    }
    raster_free(&t->picture);
    t->texture = SDL_CreateTexture(t->renderer, SDL_PIXELFORMAT_RGBA32, SDL_TEXTUREACCESS_STREAMING, width, height);
    if (t->texture == NULL || !raster_init(&t->picture, width, height)) {
        fprintf(stderr, "testbed: cannot make a %d x %d picture: %s\n", width, height, SDL_GetError());
        return false;
    }
    t->screen.target = &t->picture;
    fit_view(t);
    return true;
}

static void show_title(testbed* t)
{
    char title[96];
    snprintf(title, sizeof(title), "rigid2d testbed: %s", t->sim.description->name);
    SDL_SetWindowTitle(t->window, title);
}

static bool open_scene(testbed* t, int index)
{
    session next;
    if (!session_open(&next, scene_names()[index])) {
        return false;
    }
    if (t->sim.worker_count != 1 && !session_set_workers(&next, t->sim.worker_count)) {
        session_close(&next);
        return false;
    }
    drag_end(&t->grab);
    session_close(&t->sim);
    t->sim = next;
    t->scene_index = index;
    fit_view(t);
    show_title(t);
    return true;
}

/* t: the next of 1, 2 and 4 workers, the scene started again on them. */
static void cycle_workers(testbed* t)
{
    int32_t now = t->sim.worker_count;
    drag_end(&t->grab);
    if (!session_set_workers(&t->sim, now == 1 ? 2 : now == 2 ? 4 : 1)) {
        t->running = false;
    }
}

static void reset_scene(testbed* t)
{
    drag_end(&t->grab);
    if (!session_reset(&t->sim)) {
        t->running = false;
    }
}

/* The scene under a click in the list, or -1. */
static int list_hit(const testbed* t, int x, int y)
{
    if (!t->show_list || (float)x > list_width || (float)y < list_top()) {
        return -1;
    }
    int row = (int)(((float)y - list_top()) / text_line_height(text_scale));
    return row < scene_count() ? row : -1;
}

static r2d_vec2 mouse_world(const testbed* t, int x, int y)
{
    return camera_to_world(&t->screen.view, (float)x + 0.5f, (float)y + 0.5f);
}

static void on_key(testbed* t, SDL_Keycode key)
{
    int n = scene_count();
    switch (key) {
    case SDLK_SPACE: t->paused = !t->paused; break;
    case SDLK_s: t->paused = true; t->step_once = true; break;
    case SDLK_r: reset_scene(t); break;
    case SDLK_t: cycle_workers(t); break;
    case SDLK_c: t->draw.contacts = !t->draw.contacts; break;
    case SDLK_n: t->draw.normals = !t->draw.normals; break;
    case SDLK_a: t->draw.aabbs = !t->draw.aabbs; break;
    case SDLK_m: t->draw.masses = !t->draw.masses; break;
    case SDLK_j: t->draw.joints = !t->draw.joints; break;
    case SDLK_w: scene_file_save(&t->sim, t->file); break;
    case SDLK_o:
        drag_end(&t->grab); /* its joint is in the world the load replaces */
        if (scene_file_load(&t->sim, t->file)) {
            fit_view(t);
        }
        break;
    case SDLK_l:
        t->show_list = !t->show_list;
        fit_view(t);
        break;
    case SDLK_UP: open_scene(t, (t->scene_index + n - 1) % n); break;
    case SDLK_DOWN: open_scene(t, (t->scene_index + 1) % n); break;
    case SDLK_q:
    case SDLK_ESCAPE: t->running = false; break;
    default: break;
    }
}

static void handle_events(testbed* t)
{
    SDL_Event e;
    while (SDL_PollEvent(&e)) {
        switch (e.type) {
        case SDL_QUIT: t->running = false; break;
        case SDL_KEYDOWN: on_key(t, e.key.keysym.sym); break;
        case SDL_MOUSEBUTTONDOWN:
            if (e.button.button == SDL_BUTTON_LEFT) {
                int row = list_hit(t, e.button.x, e.button.y);
                if (row >= 0) {
                    open_scene(t, row);
                } else {
                    drag_begin(&t->grab, t->sim.world, mouse_world(t, e.button.x, e.button.y));
                }
            }
            break;
        case SDL_MOUSEMOTION: drag_move(&t->grab, mouse_world(t, e.motion.x, e.motion.y)); break;
        case SDL_MOUSEBUTTONUP:
            if (e.button.button == SDL_BUTTON_LEFT) {
                drag_end(&t->grab);
            }
            break;
        case SDL_WINDOWEVENT:
            /* Sizes near zero come from minimising; the old picture waits. */
            if (e.window.event == SDL_WINDOWEVENT_SIZE_CHANGED && e.window.data1 >= 16 && e.window.data2 >= 16 &&
                !resize(t, e.window.data1, e.window.data2)) {
                t->running = false;
            }
            break;
        default: break;
        }
    }
}

static void draw_overlay(testbed* t)
{
    char line[256];
    session_stats stats = session_get_stats(&t->sim);
    snprintf(line, sizeof(line), "%s  step %lld  bodies %d (awake %d)  contacts %d  step %.2f ms on %d worker%s%s",
             t->sim.description->name, (long long)t->sim.steps, (int)stats.bodies, (int)stats.awake_bodies,
             (int)stats.contacts, t->sim.step_ms_smooth, (int)t->sim.worker_count,
             t->sim.worker_count == 1 ? "" : "s", t->paused ? "  PAUSED" : "");
    text_draw(&t->picture, text_margin, text_margin, text_scale, line, text_color);
    const r2d_step_profile* p = &t->sim.profile_smooth;
    snprintf(line, sizeof(line),
             "ms: pairs %.2f  collide %.2f  prepare %.2f  substeps %.2f  store %.2f  finalize %.2f  other %.2f",
             p->pairs, p->collide, p->prepare, p->substeps, p->store, p->finalize,
             p->continuous + p->sleep + p->sensors);
    text_draw(&t->picture, text_margin, text_margin + text_line_height(text_scale), text_scale, line, text_color);
    text_draw(&t->picture, text_margin, (float)t->picture.height - text_margin - 2.0f * text_line_height(text_scale),
              text_scale, help_text, text_color);
    if (t->show_list) {
        for (int i = 0; scene_names()[i] != NULL; ++i) {
            text_draw(&t->picture, text_margin, list_top() + (float)i * text_line_height(text_scale), text_scale,
                      scene_names()[i], i == t->scene_index ? selected_color : text_color);
        }
    }
}

static bool present(testbed* t)
{
    r2d_status status = canvas_draw_world(&t->screen, t->sim.world, t->draw);
    if (status != R2D_OK) {
        fprintf(stderr, "testbed: r2d_world_draw failed: %s (%s)\n", r2d_status_string(status),
                r2d_last_error_message());
        return false;
    }
    scene_extras_draw(t->sim.extras, &t->screen, t->sim.world);
    draw_overlay(t);
    SDL_UpdateTexture(t->texture, NULL, t->picture.rgba, t->picture.width * 4);
    SDL_RenderClear(t->renderer);
    SDL_RenderCopy(t->renderer, t->texture, NULL, NULL);
    SDL_RenderPresent(t->renderer);
    return true;
}

static bool advance(testbed* t)
{
    if (t->paused && !t->step_once) {
        return true;
    }
    t->step_once = false;
    return session_step(&t->sim);
}

static bool create_window(testbed* t, const options* o)
{
    if (SDL_Init(SDL_INIT_VIDEO) != 0) {
        fprintf(stderr, "testbed: no window (%s); try --headless\n", SDL_GetError());
        return false;
    }
    /* Without a display SDL falls back to drawing nowhere; a window nobody
     * sees would run forever, so that needs asking for by SDL_VIDEODRIVER. */
    const char* driver = SDL_GetCurrentVideoDriver();
    if (SDL_getenv("SDL_VIDEODRIVER") == NULL && driver != NULL &&
        (strcmp(driver, "offscreen") == 0 || strcmp(driver, "dummy") == 0)) {
        fprintf(stderr, "testbed: no display to open a window on; try --headless\n");
        return false;
    }
    t->window = SDL_CreateWindow("rigid2d testbed", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, o->width,
                                 o->height, SDL_WINDOW_RESIZABLE);
    if (t->window != NULL) {
        t->renderer = SDL_CreateRenderer(t->window, -1, 0);
    }
    if (t->renderer == NULL) {
        fprintf(stderr, "testbed: no window (%s); try --headless\n", SDL_GetError());
        return false;
    }
    show_title(t);
    return resize(t, o->width, o->height);
}

static void destroy_window(testbed* t)
{
    if (t->texture != NULL) {
        SDL_DestroyTexture(t->texture);
    }
    if (t->renderer != NULL) {
        SDL_DestroyRenderer(t->renderer);
    }
    if (t->window != NULL) {
        SDL_DestroyWindow(t->window);
    }
    raster_free(&t->picture);
    SDL_Quit();
}

int window_run(const options* o)
{
    testbed t;
    memset(&t, 0, sizeof(t));
    t.show_list = true;
    t.draw.joints = true;
    t.running = true;
    t.scene_index = scene_index_of(o->scene);
    t.file = o->load != NULL ? o->load : SCENE_FILE_DEFAULT;
    if (!session_open(&t.sim, o->scene)) {
        return 1;
    }
    if (o->workers != 1 && !session_set_workers(&t.sim, o->workers)) {
        session_close(&t.sim);
        return 1;
    }
    if (o->load != NULL && !scene_file_load(&t.sim, o->load)) {
        session_close(&t.sim);
        return 1;
    }
    if (!create_window(&t, o)) {
        destroy_window(&t);
        session_close(&t.sim);
        return 1;
    }

    int exit_code = 0;
    for (long long frame = 0; t.running && (o->frames == 0 || frame < o->frames); ++frame) {
        Uint64 start = SDL_GetPerformanceCounter();
        handle_events(&t);
        if (!t.running) {
            break;
        }
        if (!advance(&t) || !present(&t)) {
            exit_code = 1;
            break;
        }
        /* Real time: one step of the scene's time step per frame. */
        double spent_ms = 1000.0 * (double)(SDL_GetPerformanceCounter() - start) / (double)SDL_GetPerformanceFrequency();
        double frame_ms = 1000.0 * (double)t.sim.description->time_step;
        if (spent_ms < frame_ms) {
            SDL_Delay((Uint32)(frame_ms - spent_ms));
        }
    }
    destroy_window(&t);
    session_close(&t.sim);
    return exit_code;
}
