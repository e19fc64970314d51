import CGtk
import MeridianKitCore

/// A value along a range (`Slider`): where the user moves it is sent (`onValue`); a screen
/// reader speaks its value text for the number.
@MainActor
extension SliderContent: GtkKind {
    typealias Gtk = GtkScale

    static func make(_ slider: SliderContent) -> Widget { gtk_scale_new_with_range(GTK_ORIENTATION_HORIZONTAL, 0, 1, slider.step) }

    static func setUp(_ scale: UnsafeMutablePointer<GtkScale>, of node: MountedView) {
        let step = content(of: node.view).step
        gtk_scale_set_draw_value(scale, 0)
        gtk_range_set_increments(scale.range, step, step * 10)
        onSignal(scale, "value-changed") { [weak node] in
            node?.fromUser { $0.view.events.onValue?(gtk_range_get_value(scale.range)) }
        }
    }

    func apply(over old: SliderContent?, to scale: UnsafeMutablePointer<GtkScale>, of node: MountedView) {
        if let old, old.step != step { node.set { gtk_range_set_increments(scale.range, step, step * 10) } }
        // Before the value moves: a screen reader asks for the words when it hears of the move.
        if old?.valueText != valueText, let valueText { node.set { Widgets.setAccessibleValueText(scale.widget, valueText) } }
        if old?.value != value || old?.upper != upper { showEditableValue(in: scale, of: node) }
        if old?.marks ?? [] != marks {
            node.set {
                gtk_scale_clear_marks(scale)
                for mark in marks { gtk_scale_add_mark(scale, mark, GTK_POS_BOTTOM, nil) }
            }
        }
    }

    func showEditableValue(in scale: UnsafeMutablePointer<GtkScale>, of node: MountedView) {
        EditableWidgets.showValue(scale, value, upper: upper, setting: node.set)
    }
}
