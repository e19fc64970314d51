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

# Start-up: from just before the process is started to the window's first painted frame, with
# an empty history and, when `make bench` passed one, with the year's (a fresh copy each run).
year = sys.argv[2] if len(sys.argv) > 2 else None
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
for name, folder in [("an empty history", None)] + ([("a year's history", year)] if year else []):
    startups = [startup(folder) for _ in range(7)]
    print(f"start-up with {name}: process start to first frame median {statistics.median(startups):.0f} ms "
          f"(min {min(startups):.0f}, max {max(startups):.0f}; 7 runs; target ≤ 500 ms)")

# Idle: the app with 20 clocks, left alone for 60 s; CPU time from /proc (user + system).
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


path = os.path.join(tempfile.mkdtemp(), "twenty-clocks.json")
with open(path, "w") as file:
    json.dump(snapshot_of(zones), file)
app = subprocess.Popen([meridian], **quiet)
time.sleep(3)
subprocess.run(["gapplication", "action", "dev.meridian.Meridian", "import-snapshot-from", f"'{path}'"], check=True)
time.sleep(2)
artifacts = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "artifacts")
os.makedirs(artifacts, exist_ok=True)
subprocess.run(["import", "-window", "root", os.path.join(artifacts, "bench-twenty-clocks.png")], check=False)
ticks = os.sysconf("SC_CLK_TCK")
def cpu_seconds():
    with open(f"/proc/{app.pid}/stat") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / ticks
before, started = cpu_seconds(), time.monotonic()
time.sleep(int(os.environ.get("MERIDIAN_IDLE_SECONDS", "60")))
used, elapsed = cpu_seconds() - before, time.monotonic() - started
app.terminate()
app.wait(timeout=10)
print(f"idle: {100 * used / elapsed:.2f} % of one core over {elapsed:.0f} s with 20 clocks ticking (target ≤ 1 %)")
