import CGtk
import MeridianKitCore

/// A button that stays on or off (`Toggle`, `CheckButton`): a toggle button, a check button or
/// a switch. GTK's switch is no toggle button: `ToggleWidget` reads and sets either.
@MainActor
extension ToggleContent: GtkKind {
    typealias Gtk = GtkWidget

    static func make(_ toggle: ToggleContent) -> Widget {
        switch toggle.style {
        case .toggleButton: gtk_toggle_button_new_with_label(toggle.label ?? "")
        case .checkButton: gtk_check_button_new_with_label(toggle.label ?? "")
        case .switch: gtk_switch_new()
        }
    }

    static func setUp(_ widget: Widget, of node: MountedView) {
        let toggle = ToggleWidget(widget, style: content(of: node.view).style)
        // "toggled" passes only the button; "notify::active" a parameter too: the trampoline
        // must match what GLib passes.
        if toggle.style == .switch {
            onSignal(widget, "notify::active") { [weak node] (_: gpointer?) in node?.fromUser { $0.view.events.onToggle?(toggle.isActive) } }
        } else {
            onSignal(widget, "toggled") { [weak node] in node?.fromUser { $0.view.events.onToggle?(toggle.isActive) } }
        }
    }

    func apply(over old: ToggleContent?, to widget: Widget, of node: MountedView) {
        if let old, old.label != label, let label, style != .switch { node.set { gtk_button_set_label(typed(widget, as: GtkButton.self), VisibleText.of(label)) } }
        if old?.isOn != isOn { showEditableValue(in: widget, of: node) }
    }

    func showEditableValue(in widget: Widget, of node: MountedView) {
        let toggle = ToggleWidget(widget, style: style)
        guard toggle.isActive != isOn else { return }
        node.set { toggle.setActive(isOn) }
    }
}

/// A toggle's widget, of the GTK class its style makes: a toggle button (a check button is
/// one) or a switch.
@MainActor
struct ToggleWidget {
    let widget: Widget
    let style: ToggleContent.Style

    init(_ widget: Widget, style: ToggleContent.Style) {
        self.widget = widget
        self.style = style
    }

    var isActive: Bool {
        style == .switch ? gtk_switch_get_active(typed(widget, as: GtkSwitch.self)).isTrue : gtk_toggle_button_get_active(typed(widget, as: GtkToggleButton.self)).isTrue
    }

    func setActive(_ active: Bool) {
        if style == .switch {
            gtk_switch_set_active(typed(widget, as: GtkSwitch.self), active.gboolean)
        } else {
            gtk_toggle_button_set_active(typed(widget, as: GtkToggleButton.self), active.gboolean)
        }
    }
}
