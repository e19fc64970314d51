#!/usr/bin/python3
"""Runs about.c's program and reads its accessibility tree as a screen reader does while its
About dialog shows (every node, as Orca reads a dialog out) and once it has closed (the
bridge's cache, in one GetItems call), then prints what GTK logged. Exits 0 when GTK logged the criticals the walk forgives, 1 when it
logged none (GTK fixed: the walk's forgiveness can go)."""
import subprocess
import sys
import time

import gi

gi.require_version("Atspi", "2.0")
from gi.repository import Gio, GLib  # noqa: E402
import pyatspi  # noqa: E402

program = sys.argv[1]
process = subprocess.Popen([program], stderr=subprocess.PIPE, text=True)
lines = []


def wait_for(words):
    while True:
        line = process.stderr.readline()
        if not line:
            sys.exit(f"plain: the program ended before saying “{words}”")
        lines.append(line)
        if words in line:
            return


session = Gio.bus_get_sync(Gio.BusType.SESSION, None)
address = session.call_sync("org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress", None,
                            GLib.VariantType("(s)"), Gio.DBusCallFlags.NONE, 10000, None).unpack()[0]
a11y = Gio.DBusConnection.new_for_address_sync(
    address, Gio.DBusConnectionFlags.AUTHENTICATION_CLIENT | Gio.DBusConnectionFlags.MESSAGE_BUS_CONNECTION, None, None)


def read_as_a_screen_reader():
    names = a11y.call_sync("org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus", "ListNames",
                           None, GLib.VariantType("(as)"), Gio.DBusCallFlags.NONE, 5000, None).unpack()[0]
    for name in names:
        if not name.startswith(":"):
            continue
        pid = a11y.call_sync("org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus", "GetConnectionUnixProcessID",
                             GLib.Variant("(s)", (name,)), GLib.VariantType("(u)"), Gio.DBusCallFlags.NONE, 5000, None).unpack()[0]
        if pid != process.pid:
            continue
        try:  # the process's accessibility bridge (its other connections have no cache)
            a11y.call_sync(name, "/org/a11y/atspi/cache", "org.a11y.atspi.Cache", "GetItems", None, None,
                           Gio.DBusCallFlags.NONE, 10000, None)
        except GLib.Error:
            pass


def read_every_node():
    def visit(node):
        node.name, node.getRoleName(), node.getState()
        for child in node:
            visit(child)
    for app in pyatspi.Registry.getDesktop(0):
        if app is not None and app.get_process_id() == process.pid:
            visit(app)


wait_for("About shown")
time.sleep(0.3)
read_every_node()
wait_for("About closed")
read_as_a_screen_reader()
time.sleep(0.5)
process.terminate()
lines += process.stderr.readlines()
process.wait()
criticals = [line.rstrip() for line in lines if "CRITICAL" in line]
print("\n".join(criticals) or "plain: GTK logged nothing")
sys.exit(0 if criticals else 1)
