import CGtk
import MeridianKitCore

/// A line of text the user types (`Entry`): each edit sends `onText`, Enter `onActivate`, a
/// search field's Escape `onStopSearch`; typing stops at the limit as a person counts characters.
@MainActor
extension EntryContent: GtkKind {
    typealias Gtk = GtkEntry

    static func make(_ entry: EntryContent) -> Widget { entry.isSearch ? gtk_search_entry_new() : gtk_entry_new() }

    static func setUp(_ entry: UnsafeMutablePointer<GtkEntry>, of node: MountedView) {
        onSignal(entry, "changed") { [weak node] in
            node?.fromUser { node in
                // Typing: the store joins one field's run of edits into one step.
                node.host.typing(ObjectIdentifier(node)) { node.view.events.onText?(String(cString: gtk_entry_get_text(entry))) }
            }
        }
        onSignal(entry, "activate") { [weak node] in node?.fromUser { $0.view.events.onActivate?() } }
        if content(of: node.view).isSearch {
            onSignal(entry, "stop-search") { [weak node] in node?.fromUser { $0.view.events.onStopSearch?() } }
        }
        EditableWidgets.limitTyping(in: entry.widget) { [weak node] in
            guard let node, !node.host.isApplying, let content = node.view.content(as: EntryContent.self) else { return nil }
            return TypedTextLimit(maximum: content.maximumLength)
        }
    }

    func apply(over old: EntryContent?, to entry: UnsafeMutablePointer<GtkEntry>, of node: MountedView) {
        if old?.placeholder != placeholder { node.set { gtk_entry_set_placeholder_text(entry, placeholder) } }
        if old?.widthInCharacters ?? -1 != widthInCharacters { node.set { gtk_entry_set_width_chars(entry, Int32(widthInCharacters)) } }
        if old?.text != text { showEditableValue(in: entry, of: node) }
    }

    func showEditableValue(in entry: UnsafeMutablePointer<GtkEntry>, of node: MountedView) {
        EditableWidgets.showText(entry, text, setting: node.set)
    }
}
