import CGtk
import Foundation
import MeridianCore
import MeridianKit
import MeridianStore

/// The "add a time zone" chooser: a search entry over GWeather's cities and countries and the
/// tz database's zones. The list holds exactly the rows `ZoneChooserListing` says (at most 60:
/// GTK 3's list box maps every row it holds), and the one the state highlights is selected.
/// Up, Down and Enter in the search are actions, and the rows take no keyboard focus, so
/// nothing the keyboard does can reach a row the chooser does not show.
@MainActor
final class ZoneChooserView {
    let root: Widget
    let searchEntry: Widget
    let listBox: Widget
    let hint = Widgets.label("", classes: ["dim-label"], overflow: .wrap)
    private let store: AppStore
    private let places: ChooserPlaces
    private let searchText: EntryBinding
    private let scroll: ScrollBinding
    private var rows: [Row] = []
    /// The search's results for the text they were found for: a move of the highlight or a
    /// scroll does not search again.
    /// Whether a render asked for the places and waits for them.
    private var isWaitingForPlaces = false
    private var found: (text: String, results: ZoneSearch.Results)?
    /// What the rows show now.
    private(set) var listing: ZoneChooserListing?

    private struct Row {
        let row: Widget
        let title: Widget
        let detail: Widget
        /// The check mark and "Added" of a zone already in the list.
        let added: Widget
    }

    /// What the chooser is drawn from: its own state, and the clocks already in the list.
    private struct Shown: Equatable {
        var chooser: ZoneChooser?
        var zones: [Zone]
    }

    init(store: AppStore, places: ChooserPlaces, environment: ShellEnvironment) {
        self.store = store
        self.places = places
        let title = Widgets.label(tr("Add a time zone"), classes: ["chooser-title"], overflow: .whole)
        gtk_widget_set_hexpand(title, 1)
        let cancel = gtk_button_new_with_label(tr("Cancel"))!
        Widgets.setAccessibleName(cancel, tr("Cancel adding a time zone"))
        onSignal(cancel, "clicked") { store.send(.chooser(.cancelled)) }
        let header = Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 6, [title, cancel])

        searchEntry = gtk_search_entry_new()
        Widgets.setAccessibleName(searchEntry, tr("Search time zones"))
        gtk_entry_set_placeholder_text(searchEntry.cast(), tr("Search for a city, a country or a zone"))
        searchText = EntryBinding(searchEntry, maximumLength: Int32(Limits.typedText), state: { store.state.viewState.selection?.searchText }) {
            store.send(.chooser(.searchTextChanged($0)))
        }
        onSignal(searchEntry, "stop-search") { store.send(.chooser(.cancelled)) }

        listBox = gtk_list_box_new()
        Widgets.setAccessibleName(listBox, tr("Available time zones"))
        let scrolled = Widgets.scrolled(listBox)
        scroll = ScrollBinding(scrolled) { store.send(.chooser(.scrolled(offsetY: $0))) }

        gtk_widget_set_no_show_all(hint, 1)
        let top = Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 6, [header, searchEntry, hint])
        Widgets.margins(top, 6)
        root = Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 0, [top, scrolled])

        // The keyboard stays in the search: Up and Down move the highlight, Enter chooses it.
        onEvent(searchEntry, "key-press-event") { [unowned self] event in
            guard let event else { return false }
            let step: Int
            switch Int32(event.assumingMemoryBound(to: GdkEventKey.self).pointee.keyval) {
            case GDK_KEY_Up, GDK_KEY_KP_Up: step = -1
            case GDK_KEY_Down, GDK_KEY_KP_Down: step = 1
            default: return false
            }
            store.send(.chooser(.highlightMoved(by: step, rowCount: self.listing?.rows.count ?? 0)))
            return true
        }
        onSignal(searchEntry, "activate") { [unowned self] in
            store.send(.chooser(.entered(id: environment.newID(), listed: self.listing?.choices ?? [])))
        }
        onSignal(listBox, "row-activated") { [unowned self] (row: gpointer?) in
            guard let index = self.rows.firstIndex(where: { UnsafeMutableRawPointer($0.row) == row }),
                let choice = self.listing?.rows[index].choice
            else { return }
            store.send(.chooser(.zoneChosen(id: environment.newID(), identifier: choice.identifier, name: choice.name)))
        }
        WidgetLifetime(of: root).keep([
            store.observe({ Shown(chooser: $0.viewState.selection, zones: $0.document.zones) }) { [unowned self] in self.render($0) }
        ])
    }

    private func render(_ shown: Shown) {
        guard let chooser = shown.chooser else {
            scroll.apply(0)
            return
        }
        searchText.apply(chooser.searchText)
        // Read on a worker thread after the first frame; a chooser open at launch waits for them.
        if let search = places.loaded {
            if found?.text != chooser.searchText {
                found = (chooser.searchText, search.results(for: chooser.searchText, limit: ZoneChooserListing.maximumShown))
            }
        } else if !isWaitingForPlaces {
            // One reading asked for, however many keystrokes come while it runs.
            isWaitingForPlaces = true
            places.preload { [weak self] in
                guard let self else { return }
                self.isWaitingForPlaces = false
                self.render(Shown(chooser: self.store.state.viewState.selection, zones: self.store.state.document.zones))
            }
        }
        let listing = ZoneChooserListing(results: found?.results, chooser: chooser, document: WorldClock(zones: shown.zones))
        let previous = self.listing
        self.listing = listing
        if previous?.rows != listing.rows { show(listing.rows) }
        Widgets.setLabel(hint, listing.hint ?? "")
        Widgets.setVisible(hint, listing.hint != nil)
        let highlighted = listing.highlighted.map { rows[$0].row }
        if gtk_list_box_get_selected_row(listBox.cast()).map({ UnsafeMutableRawPointer($0) }) != highlighted.map({ UnsafeMutableRawPointer($0) }) {
            if let highlighted {
                gtk_list_box_select_row(listBox.cast(), highlighted.cast())
            } else {
                gtk_list_box_unselect_all(listBox.cast())
            }
        }
        scroll.apply(chooser.scrollOffsetY)
        // The highlight moved along the same rows: the list follows it, as a scroll of the user's.
        if let index = listing.highlighted, previous?.rows == listing.rows, previous?.highlighted != index, !store.isPreviewing {
            var allocation = GtkAllocation()
            gtk_widget_get_allocation(rows[index].row, &allocation)
            if allocation.height > 1 {
                gtk_adjustment_clamp_page(scroll.adjustment, Double(allocation.y), Double(allocation.y + allocation.height))
            }
        }
    }

    /// Shows `listed` in the first rows and hides the others. Rows are made once and kept:
    /// making sixty rows again after each narrowing search cost a keystroke several frames. A
    /// hidden row takes no click and no focus, and the highlight is never on one.
    private func show(_ listed: [ZoneChooserListing.Row]) {
        for (index, item) in listed.enumerated() {
            if index == rows.count { rows.append(makeRow()) }
            let row = rows[index]
            Widgets.setLabel(row.title, item.title)
            Widgets.setLabel(row.detail, item.detail)
            Widgets.setVisible(row.added, item.addedAs != nil)
            gtk_widget_set_tooltip_text(row.row, item.addedNote)
            Widgets.setAccessibleName(row.row, item.accessibleName)
            Widgets.setVisible(row.row, true)
        }
        for row in rows.dropFirst(listed.count) {
            Widgets.setVisible(row.row, false)
        }
    }

    private func makeRow() -> Row {
        let row = gtk_list_box_row_new()!
        // Clicked, never focused: the keyboard's highlight is the state's.
        gtk_widget_set_can_focus(row, 0)
        let title = Widgets.label("", classes: ["zone-name"])
        let detail = Widgets.label("", classes: ["dim-label"])
        let names = Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 2, [title, detail])
        gtk_widget_set_hexpand(names, 1)
        let check = gtk_image_new_from_icon_name("object-select-symbolic", GTK_ICON_SIZE_BUTTON)!
        let added = Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 4, [
            check, Widgets.label(ZoneChooserListing.addedText, classes: ["dim-label"], overflow: .whole),
        ])
        gtk_widget_set_valign(added, GTK_ALIGN_CENTER)
        let content = Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 8, [names, added])
        Widgets.margins(content, 8)
        gtk_container_add(row.cast(), content)
        gtk_list_box_insert(listBox.cast(), row, -1)
        gtk_widget_show_all(row)
        return Row(row: row, title: title, detail: detail, added: added)
    }

    /// The zone identifiers of the rows showing, in order (for tests).
    var shownIdentifiers: [String] {
        rows.filter { gtk_widget_get_visible($0.row) != 0 }.map { String(cString: gtk_label_get_text($0.detail.cast())) }
    }
}
