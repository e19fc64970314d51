#!/usr/bin/python3
"""Runs chooser.c's program and answers its file chooser as the walk does (Ctrl+L, a path
typed, Enter), up to eight times, and prints what GTK logged, or that no run logged the
criticals the walk forgives (GTK logs them in most runs, not all)."""
import re
import subprocess
import sys
import time

program = sys.argv[1]
FORGIVEN = re.compile(r"Gtk-CRITICAL.*(gtk_widget_event: assertion 'WIDGET_REALIZED_FOR_EVENT|gtk_tree_model_get_iter_first: assertion 'GTK_IS_TREE_MODEL)")


def one_run():
    process = subprocess.Popen([program], stderr=subprocess.PIPE, text=True)
    lines = []
    while True:
        line = process.stderr.readline()
        if not line:
            return lines
        lines.append(line)
        if "chooser shown" in line:
            break
    # The chooser on screen: its X window, by its title.
    window = None
    for _ in range(200):
        found = subprocess.run(["xdotool", "search", "--name", "Plain Open"], capture_output=True, text=True).stdout.split()
        if found:
            window = found[-1]
            break
        time.sleep(0.05)
    if window is None:
        process.kill()
        return lines + ["plain: the chooser did not show\n"]
    subprocess.run(["xdotool", "windowfocus", "--sync", window], check=False)
    subprocess.run(["xdotool", "key", "--delay", "30", "ctrl+l"], check=True)
    subprocess.run(["xdotool", "type", "--delay", "30", "/tmp/"], check=True)
    time.sleep(0.3)
    subprocess.run(["xdotool", "key", "Return"], check=True)
    try:
        _, out = process.communicate(timeout=10)
    except subprocess.TimeoutExpired:
        process.kill()
        _, out = process.communicate()
    return lines + out.splitlines(keepends=True)


for run in range(1, 9):
    lines = one_run()
    forgiven = [line.rstrip() for line in lines if FORGIVEN.search(line)]
    if forgiven:
        print(f"plain: run {run} of the chooser: GTK logged by itself:")
        print("\n".join(forgiven))
        sys.exit(0)
# GTK logs them in most runs, not all, and fewer on a busy machine: eight runs without them
# are said, not failed (a flaky check is a broken one). Said at every run for a while, they
# mean GTK was fixed, and the walk's forgiveness can go.
print("plain: eight runs of the chooser and GTK logged none of the forgiven lines (it logs them in most runs, not all)")
sys.exit(0)
