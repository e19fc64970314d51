import CGtk
import Foundation
import MeridianCore
import MeridianKit
import MeridianKitCore
import MeridianStore

/// The "add a time zone" chooser: a search entry over GWeather's cities and countries and the
/// tz database's zones. The list shows the places `ZoneChooserListing` says (at most 60), with
/// rows only for those in view (GTK 3's list box lays out every row it holds), kept by their
/// zones, and the one the state highlights is selected. Up, Down and Enter in the search are
/// actions, and the rows take no keyboard focus, so nothing the keyboard does can reach a row
/// the chooser does not show.
@MainActor
final class ZoneChooserView {
    private let store: AppStore
    private let places: ChooserPlaces
    private let environment: ShellEnvironment
    private var host: ViewHost!
    /// Whether the places were asked for and are awaited.
    private var isWaitingForPlaces = false
    /// The search's results for the text they were found for: a move of the highlight or a
    /// scroll does not search again.
    private var found: (text: String, results: ZoneSearch.Results)?
    /// The chooser last open: a closed chooser fades out showing what it showed.
    private var lastOpen = ZoneChooser()
    /// The clocks while it was last open.
    private var lastZones: [Zone] = []
    /// What the rows show now.
    private(set) var listing: ZoneChooserListing?
    /// The listing the highlight was last followed in (see `followHighlight`).
    private var followed: ZoneChooserListing?

    var root: Widget { host.widget }
    var searchEntry: Widget { searchReference.mountedWidget }
    var listBox: Widget { listReference.mountedWidget }
    var hint: Widget { hintReference.mountedWidget }
    private let searchReference = WidgetReference(), listReference = WidgetReference()
    private let hintReference = WidgetReference(), scrolledReference = WidgetReference()

    /// What the chooser is drawn from: its own state, and, while it is open, the clocks
    /// already in the list. A closed chooser is not described again as the clocks change
    /// (as History's slider is dragged): it is out of sight until it opens again, with them.
    private struct Shown: Equatable {
        var chooser: ZoneChooser?
        var zones: [Zone]?

        init(_ state: AppState) {
            chooser = state.viewState.selection
            zones = chooser == nil ? nil : state.document.zones
        }
    }

    init(store: AppStore, places: ChooserPlaces, environment: ShellEnvironment) {
        self.store = store
        self.places = places
        self.environment = environment
        // The host holds the pane until its widgets are destroyed, then lets go of these closures.
        host = store.describe(Shown.init) { [self] shown, send in
            describe(shown, send.map { .chooser($0) })
        }
        host.afterUpdate = { [self] in followHighlight() }
    }

    private func describe(_ shown: Shown, _ send: Send<ZoneChooserAction>) -> View {
        if let open = shown.chooser { lastOpen = open }
        if let zones = shown.zones { lastZones = zones }
        var chooser = lastOpen
        if shown.chooser == nil { chooser.scrollOffsetY = 0 }
        let listing = ZoneChooserListing(results: results(for: chooser.searchText, isOpen: shown.chooser != nil), chooser: chooser, document: WorldClock(zones: lastZones))
        self.listing = listing
        let newID = environment.newID
        return VBox {
            VBox(spacing: 6) {
                Lazy {
                    HBox(spacing: 6) {
                        Label(tr("Add a time zone"), overflow: .whole).styleClass("chooser-title").expands(.horizontal)
                        Button(tr("Cancel")) { send(.cancelled) }.accessibleName(tr("Cancel adding a time zone"))
                    }
                }
                Entry(chooser.searchText, placeholder: tr("Search for a city, a country or a zone"), limit: Limits.typedText, search: true) {
                    send(.searchTextChanged($0))
                }
                .accessibleName(tr("Search time zones"))
                // The keyboard stays in the search: Up and Down move the highlight, Enter chooses it.
                .onKeyPress { key in
                    guard key == .up || key == .down else { return false }
                    send(.highlightMoved(by: key == .up ? -1 : 1, rowCount: listing.rows.count))
                    return true
                }
                .onActivate { send(.entered(id: newID(), listed: listing.choices)) }
                .onStopSearch { send(.cancelled) }
                .reference(searchReference)
                Label(listing.hint ?? "", overflow: .wrap).styleClass("dim-label").visible(listing.hint != nil).reference(hintReference)
            }
            .margins(6)
            Scrolled(offset: chooser.scrollOffsetY, onScroll: { send(.scrolled(offsetY: $0)) }) {
                List(listing.rows) { row in
                    Self.row(row)
                }
                .selection(listing.highlighted.map { listing.rows[$0].id })
                .onRowActivate { (id: String) in
                    guard let choice = listing.rows.first(where: { $0.id == id })?.choice else { return }
                    send(.zoneChosen(id: newID(), identifier: choice.identifier, name: choice.name, coordinates: choice.coordinates))
                }
                // Each keystroke lists dozens of other places: rows only for those in view,
                // a row that left relabelled for one that came. Sixty rows laid out, when a
                // first letter listed them after a whole name's one, cost a keystroke 5 ms of
                // the window's layout, and its frame.
                .virtualized()
                .keepingRowsAside(ZoneChooserListing.maximumShown)
                .accessibleName(tr("Available time zones"))
                .reference(listReference)
            }
            // The list's colour down to the bottom, below the last row.
            .styleClass("chooser-results")
            .reference(scrolledReference)
        }
    }

    private static func row(_ row: ZoneChooserListing.Row) -> View {
        Row {
            HBox(spacing: 8) {
                VBox(spacing: 2) {
                    Label(row.title).styleClass("zone-name")
                    Label(row.detail).styleClass("dim-label").tag("zone \(row.id)")
                }
                .expands(.horizontal)
                // The check mark and "Added" of a zone already in the list.
                HBox(spacing: 4) {
                    Image(icon: "object-select-symbolic")
                    Label(ZoneChooserListing.addedText, overflow: .whole).styleClass("dim-label")
                }
                .align(vertical: .center)
                .visible(row.addedAs != nil)
            }
            .margins(8)
        }
        // Clicked, never focused: the keyboard's highlight is the state's.
        .focusable(false)
        .tooltip(row.addedNote)
        .accessibleName(row.accessibleName)
    }

    /// The search's results for `text`; `nil` while the places are read, on a worker thread
    /// after the first frame. A chooser open before they are asks for them once, however many
    /// keystrokes come meanwhile, and is described again when they arrive.
    private func results(for text: String, isOpen: Bool) -> ZoneSearch.Results? {
        if let search = places.loaded {
            if found?.text != text { found = (text, search.results(for: text, limit: ZoneChooserListing.maximumShown)) }
        } else if isOpen, !isWaitingForPlaces {
            isWaitingForPlaces = true
            places.preload { [weak self] in
                guard let self else { return }
                self.isWaitingForPlaces = false
                self.host.update()
            }
        }
        return found?.text == text ? found?.results : nil
    }

    /// Hand-written: where a row is comes from GTK's layout, which no description knows. When
    /// the user moves the highlight along the same rows, the list scrolls as little as brings
    /// the row into view, and that is sent as a scroll of the user's (never while the past is
    /// shown, which a scroll would leave).
    private func followHighlight() {
        let before = followed
        followed = listing
        guard let listing, let index = listing.highlighted, let before, before.rows == listing.rows, before.highlighted != index,
            !store.isPreviewing, let scrolled = scrolledReference.widget
        else { return }
        let adjustment = gtk_scrolled_window_get_vadjustment(scrolled.cast())
        let offset = gtk_adjustment_get_value(adjustment)
        // The list holds rows only for the places in view: it scrolls by the place's index.
        listReference.scrollList(toShow: index)
        let moved = gtk_adjustment_get_value(adjustment)
        if abs(moved - offset) >= 0.5 { store.send(.chooser(.scrolled(offsetY: moved))) }
    }

    /// The zone identifiers of the rows showing, in order (for tests).
    var shownIdentifiers: [String] {
        (listing?.rows ?? []).compactMap { host.widget(tagged: "zone \($0.id)") }
            .filter { gtk_widget_is_visible($0) != 0 }
            .map { String(cString: gtk_label_get_text($0.cast())) }
    }
}
