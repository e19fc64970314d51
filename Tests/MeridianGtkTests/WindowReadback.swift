import CGtk
import MeridianCore
@testable import MeridianGtk
import MeridianKit
import MeridianKitCore
import MeridianStore

/// What a window shows, read back from its real widgets the way a person reads the screen, and
/// what the presentation models say it should show: the two must be equal after every change.
struct ShownWindow: Equatable {
    struct Row: Equatable {
        var name: String
        var details: String
        var time: String
        var accessibleName: String
        var removeButtonShown: Bool
    }

    struct Detail: Equatable {
        var labels: [String]
        var nameText: String
        var nameError: String?
    }

    struct Chooser: Equatable {
        struct Row: Equatable {
            var title: String
            var detail: String
            /// Whether the row shows the check mark and "Added" of a zone in the list already.
            var isMarkedAdded: Bool
            var accessibleName: String
        }

        var searchText: String
        var rows: [Row]
        /// The row the keyboard's Enter chooses: the list's selected one.
        var highlighted: Int?
        var hint: String?
    }

    struct HistoryBar: Equatable {
        var value: Double
        var upper: Double
        var text: String
        var scopeID: String
        var showsThePast: Bool
    }

    struct Player: Equatable {
        var statusLine: String
        var position: String
        var placeholder: String
        var playPause: String
    }

    var rows: [Row]
    var selectedRow: Int?
    var isEditing: Bool
    var canEdit: Bool
    var sortOrder: String
    var canSort: Bool
    /// "list", or "empty" for the empty state.
    var listPage: String
    var notice: String?
    var leftPage: String
    var chooser: Chooser?
    var detail: Detail?
    var message: String?
    var historyBar: HistoryBar
    var player: Player
}

extension ShownWindow {
    /// What the widgets of `window` show now.
    @MainActor
    init(reading window: MainWindow) {
        let list = window.panes.clockList
        let rowWidgets = Look.rows(list.listBox)
        rows = rowWidgets.map { row in
            let labels = Look.labels(under: row)
            let remove = Look.descendants(row).first { Look.accessibleName($0)?.hasPrefix("Remove") == true }
            // In Edit mode the words go under the name and the time.
            let editing = remove.map { Look.isShown($0, within: row) } ?? false
            return Row(
                name: labels[0], details: labels[editing ? 2 : 1], time: labels[editing ? 1 : 2], accessibleName: Look.accessibleName(row) ?? "",
                removeButtonShown: editing)
        }
        let selected = gtk_list_box_get_selected_row(list.listBox.cast()).map { widget($0) }
        selectedRow = selected.flatMap { rowWidgets.firstIndex(of: $0) }
        isEditing = gtk_toggle_button_get_active(list.editToggle.cast()) != 0
        canEdit = gtk_widget_get_sensitive(list.editToggle) != 0
        sortOrder = Look.activeID(list.sortChoice)
        canSort = gtk_widget_get_sensitive(list.sortChoice) != 0
        listPage = gtk_stack_get_visible_child_name(list.content.cast()).map { String(cString: $0) } ?? ""
        notice = gtk_revealer_get_reveal_child(list.notice.root.cast()) != 0 ? Look.text(list.notice.text) : nil
        leftPage = gtk_stack_get_visible_child_name(window.panes.leftStack.cast()).map { String(cString: $0) } ?? ""
        if leftPage == "chooser" {
            let chooserRows = Look.rows(window.panes.chooser.listBox)
            let selected = gtk_list_box_get_selected_row(window.panes.chooser.listBox.cast()).map { widget($0) }
            chooser = Chooser(
                searchText: Look.entryText(window.panes.chooser.searchEntry),
                rows: chooserRows.map { row in
                    let labels = Look.descendants(row).filter { g_type_check_instance_is_a(UnsafeMutablePointer(OpaquePointer($0)), gtk_label_get_type()) != 0 }
                    return Chooser.Row(
                        title: Look.text(labels[0]), detail: Look.text(labels[1]),
                        isMarkedAdded: labels.dropFirst(2).contains { Look.text($0) == ZoneChooserListing.addedText && gtk_widget_is_visible($0) != 0 },
                        accessibleName: Look.accessibleName(row) ?? "")
                },
                highlighted: selected.flatMap { chooserRows.firstIndex(of: $0) },
                hint: Look.isVisible(window.panes.chooser.hint) ? Look.text(window.panes.chooser.hint) : nil)
        } else {
            chooser = nil
        }
        let pane = window.panes.detail
        detail = gtk_revealer_get_reveal_child(pane.root.cast()) != 0
            ? Detail(
                labels: [pane.title, pane.time, pane.identifier, pane.offset, pane.daylightSaving].map(Look.text)
                    + [Look.isVisible(pane.sun) ? Look.text(pane.sun) : ""],
                nameText: Look.entryText(pane.nameEntry), nameError: Look.isVisible(pane.nameError) ? Look.text(pane.nameError) : nil)
            : nil
        message = Look.isVisible(window.messageBar.root) ? Look.text(window.messageBar.text) : nil
        let bar = window.historyBar
        let adjustment = gtk_range_get_adjustment(bar.slider.cast())
        historyBar = HistoryBar(
            value: gtk_range_get_value(bar.slider.cast()), upper: gtk_adjustment_get_upper(adjustment), text: Look.text(bar.text),
            scopeID: Look.activeID(bar.scope),
            showsThePast: Look.isVisible(window.pastFrame.banner))
        let player = window.panes.player
        self.player = Player(
            statusLine: Look.text(player.statusLine), position: Look.text(player.position), placeholder: Look.text(player.placeholder),
            playPause: Look.accessibleName(player.playPauseButton) ?? "")
    }

    /// What the presentation models say the window should show for the store's state on screen.
    @MainActor
    /// What the window should show for `store`; `engine` is what the engine has to show in the
    /// video's place, whose failure a past step's player says (the state does not hold it).
    init(expectedFrom store: AppStore, scopeID: String, search: ZoneSearch, engine: EnginePicture = .video) {
        let state = store.state
        let list = ClockListModel(state, locations: GtkTestHarness.locations)
        rows = list.rows.map {
            Row(name: $0.name, details: $0.details, time: $0.localTime, accessibleName: $0.accessibleName, removeButtonShown: list.isEditing)
        }
        selectedRow = list.selectedZoneID.flatMap { id in list.rows.firstIndex { $0.id == id } }
        isEditing = list.isEditing
        canEdit = list.canEdit
        sortOrder = list.sortOrder.rawValue
        canSort = list.canSort
        listPage = list.isEmpty ? "empty" : "list"
        notice = RemovalNoticeModel(state)?.text
        leftPage = state.viewState.selection == nil ? "clocks" : "chooser"
        chooser = state.viewState.selection.map { selection in
            let listing = ZoneChooserListing(search: search, chooser: selection, document: state.document)
            return Chooser(
                searchText: selection.searchText,
                rows: listing.rows.map { Chooser.Row(title: $0.title, detail: $0.detail, isMarkedAdded: $0.addedAs != nil, accessibleName: $0.accessibleName) },
                highlighted: listing.highlighted, hint: listing.hint)
        }
        detail = DetailModel(state, locations: GtkTestHarness.locations).map {
            Detail(
                labels: [$0.name, $0.localTime, $0.identifier, $0.offset, $0.daylightSaving, $0.sun ?? ""], nameText: $0.nameText,
                nameError: $0.nameError)
        }
        message = state.viewState.message?.text
        let timeline = store.timeline
        let bar = HistoryBarModel(
            timeline: timeline, label: store.label(ofStep: timeline.currentStep), scopeID: scopeID)
        historyBar = HistoryBar(
            value: Double(bar.currentStep), upper: Double(bar.lastStep), text: bar.text, scopeID: bar.scopeID,
            showsThePast: bar.isShowingThePast)
        let model = PlayerModel(state.player, engine: engine, showsThePast: timeline.isPreviewing)
        player = Player(statusLine: model.statusLine, position: model.positionText, placeholder: model.title, playPause: model.playPauseLabel)
    }

    /// The window expected, its chooser's rows those the window holds: the list has rows only
    /// for the places in view (and the highlighted one, wherever it is), in the listing's order.
    /// Every row held must show its place; which places are in view is the kit's to test.
    func withChooserRows(heldIn shown: ShownWindow) -> ShownWindow {
        guard var chooser, let held = shown.chooser?.rows, !held.isEmpty, held.count < chooser.rows.count else { return self }
        var expected = self
        let highlighted = chooser.highlighted.map { chooser.rows[$0] }
        let others = chooser.rows.filter { $0 != highlighted }
        // The highlighted row held out of view comes first or last; the rest are one run.
        let run = held.filter { $0 != highlighted }
        guard run.count <= others.count,
            let start = (0...(others.count - run.count)).first(where: { others[$0..<$0 + run.count].elementsEqual(run) })
        else { return self }
        let inView = others[start..<start + run.count]
        let rows = chooser.rows.filter { $0 == highlighted || inView.contains($0) }
        chooser.highlighted = highlighted.flatMap { rows.firstIndex(of: $0) }
        chooser.rows = rows
        expected.chooser = chooser
        return expected
    }

    /// The fields that differ, for a failure message.
    func differences(from other: ShownWindow) -> [String] {
        let mine = Mirror(reflecting: self).children
        let theirs = Mirror(reflecting: other).children.map { String(describing: $0.value) }
        return zip(mine, theirs).compactMap { field, other in
            let value = String(describing: field.value)
            return value == other ? nil : "\(field.label ?? "?"): shown \(value.prefix(600)) — expected \(other.prefix(600))"
        }
    }
}

extension Look {
    static func activeID(_ comboBox: Widget) -> String {
        gtk_combo_box_get_active_id(comboBox.cast()).map { String(cString: $0) } ?? ""
    }
}
