import CGtk

/// Binds an entry's text to a state value: each keystroke is sent; applying state replaces the
/// text only when it differs, so the cursor stays where the user is typing. After a keystroke
/// the entry shows what the state then holds (`nil`: the state has no text for it now), so
/// text the reducer trims or refuses does not linger on screen.
@MainActor
public final class EntryBinding {
    /// The entry, as given.
    public let entry: Widget
    private var changed: SignalHandler?

    /// Binds `entry`, which takes at most `maximumLength` characters: `onChange` gets each edit,
    /// then the entry shows what `state` reads.
    public init(_ entry: Widget, maximumLength: Int32, state: @escaping @MainActor () -> String?, onChange: @escaping @MainActor (String) -> Void) {
        self.entry = entry
        gtk_entry_set_max_length(entry.cast(), maximumLength)
        changed = onSignal(entry, "changed") { [unowned self] in
            onChange(self.text)
            if let text = state() { self.apply(text) }
        }
    }

    /// What the entry shows now.
    public var text: String { String(cString: gtk_entry_get_text(entry.cast())) }

    /// Shows `text`, with the cursor at its end, without sending it back; nothing when it is shown already.
    public func apply(_ text: String) {
        guard self.text != text else { return }
        changed?.whileBlocked {
            gtk_entry_set_text(entry.cast(), text)
            gtk_editable_set_position(entry.opaque, -1)
        }
    }
}
