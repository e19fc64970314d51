import CGtk
import MeridianKitCore

/// Keeps a window as large as the app's state says (`WindowSizeInState`), within its monitor's
/// work area, and sends the user's resizing to the state.
@MainActor
public final class WindowSizeFollower<State, Action, Effect> {
    /// The work area of the window's monitor, which the window never outgrows by itself.
    public var workArea: InspectorPlacement.WorkArea = WindowGeometry.monitorWorkArea
    private let window: Widget
    private let titlebar: Widget
    private let store: Store<State, Action, Effect>
    private let binding: WindowSizeInState<State, Action>

    init(window: Widget, titlebar: Widget, store: Store<State, Action, Effect>, binding: WindowSizeInState<State, Action>) {
        (self.window, self.titlebar, self.store, self.binding) = (window, titlebar, store, binding)
        onEvent(window, "configure-event") { [unowned self] _ in
            self.sendSize()
            return false
        }
        WidgetLifetime(of: window).keepAlive(self).keep([store.observe({ binding.size($0) }) { [unowned self] in self.apply($0) }])
    }

    /// The size the window opens at: the state's, within the room its monitor leaves.
    static func launchSize(of size: WindowSize, in window: Widget, titlebar: Widget, leastHeight: Int) -> (width: Int, height: Int) {
        InspectorFit.launchSize(width: size.width, height: size.height, workArea: InspectorPlacement.room(in: window, titlebar: titlebar, leastHeight: leastHeight))
    }

    /// Sends the window's size when it differs from the state's.
    private func sendSize() {
        let (width, height) = WindowGeometry.size(of: window)
        let size = WindowSize(width: width, height: height)
        guard size != binding.size(store.state) else { return }
        store.send(binding.resized(size))
    }

    /// Sizes the window as the state says, within its monitor's work area: a state from a larger
    /// screen, or the state's least height on a small one (1366×768 at 2× leaves 384 pixels),
    /// never makes the window larger than the screen. Before the window is realized its default
    /// size is the launch's: asking an unshown window its size makes GTK lay the whole window
    /// out, which start-up pays for.
    private func apply(_ size: WindowSize) {
        guard gtk_widget_get_realized(window) != 0 else { return }
        let room = InspectorPlacement.room(in: window, titlebar: titlebar, leastHeight: binding.leastHeight, workArea: workArea)
        let fitting = InspectorFit.launchSize(width: size.width, height: size.height, workArea: room)
        let now = WindowGeometry.size(of: window)
        if now != fitting { WindowGeometry.resize(window, width: fitting.width, height: fitting.height) }
    }
}
