import CGtk
import MeridianKitCore
import MeridianKitFiles

/// The inspector's field that sends an action by hand: typed as JSON, in the form a session's
/// log holds it, read and checked as a session's action is (`read`), and sent as the user's,
/// a step like any other. One that is refused is not sent: the field keeps the text and says
/// where it is wrong, in a line below that a screen reader hears as the field's description.
/// Enter sends, as the Send button does.
@MainActor
public final class ActionField<Action> {
    /// The field, its button and the line that says why an action was refused.
    public let root: Widget
    /// Where the action is typed.
    public let entry: Widget
    /// Sends it.
    public let sendButton: Widget
    /// Why the last action typed was not sent; hidden when it was.
    public let problemLabel = Widgets.label("", classes: ["error"], overflow: .wrap)
    /// Reads the text typed as an action, or says why it holds none; `nil`: the field is hidden.
    public var read: ((String) -> Result<Action, ActionRefusal>)? {
        didSet { Widgets.setVisible(root, read != nil) }
    }
    private let send: (Action) -> Void
    private let words: HistoryWords

    /// A field that reads with `read` and sends with `send`, in `words`.
    public init(words: HistoryWords, read: ((String) -> Result<Action, ActionRefusal>)?, send: @escaping (Action) -> Void) {
        self.words = words
        self.read = read
        self.send = send
        entry = gtk_entry_new()
        Widgets.setAccessibleName(entry, words.actionToSend)
        gtk_entry_set_placeholder_text(entry.cast(), words.actionPlaceholder)
        Widgets.addClass(entry, "monospace")
        gtk_widget_set_hexpand(entry, 1)
        sendButton = gtk_button_new_with_label(words.send)
        Widgets.setAccessibleName(sendButton, words.send)
        let row = Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 6, [entry, sendButton])
        gtk_widget_set_no_show_all(problemLabel, 1)
        root = Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 4, [row, problemLabel])
        gtk_widget_set_valign(root, GTK_ALIGN_START)
        onSignal(entry, "activate") { [unowned self] in self.submit() }
        onSignal(sendButton, "clicked") { [unowned self] in self.submit() }
        // What was refused is said until the text changes.
        onSignal(entry, "changed") { [unowned self] in self.tell(nil) }
        WidgetLifetime(of: root).keepAlive(self)
    }

    /// Reads what is typed; sends it and empties the field, or says why not and sends nothing.
    public func submit() {
        let text = String(cString: gtk_entry_get_text(entry.cast()))
        guard let read, !text.allSatisfy(\.isWhitespace) else { return }
        switch read(text) {
        case .success(let action):
            gtk_entry_set_text(entry.cast(), "")
            tell(nil)
            send(action)
        case .failure(let refusal):
            tell(words.actionNotSent(refusal.place, refusal.reason))
        }
    }

    private func tell(_ problem: String?) {
        Widgets.setLabel(problemLabel, problem ?? "")
        Widgets.setVisible(problemLabel, problem != nil)
        atk_object_set_description(gtk_widget_get_accessible(entry), problem ?? "")
    }
}
