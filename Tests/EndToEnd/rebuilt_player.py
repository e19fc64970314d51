"""Meridian with an accessibility client listening, as a screen reader does: the player pane is
rebuilt (a clip opened, another, a missing one, the media removed by going back in History)
and the app must log no Atk or Gtk critical (Tests/EndToEnd/run checks its log).

Run by Tests/EndToEnd/run (MERIDIAN_E2E_SCRIPT=rebuilt_player.py)."""
import os
import subprocess
import sys
import tempfile
import threading
import time

import pyatspi
from gi.repository import Gio, GLib

shot = sys.argv[1]
bus = Gio.bus_get_sync(Gio.BusType.SESSION, None)
work = tempfile.mkdtemp(prefix="rebuilt-player-")


def eventually(what, probe, seconds=60):
    end = time.time() + seconds
    while time.time() < end:
        try:
            found = probe()
        except Exception:
            found = None
        if found:
            return found
        time.sleep(0.1)
    sys.exit(f"rebuilt player: FAILED: timed out waiting for {what}")


def application():
    return next((app for app in pyatspi.Registry.getDesktop(0) if app is not None and app.name == "meridian"), None)


def activate(name, parameter=None):
    bus.call_sync("dev.meridian.Meridian", "/dev/meridian/Meridian", "org.gtk.Actions", "Activate",
                  GLib.Variant("(sava{sv})", (name, [parameter] if parameter is not None else [], {})), None,
                  Gio.DBusCallFlags.NO_AUTO_START, 20000, None)


def clip(name, seconds=2):
    path = os.path.join(work, name)
    subprocess.run(["gst-launch-1.0", "-q", "videotestsrc", f"num-buffers={seconds * 30}", "pattern=ball", "!",
                    "video/x-raw,width=320,height=180,framerate=30/1", "!", "theoraenc", "!", "oggmux", "!",
                    "filesink", f"location={path}"], check=True)
    return path


# Listening to what a screen reader listens to makes GTK's accessibility bridge emit each change.
events = []
for kind in ("object:children-changed", "object:state-changed", "object:property-change", "focus:", "window:"):
    pyatspi.Registry.registerEventListener(events.append, kind)
threading.Thread(target=pyatspi.Registry.start, daemon=True).start()

app = eventually("the app on the accessibility bus", application)
eventually("the player on the accessibility tree", lambda: pyatspi.findDescendant(app, lambda n: n is not None and n.name == "Player"))
first, second = clip("first.ogv"), clip("second.ogv")
gone = clip("gone.ogv")
for step, path in enumerate([first, second, gone, first]):
    activate("open-media-from", GLib.Variant("s", path))
    time.sleep(1.5)
    if path == gone:
        os.remove(gone)
activate("open-media-from", GLib.Variant("s", gone))
time.sleep(1.5)
subprocess.run(["import", "-window", "root", shot], check=False)
pyatspi.Registry.stop()
print(f"rebuilt player: {len(events)} accessibility events heard")
