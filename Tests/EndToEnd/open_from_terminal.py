#!/usr/bin/python3
"""Issue 73's files handed over from a terminal, as a person meets them: `meridian open` in a
second process, with the window already open, says on its own terminal what became of each file
— imported as a step, refused with the reasons every reader gives (and exit 1), a question asked
in the window, waiting its turn behind that question — and the file that waited opens after the
answer, none dropped. On a terminal, the window shows how far it has read, as `session replay`
does, and wipes the line before its answer; a pipe gets the answer alone. Run by
Tests/EndToEnd/run, with the progress line drawn from the start (MERIDIAN_PROGRESS_AFTER=0):

    MERIDIAN_PROGRESS_AFTER=0 MERIDIAN_E2E_SCRIPT=open_from_terminal.py Tests/EndToEnd/run path/to/meridian
"""
import os
import pty
import subprocess
import sys

from use_meridian import MERIDIAN, SCREENSHOT, application, click, eventually, fail, find

HERE = os.path.dirname(os.path.abspath(__file__))
FIXTURES = os.path.join(HERE, "..", "MeridianFilesTests", "Fixtures")
SNAPSHOT = os.path.abspath(os.path.join(FIXTURES, "snapshots", "valid.json"))
SESSION = os.path.abspath(os.path.join(FIXTURES, "sessions", "valid.json"))


def meridian_open(path, said, status=0):
    """`meridian open PATH` in a process of its own: what it prints on standard error must start
    with `PATH: ` and `said`, and it exits with `status`."""
    run = subprocess.run([MERIDIAN, "open", path], capture_output=True, text=True, timeout=120)
    if run.returncode != status or not run.stderr.startswith(f"{path}: {said}"):
        fail(f"meridian open {path} exited {run.returncode} and said {run.stderr!r}, not {status} and {said!r}")
    return run.stderr


def meridian_open_on_terminal(path):
    """`meridian open PATH` with its standard error a terminal: its exit status, and all that
    terminal was sent (a terminal writes each newline as a carriage return and a newline)."""
    terminal, its_end = pty.openpty()
    process = subprocess.Popen([MERIDIAN, "open", path], stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=its_end)
    os.close(its_end)
    shown = b""
    while True:
        try:
            chunk = os.read(terminal, 4096)
        except OSError:  # EIO: the process has gone, and its end of the terminal with it
            break
        if not chunk:
            break
        shown += chunk
    os.close(terminal)
    return process.wait(timeout=120), shown.decode()


def main():
    app = eventually("Meridian on the accessibility bus", application)
    window = eventually("Meridian's window", lambda: find(app, "frame"))
    slider = eventually("the History slider", lambda: find(window, "slider", name="History"))

    meridian_open(SNAPSHOT, "imported in the Meridian window as a step")
    eventually("the snapshot's step", lambda: slider.queryValue().maximumValue == 1)
    # A damaged file is read and refused by the window, which says why here, in the words every
    # reader uses, and the command fails.
    damaged = os.path.abspath(os.path.join(FIXTURES, "sessions", "truncated.json"))
    words = subprocess.run([MERIDIAN, "session", "replay", damaged], capture_output=True, text=True, timeout=120).stderr
    said = meridian_open(damaged, "", status=1)
    if said != words:
        fail(f"the window refused {damaged} saying {said!r}, where every reader says {words!r}")
    if slider.queryValue().maximumValue != 1:
        fail("a refused file changed the history")
    # The history now holds a step: a session asks first, and says so on the terminal at once,
    # having shown there how far it read, the line wiped before the answer.
    status, shown = meridian_open_on_terminal(SESSION)
    reading, answer = "\rReading “valid.json”… ", f"\r\x1b[K{SESSION}: the Meridian window asks whether to replace its history with it"
    if status != 0 or not shown.startswith(reading) or answer not in shown or shown.index(answer) < shown.rindex(reading):
        fail(f"meridian open {SESSION} on a terminal exited {status} having shown {shown!r}, not the reading's progress, then its answer")
    question = eventually("the question naming the file", lambda: find(app, "label", prefix="Replace the history with “valid.json” — ")).name
    # Handed over while the question is open: it waits its turn, and the terminal is told.
    meridian_open(SNAPSHOT, "waits in the Meridian window until “valid.json” is opened or declined")
    subprocess.run(["import", "-window", "root", SCREENSHOT], check=True)
    click(eventually("Replace History", lambda: find(app, "push button", name="Replace History")))
    # The session's two steps, then the snapshot that waited, as a step after them.
    eventually("the session, then the snapshot that waited", lambda: slider.queryValue().maximumValue == 3)
    print(f"open from terminal: showed {shown.split(chr(13))[1]!r} then asked {question!r}; the snapshot that waited was imported after the answer")


if __name__ == "__main__":
    main()
