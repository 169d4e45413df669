/* Lines of text painted into a raster, with stb_easy_font's glyphs. */
#ifndef TESTBED_TEXT_H
#define TESTBED_TEXT_H

#include "raster.h"

/* Height of one line of text in pixels at the given scale. */
float text_line_height(float scale);

/* Paints text with its top-left corner at (x, y); '\n' starts a new line. */
void text_draw(raster* r, float x, float y, float scale, const char* text, uint32_t color);

#endif
