#!/usr/bin/python3
"""Looks for words that reached the screen untranslated. Meridian runs in the "pseudo" language,
whose catalog wraps every message in [[…]]; this walks everything a screen reader can reach in
the window — with the time-zone chooser, the history inspector, a step shown, and the message
that refuses a broken file the desktop asked it to open — then About Meridian, and fails on any
text with a word outside [[…]] that is not the user's own data (zone names, places, file names)
or a value (times, numbers, paths in the state and the file). Run by Tests/EndToEnd/run with
MERIDIAN_E2E_SCRIPT=untranslated.py.

    untranslated.py SCREENSHOT.png MERIDIAN
"""
import os
import re
import shutil
import subprocess
import sys
import tempfile

import pyatspi

from use_meridian import SCREENSHOT, application, click, eventually, find, gapplication, key, type_text

# What is data, not a message: the names of the zones and places on screen, the app's name;
# longest first, so a place goes whole before the city in it.
DATA = sorted(["The Meridian developers", "Mars/Olympus", "Meridian", "UTC", "London", "New York", "Tokyo", "Brisbane", "Kolkata", "Asia/Kolkata",
               "Europe/London", "America/New_York", "Asia/Tokyo", "Australia/Brisbane", "India"], key=len, reverse=True)
# GTK's own words (the title bar's buttons, the About dialog's tab and licence): GTK's catalog
# translates them, not Meridian's.
GTK_OWN = {"Close", "Maximize", "Minimize", "Credits"}
GTK_OWN_PREFIXES = ("This program comes with absolutely no warranty.",)


def texts(node, inside_values=False):
    """(role, text) of every showing node under `node`: its name, and its text when it has one."""
    if node is None or not node.getState().contains(pyatspi.STATE_SHOWING):
        return
    role = node.getRoleName()
    # The changed values' rows are paths and values of the state, shown as they are.
    inside_values = inside_values or (role == "tree" and node.name == "[[Changed values]]")
    # An icon's name is its theme name ("edit-find-symbolic"), never shown; what is typed in
    # an entry is the user's.
    if not (inside_values and role == "label") and role != "icon" and (node.name or "") not in GTK_OWN:
        yield role, node.name or ""
        if role != "text":
            try:
                yield role, node.queryText().getText(0, -1)
            except NotImplementedError:
                pass
    for child in node:
        yield from texts(child, inside_values)


def untranslated(text):
    """The words of `text` outside [[…]] that are not data: empty when all of it is translated."""
    # Paths inside the state or a file ("state.document.zones[3].identifier"), file names;
    # first, since a path's "[3]" is no bracket of the catalog's.
    rest = re.sub(r"[\w/-]+(?:\.\w+|\[\d+\])+", " ", text)
    while True:  # innermost first: "[[a [[b]] c]]"
        stripped = re.sub(r"\[\[[^\[\]]*\]\]", " ", rest)
        if stripped == rest:
            break
        rest = stripped
    for data in DATA:
        rest = rest.replace(data, " ")
    return [word for word in re.findall(r"[^\W\d_]{2,}", rest)]


def other_window(app):
    """The window on screen besides the main one (a dialog)."""
    return next((w for w in app if w.name != "Meridian" and w.getState().contains(pyatspi.STATE_SHOWING)), None)


def check(window, found):
    """Adds to `found` each showing text of `window` with an untranslated word."""
    for role, text in texts(window):
        if text in GTK_OWN or text.startswith(GTK_OWN_PREFIXES):
            continue
        words = untranslated(text)
        if words:
            found.add(f"{role} “{text}”: {' '.join(words)}")


def main():
    app = eventually("Meridian on the accessibility bus", application)
    window = eventually("the Meridian window", lambda: find(app, "frame", name="Meridian"))
    found = set()
    # The clocks, a zone's details and the history inspector.
    click(eventually("the clock list", lambda: find(window, "list item", prefix="Tokyo, ")))
    eventually("Tokyo's details", lambda: find(window, "text", name="[[Time zone name]]"))
    key("ctrl+h")
    eventually("the inspector", lambda: find(window, "list box", name="[[Steps]]"))
    check(window, found)
    subprocess.run(["import", "-window", "root", SCREENSHOT], check=True)
    # The time-zone chooser, with a search that finds one zone.
    key("ctrl+n")
    eventually("the chooser", lambda: find(window, "text", name="[[Search time zones]]"))
    type_text("kolkata")
    eventually("the search's result", lambda: find(window, "list item", prefix="[[[[Kolkata, India]], Asia/Kolkata"))
    check(window, found)
    subprocess.run(["import", "-window", "root", SCREENSHOT.replace(".png", "-chooser.png")], check=True)
    key("Escape")
    # A broken snapshot the file manager opens with Meridian: the message that refuses it, its
    # reasons from the file's checks, all in the user's language.
    folder = tempfile.mkdtemp()
    broken = os.path.join(folder, "broken.json")
    shutil.copy(os.path.join(os.path.dirname(__file__), "../MeridianFilesTests/Fixtures/snapshots/unknown-time-zone.json"), broken)
    subprocess.run(["gapplication", "launch", "dev.meridian.Meridian", broken], check=True)
    bar = eventually("the message refusing the file", lambda: find(window, "info bar", name="[[Message]]"))
    said = " ".join(text for role, text in texts(bar) if role == "label")
    if "broken.json" not in said or "Mars/Olympus" not in said:
        found.add(f"the message “{said}” does not name the file and what is wrong in it")
    check(window, found)
    subprocess.run(["import", "-window", "root", SCREENSHOT.replace(".png", "-message.png")], check=True)
    shutil.rmtree(folder)
    # About Meridian: Meridian's words in GTK's dialog. (Not the keyboard shortcuts window: GTK 3's
    # GtkShortcutsWindow, hidden after a screen reader walked it, logs Gtk-CRITICALs from its
    # accessibles; its titles are checked by the window tests.)
    gapplication("about")
    about = eventually("About Meridian", lambda: other_window(app))
    check(about, found)
    key("Escape")
    if found:
        print("untranslated: FAILED: words on screen that no catalog translated:", file=sys.stderr)
        for line in sorted(found):
            print("  " + line, file=sys.stderr)
        sys.exit(1)
    print(f"untranslated: passed; every message on screen came through the catalog (screenshots {SCREENSHOT})")


if __name__ == "__main__":
    main()
