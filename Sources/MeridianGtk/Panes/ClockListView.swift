import CGtk
import Foundation
import MeridianCore
import MeridianKit
import MeridianStore

/// The master pane: the user's clocks, with Add, Edit and the sort order above them; with no
/// clocks, what to do instead; and the notice a removal leaves.
@MainActor
final class ClockListView {
    let root: Widget
    let listBox: Widget
    let addButton: Widget
    private let store: AppStore
    let editToggle: ToggleBinding
    let sortChoice: ChoiceBinding
    /// The list, or the empty state when there are no clocks.
    let content: Widget
    let emptyState: EmptyClockList
    let notice: RemovalNoticeView
    private let scroll: ScrollBinding
    /// Every row built: one per zone of the state, in the list box, and those kept aside.
    private var rows: [UUID: ClockRowWidgets] = [:]
    /// The zones of the rows in the list box, in the state's order.
    private var order: [UUID] = []
    /// Rows of zones that left the state, out of the widget tree, oldest first: dragging the
    /// history slider brings the same zones back again and again, and putting a row back costs
    /// less than building one (the app's work in a drag's frame, meridian-gtk-bench: 8.8 ms → 6.5).
    private var keptAside: [UUID] = []
    /// The zone whose row the last render highlighted.
    private var shownSelection: UUID?
    private var rowSelected: SignalHandler?

    init(store: AppStore, clockFormat: DesktopClockFormat) {
        self.store = store
        addButton = Widgets.iconButton("list-add-symbolic", accessibleName: tr("Add time zone"))
        onSignal(addButton, "clicked") { store.send(.clockList(.addButtonClicked)) }

        let edit = gtk_toggle_button_new_with_label(tr("Edit"))!
        Widgets.setAccessibleName(edit, tr("Edit time zones"))
        editToggle = ToggleBinding(edit, state: { store.state.viewState.master.isEditing }) {
            store.send(.clockList(.editToggled(isEditing: $0)))
        }

        sortChoice = ChoiceBinding(
            choices: SortOrder.allCases.map { ($0.rawValue, $0.title) }, accessibleName: tr("Sort order"),
            state: { store.state.viewState.master.sortOrder.rawValue }
        ) { id in
            guard let order = SortOrder(rawValue: id) else { return }
            store.send(.clockList(.sortOrderChosen(order)))
        }

        let toolbar = Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 6, [addButton, edit])
        gtk_box_pack_end(toolbar.cast(), sortChoice.comboBox, 0, 0, 0)
        Widgets.margins(toolbar, 6)

        listBox = gtk_list_box_new()
        Widgets.setAccessibleName(listBox, tr("Time zones"))
        gtk_list_box_set_selection_mode(listBox.cast(), GTK_SELECTION_SINGLE)
        gtk_list_box_set_sort_func(listBox.cast(), byPosition, nil, nil)
        let scrolled = Widgets.scrolledWithoutPixelCache(listBox)
        scroll = ScrollBinding(scrolled) { store.send(.clockList(.scrolled(offsetY: $0))) }

        emptyState = EmptyClockList(store: store)
        content = gtk_stack_new()
        gtk_stack_set_transition_type(content.cast(), GTK_STACK_TRANSITION_TYPE_CROSSFADE)
        gtk_stack_add_named(content.cast(), scrolled, "list")
        gtk_stack_add_named(content.cast(), emptyState.root, "empty")
        // A stack only switches to a page that is visible.
        gtk_widget_show_all(content)
        notice = RemovalNoticeView(store: store)
        let overlay = gtk_overlay_new()!
        gtk_container_add(overlay.cast(), content)
        gtk_overlay_add_overlay(overlay.cast(), notice.root)
        gtk_widget_set_vexpand(overlay, 1)

        root = Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 0, [toolbar, overlay])
        // As narrow as the pane may be made (WindowLayout.minimumPanePosition), so that the
        // window fits 600 pixels beside the detail pane.
        gtk_widget_set_size_request(root, Int32(WindowLayout.minimumPanePosition), -1)

        onSignal(listBox, "row-activated") { [unowned self] row in
            guard let row, let id = self.zoneID(ofRow: row) else { return }
            store.send(.clockList(.rowActivated(zoneID: id)))
        }
        // The highlighted row is the one the detail pane shows: a selection GTK makes by itself
        // (moving the keyboard's cursor selects) is put back as the state says; Enter or a click
        // activates the row, which shows it.
        rowSelected = onSignal(listBox, "row-selected") { [unowned self] (_: gpointer?) in
            self.applySelection(self.shownSelection)
        }
        onSignal(listBox, "destroy") { [weak self] in self?.releaseKeptRows() }
        let lifetime = WidgetLifetime(of: root).keep([
            store.observe({ ClockListModel($0, clockFormat: clockFormat.current) }) { [unowned self] in self.render($0) },
            store.observe(\.viewState.master.scrollOffsetY) { [unowned self] in self.scroll.apply($0) },
        ])
        clockFormat.whenChanged(during: lifetime) { [unowned self, unowned store] in
            self.render(ClockListModel(store.state, clockFormat: clockFormat.current))
        }
    }

    private func zoneID(ofRow row: gpointer) -> UUID? {
        rows.first { UnsafeMutableRawPointer($0.value.row) == row }?.key
    }

    func render(_ model: ClockListModel) {
        if model.ids != order {
            rebuildRows(model.rows)
        }
        for row in model.rows {
            rows[row.id]?.render(row, isEditing: model.isEditing)
        }
        editToggle.apply(model.isEditing)
        Widgets.setSensitive(editToggle.button, model.canEdit)
        sortChoice.apply(model.sortOrder.rawValue)
        Widgets.setSensitive(sortChoice.comboBox, model.canSort)
        let page = model.isEmpty ? "empty" : "list"
        if String(cString: gtk_stack_get_visible_child_name(content.cast())) != page {
            gtk_stack_set_visible_child_name(content.cast(), page)
            if model.isEmpty { focusAddWhenTheListHadTheFocus() }
        }
        shownSelection = model.selectedZoneID
        applySelection(model.selectedZoneID)
    }

    /// The last row's remove button took the keyboard focus with it: the focus goes to the
    /// empty list's Add, not nowhere. Time travel never moves it away from the slider.
    private func focusAddWhenTheListHadTheFocus() {
        guard !store.isPreviewing, let window = gtk_widget_get_toplevel(root), gtk_widget_is_toplevel(window) != 0 else { return }
        let focus = gtk_window_get_focus(window.cast())
        guard focus.map({ gtk_widget_is_ancestor(widget($0), listBox) != 0 }) ?? true else { return }
        gtk_widget_grab_focus(emptyState.addButton)
    }

    private func applySelection(_ id: UUID?) {
        let selected = id.flatMap { rows[$0]?.row }
        guard gtk_list_box_get_selected_row(listBox.cast()).map(widget) != selected else { return }
        rowSelected?.whileBlocked {
            if let selected {
                gtk_list_box_select_row(listBox.cast(), selected.cast())
            } else {
                gtk_list_box_unselect_all(listBox.cast())
            }
        }
    }

    /// Makes the list box hold exactly the state's rows, and the list box sorts them by
    /// position, so rows that stay are never rebuilt. A gone zone's row leaves the widget tree
    /// (kept aside up to `keptRows`), never merely hidden, so nothing that shows widgets
    /// (presenting the window) can bring it back; a kept row is insensitive, so nothing can give
    /// it the keyboard focus either (a stack restores the focus a page last had).
    private func rebuildRows(_ models: [ClockRow]) {
        let wanted = Set(models.map(\.id))
        rowSelected?.whileBlocked {
            for id in order where !wanted.contains(id) {
                guard let row = rows[id]?.row else { continue }
                // A row leaving a list box selected keeps its own "selected" mark, and GTK would
                // refuse to select it once it is back.
                gtk_list_box_unselect_row(listBox.cast(), row.cast())
                g_object_ref(UnsafeMutableRawPointer(row))
                gtk_container_remove(listBox.cast(), row)
                gtk_widget_set_sensitive(row, 0)
                keptAside.append(id)
            }
        }
        while keptAside.count > Self.keptRows, let row = rows.removeValue(forKey: keptAside.removeFirst()) {
            release(row.row)
        }
        for (position, model) in models.enumerated() {
            let row: Widget
            if let existing = rows[model.id]?.row {
                row = existing
                if let kept = keptAside.firstIndex(of: model.id) {
                    keptAside.remove(at: kept)
                    gtk_widget_set_sensitive(row, 1)
                    gtk_list_box_insert(listBox.cast(), row, -1)
                    g_object_unref(UnsafeMutableRawPointer(row))
                }
            } else {
                let widgets = ClockRowWidgets(zoneID: model.id, store: store)
                rows[model.id] = widgets
                row = widgets.row
                gtk_list_box_insert(listBox.cast(), row, -1)
                gtk_widget_show_all(row)
            }
            g_object_set_data(UnsafeMutablePointer(OpaquePointer(row)), Self.positionKey, UnsafeMutableRawPointer(bitPattern: position + 1))
        }
        order = models.map(\.id)
        gtk_list_box_invalidate_sort(listBox.cast())
    }

    /// How many rows of zones no longer in the state are kept for time travel to put back.
    static let keptRows = 64

    /// Destroys a kept row and drops the reference that kept it.
    private func release(_ row: Widget) {
        gtk_widget_destroy(row)
        g_object_unref(UnsafeMutableRawPointer(row))
    }

    /// Kept rows belong to no window: they go with the list.
    private func releaseKeptRows() {
        for id in keptAside {
            if let row = rows.removeValue(forKey: id) { release(row.row) }
        }
        keptAside = []
    }

    /// Where a row stands in the list, kept on the row for the list box's sort function.
    fileprivate static let positionKey = "meridian-position"
}

/// What the list shows with no clocks, as GNOME apps show an empty view: a large dim icon,
/// "No World Clocks", what to do, and a button that does what the header's Add does.
@MainActor
struct EmptyClockList {
    let root: Widget
    let addButton: Widget

    init(store: AppStore) {
        let icon = gtk_image_new_from_icon_name("preferences-system-time-symbolic", GTK_ICON_SIZE_DIALOG)!
        gtk_image_set_pixel_size(icon.cast(), 96)
        Widgets.addClass(icon, "dim-label")
        gtk_widget_set_margin_bottom(icon, 12)
        let title = Widgets.label(tr("No World Clocks"), classes: ["empty-list-title"], xalign: 0.5, overflow: .wrap)
        gtk_label_set_justify(title.cast(), GTK_JUSTIFY_CENTER)
        let hint = Widgets.label(tr("Add the cities whose time you want to see."), classes: ["dim-label"], xalign: 0.5, overflow: .wrap)
        gtk_label_set_justify(hint.cast(), GTK_JUSTIFY_CENTER)
        addButton = gtk_button_new_with_mnemonic(tr("_Add World Clock…"))
        Widgets.addClass(addButton, "suggested-action")
        gtk_widget_set_halign(addButton, GTK_ALIGN_CENTER)
        gtk_widget_set_margin_top(addButton, 12)
        onSignal(addButton, "clicked") { store.send(.clockList(.addButtonClicked)) }
        root = Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 6, [icon, title, hint, addButton])
        gtk_widget_set_valign(root, GTK_ALIGN_CENTER)
        Widgets.margins(root, 18)
    }
}

/// Orders rows by the position the last render gave them.
private let byPosition: @convention(c) (UnsafeMutablePointer<GtkListBoxRow>?, UnsafeMutablePointer<GtkListBoxRow>?, gpointer?) -> gint = {
    first, second, _ in
    func position(_ row: UnsafeMutablePointer<GtkListBoxRow>?) -> Int {
        Int(bitPattern: g_object_get_data(UnsafeMutablePointer(OpaquePointer(row)), "meridian-position"))
    }
    let (a, b) = (position(first), position(second))
    return a < b ? -1 : a > b ? 1 : 0
}

/// One clock's row: its name and details, its time, and the remove button of edit mode.
@MainActor
private struct ClockRowWidgets {
    let row: Widget
    let name = Widgets.label("", classes: ["zone-name"])
    let details = Widgets.label("", classes: ["dim-label"])
    let time = Widgets.label("", classes: ["zone-time"], xalign: 1, overflow: .whole)
    let remove = Widgets.iconButton("user-trash-symbolic", accessibleName: tr("Remove"))

    init(zoneID: UUID, store: AppStore) {
        row = gtk_list_box_row_new()
        let text = Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 2, [name, details])
        gtk_widget_set_hexpand(text, 1)
        gtk_widget_set_valign(remove, GTK_ALIGN_CENTER)
        // Flat, in the row's own colour: Adwaita draws a framed image button in a list row with
        // no background and keeps the label colour of its class, so the white icon of
        // `destructive-action` vanished on a light row until hovered.
        gtk_button_set_relief(remove.cast(), GTK_RELIEF_NONE)
        gtk_widget_set_no_show_all(remove, 1)
        let content = Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 12, [text, time, remove])
        Widgets.margins(content, 10)
        gtk_container_add(row.cast(), content)
        onSignal(remove, "clicked") { store.send(.clockList(.removeButtonClicked(zoneID: zoneID))) }
    }

    func render(_ model: ClockRow, isEditing: Bool) {
        Widgets.setLabel(name, model.name)
        Widgets.setLabel(details, model.details)
        Widgets.setLabel(time, model.localTime)
        Widgets.setAccessibleName(row, model.accessibleName)
        Widgets.setAccessibleName(remove, model.removeLabel)
        gtk_widget_set_tooltip_text(remove, model.removeLabel)
        Widgets.setVisible(remove, isEditing)
    }
}
