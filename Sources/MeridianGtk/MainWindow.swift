import CGtk
import MeridianCore
import MeridianKit
import MeridianKitCore
import MeridianStore

/// What Meridian's window holds, reached by type (its shell and its tests take a pane from
/// here, not by a widget's name): the kit's window, History bar, past frame and inspector, and
/// Meridian's message bar and panes. The kit keeps the window as large as the state says
/// (`WindowSizeInState`).
@MainActor
final class MainWindow {
    let window: Widget
    let historyBar: HistoryBar<AppState, AppAction, AppEffect>
    let inspector: HistoryInspector<AppState, AppAction, AppEffect>
    /// The panes, framed while they show the past.
    let pastFrame: PastFrame<AppState, AppAction, AppEffect>
    let messageBar: MessageBarView
    let panes: MeridianPanes
    private let sizeFollower: WindowSizeFollower<AppState, AppAction, AppEffect>?
    private var hasBeenShown = false
    private var preloading: GLibTimer?
    /// The work area of the window's monitor, which the window never outgrows by itself.
    var workArea: InspectorPlacement.WorkArea {
        get { sizeFollower?.workArea ?? WindowGeometry.monitorWorkArea }
        set { sizeFollower?.workArea = newValue }
    }

    var clockList: ClockListView { panes.clockList }
    var chooser: ZoneChooserView { panes.chooser }
    var detail: ZoneDetailView { panes.detail }
    var player: PlayerView { panes.player }
    var leftStack: Widget { panes.leftStack }
    var sideColumn: Widget { panes.sideColumn }
    /// How the clocks read, as the desktop says (an input to the core's presentation).
    var clockFormat: DesktopClockFormat { panes.clockFormat }

    init(parts: TimeTravelApplication<AppState, AppAction, AppEffect>.WindowParts, panes: MeridianPanes, messageBar: MessageBarView) {
        window = parts.window
        sizeFollower = parts.sizeFollower
        historyBar = parts.historyBar
        inspector = parts.inspector
        pastFrame = parts.pastFrame
        self.messageBar = messageBar
        self.panes = panes
        // Holds the window object, and with it the panes, until GTK has destroyed every widget:
        // the panes' own destroy handlers run after the window's, when the app has let go.
        WidgetLifetime(of: window).onEnd { [self] in self.clockFormat.stop() }
    }

    /// The window is up (at every activation): the first time, the chooser's places are read
    /// when the window has nothing left to draw.
    func shown() {
        guard !hasBeenShown else { return }
        hasBeenShown = true
        preloading = GLibTimer(after: 0, priority: G_PRIORITY_LOW) { [places = panes.places] in places.preload() }
    }
}
