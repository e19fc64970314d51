import CGtk

/// Finds the controls a screen reader would have no name for, for an app's tests. Give it your
/// window's description, with a state to show; GTK needs a display, so run the tests under
/// `xvfb-run -a swift test`:
///
/// ```swift
/// @MainActor @Test func everyControlHasAName() throws {
///     var state = TasksState()
///     state.tasks = [TasksState.Task(id: 1, title: "Buy milk")]
///     #expect(try AccessibilityAudit.unnamedControls(of: { tasksWindow(state, Send { _ in }) }) == [])
/// }
/// ```
///
/// A control is a button, toggle, entry, slider, drop-down or switch that is shown. It has a
/// name when its accessible object has one (a labelled button's is its label) or another
/// widget labels it (a mnemonic label).
@MainActor
public enum AccessibilityAudit {
    /// Each unnamed control of the view `describe` gives, as its path from the view's root
    /// ("GtkBox > GtkButton #2"). The view is made in a window of its own, off screen, and
    /// destroyed after. Throws ``NoDisplay`` when GTK cannot open a display.
    public static func unnamedControls(of describe: @escaping @MainActor () -> View) throws -> [String] {
        guard gtkIsReady else { throw NoDisplay() }
        let host = ViewHost(describe)
        let window = gtk_offscreen_window_new()!
        defer { gtk_widget_destroy(window) }
        gtk_container_add(typed(window, as: GtkContainer.self), host.widget)
        gtk_widget_show_all(window)
        return unnamedControls(in: host.widget)
    }

    /// GTK could not open a display, so no widget can be made: run the tests under `xvfb-run -a`.
    public struct NoDisplay: Error, CustomStringConvertible {
        /// What to do about it.
        public var description: String { "GTK cannot open a display: run the tests under a display, e.g. `xvfb-run -a swift test`" }
    }

    /// Whether GTK is initialised, doing it once if the app has not.
    private static let gtkIsReady: Bool = {
        var argc: Int32 = 0
        return gtk_init_check(&argc, nil) != 0
    }()

    /// Each unnamed control, as its path from `root` ("GtkBox > GtkButton #2"), in a window
    /// already made.
    public static func unnamedControls(in root: Widget) -> [String] {
        var found: [String] = []
        visit(root, path: typeName(root), into: &found)
        return found
    }

    private static let controlTypes: [GType] = [
        gtk_button_get_type(), gtk_entry_get_type(), gtk_range_get_type(), gtk_combo_box_get_type(), gtk_switch_get_type(),
    ]

    private static func visit(_ widget: Widget, path: String, into found: inout [String]) {
        guard gtk_widget_get_visible(widget) != 0 else { return }
        let instance = UnsafeMutablePointer<GTypeInstance>(OpaquePointer(widget))
        if controlTypes.contains(where: { g_type_check_instance_is_a(instance, $0) != 0 }), !isNamed(widget) {
            found.append(path)
            // A control's own parts (a button's label) are not controls of the app.
            return
        }
        for (index, child) in Widgets.children(of: widget).enumerated() {
            visit(child, path: "\(path) > \(typeName(child)) #\(index + 1)", into: &found)
        }
    }

    private static func isNamed(_ widget: Widget) -> Bool {
        let accessible = gtk_widget_get_accessible(widget)
        if let name = atk_object_get_name(accessible), name.pointee != 0 { return true }
        guard let relations = atk_object_ref_relation_set(accessible) else { return false }
        defer { g_object_unref(UnsafeMutableRawPointer(relations)) }
        return atk_relation_set_contains(relations, ATK_RELATION_LABELLED_BY) != 0
    }

    private static func typeName(_ widget: Widget) -> String {
        String(cString: g_type_name(UnsafeMutablePointer<GTypeInstance>(OpaquePointer(widget)).pointee.g_class.pointee.g_type))
    }
}
