import CGtk
import Foundation
import MeridianCore
import MeridianFiles
import MeridianKit
import MeridianKitCore
import MeridianStore

/// Meridian as a GtkApplication: one instance per session (a second launch raises the first
/// window), every user command a GAction shared by buttons, menu, shortcuts and D-Bus.
///
/// The kit's `TimeTravelApplication` makes the window around Meridian's panes (Undo and Redo,
/// the menu, the inspector, the History bar, the quit question); Meridian adds its engine, its
/// file commands and dialogs, its places, its commands and their keys (`KeyboardShortcuts`), its
/// message bar, and saves its history as `MeridianFiles` does (`Autosave`, `LaunchRestore`).
@MainActor
public final class MeridianApplication {
    public static let applicationID = "dev.meridian.Meridian"

    public let store: AppStore
    /// The kit's application around Meridian's window.
    let shell: TimeTravelApplication<AppState, AppAction, AppEffect>
    /// The History bar's and the inspector's view-state (the kit's), for benchmarks and tests.
    public var historyPanel: HistoryPanelStore { shell.panel }
    /// The GtkApplication, for benchmarks and embedding; the app owns it.
    public var application: UnsafeMutablePointer<GtkApplication> { shell.application }
    /// What the window holds, once the application is activated.
    private(set) var window: MainWindow?
    /// The panes and the message bar of the window being made, between the kit's hooks (then the window holds them).
    private var panesBeingMade: MeridianPanes?
    private var messageBarBeingMade: MessageBarView?
    private let catalog: TimeZoneCatalog
    /// What the time-zone chooser searches.
    private let places: ChooserPlaces
    private let environment: ShellEnvironment
    private let stateFolder: StateFolder
    private(set) var files: FileCommands
    /// The bar of the file being read, in the window now.
    private(set) var workBar: FileWorkBarView?
    private(set) var engine: (any PlayerEngine)?
    /// The GStreamer engine, for benchmarks; `nil` where GStreamer's elements are missing.
    public var mediaEngine: (any MediaEngineProbe)? { engine as? GStreamerEngine }
    private var engineFollower: EngineFollower?
    private(set) var runner: AppSubscriptionRunner?
    private var pendingFile: OpenedFile?
    var autosave: Autosave? { shell.autosave }
    /// The saved history, read from the moment the application is made; the store takes it
    /// at the end of start-up.
    private let launchReading: LaunchRestore.PendingReading
    /// Shows a folder, given as a `file://` URI, in the file manager (`app.open-folder`); tests
    /// put a double in its place.
    var showFolder: @MainActor (_ uri: String, _ window: Widget?) -> String? = FolderShowing.show
    /// Whether the main menu shows the developer's "Save Session as Test…": set before the
    /// window is made; by default, when `MERIDIAN_DEVELOPER=1` (`DeveloperCommands`).
    public var showsDeveloperCommands: Bool {
        get { shell.showsDeveloperCommands }
        set { shell.showsDeveloperCommands = newValue }
    }

    /// Tests give each instance an id of its own and `isUnique: false`, to run beside the user's.
    public init(
        catalog: TimeZoneCatalog, initialState: AppState, environment: ShellEnvironment = .live,
        applicationID: String = applicationID, isUnique: Bool = true, stateFolder: StateFolder = StateFolder()
    ) {
        self.catalog = catalog
        places = .system(catalog: catalog)
        self.environment = environment
        self.stateFolder = stateFolder
        let store = Store(
            initialState: initialState, reducer: AppReducer(catalog: catalog), history: AppHistory.rules(),
            now: { environment.now().date })
        self.store = store
        files = FileCommands(
            store: store, loader: FileLoader(catalog: catalog), environment: environment, stateFolder: stateFolder)
        launchReading = LaunchRestore.beginReading(from: stateFolder, loader: files.loader)
        // Opens files as well: the file manager asks the running (or D-Bus started) app to.
        // Sessions are Meridian's files (`FileCommands`), saved as `MeridianFiles` says.
        let owner = Owner()
        shell = TimeTravelApplication(
            id: applicationID, title: "Meridian", store: store, session: nil, words: .meridian, stateFolder: .some(nil),
            historyPanelFile: HistoryPanelFile(folder: stateFolder.path), isUnique: isUnique, handlesOpen: true,
            handlesCommandLine: true
        ) { _ in
            // The application is made before the window: `owner` names it by then.
            owner.application?.makePanes() ?? Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 0, [])
        }
        files.replaceHistory(keptBy: { [unowned self] in self.autosave })
        owner.application = self
        configureShell()
    }

    /// The application, for the kit's content hook, made before it.
    private final class Owner {
        weak var application: MeridianApplication?
    }

    /// What Meridian adds to the kit's application: its start-up, its history, its commands,
    /// its menu and header, its message bar and its window's size.
    private func configureShell() {
        shell.windowIcon = Self.applicationID
        shell.presentsNewWindow = true
        shell.style = Stylesheet.css
        shell.shortcuts = (tr("Keyboard Shortcuts"), KeyboardShortcuts.sections)
        shell.unknownScope = { .message(AppHistory.unknownScope($0)) }
        shell.separatesHistoryBar = true
        shell.minimumWidth = WindowLayout.minimumWidth
        shell.accelerators = { KeyboardShortcuts.accelerators(of: "app.\($0)") }
        let commands = MeridianCommands(application: self)
        shell.commands = commands.all
        shell.menuItemsFirst = MeridianMenu.itemsFirst
        shell.menuSectionsLast = MeridianMenu.sectionsLast
        shell.headerEnd = MeridianMenu.headerEnd
        shell.onStartUp = { [unowned self] in
            // Its logo is looked for in the icon theme, which needs the display start-up opens.
            self.shell.about = AboutMeridian.info
            self.engine = self.store.startPlayerEngine(now: self.environment.now)
        }
        shell.startHistory = { [unowned self] _ in
            self.store.startAutosave(self.launchReading.wait(), from: self.stateFolder, loader: self.files.loader, panel: self.shell.panel)
        }
        shell.exportSession = { written in commands.exportSessionWithDialog(written) }
        shell.questions = { [files] in [files.replacement.view()] }
        shell.keptHistories.broughtBack = { [unowned store] history, steps in store.send(.message(FileMessages.broughtBack(history, steps: steps))) }
        shell.aboveContent = { [unowned self] store in
            let bar = MessageBarView(store: store)
            self.messageBarBeingMade = bar
            // The file being read, above the message its import ends with.
            let work = FileWorkBarView(work: self.files.work.store)
            self.workBar = work
            return [work.host.widget, bar.host.widget]
        }
        shell.makeInspectorSettings = { [unowned self] in
            InspectorSettings.meridian(store: self.store, clockFormat: self.panesBeingMade?.clockFormat ?? DesktopClockFormat())
        }
        shell.windowSizeInState = .meridian
        shell.onWindowMade = { [unowned self] parts in self.windowMade(parts) }
        shell.onActivate = { [unowned self] in self.activated() }
        shell.onWindowClosed = { [unowned self] in self.windowClosed() }
        shell.onOpen = { [unowned self] paths in
            for path in paths { self.files.openHandedOver(path, holding: self.application) }
        }
        // `meridian open FILE` in another process: answered on its terminal (`run(opening:)`).
        shell.onCommandLine = { [unowned self] commandLine in
            guard let request = RemoteOpening.request(in: commandLine) else { return false }
            self.files.openHandedOver(request.path, holding: self.application, report: request.report)
            return true
        }
        shell.onShutdown = { [unowned self] in self.runner?.stopAll() }
        // An export under way is finished first, from the history before it closes.
        shell.workBeforeExit = (isUnderWay: { FileCommands.isWriting }, finish: { FileCommands.waitForWrites() })
    }

    /// Runs the main loop until the last window closes; returns the exit status. GApplication
    /// reads its own options (`--gapplication-service` when D-Bus starts the app). With a file,
    /// it is opened once the window is up; to hand it to an instance already running, ask
    /// `forwardOpening` first.
    public func run(arguments: [String] = CommandLine.arguments, opening file: OpenedFile? = nil) -> Int32 {
        pendingFile = file
        return shell.run(arguments: arguments)
    }

    /// Hands the file at `path` (`name` as the user named it) to the instance already running,
    /// which opens it as the desktop opens one and answers what became of it — opened, refused,
    /// asking, or waiting its turn — on this process's standard error; the exit status (1 when
    /// refused), or `nil` when no instance runs.
    public func forwardOpening(path: String, name: String) -> Int32? {
        shell.forward(RemoteOpening.arguments(path: path, name: name))
    }

    /// Meridian's panes, for the kit's window: made at each new window.
    private func makePanes() -> Widget {
        let panes = MeridianPanes(
            store: store, places: places, locations: SystemTimeZones.locations(catalog: catalog), environment: environment,
            video: (engine as? GStreamerEngine).map { EngineVideo(widget: $0.videoWidget, picture: $0.picture) })
        panesBeingMade = panes
        return panes.root
    }

    /// The kit has made the window around the panes: what follows it starts.
    private func windowMade(_ parts: TimeTravelApplication<AppState, AppAction, AppEffect>.WindowParts) {
        guard let panes = panesBeingMade, let messageBar = messageBarBeingMade else { return }
        (panesBeingMade, messageBarBeingMade) = (nil, nil)
        let window = MainWindow(parts: parts, panes: panes, messageBar: messageBar)
        self.window = window
        if FirstFrameProbe.isEnabled { FirstFrameProbe.attach(to: window.window, application: application) }
        runner = engine.map { SubscriptionRunner(store: store, environment: environment, engine: $0) }
        engineFollower = engine.map { EngineFollower(store: store, engine: $0) }
        window.inspector.actionField.read = files.loader.reader.inspectorAction(fromJSON:)
    }

    /// At every activation (a second `meridian` asks the first instance to activate), once the
    /// window is up: a file given at launch is opened.
    private func activated() {
        if let file = pendingFile {
            pendingFile = nil
            // This process is the window: what became of the file goes on its own standard error.
            files.open(file, report: .onStandardError(file: file))
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
        files.openMedia(at: path)
    }
}
