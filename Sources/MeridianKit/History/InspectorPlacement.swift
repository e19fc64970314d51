import MeridianKitCore

/// Keeps the inspector within the screen as it opens beside an app's content: the window
/// grows only by what the content cannot give up, and never past the monitor's work area
/// (`InspectorFit` decides); what the work area cannot give, the inspector gives up and scrolls
/// sideways. Closing it gives back the width opening it took.
@MainActor
public final class InspectorPlacement {
    /// The work area's width and height of the monitor the window is on (or will be on).
    public typealias WorkArea = @MainActor (_ window: Widget) -> (width: Int, height: Int)

    private let window: Widget
    private let content: Widget
    /// Makes the inspector as wide as it is given (before the window is resized around it).
    private let setInspectorWidth: @MainActor (Int) -> Void
    private let workArea: WorkArea
    private var fit: InspectorFit?

    /// Places an inspector beside `content` in `window`, within the work area `workArea` gives
    /// (the monitor's, by default): `setInspectorWidth` makes it as wide as it is given (the
    /// inspector describes its width, rather than have it set behind its description's back).
    public init(
        window: Widget, content: Widget, workArea: @escaping WorkArea = WindowGeometry.monitorWorkArea,
        setInspectorWidth: @escaping @MainActor (Int) -> Void
    ) {
        self.window = window
        self.content = content
        self.setInspectorWidth = setInspectorWidth
        self.workArea = workArea
    }

    /// Sizes the inspector and the window for the inspector opening (or closing): call it
    /// before showing (or after hiding) the inspector.
    public func inspector(isOpen: Bool) {
        let (width, height) = WindowGeometry.size(of: window)
        if isOpen {
            guard fit == nil else { return }
            let area = workArea(window)
            let fit = InspectorFit(
                windowWidth: width, contentMinimum: WindowGeometry.leastWidth(of: content) + 1,
                workAreaWidth: area.width > 0 ? area.width - WindowGeometry.frame(of: window).width : area.width)
            self.fit = fit
            setInspectorWidth(fit.inspectorWidth)
            if fit.windowWidth != width { WindowGeometry.resize(window, width: fit.windowWidth, height: height) }
        } else if let fit {
            self.fit = nil
            let restored = fit.widthAfterClosing(windowWidth: width)
            if restored != width { WindowGeometry.resize(window, width: restored, height: height) }
        }
    }

    /// The room a window has on its monitor for all but its header bar and its frame: the work
    /// area less the bar's height and the frame's (`WindowGeometry.frame(of:)`), which GTK 3 leaves out of a
    /// window's size (a window of the work area's height reaches the bar's height below the
    /// screen, the History bar with it). At least `leastHeight`.
    public static func room(
        in window: Widget, titlebar: Widget, leastHeight: Int = 0, workArea: WorkArea = WindowGeometry.monitorWorkArea
    ) -> (width: Int, height: Int) {
        let area = workArea(window)
        guard area.height > 0 else { return area }
        let frame = WindowGeometry.frame(of: window)
        return (area.width - frame.width, max(area.height - WindowGeometry.leastHeight(of: titlebar) - frame.height, leastHeight))
    }
}
