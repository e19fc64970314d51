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
///
/// An app with more of its own (Meridian) sets, before `run()`, its `commands`, its menu's
/// items and sections, its header's parts, what goes above the content, how its history is
/// saved and brought back, and what it does at start-up, activation and shutdown: the kit
/// keeps Undo, Redo, the menu, the inspector, the History bar and the quit question.
@MainActor
public final class TimeTravelApplication<
    State: Equatable & Codable & Sendable, Action: Codable & Sendable, Effect
> {
    /// The parts of the window the kit made, for an app's shell and its tests.
    public struct WindowParts {
        /// The application window.
        public let window: Widget
        /// The header bar, with Undo, Redo, the app's header parts and the main menu.
        public let titlebar: Widget
        /// The History bar along the bottom.
        public let historyBar: HistoryBar<State, Action, Effect>
        /// The app's content, framed with a banner while it shows the past.
        public let pastFrame: PastFrame<State, Action, Effect>
        /// The history inspector beside the content.
        public let inspector: HistoryInspector<State, Action, Effect>
        /// What keeps the window as large as the state says, with `windowSizeInState`.
        public let sizeFollower: WindowSizeFollower<State, Action, Effect>?
    }

    /// The store the window shows.
    public let store: Store<State, Action, Effect>
    /// The History bar's and the inspector's view-state: the kit's, beside the app's store,
    /// read back at launch and kept in `historyPanelFile` as it changes.
    public let panel: HistoryPanelStore
    /// Where `panel` is kept across launches: beside the history, in the state folder; `nil`:
    /// it is not (a new window's panel at every launch).
    public let historyPanelFile: HistoryPanelFile?
    private var panelKept: ObservationToken?
    private var leftOffForgotten: ObservationToken?
    /// The GtkApplication; the app owns it.
    public let application: UnsafeMutablePointer<GtkApplication>
    /// The window, once the application is activated.
    public private(set) var window: Widget?
    /// The history inspector beside the content, once the application is activated.
    public private(set) var inspector: HistoryInspector<State, Action, Effect>?
    /// Export and import of the session, their dialogs over the window; `nil` without a format.
    public private(set) lazy var sessions: SessionCommands<State, Action, Effect>? = sessionFormat.map {
        SessionCommands(store: store, format: $0, words: words.sessions) { [weak self] in self?.window }
    }
    private let sessionFormat: SessionFormat?
    /// Where the history is saved; `nil`: it is not (or `startHistory` says where).
    public let stateFolder: String?
    /// The autosave, once the application has started.
    public private(set) var autosave: HistoryAutosave<State, Action, Effect>?
    /// What quitting with steps not saved asks, and does: the window shows its question as an
    /// `Alert`, and every answer is an event of this store.
    public let quitting = Store(initialState: QuitConversation(), reducer: QuitConversationReducer(), history: nil)
    /// What the window tells the user (a problem, what the launch found), one alert at a time.
    public let notices = Store(initialState: Notices(), reducer: NoticesReducer(), history: nil)
    /// Whether the Keyboard Shortcuts window is shown (`app.shortcuts`, with `shortcuts` set).
    public let shortcutsShown = Store(initialState: false, reducer: ShownWindowReducer(), history: nil)
    /// Whether the About window is shown (the menu's About, `app.about`, with `about` set).
    public let aboutShown = Store(initialState: false, reducer: ShownWindowReducer(), history: nil)
    /// The histories kept aside, in their dialog (the menu's Kept Histories…).
    public private(set) lazy var keptHistories = KeptHistoriesDialog(autosave: { [weak self] in self?.autosave }, words: words.keptHistoriesDialog)
    /// How to quit once the conversation says so: the application, or the window closed.
    var quitWhenAnswered: (@MainActor () -> Void)?
    private var launchNotices: [String] = []
    /// What follows the store for the application's actions: Undo's and Redo's enabling, the
    /// app's commands' enabling and state.
    private var actionTokens: [ObservationToken] = []
    /// The header bar's main menu button, which F10 opens.
    let mainMenu = WidgetReference()
    let title: String
    let words: Words
    /// Whether the main menu shows "Save Session as Test…": set before `run()`; by default,
    /// when the environment asks for it (`DeveloperCommands`).
    public var showsDeveloperCommands = DeveloperCommands.areShown(in: ProcessInfo.processInfo.environment)
    private var inspectorSettings: InspectorSettings<State>
    private let content: @MainActor (Store<State, Action, Effect>) -> Widget

    // MARK: What an app adds (set before `run()`)

    /// The app's own commands, added after the kit's; one named as the kit's (`export-session`)
    /// takes its place.
    public var commands: [ApplicationCommand<State>] = []
    /// The keys of an action ("undo", the kit's or the app's), from the app's one table of
    /// shortcuts; `nil` for an action: the command's own, or the kit's.
    public var accelerators: (@MainActor (_ action: String) -> [String]?)?
    /// Items put first in the main menu's first section, before the kit's session items.
    public var menuItemsFirst: [MenuItem] = []
    /// Sections after the kit's (and after the developer's): GNOME's last holds the shortcuts and About.
    public var menuSectionsLast: [[MenuItem]] = []
    /// Parts at the header bar's start, after Undo and Redo.
    public var headerStart: [HeaderPart] = []
    /// Parts at the header bar's end, each before the last (the first beside the main menu).
    public var headerEnd: [HeaderPart] = []
    /// What the window shows above the content and the inspector (a message bar; a bar of
    /// work under way above it), top to bottom, made once with the window.
    public var aboveContent: (@MainActor (Store<State, Action, Effect>) -> [Widget])?
    /// The app's own questions (`Alert`s, each in a described widget of its own), made with
    /// the window: shown over it while the state each follows holds a question.
    public var questions: (@MainActor () -> [Widget])?
    /// What the app's About window says: with it, the kit has the command `app.about`, which
    /// the app's menu names (GNOME's last section), and shows it over the window.
    public var about: AboutInfo?
    /// The Keyboard Shortcuts window's title and what it lists: with it, the kit has the
    /// command `app.shortcuts`, which shows it over the window.
    public var shortcuts: (title: String, sections: [ShortcutSection])?
    /// Whether a line separates the History bar from what is above it.
    public var separatesHistoryBar = false
    /// The least width of what the window holds (-1: what it asks for).
    public var minimumWidth = -1
    /// The window's icon, from the icon theme, and its title on the window itself (the window
    /// list's); `nil`: neither.
    public var windowIcon: String?
    /// Whether a new window is presented (raised and given the keyboard's focus now) as well
    /// as shown. Without a window manager (Xvfb), the focus it takes with the current time
    /// outranks a file chooser's opened later with the time of the user's last event, which
    /// then never has the focus.
    public var presentsNewWindow = false
    /// Extra CSS of the app's, after the kit's.
    public var style = ""
    /// The action sent when a script names a scope the history does not have
    /// (`app.choose-scope`): Meridian's says so; `nil`: nothing is sent.
    public var unknownScope: ((String) -> Action)?
    /// Saves and brings back the history as the app does, in place of the kit's autosave in
    /// `stateFolder`: runs at start-up, before the commands are added; returns the autosave
    /// the bar follows and the quit question asks (`nil`: nothing saved).
    public var startHistory: (@MainActor (Store<State, Action, Effect>) -> HistoryAutosave<State, Action, Effect>?)?
    /// Asks where, then exports the whole session: the quit question's "Export Session…";
    /// `nil`: the kit's dialog.
    public var exportSession: (@MainActor (_ written: @escaping @MainActor (Bool) -> Void) -> Void)?
    /// The inspector's settings for a new window, made after the content; `nil`: those given at `init`.
    public var makeInspectorSettings: (@MainActor () -> InspectorSettings<State>)?
    /// The window's size kept in the app's state: it opens at it, follows it, and sends the
    /// user's resizing; `nil`: it opens at 900 × 640 within the work area.
    public var windowSizeInState: WindowSizeInState<State, Action>?
    /// Runs at start-up, before the history is brought back and the commands are added.
    public var onStartUp: (@MainActor () -> Void)?
    /// Runs when a window has been made, before it is shown.
    public var onWindowMade: (@MainActor (WindowParts) -> Void)?
    /// Runs at every activation, after the window is presented.
    public var onActivate: (@MainActor () -> Void)?
    /// Runs when the window has gone (the app quits unless something holds it).
    public var onWindowClosed: (@MainActor () -> Void)?
    /// Runs at shutdown, before the autosave closes.
    public var onShutdown: (@MainActor () -> Void)?
    /// Work that must end before the process does (a file being written): at shutdown, after
    /// `onShutdown`, while `isUnderWay` says so the window goes and `finish` waits for it.
    public var workBeforeExit: (isUnderWay: @MainActor () -> Bool, finish: @MainActor () -> Void)?
    /// Files the desktop asks the app to open (with `handlesOpen`).
    public var onOpen: (@MainActor (_ paths: [String]) -> Void)?
    /// A command line another process of the app forwarded to this one (`forward(_:)`): `true`
    /// when it was taken, and will be answered; otherwise the window is raised, as for a launch.
    public var onCommandLine: (@MainActor (ForwardedCommandLine) -> Bool)?

    /// The application `id` ("dev.example.Tasks"), its window titled `title`, showing
    /// `content` made from `store`, with sessions in files of `session` and the history saved
    /// in `stateFolder` (by default the user's state folder for `id`; `nil`: not saved). The
    /// History bar and the inspector are kept as they were left in `historyPanelFile` (by
    /// default beside the history; `nil`: not kept).
    /// Tests run an instance beside the user's with `isUnique: false`; with `handlesOpen`, the
    /// desktop's files reach `onOpen`; with `handlesCommandLine`, what another process of the
    /// app forwards (`forward(_:)`) reaches `onCommandLine`.
    public init(
        id: String, title: String, store: Store<State, Action, Effect>, session: SessionFormat?, words: Words = Words(),
        inspector: InspectorSettings<State>? = nil, stateFolder: String?? = .none, historyPanelFile: HistoryPanelFile?? = .none,
        isUnique: Bool = true, handlesOpen: Bool = false, handlesCommandLine: Bool = false,
        content: @escaping @MainActor (Store<State, Action, Effect>) -> Widget
    ) {
        let stateFolder = stateFolder ?? String(cString: g_get_user_state_dir()) + "/" + id
        self.stateFolder = stateFolder
        self.store = store
        let panelFile = historyPanelFile ?? stateFolder.map { HistoryPanelFile(folder: $0) }
        self.historyPanelFile = panelFile
        panel = HistoryPanelStore(panel: panelFile?.read() ?? HistoryPanel())
        self.title = title
        self.words = words
        self.content = content
        inspectorSettings = inspector ?? InspectorSettings(words: words.history)
        let unique = isUnique ? G_APPLICATION_DEFAULT_FLAGS : G_APPLICATION_NON_UNIQUE
        application = gtk_application_new(
            id,
            GApplicationFlags(
                rawValue: unique.rawValue | (handlesOpen ? G_APPLICATION_HANDLES_OPEN.rawValue : 0)
                    | (handlesCommandLine ? G_APPLICATION_HANDLES_COMMAND_LINE.rawValue : 0)))
        sessionFormat = session
        quitting.effectHandler = { [unowned self] effect in self.perform(effect) }
        onSignal(application, "startup") { [unowned self] in self.startUp() }
        onSignal(application, "activate") { [unowned self] in self.activate() }
        if handlesOpen { onOpenFiles(application) { [unowned self] paths in self.onOpen?(paths) } }
        if handlesCommandLine {
            onApplicationCommandLine(application) { [unowned self] commandLine in
                // The app's own launch comes here too, with no request: it activates, as without the flag.
                let forwarded = ForwardedCommandLine(commandLine)
                if self.onCommandLine?(forwarded) != true { g_application_activate(UnsafeMutablePointer(OpaquePointer(self.application))) }
            }
        }
        onSignal(application, "shutdown") { [unowned self] in
            self.onShutdown?()
            // The window goes meanwhile, as the user asked, with the dialogs over it.
            if let work = self.workBeforeExit, work.isUnderWay() {
                if let window = self.window {
                    for dialog in Self.visibleTransients(of: window) { gtk_widget_hide(UnsafeMutablePointer(OpaquePointer(dialog))) }
                    gtk_widget_hide(window)
                }
                gdk_display_flush(gdk_display_get_default())
                work.finish()
            }
            self.autosave?.close()
        }
    }

    /// The application `id`, its window titled `title`, showing the content `view` describes
    /// from the state (see `View`): the kit makes its widgets once and sets only what changes.
    /// `send` sends the user's actions to `store`.
    public convenience init<Content: ViewContent>(
        id: String, title: String, store: Store<State, Action, Effect>, session: SessionFormat?, words: Words = Words(),
        inspector: InspectorSettings<State>? = nil, stateFolder: String?? = .none, historyPanelFile: HistoryPanelFile?? = .none,
        view: @escaping @MainActor (State, Send<Action>) -> Content
    ) {
        self.init(
            id: id, title: title, store: store, session: session, words: words, inspector: inspector, stateFolder: stateFolder,
            historyPanelFile: historyPanelFile
        ) { store in
            store.describe { view($0, $1).view }.widget
        }
    }

    /// Runs the main loop until the window closes; returns the exit status.
    public func run(arguments: [String] = CommandLine.arguments) -> Int32 {
        var argv = arguments.map { strdup($0) }
        defer { argv.forEach { free($0) } }
        return g_application_run(UnsafeMutablePointer(OpaquePointer(application)), Int32(argv.count), &argv)
    }

    /// The visible windows standing over `window`: its dialogs.
    private static func visibleTransients(of window: Widget) -> [UnsafeMutablePointer<GtkWindow>] {
        let list = gtk_window_list_toplevels()
        defer { g_list_free(list) }
        var found: [UnsafeMutablePointer<GtkWindow>] = []
        var node = list
        while let current = node {
            if let toplevel = current.pointee.data?.assumingMemoryBound(to: GtkWindow.self),
                gtk_window_get_transient_for(toplevel) == UnsafeMutablePointer<GtkWindow>(OpaquePointer(window)),
                gtk_widget_get_visible(UnsafeMutablePointer(OpaquePointer(toplevel))) != 0
            {
                found.append(toplevel)
            }
            node = current.pointee.next
        }
        return found
    }

    /// Shows the desktop's chooser for `choice` over the window; what `answer` makes of the path
    /// chosen (`nil`: the user cancelled) is sent to the store, when it is an action.
    public func chooseFile(_ choice: FileChoice, answer: @escaping @MainActor (_ path: String?) -> Action?) {
        FileDialogs.choose(choice, parent: window, words: words.sessions.dialogs) { [weak self] path in
            guard let self, let action = answer(path) else { return }
            self.store.send(action)
        }
    }

    /// Tells the user `problem`, explained by `detail`, in an alert over the window (after what
    /// it tells already).
    public func tell(_ problem: String, detail: String) {
        notices.send(.told(Notices.Notice(title: problem, detail: detail)))
    }

    /// Asks the application to quit, after asking when steps the user made would be lost.
    public func quit() {
        confirmQuit { [unowned self] in g_application_quit(UnsafeMutablePointer(OpaquePointer(self.application))) }
    }

    private func startUp() {
        MainQueueBridge.install()
        TimeTravelStyle.install(with: style)
        onStartUp?()
        // Kept from now on: each change the user makes, never at a timer.
        panelKept = historyPanelFile?.keep(panel)
        if let startHistory {
            autosave = startHistory(store)
        } else if let stateFolder {
            let started = HistoryAutosave.start(store: store, folder: stateFolder, words: words.autosave, launch: words.launch)
            autosave = started.autosave
            launchNotices = started.notices
            store.keepLeftOff(from: started.autosave, panel: panel)
            // An imported session replaces the history: the one it replaces is kept aside in
            // the database, and the new one written whole.
            sessions?.tell = { [unowned self] problem, detail in self.tell(problem, detail: detail) }
            sessions?.replacing = { [unowned self] replace in
                let now = Int64(g_get_real_time() / 1000)
                guard self.autosave?.replaceHistory(keepingAsideAs: "before-import", at: now, replace) != true else { return }
                // Saving fails with work not saved: the database cannot keep the history aside,
                // and replacing it would lose that work. Not imported; the bar says why.
                if case .failing(let reason) = self.autosave?.status {
                    return self.tell(self.words.sessions.notImported, detail: reason)
                }
                replace()
                // Autosave is off: the steps not saved are counted from the imported history.
                self.autosave?.restartFromStore()
            }
        }
        // After the launch's own restore, which may have marked a step left off.
        leftOffForgotten = store.forgettingLeftOffWhenReplaced(panel: panel)
        addCommands()
    }

    /// The kit's commands, then the app's (one of the same name in the kit's place), each with
    /// the keys the app's table gives it, or its own.
    private func addCommands() {
        // The actions reach the store weakly: the GtkApplication, and its actions, may outlive
        // this application (tests make many), and must not keep its store alive.
        let (store, panel) = (store, panel)
        var all: [ApplicationCommand<State>] = [
            ApplicationCommand("undo", accelerators: ["<Control>z"]) { [weak store, weak panel] _ in
                guard let panel else { return }
                store?.undo(panel: panel)
            },
            ApplicationCommand("redo", accelerators: ["<Control><Shift>z"]) { [weak store, weak panel] _ in
                guard let panel else { return }
                store?.redo(panel: panel)
            },
            ApplicationCommand("toggle-inspector", accelerators: ["<Control>h"]) { [weak panel] _ in
                guard let panel else { return }
                panel.send(.inspectorToggled(isOpen: !panel.state.inspector.isOpen))
            },
            // The History bar's scope and the slider, for scripts (`gapplication action`).
            ApplicationCommand("choose-scope", parameter: .string) { [unowned self] in
                self.store.chooseHistoryScope($0.string, panel: self.panel, unknown: self.unknownScope)
            },
            ApplicationCommand("jump-to-step", parameter: .int32) { [unowned self] in
                self.store.jumpWithChosenScope(to: $0.int, panel: self.panel)
            },
            ApplicationCommand("export-session", accelerators: ["<Control><Shift>e"]) { [unowned self] _ in self.exportSessionWithDialog() },
            ApplicationCommand("save-session-as-test") { [unowned self] _ in self.sessions?.saveAsTestWithDialog() },
            ApplicationCommand("kept-histories") { [unowned self] _ in
                guard self.autosave != nil else { return }
                self.keptHistories.open()
            },
            ApplicationCommand("import-session", accelerators: ["<Control>o"]) { [unowned self] _ in self.sessions?.importWithDialog() },
            // Asks first when steps would be lost, as closing the window does.
            ApplicationCommand("quit", accelerators: ["<Control>q"]) { [unowned self] _ in self.quit() },
            // F10 opens the main menu, and closes it, as in every GNOME app.
            ApplicationCommand("main-menu", accelerators: ["F10"]) { [unowned self] _ in
                if let button = self.mainMenu.widget { gtk_button_clicked(typed(button, as: GtkButton.self)) }
            },
        ]
        if about != nil {
            all.append(ApplicationCommand("about") { [unowned self] _ in self.aboutShown.send(true) })
        }
        if shortcuts != nil {
            all.append(ApplicationCommand("shortcuts") { [unowned self] _ in self.shortcutsShown.send(true) })
        }
        for command in commands {
            if let index = all.firstIndex(where: { $0.name == command.name }) { all[index] = command } else { all.append(command) }
        }
        actionTokens = all.flatMap { command in
            ApplicationActions.add(
                command, to: application, accelerators: accelerators?(command.name) ?? command.accelerators ?? [], following: store)
        }
        // Undo and Redo can run only when there is something to undo or redo: the timeline
        // says, not the state.
        let map = OpaquePointer(application)
        let undo = g_action_map_lookup_action(map, "undo")
        let redo = g_action_map_lookup_action(map, "redo")
        actionTokens.append(
            store.observeTimeline { _ in
                g_simple_action_set_enabled(undo, store.canUndo ? 1 : 0)
                g_simple_action_set_enabled(redo, store.canRedo ? 1 : 0)
            })
    }

    private func activate() {
        if let window {
            gtk_window_present(window.cast())
            // A question open over the window stays over it: presenting the window alone raised
            // it above its own modal dialog where no window manager keeps transients on top.
            for dialog in Self.visibleTransients(of: window) { gtk_window_present(dialog) }
            onActivate?()
            return
        }
        let window = gtk_application_window_new(application)!
        self.window = window
        if let windowIcon {
            gtk_window_set_title(window.cast(), title)
            gtk_window_set_icon_name(window.cast(), windowIcon)
        }
        let titlebar = headerBar()
        // Shown now: a hidden widget asks for no height, and the launch's size leaves room for it.
        gtk_widget_show_all(titlebar)
        gtk_window_set_titlebar(window.cast(), titlebar)
        // All of them last as long as their widgets.
        let above = aboveContent?(store) ?? []
        let appContent = content(store)
        gtk_widget_set_hexpand(appContent, 1)
        gtk_widget_set_vexpand(appContent, 1)
        let settings = makeInspectorSettings?() ?? inspectorSettings
        let bar = HistoryBar(store: store, panel: panel, words: words.history)
        if let autosave { bar.follow(autosave) { [unowned self] in self.exportSessionWithDialog() } }
        let inspector = HistoryInspector(store: store, panel: panel, settings: settings)
        self.inspector = inspector
        let frame = PastFrame(store: store, panel: panel, content: appContent, words: words.history, stepTime: settings.stepTime)
        gtk_widget_set_hexpand(frame.root, 1)
        let historyWords = words.history
        let quitQuestion = quitting.describe({ $0.asking }) { question, send in
            Alert(question?.alert(words: historyWords)) { send(.answered($0)) }
        }
        let closeNotice = words.closeNotice
        let told = notices.describe({ $0 }) { notices, send in
            Alert(notices.alert(close: closeNotice)) { _ in send(.closed) }
        }
        // Shown over the window before this one, they closed with it: a new window opens without.
        aboutShown.send(false)
        shortcutsShown.send(false)
        let about = self.about.map { info in aboutShown.describe({ $0 }) { isShown, send in About(info, isShown: isShown) { send(false) } }.widget }
        let shortcutsWindow = self.shortcuts.map { shortcuts in
            shortcutsShown.describe({ $0 }) { isShown, send in
                ShortcutsWindow(shortcuts.sections, title: shortcuts.title, isShown: isShown) { send(false) }
            }.widget
        }
        let around = WindowAround(
            above: above, content: frame.root, inspector: inspector.root, historyBar: bar.root, separatesHistoryBar: separatesHistoryBar,
            minimumWidth: minimumWidth, questions: [quitQuestion.widget, keptHistories.view(), told.widget] + [about, shortcutsWindow].compactMap { $0 } + (questions?() ?? []))
        gtk_container_add(window.cast(), ViewHost { around.view }.widget)
        let size = WindowSizeFollower<State, Action, Effect>.launchSize(
            of: windowSizeInState.map { $0.size(store.state) } ?? WindowSize(width: 900, height: 640), in: window, titlebar: titlebar,
            leastHeight: windowSizeInState?.leastHeight ?? 0)
        gtk_window_set_default_size(window.cast(), Int32(size.width), Int32(size.height))
        let sizeFollower = windowSizeInState.map { WindowSizeFollower(window: window, titlebar: titlebar, store: store, binding: $0) }
        // The panel decides whether the inspector is shown, before the window is and before the
        // app's hook: showing the window lays it out, and so does asking an unshown window its
        // size (`gtk_window_get_size`), the inspector too if it were shown.
        Widgets.setVisible(inspector.root, panel.state.inspector.isOpen)
        onWindowMade?(WindowParts(window: window, titlebar: titlebar, historyBar: bar, pastFrame: frame, inspector: inspector, sizeFollower: sizeFollower))
        gtk_widget_show_all(window)
        inspector.place(in: window, beside: frame.root)
        onSignal(window, "destroy") { [unowned self] in
            self.window = nil
            self.inspector = nil
            self.onWindowClosed?()
        }
        // Closing the window quits: with steps not saved (saving fails, autosave is off, or
        // the app saves nothing), not before the user says what becomes of them — as Ctrl+Q.
        onEvent(window, "delete-event") { [unowned self] _ in
            guard QuitWithUnsavedWork.wouldLoseWork(self.autosave, store: self.store) else { return false }
            self.confirmQuit { [unowned self] in if let window = self.window { gtk_widget_destroy(window) } }
            return true
        }
        if presentsNewWindow { gtk_window_present(window.cast()) }
        for notice in launchNotices { tell(words.savedHistory, detail: notice) }
        launchNotices = []
        onActivate?()
    }

    /// Asks where, then exports the session: the app's dialog, or the kit's.
    func exportSessionWithDialog(_ written: @escaping @MainActor (Bool) -> Void = { _ in }) {
        if let exportSession { return exportSession(written) }
        guard let sessions else { return written(false) }
        sessions.exportWithDialog(completion: written)
    }
}
