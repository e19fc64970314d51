import CGtk
import MeridianKitCore

/// A described list's rows, kept by their elements' ids (see `ListRows`).
@MainActor
final class MountedList {
    private unowned let owner: MountedView
    /// Every row made: those in the list, and those kept aside.
    private var rows: [AnyHashable: (node: MountedView, element: Any)] = [:]
    /// The ids of the rows in the list, in order.
    private var order: [AnyHashable] = []
    /// Ids of rows out of the list, kept to be put back, oldest first.
    private var keptAside: [AnyHashable] = []
    private var idsByRow: [UnsafeMutableRawPointer: AnyHashable] = [:]
    /// Whether the list is selecting or unselecting a row itself, as the state says.
    private(set) var isSelecting = false

    init(_ owner: MountedView) {
        self.owner = owner
    }

    private var listBox: UnsafeMutablePointer<GtkListBox> { owner.widget.cast() }

    private var content: ListContent? {
        if case .list(let content) = owner.view.kind { return content }
        return nil
    }

    /// Makes the list hold exactly `described`'s rows, in its order.
    func update(_ described: ListRows) {
        if content?.reusesRows == true {
            relabel(described)
            return showSelection()
        }
        let ids = described.ids
        if ids != order { arrange(ids) }
        for (index, id) in ids.enumerated() {
            if let row = rows[id] {
                guard !described.isUnchanged(at: index, from: row.element) else { continue }
                if row.node.update(with: described.row(at: index)) == nil {
                    // Another kind of row (it cannot be: a list's rows are rows) is made anew.
                    replace(id, with: described, at: index)
                } else {
                    rows[id]?.element = described.element(at: index)
                }
            } else {
                make(id, from: described, at: index)
            }
        }
        if ids != order {
            order = ids
            for (position, id) in ids.enumerated() {
                g_object_set_data(UnsafeMutablePointer(OpaquePointer(rows[id]?.node.widget)), Self.positionKey, UnsafeMutableRawPointer(bitPattern: position + 1))
            }
            owner.set { gtk_list_box_invalidate_sort(listBox) }
        }
        showSelection()
    }

    /// Takes out the rows whose ids left (keeping some aside) and puts back kept rows that return.
    private func arrange(_ ids: [AnyHashable]) {
        let wanted = Set(ids)
        for id in order where !wanted.contains(id) {
            guard let node = rows[id]?.node else { continue }
            // A row leaving a list selected keeps its own "selected" mark, and GTK would refuse
            // to select it once it is back.
            selecting { gtk_list_box_unselect_row(listBox, node.widget.cast()) }
            gtk_container_remove(owner.widget.cast(), node.widget)
            // Out of the window: nothing may give it the keyboard's focus.
            gtk_widget_set_sensitive(node.widget, 0)
            node.setTagsFindable(false)
            keptAside.append(id)
        }
        while keptAside.count > (content?.keptAside ?? 0) {
            let id = keptAside.removeFirst()
            guard let node = rows.removeValue(forKey: id)?.node else { continue }
            idsByRow[UnsafeMutableRawPointer(node.widget)] = nil
            node.unmount()
        }
        guard !keptAside.isEmpty else { return }
        let kept = Set(keptAside)
        let returning = ids.filter { kept.contains($0) }
        guard !returning.isEmpty else { return }
        let returned = Set(returning)
        keptAside.removeAll { returned.contains($0) }
        for id in returning {
            if let node = rows[id]?.node { putBack(node) }
        }
    }

    /// A kept row back in the list, as its description says.
    private func putBack(_ node: MountedView) {
        node.setTagsFindable(true)
        gtk_widget_set_sensitive(node.widget, node.view.traits.isEnabled ? 1 : 0)
        owner.set { gtk_list_box_insert(listBox, node.widget, -1) }
    }

    private func make(_ id: AnyHashable, from described: ListRows, at index: Int) {
        let node = MountedView(described.row(at: index), host: owner.host, parentKind: owner.view.kind)
        rows[id] = (node, described.element(at: index))
        idsByRow[UnsafeMutableRawPointer(node.widget)] = id
        owner.set { gtk_list_box_insert(listBox, node.widget, -1) }
    }

    /// A list that reuses rows shows its i-th element in its i-th row, as a search's results
    /// are shown: rows are relabelled where they are and never moved (a row moved costs GTK a
    /// sort of the list), and rows past the last element are hidden, last, kept for the next
    /// longer list. A row is described again only when its element is another.
    private func relabel(_ described: ListRows) {
        let ids = described.ids
        let shownCount = order.count
        let nodes = (order + keptAside).compactMap { rows[$0] }
        var next: [AnyHashable: (node: MountedView, element: Any)] = [:]
        var spare: [AnyHashable] = []
        for (index, id) in ids.enumerated() {
            guard index < nodes.count else {
                let node = MountedView(described.row(at: index), host: owner.host, parentKind: owner.view.kind)
                g_object_set_data(UnsafeMutablePointer(OpaquePointer(node.widget)), Self.positionKey, UnsafeMutableRawPointer(bitPattern: index + 1))
                owner.set { gtk_list_box_insert(listBox, node.widget, -1) }
                next[id] = (node, described.element(at: index))
                idsByRow[UnsafeMutableRawPointer(node.widget)] = id
                continue
            }
            var row = nodes[index]
            if !described.isUnchanged(at: index, from: row.element), row.node.update(with: described.row(at: index)) != nil {
                row.element = described.element(at: index)
            }
            if index >= shownCount {
                // Hidden, it took no click and no focus, and it was never selected.
                row.node.setTagsFindable(true)
                gtk_widget_set_visible(row.node.widget, row.node.view.traits.isVisible ? 1 : 0)
            }
            next[id] = row
            idsByRow[UnsafeMutableRawPointer(row.node.widget)] = id
        }
        for index in ids.count..<max(nodes.count, ids.count) {
            let row = nodes[index]
            if index < shownCount {
                selecting { gtk_list_box_unselect_row(listBox, row.node.widget.cast()) }
                gtk_widget_set_visible(row.node.widget, 0)
                row.node.setTagsFindable(false)
            }
            if spare.count < content?.keptAside ?? 0 {
                let key = AnyHashable(SpareRow(position: index))
                next[key] = row
                idsByRow[UnsafeMutableRawPointer(row.node.widget)] = nil
                spare.append(key)
            } else {
                idsByRow[UnsafeMutableRawPointer(row.node.widget)] = nil
                row.node.unmount()
            }
        }
        rows = next
        order = ids
        keptAside = spare
    }

    /// The key of a hidden row past the last element, in a list that reuses rows.
    private struct SpareRow: Hashable {
        var position: Int
    }

    private func replace(_ id: AnyHashable, with described: ListRows, at index: Int) {
        if let old = rows.removeValue(forKey: id)?.node {
            idsByRow[UnsafeMutableRawPointer(old.widget)] = nil
            old.unmount()
        }
        make(id, from: described, at: index)
    }

    /// The id of the element whose row is `row`.
    func id(ofRow row: gpointer) -> AnyHashable? {
        idsByRow[UnsafeMutableRawPointer(row)]
    }

    /// Selects the state's row, or none.
    func showSelection() {
        guard let content, content.selects else { return }
        let selected = content.selection.flatMap { rows[$0]?.node.widget }
        guard gtk_list_box_get_selected_row(listBox).map(widget) != selected else { return }
        selecting {
            if let selected {
                gtk_list_box_select_row(listBox, selected.cast())
            } else {
                gtk_list_box_unselect_all(listBox)
            }
        }
    }

    private func selecting(_ change: () -> Void) {
        isSelecting = true
        defer { isSelecting = false }
        owner.set(change)
    }

    /// Whether the host finds the tags in the rows in the list.
    func setTagsFindable(_ findable: Bool) {
        for id in order { rows[id]?.node.setTagsFindable(findable) }
    }

    /// The list is going: its rows go with it, and the rows kept aside, in no window, are destroyed.
    func unmount() {
        for id in keptAside {
            rows[id]?.node.unmount()
        }
        for id in order {
            rows[id]?.node.markUnmounted()
        }
        keptAside = []
    }

    nonisolated static let positionKey = "meridian-kit-position"

    nonisolated static func position(of row: UnsafeMutablePointer<GtkListBoxRow>?) -> Int {
        Int(bitPattern: g_object_get_data(UnsafeMutablePointer(OpaquePointer(row)), positionKey))
    }
}
