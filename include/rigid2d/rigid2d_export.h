/* R2D_API marks the functions librigid2d exports; everything else is hidden. */
#ifndef RIGID2D_EXPORT_H
#define RIGID2D_EXPORT_H

#if defined(_WIN32) && defined(R2D_BUILDING_LIBRARY)
#define R2D_API __declspec(dllexport)
#elif defined(_WIN32) && defined(R2D_SHARED)
#define R2D_API __declspec(dllimport)
#elif defined(R2D_BUILDING_LIBRARY) && defined(__GNUC__)
#define R2D_API __attribute__((visibility("default")))
#else
#define R2D_API
#endif

#endif /* RIGID2D_EXPORT_H */
