import CGtk
import MeridianStore

/// What a pane does while its widgets live, ended when its root widget is destroyed: its
/// observations end, its timers stop, and work that comes back later (a thread's result, a
/// desktop setting, a timer already due) finds the pane gone and does nothing.
///
/// So no path — an engine message arriving late, a second window, quitting, a test's closed
/// window — reaches a dead widget, which GTK would only catch with a critical.
@MainActor
public final class WidgetLifetime {
    /// Whether the widgets are still there.
    public private(set) var isAlive = true
    private var tokens: [ObservationToken] = []
    private var endings: [@MainActor () -> Void] = []
    private var owners: [AnyObject] = []

    /// A lifetime that ends when `root` is destroyed. The destroy handler holds it, so it lasts
    /// as long as the widget even when the pane keeps no reference.
    public init(of root: Widget) {
        onSignal(root, "destroy") { [self] in self.end() }
    }

    /// Keeps observations going until the widgets are destroyed.
    @discardableResult
    public func keep(_ tokens: [ObservationToken]) -> Self {
        if isAlive { self.tokens += tokens } else { tokens.forEach { $0.cancel() } }
        return self
    }

    /// Keeps `owner` (the pane that made the widgets, whose closures reach it unowned) as long
    /// as the widgets live, for a pane nothing else holds.
    @discardableResult
    public func keepAlive(_ owner: AnyObject) -> Self {
        if isAlive { owners.append(owner) }
        return self
    }

    /// Runs `body` when the widgets are destroyed: to stop a timer or let go of a resource.
    public func onEnd(_ body: @escaping @MainActor () -> Void) {
        if isAlive { endings.append(body) } else { body() }
    }

    /// `body`, made to do nothing once the widgets are destroyed: for work that comes back later.
    public func guarding(_ body: @escaping @MainActor () -> Void) -> @MainActor () -> Void {
        { [weak self] in
            guard self?.isAlive == true else { return }
            body()
        }
    }

    private func end() {
        guard isAlive else { return }
        isAlive = false
        for token in tokens { token.cancel() }
        tokens = []
        // Kept until the lifetime itself goes, with the widget: what they hold lasts as long.
        for body in endings { body() }
        owners = []
    }
}
