import CGtk
import MeridianKitCore

/// Binds an entry's text to a state value: each keystroke is sent; applying state replaces the
/// text only when it differs, so the cursor stays where the user is typing. After a keystroke
/// the entry shows what the state then holds (`nil`: the state has no text for it now), so
/// text the reducer trims or refuses does not linger on screen.
@MainActor
public final class EntryBinding {
    /// The entry, as given.
    public let entry: Widget
    private var changed: SignalHandler?
    private var inserting: SignalHandler?

    /// Binds `entry`, which takes at most `maximumLength` characters as a person counts them
    /// (`TypedTextLimit`): typing stops there, and a paste is cut to what fits, with the
    /// error bell, as GTK's own `max-length` does in code points. `onChange` gets each edit,
    /// then the entry shows what `state` reads.
    public init(_ entry: Widget, maximumLength: Int32, state: @escaping @MainActor () -> String?, onChange: @escaping @MainActor (String) -> Void) {
        self.entry = entry
        let limit = TypedTextLimit(maximum: Int(maximumLength))
        changed = onSignal(entry, "changed") { [unowned self] in
            onChange(self.text)
            if let text = state() { self.apply(text) }
        }
        inserting = EditableWidgets.limitTyping(in: entry) { limit }
    }

    /// What the entry shows now.
    public var text: String { String(cString: gtk_entry_get_text(entry.cast())) }

    /// Shows `text`, with the cursor at its end, without sending it back; nothing when it is shown already.
    public func apply(_ text: String) {
        EditableWidgets.showText(entry, text) { change in
            inserting?.whileBlocked { changed?.whileBlocked(change) }
        }
    }
}
