import CGtk
import MeridianKitCore
import MeridianKitStorage

/// The histories an import or a fresh start kept aside, in a dialog (the menu's Kept
/// Histories…): when and why each was kept, its steps, and what forgetting it would free.
/// Bring Back makes one the window's history, keeping the one shown aside first; Forget…
/// asks, saying what it frees, and only then deletes. Nothing else ever deletes one.
///
/// The dialog is state (`KeptHistoriesConversation`, in `store`) described as a `Dialog`
/// holding the list, with the Forget question and any problem as `Alert`s over it; this class
/// carries out what the state asks of the saved histories.
@MainActor
public final class KeptHistoriesDialog {
    /// What the dialog says, in English unless the app gives its own translation.
    public struct Words: Sendable {
        /// The dialog's title, and its list's name.
        public var title = "Kept Histories"
        /// The button that closes it.
        public var close = "Close"
        /// Shown when there is none.
        public var empty = "No history is kept aside. When an import or a fresh start replaces the history, the one it replaces is kept here."
        /// Why a history was kept: `before-import`, `fresh`, `before-restore`, or an app's own word.
        public var reason: @Sendable (String) -> String = {
            switch $0 {
            case "before-import": "Before an import"
            case "fresh": "Before a fresh start"
            case "before-restore": "Before another was brought back"
            case "before-resume": "Found when saving resumed"
            default: $0
            }
        }
        /// A row's title: why, and when it was kept.
        public var kept: @Sendable (_ reason: String, _ time: String) -> String = { "\($0), \($1)" }
        /// A row's details: its steps, its first and last step's times, what forgetting it frees.
        public var details: @Sendable (_ steps: Int, _ first: String, _ last: String, _ frees: String) -> String = {
            "\($0) \($0 == 1 ? "step" : "steps") from \($1) to \($2) · forgetting it frees \($3)"
        }
        /// The button that makes a kept history the window's.
        public var bringBack = "Bring Back"
        /// The Bring Back button's name for a screen reader: the row's title.
        public var bringBackName: @Sendable (String) -> String = { "Bring back: \($0)" }
        /// The button that asks to forget one.
        public var forget = "Forget…"
        /// The Forget… button's name for a screen reader: the row's title.
        public var forgetName: @Sendable (String) -> String = { "Forget: \($0)" }
        /// The question Forget… asks.
        public var forgetQuestion = "Forget this history for good?"
        /// The question's detail: what it frees.
        public var forgetDetail: @Sendable (String) -> String = { "Forgetting it frees \($0). It cannot be brought back afterwards." }
        /// The question's button that forgets.
        public var forgetAccept = "Forget"
        /// The title of a problem's message.
        public var failed = "The kept histories could not be changed"
        /// The buttons of the question.
        public var dialogs = FileDialogs.Words()

        /// The English words; set the fields an app translates.
        public init() {}
    }

    /// The dialog's state: open or not, what it lists, what it asks.
    public let store = Store(initialState: KeptHistoriesConversation(), reducer: KeptHistoriesReducer(), history: nil)
    private let words: Words

    /// Told which history Bring Back made the window's (its row's title) and its steps, for
    /// the app to say so.
    public var broughtBack: @MainActor (_ history: String, _ steps: Int) -> Void = { _, _ in }

    /// The dialog of the histories `autosave` keeps (`nil`: none, as while autosave is off),
    /// in `words`.
    public init<State, Action, Effect>(autosave: @escaping @MainActor () -> HistoryAutosave<State, Action, Effect>?, words: Words = Words()) {
        self.words = words
        let store = store
        store.effectHandler = { [weak self, weak store] effect in
            guard let self, let store else { return }
            @MainActor func answer(_ event: KeptHistoriesConversation.Event) { store.send(event) }
            switch effect {
            case .list:
                guard let autosave = autosave() else { return answer(.listed([])) }
                autosave.keptHistories { result in
                    switch result {
                    case .success(let kept): answer(.listed(kept))
                    case .failure(let problem): answer(.listingFailed(problem.message))
                    }
                }
            case .bringBack(let history):
                guard let autosave = autosave() else { return }
                autosave.bringBack(kept: history.id, at: Int64(g_get_real_time() / 1000)) { result in
                    switch result {
                    case .success: answer(.broughtBack(history))
                    case .failure(let problem): answer(.failed(problem.message))
                    }
                }
            case .forget(let history):
                guard let autosave = autosave() else { return }
                autosave.forget(kept: history.id) { result in
                    switch result {
                    case .success: answer(.forgot)
                    case .failure(let problem): answer(.failed(problem.message))
                    }
                }
            case .tellBroughtBack(let history): self.broughtBack(Self.title(of: history, words: words), history.steps)
            }
        }
    }

    /// Opens the dialog, reading the histories kept.
    public func open() { store.send(.opened) }

    /// The dialog as the window holds it: nothing on screen until it opens.
    public func view() -> Widget {
        let words = words
        return store.describe({ $0 }) { conversation, send in
            Self.view(conversation, words: words, send: send)
        }.widget
    }

    /// The dialog, the question Forget… asks over it and any problem told over it.
    static func view(_ conversation: KeptHistoriesConversation, words: Words, send: Send<KeptHistoriesConversation.Event>) -> View {
        let controls = Controls(bringBack: { send(.bringBackPressed($0)) }, forget: { send(.forgetPressed($0)) })
        return Dialog(isShown: conversation.isOpen, title: words.title, width: 620, height: 380, closeTitle: words.close, onClose: { send(.closed) }) {
            VBox {
                view(conversation.listing, words: words, controls: controls)
                // Over the dialog: their placeholders are in it.
                Alert(conversation.forgetting.map { history in
                    AlertModel(
                        kind: .question, title: words.forgetQuestion, detail: words.forgetDetail(size(history.ownBytes)),
                        buttons: [AlertButton(words.dialogs.cancel, answer: false), AlertButton(words.forgetAccept, answer: true, role: .destructive)],
                        cancel: false)
                }) { send(.forgetAnswered($0)) }
                Alert(conversation.problem.map { problem in
                    AlertModel(kind: .error, title: words.failed, detail: problem, buttons: [AlertButton(words.close, answer: true)], cancel: true)
                }) { _ in send(.problemClosed) }
            }
        }
    }

    /// What a row's buttons do.
    @MainActor
    struct Controls {
        /// Makes the history the window's.
        var bringBack: (KeptHistorySummary) -> Void
        /// Asks to forget it, and forgets it.
        var forget: (KeptHistorySummary) -> Void
    }

    /// What the dialog shows of `listing`: a row for each history, the newest first, with its
    /// buttons; or a line saying there is none, or why they could not be read.
    static func view(_ listing: KeptHistoriesConversation.Listing, words: Words, controls: Controls) -> View {
        var kept: [KeptHistorySummary] = []
        var placeholder: View?
        switch listing {
        case .reading: break
        case .kept(let histories) where histories.isEmpty: placeholder = Label(words.empty, overflow: .wrap).margins(24)
        // The newest first: the one an import just replaced is the one looked for.
        case .kept(let histories): kept = histories.reversed()
        case .failed(let message): placeholder = Label(message, overflow: .wrap)
        }
        return Scrolled {
            List(kept, id: \.id, placeholder: placeholder?.align(vertical: .start)) { history in
                row(history, words: words, controls: controls)
            }
            .accessibleName(words.title)
        }
        .margins(12)
    }

    /// A row's title: why, and when it was kept.
    private static func title(of history: KeptHistorySummary, words: Words) -> String {
        words.kept(words.reason(history.reason), time(history.keptAt))
    }

    private static func row(_ history: KeptHistorySummary, words: Words, controls: Controls) -> View {
        let title = title(of: history, words: words)
        let details = words.details(
            history.steps, history.firstStepTime.map(time) ?? "–", history.lastStepTime.map(time) ?? "–", size(history.ownBytes))
        return Row {
            HBox(spacing: 6) {
                VBox(spacing: 2) {
                    Label(title, overflow: .wrap).styleClass("heading")
                    Label(details, overflow: .wrap).styleClass("dim-label")
                }
                .expands(.horizontal)
                Button(words.bringBack) { controls.bringBack(history) }.accessibleName(words.bringBackName(title)).align(vertical: .center)
                Button(words.forget) { controls.forget(history) }.accessibleName(words.forgetName(title)).align(vertical: .center)
            }
            .margins(6)
        }
    }

    /// A moment in milliseconds since 1970, in the user's time zone and locale.
    private static func time(_ milliseconds: Int64) -> String {
        guard let moment = g_date_time_new_from_unix_local(gint64(milliseconds / 1000)) else { return "" }
        defer { g_date_time_unref(moment) }
        guard let text = g_date_time_format(moment, "%x %X") else { return "" }
        defer { g_free(text) }
        return String(cString: text)
    }

    /// Bytes as GLib says them for the user's locale ("12.3 kB").
    private static func size(_ bytes: Int) -> String {
        guard let text = g_format_size(guint64(max(bytes, 0))) else { return "\(bytes)" }
        defer { g_free(text) }
        return String(cString: text)
    }
}
