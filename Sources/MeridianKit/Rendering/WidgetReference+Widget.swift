import MeridianKitCore

// What a reference reaches in GTK: the widget the renderer mounted for its description.
extension WidgetReference {
    /// The widget it is on, while one is mounted; `nil` before the first description, after the
    /// widget went, and while its list row is kept aside.
    public var widget: Widget? { mounted?.widget }

    /// The widget of a description that always has it (a pane's list, a bar's slider). Read
    /// with none mounted, it stops the program, naming where the reference was made: the
    /// description does not hold it, or the host has not shown it yet, a mistake in the code.
    public var mountedWidget: Widget {
        guard let widget else { preconditionFailure("no widget is mounted for the reference made at \(origin)") }
        return widget
    }

    /// Scrolls the virtualized list it is on the least that shows the row of its element at
    /// `index` (now, or once its rows are measured): a shell's move after an update. Nothing,
    /// when it is on no mounted list.
    public func scrollList(toShow index: Int) {
        mounted?.list?.scroll(toShow: index)
    }

    private var mounted: MountedView? {
        guard let node = target as? MountedView, node.isMounted else { return nil }
        return node
    }
}
