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
    /// What keeps the window as large as the state says, within its monitor's work area.
    let sizeFollower: WindowSizeFollower<AppState, AppAction, AppEffect>?

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
        WidgetLifetime(of: window).onEnd { [self] in self.panes.clockFormat.stop() }
    }
}
