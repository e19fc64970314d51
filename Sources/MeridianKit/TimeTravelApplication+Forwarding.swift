import CGtk
import Foundation

// Another process of the app (`meridian open FILE` while the window is open) hands its command
// line to the instance already running, and waits for the answer (`ForwardedCommandLine`).
extension TimeTravelApplication {
    /// Hands `arguments` to the instance already running, which answers through
    /// `onCommandLine`: its lines are printed on this process's standard error, and its exit
    /// status returned. `nil` when no instance runs (this process is then the one).
    public func forward(_ arguments: [String]) -> Int32? {
        // Registering where none runs would make this process the one, and start it up (GTK
        // and its display) only to refuse a file: asked of the bus first.
        guard instanceRuns() else { return nil }
        let gApplication = UnsafeMutablePointer<GApplication>(OpaquePointer(application))
        var error: UnsafeMutablePointer<GError>?
        guard g_application_register(gApplication, nil, &error) != 0, g_application_get_is_remote(gApplication) != 0 else {
            if let error { g_error_free(error) }
            return nil
        }
        return run(arguments: arguments)
    }

    /// Whether an instance of the app holds its name on the session bus. With no session bus
    /// named (a script, a test), none does: GLib would otherwise start a bus for X to ask it.
    private func instanceRuns() -> Bool {
        let runtime = g_getenv("XDG_RUNTIME_DIR").map { String(cString: $0) }
        guard g_getenv("DBUS_SESSION_BUS_ADDRESS") != nil || runtime.map({ access("\($0)/bus", F_OK) == 0 }) == true,
            let bus = g_bus_get_sync(G_BUS_TYPE_SESSION, nil, nil)
        else { return false }
        defer { g_object_unref(UnsafeMutableRawPointer(bus)) }
        let id = String(cString: g_application_get_application_id(UnsafeMutablePointer(OpaquePointer(application))))
        var name: OpaquePointer? = g_variant_new_string(id)
        let reply = g_dbus_connection_call_sync(
            bus, "org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus", "NameHasOwner", g_variant_new_tuple(&name, 1),
            nil, G_DBUS_CALL_FLAGS_NONE, -1, nil, nil)
        guard let reply else { return false }
        defer { g_variant_unref(reply) }
        let owned = g_variant_get_child_value(reply, 0)
        defer { g_variant_unref(owned) }
        return g_variant_get_boolean(owned) != 0
    }
}
