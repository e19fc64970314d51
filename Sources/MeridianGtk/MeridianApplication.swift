import CGtk
import Foundation
import MeridianCore
import MeridianFiles
import MeridianKit
import MeridianKitCore
import MeridianStore

/// Meridian as a GtkApplication: one instance per session (a second launch raises the first
/// window), every user command a GAction shared by buttons, menu, shortcuts and D-Bus.
@MainActor
public final class MeridianApplication {
    public static let applicationID = "dev.meridian.Meridian"

    public let store: AppStore
    /// The GtkApplication, for benchmarks and embedding; the app owns it.
    public let application: UnsafeMutablePointer<GtkApplication>
    private(set) var window: MainWindow?
    private let catalog: TimeZoneCatalog
    /// What the time-zone chooser searches.
    private let places: ChooserPlaces
    private let environment: ShellEnvironment
    private let stateFolder: StateFolder
    private(set) var files: FileCommands
    private(set) var engine: (any PlayerEngine)?
    /// The GStreamer engine, for benchmarks; `nil` where GStreamer's elements are missing.
    public var mediaEngine: (any MediaEngineProbe)? { engine as? GStreamerEngine }
    private var engineFollower: EngineFollower?
    private(set) var runner: AppSubscriptionRunner?
    private var actions: [String: OpaquePointer] = [:]
    private var pendingFile: OpenedFile?
    /// Made the first time it is asked for, then kept (see `KeyboardShortcuts.show`).
    private(set) var shortcutsWindow: Widget?
    private(set) var autosave: Autosave?
    /// The saved history, read from the moment the application is made; the store takes it
    /// at the end of start-up.
    private let launchReading: LaunchRestore.PendingReading
    private var tokens: [ObservationToken] = []
    /// Shows a folder, given as a `file://` URI, in the file manager (`app.open-folder`); tests
    /// put a double in its place.
    var showFolder: @MainActor (_ uri: String, _ window: Widget?) -> String? = MeridianApplication.showInFileManager
    /// Whether the main menu shows the developer's "Save Session as Test…": set before the
    /// window is made; by default, when `MERIDIAN_DEVELOPER=1` (`DeveloperCommands`).
    public var showsDeveloperCommands = DeveloperCommands.areShown(in: ProcessInfo.processInfo.environment)

    /// Tests give each instance an id of its own and `isUnique: false`, to run beside the user's.
    public init(
        catalog: TimeZoneCatalog, initialState: AppState, environment: ShellEnvironment = .live,
        applicationID: String = applicationID, isUnique: Bool = true, stateFolder: StateFolder = StateFolder()
    ) {
        self.catalog = catalog
        places = .system(catalog: catalog)
        self.environment = environment
        self.stateFolder = stateFolder
        store = Store(
            initialState: initialState, reducer: AppReducer(catalog: catalog), history: AppHistory.rules(),
            now: { environment.now().date })
        files = FileCommands(
            store: store, loader: FileLoader(catalog: catalog), environment: environment, stateFolder: stateFolder)
        launchReading = LaunchRestore.beginReading(from: stateFolder, loader: files.loader)
        // Opens files as well: the file manager asks the running (or D-Bus started) app to.
        application = gtk_application_new(
            applicationID, GApplicationFlags(rawValue: (isUnique ? G_APPLICATION_DEFAULT_FLAGS : G_APPLICATION_NON_UNIQUE).rawValue | G_APPLICATION_HANDLES_OPEN.rawValue))
        files.afterHistoryReplaced = { [unowned self] in self.autosave?.restartFromStore() }
        files.replaceKeepingAside = { [unowned self] reason, replace in
            self.autosave?.replaceHistory(keepingAsideAs: reason, at: environment.now().millisecondsSince1970, replace) ?? false
        }
        onSignal(application, "startup") { [unowned self] in self.startUp() }
        onSignal(application, "activate") { [unowned self] in self.activate() }
        onOpenFiles(application) { [unowned self] paths in
            for path in paths { self.open(path) }
        }
        onSignal(application, "shutdown") { [unowned self] in
            self.runner?.stopAll()
            self.autosave?.close()
        }
    }

    /// Runs the main loop until the last window closes; returns the exit status. GApplication
    /// reads its own options (`--gapplication-service` when D-Bus starts the app). With a file,
    /// it is imported once the window is up — into the running instance when there is one.
    public func run(arguments: [String] = CommandLine.arguments, opening file: OpenedFile? = nil) -> Int32 {
        if let file {
            let gApplication = UnsafeMutablePointer<GApplication>(OpaquePointer(application))
            var error: UnsafeMutablePointer<GError>?
            if g_application_register(gApplication, nil, &error) != 0, g_application_get_is_remote(gApplication) != 0 {
                g_action_group_activate_action(OpaquePointer(application), file.actionName, g_variant_new_string(file.path))
                g_application_activate(gApplication)
                // Both only queue their messages: sent before this process exits, or lost.
                g_dbus_connection_flush_sync(g_application_get_dbus_connection(gApplication), nil, nil)
                return 0
            }
            pendingFile = file
        }
        var argv = arguments.map { strdup($0) }
        defer { argv.forEach { free($0) } }
        return g_application_run(UnsafeMutablePointer(OpaquePointer(application)), Int32(argv.count), &argv)
    }

    private func startUp() {
        MainQueueBridge.install()
        Stylesheet.install()
        let engine: any PlayerEngine
        switch GStreamerEngine.make(now: environment.now) {
        case .success(let gstreamer): engine = gstreamer
        case .failure(let unavailable): engine = UnavailablePlayerEngine(reason: unavailable.message)
        }
        engine.report = { [unowned store] event in
            guard EngineSync.delivers(isPreviewing: store.timeline.isPreviewing) else { return }
            store.send(.player(.engine(event)))
        }
        self.engine = engine
        store.effectHandler = { effect in
            switch effect {
            case .player(let command): engine.perform(command)
            }
        }
        addActions()
        // Last: the saved history has been read on another thread meanwhile.
        startAutosave()
    }

    /// Builds the window on the first activation and raises it on every later one (a second
    /// `meridian` asks the first instance to activate).
    private func activate() {
        if window == nil {
            window = MainWindow(
                application: application, store: store, places: places, locations: SystemTimeZones.locations(catalog: catalog),
                environment: environment, video: mediaEngine?.videoWidget, developer: showsDeveloperCommands)
            if FirstFrameProbe.isEnabled, let window { FirstFrameProbe.attach(to: window.window, application: application) }
            runner = engine.map { SubscriptionRunner(store: store, environment: environment, engine: $0) }
            engineFollower = engine.map { EngineFollower(store: store, engine: $0) }
            if let window {
                // An action sent by hand from the inspector is read and checked as a session's.
                let reader = files.loader.reader
                window.inspector.actionField.read = { text in
                    reader.action(fromJSON: text).mapError { error in
                        ActionRefusal(place: error.problems.first?.path ?? "", reason: error.problems.first?.message ?? "\(error)")
                    }
                }
                onSignal(window.window, "destroy") { [unowned self] in self.windowClosed() }
                if let autosave { window.historyBar.follow(autosave) }
                // Closing the window quits: with steps not saved (saving fails, or autosave is
                // off), not before the user says what becomes of them — as Ctrl+Q.
                onEvent(window.window, "delete-event") { [unowned self] _ in
                    guard QuitWithUnsavedWork.wouldLoseWork(self.autosave, store: self.store) else { return false }
                    self.confirmQuit { gtk_widget_destroy(window.window) }
                    return true
                }
            }
        }
        window?.present()
        if let file = pendingFile {
            pendingFile = nil
            g_action_group_activate_action(OpaquePointer(application), file.actionName, g_variant_new_string(file.path))
        }
    }

    /// A file the desktop asked the app to open: the window comes up at once, and the file
    /// is looked at off the main thread (a pipe or a device is refused without waiting on it),
    /// then imported or played as what it is. The application is held meanwhile, so one
    /// started by D-Bus only to open the file does not quit before.
    private func open(_ path: String) {
        let gApplication = UnsafeMutablePointer<GApplication>(OpaquePointer(application))
        g_application_hold(gApplication)
        activate()
        files.openedFile(at: path) { [weak self] file in
            defer { g_application_release(gApplication) }
            guard let self else { return }
            g_action_group_activate_action(OpaquePointer(self.application), file.actionName, g_variant_new_string(file.path))
        }
    }

    /// What follows the window ends with it: the timers the state asks for, the engine kept on
    /// what the window shows. The app quits now unless something holds it; an activation
    /// after that opens a new window, which starts them again.
    private func windowClosed() {
        window = nil
        engineFollower = nil
        runner?.stopAll()
        runner = nil
    }

    /// Opens a video or audio file in the player (a path, or a URI as a drop gives it).
    public func openMedia(at path: String) {
        let uri = path.contains("://") ? path : URL(fileURLWithPath: path).absoluteURL.absoluteString
        store.send(.openMedia(uri: uri))
    }

    // MARK: Autosave

    /// Brings back the previous session (history, slider and all) and journals from there on.
    /// Anything the user should know — a damaged tail cut, autosave off — becomes a message.
    private func startAutosave() {
        store.historyReadFailureHandler = { [unowned store] error in store.send(.message(UserMessage(verbatim: error.message))) }
        let launch = LaunchRestore.restore(into: store, launchReading.wait(), from: stateFolder, loader: files.loader)
        var notices = launch.notices
        let autosave = Autosave(store: store, launch: launch)
        // Saving that fails is said by the History bar, outside the history (see activate).
        if case .off(let reason) = autosave.status { notices.append(reason) }
        self.autosave = autosave
        // The launch opened at the present: where the slider stood is kept to go back to.
        store.keepLeftOff(from: autosave)
        for action in store.state.actionsAfterRestore { store.send(action) }
        window?.historyBar.follow(autosave)
        if !notices.isEmpty { store.send(.message(UserMessage(verbatim: notices.joined(separator: " ")))) }
    }

    // MARK: Actions

    private func addActions() {
        addAction("undo") { [unowned self] _ in self.store.undo() }
        addAction("redo") { [unowned self] _ in self.store.redo() }
        addAction("add-zone") { [unowned self] _ in self.store.send(.clockList(.addButtonClicked)) }
        addAction("export-snapshot") { [unowned self] _ in
            FileDialogs.chooseSaveLocation(
                parent: self.window?.window, title: tr("Export Snapshot"), suggestedName: tr("Meridian snapshot.json"),
                filter: .meridianFiles, words: .meridian
            ) { [unowned self] path in path.map { self.files.exportSnapshot(to: $0) } }
        }
        addAction("kept-histories") { [unowned self] _ in
            guard let autosave = self.autosave, autosave.status == .on else {
                return FileDialogs.tell(parent: self.window?.window, problem: tr("Kept Histories"), detail: tr("Autosave is off, so no history is kept aside in this session."))
            }
            KeptHistoriesDialog.show(parent: self.window?.window, autosave: autosave, words: .meridian)
        }
        addAction("export-session") { [unowned self] _ in self.exportSessionWithDialog() }
        addAction("save-session-as-test") { [unowned self] _ in
            FileDialogs.chooseSaveLocation(
                parent: self.window?.window, title: tr("Save Session as Test"), suggestedName: tr("Recorded session.json"),
                filter: .meridianFiles, accept: tr("_Save"), words: .meridian
            ) { [unowned self] path in path.map { self.files.exportSession(to: $0, recordingEveryState: true) } }
        }
        addAction("import-snapshot") { [unowned self] _ in
            FileDialogs.chooseFileToOpen(parent: self.window?.window, title: tr("Import Snapshot"), filter: .meridianFiles, words: .meridian) { [unowned self] path in
                path.map { self.files.importSnapshot(from: $0) }
            }
        }
        addAction("import-session") { [unowned self] _ in
            FileDialogs.chooseFileToOpen(parent: self.window?.window, title: tr("Import Session"), filter: .meridianFiles, words: .meridian) { [unowned self] path in
                guard let path else { return }
                FileDialogs.confirm(
                    parent: self.window?.window,
                    question: tr("Replace the history with the imported session?"),
                    detail: tr("The current history is kept aside first, so nothing is lost: Kept Histories in the menu brings it back."),
                    accept: tr("Replace History")
                ) { [unowned self] accepted in
                    if accepted { self.files.importSession(from: path) }
                }
            }
        }
        addAction("export-snapshot-to", parameter: .string) { [unowned self] in self.files.exportSnapshot(to: $0.string) }
        addAction("export-session-to", parameter: .string) { [unowned self] in self.files.exportSession(to: $0.string) }
        addAction("open-media") { [unowned self] _ in
            FileDialogs.chooseMedia(parent: self.window?.window) { [unowned self] path in path.map { self.openMedia(at: $0) } }
        }
        addAction("open-media-from", parameter: .string) { [unowned self] in self.openMedia(at: $0.string) }
        addAction("import-snapshot-from", parameter: .string) { [unowned self] in self.files.importSnapshot(from: $0.string) }
        addAction("import-session-from", parameter: .string) { [unowned self] in self.files.importSession(from: $0.string) }
        addAction("open-folder", parameter: .string) { [unowned self] in
            let folder = $0.string
            if let reason = self.showFolder(URL(fileURLWithPath: folder, isDirectory: true).absoluteString, self.window?.window) {
                self.store.send(.message(FileMessages.folderNotShown(folder, reason: reason)))
            }
        }
        addAction("jump-to-step", parameter: .int32) { [unowned self] in self.store.jumpWithChosenScope(to: $0.int) }
        addAction("choose-scope", parameter: .string) { [unowned self] in
            self.store.chooseHistoryScope($0.string) { .message(AppHistory.unknownScope($0)) }
        }
        addAction("toggle-inspector") { [unowned self] _ in
            self.store.send(.historyPanel(.inspectorToggled(isOpen: !self.store.state.viewState.historyPanel.inspector.isOpen)))
        }
        addAction("shortcuts") { [unowned self] _ in
            let shortcuts = self.shortcutsWindow ?? KeyboardShortcuts.makeWindow()
            self.shortcutsWindow = shortcuts
            KeyboardShortcuts.show(shortcuts, over: self.window?.window)
        }
        addAction("about") { [unowned self] _ in AboutDialog.show(parent: self.window?.window) }
        addAction("quit") { [unowned self] _ in
            self.confirmQuit { [unowned self] in g_application_quit(UnsafeMutablePointer(OpaquePointer(self.application))) }
        }
        let speed = addPlaybackSpeedAction()
        tokens = [
            store.observeTimeline { [unowned self] _ in
                self.setEnabled("undo", self.store.canUndo)
                self.setEnabled("redo", self.store.canRedo)
            },
            // The player's speed menu marks the speed on screen.
            store.observe({ $0.player.rate }) { rate in g_simple_action_set_state(speed, g_variant_new_double(rate)) },
        ]
    }

    /// Opens `uri` (a folder) in the desktop's file manager; why not, when it cannot.
    static func showInFileManager(_ uri: String, window: Widget?) -> String? {
        var error: UnsafeMutablePointer<GError>?
        guard gtk_show_uri_on_window(window.map { UnsafeMutableRawPointer($0).assumingMemoryBound(to: GtkWindow.self) }, uri, guint32(GDK_CURRENT_TIME), &error) == 0 else { return nil }
        defer { g_error_free(error) }
        return error.flatMap { $0.pointee.message.map { String(cString: $0) } } ?? ""
    }

    /// `app.playback-speed`: chooses the player's speed (a number, 1 for normal); its state is
    /// the speed on screen, which the speed menu's radio items show.
    private func addPlaybackSpeedAction() -> OpaquePointer {
        let type = g_variant_type_new("d")
        defer { g_variant_type_free(type) }
        let action = g_simple_action_new_stateful("playback-speed", type, g_variant_new_double(store.state.player.rate))!
        onSignal(UnsafeMutableRawPointer(action), "activate") { [unowned self] (variant: gpointer?) in
            guard let variant else { return }
            self.store.send(.playbackSpeedChosen(g_variant_get_double(OpaquePointer(variant))))
        }
        g_action_map_add_action(OpaquePointer(application), action)
        actions["playback-speed"] = action
        return action
    }

    /// Quits through `quit`, after asking when steps would be lost: saving fails, or autosave
    /// is off (a folder that cannot be written, or whose lock another process holds).
    private func confirmQuit(_ quit: @escaping @MainActor () -> Void) {
        QuitWithUnsavedWork.confirm(
            autosave: autosave, store: store, parent: window?.window, words: .meridian,
            export: { [unowned self] written in self.exportSessionWithDialog(written) }, quit: quit)
    }

    /// Asks where, then exports the whole session there; `written` says whether a file was.
    private func exportSessionWithDialog(_ written: @escaping @MainActor (Bool) -> Void = { _ in }) {
        FileDialogs.chooseSaveLocation(
            parent: window?.window, title: tr("Export Session"), suggestedName: tr("Meridian session.json"),
            filter: .meridianFiles, words: .meridian
        ) { [unowned self] path in
            guard let path else { return written(false) }
            self.files.exportSession(to: path, completion: written)
        }
    }

    private func setEnabled(_ name: String, _ enabled: Bool) {
        guard let action = actions[name] else { return }
        g_simple_action_set_enabled(action, enabled ? 1 : 0)
    }

    /// Adds the GAction `app.NAME`, with the keys `KeyboardShortcuts` gives it.
    private func addAction(
        _ name: String, parameter: ActionParameter.Kind? = nil, _ handler: @escaping @MainActor (ActionParameter) -> Void
    ) {
        actions[name] = ApplicationActions.add(
            name, to: application, parameterType: parameter?.variantType, accelerators: KeyboardShortcuts.accelerators(of: "app.\(name)")
        ) { handler(ActionParameter(variant: $0)) }
    }
}

/// A GAction's parameter, read as the type the action declared.
@MainActor
struct ActionParameter {
    enum Kind {
        case string, int32

        var variantType: OpaquePointer? {
            switch self {
            case .string: meridian_variant_type_string()
            case .int32: meridian_variant_type_int32()
            }
        }
    }

    let variant: OpaquePointer?

    var string: String {
        guard let variant, let text = g_variant_get_string(variant, nil) else { return "" }
        return String(cString: text)
    }

    var int: Int {
        guard let variant else { return 0 }
        return Int(g_variant_get_int32(variant))
    }
}

/// A file to open at launch: a snapshot becomes a step, a session replaces the history.
public struct OpenedFile: Sendable {
    public enum Kind: Sendable { case snapshot, session, media }

    public var path: String
    public var kind: Kind

    public init(path: String, kind: Kind) {
        self.path = path
        self.kind = kind
    }

    /// A file as `FileLoader.openedKind` found it: a Meridian file of its kind, or media (`nil`).
    public init(path: String, meridianKind: MeridianFile.Kind?) {
        let kind: Kind =
            switch meridianKind {
            case .snapshot: .snapshot
            case .session: .session
            case nil: .media
            }
        self.init(path: path, kind: kind)
    }

    var actionName: String {
        switch kind {
        case .snapshot: "import-snapshot-from"
        case .session: "import-session-from"
        case .media: "open-media-from"
        }
    }
}
