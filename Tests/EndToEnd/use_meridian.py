#!/usr/bin/python3
"""Uses Meridian as a person would, through the accessibility tree (AT-SPI) and real pointer and
keyboard events: adds a time zone, renames it, drags History back to see the old name, and
forward again; finds the rename in the history inspector, skips it, and drags History back to
undo the skip; plays a clip, adds a clock and undoes it while the clip plays on; moves a
clock with Alt+Down in Edit mode; and, a minute after that Undo, finds the clocks keeping
time. Run by Tests/EndToEnd/run, which starts the app under Xvfb with its own D-Bus.

    use_meridian.py SCREENSHOT.png MERIDIAN
"""
import datetime
import json
import os
import shutil
import signal
import subprocess
import sys
import time

import pyatspi
from zoneinfo import ZoneInfo

TIMEOUT = 20.0


SCREENSHOT = sys.argv[1] if len(sys.argv) > 1 else "artifacts/e2e.png"
MERIDIAN = sys.argv[2] if len(sys.argv) > 2 else "meridian"


def fail(message):
    """Says what did not happen, with a screenshot of how the screen looked instead."""
    failure = SCREENSHOT.replace(".png", "-failure.png")
    subprocess.run(["import", "-window", "root", failure], check=False)
    app = application()
    print(f"end-to-end: FAILED: {message} (history bar: {step_label(app) if app else '?'}; screen: {failure})", file=sys.stderr)
    sys.exit(1)


def eventually(what, probe, timeout=TIMEOUT):
    """Polls `probe` until it returns something truthy; fails naming `what` otherwise."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            found = probe()
        except Exception:  # the tree changes under us while the app works
            found = None
        if found:
            return found
        time.sleep(0.1)
    fail(f"timed out waiting for {what}")


def application():
    desktop = pyatspi.Registry.getDesktop(0)
    return next((app for app in desktop if app is not None and app.name == "meridian"), None)


def find(root, role, name=None, prefix=None, showing=True):
    """The first node under `root` with `role` whose name is `name` (or starts with `prefix`)."""
    def matches(node):
        if node is None or node.getRoleName() != role:
            return False
        if name is not None and node.name != name:
            return False
        if prefix is not None and not node.name.startswith(prefix):
            return False
        return not showing or node.getState().contains(pyatspi.STATE_SHOWING)
    return pyatspi.findDescendant(root, matches, True)


def names(root, role):
    found = pyatspi.findAllDescendants(root, lambda n: n is not None and n.getRoleName() == role)
    return [node.name for node in found if node.getState().contains(pyatspi.STATE_SHOWING)]


def click(node):
    """A left click in the middle of the node, as the pointer makes it."""
    box = node.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
    x, y = box.x + box.width // 2, box.y + box.height // 2
    subprocess.run(["xdotool", "mousemove", str(x), str(y), "click", "1"], check=True)
    time.sleep(0.2)


def drag(x1, y1, x2, y2):
    """Presses the left button at one point, moves in small steps to another, releases."""
    subprocess.run(["xdotool", "mousemove", str(int(x1)), str(int(y1)), "mousedown", "1"], check=True)
    for i in range(1, 11):
        x, y = x1 + (x2 - x1) * i / 10, y1 + (y2 - y1) * i / 10
        subprocess.run(["xdotool", "mousemove", str(int(x)), str(int(y))], check=True)
        time.sleep(0.02)
    subprocess.run(["xdotool", "mouseup", "1"], check=True)
    time.sleep(0.2)


def gapplication(action, parameter=None):
    command = ["gapplication", "action", "dev.meridian.Meridian", action] + ([parameter] if parameter else [])
    result = subprocess.run(command, capture_output=True, text=True)
    if result.returncode != 0:
        fail(f"{' '.join(command)} failed: {result.stderr.strip()}")
    time.sleep(0.2)


def type_text(text):
    subprocess.run(["xdotool", "type", "--delay", "40", text], check=True)
    time.sleep(0.2)


def key(*keys):
    subprocess.run(["xdotool", "key", *keys], check=True)
    time.sleep(0.15)


def step_label(app):
    bar = find(app, "filler", name="History bar")
    if bar is None:
        return ""
    labels = [n for n in names(bar, "label") if n.startswith("Step ")]
    return labels[0] if labels else ""


def add_kolkata_as_home(window):
    """Adds Asia/Kolkata (the Add button, the search, the result) and renames it Home in the
    detail pane, as a person does."""
    # Add Asia/Kolkata: the Add button, type in the search, pick the result.
    click(find(window, "push button", name="Add time zone"))
    search = eventually("the search entry", lambda: find(window, "text", name="Search time zones"))
    click(search)
    type_text("kolkata")
    result = eventually("Kolkata among the results", lambda: find(window, "list item", name="Kolkata, India, Asia/Kolkata"))
    eventually("the search to narrow the list", lambda: names(find(window, "list box", name="Available time zones"), "list item") == ["Kolkata, India, Asia/Kolkata"])
    click(result)
    eventually("Kolkata in the clock list", lambda: find(window, "list item", prefix="Kolkata, "))

    # Rename it in the detail pane.
    entry = eventually("the rename entry", lambda: find(window, "text", name="Time zone name"))
    eventually("the entry to show the city", lambda: entry.queryText().getText(0, -1) == "Kolkata")
    click(entry)
    key("ctrl+a")
    type_text("Home")
    eventually("the renamed row", lambda: find(window, "list item", prefix="Home, "))


def main():
    screenshot = SCREENSHOT
    app = eventually("Meridian on the accessibility bus", application)
    window = eventually("the Meridian window", lambda: find(app, "frame", name="Meridian"))
    eventually("the clock list", lambda: find(window, "list item", prefix="Tokyo, "))

    add_kolkata_as_home(window)
    renamed = step_label(app)
    if "Renamed Kolkata to Home" not in renamed:
        fail(f"the history bar says {renamed!r}, not the rename")

    # Drag History's handle back one step: the old name is shown again.
    slider = find(window, "slider", name="History")
    steps = int(slider.queryValue().maximumValue)
    box = slider.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
    handle_x, y = box.x + box.width - 12, box.y + box.height // 2  # the present is the right end
    one_step = (box.width - 24) / steps
    drag(handle_x, y, handle_x - one_step, y)
    eventually("the old name after going back", lambda: find(window, "list item", prefix="Kolkata, "))
    if find(window, "list item", prefix="Home, "):
        fail("the new name is still shown in the past")
    eventually("the past mark", lambda: find(window, "label", name="Viewing the past"))

    # And forward again to the present.
    drag(handle_x - one_step, y, box.x + box.width, y)
    eventually("the new name at the present", lambda: find(window, "list item", prefix="Home, "))
    eventually("the past mark to go", lambda: not find(window, "label", name="Viewing the past"))

    # The same commands over D-Bus, as scripts and the desktop reach them.
    gapplication("add-zone")
    eventually("the chooser opened over D-Bus", lambda: find(window, "text", name="Search time zones"))
    # Undo reverses the last change (the rename), passing by the opening of the chooser, a
    # glance: the view stays as it is now, so the chooser stays open while the past is shown.
    gapplication("undo")
    eventually("the old name back in the detail pane's entry", lambda: find(window, "text", name="Time zone name").queryText().getText(0, -1) == "Kolkata")
    if not find(window, "text", name="Search time zones"):
        fail("undo closed the chooser, which only the view opened")
    # Undo is no mode: the undone state is the present, with no banner about the past.
    if find(window, "label", name="Viewing the past"):
        fail("undo showed the past banner; its state is the present")
    gapplication("redo")
    eventually("redo over D-Bus to bring the new name back in the entry", lambda: find(window, "text", name="Time zone name").queryText().getText(0, -1) == "Home")

    # Export runs off the main thread and reports back on the main actor, through the bridge
    # between Swift's main queue and the GLib main loop: a failure shows in the message bar.
    exported = SCREENSHOT.replace(".png", "-snapshot.json")
    gapplication("export-snapshot-to", f"'{exported}'")
    eventually("the exported snapshot", lambda: os.path.exists(exported) and os.path.getsize(exported) > 0)
    gapplication("export-snapshot-to", "'/nonexistent/folder/state.json'")
    eventually("the message that the export failed", lambda: any(
        name.startswith("Could not export the snapshot to /nonexistent/folder/state.json") for name in names(window, "label")))

    save_session_as_test(window, SCREENSHOT.replace(".png", "-recorded-session.json"))

    # A second launch raises the first window and leaves.
    second = subprocess.run([MERIDIAN], capture_output=True, timeout=20)
    if second.returncode != 0:
        fail(f"a second meridian exited with {second.returncode}")
    if not application():
        fail("the first instance is gone after a second launch")

    # Nothing is lost, even in a crash: look at the past, kill the app, start it again — the
    # document, the whole history and the slider's position come back from the autosave. The
    # window opens at the present, never showing a past step as if it were now; the History
    # bar offers to go back to where the slider stood.
    # (The slider, not Undo: what Undo left stays undone at a launch; a glance is a mark.)
    gapplication("choose-scope", "'everything'")
    last_step = int(step_label(app).split(" of ")[1].split(" ")[0])
    gapplication("jump-to-step", f"{last_step - 1}")
    eventually("the past before the crash", lambda: find(window, "label", name="Viewing the past"))
    steps_before = step_label(app)
    step_before = steps_before.split(" of ")[0].removeprefix("Step ")
    time.sleep(0.6)  # autosave syncs at least every 250 ms
    os.kill(app.get_process_id(), signal.SIGKILL)
    eventually("the app to be gone", lambda: application() is None)
    # What the relaunched app says goes beside the first one's: a crash at launch is read there.
    restarted = subprocess.Popen([MERIDIAN], stderr=open(os.path.join(os.path.dirname(SCREENSHOT), "e2e-meridian-relaunch.log"), "w"))
    # A launch that reads back the history after a kill may take longer than a window's
    # change on a busy machine (a debug build, the test suite beside it).
    app = eventually("Meridian again", application, timeout=60)
    window = eventually("the window again", lambda: find(app, "frame", name="Meridian"))
    back = eventually("the way back to where the slider stood", lambda: find(window, "push button", name=f"Back to Step {step_before}"))
    if find(window, "label", name="Viewing the past"):
        fail(f"after the crash the window opened in the past: {step_label(app)!r}")
    click(back)
    eventually("the past shown again after the crash", lambda: find(window, "label", name="Viewing the past"))
    if step_label(app) != steps_before:
        fail(f"after the crash the history bar says {step_label(app)!r}, before it said {steps_before!r}")
    click(eventually("the way back to the present", lambda: find(window, "push button", name="Return to the Present")))
    eventually("the renamed zone after the crash", lambda: find(window, "text", name="Time zone name").queryText().getText(0, -1) == "Home")

    subprocess.run(["import", "-window", "root", screenshot], check=True)
    # Early, so that the clocks' next minute comes while the rest is done.
    undone_at = add_a_clock_and_undo_it(app, window)
    use_the_inspector(app, window, screenshot.replace(".png", "-inspector.png"))
    play_a_video(window, screenshot.replace(".png", "-player.png"))
    undo_while_the_clip_plays(app, window)
    move_a_clock_from_the_keyboard(app, window)
    clocks_keep_time_after_undo(window, undone_at)
    print(f"end-to-end: passed; {step_label(app)}; screenshots {screenshot}, {screenshot.replace('.png', '-inspector.png')}, "
          f"{screenshot.replace('.png', '-player.png')}")
    restarted.terminate()


def save_session_as_test(window, path):
    """Main menu ▸ Save Session as Test…, answered in the file chooser as a person does: a
    session file with the state after every entry of its log recorded. MERIDIAN_RECORDED_SESSION
    copies it there (how Meridian's recorded sessions were made)."""
    click(find(window, "toggle button", name="Main menu"))
    click(eventually("Save Session as Test… in the menu", lambda: pyatspi.findDescendant(
        application(), lambda n: n is not None and n.name == "Save Session as Test…" and n.getState().contains(pyatspi.STATE_SHOWING), True)))
    chooser = eventually("the file chooser", lambda: find(application(), "file chooser"))
    # The name field holds the name the chooser suggests.
    field = eventually("the name field", lambda: pyatspi.findDescendant(
        chooser, lambda n: n is not None and n.getRoleName() == "text" and n.queryText().getText(0, -1) == "Recorded session.json", True))
    field.queryEditableText().setTextContents(path)
    eventually("the path in the field", lambda: field.queryText().getText(0, -1) == path)
    click(find(chooser, "push button", name="Save"))
    check_saved_as_test(path, "MERIDIAN_RECORDED_SESSION")


def check_saved_as_test(path, copy_to):
    """Waits for the session saved as a test at `path` and checks that it records the state
    after every entry of its log; copies it where the environment variable `copy_to` says."""
    history = eventually("the session saved as a test", lambda: os.path.exists(path) and json.load(open(path))["history"])
    entries = sum(len(history.get(part) or []) for part in ("actions", "restores", "seals", "skips"))
    if history["checkpointInterval"] != 1 or len(history["checkpoints"]) != entries:
        fail(f"the session saved as a test records {len(history['checkpoints'])} states every {history['checkpointInterval']} of {entries} entries")
    if os.environ.get(copy_to):
        shutil.copy(path, os.environ[copy_to])


def use_the_inspector(app, window, screenshot):
    """Opens the history inspector with its button, finds the rename by searching, skips it
    (the old name comes back at the present), reads the branches, and drags History back one
    step to undo the skip (the new name is back)."""
    cancel = find(window, "push button", name="Cancel adding a time zone")
    if cancel:
        click(cancel)  # the chooser the D-Bus test opened: the clock list shows beside the inspector
    click(eventually("the History button", lambda: find(window, "toggle button", name="History inspector")))
    inspector = eventually("the inspector", lambda: find(window, "filler", name="History inspector") or find(window, "panel", name="History inspector"))
    click(eventually("the inspector's search", lambda: find(inspector, "text", name="Search history")))
    type_text("renamed")
    steps = find(inspector, "list box", name="Steps")
    eventually("the search to keep the rename alone", lambda: [name for name in names(steps, "list item")] and all(
        "Renamed Kolkata to Home" in name for name in names(steps, "list item")))
    rename = find(steps, "list item", prefix="Step ")
    number = rename.name.split(",")[0]
    click(rename)
    eventually("the rename's step previewed", lambda: step_label(app).startswith(number + " of "))
    changed = eventually("what the step changed", lambda: find(inspector, "label", name="What the step changed"))
    if changed.queryText().getText(0, -1) != "Renamed Kolkata to Home":
        fail(f"the inspector says the step changed {changed.queryText().getText(0, -1)!r}")
    values = find(inspector, "tree", name="Changed values")
    cells = names(values, "label") if values else []
    if "document" not in cells or not any(cell.endswith(".name: “Kolkata” → “Home”") for cell in cells):
        fail(f"the changed values read {cells!r}")

    click(find(inspector, "push button", name="Skip this step"))
    zone_name = lambda: find(window, "text", name="Time zone name").queryText().getText(0, -1)  # noqa: E731
    eventually("the old name at the present after the skip", lambda: zone_name() == "Kolkata")
    if find(window, "label", name="Viewing the past"):
        fail("after the skip the window still shows the past")
    eventually("the skip listed as a step", lambda: any(
        "Skipped " + number.lower() + ": Renamed Kolkata to Home" in name for name in names(steps, "list item")))
    tree = find(inspector, "tree", name="History branches")
    if tree is None or not tree.description.startswith("Main line: steps 0 to "):
        fail(f"the branches read {tree.description if tree else None!r}")
    # Every step listed again, the skipped one struck through, for the screenshot.
    click(find(inspector, "text", name="Search history"))
    key("ctrl+a")
    key("BackSpace")
    eventually("every step listed again", lambda: len(names(steps, "list item")) > 2)
    subprocess.run(["import", "-window", "root", screenshot], check=True)

    # Drag History's handle back one step: the skip is undone, the new name is back.
    slider = find(window, "slider", name="History")
    count = int(slider.queryValue().maximumValue)
    box = slider.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
    handle_x, y = box.x + box.width - 12, box.y + box.height // 2
    drag(handle_x, y, handle_x - (box.width - 24) / count, y)
    eventually("the new name back after undoing the skip", lambda: zone_name() == "Home")

    # Carry on from there with Enter on its row: a return, and so a branch in the tree.
    shown = eventually("the step on screen selected", lambda: find(steps, "list item", prefix=step_label(app).split(" of ")[0] + ","))
    click(shown)
    key("Return")
    eventually("the present again", lambda: not find(window, "label", name="Viewing the past"))
    eventually("a branch drawn off the step returned to", lambda: "Branch from step" in find(inspector, "tree", name="History branches").description)
    if zone_name() != "Home":
        fail(f"carrying on from before the skip shows {zone_name()!r}")
    subprocess.run(["import", "-window", "root", screenshot.replace(".png", "-branch.png")], check=True)


def move_a_clock_from_the_keyboard(app, window):
    """Edit mode, the keyboard on Tokyo's row, Alt+Down: Tokyo moves one row down as one step,
    and the row tells a screen reader where it now is and how it moves."""
    click(eventually("the Edit toggle", lambda: find(window, "toggle button", name="Edit time zones")))
    clocks = eventually("the clock list", lambda: find(window, "list box", name="Time zones"))
    before = names(clocks, "list item")
    tokyo = eventually("Tokyo's row", lambda: find(clocks, "list item", prefix="Tokyo, "))
    place = next(index for index, name in enumerate(before) if name.startswith("Tokyo, "))
    if place == len(before) - 1:
        fail(f"Tokyo is the last clock already: {before}")
    if not tokyo.description.startswith(f"Position {place + 1} of {len(before)}."):
        fail(f"Tokyo's row says {tokyo.description!r}, not where it is and how it moves")
    tokyo.queryComponent().grabFocus()
    eventually("the keyboard on Tokyo's row", lambda: tokyo.getState().contains(pyatspi.STATE_FOCUSED))
    key("alt+Down")
    eventually("Tokyo one row down", lambda: names(clocks, "list item")[place + 1].startswith("Tokyo, "))
    eventually("the step named after the move", lambda: "Moved Tokyo down" in step_label(app))
    eventually("Tokyo's row to say where it is now", lambda: tokyo.description.startswith(f"Position {place + 2} of {len(before)}."))
    if not tokyo.getState().contains(pyatspi.STATE_FOCUSED):
        fail("the keyboard left Tokyo's row when it moved")
    click(find(window, "toggle button", name="Edit time zones"))


def play_a_video(window, screenshot):
    """Opens a clip made here with GStreamer's tools, presses Play as a person does, and
    keeps a screenshot of a frame with the chrome over it."""
    clip = screenshot.replace(".png", "-clip.ogv")
    subprocess.run(
        ["gst-launch-1.0", "-q", "videotestsrc", "num-buffers=1800", "pattern=ball", "!",
         "video/x-raw,width=640,height=360,framerate=30/1", "!", "theoraenc", "!", "oggmux", "!", "filesink", f"location={clip}"],
        check=True)
    title = os.path.splitext(os.path.basename(clip))[0]
    # With no media the player is a strip that says how to open some; the video area shows
    # once a file is open.
    if not find(window, "push button", name="Open Media…"):
        fail("no way to open media in the empty player")
    gapplication("open-media-from", f"'{clip}'")
    # The chooser's long list makes every walk of the whole tree slow: look for the player's
    # parts inside the player alone.
    video = eventually("the Video area", lambda: find(window, "filler", name="Video") or find(window, "panel", name="Video"))
    player = video.parent
    eventually("the clip loaded", lambda: find(player, "label", name=f"Paused · {title}"))
    click(eventually("the Play button", lambda: find(player, "push button", name="Play")))
    eventually("the clip playing", lambda: find(player, "push button", name="Pause"))
    time.sleep(2.0)
    # The chrome hides while playing; the pointer over the video brings it back, and pausing
    # keeps it: the screenshot shows a frame from the middle of the clip with the chrome.
    box = video.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
    subprocess.run(["xdotool", "mousemove", str(box.x + box.width // 3), str(box.y + box.height // 3)], check=True)
    click(eventually("the Pause button over the video", lambda: find(player, "push button", name="Pause")))
    eventually("the clip paused", lambda: find(player, "label", name=f"Paused · {title}"))
    time.sleep(0.6)  # the chrome's fade-in, if it was fading out
    subprocess.run(["import", "-window", "root", screenshot], check=True)
    # A frame, not a black or empty area: the video's pixels vary.
    spread = subprocess.run(
        ["convert", screenshot, "-crop", f"{box.width}x{box.height // 2}+{box.x}+{box.y + box.height // 4}",
         "-colorspace", "gray", "-format", "%[fx:standard_deviation]", "info:"],
        capture_output=True, text=True, check=True).stdout
    if float(spread) < 0.02:
        fail(f"the video area looks blank (spread of grey {spread}) in {screenshot}")


def player_parts(window):
    video = eventually("the Video area", lambda: find(window, "filler", name="Video") or find(window, "panel", name="Video"))
    return video, video.parent


def speed_shown(player, speed):
    """Whether the speed button says `speed`: its controls may have hidden while the clip plays."""
    return any(find(player, role, name=f"Playback speed, {speed}", showing=False) for role in ("toggle button", "push button"))


def seconds(position):
    """The seconds of "0:07 / 1:00"'s first time."""
    minutes, secs = position.split(" / ")[0].split(":")[-2:]
    return int(minutes) * 60 + int(secs)


def position_text(player):
    """The player's "0:03 / 0:10", read from its labels (shown or hidden with the controls)."""
    found = pyatspi.findAllDescendants(player, lambda n: n is not None and n.getRoleName() == "label" and " / " in n.name)
    return found[0].name if found else ""


def add_a_clock_and_undo_it(app, window):
    """Issue 71: adds Reykjavík from the keyboard and undoes it: the Undo is a step of the
    present ("Step 12 of 12 · Undid “Added Reykjavík”"), with nothing that reads as the past.
    Home is selected again for what follows. Returns when the clock was undone."""
    gapplication("add-zone")
    search = eventually("the chooser's search", lambda: find(window, "text", name="Search time zones"))
    click(search)
    key("ctrl+a")
    type_text("reykjavik")
    eventually("Reykjavík listed", lambda: find(window, "list item", prefix="Reykjavík, Iceland"))
    key("Return")
    eventually("Reykjavík among the clocks", lambda: find(window, "list item", prefix="Reykjavík, "))
    if "Added Reykjavík" not in step_label(app):
        fail(f"the history bar says {step_label(app)!r}, not the add")
    gapplication("undo")
    eventually("Reykjavík gone after Undo", lambda: not find(window, "list item", prefix="Reykjavík, "))
    undone_at = time.time()
    eventually("the history bar naming the Undo as the present", lambda: step_label(app).endswith("Undid “Added Reykjavík”"))
    label = step_label(app)
    step, last = label.split(" · ")[0].removeprefix("Step ").split(" of ")
    if step != last:
        fail(f"after Undo the history bar reads {label!r}: a step before the present")
    if find(window, "label", name="Viewing the past"):
        fail("Undo showed the past banner")
    click(eventually("Home in the clock list", lambda: find(window, "list item", prefix="Home, ")))
    eventually("Home's detail pane", lambda: find(window, "text", name="Time zone name").queryText().getText(0, -1) == "Home")
    return undone_at


def undo_while_the_clip_plays(app, window):
    """Issue 71: plays the clip at 2×, then Undo and Redo, each a step of the present: the
    speed comes back to 1× and goes to 2× again, and all the while the clip plays on."""
    video, player = player_parts(window)
    box = video.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
    subprocess.run(["xdotool", "mousemove", str(box.x + box.width // 3), str(box.y + box.height // 3)], check=True)
    click(eventually("the Play button", lambda: find(player, "push button", name="Play")))
    eventually("the clip playing", lambda: find(player, "push button", name="Pause"))
    gapplication("playback-speed", "2.0")
    eventually("the speed at 2×", lambda: speed_shown(player, "2×"))
    gapplication("undo")
    eventually("the speed back at 1× after Undo", lambda: speed_shown(player, "1×"))
    eventually("the history bar naming the Undo", lambda: step_label(app).endswith("Undid “Set the speed to 2×”"))
    if find(window, "label", name="Viewing the past"):
        fail("Undo showed the past banner")
    # The clip plays on: Pause is offered, and the position moves.
    if not find(player, "push button", name="Pause", showing=False):
        fail("the clip stopped when its speed was undone")
    before = position_text(player)
    eventually("the clip's position to move after Undo", lambda: position_text(player) not in ("", before), timeout=10)
    # And at the speed brought back: about four seconds of the clip in four seconds, not eight.
    start, began = seconds(position_text(player)), time.monotonic()
    time.sleep(4)
    played = (seconds(position_text(player)) - start) / (time.monotonic() - began)
    if not 0.5 <= played <= 1.5:
        fail(f"after undoing 2× the clip plays at {played:.1f}× (the button says 1×)")
    gapplication("redo")
    eventually("2× again after Redo", lambda: speed_shown(player, "2×"))
    eventually("the history bar naming the Redo", lambda: step_label(app).endswith("Redid “Set the speed to 2×”"))
    # The controls hide while the clip plays: the pointer moving over the video brings them back.
    moves = iter(range(1000))
    def pause_shown():
        offset = next(moves) % 2 * 20
        subprocess.run(["xdotool", "mousemove", str(box.x + box.width // 2 + offset), str(box.y + box.height // 2)], check=True)
        return find(player, "push button", name="Pause")
    click(eventually("the Pause button", pause_shown))


def clocks_keep_time_after_undo(window, undone_at):
    """The clocks show the time of day a minute after an Undo: the clock's timer ran on."""
    if time.time() // 60 == undone_at // 60:
        wait = 60 - time.time() % 60 + 2  # the next minute, and its tick
        print(f"end-to-end: waiting {wait:.0f} s for the clocks' next minute after the Undo")
        time.sleep(wait)
    def shows_now():
        now = datetime.datetime.now(ZoneInfo("Asia/Tokyo"))
        row = find(window, "list item", prefix="Tokyo, ")
        times = {now.strftime("%H:%M"), now.strftime("%-I:%M")}
        return row is not None and any(f", {text}" in row.name for text in times)
    eventually("Tokyo's clock at the time of day, a minute after the Undo", shows_now, timeout=10)


if __name__ == "__main__":
    main()
