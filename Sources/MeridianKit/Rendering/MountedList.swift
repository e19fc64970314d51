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
        let ids = described.ids
        if ids != order {
            reuseLeavingRows(for: ids)
            arrange(ids)
        }
        for (index, id) in ids.enumerated() {
            if let row = rows[id] {
                guard !described.isUnchanged(at: index, from: row.element) else { continue }
                if row.node.update(with: described.row(at: index)) == nil {
                    // Another kind of row (it cannot be: a list's rows are rows) is made anew.
                    replace(id, with: described, at: index)
                } else {
                    rows[id]?.element = described.element(at: index)
                }
            } else if !reuseKeptRow(for: id, from: described, at: index) {
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
    /// A list that reuses rows keeps them in the list, hidden and last, as the rows it relabels
    /// next: a row that leaves the list and comes back costs GTK its style and layout twice.
    private func arrange(_ ids: [AnyHashable]) {
        let wanted = Set(ids)
        let inPlace = content?.reusesRows == true
        for id in order where !wanted.contains(id) {
            guard let node = rows[id]?.node else { continue }
            // A row leaving a list selected keeps its own "selected" mark, and GTK would refuse
            // to select it once it is back.
            selecting { gtk_list_box_unselect_row(listBox, node.widget.cast()) }
            if inPlace {
                // Hidden, it takes no click and no focus, and it is never selected.
                gtk_widget_set_visible(node.widget, 0)
                g_object_set_data(UnsafeMutablePointer(OpaquePointer(node.widget)), Self.positionKey, UnsafeMutableRawPointer(bitPattern: Int.max))
            } else {
                gtk_container_remove(owner.widget.cast(), node.widget)
                // Out of the window: nothing may give it the keyboard's focus.
                gtk_widget_set_sensitive(node.widget, 0)
            }
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
        if content?.reusesRows == true {
            gtk_widget_set_visible(node.widget, node.view.traits.isVisible ? 1 : 0)
        } else {
            gtk_widget_set_sensitive(node.widget, node.view.traits.isEnabled ? 1 : 0)
            owner.set { gtk_list_box_insert(listBox, node.widget, -1) }
        }
    }

    private func make(_ id: AnyHashable, from described: ListRows, at index: Int) {
        let node = MountedView(described.row(at: index), host: owner.host, parentKind: owner.view.kind)
        rows[id] = (node, described.element(at: index))
        idsByRow[UnsafeMutableRawPointer(node.widget)] = id
        owner.set { gtk_list_box_insert(listBox, node.widget, -1) }
    }

    /// In a list that reuses rows, new elements take the rows of elements leaving, in their
    /// places in the list. They are described again below, their elements being others.
    private func reuseLeavingRows(for ids: [AnyHashable]) {
        guard content?.reusesRows == true else { return }
        let wanted = Set(ids)
        var leaving = order.indices.filter { !wanted.contains(order[$0]) }[...]
        for id in ids where rows[id] == nil {
            guard let place = leaving.popFirst() else { return }
            guard let row = rows.removeValue(forKey: order[place]) else { continue }
            rows[id] = row
            idsByRow[UnsafeMutableRawPointer(row.node.widget)] = id
            order[place] = id
        }
    }

    /// Gives the element of `id` the row kept aside longest, described again, when the list
    /// reuses rows; `false` when it does not or has none to spare.
    private func reuseKeptRow(for id: AnyHashable, from described: ListRows, at index: Int) -> Bool {
        guard content?.reusesRows == true, !keptAside.isEmpty else { return false }
        let spare = keptAside.removeFirst()
        guard let node = rows.removeValue(forKey: spare)?.node else { return false }
        idsByRow[UnsafeMutableRawPointer(node.widget)] = nil
        guard node.update(with: described.row(at: index)) != nil else {
            node.unmount()
            return false
        }
        rows[id] = (node, described.element(at: index))
        idsByRow[UnsafeMutableRawPointer(node.widget)] = id
        putBack(node)
        return true
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
