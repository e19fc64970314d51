import CGtk
import MeridianCore
import MeridianKit
import MeridianKitCore
import MeridianStore

/// Meridian's panes, the content of the kit's window: the clock list (or the chooser) beside
/// the detail pane and the player, and the player's empty state below. Every pane lays itself
/// out from state (`ContentLayout`); this description places them, and the handle between the
/// two sides where the state keeps it. The keyboard's focus follows the chooser as it opens
/// and closes.
@MainActor
final class MeridianPanes {
    /// The description's host: the panes, for the kit's past frame.
    private let host: ViewHost
    let clockList: ClockListView
    let chooser: ZoneChooserView
    let detail: ZoneDetailView
    let player: PlayerView
    let places: ChooserPlaces
    /// How the clocks read, as the desktop says (an input to the core's presentation).
    let clockFormat = DesktopClockFormat()

    /// The panes.
    var root: Widget { host.widget }
    /// The clock list or the chooser, whichever shows.
    var leftStack: Widget { leftStackReference.mountedWidget }
    /// The detail pane and the player, beside the clock list while one of them shows.
    var sideColumn: Widget { sideColumnReference.mountedWidget }
    private let leftStackReference: WidgetReference, sideColumnReference: WidgetReference
    /// Reads the chooser's places once the window has nothing left to draw.
    private var preloading: GLibTimer?

    /// `video` is the media engine's, when there is an engine that paints into a widget.
    init(store: AppStore, places: ChooserPlaces, locations: ZoneLocations, environment: ShellEnvironment, video: EngineVideo?) {
        self.places = places
        let clockList = ClockListView(store: store, clockFormat: clockFormat, locations: locations)
        let chooser = ZoneChooserView(store: store, places: places, environment: environment)
        let detail = ZoneDetailView(store: store, clockFormat: clockFormat, locations: locations)
        let player = PlayerView(store: store, environment: environment, video: video)
        (self.clockList, self.chooser, self.detail, self.player) = (clockList, chooser, detail, player)
        // Each pane is described by its own host, which this one holds as it is.
        let panes = Panes(
            clockList: clockList.root, chooser: chooser.root, detail: detail.widget, player: player.host.widget, emptyPlayer: player.emptyHost.widget)
        let references = (leftStack: WidgetReference(), sideColumn: WidgetReference())
        (leftStackReference, sideColumnReference) = references
        host = store.describe(Layout.init) { layout, send in Self.view(layout, panes: panes, references: references, send: send) }
        WidgetLifetime(of: host.widget).keep([
            store.observe({ $0.viewState.selection != nil }) { [unowned store, chooser, clockList] choosing in
                // Typing goes to the search when the chooser opens, and back into the list when
                // it closes (if the focus was left behind in it); time travel never moves the
                // keyboard focus away from the history slider. A focus move: hand-written.
                guard !store.isPreviewing else { return }
                if choosing {
                    gtk_widget_grab_focus(chooser.searchEntry)
                } else if let window = gtk_widget_get_toplevel(chooser.root), gtk_widget_is_toplevel(window) != 0,
                    let focus = gtk_window_get_focus(window.cast()), gtk_widget_is_ancestor(focus, chooser.root) != 0 {
                    gtk_widget_child_focus(clockList.root, GTK_DIR_TAB_FORWARD)
                }
            },
        ])
        preloading = GLibTimer(after: 0, priority: G_PRIORITY_LOW) { places.preload() }
    }

    /// What places the panes.
    private struct Layout: Equatable {
        var isChoosing: Bool
        var showsSideColumn: Bool
        var panePosition: Int

        init(_ state: AppState) {
            isChoosing = state.viewState.selection != nil
            showsSideColumn = ContentLayout(state).showsSideColumn
            panePosition = state.viewState.window.panePosition
        }
    }

    /// The panes' own hosts' widgets.
    private struct Panes {
        let clockList, chooser, detail, player, emptyPlayer: Widget
    }

    private static func view(
        _ layout: Layout, panes: Panes, references: (leftStack: WidgetReference, sideColumn: WidgetReference), send: Send<AppAction>
    ) -> View {
        VBox {
            Paned(.horizontal, position: layout.panePosition, firstKeepsItsSize: true, onMove: { send(.window(.panePositionChanged($0))) }) {
                // As low as the page shown needs, not as the tallest: the chooser never makes
                // the clock list's window taller (a small screen at 2×).
                Stack(showing: layout.isChoosing ? "chooser" : "clocks") {
                    Custom("clock-list", make: { panes.clockList }).id("clocks")
                    Custom("chooser", make: { panes.chooser }).id("chooser")
                }
                .reference(references.leftStack)
                VBox {
                    Custom("detail", make: { panes.detail })
                    Custom("player", make: { panes.player })
                }
                .visible(layout.showsSideColumn)
                .reference(references.sideColumn)
            }
            .expands(.horizontal, .vertical)
            Custom("empty-player", make: { panes.emptyPlayer })
        }
    }

}
