# Temporary: screenshots of issue 60's items 1-3 (not committed).
import os, subprocess, sys, time
sys.argv = sys.argv[:3]
from use_meridian import *

OUT = os.environ.get("SHOTS", "/tmp/shots/60-lead")
TAG = os.environ.get("TAG", "after")
THEME = os.environ.get("GTK_THEME", "Adwaita").replace(":", "-") or "Adwaita"

def shot(name):
    time.sleep(0.6)
    subprocess.run(["import", "-window", "root", f"{OUT}/{name}-{THEME}-{TAG}.png"], check=True)

app = eventually("Meridian", application, timeout=60)
window = eventually("the window", lambda: find(app, "frame", name="Meridian"))
click(eventually("Edit", lambda: find(window, "toggle button", name="Edit time zones")))
click(eventually("remove London", lambda: find(window, "push button", name="Remove London")))
eventually("London gone", lambda: not find(window, "list item", prefix="London, "))
click(eventually("Done editing", lambda: find(window, "toggle button", name="Edit time zones")))
shot("item1-removed")
gapplication("undo")
eventually("London back", lambda: find(window, "list item", prefix="London, "))
shot("item1-undone")
gapplication("redo")
eventually("London gone again", lambda: not find(window, "list item", prefix="London, "))
gapplication("jump-to-step", "0")
eventually("the past", lambda: find(window, "label", name="Viewing the past"))
shot("item3-past")
gapplication("add-zone")
eventually("the chooser", lambda: find(window, "text", name="Search time zones"))
shot("item3-carried-on")
print("shots done")
