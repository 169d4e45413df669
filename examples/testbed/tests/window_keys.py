#!/usr/bin/python3
"""Drives the testbed's window with fake X input (XTest, through ctypes) on
the display xvfb-run gives it: the window must show the scene (its pixels
read back hold the background, static and dynamic colours), the Down key
must switch to the next scene of --list (the window title names the
scene), a click on a name in the list must open that scene, dragging with
the mouse and the drawing toggles must not upset it, and q must close it
with status 0.

usage: xvfb-run -a window_keys.py TESTBED      (exit 77: no X libraries)
"""
import ctypes
import ctypes.util
import subprocess
import sys
import time


def load_x():
    try:
        x11 = ctypes.CDLL(ctypes.util.find_library("X11") or "libX11.so.6")
        xtst = ctypes.CDLL(ctypes.util.find_library("Xtst") or "libXtst.so.6")
    except OSError:
        return None, None
    ulong, p = ctypes.c_ulong, ctypes.c_void_p
    x11.XOpenDisplay.restype = p
    x11.XOpenDisplay.argtypes = [ctypes.c_char_p]
    x11.XDefaultRootWindow.restype = ulong
    x11.XDefaultRootWindow.argtypes = [p]
    x11.XQueryTree.argtypes = [p, ulong, ctypes.POINTER(ulong), ctypes.POINTER(ulong),
                               ctypes.POINTER(ctypes.POINTER(ulong)), ctypes.POINTER(ctypes.c_uint)]
    x11.XFetchName.argtypes = [p, ulong, ctypes.POINTER(ctypes.c_char_p)]
    x11.XFree.argtypes = [p]
    x11.XStringToKeysym.restype = ulong
    x11.XStringToKeysym.argtypes = [ctypes.c_char_p]
    x11.XKeysymToKeycode.restype = ctypes.c_ubyte
    x11.XKeysymToKeycode.argtypes = [p, ulong]
    x11.XTranslateCoordinates.argtypes = [p, ulong, ulong, ctypes.c_int, ctypes.c_int,
                                          ctypes.POINTER(ctypes.c_int), ctypes.POINTER(ctypes.c_int),
                                          ctypes.POINTER(ulong)]
    x11.XSetInputFocus.argtypes = [p, ulong, ctypes.c_int, ulong]
    x11.XSync.argtypes = [p, ctypes.c_int]
    x11.XGetImage.restype = p
    x11.XGetImage.argtypes = [p, ulong, ctypes.c_int, ctypes.c_int, ctypes.c_uint, ctypes.c_uint, ulong,
                              ctypes.c_int]
    x11.XGetPixel.restype = ulong
    x11.XGetPixel.argtypes = [p, ctypes.c_int, ctypes.c_int]
    x11.XDestroyImage.argtypes = [p]
    xtst.XTestFakeKeyEvent.argtypes = [p, ctypes.c_uint, ctypes.c_int, ulong]
    xtst.XTestFakeButtonEvent.argtypes = [p, ctypes.c_uint, ctypes.c_int, ulong]
    xtst.XTestFakeMotionEvent.argtypes = [p, ctypes.c_int, ctypes.c_int, ctypes.c_int, ulong]
    return x11, xtst


# Xlib's default error handler ends the process; a window that is not yet
# mapped (focus) or already gone (names) is not an error for this test.
X_ERROR_HANDLER = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.c_void_p)(lambda display, event: 0)


def window_titles(x11, display, window):
    """(window, title) for the window and all below it."""
    name = ctypes.c_char_p()
    if x11.XFetchName(display, window, ctypes.byref(name)) and name.value is not None:
        yield window, name.value.decode("utf-8", "replace")
    root, parent = ctypes.c_ulong(), ctypes.c_ulong()
    children, count = ctypes.POINTER(ctypes.c_ulong)(), ctypes.c_uint()
    if x11.XQueryTree(display, window, ctypes.byref(root), ctypes.byref(parent),
                      ctypes.byref(children), ctypes.byref(count)):
        kids = [children[i] for i in range(count.value)]
        if children:
            x11.XFree(children)
        for kid in kids:
            yield from window_titles(x11, display, kid)


def wait_for_title(x11, display, title, seconds=10.0):
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        for window, name in window_titles(x11, display, x11.XDefaultRootWindow(display)):
            if name == title:
                return window
        time.sleep(0.05)
    return None


# The testbed's background (CANVAS_BACKGROUND in canvas.h) and the colours of
# r2d_debug_draw_default() for static and dynamic bodies.
BACKGROUND, STATIC, DYNAMIC = 0x1E2228, 0x7FBF7F, 0xE6B35A


def colours_on_screen(x11, display, window, width, height):
    """The 0xRRGGBB colours of a grid of the window's pixels (24-bit TrueColor,
    as xvfb-run's screen is set up)."""
    all_planes, z_pixmap = 0xFFFFFFFF, 2
    image = x11.XGetImage(display, window, 0, 0, width, height, all_planes, z_pixmap)
    if not image:
        return set()
    seen = {x11.XGetPixel(image, x, y) & 0xFFFFFF
            for y in range(2, height, 4) for x in range(2, width, 4)}
    x11.XDestroyImage(image)
    return seen


def main():
    testbed = sys.argv[1]
    x11, xtst = load_x()
    if x11 is None:
        print("no libX11/libXtst: skipped")
        return 77
    x11.XSetErrorHandler(X_ERROR_HANDLER)
    display = x11.XOpenDisplay(None)
    if not display:
        print("no X display (run under xvfb-run): skipped")
        return 77

    scenes = subprocess.run([testbed, "--list"], check=True, capture_output=True, text=True).stdout.split()
    first = "pyramid"
    following = scenes[(scenes.index(first) + 1) % len(scenes)]
    app = subprocess.Popen([testbed, "--scene", first, "--width", "640", "--height", "480"])
    try:
        window = wait_for_title(x11, display, "rigid2d testbed: " + first)
        if window is None:
            print("FAIL: no window titled with the scene", first)
            return 1

        time.sleep(0.5)  # some frames drawn
        seen = colours_on_screen(x11, display, window, 640, 480)
        missing = [name for name, colour in [("background", BACKGROUND), ("static", STATIC),
                                             ("dynamic", DYNAMIC)] if colour not in seen]
        if missing:
            print("FAIL: the window does not show the", ", ".join(missing), "colour;",
                  len(seen), "colours seen")
            return 1
        print("ok: the window shows the background, the ground and the pyramid")

        # Point at the window's middle and give it the keyboard.
        x, y, child = ctypes.c_int(), ctypes.c_int(), ctypes.c_ulong()
        x11.XTranslateCoordinates(display, window, x11.XDefaultRootWindow(display), 0, 0,
                                  ctypes.byref(x), ctypes.byref(y), ctypes.byref(child))
        middle = (x.value + 320, y.value + 240)
        x11.XSetInputFocus(display, window, 1, 0)
        xtst.XTestFakeMotionEvent(display, -1, middle[0], middle[1], 0)
        x11.XSync(display, 0)
        time.sleep(0.3)

        def key(name):
            code = x11.XKeysymToKeycode(display, x11.XStringToKeysym(name.encode()))
            xtst.XTestFakeKeyEvent(display, code, 1, 0)
            xtst.XTestFakeKeyEvent(display, code, 0, 0)
            x11.XSync(display, 0)
            time.sleep(0.15)

        # Drag through the pyramid, toggle every overlay, pause and step.
        xtst.XTestFakeButtonEvent(display, 1, 1, 0)
        for i in range(10):
            xtst.XTestFakeMotionEvent(display, -1, middle[0] + 10 * i, middle[1] - 8 * i, 0)
            x11.XSync(display, 0)
            time.sleep(0.03)
        xtst.XTestFakeButtonEvent(display, 1, 0, 0)
        for name in ["c", "n", "a", "m", "j", "l", "space", "s", "s", "space", "r"]:
            key(name)
        if app.poll() is not None:
            print("FAIL: the testbed ended during input, status", app.returncode)
            return 1

        key("Down")
        if wait_for_title(x11, display, "rigid2d testbed: " + following, 5.0) is None:
            print("FAIL: Down did not switch to the next scene,", following)
            return 1
        print("ok: Down switched from", first, "to", following)

        # The list was hidden by "l" above; show it and click a name. Rows
        # are 24 pixels apart from y = 56, below the statistics and the
        # stages lines (window.c's list_top).
        key("l")
        pick = "card_house"
        row_y = y.value + 56 + 24 * scenes.index(pick) + 12
        xtst.XTestFakeMotionEvent(display, -1, x.value + 40, row_y, 0)
        xtst.XTestFakeButtonEvent(display, 1, 1, 0)
        xtst.XTestFakeButtonEvent(display, 1, 0, 0)
        x11.XSync(display, 0)
        if wait_for_title(x11, display, "rigid2d testbed: " + pick, 5.0) is None:
            print("FAIL: a click on", pick, "in the list did not open it")
            return 1
        print("ok: a click in the list opened", pick)

        key("q")
        status = app.wait(timeout=10)
        print("ok: q closed the window" if status == 0 else "FAIL: exit status %d" % status)
        return 0 if status == 0 else 1
    except subprocess.TimeoutExpired:
        print("FAIL: q did not close the window")
        return 1
    finally:
        if app.poll() is None:
            app.kill()
            app.wait()


if __name__ == "__main__":
    sys.exit(main())
