import CGtk

/// Binds an entry's text to a state value: each keystroke is sent; applying state replaces the
/// text only when it differs, so the cursor stays where the user is typing.
@MainActor
final class EntryBinding {
    let entry: Widget
    private var changed: SignalHandler?

    init(_ entry: Widget, onChange: @escaping @MainActor (String) -> Void) {
        self.entry = entry
        changed = onSignal(entry, "changed") { [entry] in
            onChange(String(cString: gtk_entry_get_text(entry.cast())))
        }
    }

    var text: String { String(cString: gtk_entry_get_text(entry.cast())) }

    func apply(_ text: String) {
        guard self.text != text else { return }
        changed?.whileBlocked {
            gtk_entry_set_text(entry.cast(), text)
            gtk_editable_set_position(entry.opaque, -1)
        }
    }
}
