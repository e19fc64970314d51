import CGtk
import MeridianCore
import MeridianKit
import MeridianKitCore
import MeridianStore

/// What Meridian's window holds, reached by type (its shell and its tests take a pane from
/// here, not by a widget's name): the kit's window, History bar, past frame and inspector, and
/// Meridian's message bar and panes. It keeps the window as large as the state says, within
/// its monitor's work area, and the focus where the chooser needs it.
@MainActor
final class MainWindow {
    let window: Widget
    let historyBar: HistoryBar<AppState, AppAction, AppEffect>
    let inspector: HistoryInspector<AppState, AppAction, AppEffect>
    /// The panes, framed while they show the past.
    let pastFrame: PastFrame<AppState, AppAction, AppEffect>
    let messageBar: MessageBarView
    let panes: MeridianPanes
    private let titlebar: Widget
    private let store: AppStore
    private var hasBeenShown = false
    private var preloading: GLibTimer?
    /// The work area of the window's monitor, which the window never outgrows by itself.
    var workArea: InspectorPlacement.WorkArea = WindowGeometry.monitorWorkArea

    var clockList: ClockListView { panes.clockList }
    var chooser: ZoneChooserView { panes.chooser }
    var detail: ZoneDetailView { panes.detail }
    var player: PlayerView { panes.player }
    var leftStack: Widget { panes.leftStack }
    var sideColumn: Widget { panes.sideColumn }
    /// How the clocks read, as the desktop says (an input to the core's presentation).
    var clockFormat: DesktopClockFormat { panes.clockFormat }

    init(parts: TimeTravelApplication<AppState, AppAction, AppEffect>.WindowParts, panes: MeridianPanes, messageBar: MessageBarView, store: AppStore) {
        window = parts.window
        titlebar = parts.titlebar
        historyBar = parts.historyBar
        inspector = parts.inspector
        pastFrame = parts.pastFrame
        self.messageBar = messageBar
        self.panes = panes
        self.store = store
        onEvent(window, "configure-event") { [unowned self] _ in
            self.sendSize()
            return false
        }
        let lifetime = WidgetLifetime(of: window).keep([
            store.observe({ $0.viewState.selection != nil }) { [unowned self] choosing in
                // Typing goes to the search when the chooser opens, and back into the list when it
                // closes (if the focus was left behind in it); time travel never moves the
                // keyboard focus away from the history slider. A focus move: hand-written.
                guard !store.isPreviewing else { return }
                if choosing {
                    gtk_widget_grab_focus(self.chooser.searchEntry)
                } else if let focus = gtk_window_get_focus(self.window.cast()), gtk_widget_is_ancestor(focus, self.chooser.root) != 0 {
                    gtk_widget_child_focus(self.clockList.root, GTK_DIR_TAB_FORWARD)
                }
            },
            store.observe(\.viewState.window) { [unowned self] in self.apply($0) },
        ])
        // Holds the window object, and with it the panes, until GTK has destroyed every widget:
        // the panes' own destroy handlers run after the window's, when the app has let go.
        lifetime.onEnd { [self] in self.clockFormat.stop() }
    }

    /// The window is up (at every activation): the first time, the chooser's places are read
    /// when the window has nothing left to draw.
    func shown() {
        guard !hasBeenShown else { return }
        hasBeenShown = true
        preloading = GLibTimer(after: 0, priority: G_PRIORITY_LOW) { [places = panes.places] in places.preload() }
    }

    /// The window's size at launch: the state's, within `room`. A state saved on a larger
    /// screen opens within this one.
    static func launchSize(of layout: WindowLayout, room: (width: Int, height: Int)) -> (width: Int, height: Int) {
        InspectorFit.launchSize(width: layout.width, height: layout.height, workArea: room)
    }

    /// The room `area` leaves for what the window holds: GTK 3 sizes a window with a header
    /// bar (`gtk_window_get_size`, the default size, the state's) without the header bar.
    static func room(
        in window: Widget, titlebar: Widget, workArea: @escaping InspectorPlacement.WorkArea = WindowGeometry.monitorWorkArea
    ) -> (width: Int, height: Int) {
        InspectorPlacement.room(in: window, titlebar: titlebar, leastHeight: WindowLayout.minimumHeight, workArea: workArea)
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

    /// Sizes the window as the state says, within its monitor's work area: a state from a larger
    /// screen, or the state's least height on a small one (1366×768 at 2× leaves 384 pixels),
    /// never makes the window larger than the screen, where the History bar would be out of reach.
    /// Before the window is realized its default size is the launch's: asking an unshown
    /// window its size makes GTK lay the whole window out, which start-up pays for.
    private func apply(_ layout: WindowLayout) {
        guard gtk_widget_get_realized(window) != 0 else { return }
        var width: Int32 = 0
        var height: Int32 = 0
        gtk_window_get_size(window.cast(), &width, &height)
        let fitting = Self.launchSize(of: layout, room: Self.room(in: window, titlebar: titlebar, workArea: workArea))
        if Int(width) != fitting.width || Int(height) != fitting.height {
            gtk_window_resize(window.cast(), Int32(fitting.width), Int32(fitting.height))
        }
    }
}
