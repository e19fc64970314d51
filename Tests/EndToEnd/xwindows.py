"""The X server's view of an app's windows, through libX11 (ctypes; no module to install): which
top-level windows a process has mapped, and what a window manager does to them. Under Xvfb
there is no window manager, so the walk sends what one sends when its close button is
pressed: a WM_PROTOCOLS client message of WM_DELETE_WINDOW (ICCCM 4.2.8.1), which GDK turns
into the window's delete-event. (`xdotool windowclose` destroys the X window instead and
`windowkill` kills the client: neither is a close; `wmctrl -c` asks a window manager, and
there is none.)
"""
import ctypes
import ctypes.util

_x11 = ctypes.CDLL(ctypes.util.find_library("X11") or "libX11.so.6")
Window = Atom = ctypes.c_ulong


class _ClientMessage(ctypes.Structure):
    _fields_ = [("type", ctypes.c_int), ("serial", ctypes.c_ulong), ("send_event", ctypes.c_int),
                ("display", ctypes.c_void_p), ("window", Window), ("message_type", Atom), ("format", ctypes.c_int),
                ("data", ctypes.c_long * 5)]


class _Event(ctypes.Union):
    _fields_ = [("client", _ClientMessage), ("pad", ctypes.c_long * 24)]


class _Attributes(ctypes.Structure):
    _fields_ = [("x", ctypes.c_int), ("y", ctypes.c_int), ("width", ctypes.c_int), ("height", ctypes.c_int),
                ("border_width", ctypes.c_int), ("depth", ctypes.c_int), ("visual", ctypes.c_void_p), ("root", Window),
                ("class_", ctypes.c_int), ("bit_gravity", ctypes.c_int), ("win_gravity", ctypes.c_int),
                ("backing_store", ctypes.c_int), ("backing_planes", ctypes.c_ulong), ("backing_pixel", ctypes.c_ulong),
                ("save_under", ctypes.c_int), ("colormap", ctypes.c_ulong), ("map_installed", ctypes.c_int),
                ("map_state", ctypes.c_int), ("all_event_masks", ctypes.c_long), ("your_event_mask", ctypes.c_long),
                ("do_not_propagate_mask", ctypes.c_long), ("override_redirect", ctypes.c_int), ("screen", ctypes.c_void_p)]


_x11.XOpenDisplay.restype = ctypes.c_void_p
_x11.XOpenDisplay.argtypes = [ctypes.c_char_p]
_x11.XDefaultRootWindow.restype = Window
_x11.XDefaultRootWindow.argtypes = [ctypes.c_void_p]
_x11.XInternAtom.restype = Atom
_x11.XInternAtom.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int]
_x11.XQueryTree.argtypes = [ctypes.c_void_p, Window, ctypes.POINTER(Window), ctypes.POINTER(Window),
                            ctypes.POINTER(ctypes.POINTER(Window)), ctypes.POINTER(ctypes.c_uint)]
_x11.XGetWindowAttributes.argtypes = [ctypes.c_void_p, Window, ctypes.POINTER(_Attributes)]
_x11.XGetWindowProperty.argtypes = [ctypes.c_void_p, Window, Atom, ctypes.c_long, ctypes.c_long, ctypes.c_int, Atom,
                                    ctypes.POINTER(Atom), ctypes.POINTER(ctypes.c_int), ctypes.POINTER(ctypes.c_ulong),
                                    ctypes.POINTER(ctypes.c_ulong), ctypes.POINTER(ctypes.c_void_p)]
_x11.XSendEvent.argtypes = [ctypes.c_void_p, Window, ctypes.c_int, ctypes.c_long, ctypes.POINTER(_Event)]
_x11.XSetInputFocus.argtypes = [ctypes.c_void_p, Window, ctypes.c_int, ctypes.c_ulong]
_x11.XRaiseWindow.argtypes = [ctypes.c_void_p, Window]
_x11.XSync.argtypes = [ctypes.c_void_p, ctypes.c_int]
_x11.XFree.argtypes = [ctypes.c_void_p]
_x11.XSetErrorHandler.argtypes = [ctypes.c_void_p]

# A window may go between listing it and asking about it: an X error is then no failure.
_ignore_errors = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.c_void_p)(lambda display, error: 0)
_x11.XSetErrorHandler(ctypes.cast(_ignore_errors, ctypes.c_void_p))
_display = _x11.XOpenDisplay(None)
if not _display:
    raise SystemExit("xwindows: cannot open the X display")
_root = _x11.XDefaultRootWindow(_display)


def _atom(name):
    return _x11.XInternAtom(_display, name.encode(), 0)


def _property(window, name, kind):
    kind_out, format_out, count, after, data = Atom(), ctypes.c_int(), ctypes.c_ulong(), ctypes.c_ulong(), ctypes.c_void_p()
    if _x11.XGetWindowProperty(_display, window, _atom(name), 0, 1024, 0, _atom(kind), ctypes.byref(kind_out),
                               ctypes.byref(format_out), ctypes.byref(count), ctypes.byref(after), ctypes.byref(data)) != 0 or not data.value:
        return None
    try:
        if format_out.value == 32:
            return list(ctypes.cast(data, ctypes.POINTER(ctypes.c_ulong))[:count.value])
        return ctypes.string_at(data, count.value).decode("utf-8", "replace")
    finally:
        _x11.XFree(data)


def windows_of(pid):
    """The top-level windows of process `pid` now shown on the screen, as a dict from window
    id to (title, x, y, width, height). Menus, tooltips and other override-redirect windows
    are left out: they are not windows a person closes."""
    _x11.XSync(_display, 0)
    root, parent, children, count = Window(), Window(), ctypes.POINTER(Window)(), ctypes.c_uint()
    if not _x11.XQueryTree(_display, _root, ctypes.byref(root), ctypes.byref(parent), ctypes.byref(children), ctypes.byref(count)):
        return {}
    ids = [children[i] for i in range(count.value)]
    if children:
        _x11.XFree(children)
    shown = {}
    for window in ids:
        attributes = _Attributes()
        if not _x11.XGetWindowAttributes(_display, window, ctypes.byref(attributes)):
            continue
        if attributes.map_state != 2 or attributes.override_redirect:  # IsViewable
            continue
        if (_property(window, "_NET_WM_PID", "CARDINAL") or [None])[0] != pid:
            continue
        title = _property(window, "_NET_WM_NAME", "UTF8_STRING") or ""
        shown[window] = (title, attributes.x, attributes.y, attributes.width, attributes.height)
    return shown


def delete(window):
    """What a window manager sends when the window's close button is pressed."""
    event = _Event()
    event.client.type = 33  # ClientMessage
    event.client.window = window
    event.client.message_type = _atom("WM_PROTOCOLS")
    event.client.format = 32
    event.client.data[0] = _atom("WM_DELETE_WINDOW")
    event.client.data[1] = 0  # CurrentTime
    _x11.XSendEvent(_display, window, 0, 0, ctypes.byref(event))
    _x11.XSync(_display, 0)


def focus(window):
    """Raises the window and gives it the keyboard, as a window manager does when it is clicked."""
    _x11.XRaiseWindow(_display, window)
    _x11.XSetInputFocus(_display, window, 2, 0)  # RevertToParent, CurrentTime
    _x11.XSync(_display, 0)
