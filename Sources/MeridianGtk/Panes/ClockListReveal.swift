import CGtk
import Foundation
import MeridianCore
import MeridianKit
import MeridianStore

/// Hand-written: where a row is comes from GTK's layout, which no description knows. The state
/// asks for a clock to be brought into view (`MasterPane.zoneToReveal`: one just added, one
/// chosen again, one moved from the keyboard); once the list is laid out with it, the list
/// scrolls as little as shows the whole row, and that scroll is sent as any scroll is (the
/// reducer then drops the request). A request is followed once for each change of it or of the
/// rows' order, not again at every minute's new times, and never while the past is shown.
@MainActor
final class ClockListReveal {
    private let store: AppStore
    private let listBox: Widget
    /// The request and the rows' order last seen.
    private var seen: (zone: UUID?, order: [UUID])?
    /// The clock to bring into view at the list's next layout.
    private var pending: UUID?
    /// From an idle after the layout: the row is where it will be painted.
    private var waiting: GLibTimer?

    init(store: AppStore, listBox: Widget) {
        self.store = store
        self.listBox = listBox
        onSignal(listBox, "size-allocate") { [weak self] (_: gpointer?) in
            guard let self, self.pending != nil, self.waiting == nil else { return }
            self.waiting = GLibTimer(after: 0, priority: G_PRIORITY_HIGH_IDLE) { [weak self] in
                self?.waiting = nil
                self?.reveal()
            }
        }
    }

    /// After each description of the list: a new request, or one among rows that moved, waits
    /// for the list's next layout.
    func update() {
        let state = store.state
        let now = (zone: state.viewState.master.zoneToReveal, order: state.displayedZones.map(\.id))
        defer { seen = now }
        guard let zone = now.zone, !store.isPreviewing, seen.map({ $0.zone != now.zone || $0.order != now.order }) ?? true else { return }
        pending = zone
        gtk_widget_queue_resize(listBox)
    }

    private func reveal() {
        guard let zone = pending, !store.isPreviewing, store.state.viewState.master.zoneToReveal == zone,
            let index = store.state.displayedZones.firstIndex(where: { $0.id == zone }),
            let row = gtk_list_box_get_row_at_index(listBox.cast(), Int32(index)),
            let scrolled = gtk_widget_get_ancestor(listBox, gtk_scrolled_window_get_type())
        else { return pending = nil }
        var allocation = GtkAllocation()
        gtk_widget_get_allocation(widget(row), &allocation)
        // Not laid out yet (the list behind the chooser): the next layout tries again.
        guard allocation.height > 1, gtk_widget_get_mapped(listBox) != 0 else { return }
        pending = nil
        // The adjustment's move is heard by the described scrolled area and sent as a scroll.
        gtk_adjustment_clamp_page(gtk_scrolled_window_get_vadjustment(scrolled.cast()), Double(allocation.y), Double(allocation.y + allocation.height))
    }
}
