import CGtk
import MeridianKitCore

/// One child that scrolls (`Scrolled`): its vertical offset is the state's when the state holds
/// one, and the user's scrolling is sent (`onValue`). It holds its child without a viewport
/// (`Scrolling`), and lays out what it holds within itself (`LayoutBoundary`).
@MainActor
extension ScrollContent: GtkKind {
    typealias Gtk = GtkScrolledWindow

    static func make(_ scrolling: ScrollContent) -> Widget {
        // What it holds never changes what it asks for, so its relayouts stay inside it.
        let scrolled = gtk_scrolled_window_new(nil, nil)!
        LayoutBoundary.install(on: scrolled)
        return scrolled
    }

    static func setUp(_ scrolled: UnsafeMutablePointer<GtkScrolledWindow>, of node: MountedView) {
        guard let adjustment = scrolled.verticalAdjustment else { return }
        onSignal(adjustment, "value-changed") { [weak node] in
            node?.fromUser { node in
                let value = gtk_adjustment_get_value(adjustment)
                guard let shown = node.view.content(as: ScrollContent.self)?.shownOffset(in: scrolled), abs(value - shown) >= 0.5 else { return }
                node.view.events.onValue?(value)
            }
        }
        // GTK clamps the offset when the content gets shorter: that is the state shown as far
        // as the content allows, not the user scrolling. When the content's size changes, the
        // state's offset is shown again, so a restored position survives layout.
        onSignal(adjustment, "changed") { [weak node] in
            guard let node, node.isMounted else { return }
            node.host.settle(node)
        }
    }

    func apply(over old: ScrollContent?, to scrolled: UnsafeMutablePointer<GtkScrolledWindow>, of node: MountedView) {
        if old?.horizontal != horizontal || old?.vertical != vertical {
            node.set { gtk_scrolled_window_set_policy(scrolled, horizontal.gtk, vertical.gtk) }
        }
        if old?.takesNaturalHeight ?? false != takesNaturalHeight {
            node.set { gtk_scrolled_window_set_propagate_natural_height(scrolled, takesNaturalHeight.gboolean) }
        }
        if old?.minimumContentHeight ?? -1 != minimumContentHeight {
            node.set { gtk_scrolled_window_set_min_content_height(scrolled, Int32(minimumContentHeight)) }
        }
        if old?.maximumContentHeight ?? -1 != maximumContentHeight {
            node.set { gtk_scrolled_window_set_max_content_height(scrolled, Int32(maximumContentHeight)) }
        }
        if old?.offset != offset { showEditableValue(in: scrolled, of: node) }
    }

    /// Scrolls to the state's offset, as far as the content allows.
    func showEditableValue(in scrolled: UnsafeMutablePointer<GtkScrolledWindow>, of node: MountedView) {
        guard let offset, let adjustment = scrolled.verticalAdjustment else { return }
        guard abs(gtk_adjustment_get_value(adjustment) - offset) >= 0.5 else { return }
        node.set { gtk_adjustment_set_value(adjustment, offset) }
    }

    /// The state's offset as far as the content allows.
    private func shownOffset(in scrolled: UnsafeMutablePointer<GtkScrolledWindow>) -> Double? {
        guard let offset, let adjustment = scrolled.verticalAdjustment else { return nil }
        let end = gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment)
        return min(max(offset, 0), max(end, 0))
    }

    static func insert(_ child: MountedView, at index: Int, into scrolled: UnsafeMutablePointer<GtkScrolledWindow>, of node: MountedView) {
        // A child made anew in place of another leaves the old one's layout behind.
        Scrolling.clear(scrolled.widget)
        if child.isKind(ListContent.self) {
            Scrolling.holdWithoutPixelCache(child, in: scrolled.widget)
        } else {
            Scrolling.holdFitting(child.widget, in: scrolled.widget)
        }
    }
}

extension ScrollContent.Policy {
    var gtk: GtkPolicyType {
        switch self {
        case .never: GTK_POLICY_NEVER
        case .automatic: GTK_POLICY_AUTOMATIC
        case .always: GTK_POLICY_ALWAYS
        }
    }
}
