#include "text.h"

#include <stb/stb_easy_font.h>
#include <string.h>

/* stb_easy_font emits quads of four vertices: x, y, z floats and 4 colour
 * bytes. Its glyphs are axis-aligned bars, so each quad is a rectangle
 * spanned by its first and third corners. */
typedef struct glyph_vertex {
    float x, y, z;
    unsigned char color[4];
} glyph_vertex;

float text_line_height(float scale)
{
    return 12.0f * scale;
}

void text_draw(raster* r, float x, float y, float scale, const char* text, uint32_t color)
{
    static glyph_vertex quads[4 * 2000];
    char line[512];
    unsigned char unused_color[4] = {255, 255, 255, 255};
    while (*text != '\0') {
        size_t length = strcspn(text, "\n");
        size_t kept = length < sizeof(line) - 1 ? length : sizeof(line) - 1;
        memcpy(line, text, kept);
        line[kept] = '\0';
        int count = stb_easy_font_print(0.0f, 0.0f, line, unused_color, quads, (int)sizeof(quads));
        for (int q = 0; q < count; ++q) {
            const glyph_vertex* a = &quads[4 * q];
            const glyph_vertex* c = &quads[4 * q + 2];
            raster_fill_rect(r, x + a->x * scale, y + a->y * scale, x + c->x * scale, y + c->y * scale, color);
        }
        text += length;
        if (*text == '\n') {
            ++text;
        }
        y += text_line_height(scale);
    }
}
