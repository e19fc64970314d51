#!/usr/bin/python3
"""Start-up to first frame, and CPU used while idle with 20 clocks ticking. Called by gtk-figures."""
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
import uuid

meridian = sys.argv[1]
quiet = {"stderr": subprocess.DEVNULL}

def machine():
    """The machine the figures come from, as the Swift benchmarks name it."""
    with open("/proc/cpuinfo") as cpuinfo:
        model = next((line.split(":", 1)[1].strip() for line in cpuinfo if line.startswith("model name")), "unknown CPU")
    with open("/proc/meminfo") as meminfo:
        kilobytes = int(next(line.split()[1] for line in meminfo if line.startswith("MemTotal:")))
    return f"{model}, {os.cpu_count()} cores, {kilobytes // (1 << 20)} GiB"
print(f"# The window as a process — {machine()}")

# Start-up: from just before the process is started to the window's first painted frame, with
# an empty history and, when `make bench` passed one, with the year's (a fresh copy each run).
year = sys.argv[2] if len(sys.argv) > 2 and sys.argv[2] else None
# And a decade's (BENCH_ONLY=decade BENCH_KEEP=DIR/meridian meridian-bench leaves one).
decade = sys.argv[3] if len(sys.argv) > 3 and sys.argv[3] else None
def startup(state_folder):
    home = tempfile.mkdtemp()
    if state_folder:
        shutil.copytree(state_folder, os.path.join(home, "meridian"))
    begin = time.monotonic_ns() // 1000
    out = subprocess.run([meridian], env={**os.environ, "MERIDIAN_FIRST_FRAME_PROBE": "1", "XDG_STATE_HOME": home},
                         capture_output=True, text=True, timeout=60).stdout
    painted = int(next(line.split()[1] for line in out.splitlines() if line.startswith("first-frame ")))
    shutil.rmtree(home)
    return (painted - begin) / 1000
for name, folder in [("an empty history", None)] + ([("a year's history", year)] if year else []) + ([("a decade's history", decade)] if decade else []):
    startups = [startup(folder) for _ in range(7)]
    print(f"start-up with {name}: process start to first frame median {statistics.median(startups):.0f} ms "
          f"(min {min(startups):.0f}, max {max(startups):.0f}; 7 runs; target ≤ 500 ms)", flush=True)

# Import: a long session (MERIDIAN_BENCH_SESSION; make bench passes the one meridian-bench
# writes) opened in a running window with `meridian open`, from the command to the window's
# answer, beside the command line's `session replay` of it (read, checked and restored into a
# store: the same work, without a window); and how far the window's memory rose above what it
# held before (its peak, reset just before, less what it held then).
session_file = os.environ.get("MERIDIAN_BENCH_SESSION") and os.path.abspath(os.environ["MERIDIAN_BENCH_SESSION"])
def memory_kb(pid, field):
    with open(f"/proc/{pid}/status") as status:
        return int(next(line.split()[1] for line in status if line.startswith(field + ":")))
def window_import():
    home = tempfile.mkdtemp()
    env = {**os.environ, "XDG_STATE_HOME": home}
    app = subprocess.Popen([meridian], env=env, **quiet)
    # Ready once the app owns its name on the bus: `meridian open` then reaches it.
    while subprocess.run(["gdbus", "call", "--session", "--dest", "org.freedesktop.DBus", "--object-path", "/org/freedesktop/DBus",
                          "--method", "org.freedesktop.DBus.NameHasOwner", "dev.meridian.Meridian"],
                         capture_output=True, text=True).stdout.strip() != "(true,)":
        time.sleep(0.05)
    with open(f"/proc/{app.pid}/clear_refs", "w") as clear:
        clear.write("5")  # resets the peak (VmHWM) to what the process holds now
    before = memory_kb(app.pid, "VmRSS")
    begin = time.monotonic()
    answer = subprocess.run([meridian, "open", session_file], env=env, capture_output=True, text=True, timeout=600)
    seconds = time.monotonic() - begin
    rise = (memory_kb(app.pid, "VmHWM") - before) / 1024
    app.terminate()
    app.wait(timeout=30)
    shutil.rmtree(home, ignore_errors=True)
    if "opened in the Meridian window" not in answer.stderr:
        sys.exit(f"import: the window answered {answer.stderr!r}")
    return seconds, rise
def command_line_replay():
    begin = time.monotonic()
    subprocess.run([meridian, "session", "replay", session_file], check=True, stdout=subprocess.DEVNULL, **quiet)
    return time.monotonic() - begin
if session_file:
    runs = [(window_import(), command_line_replay()) for _ in range(3)]
    size = os.path.getsize(session_file) / 1e6
    print(f"import of a {size:.0f} MB session: the window (meridian open, to its answer) median {statistics.median(r[0][0] for r in runs):.2f} s, "
          f"its memory rising {statistics.median(r[0][1] for r in runs):.0f} MB; session replay median {statistics.median(r[1] for r in runs):.2f} s "
          f"(3 runs each, alternating; target: the window no slower than the command line)", flush=True)

if os.environ.get("MERIDIAN_BENCH_STARTUP_ONLY"):
    sys.exit(0)

# Idle: the app left alone, as on a laptop on battery. After a settle, a window of
# MERIDIAN_IDLE_SECONDS (60) with nothing touched, measured from /proc: bytes the process made
# the disk write (write_bytes in /proc/PID/io), the main thread's wake-ups (its context
# switches: each is a sleep ended), and CPU (user + system). Three cases: the window as first
# launched, with 20 clocks, and with a video open and paused; medians over MERIDIAN_IDLE_RUNS.
idle_seconds = int(os.environ.get("MERIDIAN_IDLE_SECONDS", "60"))
idle_runs = int(os.environ.get("MERIDIAN_IDLE_RUNS", "3"))
settle_seconds = 10
ticks = os.sysconf("SC_CLK_TCK")

def proc_figures(pid):
    with open(f"/proc/{pid}/io") as io:
        written = int(next(line.split()[1] for line in io if line.startswith("write_bytes:")))
    with open(f"/proc/{pid}/task/{pid}/status") as status:
        switches = sum(int(line.split()[1]) for line in status if "ctxt_switches:" in line)
    with open(f"/proc/{pid}/stat") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    return written, switches, (int(fields[11]) + int(fields[12])) / ticks

def idle(command, before_settle=None, screenshot=None):
    home = tempfile.mkdtemp()
    app = subprocess.Popen(command, env={**os.environ, "XDG_STATE_HOME": home}, **quiet)
    time.sleep(3)
    if before_settle:
        before_settle()
    time.sleep(settle_seconds)
    if screenshot:
        subprocess.run(["import", "-window", "root", screenshot], check=False)
    begin, started = proc_figures(app.pid), time.monotonic()
    time.sleep(idle_seconds)
    end, elapsed = proc_figures(app.pid), time.monotonic() - started
    app.terminate()
    app.wait(timeout=10)
    shutil.rmtree(home, ignore_errors=True)
    return end[0] - begin[0], (end[1] - begin[1]) / elapsed, 100 * (end[2] - begin[2]) / elapsed

zones = ["UTC", "Europe/London", "America/New_York", "Asia/Tokyo", "Australia/Brisbane", "Asia/Kolkata",
         "Asia/Kathmandu", "America/Sao_Paulo", "Europe/Paris", "Africa/Cairo", "Pacific/Auckland",
         "America/Denver", "Asia/Dubai", "Europe/Berlin", "America/Chicago", "Asia/Singapore",
         "America/Los_Angeles", "Europe/Moscow", "Africa/Lagos", "America/St_Johns"]
def snapshot_of(identifiers):
    """A snapshot file with these clocks, as Export snapshot writes it."""
    now = time.strftime("%Y-%m-%dT%H:%M:%S.000Z", time.gmtime())
    return {
        "format": "meridian.snapshot", "version": 1, "createdAt": now,
        "state": {
            "document": {"zones": [{"id": str(uuid.uuid4()).upper(), "identifier": identifier,
                                    "name": identifier.split("/")[-1].replace("_", " ")} for identifier in identifiers]},
            "now": now, "userTimeZone": "UTC",
            "player": {"chrome": {"isGradientShown": True, "isStatusLineShown": True, "isToolbarShown": True,
                                  "transition": {"curve": "easeOut", "duration": 0.25}},
                       "intent": "pause", "isBufferingIndicatorShown": False, "isScrubbing": False,
                       "position": 0, "rate": 1, "status": "idle"},
            "viewState": {"historyPanel": {"isExpanded": False, "scopeID": "everything"},
                          "master": {"isEditing": False, "scrollOffsetY": 0, "sortOrder": "manual"},
                          "window": {"height": 720, "panePosition": 380, "width": 1100}},
        },
    }

work = tempfile.mkdtemp()
twenty = os.path.join(work, "twenty-clocks.json")
with open(twenty, "w") as file:
    json.dump(snapshot_of(zones), file)
clip = os.path.join(work, "clip.ogv")
subprocess.run(["gst-launch-1.0", "-q", "videotestsrc", "num-buffers=300", "!", "video/x-raw,width=640,height=360,framerate=30/1",
                "!", "theoraenc", "!", "oggmux", "!", "filesink", f"location={clip}"], check=True, **quiet)
artifacts = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "artifacts")
os.makedirs(artifacts, exist_ok=True)
def import_twenty():
    subprocess.run(["gapplication", "action", "dev.meridian.Meridian", "import-snapshot-from", f"'{twenty}'"], check=True)
cases = [
    ("the window as first launched", [meridian], None, None),
    ("20 clocks", [meridian], import_twenty, os.path.join(artifacts, "bench-twenty-clocks.png")),
    ("a video open and paused", [meridian, "--media", clip], None, os.path.join(artifacts, "bench-paused-video.png")),
]
if shutil.which("gnome-clocks"):
    cases.append(("GNOME Clocks, for comparison", ["gnome-clocks"], None, None))
else:
    print("idle: GNOME Clocks is not installed here; its figures are left out")
for name, command, prepare, screenshot in cases:
    runs = [idle(command, prepare, screenshot if run == 0 else None) for run in range(idle_runs)]
    written = statistics.median(run[0] for run in runs)
    wakeups = statistics.median(run[1] for run in runs)
    cpu = statistics.median(run[2] for run in runs)
    print(f"idle, {name}: {written / 1024:.0f} KB written to disk (target 0), main thread woken {wakeups:.2f} times a second "
          f"(target ≤ 0.5), {cpu:.3f} % of one core (target ≤ 0.1 %); {idle_seconds} s after a {settle_seconds} s settle, "
          f"median of {idle_runs} runs")
shutil.rmtree(work, ignore_errors=True)
