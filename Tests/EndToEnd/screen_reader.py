"""Meridian with Orca, the screen reader, beside it: what a blind user hears of the History
slider. Orca runs headless (speech goes to ALSA's null device) and logs a `SPEECH OUTPUT: '…'`
line for every utterance; the test reads that log.

On focus, and at each move by the keyboard, Orca must say the step as the label beside the
slider says it ("Step 1 of 2 · Sorted by name"), not a bare number.

Run by Tests/EndToEnd/run (MERIDIAN_E2E_SCRIPT=screen_reader.py), which starts the app on a
D-Bus session, accessibility bus and Xvfb of its own."""
import os
import subprocess
import sys
import tempfile
import threading
import time
import tty

import pyatspi

shot, meridian = sys.argv[1], sys.argv[2]
root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def eventually(what, probe, seconds=60):
    """Polls `probe` until it gives something, for what the app or Orca does in its own time."""
    end = time.time() + seconds
    while time.time() < end:
        try:
            found = probe()
        except Exception:
            found = None
        if found:
            return found
        time.sleep(0.1)
    sys.exit(f"screen reader: FAILED: timed out waiting for {what}; Orca last said {spoken()[-3:]}")


def find(node, role, name=None):
    for child in node:
        if child is None:
            continue
        if child.getRoleName() == role and (name is None or child.name == name):
            return child
        found = find(child, role, name)
        if found:
            return found
    return None


def find_label(node, prefix):
    for child in node:
        if child is None:
            continue
        if child.getRoleName() == "label" and (child.name or "").startswith(prefix):
            return child
        found = find_label(child, prefix)
        if found:
            return found
    return None


# Orca's settings, and speech-dispatcher's, in folders of the test's own: with no sound server,
# speech-dispatcher's default output would block Orca at its first word.
config = tempfile.mkdtemp()
speechd = os.path.join(os.environ["XDG_CONFIG_HOME"], "speech-dispatcher")
os.makedirs(speechd, exist_ok=True)
with open(os.path.join(speechd, "speechd.conf"), "w") as conf:
    conf.write('AudioOutputMethod "alsa"\nAudioALSADevice "null"\nAddModule "espeak-ng" "sd_espeak-ng" "espeak-ng.conf"\n'
               'DefaultModule espeak-ng\n')
# Orca's debug file is a terminal: Python then writes it a line at a time, where a file would
# keep the last utterances in its buffer until Orca quits.
master, terminal = os.openpty()
tty.setraw(terminal)
orca = subprocess.Popen(["orca", "--replace", "-u", config, "--debug-file", os.ttyname(terminal)],
                        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
lines = []
lock = threading.Lock()


def read_debug_output():
    pending = b""
    while True:
        try:
            chunk = os.read(master, 65536)
        except OSError:
            return
        if not chunk:
            return
        pending += chunk
        *complete, pending = pending.split(b"\n")
        with lock:
            lines.extend(line.decode("utf-8", "replace") for line in complete)


threading.Thread(target=read_debug_output, daemon=True).start()


def spoken():
    """What Orca said so far, an utterance a line."""
    with lock:
        return [line.split("SPEECH OUTPUT: ", 1)[1].strip() for line in lines if "SPEECH OUTPUT: " in line]


def widget(line):
    """The widget a focus event of Orca's log names: `[role | name]`."""
    return line.split(" for ", 1)[1].split(" in [", 1)[0]


def focus_gains():
    """The focus events Orca received, a widget gaining the focus a line."""
    with lock:
        return [line for line in lines if "EVENT MANAGER: object:state-changed:focused for [" in line and line.endswith("(1, 0, 0)")]


try:
    # The desktop read afresh at each look, and time for a debug build's launch beside Orca's
    # on a busy machine: a guard against a hang, as the walk's is.
    app = eventually("Meridian on the accessibility bus",
                     lambda: next((a for a in pyatspi.Registry.getDesktop(0) if a and a.name == "meridian"), None), seconds=120)
    window = eventually("the window", lambda: find(app, "frame"))
    eventually("Orca to speak", lambda: spoken())

    # Two steps to move between: the session fixture imported into the running window.
    session = os.path.join(root, "Tests/MeridianFilesTests/Fixtures/sessions/valid.json")
    subprocess.run([meridian, "open", session], check=True)
    slider = find(window, "slider", name="History")
    eventually("the imported session's steps", lambda: slider.queryValue().maximumValue == 2)

    # The keyboard's focus into the window: a click on the step's words beside the slider.
    words = eventually("the step's words", lambda: next((l for l in [find_label(window, "Step 2 of 2")] if l), None))
    x, y, width, height = words.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
    subprocess.run(["xdotool", "mousemove", str(x + width // 2), str(y + height // 2), "click", "1"], check=True)

    # Tab onto the slider, as a blind user would: Orca says its name, its role and the step in
    # words. Where the focus went comes from the focus events Orca logs for every widget, spoken
    # or not, in the order they happened (the slider's focused state, asked over AT-SPI, may
    # still say what was true a Tab ago; Orca's "tab" echo comes before the focus moves). Each
    # Tab waits for a widget other than the one it left to gain the focus; a widget's gain may
    # be logged twice, and a late second line names the widget left behind, not a new one.
    heard = len(spoken())
    seen, left = len(focus_gains()), None
    for _ in range(120):
        subprocess.run(["xdotool", "key", "Tab"], check=True)
        eventually("the focus to move", lambda: any(widget(line) != left for line in focus_gains()[seen:]))
        gains = focus_gains()
        arrived = [widget(line) for line in gains[seen:] if widget(line) != left]
        seen = len(gains)
        if "[slider | History]" in arrived:
            break
        left = arrived[-1]
    else:
        sys.exit(f"screen reader: FAILED: Tab never reached the slider; Orca said {spoken()[heard:]}")
    on_focus = eventually("Orca to speak of the slider", lambda: [s for s in spoken()[heard:] if "Step 2 of 2" in s])
    if not any("Step 2 of 2 · Renamed New York to Home" in s for s in on_focus):
        sys.exit(f"screen reader: FAILED: on focus Orca said {spoken()[heard:]}")

    # One step back with the keyboard: Orca says the new step as the label does.
    heard = len(spoken())
    subprocess.run(["xdotool", "key", "Left"], check=True)
    moved = eventually("the slider to move", lambda: slider.queryValue().currentValue == 1, seconds=20)
    eventually("Orca to speak of the move", lambda: [s for s in spoken()[heard:] if "Step 1 of 2" in s], seconds=20)
    said = spoken()[heard:]
    if any(s.strip() in ("1", "1.0") for s in said):
        sys.exit(f"screen reader: FAILED: Orca said a bare number: {said}")
    print("screen reader: on focus Orca said", on_focus, "; after Left it said", said)
finally:
    orca.kill()
    orca.wait()
