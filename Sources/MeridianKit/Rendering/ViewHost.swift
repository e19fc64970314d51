import CGtk
import MeridianKitCore
import MeridianStore

/// Shows a described window in GTK 3: makes the widgets of a `View` once, and after every new
/// description sets only the properties whose values changed. It never hears its own changes
/// as the user's: a signal GTK emits while the host applies a description is not sent.
///
/// Its `widget` is a box around the description's widgets (whose kind may change), or, for a
/// host made `rooted`, the root's widget itself (a window's titlebar, where a box around the
/// header bar changes its look); when that widget is destroyed the host ends: its observation
/// stops and it lets go of what the description's closures hold.
@MainActor
public final class ViewHost {
    /// The box the described widgets are in, or for a rooted host the root's widget: to put in a window.
    public let widget: Widget
    /// Whether `widget` is the root's own, which must then stay the same widget.
    private let isRooted: Bool
    /// How many widget properties the host has set, since it was made: a change that touches
    /// nothing the window shows sets none.
    @exclusivity(unchecked) public private(set) var propertySets = 0
    /// Whether the host is applying a description, when signals are the host's own doing.
    @exclusivity(unchecked) var isApplying = false
    private var root: MountedView?
    private var describe: (@MainActor () -> View)?
    /// Runs after each description is applied: for what a shell must do with the widgets as
    /// they now are (scroll a highlighted row into view, move the focus), never for what they show.
    public var afterUpdate: (@MainActor () -> Void)?
    /// Sends the user's typing into an entry (known by its mounted view), so that the store
    /// joins it into one step a field and a run (`Store.typing(in:_:)`): `Store.describe`
    /// sets it. A host of no store just sends.
    var typing: @MainActor (ObjectIdentifier, () -> Void) -> Void = { _, send in send() }
    /// The mounted views described with a tag, in the host's tree (not in a list's row kept aside).
    private var tagged: [String: MountedView] = [:]
    private var pendingMnemonics: [(label: Widget, target: String)] = []
    /// Widgets GTK changed by itself while a description was applied, to show the state again after.
    private var unsettled: [MountedView] = []
    let lifetime: WidgetLifetime

    /// A host showing what `describe` returns now; `update()` shows it again.
    public init(_ describe: @escaping @MainActor () -> View) {
        widget = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
        gtk_widget_show(widget)
        isRooted = false
        lifetime = WidgetLifetime(of: widget)
        self.describe = describe
        lastsAsLongAsItsWidget()
        update()
    }

    /// A host whose `widget` is the root's own, no box around it: for a widget whose parent
    /// looks at what it is given (a window's titlebar takes a header bar's look only from a
    /// header bar). Every description it shows must have the first one's kind at its root (and
    /// one the root's widget can show in place): a rooted host cannot put another widget there.
    public static func rooted(_ describe: @escaping @MainActor () -> View) -> ViewHost {
        ViewHost(rootedIn: (), describe)
    }

    private init(rootedIn: Void, _ describe: @escaping @MainActor () -> View) {
        // The root is made first, so that the host's widget is it.
        let first = describe()
        let view = first.lazyContent?.view ?? first
        widget = gtkAdapter(of: view).makeWidget(for: view)
        isRooted = true
        lifetime = WidgetLifetime(of: widget)
        self.describe = describe
        lastsAsLongAsItsWidget()
        applying { root = MountedView(first, host: self, widget: widget) }
    }

    /// Keeps the host as long as its widget, and ends it with the widget.
    private func lastsAsLongAsItsWidget() {
        lifetime.keepAlive(self)
        lifetime.onEnd { [unowned self] in self.end() }
    }

    /// The widget is destroyed: the description's closures may hold whatever made the host,
    /// so the host lets go of them.
    private func end() {
        describe = nil
        afterUpdate = nil
        root?.markUnmounted()
        root = nil
    }

    /// Describes the window again and applies what changed.
    public func update() {
        guard let describe, lifetime.isAlive else { return }
        show(describe())
    }

    /// Applies `view` in place of the last description.
    func show(_ view: View) {
        guard lifetime.isAlive else { return }
        applying(then: afterUpdate) {
            if let root, let kept = root.update(with: view) {
                self.root = kept
            } else if isRooted {
                preconditionFailure("a rooted ViewHost was given another widget than its root: describe the same kind at its root")
            } else {
                root?.unmount()
                let mounted = MountedView(view, host: self)
                gtk_box_pack_start(typed(widget, as: GtkBox.self), mounted.widget, 1, 1, 0)
                root = mounted
            }
        }
    }

    /// Runs `change` to the widgets as the state's doing, not the user's: what GTK then
    /// signals is not sent, and widgets GTK changed by itself show the state again after.
    func applying(then finish: (@MainActor () -> Void)? = nil, _ change: () -> Void) {
        let wasApplying = isApplying
        isApplying = true
        defer { isApplying = wasApplying }
        change()
        resolveMnemonics()
        let changedByGTK = unsettled
        unsettled = []
        changedByGTK.forEach(settle)
        finish?()
    }

    /// The widget described with `.tag(tag)`, if it is in the host's tree (a list's row kept
    /// aside is not). Tags are unique within a host. For tests and mnemonic labels, which name
    /// a widget by a string: code that holds on to a widget holds a `WidgetReference`.
    public func widget(tagged tag: String) -> Widget? {
        tagged[tag]?.widget
    }

    /// Scrolls the virtualized list tagged `tag` the least that shows the row of its element at
    /// `index` (now, or once its rows are measured): a shell's move after an update.
    public func scrollList(tagged tag: String, toShow index: Int) {
        tagged[tag]?.list?.scroll(toShow: index)
    }

    /// `node`'s tag is now `new` (`nil`: it has none, or it left the host's tree).
    func retag(_ node: MountedView, from old: String?, to new: String?) {
        if let old, tagged[old] === node { tagged[old] = nil }
        if let new { tagged[new] = node }
    }

    func counted(_ change: () -> Void) {
        propertySets += 1
        change()
    }

    func label(_ label: Widget, focuses target: String) {
        pendingMnemonics.append((label, target))
    }

    private func resolveMnemonics() {
        guard !pendingMnemonics.isEmpty else { return }
        pendingMnemonics = pendingMnemonics.filter { pending in
            guard let target = widget(tagged: pending.target) else { return true }
            gtk_label_set_mnemonic_widget(typed(pending.label, as: GtkLabel.self), target)
            return false
        }
    }

    /// GTK changed what `node` shows by itself while a description was applied: it shows the
    /// state again once the description is applied.
    func settleAfterApplying(_ node: MountedView) {
        if !unsettled.contains(where: { $0 === node }) { unsettled.append(node) }
    }

    /// After the user's input was sent: the widget shows what the state now says (a refused
    /// toggle springs back, trimmed text is trimmed on screen).
    func settle(_ node: MountedView) {
        guard node.isMounted else { return }
        let wasApplying = isApplying
        isApplying = true
        defer { isApplying = wasApplying }
        node.showEditableState()
    }
}

extension Store {
    /// A described widget showing `describe(select(state), send)`, updated as that value
    /// changes, until the widget is destroyed. `send` sends to this store, and holds it weakly.
    public func describe<Model: Equatable>(
        _ select: @escaping (State) -> Model, _ describe: @escaping @MainActor (Model, Send<Action>) -> View
    ) -> ViewHost {
        let send = Send<Action> { [weak self] in self?.send($0) }
        // `update()` selects again (for what the state does not hold, a desktop setting);
        // the observation has the value already.
        let host = ViewHost { [weak self] in
            guard let self else { return VBox {}.view }
            return describe(select(self.state), send)
        }
        host.typing = { [weak self] field, send in
            guard let self else { return send() }
            self.typing(in: field, send)
        }
        var isFirst = true
        host.lifetime.keep([
            observe(select) { [weak host] model in
                guard !isFirst else { return isFirst = false }
                host?.show(describe(model, send))
            }
        ])
        return host
    }

    /// A described widget showing `describe(state, send)`, updated as the state changes.
    public func describe(_ describe: @escaping @MainActor (State, Send<Action>) -> View) -> ViewHost where State: Equatable {
        self.describe({ $0 }, describe)
    }
}
