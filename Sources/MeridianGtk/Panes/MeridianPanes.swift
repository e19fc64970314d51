import CGtk
import MeridianCore
import MeridianKit
import MeridianKitCore
import MeridianStore

/// Meridian's panes, the content of the kit's window: the clock list (or the chooser) beside
/// the detail pane and the player, and the player's empty state below. Every pane lays itself
/// out from state (`ContentLayout`).
///
/// The stack and the handle between the two sides stay hand-made: the described `Paned` packs
/// both sides to grow and says nothing of the handle's moves, which the state keeps (the kinds
/// it wants: a `Paned` with a side that keeps its width and an `onMove`).
@MainActor
final class MeridianPanes {
    /// The panes, for the kit's past frame.
    let root: Widget
    let clockList: ClockListView
    let chooser: ZoneChooserView
    let detail: ZoneDetailView
    let player: PlayerView
    let leftStack: Widget
    /// The detail pane and the player, beside the clock list while one of them shows.
    let sideColumn: Widget
    let places: ChooserPlaces
    /// How the clocks read, as the desktop says (an input to the core's presentation).
    let clockFormat = DesktopClockFormat()
    private let paned: Widget
    private var panePositionChanged: SignalHandler?

    /// `video` is the media engine's widget, when there is an engine that paints into one.
    init(store: AppStore, places: ChooserPlaces, locations: ZoneLocations, environment: ShellEnvironment, video: Widget?) {
        self.places = places
        clockList = ClockListView(store: store, clockFormat: clockFormat, locations: locations)
        chooser = ZoneChooserView(store: store, places: places, environment: environment)
        detail = ZoneDetailView(store: store, clockFormat: clockFormat, locations: locations)
        player = PlayerView(store: store, environment: environment, video: video)

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
        root = Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 0, [paned, player.emptyHost.widget])
        panePositionChanged = onSignal(paned, "notify::position") { [unowned self] (_: gpointer?) in
            store.send(.window(.panePositionChanged(Int(gtk_paned_get_position(self.paned.cast())))))
        }
        WidgetLifetime(of: root).keep([
            store.observe({ $0.viewState.selection != nil }) { [unowned self] choosing in
                gtk_stack_set_visible_child_name(self.leftStack.cast(), choosing ? "chooser" : "clocks")
            },
            store.observe({ ContentLayout($0).showsSideColumn }) { [unowned self] in Widgets.setVisible(self.sideColumn, $0) },
        ])
    }

    /// Puts the handle where the state says.
    func apply(_ layout: WindowLayout) {
        if gtk_paned_get_position(paned.cast()) != Int32(layout.panePosition) {
            panePositionChanged?.whileBlocked { gtk_paned_set_position(paned.cast(), Int32(layout.panePosition)) }
        }
    }
}
