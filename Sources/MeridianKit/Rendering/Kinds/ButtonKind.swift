import CGtk
import MeridianKitCore

/// A push button (`Button`): a label or an icon; a click sends `onActivate`, or runs the
/// application action `command`.
@MainActor
extension ButtonContent: GtkKind {
    typealias Gtk = GtkButton

    static func make(_ button: ButtonContent) -> Widget {
        button.iconName.map { gtk_button_new_from_icon_name($0, GTK_ICON_SIZE_BUTTON) }
            ?? (button.usesMnemonic ? gtk_button_new_with_mnemonic(button.label ?? "") : gtk_button_new_with_label(VisibleText.of(button.label ?? "")))
    }

    static func setUp(_ button: UnsafeMutablePointer<GtkButton>, of node: MountedView) {
        onSignal(button, "clicked") { [weak node] in node?.fromUser { $0.view.events.onActivate?() } }
    }

    func apply(over old: ButtonContent?, to button: UnsafeMutablePointer<GtkButton>, of node: MountedView) {
        // A button made with its Alt key keeps reading the underline in a new label.
        if let old, old.label != label, let label { node.set { gtk_button_set_label(button, VisibleText.of(label)) } }
        if let old, old.iconName != iconName, let iconName {
            node.set { gtk_button_set_image(button, gtk_image_new_from_icon_name(iconName, GTK_ICON_SIZE_BUTTON)) }
        }
        if old?.isFlat ?? false != isFlat { node.set { gtk_button_set_relief(button, isFlat ? GTK_RELIEF_NONE : GTK_RELIEF_NORMAL) } }
        if old?.command != command { node.set { gtk_actionable_set_action_name(button.actionable, command) } }
    }
}
