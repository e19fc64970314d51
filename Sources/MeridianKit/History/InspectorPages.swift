import CGtk
import MeridianKitCore
import MeridianKitFiles

/// The inspector's details of the selected step, a page each, with the switcher that chooses
/// one: what the step changed, the whole state at it (`StateTreeView`), and an action to send
/// by hand (`ActionField`). Sending has a page of its own, so the inspector is no taller for it.
@MainActor
final class InspectorPages<Action> {
    /// The pages.
    let stack = gtk_stack_new()!
    /// Chooses the page shown.
    let switcher = gtk_stack_switcher_new()!
    /// The whole state at the step.
    let stateTree: StateTreeView
    /// The action typed by hand.
    let actionField: ActionField<Action>

    /// The pages, the first showing `changes`; an action is sent with `send`.
    init(changes: Widget, words: HistoryWords, send: @escaping (Action) -> Void) {
        stateTree = StateTreeView(words: words)
        actionField = ActionField(words: words, read: Self.readingDecodable(), send: send)
        gtk_stack_add_titled(stack.cast(), changes, "changes", words.changesPage)
        gtk_stack_add_titled(stack.cast(), stateTree.root, "state", words.statePage)
        gtk_stack_add_titled(stack.cast(), actionField.root, "action", words.actionPage)
        gtk_stack_switcher_set_stack(switcher.cast(), stack.cast())
        gtk_widget_set_halign(switcher, GTK_ALIGN_CENTER)
    }

    /// Whether the state's page is the one shown.
    var isShowingState: Bool {
        gtk_stack_get_visible_child_name(stack.cast()).map { String(cString: $0) } == "state"
    }

    /// Once the inspector's widgets are shown: without a way to read an action, there is no
    /// page to send one.
    func shown() {
        Widgets.setVisible(actionField.root, actionField.read != nil)
    }

    /// Reads an action typed by hand as a session's log holds it, when the app's actions are
    /// `Decodable`; an app whose files read actions their own way sets the field's `read`.
    private static func readingDecodable() -> ((String) -> Result<Action, ActionRefusal>)? {
        guard let decodable = Action.self as? any Decodable.Type else { return nil }
        return { text in read(text, as: decodable) }
    }

    private static func read<Decoded: Decodable>(_ text: String, as type: Decoded.Type) -> Result<Action, ActionRefusal> {
        ActionText.read(text, as: type).map { $0 as! Action }
    }
}
