import CGtk
import Foundation
import MeridianCore
import MeridianKit
import MeridianStore

/// The "add a time zone" chooser: a search entry over every zone of the system's tz database.
/// Its rows are built the first time it opens and filtered by the list box's filter; GTK 3's
/// list box maps every row it shows, so it shows what `ZoneChooserListing` says, not all 600.
/// (A filter, not hiding: presenting the window shows every hidden widget.)
@MainActor
final class ZoneChooserView {
    let root: Widget
    let searchEntry: Widget
    let listBox: Widget
    private let store: AppStore
    private let search: ZoneSearch
    private let searchText: EntryBinding
    private let scroll: ScrollBinding
    let hint = Widgets.label("", classes: ["dim-label"], overflow: .wrap)
    private var rows: [(row: Widget, identifier: String)] = []
    private var shownText: String?

    init(store: AppStore, catalog: TimeZoneCatalog, environment: ShellEnvironment) {
        self.store = store
        search = ZoneSearch(catalog: catalog)
        let title = Widgets.label(tr("Add a time zone"), classes: ["chooser-title"], overflow: .whole)
        gtk_widget_set_hexpand(title, 1)
        let cancel = gtk_button_new_with_label(tr("Cancel"))!
        Widgets.setAccessibleName(cancel, tr("Cancel adding a time zone"))
        onSignal(cancel, "clicked") { store.send(.chooser(.cancelled)) }
        let header = Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 6, [title, cancel])

        searchEntry = gtk_search_entry_new()
        Widgets.setAccessibleName(searchEntry, tr("Search time zones"))
        gtk_entry_set_placeholder_text(searchEntry.cast(), tr("Search by city or zone, e.g. “sao paulo”"))
        searchText = EntryBinding(searchEntry, maximumLength: Int32(Limits.typedText), state: { store.state.viewState.selection?.searchText }) {
            store.send(.chooser(.searchTextChanged($0)))
        }
        onSignal(searchEntry, "stop-search") { store.send(.chooser(.cancelled)) }

        listBox = gtk_list_box_new()
        Widgets.setAccessibleName(listBox, tr("Available time zones"))
        gtk_list_box_set_filter_func(listBox.cast(), isShown, nil, nil)
        let scrolled = Widgets.scrolled(listBox)
        scroll = ScrollBinding(scrolled) { store.send(.chooser(.scrolled(offsetY: $0))) }

        gtk_widget_set_no_show_all(hint, 1)
        let top = Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 6, [header, searchEntry, hint])
        Widgets.margins(top, 6)
        root = Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 0, [top, scrolled])

        onSignal(listBox, "row-activated") { [unowned self] row in
            guard let identifier = self.rows.first(where: { UnsafeMutableRawPointer($0.row) == row })?.identifier else { return }
            store.send(.chooser(.zoneChosen(id: environment.newID(), identifier: identifier)))
        }
        WidgetLifetime(of: root).keep([store.observe(\.viewState.selection) { [unowned self] in self.render($0) }])
    }

    func render(_ chooser: ZoneChooser?) {
        guard let chooser else {
            scroll.apply(0)
            return
        }
        if rows.isEmpty { buildRows() }
        searchText.apply(chooser.searchText)
        if shownText != chooser.searchText {
            let listing = ZoneChooserListing(results: search.results(for: chooser.searchText), searchText: chooser.searchText)
            let shown = Set(listing.shown)
            for row in rows {
                let flag = shown.contains(row.identifier) ? UnsafeMutableRawPointer(bitPattern: 1) : nil
                g_object_set_data(UnsafeMutablePointer(OpaquePointer(row.row)), Self.shownKey, flag)
            }
            gtk_list_box_invalidate_filter(listBox.cast())
            Widgets.setLabel(hint, listing.hint ?? "")
            Widgets.setVisible(hint, listing.hint != nil)
            shownText = chooser.searchText
        }
        scroll.apply(chooser.scrollOffsetY)
    }

    private func buildRows() {
        for identifier in search.catalog.identifiers {
            let row = gtk_list_box_row_new()!
            let city = Widgets.label(TimeZoneCatalog.city(of: identifier), classes: ["zone-name"])
            let full = Widgets.label(identifier, classes: ["dim-label"])
            let content = Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 2, [city, full])
            Widgets.margins(content, 8)
            gtk_container_add(row.cast(), content)
            Widgets.setAccessibleName(row, identifier)
            gtk_list_box_insert(listBox.cast(), row, -1)
            gtk_widget_show_all(row)
            rows.append((row, identifier))
        }
    }

    /// The identifiers whose rows are showing, in order (for tests).
    var shownIdentifiers: [String] {
        rows.filter { gtk_widget_get_child_visible($0.row) != 0 }.map(\.identifier)
    }

    /// Whether a row shows, kept on the row for the list box's filter.
    fileprivate static let shownKey = "meridian-shown"
}

/// Shows the rows the last render marked.
private let isShown: @convention(c) (UnsafeMutablePointer<GtkListBoxRow>?, gpointer?) -> gboolean = { row, _ in
    g_object_get_data(UnsafeMutablePointer(OpaquePointer(row)), "meridian-shown") != nil ? 1 : 0
}
