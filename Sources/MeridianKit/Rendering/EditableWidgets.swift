import CGtk
import MeridianKitCore

/// What the user edits, shown as the state says, by a binding and by a described window alike:
/// each value is set only where the widget shows another, through `setting`, which keeps the
/// change from being heard as the user's.
@MainActor
enum EditableWidgets {
    static func showActive(_ button: Widget, _ active: Bool, setting: (() -> Void) -> Void) {
        let button = typed(button, as: GtkToggleButton.self)
        guard gtk_toggle_button_get_active(button).isTrue != active else { return }
        setting { gtk_toggle_button_set_active(button, active.gboolean) }
    }

    /// The entry's text, replaced only when it differs, with the cursor at its end. The state is
    /// shown whole, even past the typing limit (a file may hold a longer text).
    static func showText(_ entry: Widget, _ text: String, setting: (() -> Void) -> Void) {
        showText(typed(entry, as: GtkEntry.self), text, setting: setting)
    }

    static func showText(_ entry: UnsafeMutablePointer<some IsEntry>, _ text: String, setting: (() -> Void) -> Void) {
        guard String(cString: gtk_entry_get_text(entry.entry)) != text else { return }
        setting {
            gtk_entry_set_text(entry.entry, text)
            gtk_editable_set_position(entry.editable, -1)
        }
    }

    /// The range 0…`upper` and the value.
    static func showValue(_ scale: Widget, _ value: Double, upper: Double, setting: (() -> Void) -> Void) {
        showValue(typed(scale, as: GtkRange.self), value, upper: upper, setting: setting)
    }

    static func showValue(_ scale: UnsafeMutablePointer<some IsRange>, _ value: Double, upper: Double, setting: (() -> Void) -> Void) {
        let range = scale.range
        let adjustment = gtk_range_get_adjustment(range)
        let sameUpper = gtk_adjustment_get_upper(adjustment) == max(upper, 0)
        guard !sameUpper || gtk_range_get_value(range) != value else { return }
        setting {
            if !sameUpper { gtk_range_set_range(range, 0, max(upper, 0)) }
            gtk_range_set_value(range, value)
        }
    }

    /// An entry takes at most `limit()` characters as a person counts them (no limit when it
    /// returns `nil`): typing stops there, and a paste is cut to what fits, with the error bell,
    /// as GTK's own `max-length` does in code points.
    @discardableResult
    static func limitTyping(in entry: Widget, to limit: @escaping @MainActor () -> TypedTextLimit?) -> SignalHandler {
        var inserting: SignalHandler?
        inserting = onInsertText(entry) { inserted, position in
            guard let limit = limit() else { return }
            let fitting = limit.fitting(inserted, into: String(cString: gtk_entry_get_text(typed(entry, as: GtkEntry.self))), at: Int(position.pointee))
            guard fitting != inserted else { return }
            // The entry takes what fits in place of what was typed.
            g_signal_stop_emission_by_name(UnsafeMutableRawPointer(entry), "insert-text")
            gtk_widget_error_bell(entry)
            guard !fitting.isEmpty else { return }
            inserting?.whileBlocked { gtk_editable_insert_text(typed(entry, as: GtkEntry.self).editable, fitting, -1, position) }
        }
        return inserting!
    }
}
