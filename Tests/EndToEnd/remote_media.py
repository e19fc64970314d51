#!/usr/bin/python3
"""Issue 42 as a person meets it: a snapshot whose media is on a web server (here a server on
127.0.0.1 that records every request) is imported; the app sends the server nothing, and the
player shows the address with its host and an Open button; pressing it, as a person does, makes
the request and the clip loads. Run by Tests/EndToEnd/run:

    MERIDIAN_E2E_SCRIPT=remote_media.py Tests/EndToEnd/run path/to/meridian
"""
import http.server
import json
import os
import subprocess
import sys
import threading

from use_meridian import SCREENSHOT, application, click, eventually, fail, find, gapplication

HERE = os.path.dirname(os.path.abspath(__file__))
FIXTURE = os.path.join(HERE, "..", "MeridianFilesTests", "Fixtures", "snapshots", "a-stream-on-a-web-server.json")
requests = []


class Recorder(http.server.SimpleHTTPRequestHandler):
    """Serves the folder of the clip, and writes down each path asked for."""

    def do_GET(self):
        requests.append(self.path)
        super().do_GET()

    def log_message(self, *args):
        pass


def main():
    folder = os.path.dirname(os.path.abspath(SCREENSHOT))
    # Matroska: Python's server cannot seek, and Ogg's demuxer would ask it for the file's end.
    clip = os.path.join(folder, "remote-clip.mkv")
    subprocess.run(
        ["gst-launch-1.0", "-q", "videotestsrc", "num-buffers=60", "pattern=ball", "!",
         "video/x-raw,width=640,height=360,framerate=30/1", "!", "theoraenc", "!", "matroskamux", "!", "filesink", f"location={clip}"],
        check=True)
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), lambda *a: Recorder(*a, directory=folder))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    host = f"127.0.0.1:{server.server_address[1]}"
    address = f"http://{host}/remote-clip.mkv"

    snapshot = json.load(open(FIXTURE))
    snapshot["state"]["player"]["media"] = {"title": "remote-clip", "uri": address}
    # At the start: Python's server cannot seek, so a seek to a later position would fail (and
    # the player would say so, in those words).
    snapshot["state"]["player"]["position"] = 0
    path = os.path.join(folder, "remote-snapshot.json")
    json.dump(snapshot, open(path, "w"))

    app = eventually("Meridian on the accessibility bus", application)
    window = eventually("Meridian's window", lambda: find(app, "frame"))
    gapplication("import-snapshot-from", f"'{path}'")
    button = eventually("the Open button naming the host", lambda: find(window, "push button", name=f"Open media from {host}"))
    prompt = eventually("the address in full", lambda: find(window, "label", prefix="remote-clip is on another machine"))
    if address not in prompt.name:
        fail(f"the player does not show the address {address}: {prompt.name!r}")
    # The import is over and the window shows its result: had the app opened the address, the
    # server would have had the request before the button appeared.
    if requests:
        fail(f"the import alone sent the server {requests}")
    subprocess.run(["import", "-window", "root", SCREENSHOT], check=True)
    click(button)
    eventually("the request after the user's word", lambda: "/remote-clip.mkv" in requests)
    eventually("the clip loaded from the server", lambda: find(window, "label", name="Paused · remote-clip"))
    if find(window, "push button", name=f"Open media from {host}") is not None:
        fail("the Open button is still shown after the clip opened")
    server.shutdown()
    print(f"remote media: nothing was fetched before Open; then {requests}")


if __name__ == "__main__":
    main()
