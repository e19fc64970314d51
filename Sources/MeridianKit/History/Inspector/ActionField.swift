import CGtk
import MeridianKitCore
import MeridianKitFiles

/// The inspector's field that sends an action by hand: typed as JSON, in the form a session's
/// log holds it, read and checked as a session's action is (`read`), and sent as the user's,
/// a step like any other. One that is refused is not sent: the field keeps the text and says
/// where it is wrong, in a line below that a screen reader hears as the field's description.
/// Enter sends, as the Send button does. The text typed is the inspector's own view-state.
@MainActor
public final class ActionField<Action> {
    /// Reads the text typed as an action, or says why it holds none; `nil`: the page is hidden.
    public var read: ((String) -> Result<Action, ActionRefusal>)? {
        didSet { inspectorChanged?() }
    }
    private let send: (Action) -> Void
    /// Describes the inspector again (its view-state or `read` changed).
    var inspectorChanged: (@MainActor () -> Void)?
    /// The references the Send page puts on its widgets.
    private let widgets = InspectorWidgets()
    /// Reads and writes the inspector's view-state.
    private var viewState: (get: @MainActor () -> InspectorViewState, set: @MainActor (InspectorViewState) -> Void)?

    /// A field that reads with `read` and sends with `send`.
    init(read: ((String) -> Result<Action, ActionRefusal>)?, send: @escaping (Action) -> Void) {
        self.read = read
        self.send = send
    }

    /// Where the action is typed.
    public var entry: Widget { described(.actionEntry) }
    /// Sends it.
    public var sendButton: Widget { described(.send) }
    /// Why the last action typed was not sent; hidden when it was.
    public var problemLabel: Widget { described(.actionProblem) }

    private func described(_ tag: InspectorTag) -> Widget { widgets[tag].mountedWidget }

    /// The Send page as `viewState` says, in `words`, for `inspector`, whose view-state holds the text.
    func view<State, Effect>(viewState state: InspectorViewState, words: HistoryWords, inspector: HistoryInspector<State, Action, Effect>) -> View {
        if viewState == nil {
            viewState = ({ [unowned inspector] in inspector.viewState }, { [unowned inspector] in inspector.viewState = $0 })
        }
        let problem = state.actionProblem
        return VBox(spacing: 4) {
            HBox(spacing: 6) {
                // Any length: an action's JSON is as long as the action.
                Entry(state.actionText, placeholder: words.actionPlaceholder, limit: Int(Int32.max)) { [unowned self] text in self.typed(text) }
                    .onActivate { [unowned self] in self.submit(words: words) }
                    .accessibleName(words.actionToSend)
                    .accessibleDescription(problem ?? "")
                    .styleClass("monospace")
                    .expands(.horizontal)
                    .reference(widgets[.actionEntry])
                Button(words.send) { [unowned self] in self.submit(words: words) }.accessibleName(words.send).reference(widgets[.send])
            }
            Label(problem ?? "", overflow: .wrap).styleClass("error").visible(problem != nil).reference(widgets[.actionProblem])
        }
        .align(vertical: .start)
        .visible(read != nil)
    }

    /// What was refused is said until the text changes.
    private func typed(_ text: String) {
        guard var state = viewState?.get() else { return }
        state.actionText = text
        state.actionProblem = nil
        viewState?.set(state)
        inspectorChanged?()
    }

    /// Reads what is typed; sends it and empties the field, or says why not and sends nothing.
    func submit(words: HistoryWords) {
        guard var state = viewState?.get(), let read, !state.actionText.allSatisfy(\.isWhitespace) else { return }
        switch read(state.actionText) {
        case .success(let action):
            state.actionText = ""
            state.actionProblem = nil
            viewState?.set(state)
            inspectorChanged?()
            send(action)
        case .failure(let refusal):
            state.actionProblem = words.actionNotSent(refusal.place, refusal.reason)
            viewState?.set(state)
            inspectorChanged?()
        }
    }

    /// Reads an action typed by hand as a session's log holds it, when the app's actions are
    /// `Decodable`; an app whose files read actions their own way sets the field's `read`.
    static func readingDecodable() -> ((String) -> Result<Action, ActionRefusal>)? {
        guard let decodable = Action.self as? any Decodable.Type else { return nil }
        return { text in read(text, as: decodable) }
    }

    private static func read<Decoded: Decodable>(_ text: String, as type: Decoded.Type) -> Result<Action, ActionRefusal> {
        ActionText.read(text, as: type).map { $0 as! Action }
    }
}
