import CGtk
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

    /// Lists the histories `autosave` keeps in a dialog over `parent`.
    public static func show<State, Action, Effect>(parent: Widget?, autosave: HistoryAutosave<State, Action, Effect>, words: Words = Words()) {
        let dialog = gtk_dialog_new()!
        gtk_window_set_title(dialog.cast(), words.title)
        if let parent { gtk_window_set_transient_for(dialog.cast(), parent.cast()) }
        gtk_window_set_modal(dialog.cast(), 1)
        gtk_window_set_default_size(dialog.cast(), 620, 380)
        gtk_dialog_add_button(dialog.cast(), words.close, GTK_RESPONSE_CLOSE.rawValue)
        onSignal(dialog, "response") { (_: gpointer?) in gtk_widget_destroy(dialog) }
        let list = gtk_list_box_new()!
        gtk_list_box_set_selection_mode(list.cast(), GTK_SELECTION_NONE)
        Widgets.setAccessibleName(list, words.title)
        let content = gtk_dialog_get_content_area(dialog.cast())!
        let scrolled = Widgets.scrolled(list)
        Widgets.margins(scrolled, 12)
        gtk_container_add(content.cast(), scrolled)
        gtk_widget_show_all(dialog)
        refresh(list, dialog: dialog, lifetime: WidgetLifetime(of: dialog), autosave: autosave, words: words)
    }

    /// Lists the kept histories again in `list`.
    private static func refresh<State, Action, Effect>(
        _ list: Widget, dialog: Widget, lifetime: WidgetLifetime, autosave: HistoryAutosave<State, Action, Effect>, words: Words
    ) {
        autosave.keptHistories { result in
            guard lifetime.isAlive else { return }
            let children = gtk_container_get_children(list.cast())
            var child = children
            while let node = child {
                gtk_widget_destroy(node.pointee.data.assumingMemoryBound(to: GtkWidget.self))
                child = node.pointee.next
            }
            g_list_free(children)
            switch result {
            case .success(let kept) where kept.isEmpty:
                let label = Widgets.label(words.empty, overflow: .wrap)
                Widgets.margins(label, 24)
                gtk_container_add(list.cast(), label)
            case .success(let kept):
                // The newest first: the one an import just replaced is the one looked for.
                for history in kept.reversed() {
                    gtk_container_add(list.cast(), row(history, list: list, dialog: dialog, lifetime: lifetime, autosave: autosave, words: words))
                }
            case .failure(let problem):
                gtk_container_add(list.cast(), Widgets.label(problem.message, overflow: .wrap))
            }
            gtk_widget_show_all(list)
        }
    }

    private static func row<State, Action, Effect>(
        _ history: KeptHistorySummary, list: Widget, dialog: Widget, lifetime: WidgetLifetime, autosave: HistoryAutosave<State, Action, Effect>,
        words: Words
    ) -> Widget {
        let title = words.kept(words.reason(history.reason), time(history.keptAt))
        let details = words.details(
            history.steps, history.firstStepTime.map(time) ?? "–", history.lastStepTime.map(time) ?? "–", size(history.ownBytes))
        let bringBack = gtk_button_new_with_label(words.bringBack)!
        Widgets.setAccessibleName(bringBack, words.bringBackName(title))
        let forget = gtk_button_new_with_label(words.forget)!
        Widgets.setAccessibleName(forget, words.forgetName(title))
        let text = Widgets.box(
            GTK_ORIENTATION_VERTICAL, spacing: 2, [Widgets.label(title, classes: ["heading"], overflow: .wrap), Widgets.label(details, classes: ["dim-label"], overflow: .wrap)])
        gtk_widget_set_hexpand(text, 1)
        let row = Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 6, [text, bringBack, forget])
        gtk_widget_set_valign(bringBack, GTK_ALIGN_CENTER)
        gtk_widget_set_valign(forget, GTK_ALIGN_CENTER)
        Widgets.margins(row, 6)
        onSignal(bringBack, "clicked") {
            autosave.bringBack(kept: history.id, at: Int64(g_get_real_time() / 1000)) { result in
                guard lifetime.isAlive else { return }
                switch result {
                case .success: gtk_widget_destroy(dialog)
                case .failure(let problem): FileDialogs.tell(parent: dialog, problem: words.failed, detail: problem.message)
                }
            }
        }
        onSignal(forget, "clicked") {
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
                    refresh(list, dialog: dialog, lifetime: lifetime, autosave: autosave, words: words)
                }
            }
        }
        return row
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
