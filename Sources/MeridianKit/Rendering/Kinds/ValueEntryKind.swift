import CGtk
import MeridianKitCore

/// An entry for a value (`Entry(_:format:onChange:)`): what is typed is sent through `onText`
/// (the description's closure reads it and sends a value, or the text to `onInvalid`) as its
/// `commit` says — at each edit, or when the user is done: Enter, leaving the field, or a pause.
/// Enter then sends `onActivate`. While what is typed does not read as a value, the entry wears
/// GTK's `error` class and a warning icon whose tooltip, and the accessible description, say
/// what to type. What is sent is typing: one step a field and a run (`Store.typing(in:_:)`).
@MainActor
extension ValueEntryContent: GtkKind {
    typealias Gtk = GtkEntry

    static func make(_ entry: ValueEntryContent) -> Widget { gtk_entry_new() }

    static func setUp(_ entry: UnsafeMutablePointer<GtkEntry>, of node: MountedView) {
        let typed = TypedNotSent()
        onSignal(entry, "destroy") { typed.pause = nil }
        onSignal(entry, "changed") { [weak node] in
            guard let node else { return }
            // Also when the renderer writes the state's value: that clears the warning.
            content(of: node.view).showWhetherTypedReads(in: entry, of: node)
            guard !node.host.isApplying, let commit = node.view.content(as: ValueEntryContent.self)?.commit else {
                typed.isPending = false
                typed.pause = nil
                return
            }
            if commit.sendsEveryEdit { return send(entry, of: node) }
            // Kept until the user is done; the state's value stays what it was meanwhile.
            typed.isPending = true
            typed.pause = commit.pause.map { pause in
                GLibTimer(after: pause.milliseconds) { [weak node] in
                    guard let node else { return }
                    typed.sendIfPending(entry, of: node)
                }
            }
        }
        onSignal(entry, "activate") { [weak node] in
            guard let node else { return }
            typed.sendIfPending(entry, of: node)
            node.fromUser { $0.view.events.onActivate?() }
        }
        onEvent(entry, "focus-out-event") { [weak node] _ in
            if let node { typed.sendIfPending(entry, of: node) }
            return false
        }
        EditableWidgets.limitTyping(in: entry.widget) { [weak node] in
            guard let node, !node.host.isApplying, let content = node.view.content(as: ValueEntryContent.self) else { return nil }
            return TypedTextLimit(maximum: content.maximumLength)
        }
    }

    /// Sends what is typed, within the field's run of typing; the entry then shows what the
    /// state says (a value the reducer refused springs back).
    fileprivate static func send(_ entry: UnsafeMutablePointer<GtkEntry>, of node: MountedView) {
        node.fromUser { node in node.host.typing(ObjectIdentifier(node)) { node.view.events.onText?(String(cString: gtk_entry_get_text(entry))) } }
    }

    func apply(over old: ValueEntryContent?, to entry: UnsafeMutablePointer<GtkEntry>, of node: MountedView) {
        if old?.placeholder != placeholder { node.set { gtk_entry_set_placeholder_text(entry, placeholder) } }
        if old?.invalidMessage != invalidMessage { node.set { gtk_entry_set_icon_tooltip_text(entry, GTK_ENTRY_ICON_SECONDARY, invalidMessage) } }
        // A value from elsewhere (Undo, the slider) replaces what is typed, unless what is
        // typed already reads as it ("12.50" for 12.5).
        if old?.text != text, reading.read(typedText(entry)) != .theValueShown {
            EditableWidgets.showText(entry, text, setting: node.set)
        }
    }

    /// After the user's edit: text that reads as another value than the state's (the reducer
    /// refused or changed it) shows the state's; text that does not read stays, to be fixed.
    func showEditableValue(in entry: UnsafeMutablePointer<GtkEntry>, of node: MountedView) {
        guard reading.read(typedText(entry)) == .anotherValue else { return }
        EditableWidgets.showText(entry, text, setting: node.set)
    }

    private func typedText(_ entry: UnsafeMutablePointer<GtkEntry>) -> String { String(cString: gtk_entry_get_text(entry)) }

    private func showWhetherTypedReads(in entry: UnsafeMutablePointer<GtkEntry>, of node: MountedView) {
        let invalid = reading.read(typedText(entry)) == .invalid
        let shown = gtk_entry_get_icon_name(entry, GTK_ENTRY_ICON_SECONDARY) != nil
        guard invalid != shown else { return }
        Widgets.setClass(entry.widget, "error", invalid)
        gtk_entry_set_icon_from_icon_name(entry, GTK_ENTRY_ICON_SECONDARY, invalid ? "dialog-warning-symbolic" : nil)
        gtk_entry_set_icon_tooltip_text(entry, GTK_ENTRY_ICON_SECONDARY, invalidMessage)
        atk_object_set_description(gtk_widget_get_accessible(entry.widget), VisibleText.of(invalid ? invalidMessage : node.view.traits.accessibleDescription ?? ""))
    }
}

/// What the user typed in an entry that sends when the user is done, and not sent yet.
@MainActor
private final class TypedNotSent {
    /// Whether the user edited since the entry last sent or showed the state's value.
    var isPending = false
    /// Sends what is typed after the user's pause.
    var pause: GLibTimer?

    func sendIfPending(_ entry: UnsafeMutablePointer<GtkEntry>, of node: MountedView) {
        pause = nil
        guard isPending else { return }
        isPending = false
        ValueEntryContent.send(entry, of: node)
    }
}

extension Duration {
    /// Whole milliseconds, as GLib's timeouts take them.
    fileprivate var milliseconds: Int64 {
        let (seconds, attoseconds) = components
        return seconds * 1000 + attoseconds / 1_000_000_000_000_000
    }
}
