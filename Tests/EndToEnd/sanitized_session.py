#!/usr/bin/python3
"""A whole session with the real app, ended by Quit, for `make sanitize`: the app built with
AddressSanitizer reports its leaks when it exits, so it must exit as a user makes it. Adds and
renames a zone, drags History back and forward, undoes and redoes, exports and imports a
snapshot and a session, opens the inspector, plays a clip, and quits.

    sanitized_session.py SCREENSHOT.png MERIDIAN
"""
import os

import pyatspi

from use_meridian import SCREENSHOT, add_kolkata_as_home, application, drag, eventually, find, gapplication, play_a_video


def main():
    app = eventually("Meridian on the accessibility bus", application)
    window = eventually("the Meridian window", lambda: find(app, "frame", name="Meridian"))
    eventually("the clock list", lambda: find(window, "list item", prefix="Tokyo, "))

    add_kolkata_as_home(window)

    slider = find(window, "slider", name="History")
    box = slider.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
    y = box.y + box.height // 2
    drag(box.x + box.width - 12, y, box.x + box.width // 3, y)
    eventually("the past", lambda: find(window, "label", name="Viewing the past"))
    drag(box.x + box.width // 3, y, box.x + box.width, y)
    eventually("the present", lambda: not find(window, "label", name="Viewing the past"))
    gapplication("undo")
    eventually("undo to undo the rename", lambda: find(window, "list item", prefix="Kolkata, "))
    gapplication("redo")
    eventually("redo to bring the rename back", lambda: find(window, "list item", prefix="Home, "))

    snapshot = SCREENSHOT.replace(".png", "-snapshot.json")
    session = SCREENSHOT.replace(".png", "-session.json")
    for action, path in [("export-snapshot-to", snapshot), ("export-session-to", session)]:
        gapplication(action, f"'{path}'")
        eventually(f"the file of {action}", lambda: os.path.exists(path) and os.path.getsize(path) > 0)
    gapplication("import-snapshot-from", f"'{snapshot}'")
    gapplication("import-session-from", f"'{session}'")
    eventually("the imported session's rename", lambda: find(window, "list item", prefix="Home, "))
    gapplication("import-session-from", "'/nonexistent/session.json'")
    eventually("the message that the import failed", lambda: find(window, "label", prefix="Could not read “session.json”"))

    gapplication("toggle-inspector")
    eventually("the inspector", lambda: find(window, "text", name="Search history"))
    gapplication("toggle-inspector")
    play_a_video(window, SCREENSHOT.replace(".png", "-player.png"))

    gapplication("quit")
    eventually("the app to quit", lambda: application() is None, timeout=60)
    print("sanitized session: passed; the app quit")


if __name__ == "__main__":
    main()
