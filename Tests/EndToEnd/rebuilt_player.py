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


# Orca itself, when asked (REBUILT_PLAYER_ORCA=1), headless as in screen_reader.py.
orca = None
if os.environ.get("REBUILT_PLAYER_ORCA"):
    speechd = os.path.join(os.environ["XDG_CONFIG_HOME"], "speech-dispatcher")
    os.makedirs(speechd, exist_ok=True)
    with open(os.path.join(speechd, "speechd.conf"), "w") as conf:
        conf.write('AudioOutputMethod "alsa"\nAudioALSADevice "null"\nAddModule "espeak-ng" "sd_espeak-ng" "espeak-ng.conf"\n'
                   'DefaultModule espeak-ng\n')
    orca = subprocess.Popen(["orca", "--replace", "-u", tempfile.mkdtemp()], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    time.sleep(3)

# Listening to what a screen reader listens to makes GTK's accessibility bridge emit each change.
events = []


def heard(event):
    """Reads what a screen reader reads of the event's source: its name, role, states and
    family, which reach widgets GTK may have let go of."""
    events.append(event.type)
    try:
        source = event.source
        _ = (source.name, source.getRoleName(), source.getState().getStates(), source.childCount, source.description)
        parent = source.parent
        if parent is not None:
            _ = (parent.name, parent.childCount)
        for index in range(min(source.childCount, 20)):
            child = source.getChildAtIndex(index)
            if child is not None:
                _ = (child.name, child.getRoleName())
    except Exception:
        pass


for kind in ("object:children-changed", "object:state-changed", "object:property-change", "focus:", "window:"):
    pyatspi.Registry.registerEventListener(heard, kind)
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
# Back to before any media (the player becomes its empty strip), and forward again.
for _ in range(6):
    activate("undo")
    time.sleep(0.4)
for _ in range(6):
    activate("redo")
    time.sleep(0.4)
subprocess.run(["import", "-window", "root", shot], check=False)
pyatspi.Registry.stop()
if orca:
    orca.kill()
print(f"rebuilt player: {len(events)} accessibility events heard")
