#!/usr/bin/python3
"""Runs closed_chooser.c's program, closes each of its three file choosers by Escape, and after
each has closed starts a new accessibility client twice (a process that lists the desktop's
applications, as a screen reader launched then does first), then prints what GTK logged. Exits
0 when GTK logged the criticals the walk forgives, 1 when it logged none (GTK fixed: the walk's
forgiveness can go)."""
import subprocess
import sys
import threading
import time

program = sys.argv[1]
process = subprocess.Popen([program], stderr=subprocess.PIPE, text=True)
lines = []
threading.Thread(target=lambda: lines.extend(process.stderr), daemon=True).start()


def wait_for(words, count, timeout=30):
    deadline = time.monotonic() + timeout
    while sum(words in line for line in list(lines)) < count:
        if process.poll() is not None or time.monotonic() > deadline:
            sys.exit(f"plain: the program did not say “{words}” ({count}) within {timeout} s")
        time.sleep(0.05)


def chooser_window():
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        found = subprocess.run(["xdotool", "search", "--onlyvisible", "--name", "Plain Open"], capture_output=True, text=True).stdout.split()
        if found:
            return found[-1]
        time.sleep(0.05)
    sys.exit("plain: the chooser did not show")


def new_client():
    subprocess.run(["/usr/bin/python3", "-c", "import pyatspi\nprint([app.name for app in pyatspi.Registry.getDesktop(0) if app])"],
                   check=False, capture_output=True, timeout=60)


def criticals():
    return [line.rstrip() for line in list(lines) if "CRITICAL" in line]


for round in range(1, 4):
    wait_for("chooser shown", round)
    window = chooser_window()
    subprocess.run(["xdotool", "windowfocus", "--sync", window], check=False)
    subprocess.run(["xdotool", "key", "Escape"], check=True)
    wait_for("chooser closed", round)
    for _ in range(2):
        new_client()
    if criticals():
        break
process.terminate()
process.wait()
print("\n".join(criticals()) or "plain: GTK logged nothing")
sys.exit(0 if criticals() else 1)
