#!/usr/bin/python3
"""Walks a kit app's window (Meridian's or the Tasks example's): activates every application
action the app exports over D-Bus, opens every popover and combo box of the window and clicks
every menu item in them, presses every header button and every button whose name ends in "…",
and closes every dialog that opens every way there is — Escape, its own Close or Cancel
button, and the window manager's close (see xwindows.py). It does so in a fresh window, then
with a history of thousands of steps (a generated session, imported) and, in Meridian, a clip
open in the player; then it closes the window as a window manager does and expects a clean
exit; then, with autosave off (the state folder locked by another process), it makes a step
and expects closing to ask first.

The actions, menu items and buttons are read from the app itself (org.gtk.Actions over D-Bus,
the accessibility tree), so a new dialog is walked by itself; only how to close each kind of
window, and a sample value of each parameter type, are written here.

After every step it fails on: the app gone (a crash: the crash's own lines from the log), a
window that does not answer for 5 s (a D-Bus round trip to its main loop and an accessibility
query; a window still frozen 30 s later gets gdb's stacks of the threads waiting for locks),
any CRITICAL or WARNING line in the app's log (the walk goes on), a dialog that a way of
closing does not close, a session the app exported that its import refuses, a window that
closes with work unsaved without asking, or an exit status other than 0. After a crash or a
freeze it starts the app again and carries on with the next part, so one run names every bug
it meets.

    WALK_PARTS=1,4       those parts alone (1 fresh, 2 long history, 3 closing, 4 autosave off)
    WALK_SKIP=shortcuts  leaves out steps whose names hold these words (a known bug's)
    WALK_ANSWER_SECONDS  how long the window may take to answer (5)
    WALK_HISTORY_STEPS   the long history's steps (3000)

With WALK_SOAK_MINUTES set it makes random choices among the same things instead — actions,
menu items, popovers, dialogs and the ways to close them, typing, History slider drags,
quitting and relaunching — for that long, from WALK_SEED (printed at the start and with every
failure; the same seed makes the same choices, though the app's timing may differ).

    walk.py APP ARTIFACTS_DIR       (run by Tests/EndToEnd/walk, which sets up Xvfb and D-Bus)
"""
import fcntl
import json
import os
import random
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time

import gi

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi, Gio, GLib  # noqa: E402
import pyatspi  # noqa: E402

import xwindows  # noqa: E402

BINARY = os.path.realpath(sys.argv[1])
ARTIFACTS = sys.argv[2]
KIND = "tasks" if os.path.basename(BINARY).lower() == "tasks" else "meridian"
APP = {
    "meridian": dict(id="dev.meridian.Meridian", accessible="meridian", title="Meridian", state="meridian"),
    "tasks": dict(id="dev.meridian.Tasks", accessible="Tasks", title="Tasks", state="dev.meridian.Tasks"),
}[KIND]
OBJECT_PATH = "/" + APP["id"].replace(".", "/")
LOG = os.path.join(ARTIFACTS, f"walk-{KIND}.log")
SOAK_MINUTES = float(os.environ.get("WALK_SOAK_MINUTES") or 0)
SEED = int(os.environ.get("WALK_SEED") or random.randrange(1, 2**31))
# How long the window may go without answering (a loaded machine may need longer).
ANSWER_SECONDS = float(os.environ.get("WALK_ANSWER_SECONDS") or 5)
LONG_HISTORY = int(os.environ.get("WALK_HISTORY_STEPS") or 3000)
# Steps left out (comma-separated parts of their names, "action shortcuts"): to walk past a
# known bug while it is being fixed.
SKIP = [part for part in os.environ.get("WALK_SKIP", "").split(",") if part]
# How each kind of window is closed: the only list written here (what opens them is read from the app).
CLOSE_WAYS = ("Escape", "its own button", "the window manager")
CLOSE_BUTTONS = ("Close", "Cancel")
# Actions that end the app: walked last, as the way out.
ENDING_ACTIONS = ("quit",)
# What a complaint looks like in GTK's, GLib's and GStreamer's logs, and a crash in Swift's.
COMPLAINT = re.compile(r"CRITICAL|WARNING|ERROR: AddressSanitizer|LeakSanitizer")
CRASH = re.compile(r"Program crashed|Fatal error|Crash|SIG[A-Z]+|AddressSanitizer|#\d+ 0x|at /")

# An accessibility query to a frozen app fails after this long, rather than D-Bus's 25 s.
Atspi.set_timeout(int(ANSWER_SECONDS * 1000), 20000)
bus = Gio.bus_get_sync(Gio.BusType.SESSION, None)
rng = random.Random(SEED)
work = tempfile.mkdtemp(prefix="walk-")
steps_done = []
failures = []
current_part = ""


class Failure(Exception):
    pass


def state_folder():
    """Where the app saves its history (the kit's apps under their id, Meridian its own)."""
    return os.path.join(os.environ["XDG_STATE_HOME"], APP["state"])


def complain(message):
    shot(f"failure-{len(failures) + 1}")
    failures.append(message)
    print(f"walk {KIND}: FAILED: {message}\n  (seed {SEED}; screen walk-{KIND}-failure-{len(failures)}.png; "
          f"log {LOG}; the last steps: {' | '.join(steps_done[-4:])})", file=sys.stderr, flush=True)


def say(text):
    print(f"walk {KIND}: {text}", flush=True)


def fail(message):
    raise Failure(message)


# MARK: The app

class App:
    """The app's process, its log, and a look at whether it still answers."""

    def __init__(self):
        self.process = None
        self.log_checked = 0
        # What the app may log without failing the walk, from when GTK was seen to log it by
        # itself until the app starts again (GTK_CHOOSER_CRITICALS, GTK_ABOUT_CRITICALS).
        self.forgiven = []
        self.reader_name = None

    def start(self):
        with open(LOG, "a") as log:
            log.write(f"--- walk: started ({' '.join(steps_done[-1:]) or 'first launch'})\n")
        self.log_checked = os.path.getsize(LOG)
        self.forgiven = []
        self.reader_name = None
        log = open(LOG, "a")
        env = dict(os.environ, MERIDIAN_AUDIO_SINK="fakesink")
        self.process = subprocess.Popen([BINARY], stdout=log, stderr=log, env=env)
        self.accessible = eventually("the app on the accessibility bus", self.find_accessible, timeout=90)
        self.window = eventually("the window", lambda: find(self.accessible, "frame", name=APP["title"], depth=1), timeout=60)
        eventually("the window's actions on D-Bus", lambda: self.actions(), timeout=30)
        # The window by its title: a launch may open a dialog over it at once.
        self.main_windows = set(eventually("the window on screen", lambda: [
            window for window, shown in xwindows.windows_of(self.process.pid).items() if shown[0] == APP["title"]]))
        self.check("the launch")

    def read_as_a_screen_reader(self, whole=False):
        """Reads the window as a screen reader does: everything the app's accessibility bridge
        holds, in one `GetItems` call (what an assistive technology asks of a new window),
        and with `whole`, every node of the tree one by one too (name, role, states,
        description). A reader that meets an accessible whose widget is gone makes the bridge log
        a CRITICAL, which `check` then finds in the log."""
        try:
            if self.reader_name is None:
                self.reader_name = a11y_name_of(self.process.pid)
            if self.reader_name:
                a11y_bus().call_sync(self.reader_name, "/org/a11y/atspi/cache", "org.a11y.atspi.Cache", "GetItems",
                                     None, None, Gio.DBusCallFlags.NO_AUTO_START, int(ANSWER_SECONDS * 1000), None)
        except GLib.Error:
            pass  # an app that does not answer is found by check's own calls
        if whole:
            read_tree(self.accessible)

    def find_accessible(self):
        desktop = pyatspi.Registry.getDesktop(0)
        for app in desktop:
            if app is not None and app.name == APP["accessible"] and app.get_process_id() == self.process.pid:
                return app
        return None

    def stop(self):
        if self.process and self.process.poll() is None:
            self.process.kill()
            self.process.wait()

    def call(self, method, parameters, reply):
        return bus.call_sync(APP["id"], OBJECT_PATH, "org.gtk.Actions", method, parameters,
                             GLib.VariantType(reply) if reply else None, Gio.DBusCallFlags.NO_AUTO_START,
                             int(ANSWER_SECONDS * 1000), None)

    def actions(self):
        """Every action the app exports: name → (enabled, parameter type)."""
        described = self.call("DescribeAll", None, "(a{s(bgav)})").unpack()[0]
        return {name: (enabled, signature) for name, (enabled, signature, _state) in described.items()}

    def activate(self, name, parameter=None):
        parameters = [parameter] if parameter is not None else []
        try:
            self.call("Activate", GLib.Variant("(sava{sv})", (name, parameters, {})), None)
        except GLib.Error as error:
            self.check(f"activating {name}")
            fail(f"the window did not answer within {ANSWER_SECONDS:g} s to activating {name} ({error.message}){self.frozen()}")

    def check(self, step):
        """Fails when the app is gone, does not answer within 5 s, or complained in its log."""
        status = self.process.poll()
        if status is not None:
            fail(f"the app exited ({describe_status(status)}) after {step}{crash_lines(self.log_checked)}")
        started = time.monotonic()
        try:
            self.call("List", None, "(as)")
        except GLib.Error as error:
            try:  # a crash drops the connection before the process is reaped
                status = self.process.wait(timeout=2)
            except subprocess.TimeoutExpired:
                status = None
            if status is not None:
                fail(f"the app exited ({describe_status(status)}) after {step}{crash_lines(self.log_checked)}")
            fail(f"the window stopped answering after {step}: no D-Bus answer within {ANSWER_SECONDS:g} s ({error.message}){self.frozen()}")
        try:
            self.window.getState()
            self.window.childCount
        except Exception as error:
            fail(f"the window stopped answering after {step}: no accessibility answer within {ANSWER_SECONDS:g} s ({error})")
        if time.monotonic() - started > ANSWER_SECONDS:
            fail(f"the window took {time.monotonic() - started:.1f} s to answer after {step}")
        self.read_as_a_screen_reader()
        complaints = self.complaints()
        if complaints:
            # A complaint fails the walk, but the app works on: the walk goes on, to find the rest.
            complain(f"{current_part}: the app logged, after {step}:\n" + shorten(complaints))

    def frozen(self):
        """Whether a window that did not answer in time answers later, and if not, where its
        threads wait (gdb's backtraces, in the artifacts)."""
        for _ in range(6):
            try:
                self.call("List", None, "(as)")
                return "; it answered later"
            except GLib.Error:
                pass
        stacks = os.path.join(ARTIFACTS, f"walk-{KIND}-frozen-{self.process.pid}.txt")
        if shutil.which("gdb"):
            with open(stacks, "w") as out:
                subprocess.run(["gdb", "-p", str(self.process.pid), "-batch", "-ex", "thread apply all bt 30"],
                               stdout=out, stderr=subprocess.STDOUT, timeout=120, check=False)
            # Each thread that waits for a lock, by the frames that name what it was doing.
            waiting = []
            for thread in open(stacks, errors="replace").read().split("\nThread ")[1:]:
                lines = thread.splitlines()
                if "lock_wait" not in thread:
                    continue
                frames = [frame_name(line) for line in lines[1:] if line.startswith("#")]
                frames = [f for f in frames if f and not re.match(r"(futex_wait|__GI___lll_lock_wait|lll_mutex_lock|___pthread_mutex_lock)", f)]
                waiting.append(f"thread {lines[0].split(')')[0]}): " + " ← ".join(frames[:8]))
            return f"; still frozen {6 * ANSWER_SECONDS:g} s later, threads waiting for locks:\n" + "\n".join(waiting) + f"\n(every thread: {stacks})"
        return f"; still frozen {6 * ANSWER_SECONDS:g} s later"

    def complaints(self):
        with open(LOG, errors="replace") as log:
            log.seek(self.log_checked)
            text = log.read()
            self.log_checked = log.tell()
        return [line for line in text.splitlines()
                if COMPLAINT.search(line) and not any(forgiven.search(line) for forgiven in self.forgiven)]

    def forgive(self, what):
        if what not in self.forgiven:
            self.forgiven.append(what)

    def dialogs(self):
        """The app's windows on screen other than its main window: window id → title."""
        return {window: shown[0] for window, shown in xwindows.windows_of(self.process.pid).items() if window not in self.main_windows}


_a11y_bus = None


def a11y_bus():
    """The accessibility bus, where screen readers talk to the app's accessibility bridge."""
    global _a11y_bus
    if _a11y_bus is None:
        address = bus.call_sync("org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress", None,
                                GLib.VariantType("(s)"), Gio.DBusCallFlags.NONE, 10000, None).unpack()[0]
        _a11y_bus = Gio.DBusConnection.new_for_address_sync(
            address, Gio.DBusConnectionFlags.AUTHENTICATION_CLIENT | Gio.DBusConnectionFlags.MESSAGE_BUS_CONNECTION, None, None)
    return _a11y_bus


def a11y_name_of(pid):
    """The app's name on the accessibility bus (its process's connection)."""
    names = a11y_bus().call_sync("org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus", "ListNames",
                                 None, GLib.VariantType("(as)"), Gio.DBusCallFlags.NONE, 5000, None).unpack()[0]
    for name in names:
        if not name.startswith(":"):
            continue
        try:
            owner = a11y_bus().call_sync("org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus",
                                         "GetConnectionUnixProcessID", GLib.Variant("(s)", (name,)),
                                         GLib.VariantType("(u)"), Gio.DBusCallFlags.NONE, 5000, None).unpack()[0]
        except GLib.Error:
            continue
        if owner == pid:
            return name
    return None


def read_tree(root):
    """Every node under `root`, shown or not, read as a screen reader reads it."""
    def visit(node, level):
        if node is None or level > 60:
            return
        node.name, node.getRoleName(), node.getState(), node.description
        for child in node:
            visit(child, level + 1)
    try:
        visit(root, 0)
    except Exception:
        pass  # the tree changes under us while the app works


def frame_name(line):
    """A gdb frame's function, or its library's name when it has no symbol."""
    frame = re.sub(r"^#\d+\s+(0x[0-9a-f]+ in )?", "", line).strip()
    if frame.startswith("()"):
        return "[" + os.path.basename(frame.split(" at ")[-1]) + "]"
    return frame.split(" (")[0]


def shorten(lines, most=12):
    return "\n".join(lines[:most] + ([f"… and {len(lines) - most} lines more"] if len(lines) > most else []))


def describe_status(status):
    if status < 0:
        return f"killed by {signal.Signals(-status).name}"
    return f"exit status {status}"


def crash_lines(since):
    with open(LOG, errors="replace") as log:
        log.seek(max(0, since))
        lines = [line for line in log.read().splitlines() if CRASH.search(line)]
    return ("; the log says:\n" + "\n".join(lines[:25])) if lines else ""


app = App()


# MARK: The accessibility tree, the pointer and the keyboard

def eventually(what, probe, timeout=10.0):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            found = probe()
        except Failure:
            raise
        except Exception:  # the tree changes under us while the app works
            found = None
        if found:
            return found
        if app.process and app.process.poll() is not None:
            app.check(f"waiting for {what}")
        time.sleep(0.05)
    fail(f"timed out waiting for {what}")


def showing(node):
    try:
        return node is not None and node.getState().contains(pyatspi.STATE_SHOWING)
    except Exception:
        return False


def find_all(root, role=None, name=None, suffix=None, depth=60):
    """The nodes on screen under `root` with `role` (and `name`, or a name ending in
    `suffix`), not looking inside lists' rows, which hold no dialog of their own."""
    found = []

    def visit(node, level):
        if node is None or level > depth or not showing(node):
            return
        node_role = node.getRoleName()
        if (role is None or node_role == role) and (name is None or node.name == name) and (suffix is None or node.name.endswith(suffix)):
            found.append(node)
        if node_role in ("list box", "tree", "tree table", "table", "list", "menu"):
            return
        for child in node:
            visit(child, level + 1)
    try:
        for child in root:
            visit(child, 1)
    except Exception:
        pass
    return found


def find(root, role=None, name=None, depth=60):
    nodes = find_all(root, role, name, depth=depth)
    return nodes[0] if nodes else None


def center(node):
    box = node.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
    return box.x + box.width // 2, box.y + box.height // 2


def click_at(x, y):
    subprocess.run(["xdotool", "mousemove", str(x), str(y), "click", "1"], check=True)


def click(node):
    click_at(*center(node))


def key(*keys):
    subprocess.run(["xdotool", "key", "--delay", "30", *keys], check=True)


def settle(step):
    """Waits for the app to have handled what was sent (a round trip through its main loop),
    then checks it."""
    app.check(step)
    time.sleep(0.05)


def record(step):
    steps_done.append(step)
    if not SOAK_MINUTES:
        say(step)


def shot(name):
    subprocess.run(["import", "-window", "root", os.path.join(ARTIFACTS, f"walk-{KIND}-{name}.png")], check=False)


# MARK: Dialogs

def new_dialogs(before, wait=0.6):
    """The windows that opened since `before`: waits `wait` seconds for one after the app has
    handled what opened it."""
    deadline = time.monotonic() + wait
    while True:
        opened = {window: title for window, title in app.dialogs().items() if window not in before}
        if opened or time.monotonic() > deadline:
            return opened
        time.sleep(0.05)


def accessible_of(window, title):
    """The accessible of a dialog the X server shows as `window`: the app's top-level node
    on screen with its title, else the newest one on screen other than the main window."""
    def look():
        nodes = [node for node in app.accessible if node is not None and showing(node) and not same(node, app.window)]
        named = [node for node in nodes if title and node.name == title]
        return (named or nodes or [None])[-1]
    return eventually(f"the dialog “{title}” in the accessibility tree", look, timeout=5)


def same(a, b):
    try:
        return a.path == b.path
    except Exception:
        return False


def close_dialog(window, title, way, step):
    """Closes the dialog shown as X window `window` in `way`; fails when it stays."""
    if way == "Escape":
        xwindows.focus(window)
        time.sleep(0.1)
        key("Escape")
    elif way == "its own button":
        node = accessible_of(window, title)
        buttons = [button for name in CLOSE_BUTTONS for button in find_all(node, "push button", name)]
        if not buttons:
            record(f"{step}: has no Close or Cancel button; closed by Escape instead")
            return close_dialog(window, title, "Escape", step)
        xwindows.focus(window)
        click(buttons[-1])
    else:
        xwindows.delete(window)
    app.check(f"{step}, closed by {way}")
    deadline = time.monotonic() + ANSWER_SECONDS
    while window in app.dialogs():
        if time.monotonic() > deadline:
            fail(f"{step}: {way} did not close “{title}”")
        time.sleep(0.05)
        app.check(f"{step}, closed by {way}")
    # A screen reader reads the window again once a dialog has gone.
    app.read_as_a_screen_reader(whole=True)
    app.check(f"{step}, closed by {way}, and the window read by a screen reader")


turn = 0


def ways_for(every):
    """Every way of closing, or the next one in turn (a part that walks everything once more
    closes each dialog one way, a different way from one dialog to the next)."""
    global turn
    if every:
        return CLOSE_WAYS
    turn += 1
    return (CLOSE_WAYS[turn % len(CLOSE_WAYS)],)


def close_strays(step):
    """A dialog that opened later than the walk waited for (a loaded machine), closed."""
    for window, title in app.dialogs().items():
        record(f"“{title}” opened late, before {step}; closed by the window manager")
        close_dialog(window, title, "the window manager", f"“{title}”, opened late")


def walk_opener(step, open_it, ways=CLOSE_WAYS, depth=0, wait=0.5):
    """Opens what `open_it` opens once for each way in `ways` and closes each dialog that
    opened that way; inside a dialog, its buttons named "…" are walked the same way."""
    if any(part in step for part in SKIP):
        record(f"{step}: skipped (WALK_SKIP)")
        return False
    if opens_about(step):
        app.forgive(GTK_ABOUT_CRITICALS)
    if depth == 0:
        close_strays(step)
    for way in ways:
        before = app.dialogs()
        open_it()
        settle(step)
        opened = new_dialogs(before, wait)
        if not opened:
            record(step)
            return False
        window, title = max(opened.items())
        if way == ways[0] and depth < 2:
            walk_inside(window, title, f"{step} › “{title}”", depth)
        if window not in app.dialogs():
            return True  # a button inside closed it
        record(f"{step} › “{title}” closed by {way}")
        close_dialog(window, title, way, f"{step} › “{title}”")
        # A dialog that opened another over itself (a launch notice, say): close what is left.
        for other, other_title in new_dialogs(before, wait=0).items():
            close_dialog(other, other_title, "the window manager", f"{step} › “{other_title}”")
    return True


def walk_inside(window, title, step, depth):
    node = accessible_of(window, title)
    for button in find_all(node, "push button", suffix="…"):
        name = button.name
        walk_opener(f"{step} › {name}", lambda name=name: click(find(accessible_of(window, title), "push button", name)), depth=depth + 1)
        if window not in app.dialogs():
            return


# MARK: What the app offers

def sample_files():
    """Files of each kind the app reads, made here: a snapshot and a session it exported, and
    for Meridian a clip made with GStreamer's tools."""
    files = {}
    if KIND == "meridian":
        clip = os.path.join(work, "clip.ogv")
        if not os.path.exists(clip):
            subprocess.run(["gst-launch-1.0", "-q", "videotestsrc", "num-buffers=90", "pattern=ball", "!",
                            "video/x-raw,width=320,height=180,framerate=30/1", "!", "theoraenc", "!", "oggmux", "!",
                            "filesink", f"location={clip}"], check=True)
        files["clip"] = clip
    for name in ("snapshot", "session"):
        path = os.path.join(work, f"exported.{name}.json")
        if os.path.exists(path):
            files[name] = path
    return files


def parameter_samples(signature):
    """Values to give an action of this parameter type: paths to each kind of file (a fresh
    copy each, as an export may write over it), a new path, a missing one, an empty string;
    numbers at the edges. An unknown type gets none."""
    if signature == "s":
        values = []
        for path in sample_files().values():
            copy = tempfile.mktemp(dir=work, suffix=os.path.basename(path))
            shutil.copy(path, copy)
            values.append(copy)
        return [GLib.Variant("s", value) for value in values + [tempfile.mktemp(dir=work, suffix=".json"), "/nonexistent/folder/file.json", ""]]
    if signature == "i":
        return [GLib.Variant("i", value) for value in (0, 1, -1, 2**31 - 1, 7)]
    if signature == "b":
        return [GLib.Variant("b", value) for value in (True, False)]
    if signature == "d":
        return [GLib.Variant("d", value) for value in (1.5, 1.0, 0.0, -2.0, 1e300, float("nan"))]
    return []


# GTK 3.24's About dialog leaves the accessibles of its two linked labels (the website, the
# licence) alive once they have been shown, without their labels: the labels' link objects and
# the labels hold one another. Each read of the accessibility tree then logs these for them. A
# plain C program showing a GtkAboutDialog logs the same lines (Tests/EndToEnd/plain/about.c,
# run by `make plain-gtk`). Forgiven from About's opening until the app starts again; About is
# walked last among the actions and the menu's items, so the rest is read clean.
GTK_ABOUT_CRITICALS = re.compile(
    r"Atk-CRITICAL.*(atk_state_set_contains_state: assertion 'ATK_IS_STATE_SET|atk_object_ref_state_set: assertion 'ATK_IS_OBJECT"
    r"|atk_object_get_parent: assertion 'ATK_IS_OBJECT)"
    r"|GLib-GObject-CRITICAL.*g_object_unref: assertion 'G_IS_OBJECT|Gtk-CRITICAL.*gtk_accessible_get_widget: assertion 'GTK_IS_ACCESSIBLE")


def opens_about(step):
    """Whether a step opens the About dialog: the action, or the menu's item."""
    return step == "action about" or re.search(r"› About\b", step) is not None


def about_last(names, step_of):
    """`names` with what opens About after the rest."""
    return sorted(names, key=lambda name: opens_about(step_of(name)))


# Actions that open a popover rather than a dialog.
POPOVER_ACTIONS = {"main-menu"}


def walk_actions(every):
    """Every action the app exports, with each sample of its parameter (or, not `every`, one
    in turn); what opens a dialog is opened again for each way of closing it (or closed the
    way in turn)."""
    actions = app.actions()
    for name in about_last(sorted(actions), lambda name: f"action {name}"):
        enabled, signature = actions[name]
        if name in ENDING_ACTIONS:
            continue
        if not signature:
            walk_opener(f"action {name}{'' if enabled else ' (disabled)'}", lambda name=name: app.activate(name), ways_for(every))
            # The main menu's action (F10) opens its popover, and closes it again, as F10 does.
            if name in POPOVER_ACTIONS:
                eventually(f"the popover action {name} opens", lambda: bool(popovers()), timeout=ANSWER_SECONDS)
                app.activate(name)
                settle(f"action {name}")
                eventually(f"the popover action {name} opened to close by the action again", lambda: not popovers(), timeout=ANSWER_SECONDS)
                record(f"action {name} › its popover closed by the action again")
            continue
        samples = parameter_samples(signature)
        if not samples:
            record(f"action {name}: no sample of parameter type {signature!r}; not activated")
            continue
        if not every:
            samples = samples[turn % len(samples):][:1]
        for value in samples:
            walk_opener(f"action {name}({value.print_(False)})", lambda name=name, value=value: app.activate(name, value), ways_for(False),
                        wait=0.15)


def popovers():
    """The popovers on screen: the window's own children (GTK puts a popover there) that are
    panels on screen holding buttons, but not the header bar."""
    return [child for index, child in enumerate(app.window)
            if index > 0 and child is not None and child.getRoleName() == "panel" and showing(child) and find_all(child, "push button")]


def popover_of(toggle):
    """The popover a toggle button opened: the one on screen that holds no toggle."""
    for popover in popovers():
        if not find(popover, "toggle button"):
            return popover
    return None


def open_toggle(name):
    toggle = find(app.window, "toggle button", name)
    if toggle is None:
        return None
    click(toggle)
    settle(f"toggle {name}")
    return toggle


def walk_popovers(every):
    """Every toggle button of the window: one that opens a popover has it closed every way
    (Escape, the toggle again, a click outside), and every item in it clicked, each dialog
    the item opens closed every way (or the way in turn); any other toggle is pressed twice."""
    for name in [toggle.name for toggle in find_all(app.window, "toggle button") if toggle.name]:
        eventually(f"no popover open before {name} (a popover stayed open)", lambda: not popovers(), timeout=ANSWER_SECONDS)
        toggle = open_toggle(name)
        if toggle is None:
            record(f"toggle {name}: gone from the window meanwhile")
            continue
        popover = eventually(f"what {name} opens", lambda: popover_of(toggle) or "none", timeout=0.5)
        if popover == "none":
            open_toggle(name)
            record(f"toggle {name} twice")
            continue
        items = about_last([item.name for item in find_all(popover, "push button") if item.name], lambda item: f"{name} › {item}")
        popover_ways = ("Escape", "the toggle", "a click outside")
        for way in popover_ways:
            if way == "Escape":
                key("Escape")
            elif way == "the toggle":
                click(toggle)
            else:
                box = app.window.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
                click_at(box.x + box.width // 2, box.y + 14)
            settle(f"popover {name} closed by {way}")
            eventually(f"popover {name} to close by {way}", lambda: not showing(popover), timeout=ANSWER_SECONDS)
            record(f"popover {name} closed by {way}")
            if way != popover_ways[-1]:
                open_toggle(name)
        for item in items:
            def press(item=item):
                eventually(f"no popover open before {name} › {item}", lambda: not popovers(), timeout=ANSWER_SECONDS)
                open_toggle(name)
                click(eventually(f"{name} › {item}", lambda: find(popover_of(toggle), "push button", item)))
            walk_opener(f"{name} › {item}", press, ways_for(every))
            # An item that opened nothing may leave the popover open.
            if popover_of(toggle):
                key("Escape")
                settle(f"{name} › {item}")


def point_outside(menu):
    """A point of the window that `menu` does not cover. A combo box's menu drops down from the
    box (or up, at the screen's end); GTK's own placement, the chosen item over the box, let it
    reach the window's top from a box low in the window: a click there chose an item instead of
    closing the menu."""
    window = app.window.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
    covered = menu.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
    inset = 14
    points = [(window.x + window.width // 2, window.y + inset), (window.x + inset, window.y + inset),
              (window.x + window.width - inset, window.y + inset), (window.x + inset, window.y + window.height - inset),
              (window.x + window.width - inset, window.y + window.height - inset)]
    for x, y in points:
        if not (covered.x <= x < covered.x + covered.width and covered.y <= y < covered.y + covered.height):
            return x, y
    fail(f"the menu covers the whole window: {covered.x},{covered.y} {covered.width}×{covered.height}")


def walk_combos():
    """Every combo box of the window: its menu closed by Escape and by a click outside, then
    each of its items chosen, and the first chosen again."""
    for combo in find_all(app.window, "combo box"):
        name = combo.name
        menu = combo[0] if combo.childCount else None
        items = [item.name for item in menu if item is not None] if menu else []
        for way in ("Escape", "a click outside"):
            click(combo)
            eventually(f"the menu of {name}", lambda: showing(menu), timeout=ANSWER_SECONDS)
            if way == "Escape":
                key("Escape")
            else:
                click_at(*point_outside(menu))
            settle(f"combo box {name}, closed by {way}")
            eventually(f"the menu of {name} to close by {way}", lambda: not showing(menu), timeout=ANSWER_SECONDS)
            record(f"combo box {name} closed by {way}")
        for item in items + items[:1]:
            click(combo)
            node = eventually(f"{name} › {item}", lambda: next((n for n in menu if n is not None and n.name == item and showing(n)), None),
                              timeout=ANSWER_SECONDS)
            click(node)
            settle(f"{name} › {item}")
            record(f"{name} › {item}")


def header_buttons():
    header = app.window[0]
    return [button.name for button in find_all(header, "push button") if button.name and button.name != "Close"]


def walk_buttons(every):
    """The header bar's buttons (but its Close, kept for the end) and every button of the
    window whose name ends in "…", as a dialog's opener is named."""
    names = header_buttons() + [button.name for button in find_all(app.window, "push button", suffix="…")]
    for name in dict.fromkeys(names):
        def press(name=name):
            button = find(app.window, "push button", name)
            if button is None:
                fail(f"the button {name} went away")
            click(button)
        walk_opener(f"button {name}", press, ways_for(every))


def walk_window(every_action, every_item):
    walk_actions(every_action)
    walk_popovers(every_item)
    walk_combos()
    walk_buttons(False)


# MARK: A long history

def export_session(path):
    """The session as the app exports it: through its D-Bus action when it has one, else
    through the Export Session… dialog, answered as a person does."""
    if "export-session-to" in app.actions():
        app.activate("export-session-to", GLib.Variant("s", path))
    else:
        answer_chooser(lambda: app.activate("export-session"), path, ("Export", "Save"))
    eventually("the exported session", lambda: os.path.exists(path) and json.load(open(path)).get("history"), timeout=30)
    return json.load(open(path))


# GTK 3.24's file chooser logs these itself when a path is typed into its location field under
# Xvfb with no window manager (its completion popup): a plain C program showing a
# GtkFileChooserNative logs them too, in most tries (Tests/EndToEnd/plain/chooser.c, run by
# `make plain-gtk` and make test). Forgiven only once the walk has typed a path, and only until
# the app starts again.
GTK_CHOOSER_CRITICALS = re.compile(
    r"Gtk-CRITICAL.*(gtk_widget_event: assertion 'WIDGET_REALIZED_FOR_EVENT|gtk_tree_model_get_iter_first: assertion 'GTK_IS_TREE_MODEL)")


def answer_chooser(open_it, path, accept):
    before = app.dialogs()
    open_it()
    settle("opening a file chooser")
    window, title = max(eventually("the file chooser", lambda: new_dialogs(before)).items())
    chooser = accessible_of(window, title)
    xwindows.focus(window)
    key("ctrl+l")
    field = eventually("the chooser's name field", lambda: next((n for n in find_all(chooser, "text")
                                                                  if n.getState().contains(pyatspi.STATE_FOCUSED)), None))
    app.forgive(GTK_CHOOSER_CRITICALS)
    field.queryEditableText().setTextContents(path)
    eventually("the path in the field", lambda: field.queryText().getText(0, -1) == path)
    click(next(button for name in accept for button in find_all(chooser, "push button", name)))
    settle("answering the file chooser")
    return before


def long_session(session):
    """`session` with LONG_HISTORY steps more that undo one another, so its present stays."""
    history = session["history"]
    if KIND == "meridian":
        order = history["present"]["viewState"]["master"]["sortOrder"]
        other = "byName" if order != "byName" else "manual"
        pair = [{"clockList": {"_0": {"sortOrderChosen": {"_0": value}}}} for value in (other, order)]
    else:
        task = next(iter(history["present"]["tasks"]), None)
        if task is None:
            fail("the long history needs a task in the exported session")
        pair = [{"toggled": {"id": task["id"]}}] * 2
    added = pair * (LONG_HISTORY // 2)
    entries = sum(len(history.get(part) or []) for part in ("actions", "restores", "seals", "skips"))
    history["actions"] = (history.get("actions") or []) + added
    steps = history.get("steps")
    if steps:
        # Each added action is a step of its own, named by itself; starts are written as the
        # distance from the start before.
        last_start = sum(steps["starts"])
        steps["starts"] += [entries - last_start] + [1] * (len(added) - 1)
        steps["labels"] += [0] * len(added)
    history["checkpoints"] = []
    # A time for each step: a second apart, after the last.
    times = history.get("stepTimes")
    if times:
        last = times["offsets"][-1] if times["offsets"] else 0
        times["offsets"] += [last + 1000 * (i + 1) for i in range(len(added))]
    return session


def open_long_history():
    if KIND == "tasks":
        add_task("Walk")
    exported = os.path.join(work, "exported.session.json")
    session = long_session(export_session(exported))
    made = os.path.join(work, "long.session.json")
    json.dump(session, open(made, "w"))
    if KIND == "meridian":
        app.activate("export-snapshot-to", GLib.Variant("s", os.path.join(work, "exported.snapshot.json")))
        app.activate("import-session-from", GLib.Variant("s", made))
    else:
        before = answer_chooser(lambda: app.activate("import-session"), made, ("Import", "Open"))
        # The import asks before it replaces the history.
        opened = new_dialogs(before, wait=2)
        for window, title in opened.items():
            node = accessible_of(window, title)
            buttons = [b for b in find_all(node, "push button") if b.name not in CLOSE_BUTTONS]
            if buttons:
                click(buttons[-1])
    refused = lambda: [label.name for label in find_all(app.window, "label") if "“long.session.json”" in label.name]  # noqa: E731
    total = eventually(f"a history of {LONG_HISTORY} steps more", lambda: refused() or (history_length() >= LONG_HISTORY and history_length()), timeout=60)
    if refused():
        fail(f"the long history was refused: {refused()[0]}")
    settle(f"opening a history of {total} steps")
    record(f"a history of {total} steps open")


def round_trip():
    """The session the walk made, exported and imported back: what the app recorded, it reads.
    (A step made between tells the import's end: the history is as long as exported again.)"""
    if KIND != "meridian":
        return
    path = os.path.join(work, "walked.session.json")
    steps = history_length()
    export_session(path)
    snapshot = os.path.join(work, "exported.snapshot.json")
    app.activate("export-snapshot-to", GLib.Variant("s", snapshot))
    eventually("the exported snapshot", lambda: os.path.exists(snapshot) and os.path.getsize(snapshot), timeout=30)
    app.activate("import-snapshot-from", GLib.Variant("s", snapshot))
    # One step more, or two after Undo: the import carries on from Undo's state first.
    eventually("a step more", lambda: history_length() > steps, timeout=30)
    app.activate("import-session-from", GLib.Variant("s", path))
    settle("importing the walked session")
    refused = lambda: [label.name for label in find_all(app.window, "label") if "“walked.session.json”" in label.name]  # noqa: E731
    eventually("the import to end", lambda: refused() or history_length() == steps, timeout=30)
    if refused():
        fail(f"the session the walk made, exported by the app, is refused by its import: {refused()[0]}")
    record(f"the walked session ({steps} steps) exported and imported back")


def add_task(title):
    """Types a task in Tasks's field and presses Enter, the window given the keyboard first."""
    steps = history_length()
    xwindows.focus(next(iter(app.main_windows)))
    click(eventually("the New task field", lambda: find(app.window, "text", "New task")))
    subprocess.run(["xdotool", "type", "--delay", "20", title], check=True)
    key("Return")
    settle(f"adding the task {title}")
    eventually(f"the task {title} added", lambda: history_length() > steps)


def history_length():
    bar = find(app.window, "filler", "History bar")
    for label in find_all(bar, "label"):
        found = re.match(r"Step \d+ of (\d+)", label.name)
        if found:
            return int(found.group(1))
    return 0


def open_media():
    if KIND != "meridian":
        return
    app.activate("open-media-from", GLib.Variant("s", sample_files()["clip"]))
    eventually("the clip in the player", lambda: find(app.window, "push button", "Play"), timeout=30)
    settle("opening a clip")
    record("a clip open in the player")


# MARK: The ways out

def close_main_window(expect_question, way="the window manager"):
    """Closes the main window `way` — as a window manager does, with its own Close button, or
    with an action that ends the app ("action quit"). With work that would be lost, the app
    must ask first: the question is closed every way (the app stays), then answered Quit
    Without Saving. The app must then exit by itself, with status 0."""
    window = next(iter(app.main_windows))
    before = app.dialogs()

    def close():
        if way.startswith("action "):
            app.activate(way.removeprefix("action "))
        elif way == "its own button":
            click(find(app.window[0], "push button", "Close"))
        else:
            xwindows.delete(window)
    close()
    time.sleep(0.3)
    if app.process.poll() is None:
        opened = new_dialogs(before, wait=2)
    else:
        opened = {}
    if expect_question and not opened:
        status = app.process.poll()
        fail("closing the window with work not saved (autosave off) did not ask first: "
             + (f"the app exited ({describe_status(status)})" if status is not None else "no question opened"))
    if opened:
        question, title = max(opened.items())
        for question_way in CLOSE_WAYS:
            close_dialog(question, title, question_way, f"the quit question “{title}”")
            record(f"the quit question closed by {question_way}; the app stays")
            close()
            question, title = max(eventually("the question again", lambda: new_dialogs(before, wait=2)).items())
        node = accessible_of(question, title)
        answer = next((b for b in find_all(node, "push button") if "Quit" in b.name or "Without" in b.name), None)
        if answer is None:
            fail(f"the quit question “{title}” has no way to quit")
        click(answer)
    deadline = time.monotonic() + 30
    while app.process.poll() is None:
        if time.monotonic() > deadline:
            fail("the app did not exit within 30 s of its window being closed")
        time.sleep(0.1)
    status = app.process.returncode
    complaints = app.complaints()
    if status != 0 or complaints:
        fail(f"closing the window by {way} ended the app with {describe_status(status)}{crash_lines(app.log_checked - 1) if status else ''}"
             + ("\n" + shorten(complaints) if complaints else ""))
    record(f"the window closed by {way}; the app exited with status 0")


def autosave_off_then_quit():
    """The state folder locked by another process: autosave is off. A step made then is not
    saved, so closing the window must ask."""
    folder = state_folder()
    os.makedirs(folder, exist_ok=True)
    lock = os.open(folder, os.O_RDONLY)
    fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
    try:
        app.start()
        # What the launch says of the saved history, in a dialog (the kit's) or a message.
        eventually("the app to say autosave is off", lambda: any(
            "Autosave is off" in label.name for top in app.accessible if showing(top) for label in find_all(top, "label")))
        for window, title in new_dialogs({}, wait=0.5).items():
            way = ways_for(False)[0]
            record(f"the launch's notice “{title}” closed by {way}")
            close_dialog(window, title, way, "the launch's notice")
        steps = history_length()
        if KIND == "meridian":
            snapshot = os.path.join(work, "exported.snapshot.json")
            app.activate("export-snapshot-to", GLib.Variant("s", snapshot))
            eventually("the exported snapshot", lambda: os.path.exists(snapshot) and os.path.getsize(snapshot), timeout=30)
            app.activate("import-snapshot-from", GLib.Variant("s", snapshot))
            eventually("the step made with autosave off", lambda: history_length() > steps)
        else:
            add_task("Unsaved")
        settle("a step with autosave off")
        eventually("the step made with autosave off", lambda: history_length() > steps)
        record("a step made with autosave off")
        shot("autosave-off")
        close_main_window(expect_question=True, way=rng.choice(["its own button", "the window manager"]))
    finally:
        os.close(lock)


# MARK: The walk and the soak

def part(name, body, starts=True):
    """Runs one part; a failure is recorded, the app started again for the next part (unless
    the part starts it itself)."""
    global current_part
    current_part = name
    started = time.monotonic()
    say(f"— {name}")
    try:
        if starts and (app.process is None or app.process.poll() is not None):
            app.start()
        body()
        shot(re.sub(r"[^a-z]+", "-", name.split(":")[0].lower()).strip("-"))
        say(f"— {name}: done in {time.monotonic() - started:.0f} s")
    except Failure as failure:
        complain(f"{name}: {failure}")
        app.stop()


def walk():
    # Each dialog closed every way, opened by its action in a fresh window and by its menu
    # item with the long history; the rest closes it one way in turn.
    def fresh():
        walk_window(every_action=True, every_item=False)
        round_trip()

    def long_and_playing():
        # A history of its own: what the first part recorded is checked by its round trip.
        app.stop()
        shutil.rmtree(state_folder(), ignore_errors=True)
        app.start()
        open_long_history()
        open_media()
        app.activate("toggle-inspector")
        settle("opening the inspector")
        walk_actions(False)
        open_media()  # again: an action may have opened another file in the player
        walk_popovers(True)
        walk_combos()
        walk_buttons(False)

    def quit_cleanly():
        ways = [f"action {name}" for name in ENDING_ACTIONS if name in app.actions()] + ["its own button", "the window manager"]
        for way in ways:
            if app.process.poll() is not None:
                app.start()
            close_main_window(expect_question=False, way=way)

    parts = [("a fresh window", fresh, True),
             ("a history of thousands of steps" + (", a clip open" if KIND == "meridian" else ""), long_and_playing, True),
             ("closing the window every way", quit_cleanly, True),
             ("autosave off: closing asks", autosave_off_then_quit, False)]
    # WALK_PARTS=1,4 walks those parts alone.
    chosen = [int(n) for n in os.environ.get("WALK_PARTS", "").split(",") if n] or range(1, len(parts) + 1)
    for number in chosen:
        name, body, starts = parts[number - 1]
        part(name, body, starts)


def soak():
    deadline = time.monotonic() + SOAK_MINUTES * 60
    say(f"soak of {SOAK_MINUTES:g} minutes, seed {SEED} (WALK_SEED={SEED} replays these choices)")
    count = 0

    def one():
        nonlocal count
        while time.monotonic() < deadline:
            count += 1
            choice = rng.choices(SOAK_CHOICES, weights=[weight for _, weight in SOAK_CHOICES])[0][0]
            # A popover a click left open is closed the way in turn first.
            if popovers():
                way = rng.choice(["Escape", "a click outside"])
                if way == "Escape":
                    key("Escape")
                else:
                    box = app.window.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
                    click_at(box.x + box.width // 2, box.y + 14)
                eventually(f"the popover to close by {way}", lambda: not popovers(), timeout=ANSWER_SECONDS)
                record(f"a popover closed by {way}")
            choice()
            if count % 50 == 0:
                say(f"{count} choices, {len(failures)} failures, {int(deadline - time.monotonic())} s left")

    while time.monotonic() < deadline and len(failures) < 20:
        part(f"soak from choice {count + 1}", one)
    # Quit as a person does, so that a sanitized build reports its leaks.
    part("the end of the soak", lambda: close_main_window(expect_question=False))


def soak_action():
    actions = app.actions()
    name = rng.choice(sorted(n for n in actions if n not in ENDING_ACTIONS))
    samples = parameter_samples(actions[name][1]) if actions[name][1] else [None]
    if not samples:
        return
    value = rng.choice(samples)
    walk_opener(f"action {name}" + (f"({value.print_(False)})" if value is not None else ""),
                lambda: app.activate(name, value), (rng.choice(CLOSE_WAYS),))


def soak_button():
    names = header_buttons() + [b.name for b in find_all(app.window, "push button", suffix="…")]
    name = rng.choice(names)
    walk_opener(f"button {name}", lambda: click(find(app.window, "push button", name) or fail(f"{name} went away")), (rng.choice(CLOSE_WAYS),))


def soak_menu():
    toggle = find(app.window, "toggle button", "Main menu")
    if toggle is None:
        return
    open_toggle("Main menu")
    popover = eventually("the main menu", lambda: popover_of(toggle))
    items = [item.name for item in find_all(popover, "push button") if item.name]
    key("Escape")
    eventually("the main menu to close", lambda: not popovers(), timeout=ANSWER_SECONDS)
    item = rng.choice(items)

    def press():
        eventually("no popover open", lambda: not popovers(), timeout=ANSWER_SECONDS)
        open_toggle("Main menu")
        click(eventually(f"Main menu › {item}", lambda: find(popover_of(toggle), "push button", item)))
    walk_opener(f"Main menu › {item}", press, (rng.choice(CLOSE_WAYS),))
    if popover_of(toggle):
        key("Escape")
        settle(f"Main menu › {item}")


def soak_click():
    """A click on any button of the window on screen but its Close."""
    buttons = [b for b in find_all(app.window, "push button") + find_all(app.window, "toggle button") + find_all(app.window, "check box")
               if b.name not in ("Close", "Minimize", "Maximize")]
    if buttons:
        button = rng.choice(buttons)
        name = button.name or button.getRoleName()
        walk_opener(f"click {name}", lambda: click(button), (rng.choice(CLOSE_WAYS),))


def soak_type():
    fields = [f for f in find_all(app.window, "text") if f.getState().contains(pyatspi.STATE_EDITABLE)]
    if not fields:
        return
    field = rng.choice(fields)
    text = "".join(rng.choice("abcdefghijklmnopqrstuvwxyz éü/-.") for _ in range(rng.randint(1, 12)))
    name = field.name
    click(field)
    subprocess.run(["xdotool", "type", "--delay", "15", "--file", "-"], input=text, text=True, check=True)
    if rng.random() < 0.5:
        key(rng.choice(["Return", "Escape", "ctrl+a", "BackSpace", "Tab"]))
    settle(f"typing {text!r} into {name}")
    record(f"typed {text!r} into {name}")


def soak_drag():
    slider = find(app.window, "slider", "History")
    if slider is None:
        return
    box = slider.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
    y = box.y + box.height // 2
    x1, x2 = (box.x + 12 + int(rng.random() * (box.width - 24)) for _ in range(2))
    subprocess.run(["xdotool", "mousemove", str(x1), str(y), "mousedown", "1"], check=True)
    for i in range(1, 9):
        subprocess.run(["xdotool", "mousemove", str(x1 + (x2 - x1) * i // 8), str(y)], check=True)
    subprocess.run(["xdotool", "mouseup", "1"], check=True)
    settle(f"dragging History from {x1} to {x2}")
    record(f"dragged History from {x1} to {x2}")


def soak_keys():
    keys = rng.choice(["ctrl+z", "ctrl+shift+z", "ctrl+h", "Escape", "Tab", "space", "Delete", "Page_Up", "Home", "End", "ctrl+n"])
    key(keys)
    settle(f"key {keys}")
    record(f"key {keys}")


def soak_long_history():
    # From a fresh state folder: the soak's own history may hold what an import refuses
    # (that is the walk's round trip's to find).
    app.stop()
    shutil.rmtree(state_folder(), ignore_errors=True)
    app.start()
    open_long_history()
    if KIND == "meridian" and rng.random() < 0.5:
        open_media()


def soak_relaunch():
    close_main_window(expect_question=False)
    app.start()


SOAK_CHOICES = [(soak_action, 6), (soak_button, 3), (soak_menu, 4), (soak_click, 6), (soak_type, 3), (soak_drag, 3),
                (soak_keys, 3), (soak_long_history, 0.3), (soak_relaunch, 0.3)]


def main():
    started = time.monotonic()
    say(f"seed {SEED}; log {LOG}")
    try:
        if SOAK_MINUTES:
            soak()
        else:
            walk()
    finally:
        app.stop()
        shutil.rmtree(work, ignore_errors=True)
    took = time.monotonic() - started
    if failures:
        print(f"walk {KIND}: FAILED {len(failures)} part(s) in {took:.0f} s (seed {SEED}):\n  " + "\n  ".join(
            f.splitlines()[0] for f in failures), file=sys.stderr)
        sys.exit(1)
    say(f"passed: {len(steps_done)} steps in {took:.0f} s")


if __name__ == "__main__":
    main()
