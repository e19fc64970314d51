import CGtk

/// GActions of a `GtkApplication`: one path for buttons, menus, shortcuts and D-Bus.
@MainActor
public enum ApplicationActions {
    /// Adds `app.NAME`, run by `handler` with its parameter (`nil` when it takes none) and
    /// by the keys `accelerators` ("<Control>z"); returns the action, to enable or disable.
    @discardableResult
    public static func add(
        _ name: String, to application: UnsafeMutablePointer<GtkApplication>, parameterType: OpaquePointer? = nil,
        accelerators: [String] = [], _ handler: @escaping @MainActor (OpaquePointer?) -> Void
    ) -> OpaquePointer {
        let action = g_simple_action_new(name, parameterType)!
        onSignal(UnsafeMutableRawPointer(action), "activate") { (variant: gpointer?) in handler(variant.map(OpaquePointer.init)) }
        g_action_map_add_action(OpaquePointer(application), action)
        if !accelerators.isEmpty {
            var strings = accelerators.map { UnsafePointer(strdup($0)) } + [nil]
            defer { strings.forEach { free(UnsafeMutableRawPointer(mutating: $0)) } }
            gtk_application_set_accels_for_action(application, "app.\(name)", &strings)
        }
        return action
    }
}

extension Widgets {
    /// A button showing the symbolic icon `icon` that runs the GAction `action` ("app.undo"),
    /// named `accessibleName` for screen readers, with `tooltip` (or that name) as its tooltip.
    public static func actionButton(_ icon: String, accessibleName: String, action: String, tooltip: String? = nil) -> Widget {
        let button = iconButton(icon, accessibleName: accessibleName, tooltip: tooltip)
        gtk_actionable_set_action_name(button.opaque, action)
        return button
    }
}
