#!/usr/bin/python3
"""Uses the Tasks example as a person would, through the accessibility tree and real pointer and
keyboard events: adds two tasks and ticks one, drags History back and sees the earlier list,
adds a task in the past and finds that nothing was lost, exports the session through the file
chooser, saves it as a test from the main menu (every step's state recorded), is killed with SIGKILL and finds everything it had saved back, then imports the
session over a changed history and finds it saved too, and brings the history the import
replaced back from Kept Histories. Run by Tests/EndToEnd/run-tasks.

    use_tasks.py SCREENSHOT.png TASKS
"""
import atexit
import os
import signal
import subprocess
import sys
import tempfile
import time

import pyatspi

from use_meridian import check_saved_as_test, click, drag, eventually, find, key, names, type_text
import use_meridian

SCREENSHOT = sys.argv[1]
TASKS = sys.argv[2]


def application():
    desktop = pyatspi.Registry.getDesktop(0)
    return next((app for app in desktop if app is not None and app.name == "Tasks"), None)


def fail(message):
    subprocess.run(["import", "-window", "root", SCREENSHOT.replace(".png", "-failure.png")], check=False)
    print(f"tasks: FAILED: {message}", file=sys.stderr)
    sys.exit(1)


# The shared helpers report through these.
use_meridian.application = application
use_meridian.fail = fail


def tasks(window):
    """The tasks the list shows, in order, as their check boxes name them, with ✓ for done."""
    listed = pyatspi.findDescendant(window, lambda n: n is not None and n.getRoleName() == "list box" and n.name == "Tasks", True)
    boxes = pyatspi.findAllDescendants(listed, lambda n: n is not None and n.getRoleName() == "check box")
    return [box.name + (" ✓" if box.getState().contains(pyatspi.STATE_CHECKED) else "") for box in boxes if box.getState().contains(pyatspi.STATE_SHOWING)]


def step_label(window):
    bar = find(window, "filler", name="History bar")
    return next((n for n in names(bar, "label") if n.startswith("Step ")), "") if bar else ""


def expect(what, window, wanted):
    eventually(f"{what}: {wanted}", lambda: tasks(window) == wanted)


def shown(window, role, name):
    """The node once it is on screen: GTK makes a window's accessibles as it maps the widgets."""
    return eventually(f"the {role} {name!r}", lambda: find(window, role, name=name))


def add(window, title):
    click(shown(window, "text", "New task"))
    type_text(title)
    key("Return")


# The Tasks this walk started, and only those: other Tasks on the machine (another test's, a
# person's) are none of its business.
STARTED = []


def stop_started(how=signal.SIGTERM):
    for process in STARTED:
        if process.poll() is None:
            process.send_signal(how)
            process.wait()
    STARTED.clear()


atexit.register(stop_started)


def start():
    STARTED.append(subprocess.Popen([TASKS], stderr=open(os.environ["TASKS_LOG"], "a")))
    app = eventually("Tasks on the accessibility bus", application)
    return app, eventually("the Tasks window", lambda: find(app, "frame", name="Tasks"))


def through_file_chooser(action, path):
    """Runs `app.ACTION` over D-Bus and answers its file chooser as a person does: the save
    chooser's name field gets `path` (set as an assistive technology sets text: typed, the
    field's completion races the keys); in the open chooser, the file is picked among the
    recent ones, where the export put it."""
    if action:
        subprocess.run(["gapplication", "action", "dev.meridian.Tasks", action], check=True)
    chooser = eventually("the file chooser", lambda: find(application(), "file chooser"))
    if action != "import-session":
        field = eventually("the name field", lambda: pyatspi.findDescendant(
            chooser, lambda n: n is not None and n.getRoleName() == "text" and n.getState().contains(pyatspi.STATE_FOCUSED), True))
        field.queryEditableText().setTextContents(path)
        eventually("the path in the field", lambda: field.queryText().getText(0, -1) == path)
        click(find(chooser, "push button", name="Export" if action else "Save"))
    else:
        click(eventually("the exported file among the recent ones", lambda: find(chooser, "table cell", name=os.path.basename(path))))
        click(find(chooser, "push button", name="Import"))
    eventually("the file chooser to close", lambda: not find(application(), "file chooser"))


def database():
    return os.path.join(os.environ["XDG_STATE_HOME"], "dev.meridian.Tasks", "history.sqlite3")


def saved(what, steps, cursor):
    """Waits until the autosave has committed `steps` steps and the slider at `cursor`, as the
    database says (read as any reader may while the app writes)."""
    def committed():
        result = subprocess.run(
            ["sqlite3", "-readonly", database(), "SELECT (SELECT max(step) + 1 FROM steps) || ' ' || ifnull(cursor_step, '') FROM history"],
            capture_output=True, text=True)
        return result.returncode == 0 and result.stdout.strip() == f"{steps} {cursor}"
    eventually(f"autosave to commit {what}", committed)


def kill_and_start_again():
    stop_started(signal.SIGKILL)
    eventually("Tasks to be gone", lambda: application() is None)
    start()


def check_box(window, title):
    listed = pyatspi.findDescendant(window, lambda n: n is not None and n.getRoleName() == "list box" and n.name == "Tasks", True)
    return pyatspi.findDescendant(listed, lambda n: n is not None and n.getRoleName() == "check box" and n.name == title, True)


def keeps_focus(window):
    """With the keyboard's focus on the first task's check box, History moved back a step and
    forward again, and another task removed, as an assistive technology does them (moving
    neither the pointer nor the focus): the focus stays on that check box each time."""
    first = eventually("the first task's check box", lambda: check_box(window, "Buy milk"))
    first.queryComponent().grabFocus()
    focused = lambda: check_box(window, "Buy milk") is not None and check_box(window, "Buy milk").getState().contains(pyatspi.STATE_FOCUSED)
    eventually("the focus on the first task", focused)
    slider = shown(window, "slider", "History").queryValue()
    present = slider.currentValue
    slider.currentValue = present - 1
    expect("one step back", window, ["Buy milk ✓", "Call Ana"])
    eventually("the focus still on the first task after a step back", focused)
    slider.currentValue = present
    expect("the present again", window, ["Buy milk ✓", "Call Ana", "Water plants"])
    eventually("the focus still on the first task after a step forward", focused)
    remove = shown(window, "push button", "Remove Water plants")
    remove.queryAction().doAction(0)
    expect("another task removed", window, ["Buy milk ✓", "Call Ana"])
    eventually("the focus still on the first task after another was removed", focused)


def main():
    app, window = start()
    expect("an empty list", window, [])
    add(window, "Buy milk")
    add(window, "Call Ana")
    click(shown(window, "check box", "Buy milk"))
    expect("two tasks, one done", window, ["Buy milk ✓", "Call Ana"])
    if step_label(window) != "Step 5 of 5 · Done: “Buy milk”":
        fail(f"the History bar says {step_label(window)!r}")

    # Drag History's handle from the present (its right end) to step 2: the list as it was.
    slider = shown(window, "slider", "History")
    box = slider.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
    one_step = (box.width - 24) / 5
    handle_x, y = box.x + box.width - 12, box.y + box.height // 2
    drag(handle_x, y, handle_x - 3 * one_step, y)
    expect("the list at step 2", window, ["Buy milk"])
    eventually("the past mark", lambda: find(window, "label", name="Viewing the past"))

    # Acting in the past carries on from it; the steps after it stay on the slider.
    add(window, "Post letter")
    expect("the list carried on from step 2", window, ["Buy milk", "Post letter"])
    # A return to step 2, the typing and the adding: three steps after the five.
    if step_label(window) != "Step 8 of 8 · Added “Post letter”":
        fail(f"acting in the past left {step_label(window)!r}")
    click(shown(window, "toggle button", "History inspector"))
    inspector = eventually("the inspector", lambda: find(window, "list box", name="Steps"))
    listed = eventually("the inspector's steps", lambda: [n for n in names(inspector, "list item") if "Done: “Buy milk”" in n])
    drag(box.x + box.width - 12, y, box.x + 12 + 5 * (box.width - 24) / 8, y)
    expect("the ticked list, still reachable", window, ["Buy milk ✓", "Call Ana"])
    subprocess.run(["import", "-window", "root", SCREENSHOT], check=True)
    key("ctrl+h")

    # The whole session to a file.
    session = os.path.join(tempfile.mkdtemp(), "tasks.json")
    through_file_chooser("export-session", session)
    eventually("the session file", lambda: os.path.exists(session))

    # The same session kept as a test, from the main menu: a session file with the state after
    # every entry of its log recorded, so that its replay names the very step that differs.
    # TASKS_RECORDED_SESSION copies it there (how the example's recorded sessions were made).
    recorded = os.path.join(os.path.dirname(session), "recorded.json")
    click(shown(window, "toggle button", "Main menu"))
    click(eventually("Save Session as Test… in the menu", lambda: pyatspi.findDescendant(
        application(), lambda n: n is not None and n.name == "Save Session as Test…" and n.getState().contains(pyatspi.STATE_SHOWING), True)))
    through_file_chooser(None, recorded)
    check_saved_as_test(recorded, "TASKS_RECORDED_SESSION")

    # Killed without a chance to save, once autosave has committed every step and where the
    # slider stands, then launched again: everything is back. The window opens at the present
    # (never a past step as if it were now), and the History bar goes back to where the
    # slider stood.
    saved("all 9 steps, the slider at step 5", 9, 5)
    kill_and_start_again()
    app, window = application(), find(application(), "frame", name="Tasks")
    expect("the present after kill -9", window, ["Buy milk", "Post letter"])
    if not step_label(window).startswith("Step 8 of 8") or find(window, "label", name="Viewing the past"):
        fail(f"after kill -9 the window opened at {step_label(window)!r}, not at the present")
    click(shown(window, "push button", "Back to Step 5"))
    expect("the history after kill -9, where the slider stood", window, ["Buy milk ✓", "Call Ana"])
    eventually("the past mark", lambda: find(window, "label", name="Viewing the past"))
    if not step_label(window).startswith("Step 5 of 8"):
        fail(f"after kill -9 the window shows {step_label(window)!r}")

    # Carry on, then import the exported session: its history replaces this one, and is saved.
    add(window, "Water plants")
    expect("a task added after the relaunch", window, ["Buy milk ✓", "Call Ana", "Water plants"])
    through_file_chooser("import-session", session)
    expect("the imported session, where it was exported", window, ["Buy milk ✓", "Call Ana"])
    if not step_label(window).startswith("Step 5 of 8"):
        fail(f"the imported session shows {step_label(window)!r}")
    saved("the imported history", 9, 5)
    kill_and_start_again()
    window = find(application(), "frame", name="Tasks")
    expect("the imported history's present after kill -9", window, ["Buy milk", "Post letter"])
    click(shown(window, "push button", "Back to Step 5"))
    expect("the imported history after kill -9, where the slider stood", window, ["Buy milk ✓", "Call Ana"])

    # What the import replaced was kept aside, not lost: Kept Histories in the menu brings it back.
    subprocess.run(["gapplication", "action", "dev.meridian.Tasks", "kept-histories"], check=True)
    bring_back = eventually("the history kept before the import", lambda: pyatspi.findDescendant(
        application(), lambda n: n is not None and n.getRoleName() == "push button" and n.name.startswith("Bring back: Before an import"), True))
    click(bring_back)
    expect("the history the import replaced, brought back", window, ["Buy milk ✓", "Call Ana", "Water plants"])
    keeps_focus(window)
    print(f"tasks: passed; {step_label(window)}; screenshot {SCREENSHOT}")


main()
