import CGtk
import MeridianKitCore
import MeridianKitStorage

/// The histories an import or a fresh start kept aside, in a dialog (the menu's Kept
/// Histories…): when and why each was kept, its steps, and what forgetting it would free.
/// Bring Back makes one the window's history, keeping the one shown aside first; Forget…
/// asks, saying what it frees, and only then deletes. Nothing else ever deletes one.
@MainActor
public enum KeptHistoriesDialog {
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

    /// What the dialog lists: nothing while the histories are read, the histories kept, or
    /// why they could not be read.
    enum Listing: Equatable {
        case reading
        case kept([KeptHistorySummary])
        case failed(String)
    }

    /// Lists the histories `autosave` keeps in a dialog over `parent`; `broughtBack` is told
    /// which history Bring Back made the window's (its row's title) and its steps, for the
    /// app to say so.
    ///
    /// The dialog is a `GtkDialog` made here, with its Close button and its response: GTK runs
    /// a dialog's window, its buttons' responses and Escape, which no description says. What it
    /// lists is described.
    public static func show<State, Action, Effect>(
        parent: Widget?, autosave: HistoryAutosave<State, Action, Effect>, words: Words = Words(),
        broughtBack: @escaping @MainActor (_ history: String, _ steps: Int) -> Void = { _, _ in }
    ) {
        let dialog = gtk_dialog_new()!
        gtk_window_set_title(dialog.cast(), words.title)
        if let parent { gtk_window_set_transient_for(dialog.cast(), parent.cast()) }
        gtk_window_set_modal(dialog.cast(), 1)
        gtk_window_set_default_size(dialog.cast(), 620, 380)
        gtk_dialog_add_button(dialog.cast(), words.close, GTK_RESPONSE_CLOSE.rawValue)
        onSignal(dialog, "response") { (_: gpointer?) in gtk_widget_destroy(dialog) }
        let lifetime = WidgetLifetime(of: dialog)
        var listing = Listing.reading
        var host: ViewHost?
        /// Reads the kept histories again, and shows them.
        func refresh() {
            autosave.keptHistories { result in
                guard lifetime.isAlive else { return }
                switch result {
                case .success(let kept): listing = .kept(kept)
                case .failure(let problem): listing = .failed(problem.message)
                }
                host?.update()
            }
        }
        let controls = Controls(
            bringBack: { history in
                autosave.bringBack(kept: history.id, at: Int64(g_get_real_time() / 1000)) { result in
                    guard lifetime.isAlive else { return }
                    switch result {
                    case .success:
                        gtk_widget_destroy(dialog)
                        broughtBack(title(of: history, words: words), history.steps)
                    case .failure(let problem): FileDialogs.tell(parent: dialog, problem: words.failed, detail: problem.message)
                    }
                }
            },
            forget: { history in
                FileDialogs.confirm(
                    parent: dialog, question: words.forgetQuestion, detail: words.forgetDetail(size(history.ownBytes)), accept: words.forgetAccept,
                    words: words.dialogs
                ) { accepted in
                    guard accepted else { return }
                    autosave.forget(kept: history.id) { result in
                        guard lifetime.isAlive else { return }
                        if case .failure(let problem) = result {
                            FileDialogs.tell(parent: dialog, problem: words.failed, detail: problem.message)
                        }
                        refresh()
                    }
                }
            })
        let shown = ViewHost { view(listing, words: words, controls: controls) }
        host = shown
        gtk_container_add(gtk_dialog_get_content_area(dialog.cast()).cast(), shown.widget)
        gtk_widget_show_all(dialog)
        refresh()
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
    static func view(_ listing: Listing, words: Words, controls: Controls) -> View {
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
