import CGtk
import MeridianCore
import MeridianKit
import MeridianKitCore
import MeridianStore

/// The window: header bar, message bar, the clock list (or the chooser) beside the detail pane
/// and the player, and the history bar along the bottom. Every pane lays itself out from state
/// (`ContentLayout`); the window works from `WindowLayout.minimumWidth` up, and never makes
/// itself wider than its monitor's work area.
@MainActor
final class MainWindow {
    let window: Widget
    let clockList: ClockListView
    let chooser: ZoneChooserView
    let detail: ZoneDetailView
    let player: PlayerView
    let historyBar: HistoryBar<AppState, AppAction, AppEffect>
    let messageBar: MessageBarView
    let inspector: HistoryInspector<AppState, AppAction, AppEffect>
    /// The panes, framed while they show the past.
    let pastFrame: PastFrame<AppState, AppAction, AppEffect>
    private let store: AppStore
    let leftStack: Widget
    private let paned: Widget
    /// The detail pane and the player, beside the clock list while one of them shows.
    let sideColumn: Widget
    private var panePositionChanged: SignalHandler?
    private var hasBeenShown = false
    private let places: ChooserPlaces
    private var preloading: GLibTimer?
    /// The work area of the window's monitor, which the window never outgrows by itself.
    var workArea: InspectorPlacement.WorkArea = InspectorPlacement.monitorWorkArea
    private let titlebar: Widget

    /// How the clocks read, as the desktop says (an input to the core's presentation).
    let clockFormat = DesktopClockFormat()

    /// `video` is the media engine's widget, when there is an engine that paints into one;
    /// `developer` shows the menu's developer section.
    init(
        application: UnsafeMutablePointer<GtkApplication>, store: AppStore, places: ChooserPlaces, locations: ZoneLocations,
        environment: ShellEnvironment, video: Widget?, developer: Bool = false
    ) {
        self.store = store
        window = gtk_application_window_new(application)
        gtk_window_set_title(window.cast(), "Meridian")
        gtk_window_set_icon_name(window.cast(), MeridianApplication.applicationID)
        titlebar = HeaderBar.make(store: store, developer: developer)
        // Shown now: a hidden widget asks for no height, and the launch's size leaves room for it.
        gtk_widget_show_all(titlebar)
        gtk_window_set_titlebar(window.cast(), titlebar)

        clockList = ClockListView(store: store, clockFormat: clockFormat, locations: locations)
        self.places = places
        chooser = ZoneChooserView(store: store, places: places, environment: environment)
        detail = ZoneDetailView(store: store, clockFormat: clockFormat, locations: locations)
        player = PlayerView(store: store, environment: environment, video: video)
        historyBar = HistoryBar(store: store, words: .meridian)
        messageBar = MessageBarView(store: store)
        let inspectorSettings = InspectorSettings.meridian(store: store, clockFormat: clockFormat)
        inspector = HistoryInspector(store: store, settings: inspectorSettings)

        leftStack = gtk_stack_new()
        // As low as the page shown needs, not as the tallest: the chooser never makes the clock
        // list's window taller (a small screen at 2×).
        gtk_stack_set_vhomogeneous(leftStack.cast(), 0)
        gtk_stack_set_transition_type(leftStack.cast(), GTK_STACK_TRANSITION_TYPE_CROSSFADE)
        gtk_stack_add_named(leftStack.cast(), clockList.root, "clocks")
        gtk_stack_add_named(leftStack.cast(), chooser.root, "chooser")
        // A stack only switches to a page that is visible: show them now, before state arrives
        // (a restored session can start with the chooser open).
        gtk_widget_show_all(leftStack)

        sideColumn = Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 0, [detail.widget, player.host.widget])
        // The state shows or hides the column whole: what is in it is shown now.
        gtk_widget_show_all(sideColumn)
        paned = gtk_paned_new(GTK_ORIENTATION_HORIZONTAL)
        gtk_paned_pack1(paned.cast(), leftStack, 0, 0)
        gtk_paned_pack2(paned.cast(), sideColumn, 1, 0)
        gtk_widget_set_vexpand(paned, 1)
        gtk_widget_set_hexpand(paned, 1)
        pastFrame = PastFrame(
            store: store, content: Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 0, [paned, player.emptyHost.widget]), words: .meridian,
            stepTime: inspectorSettings.stepTime)
        gtk_widget_set_hexpand(pastFrame.root, 1)
        let panes = Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 0, [pastFrame.root, gtk_separator_new(GTK_ORIENTATION_VERTICAL), inspector.root])

        let separator = gtk_separator_new(GTK_ORIENTATION_HORIZONTAL)!
        let content = Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 0, [messageBar.root, panes, separator, historyBar.root])
        // No narrower than the state allows, so that the state and the window agree.
        gtk_widget_set_size_request(content, Int32(WindowLayout.minimumWidth), -1)
        gtk_container_add(window.cast(), content)

        // A state saved on a larger screen opens within this one.
        let layout = store.state.viewState.window
        let size = InspectorFit.launchSize(width: layout.width, height: layout.height, workArea: roomForContent())
        gtk_window_set_default_size(window.cast(), Int32(size.width), Int32(size.height))
        onEvent(window, "configure-event") { [unowned self] _ in
            self.sendSize()
            return false
        }
        panePositionChanged = onSignal(paned, "notify::position") { [unowned self] (_: gpointer?) in
            store.send(.window(.panePositionChanged(Int(gtk_paned_get_position(self.paned.cast())))))
        }
        let lifetime = WidgetLifetime(of: window).keep([
            store.observe({ $0.viewState.selection != nil }) { [unowned self] choosing in
                gtk_stack_set_visible_child_name(self.leftStack.cast(), choosing ? "chooser" : "clocks")
                // Typing goes to the search when the chooser opens, and back into the list when it
                // closes (if the focus was left behind in it); time travel never moves the
                // keyboard focus away from the history slider.
                guard !store.isPreviewing else { return }
                if choosing {
                    gtk_widget_grab_focus(self.chooser.searchEntry)
                } else if let focus = gtk_window_get_focus(self.window.cast()), gtk_widget_is_ancestor(focus, self.chooser.root) != 0 {
                    gtk_widget_child_focus(self.clockList.root, GTK_DIR_TAB_FORWARD)
                }
            },
            store.observe(\.viewState.window) { [unowned self] in self.apply($0) },
            store.observe({ ContentLayout($0).showsSideColumn }) { [unowned self] in Widgets.setVisible(self.sideColumn, $0) },
        ])
        inspector.place(in: window, beside: pastFrame.root)
        // Holds the window object, and with it the panes, until GTK has destroyed every widget:
        // the panes' own destroy handlers run after the window's, when the app has let go.
        lifetime.onEnd { [self] in self.clockFormat.stop() }
    }

    /// Shows the window, and raises it on every later activation (a second `meridian`). Only
    /// the first showing shows every widget: by then the state has hidden some, and those
    /// must stay as the state left them.
    func present() {
        if !hasBeenShown {
            gtk_widget_show_all(window)
            hasBeenShown = true
            // The chooser's places are read when the window has nothing left to draw.
            preloading = GLibTimer(after: 0, priority: G_PRIORITY_LOW) { [places] in places.preload() }
        }
        gtk_window_present(window.cast())
    }

    /// Sends the window's size when it differs from the state's.
    private func sendSize() {
        var width: Int32 = 0
        var height: Int32 = 0
        gtk_window_get_size(window.cast(), &width, &height)
        let layout = store.state.viewState.window
        guard Int(width) != layout.width || Int(height) != layout.height else { return }
        store.send(.window(.resized(width: Int(width), height: Int(height))))
    }

    /// The room the work area leaves for what the window holds: GTK 3 sizes a window with a header
    /// bar (`gtk_window_get_size`, the default size, the state's) without the header bar.
    private func roomForContent() -> (width: Int, height: Int) {
        let area = workArea(window)
        guard area.height > 0 else { return area }
        var header: Int32 = 0
        gtk_widget_get_preferred_height(titlebar, &header, nil)
        return (area.width, max(area.height - Int(header), WindowLayout.minimumHeight))
    }

    /// Sizes the window as the state says, within its monitor's work area: a state from a larger
    /// screen, or the state's least height on a small one (1366×768 at 2× leaves 384 pixels),
    /// never makes the window larger than the screen, where the History bar would be out of reach.
    private func apply(_ layout: WindowLayout) {
        var width: Int32 = 0
        var height: Int32 = 0
        gtk_window_get_size(window.cast(), &width, &height)
        let fitting = InspectorFit.launchSize(width: layout.width, height: layout.height, workArea: roomForContent())
        if gtk_widget_get_realized(window) != 0, Int(width) != fitting.width || Int(height) != fitting.height {
            gtk_window_resize(window.cast(), Int32(fitting.width), Int32(fitting.height))
        }
        if gtk_paned_get_position(paned.cast()) != Int32(layout.panePosition) {
            panePositionChanged?.whileBlocked { gtk_paned_set_position(paned.cast(), Int32(layout.panePosition)) }
        }
    }
}
