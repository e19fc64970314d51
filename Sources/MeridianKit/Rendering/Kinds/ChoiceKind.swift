import CGtk
import MeridianKitCore

/// One of a few choices, in a drop-down (`Choice`): the user's choice sends its id (`onText`).
@MainActor
extension ChoiceContent: GtkKind {
    typealias Gtk = GtkComboBoxText

    static func make(_ choice: ChoiceContent) -> Widget { Widgets.choiceBox() }

    static func setUp(_ box: UnsafeMutablePointer<GtkComboBoxText>, of node: MountedView) {
        onSignal(box, "changed") { [weak node] in
            node?.fromUser { node in
                guard let id = gtk_combo_box_get_active_id(box.comboBox) else { return }
                node.view.events.onText?(String(cString: id))
            }
        }
    }

    func apply(over old: ChoiceContent?, to box: UnsafeMutablePointer<GtkComboBoxText>, of node: MountedView) {
        if old?.options != options {
            node.set {
                gtk_combo_box_text_remove_all(box)
                for option in options { gtk_combo_box_text_append(box, option.id, option.title) }
            }
        }
        if old?.selected != selected || old?.options != options { showEditableValue(in: box, of: node) }
    }

    func showEditableValue(in box: UnsafeMutablePointer<GtkComboBoxText>, of node: MountedView) {
        let current = gtk_combo_box_get_active_id(box.comboBox).map { String(cString: $0) }
        guard current != selected else { return }
        node.set { gtk_combo_box_set_active_id(box.comboBox, selected) }
    }
}
