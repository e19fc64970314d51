import CGtk

/// Finds the controls a screen reader would have no name for, for an app's tests:
///
/// ```swift
/// #expect(AccessibilityAudit.unnamedControls(in: window).isEmpty)
/// ```
///
/// A control is a button, toggle, entry, slider, drop-down or switch that is shown. It has a
/// name when its accessible object has one (a labelled button's is its label) or another
/// widget labels it (a mnemonic label).
@MainActor
public enum AccessibilityAudit {
    /// Each unnamed control, as its path from `root` ("GtkBox > GtkButton #2").
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
        guard g_type_check_instance_is_a(instance, gtk_container_get_type()) != 0 else { return }
        let children = gtk_container_get_children(typed(widget, as: GtkContainer.self))
        defer { g_list_free(children) }
        var index = 0
        var link = children
        while let node = link {
            if let child = node.pointee.data?.assumingMemoryBound(to: GtkWidget.self) {
                index += 1
                visit(child, path: "\(path) > \(typeName(child)) #\(index)", into: &found)
            }
            link = node.pointee.next
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
