/// How wide the window and the inspector become when the inspector opens beside an app's
/// content: the window grows only by what the content cannot give up, and never past the
/// monitor's work area; what the work area cannot give, the inspector gives up (it scrolls
/// sideways). Closing the inspector gives back what opening it took.
public struct InspectorFit: Equatable, Sendable {
    /// The inspector's width when there is room for it.
    public static let preferredWidth = 380

    /// The window's width with the inspector open.
    public var windowWidth: Int
    /// The inspector's width.
    public var inspectorWidth: Int
    /// The window's width before the inspector opened, when opening it widened the window.
    public var grewFrom: Int?

    /// The inspector opening in a window `windowWidth` wide, beside content that needs at
    /// least `contentMinimum` (the separator between them included), on a monitor whose work
    /// area is `workAreaWidth` wide.
    public init(windowWidth: Int, contentMinimum: Int, workAreaWidth: Int, preferred: Int = InspectorFit.preferredWidth) {
        let needed = contentMinimum + preferred
        guard windowWidth < needed else {
            self.windowWidth = windowWidth
            inspectorWidth = max(preferred, 0)
            return
        }
        // A window already wider than its work area (moved from a larger screen) does not
        // grow; with no work area known (0), it grows to what the inspector needs.
        let width = max(windowWidth, min(needed, workAreaWidth > 0 ? workAreaWidth : needed))
        self.windowWidth = width
        inspectorWidth = max(width - contentMinimum, 0)
        grewFrom = width > windowWidth ? windowWidth : nil
    }

    /// The window's width once the inspector closes, when it was `windowWidth` wide with it
    /// open: back to its width before, unless the user resized it meanwhile.
    public func widthAfterClosing(windowWidth: Int) -> Int {
        guard let grewFrom, windowWidth == self.windowWidth else { return windowWidth }
        return grewFrom
    }

    /// The window's size at launch, `width` × `height` as the state has it, within a work area
    /// of `workArea`: a state saved on a larger screen does not open wider or taller than this one.
    public static func launchSize(width: Int, height: Int, workArea: (width: Int, height: Int)) -> (width: Int, height: Int) {
        (workArea.width > 0 ? min(width, workArea.width) : width, workArea.height > 0 ? min(height, workArea.height) : height)
    }
}
