import CGtk
import Foundation
import MeridianCore
import MeridianKit
import MeridianStore

/// The master pane: the user's clocks, with Add, Edit and the sort order above them; with no
/// clocks, what to do instead; and the notice a removal leaves. Described from `ClockListModel`
/// and `RemovalNoticeModel`: the kit keeps each clock's row by its zone, and keeps the rows of
/// 64 zones that left aside, for time travel to put back (dragging the history slider brings
/// the same zones back again and again, and putting a row back costs less than making one).
@MainActor
final class ClockListView {
    private let host: ViewHost
    private let store: AppStore
    let emptyState: EmptyClockList
    let notice: RemovalNoticeView
    /// The page the list's stack showed after the last description.
    private var shownPage: String?
    /// Brings the clock the state asks for into view.
    private var reveal: ClockListReveal?

    private let widgets: Widgets

    var root: Widget { host.widget }
    var listBox: Widget { widgets.list.mountedWidget }
    var addButton: Widget { widgets.add.mountedWidget }
    var editToggle: Widget { widgets.edit.mountedWidget }
    var sortChoice: Widget { widgets.sort.mountedWidget }
    /// The list, or the empty state when there are no clocks.
    var content: Widget { widgets.content.mountedWidget }

    /// `locations`: where each zone's principal place is, for the rows' day and night.
    init(store: AppStore, clockFormat: DesktopClockFormat, locations: ZoneLocations = ZoneLocations()) {
        self.store = store
        let (widgets, emptyState, notice) = (Widgets(), EmptyClockList(), RemovalNoticeView())
        (self.widgets, self.emptyState, self.notice) = (widgets, emptyState, notice)
        host = store.describe({
            Shown(list: ClockListModel($0, clockFormat: clockFormat.current, locations: locations), notice: RemovalNoticeModel($0))
        }) {
            Self.describe($0, $1, widgets, emptyState: emptyState, notice: notice)
        }
        shownPage = visiblePage
        reveal = ClockListReveal(store: store, listBox: listBox)
        host.afterUpdate = { [weak self] in
            self?.focusAddWhenTheListEmptied()
            self?.reveal?.update()
        }
        // The desktop's clock format is no part of the state: the pane is described again when it changes.
        clockFormat.whenChanged(during: WidgetLifetime(of: host.widget)) { [weak host] in host?.update() }
    }

    /// What the pane shows: the list, and the notice over it.
    private struct Shown: Equatable {
        var list: ClockListModel
        var notice: RemovalNoticeModel?
    }

    /// The described widgets the pane reaches.
    private struct Widgets {
        let add = WidgetReference(), edit = WidgetReference(), sort = WidgetReference()
        let list = WidgetReference(), content = WidgetReference()
    }

    private enum Page {
        static let list = "list", empty = "empty"
    }

    private static func describe(
        _ shown: Shown, _ app: Send<AppAction>, _ widgets: Widgets, emptyState: EmptyClockList, notice: RemovalNoticeView
    ) -> View {
        let (model, send) = (shown.list, app.map { AppAction.clockList($0) })
        return VBox {
            // The toolbar, the empty state and the notice change far less often than the
            // rows: they are described (and gone through) only when what they show changed.
            Lazy(Toolbar(model)) { toolbar($0, send, widgets) }
            Overlay {
                Stack(showing: model.isEmpty ? Page.empty : Page.list) {
                    Scrolled(offset: model.scrollOffsetY, onScroll: { send(.scrolled(offsetY: $0)) }) {
                        List(model.rows) { row in clockRow(row, send) }
                            // The highlighted row is the one the detail pane shows: a selection GTK
                            // makes by itself (moving the keyboard's cursor selects) is put back as
                            // the state says; Enter or a click activates the row, which shows it.
                            .selection(model.selectedZoneID)
                            .onRowActivate { send(.rowActivated(zoneID: $0)) }
                            // Edit mode's moves: Alt+Up and Alt+Down on a row, its handle dropped on another.
                            .onRowKeyPress { (id: UUID, key, modifiers) in
                                guard modifiers == .alt, key == .up || key == .down else { return false }
                                if let move = model.move(id, by: key == .up ? -1 : 1) { send(move) }
                                // Taken even at the top or the bottom: GTK would move the focus instead.
                                return model.canMove
                            }
                            .onRowDrop { (dragged: String, onto: UUID, after: Bool) in
                                guard let id = UUID(uuidString: dragged), let move = model.drop(id, on: onto, after: after) else { return }
                                send(move)
                            }
                            .keepingRowsAside(keptRows)
                            .accessibleName(tr("Time zones"))
                            .reference(widgets.list)
                    }
                    .id(Page.list)
                    Lazy { emptyState.describe { send(.addButtonClicked) }.id(Page.empty) }
                }
                .reference(widgets.content)
                Lazy(shown.notice) { notice.describe($0, app.map { AppAction.notice($0) }) }
            }
            .expands(.vertical)
        }
        // As narrow as the pane may be made (WindowLayout.minimumPanePosition), so that the
        // window fits 600 pixels beside the detail pane.
        .minimumSize(width: WindowLayout.minimumPanePosition)
    }

    /// What the toolbar shows.
    private struct Toolbar: Equatable {
        var isEditing, canEdit: Bool
        var sortOrder: MeridianCore.SortOrder
        var canSort: Bool

        init(_ model: ClockListModel) {
            (isEditing, canEdit, sortOrder, canSort) = (model.isEditing, model.canEdit, model.sortOrder, model.canSort)
        }
    }

    /// Add, Edit and the sort order, above the list.
    private static func toolbar(_ toolbar: Toolbar, _ send: Send<ClockListAction>, _ widgets: Widgets) -> View {
        HBox(spacing: 6) {
            Button(icon: "list-add-symbolic", name: tr("Add time zone")) { send(.addButtonClicked) }
                .reference(widgets.add)
            Toggle(tr("Edit"), isOn: toolbar.isEditing) { send(.editToggled(isEditing: $0)) }
                .accessibleName(tr("Edit time zones"))
                .enabled(toolbar.canEdit)
                .reference(widgets.edit)
            Choice(sortOrders, selected: toolbar.sortOrder.rawValue) { id in
                if let order = SortOrder(rawValue: id) { send(.sortOrderChosen(order)) }
            }
            .accessibleName(tr("Sort order"))
            .tooltip(tr("Sort order"))
            .enabled(toolbar.canSort)
            .expands(.horizontal)
            .align(horizontal: .end)
            .reference(widgets.sort)
        }
        .margins(6)
    }

    private static let sortOrders = SortOrder.allCases.map { ChoiceOption(id: $0.rawValue, title: $0.title) }

    /// One clock's row: its name and details, its time, and the handle and remove button of
    /// edit mode.
    ///
    /// Both modes are one tree of widgets whose edit-mode parts show and hide: scrubbing the
    /// History across edit mode's turns made every row anew when the two were separate trees
    /// (a dozen widgets a row made, styled, measured and destroyed at each turn).
    private static func clockRow(_ row: ClockRow, _ send: Send<ClockListAction>) -> View {
        let isEditing = row.showsRemoveButton
        return Row {
            HBox(spacing: 12) {
                dragHandle(row).visible(isEditing && row.moveDescription != nil)
                VBox(spacing: 2) {
                    // Edit mode: the remove button takes its room from the words, which go under the
                    // name and the time, across the row (in a 240 px pane beside the detail pane, at
                    // 620 px, they were cut to "Today · +…"); the time is smaller.
                    HBox(spacing: 12) {
                        Label(row.name, overflow: .wrapThenEllipsize(lines: 2)).styleClass("zone-name").expands(.horizontal)
                        // Each mode's time is set only while it shows: the other is not measured again at each step.
                        time(isEditing ? row.localTime : "", styleClass: "zone-time-editing").visible(isEditing)
                        // Flat, in the row's own colour: Adwaita draws a framed image button in a list row
                        // with no background and keeps the label colour of its class, so the white icon of
                        // `destructive-action` vanished on a light row until hovered.
                        Button(icon: "user-trash-symbolic", name: row.removeLabel, flat: true) { send(.removeButtonClicked(zoneID: row.id)) }
                            .align(vertical: .center)
                            .visible(isEditing)
                    }
                    rowDetails(row)
                }
                .expands(.horizontal)
                time(isEditing ? "" : row.localTime, styleClass: "zone-time").visible(!isEditing)
            }
            .margins(10)
        }
        .accessibleName(row.accessibleName)
        .accessibleDescription(row.moveDescription)
    }

    /// A row's time, which every History jump changes: in a box that lays it out again within
    /// itself, since its figures are all as wide ("tnum") and the row need not be laid out.
    private static func time(_ text: String, styleClass: String) -> View {
        HBox {
            Label(text, xalign: 1, overflow: .whole).styleClass(styleClass)
        }
        .keepsLayoutInside()
    }

    /// Edit mode's handle to drag a row by: it carries the zone's id to the list's `onRowDrop`.
    /// The keyboard moves a row with Alt+Up and Alt+Down instead, so the handle takes no focus.
    private static func dragHandle(_ row: ClockRow) -> View {
        EventArea {
            Image(icon: "list-drag-handle-symbolic").styleClass("dim-label")
        }
        .draggable(row.id.uuidString)
        .tooltip(ClockListMove.handleName)
        .align(vertical: .center)
    }

    /// Day or night, and how far ahead: wrapped, never cut.
    private static func rowDetails(_ row: ClockRow) -> View {
        HBox(spacing: 4) {
            // A sun or a moon in the text's own colour (not dimmed: it meets the text's contrast
            // in every theme); the row's name says it in words.
            Image(icon: row.sunIcon ?? "weather-clear-symbolic")
                .tooltip(row.sunWords).accessibleName(row.sunWords ?? "")
                .align(vertical: .start).visible(row.sunIcon != nil)
            Label(row.details, overflow: .wrap).styleClass("dim-label").expands(.horizontal)
        }
    }

    /// How many rows of zones no longer in the state are kept for time travel to put back.
    static let keptRows = 64

    private var visiblePage: String? {
        gtk_stack_get_visible_child_name(content.cast()).map { String(cString: $0) }
    }

    /// Stays hand-written: the keyboard's focus is no part of the state. When the list empties,
    /// the last row's remove button has taken the focus with it (GTK leaves it nowhere), and the
    /// empty list's Add takes it instead, if the focus was in the list or nowhere. Time travel
    /// never moves it away from the slider.
    private func focusAddWhenTheListEmptied() {
        let page = visiblePage
        defer { shownPage = page }
        guard page == Page.empty, shownPage != Page.empty, !store.isPreviewing,
            let window = gtk_widget_get_toplevel(root), gtk_widget_is_toplevel(window) != 0
        else { return }
        let focus = gtk_window_get_focus(window.cast())
        guard focus.map({ gtk_widget_is_ancestor(widget($0), listBox) != 0 }) ?? true else { return }
        gtk_widget_grab_focus(emptyState.addButton)
    }
}

/// What the list shows with no clocks, as GNOME apps show an empty view: a large dim icon,
/// "No World Clocks", what to do, and a button that does what the header's Add does.
@MainActor
struct EmptyClockList {
    private let rootReference = WidgetReference(), addReference = WidgetReference()
    /// Made with the list's first empty page.
    var root: Widget { rootReference.mountedWidget }
    var addButton: Widget { addReference.mountedWidget }

    func describe(add: @escaping @MainActor () -> Void) -> View {
        VBox(spacing: 6) {
            Image(icon: "preferences-system-time-symbolic", pixelSize: 96)
                .styleClass("dim-label")
                .margins(bottom: 12)
            Label(tr("No World Clocks"), xalign: 0.5, overflow: .wrap).styleClass("empty-list-title")
            Label(tr("Add the cities whose time you want to see."), xalign: 0.5, overflow: .wrap).styleClass("dim-label")
            Button(tr("_Add World Clock…"), mnemonic: true, action: add)
                .styleClass("suggested-action")
                .align(horizontal: .center)
                .margins(top: 12)
                .reference(addReference)
        }
        .align(vertical: .center)
        .margins(18)
        .reference(rootReference)
    }
}
