import CGtk

/// Binds an entry's text to a state value: each keystroke is sent; applying state replaces the
/// text only when it differs, so the cursor stays where the user is typing. After a keystroke
/// the entry shows what the state then holds (`nil`: the state has no text for it now), so
/// text the reducer trims or refuses does not linger on screen.
@MainActor
final class EntryBinding {
    let entry: Widget
    private var changed: SignalHandler?

    init(_ entry: Widget, maximumLength: Int32, state: @escaping @MainActor () -> String?, onChange: @escaping @MainActor (String) -> Void) {
        self.entry = entry
        gtk_entry_set_max_length(entry.cast(), maximumLength)
        changed = onSignal(entry, "changed") { [unowned self] in
            onChange(self.text)
            if let text = state() { self.apply(text) }
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
