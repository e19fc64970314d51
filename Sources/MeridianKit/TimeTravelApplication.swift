import CGtk
import Foundation
import MeridianKitCore
import MeridianKitFiles
import MeridianKitStorage
import MeridianStore

/// A whole time-travelling GTK application around an app's own content: a window with a
/// header bar (undo, redo, and a menu to export and import the session), the app's content
/// (framed, with a banner, while it shows the past), the history inspector beside it (within
/// the screen) and the History bar along the bottom. Every command is a
/// GAction with the usual keys: Ctrl+Z, Ctrl+Shift+Z, Ctrl+H for the inspector, Ctrl+Q (which
/// asks first when steps would be lost, as closing the window does). The whole
/// history is saved as the user acts, into SQLite in the user's state folder
/// (`~/.local/state/ID`), and brought back at the next launch, even after a crash.
///
/// ```swift
/// let app = TimeTravelApplication(id: "dev.example.Tasks", title: "Tasks", store: store,
///                                 session: SessionFormat(name: "dev.example.Tasks.session")) { state, send in
///     VBox(spacing: 12) {
///         Entry(state.draft, placeholder: "What needs doing?", limit: 200) { send(.draftTyped($0)) }
///             .onActivate { send(.added) }
///             .accessibleName("New task")
///     }
/// }
/// exit(app.run())
/// ```
@MainActor
public final class TimeTravelApplication<
    State: TimeTravelState & Codable & Sendable, Action: TimeTravelAction & Codable & Sendable, Effect
> {
    /// The words of the window's own controls.
    public struct Words: Sendable {
        /// The undo button's name.
        public var undo = "Undo"
        /// The redo button's name.
        public var redo = "Redo"
        /// The menu button's name.
        public var mainMenu = "Main menu"
        /// The menu item that exports the session.
        public var exportSession = "Export Session…"
        /// The menu item that imports a session.
        public var importSession = "Import Session…"
        /// The menu item that saves the session as a regression test.
        public var saveSessionAsTest = "Save Session as Test…"
        /// The menu item that lists the histories kept aside.
        public var keptHistories = "Kept Histories…"
        /// The kept histories' dialog.
        public var keptHistoriesDialog = KeptHistoriesDialog.Words()
        /// The History bar's and the inspector's words.
        public var history = HistoryWords()
        /// The session dialogs' words.
        public var sessions = SessionCommands<State, Action, Effect>.Words()
        /// The title of what the launch says of the saved history.
        public var savedHistory = "The saved history"
        /// Autosave's words.
        public var autosave = AutosaveWords()
        /// The launch's words.
        public var launch = LaunchWords()

        /// The English words; set the fields an app translates.
        public init() {}
    }

    /// The store the window shows.
    public let store: Store<State, Action, Effect>
    /// The GtkApplication; the app owns it.
    public let application: UnsafeMutablePointer<GtkApplication>
    /// The window, once the application is activated.
    public private(set) var window: Widget?
    /// The history inspector beside the content, once the application is activated.
    public private(set) var inspector: HistoryInspector<State, Action, Effect>?
    /// Export and import of the session, their dialogs over the window.
    public private(set) lazy var sessions = SessionCommands(store: store, format: sessionFormat, words: words.sessions) { [weak self] in
        self?.window
    }
    private let sessionFormat: SessionFormat
    /// Where the history is saved; `nil`: it is not.
    public let stateFolder: String?
    /// The autosave, once the application has started.
    public private(set) var autosave: HistoryAutosave<State, Action, Effect>?
    private var launchNotices: [String] = []
    /// Keeps Undo and Redo enabled only when there is something to undo or redo.
    private var undoRedoEnabling: ObservationToken?
    private let title: String
    private let words: Words
    /// Whether the main menu shows "Save Session as Test…": set before `run()`; by default,
    /// when the environment asks for it (`DeveloperCommands`).
    public var showsDeveloperCommands = DeveloperCommands.areShown(in: ProcessInfo.processInfo.environment)
    private var inspectorSettings: InspectorSettings<State>
    private let content: @MainActor (Store<State, Action, Effect>) -> Widget

    /// The application `id` ("dev.example.Tasks"), its window titled `title`, showing
    /// `content` made from `store`, with sessions in files of `session` and the history saved
    /// in `stateFolder` (by default the user's state folder for `id`; `nil`: not saved).
    public init(
        id: String, title: String, store: Store<State, Action, Effect>, session: SessionFormat, words: Words = Words(),
        inspector: InspectorSettings<State>? = nil, stateFolder: String?? = .none,
        content: @escaping @MainActor (Store<State, Action, Effect>) -> Widget
    ) {
        self.stateFolder = stateFolder ?? String(cString: g_get_user_state_dir()) + "/" + id
        self.store = store
        self.title = title
        self.words = words
        self.content = content
        inspectorSettings = inspector ?? InspectorSettings(words: words.history)
        application = gtk_application_new(id, G_APPLICATION_DEFAULT_FLAGS)
        sessionFormat = session
        onSignal(application, "startup") { [unowned self] in self.startUp() }
        onSignal(application, "activate") { [unowned self] in self.activate() }
        onSignal(application, "shutdown") { [unowned self] in self.autosave?.close() }
    }

    /// The application `id`, its window titled `title`, showing the content `view` describes
    /// from the state (see `View`): the kit makes its widgets once and sets only what changes.
    /// `send` sends the user's actions to `store`.
    public convenience init<Content: ViewContent>(
        id: String, title: String, store: Store<State, Action, Effect>, session: SessionFormat, words: Words = Words(),
        inspector: InspectorSettings<State>? = nil, stateFolder: String?? = .none,
        view: @escaping @MainActor (State, Send<Action>) -> Content
    ) {
        self.init(id: id, title: title, store: store, session: session, words: words, inspector: inspector, stateFolder: stateFolder) { store in
            store.describe { view($0, $1).view }.widget
        }
    }

    /// Runs the main loop until the window closes; returns the exit status.
    public func run(arguments: [String] = CommandLine.arguments) -> Int32 {
        var argv = arguments.map { strdup($0) }
        defer { argv.forEach { free($0) } }
        return g_application_run(UnsafeMutablePointer(OpaquePointer(application)), Int32(argv.count), &argv)
    }

    private func startUp() {
        MainQueueBridge.install()
        TimeTravelStyle.install()
        if let stateFolder {
            let started = HistoryAutosave.start(store: store, folder: stateFolder, words: words.autosave, launch: words.launch)
            autosave = started.autosave
            launchNotices = started.notices
            store.keepLeftOff(from: started.autosave)
            // An imported session replaces the history: the one it replaces is kept aside in
            // the database, and the new one written whole.
            sessions.replacing = { [unowned self] replace in
                let now = Int64(g_get_real_time() / 1000)
                guard self.autosave?.replaceHistory(keepingAsideAs: "before-import", at: now, replace) != true else { return }
                // Saving fails with work not saved: the database cannot keep the history aside,
                // and replacing it would lose that work. Not imported; the bar says why.
                if case .failing(let reason) = self.autosave?.status {
                    return FileDialogs.tell(parent: self.window, problem: self.words.sessions.notImported, detail: reason)
                }
                replace()
                // Autosave is off: the steps not saved are counted from the imported history.
                self.autosave?.restartFromStore()
            }
        }
        let store = store
        let undo = ApplicationActions.add("undo", to: application, accelerators: ["<Control>z"]) { _ in store.undo() }
        let redo = ApplicationActions.add("redo", to: application, accelerators: ["<Control><Shift>z"]) { _ in store.redo() }
        undoRedoEnabling = store.observeTimeline { _ in
            g_simple_action_set_enabled(undo, store.canUndo ? 1 : 0)
            g_simple_action_set_enabled(redo, store.canRedo ? 1 : 0)
        }
        ApplicationActions.add("toggle-inspector", to: application, accelerators: ["<Control>h"]) { _ in
            store.send(.historyPanel(.inspectorToggled(isOpen: !store.state.historyPanel.inspector.isOpen)))
        }
        ApplicationActions.add("export-session", to: application, accelerators: ["<Control><Shift>e"]) { [unowned self] _ in
            self.sessions.exportWithDialog()
        }
        ApplicationActions.add("save-session-as-test", to: application) { [unowned self] _ in
            self.sessions.saveAsTestWithDialog()
        }
        ApplicationActions.add("kept-histories", to: application) { [unowned self] _ in
            guard let autosave = self.autosave else { return }
            KeptHistoriesDialog.show(parent: self.window, autosave: autosave, words: self.words.keptHistoriesDialog)
        }
        ApplicationActions.add("import-session", to: application, accelerators: ["<Control>o"]) { [unowned self] _ in
            self.sessions.importWithDialog()
        }
        // Asks first when steps would be lost, as closing the window does.
        ApplicationActions.add("quit", to: application, accelerators: ["<Control>q"]) { [unowned self] _ in
            self.confirmQuit { [unowned self] in g_application_quit(UnsafeMutablePointer(OpaquePointer(self.application))) }
        }
    }

    private func activate() {
        if let window {
            gtk_window_present(window.cast())
            return
        }
        let window = gtk_application_window_new(application)!
        self.window = window
        let size = InspectorFit.launchSize(width: 900, height: 640, workArea: InspectorPlacement.monitorWorkArea(window))
        gtk_window_set_default_size(window.cast(), Int32(size.width), Int32(size.height))
        gtk_window_set_titlebar(window.cast(), headerBar())
        // Both last as long as their widgets.
        let bar = HistoryBar(store: store, words: words.history)
        if let autosave { bar.follow(autosave) }
        let inspector = HistoryInspector(store: store, settings: inspectorSettings)
        self.inspector = inspector
        let appContent = content(store)
        gtk_widget_set_hexpand(appContent, 1)
        gtk_widget_set_vexpand(appContent, 1)
        let frame = PastFrame(store: store, content: appContent, words: words.history, stepTime: inspectorSettings.stepTime)
        gtk_widget_set_hexpand(frame.root, 1)
        let panes = Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 0, [frame.root, gtk_separator_new(GTK_ORIENTATION_VERTICAL), inspector.root])
        gtk_container_add(window.cast(), Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 0, [panes, bar.root]))
        gtk_widget_show_all(window)
        // Shown by now: the state decides whether the inspector is.
        Widgets.setVisible(inspector.root, store.state.historyPanel.inspector.isOpen)
        inspector.place(in: window, beside: frame.root)
        onSignal(window, "destroy") { [unowned self] in
            self.window = nil
            self.inspector = nil
        }
        // Closing the window quits: with steps not saved (saving fails, autosave is off, or
        // the app saves nothing), not before the user says what becomes of them — as Ctrl+Q.
        onEvent(window, "delete-event") { [unowned self] _ in
            guard QuitWithUnsavedWork.wouldLoseWork(self.autosave, store: self.store) else { return false }
            self.confirmQuit { [unowned self] in if let window = self.window { gtk_widget_destroy(window) } }
            return true
        }
        for notice in launchNotices { FileDialogs.tell(parent: window, problem: words.savedHistory, detail: notice) }
        launchNotices = []
    }

    /// Quits through `quit`, after asking when steps the user made would be lost.
    private func confirmQuit(_ quit: @escaping @MainActor () -> Void) {
        QuitWithUnsavedWork.confirm(
            autosave: autosave, store: store, parent: window, words: words.history,
            export: { [unowned self] written in self.sessions.exportWithDialog(completion: written) }, quit: quit)
    }

    private func headerBar() -> Widget {
        let bar = gtk_header_bar_new()!
        gtk_header_bar_set_title(bar.cast(), title)
        gtk_header_bar_set_show_close_button(bar.cast(), 1)
        let undo = Widgets.actionButton("edit-undo-symbolic", accessibleName: words.undo, action: "app.undo")
        let redo = Widgets.actionButton("edit-redo-symbolic", accessibleName: words.redo, action: "app.redo")
        let history = Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 0, [undo, redo])
        Widgets.addClass(history, "linked")
        gtk_header_bar_pack_start(bar.cast(), history)
        let menu = g_menu_new()
        g_menu_append(menu, words.exportSession, "app.export-session")
        g_menu_append(menu, words.importSession, "app.import-session")
        g_menu_append(menu, words.keptHistories, "app.kept-histories")
        // The developer's section, for a developer only: what the app did, kept as a test.
        if showsDeveloperCommands {
            let developer = g_menu_new()
            g_menu_append(developer, words.saveSessionAsTest, "app.save-session-as-test")
            g_menu_append_section(menu, nil, UnsafeMutablePointer(developer))
            g_object_unref(UnsafeMutableRawPointer(developer))
        }
        let menuButton = gtk_menu_button_new()!
        gtk_menu_button_set_menu_model(menuButton.cast(), UnsafeMutablePointer(menu))
        g_object_unref(UnsafeMutableRawPointer(menu))
        gtk_button_set_image(menuButton.cast(), gtk_image_new_from_icon_name("open-menu-symbolic", GTK_ICON_SIZE_BUTTON))
        Widgets.setAccessibleName(menuButton, words.mainMenu)
        gtk_header_bar_pack_end(bar.cast(), menuButton)
        return bar
    }
}
